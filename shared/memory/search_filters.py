"""What every store's search applies alike: active memories that hold now, and importance's little weight."""

from __future__ import annotations

import dataclasses

from shared.memory.model import MemoryFilter, now_iso

# A little weight for importance on top of BM25 (score *= 1 + IMPORTANCE_WEIGHT * (importance - 3)).
IMPORTANCE_WEIGHT = 0.05


def with_importance(bm25: float, importance: int) -> float:
    """A BM25 score with the memory's importance's little weight."""
    return float(bm25) * (1.0 + IMPORTANCE_WEIGHT * (int(importance) - 3))


def search_filter(filters: MemoryFilter | None) -> MemoryFilter:
    """The caller's filters, over active memories only (only they are in the index) that hold now
    (or at the caller's `holds_at`)."""
    base = filters or MemoryFilter()
    return MemoryFilter(
        status="active",
        kind=base.kind,
        person=base.person,
        min_importance=base.min_importance,
        updated_after=base.updated_after,
        updated_before=base.updated_before,
        holds_at=base.holds_at or now_iso(),
    )


def plain(f: MemoryFilter) -> bool:
    """Only "active, holding now": the index holds just active memories, and the few that stopped
    holding are dropped when the top rows are read."""
    return dataclasses.replace(f, holds_at=None) == MemoryFilter(status="active")
