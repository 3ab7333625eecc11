"""Closing turn records.

A typed turn is finished when its reply is. A spoken turn is finished when the agent has played the
reply (`playback_ended`) or the person spoke over it (a `SpeechInterrupted`): until then the LLM's part of
the record waits in Redis, and the marks that TTS and the agent report (`first_audio_out`,
`playback_started`) are merged into it. A turn whose playback is never reported is closed after
`close_timeout_s`, so no record is lost to a dead agent.
"""

from __future__ import annotations

import json
import time

import redis

from shared import messages as m
from shared import metrics, streams
from shared.bus import Bus
from shared.logs import get_logger
from shared.waterfall import hops

MERGED_MARKS = ("first_audio_out", "playback_started", "playback_ended")
MARKS_TTL_S = 900


class TurnCloser:
    def __init__(self, bus: Bus, close_timeout_s: float = 120.0) -> None:
        self.bus = bus
        self.redis = bus.redis
        self.close_timeout_s = close_timeout_s
        self.log = get_logger(stage="llm", part="turns")

    @staticmethod
    def _field(session: str, turn: str) -> str:
        return f"{session}:{turn}"

    def hold(self, record: m.TurnRecord) -> None:
        """Keep a spoken turn's record open until playback ends; close at once if it already has."""
        body = {"record": record.model_dump(mode="json"), "held_at": time.time()}
        self.redis.hset(streams.pending_turns_key(), self._field(record.session, record.turn), json.dumps(body))
        closed = self.redis.get(streams.turn_closed_key(record.session, record.turn))
        if closed is not None:
            self.close(record.session, record.turn, interrupted=closed == b"interrupted")

    def note_mark(self, mark: m.TimingMark) -> None:
        if mark.mark not in MERGED_MARKS:
            return
        key = streams.turn_marks_key(mark.session, mark.turn, mark.generation)
        pipe = self.redis.pipeline(transaction=False)
        pipe.hsetnx(key, mark.mark, repr(mark.at))  # the first report of a mark wins
        pipe.expire(key, MARKS_TTL_S)
        pipe.execute()
        if mark.mark == "playback_ended":
            self.close(mark.session, mark.turn, interrupted=False)

    def close(self, session: str, turn: str, interrupted: bool, reason: str | None = None) -> bool:
        """Publish the turn's record exactly once (optimistic lock on the pending hash); False if not held."""
        key = streams.pending_turns_key()
        field = self._field(session, turn)
        while True:
            with self.redis.pipeline(transaction=True) as pipe:
                try:
                    pipe.watch(key)
                    raw = pipe.hget(key, field)
                    if raw is None:
                        # Not held (yet): remember the outcome for when the LLM's part arrives.
                        pipe.unwatch()
                        self.redis.set(
                            streams.turn_closed_key(session, turn),
                            "interrupted" if interrupted else "ended",
                            ex=MARKS_TTL_S,
                        )
                        return False
                    data = json.loads(raw)["record"]
                    marks_key = streams.turn_marks_key(session, turn, int(data.get("generation", 0)))
                    marks = {k.decode(): float(v) for k, v in pipe.hgetall(marks_key).items()}
                    data["marks"] = {**data.get("marks", {}), **marks}
                    data["interrupted"] = bool(data.get("interrupted")) or interrupted
                    if reason and not data.get("error"):
                        data["error"] = reason
                    record = m.TurnRecord.model_validate(data)
                    pipe.multi()
                    self.bus.publish(record, pipe=pipe)
                    pipe.hdel(key, field)
                    pipe.delete(marks_key, streams.turn_closed_key(session, turn))
                    pipe.execute()
                    observe_hops(record)
                    return True
                except redis.WatchError:
                    continue

    def close_overdue(self) -> int:
        """Close every held turn older than the timeout (the agent never reported its playback)."""
        closed = 0
        now = time.time()
        for field, raw in self.redis.hgetall(streams.pending_turns_key()).items():
            try:
                held_at = float(json.loads(raw)["held_at"])
            except (ValueError, KeyError, TypeError):
                held_at = 0.0
            if now - held_at < self.close_timeout_s:
                continue
            session, _, turn = field.decode().rpartition(":")
            if self.close(session, turn, interrupted=False):
                metrics.FALLBACKS.labels("llm", "turn_closed_by_timeout").inc()
                self.log.warning("turn.closed_without_playback_report", session=session, turn=turn)
                closed += 1
        return closed


def observe_hops(record: m.TurnRecord) -> None:
    """The finished turn's waterfall into `koe_turn_hop_seconds`, hop by hop."""
    for hop, seconds in hops(record.marks):
        metrics.TURN_HOP_SECONDS.labels(hop).observe(seconds)
