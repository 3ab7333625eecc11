"""What the person asks to be reminded of: "don't let me forget the dentist on the 4th", "remind me about the
school trip on Friday" name a date of theirs, whatever the request itself is (no fact: an instruction)."""

from __future__ import annotations

from typing import Any

from services.writer.claims.clauses import Clause

_WHEN = frozenset({"DATE", "TIME", "ORDINAL"})


def reminder_text(clause: Clause) -> tuple[str, list[Any], tuple[str, ...]] | None:
    """ "don't let me forget the dentist on the 4th": The user has the dentist on the 4th."""
    for verb in clause.tokens:
        if not _asked_to_keep(verb):
            continue
        what = [c for c in verb.children if c.dep_ == "dobj" and c.pos_ == "NOUN"]
        about = [o for c in verb.children if c.dep_ == "prep" and c.lower_ == "about" for o in c.children]
        what = what or [o for o in about if o.dep_ == "pobj" and o.pos_ == "NOUN"]
        if not what:
            continue
        thing = [t for t in what[0].subtree if not t.is_punct]
        when = [c for c in verb.children if c.dep_ == "prep" and c.lower_ in ("on", "at", "in", "next", "this")]
        when_words = [t for c in when for t in c.subtree]
        dated = [t for t in thing + when_words if t.ent_type_ in _WHEN or t.lower_.rstrip("stndrh").isdigit()]
        if not dated:
            continue
        said = " ".join(t.text for t in [*thing, *when_words])
        return f"The user has {said}.", [*thing, *when_words], ()
    return None


def _asked_to_keep(verb: Any) -> bool:
    """ "don't let me forget ...", "remind me about ...", "remember ..." said to the listener."""
    if verb.lemma_ == "forget" and verb.head.lemma_ == "let":
        let = verb.head
        return any(c.dep_ == "neg" for c in let.children) or any(
            g.dep_ == "neg" for a in let.children if a.dep_ == "aux" for g in a.children
        )
    subject = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    told = not subject or subject[0].lower_ == "you"
    return verb.lemma_ in ("remind", "remember") and verb.tag_ == "VB" and told
