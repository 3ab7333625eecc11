"""Reply audio: received from the bus, queued in 32 ms pieces, played, and stopped at once on a barge-in.

The receiver reads `koe:audio:out` with a plain XREAD (every device sees every entry and keeps its
own), keeps what belongs to this device's current session and generation, drops duplicates (a TTS
worker that restarts mid-sentence sends its chunks again) and what was interrupted, and queues it.
`Playback.step()` plays one piece, always from the capture loop: in real time one after each microphone
frame (`play_along`, silence when there is no reply, so the speaker never stops and runs on the
microphone's clock), in lockstep with a WAV input (`--fast`) one before each frame, so a barge-in in a
file lands at the same point of the reply as it would in the room. A reply prepared on a head start is
held (queued, not played) until the end of the person's turn is confirmed; what belongs to a generation
the person talked over is dropped then.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

import tenacity

from services.vad.audio_io import AudioSink
from services.vad.echo_canceller import FarEnd
from services.vad.link import Link, Stopped, reconnecting, redis_client
from services.vad.pcm import FRAME_S, rms
from shared import messages as m
from shared import metrics, streams
from shared.bus import Bus
from shared.logs import get_logger
from shared.settings import Settings

REMEMBERED_TURNS = 256
LEVEL_PIECES = 10  # 320 ms of played audio: covers the speaker's latency
FILL_RATE = 22_050  # silence before the first reply goes at piper's rate, as most replies will


@dataclass(frozen=True)
class Piece:
    session: str
    turn: str
    generation: int
    pcm: bytes
    rate: int


@dataclass(frozen=True)
class End:
    session: str
    turn: str
    generation: int


@dataclass(frozen=True)
class Playing:
    session: str
    turn: str
    generation: int


Step = Literal["piece", "end", "idle"]


class Playback:
    """The queue of reply audio and the turn being played; thread-safe."""

    def __init__(
        self,
        sink: AudioSink,
        link: Link,
        on_turn_done: Callable[[str, bool], None],
        stall_s: float = 30.0,
        far_end: FarEnd | None = None,
    ) -> None:
        self.sink = sink
        self.stall_s = stall_s  # no audio and no end for this long: the reply is given up (a stage died)
        self.link = link
        self.on_turn_done = on_turn_done  # (turn, completed) when a turn's playback is over
        self.active: Playing | None = None
        self.played_s = 0.0
        self.log = get_logger(stage="vad", device=link.device, part="playback")
        self._items: deque[Piece | End] = deque()
        self._cv = threading.Condition()
        self._interrupted: deque[str] = deque(maxlen=REMEMBERED_TURNS)
        self._last_audio = time.monotonic()
        self._levels: deque[float] = deque(maxlen=LEVEL_PIECES)
        self.far_end = far_end or FarEnd()  # what went to the speaker, for the echo canceller
        self._held: set[str] = set()  # turns whose end is not confirmed yet: their audio waits
        self._rate = FILL_RATE  # the last reply's rate: silence between replies keeps the stream's rate
        self.written_s = 0.0  # all the speaker was given, replies and silence

    def hold(self, turn: str) -> None:
        """The person paused: audio for `turn` may come (the head start) but must not play yet."""
        with self._cv:
            self._held.add(turn)

    def release(self, turn: str, generation: int) -> None:
        """The turn's end is confirmed under `generation`: its audio of that generation may play; audio of
        an older one (a head start the person talked over) is dropped."""
        with self._cv:
            self._held.discard(turn)
            self._items = deque(i for i in self._items if i.turn != turn or i.generation >= generation)
            self._cv.notify_all()

    def has_reply(self, turn: str, generation: int) -> bool:
        """Audio of `turn` made in `generation` (or later) waits to be played."""
        with self._cv:
            return any(isinstance(i, Piece) and i.turn == turn and i.generation >= generation for i in self._items)

    def push(self, item: Piece | End) -> None:
        with self._cv:
            if item.turn in self._interrupted:
                return
            self._items.append(item)
            self._cv.notify_all()

    def is_interrupted(self, turn: str) -> bool:
        return turn in self._interrupted

    def busy(self) -> bool:
        """A reply is playing or waiting to be played."""
        with self._cv:
            return self.active is not None or self._playable() is not None

    def _playable(self) -> int | None:
        """The index of the first queued item that may play now (held turns' audio waits)."""
        if not self._held:
            return 0 if self._items else None
        return next((n for n, i in enumerate(self._items) if i.turn not in self._held), None)

    def step(self, timeout_s: float) -> Step:
        """Play the next piece (or finish a turn); 'idle' when nothing came within `timeout_s`."""
        with self._cv:
            if self._playable() is None:
                self._cv.wait(timeout_s)
            n = self._playable()
            if n is None:
                self._give_up_if_stalled()
                return "idle"
            item = self._items[n]
            del self._items[n]
            if isinstance(item, End):
                self._finish(item)
                return "end"
            starting = self.active is None or self.active.turn != item.turn
            if starting:
                if self.active is not None:  # a new reply without the old one's end: that one is over
                    self._close_active(completed=False)
                self.active = Playing(item.session, item.turn, item.generation)
                self._levels.clear()  # the last reply's loudness says nothing of this one's echo
            self._last_audio = time.monotonic()
        if starting:
            self.link.mark(item.session, item.turn, item.generation, "playback_started", time.time())
            self.log.info("vad.playback_started", session=item.session, turn=item.turn)
        self._levels.append(rms(item.pcm))  # before the write: its echo may be heard while it plays
        self.far_end.add(item.pcm, item.rate)  # likewise: the echo canceller must have it before its echo
        self.sink.write(item.pcm, item.rate)  # outside the lock: a write may wait while the card is full
        self.played_s += len(item.pcm) / 2 / item.rate
        self.written_s += len(item.pcm) / 2 / item.rate
        self._rate = item.rate
        return "piece"

    def play_along(self, heard_s: float) -> Step:
        """Real time: called by the capture loop after each microphone frame, `heard_s` seconds of it so
        far. It plays the next piece, or when there is none silence, keeping the speaker one piece ahead
        of the microphone: the speaker stream never stops and runs on the microphone's clock, so the echo
        canceller's far end is counted sample by sample from one unbroken stream and what it learned of
        the room's delay holds from one reply to the next. (A speaker thread writing each reply when it
        came placed it a few samples elsewhere each time, and the canceller learned the room again.)"""
        step = self.step(timeout_s=0.0)
        if step != "piece":
            self.fill(heard_s + FRAME_S)
        return step

    def fill(self, until_s: float) -> None:
        """Silence until the speaker has been given `until_s` seconds (at most two pieces at a time)."""
        piece = round(self._rate * FRAME_S)
        samples = min(2 * piece, round((until_s - self.written_s) * self._rate))
        if samples > 0:
            silence = bytes(samples * 2)
            self.far_end.add(silence, self._rate)
            self.sink.fill(silence, self._rate)
            self.written_s += samples / self._rate

    def played_level(self) -> float:
        """How loud the reply has just been (the loudest of the last pieces, covering the speaker's latency)."""
        return max(self._levels, default=0.0)

    def interrupt(self) -> Playing | None:
        """Stop now: drop the playing turn's queued audio; returns the turn that was playing."""
        with self._cv:
            playing = self.active
            if playing is None:
                return None
            self._interrupted.append(playing.turn)
            self._items = deque(i for i in self._items if i.turn != playing.turn)
            self.active = None
        self.log.info("vad.playback_interrupted", session=playing.session, turn=playing.turn)
        self.on_turn_done(playing.turn, False)
        return playing

    def forget(self, turns: list[str]) -> None:
        """Turns interrupted before they played: whatever arrives for them is dropped."""
        with self._cv:
            for turn in turns:
                self._interrupted.append(turn)
            self._items = deque(i for i in self._items if i.turn not in turns)
            self._held.difference_update(turns)

    # --- under the lock ------------------------------------------------------------------------------

    def _finish(self, end: End) -> None:
        if self.active is not None and self.active.turn == end.turn:
            self.active = None
        self.link.mark(end.session, end.turn, end.generation, "playback_ended", time.time())
        self.log.info("vad.playback_ended", session=end.session, turn=end.turn)
        self.on_turn_done(end.turn, True)

    def _close_active(self, completed: bool) -> None:
        playing = self.active
        self.active = None
        if playing is not None:
            self.link.mark(playing.session, playing.turn, playing.generation, "playback_ended", time.time())
            self.on_turn_done(playing.turn, completed)

    def _give_up_if_stalled(self) -> None:
        if self.active is not None and time.monotonic() - self._last_audio > self.stall_s:
            metrics.FALLBACKS.labels("vad", "reply_stalled").inc()
            self.log.warning(
                "vad.reply_stalled",
                turn=self.active.turn,
                idle_s=self.stall_s,
                note="no audio and no end: playback given up",
            )
            self._close_active(completed=False)


class Receiver:
    """Reads reply audio for this device from the bus into the playback queue; survives Redis restarts."""

    def __init__(self, settings: Settings, url: str, playback: Playback, link: Link, stop: threading.Event) -> None:
        self.settings = settings
        self.device = settings.device
        self.client = redis_client(url, settings, timeout_s=settings.bus_block_ms / 1000 + 3)
        self.bus = Bus(self.client, settings)
        self.playback = playback
        self.link = link
        self.stop = stop
        self.connected = True
        self.log = get_logger(stage="vad", device=self.device, part="receiver")
        self._last_id: str | None = None
        self._next: dict[str, tuple[int, int]] = {}  # turn -> the (index, seq) expected at least next
        self._ended: deque[str] = deque(maxlen=REMEMBERED_TURNS)
        self._retrying = reconnecting(self._pause, self._unreachable)
        self._thread = threading.Thread(target=self._run, name="vad-receiver", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        while not self.stop.is_set():
            try:
                entries = self._retrying(self._read)
            except Stopped:
                return
            if not self.connected:
                self.log.info("vad.receiver_back")
            self.connected = True
            for entry_id, fields in entries:
                self._last_id = entry_id
                self.take(fields)

    def _read(self) -> list[tuple[str, dict[bytes, bytes]]]:
        if self._last_id is None:  # only what is published from now on
            newest = self.client.xrevrange(streams.audio_out(self.device).key, count=1)
            self._last_id = newest[0][0].decode() if newest else "0-0"
        return self.bus.read_after(
            streams.audio_out(self.device), self._last_id, block_ms=self.settings.bus_block_ms, count=200
        )

    def _pause(self, seconds: float) -> None:
        if self.stop.wait(seconds):
            raise Stopped

    def _unreachable(self, state: tenacity.RetryCallState) -> None:
        if self.connected:
            exc = state.outcome.exception() if state.outcome else None
            self.log.warning("vad.receiver_unreachable", error=str(exc), note="retrying with backoff")
        self.connected = False

    def take(self, fields: dict[bytes, bytes]) -> None:
        try:
            msg = m.decode(fields)
        except m.MessageError as exc:
            metrics.DROPPED.labels("vad", "malformed_audio").inc()
            self.log.warning("vad.malformed_audio", error=str(exc))
            return
        if msg.device != self.device or msg.session != self.link.session:
            return
        if self.playback.is_interrupted(msg.turn) or msg.generation < self.link.generation:
            metrics.DROPPED.labels("vad", "interrupted").inc()
            return
        if msg.turn in self._ended:
            metrics.DROPPED.labels("vad", "duplicate_audio").inc()
            return
        if isinstance(msg, m.AudioOut):
            expected = self._next.get(msg.turn, (0, 0))
            if (msg.index, msg.seq) < expected:
                metrics.DROPPED.labels("vad", "duplicate_audio").inc()
                return
            self._next[msg.turn] = (msg.index, msg.seq + 1)
            if len(self._next) > REMEMBERED_TURNS:
                self._next.pop(next(iter(self._next)))
            step = round(msg.sample_rate * FRAME_S) * 2
            for start in range(0, len(msg.pcm) - len(msg.pcm) % 2, step):
                self.playback.push(
                    Piece(msg.session, msg.turn, msg.generation, msg.pcm[start : start + step], msg.sample_rate)
                )
        elif isinstance(msg, m.AudioEnd):
            self._ended.append(msg.turn)
            self._next.pop(msg.turn, None)
            self.playback.push(End(msg.session, msg.turn, msg.generation))
