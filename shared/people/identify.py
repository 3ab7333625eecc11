"""Who is speaking: the enrolled person whose voice an utterance is clearly closest to, or nobody.

The score is the cosine between the utterance's voiceprint and each person's centroid. A person is named
only when both hold:
- score >= threshold: the voice is close enough to theirs that a stranger rarely gets there, and
- score - runner-up >= margin: no one else in the household is nearly as close, so two similar voices
  (siblings, a parent and a grown child) come out "unknown" rather than as the wrong one of the two.
Anything else is unknown, and koe then behaves as if the household spoke: a wrong name would file one
person's facts under another, which is worse than filing them under nobody.

With one enrolled person there is no runner-up: `runner_up_name` is None and `runner_up_score` is 0.0.
The encoder's voiceprints come out of a ReLU, so no two of them ever have a negative cosine and 0 is
"nothing alike" on this scale: the margin then compares the person with nobody, and only the threshold
guards against strangers, as it does for any household (the margin is about confusing members, which a
household of one cannot do). A runner-up at the threshold instead would make a household of one
stricter than a household of two, which has no reason behind it.

With a `background` (the mean voiceprint of strangers heard the same way, see calibrate.py), it is
subtracted from the utterance and from every enrolment voiceprint before the cosine: what every voice
shares, the room's echo and the microphone included, then no longer counts as resemblance.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from shared.people.household import Person, unit


@dataclass(frozen=True)
class Identity:
    person: str | None  # the name, or None: unknown
    score: float  # the best cosine, whether or not it named anyone
    candidate: str | None  # who scored best (named or not): for "how often unsure", never for a decision
    runner_up_name: str | None
    runner_up_score: float

    def as_json(self) -> dict[str, Any]:
        return asdict(self) | {"score": round(self.score, 4), "runner_up_score": round(self.runner_up_score, 4)}


UNKNOWN_NOBODY = Identity(person=None, score=0.0, candidate=None, runner_up_name=None, runner_up_score=0.0)


def project(vectors: np.ndarray, background: np.ndarray | None) -> np.ndarray:
    """Voiceprints on the scale the threshold was set on: minus the background, back to unit length."""
    vectors = np.asarray(vectors, dtype=np.float32)
    return unit(vectors - background) if background is not None else unit(vectors)


@dataclass(frozen=True)
class Voices:
    """The household's centroids, computed once for many utterances (a worker keeps one of these)."""

    names: tuple[str, ...]
    centroids: np.ndarray  # (people, dim), unit rows, already projected
    background: np.ndarray | None

    @classmethod
    def of(cls, people: Sequence[Person], background: np.ndarray | None = None) -> Voices:
        with_clips = [p for p in people if p.clips]
        if not with_clips:
            return cls((), np.zeros((0, 0), dtype=np.float32), background)
        centroids = np.stack([unit(project(p.vectors, background).mean(axis=0)) for p in with_clips])
        return cls(tuple(p.name for p in with_clips), centroids, background)

    def scores(self, voiceprint: np.ndarray) -> np.ndarray:
        return self.centroids @ project(voiceprint, self.background) if self.names else np.zeros(0)


def decide(names: Sequence[str], scores: np.ndarray, threshold: float, margin: float) -> Identity:
    """The rule above, on scores already computed (calibration replays it on held-out clips)."""
    if len(names) == 0:
        return UNKNOWN_NOBODY
    order = np.argsort(-scores, kind="stable")
    best, score = names[order[0]], float(scores[order[0]])
    runner_up_name = names[order[1]] if len(names) > 1 else None
    runner_up_score = float(scores[order[1]]) if len(names) > 1 else 0.0
    named = score >= threshold and score - runner_up_score >= margin
    return Identity(best if named else None, score, best, runner_up_name, runner_up_score)


def identify(
    voiceprint: np.ndarray,
    people: Sequence[Person] | Voices,
    threshold: float,
    margin: float,
    background: np.ndarray | None = None,
) -> Identity:
    """The enrolled person this voiceprint belongs to, or unknown (see the module's rule).

    `people` may be a prepared `Voices` (then its own background applies); people without clips are
    ignored, so pass the enrolled ones.
    """
    voices = people if isinstance(people, Voices) else Voices.of(people, background)
    return decide(voices.names, voices.scores(voiceprint), threshold, margin)
