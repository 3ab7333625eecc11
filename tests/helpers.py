"""Small helpers shared by tests: run `koe` as a user would, wait for bus entries."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import redis

from shared import messages as m
from shared.streams import Stream

REPO = Path(__file__).resolve().parents[1]


def koe_env(redis_url: str | None, data_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOE_")}
    env.update({"KOE_DATA_DIR": str(data_dir), "KOE_METRICS_PORT": "0", "HF_HUB_OFFLINE": "1"})
    if redis_url:
        env["KOE_REDIS_URL"] = redis_url
    env.update(extra)
    return env


def koe(args: list[str], env: dict[str, str], timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "shared.cli.main", *args],
        env=env,
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def koe_process(args: list[str], env: dict[str, str], **kw: object) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "shared.cli.main", *args], env=env, cwd=REPO, text=True, **kw)  # type: ignore[call-overload]


def entries(client: redis.Redis, stream: Stream) -> list[m.Message]:
    out = []
    for _, fields in client.xrange(stream.key):
        with contextlib.suppress(m.MessageError):
            out.append(m.decode(fields))
    return out


def wait_until(cond: Callable[[], object], timeout: float = 30.0, what: str = "condition") -> object:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = cond()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")
