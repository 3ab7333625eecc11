"""Speech to text: `transcribe`, `audio-start`, `audio-chunk`s, `audio-stop`, answered with one `transcript`.

The audio goes to koe's stt stage as it arrives (in half-second pieces), as a Pi agent's would, so the
stage names the speaker as for any utterance when koe knows its people; the end asks for a transcript
only (Home Assistant calls the conversation next). Audio is 16-bit mono at 8 to 48 kHz, at most 30 s.
"""

from __future__ import annotations

import time

from wyoming.asr import Transcript
from wyoming.audio import AudioChunk, AudioStart

from services.wyoming.asking import PIECE_BYTES, Ask
from services.wyoming.bridge import MAX_AUDIO_S, POLL_MS, Bridge
from services.wyoming.places import PREFIX
from services.wyoming.refusal import Refused
from shared import messages as m
from shared import metrics, streams

LANGUAGE = "en"


def check_format(rate: int, width: int, channels: int) -> None:
    numbers = all(type(v) is int for v in (rate, width, channels))
    if not numbers or width != 2 or channels != 1 or not 8_000 <= rate <= 48_000:
        raise Refused(
            "bad_audio", f"koe takes 16-bit mono audio at 8 to 48 kHz, not {width * 8}-bit, {channels} ch, {rate} Hz"
        )


class Transcription:
    def __init__(self, bridge: Bridge) -> None:
        self.bridge = bridge
        self.ask: Ask | None = None
        self.rate = 16_000
        self.seq = 0
        self.pending = bytearray()
        self.audio_bytes = 0

    @property
    def started(self) -> bool:
        return self.ask is not None

    async def start(self, start: AudioStart) -> None:
        check_format(start.rate, start.width, start.channels)
        if not await self.bridge.run(self.bridge.stages.alive, "stt"):
            raise Refused("stt_down", "koe's speech to text is not running")
        self.rate = start.rate
        session = await self.bridge.run(self.bridge.stages.session, PREFIX)
        self.ask = Ask(PREFIX, session)
        await self.bridge.run(self.bridge.stages.seen, self.ask)

    async def chunk(self, chunk: AudioChunk) -> None:
        if self.ask is None:
            raise Refused("bad_order", "audio-chunk before audio-start")
        if (chunk.rate, chunk.width, chunk.channels) != (self.rate, 2, 1):
            raise Refused("bad_audio", "an audio-chunk's format is not its audio-start's", close=True)
        self.audio_bytes += len(chunk.audio)
        if self.audio_bytes > MAX_AUDIO_S * self.rate * 2:
            raise Refused("too_long", f"koe transcribes at most {MAX_AUDIO_S:g} s of audio in one request", close=True)
        self.pending += chunk.audio
        while len(self.pending) >= PIECE_BYTES:
            await self._send(bytes(self.pending[:PIECE_BYTES]))
            del self.pending[:PIECE_BYTES]

    async def _send(self, pcm: bytes) -> None:
        assert self.ask is not None
        pcm = pcm[: len(pcm) - len(pcm) % 2]
        if pcm:
            await self.bridge.run(self.bridge.stages.audio, self.ask, self.seq, pcm, self.rate)
            self.seq += 1

    async def stop(self) -> Transcript:
        """The end of the audio: its transcript from the stt stage (empty when no words were heard)."""
        if self.ask is None:
            raise Refused("bad_order", "audio-stop before audio-start")
        stopped = time.time()
        await self._send(bytes(self.pending))
        self.pending.clear()
        stages = self.bridge.stages
        last = await self.bridge.run(stages.audio_end, self.ask, self.seq, stopped)
        deadline = time.monotonic() + self.bridge.timeout_s
        while time.monotonic() < deadline:
            last, mine = await self.bridge.run(stages.read, streams.TRANSCRIPTS, last, self.ask, POLL_MS)
            for msg in mine:
                if isinstance(msg, m.Transcript):
                    metrics.WYOMING_SECONDS.labels("transcript").observe(time.time() - stopped)
                    metrics.WYOMING_REQUESTS.labels("stt", "ok").inc()
                    self.bridge.heard.note(msg.text, msg.person, msg.person_score)
                    return Transcript(text=msg.text, language=LANGUAGE)
        metrics.WYOMING_REQUESTS.labels("stt", "timeout").inc()
        raise Refused("timeout", f"koe's speech to text did not answer within {self.bridge.timeout_s:g} s")
