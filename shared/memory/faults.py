"""Stores that misbehave on purpose, for tests and benchmarks of the recall deadline.

`SlowStore` adds a real delay (time.sleep) to every read; `DeadStore` fails every call the way an
unreachable store does. Both wrap a real store, so everything else behaves as usual. `SlowEmbedder`
and `BrokenEmbedder` do the same to a real embedder.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

from shared.memory.model import FeedbackEvent, Memory, MemoryFilter, SearchResult
from shared.memory.store import MemoryStore


class StoreDown(ConnectionError):
    """The memory store cannot be reached."""


class SlowStore(MemoryStore):
    """Delegates to `inner`, sleeping `delay_s` before each search and list (and get)."""

    def __init__(self, inner: MemoryStore, delay_s: float, list_delay_s: float | None = None) -> None:
        self.inner = inner
        self.delay_s = delay_s
        self.list_delay_s = delay_s if list_delay_s is None else list_delay_s

    def search(
        self, text: str, size: int = 10, filters: MemoryFilter | None = None, session: str | None = None
    ) -> SearchResult:
        time.sleep(self.delay_s)
        return self.inner.search(text, size, filters, session)

    def list(
        self, filters: MemoryFilter | None = None, limit: int = 100, offset: int = 0, order: str = "recent"
    ) -> list[Memory]:
        time.sleep(self.list_delay_s)
        return self.inner.list(filters, limit, offset, order)

    def get(self, memory_id: str) -> Memory | None:
        time.sleep(self.delay_s)
        return self.inner.get(memory_id)

    def count(self, filters: MemoryFilter | None = None) -> int:
        return self.inner.count(filters)

    def get_many(self, memory_ids: Iterable[str]) -> list[Memory]:
        return self.inner.get_many(memory_ids)

    def add(self, memory: Memory) -> Memory:
        return self.inner.add(memory)

    def bulk_add(self, memories: Iterable[Memory]) -> list[Memory]:
        return self.inner.bulk_add(memories)

    def replace(self, memory: Memory, expected_revision: int | None = None) -> Memory:
        return self.inner.replace(memory, expected_revision)

    def searches(
        self, query_id: str | None = None, session: str | None = None, limit: int = 100
    ) -> list[dict[str, object]]:
        return self.inner.searches(query_id, session, limit)

    def record_feedback(self, events: Iterable[FeedbackEvent]) -> list[FeedbackEvent]:
        return self.inner.record_feedback(events)

    def feedback(self, query_id: str) -> list[FeedbackEvent]:
        return self.inner.feedback(query_id)

    def mark_used(self, memory_ids: Iterable[str], at: str | None = None) -> None:
        self.inner.mark_used(memory_ids, at)


class DeadStore(MemoryStore):
    """Every call fails after `delay_s`, like a store whose server is down (or timing out)."""

    def __init__(self, delay_s: float = 0.0) -> None:
        self.delay_s = delay_s

    def _fail(self, *_: Any, **__: Any) -> Any:
        time.sleep(self.delay_s)
        raise StoreDown("memory store unreachable")

    list = count = search = get = get_many = add = bulk_add = replace = _fail  # type: ignore[assignment]
    searches = record_feedback = feedback = mark_used = _fail  # type: ignore[assignment]


class SlowEmbedder:
    """Delegates to a real embedder, sleeping `delay_s` before each query (not for memories' vectors)."""

    def __init__(self, inner: Any, delay_s: float) -> None:
        self.inner = inner
        self.delay_s = delay_s
        self.model_id, self.dim = inner.model_id, inner.dim

    def embed(self, texts: list[str]) -> Any:
        return self.inner.embed(texts)

    def embed_one(self, text: str) -> Any:
        time.sleep(self.delay_s)
        return self.inner.embed_one(text)


class BrokenEmbedder(SlowEmbedder):
    """An embedder whose every call fails (a corrupt model file, a runtime error)."""

    def __init__(self, inner: Any) -> None:
        super().__init__(inner, 0.0)

    def embed(self, texts: list[str]) -> Any:
        raise RuntimeError("the embedding model failed")

    def embed_one(self, text: str) -> Any:
        raise RuntimeError("the embedding model failed")
