"""`koe up --replicas recall=2,llm=2`: several workers of one stage, each its own consumer and metrics port.

Only stages that read their streams as a consumer group can be replicated (REPLICABLE: stt, recall,
llm, tts, writer, feedback): Redis hands each entry to one consumer of the group, so N workers share the
stage's work. tts's entries are one reply's sentences, which two workers may synthesize at once but
publish in order (services/tts/order.py). The device's agent (vad) and the Wyoming bridge read their
streams themselves, and two of them would answer the same request twice.

Replica r (1..N) of a stage gets:
- the consumer name `<host>-r<r>` (KOE_WORKER_NAME): distinct per replica, and the same after a
  restart, so a restarted replica first finishes the entries it held (the consumer drains its own
  pending entries on start) instead of leaving them for another to reclaim after the idle time;
- the metrics port `<stage's port> + 100 * (r - 1)` (KOE_METRICS_PORT): replica 1 keeps the stage's own
  port (9410-9420), replica 2 uses 9510-9520, ... replica 8 10110-10120; the writer's job workers
  follow their replica's port (+2, +3 ...). Stage ports lie within 9410-9420 and replicas are at most
  MAX_REPLICAS, so no replica's port meets another stage's, another replica's, the dashboard's (9400)
  or Wyoming's (10800). KOE_METRICS_PORT=0 keeps every port off; another KOE_METRICS_PORT=P is the
  base instead of the stage's port.
"""

from __future__ import annotations

import socket
from dataclasses import dataclass

from shared.stages import STAGES, StageSpec

MAX_REPLICAS = 8
PORT_STEP = 100  # between one replica's metrics port and the next one's
REPLICABLE = tuple(name for name, spec in STAGES.items() if spec.reads)


class ReplicasError(ValueError):
    """A --replicas argument koe cannot use; the message says why."""


def parse_replicas(text: str | None) -> dict[str, int]:
    """ "recall=2,llm=2" -> {"recall": 2, "llm": 2}; ReplicasError for anything else."""
    counts: dict[str, int] = {}
    for part in (text or "").split(","):
        if not part.strip():
            continue
        stage, sep, count = (p.strip() for p in part.partition("="))
        if not sep or not stage:
            raise ReplicasError(f"--replicas takes STAGE=COUNT pairs separated by commas, not {part.strip()!r}")
        if stage not in STAGES:
            raise ReplicasError(f"--replicas: no stage {stage!r} (stages: {', '.join(STAGES)})")
        if stage not in REPLICABLE:
            raise ReplicasError(
                f"--replicas: {stage} cannot be replicated (only consumer-group stages: {', '.join(REPLICABLE)})"
            )
        if stage in counts:
            raise ReplicasError(f"--replicas: {stage} is named twice")
        try:
            n = int(count)
        except ValueError:
            raise ReplicasError(f"--replicas: {stage}'s count must be a whole number, not {count!r}") from None
        if not 1 <= n <= MAX_REPLICAS:
            raise ReplicasError(f"--replicas: {stage}'s count must be 1 to {MAX_REPLICAS}, not {n}")
        counts[stage] = n
    return counts


@dataclass(frozen=True)
class Replica:
    """One worker process `koe up` starts: which stage, and what sets it apart from its siblings."""

    name: str  # the child's name in `koe up` and its log file: "recall", or "recall-r1", "recall-r2" ...
    stage: str
    consumer: str | None  # KOE_WORKER_NAME; None: the worker's own default (host-pid)
    metrics_port: int  # 0: off

    def env(self) -> dict[str, str]:
        """What this replica's environment adds to the stage's."""
        if self.consumer is None:
            return {}
        return {"KOE_WORKER_NAME": self.consumer, "KOE_METRICS_PORT": str(self.metrics_port)}


def expand(
    specs: list[StageSpec], counts: dict[str, int], metrics_port: int | None = None, host: str | None = None
) -> list[Replica]:
    """The workers to start: one per stage, or `counts[stage]` for a replicated one. `metrics_port` is
    the settings' KOE_METRICS_PORT (None: each stage's own port; 0: off)."""
    host = host or socket.gethostname()
    out: list[Replica] = []
    for spec in specs:
        base = spec.metrics_port if metrics_port is None else metrics_port
        n = counts.get(spec.name, 1)
        if spec.name not in counts:  # not replicated: exactly as before
            out.append(Replica(spec.name, spec.name, None, base))
            continue
        for r in range(1, n + 1):
            port = base + PORT_STEP * (r - 1) if base else 0
            out.append(Replica(f"{spec.name}-r{r}", spec.name, f"{host}-r{r}", port))
    return out
