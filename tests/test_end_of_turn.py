"""The end-of-turn judge on real speech: Whisper features as Smart Turn was trained on, the model on piper
utterances, and the segmenter's rule around it (KOE_END_OF_TURN=smart)."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from koe.bench.turn import LEAD_S, TAIL_S, quiet_point
from koe.bench.voice import Voice
from services.vad.detector import SileroVad
from services.vad.end_of_turn import SmartTurn, model_path
from services.vad.log_mel import log_mel
from services.vad.pcm import FRAME_BYTES, FRAME_S, SAMPLE_RATE, to_float, to_pcm
from services.vad.segmenter import Ended, Segmenter, TurnRule

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def model() -> SmartTurn:
    return SmartTurn()


def test_the_features_are_the_ones_smart_turn_was_trained_on() -> None:
    """Against the numpy extractor that ships beside the model (it mirrors transformers' Whisper one)."""
    reference = model_path().parents[1] / "_whisper_features.py"
    spec = importlib.util.spec_from_file_location("smart_turn_features", reference)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    audio = np.random.default_rng(1).normal(0, 0.1, 3 * SAMPLE_RATE).astype(np.float32)
    padded = np.pad(audio, (8 * SAMPLE_RATE - audio.size, 0))  # the model sees the last 8 s, zeros in front
    ours, theirs = log_mel(audio), module.compute_whisper_log_mel_features(padded)
    assert ours.shape == (80, 800) and np.allclose(ours, theirs, atol=1e-5)


def _with_silence(x: np.ndarray, seconds: float) -> np.ndarray:
    return np.concatenate([x, np.zeros(int(seconds * SAMPLE_RATE), np.float32)])


def test_a_finished_question_is_judged_finished_and_a_sentence_stopped_mid_way_is_not(
    voice: Voice, model: SmartTurn
) -> None:
    question = to_float(voice.say("What is the capital of France?"))
    assert model.complete(_with_silence(question, 0.2)) > 0.9
    sentence = to_float(voice.say("I was wondering if you could tell me how far away the moon is."))
    head = sentence[: quiet_point(sentence)]
    assert model.complete(_with_silence(head, 0.2)) < 0.5


def _ended_at(segmenter: Segmenter, pcm: bytes) -> float | None:
    vad = SileroVad()
    for i in range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES):
        frame = pcm[i : i + FRAME_BYTES]
        if any(isinstance(e, Ended) for e in segmenter.feed(frame, vad.probability(frame))):
            return (i + FRAME_BYTES) / 2 / SAMPLE_RATE
    return None


def test_the_rule_ends_a_finished_utterance_early_and_waits_through_a_pause(voice: Voice, model: SmartTurn) -> None:
    lead, tail = np.zeros(int(LEAD_S * SAMPLE_RATE), np.float32), np.zeros(int(TAIL_S * SAMPLE_RATE), np.float32)
    rule = TurnRule(model.judge, judge_after_ms=200, max_silence_ms=1000, threshold=0.5)

    question = to_float(voice.say("What is the capital of France?"))
    smart = Segmenter(0.5, turn=rule)
    smart_end = _ended_at(smart, to_pcm(np.concatenate([lead, question, tail])))
    silence_end = _ended_at(Segmenter(0.5, 500), to_pcm(np.concatenate([lead, question, tail])))
    assert smart_end is not None and silence_end is not None
    assert smart.judgments and smart.judgments[0] >= 0.5
    assert silence_end - smart_end >= 0.25, "about 300 ms sooner than the 500 ms silence rule"

    sentence = to_float(voice.say("I was wondering if you could tell me how far away the moon is."))
    cut = quiet_point(sentence)
    paused = np.concatenate([lead, sentence[:cut], np.zeros(int(0.7 * SAMPLE_RATE), np.float32), sentence[cut:], tail])
    ended = _ended_at(Segmenter(0.5, turn=rule), to_pcm(paused))
    pause_end = LEAD_S + cut / SAMPLE_RATE + 0.7
    assert ended is not None and ended > pause_end, "a 0.7 s pause mid-sentence does not end the turn"
    cut_short = _ended_at(Segmenter(0.5, 500), to_pcm(paused))
    assert cut_short is not None and cut_short < pause_end, "where the 500 ms silence rule cuts the person off"


def test_without_a_confident_finished_the_hard_limit_ends_the_utterance(voice: Voice) -> None:
    never_sure = TurnRule(lambda frames: 0.1, judge_after_ms=200, max_silence_ms=800)
    segmenter = Segmenter(0.5, turn=never_sure)
    x = to_float(voice.say("Turn off the kitchen lights please."))
    pcm = to_pcm(np.concatenate([np.zeros(SAMPLE_RATE // 2, np.float32), x, np.zeros(2 * SAMPLE_RATE, np.float32)]))
    vad = SileroVad()
    ends = []
    for i in range(0, len(pcm) - FRAME_BYTES + 1, FRAME_BYTES):
        frame = pcm[i : i + FRAME_BYTES]
        ends += [e for e in segmenter.feed(frame, vad.probability(frame)) if isinstance(e, Ended)]
    assert len(ends) == 1 and ends[0].silence_frames == round(0.8 / FRAME_S)
    assert segmenter.judgments == [0.1], "asked once per silence"


def test_a_judgment_that_fails_is_logged_counted_and_taken_as_not_sure(monkeypatch: pytest.MonkeyPatch) -> None:
    from prometheus_client import REGISTRY
    from structlog.testing import capture_logs

    from services.vad.end_of_turn import turn_rule
    from shared.logs import get_logger
    from shared.settings import load_settings

    def broken(self: SmartTurn, frames: list[bytes]) -> float:
        raise RuntimeError("onnxruntime: out of memory")  # what a Pi short of memory would say

    rule = turn_rule(load_settings(end_of_turn="smart"), get_logger(stage="vad"))
    assert rule is not None and rule.pool is not None, "Smart Turn is the default, judged off the frame loop"
    monkeypatch.setattr(SmartTurn, "judge", broken)
    before = REGISTRY.get_sample_value("koe_fallbacks_total", {"stage": "vad", "what": "turn_judge_failed"}) or 0.0
    with capture_logs() as logs:
        assert rule.judge([bytes(FRAME_BYTES)]) == 0.0, "not sure: the 1 s limit ends the turn"
    assert any(e["event"] == "vad.end_of_turn_failed" for e in logs)
    after = REGISTRY.get_sample_value("koe_fallbacks_total", {"stage": "vad", "what": "turn_judge_failed"})
    assert after == before + 1
    rule.pool.shutdown()
