"""Open the memory store the settings name: the SQLite file under the data dir by default, PostgreSQL
when KOE_MEMORY_URL is a postgresql:// URL (psycopg is imported only then: a stage installed without
koe's `postgres` extra still imports this module)."""

from __future__ import annotations

from pathlib import Path

from shared.memory.sqlite_store import SqliteMemoryStore
from shared.memory.store import MemoryStore
from shared.settings import Settings

STORE_FILE = "memory.sqlite3"


def store_path(settings: Settings) -> Path:
    """Where the SQLite store is (or would be): only meaningful when KOE_MEMORY_URL is unset."""
    return Path(settings.data_dir) / STORE_FILE


def open_store(settings: Settings, embed: bool = True) -> MemoryStore:
    """The household's memory store; the caller closes it. With `embed` (and KOE_EMBEDDINGS on) it loads
    the process's embedder: memories get vectors as they are written and searches are hybrid. A process
    that neither writes memories nor searches (feedback) passes False and saves the model's memory."""
    embedder = None
    if embed and settings.embeddings:
        from shared.memory.embedder import load_embedder  # numpy and onnxruntime only where they are used
        from shared.threads import settings_budget

        embedder = load_embedder(settings_budget(settings).embed)
    if settings.memory_url:
        from shared.memory.pg_store import PgMemoryStore

        return PgMemoryStore(
            settings.memory_url, settings.household, assistant_name=settings.assistant_name, embedder=embedder
        )
    return SqliteMemoryStore(store_path(settings), assistant_name=settings.assistant_name, embedder=embedder)
