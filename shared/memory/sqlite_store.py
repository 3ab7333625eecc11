"""The default memory store: one SQLite file, FTS5 (BM25) full-text search, WAL mode.

- Safe across processes: the recall worker reads while the writer writes (sqlite_connections).
- Tables, and upgrading an older file: sqlite_schema. Every change: sqlite_writes.
- Search: sqlite_search ranks; sqlite_search_log logs every search (query id, session, query, time,
  hits with positions) from a background thread, so a search never waits on a write lock.
- Feedback events are idempotent per (action, query id, memory id).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from pathlib import Path

from shared.memory import sqlite_writes
from shared.memory.documents import memory_from_dict, validate
from shared.memory.model import FeedbackEvent, Memory, MemoryFilter, SearchResult, now_iso
from shared.memory.query import build_query
from shared.memory.sqlite_connections import Connections, StoreError
from shared.memory.sqlite_rows import row_to_memory, where_clause
from shared.memory.sqlite_schema import SCHEMA_VERSION, prepare_schema
from shared.memory.sqlite_search import BROAD_MATCHES, FullTextSearch
from shared.memory.sqlite_search_log import SearchLog
from shared.memory.store import MemoryStore

# Names callers have imported from this module since it held everything.
__all__ = [
    "BROAD_MATCHES",
    "SCHEMA_VERSION",
    "SqliteMemoryStore",
    "StoreError",
    "memory_from_dict",
    "validate",
]

_ORDERS = {
    "recent": "m.updated_at DESC, m.rowid DESC",
    "important": "m.importance DESC, m.updated_at DESC, m.rowid DESC",
}


class SqliteMemoryStore(MemoryStore):
    """MemoryStore on one SQLite file; thread-safe (searches may come from a thread pool)."""

    def __init__(self, path: Path | str, assistant_name: str = "koe") -> None:
        self.path = Path(path)
        self.assistant_name = assistant_name
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conns = Connections(self.path)
        try:
            prepare_schema(self._conns)
        except BaseException:
            self._conns.close()
            raise
        self._search = FullTextSearch(self._conns)
        self._log = SearchLog(self._conns)

    # --- reads ----------------------------------------------------------------------------

    def list(
        self, filters: MemoryFilter | None = None, limit: int = 100, offset: int = 0, order: str = "recent"
    ) -> list[Memory]:
        if order not in _ORDERS:
            raise ValueError(f"order must be 'recent' or 'important', not {order!r}")
        where, params = where_clause(filters)
        rows = (
            self._conns.reader()
            .execute(
                f"SELECT * FROM memories m WHERE {where} ORDER BY {_ORDERS[order]} LIMIT ? OFFSET ?",
                [*params, max(0, int(limit)), max(0, int(offset))],
            )
            .fetchall()
        )
        return [row_to_memory(r) for r in rows]

    def count(self, filters: MemoryFilter | None = None) -> int:
        where, params = where_clause(filters)
        return int(self._conns.reader().execute(f"SELECT count(*) FROM memories m WHERE {where}", params).fetchone()[0])

    def get(self, memory_id: str) -> Memory | None:
        row = self._conns.reader().execute("SELECT * FROM memories WHERE id = ?", (memory_id,)).fetchone()
        return row_to_memory(row) if row else None

    def get_many(self, memory_ids: Iterable[str]) -> list[Memory]:
        ids = list(dict.fromkeys(memory_ids))
        found: dict[str, Memory] = {}
        for start in range(0, len(ids), sqlite_writes.CHUNK):
            chunk = ids[start : start + sqlite_writes.CHUNK]
            marks = ",".join("?" * len(chunk))
            for row in self._conns.reader().execute(f"SELECT * FROM memories WHERE id IN ({marks})", chunk):
                found[row["id"]] = row_to_memory(row)
        return [found[i] for i in ids if i in found]

    def feedback(self, query_id: str) -> list[FeedbackEvent]:
        rows = (
            self._conns.reader()
            .execute("SELECT * FROM feedback WHERE query_id = ? ORDER BY position, memory_id", (query_id,))
            .fetchall()
        )
        return [
            FeedbackEvent(
                action=r["action"],
                query_id=r["query_id"],
                session_id=r["session_id"],
                memory_id=r["memory_id"],
                position=r["position"],
                household=r["household"],
                at=r["at"],
            )
            for r in rows
        ]

    # --- search and its log -----------------------------------------------------------------

    def search(
        self, text: str, size: int = 10, filters: MemoryFilter | None = None, session: str | None = None
    ) -> SearchResult:
        query = build_query(text if isinstance(text, str) else "", self.assistant_name)
        query_id = "q-" + uuid.uuid4().hex
        hits = self._search.hits(query, max(0, int(size)), filters)
        self._log.record(query_id, session, query.text, hits)
        return SearchResult(hits=hits, query_id=query_id, query=query.text)

    def searches(
        self, query_id: str | None = None, session: str | None = None, limit: int = 100
    ) -> list[dict[str, object]]:
        return self._log.entries(query_id, session, limit)

    def flush(self) -> None:
        """Wait until every search so far is in the search log."""
        self._log.flush()

    # --- writes ---------------------------------------------------------------------------

    def add(self, memory: Memory) -> Memory:
        with self._conns.transaction() as conn:
            sqlite_writes.insert(conn, memory)
        return memory

    def bulk_add(self, memories: Iterable[Memory]) -> list[Memory]:
        batch = list(memories)
        with self._conns.transaction() as conn:
            for m in batch:
                sqlite_writes.insert(conn, m)
        return batch

    def replace(self, memory: Memory) -> Memory:
        with self._conns.transaction() as conn:
            sqlite_writes.replace(conn, memory)
        return memory

    def rebuild_index(self) -> int:
        """Re-index every active memory from its document; returns how many are indexed."""
        with self._conns.transaction() as conn:
            return sqlite_writes.rebuild_index(conn)

    def record_feedback(self, events: Iterable[FeedbackEvent]) -> list[FeedbackEvent]:
        with self._conns.transaction() as conn:
            return sqlite_writes.record_feedback(conn, events)

    def mark_used(self, memory_ids: Iterable[str], at: str | None = None) -> None:
        with self._conns.transaction() as conn:
            sqlite_writes.mark_used(conn, list(memory_ids), at or now_iso())

    # --- lifecycle ------------------------------------------------------------------------

    def close(self) -> None:
        if self._conns.closed:
            return
        self._log.close()
        self._conns.close()

    def __enter__(self) -> SqliteMemoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
