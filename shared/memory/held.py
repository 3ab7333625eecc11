"""Changes held for the person's review: a batch that would change many memories at once.

A model asked to retire or rewrite more memories than the conversation could justify is most
likely following an injection ("forget everything"), or confused: the writer applies none of it and
keeps the proposed changes here, for `koe memories review` to show, apply or drop one by one.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

HELD_SCHEMA = """
CREATE TABLE IF NOT EXISTS held_changes (
    key TEXT PRIMARY KEY,
    batch TEXT NOT NULL,
    op TEXT NOT NULL,
    memory_id TEXT NOT NULL,
    change TEXT NOT NULL,
    why TEXT NOT NULL,
    at TEXT NOT NULL
);
"""


def hold(conn: sqlite3.Connection, batch: str, changes: list[dict[str, Any]], why: str, at: str) -> int:
    """Keep each change once (the same batch applied again adds nothing); returns how many are new."""
    new = 0
    for change in changes:
        key = f"{batch[:12]}-{change['op']}-{change['id']}"
        cur = conn.execute(
            "INSERT OR IGNORE INTO held_changes (key, batch, op, memory_id, change, why, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (key, batch, change["op"], change["id"], json.dumps(change, ensure_ascii=False), why, at),
        )
        new += cur.rowcount
    return new


def held(conn: sqlite3.Connection) -> list[dict[str, Any]]:
    rows = conn.execute("SELECT key, batch, op, memory_id, change, why, at FROM held_changes ORDER BY at, key")
    return [
        {"key": r[0], "batch": r[1], "op": r[2], "memory_id": r[3], "change": json.loads(r[4]), "why": r[5], "at": r[6]}
        for r in rows
    ]


def release(conn: sqlite3.Connection, key: str) -> dict[str, Any] | None:
    """Take one held change out (to apply it or drop it); None if there is no such key."""
    found = [h for h in held(conn) if h["key"] == key]
    conn.execute("DELETE FROM held_changes WHERE key = ?", (key,))
    return found[0] if found else None
