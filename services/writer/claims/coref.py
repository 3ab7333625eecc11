"""What a pronoun stands for: "Our rabbit is called Clover and she's six" (she is our rabbit Clover).

A small salience model over the turn's clauses, nearest first: a noun phrase set off before the pronoun
in its own clause ("My daughter Anouk, she is six"), then each earlier clause's subject, the people and
pets it names, and its objects. The pronoun takes the first that agrees with it: "he" and "she" someone
(a person, a relation, a pet), "they" a plural ("I got braces and they hurt") or someone, "it" a thing.
"Leo's pediatrician is Dr Sato, ... he's lactose intolerant": a person's thing that is not a person
stands for its owner. A story's characters are no one the person's own pronouns stand for.
"""

from __future__ import annotations

from typing import Any

from services.writer.claims.clauses import Clause
from services.writer.claims.lexicon import FEMALE, MALE, PETS, RELATIONS, THIRD_PRONOUNS

GROUPS = frozenset({"family", "kids", "children", "parents", "twins", "grandparents", "in-laws", "folks"})
_BACK = 4  # clauses a pronoun looks back over
_OBJECTS = frozenset({"dobj", "attr", "pobj", "oprd"})


_NOT_SOMEONE = frozenset({"GPE", "LOC", "FAC", "ORG", "PRODUCT", "DATE", "TIME", "EVENT", "WORK_OF_ART"})


def _someone(words: list[Any]) -> bool:
    """A person, a relation or a pet: "Fen", "my partner", "the murderer's twin brother" (not "Corporation Street")."""
    head = _head(words)
    if head.lemma_.lower() in RELATIONS | PETS or any(t.ent_type_ == "PERSON" for t in words):
        return True
    named = [t for t in words if t.pos_ == "PROPN" and t.ent_type_ not in _NOT_SOMEONE]
    owner = any(c.dep_ == "poss" and c.pos_ == "PROPN" for c in head.children)  # "Ansel's football club"
    return owner or (bool(named) and (head.pos_ == "PROPN" or any(t.dep_ in ("appos", "compound") for t in named)))


def _head(words: list[Any]) -> Any:
    inside = {t.i for t in words}
    return next((t for t in words if t.head.i not in inside or t.head.i == t.i), words[0])


def _plural(words: list[Any]) -> bool:
    head = _head(words)
    joined = any(c.dep_ == "conj" for c in head.children)
    return head.tag_ in ("NNS", "NNPS") or joined or head.lower_ in GROUPS


def _agrees(pronoun: Any, words: list[Any]) -> bool:
    """ "it" stands for a thing (or a pet), "he" or "she" for one someone, "they" for several or someone."""
    low = pronoun.lower_
    if low in ("it", "its"):
        return not _someone(words) or any(t.lemma_.lower() in PETS for t in words)
    if low in ("he", "she", "him", "her", "his", "hers"):
        # "my brother Dwayne ..., my niece Kaylee's expecting, she's due in March": she is the niece
        kin = _head(words).lemma_.lower()
        other = MALE if low in ("she", "her", "hers") else FEMALE
        return _someone(words) and not _plural(words) and kin not in other
    if low in ("they", "them", "their"):
        return _plural(words) or _someone(words)
    return True


def _owner_of_thing(words: list[Any]) -> list[Any]:
    """ "Leo's pediatrician" for "he": Leo, when the thing owned is no relation or pet of the list."""
    head = _head(words)
    if head.lemma_.lower() in RELATIONS | PETS or head.pos_ == "PROPN":
        return words
    owner = [c for c in head.children if c.dep_ == "poss" and c.pos_ == "PROPN"]
    return [t for t in owner[0].subtree if t.tag_ != "POS"] if owner else words


def _phrase_of(tok: Any) -> list[Any]:
    return [t for t in tok.subtree if t.dep_ not in ("relcl", "acl", "prep") or t.i == tok.i]


def _possessed_names(clause: Clause) -> list[list[Any]]:
    """The named relations and pets in the clause ("my twins Ada and Noor", "our tortoise Genghis"),
    last first: what a later "they" or "she" may stand for."""
    out = []
    for tok in clause.tokens:
        mine = tok.pos_ == "NOUN" and any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in tok.children)
        if mine and any(
            c.dep_ in ("appos", "compound", "conj") and c.pos_ == "PROPN" for c in tok.subtree if c.i != tok.i
        ):
            out.insert(0, [t for t in _phrase_of(tok) if t.tag_ != "POS"])
    return out


def _owned_thing(clause: Clause) -> list[Any]:
    """The speaker's thing the clause names ("my warfarin", "our old car"): what a later "it" may be."""
    for tok in reversed(clause.tokens):
        mine = any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in tok.children)
        if mine and tok.pos_ == "NOUN" and tok.lemma_.lower() not in RELATIONS | PETS:
            return [t for t in tok.subtree if t.dep_ not in ("relcl", "acl", "prep")]
    return []


def _called(clause: Clause) -> list[Any]:
    """ "We have a cat called Ziggy": the cat Ziggy, the speaker's (what a later "he" stands for)."""
    for tok in clause.tokens:
        if tok.pos_ != "NOUN" or tok.dep_ not in ("dobj", "attr"):
            continue
        names = [
            n
            for c in tok.children
            if c.dep_ == "acl" and c.lemma_ in ("call", "name")
            for n in c.children
            if n.dep_ == "oprd" and n.pos_ == "PROPN"
        ]
        if names:
            owner = [t for t in clause.tokens if t.lower_ in ("i", "we") and t.dep_ == "nsubj"]
            return [*owner[:1], tok, *names]
    return []


def _objects(clause: Clause) -> list[list[Any]]:
    """The clause's object noun phrases, in order: "I got braces", "we adopted a retired greyhound"."""
    own = {t.i for t in clause.tokens}
    out = []
    for tok in clause.tokens:
        if tok.dep_ in _OBJECTS and tok.pos_ in ("NOUN", "PROPN") and tok.head.i in own:
            out.append(_phrase_of(tok))
    return out


def _dislocated(clause: Clause, pronoun: Any) -> list[Any]:
    """A noun phrase set off before the pronoun that takes it up: "My daughter Anouk, she is six"."""
    for tok in clause.tokens:
        if tok.i >= pronoun.i or tok.head.i != clause.head.i or tok.pos_ not in ("NOUN", "PROPN"):
            continue
        after = tok.doc[tok.right_edge.i + 1] if tok.right_edge.i + 1 < len(tok.doc) else None
        if tok.dep_ in ("npadvmod", "dep", "nsubj", "appos") and after is not None and after.text == ",":
            return list(tok.subtree)
    return []


def _mentions(clause: Clause) -> list[list[Any]]:
    """What the clause puts forward for a later pronoun, most salient first."""
    if clause.in_story:  # a character of a story is no one a later "it" or "she" of the person's stands for
        return []
    out: list[list[Any]] = []
    subj = clause.subject
    if clause.antecedent:
        out.append(clause.antecedent)
    elif subj is not None and subj.pos_ != "PRON":
        words = list(subj.subtree)
        if clause.head.lemma_ in ("call", "name"):  # "... is called Clover": the name joins the subject
            words += [c for c in clause.head.children if c.dep_ in ("oprd", "attr", "dobj") and c.pos_ == "PROPN"]
        out.append(words)
    named = _possessed_names(clause)
    called = _called(clause)
    out += [n for n in named if not out or n != out[0]] + ([called] if called else [])
    return out + _objects(clause)


def _antecedent(pronoun: Any, clause: Clause, history: list[list[list[Any]]]) -> list[Any]:
    near = _dislocated(clause, pronoun)
    if near and _agrees(pronoun, near):
        return near
    for mentions in reversed(history[-_BACK:]):
        for words in mentions:
            if _agrees(pronoun, words):
                return _owner_of_thing(words) if pronoun.lower_ in ("he", "she") else words
    return []


def resolve_pronouns(ordered: list[Clause]) -> None:
    """A subject "he", "she", "it" or "they" stands for the nearest earlier mention that agrees with it;
    a relative "who" for the noun it follows; "her" in "her greyhound" for that earlier someone; "we",
    after "Lena and I", for both; an object "it" for the speaker's own thing named last."""
    history: list[list[list[Any]]] = []
    thing: list[Any] = []  # the speaker's own thing, named last: what a later "it" stands for
    together: list[Any] = []  # "Lena and I": what a later "we" stands for
    for clause in ordered:
        subj = clause.subject
        if thing:  # "I need my warfarin, I'm on it for life": it is my warfarin
            its = [t for t in clause.tokens if t.lower_ == "it" and t.dep_ in ("dobj", "pobj")]
            clause.referents = {t.i: thing for t in its}
        if subj is not None and subj.tag_ in ("WP", "WDT") and clause.head.dep_ == "relcl":
            clause.antecedent = [t for t in clause.head.head.subtree if t.i < subj.i and t.text != ","]
        elif subj is not None and subj.lower_ in THIRD_PRONOUNS and subj.pos_ == "PRON":
            if subj.lower_ == "it" and thing:
                clause.antecedent = thing
            else:
                clause.antecedent = _antecedent(subj, clause, history)
        elif subj is not None and subj.lower_ == "we" and together:
            clause.antecedent = together
        elif subj is not None:
            poss = [c for c in subj.children if c.dep_ == "poss" and c.lower_ in ("his", "her")]
            if poss:  # "her greyhound", after "our neighbour Imogen"
                owner = next((w for m in reversed(history[-_BACK:]) for w in m if _agrees(poss[0], w)), [])
                if any(t.pos_ == "PROPN" for t in owner):
                    clause.owner = owner
            if any(c.dep_ == "conj" for c in subj.children):
                words = list(subj.subtree)
                if {t.lower_ for t in words} & {"i", "me"}:
                    together = words
        thing = _owned_thing(clause) or thing
        history.append(_mentions(clause))
