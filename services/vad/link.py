"""The agent's way out to the bus: an ordered outbox drained by one thread, so capture never waits on Redis.

When Redis goes away the link keeps the outbox, retries with a growing backoff and says it is
reconnecting; what waited longer than `STALE_AFTER_S` is dropped with a log line and a metric (a reply
to something said that long ago would only confuse), and so is the rest of an utterance whose start
was lost. Session ids and generations are read here too, on the link's thread, for the same reason.
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import redis
import tenacity

from shared import messages as m
from shared import metrics, sessions
from shared.bus import Bus
from shared.logs import get_logger
from shared.redis_tls import tls_options
from shared.settings import Settings

STALE_AFTER_S = 10.0
OUTBOX_MAX = 4_000  # about 17 minutes of utterance audio in 256 ms chunks
BACKOFF_FIRST_S = 0.25
BACKOFF_MAX_S = 5.0


@dataclass
class Utterance:
    """One turn of the person's speech as the agent sends it."""

    turn: str
    session: str | None = None  # known once the link has asked Redis
    generation: int = 0
    chunks: int = 0  # audio chunks queued so far (the next chunk's seq)
    lost: bool = False  # its start could not be delivered: the rest is dropped too


@dataclass
class _Action:
    kind: str  # start, audio, pause, resume, end, interrupt, mark
    utterance: Utterance | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    created: float = field(default_factory=time.monotonic)


class Stopped(Exception):
    """The stop event was set while waiting to retry: give up instead of trying again."""


def reconnecting(
    pause: Callable[[float], None], on_retry: Callable[[tenacity.RetryCallState], None]
) -> tenacity.Retrying:
    """Retries a Redis call for as long as it takes, waiting BACKOFF_FIRST_S doubling up to BACKOFF_MAX_S.

    `pause(seconds)` does the waiting (on the stop event, raising `Stopped` to give up) and `on_retry`
    runs before each wait.
    """
    return tenacity.Retrying(
        retry=tenacity.retry_if_exception_type(redis.RedisError),
        wait=tenacity.wait_exponential(multiplier=BACKOFF_FIRST_S, max=BACKOFF_MAX_S),
        sleep=pause,
        before_sleep=on_retry,
    )


def redis_client(url: str, settings: Settings, timeout_s: float = 2.0) -> redis.Redis:
    """A client that gives up quickly, so a dead server costs seconds, never a hang; over TLS with
    rediss:// (the box verified against KOE_REDIS_CA)."""
    return redis.Redis.from_url(
        url,
        socket_connect_timeout=1.0,
        socket_timeout=timeout_s,
        retry_on_timeout=False,
        health_check_interval=10,
        **tls_options(url, settings.redis_ca),
    )


class Link:
    def __init__(self, settings: Settings, url: str, stop: threading.Event) -> None:
        self.settings = settings
        self.device = settings.device
        self.client = redis_client(url, settings)
        self.bus = Bus(self.client, settings)
        self.stop = stop
        self.log = get_logger(stage="vad", device=self.device, part="link")
        self.session: str | None = None
        self.generation = 0
        self.connected = True
        self.sent = 0
        self._queue: queue.Queue[_Action] = queue.Queue(maxsize=OUTBOX_MAX)
        self._idle = threading.Event()
        self._idle.set()
        self._retrying = reconnecting(self._pause, self._unreachable)
        self._thread = threading.Thread(target=self._run, name="vad-link", daemon=True)

    # --- what the capture and playback sides call (never blocks) -----------------------------------

    def start(self) -> None:
        self._thread.start()

    def speech_started(self, utt: Utterance, at: float) -> None:
        self._put(_Action("start", utt, {"ts": at}))

    def audio(self, utt: Utterance, pcm: bytes) -> None:
        self._put(_Action("audio", utt, {"seq": utt.chunks, "pcm": pcm}))
        utt.chunks += 1

    def speech_paused(self, utt: Utterance, speech_end_ts: float) -> None:
        """A likely end: the box may start on what was sent so far (the head start)."""
        self._put(_Action("pause", utt, {"chunks": utt.chunks, "speech_end_ts": speech_end_ts}))

    def resumed(self, utt: Utterance) -> None:
        """The person went on after a pause: a new generation, so everything begun on the pause is dropped.
        The utterance goes on under the new generation (its later chunks and its end carry it)."""
        self._put(_Action("resume", utt))

    def speech_ended(self, utt: Utterance, speech_end_ts: float, then: Callable[[int], None] | None = None) -> None:
        """The end of the utterance; `then(generation)` runs once it is sent (the reply may play from then)."""
        self._put(_Action("end", utt, {"chunks": utt.chunks, "speech_end_ts": speech_end_ts, "then": then}))

    def interrupt(self, session: str, turns: list[str]) -> None:
        """Start a new generation for the session and tell every stage to drop `turns`."""
        self._put(_Action("interrupt", None, {"session": session, "turns": turns}))

    def mark(self, session: str, turn: str, generation: int, name: str, at: float) -> None:
        self._put(
            _Action("mark", None, {"session": session, "turn": turn, "generation": generation, "mark": name, "at": at})
        )

    def flush(self, timeout_s: float) -> bool:
        """Wait until everything queued was sent (or dropped); False if that took longer than `timeout_s`."""
        return self._idle.wait(timeout_s)

    def _put(self, action: _Action) -> None:
        try:
            self._idle.clear()
            self._queue.put_nowait(action)
        except queue.Full:
            metrics.DROPPED.labels("vad", "outbox_full").inc()
            self.log.warning("vad.outbox_full", kind=action.kind)

    # --- the link's thread -------------------------------------------------------------------------

    def _run(self) -> None:
        while True:
            try:
                action = self._queue.get(timeout=0.1)
            except queue.Empty:
                self._idle.set()
                if self.stop.is_set():
                    return
                continue
            try:
                sent = self._retrying(self._try_send, action)
            except Stopped:
                return
            if sent:
                if not self.connected:
                    self.log.info("vad.redis_back")
                self.connected = True
                self.sent += 1
            if self._queue.qsize() == 0:
                self._idle.set()

    def _try_send(self, action: _Action) -> bool:
        """One try at sending `action`; False when it is dropped instead (too old, or its utterance was lost).
        Staleness is checked on every try, so an action that waited out a long outage is not sent late."""
        if time.monotonic() - action.created > STALE_AFTER_S:
            self._drop(action, "stale")
            return False
        if action.utterance is not None and action.utterance.lost:
            metrics.DROPPED.labels("vad", "utterance_lost").inc()
            return False
        self._send(action)
        return True

    def _pause(self, seconds: float) -> None:
        # A stop gives up only once nothing else waits in the outbox; until then the stop event makes
        # every wait return at once, so what is queued is still tried until it is sent or goes stale.
        if self.stop.wait(seconds) and self._queue.qsize() == 0:
            raise Stopped

    def _unreachable(self, state: tenacity.RetryCallState) -> None:
        if self.connected:
            exc = state.outcome.exception() if state.outcome else None
            self.log.warning("vad.redis_unreachable", error=str(exc), note="retrying with backoff")
        self.connected = False

    def _drop(self, action: _Action, why: str) -> None:
        metrics.DROPPED.labels("vad", why).inc()
        if action.utterance is not None:
            if action.kind == "start":
                action.utterance.lost = True
            self.log.warning("vad.dropped", kind=action.kind, why=why, turn=action.utterance.turn)
        else:
            self.log.warning(
                "vad.dropped",
                kind=action.kind,
                why=why,
                **{k: v for k, v in action.payload.items() if k in ("turn", "mark")},
            )

    def _send(self, action: _Action) -> None:
        p = action.payload
        utt = action.utterance
        if action.kind == "start":
            assert utt is not None
            utt.session = sessions.current_session(self.client, self.device, self.settings.session_idle_s)
            utt.generation = sessions.generation(self.client, utt.session)
            self.session, self.generation = utt.session, utt.generation
            self.bus.publish(
                m.SpeechStarted(
                    device=self.device, session=utt.session, turn=utt.turn, generation=utt.generation, ts=p["ts"]
                )
            )
        elif action.kind == "audio":
            assert utt is not None and utt.session is not None
            self.bus.publish(
                m.AudioChunk(
                    device=self.device,
                    session=utt.session,
                    turn=utt.turn,
                    generation=utt.generation,
                    seq=p["seq"],
                    pcm=p["pcm"],
                )
            )
        elif action.kind == "resume":
            assert utt is not None and utt.session is not None
            utt.generation = sessions.interrupt(self.client, utt.session)
            if utt.session == self.session:
                self.generation = utt.generation
            self.log.info("vad.head_start_dropped", session=utt.session, turn=utt.turn, generation=utt.generation)
        elif action.kind in ("pause", "end"):  # a likely end, or the end: the same fields
            assert utt is not None and utt.session is not None
            kind = m.SpeechPaused if action.kind == "pause" else m.SpeechEnded
            self.bus.publish(
                kind(
                    device=self.device,
                    session=utt.session,
                    turn=utt.turn,
                    generation=utt.generation,
                    chunks=p["chunks"],
                    speech_end_ts=p["speech_end_ts"],
                )
            )
            if action.kind == "end":
                self.log.info("vad.speech_ended", session=utt.session, turn=utt.turn, chunks=p["chunks"])
                if p.get("then") is not None:
                    p["then"](utt.generation)
        elif action.kind == "interrupt":
            new = sessions.interrupt(self.client, p["session"])
            if p["session"] == self.session:
                self.generation = new
            for turn in p["turns"]:
                self.bus.publish(
                    m.SpeechInterrupted(device=self.device, session=p["session"], turn=turn, generation=new)
                )
                self.log.info("vad.interrupted", session=p["session"], turn=turn, generation=new)
        elif action.kind == "mark":
            self.bus.publish(
                m.TimingMark(
                    device=self.device,
                    session=p["session"],
                    turn=p["turn"],
                    generation=p["generation"],
                    mark=p["mark"],
                    at=p["at"],
                )
            )
