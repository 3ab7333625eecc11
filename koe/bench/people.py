"""Who is speaking, on real speech: LibriSpeech speakers enrolled from 3 utterances, strangers unknown.

Data: `../shared/data/librispeech/` beside the project (or `--data`): test-other/<speaker>/ holds 7 speakers
x 10 utterances, train-clean-100/ one utterance each of 200 other speakers. Each speaker is enrolled from
their first 3 utterances (sorted by name), `calibrate` sets the rule from those 21 clips, and the other
7 of each speaker and the strangers are identified. Counted: right person, wrong person (a speaker
named as another, or a stranger named as anyone) and unknown.

Two rules are measured. "plain": calibrated on the enrolments alone, what `koe people calibrate` does
with nothing else. "strangers": `calibrate --strangers` with every other train-clean-100 utterance (the
even positions, sorted) as the strangers: their mean voice is removed and their scores set the floor;
then only the other 100 (odd positions), which tuned nothing, are the strangers counted.

Three conditions: clean; "room": every recording (enrolments, tests, strangers) heard across a room by
the same kind of device, with echo (a synthetic impulse response: the direct sound and an exponentially
decaying noise tail, RT60 0.4 s, 8 dB below the direct sound as a speaker 1.5 m away in a 40 m3 room
hears it) and white noise at 20 dB SNR, fixed seed; "room, enrolled clean": enrolled from the clean
files, everything else heard in the room. Targets: clean, right >= 90% and wrong <= 1%; in the room,
wrong <= 2%. CPU: milliseconds per test utterance to identify it (trimming, voiceprint, scoring).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

ENROL_CLIPS = 3
RIGHT_TARGET = 0.90
WRONG_TARGET = {"clean": 0.01, "room": 0.02, "room, enrolled clean": 0.02}
RT60_S = 0.4
DIRECT_TO_REVERB_DB = -8.0
SNR_DB = 20.0
SEED = 26
DEFAULT_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "librispeech"


def room_impulse_response(rng: np.random.Generator, rate: int = 16000) -> np.ndarray:
    """The direct sound, then a decaying noise tail that falls 60 dB in RT60_S (a diffuse late reverb)."""
    t = np.arange(1, int(RT60_S * rate)) / rate
    tail = rng.standard_normal(t.size) * np.exp(-np.log(1000.0) * t / RT60_S)
    tail *= np.sqrt(10 ** (-DIRECT_TO_REVERB_DB / 10) / np.sum(tail**2))
    return np.concatenate([[1.0], tail])


def in_the_room(wav: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Echo, then white noise at SNR_DB, then the level a device with its gain set right records (peak 0.9)."""
    h = room_impulse_response(rng)
    n = 1 << (wav.size + h.size - 2).bit_length()
    echoed = np.fft.irfft(np.fft.rfft(wav, n) * np.fft.rfft(h, n), n)[: wav.size]
    noisy = echoed + rng.standard_normal(wav.size) * np.sqrt(np.mean(echoed**2) / 10 ** (SNR_DB / 10))
    return (noisy * (0.9 / max(float(np.abs(noisy).max()), 1e-9))).astype(np.float32)


@dataclass
class Corpus:
    speakers: list[str]
    enrol: list[list[Path]]
    tests: list[list[Path]]
    cohort: list[Path]  # the strangers that calibrate with --strangers
    strangers: list[Path]  # the strangers counted with that rule (the plain rule counts cohort + these)


def corpus(root: Path) -> Corpus:
    speaker_dirs = sorted(p for p in (root / "test-other").iterdir() if p.is_dir())
    files = [sorted(d.glob("*.flac")) for d in speaker_dirs]
    impostors = sorted((root / "train-clean-100").glob("*.flac"))
    return Corpus(
        [d.name for d in speaker_dirs],
        [f[:ENROL_CLIPS] for f in files],
        [f[ENROL_CLIPS:] for f in files],
        impostors[0::2],
        impostors[1::2],
    )


@dataclass
class Heard:
    """Each file's voiceprint and seconds of speech in one condition, and what identifying cost."""

    prints: dict[Path, np.ndarray] = field(default_factory=dict)
    seconds: dict[Path, float] = field(default_factory=dict)
    cpu_s: float = 0.0


def listen(paths: list[Path], degrade: bool) -> Heard:
    from koe.cli.people_voice import encoder
    from shared.voiceprint.frontend import SAMPLE_RATE, load_audio, preprocess_wav

    heard = Heard()
    for index, path in enumerate(paths):
        wav = load_audio(path)
        if degrade:
            wav = in_the_room(wav, np.random.default_rng([SEED, index]))
        start = time.process_time()
        speech = preprocess_wav(wav)
        heard.prints[path] = encoder().embed_utterance(speech)
        heard.cpu_s += time.process_time() - start
        heard.seconds[path] = speech.size / SAMPLE_RATE
    return heard


def evaluate(c: Corpus, enrolled_from: Heard, heard: Heard, use_strangers: bool) -> dict[str, Any]:
    from shared.people.calibrate import calibrate
    from shared.people.household import Clip, Person
    from shared.people.identify import Voices, identify

    people = [
        Person(name, clips=[Clip(enrolled_from.prints[p], enrolled_from.seconds[p]) for p in paths])
        for name, paths in zip(c.speakers, c.enrol, strict=True)
    ]
    cohort = np.stack([heard.prints[p] for p in c.cohort]) if use_strangers else None
    rule = calibrate(people, cohort)
    voices = Voices.of(people, rule.background)
    start = time.process_time()
    named = [
        [identify(heard.prints[p], voices, rule.threshold, rule.margin).person for p in paths] for paths in c.tests
    ]
    strangers = c.strangers if use_strangers else c.cohort + c.strangers
    impostors = [identify(heard.prints[p], voices, rule.threshold, rule.margin).person for p in strangers]
    scoring_s = time.process_time() - start
    trials = sum(len(n) for n in named)
    right = sum(who == name for name, row in zip(c.speakers, named, strict=True) for who in row)
    unknown = sum(who is None for row in named for who in row)
    impostors_named = sum(who is not None for who in impostors)
    return {
        "rule": "strangers" if use_strangers else "plain",
        "threshold": rule.threshold,
        "margin": rule.margin,
        "expected_false_accept": round(rule.false_accept, 4),
        "expected_false_reject": round(rule.false_reject, 4),
        "trials": trials,
        "right": right / trials,
        "wrong": (trials - right - unknown) / trials,
        "unknown": unknown / trials,
        "impostors": len(impostors),
        "impostors_named": impostors_named / len(impostors),
        "scoring_ms": scoring_s / (trials + len(impostors)) * 1000,
    }


def enrolment_refusals(paths: list[Path], degrade: bool) -> dict[str, int]:
    """How many enrolment clips the checks of `koe people enrol` would refuse, by reason (the bench enrols
    them anyway, so that every condition measures the same speakers from the same clips)."""
    from koe.cli.people_voice import encoder
    from shared.people.checks import check_clip
    from shared.voiceprint.frontend import load_audio

    reasons: dict[str, int] = {}
    for index, path in enumerate(paths):
        wav = load_audio(path)
        if degrade:
            wav = in_the_room(wav, np.random.default_rng([SEED, index]))
        verdict = check_clip(wav, encoder())
        if not verdict.accepted:
            reason = verdict.reason.split(":")[0]
            reasons[reason] = reasons.get(reason, 0) + 1
    return reasons


def missed(row: dict[str, Any]) -> list[str]:
    limit = WRONG_TARGET[row["condition"]]
    out = []
    if row["condition"] == "clean" and row["right"] < RIGHT_TARGET:
        out.append(f"{row['condition']}/{row['rule']}: right {row['right']:.1%} < {RIGHT_TARGET:.0%}")
    for key, what in (("wrong", "speakers named as another"), ("impostors_named", "strangers named")):
        if row[key] > limit:
            out.append(f"{row['condition']}/{row['rule']}: {what} {row[key]:.1%} > {limit:.0%}")
    return out


def figures(data: Path, progress: Callable[[str], None]) -> dict[str, Any]:
    c = corpus(data)
    everything = [p for paths in c.enrol + c.tests for p in paths] + c.cohort + c.strangers
    progress(f"{len(c.speakers)} speakers, {len(everything)} utterances; listening clean, then in the room")
    clean = listen(everything, degrade=False)
    room = listen(everything, degrade=True)
    tests = [p for paths in c.tests for p in paths] + c.cohort + c.strangers
    rows = []
    for condition, enrolled_from, heard in (
        ("clean", clean, clean),
        ("room", room, room),
        ("room, enrolled clean", clean, room),
    ):
        for use_strangers in (False, True):
            rows.append({"condition": condition} | evaluate(c, enrolled_from, heard, use_strangers))
    enrol = [p for paths in c.enrol for p in paths]
    return {
        "rows": rows,
        "cpu_ms_per_utterance": clean.cpu_s / len(everything) * 1000 + rows[0]["scoring_ms"],
        "mean_seconds_of_speech": float(np.mean([clean.seconds[p] for p in tests])),
        "enrolment_refused": {"clean": enrolment_refusals(enrol, False), "room": enrolment_refusals(enrol, True)},
        "missed": [m for row in rows for m in missed(row)],
    }


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data", type=Path, default=DEFAULT_DATA, help=f"the LibriSpeech folder (default {DEFAULT_DATA})"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")


def _table(f: dict[str, Any]) -> str:
    widths = {"right": 6, "wrong": 6, "unknown": 7, "strangers named": 16}
    header = " ".join(f"{c:>{w}}" for c, w in widths.items())
    lines = [f"{'condition':22} {'rule':10} {header}  threshold margin"]
    for r in f["rows"]:
        strangers = f"{r['impostors_named']:.1%} of {r['impostors']}"
        lines.append(
            f"{r['condition']:22} {r['rule']:10} {r['right']:6.1%} {r['wrong']:6.1%} {r['unknown']:7.1%} "
            f"{strangers:>16}  {r['threshold']:9.3f} {r['margin']:6.3f}"
        )
    cpu, seconds = f["cpu_ms_per_utterance"], f["mean_seconds_of_speech"]
    lines.append(f"CPU per utterance to identify: {cpu:.1f} ms (mean {seconds:.1f} s of speech)")
    lines.append(f"enrolment clips the checks would refuse: {f['enrolment_refused']}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if not (args.data / "test-other").is_dir() or not (args.data / "train-clean-100").is_dir():
        print(f"koe: no LibriSpeech test-other/ and train-clean-100/ under {args.data} (--data)", file=sys.stderr)
        return 2
    say = (lambda _: None) if args.json else (lambda line: print(f"koe bench people: {line}", flush=True))
    f = figures(args.data, say)
    print(json.dumps(f) if args.json else _table(f))
    for line in f["missed"]:
        print(f"koe: target missed: {line}", file=sys.stderr)
    return 1 if f["missed"] else 0
