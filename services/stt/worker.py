"""The stt stage: utterance audio in, one transcript per turn out, with its waterfall marks.

Chunks are buffered per (session, turn) as they arrive. At a likely end (`speech.paused`, the head start)
what arrived so far is transcribed at once and published as a provisional transcript, so the answer can
be prepared while the agent confirms the end; when the end comes without more speech (same generation),
that transcript is confirmed as it is, with nothing left to transcribe. Otherwise (no pause, or the
person went on) the whole utterance is transcribed at its end. Audio
is lossy by design: a chunk missing from the buffer (trimmed, or taken by another STT consumer of the
group) is looked up in the stream once, and what is still missing is skipped; the turn goes on with
what arrived. Audio of an interrupted generation is dropped. The household's names (from the memory
store, refreshed in the background) are given to the model so they are spelled as the household does.
"""

from __future__ import annotations

import dataclasses
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from services.stt.names import HouseholdNames
from services.stt.speakers import Speakers
from services.stt.streaming import Settled, Streaming
from services.stt.transcriber import SAMPLE_RATE, load_transcriber
from shared import messages as m
from shared import metrics, streams
from shared.consumer import Delivery, Handler, Route
from shared.device_households import household_of
from shared.logs import turn_logger
from shared.streams import Stream
from shared.threads import settings_budget
from shared.worker import Worker

BUFFER_IDLE_S = 120.0  # an utterance whose end never came is forgotten after this
BACKFILL_WINDOW_MS = 120_000  # how far back in the stream missing chunks are looked for
BACKFILL_MAX_ENTRIES = 5_000
FINISHED_REMEMBERED = 1_024


@dataclass
class HeadStart:
    """What a pause's transcription gave, kept until the end confirms it (same generation) or not."""

    generation: int
    text: str | None  # None: dropped (no speech, a hallucination), and so is the confirmed turn
    dropped: str | None
    stt_started: float
    ready: float
    person: str | None = None  # who spoke, when the voice matched an enrolled person (speakers.py)
    person_score: float | None = None


@dataclass
class TurnAudio:
    generation: int
    chunks: dict[int, tuple[bytes, int]] = field(default_factory=dict)  # seq -> (pcm, sample rate)
    last_seen: float = field(default_factory=time.monotonic)


def contiguous(chunks: dict[int, tuple[bytes, int]]) -> dict[int, tuple[bytes, int]]:
    """The chunks from the first on, up to the first one missing."""
    out = {}
    while len(out) in chunks:
        out[len(out)] = chunks[len(out)]
    return out


def to_samples(chunks: dict[int, tuple[bytes, int]]) -> np.ndarray:
    """The chunks in order as 16 kHz float32 samples (resampled if the agent sent another rate)."""
    parts = []
    for seq in sorted(chunks):
        pcm, rate = chunks[seq]
        x = np.frombuffer(pcm[: len(pcm) - len(pcm) % 2], dtype="<i2").astype(np.float32) / 32768.0
        if rate != SAMPLE_RATE and len(x):
            n = round(len(x) * SAMPLE_RATE / rate)
            x = np.interp(np.arange(n) * (rate / SAMPLE_RATE), np.arange(len(x)), x).astype(np.float32)
        parts.append(x)
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32)


class SttWorker(Worker):
    names_refresh_s = 60.0  # a name the writer just learned is expected within a minute

    def model(self) -> str:
        t = getattr(self, "transcriber", None)
        return f"{t.model_name} on {t.device}" if t else ""

    def setup(self) -> None:
        started = time.perf_counter()
        streaming = self.settings.stt_streaming
        self.transcriber = load_transcriber(
            self.settings.stt_model, self.settings.stt_device, settings_budget(self.settings).stt, 2 if streaming else 1
        )
        self.transcriber.short_window = self.settings.stt_window == "short"
        self.buffers: dict[tuple[str, str], TurnAudio] = {}
        self.finished: OrderedDict[tuple[str, str], None] = OrderedDict()  # late chunks of these are ignored
        self.head_starts: dict[tuple[str, str], HeadStart] = {}
        self.names = HouseholdNames(self.settings, self.log)
        self.names.refresh()
        self.speakers = Speakers(self.settings.data_dir, self.log, self.stage, self.redis)
        self.speakers.refresh()
        self.streaming = Streaming(self.transcriber, self.log, self.stage) if streaming else None
        self.log.info(
            "stt.model_loaded",
            model=self.transcriber.model_name,
            device=self.transcriber.device,
            compute_type=self.transcriber.compute_type,
            threads=self.transcriber.threads,
            names=len(self.names.names),
            streaming=streaming,
            seconds=round(time.perf_counter() - started, 2),
        )

    def teardown(self) -> None:
        self.speakers.close()
        if self.streaming is not None:
            self.streaming.close()

    def background(self) -> None:
        """Keep the household's names and voices current, off the path of any turn."""
        while not self.stop_event.wait(self.names_refresh_s):
            self.names.refresh()
            self.speakers.refresh()

    def handlers(self) -> dict[Stream, Handler | Route]:
        return {
            streams.AUDIO_IN: Route(self.on_audio, drop_stale=True, on_stale=self.on_interrupted),
            streams.VOICE_SAMPLES: self.on_voice_sample,
        }

    def on_voice_sample(self, msg: m.Message, delivery: Delivery) -> list[m.Message] | None:
        """`koe agent --enrol` on a device: its recording checked and kept here; the answer goes back to it."""
        if not isinstance(msg, m.VoiceSample):
            return None
        return [self.speakers.enrol(msg, to_samples({0: (msg.pcm, msg.sample_rate)}))]

    def on_audio(self, msg: m.Message, delivery: Delivery) -> list[m.Message] | None:
        self._forget_idle()
        if isinstance(msg, m.AudioChunk):
            self._buffer(msg)
            self._stream((msg.session, msg.turn), msg.generation)
            return None
        if isinstance(msg, m.SpeechPaused):
            return self._head_start(msg, delivery)
        if isinstance(msg, m.SpeechEnded):
            return self._transcribe(msg, delivery)
        return None

    def on_interrupted(self, msg: m.Message, delivery: Delivery) -> None:
        """Work for an older generation is dropped; at a stale end, what was buffered is forgotten too.
        A chunk stays: when the person goes on after a pause, the utterance continues under a new
        generation, and the chunks sent before it are still its audio."""
        if isinstance(msg, m.AudioChunk):
            self._buffer(msg)
        elif isinstance(msg, m.SpeechEnded):
            self._finished_turn((msg.session, msg.turn))

    # --- chunks ---------------------------------------------------------------------------------------

    def _buffer(self, msg: m.AudioChunk) -> None:
        key = (msg.session, msg.turn)
        if key in self.finished:
            return
        buf = self.buffers.get(key)
        if buf is None:
            buf = self.buffers[key] = TurnAudio(msg.generation)
        buf.chunks[msg.seq] = (msg.pcm, msg.sample_rate)
        buf.last_seen = time.monotonic()

    def _stream(self, key: tuple[str, str], generation: int) -> None:
        """The person is still speaking: decode the words so far in the background, a step at a time."""
        buf = self.buffers.get(key)
        if self.streaming is None or buf is None:
            return
        heard = contiguous(buf.chunks)  # a gap would join two far-apart words: decode up to it
        audio_s = sum(len(pcm) / 2 / rate for pcm, rate in heard.values())
        self.streaming.offer(key, audio_s, lambda: to_samples(heard), self.names.names, generation)

    def _settled(self, key: tuple[str, str]) -> Settled:
        return self.streaming.settled(key) if self.streaming is not None else Settled()

    def _forget_idle(self) -> None:
        now = time.monotonic()
        for key in [k for k, b in self.buffers.items() if now - b.last_seen > BUFFER_IDLE_S]:
            del self.buffers[key]
            self.head_starts.pop(key, None)
            if self.streaming is not None:
                self.streaming.forget(key)
            metrics.DROPPED.labels(self.stage, "no_speech_end").inc()
            self.log.warning("stt.utterance_without_end", session=key[0], turn=key[1])

    def _backfill(self, end: m.SpeechEnded | m.SpeechPaused, buf: TurnAudio, end_entry: str) -> int:
        """Fetch the turn's chunks this worker did not see; returns how many were found."""
        wanted = set(range(end.chunks)) - set(buf.chunks)
        ms = int(end_entry.split("-")[0])
        upper, found, scanned = end_entry, 0, 0
        while wanted and scanned < BACKFILL_MAX_ENTRIES:
            key = streams.AUDIO_IN.of(end.device).key
            page = self.redis.xrevrange(key, max=upper, min=f"{ms - BACKFILL_WINDOW_MS}-0", count=200)
            page = [
                (eid.decode() if isinstance(eid, bytes) else eid, f)
                for eid, f in page
                if (eid.decode() if isinstance(eid, bytes) else eid) != upper
            ]
            if not page:
                break
            for _eid, fields in page:
                try:
                    chunk = m.decode(fields)
                except m.MessageError:
                    continue
                if (
                    isinstance(chunk, m.AudioChunk)
                    and chunk.session == end.session
                    and chunk.turn == end.turn
                    and chunk.seq in wanted
                ):
                    buf.chunks[chunk.seq] = (chunk.pcm, chunk.sample_rate)
                    wanted.discard(chunk.seq)
                    found += 1
            scanned += len(page)
            upper = page[-1][0]
        return found

    def _finished_turn(self, key: tuple[str, str]) -> TurnAudio | None:
        """Take the turn's buffer; chunks of it that arrive late are ignored from now on."""
        self.finished[key] = None
        if len(self.finished) > FINISHED_REMEMBERED:
            self.finished.popitem(last=False)
        self.head_starts.pop(key, None)
        if self.streaming is not None:
            self.streaming.forget(key)
        return self.buffers.pop(key, None)

    # --- the end of an utterance ------------------------------------------------------------------------

    def _gather(self, msg: m.SpeechEnded | m.SpeechPaused, buf: TurnAudio, delivery: Delivery, log: Any) -> bool:
        """Make sure the first `msg.chunks` chunks are there (looked up once); False if there is no audio."""
        if sum(seq < msg.chunks for seq in buf.chunks) < msg.chunks:
            found = self._backfill(msg, buf, delivery.entry_id)
            missing = msg.chunks - sum(seq < msg.chunks for seq in buf.chunks)
            if missing:
                metrics.DROPPED.labels(self.stage, "audio_chunk_lost").inc(missing)
                log.warning("stt.chunks_missing", missing=missing, of=msg.chunks, recovered=found)
        if not buf.chunks:
            metrics.DROPPED.labels(self.stage, "no_audio").inc()
            log.warning("stt.dropped", why="no_audio", chunks=msg.chunks)
            return False
        return True

    def _run_model(self, chunks: dict[int, tuple[bytes, int]], log: Any, settled: Settled | None = None) -> HeadStart:
        stt_started = time.time()
        samples = to_samples(chunks)
        voice = self.speakers.start(samples, SAMPLE_RATE)  # beside the transcription, not after it
        names = self.names.names
        settled = settled or Settled()
        result = self.transcriber.transcribe(samples, names, settled.text, settled.names_heard(names))
        identity = self.speakers.result(voice)
        ready = time.time()
        metrics.MODEL_SECONDS.labels(self.stage, "transcribe").observe(ready - stt_started)
        if result.dropped:
            log.info(
                "stt.dropped",
                why=result.dropped,
                audio_s=round(result.audio_s, 2),
                level_dbfs=round(result.level_dbfs, 1),
                no_speech_prob=round(result.no_speech_prob, 2),
            )
        else:
            log.info(
                "stt.transcribed",
                chars=len(result.text),
                audio_s=round(result.audio_s, 2),
                rtf=round(result.compute_s / max(result.audio_s, 1e-3), 3),
                settled_words=settled.words,
            )
        text = None if result.dropped else result.text[: m.MAX_TEXT]
        if identity is not None:
            log.info("stt.speaker", person=identity.person or "unknown", score=round(identity.score, 3))
        person = identity.person if identity is not None else None
        score = round(identity.score, 4) if identity is not None else None
        return HeadStart(0, text, result.dropped, stt_started, ready, person, score)

    def _head_start(self, msg: m.SpeechPaused, delivery: Delivery) -> list[m.Message] | None:
        """A likely end: transcribe what was said so far, now, and publish it as provisional."""
        key = (msg.session, msg.turn)
        buf = self.buffers.get(key)
        if key in self.finished or buf is None:
            return None
        log = turn_logger(msg.device, msg.session, msg.turn, stage=self.stage, head_start=True)
        if self.streaming is not None:
            self.streaming.pause(key, msg.generation)
        if not self._gather(msg, buf, delivery, log):
            return None
        heard = self._run_model({seq: c for seq, c in buf.chunks.items() if seq < msg.chunks}, log, self._settled(key))
        self.head_starts[key] = dataclasses.replace(heard, generation=msg.generation)
        if heard.text is None:
            return None  # counted as dropped when the end confirms it
        marks = {"speech_end": msg.speech_end_ts, "stt_started": heard.stt_started, "transcript_ready": heard.ready}
        return [self._transcript(msg, heard, marks, provisional=True)]

    def _transcribe(self, msg: m.SpeechEnded, delivery: Delivery) -> list[m.Message] | None:
        log = turn_logger(msg.device, msg.session, msg.turn, stage=self.stage)
        key = (msg.session, msg.turn)
        head = self.head_starts.get(key)
        settled = self._settled(key)
        buf = self._finished_turn(key) or TurnAudio(msg.generation)
        if head is not None and head.generation == msg.generation:
            # Nothing was said after the pause (the person would have started a new generation): the
            # pause's transcript is the turn's, and the reply prepared on it stands.
            if head.text is None:
                metrics.DROPPED.labels(self.stage, head.dropped or "no_speech").inc()
                return None
            marks = {
                "speech_end": msg.speech_end_ts,
                "stt_started": head.stt_started,
                "transcript_ready": head.ready,
                "end_confirmed": msg.ts,
            }
            log.info("stt.head_start_confirmed", chars=len(head.text))
            return [self._transcript(msg, head, marks, confirms=True)]
        if not self._gather(msg, buf, delivery, log):
            return self._nothing_heard(msg, None)
        heard = self._run_model(buf.chunks, log, settled)
        if heard.text is None:
            metrics.DROPPED.labels(self.stage, heard.dropped or "no_speech").inc()
            return self._nothing_heard(msg, heard)
        marks = {"speech_end": msg.speech_end_ts, "stt_started": heard.stt_started, "transcript_ready": heard.ready}
        return [self._transcript(msg, heard, marks, reply=msg.reply)]

    def _nothing_heard(self, msg: m.SpeechEnded, heard: HeadStart | None) -> list[m.Message] | None:
        """No words: a turn is dropped, but a request that only asked for a transcript (Home Assistant's)
        is answered with an empty one, so it does not wait for one that never comes."""
        if msg.reply:
            return None
        now = time.time()
        empty = HeadStart(0, "", None, now, now) if heard is None else dataclasses.replace(heard, text="")
        marks = {"speech_end": msg.speech_end_ts, "stt_started": empty.stt_started, "transcript_ready": empty.ready}
        return [self._transcript(msg, empty, marks, reply=False)]

    def _transcript(
        self, msg: m.SpeechEnded | m.SpeechPaused, heard: HeadStart, marks: dict[str, float], **flags: bool
    ) -> m.Transcript:
        assert heard.text is not None
        return m.Transcript(
            household=household_of(self.redis, msg.device),  # as the box registered the device, never as it says
            device=msg.device,
            session=msg.session,
            turn=msg.turn,
            generation=msg.generation,
            text=heard.text,
            source="stt",
            marks=marks,
            person=heard.person,
            person_score=heard.person_score,
            **flags,
        )
