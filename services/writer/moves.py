"""Moves and endings the person states, against the memories a batch changes: "we've moved, we're in Bath
now" makes "The user lives in Bristol." "The user lives in Bath."; "we've left Croydon" beside it, or "I left
GTBank since April" beside a changed job, is recorded by that change and is no memory of its own."""

from __future__ import annotations

import re
from collections.abc import Sequence

from services.writer.claims import Claim
from services.writer.claims.lexicon import ENDING_VERBS
from services.writer.wording import content

_ENDINGS = content(" ".join(sorted(ENDING_VERBS))) | content("user has had since")
_MOVED = content("the user has moved move moving relocated")
_HOME = re.compile(r"the user (?:lives|is living|has lived|is based) in\b", re.IGNORECASE)
_NOW_IN = re.compile(
    r"\b(?:is|are|lives|is living|is based) (?:(?:now|up|down|over|out|back) )*in ((?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*)*)"
)


def new_home(claim: Claim) -> str | None:
    """Where the person says they are now, in a move they state ("we're up in Flagstaff now"), or None."""
    if claim.about != "speaker" or claim.change != "world" or claim.attribution != "self" or not claim.memory:
        return None
    if claim.polarity != "asserted" or claim.mood not in ("statement", "plan"):
        return None
    place = _NOW_IN.search(claim.memory)
    return place.group(1) if place else None


def is_home(text: str) -> bool:
    """The memory says where the user lives."""
    return bool(_HOME.match(text))


def only_moved(claims: Sequence[Claim], turn: str) -> set[tuple[str, int]]:
    """The claims of the turn that say a move and nothing of where ("The user moved."), by (turn, start)."""
    return {(c.turn, c.start) for c in claims if c.turn == turn and c.memory and content(c.memory) <= _MOVED}


def ended_here(text: str, when: str, changed: Sequence[str]) -> bool:
    """ "The user has left Croydon." when "The user lives in Croydon." was changed in this batch: the end of
    that memory, which its change records, and nothing more (but when: "left GTBank since April")."""
    said = content(text) - _ENDINGS - content(when)
    return bool(said) and any(said <= content(old) for old in changed)
