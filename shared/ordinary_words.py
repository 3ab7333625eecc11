"""The ordinary English words, from Debian's word list (`wamerican`, /usr/share/dict/words): what is not a
name. "thomas" is not in it in lower case, "much" is. Used where a name must be told from a word without
its capital: a name Whisper respelt, a name in a lowercase transcript."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

WORDS_FILE = Path("/usr/share/dict/words")


@lru_cache(maxsize=1)
def ordinary_words(path: Path = WORDS_FILE) -> frozenset[str] | None:
    """Words the list writes in lower case (so not names); None when there is no list."""
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").split()
    except OSError:
        return None
    return frozenset(w.lower() for w in lines if w[:1].islower())


@lru_cache(maxsize=1)
def listed_names(path: Path = WORDS_FILE) -> frozenset[str]:
    """Words the list writes with a capital (names: "Rose", "Sue", "Will"), in lower case; empty when
    there is no list."""
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").split()
    except OSError:
        return frozenset()
    return frozenset(w.lower() for w in lines if w[:1].isupper())
