"""Copying a SQLite memory store into the PostgreSQL store of one household (`koe memories migrate`).

Everything the SQLite file holds goes: the documents (with their evidence, history and every field as
they are: nothing is validated again or renumbered), their vectors (SQLite keeps them as int8, read
back as float32, with the id of the model that made them), the forgotten memories' hashed words, the
search log, the feedback events and the changes held for review.

Running it again changes nothing: each row is keyed as in SQLite (a memory by its id, a search by its
query id, feedback by action, query id and memory id ...) and a row the household already has is left
alone. After the copy, every key of the file is checked to be in the household's tables.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shared.memory import pg_forgetting, pg_writes
from shared.memory.pg_rows import pg_params, value_mark
from shared.memory.pg_store import PgMemoryStore
from shared.memory.sqlite_rows import row_to_memory
from shared.memory.sqlite_vectors import from_blobs

TABLES = ("memories", "memory_vectors", "forgotten", "searches", "feedback", "held_changes")


@dataclass(frozen=True)
class Copied:
    table: str
    source: int  # rows in the SQLite file
    new: int  # rows this run added
    missing: int  # of the file's rows, how many the household still lacks (0: all there)


def read_source(path: Path) -> sqlite3.Connection:
    """The SQLite store, read-only (a copy never changes its source)."""
    if not path.is_file():
        raise FileNotFoundError(f"no SQLite memory store at {path}")
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    return conn


def copy_store(source: Path, target: PgMemoryStore) -> list[Copied]:
    """Copy the SQLite store at `source` into `target`'s household; one line per table."""
    src = read_source(source)
    try:
        with target.transaction() as conn:  # all of it or nothing
            report = [
                _memories(src, conn, target.household),
                _vectors(src, conn, target.household),
                _rows(src, conn, target.household, "forgotten", ("id",), _forgotten),
                _rows(src, conn, target.household, "searches", ("query_id",), _searches),
                _rows(src, conn, target.household, "feedback", ("action", "query_id", "memory_id"), _feedback),
                _rows(src, conn, target.household, "held_changes", ("key",), _held),
            ]
    finally:
        src.close()
    return report


def _keys(conn: Any, household: str, table: str, columns: tuple[str, ...]) -> set[tuple[str, ...]]:
    rows = conn.execute(f"SELECT {', '.join(columns)} FROM {table} WHERE household_id = %s", (household,))
    return {tuple(str(r[c]) for c in columns) for r in rows}


def _memories(src: sqlite3.Connection, conn: Any, household: str) -> Copied:
    have = {k[0] for k in _keys(conn, household, "memories", ("id",))}
    source = [row_to_memory(r) for r in src.execute("SELECT * FROM memories ORDER BY rowid")]
    new = [pg_params(m, household) for m in source if m.id not in have]
    if new:
        cols = ", ".join(new[0])
        with conn.cursor() as cur:
            cur.executemany(f"INSERT INTO memories ({cols}) VALUES ({', '.join(value_mark(c) for c in new[0])})", new)
    after = {k[0] for k in _keys(conn, household, "memories", ("id",))}
    return Copied("memories", len(source), len(new), len({m.id for m in source} - after))


def _vectors(src: sqlite3.Connection, conn: Any, household: str) -> Copied:
    have = {k[0] for k in _keys(conn, household, "memory_vectors", ("memory_id",))}
    rows = src.execute(
        "SELECT m.id, v.model, v.vector FROM memory_vectors v JOIN memories m ON m.rowid = v.rowid ORDER BY v.seq"
    ).fetchall()
    by_model: dict[str, list[tuple[str, bytes]]] = {}
    for memory_id, model, blob in rows:
        if memory_id not in have:
            by_model.setdefault(str(model), []).append((str(memory_id), bytes(blob)))
    for model, todo in by_model.items():  # int8 of any model's width: the width is the blob's length
        vectors = [from_blobs([blob], len(blob))[0] for _, blob in todo]
        pg_writes.store_vectors(conn, household, [(i, v) for (i, _), v in zip(todo, vectors, strict=True)], model)
    after = {k[0] for k in _keys(conn, household, "memory_vectors", ("memory_id",))}
    return Copied("memory_vectors", len(rows), sum(map(len, by_model.values())), len({r[0] for r in rows} - after))


def _forgotten(conn: Any, household: str, rows: list[sqlite3.Row]) -> None:
    pg_forgetting.keep(conn, household, [(r["id"], r["words"], r["at"]) for r in rows])


def _searches(conn: Any, household: str, rows: list[sqlite3.Row]) -> None:
    for r in rows:
        conn.execute(
            "INSERT INTO searches (household_id, query_id, session, query, at, hits)"
            " VALUES (%s, %s, %s, %s, %s, %s::jsonb) ON CONFLICT DO NOTHING",
            (household, r["query_id"], r["session"], r["query"], r["at"], r["hits"]),
        )


def _feedback(conn: Any, household: str, rows: list[sqlite3.Row]) -> None:
    for r in rows:
        conn.execute(
            "INSERT INTO feedback (household_id, action, query_id, session_id, memory_id, position, household, at)"
            " VALUES (%s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
            (
                household,
                r["action"],
                r["query_id"],
                r["session_id"],
                r["memory_id"],
                r["position"],
                r["household"],
                r["at"],
            ),
        )


def _held(conn: Any, household: str, rows: list[sqlite3.Row]) -> None:
    for r in rows:
        conn.execute(
            "INSERT INTO held_changes (household_id, key, batch, op, memory_id, change, why, at)"
            " VALUES (%s, %s, %s, %s, %s, %s::jsonb, %s, %s) ON CONFLICT DO NOTHING",
            (
                household,
                r["key"],
                r["batch"],
                r["op"],
                r["memory_id"],
                json.dumps(json.loads(r["change"])),
                r["why"],
                r["at"],
            ),
        )


def _rows(
    src: sqlite3.Connection,
    conn: Any,
    household: str,
    table: str,
    key: tuple[str, ...],
    write: Callable[[Any, str, list[sqlite3.Row]], None],
) -> Copied:
    """Copy the rows of `table` whose key the household does not have yet, in the file's order."""
    have = _keys(conn, household, table, key)
    source = src.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()
    keyed = [(tuple(str(r[c]) for c in key), r) for r in source]
    write(conn, household, [r for k, r in keyed if k not in have])
    after = _keys(conn, household, table, key)
    return Copied(table, len(source), len(after - have), len({k for k, _ in keyed} - after))
