"""What a "'s" is, where the small model read a possessive: "is" ("Bramble's a springer spaniel",
"Maddie's playing a tree", "her name's Juniper"), "has" ("Theo's graduated", "Dad's been staying"), or a name given ("My
partner's called Ifeoma"); and "since my husband's coeliac, ..." gives the reason its verb. Part of the
parse repairs (repairs.py); the tree is changed in place, the text untouched."""

from __future__ import annotations

from typing import Any

from services.writer.claims.lexicon import DIETS, FACTIVE, PETS, RELATIONS


def named_possessive(doc: Any) -> None:
    """ "My partner's called Ifeoma, she ..." parsed as a possessive ("partner's called Ifeoma"): the
    name is given by "'s called", a clause of its own (its verb takes the owner, the "'s" and the name)."""
    for s in doc[1:-2]:
        verb, name = doc[s.i + 1], doc[s.i + 2]
        if s.tag_ != "POS" or verb.lower_ not in ("called", "named") or not name.text[:1].isupper():
            continue
        owner, group = s.head, {s.head.i, verb.i, name.i}
        top = next((t for t in (owner, verb, name) if t.head.i not in group or t.head.i == t.i), None)
        if top is None or owner.i >= s.i:
            continue
        if top.head.i == top.i:
            verb.head, verb.dep_ = verb, "ROOT"
        else:
            verb.head, verb.dep_ = top.head, "parataxis" if top.head.pos_ in ("VERB", "AUX") else top.dep_
        name.head, name.dep_ = verb, "oprd"
        owner.head, owner.dep_ = verb, "nsubjpass"
        s.head, s.dep_, s.tag_, s.pos_ = verb, "auxpass", "VBZ", "AUX"
        verb.tag_, verb.pos_ = "VBN", "VERB"


def has_done(doc: Any) -> None:
    """ "Theo's graduated and moved back home" parsed as a possessive, the participle as the subject's
    verb or as its modifier ("Noor's qualified as a vet"): a possessive's noun owns a noun, not a verb,
    so the "'s" is the participle's auxiliary, "has"."""
    for s in doc[1:-1]:
        owner, verb = doc[s.i - 1], doc[s.i + 1]
        if s.tag_ != "POS" or s.head.i != owner.i:
            continue
        participle = verb.tag_ in ("VBN", "VBD") or (verb.tag_ == "JJ" and verb.lower_.endswith("ed"))
        if verb.tag_ == "RB" and s.i + 2 < len(doc):  # "Theo's just graduated"
            verb = doc[s.i + 2]
            participle = verb.tag_ in ("VBN", "VBD")
        subject = owner.dep_ in ("nsubj", "nsubjpass") and owner.head.i == verb.i
        modifier = verb.dep_ == "amod" and verb.head.i == owner.i
        if not participle or not (subject or modifier):
            continue
        if modifier:  # the participle takes the owner's place in the tree, the owner as its subject
            up = owner.head if owner.head.i != owner.i else None
            verb.head = up if up is not None else verb
            verb.dep_ = "ROOT" if up is None else ("parataxis" if up.pos_ in ("VERB", "AUX") else owner.dep_)
            owner.head, owner.dep_ = verb, "nsubj"
        s.head, s.dep_, s.tag_, s.pos_ = verb, "aux", "VBZ", "AUX"
        s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")
        verb.tag_, verb.pos_ = "VBN", "VERB"
        verb.set_morph("Aspect=Perf|Tense=Past|VerbForm=Part")  # what the lemmatizer reads: "graduate"


def has_been(doc: Any) -> None:
    """ "Dad's been staying with us since January" with the "'s" read as a second subject or as the noun's
    ending: before "been" it can only be "has", the auxiliary of the verb "been" belongs to."""
    for s in doc[1:-1]:
        owner, been = doc[s.i - 1], doc[s.i + 1]
        if s.lower_ not in ("'s", "’s") or been.lower_ != "been" or owner.pos_ not in ("NOUN", "PROPN"):
            continue
        verb = been.head if been.dep_ in ("aux", "auxpass") else been
        if owner.head.i != verb.i and not (owner.head.i == s.i or s.head.i == owner.i):
            continue
        if owner.head.i != verb.i:
            owner.head, owner.dep_ = verb, "nsubj"
        s.head, s.dep_, s.tag_, s.pos_, s.lemma_ = verb, "aux", "VBZ", "AUX", "have"
        s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")


def is_doing(doc: Any) -> None:
    """ "... got moved to Thursday and Maddie's playing a tree" parsed as a possessive "Maddie's" joined to
    Thursday, "playing" hung on the verb before: a name's "'s" before an -ing verb is "is", the name its
    subject (not "Maddie's running shoes", where the -ing word goes with the noun after it)."""
    for s in doc[1:-1]:
        owner, verb = doc[s.i - 1], doc[s.i + 1]
        # ("Arjun's starting at Westfield Primary in January, they finally ...": the -ing word taken for a noun
        # owned, a clause's head with its "at" after it)
        owned = owner.head.i == verb.i and verb.tag_ == "NN" and verb.lower_.endswith("ing") and verb.dep_ == "advcl"
        if owned and s.tag_ == "POS" and owner.pos_ == "PROPN" and any(c.dep_ == "prep" for c in verb.children):
            verb.tag_, verb.pos_, verb.lemma_ = "VBG", "VERB", verb.lower_[:-3]
            owner.head, owner.dep_ = verb, "nsubj"
            s.head, s.dep_, s.tag_, s.pos_ = verb, "aux", "VBZ", "AUX"
            continue
        if s.tag_ != "POS" or s.head.i != owner.i or owner.pos_ != "PROPN" or verb.tag_ != "VBG":
            continue
        if _verbless(verb, owner):  # "Amara's starting swimming lessons": no verb but this one, read as a noun's
            thing = verb.head
            for c in [c for c in thing.children if c.i < verb.i and c.i != owner.i]:
                c.head = verb  # "Also ..."
            top = thing.dep_ == "ROOT"  # or hung on a "No." the parse did not end a sentence at
            verb.head, verb.dep_ = (verb, "ROOT") if top else (thing.head, "parataxis")
            thing.head, thing.dep_ = verb, "dobj"
        elif verb.head.i > verb.i or verb.head.i == owner.i or verb.dep_ not in ("advcl", "conj", "xcomp", "dep"):
            continue
        joiner = doc[owner.i - 1] if owner.i > 0 and doc[owner.i - 1].dep_ == "cc" else None
        if owner.dep_ == "conj" and joiner is not None:
            joiner.head = verb
        if verb.head.pos_ in ("VERB", "AUX"):
            verb.dep_ = "conj"
        owner.head, owner.dep_ = verb, "nsubj"
        s.head, s.dep_, s.tag_, s.pos_ = verb, "aux", "VBZ", "AUX"
        s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")


def _verbless(verb: Any, owner: Any) -> bool:
    """A sentence whose only verb the parse took for a modifier of the noun after it, the name's "'s" before
    it ("Amara's starting swimming lessons"): said in conversation, a clause, not a noun on its own
    (not "Maddie's running shoes", the -ing word right before its noun)."""
    thing = verb.head
    top = thing.dep_ == "ROOT" or (thing.head.pos_ == "INTJ" and thing.head.i < owner.i)
    if verb.dep_ != "amod" or thing.i <= verb.i + 1 or not top or owner.head.i != thing.i:
        return False
    return not any(t.pos_ in ("VERB", "AUX") and t.i != verb.i for t in verb.sent)


REASONS = frozenset({"since", "as", "because", "cause", "'cause", "cos", "coz"})
_WHAT_FOLLOWS_IS = frozenset({"a", "an", "the", "not", "my", "our", "your", "his", "her", "their"})


def is_before_article(doc: Any) -> None:
    """ "did I ever tell you Bramble's a springer spaniel?" parsed as a possessive ("Bramble's ...
    spaniel"): a possessive is never followed by "a", "the" or "not", so the "'s" is "is"."""
    for s in doc[1:-1]:
        owner, possessed = doc[s.i - 1], doc[s.i - 1].head
        # (tagged a verb but hung as a possessive: "And Niamh's a physio up at UHG")
        if s.tag_ not in ("POS", "VBZ") or s.head.i != owner.i or owner.dep_ != "poss" or possessed.i <= s.i + 1:
            continue
        if s.dep_ != "case":
            continue
        after = doc[s.i + 2] if doc[s.i + 1].tag_ == "RB" and s.i + 2 < len(doc) else doc[s.i + 1]
        if after.lower_ not in _WHAT_FOLLOWS_IS:  # (past an adverb: "zara's actually my daughter")
            continue
        up = possessed.head
        if up.i == possessed.i:
            s.head, s.dep_ = s, "ROOT"
        else:
            s.head, s.dep_ = up, "ccomp" if up.pos_ in ("VERB", "AUX") else possessed.dep_
        possessed.head, possessed.dep_ = s, "attr"
        owner.head, owner.dep_ = s, "nsubj"
        s.tag_, s.pos_ = "VBZ", "AUX"
        s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")


def is_before_place(doc: Any) -> None:
    """ "Anselm's in the robotics club at Glenview Middle" parsed with the name as the root and "'s" as
    its case marker: a name is followed by a preposition only through a verb, and "'s" is that verb."""
    for s in doc[1:-1]:
        owner = doc[s.i - 1]
        if s.dep_ != "case" or s.head.i != owner.i or s.tag_ != "VBZ" or doc[s.i + 1].dep_ != "prep":
            continue
        if doc[s.i + 1].head.i != owner.i:
            continue
        up = owner.head
        s.head, s.dep_ = (s, "ROOT") if up.i == owner.i else (up, owner.dep_)
        for c in list(owner.children):
            if c.i > s.i:
                c.head = s
        owner.head, owner.dep_ = s, "nsubj"
        s.pos_ = "AUX"
    for s in doc:  # "Our Tobiah's over in Dundee": a "'s" with a subject of its own is a verb, whatever its tag
        if s.lower_ in ("'s", "’s") and s.tag_ == "POS" and any(c.dep_ == "nsubj" for c in s.children):
            s.tag_, s.pos_ = "VBZ", "AUX"
            s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")


def reason_is(doc: Any) -> None:
    """ "Since my husband's coeliac, what can I bake?" parsed as "since [my husband's coeliac]": a reason
    needs a verb, and the only one there is "'s"."""
    for s in doc[1:-1]:
        owner = doc[s.i - 1]
        what = owner.head
        reason = doc[owner.left_edge.i - 1] if owner.left_edge.i > 0 else owner
        if s.tag_ != "POS" or s.head.i != owner.i or owner.dep_ != "poss" or what.i != s.i + 1:
            continue
        if reason.lower_ not in REASONS or what.i + 1 >= len(doc) or doc[what.i + 1].text != ",":
            continue
        verb = reason.head if reason.head.i not in (what.i, owner.i) else what.head
        s.head, s.dep_, s.tag_, s.pos_ = (verb if verb.i != reason.i else s), "advcl", "VBZ", "AUX"
        s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")
        reason.head, reason.dep_ = s, "mark"
        what.head, what.dep_ = s, "acomp" if what.pos_ == "ADJ" else "attr"
        owner.head, owner.dep_ = s, "nsubj"


_WHAT_ONE_IS = DIETS | frozenset({"diabetic", "coeliac", "celiac", "pregnant", "deaf", "blind"})


def is_adjective(doc: Any) -> None:
    """ "my partner Fen's allergic to shellfish" parsed as a possessive owning "allergic": a possessive
    owns a noun, never an adjective, so the "'s" is "is". When the parser hung the adjective on a later
    noun ("..., so nothing with prawns"), the "'s" takes that noun's place and the noun hangs on it."""
    for s in doc[1:-1]:
        owner, what = doc[s.i - 1], doc[s.i + 1]
        set_off = any(c.text == "," and c.i > what.i for c in owner.children)  # (", that one you should ...")
        set_off = set_off and not what.lower_.endswith("ed")  # ("Noor's qualified as a vet, ...": has qualified)
        if s.tag_ == "POS" and s.head.i == owner.i and what.pos_ == "ADJ" and what.head.i == owner.i and set_off:
            _adjective_on_owner(s, owner, what)  # "Joost's allergic to shellfish though, that one you ..."
            continue
        if s.tag_ != "POS" or s.head.i != owner.i or owner.dep_ != "poss" or owner.head.i != what.i:
            continue
        said_of = what.pos_ == "ADJ" or what.lower_ in _WHAT_ONE_IS  # ("Sam's vegan, ...": tagged a noun)
        # ("the school seems to think Maddie's gifted": a thing owned is no clause of what is thought)
        said_of = said_of or (what.dep_ == "ccomp" and what.lower_.endswith("ed") and not list(what.children)[1:])
        # ("the alarm code's 4-7-1-9", "my niece Kaylee's expecting": a number or a state is said of it, not owned)
        stated = what.pos_ == "NUM" or (what.tag_ == "NN" and what.lower_.endswith("ing"))
        said_of = said_of or (stated and what.dep_ in ("conj", "ROOT", "dep", "ccomp"))
        if not said_of or any(c.dep_ in ("nsubj", "nsubjpass") for c in what.children):
            continue
        top = what.head if what.dep_ == "amod" and what.head.i > what.i else what
        if top is not what and top.pos_ not in ("NOUN", "PRON", "PROPN"):
            continue
        # "don't forget Freya's allergic to ...": what is known, not owned (before the lemmatizer: the word)
        known = top.dep_ == "dobj" and top.head.lower_ in FACTIVE
        if top.dep_ not in ("ROOT", "conj", "ccomp", "advcl", "parataxis", "dep") and not known:
            continue  # "my daughter's uni in Durham": "uni", tagged an adjective, is owned
        up = top.head
        s.head, s.dep_ = (s, "ROOT") if up.i == top.i else (up, top.dep_ if top is what else "conj")
        s.dep_ = "ccomp" if known else ("conj" if s.dep_ == "dep" else s.dep_)  # ("..., and the alarm code's 4-7-1-9")
        for c in list(top.children):
            if c.i < owner.left_edge.i:  # "And ..." opening the clause: now the verb's
                c.head = s
        if top is not what:
            top.head, top.dep_ = s, "npadvmod"
        what.head, what.dep_ = s, "acomp"
        owner.head, owner.dep_ = s, "nsubj"
        s.tag_, s.pos_ = "VBZ", "AUX"
        s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")


def _adjective_on_owner(s: Any, owner: Any, what: Any) -> None:
    """The adjective hung on the owner itself ("Joost" ROOT, "allergic" its modifier): "'s" is "is", the
    owner its subject, and what hung on the owner after it hangs on the verb."""
    if owner.dep_ == "ROOT":
        s.head, s.dep_ = s, "ROOT"
    else:
        s.head, s.dep_ = owner.head, owner.dep_
    for c in list(owner.children):
        if c.i > s.i and c.i != what.i:
            c.head = s
    what.head, what.dep_ = s, "acomp"
    owner.head, owner.dep_ = s, "nsubj"
    s.tag_, s.pos_ = "VBZ", "AUX"
    s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")


def name_is(doc: Any) -> None:
    """ "her name's Juniper" parsed as a possessive ("name's Juniper"): a name owns nothing; "'s" is "is"."""
    for s in doc[1:-1]:
        name, given = doc[s.i - 1], doc[s.i + 1]
        while given.head.i > given.i and given.head.pos_ == "PROPN" and given.head.i != s.i:
            given = given.head  # "my name's Thea Marchbanks": the whole name
        if s.tag_ != "POS" or name.lower_ != "name" or not given.text[:1].isupper() or given.i < name.head.i:
            continue
        if s.i < given.head.i < given.i:
            continue  # (a name whose head is inside it: no repair that could loop)
        for t in doc[s.i + 1 : given.i]:
            t.head, t.dep_ = given, "compound"
        top = given if given.head.i not in (name.i, s.i) else name
        if top.head.i == top.i:
            s.head, s.dep_ = s, "ROOT"
        else:  # "..., her name's Juniper": a clause of its own beside the one before
            s.head, s.dep_ = top.head, "parataxis" if top.head.pos_ in ("VERB", "AUX") else top.dep_
        name.head, name.dep_ = s, "nsubj"
        given.head, given.dep_, given.pos_, given.tag_ = s, "attr", "PROPN", "NNP"
        s.tag_, s.pos_, s.lemma_ = "VBZ", "AUX", "be"


def appos_is(doc: Any) -> None:
    """ "my flatmate dev's a nurse there too" parsed as "my flatmate, Dev" with the "'s" hung on the name
    (a verb by its tag, "case" by its arc): the relation is the subject, "'s" the verb."""
    for s in doc[1:-1]:
        owner = s.head
        said = [c for c in s.children if c.dep_ in ("attr", "acomp")]
        if s.dep_ != "case" or s.tag_ != "VBZ" or owner.i != s.i - 1 or owner.dep_ != "appos" or not said:
            continue
        subject = owner.head  # (a relation: not "Mate, the Murray's the longest river")
        if subject.head.i != subject.i or subject.i > owner.i or subject.lower_ not in RELATIONS | PETS:
            continue  # (only where the relation was left as the sentence's root: no repair that could loop)
        if not any(c.dep_ == "poss" for c in subject.children):
            continue  # (one's own: "my flatmate", not "Mate, the Murray's ...", said to the listener)
        s.head, s.dep_ = s, "ROOT"
        for c in [c for c in subject.children if c.i > s.i]:  # "too": the clause's, not the relation's
            c.head = s
        subject.head, subject.dep_ = s, "nsubj"
        s.pos_, s.lemma_ = "AUX", "be"


def appos_adjective(doc: Any) -> None:
    """ "but my partner jamie's allergic to dogs so ..." parsed as "my partner, Jamie's" with "allergic" hung on
    the partner: a name owns no adjective, so the "'s" is "is" and the partner its subject."""
    for s in doc[1:-1]:
        owner, what = doc[s.i - 1], doc[s.i + 1]
        kin = owner.head
        if s.tag_ != "POS" or s.head.i != owner.i or owner.dep_ != "appos" or kin.i > owner.i:
            continue
        if what.pos_ != "ADJ" or what.dep_ != "amod" or what.head.i != kin.i:
            continue
        up = kin.head
        s.head, s.dep_ = (s, "ROOT") if up.i == kin.i else (up, "parataxis")
        kin.head, kin.dep_ = s, "nsubj"
        what.head, what.dep_ = s, "acomp"
        s.tag_, s.pos_, s.lemma_ = "VBZ", "AUX", "be"
        s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")
