"""The search log's queue: entries written by one background thread, a burst in one transaction, so a
search never waits for its log entry. The SQLite and PostgreSQL stores each give it their own write
(sqlite_search_log, pg_search_log). `flush()` waits for what is queued; `close()` writes it and stops."""

from __future__ import annotations

import json
import queue
import threading
import time

from shared.memory.model import SearchHit, now_iso

LOG_BATCH_S = 0.02

LogEntry = tuple[str, str | None, str, str, str]  # query id, session, query, at, hits as JSON


class QueuedLog:
    def __init__(self) -> None:
        self._queue: queue.Queue[LogEntry | None] = queue.Queue()
        self._thread = threading.Thread(target=self._loop, name="memory-search-log", daemon=True)
        self._thread.start()

    def record(self, query_id: str, session: str | None, query: str, hits: list[SearchHit]) -> None:
        """Queue one search's entry (written within LOG_BATCH_S)."""
        hit_log = json.dumps([{"id": h.memory.id, "position": h.position, "score": h.score} for h in hits])
        self._queue.put((query_id, session, query, now_iso(), hit_log))

    def _write(self, batch: list[LogEntry]) -> None:
        """Write a burst of entries in one transaction (the store's own)."""
        raise NotImplementedError

    def flush(self) -> None:
        """Wait until every search so far is in the search log."""
        if self._thread.is_alive():
            self._queue.join()

    def close(self) -> None:
        """Write what is queued and stop the thread."""
        if self._thread.is_alive():
            self._queue.put(None)
            self._thread.join(timeout=10)

    def _loop(self) -> None:
        while True:
            item = self._queue.get()
            try:
                if item is None:
                    return
                time.sleep(LOG_BATCH_S)  # let a burst of searches share one transaction
                batch = [item]
                while True:  # write whatever queued up in one transaction
                    try:
                        nxt = self._queue.get_nowait()
                    except queue.Empty:
                        break
                    if nxt is None:
                        self._queue.task_done()
                        self._write(batch)
                        return
                    batch.append(nxt)
                    self._queue.task_done()
                self._write(batch)
            finally:
                self._queue.task_done()
