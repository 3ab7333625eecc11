"""A batch's plan: the validated writes with their final ids, applied idempotently.

The plan is decided once (model call plus validation) and kept in Redis before the first write, so a
crash mid-batch is followed by the same writes, never by a second, different model answer:

- an add's id is derived from the batch (session + its turn entry ids) and its index, so applying the
  same plan twice finds the memory already there and leaves it alone;
- update and retire are full replacements of the current document (a PUT of the whole document) with the plan's
  fields and the plan's timestamp, so applying them twice gives the same document.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from services.writer import whose
from services.writer.operations import Operations
from shared.memory.model import Memory, RevisionConflict
from shared.memory.store import MemoryStore


def batch_id(session: str, entries: list[str]) -> str:
    """Deterministic: the same session and turn entries always give the same batch (and rq job) id."""
    digest = hashlib.sha256(("\n".join([session, *entries])).encode()).hexdigest()
    return digest[:24]


def memory_id(batch: str, index: int) -> str:
    return "mem-" + hashlib.sha256(f"{batch}:add:{index}".encode()).hexdigest()[:16]


@dataclass
class Plan:
    batch: str
    session: str
    device: str
    entries: list[str]  # the turn entry ids this batch processes
    turns: list[str]  # their turn ids
    created_at: str  # ISO time: created_at/updated_at of every write
    household: str = "household"
    adds: list[dict[str, Any]] = field(default_factory=list)  # whole documents
    updates: list[dict[str, Any]] = field(default_factory=list)  # id + the fields to set
    retires: list[dict[str, Any]] = field(default_factory=list)  # id + reason
    relevant: list[str] = field(default_factory=list)
    confirms: list[dict[str, Any]] = field(default_factory=list)  # id, confidence, observed_at, evidence, revision
    held: list[dict[str, Any]] = field(default_factory=list)  # changes for the person's review, not applied
    held_why: str = ""
    uses: list[dict[str, Any]] = field(default_factory=list)  # JudgedUse fields
    rejected: list[list[str]] = field(default_factory=list)  # [operation, why, the check that refused it]
    due_at: float = 0.0
    # How the claim parse went: turns cut at the parse limit, turns that gave no claims, the slowest
    # parse; and whether the model's reply was unusable (the batch written from the claims alone).
    claims: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False)

    @classmethod
    def from_json(cls, raw: str | bytes) -> Plan:
        data = json.loads(raw)
        return cls(**data)

    @property
    def changes(self) -> list[tuple[str, str]]:
        """(op, memory id) for every store change, in the order they are applied."""
        return (
            [("add", a["id"]) for a in self.adds]
            + [("update", u["id"]) for u in self.updates]
            + [("delete" if r.get("forget") else "retire", r["id"]) for r in self.retires]
            + [("update", c["id"]) for c in self.confirms]
        )


def entry_time(entry: str, default: str) -> str:
    """A stream entry id's time ("1733040000000-0": Redis' clock, in ms) as ISO 8601."""
    try:
        ms = int(str(entry).split("-", 1)[0])
    except ValueError:
        return default
    return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%dT%H:%M:%SZ") if ms > 0 else default


def later(at: str, days: int) -> str:
    then = datetime.fromisoformat(at.replace("Z", "+00:00")) + timedelta(days=days)
    return then.strftime("%Y-%m-%dT%H:%M:%SZ")


def make_plan(
    ops: Operations,
    *,
    session: str,
    device: str,
    entries: list[str],
    turns: list[str],
    created_at: str,
    household: str,
    uses: list[dict[str, Any]],
    due_at: float = 0.0,
    attempt: int = 0,
    claims: dict[str, Any] | None = None,
    people: Mapping[str, str] | None = None,
) -> Plan:
    """`people`: who said each turn, where koe knew (turn id -> person): their memories are theirs."""
    bid = batch_id(session, entries)
    people = people or {}

    def theirs(text: str, evidence: Mapping[str, Any]) -> tuple[str, str | None]:
        return whose.owned(text, people.get(str(evidence.get("turn"))), whose.evidence_words(evidence))

    said_at = dict(zip(turns, (entry_time(e, created_at) for e in entries), strict=False))
    adds = []
    for i, op in enumerate(ops.add):
        observed = said_at.get(str(op.evidence.get("turn")), created_at)
        text, person = theirs(op.text, op.evidence)
        mem = Memory(
            id=memory_id(f"{bid}:{attempt}" if attempt else bid, i),  # a re-plan's adds are its own
            text=text,
            subject=op.subject,
            kind=op.kind,  # type: ignore[arg-type]
            tags=list(op.tags),
            importance=op.importance,
            person=person or household,
            created_at=created_at,
            updated_at=created_at,
            source=session,
            observed_at=observed,
            valid_from=observed,
            expires_at=later(observed, op.expires_in_days) if op.expires_in_days and not op.recurs else None,
            recurs=op.recurs,  # type: ignore[arg-type]
            confidence=op.confidence,
            reason=op.reason,
            extra={"batch": bid, "turns": list(turns), "evidence": [op.evidence] if op.evidence else []},
        )
        adds.append(asdict(mem))
    updates = [
        {
            **{k: v for k, v in asdict(op).items() if v is not None},
            "observed_at": said_at.get(str(op.evidence.get("turn")), created_at),
            **(_owned_update(theirs(op.text, op.evidence)) if op.text else {}),
        }
        for op in ops.update
    ]
    retires = [{"id": op.id, "reason": op.reason, "revision": op.revision, "forget": op.forget} for op in ops.retire]
    relevant_set = set(ops.relevant)
    confirms = [
        {**asdict(op), "observed_at": said_at.get(str(op.evidence.get("turn")), created_at)} for op in ops.confirm
    ]
    return Plan(
        batch=bid,
        session=session,
        device=device,
        entries=list(entries),
        turns=list(turns),
        created_at=created_at,
        household=household,
        adds=adds,
        updates=updates,
        retires=retires,
        relevant=list(ops.relevant),
        confirms=confirms,
        held=list(ops.held),
        held_why=ops.held_why,
        uses=[u for u in uses if u["memory_id"] in relevant_set],
        rejected=[list(r) for r in ops.rejected],
        due_at=due_at,
        claims={**(claims or {}), "model_failed": ops.model_failed},
    )


def _owned_update(owned: tuple[str, str | None]) -> dict[str, Any]:
    """An update's text in its owner's terms; said by a known speaker of themselves, the memory is theirs."""
    text, person = owned
    return {"text": text, "person": person} if person else {"text": text}


PLAN_ONLY = ("id", "revision", "change", "evidence", "observed_at")  # an update's keys that are not fields


def with_history(new: Memory, old: Memory, upd: dict[str, Any]) -> Memory:
    """The updated memory, with what it said before kept in its history. A change in the world ("we
    moved to Leeds") ends the old fact's validity when the person said so and starts the new one's; a
    correction ("she lives in Kyoto, not Osaka") replaces a fact that never held: kept for review
    only, the new text holds from when the old one did."""
    observed = str(upd.get("observed_at") or new.updated_at)
    world = upd.get("change") == "world"
    entry = {
        "text": old.text,
        "revision": old.revision,
        "valid_from": old.valid_from or old.observed_at or old.created_at,
        "valid_to": observed if world else None,
        "ended": "changed" if world else "corrected",
        "evidence": upd.get("evidence") or {},
    }
    history = [*list(old.extra.get("history") or []), entry]  # type: ignore[call-overload]
    evidence = [upd["evidence"]] if upd.get("evidence") else []
    return dataclasses.replace(
        new,
        valid_from=observed if world else new.valid_from,
        observed_at=observed,
        extra={**new.extra, "history": history, "evidence": [*list(old.extra.get("evidence") or []), *evidence]},
    )


def _still_as_seen(
    current: Memory, seen: int | None, op: str, on_conflict: Callable[[str, str, str], None] | None
) -> bool:
    """Whether the memory is still as the model saw it: not pinned, and at the revision it was shown
    (a plan from before revisions has none). Otherwise the person changed it meanwhile: their edit stands."""
    if not current.pinned and (seen is None or current.revision == seen):
        return True
    why = "pinned by the person" if current.pinned else f"edited meanwhile (revision {current.revision}, shown {seen})"
    if on_conflict:
        on_conflict(op, current.id, why)
    return False


def _replace(
    store: MemoryStore, new: Memory, current: Memory, op: str, on_conflict: Callable[[str, str, str], None] | None
) -> bool:
    try:
        store.replace(new, expected_revision=current.revision)
    except RevisionConflict as exc:  # the person saved an edit between our read and our write
        if on_conflict:
            on_conflict(op, current.id, str(exc))
        return False
    return True


def apply_plan(
    plan: Plan,
    store: MemoryStore,
    after_write: Callable[[int], None] | None = None,
    on_conflict: Callable[[str, str, str], None] | None = None,
    on_forget: Callable[[list[Memory]], None] | None = None,
) -> list[tuple[str, str]]:
    """Make the store hold the plan's writes; safe to run again after a crash. Returns the changes made.
    An update or retire of a memory the person pinned or edited since the model saw it is not applied
    (`on_conflict(op, memory id, why)`); a RevisionConflict from the store means the same, a moment later."""
    changes: list[tuple[str, str]] = []

    written = 0

    def done(*made: tuple[str, str]) -> None:
        """One planned operation is in the store (`after_write(n)`: crash tests stop here)."""
        nonlocal written
        changes.extend(made)
        written += 1
        if after_write:
            after_write(written)

    for doc in plan.adds:
        if store.get(doc["id"]) is None:  # already there: an earlier attempt of this same plan wrote it
            store.add(Memory(**doc))
        done(("add", doc["id"]))
    for upd in plan.updates:
        current = store.get(upd["id"])
        if current is None:
            continue  # deleted meanwhile: nothing to update
        fields = {k: v for k, v in upd.items() if k not in PLAN_ONLY}
        replaced = Memory(**{**asdict(current), **fields, "updated_at": plan.created_at})
        if replaced != current:  # (equal: an earlier attempt of this plan applied it)
            if not _still_as_seen(current, upd.get("revision"), "update", on_conflict):
                continue
            if replaced.text != current.text:
                replaced = with_history(replaced, current, upd)
            if not _replace(store, replaced, current, "update", on_conflict):
                continue
        done(("update", upd["id"]))
    for ret in plan.retires:
        current = store.get(ret["id"])
        if current is None:
            continue
        if ret.get("forget"):  # deleted for good, with what rests on the same words; their turns too
            if not _still_as_seen(current, ret.get("revision"), "forget", on_conflict):
                continue
            gone = store.forget(current.id)
            if on_forget:
                on_forget(gone)
            done(*[("delete", m.id) for m in gone])
            continue
        if current.status != "retired":
            if not _still_as_seen(current, ret.get("revision"), "retire", on_conflict):
                continue
            extra = {**current.extra, "retired_reason": ret["reason"], "retired_by": plan.batch}
            retired = Memory(**{**asdict(current), "status": "retired", "updated_at": plan.created_at, "extra": extra})
            if not _replace(store, retired, current, "retire", on_conflict):
                continue
        done(("retire", ret["id"]))
    for conf in plan.confirms:
        current = store.get(conf["id"])
        if current is None or current.status != "active" or current.pinned:
            continue
        if not (current.confidence >= conf["confidence"] and current.observed_at == conf["observed_at"]):
            evidence = [*list(current.extra.get("evidence") or []), conf["evidence"]]  # type: ignore[call-overload]
            confirmed = dataclasses.replace(
                current,
                confidence=max(current.confidence, conf["confidence"]),
                observed_at=conf["observed_at"],
                updated_at=plan.created_at,
                extra={**current.extra, "evidence": evidence},
            )
            if not _replace(store, confirmed, current, "confirm", on_conflict):
                continue
        done(("update", conf["id"]))
    if plan.held:
        store.hold_changes(plan.batch, plan.held, plan.held_why)
    return changes
