"""One reply's sentences voiced in order by however many tts workers share the stage.

Redis hands each entry of the replies stream to one worker of the group, so with two workers sentence 1
of a reply may be synthesized while sentence 0 still is. Synthesis may run side by side; publishing may
not: the device plays a turn's audio in (sentence, chunk) order and drops what comes late, so sentence 1's
audio reaching it first would cost the reply sentence 0. Each reply keeps a small hash in Redis
(streams.tts_order_key): `next`, the number of its sentences done, and `audio`, set by whoever published
its first chunk. A worker publishes sentence k once `next` >= k, and the reply's end once `next` reaches
its sentence count; it marks k done when it has finished with it, spoken or not (interrupted, failed, no
words: the sentences after it must not wait for it).

A sentence that never comes (its worker killed: a sibling reclaims the entry after the consumer's idle
time, and then voices it) is waited for at most WAIT_S; after that the later one goes ahead, and the
device drops the earlier one's audio if it ever arrives, rather than the reply stalling. With one worker
every sentence finds the one before it done: no wait, one Redis call per sentence and one per first chunk.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import redis

WAIT_S = 15.0  # longer than a killed sibling's reclaim (consumer idle time) plus a long sentence's synthesis
POLL_S = 0.01
TTL_MS = 600_000  # a reply's hash outlives any reply, then goes

_DONE = """
local cur = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if tonumber(ARGV[1]) > cur then redis.call('HSET', KEYS[1], 'next', ARGV[1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
"""


class ReplyOrder:
    """Where each reply's voicing stands, shared by every tts worker through Redis."""

    def __init__(self, client: redis.Redis) -> None:
        self.redis = client
        self._done = client.register_script(_DONE)

    def voiced(self, key: str) -> int:
        """How many of the reply's sentences are done."""
        value = self.redis.hget(key, "next")
        return int(value) if value is not None else 0

    def wait_for(self, key: str, sentences: int, stale: Callable[[], bool], wait_s: float = WAIT_S) -> bool:
        """Wait until the reply's first `sentences` are done; False when it gave up (WAIT_S) or the turn went
        stale (the person spoke over it) first."""
        if sentences <= 0:
            return True
        give_up = time.monotonic() + wait_s
        while self.voiced(key) < sentences:
            if stale() or time.monotonic() >= give_up:
                return False
            time.sleep(POLL_S)
        return True

    def done(self, key: str, index: int) -> None:
        """Sentence `index` is finished with: the next one may be published."""
        self._done(keys=[key], args=[index + 1, TTL_MS])

    def first_audio(self, key: str) -> bool:
        """True for the first caller for this reply: its first audio is going out now."""
        first = bool(self.redis.hsetnx(key, "audio", 1))
        if first:
            self.redis.pexpire(key, TTL_MS)
        return first
