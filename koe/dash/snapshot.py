"""What the dashboard's Streams, Workers, Devices and Writer views show, read from Redis in one pass.

A snapshot is a plain dict (JSON for the browser). It is read at most once a second however many
browsers watch (`SnapshotCache`), so three open tabs cost what one does.
"""

from __future__ import annotations

import json
import threading
import time
from typing import Any

import redis

from shared import messages as m
from shared import refusals, streams
from shared.bus import keys_of
from shared.stages import STAGES, groups

DEAD_SHOWN = 20  # the newest dead letters the Streams view lists
CHECKPOINTS_SHOWN = 20
REFUSALS_SHOWN = 20  # the newest proposals the writer's gate refused
RATE_WINDOW_S = 10.0  # a stream's rate: entries added over about this long


def _s(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _ms(entry_id: str) -> int:
    return int(entry_id.split("-", 1)[0])


class SnapshotReader:
    """Reads one snapshot; remembers each stream's entries-added count to tell its rate."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self._added: dict[str, list[tuple[float, int]]] = {}  # key -> [(when, entries added)]

    def read(self) -> dict[str, Any]:
        now = time.time()
        beats = self._beats()
        return {
            "at": now,
            "streams": self.streams(now),
            "dead": self.dead_letters(),
            "workers": self.workers(now, beats),
            "devices": self.devices(now, beats.get("vad", [])),
            "writer": self.writer(now),
        }

    # --- Streams ------------------------------------------------------------------------------

    def streams(self, now: float) -> list[dict[str, Any]]:
        readers = groups()
        out = []
        for family in (*streams.ALL_STREAMS, streams.AUDIO_OUT):
            for key in keys_of(self.client, family):
                try:
                    info = self.client.xinfo_stream(key)
                except redis.ResponseError:  # not created yet
                    continue
                added = int(info.get("entries-added") or info.get("length") or 0)
                rows = []
                for g in self.client.xinfo_groups(key):
                    name = _s(g["name"])
                    oldest = None
                    if int(g["pending"]):
                        first = (self.client.xpending(key, name) or {}).get("min")
                        oldest = max(0.0, now - _ms(_s(first)) / 1000) if first else None
                    lag = g.get("lag")
                    rows.append(
                        {
                            "name": name,
                            "lag": None if lag is None else int(lag),
                            "pending": int(g["pending"]),
                            "oldest_pending_s": oldest,
                        }
                    )
                out.append(
                    {
                        "key": key,
                        "family": family.key,
                        "length": int(info["length"]),
                        "rate": self._rate(key, now, added),
                        "groups": rows,
                        "readers": list(readers.get(family.key, ())),
                    }
                )
        return out

    def _rate(self, key: str, now: float, added: int) -> float | None:
        seen = self._added.setdefault(key, [])
        seen.append((now, added))
        while len(seen) > 2 and now - seen[1][0] >= RATE_WINDOW_S:
            seen.pop(0)
        (t0, a0), (t1, a1) = seen[0], seen[-1]
        return (a1 - a0) / (t1 - t0) if t1 > t0 else None

    def dead_letters(self) -> list[dict[str, Any]]:
        out = []
        for entry_id, fields in self.client.xrevrange(streams.DEAD.key, count=DEAD_SHOWN):
            try:
                letter = m.decode(fields)
            except m.MessageError as exc:
                out.append({"id": _s(entry_id), "reason": f"unreadable dead letter: {exc}"})
                continue
            if isinstance(letter, m.DeadLetter):
                out.append(
                    {
                        "id": _s(entry_id),
                        "stream": letter.stream,
                        "entry": letter.entry_id,
                        "group": letter.group,
                        "reason": letter.reason[:500],
                        "deliveries": letter.deliveries,
                        "ts": letter.ts,
                    }
                )
        return out

    # --- Workers and devices ------------------------------------------------------------------

    def _beats(self) -> dict[str, list[dict[str, Any]]]:
        """Every live heartbeat, by stage: one SCAN and one MGET for all of them."""
        keys = list(self.client.scan_iter(match=streams.heartbeat_key("*", "*"), count=500))
        out: dict[str, list[dict[str, Any]]] = {}
        for raw in self.client.mget(keys) if keys else []:
            try:
                beat = json.loads(raw) if raw else None
            except ValueError:
                beat = None
            if isinstance(beat, dict):
                out.setdefault(str(beat.get("stage")), []).append(beat)
        return out

    def workers(self, now: float, beats: dict[str, list[dict[str, Any]]]) -> list[dict[str, Any]]:
        names = [name for name, spec in STAGES.items() if spec.in_up]
        counts = self.client.mget([streams.starts_key(name) for name in names])
        out = []
        for name, starts in zip(names, counts, strict=True):
            instances = [
                {
                    "worker": b.get("worker"),
                    "pid": b.get("pid"),
                    "state": str(b.get("state", "")),
                    "model": str(b.get("model") or ""),
                    "current": b.get("current"),
                    "handled": b.get("handled"),
                    "up_s": now - float(b.get("started_at") or now),
                    "beat_age_s": now - float(b.get("at") or now),
                }
                for b in beats.get(name, [])
            ]
            out.append(
                {
                    "stage": name,
                    "up": bool(instances),
                    "instances": instances,
                    "starts": int(starts) if starts else 0,
                }
            )
        return out

    def devices(self, now: float, agents: list[dict[str, Any]]) -> list[dict[str, Any]]:
        beats = {str(b.get("device")): b for b in agents}
        known = {_s(d) for d in self.client.smembers(streams.DEVICES)} | set(beats)
        out = []
        for device in sorted(known):
            b = beats.get(device)
            out.append(
                {
                    "device": device,
                    "state": str(b.get("state")) if b else "offline",
                    "session": b.get("session") if b else None,
                    "beat_age_s": now - float(b.get("at") or now) if b else None,
                    "rtt_ms": b.get("rtt_ms") if b else None,
                    "up_s": now - float(b.get("started_at") or now) if b else None,
                }
            )
        return out

    # --- Writer -------------------------------------------------------------------------------

    def writer(self, now: float) -> dict[str, Any]:
        checkpoints = {_s(k): _s(v) for k, v in self.client.hgetall(streams.WRITER_CHECKPOINTS).items()}
        waiting = {
            _s(s): float(score) for s, score in self.client.zrange(streams.WRITER_ACTIVE, 0, -1, withscores=True)
        }
        sessions = []
        for session in sorted(waiting, key=lambda s: waiting[s])[:CHECKPOINTS_SHOWN]:
            todo = self.client.zrange(streams.writer_todo_key(session), 0, 0, withscores=True)
            sessions.append(
                {
                    "session": session,
                    "checkpoint": checkpoints.get(session),
                    "unprocessed": self.client.zcard(streams.writer_todo_key(session)),
                    "lag_s": max(0.0, now - todo[0][1] / 1000) if todo else 0.0,
                }
            )
        recent = sorted(checkpoints.items(), key=lambda kv: _id_key(kv[1]), reverse=True)
        for session, checkpoint in recent:
            if len(sessions) >= CHECKPOINTS_SHOWN:
                break
            if session not in waiting:
                sessions.append({"session": session, "checkpoint": checkpoint, "unprocessed": 0, "lag_s": 0.0})
        raw_last = self.client.get(streams.WRITER_LAST_BATCH)
        try:
            last = json.loads(raw_last) if raw_last else None
        except ValueError:
            last = None
        return {
            "sessions": sessions,
            "stats": {_s(k): _s(v) for k, v in self.client.hgetall(streams.WRITER_STATS).items()},
            "jobs": self.jobs(),
            "last_batch": last,
            "refusals": refusals.recent(self.client, REFUSALS_SHOWN),
        }

    def jobs(self) -> dict[str, Any]:
        """The writer's rq queue: queued, running, failed, and waiting for a retry."""
        try:
            from rq.registry import FailedJobRegistry, ScheduledJobRegistry, StartedJobRegistry

            from services.writer.jobs import queue
        except ImportError:
            return {"error": "rq is not installed here (pip install 'koe[writer]')"}
        q = queue(self.client)
        return {
            "queued": q.count,
            "running": StartedJobRegistry(queue=q).count,
            "failed": FailedJobRegistry(queue=q).count,
            "retrying": ScheduledJobRegistry(queue=q).count,
        }


def _id_key(entry_id: str) -> tuple[int, int]:
    ms, _, seq = entry_id.partition("-")
    return (int(ms), int(seq or 0)) if ms.isdigit() else (0, 0)


class SnapshotCache:
    """One snapshot a second at most, shared by every browser."""

    def __init__(self, reader: SnapshotReader, max_age_s: float = 1.0) -> None:
        self.reader, self.max_age_s = reader, max_age_s
        self._lock = threading.Lock()
        self._last: dict[str, Any] | None = None
        self._at = 0.0

    def get(self) -> dict[str, Any]:
        with self._lock:
            if self._last is None or time.monotonic() - self._at >= self.max_age_s:
                try:
                    self._last = self.reader.read()
                except redis.RedisError as exc:  # Redis away: say so, keep the page alive
                    self._last = {"at": time.time(), "error": f"Redis cannot be reached: {exc}"}
                self._at = time.monotonic()
            return self._last
