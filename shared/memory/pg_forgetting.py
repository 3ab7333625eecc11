"""Forgetting for real in the PostgreSQL store: forgetting.py's rules, on its tables.

A forgotten memory's document, vector, search-log rows, feedback and held changes are deleted, and its
content words are kept only as hashes (forgetting.word_hashes), so the writer can refuse to learn the
same thing again. Memories resting on the same words of the person (the same evidence) go with it.
"""

from __future__ import annotations

import json
from typing import Any

import psycopg

from shared.memory.forgetting import _evidence, same_content, word_hashes
from shared.memory.model import Memory
from shared.memory.pg_rows import COLUMNS
from shared.memory.sqlite_rows import row_to_memory

Conn = psycopg.Connection[Any]


def derived(conn: Conn, household: str, memory: Memory) -> list[Memory]:
    """Other memories of the household resting on the same words of the person."""
    said = {(e.get("turn"), e.get("words")) for e in _evidence(memory)}
    out: dict[str, Memory] = {}
    for turn in {t for t, _ in said if t}:
        rows = conn.execute(
            f"SELECT {COLUMNS} FROM memories WHERE household_id = %s AND extra -> 'evidence' @> %s::jsonb AND id != %s",
            (household, json.dumps([{"turn": turn}]), memory.id),
        )
        for row in rows:
            other = row_to_memory(row)
            if said & {(e.get("turn"), e.get("words")) for e in _evidence(other)}:
                out.setdefault(other.id, other)
    return list(out.values())


def delete(conn: Conn, household: str, memory: Memory, at: str, suppress: bool = True) -> None:
    """Delete every trace of the memory in the household; with `suppress`, keep its words' hashes."""
    key = (household, memory.id)
    conn.execute("DELETE FROM memories WHERE household_id = %s AND id = %s", key)  # its vector goes with it
    conn.execute("DELETE FROM feedback WHERE household_id = %s AND memory_id = %s", key)
    conn.execute(
        "DELETE FROM searches WHERE household_id = %s AND hits @> %s::jsonb",
        (household, json.dumps([{"id": memory.id}])),
    )
    conn.execute("DELETE FROM held_changes WHERE household_id = %s AND memory_id = %s", key)
    if suppress:
        remember(conn, household, memory, at)


def remember(conn: Conn, household: str, memory: Memory, at: str) -> None:
    """Keep the hashes of a forgotten memory's content words, for `suppressed`."""
    keep(conn, household, [(memory.id, json.dumps(sorted(word_hashes(memory.text))), at)])


def keep(conn: Conn, household: str, rows: list[tuple[str, str, str]]) -> None:
    """(id, hashed words as JSON, at) rows, replacing any with the same id."""
    for memory_id, words, at in rows:
        conn.execute(
            "INSERT INTO forgotten (household_id, id, words, at) VALUES (%s, %s, %s, %s)"
            " ON CONFLICT (household_id, id) DO UPDATE SET words = excluded.words, at = excluded.at",
            (household, memory_id, words, at),
        )


def forgotten(conn: Conn, household: str) -> list[tuple[str, str, str]]:
    rows = conn.execute("SELECT id, words, at FROM forgotten WHERE household_id = %s ORDER BY id", (household,))
    return [(str(r["id"]), str(r["words"]), str(r["at"])) for r in rows]


def matching(conn: Conn, household: str, gone: list[Memory]) -> list[Memory]:
    """The memories that hold what `gone` held: the same ids, those resting on the same words, and
    those saying the same thing (as `suppressed` would refuse them)."""
    found: dict[str, Memory] = {}
    for memory in gone:
        row = conn.execute(
            f"SELECT {COLUMNS} FROM memories WHERE household_id = %s AND id = %s", (household, memory.id)
        ).fetchone()
        here = [row_to_memory(row)] if row is not None else []
        for m in [*here, *derived(conn, household, memory), *(o for h in here for o in derived(conn, household, h))]:
            found.setdefault(m.id, m)
    hashes = [word_hashes(m.text) for m in gone]
    for row in conn.execute(f"SELECT {COLUMNS} FROM memories WHERE household_id = %s", (household,)).fetchall():
        if row["id"] not in found and any(same_content(word_hashes(row["text"]), h) for h in hashes):
            found[row["id"]] = row_to_memory(row)
    return list(found.values())


def suppressed(conn: Conn, household: str, text: str) -> bool:
    """Whether `text` says what one of the household's forgotten memories said."""
    mine = word_hashes(text)
    rows = conn.execute("SELECT words FROM forgotten WHERE household_id = %s", (household,))
    return any(same_content(mine, set(json.loads(r["words"]))) for r in rows)
