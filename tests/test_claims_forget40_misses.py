"""What FORGET40's and fresh39's first runs missed and the claim layer now reads (docs/writer.md), in words
of their own: requests to forget said as people say them, what "except" keeps back, a colon's "this", a
secret, and facts the parse had lost (an activity "got" every week, a run-on question, irony's real part)."""

from __future__ import annotations

from services.writer.claims import UserTurn, read_claims
from services.writer.entailment import names_forgotten
from tests.test_claims import refused


def said(*turns: str) -> list:
    return read_claims([UserTurn(f"t{n}", s) for n, s in enumerate(turns)]).claims


def forgets(*turns: str) -> list[tuple[str, ...]]:
    return [c.forget for c in said(*turns) if c.forget]


def memories(*turns: str) -> list[str]:
    return [c.memory for c in said(*turns) if c.memory]


def test_what_except_keeps_back_is_not_forgotten_with_the_rest() -> None:
    asked = [
        c
        for c in said(
            "Priti's moving out of her husband's place and into a flat in Salford.",
            "Priti's birthday is on the 2nd of May.",
            "Forget all that about Priti except the birthday.",
        )
        if c.forget
    ]
    assert names_forgotten("Priti is moving into a flat in Salford.", asked) is not None
    assert names_forgotten("Priti's birthday is 2 May.", asked) is None


def test_a_colon_a_secret_and_a_struck_line_name_what_they_forget() -> None:
    assert "brenda" in forgets("Off the record, don't save this: my neighbour Brenda is expecting.")[0]
    assert "party" in forgets("ok keep the surprise party between us")[0]
    text = "my gp dr achebe thinks i have sleep apnoea strike that dont keep it and i coach netball now"
    assert refused(text, "The user has sleep apnoea.") and not refused(text, "The user coaches netball now.")


def test_that_points_at_the_sentence_just_said() -> None:
    text = "Mo's collecting the car so he'll need the alarm code, it's 9012. Actually don't keep that."
    found = forgets(text)
    assert found and "9012" in found[0] and "car" not in found[0]


def test_facts_the_parse_had_lost() -> None:
    assert memories("We've got choir every Thursday at the church hall.") == [
        "The user has got choir every Thursday at the church hall."
    ]
    assert "the user has got coeliac disease." in (
        m.lower() for m in memories("i've got coeliac disease is it safe for me to eat oats or should i ask my doctor")
    )
    kept = memories("oh yeah i'm a proper rockstar me that's why i still drive a 2004 corsa with no heating")
    assert not any("rockstar" in m for m in kept) and any("corsa" in m.lower() for m in kept)
