"""Cut a streamed reply into sentences as soon as each one is complete, so TTS can start early."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

# A sentence ends at . ! ? (or a run of them, with closing quotes/brackets) followed by whitespace.
_END = re.compile(r"[.!?]+[\"')\]]*\s")
_ABBREVIATIONS = {"mr.", "mrs.", "ms.", "dr.", "st.", "vs.", "etc.", "e.g.", "i.e.", "no.", "approx."}
MIN_CHARS = 12  # "Yes." alone is a fine sentence, but "Hi. I" splits are worse for TTS than waiting


class SentenceSplitter:
    """Feed text pieces; get back every sentence completed so far. `flush` returns the remainder."""

    def __init__(self, min_chars: int = MIN_CHARS) -> None:
        self.buffer = ""
        self.min_chars = min_chars

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
        return out

    def flush(self) -> str:
        rest, self.buffer = " ".join(self.buffer.split()), ""
        return rest


def sentences(pieces: Iterable[str]) -> Iterator[str]:
    splitter = SentenceSplitter()
    for piece in pieces:
        yield from splitter.feed(piece)
    rest = splitter.flush()
    if rest:
        yield rest
