"""Whisper's encoder on the utterance, not on 30 seconds of padding.

faster-whisper pads every window to Whisper's 30 s (3000 feature frames) before the encoder, whose cost
grows faster than the length: with tiny.en on this 2-core box the encoder took 500 ms of a 650 ms
transcription of a 2 s question, and 64 ms on 10 s of frames. The model here trims the padded frames to
the utterance plus 2 s of silence before encoding (what whisper.cpp calls a smaller audio context); the
decoder reads the shorter encoding as it is. On 40 piper utterances: 150 ms instead of 650 ms, word
error rate 1.2% against 1.1% (one word). But with the household's names as hotwords (`koe bench names`,
2026-12-01) names came out right in 80% of utterances against 88%, and the word error rate was 9.9%
against 6.0% (a 10 s margin: 82%, 9.0%). So it is opt-in, KOE_STT_WINDOW=short: for a box that must
answer sooner and can hear a little worse. A short context's known failure is saying the words twice:
`repeats` spots it, and the transcriber then asks the full window.
"""

from __future__ import annotations

import math
import threading
from typing import Any

FRAMES_PER_S = 100  # Whisper's log-mel frames: 10 ms each
FULL_FRAMES = 3000
MARGIN_S = 2.0  # silence after the words: with 1 s tiny.en sometimes said a short question twice
STEP_FRAMES = 100  # rounded up to whole seconds, so a few encoder sizes repeat (allocations reused)


def encoder_frames(audio_s: float) -> int:
    """How many feature frames the encoder reads for `audio_s` seconds of audio."""
    frames = math.ceil((audio_s + MARGIN_S) * FRAMES_PER_S / STEP_FRAMES) * STEP_FRAMES
    return min(FULL_FRAMES, frames)


def short_window_model(**kwargs: Any) -> Any:
    """A faster_whisper.WhisperModel whose encoder reads only the frames `window_for` was told of."""
    from faster_whisper import WhisperModel

    class ShortWindowWhisper(WhisperModel):  # type: ignore[misc]
        def __init__(self, **kw: Any) -> None:
            super().__init__(**kw)
            self._frames = threading.local()  # per calling thread: the model may be shared

        def window_for(self, audio_s: float | None) -> None:
            """The next transcription on this thread is of `audio_s` seconds (None: the full window)."""
            self._frames.value = None if audio_s is None else encoder_frames(audio_s)

        def encode(self, features: Any) -> Any:
            frames = getattr(self._frames, "value", None)
            if frames is not None and features.shape[-1] > frames:
                features = features[..., :frames]
            return super().encode(features)

    return ShortWindowWhisper(**kwargs)


def repeats(text: str, shortest: int = 3, anywhere: int = 5) -> bool:
    """The same run of at least `shortest` words twice in a row ("How do I boil an egg? How do I boil an egg?"),
    or of `anywhere` words twice anywhere ("Can you tell me a joke about cats? Can you tell me a joke about":
    the model starting over after the words it was given, and cut short)."""
    words = "".join(c if c.isalnum() or c.isspace() else " " for c in text.lower()).split()
    for n in range(shortest, len(words) // 2 + 1):
        for i in range(len(words) - 2 * n + 1):
            if words[i : i + n] == words[i + n : i + 2 * n]:
                return True
    runs = [tuple(words[i : i + anywhere]) for i in range(len(words) - anywhere + 1)]
    seen: dict[tuple[str, ...], int] = {}
    for i, run in enumerate(runs):
        if run in seen and i - seen[run] >= anywhere:  # not overlapping itself ("very very very very very")
            return True
        seen.setdefault(run, i)
    return False
