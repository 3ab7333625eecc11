"""`koe up` as a household runs it: private files, one stack per data directory, a supervised embedded
Redis, and nothing left running when it is killed outright."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import redis

from shared import streams
from shared.embedded import free_port
from tests.conftest import RedisDb
from tests.helpers import Lines, koe, koe_env, koe_process, wait_until

pytestmark = pytest.mark.slow


def children_of(pid: int) -> set[int]:
    out = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout
    return {int(p) for p in out.split()}


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as f:  # a zombie is dead, only not yet reaped
        return f.read().split(") ", 1)[1][0] != "Z"


def line_with(lines: Lines, text: str, timeout: float) -> str:
    deadline = time.monotonic() + timeout
    while True:
        line = lines.next(max(0.1, deadline - time.monotonic()), f"a line with {text!r}")
        if text in line:
            return line


@pytest.fixture
def up(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], Lines, dict[str, str]]]:
    # The feedback stage alone, and an LLM address nobody calls: no model server to wait for.
    env = koe_env(None, tmp_path / "data", KOE_LLM_URL="http://127.0.0.1:9/v1", KOE_LLM_MODEL="none")
    proc = koe_process(["up", "--stages", "feedback"], env, stdout=-1, stderr=subprocess.STDOUT)
    assert proc.stdout is not None
    lines = Lines(proc.stdout)
    try:
        line_with(lines, "talk to it", 90)
        yield proc, lines, env
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()


def test_the_data_directory_and_run_file_are_private(up: tuple[subprocess.Popen[str], Lines, dict[str, str]]) -> None:
    _, lines, env = up
    data = Path(env["KOE_DATA_DIR"])
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    assert stat.S_IMODE((data / "logs").stat().st_mode) == 0o700
    assert stat.S_IMODE((data / "run.json").stat().st_mode) == 0o600, "it holds the Redis password"
    assert any(line.strip().startswith("threads") for line in lines.seen)


def test_a_second_koe_up_on_the_same_data_refuses_in_one_sentence(
    up: tuple[subprocess.Popen[str], Lines, dict[str, str]],
) -> None:
    proc, _, env = up
    second = koe(["up", "--stages", "feedback"], env, timeout=60)
    assert second.returncode == 2
    assert f"already running on {env['KOE_DATA_DIR']} (pid {proc.pid})" in second.stderr
    assert "Traceback" not in second.stderr and len(second.stderr.strip().splitlines()) == 1
    assert proc.poll() is None, "the first one is untouched"


def test_the_embedded_redis_is_restarted_and_keeps_its_data(
    up: tuple[subprocess.Popen[str], Lines, dict[str, str]],
) -> None:
    proc, lines, env = up
    url = json.loads((Path(env["KOE_DATA_DIR"]) / "run.json").read_text())["redis_url"]
    client = redis.Redis.from_url(url, socket_timeout=1)
    client.set("koe:test:kept", "yes")
    time.sleep(1.2)  # the append-only file is synced every second
    port = str(client.connection_pool.connection_kwargs["port"])
    (valkey,) = [p for p in children_of(proc.pid) if port in Path(f"/proc/{p}/cmdline").read_text()]
    os.kill(valkey, signal.SIGKILL)
    line_with(lines, "redis is back", 40)
    assert client.get("koe:test:kept") == b"yes", "the append-only file was read back"
    client.delete(streams.alive_key("feedback"))
    wait_until(lambda: client.exists(streams.alive_key("feedback")), timeout=30, what="the stage reconnected")


def test_killing_koe_up_outright_leaves_nothing_running(
    up: tuple[subprocess.Popen[str], Lines, dict[str, str]],
) -> None:
    proc, _, _ = up
    kids = children_of(proc.pid)
    grandkids = {g for k in kids for g in children_of(k)}
    assert len(kids) >= 2, "the embedded Redis and the feedback stage"
    proc.kill()
    proc.wait(5)
    wait_until(lambda: not [p for p in kids | grandkids if alive(p)], timeout=20, what="every child gone")


def test_a_restarted_writer_job_worker_serves_metrics_on_its_port_again(redis_server: RedisDb, tmp_path: Path) -> None:
    port = free_port()
    jobs_port = port + 2  # the writer's job workers serve on its port + 2, + 3 ...
    env = koe_env(
        redis_server.url,
        tmp_path / "data",
        KOE_METRICS_PORT=str(port),
        KOE_WRITER_JOB_WORKERS="1",
        KOE_LLM_URL="http://127.0.0.1:9/v1",
        KOE_LLM_MODEL="none",
    )
    writer = koe_process(["worker", "writer"], env, stderr=subprocess.DEVNULL)

    def serving() -> bool:
        try:
            return httpx.get(f"http://127.0.0.1:{jobs_port}/metrics", timeout=1).status_code == 200
        except httpx.HTTPError:
            return False

    try:
        wait_until(serving, timeout=60, what="the job worker's metrics")
        (job_worker,) = children_of(writer.pid)
        os.kill(job_worker, signal.SIGKILL)
        wait_until(lambda: children_of(writer.pid) - {job_worker}, timeout=30, what="a new job worker")
        wait_until(serving, timeout=30, what="its metrics on the same port")
    finally:
        writer.terminate()
        writer.wait(20)
