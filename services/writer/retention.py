"""Turn stream retention: drop turns older than KOE_TURNS_RETENTION_DAYS, never an unprocessed one.

The trim point (XTRIM MINID) is the oldest of: the retention cutoff, the first entry the writer's
consumer group has not read yet, the oldest entry pending in that group, and the oldest turn any
session has not processed. So a writer that was down for longer than the retention period still
finds every turn it has not seen. Without a writer group (no writer ever ran) nothing is trimmed.
"""

from __future__ import annotations

import time

import redis

from services.writer.checkpoints import WriterState, entry_key
from shared import streams
from shared.logs import get_logger
from shared.settings import Settings

log = get_logger(stage="writer")


def _s(value: object) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _earlier(a: str, b: str | None) -> str:
    return b if b is not None and entry_key(b) < entry_key(a) else a


def trim_floor(
    client: redis.Redis, settings: Settings, state: WriterState, now: float | None = None, group: str = "writer"
) -> str | None:
    """The MINID to trim the turn stream to, or None when nothing may be trimmed."""
    if settings.turns_retention_days <= 0:
        return None
    now = time.time() if now is None else now
    floor = f"{int((now - settings.turns_retention_days * 86_400) * 1000)}-0"
    try:
        groups = client.xinfo_groups(streams.TURNS.key)
    except redis.ResponseError:
        return None  # no stream yet
    info = next((g for g in groups if _s(g.get("name")) == group), None)
    if info is None:
        return None
    last = _s(info.get("last-delivered-id") or "0-0")
    ms, seq = entry_key(last)
    floor = _earlier(floor, f"{ms}-{seq + 1}")  # everything after the last delivered entry is unread
    pending = client.xpending(streams.TURNS.key, group)
    if pending and pending.get("pending"):
        floor = _earlier(floor, _s(pending["min"]))
    floor = _earlier(floor, state.oldest_unprocessed())
    return floor


def trim_turns(
    client: redis.Redis, settings: Settings, state: WriterState | None = None, now: float | None = None
) -> int:
    """Apply the retention limit; returns how many turn entries were dropped."""
    floor = trim_floor(client, settings, state or WriterState(client), now)
    if floor is None:
        return 0
    dropped = int(client.xtrim(streams.TURNS.key, minid=floor, approximate=False))
    if dropped:
        log.info("writer.turns_trimmed", dropped=dropped, kept_from=floor, retention_days=settings.turns_retention_days)
    return dropped
