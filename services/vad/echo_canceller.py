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
from typing import Any, Protocol

import numpy as np

from services.vad.pcm import FRAME_S, FRAME_SAMPLES, SAMPLE_RATE, StreamResampler, to_float, to_pcm
from shared import metrics

BLOCK = 256  # samples the canceller takes at a time (16 ms; a power of two for its FFT)
TAIL_MS = 400  # the echo it can cancel: the speaker's latency (up to ~250 ms) and the room's reverberation
FAR_END_MAX_S = 1.0  # more unplayed far end than this means capture stalled: the oldest is dropped
TAIL_FRAMES = -(-TAIL_MS * SAMPLE_RATE // 1000 // FRAME_SAMPLES)  # frames the filter reaches back (13)
REPLAY_MAX_S = 12.0  # the most of a reply learned a second time (its beginning)
REPLAY_PER_FRAME = 8  # remembered frames learned again per microphone frame (0.8 ms here; a Pi a few ms)
SILENT_PEAK = 8  # int16: a far end no louder than this is silence (the resampler rings a little after a reply)
SPEEX_ECHO_SET_SAMPLING_RATE = 24


class EchoCancellerUnavailable(RuntimeError):
    """libspeexdsp is not installed; the agent goes on without echo cancellation."""


class FarEnd:
    """What was sent to the speaker, at 16 kHz, for the echo canceller: filled as pieces are played, taken
    one microphone frame at a time, each frame the next samples written.

    Counting samples is exact because the speaker runs on the microphone's clock: in real time the capture
    loop plays one piece (reply or silence) after each frame (Playback.play_along), in lockstep (`--fast`)
    one before each frame, so the delay between the far end and its echo stays what it was when the agent
    started, and the canceller keeps what it learned of the room. (A speaker thread of its own, placing
    each reply on a clock, moved it by a few samples from one reply to the next: docs/voice.md.)
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._samples = np.zeros(0, dtype=np.int16)
        self._resample = StreamResampler()

    def add(self, pcm: bytes, rate: int) -> None:
        with self._lock:
            samples = np.frombuffer(to_pcm(self._resample(to_float(pcm), rate)), dtype="<i2")
            self._samples = np.concatenate([self._samples, samples])
            excess = len(self._samples) - int(FAR_END_MAX_S * SAMPLE_RATE)
            if excess > 0:  # capture stalled: what it never heard is dropped, oldest first
                self._samples = self._samples[excess:]

    def take(self, n: int = FRAME_SAMPLES) -> np.ndarray:
        """The n samples played during the microphone frame just read (silence where nothing was)."""
        with self._lock:
            head, self._samples = self._samples[:n], self._samples[n:]
        return np.concatenate([head, np.zeros(n - len(head), np.int16)])


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
        near = np.frombuffer(_checked(frame, far), dtype="<i2")
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


class Relearning:
    """A canceller that learns each reply twice: live, and once more in the quiet after it.

    An adaptive filter converges over seconds of reply audio; after a room's first reply it took the next
    reply's echo only 4-13 dB down at its start in the barge-in bench's louder rooms, too little for the
    quick barge-in rule, so the first time a person spoke over a reply in a new room they were noticed
    late. Going over the same reply again (the microphone and the far end, frame by frame) is a second
    pass of the same learning, and the next reply is cancelled 4-12 dB deeper (docs/voice.md).

    The far end is remembered while a reply plays and for the filter's reach after it. Once the echo has
    died away (the far end silent for `TAIL_FRAMES`) the canceller has nothing to take out of the live
    microphone, which passes as it is while a few remembered frames are learned after each live one (so
    the capture loop never stalls); then the filter's memory of the far end is cleared with silence, as
    it was before. A reply that starts meanwhile ends the second pass at once.
    """

    active = True

    def __init__(self, inner: EchoCanceller) -> None:
        self.inner = inner
        self._heard: list[tuple[bytes, np.ndarray]] = []  # (microphone, far end) of the reply being learned
        self._silent = TAIL_FRAMES  # far-end frames in a row that were silence
        self._next = -1  # the remembered frame to learn next; -1 when not going over one
        self.relearned = 0  # frames learned a second time

    def process(self, frame: bytes, far: np.ndarray) -> bytes:
        _checked(frame, far)
        audible = len(far) > 0 and (int(far.max()) > SILENT_PEAK or int(far.min()) < -SILENT_PEAK)
        if audible and self._next >= 0:
            self._forget()  # a new reply: the live canceller again, the filter's memory silent as it was
        self._silent = 0 if audible else self._silent + 1
        if self._next < 0 and self._silent <= TAIL_FRAMES:
            if len(self._heard) < REPLAY_MAX_S / FRAME_S:
                self._heard.append((frame, far.copy()))
            out = self.inner.process(frame, far)
            if self._silent == TAIL_FRAMES and self._heard:
                self._next = 0  # its echo has died away: learn it again from the next frame on
            return out
        if self._next >= 0:
            for mic, played in self._heard[self._next : self._next + REPLAY_PER_FRAME]:
                self.inner.process(mic, played)
            self.relearned += min(REPLAY_PER_FRAME, len(self._heard) - self._next)
            self._next += REPLAY_PER_FRAME
            if self._next >= len(self._heard):
                self._forget()
        return frame  # nothing played for the filter's reach: nothing to take out

    def _forget(self) -> None:
        silence = np.zeros(FRAME_SAMPLES, np.int16)
        for _ in range(TAIL_FRAMES):
            self.inner.process(silence.tobytes(), silence)
        self._heard.clear()
        self._next = -1


def _checked(frame: bytes, far: np.ndarray) -> bytes:
    if len(frame) % (2 * BLOCK) or 2 * len(far) != len(frame):
        raise ValueError(f"the echo canceller takes whole {BLOCK}-sample blocks, with as much far end")
    return frame


def echo_canceller(mode: str, log: Any) -> EchoCanceller:
    """The canceller KOE_ECHO_CANCEL asks for: "speex" (none, with a warning, when libspeexdsp is
    missing) or "off"."""
    if mode == "off":
        return PassThrough()
    try:
        return Relearning(SpeexEchoCanceller())
    except EchoCancellerUnavailable as exc:
        log.warning("vad.no_echo_canceller", why=str(exc), note="apt install libspeexdsp1; barge-in by loudness")
        metrics.FALLBACKS.labels("vad", "no_echo_canceller").inc()
        return PassThrough()
