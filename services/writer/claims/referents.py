"""Who or what a phrase can be, for a pronoun: someone (a person, a relation, a pet), one or several, he or
she, whose thing it is ("my son's bedroom": my son), a bare name the recogniser took for a firm."""

from __future__ import annotations

from typing import Any

from services.writer.claims.lexicon import DAYS, EXPERTS, FEMALE, MALE, PETS, RELATIONS

GROUPS = frozenset({"family", "kids", "children", "parents", "twins", "grandparents", "in-laws", "folks"})
_PLACE_NOUNS = frozenset({"road", "street", "lane", "avenue", "drive", "close", "crescent", "terrace", "room", "flat"})
_NOT_SOMEONE = frozenset({"GPE", "LOC", "FAC", "ORG", "PRODUCT", "DATE", "TIME", "EVENT", "WORK_OF_ART", "LANGUAGE"})


def someone(words: list[Any]) -> bool:
    """A person, a relation or a pet: "Fen", "my partner", "the murderer's twin brother" (not "Corporation Street")."""
    head = head_of(words)
    if head.ent_type_ in ("DATE", "TIME") or head.lower_.rstrip("s") in DAYS:
        return False  # "so Thursdays it's the kit bag ... He's seven": a day is no one
    if head.lower_ in ("god", "lord", "jesus", "christ", "allah"):
        return False  # "god help us, and the wife Aoife, ... he's an auld lurcher": called on, no one of theirs
    # not "i cried like a baby": what one is likened to is no one there (nor "Room 6, 14 Craig-y-Don Road")
    likened = head.lower_ in {"like", *_PLACE_NOUNS} or (head.dep_ == "pobj" and head.head.lower_ == "like")
    if likened or (words[0].i > 0 and words[0].nbor(-1).lower_ == "like" and words[0].nbor(-1).dep_ == "prep"):
        return False
    if any(t.lemma_.lower() in RELATIONS | PETS and (t.i == head.i or t.dep_ in ("appos", "compound")) for t in words):
        return True
    if head.pos_ == "PROPN" and head.dep_ == "pobj" and head.head.lower_ in ("about", "with") and len(words) == 1:
        return True  # "You have it wrong about Aoife, she ...": someone talked of, whatever place she was taken for
    # not "the apartment in Verdun": a name one is in or at is a place, whatever the recogniser took it for
    if head.dep_ == "pobj" and head.head.lower_ in ("in", "at", "near", "around"):
        return False
    # not "i said sydney": what is said is words, not someone
    if head.dep_ == "dobj" and head.head.lemma_.lower() in ("say", "answer", "guess"):
        return False
    if any(t.ent_type_ == "PERSON" and t.dep_ != "pobj" for t in words):  # "our Rhodri, my grandson"
        return True
    if head.dep_ == "nsubj" and any(c.dep_ == "poss" for c in head.children) and words[-1].dep_ == "attr":
        return words[-1].pos_ == "PROPN"  # "my mother's new caretaker is Priya": a name given to one of theirs
    if head.pos_ == "PROPN" and any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in head.children):
        return True  # "our helper Marites": a name one calls one's own is someone
    before = head.doc[head.i - 1] if head.i > 0 else None
    if head.pos_ == "PROPN" and before is not None and before.lemma_.lower() in RELATIONS | PETS:
        return True  # "my mum Jadwiga", whatever place the recogniser took her for
    if head.pos_ == "PROPN" and before is not None and before.lower_ in ("little", "wee", "baby", "young", "old"):
        return True  # "little Anele just won't settle": a child called so, whatever place it was taken for
    if head.pos_ == "PROPN" and any(c.dep_ == "det" and c.lower_ in ("the", "a", "an") for c in head.children):
        return False  # "the Commodore", "a Hilux": a name with an article is a make or a thing, not a person
    named = [t for t in words if t.pos_ == "PROPN" and t.ent_type_ not in _NOT_SOMEONE]
    if head.pos_ == "NOUN" and any(c.dep_ == "det" and c.lower_ in ("the", "a", "an", "that") for c in head.children):
        named = [t for t in named if t.dep_ != "compound"]  # "the Hebbal flyover": a thing with a name, no one
    owner = any(c.dep_ == "poss" and c.pos_ == "PROPN" for c in head.children)  # "Ansel's football club"
    return owner or (bool(named) and (head.pos_ == "PROPN" or any(t.dep_ in ("appos", "compound") for t in named)))


def kin_said(words: list[Any]) -> bool:
    """The words say whose someone is: "my brother Oskar", "mum Jadwiga" (the relation before the name)."""
    if not words:
        return False
    before = words[0].doc[words[0].i - 1] if words[0].i > 0 else None
    return any(t.lemma_.lower() in RELATIONS for t in [*words, *([before] if before is not None else [])])


def head_of(words: list[Any]) -> Any:
    inside = {t.i for t in words}
    return next((t for t in words if t.head.i not in inside or t.head.i == t.i), words[0])


def plural(words: list[Any]) -> bool:
    head = head_of(words)
    joined = any(c.dep_ == "conj" for c in head.children)
    # (not a subject its verb says is one: "My gogo lives there", "gogo" tagged plural)
    counted = head.tag_ == "NNS" and not (head.dep_ == "nsubj" and head.head.tag_ == "VBZ")
    return counted or joined or head.lower_ in GROUPS  # NNPS: the tagger takes "Marites" for plural


def agrees(pronoun: Any, words: list[Any]) -> bool:
    """ "it" stands for a thing (or a pet), "he" or "she" for one someone, "they" for several or someone."""
    low = pronoun.lower_
    if low in ("it", "its"):  # (and "Freya's birthday": a thing of someone's)
        head = head_of(words)
        owned = head.pos_ == "NOUN" and head.lemma_.lower() not in RELATIONS and owner_of_thing(words) != words
        return not someone(words) or owned or any(t.lemma_.lower() in PETS for t in words)
    if low in ("he", "she", "him", "her", "his", "hers"):
        # "my brother Dwayne ..., my niece Kaylee's expecting, she's due in March": she is the niece;
        # "Mrs Pritchard ... he's got into Cardiff": not her
        head = head_of(words)
        kin = {t.lower_.rstrip(".") for t in words if t.i == head.i or t.dep_ in ("appos", "compound")}
        other = MALE if low in ("she", "her", "hers") else FEMALE
        return someone(words) and not plural(words) and not kin & other
    if low in ("they", "them", "their"):  # ("I had the hospital this afternoon, they've said ...": its people)
        return plural(words) or someone(words) or head_of(words).lemma_.lower() in EXPERTS
    return True


def owner_of_thing(words: list[Any]) -> list[Any]:
    """ "Leo's pediatrician" for "he": Leo, when the thing owned is no relation or pet of the list."""
    head = head_of(words)
    said = [t for t in words if not t.is_punct]
    whose = [t for t in said[:-1] if t.tag_ == "POS"]
    if whose and said[-1].pos_ == "NOUN" and said[-1].lemma_.lower() not in RELATIONS | PETS:
        return [t for t in words if t.i < whose[-1].i]  # ("My son Kwame's homework", however parsed: my son Kwame)
    if head.lemma_.lower() in RELATIONS | PETS or head.pos_ == "PROPN":
        return words
    owner = [c for c in head.children if c.dep_ == "poss" and c.pos_ == "PROPN"]
    return [t for t in owner[0].subtree if t.tag_ != "POS"] if owner else words


_NOT_KIN = frozenset(
    {"friend", "friends", "mate", "pal", "bestie", "buddy", "boss", "colleague", "coworker", "neighbour", "neighbor"}
    | {"flatmate", "roommate", "housemate", "teacher", "doctor", "dentist", "therapist", "nanny"}
)


def kin_owner(words: list[Any]) -> list[Any]:
    """ "my son" of "my son's bedroom": the relation or pet whose thing it is (none: someone, or no one's)."""
    head = head_of(words)
    # (the family's own: "my neighbour's rooster ... he's broke" is the rooster, whatever its owner)
    owner = [c for c in head.children if c.dep_ == "poss" and c.lemma_.lower() in (RELATIONS - _NOT_KIN) | PETS]
    owner = [o for o in owner if any(g.dep_ == "poss" and g.lower_ in ("my", "our") for g in o.children)]
    # ("Ishita's school play, she's my daughter": the one named whose thing it is)
    owner = owner or [c for c in head.children if c.dep_ == "poss" and c.pos_ == "PROPN" and a_name(c)]
    if not owner or head.lemma_.lower() in RELATIONS | PETS or any(t.dep_ == "attr" for t in words):
        return []  # (nor one named: "my mother's new caretaker is Priya")
    return [t for t in owner[0].subtree if t.tag_ != "POS"]


def firm_named(words: list[Any]) -> bool:
    """A bare name taken for a firm ("Callum", "Pretzel"), not a kin word ("Mam"): someone, for he or she."""
    return len(words) == 1 and words[0].ent_type_ == "ORG" and words[0].lower_ not in MALE | FEMALE


def a_name(tok: Any) -> bool:
    return tok.pos_ == "PROPN" and tok.ent_type_ not in ("GPE", "LOC", "FAC", "DATE", "TIME")
