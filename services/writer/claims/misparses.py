"""Parses the small English model is known to get wrong, seen in its own tree, and the turn's text
adjusted for a second parse (the length kept, so spans still point into the turn).

- "Also, for the record, my name's Dmitri and I live in Hamilton": an opening phrase taken for the
  sentence's head ("for" the root, the rest its object), so no clause is found. The phrase up to its comma
  is blanked: it says nothing of the person.
- "my name's Dmitri and I live in Hamilton": "I" joined to the name ("Dmitri and I") and the verb left
  with no subject. A comma is written before the "and" ("Dmitri,and I live"), as a writer would put one.
- "i must pay am back my wife funmi is a pharmacist": the next sentence's subject taken for the object of
  the verb before it. A comma is written before it ("back,my wife funmi is").
"""

from __future__ import annotations

from typing import Any

_NOMINATIVE = frozenset({"i", "we", "he", "she", "they"})


def _opener(sent: Any) -> tuple[int, int] | None:
    """The characters of an opening phrase the parse made the head of its sentence, to blank."""
    if sent.root.pos_ != "ADP":
        return None
    comma = next((t for t in sent if t.text == "," and t.i > sent.root.i), None)
    if comma is None or not any(t.pos_ in ("VERB", "AUX") for t in sent.doc[comma.i + 1 : sent.end]):
        return None
    return sent.start_char, comma.idx + 1


def _subject_joined(tok: Any) -> int | None:
    """Where to write a comma: before the "and" of a subject pronoun the parse joined to an object or a
    complement ("Dmitri and I" with "live" after it), so the verb after it gets its subject."""
    if tok.lower_ not in _NOMINATIVE or tok.dep_ != "conj" or tok.head.dep_ not in ("attr", "dobj", "pobj", "acomp"):
        return None
    after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    cc = tok.doc[tok.i - 1] if tok.i > 0 else None
    if after is None or after.pos_ not in ("VERB", "AUX") or cc is None or cc.dep_ != "cc" or cc.i == 0:
        return None
    before = tok.doc[cc.i - 1]
    return before.idx + len(before.text) if before.whitespace_ and not before.is_punct else None


def _object_then_verb(tok: Any) -> int | None:
    """Where to write a comma: before "my wife funmi" of "i must pay am back my wife funmi is a pharmacist",
    a run-on whose next subject the parse took for the object of the verb before it (a "be" with no subject
    of its own follows it)."""
    # (or before "my daughter Sophie" of "... so my daughter Sophie and I are renting one": its "and I" left
    # to the verb after them)
    joined = tok.lower_ in _NOMINATIVE and tok.dep_ == "nsubj" and tok.i >= 3 and tok.doc[tok.i - 1].dep_ == "cc"
    if joined:
        tok = tok.doc[tok.i - 1]
    elif (
        tok.lemma_ != "be"
        or tok.i < 3
        or any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in tok.children)
        or tok.tag_ == "VBG"
    ):
        return None
    prev = tok.doc[tok.i - 1]
    noun = prev.head if prev.dep_ in ("appos", "compound") else prev
    start = noun.left_edge
    # (or joined to it: "i'm a sophomore at ohio state and my dog's name is biscuit", the comma before "and")
    if noun.dep_ == "conj" and start.i >= 2 and tok.doc[start.i - 1].dep_ == "cc" and not joined:
        start = tok.doc[start.i - 1]
        if start.head.dep_ in ("dobj", "pobj", "attr") and tok.doc[start.i + 1].lower_ in ("my", "our"):
            before = tok.doc[start.i - 1]
            return before.idx + len(before.text) if before.whitespace_ and not before.is_punct else None
        return None
    if noun.dep_ not in ("dobj", "pobj") or start.lower_ not in ("my", "our") or start.i < 2 or noun.i >= tok.i:
        return None
    before = tok.doc[start.i - 1]
    return before.idx + len(before.text) if before.whitespace_ and not before.is_punct else None


def reparse_text(doc: Any, text: str) -> str | None:
    """The turn's text adjusted where its parse went wrong in one of the known ways, or None."""
    chars = list(text)
    changed = False
    for sent in doc.sents:
        span = _opener(sent)
        if span is not None:
            chars[span[0] : span[1]] = " " * (span[1] - span[0])
            changed = True
    for tok in doc:
        at = _subject_joined(tok)
        at = at if at is not None else _object_then_verb(tok)
        if at is not None and chars[at] == " ":
            chars[at] = ","
            changed = True
    return "".join(chars) if changed else None
