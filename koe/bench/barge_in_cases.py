"""The barge-in benchmark's cases: who speaks over which reply, how loud, how late the echo comes back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from koe.bench.voice import QUESTIONS, REPLY_SENTENCES
from services.vad.pcm import FRAME_SAMPLES, SAMPLE_RATE

if TYPE_CHECKING:
    pass


TARGET_MS = 150.0
ONSET_DB = -40.0  # the words start at the first 5 ms whose level is within 40 dB of their loudest 5 ms
CHUNK_PIECES = 12  # reply chunks of whole 32 ms pieces (0.384 s), so lockstep plays every piece as one frame
LEAD_S = 0.5  # quiet before each question: longer than the agent's 320 ms echo tail after a reply
AFTER_S = 0.4  # quiet after the person's words before a case is scored
QUESTION_GAIN = 0.5  # the question, asked with nothing playing: any clear level will do

# What the person says over the reply.
WORDS = [
    "Stop.",
    "Wait, stop please.",
    "Hold on a second.",
    "No, that is not what I asked.",
    "Okay, that's enough, thanks.",
    "Sorry, can you say that again?",
    "Actually, never mind.",
    "Hang on.",
    "Cancel that.",
    "What did you just say?",
    "Stop talking please.",
    "No no no.",
]
ECHO_GAINS = [0.03, 0.06, 0.1]  # the reply at the microphone: -30, -24, -20 dB of what is played
ABOVE_DB = [10.0, 13.0, 16.0]  # the person over the echo, both measured while speaking
OFFSETS_S = [0.8, 1.15, 1.5, 1.9, 2.3]  # when the person starts, from the reply's first sample (0.5 s is warm-up)
LATENCIES_MS = [0, 40, 100, 200]  # the speaker's sound reaches the microphone this late
ECHO_ONLY_GAINS = [0.1, 0.3, 0.6, 1.0]  # no person: from a distant speaker to one right at the microphone
ECHO_ONLY_LATENCIES_MS = [0, 100, 200, 250]
# A room: how late the speaker's sound reaches the microphone (ms) and how loud (its gain there). In a
# room the agent starts afresh and stays, as a Pi on a desk does; the last one is a speaker right at the
# microphone, loud enough to clip it.
ROOMS = [(0, 0.03), (40, 0.06), (100, 0.1), (200, 0.3), (250, 1.0)]


@dataclass(frozen=True)
class Case:
    question: str
    reply: str
    words: str | None  # None: nobody speaks over the reply (echo only)
    echo_gain: float
    above_db: float
    offset_s: float
    latency_ms: int
    room: int = -1  # the room it happens in (make_room_cases); -1: the room changes before every case


@dataclass
class Outcome:
    case: Case
    # silenced | missed (played out under the person) | early (silenced before they spoke)
    # | false (echo only, silenced) | clean (echo only, played out) | no_reply (the case could not run)
    result: str
    latency_s: float | None = None  # the person's first sample -> the end of the last reply audio played
    decided_s: float | None = None  # the person's first sample -> the end of the frame that decided
    wall_s: float | None = None  # --realtime: the same as latency_s on the wall clock
    played_s: float = 0.0  # reply audio the sink received


def make_cases(barge_ins: int, echo_only: int) -> list[Case]:
    """Barge-ins over every pairing of level, offset and latency in turn, with an echo-only reply after
    every second one (so the echo path is learned afresh between them, as in a real conversation)."""
    over = []
    for i in range(barge_ins):
        sub_frame = (i * 97 % FRAME_SAMPLES) / SAMPLE_RATE  # onsets anywhere within a frame, not on its edge
        over.append(
            Case(
                question=QUESTIONS[i % len(QUESTIONS)],
                reply=_reply_text(i),
                words=WORDS[i % len(WORDS)],
                echo_gain=ECHO_GAINS[i % len(ECHO_GAINS)],
                above_db=ABOVE_DB[(i // len(ECHO_GAINS)) % len(ABOVE_DB)],
                offset_s=OFFSETS_S[i % len(OFFSETS_S)] + sub_frame,
                latency_ms=LATENCIES_MS[(i // 2) % len(LATENCIES_MS)],
            )
        )
    quiet = [
        Case(
            question=QUESTIONS[(barge_ins + j) % len(QUESTIONS)],
            reply=REPLY_SENTENCES[(j * 3) % len(REPLY_SENTENCES)],
            words=None,
            echo_gain=ECHO_ONLY_GAINS[j % len(ECHO_ONLY_GAINS)],
            above_db=0.0,
            offset_s=0.0,
            latency_ms=ECHO_ONLY_LATENCIES_MS[(j // 2) % len(ECHO_ONLY_LATENCIES_MS)],
        )
        for j in range(echo_only)
    ]
    cases: list[Case] = []
    while over or quiet:
        cases.extend(over[:2])
        del over[:2]
        if quiet:
            cases.append(quiet.pop(0))
    return cases


def make_room_cases(barge_ins: int, echo_only: int) -> list[Case]:
    """The same kinds of cases, room by room. Each room opens with a reply heard to its end (the first
    answer after setting the Pi up: the echo canceller learns the room from it), then two barge-ins and
    an echo-only reply in turn, over levels and offsets in turn. (A barge-in on the very first reply in
    a room is what --changing-room measures: there every reply is the first in its room.)"""
    cases: list[Case] = []
    for r, (latency_ms, gain) in enumerate(ROOMS):
        over = [i for i in range(barge_ins) if i % len(ROOMS) == r]
        quiet = [j for j in range(echo_only) if j % len(ROOMS) == r]
        k = 0
        while over or quiet:
            for j in quiet[:1]:
                reply = REPLY_SENTENCES[(j * 3) % len(REPLY_SENTENCES)]
                question = QUESTIONS[(barge_ins + j) % len(QUESTIONS)]
                cases.append(Case(question, reply, None, gain, 0.0, 0.0, latency_ms, room=r))
            del quiet[:1]
            for i in over[:2]:
                sub_frame = (i * 97 % FRAME_SAMPLES) / SAMPLE_RATE
                cases.append(
                    Case(
                        question=QUESTIONS[i % len(QUESTIONS)],
                        reply=_reply_text(i),
                        words=WORDS[i % len(WORDS)],
                        echo_gain=gain,
                        above_db=ABOVE_DB[k % len(ABOVE_DB)],
                        offset_s=OFFSETS_S[(k + r) % len(OFFSETS_S)] + sub_frame,
                        latency_ms=latency_ms,
                        room=r,
                    )
                )
                k += 1
            del over[:2]
    return cases


def _reply_text(i: int) -> str:
    # Two sentences: long enough (4-8 s) to still be playing when the person has finished.
    n = len(REPLY_SENTENCES)
    return f"{REPLY_SENTENCES[i % n]} {REPLY_SENTENCES[(i + 7) % n]}"
