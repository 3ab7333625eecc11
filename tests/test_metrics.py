"""What Prometheus sees when it scrapes a stage: its group's lag and pending entries per stream, and a
finished turn's waterfall hop by hop (`koe_turn_hop_seconds`)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
import redis
from writer_fakes import ScriptedLlm

from shared import messages as m
from shared import streams
from shared.embedded import free_port
from shared.waterfall import hops
from tests.conftest import RedisDb
from tests.helpers import koe, koe_env, koe_process, wait_until

pytestmark = pytest.mark.slow


def scrape(port: int) -> str:
    try:
        return httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=5).text
    except httpx.HTTPError:  # a worker that is starting has not opened its port yet
        return ""


def value(text: str, name: str, **labels: str) -> float | None:
    for line in text.splitlines():
        if line.startswith(name + "{") and all(f'{k}="{v}"' in line for k, v in labels.items()):
            return float(line.rsplit(" ", 1)[1])
    return None


def test_a_stage_shows_its_lag_and_a_turn_its_hops(redis_server: RedisDb, tmp_path: Path) -> None:
    client = redis.Redis.from_url(redis_server.url)
    port = free_port()
    with ScriptedLlm(lambda body: "Hello there, nice to meet you.") as llm:
        env = koe_env(redis_server.url, tmp_path / "data", KOE_LLM_URL=llm.url, KOE_LLM_MODEL="scripted")
        worker = koe_process(["worker", "llm"], {**env, "KOE_METRICS_PORT": str(port)})
        try:
            wait_until(lambda: client.exists(streams.alive_key("llm")), timeout=60, what="the llm stage")
            said = koe(["say", "Hello!", "--timeout", "30"], env)
            assert said.returncode == 0, said.stderr
            text = scrape(port)
            for metric in ("koe_group_lag", "koe_group_pending", "koe_group_oldest_pending_seconds"):
                assert value(text, metric, stream=streams.TRANSCRIPTS.key, group="llm") == 0.0, metric
            assert value(text, "koe_stream_length", stream=streams.TRANSCRIPTS.key) == 1.0
            (record,) = [m.decode(f) for _, f in client.xrange(streams.TURNS.key)]
            for hop, _ in hops(record.marks):  # type: ignore[attr-defined]
                assert value(text, "koe_turn_hop_seconds_count", hop=hop) == 1.0, hop

            # A backlog: entries the stage has not taken yet show as lag, and come down when it has.
            worker.terminate()
            worker.wait(20)
            for i in range(3):
                typed = m.Transcript(device="d", session="s", turn=f"t{i}", text="hi", source="typed")
                client.xadd(streams.TRANSCRIPTS.key, typed.to_fields())
            worker = koe_process(["worker", "llm"], {**env, "KOE_METRICS_PORT": str(port)})
            wait_until(lambda: client.exists(streams.alive_key("llm")), timeout=60, what="the llm stage again")
            wait_until(
                lambda: value(scrape(port), "koe_group_lag", stream=streams.TRANSCRIPTS.key, group="llm") == 0.0,
                timeout=30,
                what="the backlog taken",
            )
            assert value(scrape(port), "koe_turn_hop_seconds_count", hop="llm_received->context_ready") == 3.0
        finally:
            worker.terminate()
            worker.wait(20)


def test_hops_follow_the_waterfall_and_skip_a_clock_that_went_backwards() -> None:
    marks = {"typed": 10.0, "llm_received": 10.1, "context_ready": 10.05, "first_sentence": 10.6, "llm_done": 11.0}
    assert hops(marks) == [
        ("typed->llm_received", pytest.approx(0.1)),
        ("context_ready->first_sentence", pytest.approx(0.55)),
    ]
