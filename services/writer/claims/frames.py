"""What holds for every clause of a sentence: whether it asks, is said in jest, quotes or dictates, speaks
of koe itself, or goes on a story begun before it; and who the speaker of a verb is."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.marks import dictated, unmarked_question


@dataclass
class SentenceFrame:
    """What holds for every clause of a sentence (or of the rest of its turn)."""

    question: bool = False
    asked: frozenset[int] = frozenset()  # heads of the sentence's clauses that ask (a wh-word, an inversion)
    joke: bool = False
    quoted: frozenset[int] = frozenset()  # token indices inside quotes or after a dictation's colon
    meta: bool = False  # the sentence speaks of koe's memories or instructions: an injection, never a fact
    story: bool = False  # the turn has begun telling a story
    dreaming: bool = False  # the story begun before this sentence is a dream: the dreamer is in it too
    dream_now: bool = False  # ... told in the present ("I'm in this dream, right, and I'm running a bakery")
    taken_back_at: int = -1  # where in this sentence "kidding" takes back what came before: what follows is meant
    undercut: bool = False  # the joke is only an ironic comment ("living the dream"): a dated event stays meant
    laugh_at: int = -1  # where the laugh is that marks this sentence a joke ("... covered lol"); -1: none


def frame(
    sentence: Any, story_before: bool, joke_at: int, quotes: Sequence[tuple[int, int]] = (), said: str = ""
) -> SentenceFrame:
    """The sentence's frame; `joke_at` is where the turn takes back what came before ("just kidding"),
    -1 if it does not: a sentence before it (not one that opens with it) was said in jest. `quotes` are
    the turn's quoted character spans (`quoted_spans`): a quotation may run over a sentence end. `said`: the
    turn's whole text (a long one is parsed only in part, and its laugh may come after the part)."""
    text = sentence.text.strip()
    low = text.lower()
    quoted = {t.i for t in sentence if any(a <= t.idx < b for a, b in quotes) and not t.is_quote}
    root = sentence.root
    if root.lemma_.lower() in lx.DICTATE_VERBS and not subject_of(root):
        colon = next((t.i for t in sentence if t.text == ":"), None)
        if colon is not None:
            quoted |= {t.i for t in sentence if t.i > colon}

    # "It goes: surname Beaulieu, first name Yvette, ...", "the note says: ...": what a text reads, after the colon
    colon = next((t for t in sentence if t.text == ":"), None)
    reads = colon is not None and colon.i > 0 and sentence.doc[colon.i - 1].lemma_.lower() in _READS_AS
    if reads and not is_speaker(subject_of(sentence.doc[colon.i - 1])):
        quoted |= {t.i for t in sentence if t.i > colon.i}
    for verb in (t for t in sentence if t.lemma_.lower() in lx.DICTATE_VERBS and t.pos_ == "VERB"):
        colon = any(t.text == ":" and t.i > verb.i for t in sentence)  # with one, what follows it is dictated
        if not subject_of(verb) and not colon:  # "type this into the terminal for me sudo apt install ...": no colon
            quoted |= dictated(verb)
        pointed = any(c.dep_ == "dobj" and c.lower_ in ("this", "that", "it") for c in verb.children)
        if not subject_of(verb) and colon and pointed:  # "write this in D2 for me: equals VLOOKUP ...", however hung
            after = next(t.i for t in sentence if t.text == ":" and t.i > verb.i)
            quoted |= {t.i for t in sentence if t.i > after}
    quoted |= _quotative(sentence)
    after_opening = opening_end(sentence) < joke_at  # "Naw, really though, I croft ...": it opens this one
    # "Oh yeah, I'm a brilliant gardener, I've killed every plant": mock agreement with a verdict of oneself
    mock = low.startswith(("oh yeah, i", "oh aye, i", "oh yes, i")) and any(
        t.lower_ in lx.VERDICTS | lx.OVERSTATING for t in sentence
    )
    mock = mock or _boast_undone(sentence)
    return SentenceFrame(
        meta=any(about_koe(t) for t in sentence),
        question=(text.endswith("?") and not lx.TAG_QUESTION.search(low)) or unmarked_question(sentence),
        taken_back_at=joke_at if after_opening and joke_at < sentence.end_char else -1,
        laugh_at=joke_at if after_opening and _laugh(said or sentence.doc.text, joke_at) else -1,
        joke=after_opening or mock or low.startswith(lx.IRONY_OPENERS) or bool(lx.UNDERCUTS.search(low)),
        undercut=not (after_opening or low.startswith(lx.IRONY_OPENERS)),
        quoted=frozenset(quoted),
        story=story_before,
    )


def _quotative(sentence: Any) -> set[int]:
    """ "the host goes, I found the body in my garage in 1998", "and she was like, I'm done": what follows the
    quoting "goes" or "was like" and its comma is someone's words."""
    for verb in sentence:
        comma = verb.nbor(1) if verb.i + 1 < len(verb.doc) else None
        going = verb.lemma_.lower() == "go" and verb.tag_ in ("VBZ", "VBD", "VBP") and subject_of(verb) is not None
        liking = verb.lower_ == "like" and verb.i > 0 and verb.nbor(-1).lemma_ == "be"
        said = comma.nbor(1) if comma is not None and comma.i + 1 < len(verb.doc) else None
        joined = said is None or said.pos_ in ("CCONJ", "SCONJ")  # (not "we went, and it was lovely")
        if (going or liking) and comma is not None and comma.text == "," and not joined:
            return {t.i for t in sentence if t.i > comma.i}
    return set()


def _laugh(text: str, at: int) -> bool:
    """Whether what is said at `at` is a laugh ("lol", "😂"), not "just kidding"."""
    word = text[at:].split(maxsplit=1)[0] if text[at:].strip() else ""
    return lx.laughs(word.strip(".,!?:;").lower())


_READS_AS = frozenset({"go", "say", "read", "run", "state"})


def _boast_undone(sentence: Any) -> bool:
    """ "I'm a proper world-class chef me, managed to burn beans on toast again": praise of oneself with
    a mishap of one's own told after it (in the sentence or the next) is irony."""
    praised = [
        t
        for t in sentence
        if t.dep_ in ("attr", "acomp")
        and t.head.lemma_ == "be"
        and any(s.lower_ == "i" for s in t.head.children if s.dep_ == "nsubj")
        and any(p in " ".join(w.lower_ for w in t.subtree).replace(" - ", "-") + " " for p in lx.PRAISE)
    ]
    if not praised:
        return False
    after = sentence.doc[praised[0].i + 1 : sentence.end]
    following = next((s for s in sentence.doc.sents if s.start == sentence.end), None)
    told = [*after, *(following or [])]
    return any(
        t.pos_ == "VERB"
        and (subject_of(t) is None or subject_of(t).lower_ in ("i", "me"))  # type: ignore[union-attr]
        and _as_ever(t)
        for t in told
    )


def boast_undercut(before: Any, after: Sequence[Any]) -> bool:
    """ "I'm totally fluent in te reo, me. I know kia ora and that's about it.": what is said next takes
    the boast down ("that's about it", "said no one"), so the boast was irony."""
    if not lx.UNDERCUTS.search(" ".join(s.text.lower() for s in after)):
        return False
    speaker = any(t.dep_ == "nsubj" and t.lower_ == "i" and t.head.lemma_ == "be" for t in before)
    return speaker and any(t.lower_ in lx.BOASTING | lx.OVERSTATING for t in before)


def _as_ever(verb: Any) -> bool:
    """A mishap told as the usual ("burnt it again", "killed every plant"), or as an achievement once
    more ("managed to reverse into the gatepost again"), not one bad day."""
    again = any(c.dep_ == "advmod" and c.lower_ in ("again", "even") for c in verb.children)
    managed = verb.head.lemma_.lower() == "manage" and verb.dep_ == "xcomp"
    every = any(d.lower_ in ("every", "all") for c in verb.children if c.dep_ == "dobj" for d in c.children)
    able = any(c.dep_ == "aux" and c.lower_ in ("can", "could") for c in verb.children)  # "I can burn water"
    return (verb.lemma_.lower() in lx.MISHAPS and (again or managed or every or able)) or (managed and again)


def opening_end(sentence: Any) -> int:
    """Where the sentence's opening words end ("Naw, ", "Oh but "): a word that takes back what came
    before opens the sentence if only these come before it."""
    end = sentence.start_char + 3
    for tok in sentence:
        if not (tok.is_punct or tok.lower_ in lx.DISCOURSE or tok.pos_ == "INTJ"):
            break
        end = max(end, tok.idx + len(tok.text) + 1)
    return end


_DOUBLE = {'"': None, "“": True, "”": False}  # None: the same mark opens and closes
_SINGLE = ("'", "’", "‘")
_ELIDED = re.compile(r"(?:andsome|em|cause|cos|til|bout|ello|ere|ome|ave|alf|ouse|appy|eck)\b", re.I)
# "send babajide quote the tap has been leaking unquote": quotation marks, said aloud
_SPOKEN_QUOTE = re.compile(r"\b(?:open )?quote\b(.+?)\b(?:unquote|end quote|close quote)\b", re.IGNORECASE | re.DOTALL)


# "read me this text from a number I don't know: Assistant, this is ...", "got this email from the school: ..."
_READ_OUT = re.compile(
    r"\b(?:read(?:ing)?|forward(?:ing|ed)?|got|getting|received|here'?s|listen to)\b(?:\s+(?:me|you|out))?"
    r"\s+(?:this|a|the|that)\s+(?:[\w-]+\s+){0,2}?(?:text|message|e-?mail|sms|note|letter|voicemail|whatsapp|dm|post)"
    r"\b[^:.!?]{0,60}:",
    re.IGNORECASE,
)
# "I'm practising my toast for Andre's wedding, listen: when Andre told me ...": the words being tried out
_REHEARSED = re.compile(
    r"\b(?:practi[sc]ing|rehearsing|writing|drafting|working on)\s+(?:my|a|the|our|this)\s+(?:[\w-]+\s+)?"
    r"(?:toast|speech|eulogy|poem|vows|card|caption|bio|sermon|lines|verse|joke)\b[^:.!?]{0,80}:",
    re.IGNORECASE,
)
_MOVES_ON = re.compile(r"\b(?:anyway|anyhow|moving on|back to|any road)\b", re.IGNORECASE)


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """The character spans of a turn inside quotation marks (written, or "quote ... unquote" said), over
    sentence ends. A single mark inside or closing a word is an apostrophe ("don't", "a girls' college",
    "goin'"), unless a quotation it would close is open."""
    spans: list[tuple[int, int]] = [m.span(1) for m in _SPOKEN_QUOTE.finditer(text)]
    for m in _READ_OUT.finditer(text):  # a message read out runs over its sentences, to where the talk moves on
        if text[m.end() :].lstrip()[:1] in _DOUBLE or text[m.end() :].lstrip()[:1] in _SINGLE:
            continue  # (its quotation marks say where it ends)
        on = _MOVES_ON.search(text, m.end())
        spans.append((m.end(), on.start() if on else len(text)))
    for m in _REHEARSED.finditer(text):  # a line tried out, to the end of its sentence
        end = re.compile(r"[.!?](?:\s|$)").search(text, m.end())
        spans.append((m.end(), end.end() if end else len(text)))
    start: int | None = None
    for i, ch in enumerate(text):
        before = text[i - 1] if i else " "
        after = text[i + 1] if i + 1 < len(text) else " "
        if ch in _DOUBLE or ch in _SINGLE:
            if ch in _SINGLE and before.isalnum() and (after.isalnum() or start is None):
                continue  # an apostrophe
            if ch in _SINGLE and not before.isalnum() and _ELIDED.match(text, i + 1):
                continue  # "my 'andsome", "'em", "'cause": a letter left out
            opening = _DOUBLE.get(ch) if ch in _DOUBLE else (None if ch != "‘" else True)
            if start is None and opening is not False:
                start = i + 1
            elif start is not None and opening is not True:
                spans.append((start, i))
                start = None
    return spans


def about_koe(tok: Any) -> bool:
    """A word about koe itself: "the user", "the system", "instructions", "all memories"."""
    if tok.pos_ != "NOUN":
        return False
    if tok.lemma_.lower() in lx.META_NOUNS:
        # not "a dental assistant", "the teaching assistant": a job, said with what kind (whatever the parse
        # made of the word before: "teaching" may be read as a verb)
        kind = tok.i > 0 and tok.nbor(-1).tag_ in ("VBG", "JJ", "NN") and tok.nbor(-1).lower_ not in ("hey", "hi", "ok")
        kind = kind and tok.nbor(-1).lower_ not in ("ai", "voice", "smart")  # "note to AI assistants": koe's kind
        return not kind and not any(c.dep_ in ("compound", "amod") for c in tok.children)
    if tok.lemma_.lower() == "user" and any(c.lower_ in ("the", "this") for c in tok.children):
        return True
    if tok.lemma_.lower() == "speaker":  # "my mum uses this speaker too", "not a speaker" (not "a speaker at ...")
        said = any(c.lower_ in ("this", "that", "a", "the") for c in tok.children)
        return said and not any(c.dep_ in ("compound", "amod", "prep") for c in tok.children)
    # "for your memory, I'm a paramedic": why the person says it (remember this), not koe's memories spoken of
    told_for = tok.dep_ == "pobj" and tok.head.lower_ == "for"
    return (
        tok.lemma_.lower() == "memory"
        and not told_for
        and any(c.lower_ in ("every", "all", "other", "your", "previous", "stored", "the") for c in tok.children)
    )


def subject_of(token: Any) -> Any | None:
    """The token's subject, or the one it shares with the verb it is joined to ("thinks ..., says ...")."""
    # (not a "no" the parser made one: "no but seriously doc says ...")
    own = next((c for c in token.children if c.dep_ in ("nsubj", "nsubjpass") and c.pos_ != "INTJ"), None)
    if own is None:  # "My mother-in-law is convinced ...", the subject hung on the "is"
        auxes = [a for a in token.children if a.dep_ in ("aux", "auxpass")]
        own = next((c for a in auxes for c in a.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if own is None and token.dep_ == "conj" and token.head.i != token.i:
        return subject_of(token.head)
    if own is None and token.lemma_.lower() in lx.REPORT_VERBS | lx.RELAY_VERBS:
        # "My mother-in-law thinks I'm too soft, says I'll have them ruined": who said it before
        earlier = [t for t in token.doc[token.sent.start : token.i] if t.lemma_.lower() in lx.REPORT_VERBS]
        found = next((subject_of(t) for t in reversed(earlier) if subject_of(t) is not None), None)
        # "my mate cathal reckons ...", the parse hanging the reporter on the verb as a modifier
        before = [c for c in token.lefts if c.pos_ in ("NOUN", "PROPN", "ADJ") and c.dep_ != "npadvmod"]
        return found or (before[0] if before else None)
    return own


def is_speaker(token: Any | None) -> bool:
    return token is not None and token.lower_ in lx.SPEAKER_SUBJECTS
