"""A detail of a day gone by ("I burnt the porridge", "we got a takeaway on Saturday"), told apart from a change that
lasts ("we moved", "I got diabetes last year") and a state that still holds ("Tala has been deaf since birth")."""

from __future__ import annotations

from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause
from services.writer.claims.days_account import days_account
from services.writer.claims.referents import someone

_WHERE = frozenset({"in", "at", "to", "from", "near", "into", "outside", "around", "across", "through"})
_LASTING_LOSSES = frozenset(
    {
        "weight",
        "sight",
        "hearing",
        "voice",
        "sense",
        "smell",
        "taste",
        "leg",
        "arm",
        "hand",
        "foot",
        "eye",
        "hair",
        "licence",
        "license",
    }
    | {"memory", "business", "shop", "home", "everything", "husband", "wife", "partner", "baby", "faith"}
)


_SPANS = frozenset({"year", "month", "decade", "age", "ages", "donkey"})  # "for years", "for donkey's years"


def since(head: Any) -> bool:
    """ "since birth", "since she was two" """
    return any(
        (c.dep_ == "prep" and c.lower_ == "since")
        or (c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ == "since" for m in c.children))
        for c in head.children
    )


def over_years(head: Any) -> bool:
    """ "for ten years", "married thirty years", "twelve year now" """
    return any(
        (c.dep_ == "prep" and c.lower_ == "for" and any(t.lemma_.lower() in _SPANS for t in c.subtree))
        or (c.dep_ == "npadvmod" and c.lemma_.lower() in _SPANS and any(n.like_num for n in c.children))
        or (c.dep_ == "npadvmod" and c.lemma_.lower() in _SPANS and c.tag_ == "NNS")
        for c in head.children
    )


_BAD = frozenset({"bad", "bum", "dodgy", "gammy", "dicky", "weak", "crook", "wonky", "busted", "bust"})


def one_off(clause: Clause, about: str) -> bool:
    """A detail of a day gone by: a past event ("I burnt the porridge", "we got a takeaway on Saturday")
    that changed nothing lasting (not "moved", "started", "was born") and names no one and nowhere."""
    head = clause.head
    verbs = [head, *(c for c in head.children if c.dep_ in ("aux", "auxpass"))]
    done = head.tag_ == "VBN" and any(c.dep_ == "dobj" for c in head.children)  # "the mailman's left my package"
    past = any("Past" in v.morph.get("Tense") and v.tag_ == "VBD" for v in verbs) or (
        head.tag_ == "VBN" and any(v.lemma_ == "have" or (done and v.lower_ in ("'s", "’s")) for v in verbs[1:])
    )
    lasting_words = (lx.CHANGE_WORDS - {"instead", "new"}) | {"finally"}  # "finally got the panels up": long awaited
    # "our new flat" is a change of the person's; "that new ramen place" is not
    owned_new = any(t.lower_ == "new" and any(c.dep_ == "poss" for c in t.head.children) for t in clause.tokens)
    changed = any(t.lower_ in lasting_words for t in clause.tokens) or owned_new
    # "me and Dev got engaged on Sunday", "she got married in June": a change said with "get"
    changed |= head.lemma_ == "get" and any(
        c.dep_ in ("acomp", "auxpass", "xcomp", "oprd") and c.lemma_.lower() in lx.CHANGE_VERBS for c in head.children
    )
    # a change of the household's ("we moved", "Nan died"), not what a stranger did ("the mailman's left
    # my package on the wrong porch again")
    household = about in ("speaker", "relation", "pet", "person") or clause.involves_speaker
    # "the kids' school play got moved to Thursday": a thing of theirs rescheduled, not they who moved
    subject = clause.subject
    thing_moved = any(c.dep_ == "auxpass" for c in head.children) and subject is not None and subject.pos_ == "NOUN"
    household = household and not (thing_moved and subject.lemma_.lower() not in lx.RELATIONS | lx.PETS)
    # an incident once more ("again"), or one that lasted minutes or hours ("yowling on the roof for an hour")
    again = any(c.dep_ == "advmod" and c.lower_ == "again" for c in head.children) or lx.for_hours(clause.tokens)
    if past and again and head.lemma_.lower() not in ("start", "begin", "stop"):
        return True
    # "I've taken a job driving a school bus", "we got a puppy": what one took on stays (not "a takeaway")
    # (and "i got the diabetes type two last year": a condition, for life)
    got = head.lemma_ in ("get", "have", "develop", "catch", "undergo") and any(
        t.lower_ in lx.CONDITIONS | lx.PROCEDURES
        or (t.lower_ in lx.BODY_PARTS and any(a.lower_ in _BAD for a in t.children))  # "I got a bum knee"
        for t in clause.tokens
        if t.i > head.i
    )
    # "I've gone vegetarian", "she's turned vegan", "he became a citizen": what they are now (not "gone quiet")
    became = head.lemma_ in ("go", "turn", "become") and any(
        (c.dep_ in ("acomp", "attr", "oprd") and c.lemma_.lower() not in lx.STATES and not c.like_num)
        or (c.dep_ == "dobj" and c.lower_ in lx.DIETS)
        for c in head.children
    )
    # ("Ingrid's gone gluten-free, doctor's orders": the word right after it, however the parse hung it)
    after = head.nbor(1) if head.i + 1 < len(head.doc) else None
    joined = after is not None and after.i + 2 < len(head.doc) and after.nbor(1).text == "-"
    after = after.nbor(2) if joined and after is not None else after  # ("gone dairy-free": a word of two)
    said_next = after is not None and after.pos_ == "ADJ" and (joined or after.lemma_.lower() not in lx.STATES)
    became = became or (head.lemma_ in ("go", "turn", "become") and said_next)
    hurt = head.lemma_.lower() in lx.INJURING and any(
        c.dep_ == "dobj" and (c.lower_ in lx.BODY_PARTS or any(g.lower_ in lx.BODY_PARTS for g in c.subtree))
        for c in head.children
    )
    taken_on = any(c.dep_ == "dobj" and c.lemma_.lower() in lx.TAKEN_ON | lx.PETS for c in head.children)
    # "we've booked Cornwall for the August bank holiday": a time to come, kept for then
    booked = head.lemma_.lower() in ("book", "reserve")
    booked = booked and any(c.dep_ == "prep" and c.lower_ == "for" for c in head.children)
    if got or became or hurt or taken_on or booked:
        return False
    # "they've made me chair of the WI": a role given to the speaker lasts
    if head.lemma_.lower() in lx.APPOINTING and any(  # and "I've been made head of science"
        (t.lower_ in ("me", "us") and t.dep_ in ("dobj", "nsubj"))
        or (t.lower_ in ("i", "we") and t.dep_ == "nsubjpass")
        for t in clause.tokens
    ):
        return False
    # "the doctor put me on warfarin", "they've put us on the night shift": a regime begun, not a day's event
    put_on = head.lemma_ == "put" and any(  # (not "put me on hold", "on speaker")
        c.dep_ == "prep" and c.lower_ == "on" and not {o.lower_ for o in c.children} & _PUT_ON_FOR_NOW
        for c in head.children
    )
    if put_on and any(c.dep_ == "dobj" and c.lower_ in ("me", "us") for c in head.children):
        return False
    # "Nan died" changed the household; "my phone died on the bus" did not
    thing_died = head.lemma_.lower() in ("die", "pass") and not (clause.subject_words and someone(clause.subject_words))
    thing_died = thing_died and not any(c.dep_ == "dobj" for c in head.children)  # not "I passed my driving test"
    # "lsu lost to alabama", "we lost 3-1": a match lost, not something the household lost
    defeat = head.lemma_.lower() == "lose" and not any(c.dep_ == "dobj" for c in head.children)
    # "then I lost the car keys", "left me brolly on the bus": a thing mislaid; not a person, a pet, a job or a
    # faculty ("lost my hearing"), nor a place left ("left Leeds")
    left = head.lemma_ == "leave" and any(c.dep_ == "prep" and c.lower_ in ("on", "in", "at") for c in head.children)
    mislaid = (head.lemma_.lower() == "lose" or left) and any(
        c.dep_ == "dobj"
        and c.lemma_.lower() not in lx.RELATIONS | lx.PETS | lx.TAKEN_ON | _LASTING_LOSSES
        and not (c.pos_ == "PROPN" and not left)  # "we lost Bonnie on Sunday": someone, not a thing mislaid
        and (c.pos_ == "NOUN" or not left)
        for c in head.children
    )
    if past and mislaid:
        return True  # wherever it was ("somewhere in Tesco"): a mishap of the day
    lost = defeat or mislaid
    if not past or (head.lemma_.lower() in lx.CHANGE_VERBS and household and not (thing_died or lost)) or changed:
        return False
    held_since = since(head) or (
        any(v.lemma_ == "have" for v in verbs[1:]) and any(t.lower_ == "since" for t in clause.tokens)
    )
    # "my wife has taught chemistry there for ten years": a perfect over years still holds
    perfect = any(v.lemma_ == "have" for v in verbs[1:])
    # (and a working life told in the past: "I taught for thirty-one years at Prempeh College")
    counted = any(  # "for thirty-one years" (not "for ages", "behind a road train for ages")
        c.dep_ == "prep"
        and c.lower_ == "for"
        and any(o.lemma_ in ("year", "decade") and any(n.like_num for n in o.children) for o in c.children)
        for c in head.children
    )
    if (perfect and over_years(head)) or (household and counted):
        return False
    if held_since or (
        head.lemma_ == "be"
        and any(v.lemma_ == "have" for v in verbs[1:])
        and any(c.dep_ in ("acomp", "attr") for c in head.children)  # not "I've been to three shops"
    ):
        return False  # "Tala has been deaf since birth": a state that still holds
    if head.lemma_ == "get" and any(c.dep_ == "prep" and c.lower_ == "into" for c in head.children):
        return False  # "I got into the county netball squad": admitted, a change that lasts
    if head.lemma_ == "get" and any(v.lemma_ == "have" or v.lower_ in ("'s", "’s") for v in verbs[1:]):
        return False  # "I've got a plot at the allotments": having, not a day's event
    if head.lemma_ == "get" and any(c.dep_ == "dobj" and c.lemma_.lower() in lx.RELATIONS for c in head.children):
        return False  # "i got 2 younger sisters": family had, no day's event
    if head.tag_ == "VBN" and any(c.dep_ == "prt" for c in head.children) and perfect:
        return False  # "I've taken up bouldering": a present perfect that started something
    if head.lemma_ == "grow" and any(c.dep_ == "prt" and c.lower_ == "up" for c in head.children):
        return False  # "I grew up in Kraków": where a life was, not a day
    # Where it happened (a town, a school) or whose life it was (my sister): more than a detail of the day.
    placed = any(  # "in Leeds", "to Crete" (not "with Kemi", which the recogniser may call a place)
        t.ent_type_ in ("GPE", "LOC", "FAC") and t.pos_ == "PROPN" and t.head.lower_ in _WHERE for t in clause.tokens
    )
    placed = placed and not days_account(clause)
    said_to = clause.addressed
    named = placed or (
        about in ("relation", "pet")
        and any(t.pos_ == "PROPN" and t.i not in said_to and t.ent_type_ not in ("DATE", "TIME") for t in clause.tokens)
    )
    year = any(t.ent_type_ == "DATE" and t.like_num and len(t.text) == 4 for t in clause.tokens)
    return not named and not year


_PUT_ON_FOR_NOW = frozenset({"hold", "speaker", "spot", "phone", "line", "edge", "mute"})
