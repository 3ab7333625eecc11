"""The `koe people` commands that listen: enrol, identify and calibrate (they load the voice encoder).

The encoder is loaded once per process (about a second) and shared, so a script or a test that runs
several commands in one process pays for it once.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

from koe.cli.people import describe_rule, fail, people_store
from shared.people.household import Household
from shared.people.identify import Voices, identify
from shared.people.store import model_version
from shared.voiceprint.encoder import VoiceEncoder
from shared.voiceprint.frontend import SAMPLE_RATE, AudioDecodeError, load_audio, preprocess_wav

AUDIO_SUFFIXES = (".wav", ".flac")
MIN_STRANGER_S = 1.0


@functools.cache
def encoder() -> VoiceEncoder:
    return VoiceEncoder()


@functools.cache
def model() -> str:
    return model_version(encoder().weights)


def read_audio(path: Path) -> np.ndarray:
    """16 kHz mono float32; AudioDecodeError (one sentence) for a file that is missing or not audio."""
    if not path.is_file():
        raise AudioDecodeError(f"{path} is not a file")
    return load_audio(path)


def voiceprint_of(path: Path) -> tuple[np.ndarray, float]:
    """The file's voiceprint and its seconds of speech (after trimming), as identification computes it."""
    speech = preprocess_wav(read_audio(path))
    if speech.size == 0:
        raise AudioDecodeError(f"{path} holds no speech")
    return encoder().embed_utterance(speech), speech.size / SAMPLE_RATE


def run_enrol(args: argparse.Namespace) -> int:
    from shared.people.enrolment import enrol_clip

    store = people_store()
    person = store.require(store.load(model()), args.name)
    accepted = refused = 0
    for path in args.files:
        try:
            done = enrol_clip(store, person.name, read_audio(path), encoder(), model())
        except AudioDecodeError as e:
            print(f"{path}: refused: it cannot be read as audio ({e})")
            refused += 1
            continue
        person = done.person
        print(f"{path}: " + (f"accepted ({done.reason})" if done.accepted else f"refused: {done.reason}"))
        accepted, refused = accepted + done.accepted, refused + (not done.accepted)
    needed = person.still_needed()
    state = "enrolled" if needed is None else f"not enrolled yet: needs {needed}"
    print(f"{person.name}: {len(person.clips)} clips, {person.speech_seconds:.0f} s of speech, {state}")
    if refused:
        kept = f"the {accepted} accepted are kept" if accepted else "nothing was kept"
        return fail(f"{refused} of {len(args.files)} clips refused; {kept}")
    return 0


def _loaded() -> Household:
    """The household, its voiceprints checked against this encoder (PeopleFileError otherwise)."""
    return people_store().load(model())


def run_identify(args: argparse.Namespace) -> int:
    household = _loaded()
    rule = household.rule()
    voices = Voices.of(household.enrolled(), rule.background)
    if not voices.names and not args.json:
        print("koe people: nobody is enrolled yet, so everyone is unknown", file=sys.stderr)
    results: list[dict[str, Any]] = []
    unreadable = 0
    for path in args.files:
        try:
            voiceprint, seconds = voiceprint_of(path)
        except AudioDecodeError as e:
            unreadable += 1
            results.append({"file": str(path), "error": str(e)})
            if not args.json:
                print(f"{path}: cannot be read as audio ({e})")
            continue
        who = identify(voiceprint, voices, rule.threshold, rule.margin)
        results.append({"file": str(path), "seconds": round(seconds, 2)} | who.as_json())
        if not args.json:
            print(f"{path}: {_said(who.as_json())}")
    if args.json:
        print(json.dumps({"threshold": rule.threshold, "margin": rule.margin, "files": results}))
    if unreadable:
        return fail(f"{unreadable} of {len(args.files)} files could not be read as audio")
    return 0


def _said(who: dict[str, Any]) -> str:
    runner = f"; runner-up {who['runner_up_name']} {who['runner_up_score']:.2f}" if who["runner_up_name"] else ""
    if who["person"] is not None:
        return f"{who['person']} (score {who['score']:.2f}{runner})"
    best = f"closest {who['candidate']} {who['score']:.2f}" if who["candidate"] else "nobody is enrolled"
    return f"unknown ({best}{runner})"


def audio_files(paths: list[Path]) -> list[Path]:
    """The WAV and FLAC files named, and those under the folders named, in a fixed order."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() in AUDIO_SUFFIXES))
        else:
            found.append(path)
    return found


def stranger_voiceprints(paths: list[Path]) -> np.ndarray | None:
    """Voiceprints of the strangers' recordings (those with at least a second of speech), or None."""
    prints = []
    for path in audio_files(paths):
        try:
            voiceprint, seconds = voiceprint_of(path)
        except AudioDecodeError as e:
            print(f"koe people: skipped {path}: {e}", file=sys.stderr)
            continue
        if seconds >= MIN_STRANGER_S:
            prints.append(voiceprint)
    return np.stack(prints) if prints else None


def run_calibrate(args: argparse.Namespace) -> int:
    from shared.people.calibrate import MIN_STRANGERS, calibrate

    household = _loaded()
    enrolled = household.enrolled()
    if not enrolled:
        return fail("nobody is enrolled yet: koe people enrol NAME FILE... first")
    strangers = stranger_voiceprints(args.strangers) if args.strangers else None
    if args.strangers and (strangers is None or len(strangers) < MIN_STRANGERS):
        found = 0 if strangers is None else len(strangers)
        return fail(f"--strangers needs at least {MIN_STRANGERS} recordings with speech; it found {found}")
    calibration = calibrate(enrolled, strangers)
    people_store().set_calibration(calibration, model())
    household.calibration = calibration
    print(f"{calibration.method}: {calibration.note}")
    print(describe_rule(household))
    return 0
