"""The household's people and voiceprints, in one private file in koe's data directory.

One file, `people.json`, because what it holds only makes sense together: the voiceprints, the voice
model they came from and the threshold measured on them. A single JSON document is replaced in one
step (`write_private`: 0600, atomic), so a reader never sees voiceprints from one enrolment with a
threshold from another; an .npz beside a .json could not promise that. JSON rather than .npz also
means no pickle and no binary parser to trust, and the names and dates stay readable with `cat`.
Voiceprints are little-endian float32 in base64: exact, and a 256-dim print is 1.4 kB of text.

Voiceprints from one encoder mean nothing to another, so the file names the model that made them (a
hash of its weights) and a file from another model is refused, like a corrupt one, with one sentence
(`PeopleFileError`); a caller that identifies speakers then runs on with everyone unknown.
Voiceprints never leave this file: nothing here sends them anywhere.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import hashlib
import json
import math
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from filelock import FileLock

from shared.people.household import Calibration, Clip, Household, Person, now_iso
from shared.people.names import BadName, clean_name, name_key
from shared.private_files import private_dir, write_private

if TYPE_CHECKING:
    from shared.voiceprint.weights import EncoderWeights

PEOPLE_FILE = "people.json"
FORMAT = "koe-people/1"
_UNIT_TOLERANCE = 1e-3


class PeopleError(ValueError):
    """A request about people that cannot be done (an unknown name, a name taken); one sentence."""


class PeopleFileError(PeopleError):
    """The people file is corrupt, or its voiceprints come from another voice model; one sentence."""


def model_version(weights: EncoderWeights) -> str:
    """The encoder's identity: a hash of its weights, so a retrained or swapped model is told apart."""
    h = hashlib.sha256(b"ge2e")
    for layer in weights.layers:
        for array in (layer.w_ih, layer.w_hh, layer.bias):
            h.update(np.ascontiguousarray(array, dtype="<f4").tobytes())
    for array in (weights.linear_w, weights.linear_b):
        h.update(np.ascontiguousarray(array, dtype="<f4").tobytes())
    return f"ge2e-{h.hexdigest()[:16]}"


def encode_vector(vector: np.ndarray) -> str:
    return base64.b64encode(np.ascontiguousarray(vector, dtype="<f4").tobytes()).decode("ascii")


def decode_vector(text: Any, dim: int | None = None) -> np.ndarray:
    """A base64 float32 vector; ValueError if it is not one (of `dim` numbers, all finite)."""
    if not isinstance(text, str):
        raise ValueError("a voiceprint is not base64 text")
    try:
        raw = base64.b64decode(text, validate=True)
    except binascii.Error as e:
        raise ValueError("a voiceprint is not valid base64") from e
    if not raw or len(raw) % 4:
        raise ValueError("a voiceprint has a length that is not a whole number of float32s")
    vector = np.frombuffer(raw, dtype="<f4").astype(np.float32)
    if dim is not None and vector.size != dim:
        raise ValueError(f"a voiceprint has {vector.size} numbers where the others have {dim}")
    if not np.all(np.isfinite(vector)):
        raise ValueError("a voiceprint holds numbers that are not finite")
    return vector


def _person_doc(p: Person) -> dict[str, Any]:
    clips = [{"voiceprint": encode_vector(c.vector), "seconds": round(c.seconds, 3), "added": c.added} for c in p.clips]
    return {"name": p.name, "created": p.created, "last_heard": p.last_heard, "clips": clips}


def _calibration_doc(c: Calibration) -> dict[str, Any]:
    doc = {k: getattr(c, k) for k in ("threshold", "margin", "false_accept", "false_reject", "method", "note", "at")}
    return doc | {"background": None if c.background is None else encode_vector(c.background)}


def to_json(household: Household) -> str:
    doc = {
        "format": FORMAT,
        "model": household.model,
        "people": [_person_doc(p) for p in household.people],
        "calibration": None if household.calibration is None else _calibration_doc(household.calibration),
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def _text(doc: dict[str, Any], key: str, optional: bool = False) -> str | None:
    value = doc.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{key!r} is not text")
    return value


def _number(doc: dict[str, Any], key: str, low: float, high: float) -> float:
    value = doc.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float) or not (low <= value <= high):
        raise ValueError(f"{key!r} is not a number from {low} to {high}")
    return float(value)


def _read_person(doc: Any, dim: int | None) -> tuple[Person, int | None]:
    if not isinstance(doc, dict) or not isinstance(doc.get("clips"), list):
        raise ValueError("a person is not an object with a list of clips")
    try:
        name = clean_name(_text(doc, "name") or "")
    except BadName as e:
        raise ValueError(f"a person's name is not valid: {e}") from e
    clips = []
    for clip in doc["clips"]:
        if not isinstance(clip, dict):
            raise ValueError(f"a clip of {name} is not an object")
        vector = decode_vector(clip.get("voiceprint"), dim)
        dim = vector.size
        if abs(float(np.linalg.norm(vector)) - 1.0) > _UNIT_TOLERANCE:
            raise ValueError(f"a voiceprint of {name} is not of unit length")
        clips.append(Clip(vector, _number(clip, "seconds", 0.0, math.inf), _text(clip, "added") or ""))
    person = Person(name, _text(doc, "created") or "", _text(doc, "last_heard", optional=True), clips)
    return person, dim


def _read_calibration(doc: Any, dim: int | None) -> Calibration | None:
    if doc is None:
        return None
    if not isinstance(doc, dict):
        raise ValueError("the calibration is not an object")
    background = doc.get("background")
    return Calibration(
        threshold=_number(doc, "threshold", -1.0, 1.0),
        margin=_number(doc, "margin", 0.0, 2.0),
        false_accept=_number(doc, "false_accept", 0.0, 1.0),
        false_reject=_number(doc, "false_reject", 0.0, 1.0),
        method=_text(doc, "method") or "",
        note=_text(doc, "note") or "",
        at=_text(doc, "at") or "",
        background=None if background is None else decode_vector(background, dim),
    )


def from_json(text: str) -> Household:
    """The household in `text`; ValueError naming the first thing wrong."""
    doc = json.loads(text)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError(f"it is not a {FORMAT} document")
    if not isinstance(doc.get("people"), list):
        raise ValueError("it has no list of people")
    model = _text(doc, "model", optional=True)
    people, dim, seen = [], None, set()
    for entry in doc["people"]:
        person, dim = _read_person(entry, dim)
        if name_key(person.name) in seen:
            raise ValueError(f"{person.name} appears twice")
        seen.add(name_key(person.name))
        people.append(person)
    if model is None and any(p.clips for p in people):
        raise ValueError("it holds voiceprints but does not say which voice model made them")
    return Household(model=model, people=people, calibration=_read_calibration(doc.get("calibration"), dim))


class PeopleStore:
    """`people.json` in the data directory. Reads take no lock (the file is replaced whole); changes go
    through `editing()`, which holds a file lock from read to write so that two commands (an enrolment
    and a `remove`) cannot each write the file back without the other's change."""

    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / PEOPLE_FILE
        self._lock_path = Path(data_dir) / f"{PEOPLE_FILE}.lock"

    def load(self, model: str | None = None) -> Household:
        """The household (empty when there is no file yet). With `model`, voiceprints from any other
        voice model are refused: pass it wherever voiceprints are compared or added."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Household(model=model)
        except (OSError, UnicodeDecodeError) as e:
            raise PeopleFileError(f"the people file {self.path} cannot be read ({e})") from e
        try:
            household = from_json(text)
        except (ValueError, TypeError) as e:  # json.JSONDecodeError is a ValueError
            raise PeopleFileError(
                f"the people file {self.path} is corrupt ({e}): move it aside and enrol everyone again"
            ) from e
        has_voiceprints = any(p.clips for p in household.people)
        if model is not None and has_voiceprints and household.model != model:
            raise PeopleFileError(
                f"the voiceprints in {self.path} come from another voice model ({household.model}; this koe runs "
                f"{model}): remove each person (koe people remove NAME) and enrol them again"
            )
        if model is not None and not has_voiceprints:
            household.model = model
        return household

    def save(self, household: Household) -> None:
        private_dir(self.path.parent)
        write_private(self.path, to_json(household))

    @contextlib.contextmanager
    def editing(self, model: str | None = None) -> Iterator[Household]:
        """Load under the lock, let the caller change the household, write it back (not if it raised)."""
        private_dir(self.path.parent)
        with FileLock(self._lock_path, mode=0o600):
            household = self.load(model)
            yield household
            self.save(household)

    def add(self, name: str) -> Person:
        """A new person, not yet enrolled; BadName or PeopleError (the name is taken) otherwise."""
        name = clean_name(name)
        with self.editing() as household:
            existing = household.find(name)
            if existing is not None:
                raise PeopleError(f"{existing.name} is already in the household")
            person = Person(name)
            household.people.append(person)
        return person

    def enrol(self, name: str, clips: list[Clip], model: str) -> Person:
        """Append accepted clips to a person's voiceprints (made by the encoder `model`)."""
        with self.editing(model) as household:
            person = self.require(household, name)
            person.clips.extend(clips)
            household.model = model
        return person

    def remove(self, name: str) -> Person:
        """Delete the person and every voiceprint of theirs; the calibration measured with them goes too
        (it described a household that no longer exists), so the default rule applies until the next one."""
        with self.editing() as household:
            person = self.require(household, name)
            household.people.remove(person)
            if person.clips:
                household.calibration = None
            if not any(p.clips for p in household.people):
                household.model = None
        return person

    def set_calibration(self, calibration: Calibration, model: str) -> None:
        with self.editing(model) as household:
            household.calibration = calibration

    def heard(self, name: str, at: str | None = None) -> None:
        """Note when a person was last recognised (the dashboard's "last heard")."""
        with self.editing() as household:
            self.require(household, name).last_heard = at or now_iso()

    @staticmethod
    def require(household: Household, name: str) -> Person:
        """The person called `name` (any case), or PeopleError naming who there is."""
        person = household.find(name)
        if person is None:
            known = ", ".join(p.name for p in household.people) or "nobody yet"
            raise PeopleError(f"there is no {name!r} in the household (it has {known})")
        return person
