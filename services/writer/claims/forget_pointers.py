"""How a forget request points at what it means without naming it: "that last bit", "the first thing", "what I
just said", "whatever you've got on file", "the thing before that"."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise

from services.writer.claims import lexicon as lx
from services.writer.claims.forget_kin import VAGUE
from services.writer.claims.model import Claim
from services.writer.claims.unkept import CALLED_OUT

ON_FILE = re.compile(
    r"\bon file\b|\byou(?:'ve| have)(?: got)? (?:stored|saved|kept)\b|\byou(?:'ve| have) got on\b", re.I
)
JUST_SAID = re.compile(r"\b(?:what|that thing|the thing|that)\s+i\s+(?:just\s+)?said\b(?!\s+about)", re.I)
ORDINALS = {"first": 0, "second": 1, "third": 2, "middle": -1}  # (the middle one: worked out from how many)
NTH = re.compile(r"\bthe (first|second|third|middle) (?:thing|ting|bit|part|one)\b", re.IGNORECASE)  # ("ting")
LAST_BIT = re.compile(r"\blast (?:bit|part|thing|one|sentence)\b", re.IGNORECASE)
ABOUT_SAID = re.compile(r"\b(?:said|told you|mentioned)\b.*?\b(?:about|aboot|bout)\b(.+)", re.IGNORECASE)
BEFORE_THAT = re.compile(
    r"\b(?:the (?:thing|bit|part|one|stuff)|what i said|what i told you) before (?:that|the (\w+))\b", re.I
)
ANNOUNCING = re.compile(r"\b(?:tell|telling|told) (?:you|u|yuh)\b", re.I)  # "I want tell you three things"
NEXT_BIT = re.compile(
    r"\b(?:this|the) next (?:bit|part|thing|one)\b|\bwhat i'?m about to (?:say|tell you)\b"
    r"|\bi'?m (?:about to|fixin'? to|fixing to|going to|gonna) (?:say|tell you)\b",  # "business I'm fixin' to tell you"
    re.I,
)


def all_of(claim: Claim) -> bool:
    """ "forget all that ... business", "scratch all of it": the whole of what it names."""
    # (Geordie "aal"; "not keep any of the Broome stuff", "everything I just yarn about Chidi")
    return bool(re.search(r"\ba+ll? (?:that|this|of|the)\b|\b(?:any|none) of\b|\beverything\b", claim.words, re.I))


def all_else(claim: Claim) -> bool:
    """ "forget everything else", "drop the rest": all that was said but what the request keeps."""
    # ("forget everything I said, only keep the milk thing"; not "everything about my ex except his name")
    said = r"\beveryt(?:h)?ing (?:i|mi) (?:said|told you|tell you|tell yuh|just said)\b"  # (Patois "everyting")
    # ("scrub the lot from today except the boat"; not "wipe whatever you've got on Priya, the lot": all of hers)
    named = set(claim.forget or ()) - set(claim.spares) - {"lot", "today", "get", "got"}
    lot = "|\\bthe lot\\b" if not named else ""
    rest = r"\b(?:everything|all|anything) (?:else|from today)\b|\bthe rest\b"
    # ("forget all that except the job"; not "delete the stuff about my ex, all of it, but keep ...": all of that)
    rest += r"|\ball (?:of )?(?:that|this|it)\b" if not named - VAGUE - lx.DISCOURSE else ""
    found = re.search(rf"{rest}|{said}{lot}", claim.words, re.I)
    return bool(claim.spares) and bool(found)


_SPARING = re.compile(
    r"^(?:\W*(?:well|oh|ok|okay|actually),?\s+)?(?:"  # ("well, except grandma's birthday, keep that one")
    r"(?:\W*(?:just|only|but|and)\s+)?(?:keep|remember)\b|\W*(?:except|apart from|besides)\b"
    r"|\W*(?:only|just)\b(?!\s+(?:don'?t|do not|no|not|never|so|in case|to say)\b))",  # (not "just so you know")
    re.I,
)


# "the job n start date fine", "The Kraków trip stays.", "hemi being my partner is fine to keep"
_FINE = re.compile(
    r"(?:\b(?:is|'s|are|'re)?\s*(?:fine|ok|okay|alright)(?:\s+to\s+(?:keep|remember|save|stay))?"
    r"|\bstays?|\bcan stay)\W*$"
    r"|^\W*(?:you|u|ya) can (?:keep|remember|save)\b",
    re.I,
)


def spared_after(claim: Claim, found: list[Claim], words: Callable[[str], list[str]]) -> Claim:
    """ "wipe whatever you've got on Priya. Just keep the cat bit": what the next sentence keeps back; and
    what the next two say is fine to keep ("Forget the party thing ... You can remember her name")."""
    after = [c for c in found if c.turn == claim.turn and c.sentence == claim.sentence + 1 and c.forget is None]
    kept = [w for c in after[:1] if _SPARING.search(c.words) for w in words(c.words)]
    near = [c for c in found if c.turn == claim.turn and 0 < c.sentence - claim.sentence <= 2 and c.forget is None]
    kept += [w for c in near if _FINE.search(c.words.strip()) for w in words(c.words)]
    kept = [w for w in kept if w not in ("fine", "ok", "okay", "alright", "stay", "stays", "can", "keep", "that")]
    kept = [w for w in kept if w not in ("keep", "remember", "bit", "thing", "stuff", "part", "except", "hold", "one")]
    return replace(claim, spares=tuple(dict.fromkeys([*claim.spares, *kept]))) if kept else claim


_WHICH = re.compile(
    r"^\W*(?:i mean\s+)?(?:the|that|my)\s+(.+?)\s+(?:part|bit|thing|one|stuff|business)(?:\W+i mean)?\W*$", re.I
)
_VAGUE = re.compile(r"\b(?:thing|bit|stuff|part|business|matter)\b", re.I)


def named_after(claim: Claim, found: list[Claim], words: Callable[[str], list[str]]) -> Claim:
    """ "Eh that one don't save ok. The retrenched part.": a bare phrase said next says which it meant."""
    after = [c for c in found if c.turn == claim.turn and c.sentence == claim.sentence + 1]
    # ("Can you not keep that thing about my sister? The divorce thing, I mean.": that one of hers)
    vague = not claim.forget or bool(_VAGUE.search(claim.words))
    which = _WHICH.match(after[0].words) if vague and len(after) == 1 else None
    named = [w for w in words(which[1]) if w not in _WHERE_SAID] if which else []  # ("that last bit": no name)
    return replace(claim, forget=tuple(named)) if named else claim


_AND_THE = re.compile(r"^\W*(?:(?:and|also|plus|oh and)\s+)?(?:the|that|my|his|her|their|our)\b[^.!?,]*\W*$", re.I)


def and_after(claim: Claim, found: list[Claim], words: Callable[[str], list[str]]) -> Claim:
    """ "Delete the gym thing. And the diet.": a bare phrase said next is forgotten too."""
    after = [c for c in found if c.turn == claim.turn and c.sentence == claim.sentence + 1]
    if not claim.forget or len(after) != 1 or not _AND_THE.match(after[0].words) or after[0].lasting:
        return claim
    if len(after[0].words.split()) > 5 or after[0].subject.strip():  # (a bare phrase, no clause of its own)
        return claim
    more = [w for w in words(after[0].words) if w not in lx.DISCOURSE | VAGUE]
    return replace(claim, forget=tuple(dict.fromkeys([*(claim.forget or ()), *more])))


_NOT_SO = re.compile(r"(?:'s|\bis|\bare|\bwas)\s+not\b|\b(?:isn't|isnt|aren't|wasn't|ain't)\b", re.I)


def denied_after(claim: Claim, found: list[Claim], words: Callable[[str], list[str]]) -> Claim:
    """ "strike that about Mei. she's not pregnant, I got it all mixed up": a request naming only someone, and
    then what of them is not so, forgets that, not all of them."""
    named = set(claim.forget or ())
    after = [c for c in found if c.turn == claim.turn and c.sentence == claim.sentence + 1 and c.forget is None]
    denied = [c for c in after[:1] if c.polarity == "denied" and set(words(c.subject)) & named]
    # (what they are not, not a secret kept: "She hasn't told anyone else yet")
    denied = [c for c in denied if _NOT_SO.search(c.words)]
    if not named or not denied or not re.search(r"\babout\b", claim.words, re.I):
        return claim
    what = [w for w in words(denied[0].words) if w not in set(words(denied[0].subject)) | lx.DISCOURSE]
    return replace(claim, forget=tuple(what)) if what else claim


_TOPIC = re.compile(
    r"\b(?:the|that|this)\s+(?:(?:bit|part|thing|stuff|business|matter)\s+(?:about|bout|of)\s+)?(.+)$", re.I
)


def named_before(claim: Claim, found: list[Claim], words: Callable[[str], list[str]]) -> Claim:
    """ "you know the bit about my cousin yeah. dont hold on to none of that": the topic set out in the sentence
    before, a phrase with no claim of its own, names what a request that names nothing means."""
    before = [c for c in found if c.turn == claim.turn and c.sentence == claim.sentence - 1 and c.forget is None]
    if set(claim.forget or ()) - CALLED_OUT - lx.DISCOURSE or not before or any(c.lasting for c in before):
        return claim
    # (the whole of it, however the parse cut it up; what it tells, not "keep that, you'll need to know it")
    said = " ".join(dict.fromkeys(c.words for c in before if c.mood == "statement" and c.about != "assistant"))
    said = said or max((c.words for c in before), key=len)  # ("you know the bit about my cousin yeah")
    topic = _TOPIC.search(said)  # (all its words: "I mean my brother's thing, the court stuff")
    # (not who did what is told: "The surprise 60th is off - Bill found out, the sneak. So forget all about that")
    who = {w for c in before if c.about in ("person", "relation") for w in words(c.subject)}
    named = [w for w in words(said) if w not in _WHERE_SAID | _TOPIC_WORDS | who] if topic else []
    return replace(claim, forget=tuple(named)) if named else claim


_TOPIC_WORDS = frozenset({"yeah", "mean", "know", "now", "bit", "thing", "stuff", "business", "matter", "part"})


def next_bit(claim: Claim, found: list[Claim], said_of: Callable[[Claim], list[str]]) -> Claim:
    """ "don't save this next bit, I mean it. I got a DUI back in March ... Okay. That's it.": what it names is
    said after it, in the sentences of its turn up to "that's it" (three at most)."""
    # ("don't you go hangin' on to any of this doctor business | I'm fixin' to tell you.": said right after it)
    said = [claim, *(c for c in found if c.turn == claim.turn and 0 <= c.start - claim.end <= 2)]
    pointer = next((c for c in said if NEXT_BIT.search(c.words)), None)
    if pointer is None:
        return claim
    after = sorted((c for c in found if c.turn == claim.turn and c.sentence > pointer.sentence), key=lambda c: c.start)
    sentences = list(dict.fromkeys(c.sentence for c in after))[:3]
    end = next(
        (
            n
            for n in sentences
            if any(re.search(r"\bthat'?s (?:it|all)\b", c.words, re.I) for c in after if c.sentence == n)
        ),
        None,
    )
    meant = [c for c in after if c.sentence in sentences and (end is None or c.sentence < end)]
    words = [w for c in meant if c.subject.strip() for w in said_of(c)]
    return replace(claim, forget=tuple(dict.fromkeys([*(claim.forget or ()), *words]))) if words else claim


_WHERE_SAID = frozenset({"last", "first", "second", "third", "other", "whole", "same", "earlier", "previous", "wee"})


def before_that(
    claim: Claim, said: list[Claim], said_of: Callable[[Claim], list[str]], then: str = ""
) -> tuple[str, ...] | None:
    """ "don't keep the... no not that one, the allergy's grand... the thing before that": "that" is what was
    said last (the turn before the request, or the sentence before it in its turn), and what is meant the
    one said before it; whatever else the request named is the one it turned down. None: no such pointer."""
    pointer = BEFORE_THAT.search(f"{claim.words} {then}")  # (or said next: "no, not that one ... before that")
    if not pointer:
        return None
    told = [c for c in said if c.forget is None and c.subject.strip() and c.mood in ("statement", "plan")]
    told = [c for c in told if (c.turn, c.sentence) != (claim.turn, claim.sentence) and c.about != "assistant"]
    if pointer[1]:  # "the one before the dog": the clauses said before the one naming it, back to a full stop
        named = [n for n, c in enumerate(told) if re.search(rf"\b{re.escape(pointer[1])}", c.words, re.I)]
        if not named or named[-1] == 0:
            return None
        at = told[named[-1]]
        meant = [c for c in told[: named[-1]] if (c.turn, c.sentence) == (at.turn, at.sentence)]
        meant = meant or [
            c
            for c in told[: named[-1]]
            if (c.turn, c.sentence) == (told[named[-1] - 1].turn, told[named[-1] - 1].sentence)
        ]
        return tuple(dict.fromkeys(w for c in meant for w in said_of(c)))
    this_turn = [c for c in told if c.turn == claim.turn and c.start < claim.start]
    # by turns when the request opens its turn; by sentences when it follows what its turn said
    unit = (lambda c: (c.turn, c.sentence)) if this_turn else (lambda c: (c.turn, -1))
    units = list(dict.fromkeys(unit(c) for c in told))
    if len(units) < 2:
        return None
    meant = [c for c in told if unit(c) == units[-2]]
    return tuple(dict.fromkeys(w for c in meant for w in said_of(c)))


def said_just_before(claim: Claim, out: list[Claim]) -> list[Claim]:
    """The last thing said in the sentence before the request, past an exclamation ("my cousin earl just got
    out of county | lord help us all hold on | scratch that last bit"); none when it says nothing of anyone."""
    for back in (1, 2, 3):
        these = [c for c in out if c.forget is None and c.turn == claim.turn and c.sentence == claim.sentence - back]
        # (the exclamation, and what runs on from it with no pause: "lord help | us all hold on")
        cried = [c for c in these if c.mood == "wish"]
        these = [c for c in these if not any(w.start <= c.start <= w.end + 1 for w in cried)]
        if cried and not these:
            continue
        return last_said(these) if any(c.subject.strip() for c in these) else []
    return []


# how a thing just told is going, said of it: "..., it's going grand actually" (not "it's 9012": what it is)
_SAID_OF_IT = re.compile(
    r"(?:it|that|this)(?:'s| is| was|s)?\s+(?:going|been|all|fine|grand|great|good|hard|tough|ok|okay|rough)\b", re.I
)


def last_said(sentence: list[Claim]) -> list[Claim]:
    """The last clause of a sentence and those run on into it with no pause ("my therapist dr okafor thinks
    i have generalised anxiety"), not those set apart by a comma ("Callum's a joiner, we're up in Dundee,
    and we've about thirty-eight grand")."""
    ordered = sorted(sentence, key=lambda c: (c.start, -c.end))
    start = ordered[-1].start
    for n, c in enumerate(reversed(ordered[:-1])):
        # ("a counsellor about the drink since Easter, it's going grand": what "it" goes on about too)
        about_it = n == 0 and _SAID_OF_IT.match(ordered[-1].words) is not None
        if c.end >= start - 1 or about_it:  # a space between, or inside it
            start = min(start, c.start)
    return [c for c in ordered if c.start >= start]


def read_around(
    claim: Claim,
    found: list[Claim],
    words: Callable[[str], list[str]],
    said_of: Callable[[Claim], list[str]],
    topics: set[tuple[str, int]],
) -> tuple[Claim, bool]:
    """A request read with the sentences around it: "this next bit" (what follows; settled), "just keep the cat
    bit" or "the retrenched part" said next, a topic set out before (its sentence added to `topics`, no fact
    told), and a request taken back as it is said ("forget the thing about my job, no wait, keep the job")."""
    ahead = next_bit(claim, found, said_of)
    if ahead is not claim:
        return ahead, True
    claim = denied_after(named_after(spared_after(claim, found, words), found, words), found, words)
    claim = and_after(claim, found, words)
    named = named_before(claim, found, words)
    before = [c for c in found if c.turn == claim.turn and c.sentence == claim.sentence - 1]
    # (or the topic that gave it its words: "Listen, that thing bout the old man head not good | leave that out")
    said_there = set(words(" ".join(c.words for c in before)))
    if named is not claim or (claim.forget and not any(c.lasting for c in before) and set(claim.forget) <= said_there):
        topics.add((claim.turn, claim.sentence - 1))
    claim = named
    kind = {w for w in claim.forget or () if w not in lx.DISCOURSE | lx.OPENING_WORDS | _TOPIC_WORDS}
    taken_back = re.search(r"\bno,? wait\b|\bnot the\b", claim.words, re.I)  # "... no wait, not the job"
    if kind and kind <= set(claim.spares) and taken_back and not (all_else(claim) or all_of(claim)):
        return replace(claim, forget=None, keeps=True), True
    return claim, False


_ABOUT_THEM = re.compile(
    r"\b(?:said|told you|mentioned|anything|everything|stuff)\b[^.?!]*?\babout (him|her|them)\b"
    # "Don't remember him at all" (not "don't keep her address": hers)
    r"|\b(?:remember|keep|forget|save|store|record)\s+(him|her)(?=\s*(?:[.,!?;]|$)|\s+(?:at all|please|either)\b)",
    re.IGNORECASE,
)
_NOT_WHO = frozenset({"my", "our", "the", "his", "her", "their", "me", "mi", "i"})


def about_them(claim: Claim, found: list[Claim], said: list[Claim]) -> Claim:
    """ "please don't remember what I said about her": her, the one named last before the request (by name)."""
    beside = [c for c in found if c.turn == claim.turn and c.sentence == claim.sentence]
    own = _ABOUT_THEM.search(claim.words)  # ("Don't remember him at all": him, whatever the sentence before said)
    if claim.forget and not own:
        return claim
    pointer = next(
        (m.group(m.lastindex).lower() for c in [claim, *beside] for m in [_ABOUT_THEM.search(c.words)] if m), None
    )
    if pointer is None:
        return claim
    # (by the word for them when it says which: "her" is the mother-in-law, not Frank, named after her)
    other = {"her": lx.MALE, "him": lx.FEMALE}.get(pointer, frozenset())
    named = [
        c
        for c in said
        if c.forget is None
        and c.about in ("relation", "person")
        and (c.turn, c.sentence) != (claim.turn, claim.sentence)
    ]
    mine = {"her": lx.FEMALE, "him": lx.MALE}.get(pointer, frozenset())
    named = [c for c in named if not set(re.split(r"[\W_]+", c.subject.lower())) & other]
    named = [c for c in named if set(re.split(r"[\W_]+", c.subject.lower())) & mine] or named
    named = [c for c in named if re.search(r"\b[A-Z][a-z]", c.subject.replace("My ", "").replace("Our ", ""))]
    who = [w.lower() for c in named[-1:] for w in re.findall(r"\b[A-Z][\w-]+", c.subject) if w.lower() not in _NOT_WHO]
    return replace(claim, forget=tuple(who)) if who else claim


def nth_said(
    claim: Claim, said: list[Claim], said_of: Callable[[Claim], list[str]], beside: str = ""
) -> tuple[str, ...] | None:
    """ "the first thing I told ya, leave that out eh, bit embarrassing": the first sentence told in the turns
    before, whatever else the request's own words name ("bit embarrassing" is how it felt). None: no such
    pointer, or one that names what it means ("the first thing" said with nothing told before)."""
    # (or in the words beside it: "what I said right at the start, don't keep that")
    nth = NTH.search(f"{claim.words} {beside}")
    at_start = AT_START.search(f"{claim.words} {beside}")
    if not (nth or at_start):
        return None
    told = [c for c in said if c.forget is None and c.turn != claim.turn and c.subject.strip()]
    # (what told something, kept or not: "I lost my licence ... last month" was the first thing)
    told = [c for c in told if c.mood in ("statement", "plan") and (c.lasting or c.about != "thing")]
    place = ORDINALS[nth[1].lower()] if nth else 0
    # "first I'm allergic to shellfish, ..., second I'm kind of in the middle of a divorce": counted off aloud
    word = _COUNTED[place] if place >= 0 else "$^"
    after = [b for a, b in pairwise(told) if re.search(rf"\b(?:{word})\W*$", a.words, re.I)]
    counted = [c for c in told if re.match(rf"\W*(?:and\s+)?(?:{word})\b", c.words, re.I)] + after
    if counted:
        return tuple(dict.fromkeys(w for c in counted for w in said_of(c) if w not in lx.COUNTING))
    if at_start and not nth and told:  # ("what I said right at the start": the first turn, all of it)
        return tuple(dict.fromkeys(w for c in told if c.turn == told[0].turn for w in said_of(c)))
    sentences = list(dict.fromkeys((c.turn, c.sentence) for c in told))
    place = len(sentences) // 2 if place < 0 else place
    facts = [c for c in told if c.lasting]  # ("I'm gluten intolerant, my husband Dev snores ..., and my mum's
    if nth and len(facts) > max(len(sentences), place):  # coming": a list said in a sentence, by its items)
        return tuple(dict.fromkeys(said_of(facts[place])))
    if len(sentences) < 2 or len(sentences) <= place or (not claim.forget and not at_start):
        return None
    return tuple(dict.fromkeys(w for c in told if (c.turn, c.sentence) == sentences[place] for w in said_of(c)))


AT_START = re.compile(
    r"\b(?:what|the (?:thing|bit|stuff))\s+i\s+(?:said|told you|told ya)\s+(?:right\s+)?at the (?:start|beginning)\b",
    re.I,
)
_COUNTED = ("first(?:ly)?|one(?=,)", "second(?:ly)?|two(?=,)", "third(?:ly)?|three(?=,)")  # (not "one of my kids")


def last_told(sentence: list[Claim]) -> list[Claim]:
    """ "forget the last thing I said" after "my sister's moving to Hilo, she got the job, and I've been thinking
    about quitting the hotel": of the sentence it ends, the clauses at its end said of the same one."""
    told = [c for c in sentence if c.subject.strip()]
    # (not a word on who knows, said after it: "im interviewing for jobs in dublin, my manager doesnt know")
    while len(told) > 1 and re.search(r"\b(?:know|knows|told|tell)\b", told[-1].words, re.I):
        told.pop()
    if not told:
        return sentence
    run = [told[-1]]
    for c in reversed(told[:-1]):
        if c.subject.lower() != run[0].subject.lower():
            break
        run.insert(0, c)
    return [c for c in sentence if c.start >= run[0].start]
