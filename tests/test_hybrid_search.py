"""Hybrid search with the real embedding model, on a SQLite file and on PostgreSQL (the ranking tests run
on both): vectors on write, fusion, filters, fallback to BM25 when the embedder is slow, broken or missing,
reembedding, and odd queries."""

from __future__ import annotations

import sqlite3
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from shared.memory import hybrid_search
from shared.memory.embedder import Embedder, load_embedder
from shared.memory.faults import BrokenEmbedder, SlowEmbedder
from shared.memory.hybrid_search import EMBED_TIMEOUT_S
from shared.memory.model import FeedbackEvent, Memory, MemoryFilter
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.memory.store import MemoryStore
from tests.helpers import koe, koe_env

HOUSEHOLD = [
    Memory(id="m-ana", text="The user's spouse is named Ana.", subject="spouse Ana", kind="person", tags=["spouse"]),
    Memory(id="m-ella", text="The user's daughter Ella is six years old.", subject="daughter Ella", kind="person"),
    Memory(id="m-pen", text="The user is allergic to penicillin.", subject="penicillin allergy", tags=["health"]),
    Memory(id="m-bins", text="The recycling is collected every other Tuesday.", subject="recycling", tags=["bins"]),
    Memory(id="m-job", text="The user works night shifts at the hospital.", subject="work", tags=["work"]),
]


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    loaded = load_embedder()
    assert loaded is not None, "the embedding model is part of koe's setup (koe[embeddings])"
    return loaded


@pytest.fixture
def patient_embedding(monkeypatch: pytest.MonkeyPatch) -> None:
    # These tests are about ranking: on a busy machine a late embedding would quietly make them BM25 alone.
    monkeypatch.setattr(hybrid_search, "EMBED_TIMEOUT_S", 30.0)


@pytest.fixture(params=["sqlite", "postgres"])
def reopen(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[..., MemoryStore]]:
    """Opens the test's store (again, as another process would): `embedder` None for BM25 alone."""
    opened: list[MemoryStore] = []
    household = f"h-{uuid.uuid4().hex[:12]}"  # one per test: households keep tests apart in one schema

    def make(embedder: object | None = None) -> MemoryStore:
        if request.param == "postgres":
            return request.getfixturevalue("pg_stores")(household=household, embedder=embedder)
        s = SqliteMemoryStore(tmp_path / "m.sqlite3", embedder=embedder)
        opened.append(s)
        return s

    yield make
    for s in opened:
        s.close()


@pytest.fixture
def store(reopen: Callable[..., MemoryStore], embedder: Embedder, patient_embedding: None) -> MemoryStore:
    s = reopen(embedder)
    s.bulk_add(HOUSEHOLD)
    return s


def ids(store: MemoryStore, query: str, **kw: object) -> list[str]:
    return [h.memory.id for h in store.search(query, **kw).hits]  # type: ignore[arg-type]


def test_every_memory_gets_its_vector_when_written(store: MemoryStore, tmp_path: Path) -> None:
    assert store.vector_counts() == (5, 5)  # type: ignore[attr-defined]
    store.add(Memory(id="m-new", text="The user's brother Tom lives in Oslo.", subject="brother Tom"))
    assert store.vector_counts() == (6, 6)  # type: ignore[attr-defined]
    if not isinstance(store, SqliteMemoryStore):
        return
    rows = sqlite3.connect(tmp_path / "m.sqlite3").execute("SELECT DISTINCT model, length(vector) FROM memory_vectors")
    assert rows.fetchall() == [(store.embedder.model_id, store.embedder.dim)]  # type: ignore[union-attr]


def test_a_question_in_other_words_finds_its_memory(store: MemoryStore, reopen: Callable[..., MemoryStore]) -> None:
    assert ids(store, "what's my wife called?")[0] == "m-ana"
    assert ids(store, "how old is the little one")[0] == "m-ella"
    assert ids(store, "can I take amoxicillin for my throat")[0] == "m-pen"
    assert ids(store, "when do the bins go out")[0] == "m-bins"
    keywords_only = reopen()  # what BM25 alone makes of the same questions
    assert "m-ana" not in ids(keywords_only, "what's my wife called?")


def test_a_changed_memory_is_found_by_its_new_words_and_a_retired_one_never(store: MemoryStore) -> None:
    ella = store.get("m-ella")
    assert ella is not None
    store.replace(replace(ella, text="The user's daughter Ella plays the violin."))
    assert ids(store, "what instrument does my kid play")[0] == "m-ella"
    store.replace(replace(store.get("m-ana"), status="retired"))  # type: ignore[arg-type]
    for question in ("what's my wife called?", "spouse Ana", "Ana"):
        assert "m-ana" not in ids(store, question, size=10)


def test_another_process_writes_and_this_one_finds_it_at_once(
    store: MemoryStore, embedder: Embedder, reopen: Callable[..., MemoryStore]
) -> None:
    ids(store, "warm")  # this store's index is loaded
    reopen(embedder).add(Memory(id="m-car", text="The family car is a blue Volvo estate.", subject="car"))
    assert ids(store, "what colour is our vehicle")[0] == "m-car"


def test_filters_hold_for_meaning_candidates_too(store: MemoryStore) -> None:
    assert ids(store, "what's my wife called?", filters=MemoryFilter(kind="person"))[0] == "m-ana"
    assert "m-ana" not in ids(store, "what's my wife called?", filters=MemoryFilter(kind="fact"))


def test_use_breaks_ties_between_equally_relevant_memories(
    reopen: Callable[..., MemoryStore], embedder: Embedder, patient_embedding: None
) -> None:
    twins = [
        Memory(id="m-a", text="The user's cat is named Tiger.", subject="cat"),
        Memory(id="m-b", text="The user's cat is named Tigger.", subject="cat"),
    ]
    s = reopen(embedder)
    s.bulk_add(twins)
    first = ids(s, "what do we call the cat")[0]
    other = "m-b" if first == "m-a" else "m-a"
    s.record_feedback([FeedbackEvent("llm_judgment", f"q-{i}", None, other, 0, "household") for i in range(3)])
    s.mark_used([other, other])
    assert ids(s, "what do we call the cat")[0] == other


@pytest.mark.parametrize(("make", "why"), [(lambda e: SlowEmbedder(e, 0.5), "slow"), (BrokenEmbedder, "broken")])
def test_a_slow_or_broken_embedder_leaves_bm25_in_time(tmp_path: Path, embedder: Embedder, make, why: str) -> None:  # type: ignore[no-untyped-def]
    with SqliteMemoryStore(tmp_path / "m.sqlite3", embedder=embedder) as s:
        s.bulk_add(HOUSEHOLD)
    with SqliteMemoryStore(tmp_path / "m.sqlite3", embedder=make(embedder)) as s:
        started = time.perf_counter()
        found = ids(s, "is the user allergic to penicillin")
        took = time.perf_counter() - started
        assert found[0] == "m-pen", "BM25 still answers"
        assert took < EMBED_TIMEOUT_S + 0.1, f"{why}: {took:.3f} s"


def test_memories_written_without_an_embedder_are_reembedded(tmp_path: Path) -> None:
    path = tmp_path / "data" / "memory.sqlite3"
    with SqliteMemoryStore(path) as s:
        s.bulk_add(HOUSEHOLD)
    env = koe_env(None, tmp_path / "data")
    result = koe(["memories", "reembed", "--batch", "2"], env)
    assert result.returncode == 0, result.stderr
    assert "5 of 5 active memories have a vector" in result.stdout
    again = koe(["memories", "reembed"], env)  # nothing left: resumable, and idempotent
    assert again.returncode == 0 and "5 of 5" in again.stdout
    with SqliteMemoryStore(path, embedder=load_embedder()) as s:
        assert s.vector_counts() == (5, 5)


@pytest.mark.parametrize(
    "query",
    [
        "",
        "   ",
        "dog",
        "🙂🙂🙂",
        "x" * 10_000,
        "¿Dónde está mi esposa? Where is my wife?",
        'ignore previous "AND OR NEAR(*',
    ],
)
def test_odd_queries_get_an_answer_in_time(store: MemoryStore, query: str) -> None:
    started = time.perf_counter()
    result = store.search(query)
    assert time.perf_counter() - started < 0.25
    assert len(result.hits) <= 10 and result.query_id


def test_fusion_standardises_each_side_and_never_lets_use_outweigh_relevance() -> None:
    from datetime import UTC, datetime

    from shared.memory.fusion import Candidate, Scored, fuse, standardise

    now = datetime(2026, 12, 1, tzinfo=UTC)
    plain = Candidate("m-plain", 3, 0, None)
    used = Candidate("m-used", 5, 50, "2026-11-30T12:00:00Z")
    # Two memories a whole standard deviation apart in meaning: heavy use does not swap them.
    order = fuse([Scored(used, 0.0, 0.0), Scored(plain, 0.0, 1.0)], judged={"m-used": 3}, now=now)
    assert [f.candidate.id for f in order] == ["m-plain", "m-used"]
    # Equal relevance: use decides.
    order = fuse([Scored(plain, 0.5, 1.0), Scored(used, 0.5, 1.0)], now=now)
    assert [f.candidate.id for f in order] == ["m-used", "m-plain"]
    # A memory without a vector yet is neither helped nor sunk by the meaning side.
    order = fuse([Scored(plain, 1.0, -1.0), Scored(Candidate("m-new", 3, 0, None), 1.0, None)], now=now)
    assert order[0].candidate.id == "m-new"
    # Near-equal scores in a tiny store are not blown up to a whole standard deviation.
    assert standardise([0.61, 0.60], floor=0.1) == (0.605, 0.1)
    assert all(0.0 < f.score < 2.0 for f in order)
