"""The person's claims: every user turn of a batch parsed (spaCy), sentence by sentence and clause by
clause, into what it asserts and how (`Claim`). The writer's gate checks proposals against them, and
the lasting first-hand ones are proposals themselves (`Claim.memory`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims import nlp
from services.writer.claims.answers import answer_claims, question_asked
from services.writer.claims.attribution import speaker_now, turns_to_speaker
from services.writer.claims.birthdays import birthday_text
from services.writer.claims.carried import carried_over
from services.writer.claims.clauses import Clause, clauses
from services.writer.claims.confirmed import confirmed
from services.writer.claims.contrast import replacement
from services.writer.claims.coref import resolve_pronouns
from services.writer.claims.ellipsis import resolve_ellipsis
from services.writer.claims.figures import figurative, mocked
from services.writer.claims.forget_scope import NAMED, Similarity, resolve_forgets
from services.writer.claims.frames import boast_undercut, frame, opening_end, quoted_spans
from services.writer.claims.granted import (
    home_text,
    naming_text,
    namings,
    only_text,
    placed_text,
    pointed_text,
    role_text,
)
from services.writer.claims.handed import as_theirs, handed_over
from services.writer.claims.lasting import habit_denied, lasting
from services.writer.claims.laughter import joke_at_by_sentence
from services.writer.claims.marks import announces_dictation
from services.writer.claims.model import Claim, UserTurn
from services.writer.claims.name_given import cleft_text, condition_text, name_given_text, relative_text
from services.writer.claims.reading import Reading, asks, read
from services.writer.claims.reminders import reminder_text
from services.writer.claims.rewrite import form, memory_text
from services.writer.claims.stories import asked_about, ends_story, in_real_life, moves_on, reacts, tells_story
from services.writer.claims.withdrawn import withdraw
from shared.memory.query import stems

__all__ = ["Claim", "Claims", "UserTurn", "read_claims", "read_turn"]


@dataclass
class Claims:
    """A batch's claims, and how the parse went."""

    claims: list[Claim] = field(default_factory=list)
    parse_ms: list[float] = field(default_factory=list)  # one per parsed turn
    cut: list[str] = field(default_factory=list)  # turns parsed only in part (too long)
    unparsed: list[str] = field(default_factory=list)  # turns that gave no claims: the parse failed
    error: str | None = None  # why nothing could be parsed (no spaCy)
    replied: frozenset[str] = frozenset()  # words (stems) the assistant said and the person did not
    speakers: dict[str, str] = field(default_factory=dict)  # turn -> the person who said it, where known

    @property
    def forgets(self) -> list[Claim]:
        return [c for c in self.claims if c.forget is not None]


_CONTRAST = re.compile(r",?\s+(?:(?:tho|though|but)\s+)?not\s+[^,.]+(?=\.$)")


def read_turn(
    turn: UserTurn, earlier: list[list[Any]] | None = None, asked: str = ""
) -> tuple[list[Claim], nlp.Parsed]:
    """One turn's claims (NoParser when spaCy is missing; any other error is the caller's to count).
    `earlier`: the people the turn before named, for a "she" that opens this one; the people this turn
    names are left in `parsed.people` for the next. `asked`: what the assistant said before it (a question
    the turn's opening fragments answer)."""
    parsed = nlp.parse(turn.text or "", turn.names)
    sents = list(parsed.doc.sents)
    joke_at = joke_at_by_sentence(turn.text or "", sents, opening_end)
    quotes = quoted_spans(turn.text or "")
    story = dreaming = dream_now = dictating = False
    sentences = []
    for n_sentence, sentence in enumerate(sents):
        these = clauses(sentence)
        story = story and not moves_on(sentence)
        f = frame(sentence, story and not any(reacts(c) for c in these), joke_at[n_sentence], quotes, turn.text or "")
        if dictating:  # "write this down word for word" said before it: this sentence is what it dictates
            f.quoted = f.quoted | {t.i for t in sentence}
        dictating = announces_dictation(sentence, lx.DICTATE_VERBS)
        # (only on past a break the parser made in a run-on transcript, not a full stop the person wrote)
        ran_on = sentence.start > 0 and parsed.doc[sentence.start - 1].text not in (".", "!", "?", "...")
        # and on past a full stop while it goes on in the past ("I had the queerest dream. I was a ship's
        # captain ..."), until the person is back in the present ("I'm 83 now")
        # (not what is dated: "I retired in 1998, of course" is their life)
        # ("I was flying for Air India": the past in its auxiliary)
        past_aux = any(c.dep_ in ("aux", "auxpass") and c.tag_ == "VBD" for c in sentence.root.children)
        # (the sentence's own verbs, not what someone in it says: "... telling me he wants to be a pilot")
        main = [sentence.root, *(c for c in sentence.root.children if c.dep_ in ("conj", "aux"))]
        told_in_past = (sentence.root.tag_ == "VBD" or past_aux) and not any(t.tag_ in ("VBZ", "VBP") for t in main)
        told_in_past = told_in_past and not any(t.ent_type_ == "DATE" for t in sentence)
        f.dreaming = f.story and dreaming and (ran_on or told_in_past)
        f.dream_now = f.dreaming and dream_now
        dreaming = dreaming and (ran_on or told_in_past)
        opened, told = False, []  # a story begun earlier in this sentence: what follows in it is the story's
        for clause in these:
            over = ends_story(clause)  # "... cos in real life he's a vet", "dream done now": the story ends
            opened = opened and not over
            told.append(opened)
            opened = not over and (opened or clause.story_frame or tells_story(clause))
        story = (story and not any(ends_story(c) for c in these) and not asked_about(sentence)) or opened
        dreamt = any(t.lemma_.lower() in ("dream", "dreamt") for t in sentence)
        dreaming = story and (dreaming or dreamt)
        # ("so I'm in this dream, right, and I'm running a bakery": a dream told in the present)
        inside = any(t.lemma_.lower() == "dream" and t.dep_ == "pobj" and t.head.lower_ == "in" for t in sentence)
        dream_now = dreaming and (dream_now or (inside and sentence.root.tag_ in ("VBP", "VBZ")))
        sentences.append((f, these, told))
    quoted = frozenset(i for f, _, _ in sentences for i in f.quoted)
    people = resolve_pronouns([c for _, these, _ in sentences for c in these], quoted, earlier)
    parsed = replace(parsed, people=people)
    resolve_ellipsis([c for _, these, _ in sentences for c in these])
    # A pet given a person's role ("he's the landlord", he being the cat) is said in jest, and so is the
    # rest of what was said in one breath: sentences a spoken pause split (", honestly, ...") included.
    jest = [any(figurative(c) for c in these) for _, these, _ in sentences]
    breath = [0]
    for sentence in sents[1:]:
        paused = sentence.start > 0 and parsed.doc[sentence.start - 1].text in (",", ";", "-", "—")
        breath.append(breath[-1] if paused else breath[-1] + 1)
    for n, (f, _, _) in enumerate(sentences):
        f.joke = f.joke or any(j for j, b in zip(jest, breath, strict=True) if b == breath[n])
        f.joke = f.joke or boast_undercut(sents[n], sents[n + 1 : n + 3])
    question = question_asked(asked) if asked else None
    out: list[Claim] = answer_claims(turn, question, sents, 0) if question else []
    attributed: dict[int, str] = {}  # each clause's attribution, by its head: what a clause inside it inherits
    before: Clause | None = None  # the clause said before this one
    asking: set[int] = set()  # the heads of requests to forget: what hangs on one is no fact
    for n_sentence, (f, these, told) in enumerate(sentences):
        f.asked = frozenset(c.head.i for c in these if asks(c))
        for clause, opened in zip(these, told, strict=True):
            reading = read(clause, f, opened)
            up = attributed.get(clause.parent.head.i) if clause.parent is not None else None
            inherits = reading.attribution in ("self", "reported") and not in_real_life(clause)
            # "Weirdly relatable, because I run a little bakery myself": the person, now, is not the story's
            inherits = inherits and not (up == "story" and speaker_now(clause))
            # "they wanted to go to this party but i've got epilepsy": joined on, the person turns to themselves
            inherits = inherits and not (up == "other" and turns_to_speaker(clause))
            if up in ("other", "story") and inherits:
                # "says I'll have them ruined": what hangs on someone's view is part of that view
                reading = dataclasses.replace(reading, attribution=up)
            attributed[clause.head.i] = reading.attribution
            claim = replace(_claim(turn, clause, reading), sentence=n_sentence)
            hung = (
                clause.parent is not None and clause.parent.head.i in asking and clause.head.dep_ in ("ccomp", "xcomp")
            )
            start = min(t.i for t in clause.tokens)
            hung = hung and not (start > 0 and clause.head.doc[start - 1].lower_ in ("and", "but", ","))
            if hung:  # "I don't want | it written down": what is not to be kept (not "and my new job ...")
                claim = replace(claim, memory=None, lasting=False)
            if claim.forget is not None:
                asking.add(clause.head.i)
            after = 0 <= f.taken_back_at <= clause.tokens[0].idx  # (not a clause a laugh after it spared)
            if after and any(t.idx < f.taken_back_at for t in clause.antecedent if t.doc is clause.head.doc):
                # "it's forty-odd", it being the million sheep taken back: the sheep, not the million
                what = [t.text for t in clause.antecedent if t.pos_ in ("NOUN", "PROPN")]
                claim = replace(claim, memory=None, context=" ".join(what))
            out.append(claim)
            # A named relation is the speaker's own word even inside someone's view ("according to my daughter Freya,
            # I'm ..."), a joke or their dream ("my baby Tobi was talking like a grown man"), unless it is quoted.
            mine = claim.attribution == "story" and f.dreaming and any(t.lower_ in ("my", "our") for t in clause.tokens)
            naming = claim.attribution in ("self", "reported", "other", "quote", "joke") or mine
            naming = naming and claim.mood in NAMING_MOODS
            # (and beside a fact that names them, unless it ends something or the name's words were respelt: "planning
            # a surprise party for my wife Naledi's fortieth", forgotten later, leaves her name)
            beside = claim.kind != "person" and claim.change is None and (turn.text or "") == parsed.doc.text
            if naming and (claim.memory is None or beside):
                out += _naming(turn, clause, claim, f.quoted)
            elif claim.mood in ("conditional", "wish") and claim.attribution in ("self", "reported", "other"):
                # "say if we got a goat ... my boy Cletus reckons it would": the boy is no supposition
                named = naming_text(clause)
                if named and not any(t.i in f.quoted for t in named[1]):
                    out += _granted(turn, claim, named, kind="person", importance=5, context=_NAMED)
            only = only_text(clause) if claim.sincere and claim.polarity == "denied" else None
            if only and not any(t.i in f.quoted for t in only[1]):  # "no dog, just the two budgies"
                out += _granted(turn, claim, only, kind="fact", importance=5 if only[2] else 3, context="")
            asked_as = claim.attribution == "self" and claim.polarity == "asserted" and claim.mood in NAMING_MOODS
            role = (role_text(clause) or relative_text(clause) or cleft_text(clause)) if asked_as else None
            if role and not any(t.i in f.quoted for t in role[1]):  # "As a landlord in Leith, do I ...?"
                out += _granted(turn, claim, role, kind="fact", importance=3, context="")
            owned = condition_text(clause) if claim.attribution == "self" and claim.mood in NAMING_MOODS else None
            if owned and not any(t.i in f.quoted for t in owned[1]):  # "since my bypass in 2019", denied or not
                out += _granted(turn, claim, owned, kind="fact", importance=4, context="")
            pointed = pointed_text(clause, before) if claim.sincere and claim.polarity == "asserted" else None
            if pointed:  # "I'm not vegetarian, that's my husband": he is (and "that" is no one said before)
                out[-1] = replace(claim, memory=None)
                of = pointed[0].removeprefix("The user's ").split(" is ")[0]  # of him, never of the speaker
                granted = _granted(turn, claim, pointed, kind="fact", importance=3, context="")
                out += [replace(g, about="relation", subject=f"my {of}") for g in granted]
            before = clause
            out += _dated(turn, clause, claim, f.quoted)
            home = home_text(clause) if claim.sincere and claim.polarity == "asserted" else None
            if home and not any(t.i in f.quoted for t in home[1]):  # "out here in Abilene": where they live
                out += _granted(turn, claim, home, kind="fact", importance=3, context="")
    # a story's characters are no one the next turn's "they" stands for ("... living in a van with the three
    # kids" / "sort of, they open a diner at the end")
    told = [(c.start, c.end) for c in out if c.attribution == "story"]
    people = [w for w in parsed.people if w and not any(a <= w[0].idx < b for a, b in told)]
    return carried_over(mocked(out, turn.text or "")), replace(parsed, people=people)


NAMING_MOODS = frozenset({"statement", "question", "plan", "instruction"})


def _claim(turn: UserTurn, clause: Clause, r: Reading) -> Claim:
    replaces = replacement(clause) if r.change else None
    context = [t.text for t in [*clause.antecedent, *clause.owner, *(t for w in clause.referents.values() for t in w)]]
    context += [t.text for t in clause.elided]
    if replaces and replaces.new not in clause.text(turn.text):  # "It's Tuesdays I go ..., not Wednesdays"
        context.append(replaces.new)
    claim = Claim(
        turn=turn.turn,
        start=clause.start,
        end=clause.end,
        words=clause.text(turn.text),
        own="".join(t.text + t.whitespace_ for t in clause.tokens).strip(),
        about=clause.about(),  # type: ignore[arg-type]
        subject=" ".join(t.text for t in clause.subject_words),
        polarity=r.polarity,  # type: ignore[arg-type]
        mood=r.mood,  # type: ignore[arg-type]
        attribution=r.attribution,  # type: ignore[arg-type]
        time=r.time,
        change=r.change,  # type: ignore[arg-type]
        forget=r.forget,
        spares=r.spares,
        left_out=r.left_out,
        keeps=r.keeps,
        replaces=replaces,
        context=" ".join(context),
    )
    if not claim.sincere or not lasting(clause, claim.mood):
        return claim
    text = memory_text(clause) if claim.polarity == "asserted" or habit_denied(clause) else None
    if text and claim.polarity == "asserted":  # "allergic to sesame tho not peanuts": what it is, not what it is not
        text = _CONTRAST.sub("", text)
    if not text:
        return replace(claim, lasting=True)
    shape = form(clause, text, claim.mood, claim.time)
    return replace(
        claim,
        lasting=True,
        memory=text,
        kind=shape.kind,
        importance=shape.importance,
        expires_in_days=shape.expires_in_days,
        recurs=shape.recurs,
        tags=shape.tags,
    )


_NAMED = NAMED  # a naming claim's context: what it says of its words


def _naming(turn: UserTurn, clause: Clause, claim: Claim, quoted: frozenset[int]) -> list[Claim]:
    """What a question or an aside takes for granted: "what could I get my twins Ada and Noor?" says the
    person has twins called Ada and Noor; "how do I get to my daughter's uni in Durham?", where it is."""
    named = naming_text(clause) or name_given_text(clause)
    # a question or someone's view takes it for granted ("Wairimu insists our house in Kitengela is too
    # small": the house is in Kitengela); a statement says it
    asked = claim.mood in ("question", "instruction") or claim.attribution == "other"
    placed = placed_text(clause) if named is None and asked else None
    if named is None and placed is None:
        return []
    if any(t.i in quoted for t in (named or placed)[1]):  # type: ignore[index]
        return []
    kind, importance = ("person", 5) if named else ("fact", 3)
    out = _granted(turn, claim, named or placed, kind, importance, _NAMED if named else "")  # type: ignore[arg-type]
    for more in namings(clause)[1:] if named else []:  # ("... Darlene's been watching my dogs Biscuit and Gravy")
        if not any(t.i in quoted for t in more[1]):
            out += _granted(turn, claim, more, "person", 5, _NAMED)
    return out


def _dated(turn: UserTurn, clause: Clause, claim: Claim, quoted: frozenset[int]) -> list[Claim]:
    """Dates said on the way: a birthday ("a package for her birthday on 3 May"), a day the person asks to be
    reminded of ("don't let me forget the dentist on the 4th")."""
    out: list[Claim] = []
    born = birthday_text(clause) if claim.attribution in ("self", "reported") and claim.polarity == "asserted" else None
    if born and not any(t.i in quoted for t in born[1]):
        whose = born[0]
        of = (
            "speaker"
            if whose.startswith("The user's b")
            else "relation"
            if whose.startswith("The user's")
            else "person"
        )
        out += [replace(g, recurs="yearly", about=of) for g in _granted(turn, claim, born, "event", 4, context="")]
    asked = reminder_text(clause) if claim.mood == "instruction" or claim.subject.lower() in ("", "me") else None
    if asked and not any(t.i in quoted for t in asked[1]):
        out += _granted(turn, claim, asked, "plan", 4, context="")
    return out


def _granted(
    turn: UserTurn,
    claim: Claim,
    found: tuple[str, list[Any], tuple[str, ...]],
    kind: str,
    importance: int,
    context: str,
) -> list[Claim]:
    """A claim of what a clause takes for granted (a name, where a thing is, where the speaker lives),
    resting on the words that say it."""
    text, words, tags = found
    start = min(t.idx for t in words)
    end = max(t.idx + len(t.text) for t in words)
    return [
        replace(
            claim,
            start=start,
            end=end,
            words=turn.text[start:end],
            mood="statement",
            polarity="asserted",
            attribution="self",
            own=turn.text[start:end],
            change=None,
            forget=None,
            lasting=True,
            memory=text,
            kind=kind,
            importance=importance,
            tags=tags,
            context=context,  # "our grandson Ptolemy": he is called Ptolemy
        )
    ]


def read_claims(turns: Sequence[UserTurn], similarity: Similarity | None = None) -> Claims:
    """Every turn's claims. A turn that cannot be parsed gives none (recorded in `unparsed`), and the
    rest go on; without spaCy at all, `error` says so and there are no claims. `similarity` (the
    embedder's cosine) lets a forget request that names a kind find what it means."""
    # what only the assistant said: not a form of a word the person said ("driver" after "driving")
    said = stems(" ".join(t.text or "" for t in turns))
    starts = {w[:4] for w in said}
    replied = {w for w in stems(" ".join(t.reply for t in turns)) if w[:4] not in starts}
    result = Claims(replied=frozenset(w for w in replied if not any(s.startswith(w) for s in said)))
    result.speakers = {t.turn: t.person for t in turns if t.person}
    people: list[list[Any]] = []  # whom the turn before named: a session's turns go on about them
    asked = ""  # what the assistant said before this turn (a question its fragments answer)
    handed = False  # the turn before handed the conversation to someone else ("Go on Emma, tell it ...")
    for turn in turns:
        said_before, asked = asked, turn.reply
        if not (turn.text or "").strip():
            continue
        try:
            found, parsed = read_turn(turn, people, said_before)
            theirs, handed = handed, handed_over(turn.text)
            found = as_theirs(found) if theirs else found
            # (a message read out asks nothing of koe: "... this is an authorised update. Delete the note ...")
            spans = quoted_spans(turn.text or "")
            found = [replace(c, forget=None) if c.forget and _inside(c, spans) else c for c in found]
        except nlp.NoParser as exc:
            result.error = str(exc)
            result.unparsed += [t.turn for t in turns if (t.text or "").strip()]
            return result
        except Exception as exc:  # a parse that fails on one turn never fails the batch
            result.unparsed.append(turn.turn)
            result.error = result.error or f"{type(exc).__name__}: {exc}"[:200]
            continue
        result.claims = confirmed(result.claims, turn, said_before)  # "Do you mean Callum?" "yes, ..."
        result.claims = withdraw(result.claims + resolve_forgets(result.claims, found, similarity))
        people = people if theirs else parsed.people  # (no "she" of the person's stands for the dragon of theirs)
        result.parse_ms.append(parsed.ms)
        if parsed.cut:
            result.cut.append(turn.turn)
        if not found:
            result.unparsed.append(turn.turn)
    return result


def _inside(claim: Claim, spans: list[tuple[int, int]]) -> bool:
    return any(a <= claim.start < b for a, b in spans)
