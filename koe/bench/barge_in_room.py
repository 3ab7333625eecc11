"""The barge-in benchmark's room: the reply played into a sink that echoes it to the microphone, the person
(a scripted microphone that speaks over it at a known sample) and a stand-in TTS that answers the agent."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
import redis

from services.vad.audio_io import Pacer
from services.vad.pcm import FRAME_S, FRAME_SAMPLES, SAMPLE_RATE, StreamResampler, to_float, to_pcm
from shared import messages as m
from shared import streams
from shared.bus import Bus
from shared.settings import Settings

if TYPE_CHECKING:
    from services.vad.agent import Agent


from koe.bench.barge_in_cases import AFTER_S, CHUNK_PIECES, LEAD_S, ONSET_DB, Case, Outcome

# --- the room: one speaker, one microphone, on the microphone's sample clock ----------------------------

UNDERRUN_SAMPLES = SAMPLE_RATE * 40 // 1000
RT60_S = 0.3  # a furnished living room
DIRECT_TO_REVERB_DB = 3.0  # a speaker about a metre from the microphone


def room_response(seed: int = 7) -> np.ndarray:
    """The speaker-to-microphone impulse response, without the latency: the direct sound, then a diffuse
    tail decaying 60 dB in RT60_S, scaled to unit energy so the echo's gain alone sets its level."""
    n = round(RT60_S * SAMPLE_RATE)
    t = np.arange(n) / SAMPLE_RATE
    tail = np.random.default_rng(seed).standard_normal(n) * np.exp(-6.9 * t / RT60_S)
    tail[: SAMPLE_RATE // 400] = 0.0  # the first reflections arrive a few ms after the direct sound
    tail *= np.sqrt(10 ** (-DIRECT_TO_REVERB_DB / 10) / np.sum(tail**2))
    tail[0] = 1.0
    return (tail / np.sqrt(np.sum(tail**2))).astype(np.float32)


def words_onset(samples: np.ndarray) -> int:
    """The sample where the words start: the first 5 ms within ONSET_DB of the loudest 5 ms."""
    win = SAMPLE_RATE // 200
    level = np.sqrt(np.mean(samples[: len(samples) // win * win].reshape(-1, win) ** 2, axis=1))
    return int(np.argmax(level >= level.max() * 10 ** (ONSET_DB / 20))) * win


def speech_rms(samples: np.ndarray) -> float:
    """Level while speaking: the RMS of the 32 ms frames within 20 dB of the loudest one."""
    frames = samples[: len(samples) // FRAME_SAMPLES * FRAME_SAMPLES].reshape(-1, FRAME_SAMPLES)
    level = np.sqrt(np.mean(frames**2, axis=1))
    loud = frames[level >= level.max() * 0.1]
    return float(np.sqrt(np.mean(loud**2)))


@dataclass
class Heard:
    """One reply piece as the speaker played it: where on the microphone's clock, and when it ended."""

    case: int
    start: int
    end: int
    wall_end: float = 0.0


class Room:
    """What the microphone hears: the speaker's output (delayed, through the room's response, scaled) plus
    the person.

    Positions are samples of the microphone's 16 kHz stream. The sink places each reply piece where the
    microphone is when it is played (or right after the previous piece), so in lockstep piece i lands on
    frame i exactly, and in real time within a frame of where a speaker would put it.
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.mic_pos = 0
        self.mic_wall = 0.0  # real time: when the microphone reached mic_pos (the last frame was read)
        self.out_pos = 0
        self.speaker = np.zeros(SAMPLE_RATE * 60, dtype=np.float32)
        self.voices: list[tuple[int, np.ndarray]] = []  # (first sample, samples) of the person's speech
        self.echo_gain = 0.0
        self.latency = 0  # samples
        self.response = room_response()
        self.case = -1
        self.heard: list[Heard] = []
        # Set by the script when a reply is awaited; the first piece schedules the words over it.
        self.reply_start: int | None = None
        self.words: tuple[np.ndarray, int] | None = None  # (samples, onset sample) to speak over the reply
        self.offset = 0
        self.onset: int | None = None

    def speak(self, at: int, samples: np.ndarray) -> None:
        with self.lock:
            self.voices.append((at, samples))

    def play(self, samples: np.ndarray, realtime: bool = False, reply: bool = True) -> Heard:
        with self.lock:
            now = self.mic_pos  # lockstep: the piece starts with the next frame
            if realtime:  # where the microphone is at this instant, between two frame reads
                since = round((time.monotonic() - self.mic_wall) * SAMPLE_RATE)
                now += min(max(since, 0), FRAME_SAMPLES)
            # A sound card plays on from its buffer: only a piece written well after the last one ended
            # finds it run dry (a thread's usual wake-up jitter does not).
            # (Nothing played yet: the first piece starts now, never at sample 0 in the past.)
            played = self.out_pos > 0
            start = self.out_pos if played and now - self.out_pos <= UNDERRUN_SAMPLES else now
            end = start + len(samples)
            while end > len(self.speaker):
                self.speaker = np.concatenate([self.speaker, np.zeros_like(self.speaker)])
            self.speaker[start:end] = samples
            self.out_pos = end
            if reply and self.reply_start is None:  # silence between replies starts none
                self.reply_start = start
                if self.words is not None:
                    words, onset = self.words
                    self.onset = start + self.offset
                    self.voices.append((self.onset - onset, words))
            return Heard(self.case, start, end)

    def _echo(self, lo: int) -> np.ndarray:
        """The speaker's output heard through the room, for the microphone frame starting at sample lo."""
        reach = len(self.response) - 1
        window = np.zeros(FRAME_SAMPLES + reach, dtype=np.float32)  # the samples this frame's echo comes from
        start = lo - reach
        a, b = max(start, 0), min(lo + FRAME_SAMPLES, len(self.speaker))
        if b > a:
            window[a - start : b - start] = self.speaker[a:b]
        return np.convolve(window, self.response, mode="valid").astype(np.float32)

    def capture(self) -> tuple[bytes, int]:
        """The next 32 ms microphone frame, and its first sample's position."""
        with self.lock:
            p = self.mic_pos
            frame = np.zeros(FRAME_SAMPLES, dtype=np.float32)
            frame += self.echo_gain * self._echo(p - self.latency)
            for at, samples in self.voices:
                a, b = max(at, p), min(at + len(samples), p + FRAME_SAMPLES)
                if b > a:
                    frame[a - p : b - p] += samples[a - at : b - at]
            self.voices = [(at, s) for at, s in self.voices if at + len(s) > p]
            self.mic_pos = p + FRAME_SAMPLES
            self.mic_wall = time.monotonic()
        return to_pcm(frame), p


class RoomSink:
    """The agent's speaker: each piece goes into the room where the microphone is now.

    With --realtime it behaves as a sound card on the microphone's clock: the agent gives it one piece
    (reply or silence) after each microphone frame, a piece ahead, and a piece plays from where the one
    before it ended (from the microphone's position if the card ran dry). Pieces already written play to
    their end after a barge-in, as on a device.
    """

    def __init__(self, room: Room, realtime: bool) -> None:
        self.room = room
        self.realtime = realtime
        self._ends_at = 0.0  # when the piece written last has played out
        self._resample = StreamResampler()  # a sound card plays the stream whole

    def write(self, pcm: bytes, rate: int) -> None:
        heard = self._play(pcm, rate, reply=True)
        with self.room.lock:
            self.room.heard.append(heard)

    def fill(self, pcm: bytes, rate: int) -> None:
        self._play(pcm, rate, reply=False)  # silence between replies: played, not counted as reply audio

    def _play(self, pcm: bytes, rate: int, reply: bool) -> Heard:
        heard = self.room.play(self._resample(to_float(pcm), rate), self.realtime, reply)
        self._ends_at = max(time.monotonic(), self._ends_at) + len(pcm) / 2 / rate
        heard.wall_end = self._ends_at
        return heard

    def close(self) -> None:
        pass


# --- the person: a scripted microphone ------------------------------------------------------------------


@dataclass
class Clips:
    """Every case's audio, made once: questions and words at 16 kHz, replies as TTS sends them."""

    questions: list[np.ndarray]
    words: list[np.ndarray | None]
    replies: list[tuple[bytes, int]]


@dataclass
class Run:
    """One case in progress."""

    index: int
    asked_at: int  # first sample of the question
    question_end: int
    turn: str | None = None
    words_end: int = 0
    decided: int | None = None
    onset_wall: float | None = None


class Person:  # a FrameSource (services.vad.audio_io)
    """Asks each case's question, waits for the reply, speaks over it (or not), then scores the case.

    Its `read()` runs on the agent's capture thread, between frames, so it sees the agent's state as the
    capture loop does.
    """

    def __init__(self, room: Room, cases: list[Case], clips: Clips, realtime: bool) -> None:
        self.room = room
        self.cases = cases
        self.clips = clips
        self.realtime = realtime
        self.exhausted = False
        self.agent: Agent | None = None
        self.outcomes: list[Outcome] = []
        self.replies: dict[str, tuple[bytes, int]] = {}  # turn -> the reply the TTS side sends for it
        self.lock = threading.Lock()
        self._pacer = Pacer()
        self._next = 0
        self._run: Run | None = None

    def reply_for(self, turn: str) -> tuple[bytes, int]:
        with self.lock:
            return self.replies.get(turn, (b"", 22_050))  # the words spoken over a reply get an empty one

    def read(self) -> bytes:
        if self.realtime:
            self._pacer.wait(FRAME_S)
        self._script(self.room.mic_pos)
        frame, p = self.room.capture()
        run, onset = self._run, self.room.onset
        if run is not None and onset is not None and p <= onset < p + FRAME_SAMPLES:
            # The frame is delivered when its last sample has been heard.
            run.onset_wall = time.monotonic() - (p + FRAME_SAMPLES - onset) / SAMPLE_RATE
        return frame

    def close(self) -> None:
        pass

    def _script(self, pos: int) -> None:
        agent = self.agent
        if agent is None:
            return
        run = self._run
        utt = agent.utterance
        if utt is not None and run is not None:
            with self.lock:
                if utt.turn not in self.replies:  # a new utterance: the question, or words over the reply
                    first = run.turn is None and run.asked_at <= pos <= run.question_end + SAMPLE_RATE
                    self.replies[utt.turn] = self.clips.replies[run.index] if first else (b"", 22_050)
                    if first:
                        run.turn = utt.turn
        if run is not None and run.turn is not None and run.decided is None:
            result = agent.results.get(run.turn)
            if result is not None and result.interrupted:
                run.decided = pos  # the frame just heard decided: it ended here
        idle = not (agent.pending() or agent.playback.busy() or agent.segmenter.in_speech)
        if run is None:
            if self._next < len(self.cases):
                self._start(self._next, pos)
            else:
                self.exhausted = True
            return
        if not idle:
            return
        if run.turn is None:
            if pos > run.question_end + 3 * SAMPLE_RATE:  # the question was not heard as one utterance
                self._finish(run)
            return
        with self.room.lock:
            if self.room.onset is not None and self.room.words is not None:
                words, onset = self.room.words
                run.words_end = self.room.onset - onset + len(words)
        if pos >= run.words_end + AFTER_S * SAMPLE_RATE and self._settled(run.turn):
            self._finish(run)

    def _settled(self, turn: str) -> bool:
        assert self.agent is not None
        r = self.agent.results.get(turn)
        return r is not None and (r.replied or r.interrupted or r.cut or r.timed_out)

    def _start(self, index: int, pos: int) -> None:
        case, room = self.cases[index], self.room
        question = self.clips.questions[index]
        asked_at = pos + round(LEAD_S * SAMPLE_RATE)
        words = self.clips.words[index]
        with room.lock:
            room.case = index
            room.echo_gain = case.echo_gain
            room.latency = round(case.latency_ms / 1000 * SAMPLE_RATE)
            room.reply_start = None
            room.onset = None
            room.offset = round(case.offset_s * SAMPLE_RATE)
            room.words = (words, words_onset(words)) if words is not None else None
            room.voices.append((asked_at, question))
        self._run = Run(index, asked_at, asked_at + len(question))
        self._next += 1

    def _finish(self, run: Run) -> None:
        case, agent, room = self.cases[run.index], self.agent, self.room
        assert agent is not None
        with room.lock:
            pieces = [h for h in room.heard if h.case == run.index]
            onset = room.onset
        played_s = sum(h.end - h.start for h in pieces) / SAMPLE_RATE
        result = agent.results.get(run.turn) if run.turn else None
        out = Outcome(case, "no_reply", played_s=played_s)
        if result is None or not pieces:
            pass
        elif case.words is None:
            out.result = "false" if result.interrupted else "clean" if result.replied else "no_reply"
        elif result.interrupted and onset is not None:
            last = pieces[-1]
            out.latency_s = (last.end - onset) / SAMPLE_RATE
            out.result = "silenced" if out.latency_s > 0 else "early"
            if run.decided is not None:
                out.decided_s = (run.decided - onset) / SAMPLE_RATE
            if self.realtime and run.onset_wall is not None:
                out.wall_s = last.wall_end - run.onset_wall
        elif result.replied:
            out.result = "missed"
        self.outcomes.append(out)
        self._run = None


# --- the TTS side: answers each utterance the agent sends -----------------------------------------------


class Tts(threading.Thread):
    """Reads the device's audio-in stream; at each speech.ended publishes that turn's reply as the TTS
    stage would (audio.out chunks, then audio.end) on the device's audio-out stream."""

    def __init__(self, url: str, settings: Settings, person: Person) -> None:
        super().__init__(name="bench-tts", daemon=True)
        self.client = redis.Redis.from_url(url, socket_timeout=5)
        self.bus = Bus(self.client, settings)
        self.stream = streams.AUDIO_IN.of(settings.device)
        self.person = person
        self.stop = threading.Event()
        newest = self.client.xrevrange(self.stream.key, count=1)
        self.last_id = newest[0][0].decode() if newest else "0-0"

    def run(self) -> None:
        while not self.stop.is_set():
            for entry_id, fields in self.bus.read_after(self.stream, self.last_id, block_ms=100):
                self.last_id = entry_id
                try:
                    msg = m.decode(fields)
                except m.MessageError:
                    continue
                if isinstance(msg, m.SpeechEnded):
                    self.answer(msg)

    def answer(self, end: m.SpeechEnded) -> None:
        pcm, rate = self.person.reply_for(end.turn)
        base = {"device": end.device, "session": end.session, "turn": end.turn, "generation": end.generation}
        step = round(rate * FRAME_S) * 2 * CHUNK_PIECES
        for seq, start in enumerate(range(0, len(pcm), step)):
            self.bus.publish(m.AudioOut(**base, index=0, seq=seq, sample_rate=rate, pcm=pcm[start : start + step]))
        self.bus.publish(m.AudioEnd(**base))

    def close(self) -> None:
        self.stop.set()
        self.join(5)
        self.client.close()
