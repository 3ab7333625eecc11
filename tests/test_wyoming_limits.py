"""What anything on the network that reaches koe's Wyoming port gets for bad input: an `error` event or a
closed connection, counted, and nothing else touched (no entry on the bus, the server still serving).
The real server (services/wyoming) on a real Redis; the stages behind it are not needed for these."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Callable
from pathlib import Path

import pytest
import redis
from prometheus_client import REGISTRY
from wyoming.asr import Transcript
from wyoming.audio import AudioChunk, AudioStart
from wyoming.event import Event
from wyoming.info import Describe
from wyoming.tts import Synthesize

from services.wyoming.worker import WyomingWorker
from shared import streams
from shared.settings import Settings
from tests.conftest import Background, make_settings
from tests.wyoming_client import exchange, free_port, raw


def refused(why: str) -> float:
    return REGISTRY.get_sample_value("koe_wyoming_refused_total", {"why": why}) or 0.0


def header(event_type: str, **fields: object) -> bytes:
    return json.dumps({"type": event_type, **fields}).encode() + b"\n"


Serve = Callable[..., int]


@pytest.fixture
def serve(redis_server: object, tmp_path: Path, background: Background) -> Serve:
    """Start the real Wyoming server with these settings; returns its port once it accepts connections."""

    def start(**overrides: object) -> int:
        number = free_port()
        values: dict[str, object] = {"wyoming_port": number, "wyoming_idle_s": 1.5, "wyoming_connections": 2}
        settings: Settings = make_settings(redis_server.url, tmp_path / "data", **{**values, **overrides})  # type: ignore[attr-defined]
        background.run(WyomingWorker(settings))
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", number), timeout=0.2).close()
                return number
            except OSError:
                time.sleep(0.05)
        raise AssertionError("the Wyoming server did not start")

    return start


@pytest.fixture
def port(serve: Serve) -> int:
    return serve()


def test_bad_input_gets_an_error_or_a_closed_connection_is_counted_and_touches_nothing(
    port: int, rclient: redis.Redis
) -> None:
    before = {why: refused(why) for why in ("bad_event", "unknown_event", "too_long", "bad_order", "empty", "idle")}

    # A header that is not JSON; a payload longer than its header says (the rest reads as a broken header).
    for data in (b"this is not json\n", header("audio-chunk", payload_length=4) + b"0123456789\n"):
        events, closed = raw(port, data)
        assert events and all(e.type == "error" for e in events) and closed, data
    # A header with no end, and one that claims 10 MB: refused before the bytes are read.
    events, closed = raw(port, b"{" + b"x" * 9_000)
    assert events[0].type == "error" and closed
    events, closed = raw(port, header("audio-chunk", payload_length=10_000_000))
    assert events[0].data["code"] == "bad_event" and "limit" in events[0].data["text"] and closed
    assert refused("bad_event") - before["bad_event"] >= 4

    # An event koe does not know: an error, and the connection still serves.
    got = exchange(port, [Event(type="dance"), Describe().event()], "info", timeout=10)
    assert [e.type for e in got] == ["error", "info"] and got[0].data["code"] == "unknown_event"

    # Over the limits: text over 1,000 characters, to answer or to speak; an empty turn; audio out of order.
    long = "la " * 400
    for event in (Transcript(long).event(), Synthesize(text=long).event()):
        got = exchange(port, [event], "error", timeout=10)
        assert got[-1].data["code"] == "too_long", got[-1].data
    assert exchange(port, [Transcript("   ").event()], "error", timeout=10)[-1].data["code"] == "empty"
    chunk = AudioChunk(rate=16_000, width=2, channels=1, audio=b"\0" * 2_048).event()
    assert exchange(port, [chunk], "error", timeout=10)[-1].data["code"] == "bad_order"
    assert (
        exchange(port, [AudioStart(rate=16_000, width=4, channels=2).event()], "error", timeout=10)[-1].data["code"]
        == "bad_audio"
    )

    # Idle: closed after KOE_WYOMING_IDLE_S without an event.
    events, closed = raw(port, b"", timeout=5)
    assert closed and events[-1].data["code"] == "idle"

    # More connections than allowed at once: the extra one is told why and closed.
    holders = [socket.create_connection(("127.0.0.1", port)) for _ in range(2)]
    try:
        time.sleep(0.2)
        events, closed = raw(port, b"", timeout=5)
        assert events[0].data["code"] == "busy" and closed
    finally:
        for h in holders:
            h.close()

    # Nothing reached the bus, and the server is still the one that started.
    assert not rclient.exists(streams.TRANSCRIPTS.key, streams.REPLIES.key, streams.DEAD.key)
    assert exchange(port, [Describe().event()], "info", timeout=10)[-1].type == "info"
    assert int(rclient.get(streams.starts_key("wyoming")) or 0) == 1


def test_audio_over_30_seconds_is_refused_and_the_connection_closed(port: int, rclient: redis.Redis) -> None:
    rclient.set(streams.alive_key("stt"), "a test", px=60_000)  # the stt stage is up (its audio goes nowhere here)
    start = AudioStart(rate=16_000, width=2, channels=1).event()
    second = AudioChunk(rate=16_000, width=2, channels=1, audio=b"\0" * 32_000).event()
    got = exchange(port, [start, *([second] * 31)], "error", timeout=20)
    assert got[-1].data["code"] == "too_long" and "30 s" in got[-1].data["text"]


def test_a_connection_dropped_mid_stream_is_counted_and_the_server_serves_on(port: int, rclient: redis.Redis) -> None:
    rclient.set(streams.alive_key("stt"), "a test", px=60_000)
    dropped = refused("dropped")
    start = AudioStart(rate=16_000, width=2, channels=1).event()
    half = AudioChunk(rate=16_000, width=2, channels=1, audio=b"\0" * 8_000).event()
    with socket.create_connection(("127.0.0.1", port)) as peer:
        for event in (start, half):
            body = json.dumps(event.data).encode()
            peer.sendall(header(event.type, data_length=len(body), payload_length=len(event.payload or b"")))
            peer.sendall(body + (event.payload or b""))
        time.sleep(0.3)
    deadline = time.monotonic() + 5
    while refused("dropped") == dropped and time.monotonic() < deadline:
        time.sleep(0.05)
    assert refused("dropped") == dropped + 1
    assert exchange(port, [Describe().event()], "info", timeout=10)[-1].type == "info"
    assert not rclient.exists(streams.TRANSCRIPTS.key), "half an utterance is never transcribed"


def test_on_the_network_it_is_advertised_for_home_assistant_to_discover(serve: Serve) -> None:
    from zeroconf import ServiceBrowser, ServiceListener, Zeroconf

    found: list[str] = []

    class Listener(ServiceListener):
        def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
            found.append(name)

        def update_service(self, zc: Zeroconf, type_: str, name: str) -> None: ...

        def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None: ...

    serve(wyoming_host="0.0.0.0")
    browser = Zeroconf()
    try:
        ServiceBrowser(browser, "_wyoming._tcp.local.", Listener())
        deadline = time.monotonic() + 10
        while "koe-test-device._wyoming._tcp.local." not in found and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        browser.close()
    assert "koe-test-device._wyoming._tcp.local." in found, found
