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
    if "?" in sentence.text or not words or not words[0].text.islower() or len(words) < 3:
        return False
    wh = words[0].tag_ in ("WRB", "WP") and words[1].pos_ in ("AUX", "VERB")
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
