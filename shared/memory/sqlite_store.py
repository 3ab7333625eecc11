"""The default memory store: one SQLite file, FTS5 (BM25) full-text search, WAL mode.

- Safe across processes: the recall worker reads while the writer writes (sqlite_connections).
- Tables, and upgrading an older file: sqlite_schema. Every change: sqlite_writes.
- Search: sqlite_search ranks by BM25; with an embedder, hybrid_search adds the nearest memories by
  meaning (vectors in sqlite_vectors, written with each memory) and fuses both. sqlite_search_log
  logs every search (query id, session, query, time, hits with positions) from a background thread,
  so a search never waits on a write lock.
- Feedback events are idempotent per (action, query id, memory id).
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from shared.logs import get_logger
from shared.memory import forgetting, held, sqlite_vectors, sqlite_writes
from shared.memory.documents import memory_from_dict, validate
from shared.memory.embedder import embed_memories
from shared.memory.hybrid_search import HybridSearch
from shared.memory.model import FeedbackEvent, Memory, MemoryFilter, SearchResult, now_iso
from shared.memory.query import build_query
from shared.memory.sqlite_connections import Connections, StoreError
from shared.memory.sqlite_rows import row_to_memory, where_clause
from shared.memory.sqlite_schema import SCHEMA_VERSION, prepare_schema
from shared.memory.sqlite_search import BROAD_MATCHES, FullTextSearch, SqliteCandidates
from shared.memory.sqlite_search_log import SearchLog
from shared.memory.store import MemoryStore
from shared.private_files import private_dir

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


log = get_logger(component="memory.sqlite")


class SqliteMemoryStore(MemoryStore):
    """MemoryStore on one SQLite file; thread-safe (searches may come from a thread pool).

    With an `embedder` (shared/memory/embedder.py) every memory gets its vector when it is written and
    searches are hybrid; without one, memories are written without vectors (`embed_missing` adds them
    later) and searches are BM25 alone."""

    def __init__(self, path: Path | str, assistant_name: str = "koe", embedder: Any | None = None) -> None:
        self.path = Path(path)
        self.assistant_name = assistant_name
        if str(self.path) != ":memory:":
            private_dir(self.path.parent)
        self._conns = Connections(self.path)
        try:
            prepare_schema(self._conns)
        except BaseException:
            self._conns.close()
            raise
        self._search = FullTextSearch(self._conns)
        self._log = SearchLog(self._conns)
        self.embedder = embedder
        self._hybrid = (
            HybridSearch(SqliteCandidates(self._conns, self._search), embedder) if embedder is not None else None
        )

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
        wanted = max(0, int(size))
        if self._hybrid is not None:
            hits = self._hybrid.hits(query, text if isinstance(text, str) else "", wanted, filters)
        else:
            hits = self._search.hits(query, wanted, filters)
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
        return self.bulk_add([memory])[0]

    def bulk_add(self, memories: Iterable[Memory]) -> list[Memory]:
        batch = list(memories)
        vectors = self._vectors_for(batch)  # before the write lock: embedding takes milliseconds each
        with self._conns.transaction() as conn:
            rowids = [sqlite_writes.insert(conn, m) for m in batch]
            if vectors is not None:
                sqlite_vectors.store_vectors(conn, zip(rowids, vectors, strict=True), self.embedder.model_id)
        return batch

    def replace(self, memory: Memory, expected_revision: int | None = None) -> Memory:
        old = self.get(memory.id)
        text_changed = old is None or old.text != memory.text
        vectors = self._vectors_for([memory]) if text_changed and memory.status == "active" else None
        with self._conns.transaction() as conn:
            rowid, revision = sqlite_writes.replace(conn, memory, expected_revision)
            if vectors is not None:
                sqlite_vectors.store_vectors(conn, [(rowid, vectors[0])], self.embedder.model_id)
            else:
                sqlite_vectors.touch(conn, rowid)  # retired, or the same text: readers look at it again
        return dataclasses.replace(memory, revision=revision)

    # --- forgetting ------------------------------------------------------------------------

    def forget(self, memory_id: str) -> list[Memory]:
        """Delete the memory and those resting on the same words of the person; returns what was deleted."""
        with self._conns.transaction() as conn:
            row = conn.execute("SELECT * FROM memories WHERE id = ?", (memory_id,)).fetchone()
            if row is None:
                return []
            memory = row_to_memory(row)
            gone = [memory, *forgetting.derived(conn, memory)]
            for m in gone:
                forgetting.delete(conn, m, now_iso())
            # FTS5 keeps a deleted row's words in its old segments until they are merged (as in backups).
            conn.execute("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')")
        return gone

    def forget_copies(self, forgotten: list[Memory]) -> list[Memory]:
        """In a copy of a store (a rebuild's backup): delete what the store forgot (`forgetting.matching`),
        keep its words' hashes, and rewrite the file, so that no freed page, full-text segment or log
        still holds the words. Returns what was deleted here."""
        at = now_iso()
        with self._conns.write_lock() as conn:
            conn.execute("PRAGMA secure_delete = ON")
        with self._conns.transaction() as conn:
            gone = forgetting.matching(conn, forgotten)
            for m in gone:
                forgetting.delete(conn, m, at)
            for m in forgotten:
                forgetting.remember(conn, m, at)
            # FTS5 keeps a deleted row's words in its old segments until they are merged: merge them all.
            conn.execute("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')")
        with self._conns.write_lock() as conn:
            conn.execute("VACUUM")
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return gone

    def suppressed(self, text: str) -> bool:
        return forgetting.suppressed(self._conns.reader(), text)

    def forgotten(self) -> list[tuple[str, str, str]]:
        """The forgotten memories' hashed words (id, words, at): a rebuilt store keeps them."""
        rows = self._conns.reader().execute("SELECT id, words, at FROM forgotten").fetchall()
        return [(str(r[0]), str(r[1]), str(r[2])) for r in rows]

    def keep_forgotten(self, rows: list[tuple[str, str, str]]) -> None:
        with self._conns.transaction() as conn:
            conn.executemany("INSERT OR REPLACE INTO forgotten (id, words, at) VALUES (?, ?, ?)", rows)

    def purge(self) -> list[Memory]:
        """Delete retired memories for good and compact the file; returns what was deleted."""
        with self._conns.transaction() as conn:
            gone = [row_to_memory(r) for r in conn.execute("SELECT * FROM memories WHERE status = 'retired'")]
            for m in gone:  # retired is not forgotten: the writer may learn such a fact again
                forgetting.delete(conn, m, now_iso(), suppress=False)
            conn.execute("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')")
        with self._conns.write_lock() as conn:
            conn.execute("VACUUM")
        return gone

    # --- changes held for review ------------------------------------------------------------

    def hold_changes(self, batch: str, changes: list[dict[str, Any]], why: str) -> int:
        with self._conns.transaction() as conn:
            return held.hold(conn, batch, changes, why, now_iso())

    def held_changes(self) -> list[dict[str, Any]]:
        return held.held(self._conns.reader())

    def release_held(self, key: str) -> dict[str, Any] | None:
        with self._conns.transaction() as conn:
            return held.release(conn, key)

    # --- vectors ----------------------------------------------------------------------------

    def _vectors_for(self, memories: list[Memory]) -> Any | None:
        return embed_memories(self.embedder, memories)

    def vector_counts(self) -> tuple[int, int]:
        """(active memories with a vector from this store's embedder, active memories)."""
        model = self.embedder.model_id if self.embedder is not None else ""
        return sqlite_vectors.counts(self._conns.reader(), model)

    def embed_missing(self, batch: int = 32) -> int:
        """Embed up to `batch` active memories whose vector is missing or from another model; returns how
        many were done (0: none left). Safe while koe runs: each batch is one short write."""
        if self.embedder is None:
            raise StoreError("no embedder: install koe's `embeddings` extra")
        todo = sqlite_vectors.missing(self._conns.reader(), self.embedder.model_id, batch)
        if not todo:
            return 0
        vectors = self.embedder.embed([text for _, text in todo])
        with self._conns.transaction() as conn:
            still = {
                int(r[0])
                for r in conn.execute(
                    f"SELECT rowid FROM memories WHERE rowid IN ({','.join('?' * len(todo))})", [r for r, _ in todo]
                )
            }
            return sqlite_vectors.store_vectors(
                conn,
                [(rowid, v) for (rowid, _), v in zip(todo, vectors, strict=True) if rowid in still],
                self.embedder.model_id,
            )

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
        if self._hybrid is not None:
            self._hybrid.close()
        self._conns.close()
