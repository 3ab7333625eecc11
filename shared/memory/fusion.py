"""Fusing keyword and meaning candidates into one ranking, then letting use break the ties.

Reciprocal rank fusion: each candidate list adds 1 / (RRF_K + rank) for every memory in it, so a
memory found by both BM25 and the vector search rises above one found by either alone, and neither
method's raw scores (BM25's unbounded, cosine's 0-1) need to be put on one scale.

Then a small multiplier for what koe knows about each memory: how often it served a reply
(`use_count`), how recently (`last_used_at`), how often the writer judged it relevant, and its
importance. The weights are small on purpose: use reorders memories of nearly equal relevance, it
never lifts an unrelated memory over a relevant one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

RRF_K = 10  # small: the first few places of each list count most (60, the usual constant, did worse here)
USE_WEIGHT = 0.03  # per e-fold of use_count, up to USE_CAP
USE_CAP = 3.0
JUDGED_WEIGHT = 0.03  # per relevance judgment, up to JUDGED_CAP
JUDGED_CAP = 3
RECENT_WEIGHT = 0.03  # used in the last RECENT_DAYS, fading linearly
RECENT_DAYS = 30.0
IMPORTANCE_WEIGHT = 0.02  # per step away from the middle importance (3)


@dataclass(frozen=True)
class Candidate:
    """What fusion needs to know of a memory (read from its row, without building the whole document)."""

    id: str
    importance: int
    use_count: int
    last_used_at: str | None
    row: Any = None  # the store's row, turned into a Memory only if the candidate makes the cut


@dataclass(frozen=True)
class Fused:
    candidate: Candidate
    score: float


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
    return boost + IMPORTANCE_WEIGHT * (int(c.importance) - 3)


def fuse(
    rankings: Sequence[Sequence[Candidate]],
    judged: dict[str, int] | None = None,
    now: datetime | None = None,
    weights: Sequence[float] | None = None,
) -> list[Fused]:
    """One list, best first, from several rankings of candidates (each best first)."""
    when = now or datetime.now(UTC)
    scores: dict[str, float] = {}
    first_seen: dict[str, int] = {}
    candidates: dict[str, Candidate] = {}
    for n, ranking in enumerate(rankings):
        weight = weights[n] if weights else 1.0
        for rank, c in enumerate(ranking):
            scores[c.id] = scores.get(c.id, 0.0) + weight / (RRF_K + rank + 1)
            candidates.setdefault(c.id, c)
            first_seen.setdefault(c.id, len(first_seen))
    counts = judged or {}
    fused = [Fused(candidates[i], s * use_boost(candidates[i], counts.get(i, 0), when)) for i, s in scores.items()]
    fused.sort(key=lambda f: (-f.score, first_seen[f.candidate.id]))
    return fused
