"""What the first runs of fresh49, FORGET49, fresh50 and FORGET50 missed and the claim layer now reads
(docs/writer.md, "Session 28"), in words of their own: speech as a transcript brings it (words said twice, a
word taken back, a name spelled out, koe called by name, a dictation announced before its words), requests
that point by a pronoun, by "that last bit", by "all that" and by a kind (money, the legal side), a request
narrowed after it ("keep the X one"), and what lasts ("gone vegan", an operation had) or does not (a plan for
tonight, a choice made "then")."""

from __future__ import annotations

from services.writer import checks
from services.writer.claims import UserTurn, read_claims
from tests.test_claims_forget41_misses import dropped, memories, said


def _kept(turns: tuple[str, ...], text: str) -> bool:
    """The gate keeps `text` on what was said (no embedder: words alone)."""
    claims = read_claims([UserTurn(f"t{n}", s) for n, s in enumerate(turns)]).claims
    return not isinstance(checks.entailed(text, "asserted", claims, None), checks.Refusal)


def test_a_transcript_said_twice_taken_back_and_spelled_out() -> None:
    assert any("doesn't" in m or "does not" in m or "car" in m for m in memories("we we don't own a car any more"))
    twice = memories("my my brother Kwame is a welder in Tema")
    assert any("brother Kwame is a welder in Tema" in m and "my my" not in m for m in twice)
    assert any("geography" in m and "history" not in m for m in memories(
        "my daughter Ama is studying history... no, wait, it's geography. At Legon."))  # fmt: skip
    assert any("sister-in-law" in m for m in memories("my sister no my sister-in-law Priya is a midwife"))
    assert any("Siobhan" in m and "s i o" not in m.lower() for m in memories(
        "my niece is called siobhan s i o b h a n she's nine"))  # fmt: skip


def test_koe_called_by_name_and_a_dictation_said_before_its_words() -> None:
    assert not any("marathon" in m for m in memories("hey koe book me on the marathon im basically an olympian"))
    quoted = memories("koe can you type this out word for word for the school play. I am the queen of Spain and "
                      "my dragon is called Ember. thanks, the play is my son Rory's")  # fmt: skip
    assert not any("queen" in m.lower() or "Ember" in m for m in quoted)


def test_texting_words_are_no_names_and_a_choice_made_then_does_not_last() -> None:
    texted = memories("eh my colleague bday dinner tmr at the hawker centre", "ok lor i just order the noodles then")
    assert not any("called bday" in m.lower() or "noodles" in m for m in texted)


def test_a_game_save_and_a_dream_told_without_stops_are_stories() -> None:
    game = memories("haha in my sims save i finally married a vampire and built a castle",
                    "irl im a dental nurse in Leeds")  # fmt: skip
    assert not any("vampire" in m or "castle" in m for m in game)
    dream = memories("had the strangest dream last night my dad had moved to peru and bought a llama farm",
                     "mad cos he's a retired postman who hates travel")  # fmt: skip
    assert not any("Peru" in m or "peru" in m or "llama" in m for m in dream)


def test_who_a_fact_belongs_to_in_a_run_on() -> None:
    assert not _kept(("im a bus driver in Derby", "my housemate tom's a paramedic too that's why we share"),
                     "The user is a paramedic.")  # fmt: skip
    assert any("Femi" in m and "allergic" in m for m in memories(
        "a labrador maybe but my husband femi's allergic to cats so probably not"))  # fmt: skip
    assert not _kept(("my granddaughter Nia turned seven in May", "nia wants a kitten for christmas"),
                     "The user's granddaughter Nia has a kitten.")  # fmt: skip
    assert not _kept(
        ("my wife Mai teaches maths in secondary school",), "The user's wife Mai teaches maths at a primary school."
    )
    assert any("Owusu" in m or "nursing" in m for m in memories(
        "me and Owusu are moving to Kumasi in May. he's got a nursing job at the teaching hospital"))  # fmt: skip


def test_a_request_points_by_a_pronoun_at_the_last_bit_and_at_all_that() -> None:
    her = ("My son Kofi's birthday is on the 3rd of June.",
           "My sister Adjoa has been gambling a lot since her divorce.",
           "Please don't remember what I said about her.")  # fmt: skip
    assert dropped(her, "The user's sister Adjoa has been gambling.")
    assert not dropped(her, "The user's son Kofi's birthday is on June 3.")
    him = ("My boyfriend Luca is coming round on Friday. I'm allergic to kiwi.",
           "My dad doesn't know about Luca yet. Don't remember him at all, please.")  # fmt: skip
    assert dropped(him, "The user's boyfriend Luca is coming round on Friday.")
    assert not dropped(him, "The user is allergic to kiwi.")
    last = ("my cousin jo is a barber in hull", "also im interviewing for jobs in dublin, my manager doesnt know",
            "actually dont keep that last bit")  # fmt: skip
    assert dropped(last, "The user is interviewing for jobs in Dublin.")
    assert not dropped(last, "The user's cousin Jo is a barber in Hull.")
    whole = ("Dev and I broke up on Friday. I'm sleeping at my friend Asha's in Bolton for now.",
             "Never mind all that, I don't want it remembered. But note that I've gone vegan.")  # fmt: skip
    assert dropped(whole, "The user and Dev broke up on Friday.")
    assert dropped(whole, "The user is staying at Asha's in Bolton.")
    assert any("vegan" in m for m in memories(*whole))


def test_a_request_names_a_kind_and_is_narrowed_after_it() -> None:
    money = ("We're moving to York in May. We're broke, mind, I owe six grand on my overdraft.",
             "Forget the money stuff, yeah?")  # fmt: skip
    assert dropped(money, "The user owes six grand on their overdraft.")
    assert not dropped(money, "The user is moving to York in May.")
    legal = ("we're taking the landlord to court over the deposit", "my kids are Sami and Noor",
             "oh and scrap the legal thing please")  # fmt: skip
    assert dropped(legal, "The user is taking the landlord to court.")
    formal = ("I am a consultant at Harlow & Finch. My income is three hundred thousand a year.",
              "Kindly disregard my remark concerning my remuneration.")  # fmt: skip
    assert dropped(formal, "The user's income is three hundred thousand a year.")
    narrowed = ("My mother had a hip replacement operation last year. My brother borrowed two lakhs from me.",
                "Don't store the operation part and the borrowing part.",
                "Actually no, keep the operation one. Only the money thing, remove that.")  # fmt: skip
    assert not dropped(narrowed, "The user's mother had a hip replacement operation last year.")
    assert dropped(narrowed, "The user's brother borrowed two lakhs from the user.")
    written = ("I'm running the Cork marathon in June.", "And I've been put on antidepressants by the GP.",
               "Actually the bit before that, don't keep it. I don't want it written down anywhere.")  # fmt: skip
    assert not any("written down" in m for m in memories(*written))


def test_what_lasts_and_what_is_over_too_soon() -> None:
    assert any("vegetarian" in m for m in memories("I've gone vegetarian since the summer"))
    assert any("surgery" in m for m in memories("My mum had heart surgery last year."))
    assert any("fish" in m for m in memories("My wife Dana started eating fish again."))
    assert not any("tonight" in m for m in memories("my flatmate Sol is cooking for us tonight"))


def test_laughs_and_questions_said_without_marks() -> None:
    assert any("Shellfish" in m or "shellfish" in m for m in memories(
        "my brother is allergic to shellfish so we check menus, he's a pain at restaurants lol"))  # fmt: skip
    assert any("Ballarat" in m for m in memories("im a plumber in ballarat just so u know lol"))
    assert not [c for c in said("what time is mass at st anne's this sunday") if c.memory]
