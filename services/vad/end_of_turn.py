"""Has the person finished? Smart Turn v3.2 (BSD-2, by Daily) judges the end of an utterance from its sound.

The model reads the last 8 s of the utterance as Whisper log-mel features (services/vad/log_mel.py) and
says how likely the turn is complete, from intonation and the shape of the words as much as from the
silence. Its 8.7 MB CPU ONNX file ships inside the `pipecat-ai` wheel; koe installs that wheel without
its dependencies and reads only the file (nothing of pipecat is imported), with onnxruntime, no torch.
"""

from __future__ import annotations

import importlib.util
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from services.vad.log_mel import SAMPLE_RATE, log_mel
from services.vad.pcm import to_float
from services.vad.segmenter import TurnRule
from shared import metrics
from shared.core_sharing import engine_work
from shared.settings import Settings

MODEL_FILE = "audio/turn/smart_turn/data/smart-turn-v3.2-cpu.onnx"
WINDOW_S = 8  # the model's input: the last 8 seconds


class EndOfTurnUnavailable(RuntimeError):
    """The model file or onnxruntime is missing; the agent falls back to the silence rule."""


def model_path() -> Path:
    """The ONNX file inside the installed pipecat-ai wheel, found without importing pipecat (its
    __init__ wants loguru and more, which koe does not install)."""
    spec = importlib.util.find_spec("pipecat")
    if spec is None or not spec.submodule_search_locations:
        raise EndOfTurnUnavailable("pipecat-ai is not installed (pip install --no-deps pipecat-ai==1.14.0)")
    for root in spec.submodule_search_locations:
        path = Path(root) / MODEL_FILE
        if path.exists():
            return path
    raise EndOfTurnUnavailable(f"pipecat-ai has no {MODEL_FILE}")


@dataclass
class SmartTurn:
    """One ONNX session, one thread: about a millisecond-scale budget per judgment is the point."""

    threads: int = 1

    def __post_init__(self) -> None:
        try:
            import onnxruntime as ort
        except ImportError as exc:
            raise EndOfTurnUnavailable("onnxruntime is not installed") from exc
        options = ort.SessionOptions()
        options.intra_op_num_threads = self.threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self.session = ort.InferenceSession(str(model_path()), sess_options=options)
        self.input = self.session.get_inputs()[0].name

    def complete(self, samples: np.ndarray) -> float:
        """How likely the person has finished, 0..1, from 16 kHz float samples of the utterance so far."""
        features = log_mel(samples[-SAMPLE_RATE * WINDOW_S :], seconds=WINDOW_S)[None, :, :]
        with engine_work("turn"):  # the reply's server steps down to its fewer threads meanwhile
            out = self.session.run(None, {self.input: features})[0]
        return float(np.asarray(out).reshape(-1)[0])

    def judge(self, frames: list[bytes]) -> float:
        """The segmenter's TurnJudge: the utterance's int16 frames so far."""
        return self.complete(to_float(b"".join(frames)))


def turn_rule(settings: Settings, log: Any) -> TurnRule | None:
    """Smart Turn's rule when KOE_END_OF_TURN=smart and its model loads; else the silence rule (None)."""
    if settings.end_of_turn != "smart":
        return None
    try:
        model = SmartTurn()
    except EndOfTurnUnavailable as exc:
        log.warning("vad.end_of_turn_unavailable", why=str(exc), fallback_silence_ms=settings.vad_silence_ms)
        metrics.FALLBACKS.labels("vad", "no_turn_model").inc()
        return None

    def judge(frames: list[bytes]) -> float:
        try:
            return model.judge(frames)
        except Exception as exc:  # onnxruntime failing mid-run: "not sure", so the limit ends the turn
            log.warning("vad.end_of_turn_failed", error=str(exc))
            metrics.FALLBACKS.labels("vad", "turn_judge_failed").inc()
            return 0.0

    pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="vad-turn")  # off the frame loop
    return TurnRule(
        judge, settings.turn_judge_after_ms, settings.turn_max_silence_ms, settings.turn_threshold, pool=pool
    )
