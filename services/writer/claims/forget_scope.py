"""What a forget request reaches: the words it names ("forget my salary"), what was said just before it
when it names nothing said ("forget that", "it's private", "that price thing"), what the clause that named
it said of it ("don't keep the medicine one": "a new medicine, lisinopril ten milligram"), and every
clause of the sentence for "forget all that ..."."""

from __future__ import annotations

import re
from dataclasses import replace

from services.writer.claims import forget_pointers as ptr
from services.writer.claims import lexicon as lx
from services.writer.claims.forget_kin import (
    FILLERS,
    KIN_SOFT_MARGIN,
    NAMED,
    VAGUE,
    Similarity,
    closest,
    kin_memories,
)
from services.writer.claims.forget_words import how_said, run_of, said_after, spelled_out
from services.writer.claims.model import Claim
from shared.memory.query import content_words, stems
from shared.ordinary_words import ordinary_words

__all__ = ["NAMED", "SPEAKER_ONLY", "Similarity", "kin_memories", "resolve_forgets"]

SPEAKER_ONLY = "of the speaker"  # a request's context: it forgets what was said of the speaker, no one else

_ABOUT_ONE = re.compile(r"\babout (?:him|her|them)\b(?!\s+\w+ing\b)", re.I)


def resolve_forgets(before: list[Claim], found: list[Claim], similarity: Similarity | None = None) -> list[Claim]:
    """A forget request names what it forgets ("forget my salary"); one that names a kind the person never
    said ("forget the money bit") forgets what is closest to it in meaning, when one thing clearly is; one
    that names nothing ("forget that", "it's private") forgets what the person said just before it."""
    out: list[Claim] = []
    topics: set[tuple[str, int]] = set()
    for claim in found:
        if claim.forget:  # ("that BP matter": the blood pressure said before)
            claim = replace(claim, forget=spelled_out(claim.forget, [*before, *out], [claim]))
        if claim.forget is not None:
            claim, settled = ptr.read_around(claim, found, content_words, _said_of, topics)
            claim = ptr.about_them(claim, found, [*before, *out])
            if claim.forget is None or settled:
                out.append(claim)
                continue
        # ("no no wait keep it, you'll need it": a request's words, nothing the person told)
        asks = {(c.turn, c.sentence) for c in [*before, *out] if c.keeps} | topics
        if (
            claim.forget
            and claim.subject.lower() == "i"  # (not "don't keep the part about my husband")
            and claim.polarity == "denied"
            and set(claim.forget) <= set(content_words(claim.words))
        ):  # "Naw, I'm no a vegetarian, never have been, dinnae put that doon": what the person is not
            claim = replace(claim, context=SPEAKER_ONLY)
        if claim.forget is not None and ptr.all_else(claim):
            # "forget everything else I said and just keep Mateo's allergy": all that was said, but what it keeps
            spared = set(claim.spares)
            rest = [
                c for c in [*before, *out] if c.forget is None and c.subject.strip() and c.mood in ("statement", "plan")
            ]
            # ("only keep the milk thing" after "I'm lactose intolerant": what it keeps, by meaning)
            unsaid = [w for w in claim.spares if not any(stems(w) & stems(c.words) for c in rest)]
            kept = closest(replace(claim, forget=tuple(unsaid)), rest, similarity, KIN_SOFT_MARGIN) if unsaid else []
            kept = kept or []
            rest = [c for c in rest if not stems(c.words) & spared and c not in kept]
            words = [w for c in rest for w in _said_of(c) if w not in spared]
            out.append(replace(claim, forget=tuple(dict.fromkeys(words))))
            continue
        then = " ".join(c.words for c in found if c.turn == claim.turn and c.start >= claim.end)
        pointed = ptr.before_that(claim, [*before, *out], _said_of, then) if claim.forget is not None else None
        beside = " ".join(
            c.words for c in found if (c.turn, c.sentence) == (claim.turn, claim.sentence) and c is not claim
        )
        pointed = pointed or ptr.nth_said(claim, [*before, *out], _said_of, beside)
        if pointed:
            out.append(replace(claim, forget=pointed))
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
            # (not the clause the request is part of when nothing is said in it before the request: "Ai, wait,
            # please forget this, is too early"; but "that landlord business — forget I ever said it")
            topic = [c for c in topic if not (c.start <= claim.start and claim.end <= c.end) or _leads(c, claim)]
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
            # (past what says nothing lasting between them: "... Mrs. Lindqvist, I was totally wrong about her, so,
            # ja, forget that")
            aside = all(
                c.about == "speaker" and not c.lasting for c in whole_topic
            )  # ("I was totally wrong about her")
            if not claim.forget and just_asked and aside:  # the same request again
                out.append(replace(claim, forget=just_asked[-1].forget))
                continue
            if not claim.forget and not topic:  # "that thing i said about gary next door | can you bin that"
                said = [c for c in out if c.turn == claim.turn and claim.sentence - 3 <= c.sentence < claim.sentence]
                about = [m for c in said if not c.lasting for m in [ptr.ABOUT_SAID.search(c.words)] if m][-1:]
                claim = replace(claim, forget=tuple(content_words(about[0].group(1)))) if about else claim
            if not claim.forget and topic:
                of_topic = [w for c in topic for w in _said_of(c) if w not in lx.DISCOURSE | FILLERS]
                of_whole = [w for c in whole_topic for w in _said_of(c) if w not in lx.DISCOURSE | FILLERS]
                topic_words = asked_beside or of_topic or of_whole  # ("Hmm, you know what, that landlord ...")
                claim = replace(claim, forget=tuple(dict.fromkeys(topic_words)))
            # Named if said before, kept or not ("that wifi password", "the vet bill for her teeth was ...")
            # (and what its own sentence said before it: "the wifi password is kopiO2024 ah, eh that one don't save")
            heard = [
                c
                for c in [*before, *out]
                if c.forget is None
                and (
                    (c.turn, c.sentence) not in asks | {(claim.turn, claim.sentence)}
                    or (  # (a fact; not "here see the work stuff")
                        (c.turn, c.sentence) == (claim.turn, claim.sentence)
                        and c.end <= claim.start
                        and bool(c.subject.strip())
                    )
                )
            ]
            # (by what was told, and not by its fillers: "Yes lor.", "Ay, good evening.")
            said = stems(_titles(" ".join(c.words for c in heard))) - stems(" ".join(FILLERS))
            named = stems(" ".join(claim.forget or ()))
            core = named - stems(" ".join(VAGUE))  # "the baby news": not "big news: my wife Dana and I ..."
            # "dont keep the bank stuff" after "my atm pin is 4417": a kind never said, found by its meaning
            spoken = [_own(c, [*before, *found]) for c in [*before, *out] if c.forget is None]
            spoken = [c for c in spoken if (c.turn, c.sentence) not in asks]
            # "don't hold on to that news about her": of what was said of her (all of it, when no one part stands out;
            # not "about her being a genius": that part)
            about_one = bool(claim.context) and _ABOUT_ONE.search(claim.words) is not None
            theirs = [c for c in spoken if about_one and stems(f"{c.subject} {c.context}") & stems(claim.context)]
            spoken = theirs or spoken
            unsaid = bool(named) and not named & said
            forms = (named | set(claim.forget or ())) - VAGUE  # (as said too: "apply" stems to "app"; not "thing")
            # (not in the words that name it beside the request: "that whinge about my boss before, don't ...")
            naming = [
                c for c in spoken if c.turn == claim.turn and c.sentence == claim.sentence and c.end <= claim.start
            ]
            part_of = any(_within(n, _titles(c.words)) for n in forms for c in spoken if c not in naming)
            # ("whatever you've got on file about my meds": what koe holds, not what was said today)
            kept_before = bool(ptr.ON_FILE.search(claim.words))
            # ("that business with Rhys, the split": a name not said in these turns is one koe holds already)
            called = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+", claim.words)[1:]}  # (not the first word)
            called = called & set(claim.forget or ()) - lx.DISCOURSE - lx.CHAT_WORDS
            kept_before = kept_before or (bool(called) and not stems(" ".join(called)) & said)
            by_meaning = closest(claim, spoken, similarity) if unsaid and not part_of and not kept_before else []
            kin = by_meaning or []
            if unsaid and not part_of and not kept_before and by_meaning == []:  # (not when the embedder failed)
                # ("don't save the party thing" after "we're throwing Dale a surprise fiftieth ... I'm gluten
                # free": closest by a smaller margin, rather than what was said last; of what could have been
                # kept: not "diolch", not "she mustn't find out")
                kin = closest(claim, [c for c in spoken if c.lasting], similarity, margin=KIN_SOFT_MARGIN) or []
            if kin:
                words = [w for c in kin for w in _said_of(c)]
                claim = replace(claim, forget=tuple(dict.fromkeys([*(claim.forget or ()), *words])))
            elif theirs and unsaid:
                words = [w for c in theirs if c.lasting for w in _said_of(c)]
                claim = replace(claim, forget=tuple(dict.fromkeys([*(claim.forget or ()), *words])))
            elif (earlier or ptr.said_just_before(claim, out)) and not named & said and not kept_before:
                # "don't remember the mortgage amount" after "we're remortgaging, we've still got 180 grand
                # left": the sentence that speaks of it; else what was said just before the request
                part = [c for c in heard if core & stems(c.words) or any(_within(n, _titles(c.words)) for n in forms)]
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
                pointed_last = bool(ptr.LAST_BIT.search(claim.words))
                later = not earlier or (bool(said_last) and said_last[-1].turn != earlier[-1].turn)
                last = said_last[-1] if said_last and (later or pointed_last) else None
                last = None if ptr.all_of(claim) else last  # "forget all that": not just the last thing said
                # "she'll need the garage code, it's 4471. Actually don't keep that.": the sentence right
                # before it in its turn, kept or not, not something kept further back
                # (a sentence that says something of someone: not "Eish, actually" or "oh god" set apart)
                just_before = ptr.said_just_before(claim, out)
                # "forget aal that aa just said": all this turn said before it, when it said anything
                said_now = [
                    c for c in out if c.forget is None and c.subject.strip() and c.mood in ("statement", "plan")
                ]
                just_before = [c for c in said_now if c.start < claim.start] if ptr.all_of(claim) else just_before
                # (one with a memory, of the turn said last: not a turn further back)
                fallback = None
                if earlier:
                    latest = [c for c in earlier if c.turn == earlier[-1].turn]
                    fallback = next((c for c in reversed(latest) if c.memory), earlier[-1])
                chosen = mates or just_before or [c for c in [last or fallback] if c is not None]
                if pointed_last and last is not None and chosen == [last]:  # ("that last bit": the sentence it ends)
                    chosen = [c for c in said_last if (c.turn, c.sentence) == (last.turn, last.sentence)]
                    chosen = ptr.last_told(chosen)
                # "that thing i just said now": the turn before, all of it; "the first thing": the first said
                # ("Never mind all that, I don't want it remembered": all the turn before said, when this one
                # said nothing before it)
                around = [
                    c
                    for c in found
                    if c.turn == claim.turn and (c.sentence == claim.sentence or -3 < c.end - claim.start <= 0)
                ]
                all_said = any(ptr.all_of(c) for c in around)
                if not just_before and said_last and (ptr.JUST_SAID.search(claim.words) or all_said):
                    chosen = [c for c in said_last if c.turn == said_last[-1].turn]
                nth = ptr.NTH.search(claim.words)
                # (sentences that told something: not "Aye, listen nah.")
                # ("I want tell you three things please. First, ...": not the words that announce them)
                # (the facts told, when there are two or more: not "he said." after one)
                told = [c for c in said_last if c.subject.strip() and c.lasting]
                if len({(c.turn, c.sentence) for c in told}) < 2:
                    told = [c for c in said_last if c.subject.strip() and (c.lasting or c.about != "thing")]
                    told = [c for c in told if c.lasting or not ptr.ANNOUNCING.search(c.words)]
                sentences = list(dict.fromkeys((c.turn, c.sentence) for c in told))
                place = ptr.ORDINALS[nth[1].lower()] if nth else 0
                place = len(sentences) // 2 if place < 0 else place
                facts = [c for c in told if c.lasting]  # ("I'm gluten intolerant, my husband Dev snores ..., and my
                # mum's coming on the 3rd" ... "forget the second one": a list said in a sentence, by its items)
                if nth and len(facts) > max(len(sentences), place):
                    chosen = [facts[place]]
                elif nth and len(sentences) > place:
                    at = sentences[place]
                    chosen = [c for c in said_last if (c.turn, c.sentence) == at]
                if chosen and all(c.subject.lower() == "i" and c.polarity == "denied" for c in chosen):
                    # "I'm no a vegetarian, dinnae put that doon. It's my partner Ruaridh that's the veggie one":
                    # what the person is not, never what someone else is
                    claim = replace(claim, context=SPEAKER_ONLY)
                # a name said only in what is forgotten goes with it ("my cousin earl just got out of county")
                named_in = _named_within(chosen, [*before, *out, *(c for c in found if c.start >= claim.end)])
                words = [w for c in named_in for w in content_words(c.words) if w not in lx.RELATIONS]
                claim = replace(claim, forget=tuple(dict.fromkeys([*claim.forget, *words])))
                # what was said of them, not who ("Orla's just been diagnosed with ...": not every word of Orla)
                words = [w for c in chosen for w in (content_words(c.words) if c.mood == "question" else _said_of(c))]
                claim = replace(claim, forget=tuple(dict.fromkeys([*claim.forget, *words])))
            elif earlier:
                # "scratch all that doctor business": every clause of the sentence that named it; "don't keep
                # the medicine one": what the clause that named it said of it ("a new medicine, lisinopril")
                part = [c for c in heard if core & stems(c.words) or any(_within(n, _titles(c.words)) for n in forms)]
                whole = [c for c in earlier if any((c.turn, c.sentence) == (m.turn, m.sentence) for m in part)]
                # ("I still owe my church group 80,000 naira ..., I don't know where I will see that money" |
                # "that money matter, no keep am": the sentence that money is in, not the words after it)
                pointed = any(re.search(rf"\b(?:that|this) {re.escape(n)}", c.words, re.I) for c in part for n in named)
                if ptr.all_of(claim) or pointed:
                    words = [w for c in whole for w in _said_of(c)]
                else:  # what follows the named words in their clause, to its next "and" (not the rest of it)
                    # (in the run of words said with it: "my sugar is high type two diabetes he give me metformin")
                    words = [w for c in part for w in said_after(run_of(c, heard), named)]
                # ("the Kumasi one, don't write it down": "my nephew Kojo will manage it" named no one else)
                # (the clauses that go on about the named thing after it: "... my nephew Kojo will manage it")
                last = max((c.end for c in part), default=0)
                on = [c for c in whole if c.start >= last and re.search(r"\b(?:it|there)\b", c.words)]
                named_in = _named_within(on, [*before, *out])
                words += [w for c in named_in for w in content_words(c.words) if w not in lx.RELATIONS]
                # ("that bit about mum" after "mum's got cancer and she's starting chemo": what "she" goes on to say)
                # (and by another name for them: "my new flatmate is diego | he's vegan" after "anything about diego")
                acronyms = {w.lower() for c in part for w in re.findall(r"\b[A-Z]{2,}\b", c.words)}  # not "ADHD"
                who = [n for n in forms if n not in (ordinary_words() or frozenset()) | acronyms]  # not "rehab"
                aliases = {c.subject.lower() for c in part if c.about == "relation" and c.subject and who}
                theirs_said = [c for c in earlier if c.context and c.subject.lower() == c.context.lower()]  # "she ..."
                told_of = [c for c in theirs_said if core & stems(c.context) or c.context.lower() in aliases]
                told_of += [c for c in earlier if who and stems(" ".join(who)) & stems(c.context)]  # "visiting him"
                # (what is said of them, not how: "she has shifted back to Pune" is Pune, not "shifted", "back")
                words += [w for c in told_of if c not in part for w in _said_of(c) if not how_said(w)]
                # ("forget the pregnancy bit" after "Saima's pregnant she's due in April": what the sentence goes
                # on to say of the same kind)
                kinds = [ws for k, ws in lx.KIND_WORDS.items() if k not in ("family", "work")]
                kind = {w for ws in kinds if any(_within(n, " ".join(ws)) for n in forms) for w in ws}
                words += [
                    w
                    for c in whole
                    if c.start >= min(p.end for p in part) and set(content_words(c.own or c.words)) & kind
                    for w in _said_of(c)
                ]
                claim = replace(claim, forget=tuple(dict.fromkeys([*(claim.forget or ()), *words])))
        out.append(claim)
    return [_left_out(_said_again(c, out)) for c in out]


def _left_out(claim: Claim) -> Claim:
    """The request less the words the person kept out of it ("..., just the dogs")."""
    if not claim.forget or not claim.left_out:
        return claim
    out = stems(" ".join(claim.left_out))
    rest = tuple(w for w in claim.forget if not stems(w) & out)
    return replace(claim, forget=rest) if rest else claim


def _said_again(claim: Claim, found: list[Claim]) -> Claim:
    """ "Delete the details of my brother-in-law's loan. He is very private about such matters.": a request
    said again in other words, naming none of its own, is the first one; what that one names (his loan, not
    all said of him) is what is forgotten."""
    if not claim.forget or set(claim.forget) & set(content_words(claim.words)):
        return claim
    first = next((c for c in found if c is not claim and c.forget == claim.forget and c.turn == claim.turn), None)
    if first is None or first.start > claim.start:
        return claim
    return replace(claim, forget=None, lasting=False, memory=None)


def _named_within(chosen: list[Claim], claims: list[Claim]) -> list[Claim]:
    """The names given inside the clauses a request forgets, and said nowhere else ("Orla's just been
    diagnosed ... Orla's birthday is the ninth of March": Orla stays)."""
    spans = [(c.turn, c.start, c.end) for c in chosen]
    inside = [
        c for c in claims if c.context == NAMED and any(c.turn == t and a <= c.start < c.end <= b for t, a, b in spans)
    ]
    rest = [c for c in claims if c.context != NAMED and not any(c.turn == t and a <= c.start < b for t, a, b in spans)]
    heard = stems(" ".join(f"{c.words} {c.context}" for c in rest if c.forget is None))  # ("He's still ...": Bill)
    return [
        c for c in inside if not stems(" ".join(w for w in content_words(c.words) if w not in lx.RELATIONS)) & heard
    ]


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


def _leads(clause: Claim, request: Claim) -> bool:
    """The clause says something of its own before the request inside it ("that garage number i gave ya")."""
    lead = clause.words[: max(0, request.start - clause.start)]
    return any(w not in lx.DISCOURSE | FILLERS for w in content_words(lead))


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
    core = stem[:-1] + "i" if stem.endswith("y") else core  # "appli" in "application", "applied"
    core = stem[:-2] if stem.endswith(("ancy", "ency")) else core  # "pregnan" in "pregnant" ("pregnancy")
    return len(core) >= 5 and any(core in w or _same_root(core, w) for w in re.findall(r"[\w'-]+", words.lower()))


def _same_root(a: str, b: str) -> bool:
    """Two forms of one word: "counselling" and "counsellor" share all but their endings."""
    shared = next((n for n, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    return shared >= max(5, min(len(a), len(b)) - 3)


def _said_of(claim: Claim) -> list[str]:
    """The content words a claim says of its subject (all of them when it says nothing else)."""
    who = set(content_words(claim.subject))
    said = content_words(claim.words)
    said = [w for w in said if w not in lx.CHAT_WORDS | FILLERS]  # ("... naira dey press me": not "Chidi dey prepare")
    return [w for w in said if w not in who] or said
