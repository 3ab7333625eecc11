"""Time on Redis' own clock: how long ago a stream entry arrived, whatever this machine's clock says.

A stream entry id starts with the millisecond on Redis' clock at which it was added. Comparing that with
this machine's clock is only right when the two agree, so the offset between them is measured with TIME
(against the middle of the round trip). `now` never calls Redis: its owner measures again off the hot
path, now and then (clocks drift, NTP steps them).
"""

from __future__ import annotations

import time

import redis


def entry_ms(entry_id: str | bytes) -> int:
    """The millisecond (Redis' clock) at which a stream entry was added."""
    text = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
    return int(text.partition("-")[0])


class RedisClock:
    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self.offset_s = 0.0  # Redis' clock minus ours; 0 until measured

    def measure(self) -> None:
        """Measure the offset now; on a Redis error keep the last one (the caller's own calls will fail)."""
        try:
            before = time.time()
            seconds, micros = self.client.time()
            after = time.time()
        except redis.RedisError:
            return
        self.offset_s = seconds + micros / 1e6 - (before + after) / 2

    def now(self) -> float:
        """Now on Redis' clock, in seconds (as of the last measurement of the offset)."""
        return time.time() + self.offset_s

    def age_s(self, entry_id: str | bytes) -> float:
        """How long ago the entry was added (never negative: Redis' clock has 1 ms steps)."""
        return max(0.0, self.now() - entry_ms(entry_id) / 1000)
