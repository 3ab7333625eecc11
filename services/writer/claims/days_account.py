"""Details of a day: whether the turn tells of one (where its events happened is a detail of that day), an
errand to run once, an appointment at an hour."""

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


_ROUTINE = frozenset(
    {"every", "each", "always", "usually", "daily", "weekly", "nightly", "monthly", "forever", "permanently"}
)


def errand(clause: Clause) -> bool:
    """ "I have to pick up Morwenna's inhaler": something to do, once (not "I have to take insulin every
    day", a routine)."""
    head = clause.head
    to_do = any(c.dep_ == "xcomp" and any(a.tag_ == "TO" for a in c.children) for c in head.children)
    routine = any(t.lower_ in _ROUTINE or (t.ent_type_ == "DATE" and t.tag_ == "NNS") for t in clause.tokens)
    # "has to go on a kidney diet for good": for ever, not once
    lasting_for = any(t.lower_ in ("good", "life") and t.head.lower_ == "for" for t in clause.tokens)
    return head.lemma_.lower() in ("have", "need", "got") and to_do and not (routine or lasting_for)


def appointment(clause: Clause) -> bool:
    """ "I've the chiropodist at three", "we've a meeting at 10": where one is at an hour of the day, with
    no day of the week or "every" to make it a routine."""
    head = clause.head
    if head.lemma_ not in ("have", "be"):
        return False
    hours = [
        o
        for p in head.children
        if p.dep_ == "prep" and p.lower_ == "at"
        for o in p.children
        if o.dep_ == "pobj" and (o.like_num or o.ent_type_ == "TIME")
    ]
    routine = any(t.lower_ in ("every", "each") or t.ent_type_ == "DATE" for t in clause.tokens)
    return bool(hours) and not routine
