"""The words a request to forget takes from what was said: those after what it names, in the run of words said with
it ("my sugar is high type two diabetes he give me metformin"), and not how a thing was said ("shifted", "back")."""

from __future__ import annotations

import re
from itertools import pairwise

from services.writer.claims import lexicon as lx
from services.writer.claims.model import Claim
from shared.memory.query import content_words, stems
from shared.ordinary_words import ordinary_words


def said_after(words: str, named: set[str]) -> list[str]:
    """ "a new medicine this week, lisinopril ten milligram": the content words after the first named one,
    up to the next "and" or "but", at most eight ("... and the alarm code's 4-7-1-9": 4, 7, 1, 9)."""
    said = re.findall(r"[\w'-]+", words)
    at = next((n for n, w in enumerate(said) if stems(w.lower()) & named), None)
    if at is None:
        return []
    after = said[at + 1 : at + 9]
    stop = next((n for n, w in enumerate(after) if w.lower() in ("and", "but", "so")), len(after))
    # (not a name or a place: "the garage keypad code out here in Antigonish" leaves where they live)
    # (nor whose name follows: "a surprise party for my husband Joost" leaves the husband)
    named_kin = {w for w, n in pairwise(after[:stop]) if w.lower() in lx.RELATIONS and n[:1].isupper()}
    kept = " ".join(w for w in after[:stop] if not w[:1].isupper() and w not in named_kin)
    return [w for w in content_words(kept) if w not in _SAYING]


_SAYING = frozenset({"named", "called", "name", "call", "got", "get", "have", "has", "had", "is", "was"})


def run_of(clause: Claim, heard: list[Claim]) -> str:
    """The words said from this clause on, to a full stop (the clauses after it, one after another; a transcript
    with no stops runs on: "my sugar is high type two diabetes he give me metformin")."""
    after = sorted((c for c in heard if c.turn == clause.turn and c.start >= clause.start), key=lambda c: c.start)
    words, end = [], clause.start
    for c in after:
        run_on = re.match(r"(?:he|she|they|it|i|we)\b", c.words, re.I)  # "... type two diabetes he give me ..."
        if words and (c.start > end + 1 or c.sentence == clause.sentence or not run_on):
            break  # (not a clause of its own sentence, nor past words left out: ", oh and the dog's called Bramble")
        if c.start >= end:
            words.append(c.words)
            end = c.end
            if re.search(r"[.!?]\W*$", c.words):
                break
    return " ".join(words) or clause.words


def how_said(word: str) -> bool:
    """A verb form or an adverb of motion, not a thing said of someone ("shifted", "starting", "back")."""
    return word.endswith(("ed", "ing")) or word in ("back", "away", "off", "out", "up", "down")


def spelled_out(words: tuple[str, ...], earlier: list[Claim], asking: list[Claim]) -> tuple[str, ...]:
    """ "that BP matter" after "my blood pressure is high": the words a short name stands for, where what was
    said before has words whose first letters spell it (and the short name, written in capitals in the request
    `asking`, is no word of its own)."""
    out = list(words)
    for short in words:
        if not (2 <= len(short) <= 4 and short.isalpha()) or short in (ordinary_words() or ()):
            continue
        if not any(re.search(rf"\b{short.upper()}\b", c.words) for c in asking):
            continue  # (written in capitals, as a short name is: not "Tom" spelled by "takes our medicine")
        for claim in earlier:
            said = re.findall(r"[a-z]+", claim.words.lower())
            for n in range(len(said) - len(short) + 1):
                run = said[n : n + len(short)]
                if "".join(w[0] for w in run) == short and all(len(w) > 3 for w in run):
                    out += run
    return tuple(dict.fromkeys(out))
