"""A turn handed to someone else: "Go on Emma, tell it what you told me in the car." The next turn is Emma's
("I HAVE A DRAGON at school ..."): its "I" is not the person's, and what it says is no claim of theirs.

Only an explicit handing over counts (a call by name, not koe's, to tell, say or ask something); the turn
after the one handed over is the person's again ("*laughs* Her imagination, honestly. She's six.")."""

from __future__ import annotations

import re
from dataclasses import replace

from services.writer.claims.model import Claim

_HANDED = re.compile(
    r"\b(?i:go on|go ahead|come on|now)\W+(?:then\W+)?(?!Koe\b)[A-Z][\w'-]+\W+(?:tell|say|ask|show)\b"
    r"|\b(?i:here'?s|this is) (?:my \w+ )?[A-Z][\w'-]+\W+(?:s?he|they) wants to (?:tell|say|ask)\b"
    r"|\b[A-Z][\w'-]+ (?:wants|has something) to (?:tell|say|ask) (?:you|koe)\b"
)


def handed_over(text: str) -> bool:
    """The person hands the conversation to someone named, for their next turn."""
    return _HANDED.search(text or "") is not None


def as_theirs(claims: list[Claim]) -> list[Claim]:
    """The claims of a turn someone else said: their words, kept as no one's fact."""
    return [
        replace(c, attribution="other", lasting=False, memory=None) if c.forget is None and not c.keeps else c
        for c in claims
    ]
