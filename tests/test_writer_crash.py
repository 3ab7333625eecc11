"""Crash safety: SIGKILL the writer and the rq job worker (real subprocesses) at every point of a
batch, restart them, and check that every turn was processed and no memory was written twice.

The crash points are named failpoints (services/writer/failpoints.py): KOE_FAILPOINT makes the process
SIGKILL itself (and its process group) exactly there. The scripted model answers one memory per
"my locker is number N" turn, so the expected store is known: eight turns, eight memories, each once.
"""

from __future__ import annotations

import random
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from conftest import RedisDb, make_settings
from writer_fakes import (
    ScriptedLlm,
    fact_responder,
    kill_group,
    koe_env,
    publish_turns,
    start_job_worker,
    start_writer,
    stop_gracefully,
    wait_for,
)

from services.writer.checkpoints import WriterState
from shared import messages as m
from shared import streams
from shared.bus import Bus
from shared.memory.model import MemoryFilter
from shared.memory.sqlite_store import SqliteMemoryStore

pytestmark = pytest.mark.slow

SESSIONS = {"kitchen": [1, 2, 3, 4], "garden": [5, 6, 7, 8]}
EXPECTED = sorted(f"The user's locker is number {n}." for ns in SESSIONS.values() for n in ns)


class Crashes:
    def __init__(self, redis_server: RedisDb, tmp: Path, llm: ScriptedLlm) -> None:
        self.tmp = tmp
        self.settings = make_settings(redis_server.url, tmp / "data")
        self.redis = redis.Redis.from_url(redis_server.url)
        self.bus = Bus(self.redis, self.settings)
        self.state = WriterState(self.redis)
        self.env = koe_env(redis_server.url, tmp / "data", llm.url, writer_max_turns=3)
        self.procs: list[subprocess.Popen[bytes]] = []
        self.llm = llm

    def start(self, which: str, failpoint: str | None = None) -> subprocess.Popen[bytes]:
        env = dict(self.env)
        if failpoint:
            env["KOE_FAILPOINT"] = failpoint
        log = self.tmp / f"{which}.log"
        proc = start_writer(env, log) if which == "writer" else start_job_worker(env, log)
        self.procs.append(proc)
        return proc

    def publish(self) -> dict[str, list[str]]:
        return {
            s: publish_turns(self.bus, s, [f"remember that my locker is number {n}" for n in ns])
            for s, ns in SESSIONS.items()
        }

    def all_done(self, ids: dict[str, list[str]]) -> bool:
        return all(
            self.state.checkpoint(s) == entries[-1] and not self.state.todo(s) for s, entries in ids.items()
        ) and not self.redis.hlen(streams.WRITER_INFLIGHT)

    def logs(self) -> str:
        return "\n".join(f"--- {p.name}\n{p.read_text()[-3000:]}" for p in sorted(self.tmp.glob("*.log")))

    def check(self, ids: dict[str, list[str]]) -> None:
        try:
            wait_for(lambda: self.all_done(ids), timeout=60, what="every turn processed")
        except AssertionError:
            print(self.logs())
            raise
        with SqliteMemoryStore(self.tmp / "data" / "memory.sqlite3") as store:
            memories = store.list(MemoryFilter(status=None), limit=1000)
        assert sorted(x.text for x in memories) == EXPECTED  # every turn, each memory once
        adds = [
            msg.memory_id
            for _, f in self.redis.xrange(streams.MEMORY_CHANGES.key)
            if isinstance(msg := m.decode(f), m.MemoryChanged) and msg.op == "add"
        ]
        assert sorted(adds) == sorted(x.id for x in memories)  # one change event per memory, no repeats
        assert not any(self.redis.exists(streams.writer_plan_key(s)) for s in SESSIONS)
        assert self.redis.xpending(streams.TURNS.key, "writer")["pending"] == 0

    def stop(self) -> None:
        for p in self.procs:
            stop_gracefully(p, timeout=10)


@pytest.fixture
def crashes(redis_server: RedisDb, tmp_path: Path) -> Iterator[Crashes]:
    with ScriptedLlm(fact_responder) as llm:
        c = Crashes(redis_server, tmp_path, llm)
        try:
            yield c
        finally:
            c.stop()


@pytest.mark.parametrize(
    "point", ["job.before_model", "job.after_plan", "job.after_write.1", "job.before_commit", "job.after_commit"]
)
def test_job_worker_killed_mid_batch_then_restarted(crashes: Crashes, point: str) -> None:
    crashes.start("writer")
    doomed = crashes.start("jobs", failpoint=point)
    ids = crashes.publish()
    doomed.wait(30)
    assert doomed.returncode == -9, crashes.logs()  # it really died there, by SIGKILL
    crashes.start("jobs")
    crashes.check(ids)
    if point in ("job.after_write.1", "job.before_commit"):
        # The retry applied the kept plan: the model was not asked again for that batch.
        assert len(crashes.llm.requests) == 4  # two sessions x two batches (3 turns, then 1)


@pytest.mark.parametrize("point", ["writer.after_index", "writer.after_tick"])
def test_writer_killed_then_restarted(crashes: Crashes, point: str) -> None:
    doomed = crashes.start("writer", failpoint=point)
    crashes.start("jobs")
    ids = crashes.publish()
    doomed.wait(30)
    assert doomed.returncode == -9, crashes.logs()
    crashes.start("writer")
    crashes.check(ids)


def test_both_killed_at_random_moments_repeatedly(crashes: Crashes) -> None:
    crashes.llm.delay_s = 0.15  # batches take a while, so kills land mid-batch
    rng = random.Random(4)
    writer, jobs = crashes.start("writer"), crashes.start("jobs")
    ids = crashes.publish()
    for _ in range(3):
        time.sleep(rng.uniform(0.2, 0.9))
        kill_group(writer)
        kill_group(jobs)
        writer, jobs = crashes.start("writer"), crashes.start("jobs")
    crashes.check(ids)
