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
from shared.server_pause import FRESH_AFTER_S, PausedWhileTurns
from tests.conftest import RedisDb, make_settings
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


def test_the_writers_job_workers_are_stopped_during_a_turn_but_never_past_their_heartbeat(
    rclient: redis.Redis,
) -> None:
    """The writer stage stops its job workers too while someone is answered (their parse and embedder
    would take a core from the reply), for at most `max_pause_s` at a time: a job worker stopped longer
    would miss its heartbeat and its session lease, and its batch would look abandoned."""
    import subprocess
    import sys

    from services.writer.jobs import heartbeat_ttl_s, pause_limit_s

    assert pause_limit_s(5.0) + 5.0 < heartbeat_ttl_s(5.0), "a renewal a beat before the stop still holds"
    assert pause_limit_s(0.5) >= 1.0
    workers = [subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) for _ in range(2)]
    pauser = PausedWhileTurns(rclient, lambda: workers, max_pause_s=0.6, name="test-jobs-pause").start()
    hot = HotPath(rclient)
    try:
        hot.start("hall")
        wait_until(lambda: all(state(w.pid) == "T" for w in workers), timeout=2, what="both stopped")
        # Still in flight past the limit: they go on, and stay on until a quiet moment.
        wait_until(lambda: all(state(w.pid) != "T" for w in workers), timeout=3, what="let go at the limit")
        time.sleep(0.3)
        assert all(state(w.pid) != "T" for w in workers), "not stopped again within the same busy spell"
        hot.end("hall")
        time.sleep(0.1)
        hot.start("hall")  # a turn right after: no new allowance before they could renew their heartbeat
        time.sleep(0.4)
        assert all(state(w.pid) != "T" for w in workers), "a short quiet moment gave a fresh pause"
        hot.end("hall")
        time.sleep(FRESH_AFTER_S + 0.2)
        hot.start("hall")
        wait_until(lambda: all(state(w.pid) == "T" for w in workers), timeout=2, what="stopped for the next turn")
        pauser.stop()
        assert all(state(w.pid) != "T" for w in workers), "stopping the watcher lets them go on"
    finally:
        pauser.stop()
        hot.end("hall")
        for w in workers:
            w.kill()
            w.wait()


def test_a_writer_with_a_server_of_its_own_stops_its_job_workers_while_a_turn_is_answered(
    redis_server: RedisDb, rclient: redis.Redis, tmp_path: Path
) -> None:
    """`koe worker writer` as `koe up` runs it on the embedded default: its rq job worker is stopped while
    someone is answered, goes on after, and a stop of the stage stops it even if it was paused then."""
    from services.writer.worker import WriterWorker

    settings = make_settings(
        redis_server.url, tmp_path / "data", writer_llm_url="http://127.0.0.1:9/v1", writer_job_workers=1
    )
    stage = WriterWorker(settings, rclient, name="writer-pause-test")
    hot = HotPath(rclient)
    stage.setup()
    try:
        (job_worker,) = stage.children
        hot.start("den")
        wait_until(lambda: state(job_worker.pid) == "T", timeout=2, what="the job worker stopped")
        hot.end("den")
        wait_until(lambda: state(job_worker.pid) != "T", timeout=2, what="the job worker going on")
        hot.start("den")
        wait_until(lambda: state(job_worker.pid) == "T", timeout=2, what="stopped again")
    finally:
        stage.teardown()
        hot.end("den")
    assert job_worker.poll() is not None, "the stage's stop ended its job worker, paused or not"
