"""What is said of someone or something just mentioned, in passing: a name given ("We adopted a retired
greyhound last weekend, his name's Rocket": the user's retired greyhound is called Rocket), what the person
does with it ("the year 9 computing class I teach in Scunthorpe")."""

from __future__ import annotations

from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause
from services.writer.claims.person import third_person


def _given_name(clause: Clause) -> tuple[Any, Any] | None:
    """ "his name's Rocket", "her name is Mabel": the name token and the possessive that owns "name"."""
    for tok in clause.tokens:
        if tok.lemma_.lower() != "name" or tok.pos_ != "NOUN":
            continue
        whose = next((c for c in tok.children if c.dep_ == "poss" and c.lower_ in ("his", "her", "its", "their")), None)
        if whose is None:
            continue
        after = [t for t in tok.doc[tok.i + 1 : tok.i + 4] if t.pos_ == "PROPN"]
        if after and all(t.lower_ in ("'s", "is", "was") or t.pos_ == "PROPN" for t in tok.doc[tok.i + 1 : after[0].i]):
            return after[0], whose
        # ("her name is Pickles!!", "his name is custard": a name the tagger took for a noun, said bare)
        said = [t for t in tok.doc[tok.i + 1 : tok.i + 3] if t.lower_ not in ("'s", "is", "was")]
        bare = said and said[0].pos_ == "NOUN" and not said[0].is_stop and tok.doc[said[0].i - 1].lower_ in ("'s", "is")
        if bare and (said[0].i + 1 == len(tok.doc) or not tok.doc[said[0].i + 1].is_alpha or said[0].n_rights == 0):
            return said[0], whose
    return None


def _their_someone(name: Any) -> Any | None:
    """The relation or pet just mentioned that the name is given to, the speaker's ("we adopted a
    retired greyhound", "our new puppy"), in the same sentence or the one before."""
    doc = name.doc
    start = doc[name.sent.start - 1].sent.start if name.sent.start > 0 else 0
    for tok in reversed(doc[start : name.i]):
        if tok.pos_ != "NOUN" or tok.lemma_.lower() == "name":
            continue
        mine = any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in tok.children)
        had = tok.dep_ == "dobj" and any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in tok.head.children)
        if mine or had:  # "a retired greyhound" (a breed is no word of the lexicon's): the speaker's own
            return tok
        if tok.lemma_.lower() in lx.PETS | lx.RELATIONS:
            return None  # someone else's: "my sister's puppy"
    return None


def name_given_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "We adopted a retired greyhound last weekend, his name's Rocket": The user's retired greyhound is
    called Rocket."""
    given = _given_name(clause)
    someone = _their_someone(given[0]) if given else None
    if given is None or someone is None:
        return None
    name, whose = given
    said = [c for c in someone.children if c.dep_ in ("amod", "compound") and c.i < someone.i]
    what = " ".join(t.text for t in [*said, someone])
    words = sorted({someone, *said, whose, name}, key=lambda t: t.i)
    called = name.text if name.pos_ == "PROPN" else name.text[:1].upper() + name.text[1:]  # ("custard")
    return f"The user's {what} is called {called}.", words, (name.text.lower(), someone.lemma_.lower())


_DONE_FOR_GOOD = frozenset({"run", "teach", "coach", "manage", "own", "drive", "attend", "lead", "work", "volunteer"})


def relative_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "for the year 9 computing class I teach in Scunthorpe": what the person does, said of a thing in
    passing, in a clause hung on it (The user teaches the year 9 computing class in Scunthorpe.); only what
    is done now and for good ("the shop I run", "the team we coach"), not "the film we saw"."""
    for verb in [clause.head, *(t for t in clause.tokens if t.dep_ == "relcl")]:
        thing = _filler(verb)
        if thing is None:
            continue
        first = thing.head if thing.dep_ == "appos" and thing.head.i < thing.i else thing
        named = list(thing.doc[first.left_edge.i : thing.i + 1])
        kept = [c for c in verb.children if c.i > verb.i and c.dep_ in ("prep", "advmod", "npadvmod", "prt")]
        rest = sorted((t for c in kept for t in c.subtree if not t.is_punct), key=lambda t: t.i)
        told = " ".join([third_person(verb.text), *(t.text for t in named), *(t.text for t in rest)])
        subj = [c for c in verb.children if c.dep_ == "nsubj"]
        return f"The user {told}.", [*named, *subj, verb, *rest], (thing.lemma_.lower(),)
    return None


def gap_filler(clause: Clause) -> Any | None:
    """The thing a clause of the person's leaves as its object, said right before it: "the bike repair shop
    i run in Gdańsk" (the parse may make "i run in Gdańsk" a clause of its own, which says nothing alone)."""
    return _filler(clause.head)


def _filler(verb: Any) -> Any | None:
    subj = next((c for c in verb.children if c.dep_ == "nsubj"), None)
    if (
        verb.lemma_.lower() not in _DONE_FOR_GOOD
        or verb.tag_ != "VBP"
        or subj is None
        or subj.lower_ not in ("i", "we")
    ):
        return None
    if subj.i != verb.i - 1 or subj.i == 0 or any(c.dep_ in ("dobj", "mark") or c.tag_ == "WRB" for c in verb.children):
        return None
    thing = verb.doc[subj.i - 1]  # (not what the verb's own phrase holds: "After the match I run home")
    return thing if thing.pos_ == "NOUN" and verb not in thing.ancestors else None


def cleft_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "What I do have is asthma", "What I am is a night nurse": the fact said as what the person has or is
    (The user has asthma.)."""
    head = clause.head
    said = next((c for c in head.children if c.dep_ == "csubj" and c.lemma_ in ("have", "be")), None)
    what = next((c for c in said.children if c.lower_ == "what"), None) if said is not None else None
    who = next((c for c in said.children if c.dep_ == "nsubj"), None) if said is not None else None
    thing = next((c for c in head.children if c.dep_ == "attr" and c.pos_ in ("NOUN", "PROPN")), None)
    if head.lemma_ != "be" or what is None or who is None or who.lower_ not in ("i", "we") or thing is None:
        return None
    named = [t for t in thing.subtree if not t.is_punct]
    verb = "has" if said.lemma_ == "have" else "is"
    text = f"The user {verb} {' '.join(t.text for t in named)}."
    return text, list(thing.doc[what.i : thing.right_edge.i + 1]), ()


_VENTURES = frozenset({"business", "shop", "salon", "bakery", "café", "cafe", "company", "firm", "stall", "practice"})


def venture_text(tok: Any) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "it's for my cleaning business invoices": a business of the person's, said in passing (The user has a
    cleaning business.)."""
    owner = tok.head if tok.dep_ == "compound" else tok  # ("my cleaning business invoices": the invoices' "my")
    mine = next((c for c in owner.children if c.dep_ == "poss" and c.lower_ in ("my", "our") and c.i < tok.i), None)
    if tok.lower_ not in _VENTURES or mine is None:
        return None
    verb = tok.head if tok.dep_ != "compound" else tok.head.head
    if verb.lemma_.lower() in lx.CHANGE_VERBS | lx.ENDING_VERBS:
        return None  # ("I sold my cleaning business": no more)
    kind = [t for t in tok.doc[mine.i + 1 : tok.i] if t.pos_ in ("NOUN", "ADJ", "PROPN")]
    if not kind or len(kind) != tok.i - mine.i - 1:
        return None  # ("my business": which, it does not say)
    named = [*kind, tok]
    said = " ".join(t.text for t in named)
    return f"The user has {'an' if said[0] in 'aeiou' else 'a'} {said}.", [mine, *named], ()


def condition_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "this cough is just my hay fever", "I haven't touched a drop since my bypass in 2019": a condition or an
    operation the person calls their own, whatever the clause says of it (The user has hay fever.)."""
    for tok in clause.tokens:
        ventured = venture_text(tok)
        if ventured is not None:
            return ventured
        hay = tok.lower_ == "fever" and any(c.lower_ == "hay" for c in tok.children)
        if not (tok.lower_ in lx.CONDITIONS | lx.PROCEDURES or hay):
            continue
        if not any(c.dep_ == "poss" and c.lower_ == "my" for c in tok.children):
            continue
        named = [c for c in tok.children if c.dep_ in ("compound", "amod") and c.i < tok.i] + [tok]
        when = [o for p in tok.children if p.lower_ == "in" for o in p.children if o.ent_type_ == "DATE"]
        said = " ".join(t.text for t in sorted(named, key=lambda t: t.i))
        if tok.lower_ in lx.PROCEDURES:
            text = f"The user had {'an' if said[0] in 'aeiou' else 'a'} {said}" + (
                f" in {when[0].text}" if when else ""
            )
        else:
            text = f"The user has {said}"
        return text + ".", [tok.doc[min(t.i for t in named) - 1], *named, *when], ()
    return None
