"""Talking to koe's Wyoming server as Home Assistant does: `wyoming.client.AsyncTcpClient`, on loopback."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable

from wyoming.client import AsyncTcpClient
from wyoming.event import Event

CHUNK_BYTES = 2_048  # what Home Assistant sends at a time: 1,024 samples of 16 kHz 16-bit mono


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _exchange(port: int, events: list[Event], done: Callable[[Event], bool], timeout: float) -> list[Event]:
    got: list[Event] = []
    async with AsyncTcpClient("127.0.0.1", port) as client:
        for event in events:
            await client.write_event(event)
        async with asyncio.timeout(timeout):
            while (event := await client.read_event()) is not None:
                got.append(event)
                if done(event):
                    break
    return got


def exchange(port: int, events: list[Event], until: str | Callable[[Event], bool], timeout: float = 120) -> list[Event]:
    """Send `events` on a new connection, then read until an event of type `until` (or the predicate)."""
    done = until if callable(until) else (lambda e: e.type == until)
    return asyncio.run(_exchange(port, events, done, timeout))


def raw(port: int, data: bytes, timeout: float = 10) -> tuple[list[Event], bool]:
    """Bytes as a broken or hostile peer sends them: the events answered, and whether koe closed."""

    async def go() -> tuple[list[Event], bool]:
        from wyoming.event import async_read_event

        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(data)
        await writer.drain()
        got: list[Event] = []
        closed = False
        try:
            async with asyncio.timeout(timeout):
                while True:
                    event = await async_read_event(reader)
                    if event is None:
                        closed = True
                        break
                    got.append(event)
        except TimeoutError:
            pass
        writer.close()
        return got, closed

    return asyncio.run(go())
