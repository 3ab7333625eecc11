"""A request to forget someone said only as "him" or "her", which the assistant asked about by name and the
person then confirmed: "can you wipe him" / "Do you mean Callum?" / "yes obviously, all of it, the summer
trips too". What it names is the one the assistant named, and what the confirmation adds."""

from __future__ import annotations

import re
from dataclasses import replace

from services.writer.claims.model import Claim, UserTurn
from shared.memory.query import content_words

_YES = re.compile(r"^\W*(?:yes|yeah|yep|yup|ya|aye|correct|exactly|that's (?:him|her|the one))\b", re.I)
_NAMED_IN = re.compile(r"\b(?:mean|talking about|is (?:it|this|that))\s+((?:[A-Z][\w'-]+\s?)+)")


def confirmed(earlier: list[Claim], turn: UserTurn, asked: str) -> list[Claim]:
    """`earlier` with the last request that named no one, of the turn before, naming whom the assistant asked
    about ("Do you mean Callum?") once this turn says yes."""
    if not _YES.search(turn.text or "") or "?" not in (asked or ""):
        return earlier
    question = [q for q in re.findall(r"[^.!?]*\?", asked)][-1]
    named = _NAMED_IN.search(question)
    vague = [n for n, c in enumerate(earlier) if c.forget == ()]
    if named is None or not vague:
        return earlier
    first = re.split(r"(?<=[.!?])\s", (turn.text or "").strip(), maxsplit=1)[0]
    told = [w for w in content_words(first) if w not in ("yes", "yeah", "yep", "obviously", "all", "too")]
    words = tuple(dict.fromkeys([*content_words(named[1]), *told]))
    out = list(earlier)
    out[vague[-1]] = replace(out[vague[-1]], forget=words)
    return out
