"""`koe agent --enrol NAME`: a person's voice, recorded on the device koe will hear them through.

It shows a few sentences, one at a time, and records each (SECONDS_EACH) from the microphone (or from
`--input FILE.wav`, read in SECONDS_EACH pieces, for a script or a test). Each recording is checked
where the voiceprints live, as `koe people enrol` checks a file (shared/people/enrolment.py: silence,
clipping, too short, noise, music, two voices, someone else's voice), and kept there at once:

- on the box (or a computer running `make up`), where the people file is, directly;
- on a Pi, sent to the box over the bus (`voice.sample`; the stt stage checks it and answers this
  device alone, `voice.checked`). The recordings are not kept on the Pi, and no voiceprint comes back;
- with the box out of reach, the level checks that need no model run here, the recordings are kept as
  WAV (0600) and the command to run on the box is printed.

A refused sentence is asked once more. Only a person added on the box (`koe people add NAME`) can be
enrolled: the household agrees there, never from a device. `--enrol-dir DIR` also keeps the recordings
as WAV. About 10-15 s of speech in all: what `docs/people.md` measured enrolments on.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import uuid
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

SENTENCES = (
    "The quick brown fox jumps over the lazy dog while the kettle boils.",
    "Please remind me to water the tomatoes on Thursday evening.",
    "My favourite breakfast is toast with butter and a strong cup of coffee.",
    "We usually walk along the river when the weather is warm and sunny.",
)
SECONDS_EACH = 5.0
RATE = 16_000
BOX_ANSWER_S = 30.0  # the box may load its voice model first (a few seconds)


@dataclass(frozen=True)
class Checked:
    accepted: bool
    reason: str = ""
    state: str = ""  # where the person's enrolment stands ("3 clips, enrolled")
    final: bool = False  # nothing can be kept (not added on the box): asking again is pointless


class Unanswered(Exception):
    """The box took the recording but did not answer in time."""


def _level_refusal(clip: np.ndarray) -> str | None:
    from shared.people.levels import CLIPPED_SHARE, SILENCE_DBFS, clipped_share, loud_dbfs

    if loud_dbfs(clip) < SILENCE_DBFS:
        return "silence: nothing was heard (is the microphone on, and near?)"
    if clipped_share(clip) > CLIPPED_SHARE:
        return "clipped: too loud (move back from the microphone or lower its gain)"
    return None


def _state(clips: int, enrolled: bool) -> str:
    return f"{clips} clip{'s' * (clips != 1)}, " + ("enrolled" if enrolled else "not enrolled yet")


class HereEnrol:
    """The people file is on this machine: check and keep each recording here."""

    def __init__(self, data_dir: Path, name: str) -> None:
        from koe.cli.people_voice import encoder, model
        from shared.people import PeopleStore

        self.store, self.name, self.encoder, self.model = PeopleStore(data_dir), name, encoder(), model()

    def check(self, index: int, clip: np.ndarray) -> Checked:
        from shared.people.enrolment import enrol_clip

        done = enrol_clip(self.store, self.name, clip, self.encoder, self.model)
        return Checked(done.accepted, done.reason, _state(len(done.person.clips), done.person.enrolled))


class BoxEnrol:
    """Each recording sent to the box over the bus; the stt stage checks it and answers this device."""

    def __init__(self, settings: Any, name: str) -> None:
        from services.vad.link import redis_client
        from shared import streams
        from shared.bus import Bus
        from shared.locate import addresses

        self.settings, self.name, self.device = settings, name, settings.device
        self.client = redis_client(addresses(settings).redis_url, settings, timeout_s=5.0)
        self.bus = Bus(self.client, settings)
        self.answers = streams.VOICE_CHECKED.of(self.device).key
        self.session = f"enrol-{uuid.uuid4().hex[:12]}"

    def check(self, index: int, clip: np.ndarray) -> Checked:
        from shared import messages as m

        turn = f"sample-{index}-{uuid.uuid4().hex[:6]}"
        last = self.client.xrevrange(self.answers, count=1)
        after = last[0][0] if last else "0-0"
        pcm = (np.clip(clip, -1, 1) * 32767).astype("<i2").tobytes()
        sample = m.VoiceSample(
            device=self.device, session=self.session, turn=turn, name=self.name, index=index, pcm=pcm
        )
        self.bus.publish(sample)
        deadline = time.monotonic() + BOX_ANSWER_S
        while (left := deadline - time.monotonic()) > 0:
            for _key, entries in self.client.xread({self.answers: after}, block=int(min(left, 2.0) * 1000)) or []:
                for entry_id, fields in entries:
                    after = entry_id
                    try:
                        msg = m.decode(fields)
                    except m.MessageError:
                        continue
                    if isinstance(msg, m.VoiceChecked) and (msg.session, msg.turn) == (self.session, turn):
                        return Checked(msg.accepted, msg.reason, _state(msg.clips, msg.enrolled), msg.final)
        raise Unanswered(f"the box did not answer in {BOX_ANSWER_S:.0f} s (is its stt stage running?)")


def _write(path: Path, clip: np.ndarray) -> None:
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes((np.clip(clip, -1, 1) * 32767).astype("<i2").tobytes())
    os.chmod(path, 0o600)


def _record(source: object, seconds: float) -> np.ndarray:
    from services.vad.audio_io import FRAME_S

    frames = [source.read() for _ in range(round(seconds / FRAME_S))]  # type: ignore[attr-defined]
    return np.frombuffer(b"".join(frames), dtype="<i2").astype(np.float32) / 32768.0


def _checker(settings: Any, name: str) -> HereEnrol | BoxEnrol | None:
    """Where the recordings are checked: here, on the box, or nowhere (None: kept for the box)."""
    import redis

    from shared.locate import NotRunningError
    from shared.people import PeopleError, PeopleStore

    store = PeopleStore(settings.data_dir)
    try:
        if store.path.exists() and store.load().find(name) is not None:
            return HereEnrol(settings.data_dir, name)
    except (PeopleError, ImportError, OSError):
        pass  # no usable people file or voice model here: the box's
    try:
        box = BoxEnrol(settings, name)
        box.client.ping()
        return box
    except (redis.RedisError, NotRunningError, ValueError, OSError) as e:
        print(f"koe: the box cannot be reached ({e}); the recordings are kept for it", file=sys.stderr)
        return None


def run_enrol(args: argparse.Namespace) -> int:
    import redis

    from services.vad.audio_io import AudioUnavailable, MicSource, WavSource
    from shared.people import BadName, clean_name
    from shared.settings import load_settings

    # read afresh, as every `koe people` command does (the data directory is where the people file is)
    settings = load_settings(device=args.device) if getattr(args, "device", None) else load_settings()
    try:
        name = clean_name(args.enrol)
    except BadName as e:
        print(f"koe: {e}", file=sys.stderr)
        return 2
    checker = _checker(settings, name)
    folder = args.enrol_dir or (settings.data_dir / "enrol" / name if checker is None else None)
    try:
        source = WavSource(args.input, realtime=False) if args.input else MicSource(args.input_device)
    except (AudioUnavailable, ValueError, OSError) as e:
        print(f"koe: {e}", file=sys.stderr)
        return 2
    kept: list[Path] = []
    accepted, state = 0, ""
    try:
        for i, sentence in enumerate(SENTENCES, 1):
            for attempt in (1, 2):
                print(f'[{i}/{len(SENTENCES)}] read aloud now, in your usual voice: "{sentence}"', flush=True)
                clip = _record(source, SECONDS_EACH)
                checked = Checked(False, why) if (why := _level_refusal(clip)) else Checked(True)
                if checked.accepted and checker is not None:
                    checked = checker.check(i, clip)
                if checked.final:
                    print(f"koe: {checked.reason}", file=sys.stderr)
                    return 2
                if checked.accepted:
                    accepted += 1
                    state = checked.state or state
                    if folder is not None:
                        kept.append(folder / f"{name}-{i}.wav")
                        _write(kept[-1], clip)
                    print("  ok")
                    break
                print(f"  not used: {checked.reason}" + ("; once more, please" if attempt == 1 else ""))
    except Unanswered as e:
        print(f"koe: {e}; what it answered so far is kept", file=sys.stderr)
        return 2
    except redis.RedisError as e:
        print(f"koe: the box stopped answering ({e}); what it answered so far is kept", file=sys.stderr)
        return 2
    finally:
        source.close()
    if not accepted:
        print("koe: no sentence could be used; nothing was enrolled", file=sys.stderr)
        return 2
    if checker is None:
        files = " ".join(str(p) for p in kept)
        print(f"{len(kept)} recordings in {folder}. On the box: koe people add {name}; koe people enrol {name} {files}")
        return 0
    print(f"{name}: {state}")
    return 0
