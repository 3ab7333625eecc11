"""What a voice can say: a model's sentence cleaned of the markup TTS would read out or stumble on.

Small models copy the prompt's own format ("- ... [noted 2026-11-30]") and large ones like markdown,
even when told to speak plainly. Each sentence is cleaned before it is published, so TTS, the turn
record and the history the model sees next all hold what was actually said.
"""

from __future__ import annotations

import re

# The memory block's date tag, "[noted 2026-11-30]", and what models make of it ("(noted on 2026-11-30)").
_NOTE = re.compile(r"\s*[\[(]\s*(?:noted\b[^\])\d]{0,10})?\d{4}-\d{1,2}-\d{1,2}[^\])]{0,10}[\])]", re.IGNORECASE)
_LIST_MARK = re.compile(r"^\s*(?:[-*\u2022]|\d{1,2}[.)])\s+")
_HEADING = re.compile(r"^\s*#{1,6}\s+")
_LINK = re.compile(r"\[([^\]]+)\]\((?:[^)]+)\)")
_EMPHASIS = re.compile(r"(\*{1,3}|_{2,3}|`+)(?=\S)(.+?)(?<=\S)\1")
_LEFTOVER = re.compile(r"(?<!\s)\*+|\*+(?!\s)|`|\u200d|\ufe0f")  # a lone " * " may be "times"
_EMOJI = re.compile("[\U0001f000-\U0001faff\u2600-\u27bf\u2b00-\u2bff]")
_ENDS_CLAUSE = re.compile(r"[.!?,;:]$")
_SPACE_BEFORE_STOP = re.compile(r"\s+([.,!?;:])")
_SPEAKABLE = re.compile(r"\w")


def speakable(sentence: str) -> str:
    """The sentence as it should be spoken; empty when nothing in it is speakable."""
    text = _NOTE.sub("", sentence)
    text = _LINK.sub(r"\1", text)
    text = _EMPHASIS.sub(r"\2", text)
    parts: list[str] = []
    for line in text.splitlines():
        line = _HEADING.sub("", _LIST_MARK.sub("", line)).strip()
        if not line:
            continue
        if parts and not _ENDS_CLAUSE.search(parts[-1]):
            parts[-1] += ","  # list items read as a list, not one run-on phrase
        parts.append(line)
    text = _EMOJI.sub("", _LEFTOVER.sub("", " ".join(parts)))
    text = _SPACE_BEFORE_STOP.sub(r"\1", " ".join(text.split()))
    return text if _SPEAKABLE.search(text) else ""
