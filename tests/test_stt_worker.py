"""The stt worker with the real tiny.en model on a real Redis: words in, transcript out, silence dropped."""

from __future__ import annotations

import pytest
import redis
from prometheus_client import REGISTRY

from koe.bench.voice import Voice, noise, silence
from services.stt.transcriber import judge
from services.stt.worker import SttWorker
from shared import messages as m
from shared import sessions, streams
from shared.bus import Bus
from shared.settings import Settings
from tests.conftest import Background
from tests.helpers import entries, wait_until

pytestmark = pytest.mark.slow

CHUNK_BYTES = 16_000 * 2 // 4  # 250 ms


def send_utterance(
    bus: Bus, pcm: bytes, turn: str, session: str = "s1", generation: int = 0, skip: frozenset[int] = frozenset()
) -> tuple[int, str]:
    """Publish the utterance as the agent does; returns (chunks, the SpeechEnded entry id)."""
    base = {"device": "pi", "session": session, "turn": turn, "generation": generation}
    bus.publish(m.SpeechStarted(**base))
    pieces = [pcm[i : i + CHUNK_BYTES] for i in range(0, len(pcm), CHUNK_BYTES)]
    for seq, piece in enumerate(pieces):
        if seq not in skip:
            bus.publish(m.AudioChunk(**base, seq=seq, pcm=piece))
    end_id = bus.publish(m.SpeechEnded(**base, chunks=len(pieces), speech_end_ts=1_700_000_000.0))
    assert end_id
    return len(pieces), end_id


def transcripts(client: redis.Redis) -> list[m.Transcript]:
    return [e for e in entries(client, streams.TRANSCRIPTS) if isinstance(e, m.Transcript)]


def handled(client: redis.Redis, entry_id: str) -> bool:
    """The stt group has read and acknowledged everything up to `entry_id`."""
    groups = {g["name"].decode(): g for g in client.xinfo_groups(streams.AUDIO_IN.of("pi").key)}
    stt = groups.get("stt")
    return bool(stt) and stt["last-delivered-id"].decode() >= entry_id and stt["pending"] == 0


def dropped_total() -> float:
    return sum(
        s.value
        for metric in REGISTRY.collect()
        if metric.name == "koe_dropped"
        for s in metric.samples
        if s.name == "koe_dropped_total" and s.labels.get("stage") == "stt"
    )


def start(background: Background, settings: Settings, client: redis.Redis) -> SttWorker:
    worker = SttWorker(settings, client)
    background.run(worker)
    wait_until(lambda: client.exists(streams.alive_key("stt")), timeout=60, what="the stt worker")
    return worker


def test_spoken_words_become_a_transcript_with_its_timing(
    rclient: redis.Redis, settings: Settings, background: Background, voice: Voice
) -> None:
    bus = Bus(rclient, settings)
    start(background, settings, rclient)
    send_utterance(
        bus, silence(0.3) + voice.say("Please turn on the kitchen lights.") + silence(0.5), "t1", generation=2
    )
    (t,) = wait_until(lambda: transcripts(rclient), timeout=30, what="a transcript")
    assert "kitchen" in t.text.lower() and "light" in t.text.lower()
    assert (t.device, t.session, t.turn, t.generation, t.source) == ("pi", "s1", "t1", 2, "stt")
    assert t.marks["speech_end"] == 1_700_000_000.0
    assert t.marks["speech_end"] < t.marks["stt_started"] <= t.marks["transcript_ready"]


def test_silence_and_noise_are_dropped_not_transcribed(
    rclient: redis.Redis, settings: Settings, background: Background
) -> None:
    bus = Bus(rclient, settings)
    start(background, settings, rclient)
    before = dropped_total()
    _, end1 = send_utterance(bus, silence(1.5), "quiet")
    _, end2 = send_utterance(bus, noise(1.5, level=0.002), "hiss")
    wait_until(lambda: handled(rclient, end2) and handled(rclient, end1), timeout=30, what="both utterances handled")
    assert transcripts(rclient) == []
    assert dropped_total() >= before + 2


def test_known_hallucinations_on_near_silence_are_dropped_but_a_real_thank_you_is_kept() -> None:
    assert judge(" Thank you.", level=-60.0, no_speech_prob=0.1, avg_logprob=-0.3) == "hallucination"
    assert judge(" Thanks for watching!", level=-30.0, no_speech_prob=0.5, avg_logprob=-0.5) == "hallucination"
    assert judge(" [Music]", level=-30.0, no_speech_prob=0.1, avg_logprob=-0.3) == "non_speech"
    assert judge(" Thank you.", level=-22.0, no_speech_prob=0.05, avg_logprob=-0.2) is None
    assert judge(" Turn on the lights.", level=-50.0, no_speech_prob=0.2, avg_logprob=-0.4) is None


def test_a_lost_chunk_does_not_break_the_turn_and_chunks_read_by_a_peer_are_recovered(
    rclient: redis.Redis, settings: Settings, background: Background, voice: Voice
) -> None:
    bus = Bus(rclient, settings)
    bus.ensure_group(streams.AUDIO_IN.of("pi"), "stt")
    speech = voice.say("What is the weather like tomorrow morning?") + silence(0.5)

    # A peer consumer of the group read this utterance's audio and then died: only the end reaches us.
    base = {"device": "pi", "session": "s1", "turn": "t2", "generation": 0}
    pieces = [speech[i : i + CHUNK_BYTES] for i in range(0, len(speech), CHUNK_BYTES)]
    for seq, piece in enumerate(pieces):
        bus.publish(m.AudioChunk(**base, seq=seq, pcm=piece))
    rclient.xreadgroup("stt", "peer-that-died", {streams.AUDIO_IN.of("pi").key: ">"})
    bus.publish(m.SpeechEnded(**base, chunks=len(pieces), speech_end_ts=1_700_000_000.0))

    # And a turn whose third chunk never arrived (the audio stream is lossy).
    start(background, settings, rclient)
    send_utterance(bus, voice.say("Set a timer for ten minutes.") + silence(0.5), "t3", skip=frozenset({2}))

    got = wait_until(
        lambda: {t.turn: t.text for t in transcripts(rclient)} if len(transcripts(rclient)) >= 2 else None,
        timeout=40,
        what="two transcripts",
    )
    assert "weather" in got["t2"].lower() and "tomorrow" in got["t2"].lower()
    assert "timer" in got["t3"].lower()


def test_audio_of_an_interrupted_generation_is_dropped(
    rclient: redis.Redis, settings: Settings, background: Background, voice: Voice
) -> None:
    bus = Bus(rclient, settings)
    start(background, settings, rclient)
    assert sessions.interrupt(rclient, "s1") == 1  # the person spoke over the reply: generation 0 is stale
    _, end = send_utterance(bus, voice.say("This is old audio.") + silence(0.3), "old", generation=0)
    send_utterance(bus, voice.say("This is new audio.") + silence(0.3), "new", generation=1)
    (t,) = wait_until(lambda: transcripts(rclient), timeout=30, what="the new turn's transcript")
    assert t.turn == "new" and handled(rclient, end)
