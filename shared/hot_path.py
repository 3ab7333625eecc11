"""Turns in flight: while someone is being answered, memory work steps aside.

A turn is in flight from the moment the person starts speaking (recall hears it first) or a typed
turn arrives (the LLM stage), until its last sentence has been turned into speech (the TTS stage).
Each stage marks it in one sorted set, `koe:turns:in_flight` (session -> until when, on Redis' own
clock, so no machine's clock matters); a mark left behind by a crashed stage lapses after
TURN_TTL_S. Memory work (the writer's model calls) asks `busy()` before and while it uses the model.
"""

from __future__ import annotations

import contextlib
import os

import redis

from shared import metrics, streams
from shared.logs import get_logger

BACKGROUND_NICE = 10  # how much lower than the stages answering people memory work runs
TURN_TTL_S = 60.0  # a turn whose end never came (a stage crashed) stops counting after this
SPOKEN_LINGER_S = 10.0  # after the reply's text is complete: time for it to be spoken

_MARK = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], math.ceil(tonumber(ARGV[3])))
return now
"""
_BUSY = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZCARD', KEYS[1])
"""


log = get_logger(component="hot_path")


class HotPath:
    """The in-flight marks of one Redis."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self._mark = client.register_script(_MARK)
        self._busy = client.register_script(_BUSY)

    def start(self, session: str, ttl_s: float = TURN_TTL_S) -> None:
        """The session's turn is being answered (for at most `ttl_s` unless marked again). A mark is a
        courtesy to memory work: if Redis refuses it, the turn goes on (its own calls will say why)."""
        try:
            self._mark(keys=[streams.TURNS_IN_FLIGHT], args=[session, int(ttl_s * 1000), int(TURN_TTL_S * 2000)])
        except redis.RedisError as exc:
            metrics.FALLBACKS.labels("hot_path", "mark_failed").inc()
            log.warning("hot_path.mark_failed", session=session, error=str(exc)[:200])

    def ending(self, session: str, linger_s: float = SPOKEN_LINGER_S) -> None:
        """The reply's text is complete: it counts `linger_s` more, while it is spoken."""
        self.start(session, linger_s)

    def end(self, session: str) -> None:
        try:
            self.client.zrem(streams.TURNS_IN_FLIGHT, session)
        except redis.RedisError as exc:  # the mark lapses by itself
            metrics.FALLBACKS.labels("hot_path", "end_failed").inc()
            log.warning("hot_path.end_failed", session=session, error=str(exc)[:200])

    def busy(self) -> bool:
        """Whether any turn is in flight now."""
        return int(self._busy(keys=[streams.TURNS_IN_FLIGHT])) > 0


def step_back() -> None:
    """Run this whole process at a lower OS priority: it does memory work (a process entry point only)."""
    with contextlib.suppress(OSError):
        os.nice(BACKGROUND_NICE)
