"""Figures of speech a sentence can be taken at its word for: a pet in a person's role ("our cat is the
real boss of this house"), overstatement ("more tea than bloke", "an absolute genius", "the highlight
of my life") and mock praise ("I absolutely LOVE the school run"). What such a clause says is a joke."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause
from services.writer.claims.model import Claim


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
    # (what it runs, however tagged: "runs this whole flat", "flat" read as an adjective)
    objects = {c.lemma_.lower() for c in clause.head.children if c.dep_ in ("dobj", "acomp", "oprd")}
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
    head = clause.head
    if (
        head.pos_ == "VERB"
        and head.lemma_ != "be"
        and any(c.dep_ == "advmod" and c.lower_ in ("practically", "virtually") for c in head.children)
    ):
        return True  # "he practically begs me", "she virtually lives at the gym": more than is so
    if head.lemma_ == "hold" and any(c.lower_ == "together" for c in head.children):
        return True  # "my truck is held together w duct tape n prayers": in a bad way, said big
    will = any(c.dep_ == "aux" and c.lower_ in ("will", "'ll", "ll") for c in head.children)
    if will and head.lemma_ == "be" and any(c.dep_ == "acomp" and c.lower_ == "dead" for c in head.children):
        return clause.subject is not None and clause.subject.lower_ in ("i", "we")  # "I'll be dead by Friday"
    for tok in clause.tokens:
        if tok.lemma_.lower() == "lose" and any(
            c.dep_ == "dobj" and c.lower_ in lx.WITS and any(p.dep_ == "poss" for p in c.children) for c in tok.children
        ):
            return True  # "I'm losing my mind this week", "he's lost his marbles": a figure, not a loss
        if tok.pos_ == "NOUN" and any(c.dep_ == "amod" and c.lower_ in lx.OVERSTATING for c in tok.children):
            return True
        if tok.lower_ in lx.STANDING and any(c.dep_ == "amod" and c.lower_ in ("proper", "real") for c in tok.children):
            return True  # "aye am a proper millionaire me like, got about four quid till payday"
        if tok.lower_ in _NOT_QUITE | {"basically"}:
            be = tok.head.head if tok.head.dep_ == "attr" else tok.head  # "practically" may hang on the noun
            said = [c for c in be.children if c.dep_ == "attr" and c.pos_ == "NOUN"]
            # "basically" only of a standing ("basically a professional athlete now"; not "basically a carer")
            titled = tok.lower_ != "basically" or any(
                w.lower_ in lx.STANDING or any(p in w.lower_ for p in lx.PRAISE) for c in said for w in c.subtree
            )
            if be.lemma_ == "be" and said and titled:
                return True  # "my brother is literally a goblin", "I'm practically a puddle": not quite
        if tok.lemma_.lower() in lx.PREFERENCE_VERBS and tok.text.isupper() and len(tok.text) > 2:
            return True  # "I absolutely LOVE getting up at half five": said through gritted teeth
        if tok.lemma_.lower() in lx.PREFERENCE_VERBS and _just_love_being_done_to(tok):
            return True  # "I just adore being woken at five by the bin lorry": what is done to one, "loved"
        if tok.lower_ in lx.EXTREMES and tok.dep_ == "pobj" and _superlative(tok.head.head):
            return True  # "the highlight of my life", "the most annoying human in the entire universe"
        after = tok.doc[tok.i + 1 : tok.i + 3]
        weighed = tok.lower_ == "more" and tok.head.dep_ == "attr" and tok.head.head.lemma_ == "be"
        if weighed and tok.head.pos_ == "NOUN" and any(t.lower_ == "than" for t in after):
            return True
    return False


def _just_love_being_done_to(liking: Any) -> bool:
    """ "just" before a liking of what is done to the person ("being woken", "being kept on hold")."""
    just = any(c.dep_ == "advmod" and c.lower_ == "just" for c in liking.children)
    done_to = any(
        c.tag_ == "VBN" and any(a.lower_ == "being" for a in c.children) for c in liking.children if c.dep_ == "xcomp"
    )
    return just and done_to


_COMMENT = ("it's", "it is", "that's", "that is", "which is", "this is")


def mocked(claims: list[Claim], text: str) -> list[Claim]:
    """ "I just love being up at half four in the rain, it's the highlight of my life": an overstated
    comment on what was just said turns it to irony (what comes before it in the sentence)."""
    out = list(claims)
    for n, claim in enumerate(claims):
        if claim.attribution != "joke" or not claim.own.lower().startswith(_COMMENT):
            continue
        if text[: claim.start].rstrip()[-1:].isalnum():
            continue  # "a collie that's smarter than me": a relative clause of the collie, not a comment
        for k in range(n):
            before = out[k]
            if (before.turn, before.sentence) == (claim.turn, claim.sentence) and before.attribution == "self":
                out[k] = replace(before, attribution="joke", lasting=False, memory=None)
    return out
