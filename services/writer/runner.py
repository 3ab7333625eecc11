"""Run one batch: take the session, finish any plan a crash left, extract, write, commit.

The order is what makes a crash at any point safe:

    lock session -> [resume a kept plan] -> load turns -> model -> keep plan -> writes -> commit

A crash before the plan is kept repeats the model call (nothing was written). A crash after it
repeats the same idempotent writes. The commit (checkpoint, events, to-do removal) is one MULTI.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import redis
from redis.exceptions import LockNotOwnedError

from services.writer import wmetrics
from services.writer.batch import Extractor, load_turns
from services.writer.checkpoints import WriterState, entry_key
from services.writer.failpoints import failpoint
from services.writer.plan import Plan, apply_plan, batch_id
from shared import metrics, refusals, streams
from shared.bus import Bus
from shared.logs import get_logger
from shared.memory.backups import forget_in_backups
from shared.memory.model import Memory
from shared.memory.store import MemoryStore
from shared.settings import Settings
from shared.turn_redaction import redact_turns

log = get_logger(stage="writer")

LEASE_HEARTBEATS = 3  # the lease outlives two missed renewals
ACQUIRE_POLL_S = 0.05


class SessionBusy(RuntimeError):
    """Another batch job holds the session (rq retries this one later)."""


class SessionLock:
    """One batch job per session, held in Redis (jobs may run on several hosts).

    The lock expires after LEASE_HEARTBEATS heartbeats and is renewed every heartbeat while the job
    runs, so a job that died frees its session within one lease time.
    """

    def __init__(self, client: redis.Redis, session: str, heartbeat_s: float) -> None:
        self.key = streams.writer_lock_key(session)
        self.lease_s = max(1.0, heartbeat_s * LEASE_HEARTBEATS)
        self.every = heartbeat_s
        self.lost = False
        self._stop = threading.Event()
        # thread_local=False: the renewal thread must see the token the job's thread acquired.
        self.lock = client.lock(
            self.key,
            timeout=self.lease_s,
            sleep=ACQUIRE_POLL_S,
            # A crashed job's lease runs out within one lease time: wait that long before giving up.
            blocking_timeout=self.lease_s + 1.0,
            thread_local=False,
        )

    def __enter__(self) -> SessionLock:
        if not self.lock.acquire():
            raise SessionBusy(f"another batch job holds {self.key}")
        threading.Thread(target=self._keep, name="writer-session-lease", daemon=True).start()
        return self

    def _keep(self) -> None:
        while not self._stop.wait(self.every):
            try:
                self.lock.reacquire()  # back to a full lease
            except LockNotOwnedError:
                self.lost = True
                log.error("writer.session_lease_lost", key=self.key)
                return
            except redis.RedisError as exc:  # Redis blinked: the next renewal tries again
                log.warning("writer.session_lease_refresh_failed", error=str(exc))

    def check(self) -> None:
        """Raise SessionBusy when the lease ran out mid-batch (another job may hold the session now)."""
        if self.lost or not self.lock.owned():
            self.lost = True
            raise SessionBusy(f"lost the session lease {self.key} mid-batch")

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        try:
            self.lock.release()
        except LockNotOwnedError:
            pass  # the lease ran out: nothing of ours is left to release
        except redis.RedisError as err:  # it runs out within one lease time anyway
            log.warning("writer.session_release_failed", error=str(err))


@dataclass
class BatchResult:
    session: str
    turns: int = 0
    batches: int = 0
    resumed: bool = False
    checkpoint: str | None = None
    adds: int = 0
    updates: int = 0
    retires: int = 0
    relevant: int = 0
    rejected: int = 0

    def as_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


class BatchRunner:
    def __init__(
        self,
        settings: Settings,
        client: redis.Redis,
        store: MemoryStore,
        extractor: Extractor,
        household: str | None = None,
    ) -> None:
        self.settings = settings
        self.household = household or settings.household  # whose store this is: other households' turns are not
        self.redis = client
        self.bus = Bus(client, settings)
        self.state = WriterState(client)
        self.store = store
        self.extractor = extractor

    def run(self, session: str, entries: list[str], due_at: float = 0.0, job_id: str | None = None) -> BatchResult:
        result = BatchResult(session)
        with SessionLock(self.redis, session, self.settings.writer_heartbeat_s) as lock:
            kept = self.state.load_plan(session)
            if kept is not None:
                log.info("writer.resuming_plan", session=session, batch=kept.batch)
                result.resumed = True
                self._finish(kept, lock, result)
            todo = self.state.pending_entries(session, entries)
            if not todo:
                if job_id is not None:
                    self.state.clear_inflight(session, job_id)
                return result
            turns, missing = load_turns(self.redis, todo)
            strangers = [t for t in turns if (t.record.household or self.settings.household) != self.household]
            if strangers:  # never written into this household's memory; the commit takes them off the list
                metrics.DROPPED.labels("writer", "other_household").inc(len(strangers))
                log.warning("writer.other_household_turns", session=session, entries=[t.entry_id for t in strangers])
                turns = [t for t in turns if t not in strangers]
            if missing:
                # Trimmed or unreadable: nothing to extract; the commit below takes them off the to-do list.
                metrics.DROPPED.labels("writer", "turn_missing").inc(len(missing))
                log.warning("writer.turns_missing", session=session, entries=missing)
            first = entry_key(todo[0])
            context_ids = [e for e in self.state.recent(session) if entry_key(e) < first]
            context, _ = load_turns(self.redis, context_ids)
            failpoint("job.before_model")
            if turns:
                plan = self.extractor.plan(session, todo, turns, context, due_at=due_at)
            else:
                plan = Plan(
                    batch=batch_id(session, todo),
                    session=session,
                    device="?",
                    entries=todo,
                    turns=[],
                    created_at="",
                    household=self.household,
                    due_at=due_at,
                )
            self.state.save_plan(plan)
            failpoint("job.after_plan")

            def replan(edited: set[str]) -> Plan:  # ask again; what the person edited meanwhile stays theirs
                return self.extractor.plan(session, todo, turns, context, due_at=due_at, attempt=1, frozen=edited)

            self._finish(plan, lock, result, replan if turns else None)
        return result

    def _finish(
        self, plan: Plan, lock: SessionLock, result: BatchResult, replan: Callable[[set[str]], Plan] | None = None
    ) -> None:
        edited: set[str] = set()

        def kept_persons_edit(op: str, memory_id: str, why: str) -> None:
            wmetrics.CONFLICTS.inc()
            if "edited meanwhile" in why or "revision" in why:
                edited.add(memory_id)
            log.info("writer.not_applied", batch=plan.batch, operation=op, memory=memory_id, why=why)

        def redact(gone: list[Memory]) -> None:
            removed = redact_turns(self.redis, gone)
            path = getattr(self.store, "path", None)  # a SQLite store: rebuild backups may sit beside it
            backups = forget_in_backups(path, gone) if isinstance(path, Path) else None
            log.info(
                "writer.forgot",
                batch=plan.batch,
                memories=[m.id for m in gone],
                turns_removed=removed,
                backups_cleaned=len(backups.cleaned) if backups else 0,
                backups_deleted=len(backups.deleted) if backups else 0,
            )

        changes = apply_plan(
            plan,
            self.store,
            after_write=lambda n: failpoint(f"job.after_write.{n}"),
            on_conflict=kept_persons_edit,
            on_forget=redact,
        )
        if replan is not None and edited:
            # Once: what the first plan added stays (the second sees it and does not add it again).
            plan = replan(edited)
            self.state.save_plan(plan)
            log.info("writer.replanned", batch=plan.batch, why="the person edited a memory meanwhile")
            again = apply_plan(plan, self.store, on_conflict=kept_persons_edit, on_forget=redact)
            changes += [c for c in again if c not in changes]
        failpoint("job.before_commit")
        lock.check()
        if plan.rejected:  # what the gate refused, and which check: the dashboard's Writer view
            refusals.record(
                self.redis,
                batch=plan.batch,
                session=plan.session,
                turns=plan.turns,
                rejected=plan.rejected,
                at=time.time(),
            )
        for r in plan.rejected:
            wmetrics.REFUSED.labels(str(r[2]) if len(r) > 2 and r[2] else "other").inc()
        last_turn = plan.turns[-1] if plan.turns else "-"
        result.checkpoint = self.state.commit(plan, changes, self.bus, last_turn=last_turn)
        failpoint("job.after_commit")
        result.batches += 1
        result.turns += len(plan.entries)
        result.adds += len(plan.adds)
        result.updates += len(plan.updates)
        result.retires += len(plan.retires)
        result.relevant += len(plan.relevant)
        result.rejected += len(plan.rejected)
        wmetrics.BATCHES.labels("committed").inc()
        wmetrics.TURNS.inc(len(plan.entries))
        for op, _ in changes:
            wmetrics.CHANGES.labels(op).inc()
        if plan.rejected:
            wmetrics.REJECTED.inc(len(plan.rejected))
        if plan.due_at:
            wmetrics.LAG.observe(max(0.0, time.time() - plan.due_at))
        log.info(
            "writer.committed",
            session=plan.session,
            batch=plan.batch,
            turns=len(plan.entries),
            checkpoint=result.checkpoint,
            changes=len(changes),
            relevant=len(plan.relevant),
        )
