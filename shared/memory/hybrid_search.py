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
from shared.memory.fusion import Candidate, fuse
from shared.memory.model import MemoryFilter, SearchHit
from shared.memory.query import Query
from shared.memory.sqlite_connections import Connections
from shared.memory.sqlite_rows import row_to_memory, where_clause
from shared.memory.sqlite_search import IMPORTANCE_WEIGHT, FullTextSearch, search_filter
from shared.memory.sqlite_vectors import VectorIndex

CANDIDATES = 30  # from each method, before fusion
MIN_COSINE = 0.1  # below this a "nearest" memory is about something else (paraphrases measured down to 0.1)
EMBED_TIMEOUT_S = 0.12  # the query's embedding takes ~5 ms; past this, BM25 answers alone
MAX_QUERY_CHARS = 2_000  # the model reads 256 word pieces; more text only costs tokenizing time

log = get_logger(component="memory.hybrid")


def candidate(row: sqlite3.Row) -> Candidate:
    return Candidate(str(row["id"]), int(row["importance"]), int(row["use_count"]), row["last_used_at"], row)


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
        if size <= 0:
            return []
        # The query is embedded first, in its own thread so that it can be given up on: on a busy 2-core
        # box running BM25 alongside it would only make both slower.
        vector = self._embedding(self._start_embedding(text[:MAX_QUERY_CHARS])) if query else None
        keyword = self._keyword(query, filters)
        if vector is None:  # no meaning search this time: BM25's own order, as without an embedder
            return [SearchHit(row_to_memory(c.row), float(c.row["bm25"]), i) for i, c in enumerate(keyword[:size])]
        meaning = self._nearest(vector, filters)
        ids = list({c.id for c in (*keyword, *meaning)})
        fused = fuse([keyword, meaning], judged=self._judged(ids))[:size]
        return [SearchHit(row_to_memory(f.candidate.row), f.score, i) for i, f in enumerate(fused)]

    def _keyword(self, query: Query, filters: MemoryFilter | None) -> list[Candidate]:
        """BM25's best candidates (importance weighs in as in a plain search), as rows."""
        if not query:
            return []
        rows = self.fts.ranked(self.fts.match_plan(query), CANDIDATES, search_filter(filters))
        rows = sorted(rows, key=lambda r: -float(r["bm25"]) * (1.0 + IMPORTANCE_WEIGHT * (int(r["importance"]) - 3)))
        return [candidate(r) for r in rows]

    def close(self) -> None:
        self._closed.set()
        self._pool.shutdown(wait=False, cancel_futures=True)

    # --- the meaning side ---------------------------------------------------------------------------

    def _nearest(self, vector: np.ndarray, filters: MemoryFilter | None) -> list[Candidate]:
        """Active memories nearest to `vector` that pass the filters, as rows."""
        near = [(rowid, cos) for rowid, cos in self.index.search(vector, CANDIDATES) if cos >= MIN_COSINE]
        if not near:
            return []
        where, params = where_clause(search_filter(filters))
        marks = ",".join("?" * len(near))
        rows = (
            self.conns.reader()
            # NOT INDEXED: by rowid only. Given the choice, SQLite walks the status index: every active memory.
            .execute(
                f"SELECT m.* FROM memories m NOT INDEXED WHERE m.rowid IN ({marks}) AND {where}",
                [*(r for r, _ in near), *params],
            )
            .fetchall()
        )
        by_rowid = {int(r["rowid"]): r for r in rows}
        return [candidate(by_rowid[rowid]) for rowid, _ in near if rowid in by_rowid]

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
