"""Cut a streamed reply into sentences as soon as each one is complete, so TTS can start early.

The one exception: a long first sentence is cut at its first clause boundary past CLAUSE_MIN_CHARS
once FIRST_CLAUSE_CHARS have arrived, because the first audio waits for the first piece of text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

# A sentence ends at . ! ? (or a run of them, with closing quotes/brackets) followed by whitespace.
_END = re.compile(r"[.!?]+[\"')\]]*\s")
_ABBREVIATIONS = {"mr.", "mrs.", "ms.", "dr.", "st.", "vs.", "etc.", "e.g.", "i.e.", "no.", "approx."}
MIN_CHARS = 12  # "Yes." alone is a fine sentence, but "Hi. I" splits are worse for TTS than waiting
_CLAUSE = re.compile(r"[,;:]\s")
FIRST_CLAUSE_CHARS = 60
CLAUSE_MIN_CHARS = 25


class SentenceSplitter:
    """Feed text pieces; get back every sentence completed so far. `flush` returns the remainder."""

    def __init__(self, min_chars: int = MIN_CHARS, first_clause_chars: int = FIRST_CLAUSE_CHARS) -> None:
        self.buffer = ""
        self.min_chars = min_chars
        self.first_clause_chars = first_clause_chars
        self.emitted = 0

    def feed(self, piece: str) -> list[str]:
        self.buffer += piece
        out: list[str] = []
        start = 0
        for match in _END.finditer(self.buffer):
            candidate = self.buffer[start : match.end()].strip()
            last_word = candidate.rsplit(None, 1)[-1].lower() if candidate else ""
            if last_word in _ABBREVIATIONS or len(candidate) < self.min_chars:
                continue
            out.append(candidate)
            start = match.end()
        self.buffer = self.buffer[start:]
        if not self.emitted and not out and len(self.buffer) >= self.first_clause_chars:
            clause = next((c for c in _CLAUSE.finditer(self.buffer) if c.start() >= CLAUSE_MIN_CHARS), None)
            if clause is not None:
                out.append(self.buffer[: clause.end()].strip())
                self.buffer = self.buffer[clause.end() :]
        self.emitted += len(out)
        return out

    def flush(self) -> str:
        rest, self.buffer = self.buffer.strip(), ""
        return rest  # line breaks kept: they tell a list from a sentence (see speech_text)


def sentences(pieces: Iterable[str]) -> Iterator[str]:
    splitter = SentenceSplitter()
    for piece in pieces:
        yield from splitter.feed(piece)
    rest = splitter.flush()
    if rest:
        yield rest
