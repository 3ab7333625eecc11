"""`koe memories migrate --to postgresql://...`: a SQLite store as koe used it (memories with evidence,
retired ones, vectors, forgotten words, the search log, feedback, held changes) copied into one household
of PostgreSQL; the counts match, and a second run changes nothing."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

import psycopg
from pg_fixtures import PG_URL, schema_url

from shared.memory.embedder import load_embedder
from shared.memory.model import FeedbackEvent, Memory, MemoryFilter
from shared.memory.pg_copy import TABLES
from shared.memory.pg_store import PgMemoryStore
from shared.memory.sqlite_store import SqliteMemoryStore
from tests.helpers import koe, koe_env

SAID = {"turn": "1700000000000-0", "words": "my sister Hana moved to Zanzibar"}


def used_store(path: Path) -> None:
    with SqliteMemoryStore(path, embedder=load_embedder()) as s:
        s.bulk_add(
            [
                Memory(id="mem-dog", text="The user's dog is named Biscuit.", subject="dog", tags=["dog"]),
                Memory(
                    id="mem-sister",
                    text="The user's sister Hana lives in Zanzibar.",
                    subject="sister",
                    extra={"evidence": [SAID]},
                ),
                Memory(
                    id="mem-old",
                    text="The user lived in Porto.",
                    subject="home",
                    status="retired",
                    valid_to="2026-01-01T00:00:00Z",
                ),
                Memory(id="mem-tea", text="The user drinks green tea every morning.", subject="tea"),
            ]
        )
        s.forget("mem-tea")  # before the search: forgetting deletes the searches that found it
        q = s.search("what is the dog called", session="s-1").query_id
        s.flush()
        s.record_feedback([FeedbackEvent("llm_judgment", q, "s-1", "mem-dog", 0, "household")])
        s.mark_used(["mem-dog"], at="2026-11-01T00:00:00Z")
        s.hold_changes("batch-0001", [{"op": "retire", "id": "mem-dog", "reason": "test"}], "too many")


def snapshot(schema: str, household: str) -> dict[str, list[Any]]:
    """Every row of the household, table by table, as the owner sees them."""
    with psycopg.connect(PG_URL, options=f"-csearch_path={schema}") as conn:
        return {
            table: sorted(conn.execute(f"SELECT * FROM {table} WHERE household_id = %s", (household,)), key=repr)
            for table in (*TABLES, "vector_clock")
        }


def test_migrate_copies_everything_once_and_a_second_run_changes_nothing(tmp_path: Path, pg_schema: str) -> None:
    data = tmp_path / "data"
    used_store(data / "memory.sqlite3")
    household = f"h-{uuid.uuid4().hex[:12]}"
    env = koe_env(None, data, KOE_HOUSEHOLD=household)
    first = koe(["memories", "migrate", "--to", schema_url(pg_schema), "--json"], env)
    assert first.returncode == 0, first.stderr
    copied = {c["table"]: c for c in json.loads(first.stdout)}
    assert {t: (c["source"], c["new"], c["missing"]) for t, c in copied.items()} == {
        "memories": (3, 3, 0),
        "memory_vectors": (3, 3, 0),  # tea's went with it
        "forgotten": (1, 1, 0),
        "searches": (1, 1, 0),
        "feedback": (1, 1, 0),
        "held_changes": (1, 1, 0),
    }
    before = snapshot(pg_schema, household)

    again = koe(["memories", "migrate", "--to", schema_url(pg_schema)], env)
    assert again.returncode == 0, again.stderr
    assert "memories: 3 in memory.sqlite3, 0 copied now, 0 missing" in again.stdout
    assert snapshot(pg_schema, household) == before, "the second run changed nothing"

    with (
        SqliteMemoryStore(data / "memory.sqlite3") as old,
        PgMemoryStore(PG_URL, household, embedder=load_embedder(), schema=pg_schema) as new,
    ):
        every = MemoryFilter(status=None)
        assert new.list(every) == old.list(every)
        assert new.searches() == old.searches() and new.held_changes() == old.held_changes()
        assert new.feedback(old.searches()[0]["query_id"]) == old.feedback(old.searches()[0]["query_id"])  # type: ignore[arg-type]
        assert new.forgotten() == old.forgotten() and new.suppressed("The user drinks green tea each morning.")
        assert new.vector_counts() == (2, 2)  # the active ones'
        assert new.search("what is the dog called").hits[0].memory.id == "mem-dog"
        assert [m.id for m in new.forget("mem-sister")] == ["mem-sister"]  # the evidence came along too
