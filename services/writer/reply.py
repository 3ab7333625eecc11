"""Finding the model's JSON object in its reply: fenced or not, with prose around it or not.

The reply is untrusted: code fences are stripped and the outer JSON object found; a reply with no
usable object is a `ReplyError` (the batch retries the model, and nothing is written).
"""

from __future__ import annotations

import json
import re
from typing import Any

_FENCE = re.compile(r"```[A-Za-z0-9_-]*[ \t]*\n?(.*?)```", re.DOTALL)
_LINE_BRACE = re.compile(r"^\{", re.MULTILINE)
OPERATION_KEYS = ("add", "update", "retire", "relevant")


class ReplyError(ValueError):
    """The model's reply holds no usable JSON object; nothing of it may be applied."""


def extract_object(reply: object) -> dict[str, Any]:
    """The outer JSON object of a reply: fenced block first, then the text around it; else ReplyError.

    Only an object's first brace, or a brace at the start of a line, may start it: a broken outer
    object must never be replaced by one of its inner objects (that would apply half a reply).
    """
    if not isinstance(reply, str) or not reply.strip():
        raise ReplyError("the reply is empty")
    candidates = [m.group(1) for m in _FENCE.finditer(reply)] + [reply]
    last_error = "no JSON object in the reply"
    decoder = json.JSONDecoder()
    fallback: dict[str, Any] | None = None
    for text in candidates:
        starts = sorted({text.find("{"), *(m.start() for m in _LINE_BRACE.finditer(text))} - {-1})
        for start in starts[:8]:
            try:
                obj, _end = decoder.raw_decode(text, start)  # trailing text after the object is ignored
            except json.JSONDecodeError as exc:
                last_error = f"broken JSON ({exc.msg} at character {exc.pos})"
                continue
            if isinstance(obj, dict):
                if any(k in obj for k in OPERATION_KEYS):
                    return obj
                fallback = fallback or obj
    if fallback is not None:
        return fallback
    raise ReplyError(last_error)


def as_list(obj: dict[str, Any], key: str) -> list[Any]:
    value = obj.get(key)
    if value is None:
        return []
    if key == "relevant" and isinstance(value, str):
        return [value]
    if not isinstance(value, list):
        raise ReplyError(f'"{key}" is not a list')
    return value
