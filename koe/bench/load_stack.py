"""The stack `koe bench load` drives: embedded Redis, the token-rate test server where vLLM would stand,
and the recall, llm, writer and feedback stages as processes, each stage as N replicas.

Every replica is started as `koe up --replicas` starts one (koe/cli/replicas.py): its own consumer name
(`KOE_WORKER_NAME`), metrics off. The stages use the bench's store (KOE_MEMORY_URL, or SQLite files
under the data dir) and serve every household a turn names. The model server schedules by priority
as vLLM does (KOE_LLM_PRIORITY_SCHEDULING), so memory work never waits for a quiet moment that a busy
server never has. `kill_one(stage)` SIGKILLs one replica and its job workers (the writer's), with no
restart: its siblings must reclaim what it held.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import redis

from koe.bench.token_server import token_server
from shared import streams
from shared.children import die_with_parent

STAGES = ("recall", "llm", "writer", "feedback")
CLAIM_IDLE_MS = 3_000  # how soon a killed replica's entries go to a sibling (the default is longer)


@dataclass
class Replica:
    stage: str
    index: int
    proc: subprocess.Popen[bytes]
    killed: bool = False


@dataclass
class Stack:
    redis_url: str
    llm_url: str
    data: Path
    replicas: list[Replica] = field(default_factory=list)
    redis_pid: int | None = None
    llm_pid: int | None = None

    def kill_one(self, stage: str) -> Replica | None:
        """SIGKILL the last live replica of `stage` (with its children), leaving at least one alive."""
        alive = [r for r in self.replicas if r.stage == stage and not r.killed and r.proc.poll() is None]
        if len(alive) < 2:
            return None
        victim = alive[-1]
        for pid in [*children_of(victim.proc.pid), victim.proc.pid]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        victim.killed = True
        return victim

    def stage_pids(self) -> dict[str, list[int]]:
        """Each stage's processes, replicas and their children (the writer's job workers), and the
        test model server's as `model-server`."""
        found: dict[str, list[int]] = {}
        for r in self.replicas:
            found.setdefault(r.stage, []).extend([r.proc.pid, *children_of(r.proc.pid)])
        if self.llm_pid:
            found["model-server"] = [self.llm_pid]
        return found


def children_of(pid: int) -> list[int]:
    """Every descendant of `pid` (from /proc), deepest last: the writer's rq job workers lead their own
    process group, so killing the writer's group would leave them."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, frontier = [], [pid]
    while frontier:
        nxt = [child for child, parent in parents.items() if parent in frontier]
        found.extend(nxt)
        frontier = nxt
    return found


def _model_server_pid() -> int | None:
    for pid in children_of(os.getpid()):
        with contextlib.suppress(OSError):
            if b"koe.bench.token_server" in Path(f"/proc/{pid}/cmdline").read_bytes():
                return pid
    return None


def _wait_for_households(client: redis.Redis, replicas: int, deadline: float) -> None:
    """Until every recall worker has opened the registered households (its heartbeat says so): a box
    serving households runs long before their turns, so its start is not what the load measures."""
    keys = [streams.heartbeat_key("recall", f"bench-r{r}") for r in range(1, replicas + 1)]
    while time.monotonic() < deadline:
        beats = [json.loads(raw) if raw else None for raw in client.mget(keys)]
        if all(b and not str(b.get("state", "")).startswith("opening") for b in beats):
            return
        time.sleep(0.5)
    raise RuntimeError("the recall workers did not open the households in time")


def _env(
    data: Path, redis_url: str, llm_url: str, household: str, memory_url: str | None, concurrency: int
) -> dict[str, str]:
    env = {
        **os.environ,
        "KOE_REDIS_URL": redis_url,
        "KOE_LLM_URL": llm_url,
        "KOE_LLM_MODEL": "koe-bench-token-server",
        "KOE_LLM_PRIORITY_SCHEDULING": "true",
        "KOE_LLM_CONCURRENCY": str(concurrency),
        "KOE_DATA_DIR": str(data),
        "KOE_HOUSEHOLD": household,
        "KOE_METRICS_PORT": "0",
        "KOE_BUS_CLAIM_IDLE_MS": str(CLAIM_IDLE_MS),
        "KOE_WRITER_QUIET_S": "1",
        "KOE_WRITER_POLL_S": "0.2",
        "KOE_WRITER_JOB_WORKERS": "1",
        "KOE_WRITER_HEARTBEAT_S": "1",
        "KOE_LOG_LEVEL": "warning",
        "HF_HUB_OFFLINE": "1",
    }
    env.pop("KOE_MEMORY_URL", None)
    if memory_url:
        env["KOE_MEMORY_URL"] = memory_url
    return env


@contextlib.contextmanager
def stack(
    data: Path,
    household: str,
    memory_url: str | None,
    replicas: int,
    tokens_per_s: float,
    first_token_ms: float,
    devices: dict[str, str],
    concurrency: int = 8,
) -> Iterator[Stack]:
    """`devices`: each device's household, registered before the stages start (`koe device add
    --household`), as a provider's box has them."""
    from shared.device_households import set_household
    from shared.embedded import EmbeddedRedis

    redis_srv = EmbeddedRedis().start()  # nothing on disk: each phase starts from an empty bus
    admin = redis.Redis.from_url(redis_srv.url)
    for device, home in devices.items():
        set_household(admin, device, home)
    procs: list[Replica] = []
    try:
        with token_server(tokens_per_s, first_token_ms) as llm_url:
            env = _env(data, redis_srv.url, llm_url, household, memory_url, concurrency)
            for stage in STAGES:
                for r in range(1, replicas + 1):
                    log = open(data / f"{stage}-r{r}.log", "ab")  # noqa: SIM115 -- the child keeps it
                    proc = subprocess.Popen(
                        [sys.executable, "-m", "koe.cli.main", "worker", stage],
                        env={**env, "KOE_WORKER_NAME": f"bench-r{r}"},
                        stdout=log,
                        stderr=log,
                        start_new_session=True,
                        preexec_fn=die_with_parent,  # a benchmark killed mid-way leaves no worker behind
                    )
                    procs.append(Replica(stage, r, proc))
            client = redis.Redis.from_url(redis_srv.url)
            deadline = time.monotonic() + 180
            for stage in STAGES:
                while not client.exists(streams.alive_key(stage)):
                    dead = [r for r in procs if r.stage == stage and r.proc.poll() is not None]
                    if dead or time.monotonic() > deadline:
                        raise RuntimeError(f"the {stage} stage did not start (see {data / (stage + '-r1.log')})")
                    time.sleep(0.2)
            _wait_for_households(client, replicas, deadline + 120)
            pid = getattr(getattr(redis_srv, "proc", None), "pid", None)
            yield Stack(redis_srv.url, llm_url, data, procs, pid, _model_server_pid())
    finally:
        for r in procs:
            for pid in [*children_of(r.proc.pid), r.proc.pid]:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGTERM)
        for r in procs:
            try:
                r.proc.wait(15)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(r.proc.pid, signal.SIGKILL)
        redis_srv.stop()
