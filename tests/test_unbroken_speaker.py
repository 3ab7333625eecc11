"""In real time the speaker runs on the microphone's clock, one piece per frame, silence between replies, so
the echo canceller's far end keeps one delay from one reply to the next (docs/voice.md: a speaker thread
placed each reply a few samples elsewhere, and the canceller learned the room again on every reply)."""

from __future__ import annotations

import threading
import time

import numpy as np

from koe.bench.barge_in_room import Room, RoomSink
from services.vad.audio_io import Pacer
from services.vad.link import Link
from services.vad.pcm import FRAME_S
from services.vad.playback import End, Piece, Playback
from shared.settings import Settings

RATE = 22_050  # piper's: a piece of it (706 samples) is a little longer than a 32 ms microphone frame
PIECE = round(RATE * FRAME_S)


def reply(seed: int, pieces: int = 40) -> list[bytes]:
    noise = np.random.default_rng(seed).integers(-8000, 8000, PIECE * pieces).astype("<i2")
    return [noise[i * PIECE : (i + 1) * PIECE].tobytes() for i in range(pieces)]


def start(samples: np.ndarray, n: int) -> int:
    """Where reply n begins: the first loud sample, the second one after a long silence."""
    loud = np.flatnonzero(np.abs(samples) > 0.01)
    first = int(loud[0])
    return first if n == 0 else int(loud[loud > first + 25_000][0])  # a reply is ~20,500 samples


def test_the_far_end_keeps_one_delay_and_the_speaker_keeps_the_microphones_pace(settings: Settings) -> None:
    room, stop, frames = Room(), threading.Event(), [0]
    playback = Playback(RoomSink(room, realtime=True), Link(settings, settings.redis_url or "", stop), lambda *_: None)
    taken: list[np.ndarray] = []
    ahead: list[float] = []  # how far the speaker was given audio beyond what the microphone has heard

    def capture_loop() -> None:  # the agent's, in real time: a frame heard, then a piece played along
        pacer = Pacer()
        while not stop.is_set():
            pacer.wait(FRAME_S)
            room.capture()
            taken.append(playback.far_end.take())
            frames[0] += 1
            playback.play_along(frames[0] * FRAME_S)
            ahead.append(playback.written_s - frames[0] * FRAME_S)

    loop = threading.Thread(target=capture_loop, daemon=True)
    loop.start()
    for n, turn in enumerate(("t1", "t2")):  # two 1.3 s replies, 0.6 s of silence before each
        time.sleep(0.6)
        for pcm in reply(n):
            playback.push(Piece("s", turn, 0, pcm, RATE))
        playback.push(End("s", turn, 0))
        while playback.busy():
            time.sleep(0.02)
    time.sleep(0.1)
    stop.set()
    loop.join(2)

    heard = np.concatenate(taken).astype(np.float32) / 32768  # the far end, on the microphone's timeline
    played = room.speaker[: room.out_pos]  # what the room's speaker played, sample by sample
    first, second = (start(heard, n) - start(played, n) for n in (0, 1))
    assert first == second, f"the far end moved by {second - first} samples between replies"
    assert max(ahead) <= 2 * FRAME_S + 0.001, "the speaker never runs more than two pieces ahead"
    assert np.mean(np.array(ahead[-10:])) <= FRAME_S + 0.001, "after a reply its extra length is taken back"
