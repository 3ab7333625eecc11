"""Sessions and generations.

A device's session starts with the first speech after KOE_SESSION_IDLE_S idle seconds (15 minutes).
A session's generation goes up by one on every interruption: work for an older generation is stale,
and every stage drops it.
"""

from __future__ import annotations

import time
import uuid

import redis

from shared import streams


def new_session_id(device: str) -> str:
    """Named after the device (`kitchen.20261201-101500-a1b2c3`): a device's Redis user may touch only
    its own sessions' keys (shared/acl.py), by this prefix."""
    return f"{device}.{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:6]}"


def current_session(client: redis.Redis, device: str, idle_s: int) -> str:
    """The device's session id, starting a new one after `idle_s` without activity; refreshes the clock."""
    return held_session(client, streams.session_key(device), device, idle_s)


def held_session(client: redis.Redis, key: str, device: str, idle_s: int) -> str:
    """The session id kept at `key` (a device's, or a Home Assistant conversation's), a new one after
    `idle_s` without activity; refreshes the clock."""
    fresh = new_session_id(device)
    # SET NX keeps a live session; either way the expiry restarts from now.
    pipe = client.pipeline(transaction=True)
    pipe.set(key, fresh, nx=True, ex=idle_s)
    pipe.get(key)
    pipe.expire(key, idle_s)
    _, value, _ = pipe.execute()
    return value.decode() if isinstance(value, bytes) else str(value)


def new_turn_id() -> str:
    return uuid.uuid4().hex[:12]


def generation(client: redis.Redis, session: str) -> int:
    value = client.get(streams.generation_key(session))
    return int(value) if value else 0


def interrupt(client: redis.Redis, session: str, ttl_s: int = 86_400) -> int:
    """Start a new generation for the session; returns it. Older work becomes stale everywhere."""
    pipe = client.pipeline(transaction=True)
    pipe.incr(streams.generation_key(session))
    pipe.expire(streams.generation_key(session), ttl_s)
    new, _ = pipe.execute()
    return int(new)


def is_stale(client: redis.Redis, session: str, msg_generation: int) -> bool:
    return msg_generation < generation(client, session)
