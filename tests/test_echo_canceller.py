"""The agent's echo canceller (libspeexdsp) on piper speech through a reverberant room, and the barge-in
rule that trusts it only as far as it is seen to work."""

from __future__ import annotations

import numpy as np
import pytest

from koe.bench.barge_in_room import room_response
from koe.bench.voice import Voice
from services.vad.echo_canceller import (
    EchoCanceller,
    EchoCancellerUnavailable,
    FarEnd,
    PassThrough,
    Relearning,
    SpeexEchoCanceller,
    echo_canceller,
)
from services.vad.pcm import FRAME_SAMPLES, SAMPLE_RATE, StreamResampler, resample, rms, to_float, to_pcm
from services.vad.segmenter import ECHO_FLOOR_MIN, CancelledBargeIn
from shared.logs import get_logger
from shared.settings import Settings

REPLY = (
    "The weather today is sunny with a light breeze from the west. It will stay warm until the evening, "
    "when some clouds may roll in from the sea. Tomorrow looks much the same."
)


def _db(a: float, b: float) -> float:
    return 20 * np.log10(max(a, 1e-6) / max(b, 1e-6))


@pytest.mark.slow
def test_the_reply_is_cancelled_out_of_the_microphone_and_the_person_is_left(voice: Voice) -> None:
    reply = np.tile(to_float(voice.say(REPLY)), 2)  # 8.8 s said twice: a second reply in the same room
    words = to_float(voice.say("Stop, that is not what I asked."))
    latency = SAMPLE_RATE // 10  # the speaker's sound arrives 100 ms late, then the room's reverberation
    echo = 0.3 * np.convolve(np.concatenate([np.zeros(latency, np.float32), reply]), room_response())
    at = int(13 * SAMPLE_RATE)  # the person speaks over the second reply
    person = np.zeros_like(echo)
    person[at : at + len(words)] = words * 0.3
    n = len(reply) // FRAME_SAMPLES * FRAME_SAMPLES
    canceller, far_end = SpeexEchoCanceller(), FarEnd()
    heard, left = [], []
    for i in range(0, n, FRAME_SAMPLES):
        far_end.add(to_pcm(reply[i : i + FRAME_SAMPLES]), SAMPLE_RATE)  # played, then heard
        mic = to_pcm(echo[i : i + FRAME_SAMPLES] + person[i : i + FRAME_SAMPLES])
        heard.append(mic)
        left.append(canceller.process(mic, far_end.take()))
    frame_of = lambda s: s // FRAME_SAMPLES  # noqa: E731
    echo_only = slice(frame_of(9 * SAMPLE_RATE), frame_of(at))  # the second reply, after the first
    speaking = slice(frame_of(at), frame_of(at + len(words)))
    depth = _db(rms(b"".join(heard[echo_only])), rms(b"".join(left[echo_only])))
    assert depth >= 25, f"the echo is only {depth:.1f} dB down in the second reply"
    person_level = rms(to_pcm(person[speaking.start * FRAME_SAMPLES : speaking.stop * FRAME_SAMPLES]))
    kept = _db(rms(b"".join(left[speaking])), person_level)
    assert abs(kept) <= 3, f"the person came through at {kept:+.1f} dB"


@pytest.mark.slow
def test_a_room_s_first_reply_is_learned_again_in_the_quiet_after_it(voice: Voice) -> None:
    reply = to_float(voice.say(REPLY))
    latency = SAMPLE_RATE // 5  # 200 ms, a loud speaker (-10 dB at the microphone): slow to learn

    def second_reply_depth(canceller: EchoCanceller, quiet_s: float) -> float:
        """The first reply, `quiet_s` of quiet, then the next: how deep its first 3 s are cancelled."""
        quiet = np.zeros(int(quiet_s * SAMPLE_RATE), np.float32)
        far = np.concatenate([reply, quiet, reply[: 3 * SAMPLE_RATE]])
        echo = 0.3 * np.convolve(np.concatenate([np.zeros(latency, np.float32), far]), room_response())
        second = (len(reply) + len(quiet)) // FRAME_SAMPLES
        heard, left = [], []
        for i in range(0, len(far) // FRAME_SAMPLES * FRAME_SAMPLES, FRAME_SAMPLES):
            mic = to_pcm(echo[i : i + FRAME_SAMPLES])
            out = canceller.process(mic, np.frombuffer(to_pcm(far[i : i + FRAME_SAMPLES]), "<i2"))
            if i // FRAME_SAMPLES > second:
                heard.append(mic)
                left.append(out)
        return _db(rms(b"".join(heard)), rms(b"".join(left)))

    once = second_reply_depth(SpeexEchoCanceller(), 1.5)
    twice = Relearning(SpeexEchoCanceller())
    assert second_reply_depth(twice, 1.5) >= once + 4, "the quiet after the first reply was not used"
    assert twice.relearned >= len(reply) // FRAME_SAMPLES  # all of it, a few frames after each live one
    interrupted = Relearning(SpeexEchoCanceller())  # the next reply starts while it goes over the first
    depth = second_reply_depth(interrupted, 0.6)
    assert 0 < interrupted.relearned < len(reply) // FRAME_SAMPLES
    assert depth >= once - 1, "a reply that starts meanwhile gets the live canceller at once"


def test_far_end_is_what_played_then_silence_and_never_more_than_a_second() -> None:
    far = FarEnd()
    far.add(to_pcm(np.full(700, 0.5, np.float32)), SAMPLE_RATE)
    first, second = far.take(512), far.take(512)
    assert (first > 0).all() and (second[:188] > 0).all() and (second[188:] == 0).all()
    far.add(to_pcm(np.full(3 * SAMPLE_RATE, 0.5, np.float32)), SAMPLE_RATE)  # capture stalled
    taken = sum(int((far.take(512) > 0).sum()) for _ in range(200))
    assert taken == SAMPLE_RATE


def test_the_canceller_can_be_turned_off_and_takes_whole_blocks() -> None:
    log = get_logger(stage="vad")
    assert isinstance(echo_canceller("off", log), PassThrough)
    canceller = echo_canceller("speex", log)
    assert canceller.active
    frame = to_pcm(np.zeros(FRAME_SAMPLES, np.float32))
    assert canceller.process(frame, np.zeros(FRAME_SAMPLES, np.int16)) == frame  # silence stays silence
    with pytest.raises(ValueError, match="whole"):
        canceller.process(frame[:100], np.zeros(50, np.int16))


def test_the_quick_rule_decides_only_while_the_canceller_is_seen_to_work() -> None:
    played, echo = 3000.0, 900.0  # the reply, and its echo at the microphone
    person = (0.9, 2400.0)  # speech, well over what the canceller leaves, but not over the echo by 1.5x
    untrusted = CancelledBargeIn()
    for _ in range(30):  # the canceller takes the echo only 6 dB down: not trusted
        assert not untrusted.feed((0.9, echo), (0.9, echo / 2), played)
    assert not untrusted.trusted
    assert not any(untrusted.feed((0.9, echo + 300), person, played) for _ in range(2))

    trusted = CancelledBargeIn()
    for _ in range(30):  # 40 dB down
        assert not trusted.feed((0.9, echo), (0.05, echo / 100), played)
    assert trusted.trusted
    assert [trusted.feed((0.9, echo + 300), person, played) for _ in range(2)] == [False, True]  # 64 ms
    assert trusted.reply_depth_db == pytest.approx(40, abs=0.1)  # what the agent reports after the reply
    trusted.reset()
    assert trusted.reply_depth_db is None
    assert not trusted.trusted  # a new reply: measured afresh
    assert echo > ECHO_FLOOR_MIN


def test_in_a_noisy_room_the_echo_path_is_learned_above_the_noise() -> None:
    noise, person = 150.0, 900.0  # a fan at about -47 dBFS; a person 14 dB over echo and noise together
    rule = CancelledBargeIn()
    for _ in range(50):  # between replies: the room's noise alone
        rule.hear_quiet(noise * 1.05)
        rule.hear_quiet(noise)
    assert rule.loud.noise == pytest.approx(noise, rel=0.05)

    def frame(played: float, speaking: bool) -> bool:
        echo = 0.03 * played  # a quiet room's echo: at its soft moments the microphone hears only the noise
        heard = float(np.hypot(np.hypot(echo, noise), person if speaking else 0.0))
        left = float(np.hypot(noise, person if speaking else 0.0))  # the echo cancelled, the noise left
        return rule.feed((0.9, heard), (0.9 if speaking else 0.05, left), played)

    assert not any(frame(3000.0 if i % 3 else 100.0, False) for i in range(60)), "the echo alone is no person"
    decided = [frame(3000.0, True) for _ in range(4)]
    assert decided[-1], "a soft moment of the reply must not make its echo look as loud as the reply"


def test_a_stream_resampled_piece_by_piece_is_the_stream_resampled_whole() -> None:
    x = np.sin(np.arange(22_050) / 7).astype(np.float32)
    stream = StreamResampler()
    pieces = np.concatenate([stream(x[i : i + 706], 22_050) for i in range(0, len(x), 706)])
    whole = resample(x, 22_050, SAMPLE_RATE)
    assert len(pieces) == len(whole) == SAMPLE_RATE  # per-piece rounding would lose ~0.3 sample a piece
    assert np.abs(pieces[:-1] - whole[:-1]).max() < 1e-5


def test_without_libspeexdsp_the_agent_goes_on_and_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    from prometheus_client import REGISTRY

    import services.vad.echo_canceller as ec

    def missing(*_: object, **__: object) -> None:
        raise ec.EchoCancellerUnavailable("libspeexdsp is not installed")

    monkeypatch.setattr(ec, "SpeexEchoCanceller", missing)
    labels = {"stage": "vad", "what": "no_echo_canceller"}
    before = REGISTRY.get_sample_value("koe_fallbacks_total", labels) or 0.0
    assert isinstance(echo_canceller("speex", get_logger(stage="vad")), PassThrough)
    assert REGISTRY.get_sample_value("koe_fallbacks_total", labels) == before + 1


def test_agent_check_warns_without_the_canceller_and_still_lets_the_agent_start(
    monkeypatch: pytest.MonkeyPatch, settings: Settings
) -> None:
    import services.vad.check as check

    def missing() -> None:
        raise EchoCancellerUnavailable("libspeexdsp.so.1: cannot open shared object file")

    monkeypatch.setattr(check, "SpeexEchoCanceller", missing)  # a Pi without Debian's libspeexdsp1
    got = check.echo_cancelling(settings)
    assert not got.ok and not got.required, "a warning: the agent runs without it"
    assert "apt-get install libspeexdsp1" in got.said
    assert check.echo_cancelling(settings.model_copy(update={"echo_cancel": "off"})).ok
