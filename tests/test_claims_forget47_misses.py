"""What the first runs of fresh46, FORGET46, fresh47 and FORGET47 missed and the claim layer now reads
(docs/writer.md, "Session 27"), in words of their own: requests not to keep pointing "before that", at "the
lot", at "whatever you've got on" someone, at a part named in the next breath, kept "under your hat", asked
with "would you mind not holding on to"; what is not a request (a task of one's own, "clear it by Friday");
what lasts and what does not; and words typed or said the way people type and say them."""

from __future__ import annotations

import pytest

from services.writer.claims import UserTurn, read_claims
from services.writer.entailment import names_forgotten
from shared.memory.embedder import Embedder, load_embedder
from tests.test_claims_forget41_misses import dropped, memories, said


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    loaded = load_embedder()
    assert loaded is not None, "install the embeddings extra (scripts/setup.sh does)"
    return loaded


def dropped_by_meaning(turns: tuple[str, ...], text: str, embedder: Embedder) -> bool:
    def similarity(a: str, b: str) -> float:
        first, second = embedder.embed([a, b])
        return float(first @ second)

    claims = read_claims([UserTurn(f"t{n}", s) for n, s in enumerate(turns)], similarity).claims
    return names_forgotten(text, [c for c in claims if c.forget is not None]) is not None


def test_a_request_points_before_that_at_the_first_thing_and_at_the_part_named_next() -> None:
    before = ("We've booked a cottage in Skye for May.", "My son Cal starts at the academy in August.",
              "Oh, and I'm allergic to latex.",
              "Don't keep the... no, not that one, the latex is fine... the thing before that.")  # fmt: skip
    assert dropped(before, "The user's son Cal starts at the academy in August.")
    assert not dropped(before, "The user is allergic to latex.")
    assert not dropped(before, "The user has booked a cottage in Skye for May.")
    hat = ("Me and Dev got engaged on Sunday, nobody knows yet.", "I drive the 42 bus out of Leyton depot.",
           "Listen, the first thing I told you, keep that under your hat. Don't save it.")  # fmt: skip
    assert dropped(hat, "The user got engaged to Dev on Sunday.")
    assert not dropped(hat, "The user drives the 42 bus out of Leyton depot.")
    part = ("My husband Jun is a chef at a hotel in Makati. I got laid off from the call centre last week.",
            "Ay, that one don't save. The laid off part. Jun's one is fine.")  # fmt: skip
    assert dropped(part, "The user was laid off from the call centre.")
    assert not dropped(part, "The user's husband Jun is a chef at a hotel in Makati.")


def test_all_but_what_is_kept_said_after_and_all_of_someone() -> None:
    lot = ("I'm a vet nurse in Hamilton. My partner and I are separating.",
           "I just bought a kayak, I'm out on it most Sundays.",
           "Actually, scrub the lot from today except the kayak.")  # fmt: skip
    assert dropped(lot, "The user is separating from their partner.")
    assert dropped(lot, "The user is a vet nurse in Hamilton.")
    assert not dropped(lot, "The user bought a kayak.")
    only = ("I'm 31 and I'm retraining as an electrician. I'm from Dundee.",
            "Forget everything I said, only keep that I'm from Dundee.")  # fmt: skip
    assert dropped(only, "The user is 31.")
    assert dropped(only, "The user is retraining as an electrician.")
    assert not dropped(only, "The user is from Dundee.")
    someone = ("My ex Callum moved to Perth and my dog Bramble lives with me now. I've started climbing on Fridays.",
               "Do me a favour, wipe whatever you've got on Callum. Just keep the dog bit.")  # fmt: skip
    assert dropped(someone, "The user's ex Callum moved to Perth.")
    assert not dropped(someone, "The user has started climbing on Fridays.")


def test_requests_said_the_way_people_say_them() -> None:
    about = ("My brother Tunde was arrested at the weekend. My mother turns eighty in July.",
             "you know what dont put nothing about tunde in there")  # fmt: skip
    assert dropped(about, "The user's brother Tunde was arrested at the weekend.")
    assert not dropped(about, "The user's mother turns eighty in July.")
    puttin = ("My nephew Wade got a speeding ticket in Tulsa.", "Now don't go puttin' that in there about him.")
    assert dropped(puttin, "The user's nephew Wade got a speeding ticket in Tulsa.")
    memory = ("I be tailor for Aba market. My sister Ifeoma dey owe the bank money.",
              "Ehen, that Ifeoma matter, no put am for your memory.")  # fmt: skip
    assert dropped(memory, "The user's sister Ifeoma owes the bank money.")
    mind = ("My daughter Roisin starts college in Sligo in September, and I've been seeing a therapist since the "
            "summer, it's going well. Would you mind not holding on to that last bit?",)  # fmt: skip
    assert dropped(mind, "The user has been seeing a therapist since the summer.")
    assert not dropped(mind, "The user's daughter Roisin starts college in Sligo in September.")
    stay = ("I teach piano in Ashford. My cousin Bola is suing me over the car.",
            "What I said about my cousin and the car, I wouldn't want it to stay with you.")  # fmt: skip
    assert dropped(stay, "The user's cousin Bola is suing the user over the car.")
    assert not dropped(stay, "The user teaches piano in Ashford.")


def test_a_task_of_ones_own_is_no_request() -> None:
    owed = ("I run a tyre shop in Kisumu and my wife Akinyi keeps bees.",
            "I owe my supplier forty thousand, I need to clear it by March.",
            "no no that one dont keep it")  # fmt: skip
    assert not [c for c in said(owed[1]) if c.forget]
    assert dropped(owed, "The user owes their supplier forty thousand shillings.")
    assert not dropped(owed, "The user's wife Akinyi keeps bees.")


def test_a_kind_named_finds_the_nearest_fact_not_the_last_said(embedder: Embedder) -> None:
    turns = ("We're throwing my wife Noor a surprise fortieth at the cricket club on the 9th.",
             "And I'm vegetarian, by the way.", "Oh wait, don't save the party thing, she uses you too.")  # fmt: skip
    assert dropped_by_meaning(turns, "The user is throwing their wife Noor a surprise fortieth.", embedder)
    assert not dropped_by_meaning(turns, "The user is vegetarian.", embedder)


def test_what_lasts_and_what_does_not() -> None:
    assert not memories("I'm fine, honey.")
    assert any("seventy" in m for m in memories("My nan's birthday is on the ninth, she'll be seventy."))
    assert not memories("he's after eating the whole remote control")
    assert not memories("my cousin he call me about the barbecue on sunday")
    assert not memories("Sorry, I change my mind.")
    assert not memories("weve just found out")
    assert memories("weve just found out im pregnant") == ["The user is pregnant."]


def test_words_typed_and_said_as_people_do() -> None:
    assert memories("weve got two cats") == ["The user has got two cats."]
    moving = memories("and were moving to a bigger flat in Leith next month")
    assert any("is moving to a bigger flat" in m for m in moving)
    assert any("Sha Tin" in m for m in memories("I live in Sha Tin with my husband."))
    assert any(m.startswith("The user is allergic to penicillin") for m in memories(
        "I'm allergic to penicillin, worth you knowing."))  # fmt: skip
    assert any("their mam" in m for m in memories("I take me mam to the bingo every Friday."))
    assert not any(m.startswith("Aye") for m in memories("We got a puppy called Bess. Aye, she's ten weeks."))
    assert not any(m.startswith(("Em ", "Then ")) for m in memories(
        "and, em, my neighbour Gwen is retiring in June, then Gwen's daughter Nia is moving to Cardiff"))  # fmt: skip


def test_a_denial_pointed_at_someone_else_is_not_read_across_a_new_thing() -> None:
    turns = ("no im not married people ask because of this ring but it was my grandads",)
    assert not any("married" in m for m in memories(*turns))
