"""The Memories view's side of the server: search, list, show, and the person's changes, made by
koe/memory_actions.py exactly as `koe memories` makes them."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict
from typing import Any, TypeVar

import redis
from starlette.responses import JSONResponse

from koe.memory_actions import Edit, MemoryActionError, edit, forget, retire, set_pinned
from shared.memory.model import Memory, MemoryFilter
from shared.settings import Settings

ACTIONS = ("edit", "pin", "unpin", "retire", "forget")
T = TypeVar("T")


CLAIM_FIELDS = ("words", "about", "polarity", "mood", "attribution", "time")


def doc(memory: Memory) -> dict[str, Any]:
    return asdict(memory)


def evidence_view(memory: Memory) -> list[dict[str, Any]]:
    """What the memory rests on, as the page draws it: each turn and the person's words, the claim parsed
    from them (None for a memory written before claims) and why the writer's gate kept it ("" if unsaid)."""
    found = memory.extra.get("evidence")
    out = []
    for e in found if isinstance(found, list) else []:
        if not isinstance(e, dict):
            continue
        claim = e.get("claim")
        out.append(
            {
                "turn": str(e.get("turn") or ""),
                "words": str(e.get("words") or ""),
                "claim": {k: str(claim.get(k) or "") for k in CLAIM_FIELDS} if isinstance(claim, dict) else None,
                "gate": str(e.get("gate") or ""),
            }
        )
    return out


class StoreThread:
    """One thread that owns the memory store: every call runs there, one at a time."""

    def __init__(self, opener: Callable[[], Any]) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="koe-dash-store")
        self._opener = opener
        self.store: Any = None

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        def call() -> T:
            if self.store is None:
                self.store = self._opener()
            return fn(self.store, *args)

        return await asyncio.wrap_future(self._pool.submit(call))

    def close(self) -> None:
        def shut() -> None:
            if self.store is not None:
                self.store.close()

        self._pool.submit(shut).result(timeout=10)
        self._pool.shutdown(wait=False)


class MemoryDesk:
    def __init__(self, settings: Settings, client: redis.Redis) -> None:
        from shared.memory.factory import open_store

        self.client = client
        self.data_dir = settings.data_dir
        self.thread = StoreThread(lambda: open_store(settings, embed=True))

    async def call(self, fn: Any, *args: Any) -> Any:
        return await self.thread.run(fn, *args)

    def close(self) -> None:
        self.thread.close()

    # --- run on the store's thread: fn(store, ...) ----------------------------------------------

    @staticmethod
    def find(store: Any, query: str, everything: bool, limit: int) -> dict[str, Any]:
        """A search as recall runs it, or with no query the newest memories."""
        if query.strip():
            result = store.search(query, size=limit, session="dash")
            hits = [{"position": h.position, "score": round(h.score, 4), **doc(h.memory)} for h in result.hits]
            return {"query": result.query, "memories": hits, "total": len(hits)}
        filters = MemoryFilter(status=None if everything else "active")
        return {
            "query": "",
            "memories": [doc(mem) for mem in store.list(filters, limit=limit)],
            "total": store.count(filters),
        }

    @staticmethod
    def show(store: Any, memory_id: str) -> dict[str, Any] | MemoryActionError:
        memory = store.get(memory_id)
        if memory is None:
            return MemoryActionError(f"no memory {memory_id}", missing=True)
        return {**doc(memory), "evidence": evidence_view(memory)}

    def change(self, store: Any, memory_id: str, action: str, body: dict[str, Any]) -> Any:
        """One of ACTIONS; `revision` in the body is the revision the person saw (a newer one refuses)."""
        revision = body.get("revision")
        seen = revision if isinstance(revision, int) and not isinstance(revision, bool) else None
        try:
            if action == "edit":
                change = edit_of(body)
                current = store.get(memory_id)
                if current is not None and change.person == current.person:
                    change.person = None  # unchanged: nothing to check
                change.person = self._person(change.person)
                done = edit(store, memory_id, change, expected_revision=seen)
            elif action in ("pin", "unpin"):
                done = set_pinned(store, memory_id, action == "pin", expected_revision=seen)
            elif action == "retire":
                reason = str(body.get("reason") or "retired in the dashboard")
                done = retire(store, memory_id, reason, expected_revision=seen)
            elif action == "forget":
                gone = forget(store, memory_id, self.client)
                return {
                    "forgot": [mem.id for mem in gone.memories],
                    "stream_entries_removed": gone.stream_entries_removed,
                }
            else:
                return MemoryActionError(f"no such change {action!r}: one of {', '.join(ACTIONS)}")
        except MemoryActionError as exc:
            return exc
        return {"memory": doc(done.memory), "changed": done.changed}

    def _person(self, name: str | None) -> str | None:
        """A memory moves to the household or to one of its people, spelled as enrolled; no one else."""
        from shared.people import BadName, PeopleError, PeopleStore

        if name is None or not name.strip() or name.strip().lower() == "household":
            return "household" if name and name.strip() else None
        try:
            found = PeopleStore(self.data_dir).load().find(name)
        except (BadName, PeopleError) as exc:
            raise MemoryActionError(str(exc)) from None
        if found is None:
            raise MemoryActionError(f"{name[:40]} is not one of the household's people (koe people list)")
        return found.name

    @staticmethod
    def answer(result: Any) -> JSONResponse:
        if isinstance(result, MemoryActionError):
            return JSONResponse({"error": str(result)}, status_code=404 if result.missing else 409)
        return JSONResponse(result)


def edit_of(body: dict[str, Any]) -> Edit:
    """The fields the person changed; a wrong type is a clear error, not a crash."""

    def text(name: str) -> str | None:
        value = body.get(name)
        if value is not None and not isinstance(value, str):
            raise MemoryActionError(f"{name} must be text")
        return value[:2000] if value is not None else None

    tags = body.get("tags")
    if tags is not None and not (isinstance(tags, list) and all(isinstance(t, str) for t in tags)):
        raise MemoryActionError("tags must be a list of words")
    importance = body.get("importance")
    if importance is not None and (not isinstance(importance, int) or isinstance(importance, bool)):
        raise MemoryActionError("importance must be a number from 1 to 5")
    return Edit(
        text=text("text"),
        subject=text("subject"),
        kind=text("kind"),
        tags=tags,
        importance=importance,
        person=text("person"),
    )
