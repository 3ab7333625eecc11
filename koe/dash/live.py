"""The bus, live, as server-sent events whose ids are Redis stream ids.

Every stream is read from one cursor, a Redis stream id: Redis gives each new entry an id from its own
clock, so "everything after id X" means the same thing in every stream, a device's new stream included.
A reconnecting browser sends the last id it saw (Last-Event-ID) and gets exactly what came after it:

- An entry is sent only once no stream can still get an entry with a smaller id: its millisecond is
  over on Redis' clock, and every stream that hit the read's COUNT has been read that far.
- Entries are sent in id order. Entries of different streams may share an id; only the last of such a
  run carries the id, so a connection that breaks inside the run resends the whole run, and the page
  drops what it already has (it keys entries by stream and id).

Audio streams are left out: their entries are raw PCM.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import redis

from koe.dash.turns import turn_view
from shared import messages as m
from shared import streams
from shared.bus import keys_of
from shared.printable import printable_fields
from shared.settings import Settings

TAILED = [s for s in streams.ALL_STREAMS if s not in (streams.AUDIO_IN, streams.VOICE_SAMPLES)]
READ_COUNT = 200  # entries a stream gives in one read
BLOCK_MS = 500  # how long one read waits for a new entry
MAX_SEQ = 18446744073709551615  # the largest sequence number of a Redis stream id


def _s(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def parse_id(entry_id: str) -> tuple[int, int]:
    """(ms, seq) of a Redis stream id; ValueError for anything else (a hostile Last-Event-ID)."""
    ms, sep, seq = entry_id.strip().partition("-")
    if not (ms.isdigit() and sep and seq.isdigit()) or len(ms) > 15 or int(seq) > MAX_SEQ:
        raise ValueError(f"not a stream id: {entry_id[:40]!r}")
    return int(ms), int(seq)


def entry_event(key: str, entry_id: str, fields: dict[Any, Any], settings: Settings) -> dict[str, Any]:
    """One bus entry as the page sees it: its typed fields (never PCM), or why it could not be read; a
    turn record with its waterfall and missed deadlines."""
    base = {"stream": key, "id": entry_id}
    try:
        msg = m.decode(fields)
    except m.MessageError as exc:
        return {**base, "kind": "malformed", "error": str(exc)[:500], "fields": printable_fields(fields, 4_000)}
    body = msg.model_dump(mode="json", exclude={"pcm"} if msg.HAS_PCM else None)
    extra = turn_view(msg, settings) if isinstance(msg, m.TurnRecord) else {}
    return {**base, "kind": msg.KIND, **body, **extra}


@dataclass
class Tail:
    """One browser's position on the bus."""

    client: redis.Redis
    settings: Settings
    cursor: tuple[int, int]
    _devices_at: float = field(default=-1.0)
    _keys: list[str] = field(default_factory=list)

    @classmethod
    def starting(cls, client: redis.Redis, settings: Settings, last_event_id: str | None) -> Tail:
        """From the browser's last id, else from now on."""
        if last_event_id:
            try:
                return cls(client, settings, parse_id(last_event_id))
            except ValueError:
                pass  # a garbled id starts from now, like a new page
        now_ms = _redis_ms(client)
        return cls(client, settings, (now_ms - 1, MAX_SEQ))

    def keys(self) -> list[str]:
        if time.monotonic() - self._devices_at >= 1.0:  # a new device's streams within a second
            self._keys = [k for s in TAILED for k in keys_of(self.client, s)]
            self._devices_at = time.monotonic()
        return self._keys

    def read(self, block_ms: int = BLOCK_MS) -> list[tuple[str, str, dict[str, Any]]]:
        """The next entries that can be sent for certain, in id order: [(event id or "", key, event)]."""
        cursor = f"{self.cursor[0]}-{self.cursor[1]}"
        reply = self.client.xread(dict.fromkeys(self.keys(), cursor), count=READ_COUNT, block=block_ms) or []
        if not reply:
            return []
        bound = (_redis_ms(self.client) - 1, MAX_SEQ)  # this millisecond may still get entries
        got = []
        for key, items in reply:
            key = _s(key)
            if len(items) >= READ_COUNT:  # this stream has more: nothing past its last can be sent yet
                bound = min(bound, parse_id(_s(items[-1][0])))
            got += [(parse_id(_s(i)), key, _s(i), f) for i, f in items]
        ready = sorted((g for g in got if g[0] <= bound), key=lambda g: (g[0], g[1]))
        out = []
        for n, (pos, key, entry_id, fields) in enumerate(ready):
            last_of_run = n + 1 == len(ready) or ready[n + 1][0] != pos
            out.append((entry_id if last_of_run else "", key, entry_event(key, entry_id, fields, self.settings)))
        if ready:
            self.cursor = ready[-1][0]
        return out


def _redis_ms(client: redis.Redis) -> int:
    sec, usec = client.time()
    return int(sec) * 1000 + int(usec) // 1000


def sse(event: str, data: Any, event_id: str = "") -> str:
    """One server-sent event. JSON keeps the data on one line (no newline can end the event early)."""
    head = f"id: {event_id}\n" if event_id else ""
    return f"{head}event: {event}\ndata: {json.dumps(data, ensure_ascii=False, separators=(',', ':'))}\n\n"


def frames(tail: Tail, snapshot: Any, stop: Any, snapshot_every_s: float = 1.0) -> Iterator[str]:
    """The event stream of one browser: entries as they come, a snapshot every second."""
    yield "retry: 500\n\n"  # reconnect after half a second, not the browser's default three
    last_snapshot = 0.0
    while not stop():
        if time.monotonic() - last_snapshot >= snapshot_every_s:
            yield sse("snapshot", snapshot())
            last_snapshot = time.monotonic()
        try:
            ready = tail.read()
        except redis.RedisError as exc:  # Redis away: say so, and try again (the cursor stays put)
            yield sse("trouble", {"error": f"Redis cannot be reached: {exc}"[:300]})
            time.sleep(1.0)
            continue
        for event_id, _key, event in ready:
            yield sse("entry", event, event_id)
