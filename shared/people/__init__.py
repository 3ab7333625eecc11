"""The household's people: names, enrolment voiceprints in one private file, who is speaking, and the
threshold that decides it, measured on the household's own voices.

`checks` (enrolment clips) needs the voice encoder's audio front end (PyAV); the rest needs only numpy.
"""

from shared.people.calibrate import calibrate
from shared.people.household import Calibration, Clip, Household, Person, default_calibration
from shared.people.identify import Identity, Voices, identify
from shared.people.names import BadName, clean_name, same_name
from shared.people.store import PeopleError, PeopleFileError, PeopleStore, model_version

__all__ = [
    "BadName",
    "Calibration",
    "Clip",
    "Household",
    "Identity",
    "PeopleError",
    "PeopleFileError",
    "PeopleStore",
    "Person",
    "Voices",
    "calibrate",
    "clean_name",
    "default_calibration",
    "identify",
    "model_version",
    "same_name",
]
