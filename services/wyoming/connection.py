"""One Home Assistant connection: events in, each handled by the program it belongs to, answers out.

| event in                     | what koe does                          | answer                                  |
|------------------------------|----------------------------------------|-----------------------------------------|
| describe                     |                                        | info (stt, tts, conversation)           |
| ping                         |                                        | pong                                    |
| transcribe                   | a new speech-to-text request           |                                         |
| audio-start, audio-chunk     | audio to the stt stage as it comes     |                                         |
| audio-stop                   | the end: a transcript only             | transcript                              |
| transcript                   | a koe turn (recall, llm, turn record)  | handled-start, handled-chunk…, handled, |
|                              |                                        | handled-stop                            |
| synthesize                   | text to the tts stage                  | audio-start, audio-chunk…, audio-stop   |
| synthesize-start/chunk/stop  | text to the tts stage as it comes      | the same, then synthesize-stopped       |
| synthesize (while streaming) | ignored: the stream's compatibility    |                                         |
|                              | copy (it would say everything twice)   |                                         |
| anything else                | nothing                                | error                                   |

A malformed event, one over a limit, or a connection dropped or idle midway is answered with `error`
(where the connection still stands) and counted in koe_wyoming_refused_total; it touches nothing else.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

import redis
from wyoming.asr import Transcribe, Transcript
from wyoming.audio import AudioChunk, AudioStart, AudioStop
from wyoming.error import Error
from wyoming.event import Event, async_write_event
from wyoming.ping import Ping, Pong
from wyoming.tts import Synthesize, SynthesizeChunk, SynthesizeStart, SynthesizeStop, SynthesizeStopped

from services.wyoming.bridge import MAX_TEXT, Bridge
from services.wyoming.conversation import converse
from services.wyoming.info import koe_info
from services.wyoming.refusal import Refused
from services.wyoming.synthesis import Synthesis
from services.wyoming.transcription import Transcription
from services.wyoming.wire import WireError, read_event
from shared import metrics

Handler = Callable[[Event], Awaitable[None]]


class Connection:
    def __init__(self, bridge: Bridge, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.bridge = bridge
        self.reader = reader
        self.writer = writer
        self._writing = asyncio.Lock()
        self.listening: Transcription | None = None
        self.speaking: Synthesis | None = None  # a streaming synthesis between its start and stop
        self.streamed = ""  # the text of the last streaming synthesis, until its compatibility copy comes
        self.handlers: dict[str, Handler] = {
            "describe": self.on_describe,
            "ping": self.on_ping,
            "transcribe": self.on_transcribe,
            "audio-start": self.on_audio_start,
            "audio-chunk": self.on_audio_chunk,
            "audio-stop": self.on_audio_stop,
            "transcript": self.on_transcript,
            "synthesize": self.on_synthesize,
            "synthesize-start": self.on_synthesize_start,
            "synthesize-chunk": self.on_synthesize_chunk,
            "synthesize-stop": self.on_synthesize_stop,
        }

    async def send(self, event: Event) -> None:
        async with self._writing:
            await async_write_event(event, self.writer)

    @property
    def midway(self) -> bool:
        return (self.listening is not None and self.listening.started) or self.speaking is not None

    async def run(self) -> None:
        try:
            while True:
                try:
                    event = await asyncio.wait_for(read_event(self.reader), self.bridge.settings.wyoming_idle_s)
                except TimeoutError:
                    await self.refuse(Refused("idle", "the connection was idle too long", close=True))
                    return
                except WireError as exc:
                    await self.refuse(Refused("bad_event", str(exc), close=True))
                    return
                if event is None:
                    if self.midway:
                        metrics.WYOMING_REFUSED.labels("dropped").inc()
                        self.bridge.log.info("wyoming.dropped_midway")
                    return
                handler = self.handlers.get(event.type)
                try:
                    if handler is None:
                        raise Refused("unknown_event", f"koe does not handle {event.type[:64]!r} events")
                    await handler(event)
                except Refused as refused:
                    await self.refuse(refused)
                    if refused.close:
                        return
                except (KeyError, TypeError, ValueError, AttributeError) as exc:  # fields not as its type says
                    what = f"a malformed {event.type[:64]} event ({type(exc).__name__})"
                    await self.refuse(Refused("bad_event", what))
                except redis.RedisError as exc:  # the bus is away: say so, and let Home Assistant try again
                    self.bridge.log.warning("wyoming.bus_unreachable", error=str(exc)[:200])
                    await self.refuse(Refused("unavailable", "koe cannot reach its bus right now", close=True))
                    return
        except (ConnectionError, asyncio.IncompleteReadError):
            metrics.WYOMING_REFUSED.labels("dropped").inc()
        finally:
            await self.close()

    async def refuse(self, refused: Refused) -> None:
        metrics.WYOMING_REFUSED.labels(refused.why).inc()
        self.bridge.log.info("wyoming.refused", why=refused.why, reason=refused.text, closed=refused.close)
        if refused.close or refused.why in ("bad_order", "too_long", "bad_audio"):
            self.listening = None  # the request in progress is over
        with contextlib.suppress(ConnectionError, OSError):
            await self.send(Error(text=refused.text, code=refused.why).event())

    async def close(self) -> None:
        if self.speaking is not None:
            await self.speaking.abandon()
            self.speaking = None
        with contextlib.suppress(ConnectionError, OSError):
            self.writer.close()
            await self.writer.wait_closed()

    # --- info -------------------------------------------------------------------------------------------

    async def on_describe(self, event: Event) -> None:
        await self.send(koe_info(self.bridge.settings).event())

    async def on_ping(self, event: Event) -> None:
        await self.send(Pong(text=Ping.from_event(event).text).event())

    # --- speech to text ---------------------------------------------------------------------------------

    async def on_transcribe(self, event: Event) -> None:
        Transcribe.from_event(event)  # the language is English whatever is asked: tiny.en hears English
        self.listening = Transcription(self.bridge)

    async def on_audio_start(self, event: Event) -> None:
        start = AudioStart.from_event(event)
        self.listening = Transcription(self.bridge)  # a new utterance, with or without `transcribe` before it
        await self.listening.start(start)

    async def on_audio_chunk(self, event: Event) -> None:
        if self.listening is None:
            raise Refused("bad_order", "audio-chunk before audio-start")
        await self.listening.chunk(AudioChunk.from_event(event))

    async def on_audio_stop(self, event: Event) -> None:
        AudioStop.from_event(event)
        if self.listening is None:
            raise Refused("bad_order", "audio-stop before audio-start")
        listening, self.listening = self.listening, None
        await self.send((await listening.stop()).event())

    # --- conversation -----------------------------------------------------------------------------------

    async def on_transcript(self, event: Event) -> None:
        await converse(self.bridge, Transcript.from_event(event), self.send)

    # --- text to speech ---------------------------------------------------------------------------------

    async def on_synthesize(self, event: Event) -> None:
        request = Synthesize.from_event(event)
        if self.speaking is not None or (self.streamed and request.text == self.streamed):
            self.streamed = ""
            return  # the streamed text's compatibility copy: speaking it too would say everything twice
        if not isinstance(request.text, str):
            raise Refused("bad_event", "synthesize has no text")
        if len(request.text) > MAX_TEXT:
            raise Refused("too_long", f"koe speaks at most {MAX_TEXT:,} characters in one request")
        synthesis = Synthesis(self.bridge, self.send)
        await synthesis.begin()
        try:
            await synthesis.text(request.text)
            await synthesis.finish()
        except BaseException:
            await synthesis.abandon()
            raise

    async def on_synthesize_start(self, event: Event) -> None:
        SynthesizeStart.from_event(event)
        if self.speaking is not None:
            await self.speaking.abandon()
        self.speaking = None
        synthesis = Synthesis(self.bridge, self.send)
        await synthesis.begin()
        self.speaking = synthesis

    async def on_synthesize_chunk(self, event: Event) -> None:
        chunk = SynthesizeChunk.from_event(event)
        if self.speaking is None:
            raise Refused("bad_order", "synthesize-chunk before synthesize-start")
        if not isinstance(chunk.text, str):
            raise Refused("bad_event", "synthesize-chunk has no text")
        try:
            await self.speaking.text(chunk.text)
        except Refused:
            await self.speaking.abandon()
            self.speaking = None
            raise

    async def on_synthesize_stop(self, event: Event) -> None:
        SynthesizeStop.from_event(event)
        if self.speaking is None:
            raise Refused("bad_order", "synthesize-stop before synthesize-start")
        speaking, self.speaking = self.speaking, None
        self.streamed = speaking.said  # its compatibility copy may come after the stop too
        try:
            await speaking.finish()
        except BaseException:
            await speaking.abandon()
            raise
        await self.send(SynthesizeStopped().event())
