"""The interface every memory store implements (the SQLite default now, a server store later).

Update and retire are full replacements (`replace`): the caller sends the whole
document again. Every search is logged with its query id, session and hits with positions, so the
writer's feedback can be tied to it later.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any, Self

from shared.memory.model import FeedbackEvent, Memory, MemoryFilter, SearchResult


class MemoryStore(ABC):
    @abstractmethod
    def list(
        self, filters: MemoryFilter | None = None, limit: int = 100, offset: int = 0, order: str = "recent"
    ) -> list[Memory]:
        """Paged, newest first (`order="recent"`) or most important then newest (`order="important"`)."""

    @abstractmethod
    def count(self, filters: MemoryFilter | None = None) -> int: ...

    @abstractmethod
    def search(
        self, text: str, size: int = 10, filters: MemoryFilter | None = None, session: str | None = None
    ) -> SearchResult:
        """Full-text search on the content words of `text`; never raises on odd input; logs the search."""

    @abstractmethod
    def get(self, memory_id: str) -> Memory | None: ...

    @abstractmethod
    def get_many(self, memory_ids: Iterable[str]) -> list[Memory]: ...

    @abstractmethod
    def add(self, memory: Memory) -> Memory: ...

    @abstractmethod
    def bulk_add(self, memories: Iterable[Memory]) -> list[Memory]:
        """All or nothing: a failure leaves the store as it was."""

    @abstractmethod
    def replace(self, memory: Memory, expected_revision: int | None = None) -> Memory:
        """Replace the whole document with this id (update and retire); returns it at its new revision.
        KeyError if it does not exist; RevisionConflict if it is no longer at `expected_revision`."""

    @abstractmethod
    def searches(
        self, query_id: str | None = None, session: str | None = None, limit: int = 100
    ) -> list[dict[str, object]]:
        """The search log: {query_id, session, query, at, hits: [{id, position, score}]}."""

    @abstractmethod
    def record_feedback(self, events: Iterable[FeedbackEvent]) -> list[FeedbackEvent]:
        """Keep feedback events, idempotent per (action, query id, memory id); returns the ones that were new."""

    @abstractmethod
    def feedback(self, query_id: str) -> list[FeedbackEvent]: ...

    @abstractmethod
    def mark_used(self, memory_ids: Iterable[str], at: str | None = None) -> None:
        """Bump use_count and last_used_at."""

    def forget(self, memory_id: str) -> list[Memory]:
        """Delete the memory (and those resting on the same words) for good; returns what was deleted."""
        raise NotImplementedError(f"{type(self).__name__} cannot forget")

    def hold_changes(self, batch: str, changes: list[dict[str, Any]], why: str) -> int:
        """Keep a batch's changes for the person's review instead of applying them; returns how many."""
        raise NotImplementedError(f"{type(self).__name__} cannot hold changes for review")

    def suppressed(self, text: str) -> bool:
        """Whether `text` says what a forgotten memory said (the writer does not learn it again)."""
        return False

    def follow_changes(self) -> None:  # noqa: B027 - where looking for changes costs nothing, no need
        """This process hears every memory change (the bus's koe:memory:changes) and will call `changed`."""

    def changed(self, memory_id: str) -> None:  # noqa: B027
        """A memory changed, as heard on the bus."""

    def close(self) -> None:  # noqa: B027 - optional for stores without resources
        """Release connections."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
