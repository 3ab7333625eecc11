"""The household's names spelt the household's way, where Whisper wrote a name that sounds the same.

Given the household's names as hotwords, tiny.en still writes the names it knows best: "Thomas" for the
neighbour Tomasz, "Hannah" for Hana. A word Whisper wrote *as a name* (capitalised, and not an ordinary
word in lower case) that sounds like one of the household's names (the same NYSIIS code: "Thomas" and
"Tomasz" are both TAN) becomes that name. Ordinary words are never touched: "Much" at the start of a
sentence stays, "leads" stays "leads", "Pickles" for the cat was already right. The ordinary words are
Debian's word list (`shared/ordinary_words.py`: "thomas" is not in it in lower case, "much"
is); without it only a capitalised word in mid-sentence counts as written as a name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import jellyfish

_WORD = re.compile(r"[^\W\d_]+(?:'s)?")
_SENTENCE_END = re.compile(r"[.?!]\s*$")


def sound(word: str) -> str:
    return jellyfish.nysiis(word)


def respell(text: str, names: Sequence[str], ordinary: frozenset[str] | None) -> str:
    """`text` with each word written as a name that sounds like one of `names` spelt as that name;
    `ordinary`: the lower-case words that are not names (`ordinary_words()`), None without a list."""
    single = [n for n in names if n.isalpha()]  # "Cape Town" is left to the hint
    if not single:
        return text
    known = {n.lower() for n in single}
    by_sound: dict[str, str] = {}
    for name in single:
        by_sound.setdefault(sound(name), name)  # two names that sound alike: the first (most important) wins

    def replace(match: re.Match[str]) -> str:
        word = match.group(0)
        stem, suffix = (word[:-2], word[-2:]) if word.endswith("'s") else (word, "")
        if not stem[:1].isupper() or stem.lower() in known or len(stem) < 3:
            return word
        before = text[: match.start()]
        starts_sentence = not before.strip() or bool(_SENTENCE_END.search(before))
        if ordinary is not None:
            if stem.lower() in ordinary:
                return word
        elif starts_sentence:
            return word  # without a word list a capital there says nothing
        name = by_sound.get(sound(stem))
        return name + suffix if name else word

    return _WORD.sub(replace, text)
