"""The writer's per-session state in Redis: unprocessed turns, checkpoints, plans, the batch commit.

Custody of a turn moves in two atomic steps, so no crash can lose one or process one twice:

1. Indexing (the stream reader): one script acknowledges the turn entry in the "writer" consumer group
   AND adds its id to the session's to-do set, only if the XACK succeeded. An entry is therefore
   either still pending in the group (and will be delivered again) or in exactly one to-do set.
2. Commit (the batch job): one MULTI publishes the batch's memory-change events and relevance
   judgment, removes its entries from the to-do set, advances the session's checkpoint (the last turn
   entry processed), remembers them as the next batch's context and drops the plan.

Everything in between (the model call, the store writes) is repeatable: the plan is kept until the
commit, and its writes are idempotent.
"""

from __future__ import annotations

import json
import time

import redis

from services.writer.plan import Plan
from shared import messages as m
from shared import streams
from shared.bus import Bus
from shared.redis_clock import entry_ms

CONTEXT_TURNS = 6  # earlier turns shown as "already processed"

# KEYS: turn stream, the session's to-do zset, the active-sessions zset
# ARGV: group, entry id, entry ms, session. Returns the to-do count, or -1 if the entry was not pending.
_INDEX = """
if redis.call('XACK', KEYS[1], ARGV[1], ARGV[2]) == 1 then
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
  redis.call('ZADD', KEYS[3], 'GT', ARGV[3], ARGV[4])
  return redis.call('ZCARD', KEYS[2])
end
return -1
"""

# KEYS: to-do zset, active zset, inflight hash. ARGV: session. Forget a session with nothing left.
_FORGET = """
if redis.call('ZCARD', KEYS[1]) == 0 and redis.call('HEXISTS', KEYS[3], ARGV[1]) == 0 then
  redis.call('ZREM', KEYS[2], ARGV[1])
  return 1
end
return 0
"""


def entry_key(entry_id: str) -> tuple[int, int]:
    """A stream id as a sortable pair (milliseconds, sequence)."""
    ms, _, seq = entry_id.partition("-")
    return int(ms), int(seq or 0)


def later(a: str | None, b: str) -> str:
    return b if a is None or entry_key(b) > entry_key(a) else a


def _s(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


class WriterState:
    def __init__(self, client: redis.Redis) -> None:
        self.redis = client
        self._index = client.register_script(_INDEX)
        self._forget = client.register_script(_FORGET)

    # --- indexing --------------------------------------------------------------------------

    def index_turn(self, entry_id: str, session: str, group: str = "writer") -> int | None:
        """Ack the entry and add it to the session's to-do set, atomically. None: already handled."""
        count = int(
            self._index(
                keys=[streams.TURNS.key, streams.writer_todo_key(session), streams.WRITER_ACTIVE],
                args=[group, entry_id, entry_ms(entry_id), session],
            )
        )
        return None if count < 0 else count

    # --- reading state ---------------------------------------------------------------------

    def sessions(self) -> list[tuple[str, float]]:
        """Sessions with turns to process: (session, epoch seconds of its newest unprocessed turn)."""
        return [
            (_s(s), float(score) / 1000)
            for s, score in self.redis.zrange(streams.WRITER_ACTIVE, 0, -1, withscores=True)
        ]

    def todo(self, session: str, limit: int | None = None) -> list[str]:
        """The session's unprocessed turn entry ids, oldest first."""
        ids = sorted((_s(x) for x in self.redis.zrange(streams.writer_todo_key(session), 0, -1)), key=entry_key)
        return ids[:limit] if limit else ids

    def todo_count(self, session: str) -> int:
        return int(self.redis.zcard(streams.writer_todo_key(session)))

    def pending_entries(self, session: str, entries: list[str]) -> list[str]:
        """Those of `entries` still unprocessed."""
        if not entries:
            return []
        scores = self.redis.zmscore(streams.writer_todo_key(session), entries)
        return [e for e, s in zip(entries, scores, strict=True) if s is not None]

    def checkpoint(self, session: str) -> str | None:
        value = self.redis.hget(streams.WRITER_CHECKPOINTS, session)
        return _s(value) if value else None

    def checkpoints(self) -> dict[str, str]:
        return {_s(k): _s(v) for k, v in self.redis.hgetall(streams.WRITER_CHECKPOINTS).items()}

    def recent(self, session: str) -> list[str]:
        return [_s(x) for x in self.redis.lrange(streams.writer_recent_key(session), 0, -1)]

    def forget_if_done(self, session: str) -> bool:
        return bool(
            self._forget(
                keys=[streams.writer_todo_key(session), streams.WRITER_ACTIVE, streams.WRITER_INFLIGHT], args=[session]
            )
        )

    def oldest_unprocessed(self) -> str | None:
        """The oldest turn entry id some session has not processed yet (retention must keep it)."""
        oldest: str | None = None
        for session, _ in self.sessions():
            first = self.redis.zrange(streams.writer_todo_key(session), 0, 0, withscores=True)
            if not first:
                continue
            # Same millisecond, several entries: the zset orders them by member, so look at all of them.
            ms = first[0][1]
            same = self.redis.zrangebyscore(streams.writer_todo_key(session), ms, ms)
            candidate = min((_s(x) for x in same), key=entry_key)
            if oldest is None or entry_key(candidate) < entry_key(oldest):
                oldest = candidate
        return oldest

    # --- in-flight batches -------------------------------------------------------------------

    def inflight(self, session: str) -> str | None:
        value = self.redis.hget(streams.WRITER_INFLIGHT, session)
        return _s(value) if value else None

    def claim_inflight(self, session: str, job_id: str) -> bool:
        return bool(self.redis.hsetnx(streams.WRITER_INFLIGHT, session, job_id))

    def clear_inflight(self, session: str, job_id: str | None = None) -> None:
        if job_id is None or self.inflight(session) == job_id:
            self.redis.hdel(streams.WRITER_INFLIGHT, session)

    # --- plans -------------------------------------------------------------------------------

    def load_plan(self, session: str) -> Plan | None:
        raw = self.redis.get(streams.writer_plan_key(session))
        return Plan.from_json(raw) if raw else None

    def save_plan(self, plan: Plan) -> None:
        self.redis.set(streams.writer_plan_key(plan.session), plan.to_json())

    # --- the commit --------------------------------------------------------------------------

    def commit(self, plan: Plan, changes: list[tuple[str, str]], bus: Bus, last_turn: str = "-") -> str:
        """Publish the batch's events and advance the checkpoint, all or nothing. Returns the checkpoint."""
        session = plan.session
        checkpoint = self.checkpoint(session)
        for entry in plan.entries:
            checkpoint = later(checkpoint, entry)
        assert checkpoint is not None
        base = {"device": plan.device, "session": session, "turn": last_turn, "household": plan.household}
        pipe = self.redis.pipeline(transaction=True)
        for op, mid in changes:
            bus.publish(m.MemoryChanged(**base, op=op, memory_id=mid), pipe=pipe)  # type: ignore[arg-type]
        if plan.relevant:
            bus.publish(
                m.RelevanceJudgment(
                    **base,
                    memory_ids=plan.relevant[:200],
                    turns=plan.turns[:1000],
                    uses=[m.JudgedUse(**u) for u in plan.uses][:2000],
                    batch=plan.batch,
                ),
                pipe=pipe,
            )
        if plan.entries:
            pipe.zrem(streams.writer_todo_key(session), *plan.entries)
            pipe.rpush(streams.writer_recent_key(session), *sorted(plan.entries, key=entry_key))
            pipe.ltrim(streams.writer_recent_key(session), -CONTEXT_TURNS, -1)
        pipe.hset(streams.WRITER_CHECKPOINTS, session, checkpoint)
        pipe.delete(streams.writer_plan_key(session))
        pipe.hdel(streams.WRITER_INFLIGHT, session)  # the batch is over: the session may have its next
        counts = {
            "batches": 1,
            "turns": len(plan.entries),
            "adds": len(plan.adds),
            "updates": len(plan.updates),
            "retires": len(plan.retires),
            "relevant": len(plan.relevant),
            "rejected": len(plan.rejected),
        }
        for what, n in counts.items():
            if n:
                pipe.hincrby(streams.WRITER_STATS, what, n)
        pipe.set(streams.WRITER_LAST_BATCH, last_batch(plan, checkpoint))
        if plan.due_at:
            pipe.hset(streams.WRITER_STATS, "last_lag_s", f"{max(0.0, time.time() - plan.due_at):.4f}")
        pipe.execute()
        return checkpoint

    def stats(self) -> dict[str, float]:
        return {_s(k): float(v) for k, v in self.redis.hgetall(streams.WRITER_STATS).items()}


def last_batch(plan: Plan, checkpoint: str) -> str:
    """What the dashboard's Writer view shows of the last committed batch: each operation, and why each
    rejected one was dropped (the model's words, bounded)."""
    return json.dumps(
        {
            "session": plan.session,
            "batch": plan.batch,
            "at": time.time(),
            "checkpoint": checkpoint,
            "turns": len(plan.entries),
            "adds": [{"id": a.get("id"), "text": str(a.get("text", ""))[:300]} for a in plan.adds][:50],
            "updates": [{"id": u.get("id"), "text": str(u.get("text", ""))[:300]} for u in plan.updates][:50],
            "retires": [{"id": r.get("id"), "reason": str(r.get("reason", ""))[:300]} for r in plan.retires][:50],
            "relevant": plan.relevant[:50],
            "held": len(plan.held),
            # the claim parse: turns cut at its limit, turns with no claims; a model reply that was unusable
            "claims": {k: v for k, v in plan.claims.items() if k in ("claims", "cut", "unparsed", "model_failed")},
            "rejected": [
                {"operation": str(r[0])[:300], "why": str(r[1])[:300], "check": str(r[2]) if len(r) > 2 else ""}
                for r in plan.rejected
            ][:50],
        },
        ensure_ascii=False,
    )
