"""Fixtures: a real Redis-compatible server per test (valkey on a free port), the real embedded LLM."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

os.environ.setdefault("HF_HUB_OFFLINE", "1")
for _name in [k for k in os.environ if k.startswith("KOE_")]:
    del os.environ[_name]  # tests never pick up a developer's configuration

from shared.embedded import EmbeddedLlm, EmbeddedRedis  # noqa: E402
from shared.logs import configure_logging  # noqa: E402
from shared.settings import Settings, load_settings  # noqa: E402

configure_logging("debug", "console")


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[EmbeddedRedis]:
    server = EmbeddedRedis(data_dir=tmp_path / "redis").start()
    yield server
    server.kill()


@pytest.fixture
def rclient(redis_server: EmbeddedRedis) -> redis.Redis:
    return redis.Redis.from_url(redis_server.url)


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
def settings(redis_server: EmbeddedRedis, tmp_path: Path) -> Settings:
    return make_settings(redis_server.url, tmp_path / "data")


@pytest.fixture(scope="session")
def llm_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedLlm]:
    log = tmp_path_factory.mktemp("llm") / "llm.log"
    server = EmbeddedLlm(log_file=log).start()
    yield server
    server.stop()


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
