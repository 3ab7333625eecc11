"""The recall worker on a real SQLite store and a real Redis, the deadline under a real delay."""

from __future__ import annotations

import copy
import time
from pathlib import Path

import pytest
import redis

from services.llm import prompt
from services.llm.worker import LlmWorker
from services.recall.recaller import Recaller
from services.recall.worker import RecallWorker
from shared import messages as m
from shared import sessions, streams
from shared.embedded import EmbeddedLlm
from shared.memory.faults import DeadStore, SlowStore
from shared.memory.model import Memory
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.settings import Settings
from tests.conftest import Background, RedisDb
from tests.helpers import entries, koe, koe_env, wait_until

HOUSEHOLD = [
    Memory(
        id="mem-dog",
        text="The user's dog is named Biscuit.",
        subject="dog Biscuit",
        kind="fact",
        tags=["dog", "pet"],
        importance=4,
        created_at="2026-10-02T08:00:00Z",
        updated_at="2026-10-02T08:00:00Z",
    ),
    Memory(
        id="mem-wife",
        text="The user's wife Maya has her birthday on June 3.",
        subject="wife birthday",
        kind="event",
        tags=["wife", "birthday"],
        importance=4,
    ),
    Memory(
        id="mem-coffee",
        text="The user drinks oat milk flat whites every morning.",
        subject="coffee order",
        kind="preference",
        tags=["coffee"],
        importance=3,
    ),
    Memory(
        id="mem-bike",
        text="The user is restoring an old Peugeot road bicycle.",
        subject="bicycle project",
        kind="project",
        tags=["bicycle", "restoration"],
        importance=4,
    ),
]


@pytest.fixture
def store(tmp_path: Path) -> SqliteMemoryStore:
    s = SqliteMemoryStore(tmp_path / "data" / "memory.sqlite3")
    s.bulk_add(copy.deepcopy(HOUSEHOLD))
    yield s
    s.close()


def recall_settings(settings: Settings, **extra: object) -> Settings:
    return settings.model_copy(update=extra)


def start_recall(background: Background, settings: Settings, client: redis.Redis, store: object) -> RecallWorker:
    worker = RecallWorker(settings, client, store=store)  # type: ignore[arg-type]
    background.run(worker)
    wait_until(lambda: client.exists(streams.alive_key("recall")), what="the recall worker's heartbeat")
    return worker


def context_for(client: redis.Redis, session: str, turn: str, timeout: float = 5.0) -> m.PromptContext:
    def find() -> m.PromptContext | None:
        for e in entries(client, streams.CONTEXT):
            if isinstance(e, m.PromptContext) and e.session == session and e.turn == turn:
                return e
        return None

    return wait_until(find, timeout=timeout, what=f"the prompt context of {turn}")  # type: ignore[return-value]


def say(client: redis.Redis, session: str, turn: str, text: str, device: str = "test-device") -> float:
    """Publish a transcript; returns when (time.time()) it went out."""
    sent = time.time()
    client.xadd(
        streams.TRANSCRIPTS.key,
        m.Transcript(device=device, session=session, turn=turn, text=text, source="typed").to_fields(),
    )
    return sent


def speech_started(client: redis.Redis, session: str, device: str = "test-device") -> None:
    client.sadd(streams.DEVICES, device)  # as the bus does when a device first publishes
    client.xadd(streams.SPEECH.of(device).key, m.SpeechStarted(device=device, session=session).to_fields())


@pytest.mark.slow
def test_memories_reach_the_prompt_of_a_typed_turn(
    redis_server: RedisDb,
    rclient: redis.Redis,
    settings: Settings,
    llm_server: EmbeddedLlm,
    background: Background,
    store: SqliteMemoryStore,
    tmp_path: Path,
) -> None:
    start_recall(background, settings, rclient, store)
    llm = settings.model_copy(update={"llm_url": llm_server.url, "llm_model": "smollm2-135m-instruct"})
    worker = LlmWorker(llm, rclient)
    background.run(worker)
    wait_until(lambda: rclient.exists(streams.alive_key("llm")), what="the llm worker")

    result = koe(
        ["say", "Hey koe, what is my dog called again?", "--session", "s-typed", "--timeout", "60"],
        koe_env(redis_server.url, tmp_path),
    )
    assert result.returncode == 0, result.stderr

    record = wait_until(
        lambda: next(
            (e for e in entries(rclient, streams.TURNS) if isinstance(e, m.TurnRecord) and e.session == "s-typed"), None
        ),
        what="the turn record",
    )
    assert isinstance(record, m.TurnRecord)
    assert record.recall_source == "search"
    assert [(u.id, u.position) for u in record.memories][:1] == [("mem-dog", 0)]
    assert record.query_id and record.search_session == "s-typed"
    assert record.recall_ms is not None and record.recall_ms < settings.recall_budget_ms
    # The search is in the store's log under that query id, with the memory at its position.
    logged = store.searches(query_id=record.query_id)
    assert logged and logged[0]["session"] == "s-typed" and logged[0]["query"] == "dog called"
    assert logged[0]["hits"][0]["id"] == "mem-dog"
    ctx = context_for(rclient, "s-typed", record.turn)
    assert ctx.memories[0].text == "The user's dog is named Biscuit." and ctx.memories[0].noted == "2026-10-02"
    # The reply's read-ahead keeps the server busy after the worker stops: let it finish here, not under
    # the next test's deadline.
    wait_until(lambda: not worker.reading_ahead(), timeout=60, what="the history read ahead")


def test_deadline_held_with_a_slow_store_serves_the_cache(
    rclient: redis.Redis,
    settings: Settings,
    background: Background,
    store: SqliteMemoryStore,
) -> None:
    budget = 150
    slow = SlowStore(store, delay_s=0.0)
    worker = start_recall(background, recall_settings(settings, recall_budget_ms=budget), rclient, slow)
    speech_started(rclient, "s-slow")
    wait_until(
        lambda: (c := worker.recaller.caches.get("s-slow")) is not None and c.loaded,  # type: ignore[union-attr]
        what="the preload (a fast list) in the session cache",
    )
    slow.delay_s = 1.0  # every search from now on takes a full second: a real delay

    for i, question in enumerate(
        ["when is my wife's birthday?", "what about the bicycle I am restoring?", "how do I take my coffee"]
    ):
        sent = say(rclient, "s-slow", f"t{i}", question)
        ctx = context_for(rclient, "s-slow", f"t{i}")
        published = int(rclient.xrange(streams.CONTEXT.key)[-1][0].decode().split("-")[0]) / 1000
        assert ctx.source == "cache", ctx
        assert ctx.memories and all(mem.source == "cache" for mem in ctx.memories)
        assert ctx.query_id is None
        # The worker's own clock: received to built, within the budget. On the bus (Redis clock, 1 ms
        # steps, plus the consumer's wake-up on a busy test machine) a little more.
        assert ctx.recall_ms <= budget + 10, ctx.recall_ms
        assert (published - sent) * 1000 <= budget + 60, f"published {(published - sent) * 1000:.0f} ms later"
    first = context_for(rclient, "s-slow", "t0")
    assert first.memories[0].id == "mem-wife"


@pytest.mark.slow
def test_several_devices_at_once_each_get_their_context_within_the_budget(
    rclient: redis.Redis,
    settings: Settings,
    background: Background,
    store: SqliteMemoryStore,
) -> None:
    """The budget runs from each transcript's arrival: a turn queued behind another's slow search gets
    only what is left of it, and is served from its cache in time."""
    budget = 150
    slow = SlowStore(store, delay_s=0.0)
    worker = start_recall(background, recall_settings(settings, recall_budget_ms=budget), rclient, slow)
    rooms = ["kitchen", "office", "bedroom"]
    for room in rooms:
        speech_started(rclient, f"s-{room}", device=room)
    wait_until(
        lambda: all((c := worker.recaller.caches.get(f"s-{r}")) is not None and c.loaded for r in rooms),  # type: ignore[union-attr]
        what="every session's preload",
    )
    slow.delay_s = 1.0
    for room in rooms:  # all three finish speaking at the same moment
        say(rclient, f"s-{room}", "t1", "when is my wife's birthday?", device=room)
    arrived = {
        m.decode(fields).session: int(entry_id.decode().split("-")[0])  # type: ignore[union-attr]
        for entry_id, fields in rclient.xrange(streams.TRANSCRIPTS.key)
    }
    for room in rooms:
        ctx = context_for(rclient, f"s-{room}", "t1")
        published = next(
            int(entry_id.decode().split("-")[0])
            for entry_id, fields in rclient.xrange(streams.CONTEXT.key)
            if m.decode(fields).session == f"s-{room}"  # type: ignore[union-attr]
        )
        assert ctx.source == "cache" and ctx.memories[0].id == "mem-wife"
        assert published - arrived[f"s-{room}"] <= budget + 60, f"{room}: {published - arrived[f's-{room}']} ms"


def test_a_dead_store_still_publishes_on_time(
    rclient: redis.Redis,
    settings: Settings,
    background: Background,
) -> None:
    start_recall(background, recall_settings(settings, recall_budget_ms=100), rclient, DeadStore(delay_s=0.02))
    speech_started(rclient, "s-dead")
    say(rclient, "s-dead", "t1", "what is my dog's name")
    ctx = context_for(rclient, "s-dead", "t1")
    assert ctx.source == "none" and ctx.memories == [] and ctx.recall_ms <= 110


def test_a_late_search_fills_the_cache_for_the_next_turn(
    rclient: redis.Redis,
    settings: Settings,
    background: Background,
    store: SqliteMemoryStore,
) -> None:
    # No preload: only the late search can bring the memory into the cache.
    slow = SlowStore(store, delay_s=0.3)
    worker = start_recall(background, recall_settings(settings, recall_budget_ms=100, recall_preload=0), rclient, slow)

    say(rclient, "s-late", "t1", "what is the name of my dog?")
    first = context_for(rclient, "s-late", "t1")
    assert first.source == "none" and first.recall_ms <= 110

    wait_until(
        lambda: "mem-dog" in worker.recaller.caches.get("s-late").entries,  # type: ignore[union-attr]
        what="the late search landing in the session's cache",
    )
    say(rclient, "s-late", "t2", "remind me, my dog's name?")
    second = context_for(rclient, "s-late", "t2")
    assert second.source == "cache"
    assert [mem.id for mem in second.memories] == ["mem-dog"]
    assert second.recall_ms <= 110


def test_a_retired_memory_leaves_search_list_and_cache(
    rclient: redis.Redis,
    settings: Settings,
    background: Background,
    store: SqliteMemoryStore,
) -> None:
    slow = SlowStore(store, delay_s=0.0)
    worker = start_recall(background, recall_settings(settings, recall_budget_ms=100), rclient, slow)
    speech_started(rclient, "s-retire")
    wait_until(
        lambda: (c := worker.recaller.caches.get("s-retire")) is not None and c.loaded,  # type: ignore[union-attr]
        what="the preload",
    )
    assert "mem-dog" in worker.recaller.caches.get("s-retire").entries  # type: ignore[union-attr]

    # The writer retires the dog memory and updates the coffee one, then says so on the bus.
    dog = store.get("mem-dog")
    assert dog is not None
    dog.status = "retired"
    store.replace(dog)
    coffee = store.get("mem-coffee")
    assert coffee is not None
    coffee.text = "The user switched to black coffee in November 2026."
    store.replace(coffee)
    for op, mem_id in (("retire", "mem-dog"), ("update", "mem-coffee")):
        rclient.xadd(
            streams.MEMORY_CHANGES.key,
            m.MemoryChanged(device="writer", session="-", op=op, memory_id=mem_id).to_fields(),
        )

    assert all(h.memory.id != "mem-dog" for h in store.search("dog Biscuit").hits)
    assert "mem-dog" not in [x.id for x in store.list()]
    wait_until(
        lambda: "mem-dog" not in worker.recaller.caches.get("s-retire").entries,  # type: ignore[union-attr]
        what="the retire event",
    )

    def fresh_coffee() -> bool:
        cached = worker.recaller.caches.get("s-retire").entries.get("mem-coffee")  # type: ignore[union-attr]
        return cached is not None and "black" in cached.memory.text

    wait_until(fresh_coffee, timeout=5, what="the updated memory back in the cache")

    slow.delay_s = 1.0  # force the cache
    say(rclient, "s-retire", "t1", "what's my dog's name and how do I like my coffee?")
    ctx = context_for(rclient, "s-retire", "t1")
    assert ctx.source == "cache"
    assert [mem.id for mem in ctx.memories] == ["mem-coffee"]
    assert "black coffee" in ctx.memories[0].text


@pytest.mark.parametrize(
    "text",
    [
        'what about "my dog',
        "dog* OR NEAR(dog wife) AND NOT coffee",
        "🐶🐶 dog ❤️ \x00\x1b[31m \u202e",
        "the of and to is it",
        "",
        "dog " * 1250,
        '""" *** ((( ))) : ^ - + {} [] ;',
    ],
)
def test_hostile_transcripts_still_get_a_context(
    rclient: redis.Redis,
    settings: Settings,
    background: Background,
    store: SqliteMemoryStore,
    text: str,
) -> None:
    start_recall(background, settings, rclient, store)
    say(rclient, "s-hostile", "t1", text)
    ctx = context_for(rclient, "s-hostile", "t1")
    assert ctx.recall_ms <= settings.recall_budget_ms + 10
    # The source says where the memories came from (any value would pass the message's own validation).
    assert {mem.source for mem in ctx.memories} == set(ctx.source.split("+")) - {"none"}, ctx
    assert not entries(rclient, streams.DEAD)
    if "dog" in text.casefold():
        assert ctx.memories and ctx.memories[0].id == "mem-dog"


def test_an_interrupted_turn_gets_no_context(
    rclient: redis.Redis,
    settings: Settings,
    background: Background,
    store: SqliteMemoryStore,
) -> None:
    start_recall(background, settings, rclient, store)
    sessions.interrupt(rclient, "s-int")  # generation 1: a transcript of generation 0 is stale
    say(rclient, "s-int", "t-old", "my dog")
    say(rclient, "s-int", "t-new", "my dog")  # also generation 0 in this test: both dropped
    ((last, _),) = rclient.xrevrange(streams.TRANSCRIPTS.key, count=1)

    def both_handled() -> bool:
        return any(
            g["name"] == b"recall" and g["last-delivered-id"] == last and g["pending"] == 0
            for g in rclient.xinfo_groups(streams.TRANSCRIPTS.key)
        )

    # Up to the second transcript, acknowledged: a context is published before its transcript's ack, so
    # none can come later (the first transcript's ack alone used to pass this, with a sleep after it).
    wait_until(both_handled, what="both transcripts handled")
    assert not [e for e in entries(rclient, streams.CONTEXT) if e.session == "s-int"]


def test_idle_session_caches_are_dropped(store: SqliteMemoryStore) -> None:
    recaller = Recaller(store, budget_ms=200)
    try:
        recaller.start_session("s-a", "d")
        wait_until(lambda: recaller.caches.get("s-a").loaded, what="the preload")  # type: ignore[union-attr]
        assert len(recaller.caches.get("s-a").entries) == len(HOUSEHOLD)  # type: ignore[union-attr]
        time.sleep(0.3)
        recaller.start_session("s-b", "d")
        assert recaller.drop_idle(0.2) == ["s-a"]
        assert recaller.caches.sessions() == ["s-b"]
    finally:
        recaller.close()


def test_preload_is_bounded_most_important_first(tmp_path: Path) -> None:
    with SqliteMemoryStore(tmp_path / "m.sqlite3") as s:
        s.bulk_add(
            [
                Memory(
                    text=f"Fact number {i} about the garden.", subject="garden", importance=1 + i % 5, id=f"mem-{i:03d}"
                )
                for i in range(50)
            ]
        )
        recaller = Recaller(s, preload=10)
        try:
            recaller.start_session("s", "d")
            wait_until(lambda: recaller.caches.get("s").loaded, what="the preload")  # type: ignore[union-attr]
            cached = [c.memory for c in recaller.caches.get("s").entries.values()]  # type: ignore[union-attr]
            assert len(cached) == 10 and all(mem.importance == 5 for mem in cached)
        finally:
            recaller.close()


def test_search_hits_come_first_then_cache_matches(store: SqliteMemoryStore) -> None:
    recaller = Recaller(store, budget_ms=200, limit=3)
    try:
        recaller.start_session("s", "d")
        wait_until(lambda: recaller.caches.get("s").loaded, what="the preload")  # type: ignore[union-attr]
        found = recaller.recall("s", "d", "wife birthday mornings")
        assert found.search == "hit"
        assert [mem.source for mem in found.memories][:1] == ["search"]
        assert [mem.position for mem in found.memories] == list(range(len(found.memories)))
        assert len(found.memories) <= 3
    finally:
        recaller.close()


def test_the_speakers_own_memories_and_the_households_come_first(store: SqliteMemoryStore) -> None:
    store.bulk_add(
        [
            Memory(id="mem-ana", text="Tom's wife is called Ana.", subject="wife Ana", kind="person", person="Tom"),
            Memory(id="mem-mei", text="Bob's wife is called Mei.", subject="wife Mei", kind="person", person="Bob"),
        ]
    )
    recaller = Recaller(store, budget_ms=200, limit=3)
    try:
        first = {
            who: recaller.recall("s", "d", "What's my wife called?", person=who).memories[0]
            for who in ("Tom", "Bob", None)
        }
    finally:
        recaller.close()
    assert (first["Tom"].id, first["Tom"].person) == ("mem-ana", "Tom")
    assert (first["Bob"].id, first["Bob"].person) == ("mem-mei", "Bob")
    assert first[None].id == "mem-wife" and first[None].person is None  # an unknown voice: the household's
    turn = prompt.with_memories("What's my wife called?", [first["Tom"], first[None]], None)
    assert "not recognised" in turn and "Tom's wife is called Ana." in turn
    assert prompt.with_memories("What's my wife called?", [first["Tom"]], "Tom").count("Tom is speaking") == 1
