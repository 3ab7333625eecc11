"""The default memory store: one SQLite file, FTS5 (BM25) full-text search, WAL mode.

- `memories` holds the whole document (unknown fields in `extra`, JSON); `memories_fts` indexes
  text, subject and tags of ACTIVE memories only, so a retired memory can never come back from a
  search. BM25 column weights favour subject and tags (short, chosen words) over the sentence.
- Safe across processes: the recall worker reads while the writer writes (WAL, busy timeout,
  one connection per thread for reads, one lock-guarded connection for writes in this process).
- Every search is logged (query id, session, query, time, hits with positions). The log write goes
  through a small background thread so a search never waits on another process's write lock;
  `searches()` and `close()` flush it first.
- Feedback events are idempotent per (action, query id, memory id).
"""

from __future__ import annotations

import contextlib
import json
import queue
import sqlite3
import threading
import time
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, fields
from pathlib import Path
from typing import Any

from shared.logs import get_logger
from shared.memory.model import (
    KINDS,
    FeedbackEvent,
    Memory,
    MemoryFilter,
    SearchHit,
    SearchResult,
    now_iso,
)
from shared.memory.query import Query, build_query, quote
from shared.memory.store import MemoryStore

SCHEMA_VERSION = 2  # 2: the index has the noted-day column
BUSY_TIMEOUT_MS = 5_000
# bm25() weights for (text, subject, tags, noted): a subject or tag match says more than a word in a
# sentence; the day a memory was noted ("3 june 2026") helps "what did we say in June" a little.
BM25_WEIGHTS = (1.0, 2.0, 1.5, 0.5)
MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
# A little weight for importance on top of BM25 (score *= 1 + IMPORTANCE_WEIGHT * (importance - 3)).
IMPORTANCE_WEIGHT = 0.05
OVERFETCH = 3  # candidates fetched per requested hit, re-ranked with importance and filters
BROAD_MATCHES = 4_000  # memories one search ranks with BM25 before common words are narrowed down
MAX_COMMON_TERMS = 8
LOG_BATCH_S = 0.02  # the search log is written at most every 20 ms, in one transaction
DF_CACHE_S = 30.0  # how long a word's document frequency is reused

MEMORY_FIELDS = tuple(f.name for f in fields(Memory) if f.name != "extra")
_STATUSES = ("active", "retired")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS memories (
    rowid INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    text TEXT NOT NULL,
    subject TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    importance INTEGER NOT NULL,
    person TEXT NOT NULL,
    status TEXT NOT NULL,
    use_count INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_used_at TEXT,
    source TEXT,
    extra TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS memories_recent ON memories (status, updated_at DESC);
CREATE INDEX IF NOT EXISTS memories_important ON memories (status, importance DESC, updated_at DESC);
CREATE INDEX IF NOT EXISTS memories_all_recent ON memories (updated_at DESC);
CREATE VIRTUAL TABLE IF NOT EXISTS memories_fts USING fts5(
    text, subject, tags, noted, tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TABLE IF NOT EXISTS searches (
    query_id TEXT PRIMARY KEY,
    session TEXT,
    query TEXT NOT NULL,
    at TEXT NOT NULL,
    hits TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS searches_session ON searches (session, at);
CREATE TABLE IF NOT EXISTS feedback (
    action TEXT NOT NULL,
    query_id TEXT NOT NULL,
    session_id TEXT,
    memory_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    household TEXT NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (action, query_id, memory_id)
);
"""

log = get_logger(component="memory.sqlite")


class StoreError(RuntimeError):
    """The store could not do what was asked (a clear sentence, never a half-written change)."""


def validate(memory: Memory) -> Memory:
    """Reject a document the store must not keep; returns it unchanged when fine."""
    if not isinstance(memory.text, str) or not memory.text.strip():
        raise ValueError(f"memory {memory.id}: text is empty")
    if not isinstance(memory.id, str) or not memory.id.strip():
        raise ValueError("memory id is empty")
    if memory.kind not in KINDS:
        raise ValueError(f"memory {memory.id}: kind {memory.kind!r} is not one of {', '.join(KINDS)}")
    if memory.status not in _STATUSES:
        raise ValueError(f"memory {memory.id}: status {memory.status!r} is not active or retired")
    if isinstance(memory.importance, bool) or not isinstance(memory.importance, int) or not 1 <= memory.importance <= 5:
        raise ValueError(f"memory {memory.id}: importance {memory.importance!r} is not 1 to 5")
    if not isinstance(memory.tags, list) or not all(isinstance(t, str) for t in memory.tags):
        raise ValueError(f"memory {memory.id}: tags must be a list of strings")
    return memory


def noted_words(memory: Memory) -> str:
    """The day the memory was noted, as words a question might use: "3 june 2026"."""
    day = memory.noted or ""
    try:
        year, month, dom = int(day[0:4]), int(day[5:7]), int(day[8:10])
    except ValueError:
        return ""
    if not 1 <= month <= 12:
        return ""
    return f"{dom} {MONTHS[month - 1]} {year}"


def _row_to_memory(row: sqlite3.Row) -> Memory:
    extra = json.loads(row["extra"] or "{}")
    return Memory(
        id=row["id"],
        text=row["text"],
        subject=row["subject"],
        kind=row["kind"],
        tags=json.loads(row["tags"] or "[]"),
        importance=row["importance"],
        person=row["person"],
        status=row["status"],
        use_count=row["use_count"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        last_used_at=row["last_used_at"],
        source=row["source"],
        extra=extra if isinstance(extra, dict) else {"extra": extra},
    )


def _memory_params(m: Memory) -> dict[str, Any]:
    return {
        "id": m.id,
        "text": m.text,
        "subject": m.subject or "",
        "kind": m.kind,
        "tags": json.dumps(list(m.tags)),
        "importance": int(m.importance),
        "person": m.person,
        "status": m.status,
        "use_count": int(m.use_count),
        "created_at": m.created_at,
        "updated_at": m.updated_at,
        "last_used_at": m.last_used_at,
        "source": m.source,
        "extra": json.dumps(m.extra or {}, ensure_ascii=False, default=str),
    }


def _where(filters: MemoryFilter | None, alias: str = "m") -> tuple[str, list[Any]]:
    f = filters or MemoryFilter()
    clauses: list[str] = []
    params: list[Any] = []
    if f.status is not None:
        clauses.append(f"{alias}.status = ?")
        params.append(f.status)
    if f.kind is not None:
        clauses.append(f"{alias}.kind = ?")
        params.append(f.kind)
    if f.person is not None:
        clauses.append(f"{alias}.person = ?")
        params.append(f.person)
    if f.min_importance is not None:
        clauses.append(f"{alias}.importance >= ?")
        params.append(int(f.min_importance))
    if f.updated_after is not None:
        clauses.append(f"{alias}.updated_at >= ?")
        params.append(f.updated_after)
    if f.updated_before is not None:
        clauses.append(f"{alias}.updated_at < ?")
        params.append(f.updated_before)
    return (" AND ".join(clauses) or "1"), params


class SqliteMemoryStore(MemoryStore):
    """MemoryStore on one SQLite file; thread-safe (searches may come from a thread pool)."""

    def __init__(self, path: Path | str, assistant_name: str = "koe") -> None:
        self.path = Path(path)
        self.assistant_name = assistant_name
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        self._all_conns: list[sqlite3.Connection] = []
        self._conns_lock = threading.Lock()
        self._write_lock = threading.RLock()
        self._closed = False
        self._writer = self._connect()
        self._df_cache: dict[str, int] = {}
        self._df_since = time.monotonic()
        self._df_size = 0  # the store's size (highest rowid) when the cache was started
        self._df_lock = threading.Lock()
        with self._write_lock:
            version = self._writer.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                self._writer.close()
                raise StoreError(
                    f"{self.path} was written by a newer koe (schema {version}; this one reads {SCHEMA_VERSION})"
                )
            if 0 < version < SCHEMA_VERSION:
                self._writer.execute("DROP TABLE IF EXISTS memories_fts")  # rebuilt below from the documents
            self._writer.executescript(_SCHEMA)
            if 0 < version < SCHEMA_VERSION:
                self.rebuild_index()
                log.info("memory store upgraded", path=str(self.path), schema_from=version, schema_to=SCHEMA_VERSION)
            self._writer.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        # Search log entries are written by one background thread (see the module docstring).
        self._log_queue: queue.Queue[tuple[str, str | None, str, str, str] | None] = queue.Queue()
        self._log_thread = threading.Thread(target=self._log_loop, name="memory-search-log", daemon=True)
        self._log_thread.start()

    # --- connections ------------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(
            str(self.path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
        )
        conn.row_factory = sqlite3.Row
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA foreign_keys = ON")
        with self._conns_lock:
            self._all_conns.append(conn)
        return conn

    def _reader(self) -> sqlite3.Connection:
        """This thread's read connection (SQLite connections are not shared across threads)."""
        if self._closed:
            raise StoreError("the memory store is closed")
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
        return conn

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it or none of it."""
        if self._closed:
            raise StoreError("the memory store is closed")
        with self._write_lock:
            conn = self._writer
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            else:
                conn.execute("COMMIT")

    # --- reads ----------------------------------------------------------------------------

    def list(
        self, filters: MemoryFilter | None = None, limit: int = 100, offset: int = 0, order: str = "recent"
    ) -> list[Memory]:
        if order == "recent":
            order_by = "m.updated_at DESC, m.rowid DESC"
        elif order == "important":
            order_by = "m.importance DESC, m.updated_at DESC, m.rowid DESC"
        else:
            raise ValueError(f"order must be 'recent' or 'important', not {order!r}")
        where, params = _where(filters)
        rows = (
            self._reader()
            .execute(
                f"SELECT * FROM memories m WHERE {where} ORDER BY {order_by} LIMIT ? OFFSET ?",
                [*params, max(0, int(limit)), max(0, int(offset))],
            )
            .fetchall()
        )
        return [_row_to_memory(r) for r in rows]

    def count(self, filters: MemoryFilter | None = None) -> int:
        where, params = _where(filters)
        return int(self._reader().execute(f"SELECT count(*) FROM memories m WHERE {where}", params).fetchone()[0])

    def get(self, memory_id: str) -> Memory | None:
        row = self._reader().execute("SELECT * FROM memories WHERE id = ?", (memory_id,)).fetchone()
        return _row_to_memory(row) if row else None

    def get_many(self, memory_ids: Iterable[str]) -> list[Memory]:
        ids = list(dict.fromkeys(memory_ids))
        found: dict[str, Memory] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self._reader().execute(f"SELECT * FROM memories WHERE id IN ({marks})", chunk):
                found[row["id"]] = _row_to_memory(row)
        return [found[i] for i in ids if i in found]

    def search(
        self, text: str, size: int = 10, filters: MemoryFilter | None = None, session: str | None = None
    ) -> SearchResult:
        query = build_query(text if isinstance(text, str) else "", self.assistant_name)
        query_id = "q-" + uuid.uuid4().hex
        hits: list[SearchHit] = []
        size = max(0, int(size))
        if query and size:
            # Search is always over active memories (only they are in the index); other filters apply.
            base = filters or MemoryFilter()
            f = MemoryFilter(
                status="active",
                kind=base.kind,
                person=base.person,
                min_importance=base.min_importance,
                updated_after=base.updated_after,
                updated_before=base.updated_before,
            )
            rows = self._ranked(self._match_plan(query), size * OVERFETCH, f)
            scored = []
            for order, row in enumerate(rows):
                boost = 1.0 + IMPORTANCE_WEIGHT * (int(row["importance"]) - 3)
                scored.append((float(row["bm25"]) * boost, order, row))
            scored.sort(key=lambda item: (-item[0], item[1]))
            hits = [
                SearchHit(memory=_row_to_memory(row), score=score, position=pos)
                for pos, (score, _, row) in enumerate(scored[:size])
            ]
        hit_log = json.dumps([{"id": h.memory.id, "position": h.position, "score": h.score} for h in hits])
        self._log_queue.put((query_id, session, query.text, now_iso(), hit_log))
        return SearchResult(hits=hits, query_id=query_id, query=query.text)

    def _ranked(self, plan: list[tuple[str, int]], limit: int, f: MemoryFilter) -> list[sqlite3.Row]:
        """BM25-ranked rows for the first expression of `plan` that finds enough (the last one regardless)."""
        rank = "bm25(memories_fts, {}, {}, {}, {})".format(*BM25_WEIGHTS)
        if f == MemoryFilter(status="active"):
            # The common case: rank in the index alone, then fetch only the top rows.
            sql = f"""SELECT m.*, -top.r AS bm25 FROM
                        (SELECT rowid, {rank} AS r FROM memories_fts WHERE memories_fts MATCH ?
                         AND rowid >= ? ORDER BY r LIMIT ?) AS top
                      JOIN memories m ON m.rowid = top.rowid ORDER BY top.r"""
            extra: list[Any] = []
        else:
            where, extra = _where(f)
            sql = f"""SELECT m.*, -{rank} AS bm25
                      FROM memories_fts JOIN memories m ON m.rowid = memories_fts.rowid
                      WHERE memories_fts MATCH ? AND memories_fts.rowid >= ? AND {where}
                      ORDER BY {rank} LIMIT ?"""
        rows: list[sqlite3.Row] = []
        for match, from_rowid in plan:
            params = [match, from_rowid, *extra, limit]
            rows = self._reader().execute(sql, params).fetchall()
            if len(rows) >= limit // OVERFETCH:
                break
        return rows

    def _match_plan(self, query: Query) -> list[tuple[str, int]]:
        """The (MATCH expression, lowest rowid) pairs to try, in order.

        BM25 is computed for every memory that matches, so a query with common words over a big store
        costs milliseconds per 10,000 matches. When the words match more than BROAD_MATCHES memories
        in all, only memories that share one of the rarer words are ranked (the common words still add
        to their score), and when every word is common, memories with all of them (then at least two).
        A single word that matches more than that ranks only the newest memories it is in. Small
        stores and specific questions get the plain any-word BM25 ranking.
        """
        terms = query.terms
        freqs = self._doc_freqs(terms)
        if sum(freqs.values()) <= BROAD_MATCHES:
            return [(query.match, 0)]
        if len(terms) == 1:
            return [(query.match, self._newest_window(freqs[terms[0]]))]
        rare: set[str] = set()
        total = 0
        for term in sorted((t for t in terms if freqs[t] > 0), key=lambda t: freqs[t]):
            if total + freqs[term] > BROAD_MATCHES:
                break
            rare.add(term)
            total += freqs[term]
        if rare:
            ordered = [t for t in terms if t in rare]
            return [(f"({' OR '.join(quote(t) for t in ordered)}) AND ({query.match})", 0)]
        common = [t for t in terms if freqs[t] > 0][:MAX_COMMON_TERMS]
        if len(common) == 1:
            return [(quote(common[0]), self._newest_window(freqs[common[0]]))]
        plan = [(" AND ".join(quote(t) for t in common), 0)]
        if len(common) >= 3:  # every pair: each word appears equally often, so BM25's order holds
            pairs = [f"({quote(a)} AND {quote(b)})" for i, a in enumerate(common) for b in common[i + 1 :]]
            plan.append((" OR ".join(pairs), 0))
        return plan

    def _newest_window(self, matches: int) -> int:
        """The lowest rowid of the newest memories among which a word matches about BROAD_MATCHES."""
        top = self._reader().execute("SELECT max(rowid) FROM memories").fetchone()[0] or 0
        if matches <= BROAD_MATCHES or not top:
            return 0
        return max(0, top - int(top * BROAD_MATCHES / matches))

    def _doc_freqs(self, terms: Iterable[str]) -> dict[str, int]:
        """How many active memories contain each word; cached for a while (an estimate is enough)."""
        now = time.monotonic()
        conn = self._reader()
        size = int(conn.execute("SELECT max(rowid) FROM memories").fetchone()[0] or 0)
        with self._df_lock:
            grown = abs(size - self._df_size) > max(100, self._df_size // 10)
            if grown or now - self._df_since > DF_CACHE_S or len(self._df_cache) > 50_000:
                self._df_cache.clear()
                self._df_since = now
                self._df_size = size
            missing = [t for t in terms if t not in self._df_cache]
            out = {t: self._df_cache[t] for t in terms if t in self._df_cache}
        for term in missing:
            out[term] = int(
                conn.execute("SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ?", (quote(term),)).fetchone()[
                    0
                ]
            )
        with self._df_lock:
            self._df_cache.update({t: out[t] for t in missing})
        return out

    def searches(
        self, query_id: str | None = None, session: str | None = None, limit: int = 100
    ) -> list[dict[str, object]]:
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
            self._reader()
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

    def feedback(self, query_id: str) -> list[FeedbackEvent]:
        rows = (
            self._reader()
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

    # --- writes ---------------------------------------------------------------------------

    @staticmethod
    def _index(conn: sqlite3.Connection, rowid: int, m: Memory) -> None:
        conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (rowid,))
        if m.status == "active":
            conn.execute(
                "INSERT INTO memories_fts (rowid, text, subject, tags, noted) VALUES (?, ?, ?, ?, ?)",
                (rowid, m.text, m.subject or "", " ".join(m.tags), noted_words(m)),
            )

    def _insert(self, conn: sqlite3.Connection, m: Memory) -> None:
        validate(m)
        params = _memory_params(m)
        cols = ", ".join(params)
        try:
            cur = conn.execute(f"INSERT INTO memories ({cols}) VALUES ({', '.join(':' + c for c in params)})", params)
        except sqlite3.IntegrityError:
            raise ValueError(f"memory {m.id} already exists") from None
        self._index(conn, int(cur.lastrowid or 0), m)

    def rebuild_index(self) -> int:
        """Re-index every active memory from its document; returns how many are indexed."""
        with self._transaction() as conn:
            conn.execute("DELETE FROM memories_fts")
            rows = conn.execute("SELECT * FROM memories WHERE status = 'active'").fetchall()
            for row in rows:
                self._index(conn, int(row["rowid"]), _row_to_memory(row))
        return len(rows)

    def add(self, memory: Memory) -> Memory:
        with self._transaction() as conn:
            self._insert(conn, memory)
        return memory

    def bulk_add(self, memories: Iterable[Memory]) -> list[Memory]:
        batch = list(memories)
        with self._transaction() as conn:
            for m in batch:
                self._insert(conn, m)
        return batch

    def replace(self, memory: Memory) -> Memory:
        validate(memory)
        params = _memory_params(memory)
        sets = ", ".join(f"{c} = :{c}" for c in params if c != "id")
        with self._transaction() as conn:
            row = conn.execute("SELECT rowid FROM memories WHERE id = ?", (memory.id,)).fetchone()
            if row is None:
                raise KeyError(memory.id)
            conn.execute(f"UPDATE memories SET {sets} WHERE id = :id", params)
            self._index(conn, int(row[0]), memory)
        return memory

    def record_feedback(self, events: Iterable[FeedbackEvent]) -> list[FeedbackEvent]:
        new: list[FeedbackEvent] = []
        with self._transaction() as conn:
            for e in events:
                cur = conn.execute(
                    "INSERT OR IGNORE INTO feedback (action, query_id, session_id, memory_id, position,"
                    " household, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (e.action, e.query_id, e.session_id, e.memory_id, int(e.position), e.household, e.at),
                )
                if cur.rowcount:
                    new.append(e)
        return new

    def mark_used(self, memory_ids: Iterable[str], at: str | None = None) -> None:
        ids = list(dict.fromkeys(memory_ids))
        when = at or now_iso()
        with self._transaction() as conn:
            for start in range(0, len(ids), 500):
                chunk = ids[start : start + 500]
                marks = ",".join("?" * len(chunk))
                conn.execute(
                    f"UPDATE memories SET use_count = use_count + 1, last_used_at = ? WHERE id IN ({marks})",
                    [when, *chunk],
                )

    # --- the search log -------------------------------------------------------------------

    def _log_loop(self) -> None:
        while True:
            item = self._log_queue.get()
            try:
                if item is None:
                    return
                time.sleep(LOG_BATCH_S)  # let a burst of searches share one transaction
                batch = [item]
                while True:  # write whatever queued up in one transaction
                    try:
                        nxt = self._log_queue.get_nowait()
                    except queue.Empty:
                        break
                    if nxt is None:
                        self._log_queue.task_done()
                        self._write_log(batch)
                        return
                    batch.append(nxt)
                    self._log_queue.task_done()
                self._write_log(batch)
            finally:
                self._log_queue.task_done()

    def _write_log(self, batch: list[tuple[str, str | None, str, str, str]]) -> None:
        for attempt in range(3):
            try:
                with self._transaction() as conn:
                    conn.executemany(
                        "INSERT OR IGNORE INTO searches (query_id, session, query, at, hits) VALUES (?, ?, ?, ?, ?)",
                        batch,
                    )
                return
            except sqlite3.OperationalError as exc:  # locked for longer than the busy timeout
                log.warning("search log write failed", error=str(exc), attempt=attempt + 1, entries=len(batch))
                time.sleep(0.2 * (attempt + 1))
            except StoreError:
                return
        log.error("search log entries lost", entries=len(batch))

    def flush(self) -> None:
        """Wait until every search so far is in the search log."""
        if self._log_thread.is_alive():
            self._log_queue.join()

    # --- lifecycle ------------------------------------------------------------------------

    def close(self) -> None:
        if self._closed:
            return
        if self._log_thread.is_alive():
            self._log_queue.put(None)
            self._log_thread.join(timeout=10)
        self._closed = True
        with self._conns_lock:
            conns, self._all_conns = self._all_conns, []
        for conn in conns:
            with contextlib.suppress(sqlite3.Error):  # another thread's, mid-use; going away anyway
                conn.close()

    def __enter__(self) -> SqliteMemoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def memory_to_dict(m: Memory) -> dict[str, Any]:
    """The document as JSON-ready dict (extra fields inline under `extra`)."""
    return asdict(m)


def memory_from_dict(doc: dict[str, Any]) -> tuple[Memory, list[str]]:
    """Build a Memory from a JSON document; unknown fields go into `extra`. Returns (memory, unknown names)."""
    if not isinstance(doc, dict):
        raise ValueError("a memory must be a JSON object")
    known = {k: v for k, v in doc.items() if k in MEMORY_FIELDS}
    unknown = [k for k in doc if k not in MEMORY_FIELDS and k != "extra"]
    extra = doc.get("extra") or {}
    if not isinstance(extra, dict):
        raise ValueError("field 'extra' must be an object")
    extra = {**extra, **{k: doc[k] for k in unknown}}
    for name in ("text", "subject"):
        if name in known and not isinstance(known[name], str):
            raise ValueError(f"field {name!r} must be a string")
    if "text" not in known:
        raise ValueError("field 'text' is missing")
    known.setdefault("subject", "")
    if "importance" in known and (isinstance(known["importance"], bool) or not isinstance(known["importance"], int)):
        raise ValueError("field 'importance' must be an integer 1 to 5")
    for name in ("id", "kind", "person", "status", "created_at", "updated_at"):
        if name in known and not isinstance(known[name], str):
            raise ValueError(f"field {name!r} must be a string")
    for name in ("last_used_at", "source"):
        if known.get(name) is not None and not isinstance(known[name], str):
            raise ValueError(f"field {name!r} must be a string or null")
    if "use_count" in known and (
        isinstance(known["use_count"], bool) or not isinstance(known["use_count"], int) or known["use_count"] < 0
    ):
        raise ValueError("field 'use_count' must be a non-negative integer")
    if "created_at" in known and "updated_at" not in known:
        known["updated_at"] = known["created_at"]
    memory = Memory(**known, extra=extra)
    validate(memory)
    return memory, unknown
