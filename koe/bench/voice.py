"""Voice path figures: VAD cost per frame, STT and TTS real-time factors, end of speech to first reply audio.

Utterances are spoken by piper (the bundled voice) and played into the real agent (in real time, the
agent waiting for each reply as a person would), through the real STT (faster-whisper), LLM (SmolLM2 on
llama.cpp unless KOE_LLM_URL is set) and TTS workers, each in its own process as `koe up` runs them.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import statistics
import sys
import time
from typing import Any

import numpy as np

from koe.bench.voice_people import added_ms
from koe.bench.voice_pipeline import Utterance, figures, run_pipeline
from services.vad.pcm import SAMPLE_RATE, resample, to_float, to_pcm
from shared.logs import configure_logging
from shared.settings import Settings, get_settings
from shared.threads import settings_budget

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
    parser.add_argument("--utterances", type=int, default=40, help="utterances through the pipeline (default 40)")
    parser.add_argument("--paused", type=int, default=12, help="of them, with a pause mid-sentence (default 12)")
    parser.add_argument(
        "--end-of-turn", choices=("silence", "smart"), help="the agent's rule (default KOE_END_OF_TURN, smart)"
    )
    parser.add_argument(
        "--head-start-ms",
        type=int,
        help="silence before the box starts on a likely end (default KOE_HEAD_START_MS; 0: off)",
    )
    parser.add_argument("--no-pipeline", action="store_true", help="per-stage figures only (no LLM needed)")
    parser.add_argument(
        "--people",
        action="store_true",
        help="run the pipeline with three people enrolled (compare its first audio with a run without)",
    )
    parser.add_argument(
        "--baseline",
        choices=("sequential",),
        help="also run the same utterances the sequential way (fixed silence, whole STT, whole reply, whole TTS)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object (the rest: stderr)")


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


def load_stt(settings: Settings) -> Any:
    from services.stt.transcriber import load_transcriber

    transcriber = load_transcriber(settings.stt_model, settings.stt_device, settings_budget(settings).stt)
    transcriber.short_window = settings.stt_window == "short"
    return transcriber


def bench_stt(clips: list[bytes], texts: list[str], settings: Settings) -> tuple[list[float], list[float], list[float]]:
    transcriber = load_stt(settings)
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


def utterances(n: int, paused: int) -> list[Utterance]:
    """`n` piper utterances, `paused` of them with a 0.4-0.8 s pause between two words mid-sentence."""
    from koe.bench.turn import FINISHED, PAUSED, pause_length, with_pause

    paused = min(paused, n)
    finished = QUESTIONS + FINISHED
    out = []
    voice = Voice()
    try:
        for i in range(n - paused):
            text = finished[i % len(finished)]
            out.append(Utterance(text, voice.say(text)))
        for i in range(paused):
            text = PAUSED[i % len(PAUSED)]
            spoken, pause = with_pause(to_float(voice.say(text)), pause_length(i, paused))
            out.append(Utterance(text, to_pcm(spoken), pause=pause))
    finally:
        voice.close()
    step = max(1, n // max(1, paused))  # the paused ones spread among the others, not all at the end
    mixed = out[: n - paused]
    for k, u in enumerate(out[n - paused :]):
        mixed.insert(min(len(mixed), k * step + step - 1), u)
    return mixed


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stop the stack's processes on the way out
    settings = get_settings()
    configure_logging("warning", settings.log_format)  # the figures are the output
    out = sys.stderr if args.json else sys.stdout
    rule = args.end_of_turn or settings.end_of_turn
    head_start = settings.head_start_ms if args.head_start_ms is None else max(0, args.head_start_ms)
    spoken = utterances(max(1, args.utterances), max(0, args.paused))
    clips, texts = [u.pcm for u in spoken], [u.text for u in spoken]
    n = len(spoken)
    print(f"koe bench voice: {n} utterances spoken by piper; {os.cpu_count()} CPUs", file=out, flush=True)
    speech_s = sum(seconds_of(c) for c in clips)
    report: dict[str, Any] = {
        "machine": f"{platform.machine()}, {os.cpu_count()} CPUs",
        "date": time.strftime("%Y-%m-%d"),
        "end_of_turn": rule,
        "head_start_ms": head_start,
    }

    vad = bench_vad([silence(0.5) + c + silence(0.7) for c in clips])
    print("\nVAD (silero, onnxruntime, no torch)", file=out)
    print(line("cost per 32 ms frame", vad, "ms", 1000), file=out)
    print(f"  {'mean':<38} {statistics.mean(vad) * 1000:.3f} ms   ({len(vad)} frames)", file=out)

    rtf, compute, accuracy = bench_stt(clips, texts, settings)
    model = settings.stt_model or "tiny.en (bundled)"
    print(f"\nSTT (faster-whisper {model}; {speech_s / n:.1f} s per utterance)", file=out)
    print(line("real-time factor", rtf, "x"), file=out)
    print(line("time per utterance", compute, "ms", 1000, 0), file=out)
    print(f"  {'words heard right':<38} {statistics.mean(accuracy) * 100:.0f} %", file=out)
    people = added_ms(load_stt(settings), [to_float(c) for c in clips])
    print("\nWho is speaking (3 people enrolled; the voiceprint beside the transcription, docs/people.md)", file=out)
    print(
        f"  {'added to the time per utterance':<38} p50 {people['added_ms_p50']:.1f} ms   "
        f"p95 {people['added_ms_p95']:.1f} ms   (n={people['utterances']}; named {people['named']})",
        file=out,
    )

    engine, tts_rtf, tts_first = bench_tts(settings)
    print(f"\nTTS ({engine}; {len(REPLY_SENTENCES)} reply sentences)", file=out)
    print(line("real-time factor", tts_rtf, "x"), file=out)
    print(line("time to first audio", tts_first, "ms", 1000, 0), file=out)
    report.update(
        vad_ms_per_frame_p50=round(pct(vad, 50) * 1000, 3),
        stt_rtf_p50=round(pct(rtf, 50), 3),
        stt_ms_p50=round(pct(compute, 50) * 1000),
        people_added_ms_p50=people["added_ms_p50"],
        people_added_ms_p95=people["added_ms_p95"],
        tts_rtf_p50=round(pct(tts_rtf, 50), 3),
        tts_first_audio_ms_p50=round(pct(tts_first, 50) * 1000),
    )
    if not args.no_pipeline:
        enrolled = [to_float(c) for c in clips] if args.people else None
        run_ = run_pipeline(settings, spoken, rule, head_start, enrolled)
        if run_ is None:
            return 1
        report["pipeline"] = {**figures(run_, spoken), "people_enrolled": 3 if args.people else 0}
        print_pipeline(report["pipeline"], rule, head_start, settings, out)
    if args.baseline == "sequential":
        from koe.bench.voice_sequential import run_sequential, sequential_figures

        base = sequential_figures(run_sequential(settings, spoken), spoken)
        report["baseline"] = base
        print_baseline(base, out)
        if "pipeline" in report:
            koe_p50 = report["pipeline"]["end_of_speech_to_first_audio_p50_s"]
            ratio = koe_p50 / base["end_of_speech_to_first_audio_p50_s"]
            report["koe_over_baseline_p50"] = round(ratio, 3)
            print(f"  {'koe p50 / sequential p50':<38} {ratio:.2f}  (target <= 0.5)", file=out)
    if args.json:
        print(json.dumps(report))
    return 0 if args.no_pipeline or report["pipeline"]["answered"] else 1


def print_first_audio(f: dict[str, Any], out: Any) -> None:
    """The two lines koe's pipeline and the sequential baseline both report, in the same form."""
    print(
        f"  {'end of speech -> first reply audio played':<38} p50 {f['end_of_speech_to_first_audio_p50_s']:.2f} s   "
        f"p95 {f['end_of_speech_to_first_audio_p95_s']:.2f} s",
        file=out,
    )
    print(f"  {'false cut-offs (paused utterances)':<38} {f['false_cut_offs']} of {f['paused_utterances']}", file=out)


def print_baseline(b: dict[str, Any], out: Any) -> None:
    print(
        f"\nSequential baseline (the same utterances and models, one step after the other: {b['silence_s']} s "
        f"of silence ends the turn; {b['utterances']} utterances)",
        file=out,
    )
    print_first_audio(b, out)
    print(f"  {'word error rate':<38} {b['word_error_rate']:.3f}", file=out)
    for step, v in b["steps"].items():
        print(f"    {step:<36} p50 {v['p50_s']:.3f} s   p95 {v['p95_s']:.3f} s", file=out)


def print_pipeline(f: dict[str, Any], rule: str, head_start: int, settings: Settings, out: Any) -> None:
    wait = f"silence {settings.vad_silence_ms} ms" if rule == "silence" else "Smart Turn"
    early = f"head start after {head_start} ms" if head_start else "no head start"
    print(
        f"\nPipeline (a person speaking in real time; end of turn: {wait}, {early}; {f['utterances']} utterances, "
        f"{f['paused_utterances']} with a pause mid-sentence; {f['answered']} answered, "
        f"{f['answered_from_a_head_start']} from a head start; {f['wall_s']:.0f} s"
        + (f"; {f['people_enrolled']} people enrolled)" if f.get("people_enrolled") else ")"),
        file=out,
    )
    print_first_audio(f, out)
    print(
        f"  {'head starts dropped (the person went on)':<38} {f['head_starts_dropped']}: "
        f"{f['dropped_head_starts_played']} played, {f['dropped_head_starts_recorded']} recorded",
        file=out,
    )
    print(f"  {'word error rate':<38} {f['word_error_rate']:.3f}", file=out)
    print(
        f"  {'replies whose audio ran dry':<38} {f['replies_that_ran_dry']} of {f['answered']}"
        f" (p95 {f['ran_dry_p95_s'] or 0:.2f} s silent); first piece p50 {f['first_piece_words_p50']} words",
        file=out,
    )
    ended = ", ".join(f"{by} {n}" for by, n in sorted(f["ended_by"].items())) or "-"
    print(f"  {'utterances ended by':<38} {ended}", file=out)
    print("  waterfall, per step (turn records):", file=out)
    for step, v in f["steps"].items():
        print(f"    {step:<36} p50 {v['p50_s']:.3f} s   p95 {v['p95_s']:.3f} s", file=out)
