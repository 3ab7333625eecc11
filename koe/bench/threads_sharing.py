"""The reply's server with and without sharing cores (`koe bench threads --sharing`, shared/core_sharing.py).

The same reply-sized prompts as `koe bench threads`, streamed from the embedded server at the budget's
thread count, with sharing off (that count for every token) and on (every usable core for a token while
the machine is calm): alone, while STT transcribes in a loop, and while piper speaks in bursts (a
sentence, then a pause, as the TTS stage does while a reply is written; marked as the stage marks it).
Each figure is the median over the replies: the first token, and the whole reply.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import httpx
import numpy as np

from koe.bench.threads import QUESTIONS, SYSTEM, Loop
from shared.core_sharing import engine_work

if TYPE_CHECKING:
    from koe.bench.voice import Voice

SENTENCE = "Sure, here is something quick you could make tonight."
PAUSE_S = 0.3  # between two sentences, as a reply's pieces arrive


def streamed_ms(url: str, model: str, question: str, tokens: int) -> tuple[float, float]:
    """(first token, whole reply) in ms, streamed over HTTP."""
    started, first = time.perf_counter(), 0.0
    body = {
        "model": model,
        "messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": question}],
        "max_tokens": tokens,
        "temperature": 0.0,
        "stream": True,
    }
    with httpx.stream("POST", f"{url}/chat/completions", json=body, timeout=120) as r:
        r.raise_for_status()
        for line in r.iter_lines():
            if not first and '"content"' in line:
                first = time.perf_counter() - started
    return first * 1000, (time.perf_counter() - started) * 1000


def measure(threads: int, share: bool, clip: np.ndarray, voice: Voice, repeats: int, tokens: int) -> dict[str, str]:
    from services.stt.transcriber import load_transcriber
    from shared.embedded import EmbeddedLlm
    from shared.threads import thread_budget

    transcriber = load_transcriber(None, "cpu", thread_budget().stt)

    def speaking() -> None:
        with engine_work("tts"):
            voice.say(SENTENCE)
        time.sleep(PAUSE_S)

    loads: dict[str, Callable[[], object] | None] = {
        "alone": None,
        "while transcribing": lambda: transcriber.transcribe(clip),
        "while speaking": speaking,
    }
    server = EmbeddedLlm(threads=threads, share_cores=share).start()
    out: dict[str, str] = {}
    try:
        streamed_ms(server.url, server.model, "Hello!", tokens)  # the system prompt, evaluated once
        questions = [QUESTIONS[i % len(QUESTIONS)] for i in range(repeats)]
        for name, load in loads.items():
            if load is None:
                times = [streamed_ms(server.url, server.model, q, tokens) for q in questions]
            else:
                with Loop(load):
                    times = [streamed_ms(server.url, server.model, q, tokens) for q in questions]
            first = statistics.median(t[0] for t in times)
            whole = statistics.median(t[1] for t in times)
            out[name] = f"{first:.0f} / {whole:.0f} ms"
    finally:
        server.stop()
    return out


def report(threads: int, clip: np.ndarray, voice: Voice, repeats: int, tokens: int) -> None:
    print(
        f"\nThe reply's server sharing cores: {tokens}-token replies, first token / whole reply, medians of {repeats}"
    )
    print("| sharing | alone | while transcribing | while speaking (piper, in bursts) |")
    print("|---|---:|---:|---:|")
    for share in (False, True):
        f = measure(threads, share, clip, voice, repeats, tokens)
        label = "on (every core while calm)" if share else f"off ({threads} thread{'s' if threads > 1 else ''})"
        print(f"| {label} | {f['alone']} | {f['while transcribing']} | {f['while speaking']} |", flush=True)
