"""An "it" that stands for nothing: a name picked out ("It's Kiprono who ..."), a time or an occasion
("it's our granddaughter Mabli's seventh birthday"), who is there ("it's just me and Theo now"), the
weather ("of course it starts raining")."""

from __future__ import annotations

from typing import Any

from services.writer.claims.clauses import Clause
from services.writer.claims.lexicon import OCCASIONS, RELATIONS


def stands_for_nothing(clause: Clause) -> bool:
    """The clause's subject "it" is one of these, not a thing said before."""
    return _cleft_it(clause) or _occasion_it(clause) or company_it(clause) or _weather_it(clause)


# the verbs whose "it" is the weather's: the only subject they take
_WEATHER = frozenset({"rain", "snow", "pour", "drizzle", "hail", "sleet", "thunder", "storm", "bucket"})


def _weather_it(clause: Clause) -> bool:
    """ "it's raining", "it starts pouring": the weather, no thing said before."""
    verbs = [clause.head, *(c for c in clause.head.children if c.dep_ in ("xcomp", "ccomp"))]
    return any(v.lemma_.lower() in _WEATHER and v.pos_ == "VERB" for v in verbs)


def company_it(clause: Clause) -> bool:
    """ "it's just me and my boyfriend Theo in the apartment now": who is there, the "it" standing for nothing."""
    head = clause.head
    after = head.doc[head.i + 1 : head.i + 3]
    return head.lemma_ == "be" and any(t.lower_ in ("me", "us") for t in after) and head.i > clause.subject.i


def _occasion_it(clause: Clause) -> bool:
    """ "it's our granddaughter Mabli's seventh birthday", "it's my turn": the "it" of a time or an
    occasion, whose complement is someone's, or is for someone's ("it's the cake for my mum's do")."""
    owned = [c for c in clause.head.children if c.dep_ == "attr" and any(p.dep_ == "poss" for p in c.children)]
    dated = any(t.ent_type_ in ("DATE", "TIME") for t in clause.tokens)
    # ("It's the bara brith, for our Gwen": what it is for, someone's, after a timer was asked for)
    head = clause.head
    meant = any(c.dep_ == "attr" for c in head.children) and any(
        g.dep_ == "poss"
        for p in [*head.children, *(a for c in head.children for a in c.children)]
        if p.lower_ == "for"
        for g in p.subtree
    )
    return clause.head.lemma_ == "be" and (any(dated or c.lemma_.lower() in OCCASIONS for c in owned) or meant)


def _cleft_it(clause: Clause) -> bool:
    """ "It's Kiprono who ...", "it's Dingwall she stays in": the "it" of a name picked out."""
    # (the "who" hung on a name beside the noun: "It is my husband Otieno who smokes")
    return any(
        c.dep_ == "attr"
        and (
            any(r.dep_ == "relcl" for r in c.children)
            or any(_who(r) for a in c.children if a.dep_ == "appos" and a.pos_ == "PROPN" for r in a.children)
            or (c.pos_ == "PROPN" and not any(d.dep_ == "det" for d in c.children) and clause.head.lemma_ == "be")
            # ("At home it's my son Eli with the allergy": the one picked out, named)
            or (c.lower_ in RELATIONS and any(a.dep_ == "appos" and a.pos_ == "PROPN" for a in c.children))
        )
        for c in clause.head.children
    ) or _who_next(clause)


def _who_next(clause: Clause) -> bool:
    """ "it's my husband paul who's got the nut allergy", the "who" clause hung on the "is" itself."""
    head = clause.head
    said = [c for c in head.children if c.dep_ == "attr"]
    told = [c for c in head.children if c.dep_ in ("ccomp", "relcl") and c.i > head.i]
    return bool(said) and any(w.tag_ == "WP" and w.i == said[0].right_edge.i + 1 for v in told for w in v.children)


def _who(verb: Any) -> bool:
    """A relative clause opened by "who" or "that" ("Otieno who smokes"), not "first pair I've ever had"."""
    return verb.dep_ == "relcl" and any(c.tag_ in ("WP", "WDT") for c in verb.children)
