"""What fresh29's first run missed and the parse now reads (docs/writer.md), each in words of its own: a
premise said as a participle or as "as a ...", "I've" before what is had, a laugh or "no, seriously" that
takes back only what it follows, a dream told in the past progressive, a text read out after "it says:", a
forget said as "wipe that", "its" typed for "it's", and a move that changes where they live."""

from __future__ import annotations

from services.writer.claims import UserTurn, read_claims
from services.writer.entailment import names_forgotten
from services.writer.pipeline import parse_reply
from shared.memory.model import Memory
from tests.test_writer_operations import reply, said, shown


def claims(*said_: str) -> list:
    return read_claims([UserTurn(f"t{i}", text) for i, text in enumerate(said_)]).claims


def memories(*said_: str) -> list[str]:
    return [c.memory for c in claims(*said_) if c.memory]


def test_a_premise_said_as_a_participle_or_a_role_is_the_persons_own() -> None:
    assert memories("Being vegetarian, what can I order from the Thai place?") == ["The user is vegetarian."]
    said_as = memories("As a childminder with four little ones, do I have to register with the council?")
    assert "The user is a childminder with four little ones." in said_as
    # how, when or why: no role ("as a treat", "as a kid")
    assert memories("As a treat, can the dog have a bit of cheese?") == []
    assert not any("kid" in m for m in memories("As a kid I hated sprouts."))


def test_ive_before_what_is_had() -> None:
    assert memories("I've a cousin in Cork, she's a midwife.")[:1] == ["The user has a cousin in Cork."]


def test_a_laugh_takes_back_what_it_follows_not_what_comes_after() -> None:
    said_ = "my husband is basically a golden retriever lol anyway our daughter maisie starts nursery in september"
    kept = memories(said_)
    assert any("Maisie" in m for m in kept) and not any("retriever" in m for m in kept)


def test_no_seriously_takes_back_the_sentence_before() -> None:
    kept = memories("I'm the Queen of Sheba, me. No, seriously, I retired from the fire service in March.")
    assert kept == ["The user retired from the fire service in March."]  # from where: kept


def test_a_dream_told_in_the_past_progressive_stays_a_dream() -> None:
    said_ = (
        "I had a mad dream. I was driving a bus through Paris and my sister Ola was the conductor. "
        "Anyway in real life I'm a dentist in Enugu."
    )
    kept = memories(said_)
    assert not any("bus" in m or "conductor" in m for m in kept)
    assert any("dentist" in m for m in kept)


def test_what_a_text_says_after_a_colon_is_read_out() -> None:
    kept = memories("I'm reading you the label on the tin. It says: contains sesame, keep below 25 degrees.")
    assert not any("sesame" in m for m in kept)


def test_wipe_that_asks_to_forget_what_came_before() -> None:
    found = claims("my cousin is getting divorced oh god actually wipe that she'd kill me")
    asked = [c for c in found if c.forget is not None]  # names what came before: the divorce
    assert len(asked) == 1 and names_forgotten("The user's cousin is getting divorced.", asked) is not None


def test_its_typed_for_it_is_denies() -> None:
    found = claims("its not the cat that is ill its the dog")
    assert found[0].polarity == "denied"


def test_a_move_changes_where_they_live() -> None:
    home = Memory(id="mem-home", text="The user lives in Leeds.", subject="home", kind="fact", tags=["home"])
    ops = parse_reply(reply(), shown((home, "surfaced")), said("Big news, we've moved! We're in Harrogate now."), 1)
    assert [(u.id, u.text) for u in ops.update] == [("mem-home", "The user lives in Harrogate.")]
    ops = parse_reply(reply(), shown((home, "surfaced")), said("We're in Harrogate for the weekend."), 1)
    assert ops.update == []


# --- fresh27's misses, read in the same session -------------------------------------------------------


def test_a_participle_set_off_after_the_clause_shares_its_subject() -> None:
    kept = memories("I live in Ipoh, working as a pharmacist at the general hospital.")
    assert "The user is working as a pharmacist at the general hospital." in kept
    assert memories("I got home, feeling grim.") == []  # a passing state, then as before


def test_two_corrections_of_one_memory_both_change_it() -> None:
    niece = Memory(id="mem-niece", text="The user's niece Abena is training as a nurse in Bristol.", subject="niece")
    turn = "You've got Abena wrong. She's training as a midwife, not a nurse, and it's Exeter she's in, not Bristol."
    ops = parse_reply(reply(), shown((niece, "surfaced")), said(turn), 1)
    assert [u.text for u in ops.update] == ["The user's niece Abena is training as a midwife in Exeter."]
    assert ops.add == []


def test_leaving_a_place_for_another_is_one_change() -> None:
    home = Memory(id="mem-home", text="The user lives in Swansea.", subject="home", kind="fact", tags=["home"])
    ops = parse_reply(
        reply(), shown((home, "surfaced")), said("Quick update: we've left Swansea, we're in Tenby now."), 1
    )
    assert [u.text for u in ops.update] == ["The user lives in Tenby."]
    assert ops.add == []  # "The user has left Swansea." says nothing the change does not


def test_forgetting_a_detail_of_the_turn_before_spares_the_turn_before_that() -> None:
    ops = parse_reply(
        reply(),
        {},
        said(
            "My husband Tadeusz starts at the brewery in Tychy next month.",
            "We sold the old car for nine grand, more than we hoped.",
            "Don't keep that money stuff, it's nobody's business.",
        ),
        3,
    )
    assert any("Tadeusz" in a.text for a in ops.add)
    assert not any("grand" in a.text for a in ops.add)


def test_him_or_her_as_an_object_is_the_one_just_named() -> None:
    kept = memories("My mum Jadwiga had a fall, so I drive her to the clinic in Hove every Friday.")
    assert "The user's mum is called Jadwiga." in kept  # a name the recogniser took for a place
    assert any(m.startswith("The user drives") and "Jadwiga" in m and "Hove" in m for m in kept)


def test_a_note_to_koe_and_a_relation_said_without_my() -> None:
    kept = memories("Right, two things. Son Matteo starts secondary school in September.")
    assert kept == ["The user's son Matteo starts secondary school in September."]
    assert memories("Note: I'm allergic to latex.") == ["The user is allergic to latex."]  # not dictated text
    assert memories("Mum lives in Leeds.") == ["Mum lives in Leeds."]  # "Mum" said as her name


def test_a_time_said_before_the_subject_goes_after_it() -> None:
    assert memories("These days I swim at the lido on Sundays.") == [
        "The user swims at the lido on Sundays these days."
    ]


def test_he_or_she_after_a_dream_is_the_one_named_last_not_the_dreams() -> None:
    said_ = "I dreamt my dog could fly. Then I woke up and Pudding was snoring on my feet. She's a beagle, nine in May."
    assert memories(said_) == ["Pudding is a beagle, nine in May."]


def test_a_proposal_that_names_another_tie_or_what_was_denied_is_refused() -> None:
    turn = "No, you have it wrong, its not peanuts. Tomas is allergic to kiwi. The peanut one is his cousin Lukas."
    proposals = reply(
        add=[
            {"text": "The user's son Tomas is allergic to peanuts and kiwi.", "subject": "son", "kind": "fact"},
            {"text": "Lukas is the user's son.", "subject": "son", "kind": "fact"},
        ]
    )
    ops = parse_reply(proposals, {}, said(turn), 1)
    assert not any("peanut" in a.text or "Lukas is" in a.text for a in ops.add)
    assert {check for _, _, check in ops.rejected} >= {"polarity"}
    # kin has many names: "mum" is the user's mother
    ops = parse_reply(
        reply(add=[{"text": "The user's mother is diabetic.", "subject": "mother", "kind": "fact"}]),
        {},
        said("My mum is diabetic."),
        1,
    )
    assert [a.text for a in ops.add] == ["The user's mother is diabetic."]


# --- fresh30's misses, read after its first run (the same session) ------------------------------------


def test_what_to_keep_after_an_ask_and_a_pause_is_the_persons_own() -> None:
    kept = memories("Put it in your memory, Kojo's birthday is 3 May.")
    assert len(kept) == 1 and "Kojo" in kept[0] and "May" in kept[0]


def test_a_lone_ha_closing_a_request_takes_nothing_back() -> None:
    assert memories("i'm allergic to prawns so leave them out ha") == ["The user is allergic to prawns."]
    assert memories("I'm a millionaire, ha!") == []


def test_her_of_a_relation_and_there_of_a_place_said_alone() -> None:
    assert any("dialysis" in m for m in memories("my tita has her dialysis every tuesday at st. jude's"))
    assert "The user's ouma lives in Pretoria." in memories("Ja, Pretoria. My ouma lives there.")


def test_when_a_change_starts_stays_with_it() -> None:
    kept = memories("i'm moving to the night desk at the paper starting in march")
    assert kept and "march" in kept[0].lower()


def test_reading_something_back_is_not_saying_it() -> None:
    assert memories("Read this back to me: name Joe Bloggs, role admin, team Leeds.") == []


def test_forgetting_the_one_named_by_its_kind() -> None:
    ops = parse_reply(
        reply(),
        {},
        said(
            "I've started a new medication, sertraline, fifty milligrams at night. My son Kofi starts at Leeds Uni.",
            "Don't keep the medication one, just the uni one.",
        ),
        2,
    )
    kept = [a.text for a in ops.add]
    assert any("Kofi" in t for t in kept) and not any("sertraline" in t for t in kept)


def test_a_move_said_with_up_in_and_no_memory_of_the_move_itself() -> None:
    home = Memory(id="mem-home", text="The user lives in Perth.", subject="home", kind="fact", tags=["home"])
    ops = parse_reply(reply(), shown((home, "surfaced")), said("we moved, we're up in Inverness now"), 1)
    assert [u.text for u in ops.update] == ["The user lives in Inverness."] and ops.add == []


def test_its_just_me_and_is_whom_the_user_lives_with() -> None:
    kept = memories("We split up last year, so it's just me and my daughter Rosie and the dog now.")
    assert "The user lives with their daughter Rosie and the dog now." in kept
    assert not any("just us" in m for m in memories("it's just us now"))


def test_a_days_account_told_with_then_is_no_lasting_fact() -> None:
    kept = memories("Mad morning. I dropped the twins at nursery, then I nipped into Boots for plasters in Crewe.")
    assert not any("Boots" in m for m in kept)
    assert memories("Then we moved to Whitby in 2019.") == ["The user moved to Whitby in 2019."]


def test_scrap_asks_to_forget() -> None:
    found = claims("My sister Bea is getting divorced.", "Actually scrap the divorce bit, she'd hate it kept.")
    assert any(c.forget and "divorce" in c.forget for c in found)
