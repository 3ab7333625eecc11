"""The tts stage: each reply sentence becomes audio chunks for the device, as soon as it arrives.

A long sentence is synthesized clause by clause and its chunks are published one by one, so the agent
starts playing before the whole sentence is synthesized. The session's generation is checked before
each sentence and each chunk: once the person has spoken over the reply, the rest is never sent. A
sentence the engine fails on is spoken by espeak-ng instead when it is installed (logged and counted),
so one bad sentence does not silence a reply. Several workers may share the stage: one reply's
sentences are synthesized side by side but published in order (order.py).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from typing import Any, Generic, TypeVar

from services.tts.backends import EspeakBackend, TtsBackend, TtsError, espeak_available, select_backend
from services.tts.order import WAIT_S as ORDER_WAIT_S
from services.tts.order import ReplyOrder
from shared import messages as m
from shared import metrics, streams
from shared.consumer import Delivery, Handler, Route
from shared.core_sharing import engine_work
from shared.logs import turn_logger
from shared.streams import Stream
from shared.worker import Worker

CHUNK_S = 0.4  # seconds of audio per AudioOut entry
CLAUSE_MIN_WORDS = 4

T = TypeVar("T")


def clauses(text: str, min_words: int = CLAUSE_MIN_WORDS) -> list[str]:
    """A long sentence cut after its commas (and ; : —) into pieces of at least `min_words` words, so
    the first words are spoken before the whole sentence is synthesized."""
    pieces: list[str] = []
    current: list[str] = []
    words = text.split()
    for i, word in enumerate(words):
        current.append(word)
        rest = len(words) - i - 1
        if word[-1] in ",;:—" and len(current) >= min_words and rest >= min_words:
            pieces.append(" ".join(current))
            current = []
    if current:
        pieces.append(" ".join(current))
    return pieces


def chunks(pcm: bytes, rate: int, seconds: float = CHUNK_S) -> Iterator[bytes]:
    step = max(2, round(rate * seconds) * 2)
    for start in range(0, len(pcm), step):
        yield pcm[start : start + step]


class Timed(Generic[T]):
    """Iterates `pieces`, adding up the time spent producing them, not the time the caller spends on each
    (publishing the audio): the engine's own share of a sentence."""

    def __init__(self, pieces: Iterable[T]) -> None:
        self._pieces = iter(pieces)
        self.seconds = 0.0

    def __iter__(self) -> Iterator[T]:
        return self

    def __next__(self) -> T:
        started = time.perf_counter()
        try:
            return next(self._pieces)
        finally:
            self.seconds += time.perf_counter() - started


class TtsWorker(Worker):
    read_count = 1  # a sentence at a time: with replicas, the next one goes to whichever is free

    def model(self) -> str:
        backend = getattr(self, "backend", None)
        return f"{backend.name} {self.settings.tts_voice or ''}".strip() if backend else ""

    def setup(self) -> None:
        started = time.perf_counter()
        self.backend: TtsBackend = select_backend(self.settings)
        self.fallback: TtsBackend | None = None
        if self.backend.name != "espeak" and espeak_available():
            self.fallback = EspeakBackend()
        self.order = ReplyOrder(self.redis)
        self.log.info(
            "tts.engine",
            engine=self.backend.name,
            fallback=self.fallback.name if self.fallback else None,
            seconds=round(time.perf_counter() - started, 2),
        )

    def teardown(self) -> None:
        for backend in (getattr(self, "backend", None), getattr(self, "fallback", None)):
            if backend is not None:
                backend.close()

    def handlers(self) -> dict[Stream, Handler | Route]:
        return {streams.REPLIES: Route(self.on_reply, drop_stale=True, on_stale=self.on_interrupted)}

    def on_reply(self, msg: m.Message, delivery: Delivery) -> list[m.Message] | None:
        if isinstance(msg, m.ReplySentence):
            if msg.speak:  # a reply Home Assistant speaks itself is not voiced here
                self.speak(msg, delivery)
        elif isinstance(msg, m.ReplyEnd):
            if not msg.speak:
                self.hot.end(msg.session)
                return None
            # The end goes out after the reply's last audio, which a sibling worker may still be publishing.
            key = streams.tts_order_key(msg.session, msg.turn, msg.generation)
            in_order = self.order.wait_for(key, msg.sentences, delivery.is_stale)
            self.hot.end(msg.session)  # the last sentence is synthesized: memory work may use the cores again
            if not in_order and not delivery.is_stale():
                self._gave_up(msg, "end")
            return [self._audio_end(msg, interrupted=msg.interrupted or delivery.is_stale())]
        return None

    def on_interrupted(self, msg: m.Message, delivery: Delivery) -> list[m.Message] | None:
        """A sentence of an interrupted reply is never spoken; its end still tells the device."""
        if not isinstance(msg, m.ReplyEnd):
            return None
        self.hot.end(msg.session)
        return [self._audio_end(msg, interrupted=True)] if msg.speak else None

    @staticmethod
    def _audio_end(msg: m.ReplyEnd, interrupted: bool) -> m.AudioEnd:
        return m.AudioEnd(
            device=msg.device, session=msg.session, turn=msg.turn, generation=msg.generation, interrupted=interrupted
        )

    def speak(self, msg: m.ReplySentence, delivery: Delivery) -> None:
        key = streams.tts_order_key(msg.session, msg.turn, msg.generation)
        try:
            self._speak(msg, delivery, key)
        finally:  # spoken, interrupted, failed or wordless: the sentences after it must not wait for it
            self.order.done(key, msg.index)

    def _speak(self, msg: m.ReplySentence, delivery: Delivery, key: str) -> None:
        log = turn_logger(msg.device, msg.session, msg.turn, stage=self.stage)
        started = time.perf_counter()
        seq, audio_s = 0, 0.0
        synthesis = Timed(audio for clause in clauses(msg.text) for audio in self._synthesize(clause, log))
        for pcm, rate in synthesis:
            for piece in chunks(pcm, rate):
                in_order = seq > 0 or self.order.wait_for(key, msg.index, delivery.is_stale)
                if not in_order and not delivery.is_stale():
                    self._gave_up(msg, "sentence")
                if delivery.is_stale():
                    metrics.DROPPED.labels(self.stage, "interrupted").inc()
                    log.info("tts.interrupted", index=msg.index, seq=seq)
                    return
                out_at = time.time()  # before the publish: the agent may play it at once
                self.bus.publish(
                    m.AudioOut(
                        device=msg.device,
                        session=msg.session,
                        turn=msg.turn,
                        generation=msg.generation,
                        index=msg.index,
                        seq=seq,
                        sample_rate=rate,
                        pcm=piece,
                    )
                )
                if seq == 0 and self.order.first_audio(key):
                    self._first_audio(msg, out_at)
                seq += 1
                audio_s += len(piece) / 2 / rate
        seconds = time.perf_counter() - started
        if seq:  # a sentence with nothing to say made no call worth timing
            metrics.MODEL_SECONDS.labels(self.stage, "synthesize").observe(synthesis.seconds)
        log.info(
            "tts.sentence",
            index=msg.index,
            chunks=seq,
            audio_s=round(audio_s, 2),
            rtf=round(seconds / audio_s, 3) if audio_s else None,
        )

    def _gave_up(self, msg: m.ReplySentence | m.ReplyEnd, what: str) -> None:
        """An earlier sentence never finished (its worker died and nobody took it up in time): go on."""
        metrics.FALLBACKS.labels(self.stage, "order_wait_gave_up").inc()
        self.log.warning("tts.order_wait_gave_up", session=msg.session, turn=msg.turn, what=what, waited_s=ORDER_WAIT_S)

    def _synthesize(self, text: str, log: Any) -> Iterator[tuple[bytes, int]]:
        produced = False
        try:
            with engine_work("tts"):  # the reply's server steps down to its fewer threads meanwhile
                for piece in self.backend.synthesize(text):
                    produced = True
                    yield piece
            return
        except TtsError as exc:
            if self.fallback is None or produced:
                raise
            metrics.FALLBACKS.labels(self.stage, "espeak").inc()
            log.warning(
                "tts.engine_failed",
                engine=self.backend.name,
                error=str(exc),
                note="this sentence is spoken by espeak-ng",
            )
        yield from self.fallback.synthesize(text)

    def _first_audio(self, msg: m.ReplySentence, at: float) -> None:
        """The reply's first audio went out (once per reply, whichever worker voiced it)."""
        self.bus.publish(
            m.TimingMark(
                device=msg.device,
                session=msg.session,
                turn=msg.turn,
                generation=msg.generation,
                mark="first_audio_out",
                at=at,
            )
        )
