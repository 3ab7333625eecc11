"""The proposals the writer's gate refused, kept a while for the dashboard's Writer view.

One JSON entry per refused proposal, newest first, in a capped list (`streams.WRITER_REFUSALS`): what
was proposed (`op`, `text`), why it was refused (`why`, and `check`: the gate rule's short name, ""
for older plans), the batch, session and turns it came from, and when. The list expires no later than
the turn stream's retention, and forgetting a turn removes every entry that names it
(`shared/turn_redaction.py`): a refused proposal may quote the person's words.

Refusals are informational: a Redis error while recording one is logged and the batch carries on.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import redis

from shared import streams
from shared.logs import get_logger
from shared.settings import SettingsError, get_settings

KEEP = 200  # the newest entries kept
DEFAULT_TTL_S = 30 * 86_400  # when the turn stream keeps everything (or settings cannot be read)
MAX_TEXT = 300
MAX_CHECK = 60
MAX_TURNS = 100

log = get_logger(component="refusals")


def record(
    client: redis.Redis, *, batch: str, session: str, turns: list[str], rejected: list[list[str]], at: float
) -> None:
    """Push one entry per refused proposal (`[what, why]` or `[what, why, check]`), keep the newest KEEP."""
    entries = [entry(item, batch=batch, session=session, turns=turns, at=at) for item in rejected]
    if not entries:
        return
    try:
        pipe = client.pipeline(transaction=True)
        pipe.lpush(streams.WRITER_REFUSALS, *[json.dumps(e, ensure_ascii=False) for e in reversed(entries)])
        pipe.ltrim(streams.WRITER_REFUSALS, 0, KEEP - 1)
        pipe.expire(streams.WRITER_REFUSALS, ttl_s())
        pipe.execute()
    except redis.RedisError as exc:  # the words stay out of the log: only how many and why it failed
        log.warning("refusals.not_recorded", batch=batch, session=session, count=len(entries), error=str(exc))


def entry(item: Sequence[Any], *, batch: str, session: str, turns: list[str], at: float) -> dict[str, Any]:
    """One refused proposal as stored: "add The user has a boat." becomes op "add", text "The user has a boat."."""
    parts = [str(p) for p in item] if isinstance(item, list | tuple) else [str(item)]
    what, why, check = [*parts, "", "", ""][:3]
    op, _, text = what.strip().partition(" ")
    return {
        "op": op,
        "text": text.strip()[:MAX_TEXT],
        "why": why[:MAX_TEXT],
        "check": check[:MAX_CHECK],
        "batch": str(batch),
        "session": str(session),
        "turns": [str(t) for t in turns][:MAX_TURNS],
        "at": float(at),
    }


def recent(client: redis.Redis, limit: int = 50) -> list[dict[str, Any]]:
    """The newest refused proposals, newest first; an entry that is not a JSON object is skipped."""
    out = []
    for raw in client.lrange(streams.WRITER_REFUSALS, 0, max(1, limit) - 1):
        try:
            found = json.loads(raw)
        except ValueError:
            continue
        if isinstance(found, dict):
            out.append(found)
    return out


def purge_turns(client: redis.Redis, turns: set[str]) -> int:
    """Remove every entry that names one of these turns; returns how many went. Entries are removed by
    value (LREM), so one recorded meanwhile is never lost."""
    if not turns:
        return 0
    doomed = {raw for raw in client.lrange(streams.WRITER_REFUSALS, 0, -1) if _names(raw, turns)}
    if not doomed:
        return 0
    pipe = client.pipeline(transaction=True)
    for raw in doomed:
        pipe.lrem(streams.WRITER_REFUSALS, 0, raw)
    return sum(int(n) for n in pipe.execute())


def _names(raw: bytes | str, turns: set[str]) -> bool:
    try:
        found = json.loads(raw)
    except ValueError:
        return False
    named = found.get("turns") if isinstance(found, dict) else None
    return isinstance(named, list) and any(str(t) in turns for t in named)


def ttl_s() -> int:
    """No longer than the turn stream keeps a turn (KOE_TURNS_RETENTION_DAYS); 30 days if it keeps every turn."""
    try:
        days = get_settings().turns_retention_days
    except SettingsError:
        return DEFAULT_TTL_S
    return max(1, int(days * 86_400)) if days > 0 else DEFAULT_TTL_S
