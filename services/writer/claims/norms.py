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
    # "Our Ciarán's over in Lisbon", "Mum's still at Tesco": an adverb is owned by no one
    | {"over", "back", "home", "away", "off", "out", "still", "now", "always", "never", "also", "really", "so", "very"}
)
NAME = "koe_norms"
_BARE = frozenset({"he", "she", "it", "that", "who", "what", "there", "here", "i"})


# After "its" typed for "it's", these say it was "it is": "its not cashews", "its a saluki".
IT_IS_AFTER = frozenset({"not", "a", "an", "the", "my", "our", "her", "his", "just", "only", "so", "really", "all"})
IT_IS_AFTER |= {"me", "us"}  # "its me, my wife Rutendo and our twins"


def _split_its(doc: Any) -> None:
    """ "its not cashews ishita is allergic to sesame": in a transcript "its" before these is "it's" (never
    the possessive, which is followed by what is owned); split as the tokenizer splits "hes"."""
    found = [t for t in doc[:-1] if t.lower_ == "its" and doc[t.i + 1].lower_ in IT_IS_AFTER]
    if found:
        with doc.retokenize() as retokenizer:
            for tok in found:
                retokenizer.split(tok, [tok.text[:2], tok.text[2:]], heads=[(tok, 1), (tok, 1)])


def _split_were(doc: Any) -> None:
    """ "and were shifting to a bigger flat in baner next month": "were" with no one before it, before an -ing
    word, is "we're" typed without its apostrophe (a past "were" has its subject: "we were shifting")."""
    found = [
        t
        for t in doc[:-1]
        if t.lower_ == "were"
        and (t.i == 0 or doc[t.i - 1].lower_ in ("and", "so", "but", "now", "also", ",", "."))
        and doc[t.i + 1].lower_.endswith("ing")
    ]
    if found:
        with doc.retokenize() as retokenizer:
            for tok in found:
                retokenizer.split(
                    tok, [tok.text[:2], tok.text[2:]], heads=[(tok, 1), (tok, 1)], attrs={"NORM": ["we", "'re"]}
                )


# Verbs after which Pidgin "am" is "it" ("remove am", "no write am"), not "I am"
_PIDGIN_IT_AFTER = frozenset(
    {"remove", "delete", "forget", "write", "keep", "save", "leave", "comot", "cancel", "erase"}
)


@Language.component(NAME)
def norms(doc: Any) -> Any:
    _split_its(doc)
    _split_were(doc)
    for tok in doc[1:]:
        # "hes a vet", "im in year three": the tokenizer splits the contraction written without its
        # apostrophe, but leaves "s" and "m" to be read as letters
        if tok.lower_ in ("s", "m") and not doc[tok.i - 1].whitespace_ and doc[tok.i - 1].lower_ in _BARE:
            tok.norm_ = "'" + tok.lower_
            after = doc[tok.i + 1].lower_ if tok.i + 1 < len(doc) else ""
            tok.lemma_ = "have" if after in ("got", "been", "gotten") else "be"  # the lemmatizer keeps it
    for tok in doc:
        if tok.text in ("n", "w") and 0 < tok.i < len(doc) - 1:  # texting: "Kelvin Grove n first bell's 8.30"
            tok.norm_ = "and" if tok.text == "n" else "with"  # ("held together w duct tape")
        elif tok.lower_ == "abeg":  # Nigerian Pidgin: "abeg remove am" (please remove it)
            tok.norm_ = "please"
        elif tok.lower_ == "am" and tok.i and doc[tok.i - 1].lower_ in _PIDGIN_IT_AFTER:
            tok.norm_ = "it"
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
