"""Search in the PostgreSQL store: text ranked in the database, vectors compared exactly in numpy.

- Text: `memories.search` is a generated tsvector (subject, tags, text, the day noted, weighted A-D
  as SQLite's BM25 weighs its columns) with a GIN index that leads with household_id. A query is the
  same content words query.py picks for SQLite, each turned into a tsquery by plainto_tsquery (it
  has no syntax to break: quotes, operators and `%` are only characters) and joined with OR, ranked
  by BM25 computed in the same statement, as FTS5 computes it for SQLite (see `PgFullText.ranked`):
  PostgreSQL's own ts_rank_cd has no inverse document frequency, so a common word counted as much as
  a rare one and LoCoMo's recall@10 fell 0.02 below SQLite's.
- Vectors: `PgVectorSource` feeds vector_index.VectorIndex the household's vectors changed since it
  last looked (one query for the clock, and one for the rows when it moved), so a process keeps its
  household's vectors as a small matrix and compares every one of them exactly.
- `PgCandidates` is the store as hybrid_search.Candidates: the same fusion and ranking as SQLite's.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import numpy as np
import psycopg

from shared.memory.model import Memory, MemoryFilter, SearchHit
from shared.memory.pg_connections import PgConnections
from shared.memory.pg_rows import M_COLUMNS, where_clause
from shared.memory.query import Query
from shared.memory.search_filters import search_filter, with_importance
from shared.memory.sqlite_rows import row_to_memory
from shared.memory.vector_index import VectorRow

# BM25 as SQLite's FTS5 computes it (k1 1.2, b 0.75, idf floored at 1e-6), with its column weights on a
# word's frequency: subject (A) 2, tags (B) 1.5, text (C) 1, noted (D) 0.5. ts_rank with no normalisation,
# asked for one word, gives its best position's weight / 1.6449 (plus a quarter of the next's, a ninth of the
# third's ...): times TF_SCALE, the weighted frequency with repeats counting less, which BM25 saturates anyway.
K1 = 1.2
B = 0.75
TF_WEIGHTS = "{0.25, 0.5, 0.75, 1.0}"  # D, C, B, A: half the column weights (ts_rank takes weights <= 1)
TF_SCALE = 2 * 1.6449340668  # back to the column weights, and ts_rank's 1/zeta(2) undone
OVERFETCH = 3  # candidates ranked per requested hit, re-ranked with importance
STATS_TTL_S = 30.0  # how long the household's size and mean document length are reused (as SQLite's df cache)


class PgFullText:
    """Ranked full-text search over one household's active memories."""

    def __init__(self, conns: PgConnections) -> None:
        self.conns = conns
        self._stats: tuple[float, float] = (0.0, 1.0)
        self._stats_at = -STATS_TTL_S
        self._stats_lock = threading.Lock()

    def household_stats(self, conn: psycopg.Connection[Any]) -> tuple[float, float]:
        """The household's number of memories and their mean length in lexemes, read again every
        STATS_TTL_S: a scan of every row, too dear for each search, and slow to change."""
        with self._stats_lock:
            if time.monotonic() - self._stats_at >= STATS_TTL_S:
                row = conn.execute(
                    "SELECT count(*)::float8 AS n, coalesce(avg(length(search)), 1)::float8 AS avgdl"
                    " FROM memories WHERE household_id = %s",
                    (self.conns.household,),
                ).fetchone()
                self._stats = (float(row["n"]), max(1.0, float(row["avgdl"])))
                self._stats_at = time.monotonic()
            return self._stats

    def ranked(self, query: Query, limit: int, f: MemoryFilter, columns: str) -> list[dict[str, Any]]:
        """`columns` and the keyword score (`bm25`) of the best `limit` matches, best first.

        One statement: the matches come from the GIN index, each word's frequency in each match from
        ts_rank asked for that word alone, a word's document frequency is the number of matches holding it
        (every document holding it matches), the household's size and mean length come from
        `household_stats`; then each match's BM25, as FTS5 computes it, summed over the words. A document's
        length is its count of distinct lexemes (stop words dropped), on both sides. Nothing is unpacked
        row by row: a word in 300 of a household's memories costs ~1 ms more, not 20.
        """
        if not query or limit <= 0:
            return []
        terms = list(query.terms)
        k = range(len(terms))
        where, params = where_clause(self.conns.household, f)
        words = ", ".join(f"plainto_tsquery('english'::regconfig, %s) AS q{i}" for i in k)
        any_word = " || ".join(f"w.q{i}" for i in k)
        freqs = ", ".join(f"ts_rank('{TF_WEIGHTS}'::float4[], m.search, w.q{i}, 0) * {TF_SCALE} AS f{i}" for i in k)
        dfs = ", ".join(f"count(*) FILTER (WHERE x.f{i} > 0) OVER () AS d{i}" for i in k)
        score = " + ".join(
            f"greatest(ln((w.n - d{i} + 0.5) / (d{i} + 0.5)), 1e-6)"
            f" * f{i} * {K1 + 1} / (f{i} + {K1} * ({1 - B} + {B} * dl / w.avgdl))"
            for i in k
        )
        sql = f"""
            WITH w AS (SELECT %s::float8 AS n, %s::float8 AS avgdl, {words}),
            matches AS (
                SELECT m.seq, greatest(length(m.search), 1)::float8 AS dl, {freqs}
                FROM memories m, w WHERE {where} AND m.search @@ ({any_word})),
            counted AS (SELECT x.*, {dfs} FROM matches x),
            scores AS (SELECT c.seq, {score} AS bm25 FROM counted c, w ORDER BY bm25 DESC, c.seq LIMIT %s)
            SELECT {columns}, s.bm25 FROM scores s
            JOIN memories m ON m.household_id = %s AND m.seq = s.seq
            ORDER BY s.bm25 DESC, m.seq"""
        with self.conns.read() as conn:
            n, avgdl = self.household_stats(conn)
            return conn.execute(sql, [n, avgdl, *terms, *params, int(limit), self.conns.household]).fetchall()

    def hits(self, query: Query, size: int, filters: MemoryFilter | None = None) -> list[SearchHit]:
        """The best `size` active memories that hold now, best first (keywords alone)."""
        rows = self.ranked(query, size * OVERFETCH, search_filter(filters), M_COLUMNS)
        scored = sorted(
            ((with_importance(r["bm25"], r["importance"]), order, r) for order, r in enumerate(rows)),
            key=lambda item: (-item[0], item[1]),
        )
        return [SearchHit(row_to_memory(r), score, pos) for pos, (score, _, r) in enumerate(scored[:size])]


class PgVectorSource:
    """The household's vectors for vector_index.VectorIndex, keyed by the memory's `seq`."""

    def __init__(self, conns: PgConnections) -> None:
        self.conns = conns

    def newest(self) -> int:
        with self.conns.read() as conn:
            row = conn.execute(
                "SELECT seq FROM vector_clock WHERE household_id = %s", (self.conns.household,)
            ).fetchone()
        return int(row["seq"]) if row else 0

    def since(self, seq: int) -> list[VectorRow]:
        with self.conns.read() as conn:
            rows = conn.execute(
                "SELECT m.seq AS key, v.model, v.vector, v.seq, m.status FROM memory_vectors v"
                " JOIN memories m ON m.household_id = v.household_id AND m.id = v.memory_id"
                " WHERE v.household_id = %s AND m.household_id = %s AND v.seq > %s ORDER BY v.seq",
                (self.conns.household, self.conns.household, seq),
            ).fetchall()
        return [(int(r["key"]), str(r["model"]), bytes(r["vector"]), int(r["seq"]), str(r["status"])) for r in rows]

    def decode(self, blobs: list[bytes], dim: int) -> np.ndarray:
        return np.frombuffer(b"".join(blobs), dtype="<f4").astype(np.float32).reshape(len(blobs), dim)


class PgCandidates:
    """The PostgreSQL store as hybrid_search.Candidates."""

    def __init__(self, conns: PgConnections, fts: PgFullText) -> None:
        self.conns = conns
        self.fts = fts
        self.vectors = PgVectorSource(conns)

    def keyword_scores(self, query: Query, limit: int, where: MemoryFilter, enough: int) -> list[tuple[int, float]]:
        return [(int(r["rowid"]), float(r["bm25"])) for r in self.fts.ranked(query, limit, where, "m.seq AS rowid")]

    def rows(self, keys: list[int], where: MemoryFilter) -> list[dict[str, Any]]:
        if not keys:
            return []
        clause, params = where_clause(self.conns.household, where)
        with self.conns.read() as conn:
            rows = conn.execute(
                f"SELECT {M_COLUMNS} FROM memories m WHERE {clause} AND m.seq = ANY(%s)", [*params, keys]
            ).fetchall()
        by_key = {int(r["rowid"]): r for r in rows}
        return [by_key[k] for k in keys if k in by_key]

    def judged(self, memory_ids: list[str]) -> dict[str, int]:
        if not memory_ids:
            return {}
        with self.conns.read() as conn:
            rows = conn.execute(
                "SELECT memory_id, count(*) AS n FROM feedback WHERE household_id = %s"
                " AND action = 'llm_judgment' AND memory_id = ANY(%s) GROUP BY memory_id",
                (self.conns.household, memory_ids),
            ).fetchall()
        return {str(r["memory_id"]): int(r["n"]) for r in rows}

    def to_memory(self, row: dict[str, Any]) -> Memory:
        return row_to_memory(row)
