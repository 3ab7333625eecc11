"""Utterances from per-frame speech probabilities, and the rule for speaking over the reply.

The segmenter turns silero's probability for each 32 ms frame into utterances: it starts after
`START_FRAMES` frames at or above the threshold (with a short pre-roll so the first syllable is kept)
and ends after `silence_ms` of frames below a lower threshold (hysteresis, as silero recommends). With a
`TurnRule` (KOE_END_OF_TURN=smart) a judge of the utterance's sound decides instead: asked once after a
short silence, a confident "finished" ends the utterance there, anything else waits for a longer limit.
With a head start (`head_start_ms`), a short silence that has not ended the utterance yet is reported as
a likely end (`Paused`), so the box can start on the words heard so far; if the person goes on speaking
(`Resumed`: real speech again, not a blip), that work is dropped.

While the agent plays a reply its microphone hears the reply too (a Pi has no echo cancellation), so
the segmenter is gated and `BargeIn` decides instead: the person must be clearly speaking, with a high
speech probability, in half of the last eight frames, and louder than any echo the reply being played
could explain (the echo path, mic level per played level, is learned during playback). Measured on
piper speech: no false barge-in for speaker latencies up to 290 ms at any echo level, and the person,
10 dB above the echo, is noticed 130-290 ms after they start in most cases.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from services.vad.pcm import FRAME_S

START_FRAMES = 2  # 64 ms above the threshold: a click or a door is shorter
PREROLL_S = 0.32  # audio kept from before the start, so the first syllable reaches STT
HYSTERESIS = 0.15  # silero's own gap between the start and the end threshold
MAX_UTTERANCE_S = 30.0  # an utterance this long is cut (a TV left on must not make one endless turn)
JUDGED_S = 8.0  # the end-of-turn judge reads at most the last 8 s (Smart Turn's window)

BARGE_IN_PROB = 0.7  # at least this (or the VAD threshold, if higher) counts as the person speaking
BARGE_IN_WINDOW = 8  # frames looked at (256 ms) ...
BARGE_IN_NEEDED = 4  # ... of which this many must be clear speech (128 ms)
BARGE_IN_LOUDER = 1.5  # 3.5 dB above the loudest echo the reply being played could make
BARGE_IN_WARMUP = 16  # audible frames at the start of playback spent learning the echo path only
ECHO_FLOOR_MIN = 60.0  # int16 RMS (about -55 dBFS): below this a level counts as quiet
COUPLING_DECAY = 0.995  # per frame: the learned echo path fades by about 1.4 dB a second
# After the warm-up the echo path may grow by at most this much a frame (2 dB): the reply's own echo
# changes little from one frame to the next, while a person's first syllable jumps 10 dB or more, and
# must not teach the rule that the echo is that loud (it would then never see them as louder).
COUPLING_RISE = 1.26


@dataclass
class Started:
    """Speech began: `frames` are the pre-roll and the frames that triggered the start."""

    frames: list[bytes]


@dataclass
class Audio:
    """One more frame of the utterance."""

    frame: bytes


@dataclass
class Paused:
    """A likely end: `silence_frames` of silence so far, the utterance not ended yet (the head start)."""

    silence_frames: int


@dataclass
class Resumed:
    """Speech again after a `Paused`: what was begun on the pause must be dropped."""


@dataclass
class Ended:
    """The utterance is over; its last `silence_frames` frames were the silence that ended it."""

    silence_frames: int
    cut: bool = False  # ended by MAX_UTTERANCE_S, not by silence


Event = Started | Audio | Paused | Resumed | Ended


# Has the person finished? Given the utterance so far (int16 PCM frames), how likely it is complete, 0..1.
TurnJudge = Callable[[list[bytes]], float]


@dataclass
class TurnRule:
    """When a judge decides the end: it is asked once, after `judge_after_ms` of silence; "finished"
    (at least `threshold`) ends the utterance there, anything else waits for `max_silence_ms`."""

    judge: TurnJudge
    judge_after_ms: int = 200
    max_silence_ms: int = 1000
    threshold: float = 0.5


@dataclass
class Segmenter:
    threshold: float = 0.5
    silence_ms: int = 500  # the silence rule; with a `turn` rule, its own limits apply instead
    turn: TurnRule | None = None
    head_start_ms: int = 0  # report a likely end after this much silence (0: no head start)
    in_speech: bool = False
    _ring: deque[bytes] = field(default_factory=lambda: deque(maxlen=round(PREROLL_S / FRAME_S)))
    _above: int = 0
    _below: int = 0
    _frames: int = 0
    _heard: deque[bytes] = field(default_factory=lambda: deque(maxlen=round(JUDGED_S / FRAME_S)))
    _judged: float | None = None  # the judge's answer for the current silence
    _paused: bool = False  # a likely end was reported and the person has not spoken since
    _voiced: int = 0  # consecutive frames that are not silence (speech again after a pause)
    judgments: list[float] = field(default_factory=list)  # every answer, for benchmarks and logs

    @property
    def end_threshold(self) -> float:
        return max(self.threshold - HYSTERESIS, 0.01)

    @property
    def silence_frames(self) -> int:
        return max(1, round(self.silence_ms / 1000 / FRAME_S))

    def feed(self, frame: bytes, prob: float) -> list[Event]:
        if not self.in_speech:
            self._ring.append(frame)
            self._above = self._above + 1 if prob >= self.threshold else 0
            if self._above >= START_FRAMES:
                return [self.force_start()]
            return []
        self._frames += 1
        self._heard.append(frame)
        self._below = self._below + 1 if prob < self.end_threshold else 0
        if self._below == 0:
            self._judged = None  # speech again: a later silence is judged afresh
        self._voiced = self._voiced + 1 if self._below == 0 else 0
        out: list[Event] = [Audio(frame)]
        if self._paused and self._voiced >= START_FRAMES:
            # Speech again: a blip (one frame) keeps the head start, since it adds no words; the silence it
            # broke is then counted afresh for the end.
            self._paused = False
            out.append(Resumed())
        if self._finished():
            out.append(self._end(cut=False))
        elif self._frames * FRAME_S >= MAX_UTTERANCE_S:
            out.append(self._end(cut=True))
        elif self.head_start_ms and not self._paused and self._below >= _frames_of(self.head_start_ms):
            self._paused = True
            out.append(Paused(self._below))
        return out

    def _finished(self) -> bool:
        if self.turn is None:
            return self._below >= self.silence_frames
        rule = self.turn
        if self._below >= _frames_of(rule.max_silence_ms):
            return True
        if self._below == _frames_of(rule.judge_after_ms) and self._judged is None:
            self._judged = rule.judge(list(self._heard))
            self.judgments.append(self._judged)
        return self._judged is not None and self._judged >= rule.threshold

    def gate(self, frame: bytes) -> None:
        """Keep the pre-roll while the segmenter is not allowed to start (the agent is speaking)."""
        if not self.in_speech:
            self._ring.append(frame)
            self._above = 0

    def force_start(self) -> Started:
        """Start an utterance now with what the pre-roll holds (also used on a barge-in)."""
        frames = list(self._ring)
        self._ring.clear()
        self.in_speech = True
        self._above = 0
        self._below = 0
        self._frames = len(frames)
        self._heard.clear()
        self._heard.extend(frames)
        self._judged = None
        self._paused = False
        self._voiced = 0
        return Started(frames)

    def _end(self, cut: bool) -> Ended:
        silence = self._below
        self.in_speech = False
        self._below = 0
        self._frames = 0
        self._judged = None
        self._paused = False
        self._voiced = 0
        self._heard.clear()
        return Ended(silence_frames=silence, cut=cut)


def _frames_of(ms: int) -> int:
    return max(1, round(ms / 1000 / FRAME_S))


@dataclass
class BargeIn:
    """Decides, frame by frame during playback, whether the person is speaking over the reply.

    `played` is the level of the reply audio just played (the loudest of the last few pieces, to cover
    the speaker's latency); the microphone's level per unit of it (the echo path) is learned from the
    frames that are not barge-in evidence, and decays so that a loud moment is forgotten.
    """

    threshold: float = 0.5
    coupling: float = 0.0
    frames: int = 0
    _window: deque[bool] = field(default_factory=lambda: deque(maxlen=BARGE_IN_WINDOW))

    @property
    def prob_needed(self) -> float:
        return max(self.threshold, BARGE_IN_PROB)

    def feed(self, prob: float, level: float, played: float) -> bool:
        if played >= ECHO_FLOOR_MIN:
            self.frames += 1  # frames that could teach the echo path
        expected_echo = self.coupling * played
        evidence = (
            self.frames > BARGE_IN_WARMUP
            and prob >= self.prob_needed
            and level >= BARGE_IN_LOUDER * max(expected_echo, ECHO_FLOOR_MIN)
        )
        self._window.append(evidence)
        if not evidence:  # the person's own voice must not teach the echo path
            self.coupling *= COUPLING_DECAY
            if played >= ECHO_FLOOR_MIN:
                seen = level / played
                if self.frames > BARGE_IN_WARMUP and self.coupling > 0:
                    seen = min(seen, self.coupling * COUPLING_RISE)
                self.coupling = max(self.coupling, seen)
        return sum(self._window) >= BARGE_IN_NEEDED

    def reset(self) -> None:
        self.coupling = 0.0
        self.frames = 0
        self._window.clear()
