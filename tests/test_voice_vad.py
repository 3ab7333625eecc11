"""Speech detection on real speech (spoken by piper) and silence, with the real silero model (no torch)."""

from __future__ import annotations

import subprocess
import sys
from collections import deque

import pytest

from koe.bench.voice import Voice, noise, seconds_of, silence
from services.vad.detector import SileroVad
from services.vad.pcm import FRAME_BYTES, FRAME_S, rms, to_float, to_pcm
from services.vad.playback import LEVEL_PIECES
from services.vad.segmenter import BargeIn, Ended, Segmenter, Started

pytestmark = pytest.mark.slow


def frames(pcm: bytes) -> list[bytes]:
    pcm += bytes(-len(pcm) % FRAME_BYTES)
    return [pcm[i : i + FRAME_BYTES] for i in range(0, len(pcm), FRAME_BYTES)]


def segments(pcm: bytes, silence_ms: int = 500) -> list[tuple[float, float, int]]:
    """(start s, end decided s, trailing silence frames) of each utterance the segmenter finds."""
    vad, seg = SileroVad(), Segmenter(threshold=0.5, silence_ms=silence_ms)
    found: list[tuple[float, float, int]] = []
    start = 0.0
    for i, frame in enumerate(frames(pcm)):
        for event in seg.feed(frame, vad.probability(frame)):
            if isinstance(event, Started):
                start = (i + 1 - len(event.frames)) * FRAME_S
            elif isinstance(event, Ended):
                found.append((start, (i + 1) * FRAME_S, event.silence_frames))
    return found


def test_each_utterance_is_found_between_silences(voice: Voice) -> None:
    first = voice.say("Hello there, what is the weather like today?")
    second = voice.say("Please turn on the kitchen lights.")
    pcm = silence(1.0) + first + silence(1.2) + second + silence(1.0)
    found = segments(pcm)
    assert len(found) == 2, found

    (s1, e1, quiet1), (s2, e2, _) = found
    first_end = 1.0 + seconds_of(first)
    second_start = first_end + 1.2
    # The start keeps a pre-roll: it is at most ~0.4 s before the speech, never after its first syllable.
    assert 0.55 <= s1 <= 1.1
    assert second_start - 0.45 <= s2 <= second_start + 0.15
    # The end is decided one silence (500 ms) after the last word, give or take piper's own trailing quiet.
    assert first_end + 0.3 <= e1 <= first_end + 0.8
    assert quiet1 * FRAME_S == pytest.approx(0.5, abs=0.04)
    assert e2 <= second_start + seconds_of(second) + 0.8


def test_silence_and_steady_noise_make_no_utterance() -> None:
    assert segments(silence(3.0)) == []
    assert segments(noise(3.0, level=0.01)) == []


def test_a_shorter_silence_setting_ends_the_utterance_sooner(voice: Voice) -> None:
    pcm = silence(0.5) + voice.say("Set a timer for ten minutes.") + silence(1.0)
    ((_, end_500, _),) = segments(pcm, silence_ms=500)
    ((_, end_250, _),) = segments(pcm, silence_ms=250)
    assert end_500 - end_250 == pytest.approx(0.25, abs=0.07)


@pytest.mark.parametrize("latency_frames", [0, 4, 9])  # the speaker's sound reaches the mic 0-290 ms late
def test_the_echo_of_the_reply_is_not_a_barge_in_but_the_person_speaking_over_it_is(
    voice: Voice, latency_frames: int
) -> None:
    reply = voice.say(
        "Here is a long answer about the history of the kitchen, told slowly and at length, "
        "with many words one after another."
    )
    played = frames(reply)
    # The room: the speaker heard at the microphone, later and quieter (no echo cancellation on a Pi).
    echo = ([bytes(FRAME_BYTES)] * latency_frames + [_scaled(f, 0.25) for f in played])[: len(played)]
    assert not any(_listen(echo, played)), "the assistant's own voice was taken for the person"

    # The person talks over it from 1.5 s into the reply, clearly louder than the echo.
    person = frames(voice.say("Stop, stop please.", gain=0.8))
    onset = round(1.5 / FRAME_S)
    mic = [_mix(e, person[i - onset]) if onset <= i < onset + len(person) else e for i, e in enumerate(echo)]
    fired = [i for i, hit in enumerate(_listen(mic, played)) if hit]
    assert fired, "the person speaking over the reply was not noticed"
    assert onset <= fired[0] <= onset + round(0.5 / FRAME_S)


def _listen(mic: list[bytes], played: list[bytes]) -> list[bool]:
    """The agent's barge-in rule over a reply: the played level is the loudest of the last pieces."""
    vad, rule, recent = SileroVad(), BargeIn(threshold=0.5), deque(maxlen=LEVEL_PIECES)
    out = []
    for heard, out_frame in zip(mic, played, strict=True):
        recent.append(rms(out_frame))
        out.append(rule.feed(vad.probability(heard), rms(heard), max(recent)))
    return out


def test_the_agent_needs_no_torch_and_no_server_side_models() -> None:
    code = (
        "import sys; import koe.cli.agent, services.vad.agent; from services.vad.detector import SileroVad; "
        "SileroVad(); heavy = {'torch', 'faster_whisper', 'ctranslate2', 'piper', 'TTS'} & set(sys.modules); "
        "print(sorted(heavy))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[]"


def _scaled(frame: bytes, gain: float) -> bytes:
    return to_pcm(to_float(frame) * gain)


def _mix(a: bytes, b: bytes) -> bytes:
    return to_pcm(to_float(a) + to_float(b))
