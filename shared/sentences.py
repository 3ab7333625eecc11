"""Cut a streamed reply into sentences as soon as each one is complete, so TTS can start early.

The one exception: the first sentence is cut at its first clause boundary (, ; :) once it has
FIRST_PIECE_MIN_WORDS words ("Of course," / "I'm sorry,"), because the first audio waits for the first
piece of text twice: for the model to write it and for TTS to voice it, both in proportion to its length.
On a CPU box that is most of the wait after the transcript (`koe bench voice`, docs/voice.md). The rest
of the reply is written and voiced while the first piece plays.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

# A sentence ends at . ! ? (or a run of them, with closing quotes/brackets) followed by whitespace.
_END = re.compile(r"[.!?]+[\"')\]]*\s")
_ABBREVIATIONS = {"mr.", "mrs.", "ms.", "dr.", "st.", "vs.", "etc.", "e.g.", "i.e.", "no.", "approx."}
MIN_CHARS = 12  # "Yes." alone is a fine sentence, but "Hi. I" splits are worse for TTS than waiting
_CLAUSE = re.compile(r"[,;:]\s")
FIRST_PIECE_MIN_WORDS = 2  # "Sure," alone is too little to say by itself; "Of course," is not


class SentenceSplitter:
    """Feed text pieces; get back every sentence completed so far. `flush` returns the remainder."""

    def __init__(self, min_chars: int = MIN_CHARS, first_piece_min_words: int = FIRST_PIECE_MIN_WORDS) -> None:
        self.buffer = ""
        self.min_chars = min_chars
        self.first_piece_min_words = first_piece_min_words
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
        if not self.emitted and not out:
            words = self.first_piece_min_words
            clause = next(
                (c for c in _CLAUSE.finditer(self.buffer) if len(self.buffer[: c.start()].split()) >= words), None
            )
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
