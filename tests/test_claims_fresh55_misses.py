"""What the first runs of session 30's sets (fresh55-57, FORGET55-57) and the reading of fresh54 missed and the claim
layer now reads (docs/writer.md, "Session 30"), in words of their own: a laugh at a conclusion after "so" (what it
was drawn from is meant), a role set before a question, a film that makes the person think of their own people, a
name set off after the clause, "it" for a thing just said to be no longer so, a thing done for good said of it in
passing ("the team I coach"), what is of the moment ("we've the heating on"), who is spoken to ("Lord no, honey"),
and requests that name whose thing they forget, that the assistant asked about by name, said with a short name
("the BP stuff"), pointed into a list ("the second one"), joined on ("And the diet.") or narrowed and spared by the
sentence after them; a change reaches the fact it changes, not all said of someone."""

from __future__ import annotations

import pytest

from services.writer.claims import UserTurn, read_claims
from services.writer.dedup import Lookups
from services.writer.operations import ShownMemory
from services.writer.pipeline import parse_reply
from shared.memory.embedder import Embedder, load_embedder
from shared.memory.model import Memory
from tests.test_claims_forget41_misses import dropped, memories
from tests.test_writer_operations import reply


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    loaded = load_embedder()
    assert loaded is not None, "install the embeddings extra (scripts/setup.sh does)"
    return loaded


def _retired(embedder: Embedder, texts: list[str], *said: tuple[str, str]) -> list[str]:
    """Which of the memories the person's turns (what they said, what koe replied) forget."""

    def similarity(a: str, b: str) -> float:
        first, second = embedder.embed([a, b])
        return float(first @ second)

    shown = {f"m{i}": ShownMemory(Memory(id=f"m{i}", text=t, subject=""), "search") for i, t in enumerate(texts)}
    turns = [UserTurn(f"t{n}", text, answer) for n, (text, answer) in enumerate(said)]
    ops = parse_reply(reply(), shown, turns, len(turns), Lookups(similarity=similarity))
    return [texts[int(r.id[1:])] for r in ops.retire if r.forget]


def test_a_laugh_at_the_conclusion_leaves_what_it_was_drawn_from() -> None:
    kept = memories("my wife teaches year two and I teach physics at the grammar school in Ripon so between us "
                    "we've got glitter and explosions covered haha")  # fmt: skip
    assert any("physics" in m and "Ripon" in m for m in kept), kept
    # a laugh at what was said, with nothing drawn from it, still takes it back
    assert not memories("I have like forty chickens and I'm married to a llama lol")


def test_a_role_set_before_a_question_about_a_thing() -> None:
    assert "The user is a night-shift nurse." in memories("As a night-shift nurse, is the gym on Dock Road open late?")
    assert not any("teacher" in m for m in memories("As a teacher, is my husband entitled to the discount?"))


def test_a_film_that_makes_the_person_think_of_their_own() -> None:
    kept = memories("we watched Up last night and I bawled. the old man who lost his wife... it reminded me of "
                    "my nonno in Bari. he's 88 and still grows his own tomatoes")  # fmt: skip
    assert any("nonno in Bari is 88" in m for m in kept), kept


def test_a_name_set_off_after_and_it_for_what_is_no_longer_so() -> None:
    moved = memories("No, you've got that wrong, she's not in Leeds anymore, Kerry — she's moved to York.")
    assert any("Kerry has moved to York" in m for m in moved), moved
    plot = memories("My allotment number isn't 14 anymore. It's 22 now, down by the gate.")
    assert any("allotment number is 22" in m for m in plot), plot


def test_a_request_forgets_the_thing_not_whose_it_is(embedder: Embedder) -> None:
    texts = ["The user's brother Sunil lives at 9 Elm Road, Leicester.", "The user's brother Sunil is a plumber."]
    assert _retired(embedder, texts, ("Forget Sunil's address, na. He's moved anyway.", "ok")) == [texts[0]]
    sister = ["The user's sister Thandi is going through a divorce.", "The user's sister Thandi lives in Durban."]
    asked = ("Could you not keep that thing about my sister? The divorce thing, I mean.", "ok")
    assert _retired(embedder, sister, asked) == [sister[0]]


def test_a_request_the_assistant_asked_about_by_name(embedder: Embedder) -> None:
    texts = ["The user's ex-girlfriend is named Bethany.", "The user and Bethany went to Crete every June.",
             "The user works as a welder."]  # fmt: skip
    gone = _retired(embedder, texts, ("ugh. you know who. can you delete her", "Do you mean Bethany?"),
                    ("yes, all of it, the Crete holidays too", "Done."))  # fmt: skip
    assert sorted(gone) == sorted(texts[:2])


def test_a_short_name_and_a_sentence_that_spares() -> None:
    pressure = ("My blood pressure was 150 over 95 at the surgery today. My son Kofi starts at Kumasi Tech in May.",
                "On second thought, that BP stuff, abeg remove am. Kofi own is fine.")  # fmt: skip
    assert dropped(pressure, "The user's blood pressure was 150 over 95.")
    assert not dropped(pressure, "The user's son Kofi starts at Kumasi Tech in May.")
    trip = ("My friend Oksana is leaving her husband. She and I are going to Porto on 3 April.",
            "Forget what I said about Oksana's marriage. The Porto trip stays.")  # fmt: skip
    assert not dropped(trip, "The user and their friend Oksana are going to Porto on 3 April.")


def test_what_was_read_before_the_colon_and_a_question_after_a_lead_in() -> None:
    assert "The user takes warfarin every evening." in memories(
        "So the reason I'm asking: I take warfarin every evening"
    )
    turns = [UserTurn("t0", "set an alarm for 5", "Sure! So I get this right, what do you do for work?"),
             UserTurn("t1", "electrician. Galway area, my own van", "ok")]  # fmt: skip
    kept = [c.memory for c in read_claims(turns).claims if c.memory]
    assert any("electrician" in m and "Galway" in m for m in kept), kept


def test_what_is_of_the_moment_and_who_is_spoken_to() -> None:
    assert not memories("we've the heating on full, it's baltic")
    assert not memories("Ah no, I do fine on my own.")
    army = memories("Lord no, honey, he's joining the Navy, my grandson Tate, he leaves in August.")
    assert not any("honey" in m.lower() for m in army), army
    ellie = memories("our Ellie has netball on Thursdays.", "She's nine.")
    assert any("Ellie is nine" in m for m in ellie) and not any("Thursdays is" in m for m in ellie), ellie


def test_a_thing_done_for_good_said_of_it_in_passing() -> None:
    assert "The user coaches the under-12 girls team in Leith." in memories(
        "can you remind me to bring the cones for the under-12 girls team I coach in Leith"
    )
    assert not any("runs the match" in m for m in memories("After the match I run home."))
    named = memories("we got a rescue lurcher last week, his name is Biscuit!!")
    assert any("lurcher is called Biscuit" in m for m in named), named


def test_a_story_read_a_question_asked_and_a_list_pointed_into() -> None:
    read = memories("we're reading Skellig, the boy finds a strange man in the garage")
    assert read == ["The user is reading Skellig."], read
    assert not memories("wait am i the one who's allergic to kiwi or is it my brother?")
    listed = ("so for the record: I'm vegan, my wife Ines grinds her teeth, and my dad's visiting on the 9th.",
              "haha actually forget the second one, she'd be mortified")  # fmt: skip
    assert dropped(listed, "The user's wife Ines grinds her teeth.")
    assert not dropped(listed, "The user's dad is visiting on the 9th.")
    spin = ("I go to spin class twice a week and I'm on a low-carb diet.", "Delete the spin thing. And the diet.")
    assert dropped(spin, "The user is on a low-carb diet.")


def test_a_change_reaches_the_fact_it_changes_not_all_of_someone(embedder: Embedder) -> None:
    texts = ["The user's son Tomos is eleven.", "The user sees Dr. Price every six months."]
    turns = ("gotta be back by four 'cause Tomos has got rugby, it's every Wednesday now.", "ok")
    assert _retired(embedder, texts, turns) == []
    shown = {f"m{i}": ShownMemory(Memory(id=f"m{i}", text=t, subject=""), "search") for i, t in enumerate(texts)}
    ops = parse_reply(reply(), shown, [UserTurn("t0", *turns)], 1, Lookups())
    assert not ops.update, ops.update
