"""What a forget request reaches: the words it names ("forget my salary"), what was said just before it
when it names nothing said ("forget that", "it's private", "that price thing"), what the clause that named
it said of it ("don't keep the medicine one": "a new medicine, lisinopril ten milligram"), and every
clause of the sentence for "forget all that ..."."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

from services.writer.claims import lexicon as lx
from services.writer.claims.model import Claim
from shared import metrics
from shared.logs import get_logger
from shared.memory.query import content_words, stems

log = get_logger(stage="writer")

NAMED = "called"  # a naming claim's context: a name given in passing, which "forget that" does not point at
SPEAKER_ONLY = "of the speaker"  # a request's context: it forgets what was said of the speaker, no one else

Similarity = Callable[[str, str], float]  # two sentences' cosine (the store's embedder)
T = TypeVar("T")


def resolve_forgets(before: list[Claim], found: list[Claim], similarity: Similarity | None = None) -> list[Claim]:
    """A forget request names what it forgets ("forget my salary"); one that names a kind the person never
    said ("forget the money bit") forgets what is closest to it in meaning, when one thing clearly is; one
    that names nothing ("forget that", "it's private") forgets what the person said just before it."""
    out: list[Claim] = []
    for claim in found:
        # ("no no wait keep it, you'll need it": a request's words, nothing the person told)
        asks = {(c.turn, c.sentence) for c in [*before, *out] if c.keeps}
        if (
            claim.forget
            and claim.subject.lower() == "i"  # (not "don't keep the part about my husband")
            and claim.polarity == "denied"
            and set(claim.forget) <= set(content_words(claim.words))
        ):  # "Naw, I'm no a vegetarian, never have been, dinnae put that doon": what the person is not
            claim = replace(claim, context=SPEAKER_ONLY)
        if claim.forget is not None and _all_else(claim):
            # "forget everything else I said and just keep Mateo's allergy": all that was said, but what it keeps
            spared = set(claim.spares)
            rest = [
                c for c in [*before, *out] if c.forget is None and c.subject.strip() and c.mood in ("statement", "plan")
            ]
            rest = [c for c in rest if not stems(c.words) & spared]
            words = [w for c in rest for w in _said_of(c) if w not in spared]
            out.append(replace(claim, forget=tuple(dict.fromkeys(words))))
            continue
        if claim.forget is not None:
            # What can be forgotten is what could have been kept: "Oh wait, forget all that" names nothing.
            # (not the request's own sentence: "the counselling, I'd rather you didn't hang on to any of that")
            earlier = [
                c
                for c in [*before, *out]
                if c.forget is None
                and c.lasting
                and (c.turn, c.sentence) != (claim.turn, claim.sentence)
                and c.context != NAMED  # a name given in passing is not what a "forget that" points at
            ]
            # "the counselling, I'd rather you didn't hang on to any of that": the topic set before it names it
            # ("scratch that about Kaylee, don't keep it": a request beside it names it too)
            topic = [c for c in out if (c.turn, c.sentence) == (claim.turn, claim.sentence)]
            # (in a run-on transcript, what was said last before it: "an wor kev's been on the sick for his
            # nerves since easter divvent write that down", not the job said at its start)
            said_before = [c for c in topic if c.end <= claim.start]
            last_start = max((c.start for c in said_before if c.end == max(d.end for d in said_before)), default=-1)
            asked_beside = [w for c in topic if c.forget for w in c.forget]  # "don't keep the postcode, I'd rather
            whole_topic = topic  # that's not stored": the postcode
            topic = [c for c in said_before if c.start >= last_start] or topic
            # "forget what I said about Dashiell. don't keep any of that": that is what the request just made named
            # (or two back, a word the parse set apart between them: "strike that | that | dont keep it")
            just_asked = [c for c in out if c.turn == claim.turn and c.forget and claim.sentence - 3 < c.sentence]
            if not claim.forget and just_asked and not topic:  # the same request again: what it named, no more
                out.append(replace(claim, forget=just_asked[-1].forget))
                continue
            if not claim.forget and not topic:  # "that thing i said about gary next door | can you bin that"
                said = [c for c in out if c.turn == claim.turn and claim.sentence - 3 <= c.sentence < claim.sentence]
                about = [m for c in said if not c.lasting for m in [_ABOUT_SAID.search(c.words)] if m][-1:]
                claim = replace(claim, forget=tuple(content_words(about[0].group(1)))) if about else claim
            if not claim.forget and topic:
                of_topic = [w for c in topic for w in _said_of(c) if w not in lx.DISCOURSE | _FILLERS]
                of_whole = [w for c in whole_topic for w in _said_of(c) if w not in lx.DISCOURSE | _FILLERS]
                topic_words = asked_beside or of_topic or of_whole  # ("Hmm, you know what, that landlord ...")
                claim = replace(claim, forget=tuple(dict.fromkeys(topic_words)))
            # Named if said before, kept or not ("that wifi password", "the vet bill for her teeth was ...")
            heard = [
                c
                for c in [*before, *out]
                if c.forget is None and (c.turn, c.sentence) not in asks | {(claim.turn, claim.sentence)}
            ]
            said = stems(_titles(" ".join(c.words for c in heard)))
            named = stems(" ".join(claim.forget or ()))
            core = named - stems(" ".join(_VAGUE))  # "the baby news": not "big news: my wife Dana and I ..."
            # "dont keep the bank stuff" after "my atm pin is 4417": a kind never said, found by its meaning
            spoken = [_own(c, [*before, *found]) for c in [*before, *out] if c.forget is None]
            spoken = [c for c in spoken if (c.turn, c.sentence) not in asks]
            unsaid = bool(named) and not named & said
            part_of = any(_within(n, _titles(c.words)) for n in named for c in spoken)  # "remortgaging"
            # ("whatever you've got on file about my meds": what koe holds, not what was said today)
            kept_before = bool(_ON_FILE.search(claim.words))
            kin = _closest(claim, spoken, similarity) if unsaid and not part_of and not kept_before else []
            if kin:
                words = [w for c in kin for w in _said_of(c)]
                claim = replace(claim, forget=tuple(dict.fromkeys([*(claim.forget or ()), *words])))
            elif (earlier or _said_just_before(claim, out)) and not named & said and not kept_before:
                # "don't remember the mortgage amount" after "we're remortgaging, we've still got 180 grand
                # left": the sentence that speaks of it; else what was said just before the request
                part = [c for c in heard if core & stems(c.words) or any(_within(n, _titles(c.words)) for n in named)]
                mates = [
                    c
                    for c in earlier
                    if any(c.turn == m.turn and c.sentence == m.sentence and _same_doer(c, m) for m in part)
                ]
                # (what was said just before, kept or not: "we paid 410 for it" before "that price thing")
                said_last = [
                    c
                    for c in [*before, *out]
                    if c.forget is None
                    and c.turn != claim.turn
                    and c.mood in ("statement", "plan")
                    and (c.turn, c.sentence) not in asks
                ]
                # (nothing kept yet in this turn: what the turn before said last)
                # ("scrap that last bit": the last thing said, kept or not)
                pointed_last = bool(_LAST_BIT.search(claim.words))
                later = not earlier or (bool(said_last) and said_last[-1].turn != earlier[-1].turn)
                last = said_last[-1] if said_last and (later or pointed_last) else None
                last = None if _all_of(claim) else last  # "forget all that": not just the last thing said
                # "she'll need the garage code, it's 4471. Actually don't keep that.": the sentence right
                # before it in its turn, kept or not, not something kept further back
                # (a sentence that says something of someone: not "Eish, actually" or "oh god" set apart)
                just_before = _said_just_before(claim, out)
                # "forget aal that aa just said": all this turn said before it, when it said anything
                said_now = [
                    c for c in out if c.forget is None and c.subject.strip() and c.mood in ("statement", "plan")
                ]
                just_before = [c for c in said_now if c.start < claim.start] if _all_of(claim) else just_before
                fallback = next((c for c in reversed(earlier) if c.memory), earlier[-1]) if earlier else None
                chosen = mates or just_before or [c for c in [last or fallback] if c is not None]
                # "that thing i just said now": the turn before, all of it; "the first thing": the first said
                if not just_before and said_last and _JUST_SAID.search(claim.words):
                    chosen = [c for c in said_last if c.turn == said_last[-1].turn]
                nth = _NTH.search(claim.words)
                sentences = list(dict.fromkeys((c.turn, c.sentence) for c in said_last if c.subject.strip()))
                if nth and len(sentences) > _ORDINALS[nth[1].lower()]:
                    at = sentences[_ORDINALS[nth[1].lower()]]
                    chosen = [c for c in said_last if (c.turn, c.sentence) == at]
                if chosen and all(c.subject.lower() == "i" and c.polarity == "denied" for c in chosen):
                    # "I'm no a vegetarian, dinnae put that doon. It's my partner Ruaridh that's the veggie one":
                    # what the person is not, never what someone else is
                    claim = replace(claim, context=SPEAKER_ONLY)
                # a name said only in what is forgotten goes with it ("my cousin earl just got out of county")
                named_in = _named_within(chosen, [*before, *out])
                words = [w for c in named_in for w in content_words(c.words) if w not in lx.RELATIONS]
                claim = replace(claim, forget=tuple(dict.fromkeys([*claim.forget, *words])))
                # what was said of them, not who ("Orla's just been diagnosed with ...": not every word of Orla)
                words = [w for c in chosen for w in (content_words(c.words) if c.mood == "question" else _said_of(c))]
                claim = replace(claim, forget=tuple(dict.fromkeys([*claim.forget, *words])))
            elif earlier:
                # "scratch all that doctor business": every clause of the sentence that named it; "don't keep
                # the medicine one": what the clause that named it said of it ("a new medicine, lisinopril")
                part = [c for c in heard if core & stems(c.words) or any(_within(n, _titles(c.words)) for n in named)]
                whole = [c for c in earlier if any((c.turn, c.sentence) == (m.turn, m.sentence) for m in part)]
                # ("I still owe my church group 80,000 naira ..., I don't know where I will see that money" |
                # "that money matter, no keep am": the sentence that money is in, not the words after it)
                pointed = any(re.search(rf"\b(?:that|this) {re.escape(n)}", c.words, re.I) for c in part for n in named)
                if _all_of(claim) or pointed:
                    words = [w for c in whole for w in _said_of(c)]
                else:  # what follows the named words in their clause, to its next "and" (not the rest of it)
                    words = [w for c in part for w in _said_after(c.words, named)]
                claim = replace(claim, forget=tuple(dict.fromkeys([*(claim.forget or ()), *words])))
        out.append(claim)
    return out


# Measured with the writer's embedder (all-MiniLM-L6 int8), the kind's words against each clause said: the
# clause meant scores 0.17-0.42 ("baby" / "we are expecting in March", "bank" / "my atm pin is 4417"), the
# others -0.03-0.21, and a kind the model does not know ("party" / "a surprise quinceañera") no higher.
KIN_FLOOR = 0.15  # below it nothing said is of the named kind: what was said last is meant
KIN_MARGIN = 0.08  # what the request means stands this far above the rest, or the kind does not tell them apart
KIN_BAND = 0.05  # clauses this close to the best are of the kind too ("i got the raise", "i'm making 82 thousand")


_ON_FILE = re.compile(r"\bon file\b|\byou(?:'ve| have)(?: got)? (?:stored|saved|kept)\b", re.IGNORECASE)
_JUST_SAID = re.compile(r"\b(?:what|that thing|the thing|that)\s+i\s+(?:just\s+)?said\b(?!\s+about)", re.I)
_ORDINALS = {"first": 0, "second": 1, "third": 2}
_NTH = re.compile(r"\bthe (first|second|third) (?:thing|bit|part|one)\b", re.IGNORECASE)
_LAST_BIT = re.compile(r"\blast (?:bit|part|thing|one|sentence)\b", re.IGNORECASE)
_ABOUT_SAID = re.compile(r"\b(?:said|told you|mentioned)\b.*?\babout\b(.+)", re.IGNORECASE)


def _kind(claim: Claim) -> str:
    """The words a request names its matter by, less those that say nothing of what it is."""
    return " ".join(w for w in claim.forget or () if w not in lx.DISCOURSE | _FILLERS | _VAGUE)


def _closest(claim: Claim, spoken: list[Claim], similarity: Similarity | None) -> list[Claim]:
    """The clauses said before a request that names a kind never said ("forget the money part" after
    "i'm making 82 thousand now and my new shift is seven to three"): those closest in meaning to the kind,
    when they stand clearly above the rest; none when no kind is named or none stands out. Clauses that
    keep nothing count too: when one of them is what is meant ("that password business" after "the code
    for the wifi is ..."), nothing kept is forgotten in its place."""
    kind = _kind(claim)
    # (not what was said to the assistant: "no wait keep it, you'll need it for the recipes")
    candidates = [c for c in spoken if c.context != NAMED and content_words(c.words) and c.about != "assistant"]
    # (a kind by its name or a word of it; the family by its name only: "dad" is one of them, not all of them)
    kinds = [w for word in kind.split() for k, w in lx.KIND_WORDS.items() if word == k or (word in w and k != "family")]
    # (by a clause's own words: "I'm on insulin na" holding "my doctor changed my meds" is of the kind itself)
    of_kind = list(
        dict.fromkeys(c for c in candidates for words in kinds if set(content_words(c.own or c.words)) & words)
    )
    if of_kind:
        return of_kind
    # (the words as said: scored on the memory written from them, or the better of both, 32 requests
    # written by others kept more junk, 5 and 4 against 3)
    return _standing_out(kind, [(c.words, c) for c in candidates], similarity)


def kin_memories(claim: Claim, texts: dict[str, str], similarity: Similarity | None) -> list[str]:
    """The memories a request that names a kind reaches when no word of it is in any ("whatever you've got
    on file about my meds, chuck it" and "The user takes sertraline for anxiety"): those clearly closest in
    meaning, as for the clauses said (`_closest`)."""
    return _standing_out(_kind(claim), [(text, mid) for mid, text in texts.items()], similarity)


def _standing_out(kind: str, items: list[tuple[str, T]], similarity: Similarity | None) -> list[T]:
    """The items whose text is closest in meaning to the kind, when they stand clearly above the rest (none
    when there is no kind, fewer than two items, or nothing stands out)."""
    if similarity is None or not kind or len(items) < 2:
        return []
    try:
        scored = [(similarity(kind, text), item) for text, item in items]
    except Exception as exc:  # an embedder that fails leaves the request to the rule without it, never the batch
        metrics.FALLBACKS.labels("writer", "forget_kind_unmatched").inc()
        log.warning("writer.forget_kind_unmatched", error=f"{type(exc).__name__}: {exc}"[:300])
        return []
    best = max(score for score, _ in scored)
    near = [(score, item) for score, item in scored if score >= best - KIN_BAND]
    rest = [score for score, _ in scored if score < best - KIN_BAND]
    if best < KIN_FLOOR or not rest or min(score for score, _ in near) - max(rest) < KIN_MARGIN:
        return []
    return [item for _, item in near]


def _named_within(chosen: list[Claim], claims: list[Claim]) -> list[Claim]:
    """The names given inside the clauses a request forgets, and said nowhere else ("Orla's just been
    diagnosed ... Orla's birthday is the ninth of March": Orla stays)."""
    spans = [(c.turn, c.start, c.end) for c in chosen]
    inside = [
        c for c in claims if c.context == NAMED and any(c.turn == t and a <= c.start < c.end <= b for t, a, b in spans)
    ]
    rest = [c for c in claims if c.context != NAMED and not any(c.turn == t and a <= c.start < b for t, a, b in spans)]
    heard = stems(" ".join(c.words for c in rest if c.forget is None))
    return [
        c for c in inside if not stems(" ".join(w for w in content_words(c.words) if w not in lx.RELATIONS)) & heard
    ]


def _said_just_before(claim: Claim, out: list[Claim]) -> list[Claim]:
    """The last thing said in the sentence before the request, past an exclamation ("my cousin earl just got
    out of county | lord help us all hold on | scratch that last bit"); none when it says nothing of anyone."""
    for back in (1, 2, 3):
        these = [c for c in out if c.forget is None and c.turn == claim.turn and c.sentence == claim.sentence - back]
        # (the exclamation, and what runs on from it with no pause: "lord help | us all hold on")
        cried = [c for c in these if c.mood == "wish"]
        these = [c for c in these if not any(w.start <= c.start <= w.end + 1 for w in cried)]
        if cried and not these:
            continue
        return _last_said(these) if any(c.subject.strip() for c in these) else []
    return []


def _last_said(sentence: list[Claim]) -> list[Claim]:
    """The last clause of a sentence and those run on into it with no pause ("my therapist dr okafor thinks
    i have generalised anxiety"), not those set apart by a comma ("Callum's a joiner, we're up in Dundee,
    and we've about thirty-eight grand")."""
    ordered = sorted(sentence, key=lambda c: (c.start, -c.end))
    start = ordered[-1].start
    for c in reversed(ordered[:-1]):
        if c.end >= start - 1:  # a space between, or inside it
            start = min(start, c.start)
    return [c for c in ordered if c.start >= start]


def _own(clause: Claim, clauses: list[Claim]) -> Claim:
    """A clause with only its own words, not those of the clauses inside it ("ah've started nights as a
    porter ... and the dug's called hamish ... but dinnae keep the marriage stuff": the porter's part)."""
    inner = sorted(
        (c.start, c.end)
        for c in clauses
        if c.turn == clause.turn
        and clause.start <= c.start < c.end <= clause.end
        and (c.start, c.end) != (clause.start, clause.end)
    )
    if not inner or len(clause.words) != clause.end - clause.start:
        return clause
    parts, at = [], clause.start
    for start, end in inner:
        parts.append(clause.words[at - clause.start : max(at, start) - clause.start])
        at = max(at, end)
    parts.append(clause.words[at - clause.start :])
    return replace(clause, words=" ".join(p.strip(" ,;:—-") for p in parts if p.strip(" ,;:—-")))


_VAGUE = frozenset({"part", "bit", "stuff", "thing", "things", "one", "business", "info", "detail", "details", "news"})


def _said_after(words: str, named: set[str]) -> list[str]:
    """ "a new medicine this week, lisinopril ten milligram": the content words after the first named one,
    up to the next "and" or "but", at most eight ("... and the alarm code's 4-7-1-9": 4, 7, 1, 9)."""
    said = re.findall(r"[\w'-]+", words)
    at = next((n for n, w in enumerate(said) if stems(w.lower()) & named), None)
    if at is None:
        return []
    after = said[at + 1 : at + 9]
    stop = next((n for n, w in enumerate(after) if w.lower() in ("and", "but", "so")), len(after))
    # (not a name or a place: "the garage keypad code out here in Antigonish" leaves where they live)
    kept = " ".join(w for w in after[:stop] if not w[:1].isupper())
    return [w for w in content_words(kept) if w not in _SAYING]


_SAYING = frozenset({"named", "called", "name", "call", "got", "get", "have", "has", "had", "is", "was"})


_FILLERS = frozenset({"hmm", "um", "uh", "er", "erm", "ah", "oh", "would", "rather", "ok", "okay", "wait"})


def _all_of(claim: Claim) -> bool:
    """ "forget all that ... business", "scratch all of it": the whole of what it names."""
    return bool(re.search(r"\ba+ll? (?:that|this|of|the)\b", claim.words, re.IGNORECASE))  # (Geordie "aal")


def _all_else(claim: Claim) -> bool:
    """ "forget everything else", "drop the rest": all that was said but what the request keeps."""
    return bool(claim.spares) and bool(
        re.search(r"\b(?:everything|all|anything) else\b|\bthe rest\b", claim.words, re.I)
    )


def _titles(words: str) -> str:
    """ "Dr. Thibodeaux" is a doctor: "scratch all that doctor business" names him."""
    return re.sub(r"\bDr\b\.?", "doctor", words)


def _same_doer(a: Claim, b: Claim) -> bool:
    """Two clauses of one sentence about the same someone ("we're refinancing, we still owe ..."), not
    "I've started seeing a counsellor, and my sister Blessing's moving in with us"."""
    if a.subject.lower() == b.subject.lower() or (a.about == b.about == "speaker"):
        return True
    return a.subject.lower().strip() in ("", "it", "that", "this", "which")


def _within(stem: str, words: str) -> bool:
    """A named word inside a word said ("mortgage" in "remortgaging"), for words long enough to tell."""
    core = stem[:-1] if stem.endswith("e") else stem  # "mortgag" in "remortgaging"
    return len(core) >= 5 and any(core in w or _same_root(core, w) for w in re.findall(r"[\w'-]+", words.lower()))


def _same_root(a: str, b: str) -> bool:
    """Two forms of one word: "counselling" and "counsellor" share all but their endings."""
    shared = next((n for n, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return shared >= max(5, min(len(a), len(b)) - 3)


def _said_of(claim: Claim) -> list[str]:
    """The content words a claim says of its subject (all of them when it says nothing else)."""
    who = set(content_words(claim.subject))
    said = content_words(claim.words)
    said = [w for w in said if w not in lx.CHAT_WORDS]  # ("... naira dey press me": not "Chidi dey prepare")
    return [w for w in said if w not in who] or said
