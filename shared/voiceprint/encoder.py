"""The GE2E voice encoder in numpy: a voiceprint (256 numbers, unit length) for an utterance, without torch.

It follows Resemblyzer's VoiceEncoder.embed_utterance: the utterance is cut into partials of 1.6 s (160
mel frames), 1.3 per second, each partial goes through a 3-layer LSTM, the last layer's final hidden state
through Linear + ReLU and is L2-normalised, and the utterance's voiceprint is the normalised mean of the
partials. All the partials of an utterance run as one batch, so the 160 time steps cost 480 small matrix
products whatever the utterance's length. The same network also runs as an onnxruntime graph
(onnx_graph.py), about three times cheaper; numpy stays as the reference and the fallback.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal

import numpy as np

from shared.voiceprint.frontend import HOP, SAMPLE_RATE, wav_to_mel_spectrogram
from shared.voiceprint.weights import EncoderWeights, LstmLayer, load_weights

if TYPE_CHECKING:
    from shared.voiceprint.onnx_graph import OnnxPartials

PARTIAL_FRAMES = 160  # 1.6 s
PARTIALS_PER_SECOND = 1.3
MIN_COVERAGE = 0.75


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * x))  # no overflow for large negative x, unlike 1 / (1 + exp(-x))


def lstm_layer(x: np.ndarray, layer: LstmLayer) -> np.ndarray:
    """One PyTorch LSTM layer over a batch, zero initial state: (batch, time, input) -> (batch, time, hidden).

    Gate rows are PyTorch's order i, f, g, o; the input projection of every step is one product up front.
    """
    batch, steps, _ = x.shape
    hidden = layer.w_hh.shape[1]
    projected = x @ layer.w_ih.T + layer.bias  # (batch, time, 4 * hidden)
    w_hh_t = np.ascontiguousarray(layer.w_hh.T)
    h = np.zeros((batch, hidden), dtype=x.dtype)
    c = np.zeros((batch, hidden), dtype=x.dtype)
    out = np.empty((batch, steps, hidden), dtype=x.dtype)
    for t in range(steps):
        gates = projected[:, t] + h @ w_hh_t
        i = _sigmoid(gates[:, :hidden])
        f = _sigmoid(gates[:, hidden : 2 * hidden])
        g = np.tanh(gates[:, 2 * hidden : 3 * hidden])
        o = _sigmoid(gates[:, 3 * hidden :])
        c = f * c + i * g
        h = o * np.tanh(c)
        out[:, t] = h
    return out


def partial_slices(
    n_samples: int, rate: float = PARTIALS_PER_SECOND, min_coverage: float = MIN_COVERAGE
) -> list[slice]:
    """Resemblyzer's compute_partial_slices, the mel frame ranges only: always at least one partial; the
    last is kept only if at least `min_coverage` of it is real audio rather than padding.
    """
    if not 0 < min_coverage <= 1:
        raise ValueError("min_coverage must be in (0, 1]")
    n_frames = int(np.ceil((n_samples + 1) / HOP))
    frame_step = int(np.round((SAMPLE_RATE / rate) / HOP))
    if not 0 < frame_step <= PARTIAL_FRAMES:
        raise ValueError(f"rate must be between {SAMPLE_RATE / (HOP * PARTIAL_FRAMES)} and {SAMPLE_RATE / HOP}")
    steps = max(1, n_frames - PARTIAL_FRAMES + frame_step + 1)
    slices = [slice(i, i + PARTIAL_FRAMES) for i in range(0, steps, frame_step)]
    last = slices[-1]
    coverage = (n_samples - last.start * HOP) / (PARTIAL_FRAMES * HOP)
    if coverage < min_coverage and len(slices) > 1:
        slices = slices[:-1]
    return slices


def _unit_rows(x: np.ndarray) -> np.ndarray:
    return x / np.maximum(np.linalg.norm(x, axis=-1, keepdims=True), 1e-12)


Runtime = Literal["auto", "onnx", "numpy"]


class VoiceEncoder:
    """Resemblyzer's pretrained speaker encoder; safe to share between threads.

    `runtime="auto"` takes onnxruntime when `onnx` (for the first build of the cached graph) and
    onnxruntime are installed, numpy otherwise; both give the same voiceprint to within 1e-6.
    `self.runtime` says which one runs.
    """

    def __init__(
        self,
        weights: EncoderWeights | None = None,
        weights_path: Path | str | None = None,
        runtime: Runtime = "auto",
        cache_dir: Path | None = None,
    ) -> None:
        self.weights = weights if weights is not None else load_weights(weights_path)
        self._onnx: OnnxPartials | None = None
        if runtime != "numpy":
            from shared.voiceprint.onnx_graph import INSTALL, OnnxPartials

            try:
                self._onnx = OnnxPartials(self.weights, cache_dir)
            except ImportError as e:
                if runtime == "onnx":
                    raise ImportError(f"the onnx runtime needs {e.name}: {INSTALL}") from e
        self.runtime: Literal["onnx", "numpy"] = "onnx" if self._onnx is not None else "numpy"

    def embed_partials(self, mels: np.ndarray) -> np.ndarray:
        """(batch, frames, 40) mel spectrograms -> (batch, 256) unit voiceprints (the network's forward)."""
        x = np.asarray(mels, dtype=np.float32)
        if self._onnx is not None:
            return _unit_rows(self._onnx(x)).astype(np.float32)
        for layer in self.weights.layers:
            x = lstm_layer(x, layer)
        raw = np.maximum(x[:, -1] @ self.weights.linear_w.T + self.weights.linear_b, 0.0)
        return _unit_rows(raw).astype(np.float32)

    def embed_utterance(self, wav: np.ndarray) -> np.ndarray:
        """A preprocessed 16 kHz utterance (see frontend.preprocess_wav) -> its 256-dim unit voiceprint."""
        wav = np.asarray(wav, dtype=np.float32)
        if wav.ndim != 1 or wav.size == 0:
            raise ValueError("embed_utterance needs a non-empty mono waveform")
        slices = partial_slices(wav.size)
        needed = slices[-1].stop * HOP
        if needed >= wav.size:
            wav = np.pad(wav, (0, needed - wav.size))
        mel = wav_to_mel_spectrogram(wav)
        partials = self.embed_partials(np.stack([mel[s] for s in slices]))
        return _unit_rows(partials.mean(axis=0)).astype(np.float32)
