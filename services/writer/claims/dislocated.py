"""A noun phrase set off before the pronoun that takes it up ("My daughter Anouk, she is six", "so my kid dominic
he just started", "my little one, he's seven"): what the pronoun stands for, before any earlier mention."""

from __future__ import annotations

from typing import Any

from services.writer.claims.clauses import Clause
from services.writer.claims.lexicon import CALLING, PETS, RELATIONS


def phrase_of(tok: Any) -> list[Any]:
    """The noun phrase a word heads, without what hangs on it as a clause or a preposition, but for where the
    person is ("my babcia in Kraków": not "my babcia Kraków", her place kept and its preposition lost)."""
    dropped = {
        t.i
        for c in tok.children
        if c.dep_ in ("relcl", "acl") or (c.dep_ == "prep" and c.lower_ not in ("in", "at", "from"))
        for t in c.subtree
    }
    return [t for t in tok.subtree if t.i not in dropped]


_NO_ONE = frozenset({"GPE", "LOC", "FAC", "ORG", "DATE", "TIME", "NORP"})
_SET_OFF_AS = frozenset({"npadvmod", "dep", "nsubj", "appos", "dobj", "conj", "nsubjpass", "pobj"})


def dislocated(clause: Clause, pronoun: Any) -> list[Any]:
    """A noun phrase set off before the pronoun that takes it up: "My daughter Anouk, she is six"."""
    doc = pronoun.doc
    set_off = pronoun.i >= 2 and doc[pronoun.i - 1].text in (",", "—", "–", "-")  # ("my little one, he's seven")
    if set_off and (doc[pronoun.i - 2].pos_ in ("NOUN", "PROPN") or doc[pronoun.i - 2].lower_ == "one"):
        tok = doc[pronoun.i - 2]
        if tok.dep_ == "conj" and pronoun.lower_ == "they":  # "as a mum of twins, Kelechi and Kamsi, they're six"
            while tok.dep_ == "conj" and tok.head.i < tok.i:
                tok = tok.head
            listed = [tok, *(c for c in tok.subtree if c.dep_ == "conj")]
            if all(n.pos_ in ("PROPN", "NUM") or n.lemma_.lower() in RELATIONS | PETS for n in listed):
                first = listed[1].i if tok.pos_ == "NUM" and len(listed) > 1 else tok.left_edge.i  # not "two"
                return [t for t in tok.subtree if first <= t.i < pronoun.i - 1]
            tok = doc[pronoun.i - 2]
        while tok.dep_ in ("appos", "compound") and tok.head.pos_ in ("NOUN", "PROPN") and tok.head.i < tok.i:
            tok = tok.head
        # (an owner's "'s" inside it stays: "Owen's christening, it's on the 22nd")
        words = [t for t in phrase_of(tok) if t.tag_ != "POS" or (t.head.dep_ == "poss" and t.head.i != tok.i)]
        if tok.lower_ in CALLING and not any(c.dep_ in ("det", "poss") for c in tok.children):
            return []  # "Lord no, honey, he's joinin' the Army": who is spoken to
        # someone of theirs or named, not any noun before a comma ("the whole house o, he ...")
        known = any(t.lower_ in ("my", "our") or t.lemma_.lower() in RELATIONS | PETS for t in words)
        # ("she's not in Leeds anymore, Kerry — she's moved to York": someone named)
        known = known or (tok.pos_ == "PROPN" and tok.ent_type_ not in _NO_ONE and pronoun.lower_ in ("he", "she"))
        # ("Anyway, Owen's christening, it's on the 22nd": the thing set off before "it")
        known = known or (pronoun.lower_ == "it" and tok.pos_ == "NOUN" and tok.lemma_.lower() not in RELATIONS)
        misparsed = tok.dep_ == "prep" and tok.pos_ == "NOUN"  # ("Anyway, Owen's christening, it's ...")
        if (tok.dep_ in _SET_OFF_AS or misparsed) and known:
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


def named_after(clause: Clause, pronoun: Any) -> list[Any]:
    """A name set off after the clause the pronoun opens: "she's not in Galway anymore, Niamh" (Niamh)."""
    said = [t for t in clause.tokens if not (t.is_punct or t.is_space)]
    last = said[-1] if said else None
    if last is None or pronoun.lower_ not in ("he", "she") or last.i <= pronoun.i + 1:
        return []
    set_off = last.doc[last.left_edge.i - 1].text in (",", "—", "-") if last.left_edge.i else False
    named = last.pos_ == "PROPN" and last.ent_type_ not in _NO_ONE
    if set_off and named and last.dep_ in ("attr", "npadvmod", "appos", "dep") and last.head.i == clause.head.i:
        return [t for t in last.subtree if not t.is_punct]
    return []
