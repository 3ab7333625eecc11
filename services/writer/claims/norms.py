"""A spaCy component before the tagger and parser: words whose reading the next word settles.

The small English model reads "Ruth's not my sister" as a possessive ("Ruth's ... sister"), which
turns the denial into an assertion about a sister. A possessive "'s" is followed by what is owned,
never by "not", an article, a possessive pronoun or a preposition: there it is "is".

The token's norm (which the model's features are built from) says so; the text is untouched.
"""

from __future__ import annotations

from typing import Any

from spacy.language import Language

# After "'s", these words mean "is": "Ruth's not", "Dad's a plumber", "Mum's in Leeds", "Jo's my aunt".
VERB_AFTER = frozenset(
    {"not", "a", "an", "the", "my", "our", "your", "his", "her", "their", "in", "at", "on", "from"}
    | {"called", "named"}  # "My partner's called Ifeoma"
)
NAME = "koe_norms"


@Language.component(NAME)
def norms(doc: Any) -> Any:
    for tok in doc[1:-1]:
        after = doc[tok.i + 1]
        if tok.lower_ in ("'s", "’s") and not doc[tok.i - 1].is_punct and after.lower_ in VERB_AFTER:
            tok.norm_ = "is"
    return doc


def add_to(nlp: Any) -> Any:
    """The pipeline with the component first, where the token features are made (once)."""
    if NAME not in nlp.pipe_names:
        nlp.add_pipe(NAME, first=True)
    return nlp
