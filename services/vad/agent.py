"""The agent on the Pi: hears the person, sends the utterance, plays the reply, stops when spoken over.

One capture loop handles each 32 ms frame: silero's speech probability, the segmenter (speech started,
audio, speech ended) and, while a reply plays, the barge-in rule instead. Everything that talks to
Redis runs on other threads (the link's outbox, the receiver, the heartbeat), so a slow or dead server
never stalls the microphone. The same loop plays the reply: in real time one 32 ms piece (or silence)
after each frame, so the speaker runs on the microphone's clock and the echo canceller's far end stays in
step with it; with a WAV input in `--fast` mode the loop does not run ahead of the pipeline: it waits for
the reply and plays it in lockstep with the input, as a room would.

The agent imports no torch and no faster-whisper: it runs on a Pi with numpy, onnxruntime and redis.
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from dataclasses import dataclass
from typing import ClassVar

import redis

from services.vad.audio_io import AudioSink, FrameSource, MicSource, SpeakerSink
from services.vad.detector import SileroVad
from services.vad.echo_canceller import FarEnd, echo_canceller
from services.vad.end_of_turn import turn_rule
from services.vad.link import Link, Utterance, redis_client
from services.vad.pcm import FRAME_S, rms
from services.vad.playback import Playback, Receiver
from services.vad.segmenter import (
    Audio,
    BargeIn,
    CancelledBargeIn,
    Ended,
    Paused,
    Resumed,
    Segmenter,
    Started,
)
from shared import metrics, sessions, stages, streams
from shared.locate import addresses
from shared.logs import get_logger
from shared.redis_tls import require_tls_off_loopback
from shared.settings import Settings
from shared.worker import start_process

CHUNK_FRAMES = 8  # 256 ms of audio per AudioChunk
TAIL_FRAMES = 10  # 320 ms after playback during which the room's echo must not start an utterance
DEFAULT_REPLY_TIMEOUT_S = 30.0


@dataclass
class TurnResult:
    turn: str
    replied: bool = False  # the reply played to its end
    interrupted: bool = False
    timed_out: bool = False  # no reply came at all
    cut: bool = False  # the reply began but stopped coming (a stage stopped sending)


class Agent:
    """`koe agent`: also what `koe worker vad` starts (with the default microphone and speaker)."""

    stage: ClassVar[str] = "vad"  # the one process that is not a Worker: checked against the stage table by a test

    def __init__(
        self,
        settings: Settings,
        source: FrameSource | None = None,
        sink: AudioSink | None = None,
        redis_url: str | None = None,
        reply_timeout_s: float = DEFAULT_REPLY_TIMEOUT_S,
        exit_when_done: bool = True,
    ) -> None:
        self.settings = settings
        self.device = settings.device
        self.source = source if source is not None else MicSource()
        self.sink = sink if sink is not None else SpeakerSink()
        self.reply_timeout_s = reply_timeout_s
        # A file input ends: then the agent stops once every utterance has had its reply (a mic never ends).
        self.exit_when_done = exit_when_done
        self.lockstep = not self.source.realtime
        self.stop_event = threading.Event()
        self.url = redis_url or addresses(settings).redis_url
        require_tls_off_loopback(self.url, settings.redis_plain_ok)  # the Pi's words cross the LAN
        self.log = get_logger(stage=self.stage, device=self.device)

        self.vad = SileroVad()
        self.echo = echo_canceller(settings.echo_cancel, self.log)
        self.segmenter = Segmenter(
            settings.vad_threshold,
            settings.vad_silence_ms,
            turn=turn_rule(settings, self.log),
            head_start_ms=settings.head_start_ms,
            ends_on_reply=settings.turn_ends_on_reply,
        )
        # With a canceller the barge-in rules see both the microphone (its own VAD state) and what is left.
        self.barge_in: BargeIn | CancelledBargeIn = (
            CancelledBargeIn(settings.vad_threshold) if self.echo.active else BargeIn(settings.vad_threshold)
        )
        self.vad_heard = SileroVad() if self.echo.active else self.vad
        self.link = Link(settings, self.url, self.stop_event)
        far_end = FarEnd()  # the speaker plays one piece per microphone frame: counted sample by sample
        self.playback = Playback(self.sink, self.link, self._turn_done, stall_s=reply_timeout_s, far_end=far_end)
        self.receiver = Receiver(settings, self.url, self.playback, self.link, self.stop_event)

        self.utterance: Utterance | None = None
        self.results: dict[str, TurnResult] = {}
        self.frames = 0
        self.vad_seconds = 0.0
        self.started_at = time.time()
        self._chunk: list[bytes] = []
        self._pending: dict[str, float] = {}  # turn -> monotonic deadline for its reply to finish
        self._pending_lock = threading.Lock()
        self._was_playing = False
        self._tail = 0
        self._beat_ok = True
        self._speaker_ok = True

    # --- state -----------------------------------------------------------------------------------------

    def state(self) -> str:
        if not (self.link.connected and self.receiver.connected and self._beat_ok):
            return "reconnecting"
        if self.playback.active is not None:
            return "playing"
        if self.segmenter.in_speech:
            return "hearing_speech"
        return "listening"

    def pending(self) -> list[str]:
        with self._pending_lock:
            return list(self._pending)

    # --- the loop ----------------------------------------------------------------------------------------

    def request_stop(self, *_: object) -> None:
        self.stop_event.set()

    def run(self, install_signals: bool = True) -> None:
        start_process(self.settings, stages.metrics_port(self.stage), self.request_stop, self.log, install_signals)
        threads = [threading.Thread(target=self._heartbeat, name="vad-heartbeat", daemon=True)]
        self.link.start()
        self.receiver.start()
        for t in threads:
            t.start()
        self.log.info(
            "vad.started",
            lockstep=self.lockstep,
            silence_ms=self.settings.vad_silence_ms,
            threshold=self.settings.vad_threshold,
        )
        try:
            while not self.stop_event.is_set():
                # --fast: wait for the reply, then consume input only as fast as the reply plays.
                waiting = self.lockstep and not self.segmenter.in_speech and (self.pending() or self.playback.busy())
                if waiting and self.playback.step(timeout_s=0.02) != "piece":
                    self._expire_pending()
                    continue
                self.on_frame(self.source.read())
                if not self.lockstep:  # in real time the speaker runs on the microphone's clock
                    self._play_along()
                self._expire_pending()
                if self.exit_when_done and self._done():
                    break
        finally:
            self._close()

    def _done(self) -> bool:
        return (
            self.source.exhausted and not self.segmenter.in_speech and not self.pending() and not self.playback.busy()
        )

    def _close(self) -> None:
        if self.segmenter.in_speech and self.utterance is not None:  # the input ended mid-utterance
            self._on_ended(Ended(silence_frames=0, by="closed"))
        if not self.link.flush(5.0):
            self.log.warning("vad.unsent_at_exit", note="Redis did not take everything before the agent stopped")
        self.stop_event.set()
        try:
            self.sink.close()
        finally:
            self.source.close()
            with contextlib.suppress(redis.RedisError):
                redis_client(self.url, self.settings, timeout_s=1.0).delete(
                    streams.heartbeat_key(self.stage, self.device)
                )
        self.log.info("vad.stopped", frames=self.frames, turns=len(self.results))

    # --- one frame -----------------------------------------------------------------------------------------

    def on_frame(self, frame: bytes) -> None:
        started = time.perf_counter()
        heard = frame
        frame = self.echo.process(heard, self.playback.far_end.take())  # what is left is the person
        prob = self.vad.probability(frame)
        self.frames += 1
        playing = self.playback.active is not None or (self.lockstep and self.playback.busy())
        if playing and not self._was_playing:
            self.barge_in.reset()
            if self.vad_heard is not self.vad:  # it hears only replies: each starts afresh
                self.vad_heard.reset()
        if self._was_playing and not playing:
            self._tail = TAIL_FRAMES
            self._note_echo()
        self._was_playing = playing
        if playing and not self.segmenter.in_speech:
            self.segmenter.gate(frame)
            barged_in = self._barged_in(heard, frame, prob)
            self.vad_seconds += time.perf_counter() - started
            if barged_in:
                self._barge_in()
            return
        self.vad_seconds += time.perf_counter() - started
        if self._tail > 0:
            self._tail -= 1
            self.segmenter.gate(frame)
            return
        if not self.segmenter.in_speech:  # the room with nothing playing: its noise floor, for barge-in
            self.barge_in.hear_quiet(rms(heard))
        for event in self.segmenter.feed(frame, prob):
            if isinstance(event, Started):
                self._on_started(event)
            elif isinstance(event, Audio):
                self._on_audio(event.frame)
            elif isinstance(event, Paused):
                self._on_paused(event)
            elif isinstance(event, Resumed):
                self._on_resumed()
            elif isinstance(event, Ended):
                self._on_ended(event)
        utt = self.utterance
        if utt is not None and self.segmenter.may_end_now and self.playback.has_reply(utt.turn, utt.generation):
            self._on_ended(self.segmenter.end_now())  # the reply to the words so far is here: ended_by "reply"

    def _note_echo(self) -> None:
        """After a reply: how deep the canceller took its echo (to see whether it settles in this room)."""
        depth = self.barge_in.reply_depth_db if isinstance(self.barge_in, CancelledBargeIn) else None
        if depth is not None:
            metrics.ECHO_CANCELLED_DB.observe(depth)
            self.log.info("vad.reply_echo", cancelled_db=round(depth, 1))

    def _barged_in(self, heard: bytes, left: bytes, prob: float) -> bool:
        """Is the person talking over the reply? heard: the microphone frame; left: after cancellation."""
        played = self.playback.played_level()
        if isinstance(self.barge_in, CancelledBargeIn):
            return self.barge_in.feed((self.vad_heard.probability(heard), rms(heard)), (prob, rms(left)), played)
        return self.barge_in.feed(prob, rms(left), played)

    def _on_started(self, event: Started) -> None:
        waiting = self.pending()
        if waiting and self.link.session:  # the person spoke again before the reply: answer the new words
            self._interrupt(self.link.session, waiting)
        self.utterance = Utterance(turn=sessions.new_turn_id())
        self.results[self.utterance.turn] = TurnResult(self.utterance.turn)
        self.link.speech_started(self.utterance, at=time.time() - len(event.frames) * FRAME_S)
        self.log.info("vad.speech_started", turn=self.utterance.turn)
        for frame in event.frames:
            self._on_audio(frame)

    def _on_audio(self, frame: bytes) -> None:
        if self.utterance is None:
            return
        self._chunk.append(frame)
        if len(self._chunk) >= CHUNK_FRAMES:
            self.link.audio(self.utterance, b"".join(self._chunk))
            self._chunk = []

    def _flush_chunk(self, utt: Utterance) -> None:
        if self._chunk:
            self.link.audio(utt, b"".join(self._chunk))
            self._chunk = []

    def _on_paused(self, event: Paused) -> None:
        """A likely end: send what was heard and let the box start on it; its reply waits for the end."""
        utt = self.utterance
        if utt is None:
            return
        self._flush_chunk(utt)
        self.playback.hold(utt.turn)
        self.link.speech_paused(utt, time.time() - event.silence_frames * FRAME_S)

    def _on_resumed(self) -> None:
        if self.utterance is not None:
            self.link.resumed(self.utterance)
            self.log.info("vad.speech_resumed", turn=self.utterance.turn)

    def _on_ended(self, event: Ended) -> None:
        utt = self.utterance
        if utt is None:
            return
        self._flush_chunk(utt)
        # When the person stopped: the silence that ended the utterance was heard after it. In --fast
        # mode that silence took no time, and this keeps the waterfall's VAD wait honest all the same.
        speech_end_ts = time.time() - event.silence_frames * FRAME_S
        turn = utt.turn
        self.link.speech_ended(utt, speech_end_ts, then=lambda generation: self.playback.release(turn, generation))
        with self._pending_lock:
            self._pending[utt.turn] = time.monotonic() + self.reply_timeout_s
        self.utterance = None
        metrics.TURN_ENDS.labels(event.by).inc()
        self.log.info("vad.utterance", turn=utt.turn, chunks=utt.chunks, cut=event.cut, ended_by=event.by)

    def _barge_in(self) -> None:
        playing = self.playback.interrupt()
        if playing is None:
            return
        metrics.DROPPED.labels("vad", "barge_in").inc()
        self.log.info("vad.barge_in", session=playing.session, turn=playing.turn)
        self._interrupt(playing.session, [playing.turn, *[t for t in self.pending() if t != playing.turn]])
        self._was_playing = False
        self._on_started(self.segmenter.force_start())  # what the person is saying is the next turn

    def _interrupt(self, session: str, turns: list[str]) -> None:
        self.playback.forget(turns)
        self.link.interrupt(session, turns)
        with self._pending_lock:
            for turn in turns:
                self._pending.pop(turn, None)
        for turn in turns:
            if turn in self.results:
                self.results[turn].interrupted = True

    def _turn_done(self, turn: str, completed: bool) -> None:
        with self._pending_lock:
            self._pending.pop(turn, None)
        if turn in self.results:
            if completed:
                self.results[turn].replied = True
            else:
                self.results[turn].cut = True

    def _play_along(self) -> None:
        """One piece to the speaker after the frame just heard; a speaker that fails (unplugged, busy) is
        logged once and tried again with every frame, and listening goes on meanwhile."""
        try:
            self.playback.play_along(self.frames * FRAME_S)
        except Exception:
            if self._speaker_ok:
                self.log.exception("vad.playback_failed", note="still listening; the speaker is tried every frame")
            self._speaker_ok = False
        else:
            if not self._speaker_ok:
                self.log.info("vad.playback_back")
            self._speaker_ok = True

    def _expire_pending(self) -> None:
        """Turns whose reply never came (STT heard nothing, a stage is down) stop being waited for."""
        now = time.monotonic()
        active = self.playback.active
        with self._pending_lock:
            late = [
                t for t, deadline in self._pending.items() if deadline < now and (active is None or t != active.turn)
            ]  # playing: playback decides
            for turn in late:
                del self._pending[turn]
        for turn in late:
            metrics.FALLBACKS.labels("vad", "no_reply").inc()
            self.log.warning("vad.no_reply", turn=turn, timeout_s=self.reply_timeout_s)
            if turn in self.results:
                self.results[turn].timed_out = True

    # --- heartbeat -----------------------------------------------------------------------------------------

    def _heartbeat(self) -> None:
        client = redis_client(self.url, self.settings, timeout_s=1.0)
        self._rtt_ms: float | None = None
        every = self.settings.heartbeat_s
        while not self.stop_event.is_set():
            beat = {
                "stage": self.stage,
                "device": self.device,
                "pid": os.getpid(),
                "state": self.state(),
                "session": self.link.session,
                "frames": self.frames,
                "started_at": self.started_at,
                "at": time.time(),
            }
            beat["rtt_ms"] = self._rtt_ms  # the last beat's round trip: how the link to the box is doing
            try:
                sent = time.perf_counter()
                pipe = client.pipeline(transaction=False)
                pipe.set(streams.heartbeat_key(self.stage, self.device), json.dumps(beat), ex=int(every * 3) + 1)
                pipe.set(streams.alive_key(self.stage), self.device, px=int(every * 3000))
                pipe.execute()
                self._rtt_ms = round((time.perf_counter() - sent) * 1000, 1)
                self._beat_ok = True
            except redis.RedisError:
                self._beat_ok = False
            self.stop_event.wait(every)
