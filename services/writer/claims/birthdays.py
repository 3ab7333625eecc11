"""A birthday said on the way: "I will send her a package for her birthday on 3 May" says whose birthday is
when, whatever the clause is about; so does "what can I get my son for his birthday on the 5th?"."""

from __future__ import annotations

from typing import Any

from services.writer.claims.clauses import Clause
from services.writer.claims.lexicon import PETS, RELATIONS

_DAYS = frozenset({"birthday", "bday", "anniversary"})
_MONTHS = frozenset(
    {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october"}
    | {"november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"}
)


def birthday_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "for her birthday on 3 May": The user's daughter Lena's birthday is on 3 May (None: no date said with it,
    or the clause itself says it: "her birthday is on 3 May" is its own memory)."""
    for day in clause.tokens:
        if day.lower_ not in _DAYS or day.dep_ in ("nsubj", "nsubjpass") or day.i + 2 >= len(day.doc):
            continue
        on = day.doc[day.i + 1]
        date = [t for t in on.subtree if t.i > on.i] if on.lower_ == "on" else []
        # a day of the year ("3 May", "the 5th of June"), not "on Sunday" (this year's, said as its weekday)
        dated = [t for t in date if t.ent_type_ == "DATE"]
        if not any(t.lower_ in _MONTHS or t.like_num or t.lower_[:-2].isdigit() for t in dated):
            continue
        poss = [c for c in day.children if c.dep_ == "poss"]
        whose = _whose(poss[0]) if poss else None
        if whose is None:
            continue
        when = " ".join(t.text for t in date if not t.is_punct)
        words = [*poss, day, on, *date]
        return f"{whose} {day.lower_} is on {when}.", words, (day.lower_,)
    return None


def _whose(poss: Any) -> str | None:
    """Whose day it is, written for a memory: "my" the user's, "Lena's" Lena's, "her" the one named before."""
    if poss.lower_ in ("my", "our"):
        return "The user's"
    mine = any(c.lower_ in ("my", "our") for c in poss.children)
    if poss.pos_ == "PROPN" or (poss.lower_ in RELATIONS | PETS and mine):
        said = " ".join(t.text for t in poss.subtree if t.tag_ != "POS")
        return said.replace("my ", "The user's ", 1).replace("our ", "The user's ", 1) + "'s"
    if poss.lower_ not in ("her", "his"):
        return None
    before = list(reversed(poss.doc[: poss.i]))
    for tok in before:  # the one of theirs named last before it ("my daughter Lena ... her")
        if tok.lower_ in RELATIONS and tok.i > 0 and tok.doc[tok.i - 1].lower_ in ("my", "our"):
            name = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].tag_ == "NNP" else None
            return f"The user's {tok.text}" + (f" {name.text}'s" if name is not None else "'s")
    named = [t for t in before if t.ent_type_ == "PERSON" and t.dep_ in ("nsubj", "appos", "dobj", "dative")]
    return f"{named[0].text}'s" if named else None
