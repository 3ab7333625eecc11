"""Open the memory store the settings name (the SQLite file under the data dir by default)."""

from __future__ import annotations

from pathlib import Path

from shared.memory.sqlite_store import SqliteMemoryStore
from shared.memory.store import MemoryStore
from shared.settings import Settings

STORE_FILE = "memory.sqlite3"


def store_path(settings: Settings) -> Path:
    return Path(settings.data_dir) / STORE_FILE


def open_store(settings: Settings) -> MemoryStore:
    """The household's memory store; the caller closes it."""
    return SqliteMemoryStore(store_path(settings), assistant_name=settings.assistant_name)
