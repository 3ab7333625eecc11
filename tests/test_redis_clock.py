"""Ages of stream entries on Redis' own clock."""

from __future__ import annotations

import time

import pytest
import redis

from shared.redis_clock import RedisClock, entry_ms


def test_an_entry_added_a_moment_ago_is_that_old(rclient: redis.Redis) -> None:
    clock = RedisClock(rclient)
    clock.measure()
    assert abs(clock.offset_s) < 0.05, "the test's Redis runs on this machine's clock"
    entry_id = rclient.xadd("koe:test:clock", {"x": "1"})
    time.sleep(0.3)
    assert clock.age_s(entry_id) == pytest.approx(0.3, abs=0.05)


def test_a_skewed_clock_is_measured_away(rclient: redis.Redis) -> None:
    clock = RedisClock(rclient)
    clock.measure()
    entry_id = rclient.xadd("koe:test:clock", {"x": "1"})
    clock.offset_s += 3600  # a stale offset (this machine's clock stepped since): an entry looks an hour old
    assert clock.age_s(entry_id) > 3000
    clock.measure()
    assert clock.age_s(entry_id) < 0.05


def test_entry_ids_give_their_millisecond() -> None:
    assert entry_ms("1796010146260-7") == 1796010146260 == entry_ms(b"1796010146260-0")
