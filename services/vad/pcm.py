"""16-bit PCM helpers for the agent: frames, loudness, resampling and WAV files (numpy only)."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

SAMPLE_RATE = 16_000
FRAME_SAMPLES = 512  # silero VAD's window at 16 kHz: 32 ms
FRAME_BYTES = FRAME_SAMPLES * 2
FRAME_S = FRAME_SAMPLES / SAMPLE_RATE
SILENT_FRAME = bytes(FRAME_BYTES)


def to_float(pcm: bytes) -> np.ndarray:
    """int16 little-endian bytes -> float32 in [-1, 1]."""
    return np.frombuffer(pcm, dtype="<i2").astype(np.float32) / 32768.0


def to_pcm(samples: np.ndarray) -> bytes:
    """float samples in [-1, 1] -> int16 little-endian bytes (clipped)."""
    return (np.clip(samples, -1.0, 1.0) * 32767.0).astype("<i2").tobytes()


def rms(pcm: bytes) -> float:
    """Root mean square of int16 PCM, in sample units (0 .. 32768)."""
    if not pcm:
        return 0.0
    x = np.frombuffer(pcm, dtype="<i2").astype(np.float64)
    return float(np.sqrt(np.mean(x * x)))


def resample(samples: np.ndarray, rate: int, target: int) -> np.ndarray:
    """Linear-interpolation resampling: plenty for speech detection and playback of speech."""
    if rate == target or len(samples) == 0:
        return samples.astype(np.float32, copy=False)
    n = round(len(samples) * target / rate)
    positions = np.arange(n, dtype=np.float64) * (rate / target)
    return np.interp(positions, np.arange(len(samples)), samples).astype(np.float32)


class StreamResampler:
    """`resample` for a stream that arrives in pieces: the fractional position carries over from one
    piece to the next, so no sample is lost or doubled at the joins (per-piece rounding drifts a 22.05 kHz
    reply by about a sample a piece against the microphone's clock)."""

    def __init__(self, target: int = SAMPLE_RATE) -> None:
        self.target = target
        self._rate = 0
        self._last: np.ndarray | None = None  # the previous piece's last sample
        self._pos = 0.0  # where the next output sample lies, in input samples from _last

    def __call__(self, samples: np.ndarray, rate: int) -> np.ndarray:
        if rate == self.target or len(samples) == 0:
            return samples.astype(np.float32, copy=False)
        if rate != self._rate:
            self._rate, self._last, self._pos = rate, None, 0.0
        x = samples if self._last is None else np.concatenate([self._last, samples])
        step = rate / self.target
        n = int((len(x) - 1 - self._pos) // step) + 1 if len(x) - 1 >= self._pos else 0
        out = np.interp(self._pos + np.arange(n) * step, np.arange(len(x)), x).astype(np.float32)
        self._pos += n * step - (len(x) - 1)
        self._last = x[-1:]
        return out


def read_wav(path: Path) -> tuple[np.ndarray, int]:
    """A 16-bit PCM WAV file as float32 mono samples and its sample rate."""
    try:
        with wave.open(str(path), "rb") as w:
            if w.getsampwidth() != 2:
                raise ValueError(f"{path}: only 16-bit PCM WAV files are supported")
            channels, rate = w.getnchannels(), w.getframerate()
            data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float32) / 32768.0
    except (wave.Error, EOFError) as exc:
        raise ValueError(f"{path}: not a readable WAV file ({exc})") from None
    if channels > 1:
        data = data.reshape(-1, channels).mean(axis=1)
    return data, rate


def read_wav_16k(path: Path) -> bytes:
    """A WAV file as 16 kHz mono int16 PCM, the agent's microphone format."""
    samples, rate = read_wav(path)
    return to_pcm(resample(samples, rate, SAMPLE_RATE))


def write_wav(path: Path, pcm: bytes, rate: int) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(pcm)
