"""Recall for one turn within a hard deadline (the memory read path), independent of the bus.

1. Preload: when a session starts, a bounded slice of active memories (most important, then most
   recent) is listed into the session's cache in the background.
2. Search each turn with a deadline: the store search runs in a thread pool; the turn waits for it
   at most until the budget is spent. If the search fails (or no search could start), a preload
   still running shares what is left of the same budget.
3. Fall back locally: late or failed, the session cache is ranked by word overlap plus a little
   weight for importance. A late search still completes into the cache for later turns.
4. Merge: search hits first, then local matches, up to the recall limit.

A search that succeeds does not wait for the preload: the preload only feeds the fallback, and
memory never delays a reply.
"""

from __future__ import annotations

import re
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any, Literal

from services.recall.cache import SessionCaches
from shared import metrics
from shared.logs import get_logger
from shared.memory.model import Memory, MemoryFilter, SearchResult, now_iso
from shared.memory.query import build_query
from shared.memory.store import MemoryStore
from shared.messages import PERSON_MAX, RecalledMemory

Source = Literal["search", "cache", "search+cache", "none"]

STAGE = "recall"
PUBLISH_RESERVE_S = 0.02  # kept back from the budget for building and publishing the context (a thread on a
# busy box wakes from its wait ~10 ms late: 3 ms put 2% of turns at 251-260 ms in `koe bench load`)
PRELOAD_RETRY_S = 5.0  # a failed preload is retried on a later turn, not more often than this
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")

log = get_logger(stage=STAGE)


@dataclass
class Recall:
    """What one turn's recall found, and how."""

    memories: list[RecalledMemory] = field(default_factory=list)
    source: Source = "none"
    query: str = ""
    query_id: str | None = None
    search_session: str | None = None
    recall_ms: float = 0.0
    search: Literal["hit", "late", "failed", "busy", "skipped"] = "skipped"


def recalled(
    memory: Memory, position: int, score: float, source: Literal["search", "cache"], household: str = "household"
) -> RecalledMemory:
    noted = memory.noted if _DAY.match(memory.noted or "") else time.strftime("%Y-%m-%d", time.gmtime())
    person = memory.person if memory.person and memory.person != household else None
    return RecalledMemory(
        id=memory.id,
        text=memory.text[:2000],
        noted=noted,
        position=position,
        score=float(score),
        source=source,
        person=person[:PERSON_MAX] if person else None,
    )


def speaker_first(memories: list[RecalledMemory], person: str | None) -> list[RecalledMemory]:
    """The speaker's own memories and the household's before anyone else's, each part in its order.

    An unknown speaker (None) gets the household's first: another person's "my wife" is never theirs.
    """
    mine = [r for r in memories if r.person is None or (person is not None and r.person == person)]
    others = [r for r in memories if r not in mine]
    return [r.model_copy(update={"position": i}) for i, r in enumerate(mine + others)]


class Recaller:
    """Per-session caches, the search pool and the deadline; thread-safe."""

    def __init__(
        self,
        store: MemoryStore,
        *,
        budget_ms: int = 250,
        limit: int = 10,
        preload: int = 200,
        assistant_name: str = "koe",
        threads: int = 4,
        household: str = "household",
    ) -> None:
        self.store = store
        self.household = household
        self.budget_s = budget_ms / 1000
        self.limit = limit
        self.preload_size = preload
        self.assistant_name = assistant_name
        self.caches = SessionCaches(assistant_name, preload)
        self.pool = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="recall-store")
        # Store calls still running. With a hung store, new searches stop queueing behind stuck ones.
        self.max_in_flight = threads * 2
        self._in_flight = 0
        self._lock = threading.Lock()
        self._preload_failed_at: dict[str, float] = {}

    # --- the pool ---------------------------------------------------------------------------

    def _submit(self, fn: Any, *args: Any) -> Future[Any] | None:
        with self._lock:
            if self._in_flight >= self.max_in_flight:
                return None
            self._in_flight += 1
        try:
            future = self.pool.submit(fn, *args)
        except RuntimeError:  # the pool is shut down
            with self._lock:
                self._in_flight -= 1
            return None
        future.add_done_callback(self._release)
        return future

    def _release(self, _: Future[Any]) -> None:
        with self._lock:
            self._in_flight -= 1

    def in_flight(self) -> int:
        with self._lock:
            return self._in_flight

    # --- sessions ---------------------------------------------------------------------------

    def start_session(self, session: str, device: str) -> bool:
        """Create the session's cache if needed and start its preload; True if a preload started."""
        cache, _ = self.caches.get_or_create(session, device)
        if self.preload_size <= 0 or cache.loaded or (cache.loading and not cache.loading.done()):
            return False
        failed_at = self._preload_failed_at.get(session)
        if failed_at is not None and time.monotonic() - failed_at < PRELOAD_RETRY_S:
            return False
        since = self.caches.sequence()
        started = time.perf_counter()
        future = self._submit(
            self.store.list, MemoryFilter(status="active", holds_at=now_iso()), self.preload_size, 0, "important"
        )
        if future is None:
            metrics.FALLBACKS.labels(STAGE, "preload_store_busy").inc()
            log.warning("recall.preload_skipped", session=session, reason="store busy")
            return False
        cache.loading = future

        def done(f: Future[Any]) -> None:
            cache.loading = None
            exc = f.exception()
            if exc is not None:
                self._preload_failed_at[session] = time.monotonic()
                metrics.FALLBACKS.labels(STAGE, "preload_failed").inc()
                log.warning("recall.preload_failed", session=session, error=f"{type(exc).__name__}: {exc}")
                return
            self._preload_failed_at.pop(session, None)
            added = self.caches.put(session, f.result(), since)
            cache.loaded = True
            log.debug(
                "recall.preloaded", session=session, memories=added, ms=round((time.perf_counter() - started) * 1000, 1)
            )

        future.add_done_callback(done)
        return True

    def drop_idle(self, idle_s: float) -> list[str]:
        gone = self.caches.drop_idle(idle_s)
        for session in gone:
            self._preload_failed_at.pop(session, None)
        return gone

    # --- one turn ---------------------------------------------------------------------------

    def recall(
        self, session: str, device: str, text: str, started: float | None = None, person: str | None = None
    ) -> Recall:
        """The turn's memories, returned before `started` + budget (perf_counter seconds).

        `person` is who is speaking (None: unknown): their memories and the household's come first."""
        t0 = started if started is not None else time.perf_counter()
        deadline = t0 + self.budget_s - PUBLISH_RESERVE_S
        self.start_session(session, device)
        since = self.caches.sequence()
        query = build_query(text, self.assistant_name)
        out = Recall(query=query.text)
        search: Future[SearchResult] | None = None
        if query:
            search = self._submit(self._search, text, session, self.limit * 2 if person else self.limit)
            if search is None:
                out.search = "busy"
            else:
                search.add_done_callback(lambda f: self._complete_into_cache(f, session, since, t0))

        # Wait for the search within the budget; if it fails, a running preload may use what is left.
        cache = self.caches.get(session)

        def preload_running() -> set[Future[Any]]:
            loading = cache.loading if cache is not None else None
            return {loading} if loading is not None and not loading.done() else set()

        waiting: set[Future[Any]] = {search} if search is not None else set()
        if search is None and query:
            waiting = preload_running()  # no search could start: the cache is all there is
        while waiting and (left := deadline - time.perf_counter()) > 0:
            done, _ = wait(waiting, timeout=left, return_when=FIRST_COMPLETED)
            if search is not None and search in done and search.exception() is None:
                break
            waiting -= done
            if search is not None and search.done():
                waiting |= preload_running()  # the search failed: the preload shares the rest of the budget

        hits: list[RecalledMemory] = []
        if search is not None:
            if search.done() and search.exception() is None:
                result = search.result()
                out.search = "hit"
                out.query_id = result.query_id
                out.search_session = session
                for hit in result.hits:
                    if self.caches.is_fresh(hit.memory.id, since):
                        hits.append(recalled(hit.memory, len(hits), hit.score, "search", self.household))
                hits = speaker_first(hits, person)[: self.limit]
            elif search.done():
                out.search = "failed"
                exc = search.exception()
                metrics.FALLBACKS.labels(STAGE, "search_failed").inc()
                log.warning("recall.search_failed", session=session, error=f"{type(exc).__name__}: {exc}")
            else:
                out.search = "late"
                metrics.FALLBACKS.labels(STAGE, "search_late").inc()
                log.warning("recall.search_late", session=session, budget_ms=round(self.budget_s * 1000))
        elif out.search == "busy":
            metrics.FALLBACKS.labels(STAGE, "store_busy").inc()
            log.warning("recall.store_busy", session=session, in_flight=self.in_flight())

        local = self.caches.rank(session, text, self.limit - len(hits), exclude={h.id for h in hits})
        local_hits = [recalled(m, len(hits) + i, score, "cache", self.household) for i, (m, score) in enumerate(local)]
        out.memories = speaker_first(hits + local_hits, person)
        out.source = "search+cache" if hits and local else "search" if hits else "cache" if local else "none"
        out.recall_ms = round((time.perf_counter() - t0) * 1000, 2)
        return out

    def _search(self, text: str, session: str, limit: int) -> SearchResult:
        """The store's search (the query's embedding included), timed in the pool: late ones count too.

        With the speaker known it reads twice the limit, so their own memories are not crowded out."""
        started = time.perf_counter()
        try:
            return self.store.search(text, limit, None, session)
        finally:
            metrics.MODEL_SECONDS.labels(STAGE, "memory_search").observe(time.perf_counter() - started)

    def _complete_into_cache(self, future: Future[SearchResult], session: str, since: int, t0: float) -> None:
        """Every search's hits go into the session's cache; a late one is logged when it lands."""
        if future.cancelled() or future.exception() is not None:
            return
        hits = future.result().hits
        added = self.caches.put(session, [h.memory for h in hits], since)
        ms = (time.perf_counter() - t0) * 1000
        if ms > self.budget_s * 1000:
            log.info("recall.late_search_cached", session=session, hits=len(hits), added=added, ms=round(ms, 1))

    # --- memory changes ---------------------------------------------------------------------

    def on_change(self, op: str, memory_id: str) -> None:
        """Drop the memory from every cache now; put a fresh copy back if it is (still) active."""
        self.store.changed(memory_id)  # the next search takes the changed vector in
        held = self.caches.forget(memory_id)
        log.debug("recall.memory_changed", op=op, memory_id=memory_id, caches=held)
        if op in ("retire", "delete") or not len(self.caches):
            return
        since = self.caches.sequence()

        def refresh() -> None:
            memory = self.store.get(memory_id)
            if memory is not None and memory.status == "active":
                self.caches.put_everywhere(memory, since)

        future = self._submit(refresh)
        if future is None:
            return  # the store is busy: the memory comes back with the next search that finds it

        def report(f: Future[Any]) -> None:
            if f.exception() is not None:
                log.warning("recall.refresh_failed", memory_id=memory_id, error=str(f.exception()))

        future.add_done_callback(report)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
