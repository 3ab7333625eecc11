"""Which household a device belongs to, on a box that serves several (docs/scaling.md).

`koe device add NAME --household H` records it in one Redis hash that only the administrator writes;
a device's own user cannot touch it. The stages that turn a device's input into a turn (stt) or
prepare for one (recall's preload on speech) look the device up here: a household is never taken from
what a device sends. A device not in the hash belongs to the stage's own KOE_HOUSEHOLD, as on a
household's own box.
"""

from __future__ import annotations

import redis

from shared import streams


def _text(value: bytes | str | None) -> str | None:
    return value.decode() if isinstance(value, bytes) else value


def household_of(client: redis.Redis, device: str, default: str | None = None) -> str | None:
    """The device's household, or `default` when it has none recorded. A Redis error is raised, never
    guessed past: the stage retries the entry rather than serve the device as another household."""
    return _text(client.hget(streams.DEVICE_HOUSEHOLDS, device)) or default  # type: ignore[arg-type]


def set_household(client: redis.Redis, device: str, household: str) -> None:
    client.hset(streams.DEVICE_HOUSEHOLDS, device, household)


def forget_device(client: redis.Redis, device: str) -> None:
    client.hdel(streams.DEVICE_HOUSEHOLDS, device)


def households(client: redis.Redis) -> dict[str, str]:
    """Every device with a household recorded: device -> household."""
    raw = client.hgetall(streams.DEVICE_HOUSEHOLDS)
    return {str(_text(k)): str(_text(v)) for k, v in raw.items()}  # type: ignore[union-attr]
