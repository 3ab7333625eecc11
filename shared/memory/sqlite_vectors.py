"""Memory vectors: kept in SQLite beside the documents, searched in memory as one numpy matrix.

- `memory_vectors` holds one int8 vector per memory (the unit vector times 127: 384 bytes for
  MiniLM), the id of the model that made it, and a sequence number that grows with every write.
- `SqliteVectorSource` feeds `vector_index.VectorIndex` (a process's copy of the current model's
  vectors as a float32 matrix) the rows written since it last looked, so a memory the writer added in
  another process is searchable at once.
- The index only proposes candidates: the store reads them back with `status = 'active'` and the
  caller's filters, so a retired memory is never served even if its vector is still here.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

import numpy as np

from shared.memory.sqlite_connections import Connections
from shared.memory.vector_index import VectorRow

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


class SqliteVectorSource:
    """What `VectorIndex` reads from a SQLite store: the vectors written after a sequence number."""

    def __init__(self, conns: Connections) -> None:
        self.conns = conns

    def newest(self) -> int:
        return int(self.conns.reader().execute("SELECT coalesce(max(seq), 0) FROM memory_vectors").fetchone()[0])

    def since(self, seq: int) -> list[VectorRow]:
        rows = (
            self.conns.reader()
            .execute(
                "SELECT v.rowid, v.model, v.vector, v.seq, m.status FROM memory_vectors v"
                " JOIN memories m ON m.rowid = v.rowid WHERE v.seq > ? ORDER BY v.seq",
                (seq,),
            )
            .fetchall()
        )
        return [(int(r[0]), str(r[1]), bytes(r[2]), int(r[3]), str(r[4])) for r in rows]

    def decode(self, blobs: list[bytes], dim: int) -> np.ndarray:
        return from_blobs(blobs, dim)
