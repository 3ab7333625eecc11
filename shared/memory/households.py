"""The memory stores of every household a process serves: one per household, opened on first use.

A process serves KOE_HOUSEHOLD by default. On a server shared by several households, each turn carries
its own (`Transcript.household`, `TurnRecord.household`: stamped on the box from the device's
registration, never taken from a device), and the recall, writer and feedback stages open that
household's store here:

- **PostgreSQL** (KOE_MEMORY_URL): one pool of connections for all of them, each transaction naming
  its household (row-level security and an explicit condition, pg_connections). Migrations run once,
  before the pool opens. A household's store keeps its own vector matrix.
- **SQLite**: KOE_HOUSEHOLD's store is the data dir's `memory.sqlite3`, as it always was; any other
  household gets a file of its own, `households/<name>/memory.sqlite3`. Files are households apart.

The embedding model is loaded once and shared by every store. Thread-safe.
"""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

from shared.memory.factory import open_store, store_path
from shared.memory.sqlite_connections import StoreError
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.memory.store import MemoryStore
from shared.messages import HOUSEHOLD_PATTERN
from shared.settings import Settings

HOUSEHOLD_NAME = re.compile(HOUSEHOLD_PATTERN)  # as a turn's `household` field: it names a file here
SHARED_POOL_MAX = 8  # every household's searches and writes of one process, a few at once


def household_dir(data_dir: Path, household: str) -> Path:
    """Where a household other than the process's own keeps its SQLite store."""
    if not HOUSEHOLD_NAME.match(household):
        raise StoreError(f"{household!r} is not a household name (lower-case letters, digits, '-' and '_')")
    return data_dir / "households" / household


class HouseholdStores:
    """The process's stores by household; `get(None)` is KOE_HOUSEHOLD's."""

    def __init__(
        self, settings: Settings, embed: bool = True, own: MemoryStore | None = None, embedder: Any | None = None
    ) -> None:
        self.settings = settings
        self.household = settings.household
        self._embed = embed
        self._stores: dict[str, MemoryStore] = {}
        self._given = own is not None  # a store passed in (tests, benchmarks) is closed by whoever made it
        if own is not None:
            self._stores[self.household] = own
        self._lock = threading.Lock()
        self._embedder: Any | None = embedder  # given: every store uses it (a benchmark's fill)
        self._pool: Any | None = None

    def get(self, household: str | None) -> MemoryStore:
        name = household or self.household
        with self._lock:
            store = self._stores.get(name)
            if store is None:
                store = self._stores[name] = self._open(name)
            return store

    def opened(self) -> dict[str, MemoryStore]:
        with self._lock:
            return dict(self._stores)

    def _open(self, household: str) -> MemoryStore:
        if not self._stores and household == self.household and not self.settings.memory_url and not self._embedder:
            store = open_store(self.settings, self._embed)  # the single-household case, exactly as before
            self._embedder = getattr(store, "embedder", None)
            return store
        embedder = self._shared_embedder()
        if self.settings.memory_url:
            from shared.memory.pg_store import PgMemoryStore

            return PgMemoryStore(
                self.settings.memory_url,
                household,
                assistant_name=self.settings.assistant_name,
                embedder=embedder,
                pool=self._shared_pool(),
            )
        if household == self.household:
            path = store_path(self.settings)
        else:
            path = household_dir(Path(self.settings.data_dir), household) / "memory.sqlite3"
            path.parent.mkdir(parents=True, exist_ok=True)
        return SqliteMemoryStore(path, assistant_name=self.settings.assistant_name, embedder=embedder)

    def _shared_embedder(self) -> Any | None:
        if self._embedder is None and self._embed and self.settings.embeddings:
            from shared.memory.embedder import load_embedder
            from shared.threads import settings_budget

            self._embedder = load_embedder(settings_budget(self.settings).embed)
        return self._embedder

    def _shared_pool(self) -> Any:
        if self._pool is None:
            from shared.memory.pg_connections import open_pool, owner_connection
            from shared.memory.pg_schema import migrate

            url = self.settings.memory_url
            assert url is not None
            with owner_connection(url, None) as conn:
                migrate(conn, None)
            self._pool = open_pool(url, None, max_size=SHARED_POOL_MAX)
        return self._pool

    def close(self) -> None:
        with self._lock:
            stores, self._stores = self._stores, {}
            for name, store in stores.items():
                if not (self._given and name == self.household):
                    store.close()
            if self._pool is not None:
                self._pool.close()
                self._pool = None
