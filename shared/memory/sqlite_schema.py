"""The SQLite store's tables, and bringing an older file up to this version of them.

- `memories` holds the whole document (unknown fields in `extra`, JSON).
- `memories_fts` indexes text, subject, tags and the day noted of ACTIVE memories only, so a retired
  memory can never come back from a search. It is derived data: an upgrade drops it and rebuilds it
  from the documents.
- `searches` is the search log; `feedback` keeps each event once per (action, query id, memory id).
- `held_changes` keeps a batch's changes held for the person's review (held.py).
- `forgotten` keeps the hashed content words of forgotten memories (forgetting.py).
- `memory_vectors` keeps each memory's embedding (sqlite_vectors). It came without a version bump: a
  koe from before ignores it, and a memory written without a vector is found by `koe memories reembed`.
"""

from __future__ import annotations

from shared.logs import get_logger
from shared.memory.forgetting import FORGOTTEN_SCHEMA
from shared.memory.held import HELD_SCHEMA
from shared.memory.sqlite_connections import Connections, StoreError
from shared.memory.sqlite_writes import rebuild_index

SCHEMA_VERSION = 3  # 2: the index has the noted-day column; 3: pins, revisions, time, expiry, confidence
# Columns added after the first version, with their definitions: an older file gets them on opening.
ADDED_COLUMNS = {
    "pinned": "INTEGER NOT NULL DEFAULT 0",
    "revision": "INTEGER NOT NULL DEFAULT 1",
    "observed_at": "TEXT",
    "valid_from": "TEXT",
    "valid_to": "TEXT",
    "expires_at": "TEXT",
    "recurs": "TEXT",
    "confidence": "REAL NOT NULL DEFAULT 0.8",
    "reason": "TEXT NOT NULL DEFAULT ''",
}

_SCHEMA = (
    """
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
    extra TEXT NOT NULL DEFAULT '{}',
    pinned INTEGER NOT NULL DEFAULT 0,
    revision INTEGER NOT NULL DEFAULT 1,
    observed_at TEXT,
    valid_from TEXT,
    valid_to TEXT,
    expires_at TEXT,
    recurs TEXT,
    confidence REAL NOT NULL DEFAULT 0.8,
    reason TEXT NOT NULL DEFAULT ''
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
-- Every hybrid search counts its candidates' judgments: by memory, not by scanning every event.
CREATE INDEX IF NOT EXISTS feedback_memory ON feedback (memory_id, action);
CREATE TABLE IF NOT EXISTS memory_vectors (
    rowid INTEGER PRIMARY KEY,
    model TEXT NOT NULL,
    vector BLOB NOT NULL,
    seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS memory_vectors_seq ON memory_vectors (seq);
"""
    + FORGOTTEN_SCHEMA
    + HELD_SCHEMA
)

log = get_logger(component="memory.sqlite")


def prepare_schema(conns: Connections) -> None:
    """Create the tables, or upgrade an older file; a file from a newer koe is refused, untouched."""
    with conns.write_lock() as conn:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"{conns.path} was written by a newer koe (schema {version}; this one reads {SCHEMA_VERSION})"
            )
        upgrade = 0 < version < SCHEMA_VERSION
        if upgrade:
            conn.execute("DROP TABLE IF EXISTS memories_fts")  # rebuilt below from the documents
        conn.executescript(_SCHEMA)
        have = {str(r[1]) for r in conn.execute("PRAGMA table_info(memories)")}
        for column, definition in ADDED_COLUMNS.items():
            if column not in have:
                conn.execute(f"ALTER TABLE memories ADD COLUMN {column} {definition}")
        if upgrade:
            with conns.transaction() as tx:
                rebuild_index(tx)
            log.info("memory store upgraded", path=str(conns.path), schema_from=version, schema_to=SCHEMA_VERSION)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
