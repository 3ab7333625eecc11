"""Every change to the PostgreSQL store, each inside the caller's transaction (pg_connections).

The same rules as sqlite_writes: a document is validated before it is kept, a replacement names the
revision it was based on, feedback is kept once per (action, query id, memory id). Every statement
names the household as well as the row-level-security policy does.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

import numpy as np
import psycopg

from shared.memory.documents import validate
from shared.memory.model import FeedbackEvent, Memory, RevisionConflict
from shared.memory.pg_rows import pg_params, value_mark

Conn = psycopg.Connection[Any]


def insert(conn: Conn, household: str, memories: list[Memory]) -> None:
    """Add new documents; ValueError if one is invalid or its id is taken (in this household)."""
    for m in memories:
        validate(m)
    ids = [m.id for m in memories]
    seen: set[str] = set()
    taken = {
        r["id"]
        for r in conn.execute("SELECT id FROM memories WHERE household_id = %s AND id = ANY(%s)", (household, ids))
    }
    for memory_id in ids:
        if memory_id in taken or memory_id in seen:
            raise ValueError(f"memory {memory_id} already exists")
        seen.add(memory_id)
    if not memories:
        return
    rows = [pg_params(m, household) for m in memories]
    cols = ", ".join(rows[0])
    marks = ", ".join(value_mark(c) for c in rows[0])
    try:
        with conn.cursor() as cur:  # one round trip for many rows (psycopg's pipeline)
            cur.executemany(f"INSERT INTO memories ({cols}) VALUES ({marks})", rows)
    except psycopg.errors.UniqueViolation:  # written meanwhile by another process
        raise ValueError("a memory with one of these ids already exists") from None


def replace(conn: Conn, household: str, m: Memory, expected_revision: int | None = None) -> tuple[str, int]:
    """Replace the whole document with this id; returns (its old text, its new revision).
    KeyError if there is none in this household; RevisionConflict if it moved past `expected_revision`."""
    row = conn.execute(
        "SELECT text, revision FROM memories WHERE household_id = %s AND id = %s FOR UPDATE", (household, m.id)
    ).fetchone()
    if row is None:
        raise KeyError(m.id)
    if expected_revision is not None and int(row["revision"]) != expected_revision:
        raise RevisionConflict(f"memory {m.id} is at revision {row['revision']}, not {expected_revision}")
    validate(m, check_text=m.text != row["text"])
    params = {**pg_params(m, household), "revision": int(row["revision"]) + 1}
    sets = ", ".join(f"{c} = {value_mark(c)}" for c in params if c not in ("id", "household_id"))
    conn.execute(f"UPDATE memories SET {sets} WHERE household_id = %(household_id)s AND id = %(id)s", params)
    return str(row["text"]), int(row["revision"]) + 1


def record_feedback(conn: Conn, household: str, events: Iterable[FeedbackEvent]) -> list[FeedbackEvent]:
    """Keep the events not seen before; returns those."""
    new: list[FeedbackEvent] = []
    for e in events:
        cur = conn.execute(
            "INSERT INTO feedback (household_id, action, query_id, session_id, memory_id, position, household, at)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
            (household, e.action, e.query_id, e.session_id, e.memory_id, int(e.position), e.household, e.at),
        )
        if cur.rowcount:
            new.append(e)
    return new


def mark_used(conn: Conn, household: str, memory_ids: list[str], at: str) -> None:
    """Bump use_count and set last_used_at of each memory (each id once)."""
    conn.execute(
        "UPDATE memories SET use_count = use_count + 1, last_used_at = %s WHERE household_id = %s AND id = ANY(%s)",
        (at, household, list(dict.fromkeys(memory_ids))),
    )


# --- vectors ---------------------------------------------------------------------------------------


def next_changes(conn: Conn, household: str, count: int) -> int:
    """Take `count` change numbers of the household (its clock row stays locked until commit, so the
    numbers are committed in order); returns the first."""
    row = conn.execute(
        "INSERT INTO vector_clock (household_id, seq) VALUES (%s, %s) ON CONFLICT (household_id)"
        " DO UPDATE SET seq = vector_clock.seq + excluded.seq RETURNING seq",
        (household, count),
    ).fetchone()
    return int(row["seq"]) - count + 1


def store_vectors(conn: Conn, household: str, rows: list[tuple[str, np.ndarray]], model: str) -> int:
    """Write (memory id, vector) pairs as float32; returns how many."""
    if not rows:
        return 0
    seq = next_changes(conn, household, len(rows))
    with conn.cursor() as cur:
        cur.executemany(
            "INSERT INTO memory_vectors (household_id, memory_id, model, vector, seq) VALUES (%s, %s, %s, %s, %s)"
            " ON CONFLICT (household_id, memory_id) DO UPDATE SET model = excluded.model,"
            " vector = excluded.vector, seq = excluded.seq",
            [
                (household, memory_id, model, np.asarray(vector, dtype="<f4").tobytes(), seq + i)
                for i, (memory_id, vector) in enumerate(rows)
            ],
        )
    return len(rows)


def touch(conn: Conn, household: str, memory_id: str) -> None:
    """The memory changed without a new vector (e.g. retired): the matrices look at it again."""
    if conn.execute(
        "SELECT 1 FROM memory_vectors WHERE household_id = %s AND memory_id = %s", (household, memory_id)
    ).fetchone():
        conn.execute(
            "UPDATE memory_vectors SET seq = %s WHERE household_id = %s AND memory_id = %s",
            (next_changes(conn, household, 1), household, memory_id),
        )


def missing(conn: Conn, household: str, model: str, limit: int) -> list[tuple[str, str]]:
    """Active memories with no vector from `model`: (id, text), oldest first."""
    rows = conn.execute(
        "SELECT m.id, m.text FROM memories m LEFT JOIN memory_vectors v"
        " ON v.household_id = m.household_id AND v.memory_id = m.id"
        " WHERE m.household_id = %s AND m.status = 'active' AND (v.memory_id IS NULL OR v.model != %s)"
        " ORDER BY m.seq LIMIT %s",
        (household, model, limit),
    ).fetchall()
    return [(str(r["id"]), str(r["text"])) for r in rows]


def vector_counts(conn: Conn, household: str, model: str) -> tuple[int, int]:
    """(active memories with a vector from `model`, active memories)."""
    row = conn.execute(
        "SELECT count(v.memory_id) AS done, count(*) AS total FROM memories m LEFT JOIN memory_vectors v"
        " ON v.household_id = m.household_id AND v.memory_id = m.id AND v.model = %s"
        " WHERE m.household_id = %s AND m.status = 'active'",
        (model, household),
    ).fetchone()
    return int(row["done"]), int(row["total"])


# --- changes held for review (held.py) --------------------------------------------------------------


def hold(conn: Conn, household: str, batch: str, changes: list[dict[str, Any]], why: str, at: str) -> int:
    """Keep each change once (the same batch held again adds nothing); returns how many are new."""
    new = 0
    for change in changes:
        key = f"{batch[:12]}-{change['op']}-{change['id']}"
        cur = conn.execute(
            "INSERT INTO held_changes (household_id, key, batch, op, memory_id, change, why, at)"
            " VALUES (%s, %s, %s, %s, %s, %s::jsonb, %s, %s) ON CONFLICT DO NOTHING",
            (household, key, batch, change["op"], change["id"], json.dumps(change, ensure_ascii=False), why, at),
        )
        new += cur.rowcount
    return new


def held(conn: Conn, household: str, key: str | None = None) -> list[dict[str, Any]]:
    rows = conn.execute(
        "SELECT key, batch, op, memory_id, change, why, at FROM held_changes WHERE household_id = %s"
        " AND (%s::text IS NULL OR key = %s) ORDER BY at, key",
        (household, key, key),
    ).fetchall()
    return [dict(r) for r in rows]


def release(conn: Conn, household: str, key: str) -> dict[str, Any] | None:
    """Take one held change out (to apply it or drop it); None if there is no such key."""
    found = held(conn, household, key)
    conn.execute("DELETE FROM held_changes WHERE household_id = %s AND key = %s", (household, key))
    return found[0] if found else None
