"""The PostgreSQL store's tables: numbered SQL files in pg_migrations/, applied in order, once each.

Why not Alembic: koe has no SQLAlchemy, and Alembic would bring it for a handful of tables. Plain SQL
files are what an operator can read and run by hand (`psql -f`), and a table of applied versions is all
the bookkeeping they need.

- `koe_schema_version` holds one row per applied file (version, name, when).
- Each file runs in one transaction together with its row in that table: it is applied whole or not at
  all, and a failed file leaves the previous version in place.
- The whole run holds a session advisory lock, so replicas starting at once apply each file once: the
  second waits, then finds nothing left to do.
- A database at a version newer than this koe's files is refused, untouched.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql

from shared.logs import get_logger
from shared.memory.sqlite_connections import StoreError

MIGRATIONS_DIR = Path(__file__).with_name("pg_migrations")
LOCK_KEY = 0x6B6F655F6D656D  # "koe_mem": one lock for koe's migrations in a database, whatever the schema
_FILE = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")

VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS koe_schema_version (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
)
"""

log = get_logger(component="memory.postgres")


def migrations() -> list[tuple[int, str, str]]:
    """(version, name, SQL) of every file, in order."""
    found = []
    for path in sorted(MIGRATIONS_DIR.iterdir()):
        match = _FILE.match(path.name)
        if match:
            found.append((int(match.group(1)), match.group(2), path.read_text(encoding="utf-8")))
    versions = [v for v, _, _ in found]
    if versions != list(range(1, len(found) + 1)):
        raise StoreError(f"pg_migrations/ must be numbered 0001, 0002, ... without gaps (found {versions})")
    return found


def latest() -> int:
    return len(migrations())


def applied(conn: psycopg.Connection[Any]) -> list[int]:
    """The versions the current schema has (empty before the first run)."""
    exists = conn.execute("SELECT to_regclass('koe_schema_version') IS NOT NULL").fetchone()
    if not exists or not exists[0]:
        return []
    return [int(r[0]) for r in conn.execute("SELECT version FROM koe_schema_version ORDER BY version")]


def migrate(conn: psycopg.Connection[Any], schema: str | None = None, upto: int | None = None) -> list[int]:
    """Bring the schema (created if `schema` names one that is missing) to the latest version (or to
    `upto`: a test's older koe), on an autocommit connection as the tables' owner. Returns the versions
    applied now (empty: none needed)."""
    files = [f for f in migrations() if upto is None or f[0] <= upto]
    conn.execute("SELECT pg_advisory_lock(%s)", (LOCK_KEY,))
    try:
        if schema is not None:
            conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(sql.Identifier(schema)))
        current = conn.execute("SELECT current_schema()").fetchone()
        if not current or current[0] is None:
            raise StoreError("the memory database has no schema to create the tables in (check search_path)")
        conn.execute(VERSION_TABLE)
        have = applied(conn)
        newest = max(have, default=0)
        if newest > latest():
            raise StoreError(
                f"the memory database was written by a newer koe (schema {newest}; this one reads {latest()})"
            )
        done = []
        for version, name, text in files:
            if version in have:
                continue
            with conn.transaction():
                conn.execute(text.encode("utf-8"))  # no parameters: the file's statements run as written
                conn.execute("INSERT INTO koe_schema_version (version, name) VALUES (%s, %s)", (version, name))
            done.append(version)
            log.info("memory.schema_migrated", version=version, name=name, schema=str(current[0]))
        return done
    finally:
        conn.execute("SELECT pg_advisory_unlock(%s)", (LOCK_KEY,))
