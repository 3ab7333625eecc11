"""The memory document (what koe keeps about the household) and what a search returns."""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Literal

KINDS = ("fact", "preference", "person", "event", "plan", "project", "interest", "finding")
Kind = Literal["fact", "preference", "person", "event", "plan", "project", "interest", "finding"]
Status = Literal["active", "retired"]
Recurrence = Literal["yearly"]
RECURRENCES = ("yearly",)


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def new_memory_id() -> str:
    return "mem-" + uuid.uuid4().hex[:16]


@dataclass
class Memory:
    """One standalone third-person sentence plus the fields for ranking and lifecycle."""

    text: str
    subject: str
    kind: Kind = "fact"
    tags: list[str] = field(default_factory=list)
    importance: int = 3  # 5 core identity ... 1 trivia
    person: str = "household"
    status: Status = "active"
    use_count: int = 0
    id: str = field(default_factory=new_memory_id)
    created_at: str = field(default_factory=now_iso)
    updated_at: str = field(default_factory=now_iso)
    last_used_at: str | None = None
    source: str | None = None  # the conversation session (or import) it came from
    pinned: bool = False  # set by the person: the writer never changes or retires it
    revision: int = 1  # grows with every change to the document; a proposal names the one it saw
    # Time: created_at is when it was recorded; these say when it was said and when it holds.
    observed_at: str | None = None  # when the person said it (their turn's time)
    valid_from: str | None = None  # when it started to hold (None: as long as anyone knows)
    valid_to: str | None = None  # when it stopped holding (None: it still does); kept as history
    expires_at: str | None = None  # a temporary thing ("dentist on Friday"): not served after this
    recurs: Recurrence | None = None  # "yearly": a birthday or anniversary comes back, never expires
    confidence: float = 0.8  # how sure the writer is (the person's own edit: 1.0)
    reason: str = ""  # why it is worth remembering
    extra: dict[str, object] = field(default_factory=dict)  # fields this version does not know, kept whole

    @property
    def noted(self) -> str:
        """The day shown to the LLM as [noted YYYY-MM-DD]."""
        return (self.updated_at or self.created_at)[:10]

    def holds_at(self, at: str) -> bool:
        """Whether it holds at the ISO time `at`: within its validity and not expired."""
        if self.valid_to is not None and self.valid_to <= at:
            return False
        return self.recurs is not None or self.expires_at is None or self.expires_at > at


class RevisionConflict(ValueError):
    """The memory changed since the revision a change was based on: the change is not applied."""


@dataclass(frozen=True)
class SearchHit:
    memory: Memory
    score: float
    position: int  # 0-based rank in this search's response


@dataclass(frozen=True)
class SearchResult:
    hits: list[SearchHit]
    query_id: str  # ties later feedback to this exact search
    query: str  # the query as sent to the index, after content-word extraction


@dataclass(frozen=True)
class MemoryFilter:
    """Filters for list and search. Search always adds status=active."""

    status: Status | None = "active"
    kind: str | None = None
    person: str | None = None
    min_importance: int | None = None
    updated_after: str | None = None  # ISO timestamps
    updated_before: str | None = None
    holds_at: str | None = None  # only memories that hold then: within their validity, not expired


@dataclass(frozen=True)
class FeedbackEvent:
    """One feedback event (an llm_judgment), kept in the store, queryable by query id."""

    action: str  # "llm_judgment"
    query_id: str
    session_id: str | None
    memory_id: str
    position: int
    household: str
    at: str = field(default_factory=now_iso)
