"""The memory store's contract on both backends (a SQLite file, and PostgreSQL in the run's schema):
search, filters, retire, logs, feedback, forgetting, held changes, concurrency; then what only SQLite has
(its file, its schema versions, another process writing)."""

from __future__ import annotations

import multiprocessing
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from shared.memory.embedder import load_embedder
from shared.memory.factory import open_store, store_path
from shared.memory.model import FeedbackEvent, Memory, MemoryFilter, RevisionConflict
from shared.memory.sqlite_store import BROAD_MATCHES, SqliteMemoryStore, StoreError, memory_from_dict
from shared.memory.store import MemoryStore
from shared.settings import SettingsError, load_settings


def household() -> list[Memory]:
    return [
        Memory(
            id="mem-dog",
            text="The user's dog is named Biscuit.",
            subject="dog Biscuit",
            tags=["dog", "pet"],
            importance=4,
            created_at="2026-09-30T19:12:04Z",
            updated_at="2026-09-30T19:12:04Z",
        ),
        Memory(
            id="mem-wife",
            text="The user's wife's birthday is June 3.",
            subject="wife birthday",
            kind="event",
            tags=["wife", "birthday"],
            importance=4,
            created_at="2026-10-01T08:00:00Z",
            updated_at="2026-10-01T08:00:00Z",
        ),
        Memory(
            id="mem-snack",
            text="The user likes salted almonds as a snack.",
            subject="snack almonds",
            kind="preference",
            tags=["food", "snack"],
            importance=2,
            created_at="2026-10-02T08:00:00Z",
            updated_at="2026-10-02T08:00:00Z",
        ),
        Memory(
            id="mem-gdp",
            text="As of September 30, 2026, the user is evaluating the Google Developer Program.",
            subject="Google Developer Program",
            kind="interest",
            tags=["google", "developer"],
            importance=3,
            created_at="2026-10-03T08:00:00Z",
            updated_at="2026-10-03T08:00:00Z",
        ),
    ]


MakeStore = Callable[..., MemoryStore]


@pytest.fixture(params=["sqlite", "postgres"])
def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[MakeStore]:
    """Opens an empty store of the backend under test (SQLite: a file; PostgreSQL: a new household)."""
    opened: list[MemoryStore] = []

    def make(**kw: Any) -> MemoryStore:
        if request.param == "postgres":
            return request.getfixturevalue("pg_stores")(**kw)  # closed by that fixture
        s = SqliteMemoryStore(tmp_path / f"memory-{len(opened)}.sqlite3", **kw)
        opened.append(s)
        return s

    yield make
    for s in opened:
        s.close()


@pytest.fixture
def store(make_store: MakeStore) -> MemoryStore:
    s = make_store()
    s.bulk_add(household())
    return s


@pytest.fixture
def sqlite_store(tmp_path: Path) -> Iterator[SqliteMemoryStore]:
    s = SqliteMemoryStore(tmp_path / "memory.sqlite3")
    s.bulk_add(household())
    yield s
    s.close()


def test_search_finds_content_words_and_logs_the_search(store: MemoryStore) -> None:
    result = store.search("Hey koe, I am feeling peckish, any snack ideas for me?", session="s-1")
    assert result.query == "feeling peckish snack ideas"
    assert [h.memory.id for h in result.hits] == ["mem-snack"]
    assert result.hits[0].position == 0 and result.hits[0].score > 0
    logged = store.searches(query_id=result.query_id)
    assert logged == [
        {
            "query_id": result.query_id,
            "session": "s-1",
            "query": "feeling peckish snack ideas",
            "at": logged[0]["at"],
            "hits": [{"id": "mem-snack", "position": 0, "score": result.hits[0].score}],
        }
    ]
    assert store.searches(session="s-1")[0]["query_id"] == result.query_id


def test_stemming_and_subject_and_tags_are_searchable(store: MemoryStore) -> None:
    assert store.search("birthdays").hits[0].memory.id == "mem-wife"
    assert store.search("what pets do we have").hits[0].memory.id == "mem-dog"  # a tag only
    assert store.search("google developer").hits[0].memory.id == "mem-gdp"
    assert store.search("noted in june").hits[0].memory.id == "mem-wife"  # text ("June 3")


def test_subject_match_outranks_a_passing_mention(make_store: MakeStore) -> None:
    s = make_store()
    s.bulk_add(
        [
            Memory(
                id="mem-a",
                text="The user walked past a bakery on the way to the dentist yesterday evening.",
                subject="dentist walk",
                tags=["errand"],
            ),
            Memory(
                id="mem-b",
                text="The user's favourite place for bread is the corner shop.",
                subject="bakery favourite",
                tags=["bakery", "bread"],
            ),
        ]
    )
    assert [h.memory.id for h in s.search("which bakery").hits] == ["mem-b", "mem-a"]


def test_empty_and_hostile_queries_never_raise(store: MemoryStore) -> None:
    for text in ["", "the of and", '"', "NEAR(", "*", "dog AND", "\x00", "🐶", "x" * 5000, "dog " * 2000]:
        result = store.search(text)
        assert result.query_id.startswith("q-")
    assert store.search('"dog"*').hits[0].memory.id == "mem-dog"
    assert store.search(None).hits == []  # type: ignore[arg-type]


def test_retired_memories_never_come_back(store: MemoryStore) -> None:
    dog = store.get("mem-dog")
    assert dog is not None
    store.replace(replace(dog, status="retired"))
    assert store.search("dog Biscuit").hits == []
    assert "mem-dog" not in [m.id for m in store.list()]
    assert store.count() == 3 and store.count(MemoryFilter(status=None)) == 4
    assert store.get("mem-dog").status == "retired"  # type: ignore[union-attr]
    assert "mem-dog" in [m.id for m in store.list(MemoryFilter(status="retired"))]
    store.replace(replace(dog, status="active", text="The user's dog is named Pepper."))  # brought back, updated
    assert store.search("Pepper").hits[0].memory.id == "mem-dog"
    assert store.search("Biscuit").hits[0].memory.subject == "dog Biscuit"  # subject kept


def test_update_is_a_full_replacement_and_unknown_ids_fail(store: MemoryStore) -> None:
    snack = store.get("mem-snack")
    assert snack is not None
    store.replace(
        replace(snack, text="The user now prefers dried mango as a snack.", subject="snack mango", tags=["mango"])
    )
    assert store.search("almonds").hits == []
    assert store.search("mango").hits[0].memory.tags == ["mango"]
    with pytest.raises(KeyError):
        store.replace(Memory(id="mem-nope", text="x", subject="x"))


def test_filters_and_orders(store: MemoryStore) -> None:
    assert [m.id for m in store.list()] == ["mem-gdp", "mem-snack", "mem-wife", "mem-dog"]  # newest first
    assert [m.id for m in store.list(order="important")][:2] == ["mem-wife", "mem-dog"]
    assert [m.id for m in store.list(MemoryFilter(kind="event"))] == ["mem-wife"]
    assert [m.id for m in store.list(MemoryFilter(min_importance=4))] == ["mem-wife", "mem-dog"]
    assert [m.id for m in store.list(MemoryFilter(updated_after="2026-10-02T00:00:00Z"))] == ["mem-gdp", "mem-snack"]
    assert [m.id for m in store.list(MemoryFilter(updated_before="2026-10-01T00:00:00Z"))] == ["mem-dog"]
    assert [m.id for m in store.list(limit=2, offset=1)] == ["mem-snack", "mem-wife"]
    assert [h.memory.id for h in store.search("user", filters=MemoryFilter(kind="preference")).hits] == ["mem-snack"]
    assert store.search("dog", filters=MemoryFilter(person="someone else")).hits == []
    assert [m.id for m in store.get_many(["mem-wife", "nope", "mem-dog"])] == ["mem-wife", "mem-dog"]


def test_bulk_add_is_all_or_nothing_and_validates(store: MemoryStore) -> None:
    good = Memory(text="The user plays the cello.", subject="cello")
    with pytest.raises(ValueError, match="already exists"):
        store.bulk_add([good, Memory(id="mem-dog", text="dup", subject="dup")])
    assert store.get(good.id) is None and store.count() == 4
    for bad in [
        Memory(text=" ", subject="x"),
        Memory(text="x", subject="x", kind="gossip"),  # type: ignore[arg-type]
        Memory(text="x", subject="x", importance=7),
        Memory(text="x", subject="x", status="gone"),
    ]:  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            store.add(bad)
    assert store.count() == 4


def test_extra_fields_survive_a_round_trip(store: MemoryStore) -> None:
    memory, unknown = memory_from_dict(
        {
            "text": "The user is pinned.",
            "subject": "pin",
            "pinned": True,
            "reviewed_by": "Ana",
            "mood": "sunny",
            "extra": {"confidence": 0.9},
        }
    )
    assert sorted(unknown) == ["mood", "reviewed_by"]
    store.add(memory)
    kept = store.get(memory.id)
    assert kept is not None and kept.pinned and kept.revision == 1
    assert kept.extra == {"confidence": 0.9, "reviewed_by": "Ana", "mood": "sunny"}
    with pytest.raises(ValueError, match="pinned"):
        memory_from_dict({"text": "The user likes tea.", "pinned": "yes"})
    with pytest.raises(ValueError, match="importance"):
        memory_from_dict({"text": "x", "importance": "high"})
    with pytest.raises(ValueError, match="text"):
        memory_from_dict({"subject": "no text"})


def test_feedback_is_idempotent_and_mark_used_counts(store: MemoryStore) -> None:
    q = store.search("dog").query_id
    event = FeedbackEvent(
        action="llm_judgment", query_id=q, session_id="s-1", memory_id="mem-dog", position=0, household="household"
    )
    assert store.record_feedback([event]) == [event]
    assert store.record_feedback([event, replace(event, position=5)]) == []
    other = replace(event, memory_id="mem-wife", position=1)
    assert store.record_feedback([other]) == [other]
    assert [e.memory_id for e in store.feedback(q)] == ["mem-dog", "mem-wife"]
    store.mark_used(["mem-dog", "mem-dog", "mem-wife"], at="2026-11-01T00:00:00Z")
    dog = store.get("mem-dog")
    assert dog is not None and dog.use_count == 1 and dog.last_used_at == "2026-11-01T00:00:00Z"


def test_open_store_uses_the_data_dir(tmp_path: Path) -> None:
    settings = load_settings(data_dir=tmp_path / "koe", redis_url="redis://localhost:1/0")
    s = open_store(settings)
    try:
        s.add(Memory(text="The user lives in Lisbon.", subject="home city"))
    finally:
        s.close()
    assert store_path(settings) == tmp_path / "koe" / "memory.sqlite3" and store_path(settings).exists()


def test_open_store_uses_postgresql_when_the_memory_url_says_so(tmp_path: Path, pg_schema: str) -> None:
    from pg_fixtures import schema_url

    from shared.memory.pg_store import PgMemoryStore

    settings = load_settings(
        data_dir=tmp_path / "koe",
        redis_url="redis://localhost:1/0",
        memory_url=schema_url(pg_schema),
        household="h-url",
    )
    s = open_store(settings, embed=False)
    try:
        assert isinstance(s, PgMemoryStore) and s.household == "h-url"
        s.add(Memory(text="The user lives in Lisbon.", subject="home city"))
        assert s.search("Lisbon").hits[0].memory.text == "The user lives in Lisbon."
    finally:
        s.close()
    assert not store_path(settings).exists(), "no SQLite file beside a PostgreSQL store"
    with pytest.raises(SettingsError, match="KOE_MEMORY_URL"):
        load_settings(memory_url="mysql://db/koe")


def test_the_store_factory_imports_no_psycopg() -> None:
    import subprocess
    import sys

    check = "import sys, shared.memory.factory; sys.exit('psycopg' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", check], timeout=60).returncode == 0, "a stage without koe[postgres]"


def test_a_change_based_on_an_old_revision_is_refused(store: MemoryStore) -> None:
    dog = store.get("mem-dog")
    assert dog is not None and dog.revision == 1
    renamed = store.replace(replace(dog, text="The user's dog is named Pepper."), expected_revision=1)
    assert renamed.revision == 2 and store.get("mem-dog").revision == 2  # type: ignore[union-attr]
    with pytest.raises(RevisionConflict):
        store.replace(replace(dog, importance=5), expected_revision=1)
    assert store.get("mem-dog").text == "The user's dog is named Pepper."  # type: ignore[union-attr]


SAID = {"turn": "1700000000000-0", "words": "my sister Hana moved to Zanzibar"}


def test_forget_deletes_the_memory_and_those_on_the_same_words_and_remembers_only_hashes(store: MemoryStore) -> None:
    sister = Memory(
        id="mem-sister", text="The user's sister Hana lives in Zanzibar.", subject="sister", extra={"evidence": [SAID]}
    )
    named = Memory(
        id="mem-named", text="The user's sister is called Hana.", subject="sister", extra={"evidence": [SAID]}
    )
    store.bulk_add([sister, named])
    found = store.search("where does Hana live", session="s-f")
    assert "mem-sister" in [h.memory.id for h in found.hits]
    store.flush()  # type: ignore[attr-defined]  (SQLite logs searches from a thread)
    store.record_feedback([FeedbackEvent("llm_judgment", found.query_id, "s-f", "mem-sister", 0, "household")])
    gone = store.forget("mem-sister")  # type: ignore[attr-defined]
    assert {m.id for m in gone} == {"mem-sister", "mem-named"}
    assert store.get_many(["mem-sister", "mem-named"]) == [] and store.count() == 4
    assert store.searches(session="s-f") == [] and store.feedback(found.query_id) == []
    assert store.search("Hana Zanzibar").hits == []
    assert store.suppressed("Hana, the user's sister, lives in Zanzibar.")
    assert not store.suppressed("The user's dog is named Biscuit.")
    assert store.forget("mem-sister") == []  # type: ignore[attr-defined]
    kept = store.forgotten()  # type: ignore[attr-defined]
    assert {k[0] for k in kept} == {"mem-sister", "mem-named"} and not any("Zanzibar" in k[1] for k in kept)


def test_forgotten_hashes_move_to_another_store_and_purge_deletes_retired(
    store: MemoryStore, make_store: MakeStore
) -> None:
    store.add(Memory(id="mem-oslo", text="The user's brother Tom lives in Oslo.", subject="brother"))
    store.forget("mem-oslo")  # type: ignore[attr-defined]
    other = make_store()
    other.keep_forgotten(store.forgotten())  # type: ignore[attr-defined]
    assert other.suppressed("Tom, the user's brother, lives in Oslo.")
    snack = store.get("mem-snack")
    store.replace(replace(snack, status="retired"))  # type: ignore[arg-type]
    assert [m.id for m in store.purge()] == ["mem-snack"]  # type: ignore[attr-defined]
    assert store.get("mem-snack") is None and store.count(MemoryFilter(status=None)) == 3
    assert not store.suppressed("The user likes salted almonds as a snack."), "retired is not forgotten"


def test_held_changes_are_kept_once_and_released_one_by_one(store: MemoryStore) -> None:
    changes = [{"op": "retire", "id": "mem-dog"}, {"op": "retire", "id": "mem-wife"}]
    assert store.hold_changes("batch-000000001", changes, "too many at once") == 2
    assert store.hold_changes("batch-000000001", changes, "too many at once") == 0
    held = store.held_changes()  # type: ignore[attr-defined]
    assert [(h["op"], h["memory_id"], h["change"]) for h in held] == [
        ("retire", "mem-dog", changes[0]),
        ("retire", "mem-wife", changes[1]),
    ]
    assert store.release_held(held[0]["key"]) == held[0]  # type: ignore[attr-defined]
    assert store.release_held(held[0]["key"]) is None  # type: ignore[attr-defined]
    assert [h["memory_id"] for h in store.held_changes()] == ["mem-wife"]  # type: ignore[attr-defined]


def test_vectors_are_written_counted_and_added_later(make_store: MakeStore) -> None:
    plain = make_store()
    plain.bulk_add(household())
    assert plain.vector_counts() == (0, 4)  # type: ignore[attr-defined]
    with pytest.raises(StoreError):
        plain.embed_missing()  # type: ignore[attr-defined]
    if isinstance(plain, SqliteMemoryStore):
        embedded = SqliteMemoryStore(plain.path, embedder=load_embedder())
    else:
        embedded = make_store(household=plain.household, embedder=load_embedder())  # type: ignore[attr-defined]
    try:
        assert embedded.vector_counts() == (0, 4)  # type: ignore[attr-defined]
        assert embedded.embed_missing(batch=3) == 3 and embedded.embed_missing(batch=3) == 1  # type: ignore[attr-defined]
        assert embedded.embed_missing() == 0 and embedded.vector_counts() == (4, 4)  # type: ignore[attr-defined]
        embedded.add(Memory(id="mem-cat", text="The family cat is named Tiger.", subject="cat"))
        assert embedded.vector_counts() == (5, 5)  # type: ignore[attr-defined]
        assert embedded.search("what is the cat called").hits[0].memory.id == "mem-cat"  # hybrid: fused
        embedded.replace(replace(embedded.get("mem-cat"), status="retired"))  # type: ignore[arg-type]
        assert "mem-cat" not in [h.memory.id for h in embedded.search("cat Tiger").hits]
    finally:
        if isinstance(embedded, SqliteMemoryStore):
            embedded.close()


def test_a_reader_following_the_bus_finds_a_memory_written_elsewhere_by_meaning(make_store: MakeStore) -> None:
    """The recall worker's store looks for new vectors when the bus says a memory changed (on PostgreSQL
    no longer before every search): a memory another process wrote is found by meaning once it is heard."""
    embedder = load_embedder()
    reader = make_store(embedder=embedder)
    if isinstance(reader, SqliteMemoryStore):
        writer = SqliteMemoryStore(reader.path, embedder=embedder)
    else:
        writer = make_store(household=reader.household, embedder=embedder)  # type: ignore[attr-defined]
    try:
        reader.bulk_add(household())
        reader.follow_changes()
        reader.search("which slow reptile lives with us")  # the reader has looked once: nothing like it yet
        writer.add(Memory(id="mem-tortoise", text="The family tortoise is called Shelby.", subject="tortoise"))
        reader.changed("mem-tortoise")  # as heard on koe:memory:changes
        hits = reader.search("which slow reptile lives with us").hits  # no word in common with it
        assert hits[0].memory.id == "mem-tortoise", [h.memory.text for h in hits]
    finally:
        if isinstance(writer, SqliteMemoryStore):
            writer.close()


def test_searches_from_many_threads_while_another_thread_writes(store: MemoryStore) -> None:
    errors: list[BaseException] = []
    stop = threading.Event()

    def search() -> None:
        try:
            while not stop.is_set():
                assert store.search("dog").hits[0].memory.id == "mem-dog"
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=search) for _ in range(4)]
    for t in threads:
        t.start()
    for i in range(100):
        store.add(Memory(text=f"The user bought item number {i}.", subject="shopping"))
    stop.set()
    for t in threads:
        t.join(10)
    assert not errors
    assert store.count() == 104


def _write_in_another_process(path: str, count: int) -> None:
    with SqliteMemoryStore(path) as other:
        for i in range(count):
            other.add(Memory(text=f"The user planted tomato seedling {i}.", subject="garden tomato"))


def test_a_reader_searches_while_another_process_writes(sqlite_store: SqliteMemoryStore) -> None:
    store = sqlite_store
    writer = multiprocessing.get_context("spawn").Process(target=_write_in_another_process, args=(str(store.path), 200))
    writer.start()
    worst = 0.0
    while writer.is_alive():
        t = time.perf_counter()
        store.search("dog biscuit")
        worst = max(worst, time.perf_counter() - t)
    writer.join(30)
    assert writer.exitcode == 0
    assert len(store.search("tomato seedling", size=50).hits) == 50
    assert worst < 0.25, f"a search waited {worst * 1000:.0f} ms on the writer"  # WAL: readers never wait


def test_broad_queries_on_a_big_store_still_rank_the_specific_memory_first(make_store: MakeStore) -> None:
    s = make_store()
    n = BROAD_MATCHES * 2
    s.bulk_add(
        [Memory(text=f"Maya went to the market on day {i} of the month.", subject="Maya market") for i in range(n)]
    )
    s.add(Memory(id="mem-allergy", text="Maya is allergic to peanuts.", subject="Maya allergy", importance=5))
    hits = s.search("is maya allergic to anything?").hits  # "maya" matches every memory
    assert hits[0].memory.id == "mem-allergy"
    hits = s.search("maya market").hits  # both words everywhere: newest matches, still some
    assert len(hits) == 10


def test_a_store_from_an_older_koe_is_reindexed_and_one_from_a_newer_refused(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with SqliteMemoryStore(path) as s:
        s.bulk_add(household())
    conn = sqlite3.connect(path)  # as the first release left it: no noted-day column, schema 1
    conn.executescript(
        "DROP TABLE memories_fts; CREATE VIRTUAL TABLE memories_fts USING fts5(text, subject, tags);"
        "PRAGMA user_version = 1;"
    )
    conn.close()
    with SqliteMemoryStore(path) as s:
        assert s.search("dog").hits[0].memory.id == "mem-dog"
        assert s.search("june").hits[0].memory.id == "mem-wife"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(StoreError, match="newer koe"):
        SqliteMemoryStore(path)


def test_a_locked_search_log_is_tried_three_times_then_given_up(tmp_path: Path) -> None:
    from shared.memory.sqlite_search_log import write_entries

    tries: list[float] = []

    class Locked:
        def transaction(self) -> None:
            tries.append(time.monotonic())
            raise sqlite3.OperationalError("database is locked")

    write_entries(Locked(), [("q-1", None, "dog", "2026-01-01T00:00:00Z", "[]")])  # type: ignore[arg-type]
    assert len(tries) == 3
    assert tries[1] - tries[0] >= 0.19 and tries[2] - tries[1] >= 0.39  # a growing wait between tries

    class Closed:
        def transaction(self) -> None:
            raise StoreError("the memory store is closed")

    with pytest.raises(StoreError):  # not retried: the caller stops writing
        write_entries(Closed(), [])  # type: ignore[arg-type]
