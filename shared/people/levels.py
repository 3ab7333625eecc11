"""How loud a recording is, with numpy alone: what a Pi can check of an enrolment recording before the
box checks the rest (`koe agent --enrol`; the voice model's front end is not installed there)."""

from __future__ import annotations

import numpy as np

SILENCE_DBFS = -45.0
CLIPPED_LEVEL = 0.99
CLIPPED_SHARE = 0.001
_WINDOW = 480  # 30 ms


def loud_dbfs(wav: np.ndarray) -> float:
    """The level of the loudest 5% of 30 ms windows, in dB below full scale."""
    usable = wav[: wav.size - wav.size % _WINDOW].astype(np.float64)
    if usable.size == 0:
        usable = np.pad(wav.astype(np.float64), (0, _WINDOW - wav.size))
    power = np.mean(usable.reshape(-1, _WINDOW) ** 2, axis=1)
    return float(10 * np.log10(np.percentile(power, 95) + 1e-20))


def clipped_share(wav: np.ndarray) -> float:
    return float(np.mean(np.abs(wav) >= CLIPPED_LEVEL)) if wav.size else 0.0
