"""Who is speaking, as the stt stage finds it beside the transcription (services/stt/speakers.py): on
real read speech from LibriSpeech (../shared/data/librispeech), two enrolled people and a stranger."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from services.stt.speakers import Speakers
from shared import metrics
from shared.people import Clip, PeopleStore, model_version
from shared.voiceprint import VoiceEncoder, load_audio, preprocess_wav

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "librispeech"
pytestmark = pytest.mark.skipif(not (DATA / "test-other").is_dir(), reason=f"no LibriSpeech speakers at {DATA}")


class Log:
    def __init__(self) -> None:
        self.events: list[str] = []

    def info(self, event: str, **_: Any) -> None:
        self.events.append(event)

    warning = info


def _utterances(speaker: str) -> list[Path]:
    return sorted((DATA / "test-other" / speaker).glob("*.flac"))


@pytest.fixture(scope="module")
def household(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Ana (LibriSpeech speaker 1688) and Ben (2033), each enrolled from three utterances."""
    data_dir = tmp_path_factory.mktemp("people")
    encoder = VoiceEncoder(cache_dir=data_dir / "cache")
    store = PeopleStore(data_dir)
    for name, speaker in (("Ana", "1688"), ("Ben", "2033")):
        store.add(name)
        clips = []
        for path in _utterances(speaker)[:3]:
            speech = preprocess_wav(load_audio(path))
            clips.append(Clip(encoder.embed_utterance(speech), len(speech) / 16_000))
        store.enrol(name, clips, model_version(encoder.weights))
    return data_dir


def test_a_known_voice_is_named_and_a_strangers_is_not(household: Path) -> None:
    speakers = Speakers(household, Log())
    speakers.refresh()
    assert speakers.active
    ana = speakers.result(speakers.start(load_audio(_utterances("1688")[6]), 16_000))
    assert ana is not None and ana.person == "Ana" and ana.runner_up_name == "Ben"
    stranger = next(iter(sorted((DATA / "train-clean-100").rglob("*.flac"))))
    nobody = speakers.result(speakers.start(load_audio(stranger), 16_000))
    assert nobody is not None and nobody.person is None
    assert speakers.start(load_audio(_utterances("2033")[6])[:8_000], 16_000) is None  # half a second: no one
    speakers.close()


def test_a_corrupt_people_file_leaves_everyone_unknown_and_says_so(tmp_path: Path) -> None:
    (tmp_path / "people.json").write_text("{ not json", encoding="utf-8")
    log = Log()
    before = metrics.FALLBACKS.labels("stt", "people_file")._value.get()
    speakers = Speakers(tmp_path, log)
    speakers.refresh()
    assert not speakers.active and "stt.people_unavailable" in log.events
    assert metrics.FALLBACKS.labels("stt", "people_file")._value.get() == before + 1
    assert speakers.start(load_audio(_utterances("1688")[0]), 16_000) is None  # the turn goes on as unknown


def test_nobody_enrolled_costs_nothing(tmp_path: Path) -> None:
    speakers = Speakers(tmp_path, Log())
    speakers.refresh()
    assert not speakers.active and speakers._encoder is None  # the encoder is not even loaded
