"""What every Wyoming connection shares: the settings, the stages over the bus, who was heard, the threads."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from wyoming.event import Event

from services.wyoming.asking import Stages
from services.wyoming.places import RecentlyHeard
from shared.settings import Settings

T = TypeVar("T")
MAX_TEXT = 1_000  # characters of one request's text (as `koe say`): about a minute of speech
MAX_AUDIO_S = 30.0  # seconds of one request's audio
POLL_MS = 250  # one blocking read of a stream; a request's deadline is checked between reads

Send = Callable[[Event], Awaitable[None]]


@dataclass
class Bridge:
    settings: Settings
    stages: Stages
    heard: RecentlyHeard
    executor: ThreadPoolExecutor
    log: Any

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """A blocking bus call on the bridge's own threads (never the event loop's)."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, partial(fn, *args))

    @property
    def timeout_s(self) -> float:
        return self.settings.wyoming_reply_timeout_s
