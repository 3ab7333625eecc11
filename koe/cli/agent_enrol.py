"""`koe agent --enrol NAME`: a person's voice, recorded on the device koe will hear them through.

It shows a few sentences, one at a time, and records each (SECONDS_EACH) from the microphone (or from
`--input FILE.wav`, read in SECONDS_EACH pieces, for a script or a test). Each recording is checked as
`koe people enrol` checks it when the voice model is installed here (the box, or a computer running
`make up`): silence, clipping, too short, noise, music, two voices, someone else's voice; on a Pi without
it, the level checks that need no model (silence, clipping) run here and the rest on the box. A refused
sentence is asked once more. The recordings are kept as WAV (0600) in `--enrol-dir` (default: the data
directory's `enrol/NAME/`). Where the household's people file is here, they are enrolled at once;
otherwise the command to run on the box is printed (voiceprints never go to a device). About 10-15 s of
speech in all: what `docs/people.md` measured enrolments on.
"""

from __future__ import annotations

import argparse
import os
import sys
import wave
from pathlib import Path

import numpy as np

SENTENCES = (
    "The quick brown fox jumps over the lazy dog while the kettle boils.",
    "Please remind me to water the tomatoes on Thursday evening.",
    "My favourite breakfast is toast with butter and a strong cup of coffee.",
    "We usually walk along the river when the weather is warm and sunny.",
)
SECONDS_EACH = 5.0
RATE = 16_000


def _level_refusal(clip: np.ndarray) -> str | None:
    from shared.people.checks import CLIPPED_SHARE, SILENCE_DBFS, clipped_share, loud_dbfs

    if loud_dbfs(clip) < SILENCE_DBFS:
        return "silence: nothing was heard (is the microphone on, and near?)"
    if clipped_share(clip) > CLIPPED_SHARE:
        return "clipped: too loud (move back from the microphone or lower its gain)"
    return None


def _full_check(clip: np.ndarray) -> str | None:
    """The whole enrolment check where the voice model is installed; None when it is not (or passes)."""
    try:
        from koe.cli.people_voice import encoder
        from shared.people.checks import check_clip
    except ImportError:
        return None
    try:
        verdict = check_clip(clip, encoder())
    except (ImportError, OSError) as e:  # the model's weights are not here: the box checks again
        print(f"  (checked for level only: {e})", file=sys.stderr)
        return None
    return None if verdict.accepted else verdict.reason


def _record(source: object, seconds: float) -> np.ndarray:
    from services.vad.audio_io import FRAME_S

    frames = [source.read() for _ in range(round(seconds / FRAME_S))]  # type: ignore[attr-defined]
    return np.frombuffer(b"".join(frames), dtype="<i2").astype(np.float32) / 32768.0


def _write(path: Path, clip: np.ndarray) -> None:
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes((np.clip(clip, -1, 1) * 32767).astype("<i2").tobytes())
    os.chmod(path, 0o600)


def run_enrol(args: argparse.Namespace) -> int:
    from services.vad.audio_io import AudioUnavailable, MicSource, WavSource
    from shared.people import BadName, PeopleError, PeopleStore, clean_name
    from shared.settings import get_settings

    settings = get_settings()
    try:
        name = clean_name(args.enrol)
    except BadName as e:
        print(f"koe: {e}", file=sys.stderr)
        return 2
    folder = args.enrol_dir or settings.data_dir / "enrol" / name
    try:
        source = WavSource(args.input, realtime=False) if args.input else MicSource(args.input_device)
    except (AudioUnavailable, ValueError, OSError) as e:
        print(f"koe: {e}", file=sys.stderr)
        return 2
    kept: list[Path] = []
    try:
        for i, sentence in enumerate(SENTENCES, 1):
            for attempt in (1, 2):
                print(f'[{i}/{len(SENTENCES)}] read aloud now, in your usual voice: "{sentence}"', flush=True)
                clip = _record(source, SECONDS_EACH)
                why = _level_refusal(clip) or _full_check(clip)
                if why is None:
                    kept.append(folder / f"{name}-{i}.wav")
                    _write(kept[-1], clip)
                    print("  ok")
                    break
                print(f"  not used: {why}" + ("; once more, please" if attempt == 1 else ""))
    finally:
        source.close()
    if not kept:
        print("koe: no sentence could be used; nothing was enrolled", file=sys.stderr)
        return 2
    files = " ".join(str(p) for p in kept)
    store = PeopleStore(settings.data_dir)
    try:
        here = store.path.exists() and store.load().find(name) is not None
    except PeopleError:
        here = False
    if not here:
        print(f"{len(kept)} recordings in {folder}. On the box: koe people add {name}; koe people enrol {name} {files}")
        return 0
    from koe.cli.people_voice import run_enrol as enrol_files

    return enrol_files(argparse.Namespace(name=name, files=kept))
