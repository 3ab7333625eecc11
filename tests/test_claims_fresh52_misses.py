"""What the first runs of fresh52, FORGET52, fresh53 and FORGET53 missed and the claim layer now reads
(docs/writer.md, "Session 29"), in words of their own: answers given in fragments to the assistant's question,
a birthday or a reminder's date said on the way, a request that reaches by another name for someone ("my new
housemate is Tomas ... anything about Tomas"), by "that news about her", by a possessor ("Lars's pin" is the
pin, not Lars), said politely ("would you mind leaving ..."), and what does not last (a clause in another
language, "I keep forgetting", "I'm soaked", a car "held together with tape")."""

from __future__ import annotations

from services.writer import checks
from services.writer.claims import UserTurn, read_claims
from tests.test_claims_forget41_misses import dropped, memories


def _asked(question: str, answer: str) -> list[str]:
    turns = [UserTurn("t0", "hello there", question), UserTurn("t1", answer, "ok")]
    return [c.memory for c in read_claims(turns).claims if c.memory]


def test_an_answer_in_fragments_keeps_what_it_answers() -> None:
    kept = _asked("Lovely! What's your son's name, and when is his birthday?", "tobias. 9th of march.")
    assert any("tobias" in m.lower() and "march" in m.lower() and "son" in m for m in kept)
    # a yes to an offer, or news of the weather, answers nothing worth keeping
    assert not _asked("Shall I set a reminder for you?", "yes please")
    assert not _asked("Is it sunny where you are?", "grey and cold.")


def test_a_birthday_and_a_reminder_said_on_the_way() -> None:
    born = memories("my grandson Felix is coming, I'm baking a cake for his birthday on 14 October")
    assert any("Felix" in m and "birthday is on 14 October" in m for m in born)
    assert any("physio" in m and "Tuesday" in m for m in memories("please don't let me forget the physio on Tuesday"))


def test_requests_that_reach_by_another_name_a_possessor_or_politely() -> None:
    turns = ("so my new housemate is tomas he's from porto and he's a chef", "actually dont keep anything about tomas")
    assert dropped(turns, "The user's new housemate is a chef.")
    pin = ("Our babysitter is Greta, her code for the door is 5531.", "Don't keep Greta's code. Her name's fine.")
    assert dropped(pin, "Greta's door code is 5531.")
    assert not dropped(pin, "The user's babysitter is Greta.")
    polite = ("My uncle Bertie is in prison again, long story.", "Would you mind leaving my uncle out of your notes?")
    assert dropped(polite, "The user's uncle Bertie is in prison.")
    news = ("My aunt Sunita was just diagnosed with lupus, she's 58.", "Please don't hold on to that news about her.")
    assert dropped(news, "The user's aunt Sunita was diagnosed with lupus.")


def test_a_closing_tag_is_trimmed_but_a_place_is_not() -> None:
    assert "Lucia went vegetarian this year." in memories("lucia went vegetarian this year so")
    assert any(m.endswith("moved to LA.") for m in memories("we moved to LA"))


def test_what_does_not_last_or_is_not_english() -> None:
    assert not memories("ugh I keep forgetting, what was it again")
    assert not memories("got caught in the rain, I'm soaked")
    assert not any("tape" in m for m in memories("my van is held together with gaffer tape honestly"))
    assert not memories("sobrang init kanina tapos nawalan pa kami ng kuryente sa bahay buong araw")
    said = read_claims([UserTurn("t0", "I'm diabetic, so be careful what you suggest")]).claims
    refused = checks.entailed("The user's daughter is diabetic.", "asserted", said, None)
    assert isinstance(refused, checks.Refusal)
