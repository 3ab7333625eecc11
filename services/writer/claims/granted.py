"""What a clause takes for granted, as its own memory: a named relation or pet ("what could I get my
twins Ada and Noor?": the user's twins are called Ada and Noor), a name given to someone just mentioned
("we adopted a retired greyhound, his name's Rocket"), where something of the person's is ("how do I
get to my daughter's uni in Durham?")."""

from __future__ import annotations

import re
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause
from services.writer.claims.marks import unmarked_question
from services.writer.claims.reading import put_down

_NAME_DEPS = frozenset({"nsubj", "nsubjpass", "poss", "appos", "compound", "dobj", "pobj", "attr"})


def naming_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """A named relation or pet the clause mentions ("my twins Ada and Noor") as its own memory ("The
    user's twins are called Ada and Noor."), with the words it rests on and its tags; None if none."""
    return next(iter(namings(clause)), None) or _named_first(clause)


def namings(clause: Clause) -> list[tuple[str, list[Any], tuple[str, ...]]]:
    """Every named relation or pet the clause mentions ("my neighbor Darlene's been watching my dogs
    Biscuit and Gravy": both)."""
    found = []
    for tok in clause.tokens:
        titled = _kin_title(tok)
        if titled is not None:  # "uncle Emeka called from Abuja": a relation said as a title is the speaker's
            said = f"The user's {tok.lower_} is called {titled.text}."
            found.append((said, [tok, titled], (titled.lower_, tok.lower_)))
            continue
        if tok.pos_ != "NOUN" or tok.lemma_.lower() not in lx.RELATIONS | lx.PETS:
            continue
        # ("and the dog Pepper": a pet named with "the" is the household's)
        the_pet = tok.lemma_.lower() in lx.PETS and any(c.dep_ == "det" and c.lower_ == "the" for c in tok.children)
        if not the_pet and not any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in tok.children):
            continue
        names = [c for c in tok.children if c.dep_ in ("appos", "compound") and c.pos_ == "PROPN"]
        # (not others listed after it with their own "our": "the wife, our two, Amara and Tobi")
        names = [n for n in names if not any(c.dep_ in ("poss", "nummod") for c in n.children)]
        if tok.dep_ == "compound" and tok.head.pos_ == "PROPN" and tok.head.i == tok.i + 1:
            names.append(tok.head)  # "Our greyhound Tamarind's due ...", the name parsed as the head
        after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
        # "our cat Whetu runs ...", "our granddaughter Mabli's birthday", "my granddaughter junebug drives":
        # a name said right after the relation, however the parser hung it
        beside = after is not None and after.pos_ == "PROPN" and after.dep_ in _NAME_DEPS
        # (a name the recogniser took for a place: "my mum Jadwiga", "my brother Jordan")
        if not names and beside and after.ent_type_ not in ("LOC", "FAC", "DATE", "TIME"):
            names.append(after)
        # "our grandson Ptolemy's christening", parsed as the grandson, Ptolemy's christening
        names += [
            g
            for c in tok.children
            if c.dep_ == "appos" and c.pos_ == "NOUN"
            for g in c.children
            if g.dep_ == "poss" and g.pos_ == "PROPN" and g.i == tok.i + 1
        ]
        # ("my friend bday at the satay place": no name; "My wife Ngozi dey try": the name under "dey")
        names = [
            n
            for n in names
            if n.lower_ not in lx.CHAT_WORDS or any(t.i != n.i and t.pos_ == "PROPN" for t in n.subtree)
        ]
        if not names:
            continue
        # (not what a clause hung on the name says: "my husband Otieno who smokes")
        hung = {x.i for n in names for t in n.subtree if t.dep_ in ("relcl", "acl", "prep") for x in t.subtree}
        name_tokens = sorted(
            {
                t
                for n in names
                for t in n.subtree
                if t.i not in hung and t.tag_ != "POS" and (n.i != tok.head.i or t.i > tok.i)
            },
            key=lambda t: t.i,
        )
        said = "".join(t.text + t.whitespace_ for t in name_tokens).strip(" ,")
        if not said:
            continue
        verb = "are" if tok.tag_ == "NNS" or any(t.lower_ == "and" for t in name_tokens) else "is"
        words = sorted({tok, *name_tokens, *(c for c in tok.children if c.dep_ == "poss")}, key=lambda t: t.i)
        tags = tuple(dict.fromkeys([t.text.lower() for t in name_tokens if t.pos_ == "PROPN"] + [tok.lemma_.lower()]))
        found.append((f"The user's {tok.text} {verb} called {said}.", words, tags))
    return found


def _kin_title(tok: Any) -> Any | None:
    """ "uncle Emeka", "Auntie Pat", "Grandma Rose": the name a relation word is a title of, with no
    one else's word before it ("her uncle Emeka", "the cousin Jo")."""
    if tok.lower_ not in lx.KIN_TITLES or tok.i + 1 >= len(tok.doc):
        return None
    name = tok.doc[tok.i + 1]
    owned = any(c.dep_ == "poss" for c in [*tok.children, *name.children])
    bare = tok.i == 0 or tok.doc[tok.i - 1].lower_ not in ("my", "our", "his", "her", "their", "your", "the", "a")
    place = name.ent_type_ in ("GPE", "LOC", "FAC", "DATE", "TIME")
    # (not who is speaking: "Hello, it's Auntie Efua", "this is Uncle Kojo")
    before = [t.lower_ for t in tok.doc[max(0, tok.i - 2) : tok.i]]
    speaking = before in (["it", "'s"], ["it", "is"], ["this", "is"], ["it", "s"]) or before[-1:] == ["its"]
    return name if name.pos_ == "PROPN" and not owned and bare and not place and not speaking else None


def _named_first(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """The name before the relation: "Marmaduke, our ginger tom, ..." (the user's ginger tom is called
    Marmaduke), "Eilidh, my partner"."""
    for tok in clause.tokens:
        if tok.pos_ != "PROPN":
            continue
        # "Casimir, that's my uncle, ...": the relation in a clause hung on the name
        said_to_be = [
            a
            for r in tok.children
            if r.dep_ == "relcl" and r.lemma_ == "be" and any(s.lower_ in ("that", "who") for s in r.children)
            for a in r.children
            if a.dep_ == "attr"
        ]
        for kin in [*tok.children, *said_to_be]:
            mine = any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in kin.children)
            set_off = kin.dep_ == "appos" or kin in said_to_be
            if not set_off or kin.lemma_.lower() not in lx.RELATIONS | lx.PETS or not mine:
                continue
            said = [c for c in kin.children if c.dep_ in ("amod", "compound") and c.i < kin.i]
            noun = " ".join(t.text for t in [*said, kin])
            words = sorted({tok, kin, *said, *(c for c in kin.children if c.dep_ == "poss")}, key=lambda t: t.i)
            return f"The user's {noun} is called {tok.text}.", words, (tok.text.lower(), kin.lemma_.lower())
        # "Our kelpie Gherkin reckons ...": the relation parsed as a word describing the name, "our" the name's
        owner = [c for c in tok.children if c.dep_ == "poss" and c.lower_ in ("my", "our")]
        kind = [
            c
            for c in tok.children
            if c.dep_ in ("amod", "compound") and c.i == tok.i - 1 and c.lower_ in lx.RELATIONS | lx.PETS
        ]
        like = tok.head if tok.dep_ == "pobj" and tok.head.lower_ == "like" else None
        if owner and not kind and like is not None and like.head.lemma_.lower() in lx.RELATIONS | lx.PETS:
            kind = [like.head]  # "a fourteen-year-old Labrador like our Hector": Hector is one
        if owner and kind:
            words = sorted({owner[0], kind[0], tok}, key=lambda t: t.i)
            return (
                f"The user's {kind[0].lemma_.lower()} is called {tok.text}.",
                words,
                (tok.text.lower(), kind[0].lower_),
            )
    return None


def placed_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """Where something of the person's is, taken for granted ("How do I get to my daughter's uni in
    Durham?": the user's daughter's uni is in Durham); None if the clause names no such place."""
    for tok in clause.tokens:
        if tok.pos_ != "NOUN" and not (tok.pos_ == "ADJ" and tok.dep_ == "pobj"):  # "uni" tagged ADJ
            continue
        if tok.lemma_.lower() in lx.RELATIONS | lx.PETS:  # where someone is today passes ("on holiday in Crete")
            continue
        owners = [c for c in tok.children if c.dep_ == "poss"]
        mine = [o for o in owners if o.lower_ in ("my", "our")]
        kin = [
            o for o in owners if o.lemma_.lower() in lx.RELATIONS and any(c.lower_ in ("my", "our") for c in o.children)
        ]
        places = [
            o
            for p in tok.children
            if p.dep_ == "prep" and p.lower_ == "in"
            for o in p.children
            if o.dep_ == "pobj" and o.pos_ == "PROPN" and o.ent_type_ not in ("DATE", "TIME")  # "in Tenby": a place
        ]
        if not places or not (mine or kin):
            continue
        whose = "The user's" if mine else f"The user's {kin[0].text}'s"
        place = [t for t in places[0].subtree if not t.is_punct]
        said = " ".join(t.text for t in place)
        words = sorted({tok, *owners, *(c for o in kin for c in o.children), *place}, key=lambda t: t.i)
        return f"{whose} {tok.text} is in {said}.", words, (said.lower(),)
    return None


def home_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "I smoke me a brisket every Sunday out here in Abilene": where the speaker says "here" is, is
    where they live (the box is in their home)."""
    for tok in clause.tokens:
        if tok.lower_ != "here" or tok.i + 2 >= len(tok.doc) or tok.doc[tok.i + 1].lower_ != "in":
            continue
        place = tok.doc[tok.i + 2]
        named = [t for t in place.doc[place.i :] if t.pos_ == "PROPN" and t.ent_type_ not in ("DATE", "TIME", "PERSON")]
        run = []
        for t in named:  # the name's words, in a row: "Port Hedland"
            if run and t.i != run[-1].i + 1:
                break
            run.append(t)
        if not run or run[0].i != place.i:
            continue
        said = " ".join(t.text for t in run)
        return f"The user lives in {said}.", [tok, tok.doc[tok.i + 1], *run], (said.lower(),)
    return _dwelling_text(clause) or _workplace_text(clause)


_DWELLING_VERBS = frozenset({"be", "live", "stuck", "stay", "rent"})
_DWELLINGS = frozenset({"flat", "house", "home", "apartment", "condo", "bungalow", "cottage", "unit"})
# not the home they live in now: "our holiday flat in Spain", "my old house in Leeds"
_NOT_NOW = frozenset({"old", "former", "previous", "holiday", "summer", "second", "last", "dream", "parents"})


def _dwelling_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "My HDB flat in Tampines quite small one lah": the speaker's own home, placed, whatever else is said of
    it (read from the words in a row: the parser makes little of a sentence with no verb)."""
    doc = clause.head.doc
    if _ended_or_past(clause):
        return None  # "we sold our flat in Leeds", "I grew up in my nan's house in Hull"
    # "for now I'm stuck in a flat in Paisley", "we rent a house in Tenby": where the speaker lives
    subj = clause.subject
    dwelling = subj is not None and subj.lower_ in ("i", "we") and clause.head.lemma_ in _DWELLING_VERBS
    for tok in clause.tokens:
        if tok.lower_ not in ("my", "our", *(("a",) if dwelling else ())) or tok.i + 2 >= len(doc):
            continue
        between = list(doc[tok.i + 1 : tok.i + 4])
        at = next((n for n, t in enumerate(between) if t.lower_ in _DWELLINGS), None)
        # (not someone else's: "my mum's house in Leeds")
        if at is None or any(t.lower_ in _NOT_NOW or t.is_punct or t.tag_ == "POS" for t in between[:at]):
            continue
        home = between[: at + 1]
        after = doc[home[-1].i + 1 : home[-1].i + 5]
        if not len(after) or after[0].lower_ != "in":
            continue
        run = []
        for t in list(after)[1:]:
            if t.pos_ != "PROPN" or t.ent_type_ not in ("GPE", "LOC", "FAC"):
                break
            run.append(t)
        if not run:
            continue
        said, place = " ".join(t.text for t in home), " ".join(t.text for t in run)
        if tok.lower_ == "a":
            return f"The user lives in a {said} in {place}.", [tok, *home, after[0], *run], (place.lower(),)
        return f"The user's {said} is in {place}.", [tok, *home, after[0], *run], (place.lower(),)
    return None


def only_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "I've no dog, just the two budgies, Haggis and Neep": what the speaker has, after a denial of what
    they have not ("just", "only" before it)."""
    head = clause.head
    if head.lemma_.lower() not in ("have", "get", "keep", "own") or clause.subject is None:
        return None
    if clause.subject.lower_ not in lx.SPEAKER_SUBJECTS:
        return None
    for noun in (t for t in clause.tokens if t.dep_ in ("dobj", "appos") and t.pos_ == "NOUN"):
        only = [c for c in noun.children if c.dep_ == "advmod" and c.lower_ in ("just", "only") and c.i < noun.i]
        before = [t for t in clause.tokens if t.dep_ == "dobj" and t.i < noun.i]
        if not only or not before:
            continue
        words = [t for t in noun.subtree if t.i > only[0].i and not (t.dep_ == "det" and t.lower_ == "the")]
        while words and words[-1].is_punct:
            words.pop()
        said = "".join(t.text + t.whitespace_ for t in words).strip()
        names = tuple(t.text.lower() for t in words if t.pos_ == "PROPN")
        return f"The user has {said}.", [only[0], *words], names
    return None


_WORK = frozenset({"job", "work", "office", "workplace", "shop"})


def _ended_or_past(clause: Clause) -> bool:
    """What the clause says of the place ended it or is over: "I quit my job at Tesco", "we sold our flat"."""
    head = clause.head
    return head.lemma_.lower() in lx.CHANGE_VERBS or head.tag_ == "VBD" or put_down(clause)


def _workplace_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "I listen to it on the drive to my job at the Toyota plant in Burnaston": where the speaker works,
    named in passing (a place with a name in it)."""
    if _ended_or_past(clause):
        return None
    for job in clause.tokens:
        own = [c for c in job.children if c.dep_ == "poss" and c.lower_ in ("my", "our")]
        if job.lower_ not in _WORK or not own:
            continue
        for prep in (c for c in job.children if c.dep_ == "prep" and c.lower_ in ("at", "in", "with", "for")):
            place = [t for t in prep.subtree if t.i > prep.i and not t.is_punct]
            named = [t for t in place if t.pos_ == "PROPN" and t.ent_type_ not in ("PERSON", "DATE", "TIME")]
            if not named:
                continue
            said = " ".join(t.text for t in place)
            return (
                f"The user's {job.text} is {prep.lower_} {said}.",
                [own[0], job, prep, *place],
                tuple(t.text.lower() for t in named),
            )
    return None


# "as a ..." that says how, when or why, not what the person is
_NOT_ROLES = frozenset(
    {"treat", "gift", "present", "surprise", "result", "rule", "whole", "example", "favour", "favor", "reminder"}
    | {"kid", "child", "boy", "girl", "teenager", "teen", "baby", "family", "couple", "team", "group", "joke"}
)


def role_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "As a landlord with two flats in Leith, do I need ...?": what the person says they are, set before
    the question or statement it explains (not "as a kid, I ...", not "as a treat")."""
    subj, head = clause.subject, clause.head
    asked = clause.head.sent.text.rstrip().endswith("?") or unmarked_question(clause.head.sent)
    subj = subj or (next((c for c in head.children if c.dep_ == "attr"), None) if asked else None)  # "is the ferry"
    # "As a type 1 diabetic, is it alright for me to ...": the "me" the "it" is said of
    for_me = subj is not None and subj.lower_ == "it" and any(t.lower_ in ("me", "us") for t in head.subtree)
    # "As a wheelchair user, is the ferry to Arran accessible?": a thing asked about for them
    for_me = for_me or (subj is not None and asked and _a_thing(subj))
    # ("as a night security man, when is the best time for me to sleep": asked for them)
    for_me = for_me or (asked and any(t.lower_ in ("me", "us") and t.dep_ == "nsubj" for t in head.subtree))
    if subj is None or (subj.lower_ not in ("i", "we") and not for_me) or head.tag_ in ("VBD", "VBN"):
        return None
    for prep in head.children:
        if prep.dep_ != "prep" or prep.lower_ != "as" or prep.i > subj.i or prep.i != clause.tokens[0].i:
            continue
        role = next((c for c in prep.children if c.dep_ == "pobj" and c.pos_ == "NOUN"), None)
        if role is None or role.lemma_.lower() in _NOT_ROLES or not any(c.dep_ == "det" for c in role.children):
            return None
        words = [t for t in role.subtree if not t.is_punct or t.i < role.right_edge.i]
        said = "".join(t.text + t.whitespace_ for t in words).strip()
        return f"The user is {said}.", [prep, *words], (role.lemma_.lower(),)
    # "as a type one diabetic can i ...": the parser makes "as" the mark of an adjective set before
    for said_as in head.children:
        mark = [c for c in said_as.children if c.dep_ == "mark" and c.lower_ == "as"]
        if said_as.dep_ != "advcl" or said_as.pos_ not in ("ADJ", "NOUN") or not mark or said_as.i > subj.i:
            continue
        words = [t for t in said_as.subtree if t.i != mark[0].i and not t.is_punct]
        if words and words[0].lower_ in ("a", "an") and said_as.lemma_.lower() not in _NOT_ROLES:
            said = "".join(t.text + t.whitespace_ for t in words).strip()
            return f"The user is {said}.", [mark[0], *words], (said_as.lemma_.lower(),)
    return None


def _a_thing(subj: Any) -> bool:
    """A subject that is no one (not "my wife", "she", "Tom" or "you")."""
    person = subj.pos_ == "PROPN" or subj.lower_ in lx.THIRD_PRONOUNS - {"it"} | {"you", "u"}
    return subj.pos_ in ("NOUN", "PRON") and not person and subj.lemma_.lower() not in lx.RELATIONS | lx.PETS


def pointed_text(clause: Clause, before: Clause | None) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "No, I'm not vegetarian, that's my husband": what the speaker said they are not, pointed at the one
    who is (the "that" standing for the one meant)."""
    subj, head = clause.subject, clause.head
    if before is None or subj is None or subj.lower_ not in ("that", "it") or head.lemma_ != "be":
        return None
    who = [c for c in head.children if c.dep_ == "attr" and any(p.lower_ in ("my", "our") for p in c.children)]
    who = [c for c in who if c.lemma_.lower() in lx.RELATIONS | lx.PETS]  # "my husband", not "our Cathal"
    was = before.head
    denied = any(c.dep_ == "neg" for c in was.children)
    if not who or was.lemma_ != "be" or not denied or before.subject is None or before.subject.lower_ != "i":
        return None
    said = [c for c in was.children if c.dep_ in ("acomp", "attr") and c.i > was.i]
    between = subj.doc[max(t.i for t in before.tokens) + 1 : subj.i]
    if any(t.pos_ in ("NOUN", "PROPN") for t in between):
        return None  # "im not married everybody asks cause of this ring but it was my grandpas": the ring
    if len(said) != 1 or any(t.pos_ == "PRON" for t in said[0].subtree):
        return None  # not "I'm not the one who ...": only what is said of the speaker, plain
    # "my husband", "my wife Ann": the noun, what stands before it, and a name after it (not "you're thinking of")
    kept = [c for c in who[0].children if c.i < who[0].i or (c.dep_ in ("appos", "compound") and c.pos_ == "PROPN")]
    relation = sorted([who[0], *(t for c in kept for t in c.subtree)], key=lambda t: t.i)
    named = " ".join(t.text for t in relation if t.lower_ not in ("my", "our"))
    # "not vegetarian at all", "not vegan any more": what only the denial needed is left with it
    what = re.sub(r"\s+(?:at all|any ?more|either)$", "", " ".join(t.text for t in said[0].subtree))
    names = tuple(t.text.lower() for t in relation if t.pos_ == "PROPN")
    return f"The user's {named} is {what}.", [*relation, *said[0].subtree], names
