"""Turn a spoken utterance into a search: content words only, and never an FTS syntax error.

Spoken input is long and full of filler ("I am feeling peckish, any snack ideas for me?" as a whole
scores 0 where "snack" alone matches). So the query keeps the content words of the turn: it drops
filler ("hey", the assistant's name, "please", "tell" ...) and a standard English stop-word list.

Safety: words are taken with a regex that only keeps letters and digits, and every term is quoted
before it reaches FTS5, so quotes, asterisks, NEAR, AND/OR/NOT, emoji, control characters and
5,000-character utterances all give a valid MATCH expression (or nothing to search). Stemming is
done by the index (FTS5's porter tokenizer stems both sides); the local cache ranking uses the
small suffix stripper below, which agrees with porter on the common English endings.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Set
from dataclasses import dataclass

# Letters and digits only (underscore is a separator, as in FTS5's unicode61 tokenizer).
_WORD = re.compile(r"[^\W_]+", re.UNICODE)

MAX_TERMS = 32  # a 5,000-character utterance still gives a small, fast query
MAX_TERM_CHARS = 40


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


# A standard English stop-word list (NLTK's, plus contractions split on the apostrophe).
STOP_WORDS: frozenset[str] = _word_set(
    """
    a about above after again against all am an and any are aren as at be because been before being
    below between both but by can couldn d did didn do does doesn doing don down during each few for
    from further had hadn has hasn have haven having he her here hers herself him himself his how i if
    in into is isn it its itself just ll m ma me mightn more most mustn my myself needn no nor not now o
    of off on once only or other our ours ourselves out over own re s same shan she should shouldn so
    some such t than that the their theirs them themselves then there these they this those through to
    too under until up ve very was wasn we were weren what when where which while who whom why will
    with won wouldn y you your yours yourself yourselves
    """
)

# Conversational filler around a request to the assistant (what people say to one).
FILLER_WORDS: frozenset[str] = _word_set(
    """
    hey hi hello ok okay please pls tell say said ask um uh uhm erm hmm mm ah oh yeah yes yep nope
    well like know let lets thanks thank could would might must shall may also really actually
    anything something thing things stuff remember remind recall maybe guess think wonder wondering
    mean gonna wanna gotta kind sort basically literally
    """
)


# The same small words as Jamaican Patois, Nigerian Pidgin and Scots say them ("inna Mandeville", "jus get",
# "dey stay", "whit i said aboot gordie").
SPOKEN_FUNCTION_WORDS: frozenset[str] = _word_set("inna pon wid dat dis di jus nuh dey sef fi mi tek weh whit aboot")
SPOKEN_FUNCTION_WORDS |= _word_set("bout")


def stop_words_for(assistant_name: str = "koe") -> frozenset[str]:
    """Every word a query drops: stop words, filler, and the assistant's own name."""
    return STOP_WORDS | FILLER_WORDS | SPOKEN_FUNCTION_WORDS | frozenset(words(assistant_name))


def words(text: str) -> list[str]:
    """Lower-cased letter/digit runs; everything else (punctuation, emoji, controls) separates."""
    if not isinstance(text, str):
        return []
    return [w.casefold() for w in _WORD.findall(text)]


def content_words(text: str, assistant_name: str = "koe", max_terms: int = MAX_TERMS) -> list[str]:
    """The distinct content words of `text`, in the order spoken, at most `max_terms`."""
    drop = stop_words_for(assistant_name)
    seen: set[str] = set()
    out: list[str] = []
    for word in words(text):
        if word in drop or word in seen or len(word) > MAX_TERM_CHARS:
            continue
        if len(word) == 1 and word.isascii() and not word.isdigit():
            continue  # stray Latin letters from contractions and spelling (a CJK character is a word)
        seen.add(word)
        out.append(word)
        if len(out) >= max_terms:
            break
    return out


@dataclass(frozen=True)
class Query:
    """What a search sends: the content words and the FTS5 MATCH expression built from them."""

    terms: tuple[str, ...]

    @property
    def text(self) -> str:
        """The query as logged and shown: the content words, space-separated."""
        return " ".join(self.terms)

    @property
    def match(self) -> str:
        """An FTS5 MATCH expression: every term quoted, any term may match (BM25 ranks the rest)."""
        return " OR ".join(quote(t) for t in self.terms)

    def __bool__(self) -> bool:
        return bool(self.terms)


def build_query(text: str, assistant_name: str = "koe", max_terms: int = MAX_TERMS) -> Query:
    """The search for one utterance; empty (falsy) when the turn has no content words."""
    return Query(tuple(content_words(text, assistant_name, max_terms)))


def quote(term: str) -> str:
    """An FTS5 string literal: inside double quotes nothing is an operator; quotes are doubled."""
    return '"' + term.replace('"', '""') + '"'


# --- light stemming for the local cache -------------------------------------------------------

_SUFFIXES: tuple[tuple[str, str], ...] = (
    ("ational", "ate"),
    ("tional", "tion"),
    ("iveness", "ive"),
    ("fulness", "ful"),
    ("ousness", "ous"),
    ("ization", "ize"),
    ("ation", "ate"),
    ("ments", "ment"),
    ("ingly", ""),
    ("edly", ""),
    ("iness", "y"),
    ("ness", ""),
    ("ies", "y"),
    ("ied", "y"),
    ("ing", ""),
    ("ers", "er"),
    ("ed", ""),
    ("ly", ""),
    ("es", ""),
    ("s", ""),
)


_VOWELS = frozenset("aeiou")


def _tidy_root(root: str) -> str:
    """Porter's step 1b clean-up: hoped -> hope, running -> run, named -> name."""
    if root.endswith(("at", "bl", "iz", "v", "u")):
        return root + "e"  # "loved", "believed", "argued"
    # "divorced", "danced", "charged", "nursed": a consonant then c, g or s ends no English root without
    # its e ("singing" and "passed" keep theirs: ng and ss do)
    if len(root) >= 4 and root[-1] in "cgs" and root[-2] not in _VOWELS and root[-2:] not in ("ng", "ss"):
        return root + "e"
    if len(root) >= 4 and root[-1] == root[-2] and root[-1] not in "lsz" and root[-1] not in _VOWELS:
        return root[:-1]
    if (
        len(root) <= 4
        and len(root) >= 3
        and root[-1] not in _VOWELS | {"w", "x", "y"}
        and root[-2] in _VOWELS
        and root[-3] not in _VOWELS
    ):
        return root + "e"  # a short consonant-vowel-consonant root lost its final e
    return root


def stem(word: str) -> str:
    """A small suffix stripper: dogs/dog, walking/walk, birthdays/birthday, studies/study."""
    if len(word) <= 3 or word.isdigit():
        return word
    for suffix, repl in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            if suffix == "s" and word.endswith(("ss", "us", "is")):
                return word  # glass, virus, tennis
            if suffix == "es" and not word.endswith(("ches", "shes", "sses", "xes", "zes", "oes")):
                return word[:-1]  # "likes" -> "like", "names" -> "name"
            root = word[: -len(suffix)] + repl
            if suffix in ("ing", "ed", "edly", "ingly"):
                root = _tidy_root(root)
            return root
    return word


def stems(text: str, assistant_name: str = "koe") -> set[str]:
    """The stemmed content words of `text`, for word-overlap ranking."""
    return {stem(w) for w in content_words(text, assistant_name, max_terms=10_000)}


def overlap_score(query_stems: Set[str], doc_stems: Set[str], importance: int = 3) -> float:
    """Word overlap plus a little weight for importance (recall's local fallback).

    Zero when nothing overlaps: importance alone never makes an unrelated memory relevant.
    """
    if not query_stems or not doc_stems:
        return 0.0
    shared = len(query_stems & doc_stems)
    if not shared:
        return 0.0
    return shared + 0.1 * max(1, min(5, importance))


def rank_by_overlap(
    query: str | Iterable[str], docs: Iterable[tuple[str, Set[str], int]], limit: int, assistant_name: str = "koe"
) -> list[tuple[str, float]]:
    """Rank (id, stems, importance) triples against `query`: [(id, score)] best first, ties by order."""
    q = stems(query, assistant_name) if isinstance(query, str) else {stem(w) for w in query}
    scored = [(doc_id, overlap_score(q, doc_stems, importance)) for doc_id, doc_stems, importance in docs]
    scored = [(d, s) for d, s in scored if s > 0]
    scored.sort(key=lambda pair: -pair[1])
    return scored[:limit]
