"""Wyoming events read off a connection within koe's limits.

The `wyoming` package's reader trusts the peer: a header may say any data or payload length and it is
read whole. Wyoming has no authentication, so anything on the network that reaches the port is a peer:
here every length is checked before a byte of it is read, and anything that is not an event within the
limits is one clear `WireError` (the handler answers it with an `error` event and closes).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from wyoming.event import Event

MAX_HEADER = 8 * 1024  # a header line: type, lengths, version; Home Assistant's are under 200 bytes
MAX_DATA = 64 * 1024  # the JSON data of one event: a transcript, a synthesize request, their context
MAX_PAYLOAD = 256 * 1024  # one audio chunk (Home Assistant sends about 2 KB at a time)
MAX_TYPE = 64


class WireError(ValueError):
    """The peer sent something that is not a Wyoming event within the limits."""


def _length(header: dict[str, Any], name: str, limit: int) -> int:
    value = header.get(name)
    if value is None:
        return 0
    if type(value) is not int or value < 0:
        raise WireError(f"{name} is not a byte count")
    if value > limit:
        raise WireError(f"{name} {value} is over koe's limit of {limit} bytes")
    return value


async def read_event(reader: asyncio.StreamReader) -> Event | None:
    """The next event, None when the peer closed between events; WireError for anything else.

    The reader must be made with `limit=MAX_HEADER` (asyncio.start_server(limit=...)), so a header line
    without its newline stops at that many bytes instead of growing without bound."""
    try:
        line = await reader.readuntil(b"\n")
    except asyncio.IncompleteReadError as exc:
        if not exc.partial.strip():
            return None
        raise WireError("the connection closed in the middle of an event header") from None
    except asyncio.LimitOverrunError:
        raise WireError(f"an event header is longer than {MAX_HEADER} bytes") from None
    try:
        header = json.loads(line)
    except (ValueError, RecursionError):
        raise WireError("an event header is not JSON (or a payload was longer than its header said)") from None
    if not isinstance(header, dict):
        raise WireError("an event header is not a JSON object")
    kind = header.get("type")
    if not isinstance(kind, str) or not 0 < len(kind) <= MAX_TYPE:
        raise WireError("an event header has no type")
    data = header.get("data") or {}
    if not isinstance(data, dict):
        raise WireError(f"{kind}: data is not a JSON object")
    data_length = _length(header, "data_length", MAX_DATA)
    payload_length = _length(header, "payload_length", MAX_PAYLOAD)
    try:
        if data_length:
            extra = json.loads(await reader.readexactly(data_length))
            if not isinstance(extra, dict):
                raise WireError(f"{kind}: data is not a JSON object")
            data.update(extra)
        payload = await reader.readexactly(payload_length) if payload_length else None
    except asyncio.IncompleteReadError:
        raise WireError(f"{kind}: the connection closed before the event's data and payload were all sent") from None
    except (ValueError, RecursionError) as exc:
        if isinstance(exc, WireError):
            raise
        raise WireError(f"{kind}: its data is not JSON") from None
    return Event(type=kind, data=data, payload=payload)
