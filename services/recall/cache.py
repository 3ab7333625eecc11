"""Per-session memory caches: the local fallback when the store is slow or down.

A session's cache holds a bounded preload (most important, then most recent active memories) plus
whatever searches brought back, late ones included. It is ranked by word overlap plus a little weight
for importance. Memory-change events drop a memory from every cache at once (and a fresh copy is put
back if it is still active), and every change bumps a sequence number: a search or preload that
started before a change never puts that memory back, so a retired or updated memory is never served
stale.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Iterable
from concurrent.futures import Future
from dataclasses import dataclass, field

from shared.memory.model import Memory
from shared.memory.query import overlap_score, stems

MAX_EXTRA = 500  # memories a session cache keeps beyond its preload (search results), oldest out first


@dataclass
class Cached:
    memory: Memory
    stems: frozenset[str]


def memory_stems(memory: Memory, assistant_name: str) -> frozenset[str]:
    words = stems(f"{memory.text} {memory.subject} {' '.join(memory.tags)}", assistant_name)
    return frozenset(words)


@dataclass
class SessionCache:
    session: str
    device: str
    created: float = field(default_factory=time.monotonic)
    last_used: float = field(default_factory=time.monotonic)
    loading: Future[object] | None = None  # the preload, while it runs
    loaded: bool = False  # a preload finished
    entries: OrderedDict[str, Cached] = field(default_factory=OrderedDict)

    def touch(self) -> None:
        self.last_used = time.monotonic()


class SessionCaches:
    """Every live session's cache, safe to use from the handler, the pool and the change reader."""

    def __init__(self, assistant_name: str = "koe", preload: int = 200) -> None:
        self.assistant_name = assistant_name
        self.capacity = max(preload, 0) + MAX_EXTRA
        self._caches: dict[str, SessionCache] = {}
        self._lock = threading.RLock()
        self._seq = 0  # bumped on every memory change
        self._changed_at: dict[str, int] = {}  # memory id -> sequence number of its last change
        self._cleared_at = 0  # sequence number of the last change to everything

    # --- sessions -------------------------------------------------------------------------

    def get(self, session: str) -> SessionCache | None:
        with self._lock:
            return self._caches.get(session)

    def get_or_create(self, session: str, device: str) -> tuple[SessionCache, bool]:
        """The session's cache and whether it was just created."""
        with self._lock:
            cache = self._caches.get(session)
            if cache is not None:
                cache.touch()
                return cache, False
            cache = SessionCache(session=session, device=device)
            self._caches[session] = cache
            return cache, True

    def sessions(self) -> list[str]:
        with self._lock:
            return list(self._caches)

    def drop_idle(self, idle_s: float) -> list[str]:
        """Drop caches not used for `idle_s` seconds; returns the sessions dropped."""
        cutoff = time.monotonic() - idle_s
        with self._lock:
            gone = [s for s, c in self._caches.items() if c.last_used < cutoff]
            for s in gone:
                del self._caches[s]
        return gone

    def __len__(self) -> int:
        with self._lock:
            return len(self._caches)

    # --- changes --------------------------------------------------------------------------

    def sequence(self) -> int:
        """The current change sequence: pass it to `put` for results fetched from now on."""
        with self._lock:
            return self._seq

    def forget(self, memory_id: str) -> int:
        """A memory changed: drop it from every cache now; returns how many caches held it."""
        with self._lock:
            self._seq += 1
            self._changed_at[memory_id] = self._seq
            if len(self._changed_at) > 100_000:  # bounded: old changes no longer matter to any search
                for key in list(self._changed_at)[: len(self._changed_at) // 2]:
                    del self._changed_at[key]
            held = 0
            for cache in self._caches.values():
                if cache.entries.pop(memory_id, None) is not None:
                    held += 1
            return held

    def forget_all(self) -> None:
        """A change we could not read: empty every cache (each preloads again) rather than risk a stale one."""
        with self._lock:
            self._seq += 1
            self._cleared_at = self._seq
            for cache in self._caches.values():
                cache.entries.clear()
                cache.loaded = False

    # --- contents -------------------------------------------------------------------------

    def put(self, session: str, memories: Iterable[Memory], since_seq: int) -> int:
        """Add memories fetched at change sequence `since_seq`; skips any changed since, and retired ones."""
        with self._lock:
            cache = self._caches.get(session)
            if cache is None:
                return 0
            return self._put(cache, memories, since_seq)

    def put_everywhere(self, memory: Memory, since_seq: int) -> int:
        """A fresh copy of a changed memory goes back into every cache (if still active)."""
        with self._lock:
            return sum(self._put(c, [memory], since_seq) for c in self._caches.values())

    def _put(self, cache: SessionCache, memories: Iterable[Memory], since_seq: int) -> int:
        added = 0
        if since_seq < self._cleared_at:
            return 0
        for m in memories:
            if m.status != "active" or self._changed_at.get(m.id, 0) > since_seq:
                continue
            cache.entries[m.id] = Cached(m, memory_stems(m, self.assistant_name))
            cache.entries.move_to_end(m.id)
            added += 1
        while len(cache.entries) > self.capacity:
            cache.entries.popitem(last=False)
        return added

    def is_fresh(self, memory_id: str, since_seq: int) -> bool:
        """False if the memory changed after a search that started at `since_seq`."""
        with self._lock:
            return self._cleared_at <= since_seq and self._changed_at.get(memory_id, 0) <= since_seq

    def rank(self, session: str, text: str, limit: int, exclude: set[str] | None = None) -> list[tuple[Memory, float]]:
        """The cache's best matches for `text`: word overlap plus a little weight for importance."""
        query = stems(text, self.assistant_name)
        if not query or limit <= 0:
            return []
        with self._lock:
            cache = self._caches.get(session)
            if cache is None:
                return []
            entries = list(cache.entries.values())
        skip = exclude or set()
        scored: list[tuple[float, int, Memory]] = []
        for order, item in enumerate(entries):
            if item.memory.id in skip:
                continue
            score = overlap_score(query, item.stems, item.memory.importance)
            if score > 0:
                scored.append((score, -order, item.memory))
        scored.sort(key=lambda s: (-s[0], s[1]))
        return [(m, score) for score, _, m in scored[:limit]]
