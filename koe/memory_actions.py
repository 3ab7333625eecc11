"""The person's own changes to what koe remembers: edit, pin, retire and forget, one function each.

`koe memories` and the dashboard's Memories view both call these, so a change made in the browser is
exactly the change the command makes: a new revision checked against the one the person saw, an
announcement to running recall workers, and for `forget` the turns it was learned from redacted and
the backups a rebuild left cleaned of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from shared import streams
from shared.memory.model import KINDS, Memory, now_iso
from shared.memory.store import MemoryStore

if TYPE_CHECKING:
    from shared.memory.backups import BackupsReport


class MemoryActionError(ValueError):
    """The change cannot be made; the message says why in one sentence. `missing` for an unknown id."""

    def __init__(self, message: str, missing: bool = False) -> None:
        super().__init__(message)
        self.missing = missing


@dataclass
class Edit:
    """What the person changes; None leaves a field as it is."""

    text: str | None = None
    subject: str | None = None
    kind: str | None = None
    tags: list[str] | None = None
    importance: int | None = None
    person: str | None = None  # whose memory it is: an enrolled person's name, or "household"

    def check(self) -> None:
        if self.kind is not None and self.kind not in KINDS:
            raise MemoryActionError(f"kind must be one of {', '.join(KINDS)}")
        if self.importance is not None and not 1 <= self.importance <= 5:
            raise MemoryActionError("importance must be 1 to 5")
        if self.person is not None:
            self.person = _owner(self.person)


@dataclass
class Changed:
    memory: Memory
    changed: bool  # False: it already was as asked
    announced: bool = False


@dataclass
class Forgotten:
    memories: list[Memory]
    stream_entries_removed: dict[str, int] = field(default_factory=dict)
    redis_reached: bool = False
    backups: BackupsReport | None = None  # a SQLite store's rebuild backups; None for a server store


def _owner(name: str) -> str:
    """ "household" (the whole home's memory) or a person's name, as written (shared/people/names.py)."""
    from shared.people import BadName, clean_name

    if name.strip().lower() == "household":
        return "household"
    try:
        return clean_name(name)
    except BadName as exc:
        raise MemoryActionError(str(exc)) from None


def _get(store: MemoryStore, memory_id: str) -> Memory:
    memory = store.get(memory_id)
    if memory is None:
        raise MemoryActionError(f"no memory {memory_id}", missing=True)
    return memory


def _save(store: MemoryStore, old: Memory, new: Memory, expected_revision: int | None, op: str) -> Changed:
    if new == old:
        return Changed(old, changed=False)
    if expected_revision is not None and expected_revision != old.revision:
        raise MemoryActionError(
            f"{old.id} changed since you saw it (revision {expected_revision}, now {old.revision}): look again"
        )
    try:
        saved = store.replace(replace(new, updated_at=now_iso()), expected_revision=old.revision)
    except ValueError as exc:  # an invalid text, or someone else's change in between (RevisionConflict)
        raise MemoryActionError(str(exc)) from None
    return Changed(saved, changed=True, announced=announce(op, saved.id))


def edit(store: MemoryStore, memory_id: str, change: Edit, expected_revision: int | None = None) -> Changed:
    """Correct a memory: a new revision (the writer never overwrites it with an older proposal)."""
    change.check()
    memory = _get(store, memory_id)
    if memory.status != "active":
        raise MemoryActionError(f"{memory.id} is retired: add a new memory instead")
    text = " ".join(change.text.split()) if change.text is not None else memory.text
    tags = [t.strip() for t in change.tags if t.strip()] if change.tags is not None else memory.tags
    edited = replace(
        memory,
        text=text,
        subject=change.subject.strip() if change.subject is not None else memory.subject,
        kind=change.kind or memory.kind,
        tags=tags,
        importance=change.importance or memory.importance,
        person=change.person or memory.person,
    )
    return _save(store, memory, edited, expected_revision, "update")


def set_pinned(store: MemoryStore, memory_id: str, pinned: bool, expected_revision: int | None = None) -> Changed:
    """Pin (the writer never changes or retires it) or unpin a memory."""
    memory = _get(store, memory_id)
    return _save(store, memory, replace(memory, pinned=pinned), expected_revision, "update")


def retire(store: MemoryStore, memory_id: str, reason: str, expected_revision: int | None = None) -> Changed:
    """Retire a memory: kept, never recalled again."""
    memory = _get(store, memory_id)
    if memory.status == "retired":
        return Changed(memory, changed=False)
    retired = replace(memory, status="retired", extra={**memory.extra, "retired_reason": reason[:500]})
    return _save(store, memory, retired, expected_revision, "retire")


def forget(store: MemoryStore, memory_id: str, client: Any | None) -> Forgotten:
    """Forget a memory for good, with every memory resting on the same words, in the store and in the
    backups rebuilds left beside a SQLite store, and (with `client`, koe's Redis) the turns those words
    were said in."""
    from shared.memory.backups import forget_in_backups
    from shared.memory.sqlite_store import SqliteMemoryStore
    from shared.turn_redaction import redact_turns

    gone = store.forget(memory_id)
    if not gone:
        raise MemoryActionError(f"no memory {memory_id}", missing=True)
    out = Forgotten(gone, redis_reached=client is not None)
    if isinstance(store, SqliteMemoryStore):  # a server store leaves no backup files
        out.backups = forget_in_backups(store.path, gone)
    if client is not None:
        out.stream_entries_removed = redact_turns(client, gone)
        # The dashboard's view of the writer's last batch may quote the forgotten words: it goes too.
        if client.delete(streams.WRITER_LAST_BATCH):
            out.stream_entries_removed[streams.WRITER_LAST_BATCH] = 1
    for memory in gone:
        announce("delete", memory.id)
    return out


def announce(op: str, memory_id: str) -> bool:
    """Publish a memory.changed event if koe's Redis is reachable; quietly skip if it is not."""
    import sys

    try:
        import redis

        from shared import messages as m
        from shared.bus import Bus
        from shared.locate import NotRunningError, connect
        from shared.settings import get_settings

        settings = get_settings()
        try:
            client = connect(settings)
        except (NotRunningError, redis.RedisError, OSError):
            return False
        try:
            Bus(client, settings).publish(
                m.MemoryChanged(
                    device=settings.device,
                    session="cli",
                    op=op,  # type: ignore[arg-type]
                    memory_id=memory_id,
                    household=settings.household,  # the store this command changed: only its caches drop it
                )
            )
        finally:
            client.close()
        return True
    except Exception as exc:  # the change is in the store; the event is a courtesy to live caches
        print(f"koe memories: note: could not tell running workers ({exc})", file=sys.stderr)
        return False
