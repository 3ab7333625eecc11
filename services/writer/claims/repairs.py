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

from services.writer.claims import apostrophe_s
from services.writer.claims.joins import so_after, subject_taken_for_object
from services.writer.claims.lexicon import DISCOURSE, PETS, RELATIONS
from services.writer.claims.pauses import reports

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
        if tok.pos_ == "PROPN" or not (tok.text[:1].isupper() and tok.text[1:].islower()):
            continue
        if kin.pos_ != "NOUN" or kin.lower_ not in RELATIONS | PETS:
            continue
        if not list(tok.children) and any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in kin.children):
            tok.head, tok.dep_, tok.pos_, tok.tag_ = kin, "appos", "PROPN", "NNP"
            continue
        # "for my grandson Remy", parsed as a noun "Remy" with "my grandson" before it: the grandson is
        # the head, and Remy his name
        owner = doc[kin.i - 1]
        hung = kin.dep_ == "compound" and kin.head.i == tok.i and owner.dep_ == "poss" and owner.head.i == tok.i
        if hung and owner.lower_ in ("my", "our") and len(list(tok.children)) == 2 and tok.dep_ != "ROOT":
            kin.head, kin.dep_ = tok.head, tok.dep_
            owner.head = kin
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


def _subject_joined_across(doc: Any) -> None:
    """ "we live at number twenty one Bryn Terrace and my son Gareth takes me to chapel" parsed with "Bryn
    Terrace and my son Gareth" as the subject of "takes": a verb in the singular has one subject, so the
    conjunct "my son Gareth" is it, and the noun before "and" ends the clause before (and that clause,
    read as what "takes" says, is the first of the two)."""
    for verb in doc:
        if verb.tag_ != "VBZ":
            continue
        first = next((c for c in verb.children if c.dep_ == "nsubj" and c.i < verb.i), None)
        if first is None or first.left_edge.i == 0 or first.pos_ not in ("NOUN", "PROPN"):
            continue
        kin = [c for c in first.children if c.dep_ == "conj" and c.lower_ in RELATIONS | PETS and c.i < verb.i]
        if not kin or not any(g.dep_ == "poss" and g.lower_ in ("my", "our") for g in kin[0].children):
            continue
        before = [c for c in verb.children if c.dep_ == "ccomp" and c.i < first.i]
        if not before:
            continue  # ("my brother and my son Gareth takes": only where a clause came before)
        host = doc[first.left_edge.i - 1].head
        cc = [c for c in first.children if c.dep_ == "cc" and first.i < c.i < kin[0].i]
        first.head, first.dep_ = host, "appos"
        kin[0].head, kin[0].dep_ = verb, "nsubj"
        clause = before[0]
        clause.head, clause.dep_ = (clause, "ROOT") if verb.head.i == verb.i else (verb.head, verb.dep_)
        verb.head, verb.dep_ = clause, "conj"
        for c in cc:
            c.head = clause


def _told_without_that(doc: Any) -> None:
    """ "Mr Okafor keeps telling the whole street my hedges are an eyesore" parsed with "are" joined to
    "keeps" as a second thing he does: a clause right after a verb of saying and its listener, with no
    "and" or pause between, is what is said (its complement), as with "that"."""
    for verb in doc:
        if verb.dep_ not in ("conj", "ccomp") or verb.tag_ not in _FINITE or verb.head.i >= verb.i:
            continue
        chain = [verb.head, *(c for c in verb.head.children if c.dep_ == "xcomp" and c.i < verb.i)]
        said = [t for t in chain if reports(t)]  # (by its form: no lemmas yet)
        if not said or (said[-1].i == verb.head.i and verb.dep_ == "ccomp"):
            continue  # (already what that verb says)
        start = verb.left_edge.i
        between = doc[said[-1].i + 1 : start]
        if any(t.dep_ == "cc" or t.is_punct for t in between) or not any(t.dep_ == "dobj" for t in between):
            continue
        verb.head, verb.dep_ = said[-1], "ccomp"


def _am_under_i(doc: Any) -> None:
    """ "talofa im Sione" parsed with "i" as the root and "m" hanging on it: "m" is "am", the verb, and
    "i" its subject."""
    for am in doc[1:]:
        i = doc[am.i - 1]
        if am.lower_ not in ("m", "'m") or i.lower_ != "i" or am.head.i != i.i or i.dep_ == "nsubj":
            continue
        am.head, am.dep_ = (am, "ROOT") if i.head.i == i.i else (i.head, i.dep_)
        for c in list(i.children):
            if c.i != am.i:
                c.head = am
        i.head, i.dep_ = am, "nsubj"
        am.pos_ = "AUX"


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


_HAVE = frozenset({"have", "has", "had", "'ve", "got", "gotten", "get", "gets"})
_BE = frozenset({"be", "been", "is", "am", "are", "was", "were", "'s", "'m", "'re"})


def _have_doing(doc: Any) -> None:
    """ "We've got swimming every Saturday", "we have choir on Mondays" with "have" or "got" read as the
    auxiliary of the -ing word: no tense is made so, the -ing word is what they have (an activity)."""
    for doing in doc:
        auxes = [c for c in doing.children if c.dep_ == "aux"]
        if doing.tag_ != "VBG" or not auxes or auxes[-1].lower_ not in _HAVE or auxes[-1].i != doing.i - 1:
            continue  # (the lemmatizer has not run yet: the forms, not the lemmas)
        if any(a.lower_ in _BE for a in auxes):
            continue
        verb = auxes[-1]
        verb.head, verb.dep_ = (verb, "ROOT") if doing.head.i == doing.i else (doing.head, doing.dep_)
        for c in [c for c in doing.children if c.i != verb.i]:
            c.head = verb
        doing.head, doing.dep_, doing.tag_, doing.pos_ = verb, "dobj", "NN", "NOUN"
        verb.pos_ = "VERB"


_HESITATIONS = frozenset({"em", "emm", "erm", "um", "umm", "uh", "uhm", "er", "ehm"})


def _hesitation(doc: Any) -> None:
    """ "and, em, I've been going to a counsellor": a sound made while thinking, never a name; nor "Aye, she's
    ten weeks": a word of answer opening the sentence before a comma."""
    for tok in doc:
        opening = tok.i == tok.sent.start and tok.i + 1 < len(doc) and doc[tok.i + 1].text == ","
        if (tok.lower_ in _HESITATIONS or (opening and tok.lower_ in DISCOURSE)) and tok.pos_ in ("PROPN", "NOUN"):
            tok.pos_, tok.tag_ = "INTJ", "UH"
            if tok.dep_ not in ("ROOT",):
                tok.dep_ = "intj"


def _allergic_to(doc: Any) -> None:
    """ "Sam's allergic to sesame too" parsed as "to sesame", a verb: what one is allergic to is a thing."""
    for to in doc[1:-1]:
        what, allergic = to.head, doc[to.i - 1]
        if to.lower_ != "to" or to.dep_ != "aux" or allergic.lower_ != "allergic" or what.i != to.i + 1:
            continue
        for c in [c for c in what.children if c.i > what.i]:  # "too": the adjective's
            c.head = allergic
        to.head, to.dep_, to.pos_, to.tag_ = allergic, "prep", "ADP", "IN"
        what.head, what.dep_, what.pos_, what.tag_ = to, "pobj", "NOUN", "NN"


def _name_taken_for_punct(doc: Any) -> None:
    """ "my new flatmate is Diego he's from Monterrey" with "Diego" a mark of punctuation: what "is" says."""
    for name in doc[1:]:
        be = name.head
        if name.dep_ != "punct" or name.tag_ != "NNP" or be.lower_ not in _BE or be.i != name.i - 1:
            continue
        if not any(c.dep_ in ("attr", "acomp") for c in be.children):
            name.dep_, name.pos_ = "attr", "PROPN"


def _that_cut_off(doc: Any) -> None:
    """ "you can forget that I have the anxiety?" parsed as two sentences, "that" a mark of punctuation: the
    clause after "that" is what the verb before it takes."""
    for that in doc[1:-2]:
        verb = that.head
        if that.lower_ != "that" or that.tag_ != "IN" or that.dep_ != "punct" or verb.i > that.i or verb.pos_ != "VERB":
            continue
        nxt = next((t for t in doc[that.i + 1 :] if t.dep_ == "ROOT"), None)
        if nxt is not None and nxt.pos_ in ("VERB", "AUX") and nxt.i > that.i:
            nxt.head, nxt.dep_ = verb, "ccomp"
            that.head, that.dep_ = nxt, "mark"


def _repaired(doc: Any) -> None:
    _hesitation(doc)
    so_after(doc)
    _that_cut_off(doc)
    _name_taken_for_punct(doc)
    _allergic_to(doc)
    _have_doing(doc)
    apostrophe_s.named_possessive(doc)
    _gotta(doc)
    _am_under_i(doc)
    _subject_joined_across(doc)
    _told_without_that(doc)
    _number_taken_for_subject(doc)
    _name_taken_for_subject(doc)
    apostrophe_s.name_is(doc)
    _bare_verb_joined(doc)
    _name_taken_for_verb(doc)
    _kin_name(doc)
    apostrophe_s.reason_is(doc)
    apostrophe_s.is_before_article(doc)
    apostrophe_s.appos_is(doc)
    apostrophe_s.appos_adjective(doc)
    apostrophe_s.is_before_place(doc)
    apostrophe_s.is_adjective(doc)
    _do_as_verb(doc)
    apostrophe_s.has_done(doc)
    apostrophe_s.has_been(doc)
    apostrophe_s.is_doing(doc)
    subject_taken_for_object(doc)
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
