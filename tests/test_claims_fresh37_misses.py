"""What fresh37's first run missed and the parse now reads (docs/writer.md), in words of its own: what
the person tells the listener not to think of them is no claim of theirs."""

from __future__ import annotations

from services.writer.claims import UserTurn, read_claims
from tests.test_claims import refused


def memories(said: str) -> list[str]:
    return [c.memory for c in read_claims([UserTurn("t0", said)]).claims if c.memory]


def test_what_the_listener_is_told_not_to_think_is_no_claim() -> None:
    assert memories("Don't think I'm a doctor, I'm a nurse at the Royal Free.") == [
        "The user is a nurse at the Royal Free."
    ]
    assert refused("don't go thinking i'm loaded i just work a lot of overtime at the depot", "The user is loaded.")
    # an announcement is not a denial
    assert not refused("Guess what, I'm a grandad now: our Kayleigh had a boy.", "The user is a grandad.")
