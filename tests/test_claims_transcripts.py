"""What held-out sets fresh31 to fresh35 missed and the parse now reads, each in words of its own: a
speaker's self-correction, numbers said in words, a transcript's run-on sentences, words told to others
with no "that", a household's "the kids", a "he" for the owner of a thing, what was said taken for no one,
what one can do no more, the person back from a show's plot, a clinic's finding, a question asked without
its mark, the person turning to themselves after someone else's doings, and a liking against a dislike."""

from __future__ import annotations

from services.writer.claims import UserTurn, read_claims
from services.writer.claims.self_repairs import repaired
from services.writer.entailment import contrasted
from services.writer.wording import tokens


def claims(*said: str) -> list:
    return read_claims([UserTurn(f"t{i}", text) for i, text in enumerate(said)]).claims


def memories(*said: str) -> list[str]:
    return [c.memory for c in claims(*said) if c.memory]


def test_a_self_correction_keeps_only_what_was_meant() -> None:
    said = "we live at flat fourteen no sorry forty one on Harbour Street"
    assert len(repaired(said)) == len(said)  # spans still point into the turn
    kept = " ".join(memories(said))
    assert "forty one" in kept and "fourteen" not in kept
    assert memories("my piano lesson is on tuesdays no wait thursdays") == ["The user's piano lesson is on Thursdays."]
    assert repaired("I have two kids no pets") == "I have two kids no pets"  # not of one kind: nothing taken back


def test_numbers_said_in_words_are_the_numbers() -> None:
    assert tokens("number twenty one") == ["number", "21"]
    assert tokens("a hundred and fifty over ninety five") == ["150", "over", "95"]
    assert tokens("the nineteenth of May") == ["the", "19", "of", "may"]


def test_a_transcripts_run_on_sentences_are_read_apart() -> None:
    said = "is it too cold for a puppy my dog bramble is only ten weeks old"
    assert [m.lower() for m in memories(said)] == ["the user's dog bramble is only ten weeks old."]
    # an "if" still carries what follows it: no sentence starts after its noun
    assert memories("if we ever win the lottery I'm buying a narrowboat") == []


def test_what_someone_tells_others_with_no_that_is_their_view() -> None:
    assert memories("my brother keeps telling the whole family I'm a terrible cook") == []


def test_the_households_kids() -> None:
    assert memories("the kids have swimming every tuesday after school") == [
        "The user's kids have swimming every Tuesday after school."
    ]


def test_he_or_she_for_the_one_whose_thing_was_named() -> None:
    assert "The user's daughter is sixteen now." in memories("my daughter's room is a tip. she's sixteen now")


def test_what_was_said_is_no_one_a_later_she_stands_for() -> None:
    said = "what's the capital of canada my niece asked and i said toronto, she's eight"
    assert "The user's niece is eight." in memories(said)


def test_what_one_can_do_no_more_is_kept() -> None:
    assert memories("I can't climb stairs any more") == ["The user cannot climb stairs any more."]
    assert memories("I can't come on Friday") == []


def test_the_person_is_back_from_the_plot_when_they_say_what_they_do() -> None:
    said = (
        "I've been watching a show about a baker who loses his shop. Relatable, because I run a café in Hobart myself."
    )
    assert memories(said) == ["The user runs a café in Hobart."]


def test_what_a_clinic_told_the_person_is_a_finding() -> None:
    said = "I saw the clinic today and they've told me I have to take iron tablets every morning"
    assert memories(said) == ["The user has to take iron tablets every morning."]


def test_a_question_asked_without_its_mark_keeps_its_premise_only() -> None:
    assert memories("as a vegan can i eat honey") == ["The user is a vegan."]


def test_the_person_turning_to_themselves_after_someone_elses_doings() -> None:
    said = (
        "my cousin turned up who apparently ran a marathon in the desert, and they wanted to go out "
        "but I've got a broken ankle"
    )
    assert memories(said) == ["The user has got a broken ankle."]


def test_a_liking_is_not_carried_by_a_dislike() -> None:
    hates = claims("my husband Sam hates surprises")[0]
    assert contrasted("Sam loves surprise parties.", hates)
    not_liked = claims("I don't like mushrooms")[0]
    assert not contrasted("The user dislikes mushrooms.", not_liked)
