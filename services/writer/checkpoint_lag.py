"""How far behind the writer is, read from its Redis keys when Prometheus scrapes the writer.

A session's to-do set holds exactly the turns its checkpoint has not passed yet: the batch commit
removes them and advances the checkpoint in one MULTI (services/writer/checkpoints.py). So the oldest
to-do entry of any active session is the oldest turn still waiting, and the sets' sizes add up to every
turn still waiting. Both come from the writer's own keys (`koe:writer:*`), which its Redis user owns.
"""

from __future__ import annotations

from collections.abc import Iterator

import redis
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import REGISTRY, Collector

from shared import streams
from shared.logs import get_logger

log = get_logger(component="writer_checkpoint_lag")


def _families() -> tuple[GaugeMetricFamily, GaugeMetricFamily]:
    lag = GaugeMetricFamily(
        "koe_writer_checkpoint_lag_seconds",
        "Age of the oldest turn no session checkpoint has passed yet (0 when none waits)",
    )
    unprocessed = GaugeMetricFamily("koe_writer_unprocessed_turns", "Turns indexed by the writer, not processed yet")
    return lag, unprocessed


class CheckpointLagCollector(Collector):
    def __init__(self, client: redis.Redis) -> None:
        self.client = client

    def describe(self) -> Iterator[GaugeMetricFamily]:
        yield from _families()  # the names only: registering reads nothing from Redis

    def collect(self) -> Iterator[GaugeMetricFamily]:
        lag, unprocessed = _families()
        try:
            age_s, waiting = self.read()
        except redis.RedisError as exc:  # Redis away: no figure rather than a wrong zero
            log.warning("writer_lag.unavailable", error=str(exc)[:200])
        else:
            lag.add_metric([], age_s)
            unprocessed.add_metric([], waiting)
        yield from (lag, unprocessed)

    def read(self) -> tuple[float, int]:
        """(age in seconds of the oldest waiting turn on Redis' clock, how many turns wait)."""
        sessions = self.client.zrange(streams.WRITER_ACTIVE, 0, -1)
        pipe = self.client.pipeline(transaction=False)
        pipe.time()
        for session in sessions:
            key = streams.writer_todo_key(session.decode() if isinstance(session, bytes) else str(session))
            pipe.zrange(key, 0, 0, withscores=True)  # score: the entry's millisecond
            pipe.zcard(key)
        now, *rest = pipe.execute()
        now_ms = now[0] * 1000 + now[1] / 1000
        firsts = [first[0][1] for first in rest[0::2] if first]
        waiting = sum(int(n) for n in rest[1::2])
        return (max(0.0, (now_ms - min(firsts)) / 1000) if firsts else 0.0), waiting


def register(client: redis.Redis) -> None:
    """Serve the writer's lag with the process's metrics (once a process: the first writer's)."""
    try:
        REGISTRY.register(CheckpointLagCollector(client))
    except ValueError:  # a second writer in one process (tests): the first one's figures stand
        log.info("writer_lag.already_registered")
