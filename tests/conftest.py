"""Fixtures: one real Redis-compatible server per run (valkey on a free port) with a logical database per
test, a server of its own for a test that stops, restarts or locks it, the real embedded LLM."""

from __future__ import annotations

import itertools
import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
import redis

os.environ.setdefault("HF_HUB_OFFLINE", "1")
for _name in [k for k in os.environ if k.startswith("KOE_")]:
    del os.environ[_name]  # tests never pick up a developer's configuration

from shared.embedded import EmbeddedLlm, EmbeddedRedis  # noqa: E402
from shared.logs import configure_logging  # noqa: E402
from shared.settings import Settings, load_settings  # noqa: E402

if TYPE_CHECKING:
    from koe.bench.voice import Voice

configure_logging("debug", "console")


# Databases on the run's valkey. Each test takes the next one, so nothing a test leaves running (a thread,
# a subprocess still heartbeating) can write into another test's keys; 0 is never handed out, so a client
# that forgets the database number sees no test's data. koe uses no command that crosses databases
# (FLUSHALL, CONFIG, SWAPDB, pub/sub), nor does rq, which takes its database from the same URL.
REDIS_DATABASES = 4096


class RedisDb:
    """A test's own logical database on the run's valkey: what `redis_server` was when it was a server."""

    def __init__(self, server: EmbeddedRedis, db: int) -> None:
        self.server = server
        self.port = server.port
        self.db = db

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/{self.db}"

    def flush(self) -> None:
        with redis.Redis.from_url(self.url, socket_timeout=10) as client:
            client.flushdb()


@pytest.fixture(scope="session")
def session_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[EmbeddedRedis, Iterator[int]]]:
    # With an append-only file, as koe runs it; a test that needs the file itself has its own server.
    data = tmp_path_factory.mktemp("valkey")
    server = EmbeddedRedis(
        data_dir=data, log_file=data / "valkey.log", extra_args=["--databases", str(REDIS_DATABASES)]
    ).start()
    yield server, itertools.cycle(range(1, REDIS_DATABASES))
    server.kill()


@pytest.fixture
def redis_server(session_redis: tuple[EmbeddedRedis, Iterator[int]]) -> Iterator[RedisDb]:
    server, numbers = session_redis
    if server.proc is None or server.proc.poll() is not None:
        pytest.fail("the run's valkey is gone: a test stopped it (use own_redis_server for that)")
    db = RedisDb(server, next(numbers))
    db.flush()  # only matters past REDIS_DATABASES tests, when the numbers come round again
    yield db
    db.flush()


@pytest.fixture
def own_redis_server(tmp_path: Path) -> Iterator[EmbeddedRedis]:
    """A valkey of the test's own, with its append-only file: for a test that kills or restarts it."""
    server = EmbeddedRedis(data_dir=tmp_path / "redis").start()
    yield server
    server.kill()


@pytest.fixture
def rclient(redis_server: RedisDb) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_server.url)
    yield client
    client.close()


def make_settings(redis_url: str, data_dir: Path, **extra: object) -> Settings:
    values: dict[str, object] = {
        "redis_url": redis_url,
        "data_dir": data_dir,
        "device": "test-device",
        "metrics_port": 0,
        "bus_claim_idle_ms": 600,
        "bus_block_ms": 100,
        "heartbeat_s": 0.2,
        "log_format": "console",
    }
    values.update(extra)
    return load_settings(**values)


@pytest.fixture
def settings(redis_server: RedisDb, tmp_path: Path) -> Settings:
    return make_settings(redis_server.url, tmp_path / "data")


@pytest.fixture(scope="session")
def llm_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedLlm]:
    log = tmp_path_factory.mktemp("llm") / "llm.log"
    server = EmbeddedLlm(log_file=log).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def voice() -> Iterator[Voice]:
    """Piper's voice for test speech (tiny.en transcribes it well): one process for the whole run."""
    from koe.bench.voice import Voice

    v = Voice()
    yield v
    v.close()


class Background:
    """Runs a worker's loop in a thread and stops it at the end of the test."""

    def __init__(self) -> None:
        self.items: list[tuple[threading.Thread, threading.Event]] = []

    def run(self, worker: object) -> object:
        t = threading.Thread(target=worker.run, kwargs={"install_signals": False}, daemon=True)  # type: ignore[attr-defined]
        t.start()
        self.items.append((t, worker.stop_event))  # type: ignore[attr-defined]
        return worker

    def stop(self) -> None:
        for _, ev in self.items:
            ev.set()
        for t, _ in self.items:
            t.join(10)


@pytest.fixture
def background() -> Iterator[Background]:
    bg = Background()
    yield bg
    bg.stop()


from pg_fixtures import pg_schema, pg_stores  # noqa: E402, F401  (PostgreSQL for the memory store's tests)
from writer_rig import rig  # noqa: E402, F401  (the writer test rig, for every test module)
