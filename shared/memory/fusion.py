"""Fusing keyword and meaning scores into one ranking, then letting use break the ties.

Each method's score is put on one scale by standardising it against its own distribution for this
query (a z-score: how far above the usual match this memory is): BM25 against the scores of its
best matches, cosine against every memory's cosine. The fused score is a weighted sum of the two,
leaning on meaning. Unlike reciprocal rank fusion, which keeps only each list's order, this keeps
how clearly a memory stands out, and every candidate has both scores: the vectors give a cosine for
every memory, and BM25 scores a pool well beyond its own candidates. (Qdrant's "distribution-based
score fusion" is the same idea.) A memory BM25 did not match at all gets MISSING_Z for that side.

Then a small multiplier for what koe knows about each memory: how often it served a reply
(`use_count`), how recently (`last_used_at`), how often the writer judged it relevant, its
importance and the writer's confidence in it. The weights are small on purpose: use reorders
memories of nearly equal relevance, it never lifts an unrelated memory over a relevant one. The
multiplier applies to the fused score through a logistic (0-1, larger is better), so it works the
same way for every memory.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

MEANING_WEIGHT = 0.75  # of the fused z-score; BM25 has the rest (0.5-0.8 measured on LoCoMo, best here)
MISSING_Z = -1.5  # BM25's side for a memory none of the query's words match
# Smallest spreads a query's scores are standardised by (about the 5th percentile on LoCoMo): in a small
# store two near-equal memories would otherwise be pushed a whole standard deviation apart.
BM25_SPREAD_FLOOR = 0.5
COSINE_SPREAD_FLOOR = 0.1
USE_WEIGHT = 0.03  # per e-fold of use_count, up to USE_CAP
USE_CAP = 3.0
JUDGED_WEIGHT = 0.03  # per relevance judgment, up to JUDGED_CAP
JUDGED_CAP = 3
RECENT_WEIGHT = 0.03  # used in the last RECENT_DAYS, fading linearly
RECENT_DAYS = 30.0
IMPORTANCE_WEIGHT = 0.02  # per step away from the middle importance (3)
CONFIDENCE_WEIGHT = 0.05  # per unit of confidence away from the writer's default (0.8)


@dataclass(frozen=True)
class Candidate:
    """What fusion needs to know of a memory (read from its row, without building the whole document)."""

    id: str
    importance: int
    use_count: int
    last_used_at: str | None
    row: Any = None
    confidence: float = 0.8  # the store's row, turned into a Memory only if the candidate makes the cut


@dataclass(frozen=True)
class Scored:
    """A candidate with its two standardised scores (None: that side knows nothing of it)."""

    candidate: Candidate
    keyword_z: float | None
    meaning_z: float | None


@dataclass(frozen=True)
class Fused:
    candidate: Candidate
    score: float


def standardise(scores: Sequence[float], floor: float) -> tuple[float, float]:
    """(mean, standard deviation, at least `floor`) of a query's scores."""
    if not scores:
        return 0.0, floor
    mean = sum(scores) / len(scores)
    spread = math.sqrt(sum((s - mean) ** 2 for s in scores) / len(scores))
    return mean, max(spread, floor)


def _days_since(stamp: str | None, now: datetime) -> float | None:
    if not stamp:
        return None
    try:
        then = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return None
    if then.tzinfo is None:
        then = then.replace(tzinfo=UTC)
    return max(0.0, (now - then).total_seconds() / 86_400)


def use_boost(c: Candidate, judged: int, now: datetime) -> float:
    """The multiplier for what koe knows about the memory's use (1.0 for a memory never used)."""
    boost = 1.0 + USE_WEIGHT * min(math.log1p(max(0, c.use_count)), USE_CAP)
    boost += JUDGED_WEIGHT * min(max(0, judged), JUDGED_CAP)
    days = _days_since(c.last_used_at, now)
    if days is not None and days < RECENT_DAYS:
        boost += RECENT_WEIGHT * (1 - days / RECENT_DAYS)
    boost += CONFIDENCE_WEIGHT * (float(c.confidence) - 0.8)
    return boost + IMPORTANCE_WEIGHT * (int(c.importance) - 3)


def relevance(keyword_z: float | None, meaning_z: float | None) -> float:
    """The fused z-score of one memory, as a 0-1 relevance."""
    keyword = MISSING_Z if keyword_z is None else keyword_z
    meaning = 0.0 if meaning_z is None else meaning_z  # no vector yet (being re-embedded): no opinion
    z = (1 - MEANING_WEIGHT) * keyword + MEANING_WEIGHT * meaning
    return 1.0 / (1.0 + math.exp(-z))


def fuse(scored: Sequence[Scored], judged: Mapping[str, int] | None = None, now: datetime | None = None) -> list[Fused]:
    """One list, best first (ties keep the order given)."""
    when = now or datetime.now(UTC)
    counts = judged or {}
    fused = [
        Fused(
            s.candidate,
            relevance(s.keyword_z, s.meaning_z) * use_boost(s.candidate, counts.get(s.candidate.id, 0), when),
        )
        for s in scored
    ]
    fused.sort(key=lambda f: -f.score)  # stable: ties keep the order given
    return fused
