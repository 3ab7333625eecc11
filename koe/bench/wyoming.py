"""Home Assistant's three waits over Wyoming, beside the same steps on koe's own path (`koe bench wyoming`).

- audio-stop to transcript: a piper utterance streamed as Home Assistant streams it (1,024-sample chunks),
  then its end; koe's own path: the same audio published as the Pi agent publishes it, end of speech to
  the transcript on the bus.
- transcript to first handled-chunk: a question as Home Assistant's conversation sends it; koe's own
  path: the same text put on the bus where a transcript enters, to the first reply sentence.
- synthesize-start to first audio: a reply sentence streamed as Home Assistant streams text; koe's own
  path: the sentence as the llm publishes it, to the first audio chunk on the device's stream.

The stages run each in its own process as `koe up` runs them (stt, llm, tts and wyoming; recall is left
out, so the llm answers without memories on both paths alike). The two paths take turns, request by
request, so a slower minute of the machine falls on both.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import signal
import socket
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import redis
from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.client import AsyncTcpClient
from wyoming.event import Event
from wyoming.tts import SynthesizeChunk, SynthesizeStart, SynthesizeStop

from koe.bench.stats import percentile
from koe.bench.voice import QUESTIONS, REPLY_SENTENCES, Voice
from koe.bench.voice_pipeline import stack
from shared import messages as m
from shared import sessions, streams
from shared.bus import Bus
from shared.logs import configure_logging
from shared.settings import Settings, get_settings
from shared.streams import Stream

CHUNK_BYTES = 2_048  # Home Assistant's: 1,024 samples of 16 kHz 16-bit mono
PIECE_BYTES = 16_000  # the agent's own path sends half-second pieces, as the bridge does
STEPS = ("audio-stop -> transcript", "transcript -> first handled-chunk", "synthesize-start -> first audio")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--requests", type=int, default=20, help="requests per step and path (default 20)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")


# --- Home Assistant's side ---------------------------------------------------------------------------


async def _timed(port: int, events: list[Event], first: str, last: str, mark: int) -> float:
    """Write `events`; seconds from writing event `mark` to receiving the first `first`; read until `last`."""
    async with AsyncTcpClient("127.0.0.1", port) as client:
        for event in events[:mark]:
            await client.write_event(event)
        started = time.perf_counter()
        for event in events[mark:]:
            await client.write_event(event)
        waited = None
        while (event := await asyncio.wait_for(client.read_event(), 120)) is not None:
            if event.type == "error":
                raise RuntimeError(f"koe answered with an error: {event.data}")
            if waited is None and event.type == first:
                waited = time.perf_counter() - started
            if event.type == last:
                break
    if waited is None:
        raise RuntimeError(f"no {first} before {last}")
    return waited


def wyoming_stt(port: int, pcm: bytes) -> float:
    chunks = [
        AudioChunk(rate=16_000, width=2, channels=1, audio=pcm[i : i + CHUNK_BYTES]).event()
        for i in range(0, len(pcm), CHUNK_BYTES)
    ]
    events = [Transcribe(language="en").event(), AudioStart(rate=16_000, width=2, channels=1).event(), *chunks]
    return asyncio.run(_timed(port, [*events, AudioStop().event()], "transcript", "transcript", len(events)))


def wyoming_conversation(port: int, text: str, n: int) -> float:
    said = Transcript(text, context={"conversation_id": f"bench-{n}", "satellite_id": "bench"}).event()
    return asyncio.run(_timed(port, [said], "handled-chunk", "handled-stop", 0))


def wyoming_tts(port: int, text: str) -> float:
    events = [SynthesizeStart().event(), SynthesizeChunk(text=text).event(), SynthesizeStop().event()]
    return asyncio.run(_timed(port, events, "audio-chunk", "synthesize-stopped", 0))


# --- koe's own path ------------------------------------------------------------------------------------


class OwnPath:
    """The same requests as a Pi agent and the llm put them on the bus, timed from the bus."""

    def __init__(self, client: redis.Redis, settings: Settings) -> None:
        self.bus = Bus(client, settings)
        self.client = client
        self.device = "bench-own"

    def _ids(self) -> dict[str, Any]:
        """A new session each request, as each of Home Assistant's requests here is a new conversation."""
        session = f"{self.device}.{sessions.new_turn_id()}"
        return {"device": self.device, "session": session, "turn": sessions.new_turn_id()}

    def _wait(self, stream: Stream, after: str, ids: dict[str, Any], first: type, last: type) -> float:
        started = time.perf_counter()
        waited = None
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            for entry_id, fields in self.bus.read_after(stream, after, block_ms=200):
                after = entry_id
                msg = m.decode(fields)
                if msg.session != ids["session"] or msg.turn != ids["turn"]:
                    continue
                if waited is None and isinstance(msg, first):
                    waited = time.perf_counter() - started
                if isinstance(msg, last):
                    assert waited is not None
                    return waited
        raise RuntimeError(f"no {last.__name__} on {stream.key}")

    @staticmethod
    def _before(entry_id: str | None) -> str:
        assert entry_id is not None
        return f"{int(entry_id.split('-')[0]) - 1}-0"

    def stt(self, pcm: bytes) -> float:
        ids = self._ids()
        for seq, i in enumerate(range(0, len(pcm), PIECE_BYTES)):
            self.bus.publish(m.AudioChunk(**ids, seq=seq, pcm=pcm[i : i + PIECE_BYTES]))
        chunks = -(-len(pcm) // PIECE_BYTES)
        end = self.bus.publish(m.SpeechEnded(**ids, chunks=chunks, speech_end_ts=time.time(), reply=False))
        return self._wait(streams.TRANSCRIPTS, self._before(end), ids, m.Transcript, m.Transcript)

    def conversation(self, text: str) -> float:
        ids = self._ids()
        entry = self.bus.publish(m.Transcript(**ids, text=text, source="assist"))
        return self._wait(streams.REPLIES, self._before(entry), ids, m.ReplySentence, m.ReplyEnd)

    def tts(self, text: str) -> float:
        ids = {**self._ids(), "device": "ha-bench-own"}
        newest = self.client.xrevrange(streams.audio_out(ids["device"]).key, count=1)
        after = newest[0][0].decode() if newest else "0-0"
        self.bus.publish(m.ReplySentence(**ids, index=0, text=text))
        self.bus.publish(m.ReplyEnd(**ids, sentences=1))
        return self._wait(streams.audio_out(ids["device"]), after, ids, m.AudioOut, m.AudioEnd)


# --- the run -------------------------------------------------------------------------------------------


def _wait_alive(client: redis.Redis, stages: tuple[str, ...], timeout: float = 300) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if all(client.exists(streams.alive_key(s)) for s in stages):
            return
        time.sleep(0.5)
    raise RuntimeError(f"the stages {stages} did not come up in {timeout:g} s")


def _both(n: int, ours: Callable[[int], float], theirs: Callable[[int], float]) -> tuple[list[float], list[float]]:
    ours(0), theirs(0)  # warm both paths once (the first call loads what is lazily loaded)
    wy, own = [], []
    for i in range(n):
        wy.append(theirs(i))
        own.append(ours(i))
    return wy, own


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    settings = get_settings()
    configure_logging("warning", settings.log_format)
    n = max(1, args.requests)
    out = sys.stderr if args.json else sys.stdout
    voice = Voice()
    clips = [voice.say(QUESTIONS[i % len(QUESTIONS)]) for i in range(n)]
    voice.close()
    with socket.socket() as probe:  # a free port for this run's server
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    print(f"koe bench wyoming: {n} requests per step and path; {os.cpu_count()} CPUs", file=out, flush=True)
    with tempfile.TemporaryDirectory(prefix="koe-bench-wyoming-") as tmp:
        stages = ("stt", "llm", "tts", "wyoming")
        with stack(settings, Path(tmp), stages, KOE_WYOMING_PORT=str(port)) as where:
            client = redis.Redis.from_url(where["redis_url"])
            _wait_alive(client, stages)
            own = OwnPath(client, settings)
            figures = {
                STEPS[0]: _both(n, lambda i: own.stt(clips[i]), lambda i: wyoming_stt(port, clips[i])),
                STEPS[1]: _both(
                    n,
                    # Never the question just asked on the other path: the llm server would find its whole
                    # prompt in its cache (the read-ahead of that exchange) and the second path would look fast.
                    lambda i: own.conversation(QUESTIONS[(i + len(QUESTIONS) // 2) % len(QUESTIONS)]),
                    lambda i: wyoming_conversation(port, QUESTIONS[i % len(QUESTIONS)], i),
                ),
                STEPS[2]: _both(
                    n,
                    lambda i: own.tts(REPLY_SENTENCES[i % len(REPLY_SENTENCES)]),
                    lambda i: wyoming_tts(port, REPLY_SENTENCES[i % len(REPLY_SENTENCES)]),
                ),
            }
            client.close()
    report: dict[str, Any] = {
        "machine": f"{platform.machine()}, {os.cpu_count()} CPUs",
        "date": time.strftime("%Y-%m-%d"),
    }
    print(f"\n{'step':<36} {'wyoming p50':>11} {'p95':>7} {'koe p50':>9} {'p95':>7} {'added p50':>10}", file=out)
    for step, (wy, ko) in figures.items():
        row = {
            "wyoming_p50_ms": percentile(wy, 0.5) * 1000,
            "wyoming_p95_ms": percentile(wy, 0.95) * 1000,
            "koe_p50_ms": percentile(ko, 0.5) * 1000,
            "koe_p95_ms": percentile(ko, 0.95) * 1000,
        }
        row["added_p50_ms"] = row["wyoming_p50_ms"] - row["koe_p50_ms"]
        report[step] = row
        print(
            f"{step:<36} {row['wyoming_p50_ms']:>8.0f} ms {row['wyoming_p95_ms']:>4.0f} ms "
            f"{row['koe_p50_ms']:>6.0f} ms {row['koe_p95_ms']:>4.0f} ms {row['added_p50_ms']:>7.0f} ms",
            file=out,
        )
    if args.json:
        print(json.dumps(report))
    return 0
