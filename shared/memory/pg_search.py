"""Search in the PostgreSQL store: text ranked in the database, vectors compared exactly in numpy.

- Text: `memories.search` is a generated tsvector (subject, tags, text, the day noted, weighted A-D
  as SQLite's BM25 weighs its columns) with a GIN index that leads with household_id. A query is the
  same content words query.py picks for SQLite, each turned into a tsquery by plainto_tsquery (it
  has no syntax to break: quotes, operators and `%` are only characters) and joined with OR, ranked
  by ts_rank_cd. Its scores are about a tenth of BM25's, so they are scaled to BM25's range, where
  fusion's spread floor was measured.
- Vectors: `PgVectorSource` feeds vector_index.VectorIndex the household's vectors changed since it
  last looked (one query for the clock, and one for the rows when it moved), so a process keeps its
  household's vectors as a small matrix and compares every one of them exactly.
- `PgCandidates` is the store as hybrid_search.Candidates: the same fusion and ranking as SQLite's.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from shared.memory.model import Memory, MemoryFilter, SearchHit
from shared.memory.pg_connections import PgConnections
from shared.memory.pg_rows import M_COLUMNS, where_clause
from shared.memory.query import Query
from shared.memory.search_filters import search_filter, with_importance
from shared.memory.sqlite_rows import row_to_memory
from shared.memory.vector_index import VectorRow

# ts_rank_cd's weights for D (noted), C (text), B (tags), A (subject): SQLite's BM25 weights, halved.
RANK_WEIGHTS = "{0.25, 0.5, 0.75, 1.0}"
RANK_NORMALISATION = 1  # divide by 1 + log(the document's length): a long sentence's mention counts less
KEYWORD_SCALE = 10.0  # ts_rank_cd's scores onto BM25's range (fusion's BM25_SPREAD_FLOOR is on that scale)
OVERFETCH = 3  # candidates ranked per requested hit, re-ranked with importance


def tsquery(query: Query) -> tuple[str, list[str]]:
    """The query's terms as one tsquery expression (any term may match) and its parameters."""
    part = "plainto_tsquery('english'::regconfig, %s)"
    return "(" + " || ".join([part] * len(query.terms)) + ")", list(query.terms)


class PgFullText:
    """Ranked full-text search over one household's active memories."""

    def __init__(self, conns: PgConnections) -> None:
        self.conns = conns

    def ranked(self, query: Query, limit: int, f: MemoryFilter, columns: str) -> list[dict[str, Any]]:
        """`columns` and the keyword score (`bm25`) of the best `limit` matches, best first."""
        if not query or limit <= 0:
            return []
        expr, terms = tsquery(query)
        where, params = where_clause(self.conns.household, f)
        sql = (
            f"SELECT {columns}, ts_rank_cd(%s::float4[], m.search, q.q, %s) * %s AS bm25"
            f" FROM memories m, (SELECT {expr} AS q) AS q WHERE {where} AND m.search @@ q.q"
            " ORDER BY bm25 DESC, m.seq LIMIT %s"
        )
        with self.conns.transaction() as conn:
            return conn.execute(
                sql, [RANK_WEIGHTS, RANK_NORMALISATION, KEYWORD_SCALE, *terms, *params, int(limit)]
            ).fetchall()

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
        with self.conns.transaction() as conn:
            row = conn.execute(
                "SELECT seq FROM vector_clock WHERE household_id = %s", (self.conns.household,)
            ).fetchone()
        return int(row["seq"]) if row else 0

    def since(self, seq: int) -> list[VectorRow]:
        with self.conns.transaction() as conn:
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
        with self.conns.transaction() as conn:
            rows = conn.execute(
                f"SELECT {M_COLUMNS} FROM memories m WHERE {clause} AND m.seq = ANY(%s)", [*params, keys]
            ).fetchall()
        by_key = {int(r["rowid"]): r for r in rows}
        return [by_key[k] for k in keys if k in by_key]

    def judged(self, memory_ids: list[str]) -> dict[str, int]:
        if not memory_ids:
            return {}
        with self.conns.transaction() as conn:
            rows = conn.execute(
                "SELECT memory_id, count(*) AS n FROM feedback WHERE household_id = %s"
                " AND action = 'llm_judgment' AND memory_id = ANY(%s) GROUP BY memory_id",
                (self.conns.household, memory_ids),
            ).fetchall()
        return {str(r["memory_id"]): int(r["n"]) for r in rows}

    def to_memory(self, row: dict[str, Any]) -> Memory:
        return row_to_memory(row)
