"""Thread splits, measured: a reply's generation (the embedded llama.cpp server) and a transcription
(faster-whisper) at each pair of thread counts, each alone and both at once (`koe bench threads`).

The reply is a 48-token completion of a reply-sized prompt, timed end to end over HTTP; the
transcription is a three-second piper utterance. "At once" runs the transcriber in a loop while
the replies are generated, which is what happens when someone speaks while another is answered, or
the next turn is heard while a reply is still being written; and once with piper speaking in a loop,
as it does while a reply's later sentences are generated. shared/threads.py's rule came from
these figures (docs/threads.md); run this on a new kind of machine before changing it.
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import httpx
import numpy as np

from shared.threads import thread_budget, usable_cores

if TYPE_CHECKING:
    from koe.bench.voice import Voice

SYSTEM = (
    "You are koe, a friendly household voice assistant. Answer in one or two short spoken sentences, "
    "without lists or markup. What you remember about this household:\n"
    + "\n".join(f"- The user's friend number {i} lives in town {i} and likes tea." for i in range(12))
)
QUESTIONS = (
    "What should I cook for dinner tonight?",
    "How do I keep basil fresh?",
    "What can I do on a rainy afternoon?",
    "How long should I boil an egg?",
    "Tell me a fun fact about owls.",
    "What is a quick breakfast idea?",
)
SPOKEN = "What should I cook for dinner tonight? Something quick, please."


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--repeats", type=int, default=4, help="replies and transcriptions per measurement (default 4)")
    p.add_argument("--tokens", type=int, default=48, help="tokens per reply (default 48)")
    p.add_argument(
        "--sharing",
        action="store_true",
        help="only the reply's server with and without sharing cores (shared/core_sharing.py), 12 replies each",
    )


def counts(cores: int) -> list[int]:
    return sorted({1, max(1, cores // 2), max(1, cores - 1), cores})


def reply_ms(url: str, model: str, question: str, tokens: int) -> float:
    started = time.perf_counter()
    r = httpx.post(
        f"{url}/chat/completions",
        json={
            "model": model,
            "messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": question}],
            "max_tokens": tokens,
            "temperature": 0.0,
        },
        timeout=120,
    )
    r.raise_for_status()
    return (time.perf_counter() - started) * 1000


class Loop:
    """Runs `work` over and over on a thread while on (CTranslate2 lets go of the GIL; piper is a
    process of its own), timing each run."""

    def __init__(self, work: Callable[[], object]) -> None:
        self.work = work
        self.times: list[float] = []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        while not self.stop.is_set():
            t = time.perf_counter()
            self.work()
            self.times.append((time.perf_counter() - t) * 1000)

    def __enter__(self) -> Loop:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join()


def measure(
    llm_threads: int, stt_threads: int, clip: np.ndarray, voice: Voice, args: argparse.Namespace
) -> dict[str, float]:
    from services.stt.transcriber import load_transcriber
    from shared.embedded import EmbeddedLlm

    transcriber = load_transcriber(None, "cpu", stt_threads)
    server = EmbeddedLlm(threads=llm_threads).start()
    try:
        reply_ms(server.url, server.model, "Hello!", args.tokens)  # the system prompt, evaluated once
        alone = [reply_ms(server.url, server.model, q, args.tokens) for q in QUESTIONS[: args.repeats]]
        stt_alone = []
        for _ in range(args.repeats):
            t = time.perf_counter()
            transcriber.transcribe(clip)
            stt_alone.append((time.perf_counter() - t) * 1000)
        with Loop(lambda: transcriber.transcribe(clip)) as stt_loop:
            with_stt = [reply_ms(server.url, server.model, q, args.tokens) for q in QUESTIONS[: args.repeats]]
        with Loop(lambda: voice.say(SPOKEN)):
            with_tts = [reply_ms(server.url, server.model, q, args.tokens) for q in QUESTIONS[: args.repeats]]
        return {
            "reply": statistics.median(alone),
            "reply with stt": statistics.median(with_stt),
            "reply with tts": statistics.median(with_tts),
            "stt": statistics.median(stt_alone),
            "stt with reply": statistics.median(stt_loop.times) if stt_loop.times else float("nan"),
        }
    finally:
        server.stop()


def run(args: argparse.Namespace) -> int:
    from koe.bench.voice import Voice
    from services.vad.pcm import to_float
    from shared.logs import configure_logging

    configure_logging("error", "console")
    cores = usable_cores()
    voice = Voice()
    clip = to_float(voice.say(SPOKEN))
    chosen = thread_budget(cores=cores)
    seconds = len(clip) / 16000
    if args.sharing:
        from koe.bench.threads_sharing import report

        try:
            report(chosen.llm, clip, voice, max(args.repeats, 12), args.tokens)
        finally:
            voice.close()
        return 0
    print(f"koe bench threads: {cores} usable cores; {args.tokens}-token replies, a {seconds:.1f} s utterance")
    print(
        "| llm threads | stt threads | reply alone | reply while transcribing | reply while speaking (piper)"
        " | stt alone | stt while replying |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|")
    try:
        for llm in counts(cores):
            for stt in counts(cores):
                f = measure(llm, stt, clip, voice, args)
                mark = " (chosen)" if (llm, stt) == (chosen.llm, chosen.stt) else ""
                print(
                    f"| {llm}{mark} | {stt} | {f['reply']:.0f} ms | {f['reply with stt']:.0f} ms"
                    f" | {f['reply with tts']:.0f} ms | {f['stt']:.0f} ms | {f['stt with reply']:.0f} ms |",
                    flush=True,
                )
        from koe.bench.threads_sharing import report

        report(chosen.llm, clip, voice, max(args.repeats, 12), args.tokens)
    finally:
        voice.close()
    print(f"chosen by shared/threads.py: {chosen.describe()}")
    return 0
