"""Adding one recording to a person's voiceprint: checked as one clean voice, and theirs, then kept at once.

`koe people enrol` (files on the box) and the stt stage (a device's `koe agent --enrol`, over the bus)
both do it here, so a recording refused by one is refused by the other. Only a person already added on
the box (`koe people add NAME`) can be enrolled: a device can add to a voiceprint the household agreed
to, never start one. Each accepted clip is written at once, so an enrolment cut short keeps what it had.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from shared.people.checks import check_clip
from shared.people.household import Clip, Person
from shared.people.store import PeopleStore
from shared.voiceprint.encoder import VoiceEncoder


@dataclass(frozen=True)
class ClipEnrolled:
    accepted: bool
    reason: str  # why it was refused, or what was measured when it was kept
    person: Person  # where their enrolment stands after this clip


def enrol_clip(store: PeopleStore, name: str, wav: np.ndarray, encoder: VoiceEncoder, model: str) -> ClipEnrolled:
    """Check 16 kHz mono `wav` against `name`'s voice so far and keep it when it passes.
    PeopleError when there is no such person (or PeopleFileError when the file is bad)."""
    person = store.require(store.load(model), name)
    verdict = check_clip(wav, encoder, person.centroid())
    if not verdict.accepted or verdict.voiceprint is None:
        return ClipEnrolled(False, verdict.reason, person)
    person = store.enrol(person.name, [Clip(verdict.voiceprint, verdict.seconds)], model)
    return ClipEnrolled(True, verdict.reason, person)
