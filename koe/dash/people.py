"""The People view: who is enrolled, when each was last heard, and how often koe was unsure of them.

Read from the people file (names and clips only: voiceprints never leave the box's data directory, and
this view never sends them) and from the stt stage's counts (shared/people/heard.py).
"""

from __future__ import annotations

from typing import Any

import redis

from shared.people import PeopleError, PeopleStore, heard
from shared.settings import Settings


def people_view(settings: Settings, client: redis.Redis) -> dict[str, Any]:
    try:
        household = PeopleStore(settings.data_dir).load()
    except PeopleError as exc:
        return {"people": [], "error": str(exc), "strangers": 0}
    try:
        counts = heard.read(client)
    except redis.RedisError as exc:
        counts, error = {}, f"koe's Redis: {exc}"
    else:
        error = None
    people = []
    for person in household.people:
        seen = counts.get(person.name, {})
        named, unsure = int(seen.get("named", 0)), int(seen.get("unsure", 0))
        people.append(
            {
                "name": person.name,
                "enrolled": person.enrolled,
                "clips": len(person.clips),
                "speech_s": round(person.speech_seconds, 1),
                "still_needed": person.still_needed(),
                "last_heard": seen.get("last"),
                "named": named,
                "unsure": unsure,
                "unsure_share": round(unsure / (named + unsure), 3) if named + unsure else None,
            }
        )
    rule = household.rule()
    return {
        "people": people,
        "threshold": rule.threshold,
        "margin": rule.margin,
        "strangers": int(counts.get(heard.STRANGER, {}).get("unsure", 0)),
        "error": error,
    }
