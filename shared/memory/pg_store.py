"""The server memory store: PostgreSQL, for several households (and replicas) in one database.

The same contract as the SQLite store (store.py), the same rules and the same ranking:

- One household per store: `household` (KOE_HOUSEHOLD) is named in every transaction's
  `koe.household` setting, which the row-level-security policies check, and in every query's WHERE as
  well (pg_connections, pg_rows). The queries run as `koe_app`, which owns no table.
- Tables: numbered SQL files applied on opening (pg_schema). Every change: pg_writes, pg_forgetting.
- Search: pg_search ranks text in the database; with an embedder, hybrid_search adds the nearest
  memories by meaning from the household's vectors (a matrix kept in this process, refreshed from
  the database before each search) and fuses both exactly as for SQLite.
- The search log is written beside each search by a background thread (pg_search_log: a failure
  costs the entry, never the search), flushed before the log is read or anything forgotten.
- Feedback events are idempotent per (action, query id, memory id).
"""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Iterable
from contextlib import AbstractContextManager
from typing import Any

import psycopg

from shared.logs import get_logger
from shared.memory import pg_forgetting, pg_writes
from shared.memory.embedder import embed_memories
from shared.memory.hybrid_search import HybridSearch
from shared.memory.model import FeedbackEvent, Memory, MemoryFilter, SearchResult, now_iso
from shared.memory.pg_connections import PgConnections, owner_connection
from shared.memory.pg_rows import COLUMNS, where_clause
from shared.memory.pg_schema import migrate
from shared.memory.pg_search import PgCandidates, PgFullText
from shared.memory.pg_search_log import PgSearchLog
from shared.memory.query import build_query
from shared.memory.sqlite_connections import StoreError
from shared.memory.sqlite_rows import row_to_memory as to_memory
from shared.memory.store import MemoryStore

_ORDERS = {"recent": "updated_at DESC, seq DESC", "important": "importance DESC, updated_at DESC, seq DESC"}

log = get_logger(component="memory.postgres")


class PgMemoryStore(MemoryStore):
    """MemoryStore on PostgreSQL for one household; thread-safe (a pool of connections)."""

    def __init__(
        self,
        url: str,
        household: str,
        assistant_name: str = "koe",
        embedder: Any | None = None,
        schema: str | None = None,
        pool: Any | None = None,
    ) -> None:
        self.url = url
        self.household = household
        self.schema = schema
        self.assistant_name = assistant_name
        if pool is None:  # a shared pool's owner migrated before opening it (households.py)
            with owner_connection(url, schema) as conn:
                migrate(conn, schema)
        self._conns = PgConnections(url, household, schema, pool)
        self._search = PgFullText(self._conns)
        self._log = PgSearchLog(self._conns, household)
        self.embedder = embedder
        try:
            self._hybrid = HybridSearch(PgCandidates(self._conns, self._search), embedder) if embedder else None
        except BaseException:
            self._conns.close()
            raise

    def transaction(self) -> AbstractContextManager[psycopg.Connection[Any]]:
        """One transaction of this household, for tools that copy whole tables (pg_copy)."""
        return self._conns.transaction()

    def _where(self, filters: MemoryFilter | None) -> tuple[str, list[Any]]:
        return where_clause(self.household, filters)

    # --- reads ----------------------------------------------------------------------------

    def list(
        self, filters: MemoryFilter | None = None, limit: int = 100, offset: int = 0, order: str = "recent"
    ) -> list[Memory]:
        if order not in _ORDERS:
            raise ValueError(f"order must be 'recent' or 'important', not {order!r}")
        where, params = self._where(filters)
        with self._conns.transaction() as conn:
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories m WHERE {where} ORDER BY {_ORDERS[order]} LIMIT %s OFFSET %s",
                [*params, max(0, int(limit)), max(0, int(offset))],
            ).fetchall()
        return [to_memory(r) for r in rows]

    def count(self, filters: MemoryFilter | None = None) -> int:
        where, params = self._where(filters)
        with self._conns.transaction() as conn:
            return int(conn.execute(f"SELECT count(*) AS n FROM memories m WHERE {where}", params).fetchone()["n"])

    def get(self, memory_id: str) -> Memory | None:
        found = self.get_many([memory_id])
        return found[0] if found else None

    def get_many(self, memory_ids: Iterable[str]) -> list[Memory]:
        ids = [i for i in dict.fromkeys(memory_ids) if isinstance(i, str)]
        if not ids:
            return []
        with self._conns.transaction() as conn:
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories WHERE household_id = %s AND id = ANY(%s)", (self.household, ids)
            ).fetchall()
        found = {r["id"]: to_memory(r) for r in rows}
        return [found[i] for i in ids if i in found]

    def feedback(self, query_id: str) -> list[FeedbackEvent]:
        with self._conns.transaction() as conn:
            rows = conn.execute(
                "SELECT action, query_id, session_id, memory_id, position, household, at FROM feedback"
                ' WHERE household_id = %s AND query_id = %s ORDER BY position, memory_id COLLATE "C"',
                (self.household, query_id),
            ).fetchall()
        return [FeedbackEvent(**r) for r in rows]

    # --- search and its log -----------------------------------------------------------------

    def search(
        self, text: str, size: int = 10, filters: MemoryFilter | None = None, session: str | None = None
    ) -> SearchResult:
        said = text if isinstance(text, str) else ""
        query = build_query(said, self.assistant_name)
        query_id = "q-" + uuid.uuid4().hex
        wanted = max(0, int(size))
        if self._hybrid is not None:
            hits = self._hybrid.hits(query, said, wanted, filters)
        else:
            hits = self._search.hits(query, wanted, filters)
        self._log.record(query_id, session, query.text, hits)  # written beside the search (pg_search_log)
        return SearchResult(hits=hits, query_id=query_id, query=query.text)

    def searches(
        self, query_id: str | None = None, session: str | None = None, limit: int = 100
    ) -> list[dict[str, object]]:
        self._log.flush()
        with self._conns.transaction() as conn:
            rows = conn.execute(
                "SELECT query_id, session, query, at, hits FROM searches WHERE household_id = %s"
                " AND (%s::text IS NULL OR query_id = %s) AND (%s::text IS NULL OR session = %s)"
                " ORDER BY at DESC, seq DESC LIMIT %s",
                (self.household, query_id, query_id, session, session, max(0, int(limit))),
            ).fetchall()
        return [dict(r) for r in rows]

    def flush(self) -> None:
        """Wait until every search so far is in the log."""
        self._log.flush()

    # --- writes ---------------------------------------------------------------------------

    def add(self, memory: Memory) -> Memory:
        return self.bulk_add([memory])[0]

    def bulk_add(self, memories: Iterable[Memory]) -> list[Memory]:
        batch = list(memories)
        vectors = self._vectors_for(batch)  # before the transaction: embedding takes milliseconds each
        with self._conns.transaction() as conn:
            pg_writes.insert(conn, self.household, batch)
            if vectors is not None:
                rows = [(m.id, v) for m, v in zip(batch, vectors, strict=True)]
                pg_writes.store_vectors(conn, self.household, rows, self.embedder.model_id)
        return batch

    def replace(self, memory: Memory, expected_revision: int | None = None) -> Memory:
        old = self.get(memory.id)
        text_changed = old is None or old.text != memory.text
        vectors = self._vectors_for([memory]) if text_changed and memory.status == "active" else None
        with self._conns.transaction() as conn:
            _, revision = pg_writes.replace(conn, self.household, memory, expected_revision)
            if vectors is not None:
                pg_writes.store_vectors(conn, self.household, [(memory.id, vectors[0])], self.embedder.model_id)
            else:
                pg_writes.touch(conn, self.household, memory.id)  # retired, or the same text: look again
        return dataclasses.replace(memory, revision=revision)

    def record_feedback(self, events: Iterable[FeedbackEvent]) -> list[FeedbackEvent]:
        with self._conns.transaction() as conn:
            return pg_writes.record_feedback(conn, self.household, events)

    def mark_used(self, memory_ids: Iterable[str], at: str | None = None) -> None:
        with self._conns.transaction() as conn:
            pg_writes.mark_used(conn, self.household, list(memory_ids), at or now_iso())

    # --- forgetting ------------------------------------------------------------------------

    def forget(self, memory_id: str) -> list[Memory]:
        """Delete the memory and those resting on the same words of the person; returns what was deleted."""
        self._log.flush()  # the log's entries that name it are deleted with it: none may come in after
        with self._conns.transaction() as conn:
            row = conn.execute(
                f"SELECT {COLUMNS} FROM memories WHERE household_id = %s AND id = %s FOR UPDATE",
                (self.household, memory_id),
            ).fetchone()
            if row is None:
                return []
            memory = to_memory(row)
            gone = [memory, *pg_forgetting.derived(conn, self.household, memory)]
            at = now_iso()
            for m in gone:
                pg_forgetting.delete(conn, self.household, m, at)
        return gone

    def forget_copies(self, forgotten: list[Memory]) -> list[Memory]:
        """Delete what another copy of the household's store forgot (the same ids, memories on the same
        words, memories saying the same thing) and keep their words' hashes; returns what was deleted."""
        self._log.flush()
        at = now_iso()
        with self._conns.transaction() as conn:
            gone = pg_forgetting.matching(conn, self.household, forgotten)
            for m in gone:
                pg_forgetting.delete(conn, self.household, m, at)
            for m in forgotten:
                pg_forgetting.remember(conn, self.household, m, at)
        return gone

    def suppressed(self, text: str) -> bool:
        with self._conns.transaction() as conn:
            return pg_forgetting.suppressed(conn, self.household, text)

    def forgotten(self) -> list[tuple[str, str, str]]:
        """The forgotten memories' hashed words (id, words, at): a rebuilt store keeps them."""
        with self._conns.transaction() as conn:
            return pg_forgetting.forgotten(conn, self.household)

    def keep_forgotten(self, rows: list[tuple[str, str, str]]) -> None:
        with self._conns.transaction() as conn:
            pg_forgetting.keep(conn, self.household, rows)

    def purge(self) -> list[Memory]:
        """Delete retired memories for good; returns what was deleted. (PostgreSQL's autovacuum frees
        the space; there is no file of the store's own to rewrite.)"""
        self._log.flush()
        with self._conns.transaction() as conn:
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories WHERE household_id = %s AND status = 'retired' FOR UPDATE",
                (self.household,),
            ).fetchall()
            gone = [to_memory(r) for r in rows]
            at = now_iso()
            for m in gone:  # retired is not forgotten: the writer may learn such a fact again
                pg_forgetting.delete(conn, self.household, m, at, suppress=False)
        return gone

    # --- changes held for review ------------------------------------------------------------

    def hold_changes(self, batch: str, changes: list[dict[str, Any]], why: str) -> int:
        with self._conns.transaction() as conn:
            return pg_writes.hold(conn, self.household, batch, changes, why, now_iso())

    def held_changes(self) -> list[dict[str, Any]]:
        with self._conns.transaction() as conn:
            return pg_writes.held(conn, self.household)

    def release_held(self, key: str) -> dict[str, Any] | None:
        with self._conns.transaction() as conn:
            return pg_writes.release(conn, self.household, key)

    # --- vectors ----------------------------------------------------------------------------

    def _vectors_for(self, memories: list[Memory]) -> Any | None:
        return embed_memories(self.embedder, memories)

    def vector_counts(self) -> tuple[int, int]:
        """(active memories with a vector from this store's embedder, active memories)."""
        model = self.embedder.model_id if self.embedder is not None else ""
        with self._conns.transaction() as conn:
            return pg_writes.vector_counts(conn, self.household, model)

    def embed_missing(self, batch: int = 32) -> int:
        """Embed up to `batch` active memories whose vector is missing or from another model; returns how
        many were done (0: none left)."""
        if self.embedder is None:
            raise StoreError("no embedder: install koe's `embeddings` extra")
        with self._conns.transaction() as conn:
            todo = pg_writes.missing(conn, self.household, self.embedder.model_id, batch)
        if not todo:
            return 0
        vectors = self.embedder.embed([text for _, text in todo])
        with self._conns.transaction() as conn:
            rows = conn.execute(
                "SELECT id FROM memories WHERE household_id = %s AND id = ANY(%s) FOR UPDATE",
                (self.household, [i for i, _ in todo]),
            ).fetchall()
            still = {r["id"] for r in rows}  # not forgotten meanwhile
            pairs = [(i, v) for (i, _), v in zip(todo, vectors, strict=True) if i in still]
            return pg_writes.store_vectors(conn, self.household, pairs, self.embedder.model_id)

    def rebuild_index(self) -> int:
        """The search column is generated from each document by the database: nothing to rebuild.
        Returns how many active memories are indexed."""
        return self.count()

    # --- lifecycle ------------------------------------------------------------------------

    def follow_changes(self) -> None:
        """The vector matrix asks the database for changes only when told of one (vector_index.py)."""
        if self._hybrid is not None:
            self._hybrid.index.follow_changes()

    def changed(self, memory_id: str) -> None:
        if self._hybrid is not None:
            self._hybrid.index.changed()

    def close(self) -> None:
        if self._conns.closed:
            return
        if self._hybrid is not None:
            self._hybrid.close()
        self._log.close()
        self._conns.close()
