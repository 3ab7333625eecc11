"""A clause whose memory would say nothing, however sincerely said: "... the dumplings I like" split off as
"I like" (what is liked hangs on another clause), or "Trader Joe's was out of the dumplings", a shop's "'s"
the parse took for "has" ("Trader Joe has was out of ...")."""

from __future__ import annotations

from typing import Any

# verbs that say nothing without what they take: "I like", "we've got", "she wants"
NEEDS_OBJECT = frozenset({"like", "love", "hate", "enjoy", "prefer", "want", "need", "have", "get", "own", "miss"})
TAKES = frozenset({"dobj", "xcomp", "ccomp", "prep", "attr", "acomp", "dative", "oprd", "advcl", "prt", "conj"})
# never after the "'s" of a "has" or an "is" ("she's had" is "she has had": not here)
FINITE = frozenset({"was", "were", "is", "are", "has", "does", "did", "do"})
# coming to know: "we've just found out | I'm pregnant" says nothing but what its clause says, if anything
LEARNED = frozenset({"find", "learn", "realise", "realize", "discover", "hear", "notice"})


def says_nothing(clause: Any) -> bool:
    """The clause's memory would be empty of a fact: a liking with nothing liked, a modal with no verb ("I'd"),
    or a shop's "'s" before its verb."""
    head = clause.head
    bare = head.lemma_.lower() in NEEDS_OBJECT and head.pos_ == "VERB" and head.dep_ in ("ROOT", "relcl")
    if bare and not any(c.dep_ in TAKES for c in head.children) and clause.tokens[-1].i <= head.i + 1:
        return True
    kids = {c.dep_ for c in head.children}
    if head.lemma_.lower() in LEARNED and not kids & {"dobj", "xcomp"}:
        return True
    modal = head.tag_ == "MD" or head.lemma_ in ("would", "will")  # "the counselling, I'd | rather ...": I would
    bare_deps = ("nsubj", "punct", "intj", "advmod", "cc", "npadvmod", "dep")
    if modal and not any(c.dep_ not in bare_deps for c in head.children):
        return True
    doc = head.doc
    return any(
        t.lower_ in ("'s", "’s") and t.pos_ == "AUX" and t.i + 1 < len(doc) and doc[t.i + 1].lower_ in FINITE
        for t in clause.tokens
    )
