"""A request to forget taken back: "forget ah said that" ... "actually naw ye can keep it"; "don't save the
diabetes thing" ... "no no wait keep it keep it". Only when the person said nothing worth keeping between
the two: "Keep that private ... But she's starting at the Gaelscoil in September, you can keep that one"
keeps the new thing, and the request stands."""

from __future__ import annotations

from dataclasses import replace

from services.writer.claims.model import Claim


def withdraw(claims: list[Claim]) -> list[Claim]:
    """The claims with each request to forget that a later "keep it" takes back made no request."""
    out = list(claims)
    for n, keep in enumerate(out):
        asked = [m for m in range(n) if out[m].forget is not None]
        if not keep.keeps or not asked:
            continue
        m = asked[-1]
        # something new said since (in the request's own sentence or not): the "keep that one" is of it
        if not any(
            c.lasting and c.memory and (c.turn, c.sentence) != (out[m].turn, out[m].sentence) for c in out[m + 1 : n]
        ):
            out[m] = replace(out[m], forget=None, spares=())
    return out
