"""Whisper's log-mel features in numpy alone: what the end-of-turn model reads (no torch on the Pi).

The recipe is Whisper's (and `transformers.WhisperFeatureExtractor`'s): 16 kHz audio, a 400-sample
periodic Hann window every 160 samples, a centred reflect-padded power spectrum, 80 Slaney mel filters,
log10 floored at the peak minus 8, then (x + 4) / 4. Smart Turn also normalises the waveform first.
"""

from __future__ import annotations

import numpy as np

SAMPLE_RATE = 16_000
N_FFT = 400
HOP = 160
N_MELS = 80


def _hz_to_mel(hz: np.ndarray) -> np.ndarray:
    """Slaney's mel scale: linear to 1 kHz, logarithmic above."""
    hz = np.asarray(hz, dtype=np.float64)
    return np.where(hz < 1000.0, 3.0 * hz / 200.0, 15.0 + np.log(np.maximum(hz, 1e-9) / 1000.0) * 27.0 / np.log(6.4))


def _mel_to_hz(mel: np.ndarray) -> np.ndarray:
    mel = np.asarray(mel, dtype=np.float64)
    return np.where(mel < 15.0, 200.0 * mel / 3.0, 1000.0 * np.exp((mel - 15.0) * np.log(6.4) / 27.0))


def mel_filters(n_mels: int = N_MELS, n_fft: int = N_FFT, rate: int = SAMPLE_RATE) -> np.ndarray:
    """(n_fft // 2 + 1, n_mels) triangular filters, each normalised to equal area (Slaney)."""
    edges = _mel_to_hz(np.linspace(_hz_to_mel(np.array(0.0)), _hz_to_mel(np.array(rate / 2)), n_mels + 2))
    bins = np.linspace(0, rate // 2, n_fft // 2 + 1)
    slopes = edges[None, :] - bins[:, None]
    down = -slopes[:, :-2] / np.diff(edges)[:-1]
    up = slopes[:, 2:] / np.diff(edges)[1:]
    filters = np.maximum(0.0, np.minimum(down, up))
    return filters * (2.0 / (edges[2 : n_mels + 2] - edges[:n_mels]))[None, :]


_WINDOW = np.hanning(N_FFT + 1)[:-1]  # periodic, as torch.hann_window
_FILTERS = mel_filters()


def log_mel(samples: np.ndarray, seconds: int = 8, normalize: bool = True) -> np.ndarray:
    """(80, 100 * seconds) float32 features of exactly `seconds` of 16 kHz audio: the last `seconds`
    of `samples`, zero-padded in front when shorter (the end of the utterance is what matters)."""
    n = SAMPLE_RATE * seconds
    x = np.asarray(samples, dtype=np.float32)[-n:]
    x = np.pad(x, (n - x.size, 0)) if x.size < n else x
    if normalize:
        x = (x - x.mean()) / np.sqrt(x.var() + 1e-7)
    padded = np.pad(x.astype(np.float64), (N_FFT // 2, N_FFT // 2), mode="reflect")
    frames = np.lib.stride_tricks.sliding_window_view(padded, N_FFT)[::HOP]
    power = np.abs(np.fft.rfft(frames * _WINDOW, axis=-1)) ** 2
    spec = np.log10(np.maximum(1e-10, power @ _FILTERS)).T[:, :-1]
    spec = np.maximum(spec, spec.max() - 8.0)
    return ((spec + 4.0) / 4.0).astype(np.float32)
