"""Home Assistant's way in: koe as a Wyoming server, driven with `wyoming.client.AsyncTcpClient` (the class
Home Assistant uses) against a live `koe up` with real stt (tiny.en), recall, llm (SmolLM2), tts (piper)
and writer. What a household checks: Home Assistant finds three programs; speech streamed as Home
Assistant streams it comes back as its words; a fact told in one conversation is remembered and comes
back in a new one; spoken replies are whole, valid 16-bit audio, streamed or not."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
import redis
from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.event import Event
from wyoming.info import Describe, Info
from wyoming.tts import Synthesize, SynthesizeChunk, SynthesizeStart, SynthesizeStop

from koe.bench.voice import silence, word_accuracy
from shared import messages as m
from shared import streams
from tests.helpers import entries, koe, koe_env, koe_up, wait_until
from tests.wyoming_client import CHUNK_BYTES, exchange, free_port

pytestmark = pytest.mark.slow


@dataclass
class Stack:
    env: dict[str, str]
    client: redis.Redis
    port: int


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    data = tmp_path_factory.mktemp("wyoming") / "data"
    port = free_port()
    env = koe_env(None, data, KOE_WRITER_QUIET_S="2", KOE_WRITER_POLL_S="0.5", KOE_WYOMING_PORT=str(port))
    with koe_up("stt,recall,llm,tts,writer,wyoming", env) as (_, redis_url):
        client = redis.Redis.from_url(redis_url)
        for stage in ("stt", "recall", "llm", "tts", "writer", "wyoming"):
            wait_until(lambda s=stage: client.exists(streams.alive_key(s)), timeout=180, what=f"the {stage} stage")
        yield Stack(env, client, port)
        client.close()


def spoken(pcm: bytes, rate: int = 16_000) -> list[Event]:
    """An utterance as Home Assistant sends it: transcribe, audio-start, 1,024-sample chunks, audio-stop."""
    chunks = [
        AudioChunk(rate=rate, width=2, channels=1, audio=pcm[i : i + CHUNK_BYTES]).event()
        for i in range(0, len(pcm), CHUNK_BYTES)
    ]
    start = AudioStart(rate=rate, width=2, channels=1).event()
    return [Transcribe(language="en").event(), start, *chunks, AudioStop().event()]


def test_home_assistant_finds_speech_to_text_text_to_speech_and_a_conversation_agent(stack: Stack) -> None:
    info = Info.from_event(exchange(stack.port, [Describe().event()], "info")[-1])
    assert [p.name for p in info.asr] == ["koe-stt"] and info.asr[0].installed and info.asr[0].models[0].languages
    assert [p.name for p in info.tts] == ["koe-tts"] and info.tts[0].supports_synthesize_streaming
    assert [p.name for p in info.handle] == ["koe"] and info.handle[0].supports_handled_streaming


def test_speech_streamed_as_home_assistant_streams_it_comes_back_as_its_words(stack: Stack, voice: object) -> None:
    said = "Please remind me to water the tomatoes tomorrow morning."
    pcm = silence(0.3) + voice.say(said) + silence(0.5)  # type: ignore[attr-defined]
    heard = Transcript.from_event(exchange(stack.port, spoken(pcm), "transcript")[-1])
    assert word_accuracy(said, heard.text) >= 0.8, heard.text
    # No words in it: Home Assistant still gets its answer, an empty transcript, and no turn is started.
    quiet = Transcript.from_event(exchange(stack.port, spoken(silence(1.5)), "transcript")[-1])
    assert quiet.text == ""
    turns = [t for t in entries(stack.client, streams.TURNS) if isinstance(t, m.TurnRecord)]
    assert not [t for t in turns if "tomatoes" in t.user_text], "Home Assistant's conversation step asks next"


def converse(stack: Stack, text: str, conversation: str) -> list[Event]:
    context = {"conversation_id": conversation, "satellite_id": "assist_satellite.kitchen_voice"}
    return exchange(stack.port, [Transcript(text, context=context, language="en").event()], "handled-stop", 180)


def memories(env: dict[str, str]) -> list[dict[str, object]]:
    done = koe(["memories", "list", "--json"], env, timeout=60)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def test_a_fact_told_in_one_conversation_comes_back_from_memory_in_a_new_one(stack: Stack) -> None:
    told = converse(stack, "Our rabbit is called Clover and she's six.", "conversation-1")
    kinds = [e.type for e in told]
    assert kinds[0] == "handled-start" and kinds[-2:] == ["handled", "handled-stop"], kinds
    chunks = "".join(e.data["text"] for e in told if e.type == "handled-chunk")
    assert chunks and chunks == told[-2].data["text"], "the streamed chunks are the whole reply"
    assert told[-2].data["context"] == {"conversation_id": "conversation-1"}

    def clover() -> list[dict[str, object]]:
        return [mem for mem in memories(stack.env) if "Clover" in str(mem.get("text"))]

    remembered = wait_until(clover, timeout=240, what="a memory of Clover from the writer's batch")
    asked = converse(stack, "How old is Clover?", "conversation-2")
    assert asked[-2].type == "handled" and asked[-2].data["text"].strip()

    records = [t for t in entries(stack.client, streams.TURNS) if isinstance(t, m.TurnRecord)]
    first, second = records[-2], records[-1]
    assert first.device == second.device == "ha-kitchen-voice", "the satellite is a koe device"
    assert stack.client.sismember(streams.DEVICES, "ha-kitchen-voice"), "with its row on the dashboard"
    row = json.loads(stack.client.get(streams.heartbeat_key("vad", "ha-kitchen-voice")) or "{}")
    assert row.get("session") == second.session and row.get("state") == "via Home Assistant"
    assert first.source == second.source == "assist"
    assert first.session != second.session, "a new conversation is a new session: the answer comes from memory"
    # The writer may have added a second memory of Clover (her age) since the first was seen: any will do.
    about_clover = {mem["id"] for mem in remembered} | {mem["id"] for mem in clover()}
    assert second.memories and second.memories[0].id in about_clover, (second.memories, memories(stack.env))
    assert second.reply_text == asked[-2].data["text"]


def audio_of(events: list[Event]) -> tuple[int, bytes]:
    starts = [AudioStart.from_event(e) for e in events if e.type == "audio-start"]
    assert len(starts) == 1 and starts[0].width == 2 and starts[0].channels == 1, [e.type for e in events]
    pcm = b"".join(AudioChunk.from_event(e).audio for e in events if e.type == "audio-chunk")
    assert all(AudioChunk.from_event(e).rate == starts[0].rate for e in events if e.type == "audio-chunk")
    return starts[0].rate, pcm


def test_spoken_replies_are_whole_16_bit_audio_streamed_or_not(stack: Stack) -> None:
    text = "The rabbit is six years old. She likes carrots, hay and the garden."
    plain = exchange(stack.port, [Synthesize(text=text).event()], "audio-stop")
    rate, pcm = audio_of(plain)
    seconds = len(pcm) / 2 / rate
    assert len(pcm) % 2 == 0 and 2.5 < seconds < 12, seconds  # 13 words at a speaking pace
    assert plain[-1].type == "audio-stop"

    # Streamed as Home Assistant does: text split anywhere, then its compatibility copy of the whole text.
    pieces = ["The rab", "bit is six ye", "ars old. She likes car", "rots, hay and the gar", "den."]
    events = [SynthesizeStart().event(), *(SynthesizeChunk(text=p).event() for p in pieces)]
    events += [Synthesize(text=text).event(), SynthesizeStop().event()]
    streamed = exchange(stack.port, events, "synthesize-stopped")
    kinds = [e.type for e in streamed]
    assert kinds[0] == "audio-start" and kinds[-2:] == ["audio-stop", "synthesize-stopped"], kinds
    rate2, pcm2 = audio_of(streamed)
    assert rate2 == rate
    assert abs(len(pcm2) / 2 / rate - seconds) < 0.25 * seconds, "the same words once, not twice"
