"""Proposals: the model's operations with their fields cleaned, and the claims' own.

Whatever the model sent, an item comes out usable or refused with its reason: ids it was not shown
are ignored, past the schema's caps is refused, a field that is not usable becomes its default
(`fields.py`). A lasting first-hand claim is proposed as the memory it says (`Claim.memory`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from services.writer.claims import Claim, UserTurn, read_turn
from services.writer.fields import (
    DEFAULT_CONFIDENCE,
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
from services.writer.operations import Operations, ShownMemory
from services.writer.prompt import MAX_CHANGES
from services.writer.reply import OPERATION_KEYS, ReplyError, as_list
from services.writer.wording import PRONOUNS, anchors
from shared import metrics
from shared.logs import get_logger
from shared.memory.model import Memory
from shared.memory.query import stem, stems

MAX_REASON_CHARS = 200

log = get_logger(stage="writer")


@dataclass(frozen=True)
class ModelAdd:
    """A new memory, proposed by the model or written from a claim (`claim` set: its own evidence)."""

    text: str | None
    subject: str = ""
    kind: str = "fact"
    tags: tuple[str, ...] = ()
    importance: int = 3
    expires_in_days: int | None = None
    recurs: str | None = None
    confidence: float = DEFAULT_CONFIDENCE
    reason: str = ""
    claim: Claim | None = None


@dataclass(frozen=True)
class ModelChange:
    """An update (with `text`) or a retire of a memory the model was shown, or one a claim changes."""

    id: str
    text: str | None = None
    reason: str = ""
    raw: dict[str, Any] = field(default_factory=dict)
    claim: Claim | None = None

    def fields(self, current: Memory, text: str) -> tuple[str | None, str | None, list[str] | None, int | None] | None:
        """(subject, kind, tags, importance) to set, each None when unchanged; None when nothing changes."""
        raw = self.raw
        tags = clean_tags(raw["tags"]) if "tags" in raw else None
        kind = clean_kind(raw["kind"])[0] if "kind" in raw else None
        subject = clean_subject(raw["subject"], tags or current.tags, text) if "subject" in raw else None
        tags, subject = _without_dropped_words(current, text, tags, subject)
        importance = clean_importance(raw["importance"], current.importance) if "importance" in raw else None
        if (
            normalized(text) == normalized(current.text)
            and subject in (None, current.subject)
            and kind in (None, current.kind)
            and tags in (None, current.tags)
            and importance in (None, current.importance)
        ):
            return None
        return subject, kind, tags, importance


@dataclass
class ModelProposals:
    adds: list[ModelAdd] = field(default_factory=list)
    updates: list[ModelChange] = field(default_factory=list)
    retires: list[ModelChange] = field(default_factory=list)
    relevant: list[str] = field(default_factory=list)


def model_proposals(obj: dict[str, Any], shown: dict[str, ShownMemory], ops: Operations) -> ModelProposals:
    """The model's reply as proposals; ReplyError when it holds none of the operation keys."""
    out = ModelProposals()
    if not obj:  # the claims alone (the model's reply was unusable)
        return out
    if not any(k in obj for k in OPERATION_KEYS):
        raise ReplyError("the JSON object has none of add, update, retire, relevant")
    raw_add, raw_update = as_list(obj, "add"), as_list(obj, "update")
    raw_retire, raw_relevant = as_list(obj, "retire"), as_list(obj, "relevant")
    for name, raw in (("update", raw_update), ("retire", raw_retire)):
        for item in raw[MAX_CHANGES:]:  # past the schema's cap: refused, each with its reason
            ops.reject(f"{name} {str(item)[:80]}", f"more than {MAX_CHANGES} {name}s in one batch", "cap")

    def shown_id(item: object, what: str) -> str | None:
        mid = item.get("id") if isinstance(item, dict) else item
        if not isinstance(mid, str) or mid not in shown:
            ops.reject(f"{what} {str(mid)[:80]}", "id was not shown to the model", "unknown_id")
            return None
        return mid

    for item in raw_relevant:
        mid = shown_id(item, "relevant")
        if mid and mid not in out.relevant:
            out.relevant.append(mid)
    for item in raw_add:
        if not isinstance(item, dict):
            ops.reject(f"add {str(item)[:80]}", "not an object", "form")
            continue
        text = clean_text(item.get("text"))
        tags = clean_tags(item.get("tags"))
        out.adds.append(
            ModelAdd(
                text=text,
                subject=clean_subject(item.get("subject"), tags, text or ""),
                kind=clean_kind(item.get("kind"))[0],
                tags=tuple(tags),
                importance=clean_importance(item.get("importance")),
                expires_in_days=clean_days(item.get("expires_in_days")),
                recurs=clean_recurs(item.get("recurs")),
                confidence=clean_confidence(item.get("confidence")),
                reason=(clean_text(item.get("reason")) or "")[:MAX_REASON_CHARS],
            )
        )
    for item in raw_retire[:MAX_CHANGES]:
        mid = shown_id(item, "retire")
        if mid is not None:
            reason = clean_text(item.get("reason")) if isinstance(item, dict) else None
            out.retires.append(ModelChange(mid, reason=(reason or "")[:MAX_REASON_CHARS]))
    for item in raw_update[:MAX_CHANGES]:
        mid = shown_id(item, "update")
        if mid is not None and isinstance(item, dict):
            out.updates.append(ModelChange(mid, text=clean_text(item.get("text")), raw=item))
    return out


def claim_adds(claims: list[Claim]) -> list[ModelAdd]:
    """Each lasting first-hand claim, in memory form."""
    out = []
    for claim in claims:
        if claim.memory is None:
            continue
        tags = list(claim.tags)
        named = " ".join(w for w in claim.subject.split() if w.lower() not in PRONOUNS and w != "'s")
        out.append(
            ModelAdd(
                text=claim.memory,
                subject=clean_subject(named, tags, claim.memory),
                kind=claim.kind,
                tags=tuple(tags),
                importance=claim.importance,
                expires_in_days=claim.expires_in_days,
                recurs=claim.recurs,
                reason="the person said so",
                claim=claim,
            )
        )
    return out


@dataclass(frozen=True)
class Reading:
    """A proposed memory read as a claim is: whether it asserts or denies, and whether it names someone."""

    polarity: str
    names: frozenset[str]  # stems of the names in it (the tagger's proper nouns and named entities)
    of_a_place: bool = False  # its subject is a named place or organisation ("Leeds has a strong ...")


def read_proposal(text: str) -> Reading:
    """ "The user does not own a car" denies; "Zainab is lactose intolerant" names someone."""
    try:
        found, parsed = read_turn(UserTurn("proposal", text))
    except Exception as exc:  # no parser, or it failed on this text: the words decide, and it is counted
        metrics.FALLBACKS.labels("writer", "proposal_unparsed").inc()
        log.warning("writer.proposal_unparsed", error=f"{type(exc).__name__}: {exc}"[:200])
        said = text.lower().split()
        return Reading("denied" if {"not", "never", "no"} & set(said) else "asserted", frozenset(anchors(text)))
    mains = [c for c in found if c.mood != "question"] or found
    named = {
        stem(t.lower_)
        for t in parsed.doc
        # The tagger calls a capitalised first word a proper noun too often ("Honey never spoils"): there
        # only the entity recogniser's word counts.
        if (t.ent_type_ in NAME_ENTITIES or (t.pos_ == "PROPN" and t.i > 0))
        and t.ent_type_ not in ("DATE", "TIME", "CARDINAL")
    }
    roots = [t for t in parsed.doc if t.dep_ == "ROOT"]
    subject = next((c for r in roots[:1] for c in r.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    place = subject is not None and subject.ent_type_ in ("GPE", "LOC", "FAC", "ORG")
    return Reading(
        mains[0].polarity if mains else "asserted", frozenset(named | anchors(text)) - {"user"}, of_a_place=place
    )


NAME_ENTITIES = frozenset({"PERSON", "ORG", "GPE", "NORP", "LOC", "FAC", "PRODUCT", "WORK_OF_ART", "EVENT"})


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
