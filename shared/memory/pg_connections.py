"""The PostgreSQL connections of one memory store: a psycopg pool, the application role, the household.

- Every pooled connection runs `SET ROLE koe_app` once: the store's queries run as a role that owns no
  table, so the row-level-security policies apply to them (a table's owner skips its policies). The
  URL's user owns the tables and runs the migrations (pg_schema) on a connection of its own.
- Every transaction starts with `set_config('koe.household', <household>, true)`: a setting that lasts
  only as long as the transaction (SET LOCAL), so a pooled connection never carries one household's
  setting into another's work. The policies compare each row's household_id to it.
- `schema` (optional) puts the store's tables in a schema of their own (search_path), as each test run
  does; without it they live in the connection's current schema (public unless the URL says otherwise).

psycopg is imported here, and this module only where a postgresql:// URL is used: a stage installed
without koe's `postgres` extra still opens its SQLite store.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import sql
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool

from shared.memory.sqlite_connections import StoreError

APP_ROLE = "koe_app"
POOL_MIN = 1
POOL_MAX = 4  # recall's searches and its search log, or the writer's batches: a few at once at most
CONNECT_TIMEOUT_S = 10.0
_SCHEMA_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


def connect_kwargs(schema: str | None) -> dict[str, Any]:
    """Options every connection of a store is opened with."""
    kwargs: dict[str, Any] = {"connect_timeout": int(CONNECT_TIMEOUT_S), "application_name": "koe-memory"}
    if schema is not None:
        if not _SCHEMA_NAME.match(schema):
            raise StoreError(f"schema {schema!r} is not a plain lower-case name")
        kwargs["options"] = f"-csearch_path={schema}"
    return kwargs


def owner_connection(url: str, schema: str | None) -> psycopg.Connection[Any]:
    """A connection as the URL's user (the tables' owner), for migrations; autocommit."""
    try:
        return psycopg.connect(url, autocommit=True, **connect_kwargs(schema))
    except psycopg.OperationalError as exc:
        raise StoreError(f"cannot reach the memory database: {str(exc).strip()[:300]}") from exc


def open_pool(url: str, schema: str | None = None, max_size: int = POOL_MAX) -> ConnectionPool:
    """A pool of connections as the application role, for one store or for every household a process
    serves (households.py): the household is named per transaction, never per connection."""
    pool = ConnectionPool(
        url,
        min_size=POOL_MIN,
        max_size=max_size,
        kwargs={**connect_kwargs(schema), "row_factory": dict_row},
        configure=PgConnections.configure,
        name="koe-memory",
        open=False,
    )
    try:
        pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
    except Exception as exc:  # psycopg_pool's PoolTimeout, or a role that cannot be taken
        pool.close()
        raise StoreError(f"cannot open the memory database's connections: {str(exc).strip()[:300]}") from exc
    return pool


class PgConnections:
    """One household's transactions over a pool (its own, or one shared with other households' stores,
    which then closes with its owner, not with this). Thread-safe."""

    def __init__(self, url: str, household: str, schema: str | None = None, pool: ConnectionPool | None = None) -> None:
        if not household:
            raise StoreError("a PostgreSQL memory store needs a household")
        self.household = household
        self.closed = False
        self._owns_pool = pool is None
        self._pool = pool if pool is not None else open_pool(url, schema)

    @staticmethod
    def configure(conn: psycopg.Connection[Any]) -> None:
        conn.execute(sql.SQL("SET ROLE {}").format(sql.Identifier(APP_ROLE)))
        conn.commit()

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection[Any]]:
        """One transaction, as the application role, for this store's household: all of it or none."""
        if self.closed:
            raise StoreError("the memory store is closed")
        with self._pool.connection() as conn:  # commits on leaving, rolls back on an exception
            conn.execute("SELECT set_config('koe.household', %s, true)", (self.household,))
            yield conn

    @contextmanager
    def read(self) -> Iterator[psycopg.Connection[Any]]:
        """A transaction for reading on a turn's path: its BEGIN and household setting go out with its
        first query (psycopg's pipeline mode), two round trips to the server where `transaction` takes
        four. On a busy box each round trip waits for the server's process to be scheduled."""
        if not psycopg.Pipeline.is_supported():  # a libpq older than 14 (psycopg[binary] brings its own)
            with self.transaction() as conn:
                yield conn
            return
        if self.closed:
            raise StoreError("the memory store is closed")
        with self._pool.connection() as conn, conn.pipeline():
            conn.execute("SELECT set_config('koe.household', %s, true)", (self.household,))
            yield conn

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            if self._owns_pool:
                self._pool.close()
