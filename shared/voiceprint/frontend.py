"""Audio to the encoder's input: 16 kHz mono float32, Resemblyzer's preprocessing, its mel spectrogram.

Resemblyzer 0.1.4 declares librosa >= 0.9.1, so the spectrogram reproduced here is librosa 0.9/0.10's
`melspectrogram(y, sr=16000, n_fft=400, hop_length=160, n_mels=40)`: a periodic Hann window of 400 samples,
center=True with zero padding of n_fft // 2 on both sides (pad_mode="constant", the default since librosa
0.9.0; 0.8 reflected), power 2, and a Slaney-scale mel filterbank with Slaney (area) normalisation. Numpy
only: no librosa, scipy or torch on the box. Decoding and resampling go through PyAV (FFmpeg); for 16 kHz
input, which is what the agent sends, no resampling happens, as in Resemblyzer.
"""

from __future__ import annotations

from pathlib import Path

import av
import numpy as np

SAMPLE_RATE = 16000
N_FFT = 400  # 25 ms
HOP = 160  # 10 ms
N_MELS = 40
TARGET_DBFS = -30.0
_INT16_MAX = 2**15 - 1
_VAD_WINDOW = 480  # 30 ms, as Resemblyzer's webrtcvad windows
_VAD_AVERAGE_WIDTH = 8
_VAD_MAX_SILENCE = 6  # windows
_VOICE_ABOVE_QUIET_DB = 6.0  # voice is this much louder than the quietest tenth of the windows...
_VOICE_BELOW_LOUD_DB = 35.0  # ...and no further than this below the loud ones (the 95th percentile)...
_VOICE_ALWAYS_DBFS = -40.0  # ...and a window louder than this is voice whatever the rest (steady noise)


class AudioDecodeError(ValueError):
    """The audio file cannot be decoded, or holds no audio stream."""


def load_audio(path: Path | str) -> np.ndarray:
    """Any file FFmpeg reads (WAV, FLAC, ...), any rate and channel count, as 16 kHz mono float32 in [-1, 1]."""
    try:
        with av.open(str(path)) as container:
            if not container.streams.audio:
                raise AudioDecodeError(f"{path} has no audio stream")
            stream = container.streams.audio[0]
            to_float = av.AudioResampler(format="fltp")  # planar float, same layout and rate
            chunks: list[np.ndarray] = []
            rate = 0
            for frame in container.decode(stream):
                rate = frame.sample_rate
                chunks.extend(out.to_ndarray() for out in to_float.resample(frame))
            chunks.extend(out.to_ndarray() for out in to_float.resample(None))
    except av.FFmpegError as e:
        raise AudioDecodeError(f"cannot decode {path}: {e}") from e
    if not chunks:
        return np.zeros(0, dtype=np.float32)
    # The mean of the channels, as librosa.to_mono: FFmpeg's own downmix weighs channels differently.
    mono = np.concatenate(chunks, axis=1).mean(axis=0, dtype=np.float32)
    return resample(mono, rate)


def resample(wav: np.ndarray, source_rate: int) -> np.ndarray:
    """Mono float audio at `source_rate` to 16 kHz with FFmpeg's resampler (not librosa's soxr: close, not equal)."""
    wav = np.ascontiguousarray(wav, dtype=np.float32)
    if source_rate == SAMPLE_RATE or wav.size == 0:
        return wav
    resampler = av.AudioResampler(format="flt", layout="mono", rate=SAMPLE_RATE)
    frames = []
    for start in range(0, wav.size, 1 << 16):
        frame = av.AudioFrame.from_ndarray(wav[None, start : start + (1 << 16)].copy(), format="fltp", layout="mono")
        frame.sample_rate = source_rate
        frames.extend(resampler.resample(frame))
    frames.extend(resampler.resample(None))
    return np.concatenate([frame.to_ndarray()[0] for frame in frames]).astype(np.float32, copy=False)


def normalize_volume(wav: np.ndarray, target_dbfs: float = TARGET_DBFS) -> np.ndarray:
    """Raises quiet audio to `target_dbfs` RMS and never lowers loud audio, as Resemblyzer (increase_only)."""
    rms = float(np.sqrt(np.mean((wav.astype(np.float64) * _INT16_MAX) ** 2))) if wav.size else 0.0
    if rms == 0.0:
        return wav  # digital silence: Resemblyzer would divide by zero here
    change_db = target_dbfs - 20 * np.log10(rms / _INT16_MAX)
    if change_db < 0:
        return wav
    return (wav * (10 ** (change_db / 20))).astype(np.float32)


def voice_windows(wav: np.ndarray) -> np.ndarray:
    """Which 30 ms windows hold voice, by energy alone: replaces Resemblyzer's webrtcvad (mode 3), a C extension.

    A window is voice when it is 6 dB above the quietest tenth of the utterance's windows and within 35 dB
    of its loud ones, or louder than -40 dBFS in any case. On 110 LibriSpeech utterances the kept samples
    (after Resemblyzer's smoothing and dilation, which follow unchanged) agree with webrtcvad's on 94% of
    the audio; webrtcvad also drops some loud non-speech, which energy cannot tell from speech. The agent
    sends audio its own VAD has already cut, so this only shortens the pauses inside an utterance.
    """
    windows = wav[: wav.size - wav.size % _VAD_WINDOW].reshape(-1, _VAD_WINDOW).astype(np.float64)
    if windows.size == 0:
        return np.zeros(0, dtype=bool)
    db = 10 * np.log10(np.mean(windows**2, axis=1) + 1e-12)
    quiet, loud = np.percentile(db, [10, 95])
    threshold = min(max(quiet + _VOICE_ABOVE_QUIET_DB, loud - _VOICE_BELOW_LOUD_DB), _VOICE_ALWAYS_DBFS)
    return db > threshold


def trim_long_silences(wav: np.ndarray) -> np.ndarray:
    """Shortens pauses to at most about 6 windows (180 ms), as Resemblyzer's trim_long_silences.

    Like Resemblyzer, drops the last partial 30 ms window.
    """
    flags = voice_windows(wav).astype(np.float64)
    if flags.size == 0:
        return wav[:0]
    width = _VAD_AVERAGE_WIDTH
    padded = np.concatenate((np.zeros((width - 1) // 2), flags, np.zeros(width // 2)))
    sums = np.cumsum(padded)
    sums[width:] = sums[width:] - sums[:-width]
    mask = np.round(sums[width - 1 :] / width).astype(bool)
    # Binary dilation with a centred structure of 7 ones (scipy's binary_dilation in Resemblyzer).
    mask = np.convolve(mask.astype(np.int64), np.ones(_VAD_MAX_SILENCE + 1, dtype=np.int64), mode="same") > 0
    return wav[: mask.size * _VAD_WINDOW][np.repeat(mask, _VAD_WINDOW)]


def preprocess_wav(wav: np.ndarray, source_rate: int = SAMPLE_RATE) -> np.ndarray:
    """Resemblyzer's preprocess_wav: resample to 16 kHz, raise the volume to -30 dBFS, trim long silences."""
    wav = resample(np.asarray(wav, dtype=np.float32), source_rate)
    return trim_long_silences(normalize_volume(wav))


def _hz_to_slaney_mel(hz: np.ndarray) -> np.ndarray:
    """Slaney's Auditory Toolbox scale (librosa's htk=False): linear to 1 kHz, logarithmic above."""
    hz = np.asarray(hz, dtype=np.float64)
    linear = hz / (200.0 / 3)
    logarithmic = 15.0 + np.log(np.maximum(hz, 1e-10) / 1000.0) / (np.log(6.4) / 27.0)
    return np.where(hz >= 1000.0, logarithmic, linear)


def _slaney_mel_to_hz(mel: np.ndarray) -> np.ndarray:
    mel = np.asarray(mel, dtype=np.float64)
    return np.where(mel >= 15.0, 1000.0 * np.exp(np.log(6.4) / 27.0 * (mel - 15.0)), mel * (200.0 / 3))


def mel_filterbank(sample_rate: int = SAMPLE_RATE, n_fft: int = N_FFT, n_mels: int = N_MELS) -> np.ndarray:
    """librosa.filters.mel(sr, n_fft, n_mels) with its defaults: triangles on the Slaney scale, 0 to Nyquist,
    each scaled by 2 / (its width in Hz) so that it has unit area (norm="slaney"). Shape (n_mels, 1 + n_fft // 2).
    """
    fft_hz = np.fft.rfftfreq(n_fft, d=1.0 / sample_rate)
    edges = _slaney_mel_to_hz(np.linspace(0.0, _hz_to_slaney_mel(sample_rate / 2.0), n_mels + 2))
    widths = np.diff(edges)
    ramps = edges[:, None] - fft_hz[None, :]
    lower = -ramps[:-2] / widths[:-1, None]
    upper = ramps[2:] / widths[1:, None]
    weights = np.maximum(0.0, np.minimum(lower, upper))
    weights *= (2.0 / (edges[2:] - edges[:-2]))[:, None]
    return weights.astype(np.float32)


_FILTERBANK = mel_filterbank()
_WINDOW = 0.5 - 0.5 * np.cos(2 * np.pi * np.arange(N_FFT) / N_FFT)  # periodic Hann, scipy's get_window("hann")


def power_spectrogram(wav: np.ndarray) -> np.ndarray:
    """|STFT|^2 with librosa's center=True, zero padding: 1 + len // 160 frames, shape (frames, 201)."""
    padded = np.pad(np.asarray(wav, dtype=np.float64), N_FFT // 2, mode="constant")
    frames = np.lib.stride_tricks.sliding_window_view(padded, N_FFT)[::HOP]
    spectrum = np.fft.rfft(frames * _WINDOW, axis=1)
    return spectrum.real**2 + spectrum.imag**2


def wav_to_mel_spectrogram(wav: np.ndarray) -> np.ndarray:
    """Resemblyzer's wav_to_mel_spectrogram: power mel spectrogram (not log), float32, shape (frames, 40)."""
    # einsum, not `@`: this product is too small for BLAS, whose idle threads would cost 8 ms of CPU here.
    return np.einsum("tf,mf->tm", power_spectrogram(wav).astype(np.float32), _FILTERBANK).astype(np.float32)
