"""The hostile-input corpus: 63 malformed entries, nine of each kind of harm on every stream a stage
reads, into a live stack (every server-side stage as its own process). Each is dead-lettered once by
each group that reads it, with a reason; no stage dies; the next typed turn is answered."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import redis

from shared import messages as m
from shared import stages, streams
from shared.embedded import EmbeddedLlm
from tests.conftest import RedisDb
from tests.helpers import koe, koe_env, koe_process, wait_until

pytestmark = pytest.mark.slow

NESTED = "[" * 1000 + "]" * 1000
OWN_KIND = {  # a kind each stream really carries, for the harms that need a real kind
    streams.AUDIO_IN: m.AudioChunk.KIND,
    streams.SPEECH: m.SpeechStarted.KIND,
    streams.TRANSCRIPTS: m.Transcript.KIND,
    streams.REPLIES: m.ReplySentence.KIND,
    streams.EVENTS: m.TimingMark.KIND,
    streams.TURNS: m.TurnRecord.KIND,
    streams.FEEDBACK: m.RelevanceJudgment.KIND,
}
DEVICE = "hall-pi"  # a device's own streams take the per-device harms


def harms(kind: str) -> list[tuple[dict[str | bytes, str | bytes], str]]:
    """(fields, what the dead letter's reason must say)."""
    return [
        ({"kind": kind, "v": "1", "body": NESTED}, "nests deeper than"),
        ({"kind": kind, "v": "1", "body": "x" * (m.MAX_BODY_BYTES + 10)}, "over the limit"),
        ({b"kind": kind.encode(), b"v": b"1", b"body": b'{"text": "\xff"}'}, "not UTF-8"),
        ({"kind": kind, "v": "1", "body": '{"device": ["d"], "session": "s"}'}, "device"),
        ({"kind": "speech.future", "v": "1", "body": "{}"}, "unknown message kind"),
        ({"kind": kind, "v": "99", "body": "{}"}, "unsupported schema version"),
        ({"kind": kind, "v": "1", "body": "[1, 2]"}, "not a JSON object"),
        ({"no kind": "at all"}, "kind ''"),
        ({"kind": kind, "v": "1", "body": "{}"}, "Field required"),
    ]


def test_the_hostile_corpus_is_dead_lettered_once_per_reader_and_every_stage_keeps_serving(
    redis_server: RedisDb, llm_server: EmbeddedLlm, tmp_path: Path
) -> None:
    client = redis.Redis.from_url(redis_server.url)
    env = koe_env(
        redis_server.url,
        tmp_path / "data",
        KOE_LLM_URL=llm_server.url,
        KOE_LLM_MODEL=llm_server.model,
        KOE_LOG_FORMAT="console",
        KOE_BUS_CLAIM_IDLE_MS="1000",
        KOE_WRITER_JOB_WORKERS="0",
    )
    names = [s.name for s in stages.STAGES.values() if s.in_up]
    workers = {n: koe_process(["worker", n], env, stderr=(tmp_path / f"{n}.log").open("w")) for n in names}
    try:
        for name in names:
            wait_until(lambda n=name: client.exists(streams.alive_key(n)), timeout=120, what=f"the {name} stage")
        family_readers = stages.groups()
        readers: dict[str, tuple[str, ...]] = {}
        expected: dict[tuple[str, str], str] = {}  # (stream, entry id) -> reason
        client.sadd(streams.DEVICES, DEVICE)
        for stream, kind in OWN_KIND.items():
            key = stream.of(DEVICE).key if stream.per_device else stream.key
            readers[key] = family_readers[stream.key]
            for fields, reason in harms(kind):
                entry = client.xadd(key, fields)  # type: ignore[arg-type]
                expected[(key, entry.decode())] = reason
        assert len(expected) >= 50
        letters_due = sum(len(readers[key]) for key, _ in expected)
        wait_until(lambda: client.xlen(streams.DEAD.key) >= letters_due, timeout=90, what="every dead letter")
        time.sleep(3)  # past two claim intervals: a second letter for any entry would show now

        letters = [m.decode(f) for _, f in client.xrange(streams.DEAD.key)]
        by_entry: dict[tuple[str, str], list[m.DeadLetter]] = {}
        for letter in letters:
            assert isinstance(letter, m.DeadLetter)
            by_entry.setdefault((letter.stream, letter.entry_id), []).append(letter)
        assert set(by_entry) == set(expected), "every bad entry, and nothing else, was let go"
        for (key, entry), got in by_entry.items():
            assert sorted(g.group for g in got) == sorted(readers[key]), f"once per reading group: {key} {entry}"
            for letter in got:
                assert expected[(key, entry)] in letter.reason, (key, letter.reason)
            assert sum("note" not in g.fields for g in got) == 1, "the entry is copied into one letter only"
        assert all(p.poll() is None for p in workers.values()), "no stage died"

        answer = koe(["say", "Hello, are you still there?", "--timeout", "90"], env, timeout=120)
        assert answer.returncode == 0 and answer.stdout.strip(), answer.stderr
    finally:
        for p in workers.values():
            p.terminate()
        for p in workers.values():
            p.wait(20)
