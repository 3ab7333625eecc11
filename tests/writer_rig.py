"""The writer test rig: settings for fast batches, a scripted model, a real rq job worker process and
the writer's loop in a thread, over a test's Redis database and data folder (`rig` fixture, via
conftest.py); and the household memories several writer tests start from."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import redis
from conftest import Background, RedisDb, make_settings
from writer_fakes import ScriptedLlm, fact_responder, koe_env, start_job_worker, stop_gracefully

from services.writer.checkpoints import WriterState
from services.writer.worker import WriterWorker
from shared import messages as m
from shared import streams
from shared.bus import Bus
from shared.memory.factory import store_path
from shared.memory.model import Memory, MemoryFilter
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.settings import Settings

WRITER_SETTINGS: dict[str, Any] = {
    "writer_quiet_s": 0.3,
    "writer_poll_s": 0.2,
    "writer_heartbeat_s": 0.5,
    "writer_retry_backoff_s": 1,
    "writer_job_workers": 0,
    "llm_model": "scripted",
}


@dataclass
class Rig:
    settings: Settings
    redis: redis.Redis
    bus: Bus
    state: WriterState
    llm: ScriptedLlm
    store: SqliteMemoryStore
    env: dict[str, str]
    tmp: Path

    def changes(self) -> list[m.MemoryChanged]:
        return [m.decode(f) for _, f in self.redis.xrange(streams.MEMORY_CHANGES.key)]  # type: ignore[misc]

    def judgments(self) -> list[m.RelevanceJudgment]:
        return [m.decode(f) for _, f in self.redis.xrange(streams.FEEDBACK.key)]  # type: ignore[misc]

    def texts(self) -> list[str]:
        return sorted(mem.text for mem in self.store.list(MemoryFilter(status=None), limit=1000))


def build_rig(redis_server: RedisDb, tmp_path: Path, llm: ScriptedLlm, **extra: Any) -> Rig:
    values = {**WRITER_SETTINGS, "llm_url": llm.url, **extra}
    settings = make_settings(redis_server.url, tmp_path / "data", **values)
    client = redis.Redis.from_url(redis_server.url)
    env = koe_env(
        redis_server.url,
        tmp_path / "data",
        llm.url,
        **{k: v for k, v in values.items() if k not in ("llm_url", "llm_model")},
    )
    return Rig(
        settings,
        client,
        Bus(client, settings),
        WriterState(client),
        llm,
        SqliteMemoryStore(store_path(settings)),
        env,
        tmp_path,
    )


@pytest.fixture
def rig(redis_server: RedisDb, tmp_path: Path, background: Background, request: pytest.FixtureRequest) -> Iterator[Rig]:
    extra = getattr(request, "param", {})
    with ScriptedLlm(fact_responder) as llm:
        r = build_rig(redis_server, tmp_path, llm, **extra)
        job_worker = start_job_worker(r.env, tmp_path / "jobs.log")
        background.run(WriterWorker(r.settings, r.redis, name="writer-test"))
        try:
            yield r
        finally:
            stop_gracefully(job_worker)
            background.stop()
            r.store.close()


def seed_memories(store: SqliteMemoryStore) -> list[Memory]:
    mems = [
        Memory(
            id="mem-dog", text="The user's dog is called Biscuit.", subject="dog Biscuit", tags=["dog"], importance=4
        ),
        Memory(
            id="mem-wife",
            text="The user's wife Ana has her birthday on June 3.",
            subject="wife birthday",
            kind="event",
            tags=["wife", "birthday"],
            importance=5,
        ),
        Memory(
            id="mem-job",
            text="The user works night shifts at the hospital.",
            subject="work schedule",
            tags=["work"],
            importance=3,
        ),
    ]
    store.bulk_add(mems)
    return mems
