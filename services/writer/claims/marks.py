"""What punctuation would have said, where there is none: a question in a transcript with no question
mark ("hey whens my wifes birthday again"), and a dictation with no colon ("type this into the terminal
for me sudo apt install ...")."""

from __future__ import annotations

from typing import Any


def unmarked_question(sentence: Any) -> bool:
    """ "hey whens my wifes birthday again", "is it still the ninth": a transcript's question, with no
    question mark to show it (a lowercase sentence opening, after any greeting, on a wh-word and a verb,
    or on an auxiliary and then its subject)."""
    words = [t for t in sentence if t.pos_ not in ("INTJ", "PUNCT")]
    commas = [t.i for t in sentence if t.text == ","]
    if words and words[0].lower_ == "as" and commas:  # "as a night security man, um, when is the best time ..."
        words = [t for t in words if t.i > commas[0] and t.lower_ not in ("um", "uh", "erm")]
    if "?" in sentence.text or not words or not words[0].text.islower() or len(words) < 3:
        return False
    wh = words[0].tag_ in ("WRB", "WP") and words[1].pos_ in ("AUX", "VERB")
    # ("what time is jummah ...", "how old is the dog": the wh-word with the word it asks of)
    wh = wh or (
        words[0].tag_ in ("WDT", "WP", "WRB") and words[1].pos_ in ("NOUN", "ADJ", "ADV") and words[2].pos_ == "AUX"
    )
    verb = words[0] if words[0].dep_ == "ROOT" else words[0].head  # "is it ...", "does my brother live ..."
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass", "expl")]
    inverted = words[0].pos_ == "AUX" and any(c.left_edge.i == words[1].i for c in subjects)
    return wh or inverted


def dictated(verb: Any) -> set[int]:
    """What a dictation without a colon dictates: the rest of its sentence after "type this (into the
    terminal) (for me)"."""
    pointer = [c for c in verb.children if c.dep_ == "dobj" and c.lower_ in ("this", "these", "the following")]
    if not pointer:
        return set()
    edge = pointer[0].i
    for c in sorted(verb.children, key=lambda c: c.i):
        if c.i == edge + 1 and c.dep_ in ("prep", "dative", "prt"):
            edge = c.right_edge.i
    return {t.i for t in verb.sent if t.i > edge}


_POINTERS = frozenset({"this", "these", "following", "word", "exactly", "verbatim"})
_HOW = frozenset({"word", "for", "exactly", "verbatim", "please", "down", "out"})


def announces_dictation(sentence: Any, dictate_verbs: frozenset[str]) -> bool:
    """ "can you write this down word for word for bea's play", its words left to the next sentence (a
    transcript's break, or a full stop): a dictation asked of koe with nothing dictated after it."""
    for verb in (t for t in sentence if t.lemma_.lower() in dictate_verbs and t.pos_ == "VERB"):
        subject = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
        if subject and subject[0].lower_ != "you":
            continue
        if verb.lemma_.lower() == "read" and any(c.dep_ == "dative" or c.lower_ == "to" for c in verb.children):
            continue  # "can you read me this email": koe reads to the person, who dictates nothing
        pointed = [t for t in verb.subtree if t.lower_ in _POINTERS and t.i > verb.i]
        # (what is left after it only says how or what for: "... word for word for the school play.")
        doc = sentence.doc
        left = [t for t in dictated(verb) if not doc[t].is_punct and doc[t].lower_ not in _HOW]
        left = [t for t in left if not any(a.lower_ == "for" and a.dep_ == "prep" for a in doc[t].ancestors)]
        if pointed and not left and not any(t.text == ":" for t in sentence):
            return True
        said = [t for t in sentence if not t.is_space]
        if pointed and said and said[-1].text == ":":  # "ok write this in D2 for me: equals VLOOKUP ...", split
            return True
    return False
