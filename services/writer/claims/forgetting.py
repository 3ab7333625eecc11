"""A request to forget, and the words it names: "forget what I said about the clinic" (clinic), "I'd
rather you didn't hang on to any of that" (what came before), "it's private"; "Don't forget ..." asks
the opposite, and "I forgot my keys" asks nothing."""

from __future__ import annotations

from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause
from services.writer.claims.unkept import topic as topic_before
from services.writer.claims.unkept import unkept

KEEPING = lx.KEEP_VERBS  # "don't ..."


def forget_request(clause: Clause, head: Any) -> tuple[str, ...] | None:
    """A request to forget, and the words it names ("forget what I said about the clinic": clinic).
    "Don't forget ..." asks the opposite; "I forgot my keys" asks nothing."""
    lemma = _g_dropped(head.lemma_.lower())
    minded = [c for c in head.children if c.dep_ == "xcomp" and c.tag_ == "VBG"] if lemma == "mind" else []
    if minded and clause.subject is not None and clause.subject.lower_ == "you":
        return forget_request(clause, minded[0])  # "would you mind leaving my cousin out of whatever you note down?"
    negated = any(c.dep_ == "neg" for c in head.children) or any(
        g.dep_ == "neg" for a in head.children if a.dep_ == "aux" for g in a.children
    )
    subj = clause.subject
    if subj is not None and subj.i < head.i and any(t.text == "," for t in head.doc[subj.right_edge.i : head.i]):
        subj = None  # "Matter of fact, scratch all that": an opener the parse took for a subject
    # "you know what, leave my ex out of it": the "what" the parse took for the subject opens the request
    known_what = subj is not None and subj.lower_ == "what" and subj.i > 0 and head.doc[subj.i - 1].lemma_ == "know"
    # "anything about my brother leave it out": the topic the parse took for the subject
    topic = subj is not None and subj.lower_ in ("anything", "everything") and subj.i < head.i
    asked = subj is None or subj.lower_ == "you" or known_what or topic  # "forget ...", "could you delete ..."
    if lemma == "forget" and head.lower_ in ("forgot", "forgotten"):
        return None  # "ugh forgot my keys AGAIN": what the person forgot, the "I" left unsaid; no request
    if head.tag_ in ("VBZ", "NNS") and head.lower_ != lemma and lemma in lx.FORGET_VERBS | KEEPING:
        return None  # "Every new clinic forgets.": said of someone, tagged a noun or not; never asked of koe
    # ("i need to clear it by december", the debt: the person's own task, not a request to koe)
    if subj is None and _own_task(head):
        return None
    out = any(c.dep_ in ("prt", "prep", "advmod") and c.lower_ == "out" for c in head.children)
    left_out = lemma == "leave" and out  # "leave out the religious bit", "leave my ex out of it"
    # ("that visa matter, take it off"; "take it off the list")
    left_out = left_out or (
        lemma == "take" and any(c.dep_ in ("prt", "prep") and c.lower_ == "off" for c in head.children)
    )
    # ("cut dat part bout Delroy", "dash it weh"; not "remind me to cut the grass")
    loose = lemma in ("cut", "dash") and not _points_back(head)
    # ("ignore what I said about her being some kind of genius"; not "ignore the dog, he's barking")
    ignored = lemma == "ignore" and (_points_back(head) or _what_was_said(head))
    # ("leave out the religious bit")
    if (lemma in lx.FORGET_VERBS or left_out or ignored) and asked and not negated and not loose:
        about = [t.lemma_.lower() for t in subj.subtree if t.pos_ in ("NOUN", "PROPN")] if topic and subj else []
        # ("please ehn anything about abena my ex just remove it": what the sentence set before it is about)
        about = about or _about_before(head)
        return _named(head) or tuple(w for w in about if w not in ("anything", "everything"))
    # "let the whole party thing slip out of your head": let it go from the mind, an idiom for forgetting
    slips = [c for c in head.children if c.dep_ == "ccomp" and c.lemma_ in ("slip", "go")] if lemma == "let" else []
    if asked and any(t.lower_ in ("head", "mind", "memory") for c in slips for t in c.subtree):
        return tuple(t.lemma_.lower() for c in slips for t in c.subtree if t.pos_ in ("NOUN", "PROPN") and t.i < c.i)
    # "(listen,) keep the party between us": a secret, not a memory, wherever the parse hung the "keep"
    for keep in (
        t
        for t in clause.tokens
        # (a topic set off before it is no one keeping: "the first ting I tell yuh, keep that under yuh hat")
        if (t.lemma_ == "keep" and not any(_keeper(c) for c in t.children))
        or (t.lemma_ in ("stay", "remain") and not any(c.dep_ == "neg" for c in t.children))
    ):
        between = [c for c in keep.children if c.dep_ == "prep" and c.lower_ in ("between", "under")]
        # ("keep that under yuh hat": a secret too)
        secret = ("us", "ourselves", "hat")
        if any(o.lower_ in secret for c in between for o in c.children) and (asked or keep.lemma_ != "keep"):
            # "that whole thing of kamau, just let it stay between us": the topic set before it
            before = list(keep.doc[keep.sent.start : keep.left_edge.i])
            return _named(keep) or (topic_before(before) if keep.lemma_ != "keep" else ())
        if asked and any(
            c.dep_ in ("acomp", "oprd", "xcomp", "ccomp", "dobj") and c.lemma_ in lx.PRIVATE_WORDS
            for c in keep.children
        ):
            return _named(keep)  # "Keep that private actually"
    opening = [t for t in _up_to_spared(list(clause.tokens)) if t.lower_ not in lx.OPENING_WORDS]
    dont = len(opening) > 2 and opening[0].lower_ == "do" and opening[1].lemma_.lower() == "not"  # "dont": do, nt
    named = tuple(t.lemma_.lower() for t in opening[3:] if not t.is_stop and not t.is_punct and not _whose(t))
    if dont and opening[2].lemma_.lower() in KEEPING and named:  # "Ooh, actually, don't keep the postcode"
        return named
    # "doh keep nothing about ...", "nuh keep dat": "don't", as the Caribbean says it (and "dont", typed)
    if len(opening) > 1 and opening[0].lower_ in ("doh", "nuh", "dont") and opening[1].lemma_.lower() in KEEPING:
        return tuple(t.lemma_.lower() for t in opening[2:] if not t.is_stop and not t.is_punct)
    # (a subject past a comma is the next clause's: "scrap the bit about the engagement, Sam'd kill me")
    later = subj is not None and opening and any(t.text == "," for t in head.doc[opening[0].i : subj.i])
    if opening and opening[0].lower_ in lx.FORGET_VERBS and (subj is None or subj.pos_ == "PROPN" or later):
        # "Forget Birch Lane": the tagger took "Forget" for part of a name; "Oh, scrap what I said about
        # Anwen, she hasn't told Mam": what hangs on it, when the tagger hung anything on it
        named = _named(opening[0]) if any(c.dep_ in ("ccomp", "dobj") for c in opening[0].children) else ()
        return named or tuple(t.lemma_.lower() for t in opening[1:] if _content(t))
    for tok in clause.tokens:  # "Go 'way, actually, scratch that bit about Mairead": set off, taken for a noun
        after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
        set_off = tok.i > 0 and tok.doc[tok.i - 1].text == "," and tok.lower_ in lx.FORGET_VERBS
        pointing = ("that", "this", "what", "all", "everything", "it", "whatever", "anything")
        if set_off and after is not None and after.lower_ in pointing:  # "Do us a favour, wipe whatever ..."
            named = _named(tok) if any(c.dep_ in ("ccomp", "dobj") for c in tok.children) else ()
            rest = (t for t in clause.tokens if t.i > tok.i and not t.is_stop and not t.is_punct)
            return named or tuple(t.lemma_.lower() for t in rest)
    # "don't remember that", "don't keep/store/save that"; "it's private", "that's a secret"
    holds = lemma in ("hang", "hold") and any(c.lower_ == "on" for c in head.children)  # "hang on to"
    # "I don't want it saved anywhere": what came before
    kept = [c for c in head.children if c.dep_ in ("ccomp", "xcomp") and c.lemma_.lower() in KEEPING]
    # "I wouldn't want it to stay with you": kept by koe, and what was said about it before
    kept += [
        c for c in head.children if c.dep_ in ("ccomp", "xcomp") and c.lemma_ in ("stay", "remain") and _with_you(c)
    ]
    kept += [  # "I don't want it written down anywhere"
        c
        for c in head.children
        if c.dep_ in ("ccomp", "xcomp") and c.lemma_.lower() in ("write", "put", "jot", "take") and _down(c)
    ]
    if lemma == "want" and negated and kept and subj is not None and subj.lower_ == "i":
        return _named(kept[0]) or tuple(_said_about(head))
    # "I don't want anything about my health in there": what it is about (a pronoun's, the request before)
    about = [p for c in head.children if c.dep_ == "dobj" and c.lower_ == "anything" for p in c.children]
    about = [o for p in about if p.lower_ == "about" for o in p.subtree if o.pos_ in ("NOUN", "PROPN")]
    if lemma == "want" and negated and about and subj is not None and subj.lower_ == "i":
        return tuple(dict.fromkeys(o.lemma_.lower() for o in about))
    # "I'd rather it's not stored at all", "that shouldn't be saved": the keeping denied of what was said
    passive = (
        subj is not None and subj.lower_ in ("it", "that", "this") and any(c.dep_ == "auxpass" for c in head.children)
    )
    if (lemma in KEEPING or holds) and negated and (asked or passive):
        return _named(head)
    said_of = [c for c in head.children if c.dep_ in ("acomp", "attr")]  # "private", "my private business"
    private = any(
        c.lemma_.lower() in lx.PRIVATE_WORDS
        or any(a.dep_ == "amod" and a.lower_ in lx.PRIVATE_WORDS for a in c.children)
        for c in said_of
    )
    if lemma == "be" and subj is not None and private:
        # "it's private", "my salary is private": what came before, and what it names; "that stuff about my
        # knee, that's private": the topic set before it
        topic = list(subj.subtree)
        before = head.doc[head.sent.start : subj.i]
        # ("dinnae keep that, it's private": the request said again, naming what it named)
        asked = any(t.lemma_.lower() in (*KEEPING, *lx.FORGET_VERBS) for t in before)
        if subj.lower_ in ("that", "it", "this") and not asked:
            topic += [t for t in before if t.dep_ != "intj"]
        return tuple(t.lemma_.lower() for t in topic if t.pos_ in ("NOUN", "PROPN") and not t.is_stop)
    return unkept(clause)


def _points_back(verb: Any) -> bool:
    """Its object points at what was said: "that", "it", "dat part", "the bit about ..."."""
    objects = [c for c in verb.children if c.dep_ == "dobj"]
    pointer = ("that", "this", "it", "dat", "dis", "all", "everything", "everyting")
    return any(o.lower_ in pointer or any(t.lower_ in _ANY for t in o.subtree) for o in objects)


def _g_dropped(lemma: str) -> str:
    """ "dont be keepin", "stop savin": a verb typed without its "g" (and its apostrophe), as its lemma."""
    if not lemma.endswith("in") or lemma in lx.FORGET_VERBS | KEEPING:
        return lemma
    stem = lemma[:-2]
    found = [w for w in (stem, stem + "e", stem[:-1]) if w in lx.FORGET_VERBS | KEEPING]
    return found[0] if found else lemma


def _what_was_said(verb: Any) -> bool:
    """Its object is what the person said: "what I said about ...", "what I told you"."""
    said = [c for c in verb.children if c.dep_ in ("ccomp", "dobj") and c.lemma_ in ("say", "tell", "mention")]
    return any(any(s.lower_ in ("i", "we") for s in c.children) for c in said)


def _keeper(child: Any) -> bool:
    """A "not" or someone who keeps: not a topic set off by a comma before the verb."""
    set_off = any(t.text == "," for t in child.doc[child.right_edge.i : child.head.i])
    return child.dep_ == "neg" or (child.dep_ == "nsubj" and not set_off)


def _own_task(verb: Any) -> bool:
    """ "i need to clear it by december": a "to" before the verb, the person before that (not "I need you to")."""
    doc = verb.doc
    if verb.i < 2 or doc[verb.i - 1].lower_ != "to":
        return False
    before = [t.lower_ for t in doc[max(0, verb.i - 5) : verb.i - 1]]
    return any(w in ("i", "we") for w in before) and not any(w in ("you", "u") for w in before)


def _about_before(head: Any) -> list[str]:
    start = head.sent.start
    if start == head.i and start > 0:  # (the verb the parse made a sentence of its own: the one before it)
        start = head.doc[start - 1].sent.start
    before = list(head.doc[start : head.i])
    at = next((n for n, t in enumerate(before) if t.lower_ == "about" and n and before[n - 1].lower_ in _ANY), None)
    said = before[at + 1 :] if at is not None else []
    return [t.lemma_.lower() for t in said if t.pos_ in ("NOUN", "PROPN") and not t.is_stop]


_ANY = frozenset({"anything", "everything", "all", "stuff", "thing", "bit", "part"})


def _with_you(verb: Any) -> bool:
    return any(p.lower_ == "with" and any(o.lower_ == "you" for o in p.children) for p in verb.children)


def _said_about(head: Any) -> list[str]:
    """ "what I said about my uncle and the land matter, I wouldn't want it ...": what it was about."""
    about = [t for t in head.subtree if t.lower_ in ("about", "bout") and t.i < head.i]
    said = [o for a in about[:1] for o in a.subtree if o.i != a.i]
    return [t.lemma_.lower() for t in said if t.pos_ in ("NOUN", "PROPN") and not t.is_stop]


def keep_request(clause: Clause, head: Any) -> bool:
    """ "actually naw ye can keep it", "no no wait keep it keep it": what was asked to be forgotten may stay."""
    if head.lemma_.lower() not in ("keep", "save", "store") or any(c.dep_ == "neg" for c in head.children):
        return False
    subj = clause.subject  # ("No - hang on, keep that": an opener the parse took for a subject)
    set_off = subj is not None and any(t.text in (",", "-") for t in head.doc[subj.i : head.i])
    if subj is not None and subj.lower_ not in ("you", "ye", "u") and not set_off:
        return False
    doc = head.doc
    objects = [c for c in head.children if c.dep_ == "dobj"]
    nxt = doc[head.i + 1] if head.i + 1 < len(doc) else None
    pointed = objects[0] if objects else nxt  # (or the "it" the parse hung on the next clause)
    # (not "do keep that Sione's my partner": a new thing to keep, said in the clause after it)
    if (
        pointed is None
        or pointed.dep_ in ("mark", "det")
        or any(c.dep_ in ("acomp", "oprd", "xcomp", "prep") for c in head.children)
    ):
        return False  # "keep that private", "keep it between us", "keep it down": no keeping
    # ("keep the surgery one": one thing of those asked to be forgotten, named)
    named = pointed.lemma_.lower() in ("one", "part", "bit", "thing") and any(
        c.dep_ in ("compound", "amod", "nmod") for c in pointed.children
    )
    return (
        named
        or pointed.lower_ in ("it", "that", "this")
        or (pointed.lower_ == "one" and pointed.i > 0 and doc[pointed.i - 1].lower_ == "that")
    )


_VAGUE_THINGS = frozenset({"thing", "things", "stuff", "bit", "business", "matter", "part", "situation", "news"})


_STORES = frozenset({"memory", "memories", "book", "notes", "note", "file", "files", "record", "records", "diary"})


def _content(tok: Any) -> bool:
    """A word that says what a request names: not the "na" of "..., na." (Indian English asks the listener
    along), nor "thought" of "on second thought"."""
    tag = tok.lower_ == "na" and tok.i >= tok.sent.end - 2
    tag = tag or (tok.lower_ == "thought" and tok.head.lower_ == "on")  # "on second thought": a change of mind
    stop = tok.is_stop and tok.lower_ != "name"  # ("forget the name thing": a stop word to spaCy)
    asked = tok.lower_ in lx.FORGET_VERBS | lx.KEEP_VERBS or tok.lower_.rstrip(".") == "o"  # ("... o. Remove it.")
    return not (stop or tok.is_punct or tok.lower_ in lx.DISCOURSE or tag or asked)


def _whose(tok: Any) -> bool:
    """ "Priya's number": whose the thing named is, not what is named (but "Priya's stuff" names her)."""
    return tok.dep_ == "poss" and tok.head.lower_ not in _VAGUE_THINGS


def _named(head: Any) -> tuple[str, ...]:
    """The content words a forget request names (empty: "forget that", it names what came before)."""
    ahead = _said_after_colon(head)
    if ahead:
        return ahead
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
        "private",
        "secret",
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
    # where a secret is kept is not what it is: "between us", "under yuh hat"
    spared |= {t.i for c in head.children if c.dep_ == "prep" and c.lower_ in ("between", "under") for t in c.subtree}
    # nor where koe would keep it: "for your memory", "in your book"
    kept_in = [c for c in head.children if c.dep_ == "prep" and any(o.lemma_.lower() in _STORES for o in c.children)]
    spared |= {t.i for c in kept_in for t in c.subtree}
    # "dont keep it and my new job starts monday": a clause joined after it is no part of what it names
    # (nor one the parse hung on it as its complement when it has its object already: "keep it")
    took = any(c.dep_ == "dobj" for c in head.children)
    joined = [c for c in head.children if c.dep_ == "conj" or (c.dep_ == "ccomp" and took)]
    spared |= {t.i for c in joined if c.pos_ in ("VERB", "AUX") for t in c.subtree}
    keeps = [c for c in joined if c.lemma_ == "keep" and not any(n.dep_ == "neg" for n in c.children)]
    spared |= {t.i for c in kept_after(head, keeps) for t in c.subtree}
    for tok in head.subtree:
        if tok.i in openers or tok.i in spared:
            continue
        stop = tok.is_stop and tok.lower_ != "name"  # ("forget the name thing": a stop word to spaCy)
        if tok.i == head.i or stop or tok.lower_ in skip or tok.dep_ == "neg" or not _content(tok):
            continue
        if tok.pos_ in ("NOUN", "PROPN", "NUM", "ADJ", "VERB"):
            out.append(tok.lemma_.lower())
    if not out:  # "the interview thing, don't keep it anywhere": the topic set off before names it
        vague = lx.DISCOURSE | {"thing", "bit", "stuff", "matter", "fact", "business"}
        opened = [doc[i] for i in sorted(openers) if doc[i].pos_ in ("NOUN", "PROPN")]
        # (not a lone word opening the sentence: "Eish, rather don't keep that one", "Abeg, ...")
        lone = (
            len([i for i in openers if not doc[i].is_punct]) == 1
            and opened
            and opened[0].pos_ == "PROPN"
            and opened[0].i == opened[0].sent.start
        )
        # (and what the topic was about: "that thing I mentioned at the start, about applying")
        named = topic_before([doc[i] for i in sorted(openers)]) if openers else ()
        out = [] if lone else [w for w in named if w not in vague]
    return tuple(dict.fromkeys(out))


def _said_after_colon(head: Any) -> tuple[str, ...]:
    """ "don't store this: my neighbour Brenda is pregnant": what "this" points at, after the colon."""
    this = [c for c in head.children if c.dep_ == "dobj" and c.lower_ in ("this", "these")]
    doc = head.doc
    if not this or this[0].i + 1 >= len(doc) or doc[this[0].i + 1].text != ":":
        return ()
    after = doc[this[0].i + 2 : doc[this[0].i + 2].sent.end] if this[0].i + 2 < len(doc) else []
    words = [t.lemma_.lower() for t in after if t.pos_ in ("NOUN", "PROPN", "NUM", "ADJ") and not t.is_stop]
    return tuple(dict.fromkeys(words))


def _up_to_spared(tokens: list[Any]) -> list[Any]:
    """The words up to what is kept back after a pause: "the medication one, just the uni one"."""
    for n, tok in enumerate(tokens):
        # (unpunctuated, before what it keeps: "dont keep anything about my health ok just the school stuff")
        before_kept = n + 1 < len(tokens) and tokens[n + 1].pos_ in ("DET", "PRON") and tok.lower_ != "but"
        if tok.lower_ in ("just", "only", "except", "but") and n > 0 and (tokens[n - 1].text == "," or before_kept):
            return tokens[:n]
    return tokens


def kept_after(head: Any, keeps: list[Any]) -> list[Any]:
    """ "delete the stuff about my ex, but keep that Jonah's my son, and the cello": a thing joined on after
    "keep" (the parse hangs it on the request's verb) is kept too."""
    if not keeps:
        return []
    return [c for c in head.children if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN") and c.i > keeps[0].i]


def _spared(tok: Any) -> bool:
    """ "just the birthday", "only the name", "except the address", "but not the date": kept, not forgotten."""
    if tok.pos_ not in ("NOUN", "PROPN") and tok.lower_ != "one":  # "just the uni one"
        return False
    # (not "Lola except the birthday": the "except" with its own object keeps that back, not Lola)
    bare = [c for c in tok.children if c.dep_ == "prep" and not any(o.dep_ == "pobj" for o in c.children)]
    marks = {c.lower_ for c in [*bare, *(c for c in tok.children if c.dep_ in ("advmod", "cc", "neg"))]}
    return bool(marks & {"just", "only", "except"}) or (tok.dep_ == "pobj" and tok.head.lower_ in ("except", "besides"))


def _down(verb: Any) -> bool:
    return any(c.dep_ == "prt" and c.lower_ == "down" for c in verb.children)
