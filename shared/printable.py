"""A bus entry's fields as text, whatever they hold: for dead letters and the dashboard's malformed entries."""

from __future__ import annotations

from typing import Any


def printable_fields(fields: dict[Any, Any], budget: int = 120_000) -> dict[str, str]:
    """The entry's fields as text, for a dead letter: undecodable bytes become hex, and the values
    share `budget` characters (a longer one is cut, with a note of its full size), so the dead letter
    itself is always a valid entry. The entry stays in its stream until trimmed: the dead letter names
    it by stream and id."""
    items = list(fields.items())[:32]
    limit = budget // max(1, len(items))
    out: dict[str, str] = {}
    for k, v in items:
        key = k.decode(errors="replace") if isinstance(k, bytes) else str(k)
        if isinstance(v, bytes):
            try:
                text = v.decode()
            except UnicodeDecodeError:
                text = "hex:" + v.hex()
        else:
            text = str(v)
        if len(text) > limit:
            text = f"{text[:limit]}... (cut: {len(text)} characters in all)"
        out[key[:64]] = text
    return out
