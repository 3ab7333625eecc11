"""Forgetting for real: a forgotten memory's document, index entry, vector, search-log rows and
feedback are deleted (not retired), and its content words are kept only as hashes, so that the writer
can refuse to learn the same thing again without koe keeping what it was told to forget.

Purging deletes retired memories' documents for good and VACUUMs the file, so the deleted pages are
not left on disk. (Redis' append-only file is purged by `koe memories purge`, which rewrites it.)
"""

from __future__ import annotations

import hashlib
import json
import sqlite3

from shared.memory.model import Memory
from shared.memory.query import stems
from shared.memory.sqlite_rows import row_to_memory

SUPPRESS_SHARE = 0.8  # of a forgotten memory's words a new one must hold (and vice versa) to be refused
_VAGUE = frozenset(stems("user users household person people someone family"))

FORGOTTEN_SCHEMA = """
CREATE TABLE IF NOT EXISTS forgotten (
    id TEXT PRIMARY KEY,
    words TEXT NOT NULL,
    at TEXT NOT NULL
);
"""


def word_hashes(text: str) -> set[str]:
    """The content words of a text, each as a short hash: enough to recognise them, not to read them."""
    return {hashlib.sha256(f"koe-forgotten:{w}".encode()).hexdigest()[:16] for w in stems(text) - _VAGUE}


def same_content(a: set[str], b: set[str]) -> bool:
    if not a or not b:
        return False
    shared = len(a & b)
    return shared / len(a) >= SUPPRESS_SHARE and shared / len(b) >= SUPPRESS_SHARE


def derived(conn: sqlite3.Connection, memory: Memory) -> list[Memory]:
    """Other memories resting on the same words of the person (the same evidence)."""
    said = {(e.get("turn"), e.get("words")) for e in _evidence(memory)}
    if not said:
        return []
    out = []
    for turn in {t for t, _ in said if t}:
        like = f'%"turn": {json.dumps(turn)}%'
        for row in conn.execute("SELECT * FROM memories WHERE extra LIKE ? AND id != ?", (like, memory.id)):
            other = row_to_memory(row)
            if said & {(e.get("turn"), e.get("words")) for e in _evidence(other)}:
                out.append(other)
    return out


def _evidence(memory: Memory) -> list[dict[str, object]]:
    value = memory.extra.get("evidence")
    return [e for e in value if isinstance(e, dict)] if isinstance(value, list) else []


def delete(conn: sqlite3.Connection, memory: Memory, at: str, suppress: bool = True) -> None:
    """Delete every trace of the memory in the store; with `suppress`, keep its words' hashes."""
    row = conn.execute("SELECT rowid FROM memories WHERE id = ?", (memory.id,)).fetchone()
    if row is None:
        return
    rowid = int(row[0])
    conn.execute("DELETE FROM memories_fts WHERE rowid = ?", (rowid,))
    conn.execute("DELETE FROM memory_vectors WHERE rowid = ?", (rowid,))
    conn.execute("DELETE FROM memories WHERE rowid = ?", (rowid,))
    conn.execute("DELETE FROM feedback WHERE memory_id = ?", (memory.id,))
    conn.execute("DELETE FROM searches WHERE hits LIKE ?", (f'%"{memory.id}"%',))
    conn.execute("DELETE FROM held_changes WHERE memory_id = ?", (memory.id,))
    if suppress:
        remember(conn, memory, at)


def remember(conn: sqlite3.Connection, memory: Memory, at: str) -> None:
    """Keep the hashes of a forgotten memory's content words, for `suppressed`."""
    words = sorted(word_hashes(memory.text))
    conn.execute(
        "INSERT OR REPLACE INTO forgotten (id, words, at) VALUES (?, ?, ?)", (memory.id, json.dumps(words), at)
    )


def matching(conn: sqlite3.Connection, forgotten: list[Memory]) -> list[Memory]:
    """In a copy of the store (a rebuild's backup), the memories that hold what `forgotten` held: the same
    ids, memories resting on the same words of the person, and memories saying the same thing (their
    words match at SUPPRESS_SHARE both ways, as `suppressed` would refuse them)."""
    found: dict[str, Memory] = {}
    for memory in forgotten:
        row = conn.execute("SELECT * FROM memories WHERE id = ?", (memory.id,)).fetchone()
        here = [row_to_memory(row)] if row is not None else []
        for m in [*here, *derived(conn, memory), *(o for h in here for o in derived(conn, h))]:
            found.setdefault(m.id, m)
    hashes = [word_hashes(m.text) for m in forgotten]
    for mid, text in conn.execute("SELECT id, text FROM memories").fetchall():
        if mid not in found and any(same_content(word_hashes(text), h) for h in hashes):
            row = conn.execute("SELECT * FROM memories WHERE id = ?", (mid,)).fetchone()
            found[mid] = row_to_memory(row)
    return list(found.values())


def suppressed(conn: sqlite3.Connection, text: str) -> bool:
    """Whether `text` says what a forgotten memory said."""
    mine = word_hashes(text)
    return any(same_content(mine, set(json.loads(r[0]))) for r in conn.execute("SELECT words FROM forgotten"))
