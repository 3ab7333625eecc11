"""End to end: typed turns through the real bus and the real embedded LLM server."""

from __future__ import annotations

import json
import signal
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import redis

from services.llm.worker import APOLOGY, APOLOGY_MIDWAY, NO_ANSWER, LlmWorker
from shared import messages as m
from shared import streams
from shared.embedded import EmbeddedLlm, free_port
from shared.hot_path import HotPath
from shared.settings import Settings
from tests.conftest import Background, RedisDb
from tests.helpers import entries, koe, koe_env, koe_process, wait_until

pytestmark = pytest.mark.slow


def llm_settings(settings: Settings, server_url: str, **extra: object) -> Settings:
    return settings.model_copy(update={"llm_url": server_url, "llm_model": "smollm2-135m-instruct", **extra})


def test_typed_turn_streams_a_reply_and_records_the_turn(
    redis_server: RedisDb,
    rclient: redis.Redis,
    settings: Settings,
    llm_server: EmbeddedLlm,
    background: Background,
    tmp_path: Path,
) -> None:
    background.run(LlmWorker(llm_settings(settings, llm_server.url), rclient))
    wait_until(lambda: rclient.exists(streams.alive_key("llm")), what="the llm worker's heartbeat")

    result = koe(
        ["say", "Hello! Can you tell me a fun fact about cats?", "--session", "s-1", "--timeout", "60"],
        koe_env(redis_server.url, tmp_path),
    )
    assert result.returncode == 0, result.stderr
    reply = result.stdout.strip()
    assert len(reply) > 5

    sentences = [e for e in entries(rclient, streams.REPLIES) if isinstance(e, m.ReplySentence)]
    assert sentences, "the reply was streamed sentence by sentence"
    assert " ".join(s.text for s in sentences) == reply
    assert [s.index for s in sentences] == list(range(len(sentences)))

    turns = [e for e in entries(rclient, streams.TURNS) if isinstance(e, m.TurnRecord)]
    assert len(turns) == 1
    rec = turns[0]
    assert rec.session == "s-1" and rec.user_text.startswith("Hello!") and rec.reply_text == reply
    assert rec.source == "typed" and rec.error is None and not rec.interrupted
    for mark in ("typed", "llm_received", "llm_first_token", "first_sentence", "llm_done"):
        assert mark in rec.marks
    assert rec.marks["typed"] <= rec.marks["llm_first_token"] <= rec.marks["first_sentence"] <= rec.marks["llm_done"]

    # The turn was marked in flight, and stays so while its reply is spoken (no TTS here: until it lapses).
    lingering = rclient.zscore(streams.TURNS_IN_FLIGHT, "s-1")
    assert lingering is not None and HotPath(rclient).busy(), "memory work waits while the reply is spoken"

    shown = koe(["turns", "--session", "s-1"], koe_env(redis_server.url, tmp_path))
    assert shown.returncode == 0 and "you: Hello!" in shown.stdout and "waterfall:" in shown.stdout
    as_json = koe(["turns", "--json"], koe_env(redis_server.url, tmp_path))
    assert json.loads(as_json.stdout.splitlines()[-1])["turn"] == rec.turn


def test_a_worker_killed_mid_turn_is_replaced_and_the_turn_recorded_once(
    redis_server: RedisDb, rclient: redis.Redis, llm_server: EmbeddedLlm, tmp_path: Path
) -> None:
    env = koe_env(
        redis_server.url,
        tmp_path,
        KOE_LLM_URL=llm_server.url,
        KOE_LLM_MAX_TOKENS="400",
        KOE_BUS_CLAIM_IDLE_MS="1000",
        KOE_HEARTBEAT_S="0.2",
        KOE_LOG_FORMAT="console",
    )
    first = koe_process(["worker", "llm"], env, stderr=open(tmp_path / "first.log", "w"))  # noqa: SIM115
    try:
        wait_until(lambda: rclient.exists(streams.alive_key("llm")), what="the first worker")
        rclient.xadd(
            streams.TRANSCRIPTS.key,
            m.Transcript(
                device="d",
                session="s-kill",
                turn="t-kill",
                source="typed",
                text="Write a long story about a dragon who learns to bake bread. Use many sentences.",
            ).to_fields(),
        )
        wait_until(
            lambda: any(isinstance(e, m.ReplySentence) for e in entries(rclient, streams.REPLIES)),
            what="the first sentence",
        )
        first.send_signal(signal.SIGKILL)  # holding the entry: no ack, no record
        first.wait(10)
    finally:
        if first.poll() is None:
            first.kill()
    assert not [e for e in entries(rclient, streams.TURNS)]
    assert rclient.xpending(streams.TRANSCRIPTS.key, "llm")["pending"] == 1

    second = koe_process(["worker", "llm"], env, stderr=open(tmp_path / "second.log", "w"))  # noqa: SIM115
    try:
        wait_until(lambda: [e for e in entries(rclient, streams.TURNS)], timeout=120, what="the turn record")
        time.sleep(2.0)  # time for a duplicate to show up, if there were one
    finally:
        second.send_signal(signal.SIGTERM)
        second.wait(15)
    records = [e for e in entries(rclient, streams.TURNS) if isinstance(e, m.TurnRecord)]
    assert [r.turn for r in records] == ["t-kill"]
    assert rclient.xpending(streams.TRANSCRIPTS.key, "llm")["pending"] == 0
    assert second.returncode == 0, "SIGTERM stops the worker cleanly"


def test_a_stopped_llm_server_gets_a_spoken_apology_in_time(
    redis_server: RedisDb, rclient: redis.Redis, settings: Settings, background: Background, tmp_path: Path
) -> None:
    server = EmbeddedLlm().start()
    url = server.url
    server.stop()
    background.run(LlmWorker(llm_settings(settings, url, llm_timeout_s=3.0), rclient))
    wait_until(lambda: rclient.exists(streams.alive_key("llm")))
    started = time.monotonic()
    result = koe(["say", "What time is it?", "--timeout", "10"], koe_env(redis_server.url, tmp_path))
    assert result.returncode == 0
    assert time.monotonic() - started < 10
    assert result.stdout.strip() == APOLOGY
    assert "the LLM failed" in result.stderr
    rec = next(e for e in entries(rclient, streams.TURNS) if isinstance(e, m.TurnRecord))
    assert rec.error and "cannot talk to the LLM server" in rec.error


def streaming_server(pieces: list[str], then: bytes = b"data: [DONE]\n\n") -> ThreadingHTTPServer:
    """An OpenAI-compatible server that streams `pieces` as the reply, then sends `then`."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            for piece in pieces:
                chunk = {"choices": [{"delta": {"content": piece}}]}
                self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.write(then)
            self.wfile.flush()

        def log_message(self, *args: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def typed_turn_through(
    httpd: ThreadingHTTPServer, rclient: redis.Redis, settings: Settings, background: Background
) -> None:
    try:
        url = f"http://127.0.0.1:{httpd.server_address[1]}/v1"
        background.run(LlmWorker(llm_settings(settings, url), rclient))
        rclient.xadd(
            streams.TRANSCRIPTS.key,
            m.Transcript(device="d", session="s", turn="t", text="hi", source="typed").to_fields(),
        )
        wait_until(lambda: [e for e in entries(rclient, streams.TURNS)], what="the turn record")
    finally:
        httpd.shutdown()


def test_an_error_mid_stream_ends_the_reply_with_an_apology(
    rclient: redis.Redis, settings: Settings, background: Background
) -> None:
    # One sentence, then a broken chunk: what a crashing vLLM looks like.
    httpd = streaming_server(["The first sentence arrives fine. "], then=b"data: {this is not json\n\n")
    typed_turn_through(httpd, rclient, settings, background)
    texts = [e.text for e in entries(rclient, streams.REPLIES) if isinstance(e, m.ReplySentence)]
    assert texts == ["The first sentence arrives fine.", APOLOGY_MIDWAY]
    rec = next(e for e in entries(rclient, streams.TURNS) if isinstance(e, m.TurnRecord))
    assert rec.error and "malformed" in rec.error


def test_markup_in_the_reply_is_not_spoken_or_remembered(
    rclient: redis.Redis, settings: Settings, background: Background
) -> None:
    # What SmolLM2 does with the memory block: copies its bullet and its date tag.
    pieces = [
        "- Maya is all",
        "ergic to peanuts. [noted 2026",
        "-11-30]\n",
        "**Keep** her away from them! 🥜 ",
        "Buy:\n",
    ]
    pieces += ["- oat milk\n", "- sunflower butter"]
    typed_turn_through(streaming_server(pieces), rclient, settings, background)
    texts = [e.text for e in entries(rclient, streams.REPLIES) if isinstance(e, m.ReplySentence)]
    assert texts == ["Maya is allergic to peanuts.", "Keep her away from them!", "Buy: oat milk, sunflower butter"]
    assert [e.index for e in entries(rclient, streams.REPLIES) if isinstance(e, m.ReplySentence)] == [0, 1, 2]
    rec = next(e for e in entries(rclient, streams.TURNS) if isinstance(e, m.TurnRecord))
    assert rec.reply_text == " ".join(texts)


def test_a_reply_with_nothing_speakable_is_still_an_answer(
    rclient: redis.Redis, settings: Settings, background: Background
) -> None:
    typed_turn_through(streaming_server(["\n", "🙂 ", "[noted 2026-11-30]"]), rclient, settings, background)
    texts = [e.text for e in entries(rclient, streams.REPLIES) if isinstance(e, m.ReplySentence)]
    assert texts == [NO_ANSWER], "silence would leave the person wondering whether koe heard them"


def test_koe_say_without_a_stack_says_so(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    result = koe(["say", "hello"], koe_env(f"redis://127.0.0.1:{port}/0", tmp_path))
    assert result.returncode == 2
    assert result.stderr.startswith("koe: koe is not up")
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_bad_setting_is_one_clear_sentence(tmp_path: Path) -> None:
    result = koe(["say", "hello"], koe_env(None, tmp_path, KOE_RECALL_BUDGET_MS="soon"))
    assert result.returncode == 2
    assert "KOE_RECALL_BUDGET_MS" in result.stderr and "'soon'" in result.stderr


def test_koe_up_runs_the_stack_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    env = koe_env(None, tmp_path / "data")
    up = koe_process(["up", "--stages", "llm"], env, stdout=-1, stderr=-1)
    lines: list[str] = []

    def read() -> None:
        assert up.stdout is not None
        for line in up.stdout:
            lines.append(line)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        wait_until(lambda: any("talk to it" in line for line in lines), timeout=120, what="koe up")
        assert any(line.strip().startswith("redis") and "embedded" in line for line in lines)
        assert any(line.strip().startswith("llm ") and "pid" in line for line in lines)
        assert any(line.strip().startswith("threads") and "llm" in line and "stt" in line for line in lines)
        said = wait_until(
            lambda: (
                (
                    r := koe(
                        ["say", "Say hello in one short sentence.", "--timeout", "60"], koe_env(None, tmp_path / "data")
                    )
                ).returncode
                == 0
                and r
            ),
            timeout=60,
            what="a reply",
        )
        assert said.stdout.strip()  # type: ignore[attr-defined]
        started = time.monotonic()
        up.send_signal(signal.SIGINT)
        up.wait(15)
        assert time.monotonic() - started < 10
        assert up.returncode == 0
        assert not (tmp_path / "data" / "run.json").exists()
        assert (tmp_path / "data" / "redis").exists(), "the embedded Redis keeps its AOF in KOE_DATA_DIR"
    finally:
        if up.poll() is None:
            up.kill()


def test_history_grows_by_appending_and_drops_the_older_half_at_once(rclient: redis.Redis, settings: Settings) -> None:
    worker = LlmWorker(settings.model_copy(update={"llm_history_turns": 2}), rclient)
    lengths = []
    for i in range(7):
        worker.remember_exchange("s", f"question {i}", f"answer {i}")
        lengths.append(len(worker.history("s")))
    assert lengths == [1, 2, 3, 4, 2, 3, 4]
    assert worker.history("s")[-1] == ("question 6", "answer 6"), "oldest first, the newest last"


def test_a_slow_reply_is_recorded_as_late_not_turned_into_a_wrong_answer(
    rclient: redis.Redis, settings: Settings, background: Background
) -> None:
    from shared import metrics

    before = metrics.LATE_REPLIES._value.get()
    slow = settings.model_copy(update={"reply_late_s": 0.000_1})  # any reply is late against this
    typed_turn_through(streaming_server(["The answer is forty-two."]), rclient, slow, background)
    rec = next(e for e in entries(rclient, streams.TURNS) if isinstance(e, m.TurnRecord))
    assert rec.late and rec.error is None and rec.reply_text == "The answer is forty-two."
    assert metrics.LATE_REPLIES._value.get() == before + 1
