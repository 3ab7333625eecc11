"""The benchmarks' stand-in for vLLM: koe's own LLM client reads its streams at the set pace, the writer
accepts its JSON answer, it serves many streams at once, and it refuses bad requests."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from koe.bench.token_server import EMPTY_PROPOSAL, MODEL, token_server
from services.writer import prompt
from services.writer.claims import Claims
from services.writer.pipeline import validate
from services.writer.reply import extract_object
from shared.llm_client import LlmClient

RATE, FIRST_MS = 50.0, 200.0
ASK = [{"role": "user", "content": "What should I cook tonight?"}]


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    with token_server(RATE, FIRST_MS) as base:
        yield base


def timed_stream(url: str, max_tokens: int) -> tuple[float, float, str]:
    """Seconds to the first piece and to the end, and the text."""
    client = LlmClient(url, None)
    try:
        started, first, pieces = time.monotonic(), 0.0, []
        for piece in client.stream(ASK, max_tokens=max_tokens):
            first = first or time.monotonic() - started
            pieces.append(piece)
        return first, time.monotonic() - started, "".join(pieces)
    finally:
        client.close()


def test_a_stream_keeps_the_first_token_delay_and_the_rate(url: str) -> None:
    assert url.endswith("/v1")
    first, total, text = timed_stream(url, max_tokens=10)
    assert text.startswith("Here is a quick idea. ") and len(text.split()) == 10
    assert first >= FIRST_MS / 1000
    assert 9 / RATE * 0.9 <= total - first < 9 / RATE + 0.5
    models = httpx.get(f"{url}/models").json()
    assert [m["id"] for m in models["data"]] == [MODEL]


def test_the_writer_accepts_its_json_answer_whole_or_streamed(url: str) -> None:
    client = LlmClient(url, None)
    try:
        schema = prompt.response_schema([])
        whole = client.complete_json(ASK, schema)
        streamed = client.complete_json(ASK, schema, abort=lambda: False)  # as the yielding writer asks
    finally:
        client.close()
    assert whole == streamed == EMPTY_PROPOSAL
    ops = validate(extract_object(whole), {}, Claims(), 1)
    assert not (ops.add or ops.update or ops.retire or ops.relevant or ops.rejected or ops.model_failed)


def test_many_streams_are_served_at_once(url: str) -> None:
    one = 0.2 + 9 / RATE  # one 10-token stream: about 0.38 s
    started = time.monotonic()
    with ThreadPoolExecutor(20) as pool:
        results = list(pool.map(lambda _: timed_stream(url, 10), range(20)))
    took = time.monotonic() - started
    assert all(first >= FIRST_MS / 1000 and len(text.split()) == 10 for first, _, text in results)
    assert took < 6 * one, f"20 streams took {took:.2f} s, one takes {one:.2f} s"


def test_bad_requests_get_an_error_and_a_client_gone_mid_stream_is_harmless(url: str) -> None:
    chat = f"{url}/chat/completions"
    for body in (b"not json", b'{"model": "x"}', b'{"messages": []}', b"[" * (1024 * 1024 + 1)):
        resp = httpx.post(chat, content=body)
        assert resp.status_code == 400 and resp.json()["error"]["message"], body[:20]
    assert httpx.get(f"{url}/nowhere").status_code == 404
    before = httpx.get(url.removesuffix("/v1") + "/stats").json()
    with httpx.stream("POST", chat, json={"messages": ASK, "stream": True}) as resp:
        next(resp.iter_lines())  # the first token, then hang up
    assert httpx.get(url.removesuffix("/v1") + "/health").json() == {"status": "ok"}
    deadline = time.monotonic() + 2
    while (after := httpx.get(url.removesuffix("/v1") + "/stats").json())["in_flight"] and time.monotonic() < deadline:
        time.sleep(0.02)  # the server's next writes find the connection gone
    assert after["requests"] == before["requests"] + 1 and after["in_flight"] == 0
