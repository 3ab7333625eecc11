"""Memory documents from outside (JSON import) and the rules every document the store keeps meets."""

from __future__ import annotations

import unicodedata
from dataclasses import fields
from datetime import datetime
from typing import Any

from shared.memory.model import KINDS, RECURRENCES, Memory

MEMORY_FIELDS = tuple(f.name for f in fields(Memory) if f.name != "extra")
STATUSES = ("active", "retired")
TIME_FIELDS = ("observed_at", "valid_from", "valid_to", "expires_at")
MAX_REASON = 200
MIN_TEXT = 3  # characters in one memory ...
MAX_TEXT = 400  # ... and at most: one sentence read back to the LLM in every prompt it is recalled into
# Text direction overrides and isolates: they make a memory read differently than it is stored.
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")


def text_problem(text: object) -> str | None:
    """Why a memory's text cannot be kept (bounds, control or direction-override characters), or None."""
    if not isinstance(text, str) or not text.strip():
        return "text is empty"
    if not MIN_TEXT <= len(text.strip()) <= MAX_TEXT:
        return f"text is {len(text.strip())} characters (a memory holds {MIN_TEXT} to {MAX_TEXT})"
    for ch in text:
        if ch in BIDI_CONTROLS:
            return f"text holds a text-direction control character (U+{ord(ch):04X})"
        if unicodedata.category(ch) == "Cc" and ch not in " ":
            return f"text holds a control character (U+{ord(ch):04X})"
    return None


def iso_time_problem(value: object) -> str | None:
    """Why a stored time is not an ISO 8601 date-time, or None."""
    if not isinstance(value, str):
        return "is not a string"
    try:
        datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return f"{value[:40]!r} is not an ISO 8601 date-time"
    return None


def validate(memory: Memory, check_text: bool = True) -> Memory:
    """Reject a document the store must not keep; returns it unchanged when fine. `check_text=False`
    for a document whose text the store already holds (a memory kept before these rules can still be
    retired or re-ranked)."""
    if not isinstance(memory.text, str) or not memory.text.strip():
        raise ValueError(f"memory {memory.id}: text is empty")
    problem = text_problem(memory.text) if check_text else None
    if problem:
        raise ValueError(f"memory {memory.id}: {problem}")
    if not isinstance(memory.id, str) or not memory.id.strip():
        raise ValueError("memory id is empty")
    if memory.kind not in KINDS:
        raise ValueError(f"memory {memory.id}: kind {memory.kind!r} is not one of {', '.join(KINDS)}")
    if memory.status not in STATUSES:
        raise ValueError(f"memory {memory.id}: status {memory.status!r} is not active or retired")
    if isinstance(memory.importance, bool) or not isinstance(memory.importance, int) or not 1 <= memory.importance <= 5:
        raise ValueError(f"memory {memory.id}: importance {memory.importance!r} is not 1 to 5")
    if not isinstance(memory.pinned, bool):
        raise ValueError(f"memory {memory.id}: pinned must be true or false")
    if isinstance(memory.revision, bool) or not isinstance(memory.revision, int) or memory.revision < 1:
        raise ValueError(f"memory {memory.id}: revision {memory.revision!r} is not a positive integer")
    for name in TIME_FIELDS:
        value = getattr(memory, name)
        problem = iso_time_problem(value) if value is not None else None
        if problem:
            raise ValueError(f"memory {memory.id}: {name} {problem}")
    if memory.recurs is not None and memory.recurs not in RECURRENCES:
        raise ValueError(f"memory {memory.id}: recurs {memory.recurs!r} is not one of {', '.join(RECURRENCES)}")
    if isinstance(memory.confidence, bool) or not isinstance(memory.confidence, int | float):
        raise ValueError(f"memory {memory.id}: confidence {memory.confidence!r} is not a number 0 to 1")
    if not 0.0 <= float(memory.confidence) <= 1.0:
        raise ValueError(f"memory {memory.id}: confidence {memory.confidence!r} is not a number 0 to 1")
    if not isinstance(memory.reason, str) or len(memory.reason) > MAX_REASON:
        raise ValueError(f"memory {memory.id}: reason must be text of at most {MAX_REASON} characters")
    if not isinstance(memory.tags, list) or not all(isinstance(t, str) for t in memory.tags):
        raise ValueError(f"memory {memory.id}: tags must be a list of strings")
    return memory


def memory_from_dict(doc: dict[str, Any]) -> tuple[Memory, list[str]]:
    """Build a Memory from a JSON document; unknown fields go into `extra`. Returns (memory, unknown names)."""
    if not isinstance(doc, dict):
        raise ValueError("a memory must be a JSON object")
    known = {k: v for k, v in doc.items() if k in MEMORY_FIELDS}
    unknown = [k for k in doc if k not in MEMORY_FIELDS and k != "extra"]
    extra = doc.get("extra") or {}
    if not isinstance(extra, dict):
        raise ValueError("field 'extra' must be an object")
    extra = {**extra, **{k: doc[k] for k in unknown}}
    for name in ("text", "subject"):
        if name in known and not isinstance(known[name], str):
            raise ValueError(f"field {name!r} must be a string")
    if "text" not in known:
        raise ValueError("field 'text' is missing")
    known.setdefault("subject", "")
    if "importance" in known and (isinstance(known["importance"], bool) or not isinstance(known["importance"], int)):
        raise ValueError("field 'importance' must be an integer 1 to 5")
    for name in ("id", "kind", "person", "status", "created_at", "updated_at"):
        if name in known and not isinstance(known[name], str):
            raise ValueError(f"field {name!r} must be a string")
    for name in ("last_used_at", "source", *TIME_FIELDS, "recurs"):
        if known.get(name) is not None and not isinstance(known[name], str):
            raise ValueError(f"field {name!r} must be a string or null")
    if "use_count" in known and (
        isinstance(known["use_count"], bool) or not isinstance(known["use_count"], int) or known["use_count"] < 0
    ):
        raise ValueError("field 'use_count' must be a non-negative integer")
    for name in ("created_at", "updated_at", "last_used_at", *TIME_FIELDS):
        problem = iso_time_problem(known[name]) if known.get(name) is not None else None
        if problem:
            raise ValueError(f"field {name!r} {problem}")
    if "created_at" in known and "updated_at" not in known:
        known["updated_at"] = known["created_at"]
    memory = Memory(**known, extra=extra)
    validate(memory)
    return memory, unknown
