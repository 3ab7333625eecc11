"""A process's copy of one model's memory vectors as a float32 matrix, searched exactly in numpy.

A dot product per memory is the cosine (the vectors are unit length). The index does not know where
the vectors are kept: a `VectorSource` (SQLite's `memory_vectors`, PostgreSQL's, one household's) says
what its newest change number is and hands over the rows changed after one. Before each search the
index takes in only what changed since it last looked, so a memory written in another process is
searchable at once, and a retired one (its row changed too) leaves the matrix.

A process that hears every memory change on the bus (the recall worker reads `koe:memory:changes`) can
say so (`follow_changes`): the index then asks its source only when told something changed (`changed`)
and at least every FOLLOW_CHECK_S (a change made without an event, e.g. a bulk import), instead of before
every search: on PostgreSQL, one round trip fewer per search.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

import numpy as np

FOLLOW_CHECK_S = 2.0  # following the bus's changes: how stale a change made without an event may be

# (memory key, model id, stored vector, change number, memory status)
VectorRow = tuple[int, str, bytes, int, str]


class VectorSource(Protocol):
    def newest(self) -> int:
        """The highest change number written so far (0: none)."""
        ...

    def since(self, seq: int) -> list[VectorRow]:
        """The rows changed after `seq`, in the order of their change numbers."""
        ...

    def decode(self, blobs: list[bytes], dim: int) -> np.ndarray:
        """Stored vectors as rows of float32."""
        ...


@dataclass(frozen=True)
class Nearest:
    """One query's answer from the index."""

    best: list[tuple[int, float]]  # (memory rowid, cosine), best first
    cosines: dict[int, float]  # the cosine of each memory the caller asked about that has a vector
    mean: float  # of every active memory's cosine
    spread: float  # their standard deviation


class VectorIndex:
    """The active memories' vectors from one model, as a matrix; thread-safe."""

    def __init__(self, source: VectorSource, model: str, dim: int) -> None:
        self.source = source
        self.model = model
        self.dim = dim
        self._lock = threading.Lock()
        self._seq = 0
        self._matrix = np.zeros((0, dim), dtype=np.float32)
        self._rowids = np.zeros(0, dtype=np.int64)  # -1 marks a free slot
        self._slot: dict[int, int] = {}
        self._size = 0
        self._follow_s: float | None = None  # None: ask the source before every search
        self._told = True  # a change was announced since the last look
        self._looked = 0.0

    def __len__(self) -> int:
        return len(self._slot)

    def follow_changes(self, check_every_s: float = FOLLOW_CHECK_S) -> None:
        """Look at the source only when `changed()` is called, and every `check_every_s` at least."""
        self._follow_s = check_every_s

    def changed(self) -> None:
        """A memory changed (heard on the bus): the next search takes it in."""
        self._told = True

    def refresh(self) -> int:
        """Take in what was written since the last call; returns how many rows changed."""
        if self._follow_s is not None:
            if not self._told and time.monotonic() - self._looked < self._follow_s:
                return 0
            self._told = False  # before looking: a change announced while we look is looked at next time
            self._looked = time.monotonic()
        newest = self.source.newest()
        if newest <= self._seq:
            return 0
        rows = self.source.since(self._seq)
        with self._lock:
            keep = [(int(r[0]), bytes(r[2])) for r in rows if r[1] == self.model and r[4] == "active"]
            drop = [int(r[0]) for r in rows if r[1] != self.model or r[4] != "active"]
            for rowid in drop:
                self._free(rowid)
            if keep:
                self._put([rowid for rowid, _ in keep], self.source.decode([blob for _, blob in keep], self.dim))
            self._seq = max(self._seq, int(rows[-1][3]) if rows else newest)
        return len(rows)

    def search(self, query: np.ndarray, k: int, also: Iterable[int] = ()) -> Nearest:
        """The `k` nearest memories, the cosines of the memories in `also`, and how cosines spread."""
        self.refresh()
        with self._lock:
            matrix, rowids = self._matrix[: self._size], self._rowids[: self._size]
            slots = {rowid: self._slot[rowid] for rowid in also if rowid in self._slot}
        live = rowids >= 0
        if not live.any():
            return Nearest([], {}, 0.0, 0.0)
        scores = matrix @ query.astype(np.float32)
        mean, spread = float(scores[live].mean()), float(scores[live].std())
        scores[~live] = -np.inf
        top = min(max(k, 0), len(scores))
        best = np.argpartition(-scores, top - 1)[:top] if top else np.zeros(0, dtype=np.int64)
        best = best[np.argsort(-scores[best])]
        return Nearest(
            [(int(rowids[i]), float(scores[i])) for i in best if rowids[i] >= 0],
            {rowid: float(scores[slot]) for rowid, slot in slots.items()},
            mean,
            spread,
        )

    # --- slots ----------------------------------------------------------------------------------

    def _free(self, rowid: int) -> None:
        slot = self._slot.pop(rowid, None)
        if slot is not None:
            self._rowids[slot] = -1
            self._matrix[slot] = 0.0

    def _put(self, rowids: list[int], vectors: np.ndarray) -> None:
        new = [i for i, r in enumerate(rowids) if r not in self._slot]
        for i, rowid in enumerate(rowids):
            if rowid in self._slot:
                self._matrix[self._slot[rowid]] = vectors[i]
        if not new:
            return
        needed = self._size + len(new)
        if needed > len(self._matrix):  # grow by doubling: a search never copies the whole matrix
            capacity = max(needed, 2 * len(self._matrix), 1024)
            matrix = np.zeros((capacity, self.dim), dtype=np.float32)
            matrix[: self._size] = self._matrix[: self._size]
            ids = np.full(capacity, -1, dtype=np.int64)
            ids[: self._size] = self._rowids[: self._size]
            self._matrix, self._rowids = matrix, ids
        for i in new:
            self._matrix[self._size] = vectors[i]
            self._rowids[self._size] = rowids[i]
            self._slot[rowids[i]] = self._size
            self._size += 1
