"""What the memory form says otherwise than the person did: a time said before the subject goes after it
("These days I get the 47 bus" as "The user gets the 47 bus ... these days"), "it's just me and Theo" is whom
the user lives with, and a relation said without "my" opening a note is the user's ("Daughter Hana ...")."""

from __future__ import annotations

import re
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause

# what a family calls its own by the word alone, as a name: "Mum lives in Leeds" stays as said
_CALLED_BY = lx.KIN_TITLES | {"mum", "mam", "mom", "mummy", "mommy", "dad", "daddy", "papa", "mama", "ma", "da"}


def bare_relation(tok: Any) -> bool:
    """A relation opening a note with no "my" ("Daughter Hana starts ...", "Wife works nights"): the user's."""
    low = tok.lower_
    if low not in lx.RELATIONS or low in _CALLED_BY or tok.dep_ not in ("nsubj", "compound", "nsubjpass"):
        return False
    return not any(c.dep_ in ("det", "poss") for c in [*tok.children, *tok.head.children] if c.i < tok.i)


def living_with(clause: Clause) -> str | None:
    """ "it's just me and Tomasz and the two cats": whom the user lives with, or None ("it's just us now")."""
    words = [t for t in clause.tokens if not (t.is_punct and t.i == clause.tokens[-1].i)]
    me = next((n for n, t in enumerate(words) if t.lower_ in ("me", "us")), None)
    # ("it's me Jolene and the two boys in ...", "it's me, Jolene and ...": a name or a comma after "me" too)
    if (
        me is None
        or me + 2 >= len(words)
        or (words[me + 1].lower_ not in ("and", ",") and words[me + 1].pos_ != "PROPN")
    ):
        return None
    start = me + 2 if words[me + 1].lower_ in ("and", ",") else me + 1
    said = "".join(t.text + t.whitespace_ for t in words[start:]).strip(" ,")
    said = re.sub(r"\b(?:my|our)\b", "their", said, flags=re.IGNORECASE)
    return f"The user lives with {said}."


def time_set_before(clause: Clause, tokens: list[Any]) -> tuple[list[Any], str]:
    """A time said before the subject ("These days I ...", "Most weekends we ..."): the tokens without it,
    and its words, to go after the rest."""
    subj = clause.subject
    if subj is None or not tokens or tokens[0].i >= subj.i or subj.i not in {t.i for t in tokens}:
        return tokens, ""
    for child in clause.head.children:
        span = list(child.subtree)
        timed = any(t.ent_type_ in ("DATE", "TIME") for t in span) or child.lemma_.lower() in lx.PARTS_OF_DAY
        if child.dep_ == "npadvmod" and timed and span[0].i == tokens[0].i and span[-1].i < subj.i:
            rest = [t for t in tokens if t.i > span[-1].i]
            while rest and rest[0].is_punct:
                rest.pop(0)
            return rest, "".join(t.text + t.whitespace_ for t in span).strip().lower()
    return tokens, ""
