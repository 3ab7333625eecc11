"""Who and where a Home Assistant request is in koe's terms: its device, its session, its speaker.

Each Home Assistant satellite is a koe device (`ha-<satellite>`: its own session, dashboard row and
streams). A request that names no satellite (Home Assistant's speech to text and text to speech carry no
context) is the device `ha`. A Home Assistant conversation id is one koe session: a new conversation is
a new session, so what was said in an earlier one comes back from memory, not from the chat history.
Home Assistant transcribes and then converses in two requests; the speaker koe recognised in the first
is carried to the second by its words (`RecentlyHeard`).
"""

from __future__ import annotations

import hashlib
import re
import time
from collections import OrderedDict
from typing import Any

import redis

from shared import sessions, streams
from shared.acl import DEVICE_NAME

PREFIX = streams.WYOMING_DEVICE_PREFIX
HEARD_FOR_S = 120.0  # Home Assistant's conversation step follows its speech to text within seconds
HEARD_KEPT = 256


def device_for(context: dict[str, Any] | None) -> str:
    """`ha-<satellite>` from the context's satellite_id (else device_id), or `ha` without either."""
    context = context if isinstance(context, dict) else {}
    raw = context.get("satellite_id") or context.get("device_id")
    if not isinstance(raw, str) or not raw.strip():
        return PREFIX
    name = raw.strip().lower().removeprefix("assist_satellite.")
    slug = re.sub(r"[^a-z0-9]+", "-", name).strip("-")
    device = f"{PREFIX}-{slug}"
    if not slug or not DEVICE_NAME.match(device):  # too long or odd: readable start, then a short hash
        digest = hashlib.sha256(raw.encode()).hexdigest()[:8]
        device = f"{PREFIX}-{slug[:20].strip('-') or 'sat'}-{digest}"
    return device


def conversation_of(context: dict[str, Any] | None) -> str | None:
    """Home Assistant's conversation id, as a key-safe digest (any string may come over the wire)."""
    context = context if isinstance(context, dict) else {}
    raw = context.get("conversation_id")
    if not isinstance(raw, str) or not raw.strip():
        return None
    return hashlib.sha256(raw.strip().encode()).hexdigest()[:24]


def session_for(client: redis.Redis, device: str, conversation: str | None, idle_s: int) -> str:
    """The koe session of this conversation (made on its first turn), or the device's current one."""
    if conversation is None:
        return sessions.current_session(client, device, idle_s)
    return sessions.held_session(client, streams.wyoming_conversation_key(device, conversation), device, idle_s)


def _said(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.lower()))


class RecentlyHeard:
    """Who koe heard say what in the last two minutes, so Home Assistant's conversation turn that follows
    its speech to text is that person's (the conversation request carries words, never a voice)."""

    def __init__(self, keep_s: float = HEARD_FOR_S) -> None:
        self.keep_s = keep_s
        self._heard: OrderedDict[str, tuple[float, str, float | None]] = OrderedDict()

    def note(self, text: str, person: str | None, score: float | None) -> None:
        key = _said(text)
        if not key or person is None:
            return
        self._heard.pop(key, None)
        self._heard[key] = (time.monotonic(), person, score)
        while len(self._heard) > HEARD_KEPT:
            self._heard.popitem(last=False)

    def speaker(self, text: str) -> tuple[str | None, float | None]:
        found = self._heard.get(_said(text))
        if found is None or time.monotonic() - found[0] > self.keep_s:
            return None, None
        return found[1], found[2]
