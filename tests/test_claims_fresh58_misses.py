"""What the first runs of session 31's sets (fresh58, FORGET58, claims58) missed and the claim layer now reads
(docs/writer.md, "Session 31"), in words of their own: "seriously" after a joke (what came before was the joke),
someone's saying parsed as hanging on what they say, what a podcast told, a stranger's doings, a named thing taken
for someone ("the Hebbal flyover"), what happens "if" said first, a laugh at words the person quotes themselves
saying, a laugh typed twice, an injury to the body, names listed before "they", and "ignore what I said about"."""

from __future__ import annotations

from tests.test_claims_forget41_misses import dropped, memories


def test_seriously_after_a_joke_takes_back_what_came_before() -> None:
    kept = memories("Oh aye, I'm basically an astronaut now, me. No, seriously, the surgeon says I've fractured my "
                    "wrist, so I'm off work till June.")  # fmt: skip
    assert not any("astronaut" in m for m in kept), kept
    assert any("fractured" in m and "wrist" in m for m in kept), kept
    # "seriously" as a word of degree takes nothing back
    assert any("peanuts" in m for m in memories("My son is seriously allergic to peanuts."))


def test_someones_saying_hung_on_what_they_say() -> None:
    kept = memories("My father-in-law swears blind I'm useless at DIY, but he still asks me to fix his gate. "
                    "Anyway, I coach the under-nines at Hartley Rovers.")  # fmt: skip
    assert not any("useless" in m for m in kept), kept
    assert any("Hartley Rovers" in m for m in kept), kept
    kept = memories("My aunty keeps telling everyone I'm lazy, that my room is always a tip.")
    assert not any("tip" in m or "lazy" in m for m in kept), kept


def test_what_a_podcast_told_and_what_a_stranger_did() -> None:
    kept = memories("Listening to this true-crime podcast at work, some guy swam the Channel twice in a day. "
                    "I'm a forklift driver at the Tilbury docks, so I get through loads of them.")  # fmt: skip
    assert not any("Channel" in m for m in kept), kept
    assert any("forklift" in m for m in kept), kept


def test_a_named_thing_is_no_one_a_she_stands_for() -> None:
    kept = memories("Dadi's physio appointment is at nine and we're stuck on the Ring Road. "
                    "She goes Mondays and Thursdays.")  # fmt: skip
    assert not any("Ring Road goes" in m or "stuck" in m for m in kept), kept


def test_a_laugh_at_the_words_the_person_quotes_themselves_saying() -> None:
    kept = memories("Set a timer please. My uncle Tomasz is teaching me his pierogi because he turns eighty on "
                    "June ninth and I told him, wujek, I'm not waiting till you're a hundred, haha.")  # fmt: skip
    assert any("Tomasz" in m and "June" in m for m in kept), kept


def test_a_laugh_typed_twice_marks_the_joke() -> None:
    kept = memories("i swear i spend more on data than on rent 😂😂 anyway my daughter Ama starts at Wesley Girls "
                    "in September")  # fmt: skip
    assert not any("data" in m for m in kept), kept


def test_names_listed_before_they() -> None:
    kept = memories("As a dad of two, Ifeanyi and Chidera, they're nine, how do I get them to sleep earlier?")
    assert any("Ifeanyi" in m and "nine" in m for m in kept), kept


def test_ignore_what_i_said_about_is_a_request() -> None:
    turns = ("Ignore what I said about my brother being a gambler, that's just my mum talking.",)
    assert dropped(turns, "The user's brother is a gambler.")
    assert not dropped(("Ignore the dog barking, he does that.",), "The user's dog is called Rex.")


def test_a_turn_handed_to_someone_else_is_theirs() -> None:
    from services.writer.claims import UserTurn, read_claims

    turns = [
        UserTurn("t0", "Come on Tayo, tell it about your pony.", "Hello Tayo!"),
        UserTurn("t1", "I have a pony called Thunder and he can fly and he is two hundred years old!", "Wow!"),
        UserTurn("t2", "Bless him. He's in Year 2 at Ridgeway Primary, he's seven.", "Lovely."),
    ]
    kept = [c.memory for c in read_claims(turns).claims if c.memory]
    # (the "he" of the person's turn after is not the pony; whom it is, Tayo, is not read yet: nothing is kept)
    assert not any("Thunder" in m or "hundred" in m or "pony" in m.lower() for m in kept), kept


def test_a_fact_the_person_asks_to_be_reminded_to_tell() -> None:
    turns = ("New surgery on Friday. Can you make sure I tell them I'm allergic to penicillin? Every surgery forgets.",)
    assert any("penicillin" in m for m in memories(*turns))
    # "forgets", said of the surgeries, asks koe to forget nothing
    assert not dropped(turns, "The user has a GP appointment on Friday.")


def test_what_the_person_has_said_as_a_cleft() -> None:
    kept = memories("That dairy thing was a wind-up, I'm not allergic to anything. What I do have is eczema, "
                    "quite bad in winter.")  # fmt: skip
    assert "The user has eczema." in kept, kept
    # and what hangs on a preposition is no sentence of its own
    assert not any("bringing" in m for m in memories("My nan won't hear of me bringing shop-bought gravy."))


def test_a_request_whose_reason_follows_a_comma() -> None:
    turns = ("Me and Priya are looking at rings for the spring.",
             "oh wait delete the bit about the rings, Priya'd go spare if her mum heard")  # fmt: skip
    assert dropped(turns, "The user and Priya are looking at rings for the spring.")


def test_what_a_form_asks_is_no_fact() -> None:
    kept = memories("doing the insurance form, it asks do I drive. I've never driven. I'm a carer for my dad.")
    assert not any("drive" in m.lower() and "never" not in m.lower() for m in kept), kept


def test_code_lines_and_a_formula_dictated_after_a_colon() -> None:
    kept = memories('why does this print Zara?\n\ndef hello(who="Zara"):\n    return f"Hi {who}, you are cool"')
    assert not any("Zara" in m or "cool" in m for m in kept), kept
    kept = memories("put this in C4 for me: equals SUM open bracket A1 colon A9 close bracket")
    assert not any("SUM" in m for m in kept), kept


def test_irony_and_what_is_watched() -> None:
    kept = memories("oh fantastic, the car's dead again. just what I needed, I simply love walking to work in sleet.")
    assert not any("sleet" in m for m in kept), kept
    kept = memories("we're bingeing Frasier, the one where Eddie eats the cake. my partner Lou is a vet in Hove.")
    assert not any("Eddie" in m or "cake" in m for m in kept), kept
    assert any("Lou" in m and "vet" in m for m in kept), kept


def test_a_bad_knee_lasts_and_a_guess_with_its_i_left_unsaid_is_no_plan() -> None:
    assert any("knee" in m for m in memories("I got a dodgy knee from my rugby days so no steep walks please."))
    assert not memories("Reckon we'll just take the caravan up to Loch Ness a couple of weekends.")


def test_a_condition_or_an_operation_called_ones_own_in_passing() -> None:
    assert "The user has hay fever." in memories("I don't smoke, the sneezing is just my hay fever.")
    assert any("transplant" in m for m in memories("I haven't had a pint since my kidney transplant."))


def test_a_bare_seriously_after_news_takes_nothing_back() -> None:
    kept = memories("My daughter Saoirse is getting married in June! Seriously, I can't believe it.")
    assert any("Saoirse" in m for m in kept), kept
