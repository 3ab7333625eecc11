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
CLOCK = re.compile(r"\b([ap])\.m\.", re.IGNORECASE)  # "at seven a.m. and seven p.m.": no sentence ends there
# "As of 2026-12-01, the user ...", "As of May 2, 2026, the user ...": the writer's date, not the person's words.
AS_OF = re.compile(r"^\s*as of [^,]{1,40}(,\s*\d{4})?,\s*", re.IGNORECASE)
_ORDINAL = re.compile(r"^(\d+)(st|nd|rd|th)$")
# fmt: off
_SMALL = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_SMALL_NTH = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
              "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
              "eighteenth", "nineteenth")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_TENS_NTH = ("twentieth", "thirtieth", "fortieth", "fiftieth", "sixtieth", "seventieth", "eightieth", "ninetieth")
# fmt: on
NUMBER_WORDS = {w: str(n) for words_ in (_SMALL, _SMALL_NTH) for n, w in enumerate(words_)}
NUMBER_WORDS |= {w: str(20 + 10 * n) for words_ in (_TENS, _TENS_NTH) for n, w in enumerate(words_)}


def _number_at(ws: list[str], i: int) -> tuple[int, int] | None:
    """The number said in words from `ws[i]` and where it ends: "twenty one" 21, "a hundred and fifty"
    150, "nineteenth" 19 (up to 999: a year said as "twenty twenty" is two numbers)."""

    def below_100(j: int) -> tuple[int, int] | None:
        if j < len(ws) and ws[j] in NUMBER_WORDS:
            value = int(NUMBER_WORDS[ws[j]])
            if value >= 20 and ws[j] in _TENS and j + 1 < len(ws) and 0 < int(NUMBER_WORDS.get(ws[j + 1], "0")) < 10:
                return value + int(NUMBER_WORDS[ws[j + 1]]), j + 2  # "twenty one", "twenty first"
            return value, j + 1
        return None

    if ws[i] == "a" and i + 1 < len(ws) and ws[i + 1] == "hundred":
        first: tuple[int, int] | None = (1, i + 1)
    else:
        first = below_100(i)
    if first is None:
        return None
    value, j = first
    if 0 < value < 10 and j < len(ws) and ws[j] == "hundred":
        value, j = value * 100, j + 1
        rest = below_100(j + 1 if j < len(ws) and ws[j] == "and" else j)
        if rest is not None:
            value, j = value + rest[0], rest[1]
    return value, j


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
    """Words, with "3rd", "third" and "3" all as "3", and "twenty one" as "21"."""
    ws = words(text)
    out, i = [], 0
    while i < len(ws):
        ordinal = _ORDINAL.match(ws[i])
        said = None if ordinal else _number_at(ws, i)
        if said is not None:
            out.append(str(said[0]))
            i = said[1]
            continue
        out.append(ordinal[1] if ordinal else ws[i])
        i += 1
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
    body = CLOCK.sub(r"\1m", TITLES.sub(r"\1", AS_OF.sub("", text)))
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
