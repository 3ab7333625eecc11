"""What every `koe memories` command shares: opening the store, printing a memory, failing in one
sentence, and telling running workers about a change."""

from __future__ import annotations

import sys
from dataclasses import asdict
from typing import Any

from shared.memory.model import Memory, now_iso


def open_memories(embed: bool = False) -> Any:
    """The store; with `embed`, with the embedding model (adding and searching need it, the rest not)."""
    from shared.memory.factory import open_store
    from shared.settings import get_settings

    return open_store(get_settings(), embed=embed)


def as_doc(m: Memory) -> dict[str, Any]:
    return asdict(m)


def summary(m: Memory) -> str:
    marks = (" RETIRED" if m.status == "retired" else "") + (" PINNED" if m.pinned else "")
    marks += " ENDED" if m.valid_to else " EXPIRED" if m.status == "active" and not m.holds_at(now_iso()) else ""
    return f"{m.id}  [{m.kind}, importance {m.importance}, rev {m.revision}{marks}]  noted {m.noted}  {m.text}"


def fail(message: str, code: int = 2) -> int:
    print(f"koe memories: {message}", file=sys.stderr)
    return code


def announce(op: str, memory_id: str) -> bool:
    """Publish a memory.changed event if koe's Redis is reachable; quietly skip if it is not."""
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
                )
            )
        finally:
            client.close()
        return True
    except Exception as exc:  # the change is in the store; the event is a courtesy to live caches
        print(f"koe memories: note: could not tell running workers ({exc})", file=sys.stderr)
        return False
