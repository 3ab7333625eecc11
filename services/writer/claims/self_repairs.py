"""A speaker's self-corrections, heard as the listener hears them: "we live at number twelve no twenty
one", "my birthday's the ninth of November no wait the nineteenth", "the shift starts at six tomorrow,
sorry, half six". The word taken back (a number, a day, a month) gives way to the one said after "no",
"no wait", "sorry", "I mean" or "or rather", before the parse, so the memory holds only what was meant.

Only a word of the same kind as the one after the editing term is taken back: "two kids no pets" keeps
both, "Tuesday no Wednesday" keeps Wednesday. The text keeps its length (what is taken back becomes
spaces), so spans still point into the turn.
"""

from __future__ import annotations

import re

from services.writer.claims.lexicon import RELATIONS

_UNITS = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"
_UNITS += " seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred half"
_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth"
_ORDINALS += " fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth"
_NUMBER = rf"(?:\d+(?:[.:]\d+)?(?:st|nd|rd|th|am|pm)?|(?:{'|'.join((_UNITS + ' ' + _ORDINALS).split())})\b)"
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
# A run of one kind: "twenty one", "half six", "9.30", "the 3rd"; a day ("Tuesdays"); a month
KINDS = {
    "number": rf"{_NUMBER}(?:[\s-]+{_NUMBER})*",
    "day": rf"(?:{_DAYS})s?\b",
    "month": rf"(?:{_MONTHS})\b",
    # "my sister no my sister-in-law shona": the relation taken back for the one said after it
    "relation": rf"(?:my|our)\s+(?:{'|'.join(sorted(RELATIONS, key=len, reverse=True))})\b(?!-)",
}
# What takes the word before it back: "no", "no wait", "sorry", "I mean", "or rather", "wait no", "actually no"
_TERMS = r"no+\s+wait|wait\s+no|no\s+sorry|sorry\s+no|actually\s+no|no\s+no|no|sorry|i\s+mean|or\s+rather|wait"
_EDIT = rf"\s*,?\s*(?:(?:um|uh|er|erm|oh)\s+)?(?:{_TERMS})\s*,?\s+"


def _pattern(kind: str) -> re.Pattern[str]:
    run = KINDS[kind]
    # "of November", "tomorrow": up to three words between the word taken back and "no", none of them of
    # its kind or an "and" ("two kids and three no four cats" takes back the three, not the two)
    tail = rf"(?:\s+(?!(?:{_TERMS}|and|but|or)\b)(?!{run})[a-z']+){{0,3}}?"
    return re.compile(
        rf"\b(?P<taken>{run})(?P<tail>{tail})(?P<edit>{_EDIT})(?:the\s+)?(?P<meant>{run})",
        re.IGNORECASE,
    )


_PATTERNS = tuple(_pattern(kind) for kind in KINDS)


def _meant(m: re.Match[str]) -> str:
    """The span from the word taken back to the word meant, as meant: the new word, the tail after it
    (unless it is said again right after), padded with spaces to the span's length."""
    tail = m.group("tail")
    after = m.string[m.end() : m.end() + len(tail) + 1]
    said_again = tail.strip() and after.lower().startswith(tail.lower())
    fixed = m.group("meant") + ("" if said_again else tail)
    if fixed.lower().startswith(("my ", "our ")):  # (the gap before "my sister-in-law shona": no break inside it)
        return fixed.rjust(len(m.group(0)))
    return fixed.ljust(len(m.group(0)))


# "doing veterinary... no, wait, it's biology": one word taken back for the one "it's" names, said with "wait",
# "sorry" or "I mean" (not a bare "no": "is that ok, no, it's fine")
_WORD_TAKEN_BACK = re.compile(
    r"\b(?P<taken>[a-z]{4,})(?P<edit>(?:\.\.\.|…|,)?\s*(?:no,?\s+wait|wait,?\s+no|no,?\s+sorry|sorry|i\s+mean)"
    r",?\s+it'?s\s+)(?P<meant>[a-z]{4,})(?=\s*(?:[.!,;]|$))",
    re.IGNORECASE,
)


def _word_meant(m: re.Match[str]) -> str:
    return m.group("meant").ljust(len(m.group(0)))


# "we don't we don't have the car", "it's um it's my daughter", "don't don't remember": words said twice as
# the speaker finds the rest, said once (the first saying blanked)
# (one word said twice only where it opens what follows: not "no no", "very very", "had had")
_ONE_WORD = r"(?:i|i'm|we|we're|he|she|he's|she's|it's|they|they're|my|our|the|don't|didn't|is|was|it|a|and|so)\s+"
_SAID_TWICE = re.compile(
    rf"\b(?!word\s+for\s+word)((?:[a-z]+(?:'[a-z]+)?\s+){{2,3}}?|{_ONE_WORD})(?:(?:um|uh|er|erm)\s+)?(?=\1)",
    re.IGNORECASE,
)


def repaired(text: str) -> str:
    """The turn with each self-correction of a number, day or month put right (the same length)."""
    text = _SAID_TWICE.sub(lambda m: " " * len(m.group(0)), text)
    text = _WORD_TAKEN_BACK.sub(_word_meant, text)
    for _ in range(4):  # "twelve no twenty one sorry twenty one": one correction after another
        before = text
        for pattern in _PATTERNS:
            text = pattern.sub(_meant, text)
        if text == before:
            break
    return text
