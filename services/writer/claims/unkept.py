"""A request not to keep something, found in the words as said when the parse hung them elsewhere: "His
salary is 2,800 a month pero pls don't save that part about the salary", "Abeg don't keep anything about
money o", "the thing about dad don't keep that", "you don't need to keep the hospital thing", "divvent
write that down", "nobody needs to know about that", "get rid of it", "keep the wedding but not the tablets
thing"; and what is said "off the record", or after "don't write this down but ..."."""

from __future__ import annotations

from typing import Any

from services.writer.claims import lexicon as lx

KEEPING = lx.KEEP_VERBS  # "don't ..."
WRITING = ("write", "put", "jot", "take", "note")  # "... that down"
# "don't", as said in Scots, Geordie, the Caribbean, and typed without its apostrophe
NOT_DO = frozenset({"dont", "doh", "nuh", "divvent", "dinnae", "dinna", "dunna", "dun"})
# what may stand between the "don't" and its verb: "don't bother putting", "no need to keep", "don't ever save"
BETWEEN = frozenset(
    {
        "you",
        "bother",
        "badda",
        "bodda",
        "need",
        "to",
        "ever",
        "even",
        "go",
        "actually",
        "really",
        "please",
        "pls",
        "have",
        "be",  # "don't be hanging onto it"
    }
)
# where a thing is kept: "don't put it in your book", "don't want that on the record"
RECORD_PLACES = frozenset({"book", "memory", "notes", "records", "record", "diary", "system", "files", "brain"})
CALLED_OUT = frozenset({"mate", "bro", "bruv", "man", "love", "dear", "hun", "babe", "buddy", "pal", "fam", "sis"})
SKIP = frozenset(
    {"what", "i", "said", "say", "told", "tell", "about", "everything", "anything", "that", "it", "this", "dat",
     "mentioned", "you", "please", "pls", "all", "me", "my", "down", "part", "bit", "stuff", "thing", "one",
     "o", "oh", "ha", "hey", "eh", "mind", "like", "yeah", "ok", "okay", "private", "yun", "business", "di"}
) | RECORD_PLACES | CALLED_OUT  # fmt: skip
_TOPIC_NOUNS = frozenset({"thing", "bit", "stuff", "part", "business", "matter"})
NOBODY = frozenset({"nobody", "noone"})
POINTERS = frozenset({"that", "this", "it", "all", "everything", "what", "ah", "i", "about"})
POLITE = frozenset({"pls", "plz", "please", "abeg", "biko", "kindly"})
_OFF_RECORD = ["off", "the", "record"]
_ON_RECORD = ["on", "the", "record"]
_LEADING = frozenset({"down", "but", "though", "um", "uh", "ok", "okay", "so"})  # before what is said ahead
_TIME_MARKS = frozenset({"since", "until", "till", "before", "after"})  # "since easter": a time, no one
_WHEN_SAID = frozenset({"start", "beginning", "end"})  # "at the start": when it was said, not what


def unkept(clause: Any) -> tuple[str, ...] | None:
    """The words a "don't keep ..." anywhere in the clause names (empty: it names what came before)."""
    tokens = list(clause.tokens)
    off = next((n for n in range(len(tokens) - 2) if [t.lower_ for t in tokens[n : n + 3]] == _OFF_RECORD), None)
    if off is not None:  # "this is off the record now but i've been on the blood thinners ... and on the record ..."
        doc = tokens[off].doc
        after = list(doc[tokens[off + 2].i + 1 :])
        back_on = next((n for n in range(len(after)) if [t.lower_ for t in after[n : n + 3]] == _ON_RECORD), None)
        return _said(after[:back_on])
    said = [t for t in tokens if not (t.is_punct or t.lower_ in lx.OPENING_WORDS - {"just", "but"})]
    if len(said) > 2 and [t.lower_ for t in said[:2]] in (["just", "not"], ["but", "not"]):
        return _said(said[2:]) or None  # "you can keep that Thabo is my brother. Just not the job thing"
    # (the verb may be past the clause's end: "Oh my lord, don't you go | remembering that about Tamsin")
    reach = tokens + list(tokens[-1].doc[tokens[-1].i + 1 : tokens[-1].sent.end]) if tokens else tokens
    for n in range(len(tokens)):
        at = _after_not(reach, n)
        if at is None:
            continue
        verb = reach[at]
        lemma = verb.lemma_.lower()
        keeps = lemma in KEEPING or (lemma in WRITING and any(t.lower_ == "down" for t in reach[at + 1 : at + 5]))
        keeps |= lemma in ("hold", "hang") and at + 1 < len(reach) and reach[at + 1].lower_ in ("on", "onto")
        # "don't put it in your book", "don't want that on the record": kept somewhere it is named
        # (not "don't put anything in my diary before 2pm": the person's own diary, a plan)
        placed = [
            t for t in reach[at + 1 : at + 7] if t.lower_ in RECORD_PLACES and t.nbor(-1).lower_ not in ("my", "our")
        ]
        keeps |= lemma in (*WRITING, "want") and bool(placed)
        # "dont put nothing about brandon in there": what is put is what is known of someone
        keeps |= lemma in WRITING and any(t.lower_ == "about" for t in reach[at + 1 : at + 6])
        if not keeps or _someone_does(tokens, n, verb):
            continue
        ahead = _said_ahead(verb)
        if ahead:  # "don't write this down but um my husband earl's been lookin at jobs up in nashville"
            return ahead
        # (the words as said after it, not the clause's: the parse may have hung them elsewhere)
        return _named(list(verb.doc[verb.i + 1 : verb.sent.end])) or topic(tokens[:n])
    for n, tok in enumerate(tokens):  # "och forget ah said that": the verb the parse took for an auxiliary
        pointing = n + 1 < len(tokens) and tokens[n + 1].lower_ in POINTERS
        if tok.lemma_.lower() in lx.FORGET_VERBS and tok.dep_ in ("aux", "amod", "compound") and pointing:
            before = [t for t in tokens[:n] if not (t.is_punct or t.pos_ == "INTJ" or t.lower_ in lx.OPENING_WORDS)]
            if not before or before[-1].pos_ not in ("PRON", "AUX", "PART", "VERB", "ADV"):
                return _named(tokens[n + 1 :])
    for n, tok in enumerate(tokens):  # "get rid of it will ye", "you can keep the wedding but not the tablets thing"
        rid = tok.lemma_ == "get" and [t.lower_ for t in tokens[n + 1 : n + 3]] == ["rid", "of"]
        if rid and not _someone_does(tokens, n, tok):
            return _named(tokens[n + 3 :])
        but_not = [t.lower_ for t in tokens[n + 1 : n + 3]] == ["but", "not"]
        if but_not and any(t.lemma_ in KEEPING and not _someone_does(tokens, t.i - tokens[0].i, t) for t in tokens[:n]):
            return _named(tokens[n + 3 :])
    for n, tok in enumerate(tokens):  # "nobody needs to know about that", "no one needs to know"
        nobody = tok.lower_ in NOBODY or (tok.lower_ == "no" and n + 1 < len(tokens) and tokens[n + 1].lower_ == "one")
        # (not "nobody knows yet": a secret told, not a request)
        asks = any(t.lemma_ in ("need", "have", "should", "must", "gotta") for t in tokens[n + 1 : n + 4])
        if nobody and asks and any(t.lemma_ == "know" for t in tokens[n + 1 : n + 5]):
            know = next(i for i in range(n + 1, min(n + 5, len(tokens))) if tokens[i].lemma_ == "know")
            return _named(tokens[know + 1 :])
    return None


def _after_not(tokens: list[Any], n: int) -> int | None:
    """Where the verb after a "don't" at n stands ("do n't", "dont", "no need to"), or None."""
    tok = tokens[n]
    nxt = tokens[n + 1].lower_ if n + 1 < len(tokens) else ""
    if tok.lower_ in ("do", "does", "did") and nxt in ("n't", "not", "nt"):
        at = n + 2
    elif tok.lower_ in NOT_DO or (tok.lower_ == "no" and nxt == "need"):
        at = n + 1
    elif tok.lower_ in ("no", "not"):  # "no keep am for your memory o", "please not save it": "don't"
        at = n + 1
        while at < len(tokens) and tokens[at].lower_ in BETWEEN:
            at += 1
        # ("would you mind not holding on to that last bit": asked, the verb in -ing)
        minded = n > 0 and tokens[n - 1].lower_ == "mind" and at < len(tokens) and tokens[at].tag_ == "VBG"
        return at if at < len(tokens) and (_bare_keep(tokens[at]) or minded) else None
    else:
        return None
    while at < len(tokens) and tokens[at].lower_ in BETWEEN:
        at += 1
    return at if at < len(tokens) else None


def _bare_keep(tok: Any) -> bool:
    # ("no put am for your memory": a writing verb, the tagger's noun, kept only where a record is named)
    if tok.lower_ in WRITING:  # (or "down": "nuh put it down")
        return any(t.lower_ in RECORD_PLACES or t.lower_ == "down" for t in tok.doc[tok.i + 1 : tok.i + 6])
    return tok.lemma_.lower() in KEEPING and tok.tag_ in ("VB", "VBP")


def _someone_does(tokens: list[Any], n: int, verb: Any) -> bool:
    """ "my mum doesn't keep receipts", "I don't save much": someone's habit, not a request."""
    doc = verb.doc
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    for subj in subjects[-1:]:  # (two: "that last bit mate don't want ...": the one next to the verb)
        # (not "pls", "Abeg" or "Eish, ..." the parse took for a subject)
        set_off = any(t.text == "," for t in doc[subj.i : verb.i])
        # ("och actually dinnae keep that": a word opening the sentence, a discourse word after it)
        set_off |= subj.i == subj.sent.start and subj.n_lefts + subj.n_rights == 0 and doc[subj.i + 1].pos_ == "ADV"
        # ("the thing about dad don't keep that": the topic, not someone who keeps)
        # ("one thing mind don't keep ...": "mind" said as Wales and the North say it, after its topic)
        topic = subj.lemma_.lower() in _TOPIC_NOUNS or any(c.lemma_.lower() in _TOPIC_NOUNS for c in subj.children)
        when = subj.i > 0 and doc[subj.i - 1].lower_ in _TIME_MARKS
        topic |= subj.ent_type_ in ("DATE", "TIME") or when  # "... since easter divvent write that down": no one
        # ("scrap that last bit mate don't want that ...": the one spoken to, not someone who keeps)
        # ("tell you what though don't keep ...": the "what" of the opener)
        # ("no no that one dont keep it": the one said, pointed at)
        pointed = subj.lower_ == "one" and subj.i > 0 and doc[subj.i - 1].lower_ in ("that", "this")
        not_them = subj.lower_ in ("you", "u", "ye", "what", *POLITE, *NOT_DO, *CALLED_OUT) or topic or pointed
        not_them |= subj.lower_ in lx.DISCOURSE  # "actually naw dinnae even keep ...": the "naw" the parse took
        if not not_them and subj.pos_ in ("PRON", "NOUN", "PROPN") and not set_off:
            return True
    before = [t for t in tokens[:n] if t.lower_ not in lx.OPENING_WORDS and not t.is_punct]
    return bool(before) and before[-1].lower_ in ("i", "we", "he", "she", "they", "it")


def _named(after: list[Any]) -> tuple[str, ...]:
    """The content words a request names after its verb, to a pause or a clause of its own."""
    pointer = after and after[0].lower_ in ("that", "it", "this", "dat")
    if pointer and (len(after) == 1 or after[1].lower_ not in ("about", "bit", "part", "thing", "stuff", "one")):
        return ()  # "don't keep that he's only here a few weeks": what came before, not the reason after
    words = []
    for tok in after:
        if tok.lower_ in ("but", "just", "only", "except") or (tok.is_punct and tok.text in ",.;!?"):
            break  # "... but keep the dog", "... just the school stuff": not what it names
        about_it = tok.i > 0 and tok.nbor(-1).lower_ == "about"  # "the stuff about mam being in the hospital"
        if (tok.dep_ in ("nsubj", "nsubjpass") and not about_it) or tok.lemma_.lower() in lx.FORGET_VERBS | KEEPING:
            break  # "... o, my wife will see it": a clause of its own; "... o. Remove it.": the request again
        if tok.is_punct or tok.is_stop or tok.lower_.rstrip(".") in SKIP or tok.lower_ in lx.DISCOURSE | lx.CHAT_WORDS:
            continue
        if tok.pos_ in ("NOUN", "PROPN", "NUM", "ADJ", "VERB"):
            words.append(tok.lemma_.lower())
    return tuple(dict.fromkeys(words))


def _said_ahead(verb: Any) -> tuple[str, ...]:
    """ "don't write this down but ...", "don't save this, ...": what follows in the sentence, said after it."""
    doc = verb.doc
    this = next((t for t in doc[verb.i + 1 : verb.i + 3] if t.lower_ in ("this", "dis")), None)
    if this is None:
        return ()
    said = next((t for t in doc[this.i + 1 :] if not (t.is_punct or t.lower_ in _LEADING)), None)
    if said is None:
        return ()
    rest = [t for t in doc[this.i + 1 : said.sent.end] if t.lower_ not in _LEADING]  # (on past a stop the parse made)
    return _said(rest) if len([t for t in rest if not t.is_punct]) > 3 else ()


def _said(words: list[Any]) -> tuple[str, ...]:
    """The content words of what is said off the record (none: what came before it)."""
    said = [t for t in words if t.pos_ in ("NOUN", "PROPN", "NUM", "VERB", "ADJ") and not t.is_stop]
    return tuple(dict.fromkeys(t.lemma_.lower() for t in said if t.lower_ not in SKIP | lx.DISCOURSE))


def topic(before: list[Any]) -> tuple[str, ...]:
    """ "the thing about dad don't keep that": the topic said before it (not a lone "Eish," or "Abeg")."""
    # ("the flat thing", "the medical bit": the word that says which thing, whatever the tagger made it)
    which = [t for t in before if t.dep_ in ("amod", "compound") and t.head.lower_ in _TOPIC_NOUNS]
    # ("that thing I mentioned at the start, about applying": what it was about, a verb or a noun)
    about = [t for t in before if t.head.lower_ == "about" and t.dep_ in ("pcomp", "pobj")]
    content = [t for t in before if t.pos_ in ("NOUN", "PROPN") or t in which or t in about]
    content = [t for t in content if not (t.lower_ in _WHEN_SAID and t.head.lower_ in ("at", "from"))]
    content = [t for t in content if not t.is_stop and t.lower_ not in SKIP | POLITE]
    content = [t for t in content if not (t.i > 0 and t.doc[t.i - 1].lower_ in _TIME_MARKS)]  # "since easter"
    if len(content) == 1 and content[0].i == before[0].i and content[0].pos_ == "PROPN":
        return ()
    return tuple(dict.fromkeys(t.lemma_.lower() for t in content if t.lower_ not in lx.DISCOURSE | lx.CHAT_WORDS))
