"""What a correction or a change puts in place of what: "Her name is Lola actually, not Luna" replaces
Luna with Lola; "we moved from York to Leeds" replaces York with Leeds.

A correction usually names the old value beside the new one ("Y, not X", "not X but Y"). The parse
finds the contrasted words after "not"; the new value is the nearest word of the same sentence of the
same sort (the same kind of named entity, a name for a name, a number for a number). The writer then
changes the memory that holds the old words into the same memory holding the new ones: a correction
is kept even when the rest of the clause cannot stand alone ("Her name is Lola": whose?).
"""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Any

from services.writer.claims.clauses import Clause
from services.writer.claims.lexicon import CHANGE_VERBS, FIRST_PERSON, SECOND_PERSON, THIRD_PRONOUNS
from services.writer.claims.model import Replacement

_DETERMINERS = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "its", "on", "in", "at"})
_NOT_NAMES = FIRST_PERSON | SECOND_PERSON | THIRD_PRONOUNS
# What may stand between "not X" and the new value after it: "but", "it's", "she's my".
_LINKS = frozenset({"but", ",", "-", "it", "she", "he", "they", "'s", "is", "'re", "are", "was", "rather", "instead"})
_LINKS = _LINKS | frozenset({"actually", "my", "our", "a", "an", "the"})


def replacement(clause: Clause) -> Replacement | None:
    """The old and new words when the clause contrasts a new value with an old one, else None."""
    tokens = clause.tokens
    moved = _from_to(clause.head)
    if moved:
        return moved
    for n, tok in enumerate(tokens):
        if tok.lower_ not in ("not", "n't") or n == 0:
            continue
        old = _phrase_after(tok)
        # "Mia isn't allergic to peanuts, it's tree nuts": what "it" is, is the object of the preposition
        at = max((k for k, t in enumerate(old) if t.pos_ == "ADP"), default=-1)
        old = old[at + 1 :] if tok.lower_ == "n't" else old
        if not old or (tok.lower_ == "n't" and at < 0):
            continue
        before = tokens[n - 1]
        if before.text == ",":  # "Lola actually, not Luna": the new value comes before
            new = _same_sort(old, reversed(list(tok.doc[_said_with(tok) : before.i])))
        else:  # "not Luna but Lola", "Ruth's not my sister, she's my neighbour": right after it
            # (past what is said of the old value, "not rolo like the sweets", and on over a break the parser
            # made in a run-on transcript: "... like the sweets it's rollo")
            after = [t for t in _said_on(tok) if t.i > old[-1].right_edge.i]
            if after and after[0].lower_ == "like":  # "not Mylo like the drink, it's Milo"
                after = [t for t in after if t.i > after[0].right_edge.i]
            n_first = next((k for k, t in enumerate(after) if t.lower_ not in _LINKS), None)
            linked = n_first is not None and any(t.lower_ == "but" or t.lemma_ == "be" for t in after[:n_first])
            new = _same_sort(old, iter([after[n_first]])) if linked and n_first is not None else []
            if linked and n_first is not None and not new and _respelt(old[-1].lower_, after[n_first].lower_):
                new = [after[n_first]]  # "not mylo ... it's milo": a spelling put right, however it was tagged
            if new and new[-1].dep_ == "compound" and new[-1].head.i > new[-1].i:  # "tree nuts", not "tree"
                new = [t for t in new[-1].doc[new[-1].i : new[-1].head.i + 1]]
        if new:
            what = new[-1].dep_ in ("attr", "acomp") and new[-1].head.lemma_ == "be"
            return Replacement(_text(old), _text(new), _sort(old[-1]) == "name", what)
    return None


def _said_with(tok: Any) -> int:
    """Where the sentence of `tok` starts, or the one before it where the parser broke a sentence the person
    said in one ("it's Sheffield he's at, not Leeds": Sheffield is the new value)."""
    start = tok.sent.start
    if start > 0 and tok.doc[start - 1].text not in (".", "!", "?", "..."):
        return tok.doc[start - 1].sent.start
    return start


def _respelt(old: str, new: str) -> bool:
    """Two spellings of one name ("rolo" and "rollo", "mylo" and "milo"), not two words."""
    return old != new and len(old) >= 3 and SequenceMatcher(None, old, new).ratio() >= 0.6


def _said_on(tok: Any) -> list[Any]:
    """The sentence of `tok`, and the one after it where the parser broke a sentence the person said in one."""
    sent = tok.sent
    end = sent.end
    if end < len(tok.doc) and tok.doc[end - 1].text not in (".", "!", "?", "...", ","):
        end = tok.doc[end].sent.end
    return list(tok.doc[sent.start : end])


def _from_to(verb: Any) -> Replacement | None:
    """ "We moved from York to Leeds", "switched from nights to days": the change's old and new place."""
    if verb.lemma_.lower() not in CHANGE_VERBS:
        return None
    ends: dict[str, list[Any]] = {}
    for prep in (c for c in verb.children if c.dep_ == "prep" and c.lower_ in ("from", "to", "into")):
        objects = [o for o in prep.children if o.dep_ == "pobj"]
        if objects:
            words = [t for t in objects[0].subtree if not (t.is_punct or t.lower_ in _DETERMINERS)]
            ends["from" if prep.lower_ == "from" else "to"] = words
    if len(ends) < 2 or not ends["from"] or not ends["to"]:
        return None
    return Replacement(_text(ends["from"]), _text(ends["to"]), _sort(ends["from"][-1]) == "name")


def _phrase_after(neg: Any) -> list[Any]:
    """The words "not" contrasts: up to the next pause, determiners left out ("not the Civic": Civic)."""
    out: list[Any] = []
    for tok in neg.doc[neg.i + 1 :]:
        if tok.is_punct or tok.lower_ in ("but", "and") or tok.pos_ in ("VERB", "AUX"):
            break
        if not out and tok.lower_ in _DETERMINERS:
            continue
        if tok.pos_ == "ADP" and out and (tok.lower_ == "like" or any(t.pos_ in ("PROPN", "NOUN") for t in out)):
            break  # "not rolo like the sweets": what is said of it, not the value
        out.append(tok)
    named = [t for t in out if t.pos_ in ("PROPN", "NOUN", "NUM", "ADJ")]
    return out if named and len(out) <= 4 else []


_DATES = frozenset({"DATE", "TIME"})
_NUMBERS = frozenset({"CARDINAL", "ORDINAL", "QUANTITY", "MONEY", "PERCENT"})


def _sort(tok: Any) -> str:
    """A name, a date, a number, or else the part of speech: what a value and its replacement share."""
    if tok.ent_type_ in _NUMBERS or tok.like_num:  # "I'm 42, not 45": the recogniser calls one an age
        return "number"
    if tok.ent_type_ in _DATES:
        return "date"
    if tok.ent_type_ or (tok.text[:1].isupper() and tok.pos_ in ("PROPN", "NOUN")):
        return "name"
    return tok.pos_


def _same_sort(old: list[Any], candidates: Any) -> list[Any]:
    """The nearest words of the old value's sort, as many as it has ("Honda Jazz" for "Honda Civic")."""
    last = old[-1]
    want = _sort(last)
    for tok in candidates:
        if tok.lower_ in _NOT_NAMES or tok.is_punct or tok.is_stop or tok.lower_ == last.lower_ or len(tok) < 2:
            continue  # nor a letter spelt out ("Jonas, with an S, not Jonah")
        if _sort(tok) == want:
            # "my elder sister, not my wife": a kind of person or thing keeps what it is said to be
            described = [c for c in tok.children if c.dep_ in ("amod", "compound") and c.i < tok.i]
            if want != "name" and len(old) == 1 and described:
                return list(tok.doc[min(c.i for c in described) : tok.i + 1])
            start = max(tok.i - len(old) + 1, tok.sent.start)
            span = [t for t in tok.doc[start : tok.i + 1] if not (t.is_punct or t.is_stop or t.lower_ in _NOT_NAMES)]
            return span[-len(old) :] if len(span) >= len(old) else [tok]
    return []


def _text(tokens: list[Any]) -> str:
    return "".join(t.text + t.whitespace_ for t in tokens).strip()
