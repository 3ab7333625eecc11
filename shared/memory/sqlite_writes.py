"""Every change to the SQLite store, each run inside the caller's write transaction.

A document and its full-text index entry change together: only active memories are indexed, so a
retired one can never come back from a search. Feedback events are kept once per (action, query id,
memory id), which makes recording them idempotent.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

from shared.memory.documents import validate
from shared.memory.model import FeedbackEvent, Memory, RevisionConflict
from shared.memory.sqlite_rows import memory_params, row_to_memory

CHUNK = 500  # ids per statement, well under SQLite's limit on parameters
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


def index_memory(conn: sqlite3.Connection, rowid: int, m: Memory) -> None:
    """Make the index entry of row `rowid` match the document: there when active, gone otherwise."""
    conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (rowid,))
    if m.status == "active":
        conn.execute(
            "INSERT INTO memories_fts (rowid, text, subject, tags, noted) VALUES (?, ?, ?, ?, ?)",
            (rowid, m.text, m.subject or "", " ".join(m.tags), noted_words(m)),
        )


def rebuild_index(conn: sqlite3.Connection) -> int:
    """Re-index every active memory from its document; returns how many are indexed."""
    conn.execute("DELETE FROM memories_fts")
    rows = conn.execute("SELECT * FROM memories WHERE status = 'active'").fetchall()
    for row in rows:
        index_memory(conn, int(row["rowid"]), row_to_memory(row))
    return len(rows)


def insert(conn: sqlite3.Connection, m: Memory) -> int:
    """Add a new document; returns its rowid; ValueError if it is invalid or its id is taken."""
    validate(m)
    params = memory_params(m)
    cols = ", ".join(params)
    try:
        cur = conn.execute(f"INSERT INTO memories ({cols}) VALUES ({', '.join(':' + c for c in params)})", params)
    except sqlite3.IntegrityError:
        raise ValueError(f"memory {m.id} already exists") from None
    rowid = int(cur.lastrowid or 0)
    index_memory(conn, rowid, m)
    return rowid


def replace(conn: sqlite3.Connection, m: Memory, expected_revision: int | None = None) -> tuple[int, int]:
    """Replace the whole document with this id (update and retire); returns (rowid, its new revision).
    KeyError if there is none; RevisionConflict if it is no longer at `expected_revision`."""
    row = conn.execute("SELECT rowid, text, revision FROM memories WHERE id = ?", (m.id,)).fetchone()
    if row is None:
        raise KeyError(m.id)
    if expected_revision is not None and int(row[2]) != expected_revision:
        raise RevisionConflict(f"memory {m.id} is at revision {row[2]}, not {expected_revision}")
    validate(m, check_text=m.text != row[1])
    params = {**memory_params(m), "revision": int(row[2]) + 1}
    sets = ", ".join(f"{c} = :{c}" for c in params if c != "id")
    conn.execute(f"UPDATE memories SET {sets} WHERE id = :id", params)
    index_memory(conn, int(row[0]), m)
    return int(row[0]), int(row[2]) + 1


def record_feedback(conn: sqlite3.Connection, events: Iterable[FeedbackEvent]) -> list[FeedbackEvent]:
    """Keep the events not seen before; returns those."""
    new: list[FeedbackEvent] = []
    for e in events:
        cur = conn.execute(
            "INSERT OR IGNORE INTO feedback (action, query_id, session_id, memory_id, position,"
            " household, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (e.action, e.query_id, e.session_id, e.memory_id, int(e.position), e.household, e.at),
        )
        if cur.rowcount:
            new.append(e)
    return new


def mark_used(conn: sqlite3.Connection, memory_ids: list[str], at: str) -> None:
    """Bump use_count and set last_used_at of each memory (each id once)."""
    ids = list(dict.fromkeys(memory_ids))
    for start in range(0, len(ids), CHUNK):
        chunk = ids[start : start + CHUNK]
        marks = ",".join("?" * len(chunk))
        conn.execute(
            f"UPDATE memories SET use_count = use_count + 1, last_used_at = ? WHERE id IN ({marks})",
            [at, *chunk],
        )
