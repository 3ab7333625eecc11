"""Small helpers shared by tests: run `koe` as a user would, read its output with a deadline, wait for bus
entries."""

from __future__ import annotations

import contextlib
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

import redis

from shared import messages as m
from shared.bus import entries_of
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
        [sys.executable, "-m", "koe.cli.main", *args],
        env=env,
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def koe_process(args: list[str], env: dict[str, str], **kw: object) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "koe.cli.main", *args], env=env, cwd=REPO, text=True, **kw)  # type: ignore[call-overload]


class Lines:
    """A child's output read by a thread, so that a test waits for each line with a deadline: a hung
    child fails the test with what it printed so far, instead of blocking it until pytest-timeout."""

    def __init__(self, stream: IO[str]) -> None:
        self.queue: queue.Queue[str | None] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self.queue.put(line)
        self.queue.put(None)  # the output ended: the child exited or closed it

    def next(self, timeout: float = 30.0, what: str = "a line") -> str:
        try:
            line = self.queue.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no {what} within {timeout} s; the output so far: {self.seen!r}") from None
        if line is None:
            self.queue.put(None)  # every later call sees the end too
            raise AssertionError(f"the output ended before {what}; the output so far: {self.seen!r}")
        self.seen.append(line)
        return line


def entries(client: redis.Redis, stream: Stream) -> list[m.Message]:
    out = []
    for _, fields in entries_of(client, stream):
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


@contextlib.contextmanager
def koe_up(stages: str, env: dict[str, str]) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """`koe up --stages STAGES` up to its banner: yields the process and the admin's Redis URL (from its
    run file); stops it with Ctrl-C as a person would."""
    up = koe_process(["up", "--stages", stages], env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert up.stdout is not None
    lines = Lines(up.stdout)
    try:
        while "talk to it" not in lines.next(120, "koe up's banner"):
            pass
        yield up, json.loads((Path(env["KOE_DATA_DIR"]) / "run.json").read_text())["redis_url"]
    finally:
        up.send_signal(signal.SIGINT)
        try:
            up.wait(20)
        except subprocess.TimeoutExpired:
            up.kill()
