"""Search by words and by meaning at once: BM25 candidates and vector candidates, fused.

People ask about a thing in other words than they said it ("my wife" for "spouse"), so the store's
BM25 candidates are joined by the nearest memories in embedding space, and the two are fused
(`fusion.py`). The query's embedding has its own small deadline: if the embedder is slow or fails,
the search answers with BM25 alone, logs it and counts it, so recall still publishes within its
budget. Without an embedder (its packages not installed) every search is BM25 alone.

The store behind it is reached through `Candidates` (its keyword scores, its rows, its feedback counts,
its vectors), so the SQLite and PostgreSQL stores fuse and rank the same way with the same code.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any, Protocol

import numpy as np

from shared import metrics
from shared.logs import get_logger
from shared.memory.fusion import BM25_SPREAD_FLOOR, COSINE_SPREAD_FLOOR, Candidate, Scored, fuse, standardise
from shared.memory.model import Memory, MemoryFilter, SearchHit
from shared.memory.query import Query
from shared.memory.search_filters import search_filter, with_importance
from shared.memory.vector_index import VectorIndex, VectorSource

CANDIDATES = 30  # from each method, before fusion
KEYWORD_POOL = 200  # BM25 scores read per search: the spread that standardises them, and a score for more memories
MIN_COSINE = 0.1  # below this a "nearest" memory is about something else (paraphrases measured down to 0.1)
EMBED_TIMEOUT_S = 0.12  # the query's embedding takes ~5 ms; past this, BM25 answers alone
MAX_QUERY_CHARS = 2_000  # the model reads 256 word pieces; more text only costs tokenizing time

log = get_logger(component="memory.hybrid")


class Candidates(Protocol):
    """What hybrid search needs of a store. A row is keyed by an integer (SQLite's rowid) and has the
    columns id, rowid, importance, use_count, last_used_at and confidence."""

    vectors: VectorSource

    def keyword_scores(self, query: Query, limit: int, where: MemoryFilter, enough: int) -> list[tuple[int, float]]:
        """(row key, keyword score) of the best `limit` matches, best first."""
        ...

    def rows(self, keys: list[int], where: MemoryFilter) -> list[Any]:
        """The rows of these keys that pass the filters, in the order given."""
        ...

    def judged(self, memory_ids: list[str]) -> dict[str, int]:
        """How often the writer judged each memory relevant (its feedback events)."""
        ...

    def to_memory(self, row: Any) -> Memory: ...


def candidate(row: Any) -> Candidate:
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

    def __init__(self, store: Candidates, embedder: Any) -> None:
        self.store = store
        self.embedder = embedder
        self.index = VectorIndex(store.vectors, embedder.model_id, embedder.dim)
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
        pool = self.store.keyword_scores(query, KEYWORD_POOL, where, enough=CANDIDATES)
        vector = self._embedding(pending)
        keyword = dict(pool)
        if vector is None:  # no meaning search this time: BM25's own order, as without an embedder
            rows = self.store.rows([rowid for rowid, _ in pool[:CANDIDATES]], where)
            ranked = sorted(rows, key=lambda r: with_importance(keyword[r["rowid"]], r["importance"]), reverse=True)
            return [
                SearchHit(self.store.to_memory(r), with_importance(keyword[r["rowid"]], r["importance"]), i)
                for i, r in enumerate(ranked[:size])
            ]
        top_keyword = [rowid for rowid, _ in pool[:CANDIDATES]]
        nearest = self.index.search(vector, CANDIDATES, also=top_keyword)
        cosines = {**nearest.cosines, **{rowid: cos for rowid, cos in nearest.best}}
        near = [rowid for rowid, cos in nearest.best if cos >= MIN_COSINE]
        rows = self.store.rows(list(dict.fromkeys([*top_keyword, *near])), where)
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
        fused = fuse(scored, judged=self.store.judged([s.candidate.id for s in scored]))[:size]
        return [SearchHit(self.store.to_memory(f.candidate.row), f.score, i) for i, f in enumerate(fused)]

    def close(self) -> None:
        self._closed.set()
        self._pool.shutdown(wait=False, cancel_futures=True)

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
