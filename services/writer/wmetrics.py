"""The writer's own Prometheus metrics (the shared ones, FALLBACKS and DROPPED, live in shared/metrics.py)."""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

BATCHES = Counter("koe_writer_batches_total", "Writer batches by outcome", ["outcome"])
TURNS = Counter("koe_writer_turns_total", "Turns the writer processed (checkpoint passed them)")
CHANGES = Counter("koe_writer_changes_total", "Memory store changes made by the writer", ["op"])
REJECTED = Counter("koe_writer_rejected_ops_total", "Model operations dropped by validation")
REFUSED = Counter(
    "koe_writer_refused_total", "Proposals the writer's gate refused, by the check that refused them", ["check"]
)
CONFLICTS = Counter(
    "koe_writer_conflicts_total", "Planned updates and retires not applied: the person pinned or edited the memory"
)
LAG = Histogram(
    "koe_writer_lag_seconds",
    "From a session becoming due to its checkpoint advancing",
    buckets=(0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900),
)
WAITING = Gauge("koe_writer_sessions_waiting", "Sessions with unprocessed turns")
INFLIGHT = Gauge("koe_writer_batches_in_flight", "Writer batches queued or running")
