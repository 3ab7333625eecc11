"""The feedback worker on a real Redis and the real store: judgments become llm_judgment events and uses."""

from __future__ import annotations

from pathlib import Path

import redis
from conftest import Background
from writer_fakes import wait_for

from services.feedback.worker import FeedbackWorker
from shared import messages as m
from shared.bus import Bus
from shared.memory.factory import store_path
from shared.memory.model import Memory
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.settings import Settings

MEMORIES = [
    Memory(id="mem-dog", text="The user's dog Biscuit loves the park.", subject="dog Biscuit", tags=["dog", "park"]),
    Memory(
        id="mem-park",
        text="The user walks in Riverside park every morning.",
        subject="morning walk",
        tags=["park", "walk"],
    ),
    Memory(id="mem-tea", text="The user drinks green tea.", subject="tea", tags=["tea"]),
    Memory(id="mem-cat", text="The neighbour's cat is called Miso.", subject="cat Miso", tags=["cat"]),
]


def judgment(uses: list[m.JudgedUse], relevant: list[str], batch: str = "b1") -> m.RelevanceJudgment:
    return m.RelevanceJudgment(
        device="dev", session="s1", turn="t2", memory_ids=relevant, turns=["t1", "t2"], uses=uses, batch=batch
    )


def test_judgments_become_events_per_search_and_uses_counted_once(
    rclient: redis.Redis, settings: Settings, background: Background, tmp_path: Path
) -> None:
    store = SqliteMemoryStore(store_path(settings))
    store.bulk_add(MEMORIES)
    first = store.search("dog park", size=5, session="rs-1")  # recall's searches, logged with positions
    second = store.search("park walk", size=5, session="rs-2")
    store.flush()  # the search log is written by a background thread; recall's is long done by then
    pos1 = {h.memory.id: h.position for h in first.hits}
    pos2 = {h.memory.id: h.position for h in second.hits}
    assert {"mem-dog", "mem-park"} <= pos1.keys() and "mem-park" in pos2
    uses = [
        m.JudgedUse(memory_id="mem-dog", query_id=first.query_id, search_session="rs-1", position=7, turn="t1"),
        m.JudgedUse(memory_id="mem-park", query_id=first.query_id, search_session="rs-1", position=1, turn="t1"),
        m.JudgedUse(memory_id="mem-park", query_id=second.query_id, search_session="rs-2", position=0, turn="t2"),
        # From the session cache: no search, so no event.
        m.JudgedUse(memory_id="mem-tea", query_id=None, position=2, turn="t2"),
        # Surfaced, but the writer did not judge it relevant.
        m.JudgedUse(memory_id="mem-cat", query_id=second.query_id, search_session="rs-2", position=3, turn="t2"),
        # A search the store never logged (another store): the turn's position is all there is.
        m.JudgedUse(memory_id="mem-tea", query_id="q-elsewhere", search_session="rs-9", position=4, turn="t2"),
    ]
    bus = Bus(rclient, settings)
    background.run(FeedbackWorker(settings, rclient, name="fb"))
    bus.publish(judgment(uses, ["mem-dog", "mem-park", "mem-tea"]))
    wait_for(lambda: len(store.feedback(second.query_id)) == 1 and store.feedback("q-elsewhere"))
    got = {
        (e.query_id, e.memory_id): e
        for e in [*store.feedback(first.query_id), *store.feedback(second.query_id), *store.feedback("q-elsewhere")]
    }
    assert set(got) == {
        (first.query_id, "mem-dog"),
        (first.query_id, "mem-park"),
        (second.query_id, "mem-park"),
        ("q-elsewhere", "mem-tea"),
    }
    # Positions come from the search log (recall's merged list said 7 for the dog).
    assert got[(first.query_id, "mem-dog")].position == pos1["mem-dog"]
    assert got[(second.query_id, "mem-park")].position == pos2["mem-park"]
    assert got[("q-elsewhere", "mem-tea")].position == 4
    e = got[(first.query_id, "mem-dog")]
    assert (e.action, e.session_id, e.household) == ("llm_judgment", "rs-1", "household")
    wait_for(lambda: store.get("mem-tea").use_count == 1)  # type: ignore[union-attr]
    counts = {x.id: (x.use_count, x.last_used_at is not None) for x in store.get_many([x.id for x in MEMORIES])}
    assert counts == {"mem-dog": (1, True), "mem-park": (2, True), "mem-tea": (1, True), "mem-cat": (0, False)}

    # The same judgment delivered again (a writer retry, a redelivery) counts nothing twice.
    bus.publish(judgment(uses, ["mem-dog", "mem-park", "mem-tea"]))
    marker = m.JudgedUse(memory_id="mem-cat", query_id="q-marker", position=0, turn="t3")
    bus.publish(judgment([marker], ["mem-cat"], batch="b2"))  # handled after the repeat
    wait_for(lambda: store.feedback("q-marker"))
    counts = {x.id: x.use_count for x in store.get_many([x.id for x in MEMORIES])}
    assert counts == {"mem-dog": 1, "mem-park": 2, "mem-tea": 1, "mem-cat": 1}
    store.close()


def test_a_judgment_without_searches_changes_nothing(
    rclient: redis.Redis, settings: Settings, background: Background
) -> None:
    store = SqliteMemoryStore(store_path(settings))
    store.bulk_add(MEMORIES[:1])
    bus = Bus(rclient, settings)
    background.run(FeedbackWorker(settings, rclient, name="fb"))
    bus.publish(judgment([], ["mem-dog"]))
    bus.publish(judgment([m.JudgedUse(memory_id="mem-dog", query_id="q-last", position=0)], ["mem-dog"], "b9"))
    wait_for(lambda: store.feedback("q-last"))
    assert store.get("mem-dog").use_count == 1  # type: ignore[union-attr]
    store.close()
