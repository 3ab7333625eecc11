"""The first person said in the third: "I" and "my" become the user and the user's, and the verb agrees with
it ("I'm" is "the user is", "we've" is "the user has", "I wanna" is "the user wants to")."""

from __future__ import annotations

from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause

_FIRST = {
    "i": "the user",
    "me": "the user",
    "myself": "the user",
    "we": "the user",
    "us": "the user",
    "ourselves": "the user",
    "my": "the user's",
    "our": "the user's",
    "mine": "the user's",
    "ours": "the user's",
}
_BE_HAVE = {
    "am": "is",
    "'m": "is",
    "m": "is",
    "are": "is",
    "'re": "is",
    "were": "was",
    "have": "has",
    "'ve": "has",
    "do": "does",
}
_CONTRACTIONS = {
    "'s": "is",
    "'re": "are",
    "'m": "am",
    "'ve": "have",
    "'ll": "will",
    "'d": "would",
    "n't": "not",
    "ca": "can",
    "wo": "will",
    "sha": "shall",
}

# "I wanna be a physio": the user wants to be one
_RUN_TOGETHER = {"wanna": "wants to", "gonna": "is going to", "gotta": "has to", "hafta": "has to"}


def third_person(verb: str) -> str:
    low = verb.lower()
    if low in _BE_HAVE:
        return _BE_HAVE[low]
    if low in _RUN_TOGETHER:
        return _RUN_TOGETHER[low]
    if low.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if len(low) > 2 and low.endswith("y") and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def agreeing_verb(clause: Clause) -> Any | None:
    """The finite verb that agrees with a first-person subject ("I work", "we are"), if any."""
    subj = clause.subject
    if subj is None or subj.lower_ not in lx.SPEAKER_SUBJECTS:
        return None
    for tok in clause.tokens:
        if tok.i > subj.i and tok.pos_ in ("AUX", "VERB"):
            return tok if tok.tag_ in ("VBP", "VBD", "VB") else None
    return None


def word_of(tok: Any, agree: Any | None, resolved: dict[int, str]) -> str:
    if tok.lower_ in ("s", "m") and tok.norm_ in ("'s", "'m") and tok.i not in resolved:
        return _said_word(tok, tok.norm_, agree)  # "hes a saluki cross": he is
    if typed_contraction(tok) and tok.i not in resolved:
        return _said_word(tok, "'" + tok.lower_, agree)  # "weve just moved": we have
    if tok.i in resolved:
        return resolved[tok.i]
    return _said_word(tok, tok.lower_, agree)


def _said_word(tok: Any, low: str, agree: Any | None) -> str:
    if low in _FIRST and tok.pos_ == "PRON":
        return _FIRST[low]
    if agree is not None and tok.i == agree.i:
        if tok.tag_ == "VBD":
            return "was" if low == "were" else tok.text
        if low == "'s" or (low in _CONTRACTIONS and low not in ("'m", "'re", "'ve")):
            return _CONTRACTIONS.get(low, tok.text)
        return third_person(low if low in _BE_HAVE else tok.text)
    if low == "'s" and tok.pos_ == "PART":
        return tok.text  # a possessive stays on its noun
    if low == "'s" and (tok.lemma_ == "have" or _has_done(tok)):
        return "has"
    if low in ("ca", "wo", "sha") and not (tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].lower_ == "n't"):
        return tok.text  # "Sha Tin", not "shall Tin": "sha" is "shall" only in "shan't"
    return _CONTRACTIONS.get(low, tok.text)


def typed_contraction(tok: Any) -> bool:
    """ "weve", "theyre", "youll" typed or transcribed without the apostrophe: spaCy splits off the "ve"."""
    doc = tok.doc
    return (
        tok.lower_ in ("ve", "re", "ll", "d")
        and tok.i > 0
        and not doc[tok.i - 1].whitespace_
        and doc[tok.i - 1].pos_ == "PRON"
    )


# verbs of going that take no object: "she's moved to Limerick" has moved (the parse may read it passive)
_GONE_SOMEWHERE = frozenset({"move", "go", "come", "emigrate", "relocate", "retire", "return", "arrive", "pass"})
# (nor is one "started" or "graduated": "she's just started Year 1", whatever the parse made of "Year 1")
_GONE_SOMEWHERE |= {"start", "begin", "finish", "graduate", "qualify", "turn", "grow"}


def _has_done(tok: Any) -> bool:
    """ "Ibrahim's just started karate": "'s" before a participle with an object is "has", not "is"."""
    for after in tok.doc[tok.i + 1 : tok.i + 3]:
        if after.lower_ == "been":  # "he's been living in Leeds"
            return True
        if after.tag_ == "VBN":  # active ("aux", not "auxpass": "Rex's called"), or with an object
            return (
                tok.dep_ == "aux"
                or after.lemma_.lower() in _GONE_SOMEWHERE
                or any(c.dep_ == "dobj" or (c.dep_ == "xcomp" and c.pos_ == "NOUN") for c in after.children)
            )
        if after.pos_ != "ADV":
            return False
    return False
