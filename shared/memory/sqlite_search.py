"""Ranked full-text search over the active memories: FTS5's BM25, a little weight for importance.

BM25 column weights favour subject and tags (short, chosen words) over the sentence; the day a
memory was noted ("3 june 2026") helps "what did we say in June" a little. Over a big store, a query
of common words would rank tens of thousands of matches, so such queries are narrowed first (see
`FullTextSearch.match_plan`).
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterable
from typing import Any

from shared.memory.model import Memory, MemoryFilter, SearchHit, now_iso
from shared.memory.query import Query, quote
from shared.memory.search_filters import plain, search_filter, with_importance
from shared.memory.sqlite_connections import Connections
from shared.memory.sqlite_rows import holds_clause, row_to_memory, where_clause
from shared.memory.sqlite_vectors import SqliteVectorSource

# bm25() weights for the index columns (text, subject, tags, noted).
BM25_WEIGHTS = (1.0, 2.0, 1.5, 0.5)
OVERFETCH = 3  # candidates fetched per requested hit, re-ranked with importance and filters
BROAD_MATCHES = 4_000  # memories one search ranks with BM25 before common words are narrowed down
MAX_COMMON_TERMS = 8
DF_CACHE_S = 30.0  # how long a word's document frequency is reused
DF_CACHE_WORDS = 50_000


def boosted_bm25(row: sqlite3.Row) -> float:
    """A ranked row's BM25 score with its importance's little weight."""
    return with_importance(row["bm25"], row["importance"])


class FullTextSearch:
    """Searches one store's index; keeps a short-lived cache of word document frequencies."""

    def __init__(self, conns: Connections) -> None:
        self.conns = conns
        self._df_cache: dict[str, int] = {}
        self._df_since = time.monotonic()
        self._df_size = 0  # the store's size (highest rowid) when the cache was started
        self._df_lock = threading.Lock()

    def hits(self, query: Query, size: int, filters: MemoryFilter | None = None) -> list[SearchHit]:
        """The best `size` active memories for the query, best first."""
        if not query or size <= 0:
            return []
        rows = self.ranked(self.match_plan(query), size * OVERFETCH, search_filter(filters))
        scored = []
        for order, row in enumerate(rows):
            scored.append((boosted_bm25(row), order, row))
        scored.sort(key=lambda item: (-item[0], item[1]))
        return [
            SearchHit(memory=row_to_memory(row), score=score, position=pos)
            for pos, (score, _, row) in enumerate(scored[:size])
        ]

    def ranked(self, plan: list[tuple[str, int]], limit: int, f: MemoryFilter) -> list[sqlite3.Row]:
        """BM25-ranked rows for the first expression of `plan` that finds enough (the last one regardless)."""
        rank = "bm25(memories_fts, {}, {}, {}, {})".format(*BM25_WEIGHTS)
        if plain(f):
            # The common case: rank in the index alone, then fetch only the top rows that hold.
            holds, after = holds_clause(f.holds_at or now_iso())
            sql = f"""SELECT m.*, -top.r AS bm25 FROM
                        (SELECT rowid, {rank} AS r FROM memories_fts WHERE memories_fts MATCH ?
                         AND rowid >= ? ORDER BY r LIMIT ?) AS top
                      JOIN memories m ON m.rowid = top.rowid WHERE {holds} ORDER BY top.r"""
            extra: list[Any] = []
        else:
            where, extra = where_clause(f)
            after = []
            sql = f"""SELECT m.*, -{rank} AS bm25
                      FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid
                      WHERE memories_fts MATCH ? AND memories_fts.rowid >= ? AND {where}
                      ORDER BY {rank} LIMIT ?"""
        rows: list[sqlite3.Row] = []
        for match, from_rowid in plan:
            params = [match, from_rowid, *extra, limit, *after]
            rows = self.conns.reader().execute(sql, params).fetchall()
            if len(rows) >= limit // OVERFETCH:
                break
        return rows

    def scores(self, plan: list[tuple[str, int]], limit: int, f: MemoryFilter, enough: int) -> list[tuple[int, float]]:
        """(memory rowid, BM25 score) of the best `limit` matches, best first, for the first expression
        of `plan` that finds `enough` (the last one regardless). Only the index is read when the filter
        is the plain "active" one (only active memories are in the index)."""
        rank = "bm25(memories_fts, {}, {}, {}, {})".format(*BM25_WEIGHTS)
        if plain(f):  # the rows read next drop what no longer holds
            sql = f"""SELECT rowid, -{rank} FROM memories_fts WHERE memories_fts MATCH ? AND rowid >= ?
                      ORDER BY {rank} LIMIT ?"""
            extra: list[Any] = []
        else:
            where, extra = where_clause(f)
            sql = f"""SELECT m.rowid, -{rank} FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid
                      WHERE memories_fts MATCH ? AND memories_fts.rowid >= ? AND {where} ORDER BY {rank} LIMIT ?"""
        found: list[tuple[int, float]] = []
        for match, from_rowid in plan:
            rows = self.conns.reader().execute(sql, [match, from_rowid, *extra, limit]).fetchall()
            found = [(int(r[0]), float(r[1])) for r in rows]
            if len(found) >= enough:
                break
        return found

    def match_plan(self, query: Query) -> list[tuple[str, int]]:
        """The (MATCH expression, lowest rowid) pairs to try, in order.

        BM25 is computed for every memory that matches, so a query with common words over a big store
        costs milliseconds per 10,000 matches. When the words match more than BROAD_MATCHES memories
        in all, only memories that share one of the rarer words are ranked (the common words still add
        to their score), and when every word is common, memories with all of them (then at least two).
        A single word that matches more than that ranks only the newest memories it is in. Small
        stores and specific questions get the plain any-word BM25 ranking.
        """
        terms = query.terms
        freqs = self.doc_freqs(terms)
        if sum(freqs.values()) <= BROAD_MATCHES:
            return [(query.match, 0)]
        if len(terms) == 1:
            return [(query.match, self.newest_window(freqs[terms[0]]))]
        rare: set[str] = set()
        total = 0
        for term in sorted((t for t in terms if freqs[t] > 0), key=lambda t: freqs[t]):
            if total + freqs[term] > BROAD_MATCHES:
                break
            rare.add(term)
            total += freqs[term]
        if rare:
            ordered = [t for t in terms if t in rare]
            return [(f"({' OR '.join(quote(t) for t in ordered)}) AND ({query.match})", 0)]
        common = [t for t in terms if freqs[t] > 0][:MAX_COMMON_TERMS]
        if len(common) == 1:
            return [(quote(common[0]), self.newest_window(freqs[common[0]]))]
        plan = [(" AND ".join(quote(t) for t in common), 0)]
        if len(common) >= 3:  # every pair: each word appears equally often, so BM25's order holds
            pairs = [f"({quote(a)} AND {quote(b)})" for i, a in enumerate(common) for b in common[i + 1 :]]
            plan.append((" OR ".join(pairs), 0))
        return plan

    def newest_window(self, matches: int) -> int:
        """The lowest rowid of the newest memories among which a word matches about BROAD_MATCHES."""
        top = self.conns.reader().execute("SELECT max(rowid) FROM memories").fetchone()[0] or 0
        if matches <= BROAD_MATCHES or not top:
            return 0
        return max(0, top - int(top * BROAD_MATCHES / matches))

    def doc_freqs(self, terms: Iterable[str]) -> dict[str, int]:
        """How many active memories contain each word; cached for a while (an estimate is enough)."""
        now = time.monotonic()
        conn = self.conns.reader()
        size = int(conn.execute("SELECT max(rowid) FROM memories").fetchone()[0] or 0)
        with self._df_lock:
            grown = abs(size - self._df_size) > max(100, self._df_size // 10)
            if grown or now - self._df_since > DF_CACHE_S or len(self._df_cache) > DF_CACHE_WORDS:
                self._df_cache.clear()
                self._df_since = now
                self._df_size = size
            missing = [t for t in terms if t not in self._df_cache]
            out = {t: self._df_cache[t] for t in terms if t in self._df_cache}
        for term in missing:
            row = conn.execute(
                "SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ?", (quote(term),)
            ).fetchone()
            out[term] = int(row[0])
        with self._df_lock:
            self._df_cache.update({t: out[t] for t in missing})
        return out


class SqliteCandidates:
    """The SQLite store as hybrid search's `Candidates`: BM25 scores, rows by rowid, feedback counts."""

    def __init__(self, conns: Connections, fts: FullTextSearch) -> None:
        self.conns = conns
        self.fts = fts
        self.vectors = SqliteVectorSource(conns)

    def keyword_scores(self, query: Query, limit: int, where: MemoryFilter, enough: int) -> list[tuple[int, float]]:
        return self.fts.scores(self.fts.match_plan(query), limit, where, enough)

    def rows(self, keys: list[int], where: MemoryFilter) -> list[sqlite3.Row]:
        if not keys:
            return []
        clause, params = where_clause(where)
        marks = ",".join("?" * len(keys))
        rows = (
            self.conns.reader()
            # NOT INDEXED: by rowid only. Given the choice, SQLite walks the status index: every active memory.
            .execute(
                f"SELECT m.* FROM memories m NOT INDEXED WHERE m.rowid IN ({marks}) AND {clause}", [*keys, *params]
            )
            .fetchall()
        )
        by_rowid = {int(r["rowid"]): r for r in rows}
        return [by_rowid[rowid] for rowid in keys if rowid in by_rowid]

    def judged(self, memory_ids: list[str]) -> dict[str, int]:
        if not memory_ids:
            return {}
        marks = ",".join("?" * len(memory_ids))
        rows = (
            self.conns.reader()
            .execute(
                f"SELECT memory_id, count(*) FROM feedback WHERE action = 'llm_judgment'"
                f" AND memory_id IN ({marks}) GROUP BY memory_id",
                memory_ids,
            )
            .fetchall()
        )
        return {str(r[0]): int(r[1]) for r in rows}

    def to_memory(self, row: sqlite3.Row) -> Memory:
        return row_to_memory(row)
