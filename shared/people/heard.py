"""How often each person is heard, named or not: the dashboard's People view (last heard, how often unsure).

The stt stage records each utterance it scored (`record`), on the voiceprint's own thread, off the turn's
path. Per person: when last named, how many utterances named them, and how many had them as the best
match without naming them (under the threshold, or too close to someone else): "unsure". Utterances with
nobody close are counted once, as strangers. The counts live in one Redis hash (`streams.PEOPLE_HEARD`).
"""

from __future__ import annotations

import time
from typing import Any

from shared import streams
from shared.people.identify import Identity

STRANGER = ""  # the hash field prefix for utterances that matched nobody


def _field(name: str, what: str) -> str:
    return f"{name}\t{what}"


def record(client: Any, identity: Identity, at: float | None = None) -> None:
    """Count one scored utterance (a Redis error is the caller's to log: it never costs the turn)."""
    pipe = client.pipeline(transaction=False)
    if identity.person:
        pipe.hincrby(streams.PEOPLE_HEARD, _field(identity.person, "named"), 1)
        pipe.hset(streams.PEOPLE_HEARD, _field(identity.person, "last"), f"{at or time.time():.3f}")
    elif identity.candidate:
        pipe.hincrby(streams.PEOPLE_HEARD, _field(identity.candidate, "unsure"), 1)
    else:
        pipe.hincrby(streams.PEOPLE_HEARD, _field(STRANGER, "unsure"), 1)
    pipe.execute()


def read(client: Any) -> dict[str, dict[str, float]]:
    """name -> {"named": n, "unsure": n, "last": epoch seconds}, as far as known."""
    out: dict[str, dict[str, float]] = {}
    for key, value in client.hgetall(streams.PEOPLE_HEARD).items():
        key = key.decode() if isinstance(key, bytes) else str(key)
        name, _, what = key.rpartition("\t")
        try:
            out.setdefault(name, {})[what] = float(value)
        except ValueError:
            continue  # not ours: skipped, never a failed page
    return out
