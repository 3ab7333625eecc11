"""A spaCy component before the parser: a spoken ramble's pauses are sentence ends.

Speech comes as one long comma-spliced run ("the boiler broke, and the kids have colds, anyway, Mum's
operation is on the 22nd"), which the parser reads as one sentence and attaches badly. A comma before a
word that turns the talk ("anyway", "um", "oh", "also", "right") starts a new sentence, as a listener
hears it; the parser keeps boundaries set before it runs.
"""

from __future__ import annotations

from typing import Any

from spacy.language import Language

from services.writer.claims.lexicon import MOVING_ON

# A comma before one of these turns the talk: "..., anyway, Mum's operation is on the 22nd".
TURNS = frozenset(
    {"anyway", "anyhow", "um", "umm", "uh", "erm", "er", "oh", "ooh", "ah", "also", "plus", "right", "honestly"}
    | {"basically", "well", "besides"}
)
SUBJECTS = frozenset({"i", "we", "he", "she", "they"})
# Words that close a clause: in a transcript with no punctuation, a subject after one starts the next
# ("fiachra's not a spaniel at all hes a saluki", "im not in her class any more im in year three")
CLOSING = frozenset({"all", "more", "anymore", "though", "tho", "either"})
_BE = frozenset({"'s", "'m", "'re", "'ve", "'ll", "'d", "s", "m"})
NAME = "koe_pauses"


@Language.component(NAME)
def pauses(doc: Any) -> Any:
    for tok in doc[1:]:
        before = doc[tok.i - 1]
        if before.text in (",", ";", "-", "—") and tok.lower_ in TURNS and tok.i + 1 < len(doc):
            tok.is_sent_start = True
        # "people always assume that, I just don't eat pork": a "that" before a pause introduces nothing
        that = tok.i > 1 and doc[tok.i - 2].lower_ == "that" and doc[tok.i - 2].i > 0
        if that and before.text == "," and tok.lower_ in SUBJECTS:
            tok.is_sent_start = True
        # "By the way I am working as ...", "anyway i start at ...": what turns the talk, with no comma
        turned = before.lower_ in MOVING_ON or [t.lower_ for t in doc[max(0, tok.i - 3) : tok.i]] == [
            "by",
            "the",
            "way",
        ]
        if turned and tok.lower_ in SUBJECTS | {"my", "our"}:
            tok.is_sent_start = True
        closed = before.lower_ in CLOSING and (before.lower_ != "all" or doc[tok.i - 2].lower_ == "at")
        verb = tok.i + 1 < len(doc) and (doc[tok.i + 1].pos_ in ("AUX", "VERB") or doc[tok.i + 1].norm_ in _BE)
        if closed and tok.lower_ in SUBJECTS and verb:
            tok.is_sent_start = True
    return doc


def add_to(nlp: Any) -> Any:
    """The pipeline with the component before its parser (once)."""
    if NAME not in nlp.pipe_names:
        nlp.add_pipe(NAME, before="parser")
    return nlp
