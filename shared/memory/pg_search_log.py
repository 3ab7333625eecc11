"""The search log of one household on PostgreSQL, written beside the search, never on its path.

A search that wrote its own log entry paid a whole transaction more on the turn's path (the household's
setting, the insert, the commit: three round trips), which on a loaded box was a good part of recall's
time (`koe bench load`, docs/scaling.md). As in the SQLite store, the shared queue (search_log.py) writes
the entries from a background thread, a burst in one transaction; the store flushes it before it reads
the log or forgets anything the log may name. An entry that cannot be written is lost with a warning;
the search it logs was answered.
"""

from __future__ import annotations

from typing import Any

import psycopg

from shared.logs import get_logger
from shared.memory.search_log import LogEntry, QueuedLog
from shared.memory.sqlite_connections import StoreError

_INSERT = (
    "INSERT INTO searches (household_id, query_id, session, query, at, hits)"
    " VALUES (%s, %s, %s, %s, %s, %s::jsonb) ON CONFLICT DO NOTHING"
)

log = get_logger(component="memory.postgres")


class PgSearchLog(QueuedLog):
    def __init__(self, conns: Any, household: str) -> None:
        self.conns = conns
        self.household = household
        super().__init__()

    def _write(self, batch: list[LogEntry]) -> None:
        try:
            with self.conns.transaction() as conn, conn.cursor() as cur:
                cur.executemany(_INSERT, [(self.household, *entry) for entry in batch])
        except (psycopg.Error, StoreError) as exc:  # the searches were answered; only their entries are lost
            log.warning("memory.search_log_lost", error=type(exc).__name__, entries=len(batch))
