"""Poison entries: whatever anyone writes to the bus, a stage dead-letters it once and serves the next.

The decoder is fuzzed with hypothesis (it may only ever answer a message or a MessageError); the
consumer gets every kind of bad entry on a real Redis; and the nested-bracket entry goes to a live
stack (real `koe worker` processes, the real embedded LLM), whose next typed turn is answered.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest
import redis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shared import messages as m
from shared import streams
from shared.bus import Bus
from shared.consumer import Delivery, StreamConsumer
from shared.embedded import EmbeddedLlm, EmbeddedRedis
from shared.settings import Settings
from tests.helpers import koe, koe_env, koe_process, wait_until

NESTED = "[" * 1000 + "]" * 1000

# --- the decoder, fuzzed ---------------------------------------------------------------------------

text_or_bytes = st.one_of(st.text(max_size=40), st.binary(max_size=40))
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=30,
)
kinds = st.sampled_from([*m.KINDS, *m.FORMER_KINDS, "", "speech.future", "transcript\x00"])


def _valid_fields() -> st.SearchStrategy[dict[Any, Any]]:
    """A valid entry's fields, so mutations start from something the decoder accepts."""
    msg = m.Transcript(device="d", session="s", turn="t", text="hello", source="typed")
    return st.just({k.encode(): v if isinstance(v, bytes) else v.encode() for k, v in msg.to_fields().items()})


@st.composite
def entries(draw: st.DrawFn) -> dict[Any, Any]:
    choice = draw(st.integers(0, 3))
    if choice == 0:  # anything at all
        return draw(st.dictionaries(text_or_bytes, text_or_bytes, max_size=5))
    if choice == 1:  # a known kind with a random JSON body
        body = draw(json_values)
        return {b"kind": draw(kinds).encode(), b"v": draw(st.sampled_from([b"1", b"2", b"", b"\xff"])),
                b"body": json.dumps(body).encode(), b"pcm": draw(st.binary(max_size=8))}  # fmt: skip
    if choice == 2:  # a valid entry with one field replaced by junk
        fields = dict(draw(_valid_fields()))
        fields[draw(st.sampled_from([b"kind", b"v", b"body", b"extra"]))] = draw(text_or_bytes)
        return fields
    depth = draw(st.integers(1, 3000))  # deep nesting, in the body or inside a field's value
    opener, closer = draw(st.sampled_from([("[", "]"), ('{"a":', "}"), ("[{}, [", "]]")]))
    inner = opener * depth + "1" + closer * depth
    body = draw(st.sampled_from([inner, f'{{"device": "d", "session": "s", "text": "x", "marks": {inner}}}']))
    return {b"kind": b"transcript", b"v": b"1", b"body": body.encode()}


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entries())
def test_the_decoder_answers_a_message_or_a_clear_error_and_nothing_else(fields: dict[Any, Any]) -> None:
    try:
        msg = m.decode(fields)
    except m.MessageError as exc:
        assert str(exc), "the error says what was wrong"
        assert len(str(exc)) < 1_000, "the reason fits a dead letter and a log line"
    else:
        assert isinstance(msg, m.Message) and msg.KIND in m.KINDS


@given(st.sampled_from(sorted(m.KINDS)))
def test_every_kind_is_its_class_name(kind: str) -> None:
    cls = m.KINDS[kind]
    assert m.kind_of(cls.__name__) == kind == cls.KIND


def test_entries_written_under_a_former_kind_name_still_decode() -> None:
    record = m.TurnRecord(device="d", session="s", turn="t", user_text="hi", reply_text="hello")
    fields = {**record.to_fields(), "kind": "turn"}
    assert m.decode(fields) == record


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"kind": "transcript", "v": "1", "body": NESTED}, "nests deeper than"),
        ({"kind": "transcript", "v": "1", "body": "x" * (m.MAX_BODY_BYTES + 1)}, "over the limit"),
        ({b"kind": b"transcript", b"v": b"1", b"body": b'{"text": "\xff"}'}, "not UTF-8"),
        ({"kind": "transcript", "v": "1", "body": '{"device": 7, "session": "s", "text": "x"}'}, "'device'"),
        ({"kind": "speech.future", "v": "1", "body": "{}"}, "unknown message kind 'speech.future'"),
        ({"kind": "transcript", "v": "2", "body": "{}"}, "unsupported schema version '2'"),
        ({"kind": "transcript", "v": "1", "body": "[1, 2]"}, "not a JSON object"),
    ],
)
def test_each_bad_entry_gets_a_reason_that_says_what_is_wrong(fields: dict[Any, Any], reason: str) -> None:
    with pytest.raises(m.MessageError, match=reason.replace("(", r"\(")):
        m.decode(fields)


# --- the consumer on a real Redis --------------------------------------------------------------------

BAD_ENTRIES: list[dict[str | bytes, str | bytes]] = [
    {"kind": "transcript", "v": "1", "body": NESTED},
    {"kind": "transcript", "v": "1", "body": "x" * (m.MAX_BODY_BYTES + 10)},
    {b"kind": b"transcript", b"v": b"1", b"body": b"\xff\xfe{"},
    {"kind": "transcript", "v": "1", "body": '{"device": ["d"], "session": "s", "text": "x"}'},
    {"kind": "speech.future", "v": "1", "body": "{}"},
    {"kind": "transcript", "v": "99", "body": "{}"},
    {"no kind": "at all"},
]


def test_every_bad_entry_is_dead_lettered_once_and_the_stage_goes_on(rclient: redis.Redis, settings: Settings) -> None:
    bus = Bus(rclient, settings)
    bus.ensure_group(streams.TRANSCRIPTS, "g")
    for fields in BAD_ENTRIES:
        rclient.xadd(streams.TRANSCRIPTS.key, fields)  # type: ignore[arg-type]
    bus.publish(m.Transcript(device="d", session="s", turn="after", text="still here", source="typed"))
    seen: list[str] = []
    stop = threading.Event()
    consumer = StreamConsumer(bus, {streams.TRANSCRIPTS: lambda msg, d: seen.append(msg.text)}, "g", "c1", stop)
    thread = threading.Thread(target=consumer.run, daemon=True)
    thread.start()
    try:
        wait_until(lambda: seen, timeout=20, what="the valid entry after the bad ones")
        time.sleep(settings.bus_claim_idle_ms / 1000 * 2)  # long enough for any re-delivery to show
    finally:
        stop.set()
        thread.join(5)
    assert seen == ["still here"]
    letters = [m.decode(f) for _, f in rclient.xrange(streams.DEAD.key)]
    assert len(letters) == len(BAD_ENTRIES), "each bad entry once, no more"
    assert all(isinstance(letter, m.DeadLetter) and letter.deliveries == 1 for letter in letters)
    reasons = [letter.reason for letter in letters]  # type: ignore[attr-defined]
    for expected in ("nests deeper", "over the limit", "not UTF-8", "'device'", "speech.future", "'99'", "kind ''"):
        assert any(expected in r for r in reasons), f"no dead letter says {expected!r}: {reasons}"
    oversized = next(letter for letter in letters if "over the limit" in letter.reason)  # type: ignore[attr-defined]
    assert "(cut: " in oversized.fields["body"], "a huge entry is kept cut, with its size, not copied whole"  # type: ignore[attr-defined]
    assert rclient.xpending(streams.TRANSCRIPTS.key, "g")["pending"] == 0


def test_an_entry_that_kept_crashing_its_worker_is_let_go_before_it_is_decoded(
    rclient: redis.Redis, settings: Settings
) -> None:
    """A worker that dies on an entry never gets to record an error: the delivery count alone lets it go."""
    bus = Bus(rclient, settings)
    bus.ensure_group(streams.TRANSCRIPTS, "g")
    bus.publish(m.Transcript(device="d", session="s", turn="killer", text="crash", source="typed"))
    entry_id = rclient.xreadgroup("g", "dead-worker", {streams.TRANSCRIPTS.key: ">"})[0][1][0][0]
    # As if it had been reclaimed and crashed its worker five more times.
    rclient.xclaim(streams.TRANSCRIPTS.key, "g", "dead-worker", 0, [entry_id], retrycount=settings.bus_max_deliveries)
    called: list[Delivery] = []
    stop = threading.Event()
    consumer = StreamConsumer(bus, {streams.TRANSCRIPTS: lambda msg, d: called.append(d)}, "g", "c2", stop)
    thread = threading.Thread(target=consumer.run, daemon=True)
    thread.start()
    try:
        wait_until(lambda: rclient.xlen(streams.DEAD.key), timeout=20, what="the dead letter")
    finally:
        stop.set()
        thread.join(5)
    assert called == [], "the handler never saw it again"
    (letter,) = [m.decode(f) for _, f in rclient.xrange(streams.DEAD.key)]
    assert isinstance(letter, m.DeadLetter) and letter.turn == "killer"
    assert "failed" in letter.reason and "none recorded" in letter.reason


# --- a live stack ------------------------------------------------------------------------------------


@pytest.mark.slow
def test_the_nested_bracket_entry_on_a_live_stack_and_the_next_turn_is_answered(
    redis_server: EmbeddedRedis, rclient: redis.Redis, llm_server: EmbeddedLlm, tmp_path: Path
) -> None:
    env = koe_env(redis_server.url, tmp_path, KOE_LLM_URL=llm_server.url, KOE_LOG_FORMAT="console")
    workers = {
        stage: koe_process(["worker", stage], env, stderr=(tmp_path / f"{stage}.log").open("w"))
        for stage in ("recall", "llm")
    }
    try:
        for stage in workers:
            wait_until(lambda s=stage: rclient.exists(streams.alive_key(s)), timeout=60, what=f"{stage} worker")
        rclient.xadd(streams.TRANSCRIPTS.key, {"kind": "transcript", "v": "1", "body": NESTED})
        wait_until(lambda: rclient.xlen(streams.DEAD.key) >= 2, timeout=30, what="a dead letter from each stage")
        answer = koe(["say", "Hello, what can you do?", "--timeout", "60"], env)
        assert answer.returncode == 0, answer.stderr
        assert answer.stdout.strip(), "the next turn was answered"
        assert all(p.poll() is None for p in workers.values()), "neither stage crashed"
    finally:
        for p in workers.values():
            p.terminate()
            p.wait(15)
    letters = [m.decode(f) for _, f in rclient.xrange(streams.DEAD.key)]
    assert sorted(letter.group for letter in letters) == ["llm", "recall"]  # type: ignore[attr-defined]
    assert all("nests deeper than" in letter.reason for letter in letters)  # type: ignore[attr-defined]
    copies = [letter for letter in letters if "body" in letter.fields]  # type: ignore[attr-defined]
    assert len(copies) == 1, "the entry is copied once; the other group's letter points to that copy"
