"""What a turn says first carries over what it goes on to state: once the person says koe has it wrong,
what follows is the correction; once they say they moved, where they are now is the change."""

from __future__ import annotations

import re
from dataclasses import replace

from services.writer.claims.model import Claim


def carried_over(claims: list[Claim]) -> list[Claim]:
    """ "You've got my car down wrong. ... Mine's a silver Kia Ceed": once the person says koe has it
    wrong, what they go on to state in that turn is the correction; once they say they moved, where
    they are now is the change."""
    out: list[Claim] = []
    carried: str | None = None
    carried_in: str | None = None  # the turn it was said in: a later turn is not its continuation
    for claim in claims:
        if claim.turn != carried_in:
            carried, carried_in = None, claim.turn
        verdict = claim.about == "assistant" or (claim.subject or "").lower() in ("that", "this")  # "thats wrong"
        if verdict and claim.change == "correction" and claim.mood != "question":
            carried = "correction"
        elif claim.about == "speaker" and claim.change == "world" and claim.sincere and _moved(claim):
            carried = carried or "world"  # "moved out of London! Got a little place in Margate": where now
        elif carried and claim.change is None and claim.sincere:
            claim = replace(claim, change=carried)  # type: ignore[arg-type]
        out.append(claim)
    return out


def _moved(claim: Claim) -> bool:
    return any(w in ("moved", "move", "moving", "relocated") for w in re.findall(r"[a-z]+", claim.words.lower()))
