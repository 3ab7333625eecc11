"""What Prometheus sees when it scrapes a stage: its group's lag and pending entries per stream, a
finished turn's waterfall hop by hop (`koe_turn_hop_seconds`), the dead letters, the time spent in each
model, recall's deadline misses among its turns, and how far behind the writer is."""

from __future__ import annotations

import time
from pathlib import Path
from urllib.parse import quote

import httpx
import pytest
import redis
from writer_fakes import ScriptedLlm

from shared import messages as m
from shared import streams
from shared.acl import STAGE_PREFIX, add_stage
from shared.embedded import EmbeddedRedis, free_port
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


def sum_of(text: str, name: str, **labels: str) -> float:
    return sum(
        float(line.rsplit(" ", 1)[1])
        for line in text.splitlines()
        if line.startswith(name + "{") and all(f'{k}="{v}"' in line for k, v in labels.items())
    )


def value_of(text: str, name: str) -> float | None:
    """A series without labels."""
    for line in text.splitlines():
        if line.startswith(name + " "):
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
            for what in ("first_token", "completion"):  # one call to the model, timed twice
                assert value(text, "koe_model_seconds_count", stage="llm", what=what) == 1.0, what
            first = value(text, "koe_model_seconds_sum", stage="llm", what="first_token")
            whole = value(text, "koe_model_seconds_sum", stage="llm", what="completion")
            assert first is not None and whole is not None and 0 < first <= whole < 30
            assert value(text, "koe_stream_length", stream=streams.DEAD.key) == 0.0

            # A dead letter: counted as it is sent, and kept in koe:dead (its length read at scrape time).
            client.xadd(streams.TRANSCRIPTS.key, {"kind": "no.such.kind"})
            wait_until(
                lambda: value(scrape(port), "koe_stream_length", stream=streams.DEAD.key) == 1.0,
                timeout=30,
                what="the dead letter counted",
            )
            assert sum_of(scrape(port), "koe_dead_letters_total", stage="llm") == 1.0

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


def test_a_typed_turn_times_recall_and_the_models(redis_server: RedisDb, tmp_path: Path) -> None:
    """recall, llm and tts as `docker compose` runs them: each its own process on its own metrics port."""
    client = redis.Redis.from_url(redis_server.url)
    ports = {stage: free_port() for stage in ("recall", "llm", "tts")}
    with ScriptedLlm(lambda body: "Hello there, nice to meet you. How are you today?") as llm:
        env = koe_env(
            redis_server.url, tmp_path / "data", KOE_LLM_URL=llm.url, KOE_LLM_MODEL="scripted", KOE_TTS_ENGINE="espeak"
        )
        workers = [koe_process(["worker", s], {**env, "KOE_METRICS_PORT": str(p)}) for s, p in ports.items()]
        try:
            for stage in ports:
                wait_until(lambda s=stage: client.exists(streams.alive_key(s)), timeout=90, what=f"the {stage} stage")
            said = koe(["say", "What do you know about my dog?", "--timeout", "30"], env)
            assert said.returncode == 0, said.stderr

            recall = scrape(ports["recall"])
            assert value_of(recall, "koe_recall_turns_total") == 1.0
            # A miss is a search that did not answer within the budget: late, or the store too busy to start it.
            missed = sum(
                sum_of(recall, "koe_fallbacks_total", stage="recall", what=w) for w in ("search_late", "store_busy")
            )
            assert value_of(recall, "koe_recall_deadline_misses_total") == missed
            wait_until(  # a late search is timed when it lands
                lambda: (
                    value(scrape(ports["recall"]), "koe_model_seconds_count", stage="recall", what="memory_search")
                    == 1.0
                ),
                timeout=30,
                what="the memory search timed",
            )
            llm_text = scrape(ports["llm"])
            assert value(llm_text, "koe_model_seconds_count", stage="llm", what="completion") == 1.0
            pieces = 3  # one synthesis per piece: "Hello there," (the first, cut at its comma) and two sentences
            wait_until(
                lambda: (
                    value(scrape(ports["tts"]), "koe_model_seconds_count", stage="tts", what="synthesize") == pieces
                ),
                timeout=30,
                what="every piece synthesized",
            )
            spent = value(scrape(ports["tts"]), "koe_model_seconds_sum", stage="tts", what="synthesize")
            assert spent is not None and 0 < spent < 30
        finally:
            for worker in workers:
                worker.terminate()
            for worker in workers:
                worker.wait(20)


def test_the_writer_shows_how_far_behind_it_is(own_redis_server: EmbeddedRedis, tmp_path: Path) -> None:
    """As compose runs it: its own Redis user, which may read everything its figures need (ACL log empty)."""
    admin = redis.Redis.from_url(own_redis_server.url)
    password = add_stage(admin, "writer")
    url = f"redis://{STAGE_PREFIX}writer:{quote(password, safe='')}@127.0.0.1:{own_redis_server.port}/0"
    port = free_port()
    env = koe_env(
        url,
        tmp_path / "data",
        KOE_METRICS_PORT=str(port),
        KOE_WRITER_JOB_WORKERS="0",  # nobody runs the batches: the turns stay waiting
        KOE_WRITER_QUIET_S="3600",
        KOE_LLM_URL="http://127.0.0.1:9/v1",
        KOE_LLM_MODEL="none",
    )
    writer = koe_process(["worker", "writer"], env)
    try:
        wait_until(lambda: admin.exists(streams.alive_key("writer")), timeout=60, what="the writer stage")
        text = scrape(port)
        assert value_of(text, "koe_writer_checkpoint_lag_seconds") == 0.0, "nothing waits"
        assert value_of(text, "koe_writer_unprocessed_turns") == 0.0
        admin.acl_log_reset()
        added = time.time()
        for session, turn in (("s1", "t1"), ("s1", "t2"), ("s2", "t1")):
            record = m.TurnRecord(device="d", session=session, turn=turn, user_text="hi", reply_text="hello")
            admin.xadd(streams.TURNS.key, record.to_fields())
        wait_until(
            lambda: value_of(scrape(port), "koe_writer_unprocessed_turns") == 3.0, timeout=30, what="3 turns waiting"
        )
        time.sleep(0.5)
        text = scrape(port)
        lag = value_of(text, "koe_writer_checkpoint_lag_seconds")
        assert lag is not None and 0.4 < lag <= time.time() - added + 1, "the oldest waiting turn's age"
        assert value(text, "koe_stream_length", stream=streams.DEAD.key) == 0.0, "a stage may count the dead letters"
        denied = [(e.get("username"), e.get("object"), e.get("reason")) for e in admin.acl_log(count=100)]
        assert not denied, f"the writer's figures needed more than its user may do: {denied}"
    finally:
        writer.terminate()
        writer.wait(20)


def test_hops_follow_the_waterfall_and_skip_a_clock_that_went_backwards() -> None:
    marks = {"typed": 10.0, "llm_received": 10.1, "context_ready": 10.05, "first_sentence": 10.6, "llm_done": 11.0}
    assert hops(marks) == [
        ("typed->llm_received", pytest.approx(0.1)),
        ("context_ready->first_sentence", pytest.approx(0.55)),
    ]
