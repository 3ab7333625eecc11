"""Memory vectors: kept in SQLite beside the documents, searched in memory as one numpy matrix.

- `memory_vectors` holds one int8 vector per memory (the unit vector times 127: 384 bytes for
  MiniLM), the id of the model that made it, and a sequence number that grows with every write.
- `VectorIndex` is a process's copy of the current model's vectors as a float32 matrix (a dot
  product per memory is the cosine). Before each search it loads only the rows whose sequence number
  is newer than what it has, so a memory the writer added in another process is searchable at once.
- The index only proposes candidates: the store reads them back with `status = 'active'` and the
  caller's filters, so a retired memory is never served even if its vector is still here.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from shared.memory.sqlite_connections import Connections

SCALE = 127.0  # a unit vector's components lie in [-1, 1]: int8 keeps two decimal digits of each


def to_blob(vector: np.ndarray) -> bytes:
    return np.clip(np.rint(vector * SCALE), -127, 127).astype(np.int8).tobytes()


def from_blobs(blobs: list[bytes], dim: int) -> np.ndarray:
    """Rows of float32, each scaled back to about unit length."""
    flat = np.frombuffer(b"".join(blobs), dtype=np.int8).astype(np.float32) / SCALE
    return flat.reshape(len(blobs), dim)


def store_vectors(conn: sqlite3.Connection, rows: Iterable[tuple[int, np.ndarray]], model: str) -> int:
    """Write (memory rowid, vector) pairs inside the caller's write transaction; returns how many."""
    seq = int(conn.execute("SELECT coalesce(max(seq), 0) FROM memory_vectors").fetchone()[0])
    count = 0
    for rowid, vector in rows:
        seq += 1
        conn.execute(
            "INSERT INTO memory_vectors (rowid, model, vector, seq) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (rowid) DO UPDATE SET model = excluded.model, vector = excluded.vector,"
            " seq = excluded.seq",
            (rowid, model, to_blob(vector), seq),
        )
        count += 1
    return count


def touch(conn: sqlite3.Connection, rowid: int) -> None:
    """The memory changed without needing a new vector (e.g. retired): readers look at it again."""
    conn.execute(
        "UPDATE memory_vectors SET seq = (SELECT coalesce(max(seq), 0) + 1 FROM memory_vectors) WHERE rowid = ?",
        (rowid,),
    )


def missing(conn: sqlite3.Connection, model: str, limit: int) -> list[tuple[int, str]]:
    """Active memories with no vector from `model`: (rowid, text), oldest first."""
    rows = conn.execute(
        "SELECT m.rowid, m.text FROM memories m LEFT JOIN memory_vectors v ON v.rowid = m.rowid"
        " WHERE m.status = 'active' AND (v.rowid IS NULL OR v.model != ?) ORDER BY m.rowid LIMIT ?",
        (model, limit),
    ).fetchall()
    return [(int(r[0]), str(r[1])) for r in rows]


def counts(conn: sqlite3.Connection, model: str) -> tuple[int, int]:
    """(active memories with a vector from `model`, active memories)."""
    row = conn.execute(
        "SELECT count(v.rowid), count(*) FROM memories m LEFT JOIN memory_vectors v"
        " ON v.rowid = m.rowid AND v.model = ? WHERE m.status = 'active'",
        (model,),
    ).fetchone()
    return int(row[0]), int(row[1])


@dataclass(frozen=True)
class Nearest:
    """One query's answer from the index."""

    best: list[tuple[int, float]]  # (memory rowid, cosine), best first
    cosines: dict[int, float]  # the cosine of each memory the caller asked about that has a vector
    mean: float  # of every active memory's cosine
    spread: float  # their standard deviation


class VectorIndex:
    """The active memories' vectors from one model, as a matrix; thread-safe."""

    def __init__(self, conns: Connections, model: str, dim: int) -> None:
        self.conns = conns
        self.model = model
        self.dim = dim
        self._lock = threading.Lock()
        self._seq = 0
        self._matrix = np.zeros((0, dim), dtype=np.float32)
        self._rowids = np.zeros(0, dtype=np.int64)  # -1 marks a free slot
        self._slot: dict[int, int] = {}
        self._size = 0

    def __len__(self) -> int:
        return len(self._slot)

    def refresh(self) -> int:
        """Take in what was written since the last call; returns how many rows changed."""
        conn = self.conns.reader()
        newest = int(conn.execute("SELECT coalesce(max(seq), 0) FROM memory_vectors").fetchone()[0])
        if newest <= self._seq:
            return 0
        rows = conn.execute(
            "SELECT v.rowid, v.model, v.vector, v.seq, m.status FROM memory_vectors v"
            " JOIN memories m ON m.rowid = v.rowid WHERE v.seq > ? ORDER BY v.seq",
            (self._seq,),
        ).fetchall()
        with self._lock:
            keep = [(int(r[0]), bytes(r[2])) for r in rows if r[1] == self.model and r[4] == "active"]
            drop = [int(r[0]) for r in rows if r[1] != self.model or r[4] != "active"]
            for rowid in drop:
                self._free(rowid)
            if keep:
                self._put([rowid for rowid, _ in keep], from_blobs([blob for _, blob in keep], self.dim))
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
