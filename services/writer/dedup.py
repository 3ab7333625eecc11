"""Is a proposed memory one koe already has? Exact repeats, and near-copies by meaning.

- An exact repeat (same words, or the same content words) of an active memory is no new memory: it
  counts as `relevant` to the one it repeats.
- A proposal at cosine >= CONFIRM_COSINE to an active memory (the embeddings of the recall work) says
  the same thing in other words, with the same names and numbers: it confirms that memory (its
  observation time and confidence rise), and no copy is written.
- Between NEAR_COSINE and CONFIRM_COSINE the model decides between merging (an update), and a new
  memory: the writer's search puts such near memories in the prompt for each new turn, so the model
  saw them when it chose to add. Below NEAR_COSINE it is a new memory.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Literal, Protocol

from services.writer.fields import normalized
from services.writer.wording import anchors
from shared.memory.model import Memory
from shared.memory.query import stems

CONFIRM_COSINE = 0.92
NEAR_COSINE = 0.80
CONFIRM_STEP = 0.1  # confidence a confirmation adds, up to 1.0


class Shown(Protocol):
    memory: Memory


@dataclass(frozen=True)
class Lookups:
    """What validation may ask of the store; each is optional (None: not asked)."""

    duplicate: Callable[[str], str | None] | None = None  # an active memory with exactly this text
    nearest: Callable[[str], tuple[Memory, float] | None] | None = None  # the closest by meaning, and how close
    similarity: Callable[[str, str], float] | None = None  # two sentences' cosine
    suppressed: Callable[[str], bool] | None = None  # says what the person asked koe to forget


@dataclass(frozen=True)
class Sameness:
    memory: Memory | None
    memory_id: str
    how: Literal["repeats", "confirms"]
    cosine: float = 1.0


def same_as(text: str, shown: Mapping[str, Shown], lookups: Lookups) -> Sameness | None:
    """The active memory a proposed text repeats or confirms, or None when it is new."""
    key, key_stems = normalized(text), stems(text)
    for mid, s in shown.items():
        if s.memory.status != "active":
            continue
        if normalized(s.memory.text) == key or (key_stems and stems(s.memory.text) == key_stems):
            return Sameness(s.memory, mid, "repeats")
    found = lookups.duplicate(text) if lookups.duplicate else None
    if found:
        return Sameness(None, found, "repeats")
    near = lookups.nearest(text) if lookups.nearest else None
    # Names and numbers decide what a sentence is about: "fact number 7" and "fact number 8" are close
    # in meaning and different facts.
    if near and near[1] >= CONFIRM_COSINE and near[0].status == "active" and anchors(text) == anchors(near[0].text):
        return Sameness(near[0], near[0].id, "confirms", near[1])
    return None


def confirmed_confidence(memory: Memory) -> float:
    return round(min(1.0, float(memory.confidence) + CONFIRM_STEP), 2)
