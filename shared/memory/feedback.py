"""From the writer's relevance judgment to llm_judgment feedback events, and into the store.

One event per (relevant memory, search that surfaced it in the judged turns): the search's query id
and session, the memory id, its position in that search's response, the household. The position is
taken from the store's search log when the search is there (recall's merged list may have put the
memory elsewhere), else from the turn record. A memory a search did not return (it came from the
session cache) gets no event: feedback is always tied to a search.

Idempotent: the store keeps an event once per (action, query id, memory id), and `use_count` /
`last_used_at` go up only for events it had not seen, so a redelivered judgment never counts twice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from shared.memory.model import FeedbackEvent, now_iso
from shared.memory.store import MemoryStore
from shared.messages import JudgedUse

ACTION = "llm_judgment"


@dataclass(frozen=True)
class Applied:
    events: int  # events recorded now (not seen before)
    repeated: int  # events the store already had
    bumped: int  # memories whose use_count went up


def judgment_events(
    uses: Iterable[JudgedUse], relevant: Iterable[str], store: MemoryStore, household: str
) -> list[FeedbackEvent]:
    wanted = set(relevant)
    positions: dict[str, dict[str, int] | None] = {}
    events: dict[tuple[str, str], FeedbackEvent] = {}
    for use in uses:
        if use.memory_id not in wanted or not use.query_id:
            continue
        if use.query_id not in positions:
            logged = store.searches(query_id=use.query_id, limit=1)
            positions[use.query_id] = (
                {str(h["id"]): int(h["position"]) for h in logged[0]["hits"]}  # type: ignore[union-attr]
                if logged
                else None
            )
        hits = positions[use.query_id]
        if hits is not None and use.memory_id not in hits:
            continue  # that search did not return it (recall took it from its cache)
        position = hits[use.memory_id] if hits is not None else use.position
        key = (use.query_id, use.memory_id)
        events.setdefault(
            key,
            FeedbackEvent(
                action=ACTION,
                query_id=use.query_id,
                session_id=use.search_session,
                memory_id=use.memory_id,
                position=position,
                household=household,
            ),
        )
    return list(events.values())


def apply_judgment(store: MemoryStore, events: list[FeedbackEvent], at: str | None = None) -> Applied:
    """Record the events; bump use_count once per newly recorded event of each memory."""
    new = store.record_feedback(events)
    per_memory = Counter(e.memory_id for e in new)
    when = at or now_iso()
    for round_ in range(max(per_memory.values(), default=0)):
        store.mark_used([mid for mid, n in per_memory.items() if n > round_], at=when)
    return Applied(events=len(new), repeated=len(events) - len(new), bumped=len(per_memory))
