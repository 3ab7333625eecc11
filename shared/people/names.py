"""A person's name as koe keeps it: what people type is what koe shows, but "ana" and "Ana" are one person.

Names are spoken to the household ("Tom's wife is called Ana") and printed in lists, so a name must be
something a person could be called: not empty, not a paragraph, not invisible control characters that
would garble a terminal or a log line, and not only punctuation. The case is kept as given (a person
knows how their name is written), and names are compared case-insensitively (casefold, after Unicode
NFC so that an "é" typed two ways is one letter), because a voice command never carries case.
"""

from __future__ import annotations

import unicodedata

MAX_NAME_CHARS = 40
# Zero-width (non-)joiners are format characters that some scripts spell names with (Persian, Malayalam);
# every other format or control character (a bidi override, a newline, an escape) is refused.
_JOINERS = {"\u200c", "\u200d"}


class BadName(ValueError):
    """A name koe cannot keep; the message is one sentence saying why."""


def clean_name(raw: str) -> str:
    """The name as koe keeps it (surrounding spaces removed, inner runs of spaces made one), or BadName."""
    if not isinstance(raw, str):
        raise BadName("a name must be text")
    name = " ".join(part for part in unicodedata.normalize("NFC", raw).split(" ") if part)
    if not name:
        raise BadName("a name cannot be empty")
    if len(name) > MAX_NAME_CHARS:
        raise BadName(f"a name can have at most {MAX_NAME_CHARS} characters; this one has {len(name)}")
    controls = [ch for ch in name if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") and ch not in _JOINERS]
    if controls:
        raise BadName(f"a name cannot hold control characters (it holds {controls[0]!a})")
    if not any(unicodedata.category(ch)[0] in "LN" for ch in name):
        raise BadName(f"{name!r} has no letters or digits: a name must have some")
    return name


def name_key(name: str) -> str:
    """What two names are compared by: "Ana", "ana" and "ANA" are one person."""
    return unicodedata.normalize("NFC", name).casefold()


def same_name(a: str, b: str) -> bool:
    return name_key(a) == name_key(b)
