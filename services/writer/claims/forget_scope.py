"""What a forget request reaches: the words it names ("forget my salary"), what was said just before it
when it names nothing said ("forget that", "it's private", "that price thing"), what the clause that named
it said of it ("don't keep the medicine one": "a new medicine, lisinopril ten milligram"), and every
clause of the sentence for "forget all that ..."."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from services.writer.claims import lexicon as lx
from services.writer.claims.model import Claim
from shared import metrics
from shared.logs import get_logger
from shared.memory.query import content_words, stems

log = get_logger(stage="writer")

NAMED = "called"  # a naming claim's context: a name given in passing, which "forget that" does not point at

Similarity = Callable[[str, str], float]  # two sentences' cosine (the store's embedder)


def resolve_forgets(before: list[Claim], found: list[Claim], similarity: Similarity | None = None) -> list[Claim]:
    """A forget request names what it forgets ("forget my salary"); one that names a kind the person never
    said ("forget the money bit") forgets what is closest to it in meaning, when one thing clearly is; one
    that names nothing ("forget that", "it's private") forgets what the person said just before it."""
    out: list[Claim] = []
    for claim in found:
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
            # "forget what I said about Dashiell. don't keep any of that": that is what the request just made named
            # (or two back, a word the parse set apart between them: "strike that | that | dont keep it")
            just_asked = [c for c in out if c.turn == claim.turn and c.forget and claim.sentence - 3 < c.sentence]
            if not claim.forget and just_asked and not topic:  # the same request again: what it named, no more
                out.append(replace(claim, forget=just_asked[-1].forget))
                continue
            if not claim.forget and topic:
                said_by = [w for c in topic if c.forget for w in c.forget]
                topic_words = said_by or [w for c in topic for w in _said_of(c) if w not in lx.DISCOURSE | _FILLERS]
                claim = replace(claim, forget=tuple(dict.fromkeys(topic_words)))
            # Named if said before, kept or not ("that wifi password"): in an earlier turn, or kept in this one.
            said = stems(_titles(" ".join(c.words for c in [*before, *earlier] if c.forget is None)))
            named = stems(" ".join(claim.forget or ()))
            # "dont keep the bank stuff" after "my atm pin is 4417": a kind never said, found by its meaning
            spoken = [_own(c, [*before, *found]) for c in [*before, *out] if c.forget is None]
            unsaid = bool(named) and not named & stems(_titles(" ".join(c.words for c in spoken)))
            part_of = any(_within(n, _titles(c.words)) for n in named for c in spoken)  # "remortgaging"
            kin = _closest(claim, spoken, similarity) if unsaid and not part_of else []
            if kin:
                words = [w for c in kin for w in _said_of(c)]
                claim = replace(claim, forget=tuple(dict.fromkeys([*(claim.forget or ()), *words])))
            elif earlier and not named & said:
                # "don't remember the mortgage amount" after "we're remortgaging, we've still got 180 grand
                # left": the sentence that speaks of it; else what was said just before the request
                part = [c for c in before if c.forget is None and any(_within(n, _titles(c.words)) for n in named)]
                mates = [
                    c
                    for c in earlier
                    if any(c.turn == m.turn and c.sentence == m.sentence and _same_doer(c, m) for m in part)
                ]
                # (what was said just before, kept or not: "we paid 410 for it" before "that price thing")
                said_last = [
                    c
                    for c in [*before, *out]
                    if c.forget is None and c.turn != claim.turn and c.mood in ("statement", "plan")
                ]
                last = said_last[-1] if said_last and said_last[-1].turn != earlier[-1].turn else None
                last = None if _all_of(claim) else last  # "forget all that": not just the last thing said
                # "she'll need the garage code, it's 4471. Actually don't keep that.": the sentence right
                # before it in its turn, kept or not, not something kept further back
                # (a sentence that says something of someone: not "Eish, actually" or "oh god" set apart)
                just_before = [c for c in out if c.forget is None and c.sentence == claim.sentence - 1]
                just_before = _last_said(just_before) if any(c.subject.strip() for c in just_before) else []
                just_before = [] if _all_of(claim) else just_before
                chosen = mates or just_before or [last or next((c for c in reversed(earlier) if c.memory), earlier[-1])]
                # what was said of them, not who ("Orla's just been diagnosed with ...": not every word of Orla)
                words = [w for c in chosen for w in _said_of(c)]
                claim = replace(claim, forget=tuple(dict.fromkeys([*claim.forget, *words])))
            elif earlier:
                # "scratch all that doctor business": every clause of the sentence that named it; "don't keep
                # the medicine one": what the clause that named it said of it ("a new medicine, lisinopril")
                part = [c for c in before if c.forget is None and any(_within(n, _titles(c.words)) for n in named)]
                whole = [c for c in earlier if any((c.turn, c.sentence) == (m.turn, m.sentence) for m in part)]
                if _all_of(claim):
                    words = [w for c in whole for w in _said_of(c)]
                else:  # what follows the named words in their clause, to its next "and" (not the rest of it)
                    words = [w for c in part if c.lasting for w in _said_after(c.words, named)]
                claim = replace(claim, forget=tuple(dict.fromkeys([*(claim.forget or ()), *words])))
        out.append(claim)
    return out


# Measured with the writer's embedder (all-MiniLM-L6 int8), the kind's words against each clause said: the
# clause meant scores 0.17-0.42 ("baby" / "we are expecting in March", "bank" / "my atm pin is 4417"), the
# others -0.03-0.21, and a kind the model does not know ("party" / "a surprise quinceañera") no higher.
KIN_FLOOR = 0.15  # below it nothing said is of the named kind: what was said last is meant
KIN_MARGIN = 0.08  # what the request means stands this far above the rest, or the kind does not tell them apart
KIN_BAND = 0.05  # clauses this close to the best are of the kind too ("i got the raise", "i'm making 82 thousand")


def _closest(claim: Claim, spoken: list[Claim], similarity: Similarity | None) -> list[Claim]:
    """The clauses said before a request that names a kind never said ("forget the money part" after
    "i'm making 82 thousand now and my new shift is seven to three"): those closest in meaning to the kind,
    when they stand clearly above the rest; none when no kind is named or none stands out. Clauses that
    keep nothing count too: when one of them is what is meant ("that password business" after "the code
    for the wifi is ..."), nothing kept is forgotten in its place."""
    kind = " ".join(w for w in claim.forget or () if w not in lx.DISCOURSE | _FILLERS | _VAGUE)
    candidates = [c for c in spoken if c.context != NAMED and content_words(c.words)]
    if similarity is None or not kind or len(candidates) < 2:
        return []
    # (the words as said: scored on the memory written from them, or the better of both, 32 requests
    # written by others kept more junk, 5 and 4 against 3)
    try:
        scored = [(similarity(kind, c.words), c) for c in candidates]
    except Exception as exc:  # an embedder that fails leaves the request to the rule without it, never the batch
        metrics.FALLBACKS.labels("writer", "forget_kind_unmatched").inc()
        log.warning("writer.forget_kind_unmatched", error=f"{type(exc).__name__}: {exc}"[:300])
        return []
    best = max(score for score, _ in scored)
    near = [(score, c) for score, c in scored if score >= best - KIN_BAND]
    rest = [score for score, _ in scored if score < best - KIN_BAND]
    if best < KIN_FLOOR or not rest or min(score for score, _ in near) - max(rest) < KIN_MARGIN:
        return []
    return [c for _, c in near]


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


_VAGUE = frozenset({"part", "bit", "stuff", "thing", "things", "one", "business", "info", "detail", "details"})


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


_FILLERS = frozenset({"hmm", "um", "uh", "er", "erm", "ah", "oh", "would", "rather", "ok", "okay"})


def _all_of(claim: Claim) -> bool:
    """ "forget all that ... business", "scratch all of it": the whole of what it names."""
    return bool(re.search(r"\ball (?:that|this|of|the)\b", claim.words, re.IGNORECASE))


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
    return [w for w in said if w not in who] or said
