"""What a pronoun stands for: "Our rabbit is called Clover and she's six" (she is our rabbit Clover).

A small salience model over the turn's clauses, nearest first: a noun phrase set off before the pronoun ("My
daughter Anouk, she is six"), then each earlier clause's subject, the people and pets it names, its objects. The
pronoun takes the first that agrees: "he"/"she" someone, "they" a plural or someone, "it" a thing; "Leo's
pediatrician is Dr Sato, ... he's lactose intolerant": its owner. A story's characters are no one's."""

from __future__ import annotations

from typing import Any

from services.writer.claims.clauses import Clause
from services.writer.claims.dislocated import dislocated, named_after, phrase_of
from services.writer.claims.empty_it import stands_for_nothing
from services.writer.claims.lexicon import (
    CALLING,
    PETS,
    RELATIONS,
    STORY_NOUNS,
    THIRD_PRONOUNS,
)
from services.writer.claims.referents import (
    a_name,
    agrees,
    firm_named,
    kin_owner,
    kin_said,
    owner_of_thing,
    plural,
    someone,
)

_BACK = 4  # clauses a pronoun looks back over
_OBJECTS = frozenset({"dobj", "attr", "pobj", "oprd"})
_PRONOUN_OBJECTS = frozenset({"dobj", "pobj", "dative"})  # "I take him to physio"


def _possessed_names(clause: Clause) -> list[list[Any]]:
    """The named relations and pets in the clause ("my twins Ada and Noor"), last first: a later "she"."""
    out = []
    for tok in clause.tokens:
        mine = tok.pos_ == "NOUN" and any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in tok.children)
        names = [
            c for c in tok.subtree if c.i != tok.i and c.dep_ in ("appos", "compound", "conj") and c.pos_ == "PROPN"
        ]
        if mine and names:
            last = max(n.i for n in names)  # "My auntie Claudette", not the rest the parser hung on her
            out.insert(0, [t for t in phrase_of(tok) if t.tag_ != "POS" and t.i <= last])
    return out


def _place(clause: Clause) -> list[Any]:
    """The last named place of the clause with its preposition: "at Ghana National College", "in Leeds"."""
    for tok in reversed(clause.tokens):
        prep = tok.head
        named = (tok.pos_ == "PROPN" or tok.ent_type_ in ("GPE", "LOC", "FAC", "ORG")) and tok.ent_type_ not in (
            "DATE",
            "TIME",
        )
        either = any(c.dep_ == "cc" and c.lower_ in ("or", "nor") for c in tok.children)  # "Nyeri or Nanyuki"
        if tok.dep_ == "pobj" and named and prep.lower_ in ("in", "at", "to", "from", "into") and not either:
            return [prep, *(t for t in phrase_of(tok) if t.i > prep.i)]
    # "Ja, Maseru. My gogo lives there": a place said alone, as an answer, is where "there" is
    said = [t for t in clause.tokens if not t.is_punct and t.pos_ not in ("INTJ", "CCONJ")]
    places = [t for t in said if t.ent_type_ in ("GPE", "LOC")]
    if places and all(t.pos_ == "PROPN" for t in said) and clause.head.pos_ == "PROPN":
        return places
    return []


def _owned_thing(clause: Clause, quoted: frozenset[int] = frozenset()) -> list[Any]:
    """The speaker's thing the clause names ("my warfarin", "our old car"): what a later "it" may be (not one
    in words someone else said: "the host goes, I found the body in my garage")."""
    for tok in (t for t in reversed(clause.tokens) if t.i not in quoted):
        mine = any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in tok.children)
        if mine and tok.pos_ == "NOUN" and tok.lemma_.lower() not in RELATIONS | PETS:
            return phrase_of(tok)
        # "in the drama the guy has amnesia ... me and my sister watch it every friday": the drama
        told = tok.pos_ == "NOUN" and tok.lemma_.lower() in STORY_NOUNS and tok.dep_ == "pobj"
        if told and any(c.dep_ == "det" and c.lower_ in ("the", "this", "that") for c in tok.children):
            return [c for c in tok.children if c.dep_ == "det"] + [tok]
    return []


def _denied_of(clause: Clause) -> list[Any]:
    """The speaker's thing a clause says is no longer what it was ("my sobriety date isn't March 2021")."""
    head, subj = clause.head, clause.subject
    denied = any(c.dep_ == "neg" for c in head.children) and head.lemma_ == "be"
    if not denied or subj is None or not any(c.lower_ in ("my", "our") for c in subj.children):
        return []
    return phrase_of(subj)


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
        # "not a tabby", "is a doctor": what something is (or is not) is no one a later "she" stands for;
        # "she's basically the boss round here": a role the subject has, not someone else (unless "my ...")
        a_one = any(c.dep_ == "det" and c.lower_ in ("a", "an") for c in tok.children)
        role = tok.pos_ == "NOUN" and not any(c.dep_ == "poss" for c in tok.children)
        denied = tok.dep_ == "attr" and (a_one or role or any(c.dep_ == "neg" for c in tok.head.children))
        called = tok.lower_ in CALLING and not any(c.dep_ in ("det", "poss") for c in tok.children)  # ", love,"
        mine = {c.lower_ for c in tok.children} & {"my", "our"}
        kin = tok.dep_ == "poss" and tok.lemma_.lower() in RELATIONS and mine
        if tok.dep_ in _OBJECTS and tok.pos_ in ("NOUN", "PROPN") and tok.head.i in own and not denied and not called:
            out.append(phrase_of(tok))
        elif tok.dep_ == "nsubj" and tok.pos_ == "PROPN" and tok.head.i != clause.head.i and tok.head.i in own:
            out.append(phrase_of(tok))  # "you've got Murdo wrong": Murdo, the subject of what was got wrong
        elif tok.dep_ == "conj" and tok.text[:1].isupper() and tok.head.dep_ in _OBJECTS and tok.head.i in own:
            out.append([tok])  # "it's just me and Tattie in the flat, she's my border collie": Tattie
        elif kin:
            out.append([*(c for c in tok.children if c.dep_ == "poss"), tok])  # "for my papa's old laptop, he's 82"
    return out


def _mentions(clause: Clause, quoted: frozenset[int] = frozenset()) -> list[list[Any]]:
    """What the clause puts forward for a later pronoun, most salient first (nothing, when quoted)."""
    out: list[list[Any]] = []
    if quoted and all(t.i in quoted or t.is_punct for t in clause.tokens):
        return out
    subj = clause.subject
    if subj is not None and subj.lower_ == "koe":  # ("Koe, set a timer ... It's the bara brith": koe is no "it")
        return _objects(clause)
    if clause.antecedent:
        out.append(clause.antecedent)
    elif subj is not None and subj.pos_ != "PRON" and not (subj.lower_ in CALLING and not list(subj.children)):
        if _supposed(subj):
            return _objects(clause)  # "so slow a tortoise could lap him": a supposed tortoise is no one
        # "no no fiachra's not a spaniel": the "no" answers, it is no part of the name
        words = [t for t in subj.subtree if not (t.dep_ == "det" and t.lower_ == "no" and t.head.pos_ == "PROPN")]
        # "... is called Clover", "my mother's new caretaker is Priya": the name joins the subject
        named_as = clause.head.lemma_ == "be" and clause.head.dep_ == "ROOT" and subj.lemma_ != "name"
        if clause.head.lemma_ in ("call", "name") or named_as:  # (and "my mother's new caretaker is Priya")
            words += [c for c in clause.head.children if c.dep_ in ("oprd", "attr", "dobj") and c.pos_ == "PROPN"]
        out.append(words)
    if subj is not None and not clause.antecedent:  # "me and Jodie": Jodie, one of them
        out += [[t] for t in [subj, *subj.conjuncts] if t.pos_ == "PROPN" and subj.conjuncts]
    named = _possessed_names(clause)
    called = _called(clause)
    out += [n for n in named if not out or n != out[0]] + ([called] if called else [])
    out += _objects(clause)
    if clause.in_story:  # a story's characters are no one the person's pronouns stand for; their own people
        return [w for w in out if any(t.lower_ in ("my", "our") for t in w)]  # in a dream still are
    return out


def _supposes(clause: Clause) -> bool:
    """ "if I ever won the lottery I'd be off to a wee cottage on Skye": no one a later "she" or "it" stands for."""

    def would(verb: Any) -> bool:
        return any(c.dep_ == "aux" and c.lower_ in ("'d", "would", "could", "might") for c in verb.children)

    def iffy(verb: Any) -> bool:
        return verb.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in ("if", "unless") for c in verb.children)

    head = clause.head
    return (iffy(head) and would(head.head)) or (would(head) and any(iffy(c) for c in head.children))


def _supposed(subj: Any) -> bool:
    """An indefinite subject of what could or would happen ("a tortoise could lap him") names no one."""
    indefinite = any(c.dep_ == "det" and c.lower_ in ("a", "an", "any") for c in subj.children)
    modal = any(c.dep_ == "aux" and c.lower_ in ("could", "would", "might", "'d") for c in subj.head.children)
    return indefinite and modal


def _antecedent(pronoun: Any, clause: Clause, history: list[list[list[Any]]]) -> list[Any]:
    near = dislocated(clause, pronoun) or named_after(clause, pronoun)  # ("my little one, he's seven")
    mine = pronoun.lower_ in ("he", "she") and any(t.lower_ in ("my", "our") for t in near)
    mine = mine and not plural(near or [pronoun])
    if near and (agrees(pronoun, near) or mine):
        return near
    window = history[-_BACK:]
    if pronoun.lower_ in ("he", "she"):  # over the clauses that name someone ("Callum ... [code] ... He's in ...")
        window = [m for m in history if any(someone(w) or firm_named(w) or kin_owner(w) for w in m)][-_BACK:]
    for mentions in reversed(window):
        for words in mentions:
            owner = kin_owner(words) if pronoun.lower_ in ("he", "she") else []
            if owner and agrees(pronoun, owner):  # "my son's bedroom is a tip ... he's nineteen": my son
                return owner
            # (a bare name the recogniser took for a firm is someone too, in its place: "... and Biscuit was
            # just staring at me. He's a ginger tom": Biscuit, not the cat of the dream before)
            if agrees(pronoun, words) or (pronoun.lower_ in ("he", "she") and firm_named(words)):
                return owner_of_thing(words) if pronoun.lower_ in ("he", "she") else words
    if pronoun.lower_ in ("he", "she"):  # "wrong about Pretzel. He's a basset": a bare name the tagger took for a firm
        bare = (w for m in reversed(window) for w in m if firm_named(w))
        return next(bare, [])
    return []


def _introduces(clause: Clause) -> bool:
    """ "that's my partner": a "be" whose complement is someone of the speaker's."""
    return clause.head.lemma_ == "be" and any(
        c.dep_ == "attr"
        and c.lemma_.lower() in RELATIONS | PETS
        and any(p.dep_ == "poss" and p.lower_ in ("my", "our") for p in c.children)
        for c in clause.head.children
    )


def resolve_pronouns(
    ordered: list[Clause], quoted: frozenset[int] = frozenset(), earlier: list[list[Any]] | None = None
) -> list[list[Any]]:
    """A subject "he", "she", "it" or "they" stands for the nearest earlier mention that agrees with it;
    a relative "who" for the noun it follows; "her" in "her greyhound" for that earlier someone; "we",
    after "Lena and I", for both; an object "it" for the speaker's own thing named last. What is said
    in quotes (`quoted`: token indices) is no one the person's own pronouns stand for. `earlier`: the
    people the turn before named ("My daughter Imani ..." / "... she's starting at Kenyatta"), what a
    "he" or "she" with no one named before it in this turn stands for. Returns the people this turn
    named, last first, for the next turn."""
    history: list[list[list[Any]]] = [list(earlier)] if earlier else []
    thing: list[Any] = []  # the speaker's own thing, named last: what a later "it" stands for
    together: list[Any] = []  # "Lena and I": what a later "we" stands for
    taken: dict[int, list[Any]] = {}  # a subject pronoun resolved once: a verb joined on shares it
    place: list[Any] = []  # the place named last ("at Ghana National College"): what a later "there" is
    corrected: list[Any] = []  # the speaker's thing the clause before said is not something: a next "it" is it
    for clause in ordered:
        theres = [t for t in clause.tokens if t.lower_ == "there" and t.dep_ == "advmod"]
        if place and theres:  # "my wife has taught chemistry there": at the college just named
            clause.referents.update({t.i: place for t in theres})
        place = _place(clause) or place
        subj = clause.subject
        if subj is not None and subj.i in taken:  # "he's a vet in Sligo and hates the water": he, still
            clause.antecedent = taken[subj.i]
            thing = _owned_thing(clause, quoted) or thing
            history.append(_mentions(clause, quoted))
            continue
        if thing:  # "I need my warfarin, I'm on it for life": it is my warfarin
            its = [t for t in clause.tokens if t.lower_ == "it" and t.dep_ in ("dobj", "pobj")]
            clause.referents = {t.i: thing for t in its}
        # "don't put mushrooms near me, I can't stand them": them is the things just named
        thems = [t for t in clause.tokens if t.lower_ == "them" and t.dep_ in ("dobj", "pobj")]
        things = [w for m in reversed(history[-2:]) for w in m if plural(w) and not someone(w)]
        if thems and things:
            clause.referents.update({t.i: things[0] for t in thems})
        if subj is not None and subj.tag_ in ("WP", "WDT") and clause.head.dep_ == "relcl":
            clause.antecedent = [t for t in clause.head.head.subtree if t.i < subj.i and t.text != ","]
        elif subj is not None and subj.lower_ in THIRD_PRONOUNS and subj.pos_ == "PRON":
            if subj.lower_ == "it" and corrected:  # "my sobriety date isn't March 2021 anymore. It's August 14"
                clause.antecedent = corrected
            elif subj.lower_ == "it" and stands_for_nothing(clause):
                pass  # "It's Kiprono who ...", "it's our Mabli's birthday on Saturday": this "it" stands for nothing
            elif subj.lower_ == "it" and thing:
                clause.antecedent = thing
            else:
                found = _antecedent(subj, clause, history)  # (less a "not" or a gap: "lola   not lula")
                clause.antecedent = [w for w in found if w.dep_ != "neg" and not w.is_space]
                # ("my daughter Adaeze is ..., and her brother Tobenna, he is starting ...": her, Adaeze)
                poss = [t for t in clause.antecedent if t.dep_ == "poss" and t.lower_ in ("his", "her")]
                owner = next((w for m in reversed(history[-_BACK:]) for w in m if poss and agrees(poss[0], w)), [])
                if any(t.pos_ == "PROPN" for t in owner) and not set(owner) & set(clause.antecedent):
                    clause.owner = owner
        elif subj is not None and subj.lower_ in ("that", "this") and _introduces(clause):
            # "Eilidh would be the one walking it, that's my partner": that is Eilidh
            # (whatever the recogniser made of the name: "my partner" says it is someone's)
            # "Dhanraj, that's my husband": the name set off before it, else the one just said
            off = [c for c in clause.head.children if c.i < subj.i and a_name(c) and c.dep_ != "nsubj"]
            named = (w for m in reversed(history[-_BACK:]) for w in m if any(a_name(t) for t in w))
            clause.antecedent = [off[0]] if off else next(named, [])
        elif subj is not None and subj.lower_ == "we" and together:
            clause.antecedent = together
        elif subj is not None:
            poss = [c for c in subj.children if c.dep_ == "poss" and c.lower_ in ("his", "her")]
            if poss:  # "her greyhound", after "our neighbour Imogen"
                owner = next((w for m in reversed(history[-_BACK:]) for w in m if agrees(poss[0], w)), [])
                # ("My wife says ... her name's Nadia": whose name, a relation said without one)
                if any(t.pos_ == "PROPN" for t in owner) or (subj.lemma_ == "name" and kin_said(owner)):
                    clause.owner = owner
            if any(c.dep_ == "conj" for c in subj.children):
                words = list(subj.subtree)
                if {t.lower_ for t in words} & {"i", "me"}:
                    together = words
        if subj is not None and clause.antecedent:
            taken[subj.i] = clause.antecedent
        # "my brother Oskar ..., and I take him to physio": an object "him" or "her" is the one just named
        for obj in (
            t for t in clause.tokens if t.lower_ in ("him", "her") and t.tag_ == "PRP" and t.dep_ in _PRONOUN_OBJECTS
        ):
            who = _antecedent(obj, clause, history) if history else []
            if kin_said(who):  # (a bare name may be anyone's: "Freya's in bits, we buried him" is not Freya)
                clause.referents[obj.i] = who
        thing = _owned_thing(clause, quoted) or thing
        corrected = _denied_of(clause)
        history.append([] if _supposes(clause) else _mentions(clause, quoted))
    own = history[1:] if earlier else history
    return [w for m in reversed(own) for w in m if someone(w) or firm_named(w)] or list(earlier or [])
