"""End of turn: how soon each rule ends a finished utterance, and how often it cuts a paused one short.

Utterances are spoken by piper and fed, 32 ms frame by frame, through the agent's own silero VAD and
segmenter, once per rule: the silence rule (KOE_VAD_SILENCE_MS) and Smart Turn's (KOE_END_OF_TURN=smart).
A "paused" utterance is a whole sentence with a silence of 0.4-0.8 s put in at a quiet point between its
words (the lowest-energy 20 ms in the middle third), so the words before the pause keep the sound of a
sentence that goes on. A false cut-off is an utterance ended during its pause.

With `--reply-ready-ms R` a third kind of rule runs: Smart Turn's "finished" no longer ends the turn by
itself, a reply made on the head start does (KOE_TURN_ENDS_ON_REPLY). At each pause (200 ms of silence)
the bundled tiny.en transcribes the words so far, as the STT worker would; words that read unfinished
(services/llm/unfinished.py) get no reply, others get one R ms after the pause, which ends the turn if
the person is still silent and Smart Turn said finished. R stands for how fast the box answers: about
0.3 s on a GPU, 2 s on this 2-core box (`koe bench voice`).

The wait is counted from the end of the speech (the last 20 ms above a tenth of the utterance's peak
level) to the frame that ends the utterance, in audio time, plus the judge's own compute time (it runs in
the frame loop).
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from koe.bench.stats import percentile
from services.llm.unfinished import reads_unfinished
from services.vad.detector import SileroVad
from services.vad.pcm import FRAME_BYTES, FRAME_S, SAMPLE_RATE, to_float, to_pcm
from services.vad.segmenter import Audio, Ended, Paused, Resumed, Segmenter, Started, TurnRule

FINISHED = [
    "What is the capital of France?",
    "How many legs does a spider have?",
    "Can you tell me a joke about cats?",
    "What should I cook for dinner tonight?",
    "Why is the sky blue?",
    "How far away is the moon?",
    "Turn off the kitchen lights please.",
    "Give me a tip for sleeping better.",
    "Which planet is the largest?",
    "Tell me something interesting about dolphins.",
    "How do plants make their food?",
    "What is the tallest mountain in the world?",
]
PAUSED = [
    "I was wondering if you could tell me how far away the moon is.",
    "Can you remind me to call my sister tomorrow morning?",
    "What is the best way to learn to swim as an adult?",
    "My daughter wants to know why the sky is blue.",
    "Could you tell me the weather for this weekend?",
    "Please add milk and eggs and bread to the shopping list.",
    "How long should I boil an egg if I want it soft?",
    "When my grandmother comes over on Sunday we should bake a cake.",
    "Set a timer for twenty minutes so I remember the oven.",
    "Do you know whether the library is open on public holidays?",
    "Read me the last message from my brother about the trip.",
    "What was the name of the song we listened to yesterday evening?",
]
LEAD_S, TAIL_S = 0.5, 1.5


@dataclass
class Clip:
    text: str
    pcm: bytes
    speech_end_s: float  # in the clip, where the words end (LEAD_S of silence comes first)
    pause: tuple[float, float] | None = None  # (start, end) of the inserted pause, seconds into the clip


@dataclass
class Outcome:
    rule: str
    waits_ms: list[float] = field(default_factory=list)  # finished utterances: end of speech -> ended
    cut_short: int = 0
    cut: list[str] = field(default_factory=list)  # the utterances cut short
    paused: int = 0
    never_ended: int = 0
    judge_ms: list[float] = field(default_factory=list)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    parser.add_argument("--silence-ms", type=int, default=500, help="the silence rule's wait (default 500)")
    parser.add_argument("--judge-after-ms", type=int, default=200)
    parser.add_argument("--max-silence-ms", type=int, default=1000)
    parser.add_argument("--threshold", type=float, default=0.9, help="Smart Turn's 'finished' threshold (0.9)")
    parser.add_argument(
        "--reply-ready-ms",
        type=int,
        nargs="*",
        default=[300, 600],
        help="also run Smart Turn ending on a ready reply, the reply this long after the pause (default 300 600)",
    )


class ReplyAfterPause:
    """The box's side of a head start, for the bench: the words so far transcribed at each pause; a reply
    `ready_ms` later unless they read unfinished. Transcripts are kept, so each rule pays for them once."""

    def __init__(self, ready_ms: int, transcripts: dict[tuple[str, int], str], transcribe: Any) -> None:
        self.ready_bytes = max(1, round(ready_ms / 1000 / FRAME_S)) * FRAME_BYTES  # the clip is read by byte offset
        self.transcripts = transcripts
        self.transcribe = transcribe
        self.heard: list[bytes] = []
        self.due: int | None = None  # the byte offset into the clip at which the reply is ready

    def on_events(self, clip: Clip, index: int, events: list[Any]) -> None:
        for e in events:
            if isinstance(e, Started):
                self.heard = list(e.frames)
            elif isinstance(e, Audio):
                self.heard.append(e.frame)
            elif isinstance(e, Resumed):
                self.due = None  # the head start is dropped
            elif isinstance(e, Paused):
                key = (clip.text, index)
                if key not in self.transcripts:
                    self.transcripts[key] = self.transcribe(to_float(b"".join(self.heard)))
                self.due = None if reads_unfinished(self.transcripts[key]) else index + self.ready_bytes

    def ready(self, index: int) -> bool:
        return self.due is not None and index >= self.due


def _speech_end(x: np.ndarray) -> float:
    step = SAMPLE_RATE // 50
    levels = np.array([np.sqrt(np.mean(x[i : i + step] ** 2)) for i in range(0, len(x) - step, step)])
    loud = np.nonzero(levels > levels.max() / 10)[0]
    return float((loud[-1] + 1) * step / SAMPLE_RATE) if loud.size else len(x) / SAMPLE_RATE


def quiet_point(x: np.ndarray) -> int:
    """A sample between two words in the middle third: the quietest 20 ms there."""
    step = SAMPLE_RATE // 50
    levels = np.array([np.sqrt(np.mean(x[i : i + step] ** 2)) for i in range(0, len(x) - step, step)])
    lo, hi = len(levels) // 3, 2 * len(levels) // 3
    return (lo + int(np.argmin(levels[lo:hi]))) * step + step // 2


def pause_length(n: int, of: int) -> float:
    """The n-th of `of` pauses: spread evenly over 0.4 .. 0.8 s."""
    return 0.4 + 0.4 * n / max(1, of - 1)


def with_pause(x: np.ndarray, seconds: float) -> tuple[np.ndarray, tuple[float, float]]:
    """The sentence with `seconds` of silence put in between two words mid-way, and where the pause is."""
    cut = quiet_point(x)
    gap = np.zeros(int(seconds * SAMPLE_RATE), np.float32)
    return np.concatenate([x[:cut], gap, x[cut:]]), (cut / SAMPLE_RATE, cut / SAMPLE_RATE + seconds)


def clips() -> tuple[list[Clip], list[Clip]]:
    from koe.bench.voice import Voice

    voice = Voice()
    lead, tail = np.zeros(int(LEAD_S * SAMPLE_RATE), np.float32), np.zeros(int(TAIL_S * SAMPLE_RATE), np.float32)
    finished, paused = [], []
    try:
        for text in FINISHED:
            x = to_float(voice.say(text))
            finished.append(Clip(text, to_pcm(np.concatenate([lead, x, tail])), LEAD_S + _speech_end(x)))
        for n, text in enumerate(PAUSED):
            x = to_float(voice.say(text))
            spoken, (start, end) = with_pause(x, pause_length(n, len(PAUSED)))
            pause = (LEAD_S + start, LEAD_S + end)
            paused.append(Clip(text, to_pcm(np.concatenate([lead, spoken, tail])), LEAD_S + _speech_end(spoken), pause))
    finally:
        voice.close()
    return finished, paused


def run_rule(name: str, clip_list: list[Clip], vad: SileroVad, make: Any, out: Outcome, box: Any = None) -> None:
    for clip in clip_list:
        vad.reset()
        segmenter: Segmenter = make()
        reply = box() if box is not None else None
        spent = 0.0  # the judge's compute time in this clip, as the frame loop would have waited it
        ended_at = None
        for i in range(0, len(clip.pcm) - FRAME_BYTES + 1, FRAME_BYTES):
            frame = clip.pcm[i : i + FRAME_BYTES]
            judged = len(segmenter.judgments)
            t0 = time.perf_counter()
            events = segmenter.feed(frame, vad.probability(frame))
            if len(segmenter.judgments) > judged:
                cost = time.perf_counter() - t0
                spent += cost
                out.judge_ms.append(cost * 1000)
            if reply is not None:
                reply.on_events(clip, i, events)
                if segmenter.may_end_now and reply.ready(i):
                    events.append(segmenter.end_now())
            if any(isinstance(e, Ended) for e in events):
                ended_at = (i + FRAME_BYTES) / 2 / SAMPLE_RATE
                break
        if clip.pause is not None:
            out.paused += 1
            if ended_at is not None and ended_at < clip.pause[1]:
                out.cut_short += 1
                out.cut.append(clip.text)
                continue
        if ended_at is None:
            out.never_ended += 1
            continue
        if clip.pause is None:
            out.waits_ms.append((ended_at - clip.speech_end_s + spent) * 1000)


def tiny_en() -> Any:
    """The STT worker's transcriber (bundled tiny.en): samples -> the words."""
    from services.stt.transcriber import load_transcriber

    transcriber = load_transcriber(None, "cpu")
    return lambda samples: transcriber.transcribe(samples).text


def run(args: argparse.Namespace) -> int:
    from services.vad.end_of_turn import SmartTurn
    from shared.logs import configure_logging
    from shared.settings import get_settings

    configure_logging("warning", get_settings().log_format)  # the figures are the output
    finished, paused = clips()
    vad, model = SileroVad(), SmartTurn()
    rules = {
        f"silence {args.silence_ms} ms": lambda: Segmenter(0.5, args.silence_ms),
        f"smart turn (judge at {args.judge_after_ms} ms, >= {args.threshold}, else {args.max_silence_ms} ms)": lambda: (
            Segmenter(0.5, turn=TurnRule(model.judge, args.judge_after_ms, args.max_silence_ms, args.threshold))
        ),
    }
    results = []
    for name, make in rules.items():
        out = Outcome(name)
        run_rule(name, finished + paused, vad, make, out)
        results.append(out)
    transcripts: dict[tuple[str, int], str] = {}
    transcribe = tiny_en() if args.reply_ready_ms else None
    for ready_ms in args.reply_ready_ms:
        rule = TurnRule(model.judge, args.judge_after_ms, args.max_silence_ms, args.threshold)
        out = Outcome(f"smart turn, ends on a reply ready {ready_ms} ms after the pause")
        run_rule(
            out.rule,
            finished + paused,
            vad,
            lambda rule=rule: Segmenter(0.5, turn=rule, head_start_ms=args.judge_after_ms, ends_on_reply=True),
            out,
            box=lambda ready_ms=ready_ms: ReplyAfterPause(ready_ms, transcripts, transcribe),
        )
        results.append(out)
    figures = {
        "machine": f"{platform.machine()}, {time.strftime('%Y-%m-%d')}",
        "finished_utterances": len(finished),
        "paused_utterances": len(paused),
        "rules": [
            {
                "rule": o.rule,
                "wait_ms_p50": round(percentile(o.waits_ms, 0.5), 1) if o.waits_ms else None,
                "wait_ms_p95": round(percentile(o.waits_ms, 0.95), 1) if o.waits_ms else None,
                "false_cut_offs": o.cut_short,
                "false_cut_off_share": round(o.cut_short / o.paused, 3) if o.paused else None,
                "never_ended": o.never_ended,
                "judge_ms_p50": round(percentile(o.judge_ms, 0.5), 1) if o.judge_ms else None,
                "cut_short": o.cut,
            }
            for o in results
        ],
    }
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"end of turn: {len(finished)} finished and {len(paused)} paused piper utterances ({figures['machine']})")
    print(f"{'rule':<70} {'wait p50':>9} {'wait p95':>9} {'cut short':>10} {'judge ms':>9}")
    for r in figures["rules"]:
        print(
            f"{r['rule']:<70} {r['wait_ms_p50'] or '-':>9} {r['wait_ms_p95'] or '-':>9} "
            f"{r['false_cut_offs']:>4}/{len(paused):<5} {r['judge_ms_p50'] or '-':>9}"
        )
    for r in figures["rules"]:
        for text in r["cut_short"]:
            print(f"  cut short by {r['rule']}: {text!r}")
    if transcripts:
        print("heard at the pauses (unfinished: no reply prepared):")
        for (text, _), heard in transcripts.items():
            print(f"  {'unfinished' if reads_unfinished(heard) else 'finished  '} {heard!r}  ({text!r})")
    return 0
