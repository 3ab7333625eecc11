"""A memory text's words: its names and numbers, its content words, and whether it is one standalone fact.

"3rd", "third" and "3" are one number; "As of 2026-12-01, ..." is the writer's date, not the person's
words; a name is a capitalised word that does not start the sentence.
"""

from __future__ import annotations

import re

from services.writer.fields import VAGUE_WORDS
from shared.memory.query import stem, stems, words

SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
# A title's full stop ends no sentence: "Leo's pediatrician is Dr. Haruka Sato."
TITLES = re.compile(r"\b(Dr|Mr|Mrs|Ms|Mx|Prof|St|Rev|Capt|Sgt)\.(?=\s)")
# "As of 2026-12-01, the user ...", "As of May 2, 2026, the user ...": the writer's date, not the person's words.
AS_OF = re.compile(r"^\s*as of [^,]{1,40}(,\s*\d{4})?,\s*", re.IGNORECASE)
_ORDINAL = re.compile(r"^(\d+)(st|nd|rd|th)$")
NUMBER_WORDS = {
    word: str(n)
    for n, group in enumerate(
        [
            "zero",
            "one first",
            "two second",
            "three third",
            "four fourth",
            "five fifth",
            "six sixth",
            "seven seventh",
            "eight eighth",
            "nine ninth",
            "ten tenth",
            "eleven eleventh",
            "twelve twelfth",
        ]
    )
    for word in group.split()
}


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


PRONOUNS = _word_set("they them it its he she his her this that these those there we our us you your i me my")
GREETINGS = _word_set(
    "hi hello hey hiya howdy morning evening afternoon night good thanks thank you cheers bye goodbye ok okay"
    " cool great nice lovely yes yeah yep no nope sure alright fine well there all right see later too much very"
    " koe how are doing going i m im am just pretty really so"
)
_VAGUE_STEMS = frozenset(stem(v) for v in VAGUE_WORDS)


def tokens(text: str) -> list[str]:
    """Words, with "3rd" and "third" both as "3"."""
    out = []
    for word in words(text):
        ordinal = _ORDINAL.match(word)
        out.append(ordinal[1] if ordinal else NUMBER_WORDS.get(word, word))
    return out


def content(text: str) -> set[str]:
    """The stems a memory's meaning rests on (numbers as digits, "the user" left out)."""
    return stems(" ".join(tokens(AS_OF.sub("", text)))) - _VAGUE_STEMS


_TITLE_WORDS = frozenset({"the", "a", "an", "of", "and", "in", "on", "at", "for", "to", "with", "by"})


def anchors(text: str) -> set[str]:
    """The names and numbers in a memory: each must come from the person's own words."""
    out: set[str] = set()
    for sentence in SENTENCE.findall(AS_OF.sub("", text)):
        for i, raw in enumerate(sentence.split()):
            word = raw.strip(".,;:!?\"'()")
            word = word[:-2] if word.endswith(("'s", "’s")) else word
            named = word.casefold() not in _TITLE_WORDS  # "a band called The Loud Spoons": not "The"
            if i > 0 and word[:1].isupper() and word[1:].islower() and word.isalpha() and named:
                out.add(stem(word.casefold()))
        out |= {t for t in tokens(sentence) if t.isdigit()}
    return out - _VAGUE_STEMS


def form_problem(text: str) -> str | None:
    """Why a proposed memory text is not one standalone fact, or None."""
    body = TITLES.sub(r"\1", AS_OF.sub("", text))
    sentences = [s for s in SENTENCE.findall(body) if len(words(s)) >= 2]
    if len(sentences) > 1:
        return f"{len(sentences)} sentences: one fact per memory"
    if body.lstrip()[:1] in (".", "…", "-", ",", ";", ":"):
        return "a fragment: it starts mid-sentence"
    toks = tokens(body)
    if toks and toks[0] in PRONOUNS:
        return f'led by "{toks[0]}": a memory names its subject, in the third person'
    if not toks or all(t in GREETINGS or t in PRONOUNS for t in toks) or body.rstrip().endswith("?"):
        return "a greeting, small talk or a question is not a memory"
    return None
