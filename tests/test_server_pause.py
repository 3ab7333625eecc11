"""The writer's own model server on the embedded default (real llama.cpp server with SmolLM2, real Redis):
stopped while a turn is in flight, so it takes no core from the reply, and its request is answered whole
once nobody is being answered; stopping koe stops it even while it is paused."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import httpx
import pytest
import redis

from shared.embedded import WRITER_LLM_NICE, EmbeddedLlm
from shared.hot_path import HotPath
from shared.server_pause import PausedWhileTurns
from tests.helpers import wait_until

pytestmark = pytest.mark.slow


def state(pid: int) -> str:
    """The process's scheduler state: T when stopped."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def test_the_writers_server_waits_while_a_turn_is_answered_and_then_answers(
    rclient: redis.Redis, tmp_path: Path
) -> None:
    server = EmbeddedLlm.for_writer(log_file=tmp_path / "writer-llm.log").start()
    pauser = PausedWhileTurns(rclient, lambda: server.proc).start()
    hot = HotPath(rclient)
    try:
        assert server.proc is not None
        pid = server.proc.pid
        assert int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16]) == WRITER_LLM_NICE
        answer: dict[str, object] = {}

        def ask() -> None:
            body = {
                "model": server.model,
                "messages": [{"role": "user", "content": "Name three fruits."}],
                "max_tokens": 48,
            }
            answer["reply"] = httpx.post(f"{server.url}/chat/completions", json=body, timeout=60).json()

        hot.start("kitchen")  # someone is being answered: the writer's server must not run
        wait_until(lambda: state(pid) == "T", timeout=2, what="the writer's server stopped")
        asking = threading.Thread(target=ask)
        asking.start()
        before = cpu_ticks(pid)
        time.sleep(1.0)
        assert cpu_ticks(pid) == before and "reply" not in answer, "no core taken, nothing answered"
        hot.end("kitchen")
        asking.join(60)
        reply = answer["reply"]
        assert isinstance(reply, dict) and reply["choices"][0]["message"]["content"].strip(), reply
        assert state(pid) != "T"

        pauser.stop()  # koe stopping: the watcher goes first and leaves the server running
        assert state(pid) != "T"
        os.kill(pid, signal.SIGSTOP)  # as if a turn had paused it just before
        wait_until(lambda: state(pid) == "T", timeout=2, what="paused")
        started = time.monotonic()
        server.stop(timeout_s=5.0)  # a stopped process would hold SIGTERM: it is let go on first
        assert server.proc.poll() is not None and time.monotonic() - started < 5.0
    finally:
        pauser.stop()
        server.stop(timeout_s=2.0)
