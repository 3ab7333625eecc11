"""A bare "is" that borrows what was just said: "I might be a bit lactose intolerant. My mum definitely is"."""

from __future__ import annotations

from services.writer.claims.clauses import Clause

_COMPLEMENTS = frozenset({"acomp", "attr", "oprd", "dobj", "prep", "xcomp", "ccomp", "agent"})


def bare_be(clause: Clause) -> bool:
    """A "be" with nothing said after it: "My mum definitely is", "Dan is too"."""
    head, own = clause.head, {t.i for t in clause.tokens}
    if head.lemma_ != "be" or clause.subject is None:
        return False
    if any(c.dep_ in _COMPLEMENTS and c.i in own for c in head.children):
        return False
    after = head.doc[head.i + 1] if head.i + 1 < len(head.doc) else None
    if after is not None and after.text == "," and clause.subject.lemma_.lower() in ("thing", "point", "truth", "fact"):
        return False  # "Funny thing is, she ...": it opens what follows
    return after is None or after.is_punct or after.lower_ in ("too", "also", "as", "though")


def resolve_ellipsis(ordered: list[Clause]) -> None:
    """ "I might be a bit lactose intolerant. My mum definitely is": a "be" with nothing after it says
    again what the clause before said someone was (its complement, borrowed)."""
    for n, clause in enumerate(ordered):
        if n == 0 or not bare_be(clause):
            continue
        for before in reversed(ordered[max(0, n - 2) : n]):
            said = [c for c in before.head.children if c.dep_ in ("acomp", "attr") and before.head.lemma_ == "be"]
            if said:
                clause.elided = [t for t in said[0].subtree if not t.is_punct]
                break
