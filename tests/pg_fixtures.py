"""PostgreSQL for the memory store's tests: one schema per test run, dropped at its end, and a store
per test in a household of its own (households are what keeps them apart in one schema).

PostgreSQL runs beside the tests (127.0.0.1:5432, trust auth, database `test`; TEST_PG_URL says
otherwise). When it cannot be reached the tests that need it fail, saying so: CI has one, so a skip
would only hide a broken setup.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

PG_URL = os.environ.get("TEST_PG_URL", "postgresql://postgres@127.0.0.1:5432/test")


def schema_url(schema: str) -> str:
    """PG_URL with its search_path set to `schema` (as an operator would put a store in a schema)."""
    return f"{PG_URL}{'&' if '?' in PG_URL else '?'}options=-csearch_path%3D{schema}"


def owner_connect() -> Any:
    try:
        import psycopg
    except ImportError:
        pytest.fail("psycopg is not installed: pip install -e '.[postgres]' (koe's `postgres` extra)")
    try:
        return psycopg.connect(PG_URL, autocommit=True, connect_timeout=5)
    except psycopg.OperationalError as exc:
        pytest.fail(f"PostgreSQL is not reachable at {PG_URL} (start it, or set TEST_PG_URL): {exc}")


@pytest.fixture(scope="session")
def pg_schema() -> Iterator[str]:
    """This test run's schema (created empty; the stores' migrations fill it), dropped at the end."""
    schema = "koe_test_" + uuid.uuid4().hex[:12]
    with owner_connect() as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    yield schema
    with owner_connect() as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


@pytest.fixture
def pg_stores(pg_schema: str) -> Iterator[Callable[..., Any]]:
    """Opens PostgreSQL stores in the run's schema: each call a new household unless one is named."""
    from shared.memory.pg_store import PgMemoryStore

    opened: list[PgMemoryStore] = []

    def make(household: str | None = None, embedder: Any | None = None) -> PgMemoryStore:
        store = PgMemoryStore(PG_URL, household or f"h-{uuid.uuid4().hex[:12]}", embedder=embedder, schema=pg_schema)
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()
