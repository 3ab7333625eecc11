"""Households apart, by the database: two households' stores in one PostgreSQL schema. No store method,
and no crafted search text, returns or touches the other household's rows; and the row-level-security
policies alone already hide them from the application role."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import psycopg
import pytest
from pg_fixtures import PG_URL

from shared.memory.embedder import load_embedder
from shared.memory.model import FeedbackEvent, Memory, MemoryFilter
from shared.memory.pg_connections import APP_ROLE
from shared.memory.pg_store import PgMemoryStore

TABLES = ("memories", "memory_vectors", "vector_clock", "searches", "feedback", "forgotten", "held_changes")
CRAFTED = [
    "' OR 1=1 --",
    "') OR household_id <> '' --",
    "%",
    "_",
    "%' OR '%' = '",
    "*",
    "\\",
    "!!",
    "a | b & !c",
    "koe.household",
    "set_config('koe.household', 'b', true)",
]


def memories(tag: str) -> list[Memory]:
    """The same ids in both households (keys lead with the household), and words only one household has."""
    return [
        Memory(id="mem-shared", text=f"The user's dog is named {tag}dog.", subject="dog", tags=["dog", tag]),
        Memory(id=f"mem-{tag}-only", text=f"The user keeps bees called {tag}bees.", subject="bees", tags=[tag]),
        Memory(id=f"mem-{tag}-old", text=f"The user once lived in {tag}ville.", subject="home", status="retired"),
    ]


@pytest.fixture
def pair(pg_stores: Callable[..., PgMemoryStore]) -> tuple[PgMemoryStore, PgMemoryStore]:
    run = uuid.uuid4().hex[:8]
    a = pg_stores(household=f"a-{run}", embedder=load_embedder())
    b = pg_stores(household=f"b-{run}", embedder=load_embedder())
    a.bulk_add(memories("alpha"))
    b.bulk_add(memories("beta"))
    return a, b


def texts(store: PgMemoryStore) -> set[str]:
    return {m.text for m in store.list(MemoryFilter(status=None), limit=1000)}


def test_reads_see_only_their_own_household(pair: tuple[PgMemoryStore, PgMemoryStore]) -> None:
    a, b = pair
    assert all("beta" not in t for t in texts(a)) and all("alpha" not in t for t in texts(b))
    assert a.count(MemoryFilter(status=None)) == 3 and a.count() == 2
    assert a.get("mem-beta-only") is None and a.get_many(["mem-beta-only", "mem-beta-old"]) == []
    assert a.get("mem-shared").text == "The user's dog is named alphadog."  # type: ignore[union-attr]
    assert b.get("mem-shared").text == "The user's dog is named betadog."  # type: ignore[union-attr]
    assert [m.id for m in a.list(MemoryFilter(status="retired"))] == ["mem-alpha-old"]


def test_no_search_text_reaches_the_other_household(pair: tuple[PgMemoryStore, PgMemoryStore]) -> None:
    a, b = pair
    theirs = {m.text for m in b.list(MemoryFilter(status=None))}
    for text in [*CRAFTED, *theirs, "betadog betabees betaville", "dog bees", b.household]:
        for filters in (None, MemoryFilter(status=None), MemoryFilter(person="household")):
            found = a.search(text, filters=filters, size=50)
            assert not {h.memory.text for h in found.hits} & theirs, text
            assert all(h.memory.text in texts(a) for h in found.hits)
    # the other household's own word: a finds only its own memories (its bees, by meaning), b finds its own first
    assert all(h.memory.text in texts(a) for h in a.search("betabees").hits)
    assert [h.memory.id for h in b.search("betabees").hits][:1] == ["mem-beta-only"]


def test_writes_never_touch_the_other_household(pair: tuple[PgMemoryStore, PgMemoryStore]) -> None:
    a, b = pair
    before = {m.id: m for m in b.list(MemoryFilter(status=None))}
    with pytest.raises(KeyError):
        a.replace(Memory(id="mem-beta-only", text="The user keeps no bees at all.", subject="bees"))
    a.replace(replace(a.get("mem-shared"), text="The user's dog is named Rex."))  # type: ignore[arg-type]
    assert a.forget("mem-beta-only") == []
    a.mark_used(["mem-beta-only", "mem-shared"], at="2026-11-01T00:00:00Z")
    a.replace(replace(a.get("mem-alpha-only"), status="retired"))  # type: ignore[arg-type]
    assert {m.id for m in a.purge()} == {"mem-alpha-old", "mem-alpha-only"}
    a.hold_changes("batch-a", [{"op": "retire", "id": "mem-beta-only"}], "test")
    assert a.release_held(b.held_changes()[0]["key"] if b.held_changes() else "none") is None
    after = {m.id: m for m in b.list(MemoryFilter(status=None))}
    assert after == before, "the other household's memories are exactly as they were"
    assert b.held_changes() == [] and b.get("mem-shared").use_count == 0  # type: ignore[union-attr]
    assert a.get("mem-shared").use_count == 1  # type: ignore[union-attr]


def test_logs_feedback_forgetting_and_held_changes_stay_in_their_household(
    pair: tuple[PgMemoryStore, PgMemoryStore],
) -> None:
    a, b = pair
    theirs = b.search("betabees", session="s-b")
    event = FeedbackEvent("llm_judgment", theirs.query_id, "s-b", "mem-beta-only", 0, b.household)
    assert b.record_feedback([event]) == [event]
    assert a.searches(query_id=theirs.query_id) == [] and a.searches(session="s-b") == []
    assert a.feedback(theirs.query_id) == []
    assert a.record_feedback([event]) == [event], "a's own event, not b's: recorded in a alone"
    assert b.feedback(theirs.query_id) == [event] and b.record_feedback([event]) == []
    b.hold_changes("batch-b", [{"op": "retire", "id": "mem-shared"}], "test")
    assert a.held_changes() == [] and a.release_held(b.held_changes()[0]["key"]) is None
    assert len(b.held_changes()) == 1
    b.forget("mem-beta-only")
    assert b.suppressed("The user keeps bees called betabees.")
    assert not a.suppressed("The user keeps bees called betabees.") and a.forgotten() == []
    assert a.get("mem-alpha-only") is not None and a.vector_counts() == (2, 2)


def app_connection(schema: str) -> psycopg.Connection[Any]:
    conn = psycopg.connect(PG_URL, options=f"-csearch_path={schema}")
    conn.execute(f"SET ROLE {APP_ROLE}")
    conn.commit()
    return conn


def test_row_level_security_alone_hides_other_households(pair: tuple[PgMemoryStore, PgMemoryStore]) -> None:
    a, b = pair
    for store, tag in ((a, "alpha"), (b, "beta")):  # a row in every table of each household
        q = store.search(f"{tag}bees", session=f"s-{tag}").query_id
        store.record_feedback([FeedbackEvent("llm_judgment", q, None, f"mem-{tag}-only", 0, store.household)])
        store.hold_changes(f"batch-{tag}", [{"op": "retire", "id": "mem-shared"}], "test")
        store.forget(f"mem-{tag}-old")
    with app_connection(str(a.schema)) as conn:
        for table in TABLES:  # no household named: no rows, whatever the query asks
            assert conn.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,), table
            assert conn.execute(f"SELECT count(*) FROM {table} WHERE true OR household_id IS NULL").fetchone() == (0,)
        conn.commit()
        with conn.transaction():
            conn.execute("SELECT set_config('koe.household', %s, true)", (b.household,))
            for table in TABLES:
                seen = {r[0] for r in conn.execute(f"SELECT household_id FROM {table}")}
                assert seen == {b.household}, table
            with pytest.raises(psycopg.errors.InsufficientPrivilege), conn.transaction():  # WITH CHECK
                conn.execute(
                    "INSERT INTO forgotten (household_id, id, words, at) VALUES (%s, 'x', '[]', 'now')", (a.household,)
                )
        assert conn.execute("SELECT count(*) FROM memories").fetchone() == (0,), (
            "the setting ended with its transaction"
        )


def test_the_app_role_owns_nothing_and_every_table_has_its_policy(pair: tuple[PgMemoryStore, PgMemoryStore]) -> None:
    schema = str(pair[0].schema)
    with psycopg.connect(PG_URL) as conn:
        rows = conn.execute(
            "SELECT c.relname, pg_get_userbyid(c.relowner), c.relrowsecurity, count(p.polname)"
            " FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
            " LEFT JOIN pg_policy p ON p.polrelid = c.oid WHERE n.nspname = %s AND c.relkind = 'r'"
            " GROUP BY 1, 2, 3",
            (schema,),
        ).fetchall()
    tables = {name: (owner, rls, policies) for name, owner, rls, policies in rows}
    assert set(tables) == {*TABLES, "koe_schema_version"}
    for name in TABLES:
        owner, rls, policies = tables[name]
        assert owner != APP_ROLE and rls and policies == 1, name
    with app_connection(schema) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("SELECT * FROM koe_schema_version")  # the app role reads households' rows, nothing else
