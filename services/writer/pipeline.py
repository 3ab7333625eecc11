"""The writer's gate as one pipeline, in the spaCy manner: claims -> proposals -> checks -> dedup -> plan.

1. **Claims** (`claims/`): every user turn of the batch parsed into what the person asserted and how.
2. **Proposals**: the model's add / update / retire / relevant (`proposals.py` cleans their fields), then
   the claims' own: each lasting first-hand claim in memory form, as an add, or as the update or retire
   of a memory it changes ("Lola, not Luna": the memory holding Luna, with Lola in its place). With a
   weak model the claims carry the writer; with a capable one the model's richer proposals join them,
   through the same checks. A claim that ends a memory is recorded by its retire, never by a new add.
3. **Checks** (`checks.py`, one function a rule): form, forgotten, forgotten in this batch, entailed by a
   sincere claim; for a change, a claim of the person's that corrects, changes or forgets that memory.
4. **Dedup** (`dedup.py`): a repeat counts as relevant, a paraphrase confirms.
5. The validated `Operations` go to `plan.py`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from services.writer import checks, moves, whose
from services.writer.claims import Claim, Claims, UserTurn, read_claims
from services.writer.claims.answers import ANSWERED
from services.writer.claims.forget_scope import kin_memories
from services.writer.dedup import Lookups, Sameness, confirmed_confidence, same_as
from services.writer.entailment import about_memory, claim_words
from services.writer.fields import normalized
from services.writer.operations import AddOp, ConfirmOp, Operations, RetireOp, ShownMemory, UpdateOp
from services.writer.prompt import MAX_ADDS
from services.writer.proposals import ModelAdd, ModelChange, claim_adds, model_proposals, read_proposal
from services.writer.reply import extract_object
from services.writer.wording import content
from shared.memory.model import Memory

MASS_CHANGE_FLOOR = 3  # a batch may always retire/update this many brought-up memories


class Gate:
    """One batch's gate: its claims, the memories the model was shown, and what the store can look up."""

    def __init__(
        self,
        claims: Claims,
        shown: dict[str, ShownMemory],
        new_turns: int,
        lookups: Lookups,
        household: str = "household",
    ) -> None:
        self.claims = claims
        self.household = household
        self.forgets = claims.forgets
        self.shown = shown
        self.new_turns = new_turns
        self.look = lookups
        self.ops = Operations()
        self.seen: set[str] = set()
        self.relevant: list[str] = []
        self.supports = checks.supporting(claims.claims)  # what an add may rest on
        self.said_names = checks.names_said(claims.claims)
        self.retired: dict[str, RetireOp] = {}
        self.updated: dict[str, UpdateOp] = {}
        self.used: set[tuple[str, int]] = set()  # claims a kept proposal rests on: not proposed again
        # Claims that end a memory the conversation brought up ("I sold the Mini"): the retire records them
        self.ending = {(c.turn, c.start) for c in claims.claims if checks.ends_it(c) and self._changed_memory(c)}

    def refuse(self, what: str, refusal: checks.Refusal) -> None:
        self.ops.reject(what, refusal.why, refusal.check)

    def add(self, p: ModelAdd) -> None:
        what = f"add {(p.text or '')[:80]}"
        refusal = checks.form(p.text)
        if refusal:
            return self.refuse(what, refusal)
        assert p.text is not None
        key = normalized(p.text)
        if key in self.seen:
            return self.refuse(what, checks.Refusal("repeat", "repeats another add in this batch"))
        same = same_as(p.text, self.shown, self.look) or self._same_as_theirs(p)
        if same and same.how == "repeats":
            self._relevant(same.memory_id)
            return self.refuse(what, checks.Refusal("repeat", f"repeats memory {same.memory_id}: counted as relevant"))
        if len(self.ops.add) >= MAX_ADDS:
            return self.refuse(what, checks.Refusal("cap", f"more than {MAX_ADDS} adds in one batch"))
        reading = read_proposal(p.text)
        # A claim about someone already says who ("Ibrahim's just started karate": the turn's parse saw the name)
        someone = p.claim is not None and p.claim.about in ("person", "relation", "pet", "speaker")
        refusal = (
            (
                None
                if someone
                else checks.general(p.text, frozenset() if reading.of_a_place else reading.names & self.said_names)
            )
            or checks.forgotten_before(p.text, self.look.suppressed)
            or checks.forgotten_in_batch(p.text, self.forgets)
        )
        if refusal:
            return self.refuse(what, refusal)
        changed = [self.shown[mid].memory.text for mid in [*self.retired, *self.updated] if mid in self.shown]
        if p.claim is not None and checks.ended_in_batch(p.claim, p.text, changed):
            why = "the person said a memory is over: its change in this batch records it"
            return self.refuse(what, checks.Refusal("ends_memory", why, p.claim))
        if p.claim is not None:  # written from the claim itself: it is its own evidence
            support_claim, gate = p.claim, "written from the person's claim"
        else:
            found = checks.entailed(p.text, reading.polarity, self.supports, self.look.similarity, reading.names)
            if isinstance(found, checks.Refusal):
                return self.refuse(what, found)
            support_claim = found.claim
            refusal = checks.assistants_words(p.text, support_claim, self.claims.replied)
            if refusal:
                return self.refuse(what, refusal)
            # a death is kept ("Gwilym passed away in March"); "The user has a parrot", on "Calypso dead", is not
            if (support_claim.turn, support_claim.start) in self.ending and not checks.tells_the_end(p.text):
                why = "the person said a memory is over: its retire records it, and this does not say it ended"
                return self.refuse(what, checks.Refusal("ends_memory", why, support_claim))
            how = f"cosine {found.cosine:.2f}" if found.cosine is not None else f"{found.share:.0%} of its words"
            gate = f"entailed by the person's own claim ({how}; names and numbers match)"
        evidence = {**support_claim.evidence(), "gate": gate}
        self.used.add((support_claim.turn, support_claim.start))
        if same and same.memory is not None:  # said again in other words: confirms it, no copy
            if not same.memory.pinned and all(c.id != same.memory_id for c in self.ops.confirm):
                conf = confirmed_confidence(same.memory)
                self.ops.confirm.append(ConfirmOp(same.memory_id, conf, same.memory.revision, evidence))
            return None
        self.seen.add(key)
        self.ops.add.append(
            AddOp(
                text=p.text,
                subject=p.subject,
                kind=p.kind,
                tags=list(p.tags),
                importance=p.importance,
                evidence=evidence,
                expires_in_days=p.expires_in_days,
                recurs=p.recurs,
                confidence=p.confidence,
                reason=p.reason,
            )
        )
        return None

    def _speaker(self, claim: Claim | None) -> str | None:
        """Who said the claim, where koe knew; without a claim, the batch's one known speaker."""
        if claim is not None:
            return self.claims.speakers.get(claim.turn)
        speakers = set(self.claims.speakers.values())
        return next(iter(speakers)) if len(speakers) == 1 else None

    def _same_as_theirs(self, p: ModelAdd) -> Sameness | None:
        """A memory the speaker already has in their own name ("Tom is vegan" for Tom's "I'm vegan").

        The turn is the claim's; a model's add without one is the batch's when one person said it all."""
        person = self._speaker(p.claim)
        text, who = whose.owned(p.text or "", person, p.claim.words if p.claim else "")
        return same_as(text, self.shown, self.look) if who else None

    def _relevant(self, mid: str) -> None:
        if mid not in self.relevant:
            self.relevant.append(mid)

    def retire(self, c: ModelChange) -> None:
        mid = c.id
        if mid in self.retired:
            return
        memory = self.shown[mid].memory
        refusal = checks.pinned(memory)
        if refusal:
            return self.refuse(f"retire {mid}", refusal)
        claim = c.claim or checks.change_claim(memory, None, self.claims.claims)
        if claim is None:
            why = "no claim of the person's corrects it or asks to forget it"
            return self.refuse(f"retire {mid}", checks.Refusal("no_change_claim", why))
        # (one a request reached by its meaning, "my meds" for sertraline, is forgotten too)
        forget = claim.forget is not None or any(about_memory(f, memory) for f in self.forgets if f.forget)
        refusal = None if forget else self._not_theirs(memory, None, claim)
        if refusal:
            return self.refuse(f"retire {mid}", refusal)
        if mid in self.updated:
            if not forget:  # the person's new words replace it; a request to forget it wins over them
                why = "changed in the person's words in this batch: the update stands"
                return self.refuse(f"retire {mid}", checks.Refusal("updated", why))
            del self.updated[mid]
        self.retired[mid] = RetireOp(mid, c.reason or "no reason given", memory.revision, forget)
        ended = set() if checks.death_kept(claim.memory or "", [memory.text]) else {(claim.turn, claim.start)}
        self.used |= ended  # "we sold the Volvo" retires it; it is no new memory
        return None

    def update(self, c: ModelChange) -> None:
        mid = c.id
        what = f"update {mid}"
        if mid in self.updated:
            return
        if mid in self.retired:
            return self.refuse(what, checks.Refusal("retired", "also retired in this batch: the retire stands"))
        current = self.shown[mid].memory
        text = c.text
        refusal = checks.pinned(current) or checks.form(text, shape=False) or checks.on_topic(str(text), current)
        if refusal:
            return self.refuse(what, refusal)
        assert text is not None
        claim = c.claim or checks.change_claim(current, text, self.claims.claims)
        refusal = self._not_theirs(current, text, claim)
        if refusal:
            return self.refuse(what, refusal)
        if normalized(text) != normalized(current.text):
            refusal = checks.form(text) or checks.forgotten_in_batch(text, self.forgets)
            if refusal:
                return self.refuse(what, refusal)
            if claim is None:
                why = "no claim of the person's corrects it to this"
                return self.refuse(what, checks.Refusal("no_change_claim", why))
        fields = c.fields(current, text)
        if fields is None:
            self._relevant(mid)
            return self.refuse(what, checks.Refusal("no_change", "no change: counted as relevant"))
        change = "correction" if claim is not None and claim.change == "correction" else "world"
        evidence: dict[str, Any] = {**claim.evidence(), "gate": "a change the person stated"} if claim else {}
        if claim is not None:
            self.used.add((claim.turn, claim.start))
        self.updated[mid] = UpdateOp(mid, text, current.revision, *fields, change, evidence)
        return None

    def _not_theirs(self, current: Memory, text: str | None, claim: Claim | None) -> checks.Refusal | None:
        """Another person's memory is not rewritten in "the user" terms: those words are the speaker's
        ("my wife is called Ana" from Tom does not change Bob's wife), and an unknown voice's are the household's."""
        owner = current.person
        said_by = self._speaker(claim)
        # "I sold the Mini" is of the speaker; "my brother Bob sold his Mini" or "we sold it" may be of Bob's
        own_words = claim is not None and claim.about == "speaker" and whose.in_own_name(claim.words)
        if owner in (self.household, said_by) or not (whose.says_user(text or "") or own_words):
            return None
        why = f"{owner}'s memory: the new words are {said_by or 'an unknown speaker'}'s, not theirs"
        return checks.Refusal("someone_elses", why)

    def run(self, obj: dict[str, Any]) -> Operations:
        model = model_proposals(obj, self.shown, self.ops)
        for mid in model.relevant:
            self._relevant(mid)
        for p in model.adds:
            self.add(p)
        # A change the person put in words (an update, the model's then the claim's) comes before a bare
        # retire of the same memory: "Hana lives in Kyoto, not Osaka" replaces, it does not only drop.
        for c in model.updates:
            self.update(c)
        self._from_claims()
        for c in model.retires:
            self.retire(c)
        self._hold_mass_changes()
        self.ops.retire = list(self.retired.values())
        self.ops.update = list(self.updated.values())
        self.ops.relevant = [mid for mid in self.relevant if mid not in self.retired]
        return self.ops

    def _from_claims(self) -> None:
        """The person's claims as proposals: a change of a memory the conversation brought up, or a new one."""
        for claim in self.claims.claims:
            if claim.forget is not None:
                named = [mid for mid, s in self.shown.items() if claim.forget and about_memory(claim, s.memory)]
                texts = {mid: s.memory.text for mid, s in self.shown.items()}
                for mid in named or kin_memories(claim, texts, self.look.similarity):
                    memory = self.shown[mid].memory
                    if mid not in self.retired and memory.status == "active" and not memory.pinned:
                        self.retire(ModelChange(mid, reason="the person asked to forget it", claim=claim))
                continue
            if self._replace_in_memories(claim):
                continue
            target = self._changed_memory(claim)
            home = self._new_home(claim) if target is None else None
            if home is not None:  # "we've moved, we're in Bath now": where they live, in place of where they did
                left = self.retired.pop(home[0], None)  # "we've left Swansea, we're in Tenby now": moved, not gone
                self.update(ModelChange(home[0], text=home[1], claim=claim))
                if home[0] not in self.updated and left is not None:  # refused: the retire stands
                    self.retired[home[0]] = left
                self.used |= moves.only_moved(self.claims.claims, claim.turn)  # "we moved" beside it: no more
                continue
            if target is not None:
                if checks.ends_it(claim):
                    self.retire(ModelChange(target, reason="the person said it is over", claim=claim))
                elif claim.memory and target not in self.updated:
                    text = in_memory_terms(claim.memory, self.shown[target].memory.text)
                    self.update(ModelChange(target, text=text, claim=claim))
                continue
        for p in claim_adds(self.claims.claims):
            # (an answer in fragments is kept whole: what a model wrote from it may hold only part of it)
            if p.claim is not None and ((p.claim.turn, p.claim.start) not in self.used or p.claim.context == ANSWERED):
                self.add(p)

    def _replace_in_memories(self, claim: Claim) -> bool:
        """ "Her name is Lola actually, not Luna": each brought-up memory holding the old words, with the
        new ones in their place (the clause itself may not stand alone: whose name?). Old words that are
        no name ("Saturday", "sister") must come with a word of the memory's, or say what the user is ("I'm
        an architect, not an accountant"): "I'm going to the cinema on Friday, not Saturday" changes
        nothing of "The user plays football on Saturday"."""
        swap = claim.replaces
        if swap is None or claim.attribution != "self" or claim.mood not in ("statement", "plan"):
            return False
        said_old = re.compile(rf"\b{re.escape(swap.old)}\b", re.IGNORECASE)
        found = False
        for mid, s in self.shown.items():
            memory = s.memory
            # a memory already changed in this batch is changed further ("medicine, not law, and it's
            # Sheffield he's at, not Leeds": both in one memory)
            changed = self.updated.get(mid)
            text = changed.text if changed is not None else memory.text
            if not s.brought_up or memory.status != "active" or not said_old.search(text):
                continue
            shared = content(claim_words(claim)) & content(memory.text) - content(f"{swap.old} {swap.new}")
            # "I'm an architect, not an accountant" of the user; "it's not peanuts, it's tree nuts" of what
            # was being talked about
            own = claim.about == "speaker" and "the user " in memory.text.lower()
            same_one = swap.says_what and (own or claim.subject.lower() in ("it", "that"))
            if not (swap.named or shared or same_one):
                continue
            found = True
            if mid not in self.retired and not memory.pinned:
                before = self.updated.pop(mid, None)
                self.update(ModelChange(mid, text=said_old.sub(swap.new, text), claim=claim))
                if mid not in self.updated and before is not None:  # refused: the change before it stands
                    self.updated[mid] = before
        if found:
            self.used.add((claim.turn, claim.start))
        return found

    def _changed_memory(self, claim: Claim) -> str | None:
        if claim.attribution != "self" or claim.mood not in ("statement", "plan"):
            return None
        if claim.change is None and claim.polarity != "denied":
            return None
        for mid, s in self.shown.items():
            if s.brought_up and s.memory.status == "active" and not s.memory.pinned and about_memory(claim, s.memory):
                if mid in self.retired or mid in self.updated:  # changed already (a change marks its claim used)
                    return None
                return mid
        return None

    def _new_home(self, claim: Claim) -> tuple[str, str] | None:
        """A move the person states, against the brought-up memory of where they live: its id and new text."""
        place = moves.new_home(claim)
        for mid, s in self.shown.items() if place else ():
            memory = s.memory
            if not (s.brought_up and memory.status == "active" and moves.is_home(memory.text)) or memory.pinned:
                continue
            ended = self.retired.get(mid)
            if (ended is not None and ended.forget) or mid in self.updated or place.lower() in memory.text.lower():
                return None
            return mid, f"The user lives in {place}."
        return None

    def _hold_mass_changes(self) -> None:
        changes = len(self.retired) + len(self.updated)
        if changes <= max(MASS_CHANGE_FLOOR, self.new_turns):
            return
        ops = self.ops
        ops.held_why = f"{changes} retires/updates for {self.new_turns} new turns: held for review (a likely injection)"
        for mid in [*self.retired, *self.updated]:
            ops.reject(f"change {mid}", ops.held_why, "mass_change")
        ops.held = [{"op": "retire", **asdict(r)} for r in self.retired.values()]
        ops.held += [{"op": "update", **asdict(u)} for u in self.updated.values()]
        self.retired, self.updated = {}, {}


def in_memory_terms(text: str, memory_text: str) -> str:
    """A claim's update said the way the memory says who it is about: "Theo is job hunting now." of "The
    user's son Theo is at university" becomes "The user's son Theo is job hunting now."."""
    name = text.split(" ", 1)[0]
    if not name[:1].isupper() or name.lower() in ("the", "a", "an"):
        return text
    fuller = re.search(rf"\b(the user's [\w' -]*?\b{re.escape(name)})\b", memory_text, re.IGNORECASE)
    verbs = {"is", "are", "was", "called", "named", "has"}  # "The user's cat is called Biscuit": no subject
    if fuller is None or len(fuller.group(1).split()) > 6 or verbs & set(fuller.group(1).lower().split()):
        return text
    said = fuller.group(1)
    return said[:1].upper() + said[1:] + text[len(name) :]


def validate(
    obj: dict[str, Any],
    shown: dict[str, ShownMemory],
    claims: Claims,
    new_turns: int,
    lookups: Lookups | None = None,
    household: str = "household",
) -> Operations:
    """The validated operations of a parsed reply (an empty dict: the claims alone)."""
    return Gate(claims, shown, new_turns, lookups or Lookups(), household).run(obj)


def parse_reply(
    reply: object,
    shown: dict[str, ShownMemory],
    said: Sequence[UserTurn],
    new_turns: int,
    lookups: Lookups | None = None,
    claims: Claims | None = None,
) -> Operations:
    """The validated operations of a raw model reply; ReplyError when nothing in it is usable JSON.
    `claims` are the batch's (read from `said` when not given)."""
    closeness = lookups.similarity if lookups else None
    return validate(extract_object(reply), shown, claims or read_claims(said, closeness), new_turns, lookups)
