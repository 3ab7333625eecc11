"""Whether the turn tells of a day: where its events happened is a detail of that day."""

from __future__ import annotations

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause

_TOLD_DAY = frozenset({"this", "last", "what"})  # "this morning", "last night", "what a day"


def days_account(clause: Clause) -> bool:
    """ "I got the 86 into town this morning ... I went into Primark for socks": the turn tells of a day
    (today, this morning, yesterday, last night, this weekend, what a day), and where its events happened is a detail
    of that day, not a place in the person's life."""
    told = clause.head.doc[: clause.tokens[-1].i + 1]
    return any(
        t.lower_ in ("today", "yesterday", "tonight")
        or (t.lower_ in lx.PARTS_OF_DAY | {"weekend", "day"} and any(c.lower_ in _TOLD_DAY for c in t.children))
        for t in told
    )
