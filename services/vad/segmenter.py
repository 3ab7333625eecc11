"""Utterances from per-frame speech probabilities, and the rule for speaking over the reply.

The segmenter turns silero's probability for each 32 ms frame into utterances: it starts after
`START_FRAMES` frames at or above the threshold (with a short pre-roll so the first syllable is kept)
and ends after `silence_ms` of frames below a lower threshold (hysteresis, as silero recommends). With a
`TurnRule` (KOE_END_OF_TURN=smart) a judge of the utterance's sound decides instead: asked once after a
short silence, a confident "finished" ends the utterance there (or, with `ends_on_reply`, lets the reply
prepared on the head start end it once it is ready), anything else waits for a longer limit.
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

import math
import statistics
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field

from services.vad.pcm import FRAME_S

START_FRAMES = 2  # 64 ms above the threshold: a click or a door is shorter
PREROLL_S = 0.32  # audio kept from before the start, so the first syllable reaches STT
HYSTERESIS = 0.15  # silero's own gap between the start and the end threshold
MAX_UTTERANCE_S = 30.0  # an utterance this long is cut (a TV left on must not make one endless turn)
JUDGED_S = 8.0  # the end-of-turn judge reads at most the last 8 s (Smart Turn's window)

ECHO_FLOOR_MIN = 60.0  # int16 RMS (about -55 dBFS): below this a level counts as quiet
COUPLING_DECAY = 0.995  # per frame: the learned echo path fades by about 1.4 dB a second
# After the warm-up the echo path may grow by at most this much a frame (2 dB): the reply's own echo
# changes little from one frame to the next, while a person's first syllable jumps 10 dB or more, and
# must not teach the rule that the echo is that loud (it would then never see them as louder).
COUPLING_RISE = 1.26
# The room's noise floor, heard while nothing plays: it follows a quieter room at once and a louder one
# slowly (0.2 dB a frame, 6 dB a second), so a person speaking between replies hardly moves it.
NOISE_RISE = 1.023


@dataclass(frozen=True)
class BargeInRule:
    """How sure the agent must be that the person talks over the reply: in `needed` of the last `window`
    frames the speech probability is at least `prob` and the microphone is `louder` times the loudest
    echo the reply could make; the first `warmup` audible frames of a reply only learn the echo path."""

    prob: float
    window: int
    needed: int
    louder: float
    warmup: int
    floor: float  # the least level (int16 RMS) that can be evidence, however quiet the echo


# The microphone as it is: silero hears the echo as speech too, so loudness decides, over 4 frames.
LOUDNESS_RULE = BargeInRule(prob=0.7, window=8, needed=4, louder=1.5, warmup=16, floor=1.5 * ECHO_FLOOR_MIN)
# The echo cancelled (services/vad/echo_canceller.py): what is left of the reply is tens of dB below a
# person, and silero is slow to be sure of a short "Stop." (0.3-0.7 on its first frames), so a fair
# probability with a clear level is enough, twice in three frames.
LEFT_FLOOR = 40.0  # int16 RMS (about -58 dBFS): what the canceller leaves is evidence only above this
CANCELLED_RULE = BargeInRule(prob=0.35, window=3, needed=2, louder=2.0, warmup=4, floor=LEFT_FLOOR)
# The canceller must take the reply this far down before CANCELLED_RULE is used, in the median of the last
# 8 audible frames of the reply (256 ms): a median, so that the first soft sound of a person speaking over
# the reply (which passes the canceller, 0 dB "deep") does not make it look lost just when it is needed.
TRUSTED_DB = 10.0
DEPTH_FRAMES = 8


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
    # What ended it: "silence" (the silence rule), "judge" (a "finished" at once), "reply" (a ready reply
    # after a "finished"), "limit" (the judge's longest wait), "length" (MAX_UTTERANCE_S), "closed" (the
    # agent stopped mid-utterance).
    by: str = "silence"


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
    # Where the judge runs: None in the frame loop (benchmarks); the agent's own thread, so that frames
    # keep flowing while it thinks (a few hundred ms on a Pi: the sound card's buffer would overflow).
    pool: Executor | None = None


@dataclass
class Segmenter:
    threshold: float = 0.5
    silence_ms: int = 500  # the silence rule; with a `turn` rule, its own limits apply instead
    turn: TurnRule | None = None
    head_start_ms: int = 0  # report a likely end after this much silence (0: no head start)
    # With a judge and a head start: the judge's "finished" does not end the turn by itself, a reply made
    # on the head start does, if the person is still silent when it is ready (`may_end_now`): it could
    # not play sooner anyway, and the wait catches more of a person who only paused.
    ends_on_reply: bool = False
    in_speech: bool = False
    _ring: deque[bytes] = field(default_factory=lambda: deque(maxlen=round(PREROLL_S / FRAME_S)))
    _above: int = 0
    _below: int = 0
    _frames: int = 0
    _heard: deque[bytes] = field(default_factory=lambda: deque(maxlen=round(JUDGED_S / FRAME_S)))
    _judged: float | None = None  # the judge's answer for the current silence
    _judging: Future[float] | None = None  # the answer being worked out (in the rule's pool)
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
            self._judging = None  # (an answer still being worked out is for a silence that ended)
        self._voiced = self._voiced + 1 if self._below == 0 else 0
        out: list[Event] = [Audio(frame)]
        if self._paused and self._voiced >= START_FRAMES:
            # Speech again: a blip (one frame) keeps the head start, since it adds no words; the silence it
            # broke is then counted afresh for the end.
            self._paused = False
            out.append(Resumed())
        if self.head_start_ms and not self._paused and self._below >= _frames_of(self.head_start_ms):
            # The box starts first; a judgment due now waits for the next frame (it takes 60 ms here, more
            # on a Pi, and the head start should not wait for it).
            self._paused = True
            out.append(Paused(self._below))
        elif by := self._finished():
            out.append(self._end(cut=False, by=by))
        elif self._frames * FRAME_S >= MAX_UTTERANCE_S:
            out.append(self._end(cut=True, by="length"))
        return out

    def _finished(self) -> str | None:
        """What ends the utterance at this frame (see `Ended.by`), or None."""
        if self.turn is None:
            return "silence" if self._below >= self.silence_frames else None
        rule = self.turn
        if self._below >= _frames_of(rule.max_silence_ms):
            return "limit"
        if self._judging is not None and self._judging.done():
            self._judged, self._judging = self._judging.result(), None
            self.judgments.append(self._judged)
        elif self._below >= _frames_of(rule.judge_after_ms) and self._judged is None and self._judging is None:
            if rule.pool is None:
                self._judged = rule.judge(list(self._heard))
                self.judgments.append(self._judged)
            else:
                self._judging = rule.pool.submit(rule.judge, list(self._heard))
        return "judge" if self._judged_finished and not (self.ends_on_reply and self.head_start_ms) else None

    @property
    def _judged_finished(self) -> bool:
        return self.turn is not None and self._judged is not None and self._judged >= self.turn.threshold

    @property
    def may_end_now(self) -> bool:
        """A likely end was reported, the person has been silent since, and the judge said finished: a reply
        that is ready may end the turn now (`end_now`). The silence rule has no judge, and no early end."""
        return self.ends_on_reply and self.in_speech and self._paused and self._judged_finished

    def end_now(self) -> Ended:
        """End the utterance at this pause (its reply is ready: the agent decided, see `may_end_now`)."""
        return self._end(cut=False, by="reply")

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
        self._judging = None
        self._paused = False
        self._voiced = 0
        return Started(frames)

    def _end(self, cut: bool, by: str) -> Ended:
        silence = self._below
        self.in_speech = False
        self._below = 0
        self._frames = 0
        self._judged = None
        self._judging = None
        self._paused = False
        self._voiced = 0
        self._heard.clear()
        return Ended(silence_frames=silence, cut=cut, by=by)


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
    rule: BargeInRule = LOUDNESS_RULE
    coupling: float = 0.0
    frames: int = 0
    noise: float = 0.0  # the room's noise floor (int16 RMS), which no echo path explains
    heard_quiet: bool = False  # whether `noise` was measured yet
    _window: deque[bool] = field(init=False)

    def __post_init__(self) -> None:
        self._window = deque(maxlen=self.rule.window)

    @property
    def prob_needed(self) -> float:
        if self.rule is LOUDNESS_RULE:
            return max(self.threshold, self.rule.prob)
        return self.rule.prob  # with the echo gone the level says most; a high VAD threshold must not mute

    def hear_quiet(self, level: float) -> None:
        """A microphone frame with nothing playing and nobody speaking: the room's noise floor."""
        self.noise = min(level, max(self.noise, 1.0) * NOISE_RISE) if self.heard_quiet else level
        self.heard_quiet = True

    def feed(self, prob: float, level: float, played: float) -> bool:
        if played >= ECHO_FLOOR_MIN:
            self.frames += 1  # frames that could teach the echo path
        expected = math.hypot(self.coupling * played, self.noise)  # the echo, and the room's noise beside it
        evidence = (
            self.frames > self.rule.warmup
            and prob >= self.prob_needed
            and level >= max(self.rule.louder * expected, self.rule.floor)
        )
        self._window.append(evidence)
        if not evidence:  # the person's own voice must not teach the echo path
            self.coupling *= COUPLING_DECAY
            if played >= ECHO_FLOOR_MIN:
                seen = above_noise(level, self.noise) / played
                if self.frames > self.rule.warmup and self.coupling > 0:
                    seen = min(seen, self.coupling * COUPLING_RISE)
                self.coupling = max(self.coupling, seen)
        return sum(self._window) >= self.rule.needed

    @property
    def evidence(self) -> bool:
        """Whether the frame fed last was evidence of the person speaking."""
        return bool(self._window) and self._window[-1]

    def reset(self) -> None:
        self.coupling = 0.0
        self.frames = 0
        self._window.clear()


def above_noise(level: float, noise: float) -> float:
    """What of a level (int16 RMS) is not the room's noise (levels add as powers)."""
    return math.sqrt(max(level * level - noise * noise, 0.0))


@dataclass
class CancelledBargeIn:
    """Barge-in with an echo canceller: the loudness rule on the microphone as it is, and, while the
    canceller is seen to work on this reply, the quicker rule on what it leaves. Either one decides.

    How deeply the reply is cancelled is measured afresh on every reply (the microphone's level over what
    is left, on audible frames that are not evidence): a canceller still learning the room, or one that
    lost it (the speaker moved, the volume changed), leaves the echo in, and then only the loudness rule,
    which never needed it, decides.
    """

    threshold: float = 0.5
    loud: BargeIn = field(init=False)
    quick: BargeIn = field(init=False)
    _depth: deque[float] = field(default_factory=lambda: deque(maxlen=DEPTH_FRAMES))
    _reply_depth: list[float] = field(default_factory=lambda: [0.0, 0.0])  # sum and count, this reply

    def __post_init__(self) -> None:
        self.loud = BargeIn(self.threshold, LOUDNESS_RULE)
        self.quick = BargeIn(self.threshold, CANCELLED_RULE)

    @property
    def trusted(self) -> bool:
        return len(self._depth) == DEPTH_FRAMES and statistics.median(self._depth) >= TRUSTED_DB

    def feed(self, heard: tuple[float, float], left: tuple[float, float], played: float) -> bool:
        """heard: (speech probability, level) of the microphone; left: the same after cancellation."""
        loud = self.loud.feed(heard[0], heard[1], played)
        trusted = self.trusted
        quick = self.quick.feed(left[0], left[1], played)
        # How far down the echo is, not the noise (noise passes any canceller), on frames whose echo is
        # clearly above the noise (a frame of noise alone says nothing of the canceller).
        echo = above_noise(heard[1], self.loud.noise)
        if not self.quick.evidence and played >= ECHO_FLOOR_MIN and echo >= max(ECHO_FLOOR_MIN, 2 * self.loud.noise):
            self._depth.append(20 * math.log10(echo / max(above_noise(left[1], self.loud.noise), 1.0)))
            self._reply_depth[0] += self._depth[-1]
            self._reply_depth[1] += 1
        return loud or (trusted and quick)

    def hear_quiet(self, level: float) -> None:
        self.loud.hear_quiet(level)
        self.quick.noise = self.loud.noise  # the canceller leaves the noise as it is

    @property
    def reply_depth_db(self) -> float | None:
        """How deep the echo was cancelled on this reply's audible frames so far (None: none heard)."""
        total, frames = self._reply_depth
        return total / frames if frames else None

    def reset(self) -> None:
        self.loud.reset()
        self.quick.reset()
        self._depth.clear()
        self._reply_depth = [0.0, 0.0]
