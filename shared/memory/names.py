"""The household's names (pets, people, places) found in its memories, for speech recognition to expect.

A small speech model spells a name it has never seen as the nearest words it knows ("Hana" as "Hannah",
"Tromso" as "Toronto"). Told the names first, it writes them as the household does. A name is a
capitalised word that is not the first of a sentence ("The user's dog is called Biscuit."), or a first
word the memory's subject or tags also name ("Hana lives in Osaka.", subject "Hana home"); capitalised
words next to each other are one name ("Cape Town"). Words that are capitalised without being names
("The", "User", "Monday", "July", pronouns) never count. The most important and most recently used
memories give their names first, and the list stays short: a long prompt costs time on every utterance
and gives the model more to copy.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from shared.memory.model import Memory, MemoryFilter, now_iso
from shared.memory.query import STOP_WORDS
from shared.memory.store import MemoryStore

MAX_NAMES = 30
MAX_CHARS = 200  # the names joined by ", ": about 50 tokens of prompt
MEMORIES_READ = 500  # the most important memories are read; names past these would not fit anyway

MONTHS = "january february march april may june july august september october november december"
DAYS = (
    "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays "
    "saturdays sundays today tomorrow yesterday tonight weekend weekends"
)
# Capitalised in memory texts, yet not names: the writer's own words, titles, family words.
TITLES = (
    "user users assistant household family mr mrs ms miss dr prof sir madam mum mom dad mother father "
    "grandma grandpa granny grandad grandmother grandfather uncle aunt auntie also however"
)
NOT_NAMES: frozenset[str] = STOP_WORDS | frozenset(f"{MONTHS} {DAYS} {TITLES}".split())

# A word: letters, with inner apostrophes or hyphens ("O'Brien", "Jean-Luc"); "Hana's" is read as "Hana".
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
_POSSESSIVE = re.compile(r"['’]s$", re.IGNORECASE)
# The end of a sentence, but not the dot of a title ("Dr. Patel"): what follows may be any capitalised word.
_SENTENCE_END = re.compile(r"(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)(?<!\bSt)[.!?][\"'”’)\]]*\s*[\"'“‘(\[]*\s*$")
_JOINS_NAME = re.compile(r"[ \t]+")  # only plain spaces join two words into one name: "Hana, Leo" are two


def names_in(memory: Memory) -> list[str]:
    """The names one memory's text holds, in the order they appear."""
    text = memory.text or ""
    named = {w.lower() for w in _WORD.findall(f"{memory.subject or ''} {' '.join(memory.tags or [])}")}
    names: list[str] = []
    run: list[str] = []
    end = 0
    for match in _WORD.finditer(text):
        word = _POSSESSIVE.sub("", match.group())
        between = text[end : match.start()]
        starts_sentence = not text[: match.start()].strip() or bool(_SENTENCE_END.search(text[: match.start()]))
        is_name = (
            _capitalised(word) and word.lower() not in NOT_NAMES and (not starts_sentence or word.lower() in named)
        )
        if run and (not is_name or not _JOINS_NAME.fullmatch(between)):
            names.append(" ".join(run))
            run = []
        if is_name:
            run.append(word)
            if match.group() != word:  # "Hana's" ends a name: what follows is what she has
                names.append(" ".join(run))
                run = []
        end = match.end()
    if run:
        names.append(" ".join(run))
    return names


def household_names(memories: Iterable[Memory], max_names: int = MAX_NAMES, max_chars: int = MAX_CHARS) -> list[str]:
    """Each name once (the first spelling seen), from the most important and most recently used memories
    first, as many as fit in `max_names` names and `max_chars` characters joined by ", "."""
    ranked = sorted(memories, key=lambda m: m.last_used_at or m.updated_at or "", reverse=True)
    ranked.sort(key=lambda m: (m.pinned, m.importance), reverse=True)  # stable: recency breaks the ties
    names: list[str] = []
    seen: set[str] = set()
    chars = 0
    for memory in ranked:
        for name in names_in(memory):
            cost = len(name) + (2 if names else 0)
            if name.lower() in seen or chars + cost > max_chars:
                continue
            seen.add(name.lower())
            names.append(name)
            chars += cost
            if len(names) >= max_names:
                return names
    return names


def store_names(store: MemoryStore, max_names: int = MAX_NAMES, max_chars: int = MAX_CHARS) -> list[str]:
    """The household's names from the memories that hold now."""
    memories = store.list(MemoryFilter(status="active", holds_at=now_iso()), limit=MEMORIES_READ, order="important")
    return household_names(memories, max_names, max_chars)


def _capitalised(word: str) -> bool:
    """A capital then at least one small letter: "Biscuit", "McKenzie", "Tromsø"; not "I", "TV" or "BBC"."""
    return word[0].isupper() and any(c.islower() for c in word[1:])
