"""What a clause is about, from its subject: the speaker, a relation of theirs, a named person, a pet, a place,
the assistant, or a thing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from services.writer.claims.lexicon import APPOINTING, FIRST_PERSON, PETS, RELATIONS, SECOND_PERSON
from shared.ordinary_words import ordinary_words

if TYPE_CHECKING:
    from services.writer.claims.clauses import Clause

RANKS = frozenset({"elder", "eldest", "younger", "youngest", "older", "oldest", "middle"})


def about(clause: Clause) -> str:
    """Who or what the clause is about: the speaker, a relation, a named person, a pet, a place..."""
    words = clause.subject_words
    lowers = {t.lower_ for t in words}
    if lowers & SECOND_PERSON and not lowers & FIRST_PERSON:
        return "assistant"
    # "the church fish fry": a word that only modifies a common noun is not what the clause is about
    nouns = {
        t.lemma_.lower()
        for t in words
        if t.pos_ in ("NOUN", "PROPN") and not (t.dep_ == "compound" and t.head.pos_ == "NOUN")
    }
    if lowers & {"my", "our", "the"} and lowers & RANKS:
        nouns.add("child")  # "my elder one Anvika", "our youngest, Tala", "Kabir, the younger one": a child
    if nouns & PETS and not {t.lemma_.lower() for t in words if t.pos_ == "PROPN"} >= nouns & PETS:
        return "pet"  # not "my son Tom" (a name, not a tomcat)
    # (not "the uncle on the fourth floor", "a mum at the school gate": no one of the speaker's)
    unowned = [t for t in words if t.lemma_.lower() in RELATIONS and _someone_elses(t)]
    if nouns & RELATIONS and not unowned:
        return "relation"
    if clause.subject is not None and clause.subject.lower_ == "who":
        return "person"  # "It's Nkechi who does the school run": "who" is said of someone
    said_she = clause.antecedent and clause.subject is not None and clause.subject.lower_ in ("he", "she")
    if said_she and any(t.pos_ == "PROPN" for t in words):
        return "person"  # "about Aoife, she dropped the law": she is someone, whatever place her name was taken for
    inside = {t.i for t in words}
    heads = [t for t in words if t.head.i not in inside or t.head.i == t.i]  # "the old Volvo estate": estate
    heads += [c for h in heads for c in h.children if c.dep_ == "poss"]  # "Leo's pediatrician": Leo's world
    if any(t.ent_type_ == "PERSON" for t in words) or any(
        t.pos_ == "PROPN" and t.ent_type_ not in ("GPE", "LOC") and not plain_word(t) for t in heads
    ):
        return "person"
    if any(t.ent_type_ in ("GPE", "LOC", "FAC") for t in words):
        return "place"
    if lowers & FIRST_PERSON or (clause.subject is None and (clause.involves_speaker or clause.diary)):
        return "speaker"
    # "They've made me treasurer": an unnamed "they" doing something to the speaker is said of the speaker
    if (
        lowers == {"they"}
        and not clause.antecedent
        and clause.head.lemma_.lower() in APPOINTING
        and clause.involves_speaker
    ):
        return "speaker"
    return "thing"


def _someone_elses(tok: Any) -> bool:
    # ("Sister Loretta brought her chess pie": a title of the church, said with a capital before the name)
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    titled = tok.text in ("Sister", "Brother", "Father", "Mother") and tok.i > tok.sent.start
    if titled and nxt is not None and nxt.pos_ == "PROPN" and not any(c.dep_ == "poss" for c in tok.children):
        return True
    said = {c.lower_ for c in tok.children if c.dep_ in ("det", "poss")}
    placed = any(c.dep_ == "prep" for c in tok.children)
    return bool(said) and said <= {"the", "a", "an", "that", "this"} and placed


def plain_word(tok: Any) -> bool:
    """ "pecan pies an whatnot": an ordinary word the tagger took for a name (a name is written with a capital)."""
    return tok.text.islower() and len(tok.text) > 3 and tok.lower_ in (ordinary_words() or ())  # not "mi": I
