"""The household's people as koe holds them in memory: names, enrolment voiceprints, the calibrated rule.

A person is known by voice only once enrolled on purpose from a few clean clips: one clip is one
utterance's voiceprint, and a person's voice is the centroid of their clips (the normalised mean), which
averages away what one sentence or one day's cold adds. Three clips and ten seconds of speech are the
least that gives a centroid that holds still: with fewer, a single odd clip moves it enough to turn
"Tom" into "unknown". The rule that names a person (threshold and margin, see identify.py) is part of
the household because it is measured on these very voices (calibrate.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

import numpy as np

from shared.people.names import name_key

MIN_CLIPS = 3
MIN_SPEECH_S = 10.0
# The rule before any calibration, from LibriSpeech test-other (7 speakers x 10 utterances, clean read
# speech): an utterance scores 0.92 +- 0.04 against its own speaker's 3-clip centroid and 0.55 +- 0.07
# against another speaker's (highest of 6,300: 0.76). 0.80 sits above every one of those cross scores,
# with room for strangers less like the household than its own members are, and about three standard
# deviations below the genuine mean. The margin keeps near-ties between two people unnamed.
DEFAULT_THRESHOLD = 0.80
DEFAULT_MARGIN = 0.05
GENUINE_MEAN, GENUINE_SD = 0.917, 0.037
IMPOSTOR_MEAN, IMPOSTOR_SD = 0.554, 0.069


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def unit(x: np.ndarray) -> np.ndarray:
    """`x` scaled to length 1 along its last axis (a zero vector stays zero)."""
    x = np.asarray(x, dtype=np.float32)
    return x / np.maximum(np.linalg.norm(x, axis=-1, keepdims=True), 1e-12)


@dataclass
class Clip:
    """One accepted enrolment utterance: its voiceprint and how much speech it held."""

    vector: np.ndarray  # the encoder's unit voiceprint (float32)
    seconds: float  # speech after trimming long pauses
    added: str = field(default_factory=now_iso)


@dataclass
class Person:
    name: str
    created: str = field(default_factory=now_iso)
    last_heard: str | None = None
    clips: list[Clip] = field(default_factory=list)

    @property
    def speech_seconds(self) -> float:
        return sum(c.seconds for c in self.clips)

    @property
    def enrolled(self) -> bool:
        """Enough clean speech to be named: until then the person is listed but never recognised."""
        return len(self.clips) >= MIN_CLIPS and self.speech_seconds >= MIN_SPEECH_S

    def still_needed(self) -> str | None:
        """What enrolment still lacks, in words (None once enrolled)."""
        if self.enrolled:
            return None
        more = max(0, MIN_CLIPS - len(self.clips))
        seconds = max(0.0, MIN_SPEECH_S - self.speech_seconds)
        parts = [f"{more} more clip{'s' * (more != 1)}"] if more else []
        parts += [f"{seconds:.0f} more seconds of speech"] if seconds > 0 else []
        return " and ".join(parts)

    @property
    def vectors(self) -> np.ndarray:
        """(clips, dim) float32; (0, 0) without clips."""
        if not self.clips:
            return np.zeros((0, 0), dtype=np.float32)
        return np.stack([c.vector for c in self.clips]).astype(np.float32)

    def centroid(self) -> np.ndarray | None:
        return unit(self.vectors.mean(axis=0)) if self.clips else None


@dataclass
class Calibration:
    """The rule that names a person, and the error rates it is expected to give on this household.

    `background`, when set, is the mean voiceprint of strangers heard the same way as the household: it
    is subtracted from every voiceprint before scoring (see identify.py), and the threshold is on that
    scale, so the two are only ever stored and used together.
    """

    threshold: float
    margin: float
    false_accept: float  # expected share of strangers named as someone
    false_reject: float  # expected share of a person's utterances left unknown
    method: str  # "leave-one-out" or "default"
    note: str = ""
    at: str = field(default_factory=now_iso)
    background: np.ndarray | None = None


def default_calibration(note: str = "", people: int = 1) -> Calibration:
    """The LibriSpeech rule (above), with the error rates its figures imply for a household of `people`
    (a stranger has one chance per person)."""
    from statistics import NormalDist

    normal = NormalDist()
    return Calibration(
        threshold=DEFAULT_THRESHOLD,
        margin=DEFAULT_MARGIN,
        false_accept=1 - normal.cdf((DEFAULT_THRESHOLD - IMPOSTOR_MEAN) / IMPOSTOR_SD) ** max(people, 1),
        false_reject=normal.cdf((DEFAULT_THRESHOLD - GENUINE_MEAN) / GENUINE_SD),
        method="default",
        note=note or "not calibrated on this household: LibriSpeech figures",
    )


@dataclass
class Household:
    """Everyone koe may recognise; `model` names the voice encoder their voiceprints came from."""

    model: str | None = None
    people: list[Person] = field(default_factory=list)
    calibration: Calibration | None = None

    def find(self, name: str) -> Person | None:
        key = name_key(name)
        return next((p for p in self.people if name_key(p.name) == key), None)

    def enrolled(self) -> list[Person]:
        return [p for p in self.people if p.enrolled]

    def rule(self) -> Calibration:
        """The calibrated rule, or the default one until `koe people calibrate` has run."""
        if self.calibration is not None:
            return self.calibration
        return default_calibration(people=len(self.enrolled()))
