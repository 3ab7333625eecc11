"""A turn as the Turns view draws it: its waterfall from the first mark, and the deadlines it missed."""

from __future__ import annotations

from typing import Any

from shared import messages as m
from shared.settings import Settings
from shared.waterfall import WATERFALL


def turn_view(rec: m.TurnRecord, settings: Settings) -> dict[str, Any]:
    """The record's fields, plus `waterfall` (each mark's ms after the first) and `misses` (one plain
    sentence per deadline the turn missed)."""
    marks = [(name, rec.marks[name]) for name in WATERFALL if name in rec.marks]
    start = marks[0][1] if marks else rec.ts
    waterfall = [{"mark": name, "ms": round((at - start) * 1000, 1)} for name, at in marks]
    misses = []
    if rec.recall_ms is not None and rec.recall_ms > settings.recall_budget_ms:
        misses.append(f"recall took {rec.recall_ms:.0f} ms (budget {settings.recall_budget_ms} ms)")
    if rec.late:
        misses.append(f"first sentence later than {settings.reply_late_s:g} s after the transcript")
    if rec.error:
        misses.append(f"error: {rec.error[:200]}")
    return {"waterfall": waterfall, "misses": misses}
