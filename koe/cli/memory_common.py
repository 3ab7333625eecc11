"""What every `koe memories` command shares: opening the store, printing a memory, failing in one
sentence, and telling running workers about a change."""

from __future__ import annotations

import sys
from dataclasses import asdict
from typing import Any

from koe.memory_actions import announce
from shared.memory.model import Memory, now_iso

__all__ = ["announce", "as_doc", "fail", "open_memories", "summary"]


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
