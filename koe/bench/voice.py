"""Voice path figures: VAD cost per frame, STT and TTS real-time factors, end of speech to first reply audio.

Utterances are spoken by piper (the bundled voice) and played into the real agent (`--fast` lockstep,
so the VAD's silence wait still counts in full), through the real STT (faster-whisper), LLM (SmolLM2 on
llama.cpp unless KOE_LLM_URL is set) and TTS workers, each in its own process as `koe up` runs them.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import redis

from services.vad.pcm import SAMPLE_RATE, resample, to_float, to_pcm
from shared import messages as m
from shared import streams
from shared.bus import entries_of
from shared.logs import configure_logging
from shared.settings import Settings, get_settings, load_settings
from shared.streams import Stream
from shared.threads import settings_budget

if TYPE_CHECKING:
    from services.vad.agent import Agent

QUESTIONS = [
    "What is the capital of France?",
    "How many legs does a spider have?",
    "Can you tell me a joke about cats?",
    "What should I cook for dinner tonight?",
    "Why is the sky blue?",
    "How far away is the moon?",
    "What is the weather usually like in spring?",
    "Give me a tip for sleeping better.",
    "What is a good name for a goldfish?",
    "How do I boil an egg?",
    "Which planet is the largest?",
    "What time do people usually eat lunch?",
    "Tell me something interesting about dolphins.",
    "How do plants make their food?",
    "What is the tallest mountain in the world?",
    "Can you recommend a good book for children?",
    "How many days are there in a leap year?",
    "What is the best way to learn to swim?",
    "Why do cats purr?",
    "What games can we play on a rainy day?",
]

REPLY_SENTENCES = [
    "The capital of France is Paris.",
    "A spider has eight legs.",
    "Why did the cat sit on the computer? To keep an eye on the mouse.",
    "How about a simple vegetable pasta with garlic and olive oil?",
    "Sunlight scatters off the air, and blue light scatters the most.",
    "The moon is about three hundred and eighty thousand kilometres away.",
    "Spring is usually mild, with some rain and a lot of sunshine.",
    "Try going to bed at the same time every night.",
    "Bubbles is a lovely name for a goldfish.",
    "Put the egg in boiling water for about eight minutes.",
    "Jupiter is the largest planet in our solar system.",
    "Most people eat lunch around noon.",
    "Dolphins sleep with one half of their brain at a time.",
    "Plants use sunlight, water and air to make sugar.",
    "Mount Everest is the tallest mountain in the world.",
    "The Very Hungry Caterpillar is a favourite with young children.",
    "A leap year has three hundred and sixty six days.",
    "Start in shallow water with a good teacher.",
    "Cats purr when they are content, and sometimes to calm themselves.",
    "You could build a blanket fort or play charades.",
]


# --- speech for tests and benchmarks ------------------------------------------------------------------


class Voice:
    """A person made of piper: text in, 16 kHz mono int16 PCM out, as a microphone would hear it."""

    def __init__(self) -> None:
        from services.tts.backends import PiperBackend

        self.backend = PiperBackend(steady=True)  # the same words always sound the same: repeatable figures

    def say(self, text: str, gain: float = 1.0) -> bytes:
        parts = [resample(to_float(pcm), rate, SAMPLE_RATE) for pcm, rate in self.backend.synthesize(text)]
        if not parts:
            raise ValueError(f"piper produced no audio for {text!r}")
        return to_pcm(np.concatenate(parts) * gain)

    def close(self) -> None:
        self.backend.close()


def silence(seconds: float) -> bytes:
    return bytes(round(seconds * SAMPLE_RATE) * 2)


def noise(seconds: float, level: float, seed: int = 0) -> bytes:
    """White noise at `level` (fraction of full scale, RMS)."""
    rng = np.random.default_rng(seed)
    return to_pcm(rng.normal(0.0, level, round(seconds * SAMPLE_RATE)).astype(np.float32))


def seconds_of(pcm: bytes, rate: int = SAMPLE_RATE) -> float:
    return len(pcm) / 2 / rate


def word_accuracy(said: str, heard: str) -> float:
    """The share of the words said that were heard (order-free; punctuation and case ignored)."""

    def words(s: str) -> list[str]:
        return "".join(c if c.isalnum() or c == " " else " " for c in s.lower()).split()

    want, got = words(said), set(words(heard))
    return sum(w in got for w in want) / len(want) if want else 1.0


# --- the benchmark -------------------------------------------------------------------------------------


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--utterances", type=int, default=20, help="utterances through the pipeline (default 20)")
    parser.add_argument("--no-pipeline", action="store_true", help="per-stage figures only (no LLM needed)")


def pct(values: list[float], q: float) -> float:
    return float(np.percentile(values, q)) if values else float("nan")


def line(name: str, values: list[float], unit: str, scale: float = 1.0, digits: int = 3) -> str:
    v = [x * scale for x in values]
    return f"  {name:<38} p50 {pct(v, 50):.{digits}f} {unit}   p95 {pct(v, 95):.{digits}f} {unit}   (n={len(v)})"


def bench_vad(clips: list[bytes]) -> list[float]:
    from services.vad.detector import SileroVad
    from services.vad.pcm import FRAME_BYTES

    vad = SileroVad()
    costs = []
    for clip in clips:
        for start in range(0, len(clip) - FRAME_BYTES + 1, FRAME_BYTES):
            t = time.perf_counter()
            vad.probability(clip[start : start + FRAME_BYTES])
            costs.append(time.perf_counter() - t)
    return costs


def bench_stt(clips: list[bytes], texts: list[str], settings: Settings) -> tuple[list[float], list[float], list[float]]:
    from services.stt.transcriber import load_transcriber

    transcriber = load_transcriber(settings.stt_model, settings.stt_device, settings_budget(settings).stt)
    rtf, compute, accuracy = [], [], []
    for clip, text in zip(clips, texts, strict=True):
        result = transcriber.transcribe(to_float(clip))
        rtf.append(result.compute_s / result.audio_s)
        compute.append(result.compute_s)
        accuracy.append(word_accuracy(text, result.text))
    return rtf, compute, accuracy


def bench_tts(settings: Settings) -> tuple[str, list[float], list[float]]:
    from services.tts.backends import select_backend

    backend = select_backend(settings)
    rtf, first = [], []
    try:
        for sentence in REPLY_SENTENCES:
            started = time.perf_counter()
            audio_s, first_at = 0.0, None
            for pcm, rate in backend.synthesize(sentence):
                first_at = first_at if first_at is not None else time.perf_counter() - started
                audio_s += len(pcm) / 2 / rate
            rtf.append((time.perf_counter() - started) / audio_s)
            first.append(first_at or 0.0)
        return backend.name, rtf, first
    finally:
        backend.close()


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stop the stack's processes on the way out
    settings = get_settings()
    configure_logging("warning", settings.log_format)  # the figures are the output
    n = max(1, args.utterances)
    texts = [QUESTIONS[i % len(QUESTIONS)] for i in range(n)]
    print(f"koe bench voice: {n} utterances spoken by piper; {os.cpu_count()} CPUs", flush=True)
    voice = Voice()
    try:
        clips = [voice.say(t) for t in texts]
    finally:
        voice.close()
    speech_s = sum(seconds_of(c) for c in clips)

    vad = bench_vad([silence(0.5) + c + silence(0.7) for c in clips])
    print("\nVAD (silero, onnxruntime, no torch)")
    print(line("cost per 32 ms frame", vad, "ms", 1000))
    print(f"  {'mean':<38} {statistics.mean(vad) * 1000:.3f} ms   ({len(vad)} frames)")

    rtf, compute, accuracy = bench_stt(clips, texts, settings)
    print(f"\nSTT (faster-whisper {settings.stt_model or 'tiny.en (bundled)'}; {speech_s / n:.1f} s per utterance)")
    print(line("real-time factor", rtf, "x"))
    print(line("time per utterance", compute, "ms", 1000, 0))
    print(f"  {'words heard right':<38} {statistics.mean(accuracy) * 100:.0f} %")

    engine, tts_rtf, tts_first = bench_tts(settings)
    print(f"\nTTS ({engine}; {len(REPLY_SENTENCES)} reply sentences)")
    print(line("real-time factor", tts_rtf, "x"))
    print(line("time to first audio", tts_first, "ms", 1000, 0))

    if args.no_pipeline:
        return 0
    return bench_pipeline(settings, clips, texts)


# --- the real pipeline ---------------------------------------------------------------------------------


@contextlib.contextmanager
def stack(settings: Settings, data: Path) -> Iterator[dict[str, str]]:
    """Embedded Redis (and LLM unless configured) and the stt, llm, tts workers as processes."""
    from shared.embedded import EmbeddedLlm, EmbeddedRedis

    redis_srv = EmbeddedRedis(data_dir=data / "redis").start()
    llm_srv = None
    llm_url, llm_model = settings.llm_url, settings.llm_model
    procs: list[subprocess.Popen[bytes]] = []
    try:
        if not llm_url:
            llm_srv = EmbeddedLlm(log_file=data / "llm.log", threads=settings_budget(settings).llm).start()
            llm_url, llm_model = llm_srv.url, llm_srv.model
        env = {
            **os.environ,
            "KOE_REDIS_URL": redis_srv.url,
            "KOE_LLM_URL": llm_url,
            "KOE_LLM_MODEL": llm_model or "",
            "KOE_DATA_DIR": str(data),
            "KOE_METRICS_PORT": "0",
            "HF_HUB_OFFLINE": "1",
        }
        for stage in ("stt", "llm", "tts"):
            log = open(data / f"{stage}.log", "ab")  # noqa: SIM115 -- the child keeps it
            procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", "koe.cli.main", "worker", stage],
                    env=env,
                    stdout=log,
                    stderr=log,
                    start_new_session=True,
                )
            )
        yield {"redis_url": redis_srv.url, "llm_url": llm_url, "llm_model": llm_model or ""}
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
        if llm_srv:
            llm_srv.stop()
        redis_srv.stop()


class TurnTaking:
    """A person who waits for each answer: the next utterance starts once the agent is idle again.

    A fixed gap would be wrong both ways: too short and the next question barges in on the reply, too
    long and the benchmark waits for nothing. Frames come as fast as the agent takes them (`--fast`).
    """

    realtime = False

    def __init__(self, clips: list[bytes], lead_s: float = 0.5, tail_s: float = 0.7) -> None:
        self.clips = [silence(lead_s) + c + silence(tail_s) for c in clips]
        self.agent: Agent | None = None
        self.exhausted = False
        self._next = 0
        self._current = b""

    def read(self) -> bytes:
        from services.vad.pcm import FRAME_BYTES, SILENT_FRAME

        if not self._current:
            agent = self.agent
            busy = agent is not None and bool(agent.pending() or agent.playback.busy() or agent.segmenter.in_speech)
            if busy or self._next >= len(self.clips):  # the reply is playing (in lockstep): silence
                self.exhausted = self._next >= len(self.clips)
                return SILENT_FRAME
            self._current = self.clips[self._next] + bytes(-len(self.clips[self._next]) % FRAME_BYTES)
            self._next += 1
        frame, self._current = self._current[:FRAME_BYTES], self._current[FRAME_BYTES:]
        return frame

    def close(self) -> None:
        pass


def bench_pipeline(settings: Settings, clips: list[bytes], texts: list[str]) -> int:
    from services.vad.agent import Agent
    from services.vad.audio_io import NullSink

    with tempfile.TemporaryDirectory(prefix="koe-bench-voice-") as tmp:
        data = Path(tmp)
        with stack(settings, data) as where:
            client = redis.Redis.from_url(where["redis_url"])
            deadline = time.monotonic() + 120
            while not all(client.exists(streams.alive_key(s)) for s in ("stt", "llm", "tts")):
                if time.monotonic() > deadline:
                    print("koe: the workers did not start; see their logs", file=sys.stderr)
                    return 1
                time.sleep(0.2)
            agent_settings = load_settings(
                redis_url=where["redis_url"], data_dir=data, device="bench-pi", metrics_port=0, log_level="warning"
            )
            source = TurnTaking(clips)
            agent = Agent(agent_settings, source=source, sink=NullSink(), reply_timeout_s=60)
            source.agent = agent
            started = time.perf_counter()
            thread = threading.Thread(target=agent.run, kwargs={"install_signals": False}, daemon=True)
            thread.start()
            thread.join(60 * len(clips))
            wall = time.perf_counter() - started
            time.sleep(1.0)  # the last turn record closes on playback_ended

            ends = {e.turn: e.speech_end_ts for e in _entries(client, streams.AUDIO_IN) if isinstance(e, m.SpeechEnded)}
            first_out, playback = {}, {}
            for e in _entries(client, streams.EVENTS):
                if isinstance(e, m.TimingMark) and e.mark == "first_audio_out":
                    first_out.setdefault(e.turn, e.at)
                if isinstance(e, m.TimingMark) and e.mark == "playback_started":
                    playback.setdefault(e.turn, e.at)
            heard = {e.turn: e.text for e in _entries(client, streams.TRANSCRIPTS) if isinstance(e, m.Transcript)}
            records = [e for e in _entries(client, streams.TURNS) if isinstance(e, m.TurnRecord)]

    to_first = [first_out[t] - ends[t] for t in ends if t in first_out]
    to_play = [playback[t] - ends[t] for t in ends if t in playback]
    print(
        f"\nPipeline (agent --fast lockstep, VAD silence {settings.vad_silence_ms} ms included; "
        f"{len(ends)} utterances heard, {len(heard)} transcribed, {len(to_first)} answered, {wall:.0f} s)"
    )
    print(line("end of speech -> first reply audio out", to_first, "s", 1, 2))
    print(line("end of speech -> playback started", to_play, "s", 1, 2))
    steps = [
        ("speech_end", "stt_started"),
        ("stt_started", "transcript_ready"),
        ("transcript_ready", "context_ready"),
        ("context_ready", "llm_first_token"),
        ("llm_first_token", "first_sentence"),
        ("first_sentence", "first_audio_out"),
        ("first_audio_out", "playback_started"),
    ]
    print("  waterfall, per step (turn records):")
    for a, b in steps:
        gaps = [r.marks[b] - r.marks[a] for r in records if a in r.marks and b in r.marks]
        print(line(f"  {a} -> {b}", gaps, "s", 1, 3))
    needed = ("speech_end", "transcript_ready", "first_sentence", "playback_started")
    voice_only = [
        (r.marks["transcript_ready"] - r.marks["speech_end"])
        + (r.marks["playback_started"] - r.marks["first_sentence"])
        for r in records
        if all(k in r.marks for k in needed)
    ]
    print(line("voice path alone (all but recall + LLM)", voice_only, "s", 1, 2))
    accuracy = [word_accuracy(t, heard.get(turn, "")) for t, turn in zip(texts, list(ends), strict=False)]
    if accuracy:
        print(f"  {'words heard right':<38} {statistics.mean(accuracy) * 100:.0f} %")
    return 0 if to_first else 1


def _entries(client: redis.Redis, stream: Stream) -> list[m.Message]:
    out = []
    for _, fields in entries_of(client, stream):
        with contextlib.suppress(m.MessageError):
            out.append(m.decode(fields))
    return out
