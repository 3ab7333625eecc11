"""What a batch's gate decides (`pipeline.py`): the operations to write, and what it refused and why.

An add carries the person's claim it rests on as evidence; an update or retire carries the claim that
changed it. A refused proposal is kept with the rule that refused it (`checks.py`) for the Writer view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from services.writer.fields import DEFAULT_CONFIDENCE
from shared.memory.model import Memory

Origin = Literal["surfaced", "search", "background"]


@dataclass(frozen=True)
class ShownMemory:
    """A memory the model was shown, and why: only what the conversation brought up may be changed."""

    memory: Memory
    origin: Origin

    @property
    def brought_up(self) -> bool:
        return self.origin != "background"


@dataclass(frozen=True)
class AddOp:
    text: str
    subject: str
    kind: str
    tags: list[str]
    importance: int
    evidence: dict[str, Any] = field(default_factory=dict)  # the person's words it rests on
    expires_in_days: int | None = None  # something temporary
    recurs: str | None = None  # "yearly"
    confidence: float = DEFAULT_CONFIDENCE
    reason: str = ""


@dataclass(frozen=True)
class UpdateOp:
    id: str
    text: str
    revision: int = 1  # the memory's revision the model was shown: applied only if it is still that
    subject: str | None = None
    kind: str | None = None
    tags: list[str] | None = None
    importance: int | None = None
    change: str = "correction"  # or "world": the old fact held until now, and is kept as history
    evidence: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RetireOp:
    id: str
    reason: str
    revision: int = 1
    forget: bool = False  # the person asked to forget it: deleted for good, not just retired


@dataclass(frozen=True)
class ConfirmOp:
    """The person said again, in other words, what a memory says: it is surer, and newer."""

    id: str
    confidence: float
    revision: int
    evidence: dict[str, Any] = field(default_factory=dict)


@dataclass
class Operations:
    add: list[AddOp] = field(default_factory=list)
    confirm: list[ConfirmOp] = field(default_factory=list)
    update: list[UpdateOp] = field(default_factory=list)
    retire: list[RetireOp] = field(default_factory=list)
    relevant: list[str] = field(default_factory=list)
    rejected: list[tuple[str, str, str]] = field(default_factory=list)  # (operation, why, the check's name)
    held: list[dict[str, Any]] = field(default_factory=list)  # changes kept for the person's review
    held_why: str = ""
    model_failed: bool = False  # the model's reply was unusable: the claims alone were written

    def reject(self, what: str, why: str, check: str = "") -> None:
        self.rejected.append((what[:200], why, check))
