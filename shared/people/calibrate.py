"""Setting the threshold and margin from the household's own enrolments, by leaving one clip out.

Each enrolment clip is scored as if it were a new utterance: against its own person's centroid built
without it (a genuine score: how a person scores on a day the centroid has not seen), and against every
other person's centroid (impostor scores: how close one member of the household gets to another). A
second member of the household is the stranger koe meets most, but a household is a handful of voices,
and the voices at a front door are many: the household's cross scores alone underestimate how close a
stranger can come. So the threshold is set with the tail of a normal fitted to them, for a household of
N people (a stranger has N chances), and never below:
- with strangers' voiceprints (`strangers`: recordings of people who are not in the household, heard the
  same way): the score that at most 1% of those strangers reach against any centroid. Their mean
  voiceprint also becomes the background subtracted before scoring (identify.py), which removes what
  all voices heard through that room and microphone share; on LibriSpeech with echo and noise that
  lifts the people named right from about a third to most (`koe bench people`).
- without: the LibriSpeech default (household.py), which held 0.80 above every cross score there.
The margin is set so that about 1% of genuine clips fall inside it (mean - 2.33 sd of their lead over
the runner-up), kept between 0.02 and 0.10. The expected rates printed come from the same normals; a
household of a few clips is a small sample, which is why the figures are rounded and the floors stay.
Leave-one-out centroids have one clip fewer than the real ones, so the false-reject figure is pessimistic.
"""

from __future__ import annotations

from collections.abc import Sequence
from statistics import NormalDist

import numpy as np

from shared.people.household import (
    DEFAULT_THRESHOLD,
    IMPOSTOR_MEAN,
    IMPOSTOR_SD,
    Calibration,
    Person,
    default_calibration,
    unit,
)
from shared.people.identify import decide, project

FALSE_ACCEPT_TARGET = 0.01
MIN_PEOPLE = 3  # below this, the household's cross scores are too few pairs of voices to fit
MIN_STRANGERS = 20
MARGIN_RANGE = (0.02, 0.10)
_NORMAL = NormalDist()


def _tail_threshold(scores: np.ndarray, people: int, target: float) -> float:
    """The score a stranger modelled by `scores` (one normal per centroid) exceeds against any of
    `people` centroids with probability `target`."""
    per_person = 1 - (1 - target) ** (1 / max(people, 1))
    return float(scores.mean() + _NORMAL.inv_cdf(1 - per_person) * scores.std(ddof=1))


def _false_accept(threshold: float, mean: float, sd: float, people: int) -> float:
    return 1 - _NORMAL.cdf((threshold - mean) / max(sd, 1e-6)) ** max(people, 1)


def _below(value: float, scores: np.ndarray) -> float:
    """Share of a normal fitted to `scores` that lies below `value`."""
    return _NORMAL.cdf((value - scores.mean()) / max(float(scores.std(ddof=1)), 1e-6))


def calibrate(
    people: Sequence[Person], strangers: np.ndarray | None = None, target: float = FALSE_ACCEPT_TARGET
) -> Calibration:
    """Threshold and margin for these people (pass the enrolled ones); the default when too few."""
    people = [p for p in people if len(p.clips) >= 2]
    strangers = None if strangers is None or len(strangers) < MIN_STRANGERS else np.asarray(strangers, np.float32)
    if not people or (strangers is None and len(people) < MIN_PEOPLE):
        return default_calibration(
            people=len(people),
            note=f"too few voices to calibrate ({len(people)} people with 2 or more clips; it needs {MIN_PEOPLE}, "
            f"or {MIN_STRANGERS} recordings of strangers): the LibriSpeech default applies",
        )
    background = strangers.mean(axis=0) if strangers is not None else None
    prints = [project(p.vectors, background) for p in people]
    centroids = np.stack([unit(v.mean(axis=0)) for v in prints])
    names = [p.name for p in people]

    genuine, cross, leads, trials = [], [], [], []
    for i, clips in enumerate(prints):
        for j, clip in enumerate(clips):
            held_out = unit(np.delete(clips, j, axis=0).mean(axis=0))
            scores = centroids @ clip
            scores[i] = float(held_out @ clip)
            others = np.delete(scores, i)
            genuine.append(scores[i])
            cross.extend(others.tolist())
            if others.size:
                leads.append(scores[i] - others.max())
            trials.append((i, scores))
    genuine_a, cross_a, leads_a = np.array(genuine), np.array(cross), np.array(leads)

    floors = []
    if len(people) >= MIN_PEOPLE:
        floors.append(_tail_threshold(cross_a, len(people), target))
    if strangers is not None:
        tops = np.sort((project(strangers, background) @ centroids.T).max(axis=1))[::-1]
        allowed = int(np.floor(target * tops.size))
        floors.append(float(tops[min(allowed, tops.size - 1)]) + 1e-4)
    else:
        floors.append(DEFAULT_THRESHOLD)
    threshold = round(max(floors), 4)
    if leads_a.size >= 3:
        margin = float(np.clip(leads_a.mean() - 2.33 * leads_a.std(ddof=1), *MARGIN_RANGE))
    else:
        margin = MARGIN_RANGE[1]
    margin = round(margin, 4)

    false_accept = 0.0
    if len(people) >= MIN_PEOPLE:
        false_accept = _false_accept(threshold, cross_a.mean(), cross_a.std(ddof=1), len(people))
    if strangers is not None:
        named = [decide(names, s, threshold, margin).person for s in project(strangers, background) @ centroids.T]
        false_accept = max(false_accept, sum(n is not None for n in named) / len(named))
    else:
        false_accept = max(false_accept, _false_accept(threshold, IMPOSTOR_MEAN, IMPOSTOR_SD, len(people)))
    if genuine_a.size >= 3:
        false_reject = _below(threshold, genuine_a) + (_below(margin, leads_a) if leads_a.size >= 3 else 0.0)
    else:
        false_reject = float(np.mean(genuine_a < threshold))
    missed = sum(decide(names, s, threshold, margin).person != names[i] for i, s in trials)
    note = f"{len(people)} people, {len(genuine)} clips left out in turn ({missed} of them would not be named)" + (
        f", {len(strangers)} strangers (their mean voice removed)" if strangers is not None else ""
    )
    return Calibration(
        threshold=threshold,
        margin=margin,
        false_accept=float(min(1.0, false_accept)),
        false_reject=float(min(1.0, false_reject)),
        method="leave-one-out",
        note=note,
        background=background,
    )
