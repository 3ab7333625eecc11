"""The PostgreSQL store's migrations: from an empty schema to the latest version, once; a second run (or
a replica starting at the same moment) applies nothing; a database from a newer koe is refused."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from pg_fixtures import PG_URL, owner_connect

from shared.memory.pg_connections import owner_connection
from shared.memory.pg_schema import latest, migrate, migrations
from shared.memory.pg_store import PgMemoryStore
from shared.memory.sqlite_connections import StoreError


@pytest.fixture
def empty_schema(pg_schema: str) -> Iterator[str]:
    """A schema of this test's own that does not exist yet (the migration creates it), dropped after."""
    name = f"{pg_schema}_m"
    yield name
    with owner_connect() as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {name} CASCADE")


def versions(schema: str) -> list[tuple[int, str]]:
    with owner_connection(PG_URL, schema) as conn:
        return [(int(v), str(n)) for v, n in conn.execute("SELECT version, name FROM koe_schema_version ORDER BY 1")]


def test_the_files_are_numbered_in_order() -> None:
    found = migrations()
    assert [v for v, _, _ in found] == list(range(1, latest() + 1)) and found[0][1] == "memories"


def test_an_empty_schema_gets_every_version_once_and_a_rerun_changes_nothing(empty_schema: str) -> None:
    with owner_connection(PG_URL, empty_schema) as conn:
        assert migrate(conn, empty_schema) == list(range(1, latest() + 1))
        assert migrate(conn, empty_schema) == []
    assert versions(empty_schema) == [(v, n) for v, n, _ in migrations()]
    with PgMemoryStore(PG_URL, "h-migrated", schema=empty_schema) as store:  # opening migrates: nothing left
        assert store.count() == 0
    assert len(versions(empty_schema)) == latest()


def test_a_schema_at_the_previous_version_is_brought_up_to_date_with_its_memories(empty_schema: str) -> None:
    from shared.memory.model import Memory, MemoryFilter

    with owner_connection(PG_URL, empty_schema) as conn:
        assert migrate(conn, empty_schema, upto=latest() - 1) == list(range(1, latest()))
    with owner_connection(PG_URL, empty_schema) as conn:  # what the older koe wrote (as the owner: RLS aside)
        conn.execute(
            "INSERT INTO memories (household_id, id, text, kind, importance, person, status, created_at, updated_at)"
            " VALUES ('h-old', 'mem-old', 'Tom takes his tea with honey.', 'preference', 3, 'Tom', 'active',"
            " '2026-11-01T08:00:00Z', '2026-11-01T08:00:00Z')"
        )
    with PgMemoryStore(PG_URL, "h-old", schema=empty_schema) as store:  # opening applies the newer version
        assert [m.id for m in store.list(MemoryFilter(person="Tom"))] == ["mem-old"]
        store.add(Memory(id="mem-new", text="Ana takes her coffee black.", subject="coffee", person="Ana"))
        assert [m.id for m in store.list(MemoryFilter(person="Ana"))] == ["mem-new"]
    assert [v for v, _ in versions(empty_schema)] == list(range(1, latest() + 1))
    with owner_connection(PG_URL, empty_schema) as conn:
        found = conn.execute("SELECT indexname FROM pg_indexes WHERE schemaname = %s", (empty_schema,))
        indexes = {r[0] for r in found}
    assert "memories_person" in indexes, "one person's memories found by household, then person"


def test_replicas_starting_at_once_apply_each_version_once(empty_schema: str) -> None:
    applied: list[list[int]] = []
    errors: list[BaseException] = []

    def start() -> None:
        try:
            with owner_connection(PG_URL, empty_schema) as conn:
                applied.append(migrate(conn, empty_schema))
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=start) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors
    assert sorted(applied) == [[], [], list(range(1, latest() + 1))]


def test_a_schema_from_a_newer_koe_is_refused_untouched(empty_schema: str) -> None:
    with owner_connection(PG_URL, empty_schema) as conn:
        migrate(conn, empty_schema)
        conn.execute("INSERT INTO koe_schema_version (version, name) VALUES (99, 'from_the_future')")
        with pytest.raises(StoreError, match="newer koe"):
            migrate(conn, empty_schema)
    with pytest.raises(StoreError, match="newer koe"):
        PgMemoryStore(PG_URL, "h-newer", schema=empty_schema)
    assert versions(empty_schema)[-1] == (99, "from_the_future")
