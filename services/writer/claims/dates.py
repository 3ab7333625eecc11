"""Dates as a memory writes them: "the third of October" and "October 3rd" are "October 3"."""

from __future__ import annotations

import re

_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
_ORDINALS = [
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
    "eighteenth", "nineteenth", "twentieth",
]  # fmt: skip
_NTH = r"(\d{1,2})(?:st|nd|rd|th)?|" + "|".join(_ORDINALS) + r"|twenty-\w+|thirtieth|thirty-first"
_DAY_OF = re.compile(rf"\b(?:the )?({_NTH}) of ({_MONTHS})\b", re.IGNORECASE)
_MONTH_DAY = re.compile(rf"\b({_MONTHS}) (\d{{1,2}})(?:st|nd|rd|th)\b")


_SHORT = {m[:3].lower(): m for m in _MONTHS.split("|")}
# "on fifteenth Feb": a day spelled out before a month with no "of" (after a word that dates it; "on 3 March" is
# kept as said)
_DAY_SHORT = re.compile(
    rf"\b(on|by|from|till|until|before|after) (?:the )?({'|'.join(_ORDINALS)}|twenty-\w+|thirtieth|thirty-first) "
    rf"((?:{'|'.join(_SHORT)})[a-z]*)\b",
    re.IGNORECASE,
)


def _day_short(m: re.Match[str]) -> str:
    month = _SHORT.get(m.group(3)[:3].lower())
    if month is None or not (m.group(3).lower() in month.lower() or month.lower().startswith(m.group(3).lower())):
        return m.group(0)
    return f"{m.group(1)} {month} {_day(m.group(2))}"


def _day(said: str) -> str:
    low = said.lower().rstrip("stndrh") if said[:1].isdigit() else said.lower()
    if low.isdigit():
        return low
    if low.startswith("twenty-"):
        rest = low.split("-", 1)[1]
        return str(20 + (_ORDINALS.index(rest) + 1)) if rest in _ORDINALS else said
    return {"thirtieth": "30", "thirty-first": "31"}.get(low) or str(_ORDINALS.index(low) + 1)


def dates_as_written(text: str) -> str:
    """A date as a memory writes it: "the third of October" and "October 3rd" are "October 3"."""
    text = _DAY_OF.sub(lambda m: f"{m.group(3).capitalize()} {_day(m.group(1))}", text)
    text = _DAY_SHORT.sub(_day_short, text)
    return _MONTH_DAY.sub(lambda m: f"{m.group(1)} {m.group(2)}", text)
