"""Where a benchmark's stores live: SQLite files in a temporary folder, or households of a fresh
PostgreSQL schema (`--store postgresql://...`), so one bench measures either backend the same way."""

from __future__ import annotations

import contextlib
import re
import tempfile
from pathlib import Path

from shared.memory.embedder import Embedder
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.memory.store import MemoryStore


class Stores:
    """Where the bench's stores live: SQLite files in a temporary folder (the default), or with a
    postgresql:// URL households of one fresh schema (each conversation and mode its own household),
    dropped at the end (`--store`)."""

    def __init__(self, url: str | None = None) -> None:
        self.url = url
        self._tmp = tempfile.TemporaryDirectory(prefix="koe-retrieval-")
        self._schema: contextlib.AbstractContextManager[str] | None = None
        self.schema: str | None = None
        if url:
            from koe.bench.recall_pg import bench_schema

            self._schema = bench_schema(url)
            self.schema = self._schema.__enter__()

    def open(self, name: str, embedder: Embedder | None) -> MemoryStore:
        if self.url:
            from shared.memory.pg_store import PgMemoryStore

            household = re.sub(r"[^a-z0-9_-]+", "-", name.lower()).strip("-") or "bench"
            return PgMemoryStore(self.url, household, embedder=embedder, schema=self.schema)
        return SqliteMemoryStore(Path(self._tmp.name) / f"{name}.sqlite3", embedder=embedder)

    def close(self) -> None:
        if self._schema is not None:
            self._schema.__exit__(None, None, None)
        self._tmp.cleanup()
