"""The household's names: found in real memory texts, read from a real SQLite store by the stt worker,
and given to the real tiny.en so that "Hana" is no longer written "Hannah", while speech without names
gains none."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import redis
from structlog.testing import capture_logs

from koe.bench.voice import Voice, noise, silence
from services.stt.name_spelling import respell
from services.stt.names import HouseholdNames
from services.stt.transcriber import judge, load_transcriber
from services.stt.worker import SttWorker
from services.vad.pcm import to_float
from shared import streams
from shared.bus import Bus
from shared.logs import get_logger
from shared.memory.factory import open_store, store_path
from shared.memory.model import Memory
from shared.memory.names import household_names, names_in, store_names
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.ordinary_words import ordinary_words
from shared.settings import Settings
from tests.conftest import Background
from tests.helpers import wait_until
from tests.test_stt_worker import send_utterance, transcripts


def memory(text: str, subject: str = "", tags: list[str] | None = None, **fields: object) -> Memory:
    return Memory(text=text, subject=subject, tags=tags or [], **fields)  # type: ignore[arg-type]


# --- names from memory texts ---------------------------------------------------------------------------


def test_names_are_the_capitalised_words_that_are_not_sentence_starts() -> None:
    assert names_in(memory("The user's dog is called Biscuit.", "dog Biscuit", ["dog"])) == ["Biscuit"]
    assert names_in(memory("The user's daughter Hana plays the violin.", "daughter")) == ["Hana"]
    assert names_in(memory("The user lives in Tromsø.", "home")) == ["Tromsø"]
    assert names_in(memory("The user's friend Tom Smith moved to Cape Town.", "friend")) == ["Tom Smith", "Cape Town"]
    assert names_in(memory("Hana's cat Miso, Leo and Nora live in Leeds.", "cat")) == ["Miso", "Leo", "Nora", "Leeds"]


def test_a_first_word_is_a_name_when_the_subject_or_tags_name_it() -> None:
    assert names_in(memory("Hana lives in Osaka.", "Hana home")) == ["Hana", "Osaka"]
    assert names_in(memory("Hana lives in Osaka.", "home", ["hana"])) == ["Hana", "Osaka"]
    assert names_in(memory("Hana lives in Osaka.", "home")) == ["Osaka"]
    assert names_in(memory("Mochi is a rabbit. Mochi chews cables.", "pet rabbit", ["mochi"])) == ["Mochi", "Mochi"]


def test_capitalised_words_that_are_not_names_never_count() -> None:
    text = "On Monday The User said She sees Dr. Patel in July; Grandma Rosa's TV and the BBC are on at Christmas."
    assert names_in(memory(text, "On Monday")) == ["Patel", "Rosa", "Christmas"]
    assert names_in(memory("The user and I meet Siobhan on Saturdays.", "user")) == ["Siobhan"]


def test_household_names_come_from_the_most_important_and_recently_used_memories_once_each() -> None:
    memories = [
        memory("The user's neighbour Tomasz has a ladder.", importance=2),
        memory("The user's cousin Priya visits often.", last_used_at="2026-11-30T10:00:00Z"),
        memory("The user's colleague Joaquin rides a bike.", last_used_at="2026-10-01T10:00:00Z"),
        memory("The user's daughter Hana plays the violin with Priya.", importance=5),
        memory("The user's dog is called Biscuit.", importance=1, pinned=True),
        memory("The user's son plays football with hana.", importance=4),  # not capitalised: not a name
    ]
    assert household_names(memories) == ["Biscuit", "Hana", "Priya", "Joaquin", "Tomasz"]


def test_the_list_stays_short() -> None:
    many = [memory(f"The user's friend {name} lives nearby.") for name in ("Alexandra", "Bartholomew", "Cordelia")]
    assert household_names(many, max_names=2) == ["Alexandra", "Bartholomew"]
    assert household_names(many, max_chars=len("Alexandra, Cordelia")) == ["Alexandra", "Cordelia"]  # skips long
    lots = [memory(f"The user's pen pal Penpal{chr(97 + i)}{chr(97 + j)} writes.") for i in range(10) for j in range(9)]
    names = household_names(lots)
    assert len(names) <= 30 and len(", ".join(names)) <= 200 and len(names) >= 20


def test_the_store_gives_the_names_of_memories_that_hold_now(tmp_path: Path) -> None:
    store = SqliteMemoryStore(tmp_path / "memory.sqlite3")
    try:
        store.bulk_add(
            [
                memory("The user's dog is called Biscuit.", "dog Biscuit", importance=4),
                memory("The user's cat Pickles died last year.", "cat", status="retired"),
                memory("The user's guest Ingrid stays until Sunday.", "guest", expires_at="2020-01-01T00:00:00Z"),
                memory("The user's daughter Hana plays the violin.", "daughter Hana", importance=5),
            ]
        )
        assert store_names(store) == ["Hana", "Biscuit"]
    finally:
        store.close()


# --- the stt worker's names ----------------------------------------------------------------------------


def test_without_a_store_the_worker_has_no_names_says_so_once_and_creates_nothing(settings: Settings) -> None:
    names = HouseholdNames(settings, get_logger(stage="stt"))
    with capture_logs() as logs:
        assert names.refresh() == ()
        assert names.refresh() == ()
    assert [e["event"] for e in logs] == ["stt.names_unavailable"]
    assert not store_path(settings).exists()

    store = open_store(settings, embed=False)
    store.add(memory("The user's daughter Hana plays the violin.", "daughter Hana"))
    store.close()
    with capture_logs() as logs:
        assert names.refresh() == ("Hana",)
    assert [(e["event"], e["names"]) for e in logs] == [("stt.names_read", 1)]
    assert "Hana" not in str(logs), "the household's names are never logged"


def test_an_unreadable_store_means_no_names_not_a_failure(settings: Settings) -> None:
    path = store_path(settings)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"this is not a SQLite database" * 100)
    names = HouseholdNames(settings, get_logger(stage="stt"))
    with capture_logs() as logs:
        assert names.refresh() == ()
    assert [e["event"] for e in logs] == ["stt.names_unavailable"]


def test_a_transcript_of_nothing_but_the_names_on_near_silence_is_dropped() -> None:
    names = ["Biscuit", "Hana", "Cape Town"]
    assert judge(" Biscuit, Hana.", level=-30.0, no_speech_prob=0.9, avg_logprob=-0.9, names=names) == "hallucination"
    assert judge(" Cape Town", level=-60.0, no_speech_prob=0.1, avg_logprob=-0.3, names=names) == "hallucination"
    echo = " Hana, Biscuit, Biscuit, Biscuit, B"  # the prompt copied until the model ran out of room
    assert judge(echo, level=-120.0, no_speech_prob=0.9, avg_logprob=-0.1, names=names) == "hallucination"
    assert judge(" Biscuit!", level=-22.0, no_speech_prob=0.05, avg_logprob=-0.2, names=names) is None
    assert judge(" Biscuit, sit.", level=-30.0, no_speech_prob=0.9, avg_logprob=-0.9, names=names) is None


# --- the real model ------------------------------------------------------------------------------------

HANA = "Can you remind Hana about her violin lesson?"  # tiny.en alone writes "Hannah"
TROMSO = "How cold is it in Tromso today?"  # tiny.en alone writes "Toronto"
PLAIN = "Can you remind me about the violin lesson?"
HOUSEHOLD = [
    memory("The user's daughter Hana plays the violin.", "daughter Hana", kind="person", importance=5),
    memory("The user grew up in Tromso.", "home town", tags=["tromso"]),
    memory("The user's dog is called Biscuit.", "dog Biscuit"),
]


def heard_names(text: str) -> set[str]:
    return {w for w in re.findall(r"\w+", text.lower()) if w in {"hana", "tromso", "biscuit"}}


NAMES = ["Biscuit", "Pickles", "Mochi", "Hana", "Leeds", "Tomasz", "Cape Town"]


def test_a_name_the_model_wrote_its_own_way_is_spelt_the_households_way() -> None:
    words = ordinary_words()
    assert words is not None, "scripts/setup.sh installs Debian's wamerican"
    assert respell("Tell Thomas his parcel arrived.", NAMES, words) == "Tell Tomasz his parcel arrived."
    assert respell("Thomas is mowing the lawn.", NAMES, words) == "Tomasz is mowing the lawn."
    assert respell("Is Hannah's violin here?", NAMES, words) == "Is Hana's violin here?"
    assert respell("Is Hannah's violin here?", [], words) == "Is Hannah's violin here?"


@pytest.mark.parametrize(
    "text",
    [
        "Much of the cake is gone.",  # "Much" sounds like Mochi, but it is an ordinary word
        "The leads for the speakers are in the drawer.",  # and "leads" like Leeds
        "We need more pickles and a biscuit.",
        "Hana and Tomasz are in Cape Town.",
    ],
)
def test_ordinary_words_that_sound_like_a_name_stay_as_they_are(text: str) -> None:
    assert respell(text, NAMES, ordinary_words()) == text


def test_without_the_word_list_only_a_capitalised_word_in_mid_sentence_counts_as_a_name() -> None:
    assert respell("Much of the cake is gone.", NAMES, None) == "Much of the cake is gone."
    assert respell("Thomas called. Tell Thomas.", NAMES, None) == "Thomas called. Tell Tomasz."


@pytest.mark.slow
def test_the_transcriber_spells_the_names_it_is_given_and_adds_none(voice: Voice) -> None:
    transcriber = load_transcriber(None, "cpu", 1)
    names = ["Hana", "Tromso", "Biscuit"]
    for said, name, alone in ((HANA, "hana", "hannah"), (TROMSO, "tromso", "toronto")):
        samples = to_float(silence(0.3) + voice.say(said) + silence(0.5))
        assert alone in transcriber.transcribe(samples).text.lower(), "tiny.en needs the help here"
        assert heard_names(transcriber.transcribe(samples, names).text) == {name}
    plain = transcriber.transcribe(to_float(silence(0.3) + voice.say(PLAIN) + silence(0.5)), names)
    assert "violin" in plain.text.lower() and heard_names(plain.text) == set()
    for quiet in (silence(1.5), silence(0.5), noise(1.5, level=0.01)):  # a short list is copied onto these
        assert transcriber.transcribe(to_float(quiet), names).text == ""


@pytest.mark.slow
def test_the_worker_hears_a_name_once_the_memory_store_holds_it(
    rclient: redis.Redis, settings: Settings, background: Background, voice: Voice
) -> None:
    bus = Bus(rclient, settings)
    worker = SttWorker(settings, rclient)
    worker.names_refresh_s = 0.2  # the minute of koe, shortened
    background.run(worker)
    wait_until(lambda: rclient.exists(streams.alive_key("stt")), timeout=60, what="the stt worker")
    assert worker.names.names == ()  # no store yet: transcribed without names
    speech = silence(0.3) + voice.say(HANA) + silence(0.5)
    send_utterance(bus, speech, "before")
    (before,) = wait_until(lambda: transcripts(rclient), timeout=30, what="the first transcript")
    assert "hannah" in before.text.lower()

    store = open_store(settings, embed=False)  # the writer learns the household, as it would
    store.bulk_add(HOUSEHOLD)
    store.close()
    wait_until(lambda: "Hana" in worker.names.names, timeout=10, what="the names read in the background")

    send_utterance(bus, speech, "after")
    send_utterance(bus, silence(0.3) + voice.say(PLAIN) + silence(0.5), "plain")
    got = wait_until(
        lambda: {t.turn: t.text for t in transcripts(rclient)} if len(transcripts(rclient)) >= 3 else None,
        timeout=30,
        what="two more transcripts",
    )
    assert heard_names(got["after"]) == {"hana"}
    assert "violin" in got["plain"].lower() and heard_names(got["plain"]) == set()
