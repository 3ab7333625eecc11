"""Search by words and by meaning at once: BM25 candidates and vector candidates, fused.

People ask about a thing in other words than they said it ("my wife" for "spouse"), so the store's
BM25 candidates are joined by the nearest memories in embedding space, and the two are fused
(`fusion.py`). The query's embedding has its own small deadline: if the embedder is slow or fails,
the search answers with BM25 alone, logs it and counts it, so recall still publishes within its
budget. Without an embedder (its packages not installed) every search is BM25 alone.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any

import numpy as np

from shared import metrics
from shared.logs import get_logger
from shared.memory.fusion import BM25_SPREAD_FLOOR, COSINE_SPREAD_FLOOR, Candidate, Scored, fuse, standardise
from shared.memory.model import MemoryFilter, SearchHit
from shared.memory.query import Query
from shared.memory.sqlite_connections import Connections
from shared.memory.sqlite_rows import row_to_memory, where_clause
from shared.memory.sqlite_search import FullTextSearch, search_filter, with_importance
from shared.memory.sqlite_vectors import VectorIndex

CANDIDATES = 30  # from each method, before fusion
KEYWORD_POOL = 200  # BM25 scores read per search: the spread that standardises them, and a score for more memories
MIN_COSINE = 0.1  # below this a "nearest" memory is about something else (paraphrases measured down to 0.1)
EMBED_TIMEOUT_S = 0.12  # the query's embedding takes ~5 ms; past this, BM25 answers alone
MAX_QUERY_CHARS = 2_000  # the model reads 256 word pieces; more text only costs tokenizing time

log = get_logger(component="memory.hybrid")


def candidate(row: sqlite3.Row) -> Candidate:
    return Candidate(
        str(row["id"]),
        int(row["importance"]),
        int(row["use_count"]),
        row["last_used_at"],
        row,
        float(row["confidence"]),
    )


class HybridSearch:
    """BM25 plus the nearest vectors of one embedder; thread-safe."""

    def __init__(self, conns: Connections, fts: FullTextSearch, embedder: Any) -> None:
        self.conns = conns
        self.fts = fts
        self.embedder = embedder
        self.index = VectorIndex(conns, embedder.model_id, embedder.dim)
        # One thread: embeddings queue behind each other rather than take more cores from STT and the LLM.
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="embed-query")
        self._closed = threading.Event()
        # Pay for loading now, not on a turn: the vectors into memory, the model's first run.
        self.index.refresh()
        try:
            embedder.embed_one("hello")
        except Exception as exc:  # a broken embedder is found again per search, and answered by BM25
            log.warning("memory.embedder_warmup_failed", error=f"{type(exc).__name__}: {exc}"[:300])

    def hits(self, query: Query, text: str, size: int, filters: MemoryFilter | None) -> list[SearchHit]:
        if size <= 0 or not query:
            return []
        where = search_filter(filters)
        # The query is embedded in its own thread, so that it can be given up on, while BM25 runs here:
        # both release the GIL, and recall runs between speech recognition and the reply, when the
        # cores are otherwise idle.
        pending = self._start_embedding(text[:MAX_QUERY_CHARS])
        pool = self.fts.scores(self.fts.match_plan(query), KEYWORD_POOL, where, enough=CANDIDATES)
        vector = self._embedding(pending)
        keyword = dict(pool)
        if vector is None:  # no meaning search this time: BM25's own order, as without an embedder
            rows = self._rows([rowid for rowid, _ in pool[:CANDIDATES]], where)
            ranked = sorted(rows, key=lambda r: with_importance(keyword[r["rowid"]], r["importance"]), reverse=True)
            return [
                SearchHit(row_to_memory(r), with_importance(keyword[r["rowid"]], r["importance"]), i)
                for i, r in enumerate(ranked[:size])
            ]
        top_keyword = [rowid for rowid, _ in pool[:CANDIDATES]]
        nearest = self.index.search(vector, CANDIDATES, also=top_keyword)
        cosines = {**nearest.cosines, **{rowid: cos for rowid, cos in nearest.best}}
        near = [rowid for rowid, cos in nearest.best if cos >= MIN_COSINE]
        rows = self._rows(list(dict.fromkeys([*top_keyword, *near])), where)
        mean, spread = standardise([score for _, score in pool], BM25_SPREAD_FLOOR)
        cos_spread = max(nearest.spread, COSINE_SPREAD_FLOOR)
        scored = []
        for row in rows:
            rowid = int(row["rowid"])
            bm25, cos = keyword.get(rowid), cosines.get(rowid)
            scored.append(
                Scored(
                    candidate(row),
                    None if bm25 is None else (bm25 - mean) / spread,
                    None if cos is None else (cos - nearest.mean) / cos_spread,
                )
            )
        fused = fuse(scored, judged=self._judged([s.candidate.id for s in scored]))[:size]
        return [SearchHit(row_to_memory(f.candidate.row), f.score, i) for i, f in enumerate(fused)]

    def close(self) -> None:
        self._closed.set()
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _rows(self, rowids: list[int], where: MemoryFilter) -> list[sqlite3.Row]:
        """The candidates' rows that pass the filters, in the order given."""
        if not rowids:
            return []
        clause, params = where_clause(where)
        marks = ",".join("?" * len(rowids))
        rows = (
            self.conns.reader()
            # NOT INDEXED: by rowid only. Given the choice, SQLite walks the status index: every active memory.
            .execute(
                f"SELECT m.* FROM memories m NOT INDEXED WHERE m.rowid IN ({marks}) AND {clause}",
                [*rowids, *params],
            )
            .fetchall()
        )
        by_rowid = {int(r["rowid"]): r for r in rows}
        return [by_rowid[rowid] for rowid in rowids if rowid in by_rowid]

    # --- the meaning side ---------------------------------------------------------------------------

    def _start_embedding(self, text: str) -> tuple[Future[np.ndarray], float] | None:
        if self._closed.is_set():
            return None
        return self._pool.submit(self.embedder.embed_one, text), time.monotonic() + EMBED_TIMEOUT_S

    def _embedding(self, pending: tuple[Future[np.ndarray], float] | None) -> np.ndarray | None:
        """The query's vector, or None (counted and logged) when it is late or the embedder failed."""
        if pending is None:
            return None
        future, deadline = pending
        try:
            return future.result(timeout=max(0.0, deadline - time.monotonic()))
        except FutureTimeout:
            why = "slow"
        except Exception as exc:  # the embedder's failure costs this search its meaning side, nothing else
            why = "failed"
            log.warning("memory.embed_failed", error=f"{type(exc).__name__}: {exc}"[:300])
        metrics.FALLBACKS.labels("memory", f"bm25_only_embedder_{why}").inc()
        log.warning("memory.bm25_only", why=f"embedder {why}", timeout_s=EMBED_TIMEOUT_S)
        return None

    def _judged(self, memory_ids: list[str]) -> dict[str, int]:
        """How often the writer judged each memory relevant (its feedback events)."""
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
