"""CPU milliseconds per 3 s utterance, for each runtime: `python -m shared.voiceprint.speed [seconds]`.

CPU time (all of this process's threads), not wall time: on the box the cores are shared with speech
recognition and the LLM, so what a voiceprint takes from them is what counts. Synthetic audio is enough:
the cost depends only on the utterance's length (its number of partials), not on what is said.
"""

from __future__ import annotations

import sys
import time

import numpy as np

from shared.voiceprint.encoder import Runtime, VoiceEncoder
from shared.voiceprint.frontend import SAMPLE_RATE, preprocess_wav


def _speechlike(seconds: float) -> np.ndarray:
    """A voiced buzz with a syllable-rate envelope: no pauses for the trimming to remove."""
    t = np.arange(int(seconds * SAMPLE_RATE)) / SAMPLE_RATE
    buzz = sum(np.sin(2 * np.pi * 120 * k * t) / k for k in range(1, 20))
    return (0.1 * buzz * (0.6 + 0.4 * np.sin(2 * np.pi * 4 * t))).astype(np.float32)


def cpu_ms_per_utterance(encoder: VoiceEncoder, seconds: float = 3.0, repeats: int = 20) -> float:
    """Mean CPU ms of preprocess_wav + embed_utterance on `seconds` of audio, after two warm-up runs."""
    wav = _speechlike(seconds)
    for _ in range(2):
        encoder.embed_utterance(preprocess_wav(wav))
    start = time.process_time()
    for _ in range(repeats):
        encoder.embed_utterance(preprocess_wav(wav))
    return (time.process_time() - start) / repeats * 1000


def main(argv: list[str]) -> int:
    seconds = float(argv[0]) if argv else 3.0
    runtimes: tuple[Runtime, ...] = ("numpy", "onnx")
    for runtime in runtimes:
        try:
            encoder = VoiceEncoder(runtime=runtime)
        except ImportError as e:
            print(f"{runtime}: unavailable ({e})")
            continue
        print(f"{runtime}: {cpu_ms_per_utterance(encoder, seconds):.1f} CPU ms per {seconds:g} s utterance")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
