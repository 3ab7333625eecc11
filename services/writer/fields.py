"""One proposed memory's fields, cleaned: whatever the model sent, a field comes out usable or empty.

Text is one line of words, tags are a short list of lower-case words that name something, importance
is 1 to 5, kind is one of the eight (else "fact"), and a subject names what the memory is about:
never "user" or "household" (then the first tags, else the sentence's first content words).
"""

from __future__ import annotations

import math

from shared.memory.model import KINDS
from shared.memory.query import content_words, words

VAGUE_SUBJECTS = frozenset(
    {
        "user",
        "the user",
        "users",
        "household",
        "the household",
        "person",
        "the person",
        "me",
        "i",
        "someone",
        "people",
        "family",
    }
)
# Words that name no one in particular: never a subject, never evidence that a memory was brought up.
VAGUE_WORDS = frozenset({"user", "users", "household", "person", "people", "someone", "family"})
MAX_TAGS = 8
MAX_TAG_CHARS = 40
MAX_SUBJECT_CHARS = 80
MIN_EXPIRY_DAYS, MAX_EXPIRY_DAYS = 1, 30  # "dentist on Friday": gone within a month
DEFAULT_CONFIDENCE = 0.8  # the writer's own, for a fact the person stated


def clean_text(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    text = " ".join(value.split())
    return text or None


def clean_tags(value: object) -> list[str]:
    if isinstance(value, str):
        value = value.split(",")
    if not isinstance(value, list):
        return []
    out: list[str] = []
    for item in value:
        if not isinstance(item, str):
            continue
        tag = " ".join(item.split()).strip().lower()[:MAX_TAG_CHARS]
        if tag and tag not in out and tag not in VAGUE_SUBJECTS:
            out.append(tag)
        if len(out) >= MAX_TAGS:
            break
    return out


def clean_importance(value: object, default: int = 3) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            return default
    if not isinstance(value, int | float) or not math.isfinite(value):  # NaN, Infinity (Python's json takes them)
        return default
    return max(1, min(5, round(value)))


def clean_days(value: object) -> int | None:
    """An expiry in days for something temporary: 1 to 30, or None (it does not expire)."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, str):
        try:
            value = float(value.strip())
        except ValueError:
            return None
    if not isinstance(value, int | float) or not math.isfinite(value) or value <= 0:
        return None
    return max(MIN_EXPIRY_DAYS, min(MAX_EXPIRY_DAYS, round(value)))


def clean_confidence(value: object, default: float = DEFAULT_CONFIDENCE) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return default
    return round(max(0.0, min(1.0, float(value))), 2)


def clean_recurs(value: object) -> str | None:
    return "yearly" if isinstance(value, str) and value.strip().lower() == "yearly" else None


def clean_kind(value: object) -> tuple[str, bool]:
    """(kind, was it valid)."""
    kind = value.strip().lower() if isinstance(value, str) else ""
    return (kind, True) if kind in KINDS else ("fact", False)


def clean_subject(value: object, tags: list[str], text: str) -> str:
    subject = " ".join(value.split()) if isinstance(value, str) else ""
    if subject.strip(" .'\"").lower() in VAGUE_SUBJECTS or not subject.strip(" .'\""):
        subject = " ".join(tags[:2])
    if not subject:  # no tags either: the sentence's first content words say what it is about
        subject = _content_head(text)
    if len(subject) > MAX_SUBJECT_CHARS:
        subject = subject[:MAX_SUBJECT_CHARS].rsplit(" ", 1)[0]
    return subject


def _content_head(text: str) -> str:
    picked = [w for w in content_words(text) if w not in VAGUE_WORDS]
    return " ".join(picked[:2]) or "note"


def normalized(text: str) -> str:
    return " ".join(words(text))
