"""KOE_STT_WINDOW=short: Whisper's encoder on the utterance plus 2 s instead of 30 s, with the full window
asked again when the short one says the words twice."""

from __future__ import annotations

import numpy as np
import pytest

from koe.bench.voice import Voice
from services.stt.short_window import FULL_FRAMES, encoder_frames, repeats
from services.stt.transcriber import Transcriber
from services.vad.pcm import to_float


def test_the_encoder_reads_the_utterance_and_a_margin_in_whole_seconds() -> None:
    assert encoder_frames(1.3) == 400  # 1.3 s + 2 s of margin, rounded up to a second
    assert encoder_frames(3.0) == 500
    assert encoder_frames(29.0) == FULL_FRAMES == encoder_frames(60.0)


def test_words_said_twice_are_spotted_and_ordinary_repetition_is_not() -> None:
    assert repeats("How do I boil an egg? How do I boil an egg?")
    assert repeats("set a timer for set a timer for ten minutes")
    assert not repeats("What is the capital of France?")
    assert not repeats("It is very very cold.")  # two words twice is speech, not the model's slip
    assert not repeats("")


@pytest.mark.slow
def test_the_short_window_hears_the_same_words_sooner() -> None:
    voice = Voice()
    try:
        said = ["What is the capital of France?", "How many legs does a spider have?", "Why is the sky blue?"]
        clips = [to_float(voice.say(s)) for s in said]
    finally:
        voice.close()
    transcriber = Transcriber(None, "cpu", 2)
    transcriber.warm_up()
    heard = {}
    for short in (False, True):
        transcriber.short_window = short
        results = [transcriber.transcribe(c) for c in clips]
        heard[short] = ([r.text for r in results], float(np.median([r.compute_s for r in results])))
    assert heard[True][0] == heard[False][0] == said
    assert heard[True][1] < heard[False][1] / 2, f"short {heard[True][1]:.3f} s, full {heard[False][1]:.3f} s"
