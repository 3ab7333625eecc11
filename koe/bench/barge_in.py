"""Barge-in to silence: how soon the person speaking over koe's reply silences it (target p95 <= 150 ms).

The real agent (services.vad.agent.Agent: silero VAD, its barge-in rule, its playback, a real Redis)
listens to a room made here. The person, spoken by piper, asks a question; the reply (piper speech,
published on the device's audio-out stream as the TTS stage would) plays into a sink that puts it in the
room, where the microphone hears it back as echo, quieter and later (a Pi has no echo cancellation); at a
known sample the person speaks over it, a set number of dB above the echo.

Latency = the end of the last reply audio the sink received (from then on the speaker is silent) minus
the first sample of the person's words in the microphone input, in audio time: the agent's own clock,
which in --fast lockstep pairs each 32 ms piece played with one 32 ms microphone frame, as a room would.
With --realtime the input is paced at real time and the agent plays as on a Pi (a piece after each
microphone frame, into a sound card on the microphone's clock), and the same interval is also measured
in wall time. Replies with echo only (nobody speaking) count false barge-ins.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import threading
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from koe.bench.stats import percentile
from koe.bench.voice import Voice
from services.vad.pcm import FRAME_S, SAMPLE_RATE, resample, to_float
from shared.logs import configure_logging
from shared.settings import Settings, load_settings

if TYPE_CHECKING:
    pass


from koe.bench.barge_in_cases import QUESTION_GAIN, TARGET_MS, Case, Outcome, make_cases, make_room_cases
from koe.bench.barge_in_room import Clips, Person, Room, RoomSink, Tts, speech_rms

# --- running it -------------------------------------------------------------------------------------------


def make_clips(cases: list[Case], voice: Voice) -> Clips:
    cache: dict[str, np.ndarray] = {}

    def say(text: str) -> np.ndarray:
        if text not in cache:
            cache[text] = to_float(voice.say(text))
        return cache[text]

    questions, words, replies = [], [], []
    for case in cases:
        questions.append(say(case.question) * QUESTION_GAIN)
        raw = [(pcm, rate) for pcm, rate in voice.backend.synthesize(case.reply)]
        rate = raw[0][1]
        reply = b"".join(pcm for pcm, _ in raw)
        replies.append((reply, rate))
        if case.words is None:
            words.append(None)
            continue
        spoken = say(case.words)
        echo_level = case.echo_gain * speech_rms(resample(to_float(reply), rate, SAMPLE_RATE))
        gain = echo_level * 10 ** (case.above_db / 20) / speech_rms(spoken)
        words.append((spoken * gain).astype(np.float32))
    return Clips(questions, words, replies)


def measure(settings: Settings, cases: list[Case], clips: Clips, realtime: bool = False) -> list[Outcome]:
    """Runs the real agent through `cases` on `settings`' Redis; one Outcome per case, in order."""
    from services.vad.agent import Agent

    room = Room()
    person = Person(room, cases, clips, realtime)
    agent = Agent(settings, source=person, sink=RoomSink(room, realtime), reply_timeout_s=20)
    person.agent = agent
    tts = Tts(settings.redis_url or "", settings, person)
    tts.start()
    thread = threading.Thread(target=agent.run, kwargs={"install_signals": False}, name="bench-agent", daemon=True)
    thread.start()
    try:
        thread.join(len(cases) * (40 if realtime else 25))
    finally:
        agent.request_stop()
        thread.join(10)
        # Its reader and outbox end within one blocking read: before the caller stops Redis under them.
        for t in (agent.receiver._thread, agent.link._thread):
            t.join(settings.bus_block_ms / 1000 + 3)
        tts.close()
    return person.outcomes


@dataclass
class Figures:
    mode: str
    barge_ins: int
    echo_only: int
    silenced: int  # barge-ins silenced after the person started: the latencies below
    p50_ms: float | None
    p95_ms: float | None  # nearest rank (koe.bench.stats): with 20 barge-ins, the largest
    max_ms: float | None
    decided_p50_ms: float | None
    decided_p95_ms: float | None
    wall_p50_ms: float | None  # --realtime only
    wall_p95_ms: float | None
    wall_max_ms: float | None
    missed: int  # played on under the person's words, never silenced
    false_barge_ins: int  # silenced with nobody speaking (echo only), or before the person spoke
    no_reply: int  # cases that could not run (the question unheard, no reply): not counted above
    target_ms: float
    meets: bool
    cases: list[dict[str, object]] = field(default_factory=list)


def _pct(values: list[float], q: float) -> float | None:
    return round(percentile(values, q), 1) if values else None


def figures(outcomes: list[Outcome], mode: str, target_ms: float = TARGET_MS) -> Figures:
    over = [o for o in outcomes if o.case.words is not None]
    quiet = [o for o in outcomes if o.case.words is None]
    done = [o for o in over if o.result == "silenced"]
    lat = [o.latency_s * 1000 for o in done if o.latency_s is not None]
    dec = [o.decided_s * 1000 for o in done if o.decided_s is not None]
    wall = [o.wall_s * 1000 for o in done if o.wall_s is not None]
    missed = sum(o.result == "missed" for o in over)
    false = sum(o.result == "early" for o in over) + sum(o.result == "false" for o in quiet)
    p95 = _pct(lat, 0.95)
    return Figures(
        mode=mode,
        barge_ins=len(over),
        echo_only=len(quiet),
        silenced=len(lat),
        p50_ms=_pct(lat, 0.5),
        p95_ms=p95,
        max_ms=_pct(lat, 1.0),
        decided_p50_ms=_pct(dec, 0.5),
        decided_p95_ms=_pct(dec, 0.95),
        wall_p50_ms=_pct(wall, 0.5),
        wall_p95_ms=_pct(wall, 0.95),
        wall_max_ms=_pct(wall, 1.0),
        missed=missed,
        false_barge_ins=false,
        no_reply=sum(o.result == "no_reply" for o in outcomes),
        target_ms=target_ms,
        meets=p95 is not None and p95 <= target_ms and missed == 0 and false == 0,
        cases=[_case_row(o) for o in outcomes],
    )


def _case_row(o: Outcome) -> dict[str, object]:
    def ms(v: float | None) -> float | None:
        return round(v * 1000, 1) if v is not None else None

    c = asdict(o.case)
    return {
        "words": c["words"],
        "echo_gain": c["echo_gain"],
        "above_db": c["above_db"],
        "offset_s": round(c["offset_s"], 4),
        "latency_ms": c["latency_ms"],
        "room": c["room"],
        "result": o.result,
        "silenced_ms": ms(o.latency_s),
        "decided_ms": ms(o.decided_s),
        "wall_ms": ms(o.wall_s),
        "played_s": round(o.played_s, 3),
    }


def report(f: Figures, verbose: bool) -> str:
    lines = [
        f"koe bench barge-in: {f.barge_ins} barge-ins, {f.echo_only} replies with echo only; "
        f"{f.mode}; {os.cpu_count()} CPUs",
    ]
    if verbose:
        lines.append("  words                           echo  +dB  offset  spk ms  result    silenced  decided  wall")
        for r in f.cases:
            lines.append(
                f"  {r['words'] or '(echo only)'!s:<30} {r['echo_gain']:>5} {r['above_db']:>4.0f} "
                f"{r['offset_s']:>7.3f} {r['latency_ms']:>6}  {r['result']:<8} {_ms(r['silenced_ms']):>9} "
                f"{_ms(r['decided_ms']):>8} {_ms(r['wall_ms']):>6}"
            )
    frames = f"{f.p50_ms / (FRAME_S * 1000):.1f}" if f.p50_ms is not None else "-"
    lines += [
        f"  person's first sample -> playback silenced (audio time)   p50 {_ms(f.p50_ms)} ms   p95 {_ms(f.p95_ms)} ms"
        f"   max {_ms(f.max_ms)} ms   (n={f.silenced}; p50 {frames} frames of 32 ms)",
        f"  person's first sample -> the agent's decision              p50 {_ms(f.decided_p50_ms)} ms"
        f"   p95 {_ms(f.decided_p95_ms)} ms",
    ]
    if f.wall_p50_ms is not None:
        lines.append(
            f"  person's first sample -> playback silenced (wall time)    p50 {_ms(f.wall_p50_ms)} ms"
            f"   p95 {_ms(f.wall_p95_ms)} ms   max {_ms(f.wall_max_ms)} ms"
        )
    lines += [
        f"  missed (never silenced)          {f.missed} of {f.barge_ins}",
        f"  false barge-ins                  {f.false_barge_ins} (of {f.echo_only} echo-only replies,"
        " and barge-ins silenced before the person spoke)",
    ]
    if f.no_reply:
        lines.append(f"  cases that could not run         {f.no_reply} (question unheard or no reply)")
    verdict = "meets" if f.meets else "MISSES"
    lines.append(f"p95 {_ms(f.p95_ms)} ms {verdict} the target of {f.target_ms:.0f} ms (with no miss and no false one)")
    return "\n".join(lines)


def _rooms(cases: list[Case]) -> list[list[Case]]:
    """Runs of cases in one room; with the room changing before every case, one run of all of them."""
    if all(c.room < 0 for c in cases):
        return [cases]
    runs: list[list[Case]] = []
    for c in cases:
        if not runs or runs[-1][0].room != c.room:
            runs.append([])
        runs[-1].append(c)
    return runs


def _ms(v: object) -> str:
    return "-" if v is None else f"{v:.0f}"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--barge-ins", type=int, default=20, help="replies spoken over (default 20)")
    parser.add_argument("--echo-only", type=int, default=10, help="replies with echo only (default 10)")
    parser.add_argument(
        "--realtime", action="store_true", help="pace the input at real time (also gives wall time; slower)"
    )
    parser.add_argument(
        "--changing-room",
        action="store_true",
        help="move the speaker before every reply (the echo canceller never settles) instead of room by room",
    )
    parser.add_argument("--target-ms", type=float, default=TARGET_MS, help="the p95 target (default 150)")
    parser.add_argument("--verbose", action="store_true", help="one line per case")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")


def run(args: argparse.Namespace) -> int:
    from shared.embedded import EmbeddedRedis

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    configure_logging("warning", "console")  # the figures are the output
    make = make_cases if args.changing_room else make_room_cases
    cases = make(max(0, args.barge_ins), max(0, args.echo_only))
    voice = Voice()
    try:
        clips = make_clips(cases, voice)
    finally:
        voice.close()
    with tempfile.TemporaryDirectory(prefix="koe-bench-barge-in-") as tmp:
        server = EmbeddedRedis(data_dir=Path(tmp) / "redis").start()
        try:
            settings = load_settings(
                redis_url=server.url,
                data_dir=Path(tmp),
                device="bench-pi",
                metrics_port=0,
                log_level="warning",
                bus_block_ms=100,
            )
            outcomes = []
            for room in _rooms(cases):  # the agent starts afresh in each room, as when a Pi is set up there
                picked = [cases.index(c) for c in room]
                part = Clips(*([getattr(clips, k)[i] for i in picked] for k in ("questions", "words", "replies")))
                outcomes += measure(settings, room, part, realtime=args.realtime)
        finally:
            server.stop()
    mode = "real time (paced input, the speaker on the microphone's clock)"
    mode = mode if args.realtime else "agent --fast lockstep"
    f = figures(outcomes, mode, args.target_ms)
    if args.json:
        print(json.dumps(asdict(f)))
    else:
        print(report(f, args.verbose))
    return 0 if len(outcomes) == len(cases) else 1
