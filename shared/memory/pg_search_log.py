"""The search log of one household on PostgreSQL, written beside the search, never on its path.

A search that wrote its own log entry paid a whole transaction more on the turn's path (the household's
setting, the insert, the commit: three round trips), which on a loaded box was a good part of recall's
time (`koe bench load`, docs/scaling.md). As in the SQLite store (sqlite_search_log.py), one background
thread writes the entries, a burst in one transaction; `flush()` waits for what is queued, and the store
flushes before it reads the log or forgets anything the log may name. An entry that cannot be written
is lost with a warning; the search it logs was answered.
"""

from __future__ import annotations

import json
import queue
import threading
import time
from typing import Any

import psycopg

from shared.logs import get_logger
from shared.memory.model import SearchHit, now_iso
from shared.memory.sqlite_connections import StoreError

LOG_BATCH_S = 0.02
_INSERT = (
    "INSERT INTO searches (household_id, query_id, session, query, at, hits)"
    " VALUES (%s, %s, %s, %s, %s, %s::jsonb) ON CONFLICT DO NOTHING"
)

log = get_logger(component="memory.postgres")


class PgSearchLog:
    def __init__(self, conns: Any, household: str) -> None:
        self.conns = conns
        self.household = household
        self._queue: queue.Queue[tuple[str, ...] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._loop, name="memory-search-log", daemon=True)
        self._thread.start()

    def record(self, query_id: str, session: str | None, query: str, hits: list[SearchHit]) -> None:
        entry = json.dumps([{"id": h.memory.id, "position": h.position, "score": h.score} for h in hits])
        self._queue.put((self.household, query_id, session, query, now_iso(), entry))  # type: ignore[arg-type]

    def flush(self) -> None:
        """Wait until every search so far is in the log."""
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
            if item is None:
                self._queue.task_done()
                return
            time.sleep(LOG_BATCH_S)  # let a burst of searches share one transaction
            batch, stop = [item], False
            while True:
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    stop = True
                    self._queue.task_done()
                    break
                batch.append(nxt)
            try:
                self._write(batch)
            finally:
                for _ in batch:
                    self._queue.task_done()
            if stop:
                return

    def _write(self, batch: list[tuple[str, ...]]) -> None:
        try:
            with self.conns.transaction() as conn, conn.cursor() as cur:
                cur.executemany(_INSERT, batch)
        except (psycopg.Error, StoreError) as exc:  # the searches were answered; only their entries are lost
            log.warning("memory.search_log_lost", error=type(exc).__name__, entries=len(batch))
