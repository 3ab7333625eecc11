"""The bus on a real Redis: delivery, dead letters, reclaiming, retention."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import redis

from shared import messages as m
from shared import streams
from shared.bus import Bus
from shared.consumer import Delivery, StreamConsumer
from shared.embedded import EmbeddedRedis
from shared.settings import Settings
from tests.conftest import make_settings


def transcript(text: str, turn: str = "t1") -> m.Transcript:
    return m.Transcript(device="d1", session="s1", turn=turn, text=text, source="typed")


def run_consumer(bus: Bus, handler, group: str = "g", name: str = "c1") -> tuple[threading.Thread, threading.Event]:
    stop = threading.Event()
    consumer = StreamConsumer(bus, {streams.TRANSCRIPTS: handler}, group, name, stop)
    t = threading.Thread(target=consumer.run, daemon=True)
    t.start()
    return t, stop


def wait_for(cond, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if cond():
            return
        time.sleep(0.02)
    raise AssertionError("condition not met in time")


def test_message_roundtrip_keeps_every_field() -> None:
    msg = m.AudioChunk(device="pi", session="s", turn="t", generation=3, seq=7, pcm=b"\x00\x01" * 10)
    back = m.decode({k.encode(): (v if isinstance(v, bytes) else v.encode()) for k, v in msg.to_fields().items()})
    assert back == msg


def test_malformed_and_failing_entries_go_to_dead_letters_and_the_next_flows(
    rclient: redis.Redis, settings: Settings
) -> None:
    bus = Bus(rclient, settings)
    seen: list[str] = []

    def handler(msg: m.Message, d: Delivery) -> None:
        assert isinstance(msg, m.Transcript)
        if msg.text == "poison":
            raise RuntimeError("this entry always fails")
        seen.append(msg.text)

    bus.ensure_group(streams.TRANSCRIPTS, "g")
    rclient.xadd(streams.TRANSCRIPTS.key, {"kind": "transcript", "v": "1", "body": "{not json"})
    rclient.xadd(streams.TRANSCRIPTS.key, {"kind": "nonsense", "v": "1", "body": "{}"})
    bus.publish(transcript("poison"))
    bus.publish(transcript("hello", turn="t2"))
    t, stop = run_consumer(bus, handler)
    try:
        wait_for(lambda: rclient.xlen(streams.DEAD.key) == 3, timeout=20)
    finally:
        stop.set()
        t.join(5)
    assert seen == ["hello"]
    letters = [m.decode(f) for _, f in rclient.xrange(streams.DEAD.key)]
    reasons = [letter.reason for letter in letters]  # type: ignore[attr-defined]
    assert any("not valid JSON" in r for r in reasons)
    assert any("unknown message kind 'nonsense'" in r for r in reasons)
    assert any("this entry always fails" in r and "failed 5 deliveries" in r for r in reasons)
    # Nothing is lost: the dead letter keeps the original fields.
    assert any(letter.fields.get("body") == "{not json" for letter in letters)  # type: ignore[attr-defined]
    assert rclient.xpending(streams.TRANSCRIPTS.key, "g")["pending"] == 0


def test_outputs_are_published_with_the_ack(rclient: redis.Redis, settings: Settings) -> None:
    bus = Bus(rclient, settings)

    def handler(msg: m.Message, d: Delivery) -> list[m.Message]:
        return [m.ReplyEnd(device=msg.device, session=msg.session, turn=msg.turn, sentences=0)]

    bus.publish(transcript("hi"))
    t, stop = run_consumer(bus, handler)
    wait_for(lambda: rclient.xlen(streams.REPLIES.key) == 1)
    stop.set()
    t.join(5)
    assert rclient.xpending(streams.TRANSCRIPTS.key, "g")["pending"] == 0


def test_a_dead_consumers_entry_is_reclaimed_by_a_live_one(rclient: redis.Redis, settings: Settings) -> None:
    bus = Bus(rclient, settings)
    bus.ensure_group(streams.TRANSCRIPTS, "g")
    bus.publish(transcript("orphan"))
    # A consumer reads it and dies without acking.
    rclient.xreadgroup("g", "dead-one", {streams.TRANSCRIPTS.key: ">"}, count=1)
    handled: list[str] = []
    t, stop = run_consumer(bus, lambda msg, d: handled.append(msg.text), name="alive")  # type: ignore[attr-defined]
    wait_for(lambda: handled == ["orphan"])
    stop.set()
    t.join(5)
    assert rclient.xpending(streams.TRANSCRIPTS.key, "g")["pending"] == 0


def test_a_slow_handler_keeps_its_entry(rclient: redis.Redis, settings: Settings) -> None:
    """A peer must not reclaim an entry that a live consumer is still working on."""
    bus = Bus(rclient, settings)
    calls: list[str] = []

    def slow(msg: m.Message, d: Delivery) -> None:
        calls.append(d.entry_id)
        time.sleep(settings.bus_claim_idle_ms / 1000 * 3)

    bus.publish(transcript("slow"))
    t1, stop1 = run_consumer(bus, slow, name="a")
    wait_for(lambda: len(calls) == 1)
    t2, stop2 = run_consumer(bus, slow, name="b")
    time.sleep(settings.bus_claim_idle_ms / 1000 * 3.5)
    stop1.set()
    stop2.set()
    t1.join(5)
    t2.join(5)
    assert len(calls) == 1


def test_entries_read_together_are_each_handled_once_while_they_wait(rclient: redis.Redis, settings: Settings) -> None:
    """Read in one go and handled one by one: those waiting behind a slow one are not a peer's to take."""
    bus = Bus(rclient, settings)
    calls: list[str] = []
    lock = threading.Lock()

    def slow(msg: m.Message, d: Delivery) -> None:
        with lock:
            calls.append(d.entry_id)
        time.sleep(settings.bus_claim_idle_ms / 1000 * 1.2)

    for n in range(4):
        bus.publish(transcript(f"turn {n}", turn=f"t{n}"))
    t1, stop1 = run_consumer(bus, slow, name="a")  # takes all four in one read
    wait_for(lambda: len(calls) == 1)
    t2, stop2 = run_consumer(bus, slow, name="b")
    wait_for(lambda: rclient.xpending(streams.TRANSCRIPTS.key, "g")["pending"] == 0, timeout=15)
    stop1.set()
    stop2.set()
    t1.join(5)
    t2.join(5)
    assert sorted(calls) == sorted(set(calls)) and len(calls) == 4, "each entry handled once"


def test_audio_stream_is_capped_and_turns_are_not(rclient: redis.Redis, settings: Settings) -> None:
    s = settings.model_copy(update={"audio_maxlen": 100})
    bus = Bus(rclient, s)
    for i in range(1000):
        bus.publish(m.AudioChunk(device="d", session="s", turn="t", seq=i, pcm=b"\x00\x00"))
        bus.publish(m.TurnRecord(device="d", session="s", turn=str(i), user_text="u", reply_text="r"))
    assert rclient.xlen(streams.AUDIO_IN.of("d").key) < 300
    assert rclient.xlen(streams.TURNS.key) == 1000


def test_a_consumer_survives_a_redis_restart(own_redis_server: EmbeddedRedis, tmp_path: Path) -> None:
    # Its own server: it is killed and restarted from its append-only file.
    redis_server = own_redis_server
    settings = make_settings(redis_server.url, tmp_path / "data")
    rclient = redis.Redis.from_url(redis_server.url)
    bus = Bus(redis.Redis.from_url(redis_server.url, socket_timeout=2), settings)
    handled: list[str] = []
    t, stop = run_consumer(bus, lambda msg, d: handled.append(msg.text))  # type: ignore[attr-defined]
    bus.publish(transcript("before"))
    wait_for(lambda: handled == ["before"])
    redis_server.kill()
    time.sleep(1.0)  # the consumer sees the outage and backs off
    redis_server.start()  # same port, same append-only file
    rclient.xadd(streams.TRANSCRIPTS.key, transcript("after", turn="t2").to_fields())
    try:
        # At least once: a server killed while its append-only file waits on a slow disk (everysec) can come
        # back without the read of "before" recorded, and hand it out again; nothing is lost either way.
        wait_for(lambda: "after" in handled, timeout=20)
    finally:
        stop.set()
        t.join(10)
    assert not t.is_alive()
    assert handled[0] == "before" and handled[-1] == "after" and set(handled) == {"before", "after"}


def test_a_restarted_consumer_finishes_its_own_pending_entries_first(rclient: redis.Redis, settings: Settings) -> None:
    """A container restarted under the same name picks up what it held, once, before anything new."""
    bus = Bus(rclient, settings.model_copy(update={"bus_claim_idle_ms": 60_000}))
    bus.ensure_group(streams.TRANSCRIPTS, "g")
    bus.publish(transcript("held", turn="t1"))
    rclient.xreadgroup("g", "same-name", {streams.TRANSCRIPTS.key: ">"}, count=1)  # then it died
    bus.publish(transcript("new", turn="t2"))
    order: list[str] = []
    t, stop = run_consumer(bus, lambda msg, d: order.append(msg.text), name="same-name")  # type: ignore[attr-defined]
    wait_for(lambda: len(order) == 2)
    stop.set()
    t.join(5)
    assert order == ["held", "new"]
