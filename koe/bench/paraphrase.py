"""A paraphrase set for household memory: spoken questions that use other words than the memory answering them.

Written by hand for this benchmark, before any search was run on it, and not adjusted to any search
method's results. The memories are one standalone third-person sentence each, with the subject, kind,
tags and importance koe's writer gives a memory. The questions are said the way people talk to a
speaker in the kitchen ("what's my wife called", "can I take amoxicillin"), and their words were chosen
deliberately to differ from their memory's: synonyms, kinship terms, indirect references ("the little
one", "my other half"), casual speech. No question shares a content word (after stemming) with the
text, subject or tags of the memories that answer it, except the few common words in SHARED_WORDS
(tests/test_paraphrase.py checks this). Names never appear in a question.

Distractors are household memories that answer no question but share words with some ("The old shed
..." next to "how old is the little one"): a method matching words rather than meaning ranks them high.

A question may need several memories ("who are my kids"); its recall@k is the share of them in the top
k, so a two-memory question scores at most 0.5 at k=1.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from koe.bench.paraphrase_memories import DISTRACTORS, MEMORIES
from shared.memory.model import Kind, Memory
from shared.memory.store import MemoryStore

NOTED = "2026-03-01T12:00:00Z"  # one fixed day, so the indexed "noted" words are the same on every run
KS = (1, 5, 10)

# Common words a question may share with its answer (a question about an age says "old").
SHARED_WORDS = frozenset({"old"})

# A spoken question and the id(s) of the memory/memories that answer it (space-separated).
QUESTIONS: tuple[tuple[str, str], ...] = (
    ("what's my wife called", "spouse-name"),
    ("remind me who my other half is", "spouse-name"),
    ("how old is the little one", "ella-age"),
    ("what age is my youngest", "ella-age"),
    ("which year is my lad in", "theo-grade"),
    ("where does the older kid go to primary", "theo-grade"),
    ("which city is my mum based in", "mother-home"),
    ("which town is grandma's home in", "mother-home"),
    ("how's my wife's dad getting on after the op", "graham-knee"),
    ("did the kids' grandpa have something done to his leg", "graham-knee"),
    ("what's my sibling's job", "brother-job"),
    ("does anyone in the family put out fires for a living", "brother-job"),
    ("can I take amoxicillin", "penicillin"),
    ("are there any antibiotics I react badly to", "penicillin"),
    ("is there a medicine that doesn't agree with me", "penicillin"),
    ("can my daughter have almonds", "ella-nuts"),
    ("what can't the little one eat", "ella-nuts"),
    ("does anyone in the house need an adrenaline injector", "ella-nuts"),
    ("can my son have dairy", "theo-lactose"),
    ("what should I pour on the boy's cereal", "theo-lactose"),
    ("is there any food the children have to avoid", "ella-nuts theo-lactose"),
    ("when do I need to put the bins out", "bins"),
    ("what day does the garbage truck come", "bins"),
    ("is it trash night tonight", "bins"),
    ("where can I find the internet code", "wifi"),
    ("my friend wants to get online, what's the network key", "wifi"),
    ("what breed is our pup", "dog-breed"),
    ("what kind of hound do we have", "dog-breed"),
    ("how many times a day does the pooch eat", "dog-feed"),
    ("when's the doggy's dinner time", "dog-feed"),
    ("who should I ring if the pup gets sick", "vet"),
    ("where do we take our pet for check-ups", "vet"),
    ("does the kitty need any pills", "cat"),
    ("how old is our moggy", "cat"),
    ("when's our anniversary", "wedding"),
    ("how long have my wife and I been hitched", "wedding"),
    ("what does my wife do for a living", "ana-job"),
    ("where is my partner employed", "ana-job"),
    ("which evenings is my wife on duty", "ana-shifts"),
    ("when will my partner be away overnight", "ana-shifts"),
    ("when was my daughter born", "ella-birthday"),
    ("when do we need to plan the little one's party", "ella-birthday"),
    ("when's my son's soccer training", "theo-football"),
    ("which day does the lad kick a ball around with his team", "theo-football"),
    ("when does my girl go to the pool", "ella-swim"),
    ("when do I drop the little one at the pool", "ella-swim"),
    ("do I eat meat", "vegetarian"),
    ("how long have I been off meat", "vegetarian"),
    ("how does my wife like her brew", "ana-coffee"),
    ("should I put milk in the missus's cuppa", "ana-coffee"),
    ("what group do I listen to the most", "music"),
    ("play something by the musicians I love", "music"),
    ("when does the motor need its check-up at the garage", "car-service"),
    ("is the vehicle's yearly maintenance coming up", "car-service"),
    ("what make of motor do we have", "car-model"),
    ("what colour is our vehicle", "car-model"),
    ("is the heating system still under guarantee", "boiler"),
    ("when did we get the new furnace", "boiler"),
    ("I'm locked out, who can let me in", "spare-key"),
    ("who next door can get me back into the home", "spare-key"),
    ("where are we going on holiday this summer", "lisbon"),
    ("which country are we flying to", "lisbon"),
    ("when am I seeing someone about my teeth", "dentist"),
    ("who's our GP", "family-doctor"),
    ("where do I book if I'm feeling unwell", "family-doctor"),
    ("what's my job", "user-work"),
    ("do I commute to an office", "user-work"),
    ("what instrument am I picking up", "cello"),
    ("what crops have I planted outdoors", "garden"),
    ("when is my wife's reading group", "book-club"),
    ("when is mum's big celebration", "rosa-party"),
    ("when does my mother turn seventy", "rosa-party"),
    ("have the cupboards arrived", "kitchen"),
    ("how's the cooking area makeover going", "kitchen"),
    ("who minds the kids when we go out", "babysitter"),
    ("how much do we pay the sitter", "babysitter"),
    ("how warm do we keep the house at night", "thermostat"),
    ("why does my daughter need a lamp on at bedtime", "ella-dark"),
    ("what pills am I on", "lisinopril"),
    ("what's my heart medicine", "lisinopril"),
    ("when is the house cover up for renewal", "insurance"),
    ("who are my kids", "ella-age theo-grade"),
    ("what animals live with us", "dog-breed cat"),
    ("what are my wife's regular commitments during the week", "ana-shifts book-club"),
    ("what after-school clubs do the kids do", "theo-football ella-swim"),
)


def _memory(row: tuple[str, Kind, int, str, str, str]) -> Memory:
    memory_id, kind, importance, subject, tags, text = row
    return Memory(
        text=text,
        subject=subject,
        kind=kind,
        tags=[t.strip() for t in tags.split(",") if t.strip()],
        importance=importance,
        id=memory_id,
        created_at=NOTED,
        updated_at=NOTED,
        source="paraphrase-set",
    )


def memories() -> list[Memory]:
    """Every memory of the set (answers first, then distractors), fresh objects each call."""
    return [_memory(row) for row in (*MEMORIES, *DISTRACTORS)]


def questions() -> list[tuple[str, tuple[str, ...]]]:
    """(question, ids of the memories that answer it)."""
    return [(q, tuple(ids.split())) for q, ids in QUESTIONS]


def load(store: MemoryStore) -> list[Memory]:
    """Add the set's memories to `store` (which should hold nothing else) and return them."""
    return store.bulk_add(memories())


@dataclass(frozen=True)
class Answer:
    """One question as searched: what answers it, what came back (ids, best first), how long it took."""

    question: str
    ids: tuple[str, ...]
    found: tuple[str, ...]
    ms: float

    def recall(self, k: int) -> float:
        top = set(self.found[:k])
        return sum(1 for i in self.ids if i in top) / len(self.ids)


@dataclass
class Score:
    answers: list[Answer] = field(default_factory=list)

    def recall(self, k: int) -> float:
        """Mean over questions of the share of their answering memories in the top k."""
        return sum(a.recall(k) for a in self.answers) / len(self.answers) if self.answers else 0.0

    def misses(self, k: int) -> list[Answer]:
        """Questions with an answering memory outside the top k."""
        return [a for a in self.answers if a.recall(k) < 1.0]

    @property
    def search_ms(self) -> list[float]:
        return [a.ms for a in self.answers]


def score(store: MemoryStore, ks: tuple[int, ...] = KS) -> Score:
    """Ask every question of the set against `store` (loaded with `load`) and keep the top max(ks) ids."""
    out = Score()
    for question, ids in questions():
        started = time.perf_counter()
        result = store.search(question, size=max(ks))
        ms = (time.perf_counter() - started) * 1000
        out.answers.append(Answer(question, ids, tuple(h.memory.id for h in result.hits), ms))
    return out
