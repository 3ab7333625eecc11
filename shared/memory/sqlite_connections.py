"""The SQLite connections of one memory store: a read connection per thread, one guarded writer.

SQLite connections are not shared across threads, so each thread that reads gets its own. Writes in
this process go through one connection behind a lock; across processes WAL mode and the busy
timeout let the recall worker read while the writer writes.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

BUSY_TIMEOUT_MS = 5_000


class StoreError(RuntimeError):
    """The store could not do what was asked (a clear sentence, never a half-written change)."""


class Connections:
    """Opens, hands out and closes the connections to one SQLite file; thread-safe."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._all_lock = threading.Lock()
        self._write_lock = threading.RLock()
        self.closed = False
        self.writer = self._connect()

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(
            str(self.path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
        )
        conn.row_factory = sqlite3.Row
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA foreign_keys = ON")
        with self._all_lock:
            self._all.append(conn)
        return conn

    def reader(self) -> sqlite3.Connection:
        """This thread's read connection."""
        if self.closed:
            raise StoreError("the memory store is closed")
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
        return conn

    @contextmanager
    def write_lock(self) -> Iterator[sqlite3.Connection]:
        """The writer connection, held by this thread alone, outside any transaction (schema work)."""
        with self._write_lock:
            yield self.writer

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it or none of it."""
        if self.closed:
            raise StoreError("the memory store is closed")
        with self._write_lock:
            conn = self.writer
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            else:
                conn.execute("COMMIT")

    def close(self) -> None:
        self.closed = True
        with self._all_lock:
            conns, self._all = self._all, []
        for conn in conns:
            with contextlib.suppress(sqlite3.Error):  # another thread's, mid-use; going away anyway
                conn.close()
