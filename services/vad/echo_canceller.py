"""Echo cancellation: the reply being played is taken out of what the microphone hears.

A Pi's microphone hears the speaker. The agent knows exactly what it sent to the speaker (the far end),
so an adaptive filter can learn the room's path from speaker to microphone (the delay, the reflections)
and subtract the echo; what is left is the person. koe uses libspeexdsp's MDF canceller (BSD-3, Xiph;
Debian's and Raspberry Pi OS's `libspeexdsp1`), through ctypes: a linear canceller, so the person's own
voice passes unchanged even while the reply plays. (WebRTC's AEC3, tried first, also suppresses what it
takes for leftover echo, and muted the first 60-190 ms of a person starting to speak over the reply.)

The canceller learns the room from the first few seconds of reply audio and keeps it; the barge-in rule
trusts it only as far as it measures it working (services/vad/segmenter.py, CancelledBargeIn). Without
the library (or with KOE_ECHO_CANCEL=off) the microphone is passed through, and barge-in is by loudness.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import threading
from collections.abc import Callable
from typing import Any, Protocol

import numpy as np

from services.vad.pcm import FRAME_SAMPLES, SAMPLE_RATE, StreamResampler, to_float, to_pcm
from shared import metrics

BLOCK = 256  # samples the canceller takes at a time (16 ms; a power of two for its FFT)
TAIL_MS = 400  # the echo it can cancel: the speaker's latency (up to ~250 ms) and the room's reverberation
JITTER = SAMPLE_RATE * 8 // 1000  # a frame read up to 8 ms late or early still takes the next samples
RECOUNT_S = 0.1  # a capture thread this far behind the clock (or ahead) is counted from the clock again
UNDERRUN_S = 0.04  # a piece written this much after the last one ended: the speaker ran dry in between
FAR_END_MAX_S = 1.0  # more unplayed far end than this means capture stalled: the oldest is dropped
SPEEX_ECHO_SET_SAMPLING_RATE = 24


class EchoCancellerUnavailable(RuntimeError):
    """libspeexdsp is not installed; the agent goes on without echo cancellation."""


class FarEnd:
    """What was sent to the speaker, at 16 kHz, for the echo canceller: filled by the speaker thread, taken
    one microphone frame at a time by the capture thread.

    In real time (`clock` given) the two threads run on their own pace, so the far end is kept on a
    timeline: a piece plays from when it is written or when the one before it ends, whichever is later
    (a gap is silence, as on a sound card that ran dry), and each microphone frame takes the samples
    that played during its 32 ms. Counting samples instead shifted the far end by a frame each time the
    two threads' turns crossed. (Placing each reply by the clock still wobbles by a few samples from one
    reply to the next: docs/voice.md says what that costs and what would fix it.) In lockstep (`--fast`,
    no clock) a frame takes the next samples written.
    """

    def __init__(self, clock: Callable[[], float] | None = None) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._samples = np.zeros(0, dtype=np.int16)
        self._t0 = 0.0  # real time: when _samples[0] plays
        self._resample = StreamResampler()
        self._anchored = False  # real time: the first frame after a silence has placed the timeline
        self._frame_t = 0.0  # real time: when the last microphone frame ended, counted

    def add(self, pcm: bytes, rate: int) -> None:
        with self._lock:
            samples = np.frombuffer(to_pcm(self._resample(to_float(pcm), rate)), dtype="<i2")
            if self._clock is not None:
                now = self._clock()
                end = self._t0 + len(self._samples) / SAMPLE_RATE
                if now - end > FAR_END_MAX_S or not len(self._samples):
                    self._samples, self._t0, self._anchored = np.zeros(0, dtype=np.int16), now, False
                elif now - end > UNDERRUN_S:  # the speaker ran dry meanwhile
                    samples = np.concatenate([np.zeros(round((now - end) * SAMPLE_RATE), np.int16), samples])
            self._samples = np.concatenate([self._samples, samples])
            self._drop(len(self._samples) - int(FAR_END_MAX_S * SAMPLE_RATE))

    def take(self, n: int = FRAME_SAMPLES) -> np.ndarray:
        """The n samples played during the microphone frame just read (silence where nothing was)."""
        with self._lock:
            lead = 0
            if self._clock is not None:
                offset = round((self._frame_end(n) - n / SAMPLE_RATE - self._t0) * SAMPLE_RATE)
                if self._anchored and abs(offset) <= JITTER:  # a thread's usual wobble: keep the stream whole
                    offset = 0
                self._anchored = self._anchored or len(self._samples) > 0
                self._drop(offset)  # played before this frame
                lead = min(n, max(0, -offset))  # the frame began before the next sample played
            head = self._samples[: n - lead]
            self._drop(len(head))
        return np.concatenate([np.zeros(lead, np.int16), head, np.zeros(n - lead - len(head), np.int16)])

    def _frame_end(self, n: int) -> float:
        """When the frame just read ended, on the microphone's own clock: frames come whole and in order,
        so counting them is exact, while the moment the capture thread gets to one wobbles (and a late
        thread reads several at once). Counted from the clock again when the two part by RECOUNT_S."""
        assert self._clock is not None
        now = self._clock()
        self._frame_t = self._frame_t + n / SAMPLE_RATE if self._frame_t else now
        if abs(self._frame_t - now) > RECOUNT_S:
            self._frame_t = now
        return self._frame_t

    def _drop(self, count: int) -> None:
        if count > 0:
            self._samples = self._samples[count:]
            self._t0 += count / SAMPLE_RATE


class EchoCanceller(Protocol):
    active: bool

    def process(self, frame: bytes, far: np.ndarray) -> bytes:
        """One microphone frame (int16 PCM) and the far end played meanwhile -> what is left of it."""
        ...


class PassThrough:
    """No echo cancellation: the microphone as it is."""

    active = False

    def process(self, frame: bytes, far: np.ndarray) -> bytes:
        return frame


class SpeexEchoCanceller:
    """libspeexdsp's echo canceller; one state per microphone, kept for the agent's life."""

    active = True

    def __init__(self, tail_ms: int = TAIL_MS) -> None:
        name = ctypes.util.find_library("speexdsp") or "libspeexdsp.so.1"
        try:
            lib = ctypes.CDLL(name)
        except OSError as exc:
            raise EchoCancellerUnavailable(f"libspeexdsp is not installed ({exc})") from None
        lib.speex_echo_state_init.restype = ctypes.c_void_p
        lib.speex_echo_state_init.argtypes = [ctypes.c_int, ctypes.c_int]
        lib.speex_echo_cancellation.argtypes = [ctypes.c_void_p] * 4
        lib.speex_echo_ctl.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p]
        lib.speex_echo_state_destroy.argtypes = [ctypes.c_void_p]
        self._lib = lib
        self._state = lib.speex_echo_state_init(BLOCK, SAMPLE_RATE * tail_ms // 1000)
        rate = ctypes.c_int(SAMPLE_RATE)
        lib.speex_echo_ctl(self._state, SPEEX_ECHO_SET_SAMPLING_RATE, ctypes.byref(rate))

    def process(self, frame: bytes, far: np.ndarray) -> bytes:
        near = np.frombuffer(frame, dtype="<i2")
        if len(near) % BLOCK or len(far) != len(near):
            raise ValueError(f"the echo canceller takes whole {BLOCK}-sample blocks, with as much far end")
        far = np.ascontiguousarray(far, dtype="<i2")
        out = np.empty_like(near)
        for i in range(0, len(near), BLOCK):
            rec = np.ascontiguousarray(near[i : i + BLOCK])
            self._lib.speex_echo_cancellation(
                self._state, rec.ctypes.data, far[i : i + BLOCK].ctypes.data, out[i : i + BLOCK].ctypes.data
            )
        return out.tobytes()

    def __del__(self) -> None:
        state, self._state = getattr(self, "_state", None), None
        if state:
            self._lib.speex_echo_state_destroy(state)


def echo_canceller(mode: str, log: Any) -> EchoCanceller:
    """The canceller KOE_ECHO_CANCEL asks for: "speex" (none, with a warning, when libspeexdsp is
    missing) or "off"."""
    if mode == "off":
        return PassThrough()
    try:
        return SpeexEchoCanceller()
    except EchoCancellerUnavailable as exc:
        log.warning("vad.no_echo_canceller", why=str(exc), note="apt install libspeexdsp1; barge-in by loudness")
        metrics.FALLBACKS.labels("vad", "no_echo_canceller").inc()
        return PassThrough()
