"""What FORGET41's and fresh40's first runs missed and the claim layer now reads (docs/writer.md), in words
of their own: a request not to keep said however it is said, one taken back, "off the record", "everything
else", a laugh that takes back only what it closes, and facts the parse had lost."""

from __future__ import annotations

from services.writer.claims import UserTurn, read_claims
from services.writer.entailment import names_forgotten
from tests.test_claims import refused


def said(*turns: str) -> list:
    return read_claims([UserTurn(f"t{n}", s) for n, s in enumerate(turns)]).claims


def memories(*turns: str) -> list[str]:
    return [c.memory for c in said(*turns) if c.memory]


def dropped(turns: tuple[str, ...], text: str) -> bool:
    """A memory the batch's requests to forget reach."""
    return names_forgotten(text, [c for c in said(*turns) if c.forget is not None]) is not None


def test_dont_keep_said_the_way_people_say_it() -> None:
    turns = ("My cousin Emeka is getting married in Owerri in April. I lent him 300k for the hall. "
             "Abeg don't keep anything about money o, my husband will see it.",)  # fmt: skip
    assert dropped(turns, "The user lent Emeka 300,000 naira for the hall.")
    assert any("Emeka" in m and "Owerri" in m for m in memories(*turns))
    assert refused("the thing about my brother don't keep that he's only visiting", "The user's brother is visiting.")


def test_a_request_taken_back_keeps_what_it_named() -> None:
    forgot = ("my wife's pregnant, due in june. och forget ah said that",)
    assert dropped(forgot, "The user's wife is due in June.")
    assert not dropped((*forgot, "actually naw ye can keep it, everyone knows now"), "The user's wife is due in June.")
    # a "keep that one" said of something new is no taking back
    turns = ("Our Niamh has started seeing a speech therapist. Keep that private actually. But she's starting "
             "at the Gaelscoil in September, you can keep that one.",)  # fmt: skip
    assert dropped(turns, "Niamh is seeing a speech therapist.")
    assert not dropped(turns, "Niamh is starting at the Gaelscoil in September.")


def test_off_the_record_and_everything_else() -> None:
    turns = ("ok this bit's off the record, i'm on antidepressants since the spring, but on the record my "
             "brother is moving in with us in may",)  # fmt: skip
    assert dropped(turns, "The user is on antidepressants.")
    assert not dropped(turns, "The user's brother is moving in with the user in May.")
    rest = ("The boiler broke, my neighbour is suing me over the fence, and my daughter Ama was just diagnosed "
            "with coeliac disease. Forget everything else I said and just keep Ama's coeliac.",)  # fmt: skip
    assert dropped(rest, "The user's neighbour is suing the user over the fence.")
    assert not dropped(rest, "The user's daughter Ama has coeliac disease.")


def test_scratch_that_reaches_past_an_exclamation() -> None:
    for text in (
        "we got a new collie called Moss and my uncle Dermot just got out of prison god help us scratch that last bit",
        "We got a new collie called Moss. My uncle Dermot just got out of prison, god help us. Scratch that last bit.",
    ):
        assert dropped((text,), "The user's uncle Dermot just got out of prison.")
        assert not dropped((text,), "The user got a new collie called Moss.")


def test_what_the_person_is_not_is_no_request_about_someone_else() -> None:
    turns = ("Naw, I'm no a smoker, never was, dinnae put that doon. It's my brother Fraser that smokes.",)
    assert not dropped(turns, "The user's brother Fraser smokes.")


def test_a_laugh_takes_back_only_what_it_closes() -> None:
    kept = memories("we adopted a greyhound called Pip!!! she's so calm. also i'm basically a millionaire now lol")
    assert any("Pip" in m for m in kept) and not any("millionaire" in m for m in kept)
    assert not memories("I own a yacht. I've got a private jet too. lol")


def test_facts_the_parse_had_lost() -> None:
    assert "The user is a type 2 diabetic." in memories("As a type 2 diabetic, is it ok for me to eat mango?")
    assert not memories("Sainsbury's was out of the biscuits I like.")
    assert "The user has joined a brass band in Barnsley." in memories(
        "Guess what, I've joined a brass band in Barnsley!"
    )


def test_requests_said_before_what_they_name_or_beside_what_stays() -> None:
    first = ("ok don't write this down but my brother's been interviewing in Leeds, he hasn't told work. anyway our "
             "allotment is plot 12 at the Hollins Lane site",)  # fmt: skip
    assert dropped(first, "The user's brother has been interviewing in Leeds.")
    assert not dropped(first, "The user's allotment is plot 12 at the Hollins Lane site.")
    partial = ("we're moving to Galway in June and I've been on beta blockers since the winter",
               "you can keep the move but not the tablets thing")  # fmt: skip
    assert dropped(partial, "The user has been on beta blockers since the winter.")
    assert not dropped(partial, "The user is moving to Galway in June.")
    assert dropped(("is that debt thing still on there? get rid of it",), "The user has a debt.")


def test_whose_thing_it_is_and_whose_kin() -> None:
    assert refused("now my knee's done can I borrow my neighbour's mower from his garage", "The user has a garage.")
    assert refused(
        "I got into the chess club at school! my little sister can't know",
        "The user's little sister is in the chess club.",
    )


def test_asked_without_do_is_a_question() -> None:
    assert [c.mood for c in said("what you remember bout me grandson again")] == ["question"]
    assert "The user's son is Tom." in memories("what you said was right, my son is Tom")
