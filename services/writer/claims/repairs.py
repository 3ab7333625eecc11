"""A spaCy component after the parser (and the parts of speech): a misattached subject given back to its verb.

Spoken sentences join two facts with "and" ("I work nights at the Royal Infirmary and my wife Dana
teaches Year 4"); the small model often coordinates "my wife Dana" with "the Royal Infirmary" and
leaves "teaches" without a subject, so the second fact is lost and the first gains a stray "wife".
A finite verb with no subject of its own, right after a noun phrase joined by "and" to an earlier
noun, takes that phrase as its subject (the tree is changed in place; the text is untouched).
"""

from __future__ import annotations

from typing import Any

from spacy.language import Language

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
        if tok.dep_ == "conj" and tok.pos_ in ("NOUN", "PROPN") and tok.head.pos_ in ("NOUN", "PROPN"):
            return tok if verb not in tok.ancestors else None
    return None


@Language.component(NAME)
def repairs(doc: Any) -> Any:
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
    return doc


def add_to(nlp: Any) -> Any:
    """The pipeline with the component after its parser and tag mapping (once)."""
    if NAME not in nlp.pipe_names:
        nlp.add_pipe(NAME, after="attribute_ruler")  # where the parts of speech are set
    return nlp
