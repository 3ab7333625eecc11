"""The household's people: names, the private people file, the naming rule, calibration, enrolment checks,
and `koe people` end to end on real LibriSpeech speech (skipped where the data folder is missing)."""

from __future__ import annotations

import json
import stat
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from shared.people.calibrate import calibrate
from shared.people.household import DEFAULT_THRESHOLD, Calibration, Clip, Person
from shared.people.identify import identify
from shared.people.names import BadName, clean_name, same_name
from shared.people.store import PeopleError, PeopleFileError, PeopleStore
from shared.voiceprint.encoder import VoiceEncoder
from shared.voiceprint.frontend import SAMPLE_RATE, load_audio

LIBRISPEECH = Path(__file__).resolve().parents[2] / "shared" / "data" / "librispeech"
TOM, ANA = LIBRISPEECH / "test-other" / "1688", LIBRISPEECH / "test-other" / "1998"
STRANGER = LIBRISPEECH / "train-clean-100" / "103-1240-0000.flac"
needs_librispeech = pytest.mark.skipif(
    not TOM.is_dir(), reason=f"LibriSpeech is not at {LIBRISPEECH} (see shared/data/README.md)"
)
DIM = 256


@pytest.fixture(scope="module")
def encoder() -> VoiceEncoder:
    from koe.cli.people_voice import encoder

    return encoder()  # the CLI's own, so the end-to-end test loads it no second time


def _unit(x: np.ndarray) -> np.ndarray:
    return (x / np.linalg.norm(x, axis=-1, keepdims=True)).astype(np.float32)


def _person(name: str, centre: np.ndarray, rng: np.random.Generator, clips: int = 3, spread: float = 0.3) -> Person:
    vectors = _unit(centre + spread * rng.standard_normal((clips, centre.size)) / np.sqrt(centre.size))
    return Person(name, clips=[Clip(v, 5.0) for v in vectors])


def _axis(i: int) -> np.ndarray:
    v = np.zeros(DIM, dtype=np.float32)
    v[i] = 1.0
    return v


# Names.


def test_names_keep_their_case_and_compare_without_it() -> None:
    assert clean_name("  Ana   María ") == "Ana María"
    assert clean_name("O'Brien") == "O'Brien" and clean_name("R2") == "R2"
    assert same_name("ana maría", "ANA MARÍA") and not same_name("Ana", "Anna")


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        ("", "cannot be empty"),
        ("   ", "cannot be empty"),
        ("x" * 41, "at most 40 characters"),
        ("Tom\nDROP", "control characters"),
        ("a\x1b[31m", "control characters"),
        ("a\u202eb", "control characters"),
        ("...!?", "no letters or digits"),
    ],
)
def test_bad_names_are_refused_with_a_sentence(raw: str, why: str) -> None:
    with pytest.raises(BadName, match=why):
        clean_name(raw)


# The people file.


def test_the_store_round_trips_everything_in_one_private_file(tmp_path: Path) -> None:
    store = PeopleStore(tmp_path / "data")
    store.add("Tom")
    with pytest.raises(PeopleError, match="already"):
        store.add("tom")
    rng = np.random.default_rng(0)
    clips = _person("Tom", _axis(0), rng).clips
    store.enrol("TOM", clips, model="ge2e-test")
    background = rng.standard_normal(DIM).astype(np.float32)
    store.set_calibration(Calibration(0.61, 0.04, 0.01, 0.05, "leave-one-out", background=background), "ge2e-test")
    store.heard("tom", "2026-01-02T03:04:05+00:00")

    household = store.load(model="ge2e-test")
    (tom,) = household.people
    assert tom.name == "Tom" and tom.last_heard == "2026-01-02T03:04:05+00:00"
    assert np.array_equal(tom.vectors, np.stack([c.vector for c in clips]))
    assert household.calibration is not None and household.calibration.threshold == 0.61
    assert np.array_equal(household.calibration.background, background)
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600
    assert stat.S_IMODE(store.path.parent.stat().st_mode) == 0o700
    assert list(store.path.parent.glob(".people.json.*")) == []  # no temporary file left behind

    assert store.remove("Tom").name == "Tom"
    empty = store.load()
    assert empty.people == [] and empty.calibration is None and empty.model is None


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        '{"format": "koe-people/1", "people": [{"name": "Tom", "clips": [{"voiceprint": "***", "seconds": 3}]}]}',
        '{"format": "koe-people/1", "model": "m", "people": [{"name": "Tom", "clips": '
        '[{"voiceprint": "AACAPw==", "seconds": 3}]}, {"name": "tom", "clips": []}]}',
        '{"format": "koe-people/1", "model": "m", "people": [{"name": "Tom", "clips": '
        '[{"voiceprint": "AAAAQA==", "seconds": 3, "added": ""}]}]}',  # [2.0]: not unit length
        '{"format": "something else", "people": []}',
    ],
)
def test_a_corrupt_file_is_refused_with_one_sentence(tmp_path: Path, text: str) -> None:
    store = PeopleStore(tmp_path)
    store.path.write_text(text)
    with pytest.raises(PeopleFileError) as refused:
        store.load()
    message = str(refused.value)
    assert str(store.path) in message and "corrupt" in message and "\n" not in message
    with pytest.raises(PeopleFileError):
        store.add("Ana")  # a corrupt file is never overwritten
    assert store.path.read_text() == text


def test_voiceprints_from_another_model_are_refused_but_can_be_removed(tmp_path: Path) -> None:
    store = PeopleStore(tmp_path)
    store.add("Tom")
    store.enrol("Tom", _person("Tom", _axis(0), np.random.default_rng(1)).clips, model="ge2e-old")
    with pytest.raises(PeopleFileError, match=r"another voice model \(ge2e-old; this koe runs ge2e-new\)"):
        store.load(model="ge2e-new")
    assert store.load().people[0].name == "Tom"  # names and removal need no model
    store.remove("Tom")
    assert store.load(model="ge2e-new").model == "ge2e-new"


# The naming rule.


def test_a_person_is_named_only_above_the_threshold_and_ahead_by_the_margin() -> None:
    tom = Person("Tom", clips=[Clip(_axis(0), 5.0)] * 3)
    ana = Person("Ana", clips=[Clip(_axis(1), 5.0)] * 3)
    voice = _unit(np.array(0.9 * _axis(0) + 0.3 * _axis(1)))  # Tom 0.949, Ana 0.316
    who = identify(voice, [tom, ana], threshold=0.8, margin=0.1)
    assert (who.person, who.runner_up_name) == ("Tom", "Ana")
    assert who.score == pytest.approx(0.949, abs=1e-3) and who.runner_up_score == pytest.approx(0.316, abs=1e-3)
    assert identify(voice, [tom, ana], threshold=0.96, margin=0.1).person is None  # below the threshold
    between = _unit(_axis(0) + 0.95 * _axis(1))  # close to both: a near-tie
    tie = identify(between, [tom, ana], threshold=0.5, margin=0.05)
    assert tie.person is None and tie.candidate == "Tom" and tie.score - tie.runner_up_score < 0.05
    alone = identify(between, [tom], threshold=0.5, margin=0.05)  # one person: the runner-up is nobody, at 0
    assert (alone.person, alone.runner_up_name, alone.runner_up_score) == ("Tom", None, 0.0)
    nobody = identify(voice, [Person("New")], threshold=0.5, margin=0.05)
    assert nobody.person is None and nobody.candidate is None


def test_calibration_sets_the_threshold_between_the_households_voices() -> None:
    rng = np.random.default_rng(7)
    centres = _unit(rng.standard_normal((6, DIM)))
    people = [_person(f"P{i}", c, rng, clips=4, spread=0.4) for i, c in enumerate(centres)]
    rule = calibrate(people)
    assert rule.method == "leave-one-out" and "6 people, 24 clips" in rule.note
    genuine = [p.clips[0].vector @ _unit(p.vectors[1:].mean(axis=0)) for p in people]
    assert rule.threshold == DEFAULT_THRESHOLD  # unrelated voices: the household alone never sets it lower
    assert rule.threshold < min(genuine) and rule.false_reject < 0.05 and rule.false_accept < 0.01
    assert 0.02 <= rule.margin <= 0.10

    strangers = _unit(rng.standard_normal((40, DIM)))
    with_strangers = calibrate(people, strangers)
    assert with_strangers.background is not None
    assert with_strangers.threshold < DEFAULT_THRESHOLD  # measured on strangers: no floor from elsewhere
    assert with_strangers.false_accept <= 0.025  # at most 1 of 40 strangers reaches it

    too_few = calibrate(people[:2])
    assert too_few.method == "default" and "too few voices" in too_few.note


def test_calibration_raises_the_threshold_for_voices_that_are_alike() -> None:
    rng = np.random.default_rng(3)
    shared = _unit(rng.standard_normal(DIM))  # every voice leans the same way, as in one echoing room
    centres = _unit(shared + 0.35 * _unit(rng.standard_normal((5, DIM))))
    rule = calibrate([_person(f"P{i}", c, rng, clips=4, spread=0.2) for i, c in enumerate(centres)])
    assert rule.threshold > DEFAULT_THRESHOLD


# Enrolment checks.


def _speechlike(seconds: float, level: float = 0.1) -> np.ndarray:
    """A voiced buzz whose loudness rises and falls four times a second, like syllables."""
    t = np.arange(int(seconds * SAMPLE_RATE)) / SAMPLE_RATE
    buzz = sum(np.sin(2 * np.pi * 120 * k * t) / k for k in range(1, 20))
    return (level * buzz * np.maximum(np.sin(2 * np.pi * 4 * t), 0.02)).astype(np.float32)


@pytest.mark.parametrize(
    ("make", "why"),
    [
        (lambda: np.zeros(5 * SAMPLE_RATE, dtype=np.float32), "silence"),
        (lambda: 1e-4 * np.random.default_rng(0).standard_normal(5 * SAMPLE_RATE).astype(np.float32), "silence"),
        (lambda: np.clip(_speechlike(5, level=3.0), -1, 1), "clipped"),
        (lambda: _speechlike(1.5), "too short"),
        (lambda: 0.1 * np.random.default_rng(0).standard_normal(5 * SAMPLE_RATE).astype(np.float32), "noise"),
        (
            lambda: (0.2 * np.sin(2 * np.pi * 220 * np.arange(5 * SAMPLE_RATE) / SAMPLE_RATE)).astype(np.float32),
            "steady",
        ),
    ],
    ids=["digital-silence", "too-quiet", "clipped", "too-short", "white-noise", "tone"],
)
def test_enrolment_refuses_what_is_not_one_clean_voice(make, why: str, encoder: VoiceEncoder) -> None:
    from shared.people.checks import check_clip

    verdict = check_clip(make(), encoder)
    assert not verdict.accepted and verdict.voiceprint is None
    assert verdict.reason.startswith(why) or why in verdict.reason


@needs_librispeech
def test_enrolment_accepts_real_speech_and_refuses_two_voices(encoder: VoiceEncoder) -> None:
    from shared.people.checks import check_clip

    tom = load_audio(TOM / "1688-142285-0003.flac")
    verdict = check_clip(tom, encoder)
    assert verdict.accepted and verdict.voiceprint is not None and verdict.seconds > 3
    ana = load_audio(ANA / "1998-15444-0001.flac")
    two = check_clip(np.concatenate([tom[: 3 * SAMPLE_RATE], ana[: 3 * SAMPLE_RATE]]), encoder)
    assert not two.accepted and two.reason.startswith("two voices")
    not_him = check_clip(ana, encoder, centroid=verdict.voiceprint)
    assert not not_him.accepted and "not the same voice" in not_him.reason


# `koe people`, end to end.


def _koe(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    from koe.cli.main import main

    code = main(["people", *argv])
    out, err = capsys.readouterr()
    return code, out, err


@needs_librispeech
def test_koe_people_enrols_identifies_and_forgets(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], encoder: VoiceEncoder
) -> None:
    monkeypatch.setenv("KOE_DATA_DIR", str(tmp_path / "data"))
    tom = sorted(TOM.glob("*.flac"))
    assert _koe(capsys, "add", "Tom")[0] == 0
    code, _, err = _koe(capsys, "add", "tom")
    assert code == 2 and err.strip() == "koe people: Tom is already in the household"
    assert _koe(capsys, "add", "bad\x07name")[0] == 2

    code, out, _ = _koe(capsys, "enrol", "Tom", *map(str, tom[:3]))
    assert code == 0 and out.count("accepted") == 3 and "Tom: 3 clips" in out and "enrolled" in out
    code, out, err = _koe(capsys, "enrol", "Tom", str(tmp_path / "missing.wav"))
    assert code == 2 and "refused: it cannot be read as audio" in out and "1 of 1 clips refused" in err
    assert _koe(capsys, "enrol", "Nobody", str(tom[3]))[0] == 2

    code, out, _ = _koe(capsys, "list")
    assert code == 0 and out.startswith("Tom: 3 clips") and "named when the score is 0.80" in out

    code, out, _ = _koe(capsys, "identify", "--json", str(tom[3]), str(STRANGER))
    results = json.loads(out)["files"]
    assert code == 0 and [r["person"] for r in results] == ["Tom", None]
    assert results[0]["score"] >= 0.8 and results[1]["candidate"] == "Tom" and results[1]["runner_up_name"] is None
    code, out, _ = _koe(capsys, "identify", str(tom[3]))
    assert code == 0 and out.strip().endswith(": Tom (score " + f"{results[0]['score']:.2f})")

    code, out, _ = _koe(capsys, "calibrate")
    assert code == 0 and "too few voices" in out

    from shared.memory.factory import open_store
    from shared.memory.model import Memory
    from shared.settings import load_settings

    memories = open_store(load_settings(), embed=False)
    try:
        theirs = memories.add(Memory(text="Tom's wife is called Ana.", subject="wife Ana", person="Tom"))
        kept = memories.add(Memory(text="The recycling goes out on Tuesdays.", subject="recycling"))
    finally:
        memories.close()
    code, out, _ = _koe(capsys, "forget", "Tom", "--memories")
    assert code == 0 and f"forgot 1 of Tom's memories: {theirs.id}" in out and "removed Tom" in out
    memories = open_store(load_settings(), embed=False)
    try:
        assert memories.get(theirs.id) is None and memories.get(kept.id) is not None
    finally:
        memories.close()
    code, _, err = _koe(capsys, "remove", "Tom")
    assert code == 2 and "there is no 'Tom'" in err
    assert json.loads((tmp_path / "data" / "people.json").read_text())["people"] == []


def _read_aloud(tmp_path: Path) -> Path:
    """The microphone as a WAV: Tom reading for 5 s a sentence three times, a silent stretch, then once more."""
    import wave

    long_ones = [a for a in map(load_audio, sorted(TOM.glob("*.flac"))) if a.size >= 5 * SAMPLE_RATE]
    pieces = [a[: 5 * SAMPLE_RATE] for a in long_ones[:4]]
    assert len(pieces) == 4
    said = np.concatenate([*pieces[:3], np.zeros(5 * SAMPLE_RATE, np.float32), pieces[3]])
    mic = tmp_path / "mic.wav"
    with wave.open(str(mic), "wb") as w:
        w.setnchannels(1), w.setsampwidth(2), w.setframerate(SAMPLE_RATE)
        w.writeframes((said * 32767).astype("<i2").tobytes())
    return mic


@needs_librispeech
def test_koe_agent_enrol_records_each_sentence_checks_it_and_enrols(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], encoder: VoiceEncoder
) -> None:
    """On the box: each sentence checked here, the silent one asked again, the recordings kept with --enrol-dir."""
    from koe.cli.main import main

    monkeypatch.setenv("KOE_DATA_DIR", str(tmp_path / "data"))
    mic = _read_aloud(tmp_path)
    assert _koe(capsys, "add", "Tom")[0] == 0
    code = main(["agent", "--enrol", "Tom", "--input", str(mic), "--enrol-dir", str(tmp_path / "rec")])
    out, err = capsys.readouterr()
    assert code == 0, (out, err)
    assert "not used: silence" in out and "once more" in out and out.count("  ok") == 4
    kept = sorted((tmp_path / "rec").glob("*.wav"))
    assert len(kept) == 4 and all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in kept)
    assert "Tom: 4 clips, enrolled" in out


@needs_librispeech
@pytest.mark.slow
def test_a_pi_enrols_through_the_box_and_keeps_no_recording(
    settings: Any,
    rclient: Any,
    background: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The Pi has no people file: each sentence goes to the box's stt stage, which checks it, keeps it and
    answers; a person the household never added on the box is refused at the first sentence."""
    from helpers import wait_until

    from koe.cli.main import main
    from services.stt.worker import SttWorker
    from shared import streams

    PeopleStore(settings.data_dir).add("Tom")  # on the box: the household agrees to enrol Tom
    worker = SttWorker(settings, rclient)
    background.run(worker)
    wait_until(lambda: rclient.exists(streams.alive_key("stt")), timeout=60, what="the stt stage")
    pi = tmp_path / "pi"
    monkeypatch.setenv("KOE_DATA_DIR", str(pi))
    monkeypatch.setenv("KOE_REDIS_URL", str(settings.redis_url))
    mic = _read_aloud(tmp_path)
    code = main(["agent", "--enrol", "Tom", "--input", str(mic), "--device", "hall-pi"])
    out, err = capsys.readouterr()
    assert code == 0, (out, err)
    assert "not used: silence" in out and out.count("  ok") == 4 and "Tom: 4 clips, enrolled" in out
    tom = PeopleStore(settings.data_dir).load().find("Tom")
    assert tom is not None and len(tom.clips) == 4 and tom.enrolled
    assert not list(pi.rglob("*.wav")), "no recording stays on the Pi"
    wait_until(lambda: worker.speakers.active, timeout=10, what="Tom's voice in use by the stt stage")

    code = main(["agent", "--enrol", "Ana", "--input", str(mic), "--device", "hall-pi"])
    out, err = capsys.readouterr()
    assert code == 2 and "there is no 'Ana' in the household" in err and out.count("read aloud") == 1
