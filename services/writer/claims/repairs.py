"""A spaCy component after the parser (and the parts of speech): misreadings of speech put right.

Spoken sentences join two facts with "and" ("I work nights at the Royal Infirmary and my wife Dana
teaches Year 4"); the small model often coordinates "my wife Dana" with "the Royal Infirmary" and
leaves "teaches" without a subject, so the second fact is lost and the first gains a stray "wife".
A finite verb with no subject of its own, right after a noun phrase joined by "and" to an earlier
noun, takes that phrase as its subject. "My partner's called Ifeoma, she ..." read as a possessive
("partner's called Ifeoma") is a name given, "Theo's graduated" is "Theo has graduated", and "Since
my husband's coeliac, ..." gives the reason its verb. The tree is changed in place; the text is untouched.
"""

from __future__ import annotations

from typing import Any

from spacy.language import Language

from services.writer.claims.lexicon import PETS, RELATIONS

NAME = "koe_repairs"
_FINITE = frozenset({"VBZ", "VBP", "VBD"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})


def _stranded_subject(verb: Any) -> Any | None:
    """The noun phrase ending right before the verb that was coordinated with an earlier noun."""
    if verb.i == 0 or any(c.dep_ in _SUBJECTS for c in verb.children):
        return None
    before = verb.doc[verb.i - 1]
    for tok in [before, *before.ancestors]:
        if tok.right_edge.i != verb.i - 1 or tok.i > verb.i:
            break
        if tok.dep_ == "conj" and tok.pos_ in ("NOUN", "PROPN") and tok.head.pos_ in ("NOUN", "PROPN", "NUM"):
            return tok if verb not in tok.ancestors else None
    return None


def _named_possessive(doc: Any) -> None:
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


def _has_done(doc: Any) -> None:
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


REASONS = frozenset({"since", "as", "because", "cause", "'cause", "cos", "coz"})
_WHAT_FOLLOWS_IS = frozenset({"a", "an", "the", "not", "my", "our", "your", "his", "her", "their"})


def _is_before_article(doc: Any) -> None:
    """ "did I ever tell you Bramble's a springer spaniel?" parsed as a possessive ("Bramble's ...
    spaniel"): a possessive is never followed by "a", "the" or "not", so the "'s" is "is"."""
    for s in doc[1:-1]:
        owner, possessed = doc[s.i - 1], doc[s.i - 1].head
        if s.tag_ != "POS" or s.head.i != owner.i or owner.dep_ != "poss" or possessed.i <= s.i + 1:
            continue
        if doc[s.i + 1].lower_ not in _WHAT_FOLLOWS_IS:
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


def _is_before_place(doc: Any) -> None:
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


def _reason_is(doc: Any) -> None:
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


def _is_adjective(doc: Any) -> None:
    """ "my partner Fen's allergic to shellfish" parsed as a possessive owning "allergic": a possessive
    owns a noun, never an adjective, so the "'s" is "is". When the parser hung the adjective on a later
    noun ("..., so nothing with prawns"), the "'s" takes that noun's place and the noun hangs on it."""
    for s in doc[1:-1]:
        owner, what = doc[s.i - 1], doc[s.i + 1]
        if s.tag_ != "POS" or s.head.i != owner.i or owner.dep_ != "poss" or owner.head.i != what.i:
            continue
        if what.pos_ != "ADJ" or any(c.dep_ in ("nsubj", "nsubjpass") for c in what.children):
            continue
        top = what.head if what.dep_ == "amod" and what.head.i > what.i else what
        if top is not what and top.pos_ not in ("NOUN", "PRON", "PROPN"):
            continue
        if top.dep_ not in ("ROOT", "conj", "ccomp", "advcl", "parataxis"):
            continue  # "my daughter's uni in Durham": "uni", tagged an adjective, is owned
        up = top.head
        s.head, s.dep_ = (s, "ROOT") if up.i == top.i else (up, top.dep_ if top is what else "conj")
        for c in list(top.children):
            if c.i < owner.left_edge.i:  # "And ..." opening the clause: now the verb's
                c.head = s
        if top is not what:
            top.head, top.dep_ = s, "npadvmod"
        what.head, what.dep_ = s, "acomp"
        owner.head, owner.dep_ = s, "nsubj"
        s.tag_, s.pos_ = "VBZ", "AUX"
        s.set_morph("Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin")


def _do_as_verb(doc: Any) -> None:
    """ "The kids do nippers at the surf club" parsed with "nippers" as the verb and "do" its auxiliary:
    a noun has no auxiliary, so "do" (or "has") is the verb and the noun what is done (or had)."""
    for do in doc:
        thing = do.head
        # (and "because my husband has gout", "gout" taken for the verb: "has" is)
        if do.lower_ not in ("do", "does", "did", "has", "have", "had") or do.dep_ != "aux":  # (no lemmas yet)
            continue
        if thing.pos_ not in ("NOUN", "PROPN") or thing.i < do.i:
            continue
        if not any(c.dep_ in ("nsubj", "nsubjpass") for c in [*thing.children, *do.children]):
            continue
        up = thing.head
        do.head, do.dep_ = (do, "ROOT") if up.i == thing.i else (up, thing.dep_)
        for c in list(thing.children):
            if c.i < do.i or c.dep_ in ("nsubj", "prt", "prep", "npadvmod", "advmod", "punct", "conj", "cc", "mark"):
                c.head = do
        thing.head, thing.dep_ = do, "dobj"
        do.tag_ = {"VBP": "VBP", "VBZ": "VBZ", "VBD": "VBD"}.get(do.tag_, "VBP")
        do.pos_ = "VERB"


def _kin_name(doc: Any) -> None:
    """ "my grandson Daniyal got admission", with "Daniyal" taken for an adverb: a capitalised word right
    after "my grandson" is his name, whatever the tagger made of a name it has never seen."""
    for tok in doc[2:]:
        kin = doc[tok.i - 1]
        if tok.pos_ == "PROPN" or not (tok.text[:1].isupper() and tok.text[1:].islower()) or list(tok.children):
            continue
        if kin.pos_ != "NOUN" or kin.lower_ not in RELATIONS | PETS:
            continue
        if any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in kin.children):
            tok.head, tok.dep_, tok.pos_, tok.tag_ = kin, "appos", "PROPN", "NNP"


def _bare_verb_joined(doc: Any) -> None:
    """ "I reckon we'd downsize, buy a campervan and tour Norway": a bare verb joined to "reckon" belongs
    with the bare verb before it that has the modal ("'d downsize, buy"), not with the finite one."""
    for verb in doc:
        head = verb.head
        if verb.dep_ != "conj" or verb.tag_ != "VB" or head.tag_ == "VB" or head.i >= verb.i:
            continue
        if any(c.dep_ in ("nsubj", "aux") for c in verb.children):
            continue
        between = [t for t in doc[head.i + 1 : verb.i] if t.tag_ == "VB" and t.head.i == head.i]
        modal = [t for t in between if any(a.dep_ == "aux" and a.tag_ == "MD" for a in t.children)]
        if modal:
            verb.head = modal[-1]


def _name_taken_for_verb(doc: Any) -> None:
    """ "the place at Caddo Bend most weekends", "Bend" taken for a verb: a capitalised word with a name
    before it, right after a preposition, ends that name (what hung on it goes to the verb above)."""
    for tok in doc[2:]:
        first = doc[tok.i - 1]
        if tok.pos_ not in ("VERB", "AUX") or not tok.text[:1].isupper() or tok.is_sent_start:
            continue
        if first.pos_ != "PROPN" or first.head.i != tok.i or first.i < 1 or doc[first.i - 1].pos_ != "ADP":
            continue
        prep = doc[first.i - 1]
        verb = next((a for a in prep.ancestors if a.pos_ in ("VERB", "AUX")), None)
        if verb is None or any(a.i == tok.i for a in prep.ancestors):
            continue  # (never a loop: the word must not be above its preposition)
        for c in list(tok.children):
            if c.i > tok.i:
                c.head, c.dep_ = verb, "npadvmod"
        tok.head, tok.dep_, tok.pos_, tok.tag_ = prep, "pobj", "PROPN", "NNP"


def _name_is(doc: Any) -> None:
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


def _name_taken_for_subject(doc: Any) -> None:
    """ "my cat Pavlova reckons she owns the joint" parsed as "my cat (that) Pavlova reckons": the name
    right after "my cat" is the cat's, and the cat is the subject of the verb."""
    for kin in doc[:-2]:
        name, verb = doc[kin.i + 1], doc[kin.i + 1].head
        if kin.pos_ != "NOUN" or kin.lower_ not in RELATIONS | PETS or name.pos_ != "PROPN":
            continue
        if not any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in kin.children):
            continue
        if name.dep_ == "nsubj" and verb.dep_ == "relcl" and verb.head.i == kin.i:
            if kin.head.i == kin.i:
                verb.head, verb.dep_ = verb, "ROOT"
            else:
                verb.head, verb.dep_ = kin.head, kin.dep_
            kin.head, kin.dep_ = verb, "nsubj"
            name.head, name.dep_ = kin, "appos"


def _number_taken_for_subject(doc: Any) -> None:
    """ "Hinata is seven and Mio is four" parsed as "Hinata is" and "seven and Mio is four": a "be" with
    nothing said after it, before a number the parser made the next "be"'s subject along with a name,
    takes the number; the name is the next one's subject."""
    for be in doc[:-3]:
        number = doc[be.i + 1]
        if be.lemma_ != "be" or number.tag_ != "CD" or number.dep_ != "nsubj" or number.head.lemma_ != "be":
            continue
        if any(c.dep_ in ("attr", "acomp", "prep", "oprd") for c in be.children) or number.head.i <= number.i:
            continue
        names = [c for c in number.children if c.dep_ == "conj" and c.pos_ in ("PROPN", "NOUN")]
        if not names:
            continue
        nxt = number.head
        for c in number.children:
            if c.dep_ == "cc":
                c.head = be if nxt.head.i == be.i else nxt.head
        names[0].head, names[0].dep_ = nxt, "nsubj"
        number.head, number.dep_ = be, "attr"
        if nxt.head.i == be.i:
            nxt.dep_ = "conj"


def _gotta(doc: Any) -> None:
    """ "I gotta feed the cattle": "have got to", now (the tagger reads the "got" of "gotta" as past)."""
    for got in doc[:-1]:
        if got.lower_ == "got" and not got.whitespace_ and doc[got.i + 1].lower_ == "ta":
            got.set_morph("Tense=Pres|VerbForm=Fin")  # (its tag stays: "the user gotta", not "gotsta")


def _has_loop(doc: Any) -> bool:
    """A head chain that never reaches a root: what a repair must never leave behind."""
    for tok in doc:
        seen = 0
        while tok.head.i != tok.i:
            tok, seen = tok.head, seen + 1
            if seen > len(doc):
                return True
    return False


@Language.component(NAME)
def repairs(doc: Any) -> Any:
    """Every repair below, on the parse; if any left a loop in the tree, the parse as it came."""
    before = [(t.head.i, t.dep_, t.pos_, t.tag_) for t in doc]
    _repaired(doc)
    if _has_loop(doc):
        for tok, (head, dep, pos, tag) in zip(doc, before, strict=True):
            tok.head, tok.dep_, tok.pos_, tok.tag_ = doc[head], dep, pos, tag
    return doc


def _repaired(doc: Any) -> None:
    _named_possessive(doc)
    _gotta(doc)
    _number_taken_for_subject(doc)
    _name_taken_for_subject(doc)
    _name_is(doc)
    _bare_verb_joined(doc)
    _name_taken_for_verb(doc)
    _kin_name(doc)
    _reason_is(doc)
    _is_before_article(doc)
    _is_before_place(doc)
    _is_adjective(doc)
    _do_as_verb(doc)
    _has_done(doc)
    for verb in doc:
        if verb.tag_ not in _FINITE or verb.dep_ not in ("advcl", "conj", "ccomp", "dep"):
            continue
        subject = _stranded_subject(verb)
        if subject is None:
            continue
        joiner = [c for c in subject.head.children if c.dep_ == "cc" and c.i == subject.left_edge.i - 1]
        subject.head, subject.dep_ = verb, "nsubj"
        for cc in joiner:
            cc.head = verb
        if verb.head.pos_ in ("VERB", "AUX"):
            verb.dep_ = "conj"


def add_to(nlp: Any) -> Any:
    """The pipeline with the component after its parser and tag mapping (once)."""
    if NAME not in nlp.pipe_names:
        nlp.add_pipe(NAME, after="attribute_ruler")  # where the parts of speech are set
    return nlp
