"""Figures of speech a sentence can be taken at its word for: a pet in a person's role ("our cat is the
real boss of this house"), overstatement ("more tea than bloke", "an absolute genius", "the highlight
of my life") and mock praise ("I absolutely LOVE the school run"). What such a clause says is a joke."""

from __future__ import annotations

from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause


def figurative(clause: Clause) -> bool:
    """A pet given a person's role ("our cat Pudding is the real boss of this house"): said in jest, and
    so is the rest of its sentence ("... we just pay the rent")."""
    if clause.about() != "pet":
        return False
    if clause.head.lemma_ == "be":
        return any(c.dep_ == "attr" and c.lemma_.lower() in lx.HUMAN_ROLES for c in clause.head.children)
    # "Marmaduke has taken over as head of the household"
    if any(t.dep_ == "pobj" and t.head.lower_ == "as" and t.lemma_.lower() in lx.HUMAN_ROLES for t in clause.tokens):
        return True
    # "Him pay di mortgage": a pet paying a household's bills; "our cat runs this house": running it
    objects = {c.lemma_.lower() for c in clause.head.children if c.dep_ == "dobj"}
    verb = clause.head.lemma_.lower()
    return (verb == "pay" and bool(objects & lx.HOUSEHOLD_BILLS)) or (
        verb in ("run", "rule") and bool(objects & lx.HOMES)
    )


def _above_us(adjective: Any) -> bool:
    """ "a collie that's smarter than me": an animal ranked above its people is banter."""
    than = [c for c in adjective.children if c.lower_ == "than"]
    return adjective.tag_ == "JJR" and any(o.lower_ in ("me", "us") for t in than for o in t.children)


def _superlative(noun: Any) -> bool:
    """ "the highlight", "the most annoying human", "the best day": the top of a scale."""
    marks = [noun, *noun.children]
    return any(t.tag_ in ("JJS", "RBS") or t.lower_ in lx.PEAKS for t in marks) or any(
        g.tag_ in ("JJS", "RBS") for c in noun.children for g in c.children
    )


_NOT_QUITE = frozenset({"literally", "practically", "virtually"})  # "is literally a goblin"


def hyperbole(clause: Clause) -> bool:
    """Overstatement and mock praise: "I'm more tea than bloke at this point" (what someone is, weighed
    against a thing), "I absolutely LOVE the school run" (a shouted liking),
    "Our cat Pilchard, an absolute genius, got himself wedged in the laundry basket again"."""
    if clause.head.lemma_ == "be" and any(c.dep_ == "acomp" and _above_us(c) for c in clause.head.children):
        return clause.about() == "pet"  # "a collie that's smarter than me": of this clause only
    for tok in clause.tokens:
        if tok.lemma_.lower() == "lose" and any(
            c.dep_ == "dobj" and c.lower_ in lx.WITS and any(p.dep_ == "poss" for p in c.children) for c in tok.children
        ):
            return True  # "I'm losing my mind this week", "he's lost his marbles": a figure, not a loss
        if tok.pos_ == "NOUN" and any(c.dep_ == "amod" and c.lower_ in lx.OVERSTATING for c in tok.children):
            return True
        if tok.lower_ in _NOT_QUITE:
            be = tok.head.head if tok.head.dep_ == "attr" else tok.head  # "practically" may hang on the noun
            if be.lemma_ == "be" and any(c.dep_ == "attr" and c.pos_ == "NOUN" for c in be.children):
                return True  # "my brother is literally a goblin", "I'm practically a puddle": not quite
        if tok.lemma_.lower() in lx.PREFERENCE_VERBS and tok.text.isupper() and len(tok.text) > 2:
            return True  # "I absolutely LOVE getting up at half five": said through gritted teeth
        if tok.lower_ in lx.EXTREMES and tok.dep_ == "pobj" and _superlative(tok.head.head):
            return True  # "the highlight of my life", "the most annoying human in the entire universe"
        after = tok.doc[tok.i + 1 : tok.i + 3]
        weighed = tok.lower_ == "more" and tok.head.dep_ == "attr" and tok.head.head.lemma_ == "be"
        if weighed and tok.head.pos_ == "NOUN" and any(t.lower_ == "than" for t in after):
            return True
    return False
