"""A noun phrase set off before the pronoun that takes it up ("My daughter Anouk, she is six", "so my kid dominic
he just started", "my little one, he's seven"): what the pronoun stands for, before any earlier mention."""

from __future__ import annotations

from typing import Any

from services.writer.claims.clauses import Clause
from services.writer.claims.lexicon import PETS, RELATIONS


def phrase_of(tok: Any) -> list[Any]:
    """The noun phrase a word heads, without what hangs on it as a clause or a preposition."""
    return [t for t in tok.subtree if t.dep_ not in ("relcl", "acl", "prep") or t.i == tok.i]


def dislocated(clause: Clause, pronoun: Any) -> list[Any]:
    """A noun phrase set off before the pronoun that takes it up: "My daughter Anouk, she is six"."""
    doc = pronoun.doc
    set_off = pronoun.i >= 2 and doc[pronoun.i - 1].text == ","  # ("my little one, he's seven": "one" a NUM)
    if set_off and (doc[pronoun.i - 2].pos_ in ("NOUN", "PROPN") or doc[pronoun.i - 2].lower_ == "one"):
        tok = doc[pronoun.i - 2]
        while tok.dep_ in ("appos", "compound") and tok.head.pos_ in ("NOUN", "PROPN") and tok.head.i < tok.i:
            tok = tok.head
        words = [t for t in phrase_of(tok) if t.tag_ != "POS"]
        # someone of theirs or named, not any noun before a comma ("the whole house o, he ...")
        known = any(t.lower_ in ("my", "our") or t.lemma_.lower() in RELATIONS | PETS for t in words)
        if tok.dep_ in ("npadvmod", "dep", "nsubj", "appos", "dobj", "conj", "nsubjpass", "pobj") and known:
            return words
    prev = doc[pronoun.i - 1] if pronoun.i else pronoun  # ("so my kid dominic he just started": no pause)
    tok = prev.head if prev.dep_ in ("appos", "compound") and prev.head.i < prev.i else prev
    said_before = tok.right_edge.i == pronoun.i - 1 and tok.lemma_.lower() in RELATIONS | PETS
    if said_before and any(c.lower_ in ("my", "our") for c in tok.children) and pronoun.dep_ == "nsubj":
        return [t for t in tok.subtree if t.tag_ != "POS"]
    for tok in clause.tokens:
        if tok.i >= pronoun.i or tok.head.i != clause.head.i or tok.pos_ not in ("NOUN", "PROPN"):
            continue
        after = tok.doc[tok.right_edge.i + 1] if tok.right_edge.i + 1 < len(tok.doc) else None
        if tok.dep_ in ("npadvmod", "dep", "nsubj", "appos") and after is not None and after.text == ",":
            return list(tok.subtree)
    return []
