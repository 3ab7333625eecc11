"""Parse and validate the model's add / update / retire / relevant reply.

The reply is untrusted: code fences are stripped and the outer JSON object found; a reply with no
usable object is a `ReplyError` (the batch retries the model, and nothing is written). Inside a usable
object every operation is checked on its own; a bad one is dropped with the reason, the rest stand:

- ids the model was not shown are ignored;
- text is one sentence of 3 words to 400 characters (else dropped), importance is clamped to 1-5,
  kind is one of the eight (else "fact"), a subject of "user", "household" or nothing becomes the
  first tags;
- an add must rest on the person's own words (`grounding.py`): one fact, naming its subject, that
  a statement in the batch's user turns supports; that statement is kept as its evidence;
- an add that repeats an active memory counts as `relevant` to it, not as a new memory;
- destructive operations need the person's words: a memory may be retired, or its meaning changed,
  only when a user statement of the batch corrects, contradicts or asks to forget it (asking about a
  memory never changes it), and an update must stay on the memory's topic (share a content word
  with it: it corrects the memory, it does not replace it). A batch that tries to retire or update
  more memories than it has turns (and more than 3) is treated as an injection attempt: all its
  retires and updates are dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from services.writer.dedup import Lookups, confirmed_confidence, same_as
from services.writer.fields import (
    DEFAULT_CONFIDENCE,
    VAGUE_WORDS,
    clean_confidence,
    clean_days,
    clean_importance,
    clean_kind,
    clean_recurs,
    clean_subject,
    clean_tags,
    clean_text,
    normalized,
)
from services.writer.grounding import (
    UserTurn,
    asks_change,
    asks_forget,
    change_kind,
    form_problem,
    statements,
    support,
)
from services.writer.prompt import MAX_ADDS, MAX_CHANGES
from services.writer.reply import OPERATION_KEYS, ReplyError, as_list, extract_object
from shared.memory.documents import text_problem
from shared.memory.model import Memory
from shared.memory.query import stems, words

MAX_REASON_CHARS = 200
MIN_WORDS = 3  # "..." or "Deleted." is not a memory
MASS_CHANGE_FLOOR = 3  # a batch may always retire/update this many brought-up memories

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
    rejected: list[tuple[str, str]] = field(default_factory=list)  # (operation, why)
    held: list[dict[str, Any]] = field(default_factory=list)  # changes kept for the person's review
    held_why: str = ""

    def reject(self, what: str, why: str) -> None:
        self.rejected.append((what[:200], why))


# --- validation ---------------------------------------------------------------------------------


def validate(
    obj: dict[str, Any],
    shown: dict[str, ShownMemory],
    said: Sequence[UserTurn],
    new_turns: int,
    lookups: Lookups | None = None,
) -> Operations:
    """Check every operation of a parsed reply. `said` is what the person said in the new turns;
    `lookups` finds what the store already has (dedup.py) and lets an add word a statement
    differently (its similarity, see grounding.py)."""
    look = lookups or Lookups()
    if not any(k in obj for k in OPERATION_KEYS):
        raise ReplyError("the JSON object has none of add, update, retire, relevant")
    raw_add, raw_update = as_list(obj, "add"), as_list(obj, "update")
    raw_retire, raw_relevant = as_list(obj, "retire"), as_list(obj, "relevant")
    ops = Operations()
    for name, raw in (("update", raw_update), ("retire", raw_retire)):
        for item in raw[MAX_CHANGES:]:  # past the schema's cap: refused, each with its reason
            ops.reject(f"{name} {str(item)[:80]}", f"more than {MAX_CHANGES} {name}s in one batch")
    raw_update, raw_retire = raw_update[:MAX_CHANGES], raw_retire[:MAX_CHANGES]
    stated = statements(said)

    def shown_id(item: object, what: str) -> str | None:
        mid = item.get("id") if isinstance(item, dict) else item
        if not isinstance(mid, str) or mid not in shown:
            ops.reject(f"{what} {str(mid)[:80]}", "id was not shown to the model")
            return None
        return mid

    # Relevant first: adds that repeat a memory join it.
    relevant: list[str] = []
    for item in raw_relevant:
        mid = shown_id(item, "relevant")
        if mid and mid not in relevant:
            relevant.append(mid)

    seen_adds: set[str] = set()
    for item in raw_add:
        if not isinstance(item, dict):
            ops.reject(f"add {str(item)[:80]}", "not an object")
            continue
        text = clean_text(item.get("text"))
        if text is None:
            ops.reject("add", "empty text")
            continue
        if text_problem(text):
            ops.reject(f"add {text[:80]}", str(text_problem(text)))
            continue
        if len(words(text)) < MIN_WORDS:
            ops.reject(f"add {text[:80]}", f"not a sentence (fewer than {MIN_WORDS} words)")
            continue
        problem = form_problem(text)
        if problem:
            ops.reject(f"add {text[:80]}", problem)
            continue
        key = normalized(text)
        if key in seen_adds:
            ops.reject(f"add {text[:80]}", "repeats another add in this reply")
            continue
        same = same_as(text, shown, look)
        if same and same.how == "repeats":
            ops.reject(f"add {text[:80]}", f"repeats memory {same.memory_id}: counted as relevant")
            if same.memory_id not in relevant:
                relevant.append(same.memory_id)
            continue
        if len(ops.add) >= MAX_ADDS:
            ops.reject(f"add {text[:80]}", f"more than {MAX_ADDS} adds in one batch")
            continue
        if look.suppressed and look.suppressed(text):
            ops.reject(f"add {text[:80]}", "the person asked koe to forget this")
            continue
        evidence = support(text, stated, look.similarity)
        if evidence is None:
            ops.reject(f"add {text[:80]}", "no statement of the person's in these turns says this")
            continue
        if same and same.memory is not None:  # said again in other words: confirms it, no copy
            if not same.memory.pinned and all(c.id != same.memory_id for c in ops.confirm):
                conf = confirmed_confidence(same.memory)
                ops.confirm.append(ConfirmOp(same.memory_id, conf, same.memory.revision, evidence.evidence()))
            continue
        tags = clean_tags(item.get("tags"))
        kind, _ok = clean_kind(item.get("kind"))
        seen_adds.add(key)
        ops.add.append(
            AddOp(
                text=text,
                subject=clean_subject(item.get("subject"), tags, text),
                kind=kind,
                tags=tags,
                importance=clean_importance(item.get("importance")),
                evidence=evidence.evidence(),
                expires_in_days=clean_days(item.get("expires_in_days")),
                recurs=clean_recurs(item.get("recurs")),
                confidence=clean_confidence(item.get("confidence")),
                reason=(clean_text(item.get("reason")) or "")[:MAX_REASON_CHARS],
            )
        )

    retired: dict[str, RetireOp] = {}
    for item in raw_retire:
        mid = shown_id(item, "retire")
        if mid is None or mid in retired:
            continue
        if shown[mid].memory.pinned:
            ops.reject(f"retire {mid}", "pinned or just edited by the person: only they change it")
            continue
        asked = asks_change(shown[mid].memory, None, stated)
        if asked is None:
            ops.reject(f"retire {mid}", "no statement of the person's corrects it or asks to forget it")
            continue
        reason = clean_text(item.get("reason")) if isinstance(item, dict) else None
        why = (reason or "no reason given")[:MAX_REASON_CHARS]
        retired[mid] = RetireOp(mid, why, shown[mid].memory.revision, asks_forget(asked))

    updated: dict[str, UpdateOp] = {}
    for item in raw_update:
        mid = shown_id(item, "update")
        if mid is None or mid in updated:
            continue
        if mid in retired:
            ops.reject(f"update {mid}", "also retired in this reply: the retire stands")
            continue
        if shown[mid].memory.pinned:
            ops.reject(f"update {mid}", "pinned or just edited by the person: only they change it")
            continue
        assert isinstance(item, dict)
        text = clean_text(item.get("text"))
        if text is None:
            ops.reject(f"update {mid}", "empty text")
            continue
        if text_problem(text):
            ops.reject(f"update {mid}", str(text_problem(text)))
            continue
        if len(words(text)) < MIN_WORDS:
            ops.reject(f"update {mid}", f"not a sentence (fewer than {MIN_WORDS} words)")
            continue
        current = shown[mid].memory
        if not _on_topic(text, current):
            ops.reject(
                f"update {mid}", "the new text is not about this memory (an update corrects, it does not replace)"
            )
            continue
        asked = asks_change(current, text, stated)
        if normalized(text) != normalized(current.text):
            problem = form_problem(text)  # the new text is held to what an add is held to
            if problem:
                ops.reject(f"update {mid}", problem)
                continue
            if asked is None:
                ops.reject(f"update {mid}", "no statement of the person's corrects it to this")
                continue
        tags = clean_tags(item["tags"]) if "tags" in item else None
        kind = clean_kind(item["kind"])[0] if "kind" in item else None
        subject = clean_subject(item["subject"], tags or current.tags, text) if "subject" in item else None
        tags, subject = _without_dropped_words(current, text, tags, subject)
        importance = clean_importance(item["importance"], current.importance) if "importance" in item else None
        if (
            normalized(text) == normalized(current.text)
            and subject in (None, current.subject)
            and kind in (None, current.kind)
            and tags in (None, current.tags)
            and importance in (None, current.importance)
        ):
            ops.reject(f"update {mid}", "no change: counted as relevant")
            if mid not in relevant:
                relevant.append(mid)
            continue
        change = change_kind(asked) if asked else "correction"
        evidence = asked.evidence() if asked else {}
        updated[mid] = UpdateOp(mid, text, current.revision, subject, kind, tags, importance, change, evidence)

    changes = len(retired) + len(updated)
    if changes > max(MASS_CHANGE_FLOOR, new_turns):
        ops.held_why = f"{changes} retires/updates for {new_turns} new turns: held for review (a likely injection)"
        for mid in [*retired, *updated]:
            ops.reject(f"change {mid}", ops.held_why)
        ops.held = [{"op": "retire", **asdict(r)} for r in retired.values()]
        ops.held += [{"op": "update", **asdict(u)} for u in updated.values()]
        retired, updated = {}, {}

    ops.retire = list(retired.values())
    ops.update = list(updated.values())
    ops.relevant = [mid for mid in relevant if mid not in retired]
    return ops


def _without_dropped_words(
    current: Memory, text: str, tags: list[str] | None, subject: str | None
) -> tuple[list[str] | None, str | None]:
    """Tags and subject for an update that left them out: without the words the new text dropped
    ("home York" after a move to Leeds would keep finding the old city)."""
    dropped = stems(current.text) - stems(text)
    if not dropped:
        return tags, subject
    if tags is None and any(stems(t) & dropped for t in current.tags):
        tags = [t for t in current.tags if not stems(t) & dropped]
    if subject is None and stems(current.subject) & dropped:
        subject = clean_subject("", tags if tags is not None else current.tags, text)
    return tags, subject


def _on_topic(text: str, memory: Memory) -> bool:
    own = stems(f"{memory.subject} {' '.join(memory.tags)} {memory.text}") - VAGUE_WORDS
    return bool((stems(text) - VAGUE_WORDS) & own)


def parse_reply(
    reply: object,
    shown: dict[str, ShownMemory],
    said: Sequence[UserTurn],
    new_turns: int,
    lookups: Lookups | None = None,
) -> Operations:
    """The validated operations of a raw reply; ReplyError when nothing in it is usable JSON."""
    return validate(extract_object(reply), shown, said, new_turns, lookups)
