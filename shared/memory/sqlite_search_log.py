"""The search log: every search with its query id, session, query, time and hits with positions.

The writer's feedback is tied to a search through it. Entries are written by one background thread,
at most every LOG_BATCH_S and a burst in one transaction, so a search never waits on another
process's write lock. `entries()` and `close()` flush it first.
"""

from __future__ import annotations

import json
import sqlite3

from tenacity import RetryCallState, retry, retry_if_exception_type, stop_after_attempt, wait_incrementing

from shared.logs import get_logger
from shared.memory.search_log import LogEntry, QueuedLog
from shared.memory.sqlite_connections import Connections, StoreError

WRITE_TRIES = 3
WRITE_WAIT_S = 0.2  # before the second try, then 0.2 s more before each next one

log = get_logger(component="memory.sqlite")


def _write_failed(state: RetryCallState) -> None:
    error = state.outcome.exception() if state.outcome else None
    batch: list[LogEntry] = state.args[1]
    log.warning("search log write failed", error=str(error), attempt=state.attempt_number, entries=len(batch))


def _entries_lost(state: RetryCallState) -> None:
    batch: list[LogEntry] = state.args[1]
    log.error("search log entries lost", entries=len(batch))


# An OperationalError is the file locked for longer than the busy timeout: wait and try again.
@retry(
    retry=retry_if_exception_type(sqlite3.OperationalError),
    stop=stop_after_attempt(WRITE_TRIES),
    wait=wait_incrementing(start=WRITE_WAIT_S, increment=WRITE_WAIT_S),
    after=_write_failed,
    retry_error_callback=_entries_lost,
)
def write_entries(conns: Connections, batch: list[LogEntry]) -> None:
    with conns.transaction() as conn:
        conn.executemany(
            "INSERT OR IGNORE INTO searches (query_id, session, query, at, hits) VALUES (?, ?, ?, ?, ?)", batch
        )


class SearchLog(QueuedLog):
    def __init__(self, conns: Connections) -> None:
        self.conns = conns
        super().__init__()

    def entries(
        self, query_id: str | None = None, session: str | None = None, limit: int = 100
    ) -> list[dict[str, object]]:
        """Logged searches, newest first: {query_id, session, query, at, hits: [{id, position, score}]}."""
        self.flush()
        clauses, params = [], []
        if query_id is not None:
            clauses.append("query_id = ?")
            params.append(query_id)
        if session is not None:
            clauses.append("session = ?")
            params.append(session)
        where = " AND ".join(clauses) or "1"
        rows = (
            self.conns.reader()
            .execute(
                f"SELECT * FROM searches WHERE {where} ORDER BY at DESC, rowid DESC LIMIT ?",
                [*params, max(0, int(limit))],
            )
            .fetchall()
        )
        return [
            {
                "query_id": r["query_id"],
                "session": r["session"],
                "query": r["query"],
                "at": r["at"],
                "hits": json.loads(r["hits"]),
            }
            for r in rows
        ]

    def _write(self, batch: list[LogEntry]) -> None:
        try:
            write_entries(self.conns, batch)
        except StoreError:
            return  # closed meanwhile: nothing more can be written
