"""A request to forget taken back: "forget ah said that" ... "actually naw ye can keep it"; "don't save the
diabetes thing" ... "no no wait keep it keep it". Only when the person said nothing worth keeping between
the two: "Keep that private ... But she's starting at the Gaelscoil in September, you can keep that one"
keeps the new thing, and the request stands."""

from __future__ import annotations

import re
from dataclasses import replace

from services.writer.claims import lexicon as lx
from services.writer.claims.model import Claim

_POINTING = frozenset(
    {"just", "only", "keep", "save", "store", "the", "that", "this", "it", "one", "bit", "part", "thing", "you", "can"}
    | {"actually", "no", "wait", "ok", "okay", "yes", "yeah", "please", "arey", "lah", "ah", "do", "ye", "u", "then"}
)


def withdraw(claims: list[Claim]) -> list[Claim]:
    """The claims with each request to forget that a later "keep it" takes back made no request."""
    out = list(claims)
    for n, keep in enumerate(out):
        asked = [m for m in range(n) if out[m].forget is not None]
        if not keep.keeps or not asked:
            continue
        m = asked[-1]
        # "keep the surgery one" after "don't store the surgery part and the loan part": that one, not the loan
        said = [
            w for w in re.findall(r"[a-z]+", keep.words.lower()) if w not in _POINTING | lx.DISCOURSE | lx.CHAT_WORDS
        ]
        named = [w for w in said if w in set(out[m].forget or ())]
        if named:
            out[m] = replace(out[m], spares=tuple(dict.fromkeys([*out[m].spares, *named])))
        if said:  # ("Just keep the dog bit" after "wipe whatever you've got on Callum": what it spares, not all)
            continue
        # something new said since (in the request's own sentence or not): the "keep that one" is of it
        if not any(
            c.lasting and c.memory and (c.turn, c.sentence) != (out[m].turn, out[m].sentence) for c in out[m + 1 : n]
        ):
            out[m] = replace(out[m], forget=None, spares=())
    return out
