"""Text to speech: `synthesize` gives `audio-start`, `audio-chunk`s, `audio-stop`; the streaming form
(`synthesize-start`, `synthesize-chunk`s, `synthesize-stop`) gives the same, sentence by sentence as the
text arrives, then `synthesize-stopped`.

The text goes to koe's tts stage as reply sentences, cut as the llm cuts its replies (the first piece at
its first clause, shared/sentences.py), so the first audio comes after the first words, not the whole
text. Each request has its own session: one that is dropped midway stops alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import time

import numpy as np
from wyoming.audio import AudioChunk, AudioStart, AudioStop

from services.wyoming.asking import Ask, own_session
from services.wyoming.bridge import MAX_TEXT, POLL_MS, Bridge, Send
from services.wyoming.places import PREFIX
from services.wyoming.refusal import Refused
from shared import messages as m
from shared import metrics, streams
from shared.sentences import SentenceSplitter

DEFAULT_RATE = 22_050  # piper's: the rate an answer with no audio in it says it has


def resampled(pcm: bytes, rate: int, to: int) -> bytes:
    """16-bit mono `pcm` at `to` Hz (a sentence spoken by the fallback engine at another rate)."""
    if rate == to or not pcm:
        return pcm
    x = np.frombuffer(pcm[: len(pcm) - len(pcm) % 2], dtype="<i2").astype(np.float32)
    n = round(len(x) * to / rate)
    y = np.interp(np.arange(n) * (rate / to), np.arange(len(x)), x)
    return np.clip(y, -32768, 32767).astype("<i2").tobytes()


class Synthesis:
    def __init__(self, bridge: Bridge, send: Send) -> None:
        self.bridge = bridge
        self.send = send
        self.ask = Ask(PREFIX, own_session(PREFIX))
        self.splitter = SentenceSplitter()
        self.sentences = 0
        self.chars = 0
        self.said = ""  # the whole text, as it came
        self.asked = 0.0
        self.forwarding: asyncio.Task[None] | None = None
        self.rate: int | None = None

    async def begin(self) -> None:
        stages = self.bridge.stages
        if not await self.bridge.run(stages.alive, "tts"):
            raise Refused("tts_down", "koe's text to speech is not running")
        start = await self.bridge.run(stages.audio_out_start, self.ask)
        self.asked = time.time()
        self.forwarding = asyncio.create_task(self._forward(start))

    async def text(self, piece: str) -> None:
        self.chars += len(piece)
        self.said += piece[: MAX_TEXT + 1]
        if self.chars > MAX_TEXT:
            raise Refused("too_long", f"koe speaks at most {MAX_TEXT:,} characters in one request", close=True)
        for sentence in self.splitter.feed(piece):
            await self._say(sentence)

    async def _say(self, sentence: str) -> None:
        if sentence.strip():
            await self.bridge.run(self.bridge.stages.speak, self.ask, self.sentences, sentence.strip())
            self.sentences += 1

    async def finish(self) -> None:
        """No more text: the rest is spoken, and this returns once its audio has all been sent."""
        rest = self.splitter.flush()
        if rest:
            await self._say(rest)
        await self.bridge.run(self.bridge.stages.speak_end, self.ask, self.sentences)
        assert self.forwarding is not None
        try:
            await asyncio.wait_for(asyncio.shield(self.forwarding), self.bridge.timeout_s)
        except TimeoutError:
            await self.abandon()
            metrics.WYOMING_REQUESTS.labels("tts", "timeout").inc()
            late = f"koe's text to speech did not finish within {self.bridge.timeout_s:g} s"
            raise Refused("timeout", late) from None
        metrics.WYOMING_REQUESTS.labels("tts", "ok").inc()

    async def abandon(self) -> None:
        """The asker is gone (or it took too long): stop the audio that is not made yet."""
        if self.forwarding is not None and not self.forwarding.done():
            self.forwarding.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self.forwarding
        with contextlib.suppress(Exception):
            await self.bridge.run(self.bridge.stages.stop_speaking, self.ask)

    async def _forward(self, last: str) -> None:
        """The request's audio from the device's reply stream to the asker, until its end."""
        stages = self.bridge.stages
        stream = streams.audio_out(self.ask.device)
        while True:
            last, mine = await self.bridge.run(stages.read, stream, last, self.ask, POLL_MS)
            for msg in mine:
                if isinstance(msg, m.AudioOut):
                    await self._audio(msg)
                elif isinstance(msg, m.AudioEnd):
                    if self.rate is None:
                        await self.send(AudioStart(rate=DEFAULT_RATE, width=2, channels=1).event())
                    await self.send(AudioStop().event())
                    return

    async def _audio(self, out: m.AudioOut) -> None:
        if self.rate is None:
            self.rate = out.sample_rate
            metrics.WYOMING_SECONDS.labels("first_audio").observe(time.time() - self.asked)
            await self.send(AudioStart(rate=self.rate, width=2, channels=1).event())
        pcm = resampled(out.pcm, out.sample_rate, self.rate)
        if pcm:
            await self.send(AudioChunk(rate=self.rate, width=2, channels=1, audio=pcm).event())
