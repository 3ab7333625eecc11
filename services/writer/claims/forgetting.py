"""A request to forget, and the words it names: "forget what I said about the clinic" (clinic), "I'd
rather you didn't hang on to any of that" (what came before), "it's private"; "Don't forget ..." asks
the opposite, and "I forgot my keys" asks nothing."""

from __future__ import annotations

from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause

KEEPING = ("keep", "store", "save", "remember", "record", "note", "retain", "memorise", "memorize")  # "don't ..."


def forget_request(clause: Clause, head: Any) -> tuple[str, ...] | None:
    """A request to forget, and the words it names ("forget what I said about the clinic": clinic).
    "Don't forget ..." asks the opposite; "I forgot my keys" asks nothing."""
    lemma = head.lemma_.lower()
    negated = any(c.dep_ == "neg" for c in head.children) or any(
        g.dep_ == "neg" for a in head.children if a.dep_ == "aux" for g in a.children
    )
    subj = clause.subject
    if subj is not None and subj.i < head.i and any(t.text == "," for t in head.doc[subj.right_edge.i : head.i]):
        subj = None  # "Matter of fact, scratch all that": an opener the parse took for a subject
    asked = subj is None or subj.lower_ == "you"  # "forget ...", "could you delete ..."
    left_out = lemma == "leave" and any(c.dep_ == "prt" and c.lower_ == "out" for c in head.children)
    if (lemma in lx.FORGET_VERBS or left_out) and asked and not negated:  # "leave out the religious bit"
        return _named(head)
    opening = [t for t in _up_to_spared(list(clause.tokens)) if t.lower_ not in lx.OPENING_WORDS]
    dont = len(opening) > 2 and opening[0].lower_ == "do" and opening[1].lemma_.lower() == "not"  # "dont": do, nt
    named = tuple(t.lemma_.lower() for t in opening[3:] if not t.is_stop and not t.is_punct)
    if dont and opening[2].lemma_.lower() in KEEPING and named:  # "Ooh, actually, don't keep the postcode"
        return named
    # "doh keep nothing about ...", "nuh keep dat": "don't", as the Caribbean says it (and "dont", typed)
    if len(opening) > 1 and opening[0].lower_ in ("doh", "nuh", "dont") and opening[1].lemma_.lower() in KEEPING:
        return tuple(t.lemma_.lower() for t in opening[2:] if not t.is_stop and not t.is_punct)
    if opening and opening[0].lower_ in lx.FORGET_VERBS and (subj is None or subj.pos_ == "PROPN"):
        # "Forget Birch Lane": the tagger took "Forget" for part of a name; "Oh, scrap what I said about
        # Anwen, she hasn't told Mam": what hangs on it, when the tagger hung anything on it
        named = _named(opening[0]) if any(c.dep_ in ("ccomp", "dobj") for c in opening[0].children) else ()
        return named or tuple(t.lemma_.lower() for t in opening[1:] if not t.is_stop and not t.is_punct)
    for tok in clause.tokens:  # "Go 'way, actually, scratch that bit about Mairead": set off, taken for a noun
        after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
        set_off = tok.i > 0 and tok.doc[tok.i - 1].text == "," and tok.lower_ in lx.FORGET_VERBS
        if set_off and after is not None and after.lower_ in ("that", "this", "what", "all", "everything", "it"):
            named = _named(tok) if any(c.dep_ in ("ccomp", "dobj") for c in tok.children) else ()
            rest = (t for t in clause.tokens if t.i > tok.i and not t.is_stop and not t.is_punct)
            return named or tuple(t.lemma_.lower() for t in rest)
    # "don't remember that", "don't keep/store/save that"; "it's private", "that's a secret"
    holds = lemma in ("hang", "hold") and any(c.lower_ == "on" for c in head.children)  # "hang on to"
    # "I don't want it saved anywhere": what came before
    kept = [c for c in head.children if c.dep_ in ("ccomp", "xcomp") and c.lemma_.lower() in KEEPING]
    if lemma == "want" and negated and kept and subj is not None and subj.lower_ == "i":
        return _named(kept[0])
    if (lemma in KEEPING or holds) and negated and asked:
        return _named(head)
    said_of = [c for c in head.children if c.dep_ in ("acomp", "attr")]  # "private", "my private business"
    private = any(
        c.lemma_.lower() in lx.PRIVATE_WORDS
        or any(a.dep_ == "amod" and a.lower_ in lx.PRIVATE_WORDS for a in c.children)
        for c in said_of
    )
    if lemma == "be" and subj is not None and private:
        # "it's private", "my salary is private": what came before, and what it names
        return tuple(t.lemma_.lower() for t in subj.subtree if t.pos_ in ("NOUN", "PROPN") and not t.is_stop)
    return None


def _named(head: Any) -> tuple[str, ...]:
    """The content words a forget request names (empty: "forget that", it names what came before)."""
    skip = {
        "what",
        "i",
        "said",
        "say",
        "told",
        "tell",
        "about",
        "everything",
        "anything",
        "that",
        "it",
        "this",
        "mentioned",
        "you",
        "please",
        "all",
        "me",
        "my",
    }
    out = []
    doc = head.doc
    # not an opener set off before the verb ("Matter of fact, scratch ...")
    openers = {
        t.i
        for c in head.children
        if c.i < head.i and any(p.text == "," for p in doc[c.right_edge.i : head.i])
        for t in c.subtree
    }
    # what is kept back from it: "... just the birthday", "... except the birthday", and "wait" before it
    spared = {t.i for c in head.subtree if _spared(c) for t in c.subtree}
    spared |= {c.i for c in head.children if c.i < head.i and c.lower_ == "wait"}
    for tok in head.subtree:
        if tok.i in openers or tok.i in spared:
            continue
        if tok.i == head.i or tok.is_punct or tok.is_stop or tok.lower_ in skip or tok.dep_ == "neg":
            continue
        if tok.pos_ in ("NOUN", "PROPN", "NUM", "ADJ", "VERB"):
            out.append(tok.lemma_.lower())
    if not out:  # "the interview thing, don't keep it anywhere": the topic set off before names it
        vague = lx.DISCOURSE | {"thing", "bit", "stuff", "matter", "fact", "business"}
        out = [doc[i].lemma_.lower() for i in sorted(openers) if doc[i].pos_ in ("NOUN", "PROPN")]
        out = [w for w in out if w not in vague]
    return tuple(dict.fromkeys(out))


def _up_to_spared(tokens: list[Any]) -> list[Any]:
    """The words up to what is kept back after a pause: "the medication one, just the uni one"."""
    for n, tok in enumerate(tokens):
        # (unpunctuated, before what it keeps: "dont keep anything about my health ok just the school stuff")
        before_kept = n + 1 < len(tokens) and tokens[n + 1].pos_ in ("DET", "PRON") and tok.lower_ != "but"
        if tok.lower_ in ("just", "only", "except", "but") and n > 0 and (tokens[n - 1].text == "," or before_kept):
            return tokens[:n]
    return tokens


def _spared(tok: Any) -> bool:
    """ "just the birthday", "only the name", "except the address", "but not the date": kept, not forgotten."""
    if tok.pos_ not in ("NOUN", "PROPN") and tok.lower_ != "one":  # "just the uni one"
        return False
    marks = {c.lower_ for c in tok.children if c.dep_ in ("advmod", "prep", "cc", "neg")}
    return bool(marks & {"just", "only", "except"}) or (tok.dep_ == "pobj" and tok.head.lower_ in ("except", "besides"))
