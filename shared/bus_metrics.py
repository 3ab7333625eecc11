"""How far behind a stage is, measured when Prometheus scrapes it: for each stream its group reads
(every device's own, for a per-device family), the stream's length, the group's lag (entries not yet
delivered), its pending entries (delivered, not acknowledged) and the oldest pending entry's age. The
dead-letter stream's length comes with them: every stage may count it (XLEN only, shared/acl.py)."""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence

import redis
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import REGISTRY, Collector

from shared.bus import keys_of
from shared.logs import get_logger
from shared.streams import DEAD, Stream

log = get_logger(component="bus_metrics")


class GroupCollector(Collector):
    def __init__(self, client: redis.Redis, group: str, reads: Sequence[Stream]) -> None:
        self.client, self.group, self.reads = client, group, list(reads)

    def collect(self) -> Iterator[GaugeMetricFamily]:
        length = GaugeMetricFamily("koe_stream_length", "Entries in the stream", labels=["stream"])
        lag = GaugeMetricFamily("koe_group_lag", "Entries not yet delivered to the group", labels=["stream", "group"])
        pending = GaugeMetricFamily(
            "koe_group_pending", "Entries delivered to the group, not yet acknowledged", labels=["stream", "group"]
        )
        oldest = GaugeMetricFamily(
            "koe_group_oldest_pending_seconds", "Age of the group's oldest pending entry", labels=["stream", "group"]
        )
        try:
            now_ms = time.time() * 1000
            for stream in self.reads:
                for key in keys_of(self.client, stream):
                    length.add_metric([key], self.client.xlen(key))
                    info = next((g for g in self.client.xinfo_groups(key) if _text(g["name"]) == self.group), None)
                    if info is None:
                        continue
                    lag.add_metric([key, self.group], float(info.get("lag") or 0))
                    pending.add_metric([key, self.group], float(info["pending"]))
                    summary = self.client.xpending(key, self.group)
                    first = summary.get("min") if summary else None
                    age = max(0.0, (now_ms - int(_text(first).split("-")[0])) / 1000) if first else 0.0
                    oldest.add_metric([key, self.group], age)
        except redis.RedisError as exc:  # a scrape while Redis is away shows the figures it could read
            log.warning("bus_metrics.unavailable", error=str(exc)[:200])
        try:  # on its own: the letters are the one figure worth having when the rest cannot be read
            length.add_metric([DEAD.key], self.client.xlen(DEAD.key))
        except redis.RedisError as exc:
            log.warning("bus_metrics.dead_letters_unavailable", error=str(exc)[:200])
        yield from (length, lag, pending, oldest)


def _text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def register(client: redis.Redis, group: str, reads: Sequence[Stream]) -> None:
    """Serve the group's figures with the process's metrics (once a process: the first worker's)."""
    try:
        REGISTRY.register(GroupCollector(client, group, reads))
    except ValueError:  # a second worker in one process (tests): the first one's figures stand
        log.info("bus_metrics.already_registered", group=group)
