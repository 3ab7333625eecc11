"""Whose a memory is: the speaker's, where koe knew who spoke, or the household's (docs/people.md).

The model and the claims write every memory about the speaker as "the user" ("The user's wife is
called Ana."), and the gate checks it in those words against what was said. Only then is it given its
owner, from the turn its claim was said in, never from the model: the turn's person (their voice
matched, or `koe say --as`) takes the place of "the user" ("Tom's wife is called Ana.", person Tom).

- A clause in the first person singular ("my wife", "I'm vegan") is the speaker's.
- A clause that speaks only for several ("we", "our", "us": "our kitchen is blue") stays the
  household's, as does any memory of a turn whose speaker is unknown: never a guessed person's.
- A memory that does not say "the user" ("Clover is six") is the household's.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_USER = re.compile(r"\b(the) user(?:'s|s'|s)?(?=\W|$)", re.IGNORECASE)
_SINGULAR = re.compile(r"\b(?:i|me|my|mine|myself|i'm|i've|i'd|i'll)\b", re.IGNORECASE)
_PLURAL = re.compile(r"\b(?:we|us|our|ours|ourselves|we're|we've|we'd|we'll)\b", re.IGNORECASE)


def speaks_for_several(words: str) -> bool:
    """The clause speaks for the household ("we", "our"), with no "I" or "my" of the speaker's own."""
    return bool(_PLURAL.search(words)) and not _SINGULAR.search(words)


def in_own_name(words: str) -> bool:
    """The clause speaks of the speaker themselves ("I", "my"): it can change only their memories."""
    return bool(_SINGULAR.search(words))


def named(text: str, person: str) -> str:
    """The text with the speaker's name for "the user": "The user's wife" -> "Tom's wife"."""

    def put(m: re.Match[str]) -> str:
        said = m.group(0).lower()
        if said.endswith("users") or said.endswith("users'"):
            return m.group(0)  # several users: the household, as said
        return f"{person}'s" if said.endswith("'s") else person

    return _USER.sub(put, text)


def says_user(text: str) -> bool:
    return any(not m.group(0).lower().endswith(("users", "users'")) for m in _USER.finditer(text))


def owner(text: str, person: str | None, words: str = "") -> str | None:
    """The person a memory of this text is, said in these words by `person` (None: the household's)."""
    if not person or not says_user(text) or speaks_for_several(words):
        return None
    return person


def owned(text: str, person: str | None, words: str = "") -> tuple[str, str | None]:
    """(the text in its owner's terms, the owner): unchanged and None when it stays the household's."""
    who = owner(text, person, words)
    return (named(text, who), who) if who else (text, None)


def evidence_words(evidence: Mapping[str, Any]) -> str:
    claim = evidence.get("claim")
    words = claim.get("words") if isinstance(claim, Mapping) else None
    return str(words or evidence.get("words") or "")
