"""What a held-out set's first run missed and the parse now reads (fresh23 to fresh25, docs/writer.md), each in
words of its own: koe's words passed back, a premise before a question, a subject left unsaid, "'s been", a
noun's "'ll", a question that asks the listener to judge, a correction that says what someone is; a "she" that
opens a turn, a summing-up "to say", a job on a shift, a part in a show to come, a home named in passing, a
question run on into a statement, mock delight, a thing mislaid and an exclamation."""

from __future__ import annotations

from services.writer.claims import UserTurn, read_claims
from tests.test_claims import refused


def claims(*said: str) -> list:
    return read_claims([UserTurn(f"t{i}", text) for i, text in enumerate(said)]).claims


def memories(*said: str) -> list[str]:
    return [c.memory for c in claims(*said) if c.memory]


def test_what_the_assistant_was_told_to_have_said_is_not_the_persons_claim() -> None:
    assert memories("You told my husband yesterday that Priya plays the trumpet. It's the trombone!") == []
    assert memories("The nurse told me I'm anaemic.") == ["The user is anaemic."]  # a finding passed on


def test_a_premise_before_a_request_is_the_persons_own() -> None:
    said = "Since I've been diagnosed coeliac, could you recommend a lunch that isn't a salad?"
    assert memories(said) == ["The user has been diagnosed coeliac."]


def test_a_job_begun_as_something_with_its_subject_unsaid() -> None:
    assert memories("Started as a bus driver on Monday, early shifts only.") == [
        "The user started as a bus driver on Monday, early shifts only."
    ]


def test_has_been_and_a_nouns_will() -> None:
    assert memories("Grandad's been living with us in Preston since the spring.") == [
        "Grandad has been living with the user in Preston since the spring."
    ]
    said = "Reckon my van'll pass its MOT? It's a 2009 Transit."
    assert memories(said) == ["The user's van is a 2009 Transit."]  # the question asks; "it" is the van


def test_my_older_brother_not_my_uncle_keeps_older() -> None:
    (swap,) = [c.replaces for c in claims("Joseph is my older brother, not my uncle.") if c.replaces]
    assert (swap.old, swap.new) == ("uncle", "older brother")


def test_not_quite_what_it_says_is_a_figure() -> None:
    assert memories("Honestly I'm practically a puddle in this heat.") == []
    assert memories("My sister is a nurse.") == ["The user's sister is a nurse."]


def test_a_move_said_with_a_bang_carries_to_where_now_in_that_turn_only() -> None:
    moved = claims("We moved out of Leeds! Got a little flat in Margate now.")
    assert [c.change for c in moved] == ["world", "world"]
    later = claims("We moved out of Leeds!", "My sister is a nurse.")
    assert later[-1].change is None, "a later turn is not the move's continuation"


def test_a_she_that_opens_a_turn_is_whom_the_turn_before_named() -> None:
    said = ("Our son Tomasz has been struggling with maths this term.", "Oh, and he's joining the Air Cadets in May.")
    assert "The user's son Tomasz is joining the Air Cadets in May." in memories(*said)
    assert memories("He's joining the Air Cadets in May.") == []  # no one named: who, it does not say


def test_what_sums_up_a_ramble_supposes_nothing() -> None:
    said = "Long story short, I've joined the volunteer fire brigade in Ashby."
    assert memories(said) == ["The user has joined the volunteer fire brigade in Ashby."]
    said = (
        "What a week, the car failed its MOT, the kids were off sick. All that to say, I've enrolled on a Welsh course."
    )
    assert "The user has enrolled on a Welsh course." in memories(said)
    assert memories("Say we moved to Cork, would the cat cope?") == []  # "say" as "suppose" still supposes


def test_a_job_done_on_a_shift_lasts_and_being_on_shift_does_not() -> None:
    assert (
        refused("My brother Kwabena drives buses on the early shift.", "The user's brother Kwabena drives buses.") == []
    )
    assert memories("Sorry, I'm on shift till ten.") == []


def test_a_part_in_a_show_to_come_is_the_persons_own_and_a_games_is_not() -> None:
    said = "I'm auditioning for the lead in the next production with the Harbour Lane Players."
    assert [c.attribution for c in claims(said)] == ["self"]
    assert all(c.attribution == "story" for c in claims("In my game I have a castle and a pet wyvern."))


def test_a_home_named_in_passing_is_where_the_person_lives() -> None:
    assert "The user's flat is in Leith." in memories("My flat in Leith is tiny, where do I put a rowing machine?")
    assert memories("Our holiday cottage in Cornwall needs a new roof.") == []


def test_a_question_run_on_into_a_statement_in_an_unpunctuated_transcript() -> None:
    said = "do ferrets need vaccines my ferret biscuit is due a checkup"
    assert not any("vaccine" in m.lower() for m in memories(said))
    said = "could the kids manage a week in iceland my son oskar is only four"
    assert memories(said) == ["The user's son Oskar is only four."]


def test_mock_delight_a_thing_mislaid_and_an_exclamation_are_no_memory() -> None:
    assert memories("I just love being kept on hold for an hour by the council.") == []
    assert memories("Then I lost my reading glasses somewhere in Tesco.") == []
    assert memories("I lost my sense of smell after covid.") != []  # a faculty lost stays lost
    assert memories("Nights are done, thank goodness.") == []


def test_what_but_sets_against_a_supposition_is_so() -> None:
    said = "If it were up tae me we'd hae a spaniel by now, but Eilidh is allergic tae dogs."
    assert [m[:18] for m in memories(said)] == ["Eilidh is allergic"]  # ("tae dogs", as said)
    assert memories("If we won the lottery I'd buy a boat but I'd keep my job.") == []  # supposed too


def test_a_workplace_and_a_rota_named_in_passing() -> None:
    said = "I listen to podcasts on the drive to my job at the Nissan plant in Sunderland."
    assert "The user's job is at the Nissan plant in Sunderland." in memories(said)
    said = "My nan says I work too hard. Anyway I'm on night shift at the Heathrow cargo terminal now."
    assert any("cargo terminal" in m for m in memories(said))


def test_an_audiobooks_plot_is_a_story() -> None:
    said = "In the audiobook I'm on, the inspector's got a twin in Naples who runs a pizzeria."
    assert {c.attribution for c in claims(said)} == {"story"}


def test_basically_before_a_title_is_a_figure_and_a_request_for_help_no_fact() -> None:
    assert memories("Honestly I'm basically a world-class chef now, burnt the toast twice today.") == []
    assert memories("I'm basically a full carer for my dad these days.") != []  # a plain role, hedged
    assert memories("Can help me phone my landlord tomorrow?") == []


def test_a_home_or_job_that_ended_or_is_someone_elses_is_not_where_the_person_is() -> None:
    assert memories("We sold our flat in Leith last year.") == ["The user sold their flat in Leith last year."]
    assert not any("job is at" in m for m in memories("I quit my job at the Tesco in Hull."))
    assert not any("house is in" in m for m in memories("My mum's house in Leeds has a leaky roof."))
