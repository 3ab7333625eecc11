"""The household's names for the transcriber, read from the memory store, never on a turn's path.

Names are read once at start and then refreshed by the worker's background thread; a transcription
only looks at the last list read. The store is opened without the embedder, read and closed again (it
belongs to the writer and recall). A store that is missing or cannot be read means no names, never a
failed transcription: it is logged once, and again when names can be read once more. The names
themselves are never logged: they are the household's.
"""

from __future__ import annotations

from typing import Any

from shared.memory.factory import open_store, store_path
from shared.memory.names import store_names
from shared.settings import Settings


class HouseholdNames:
    def __init__(self, settings: Settings, log: Any) -> None:
        self.settings = settings
        self.log = log
        self.names: tuple[str, ...] = ()  # replaced whole, so a reader in another thread sees one list
        self.problem: str | None = None  # why names could not be read last time (logged when it began)

    def refresh(self) -> tuple[str, ...]:
        """Read the names again; on any failure the transcriber goes on without names."""
        path = store_path(self.settings)
        try:
            if not self.settings.memory_url and not path.exists():  # not ours to create
                raise FileNotFoundError(f"no memory store at {path}")
            store = open_store(self.settings, embed=False)
            try:
                names = tuple(store_names(store))
            finally:
                store.close()
        except Exception as exc:  # corrupt, locked, unreadable, newer schema: transcribe without names
            self.names = ()
            if self.problem is None:
                self.log.warning("stt.names_unavailable", error=str(exc))
            self.problem = str(exc)
            return self.names
        if self.problem is not None or names != self.names:
            self.log.info("stt.names_read", names=len(names))
        self.problem = None
        self.names = names
        return names
