"""How clauses join, where the small model joined them wrongly: "..., so ..." hung the other way round, and a
clause's subject taken for the object of "remind me". Part of the parse repairs (repairs.py); the tree is changed
in place, the text untouched."""

from __future__ import annotations

from typing import Any


def so_after(doc: Any) -> None:
    """ "wee Callum's got his swimming at Tollcross on Thursdays, so Thursdays it's the kit bag" parsed with the
    first clause as what the second says: what follows ", so" is the consequence, hung on what came first."""
    for first in doc:
        then = first.head
        edge = first.right_edge.i - (first.right_edge.text == ",")  # (the comma may hang on the first clause)
        if first.dep_ != "ccomp" or then.i <= first.i or then.dep_ != "ROOT" or edge + 2 >= then.i:
            continue
        comma, so = doc[edge + 1], doc[edge + 2]
        if comma.text != "," or so.lower_ != "so" or not any(c.dep_ in ("nsubj", "expl") for c in first.children):
            continue
        first.head, first.dep_ = first, "ROOT"
        then.head, then.dep_ = first, "advcl"
        for c in list(then.children):
            if c.i < first.left_edge.i:  # ("Oh", said before both): the first clause's
                c.head = first
        comma.head, so.head = first if comma.head.i == then.i else comma.head, then


def subject_taken_for_object(doc: Any) -> None:
    """ "remind me the kids, Saoirse and Tadhg, have swimming on a Thursday" parsed with "the kids" as what is
    reminded and "have" a clause with no subject: the noun before the subjectless clause is its subject."""
    for verb in doc:
        if verb.lower_ not in ("remind", "tell", "forget", "remember"):
            continue
        objects = [c for c in verb.children if c.dep_ == "dobj" and c.pos_ in ("NOUN", "PROPN")]
        said = [c for c in verb.children if c.dep_ == "ccomp" and c.tag_ in ("VBP", "VBZ", "VBD")]
        if (
            not objects
            or not said
            or objects[0].right_edge.i >= said[0].i
            or any(c.dep_ in ("nsubj", "expl") for c in said[0].children)
        ):
            continue
        objects[0].head, objects[0].dep_ = said[0], "nsubj"
