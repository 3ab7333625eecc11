"""One box serving several households: each turn is recalled from, and written into, its own household's
memory only; the household comes from the box's registration of the device, never from the device."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
import redis

from services.recall.worker import RecallWorker
from services.writer import jobs
from services.writer.checkpoints import WriterState
from shared import messages as m
from shared import streams
from shared.device_households import household_of, set_household
from shared.embedded import EmbeddedLlm
from shared.memory.households import HouseholdStores
from shared.memory.model import Memory
from shared.memory.sqlite_connections import StoreError
from shared.settings import Settings
from tests.conftest import Background
from tests.helpers import entries, wait_until
from tests.pg_fixtures import schema_url

DOGS = {"home-a": "The user's dog is named Biscuit.", "home-b": "The user's dog is named Rex."}


def dog(text: str) -> Memory:
    return Memory(text=text, subject="dog", kind="fact", tags=["dog", "pet"], importance=4)


@pytest.fixture
def two_homes(settings: Settings) -> Settings:
    """Two households' memories under one data dir; the process's own is home-a."""
    home = settings.model_copy(update={"household": "home-a"})
    stores = HouseholdStores(home, embed=False)
    for name, text in DOGS.items():
        stores.get(name).add(dog(text))
    stores.close()
    return home


def test_each_household_has_its_own_sqlite_file_and_names_cannot_escape(two_homes: Settings) -> None:
    data = Path(two_homes.data_dir)
    assert (data / "memory.sqlite3").exists(), "the process's own household keeps the usual file"
    assert (data / "households" / "home-b" / "memory.sqlite3").exists()
    stores = HouseholdStores(two_homes, embed=False)
    try:
        assert [x.text for x in stores.get(None).list()] == [DOGS["home-a"]]
        assert [x.text for x in stores.get("home-b").list()] == [DOGS["home-b"]]
        with pytest.raises(StoreError, match="not a household name"):
            stores.get("../home-a")
    finally:
        stores.close()
    with pytest.raises(m.MessageError):  # nor can a turn on the bus name one
        m.decode(m.Transcript(device="d", session="s", text="hi").to_fields() | {"body": '{"device":"d",'
                 '"session":"s","text":"hi","household":"../home-a"}'})  # fmt: skip


def test_a_device_belongs_to_the_household_the_box_registered(rclient: redis.Redis) -> None:
    assert household_of(rclient, "kitchen") is None, "unregistered: the stage's own household"
    assert household_of(rclient, "kitchen", "home-a") == "home-a"
    set_household(rclient, "kitchen", "home-b")
    assert household_of(rclient, "kitchen", "home-a") == "home-b"


def test_a_turn_is_recalled_from_its_own_households_memories(
    two_homes: Settings, rclient: redis.Redis, background: Background
) -> None:
    worker = RecallWorker(two_homes, rclient)
    background.run(worker)
    wait_until(lambda: rclient.exists(streams.alive_key("recall")), what="the recall worker's heartbeat")
    for household, session in (("home-b", "s-b"), (None, "s-a")):
        msg = m.Transcript(
            device="kitchen", session=session, turn="t1", text="what is my dog called?", household=household
        )
        rclient.xadd(streams.TRANSCRIPTS.key, msg.to_fields())  # type: ignore[arg-type]
    contexts = wait_until(
        lambda: (
            (c := [x for x in entries(rclient, streams.CONTEXT) if isinstance(x, m.PromptContext)])
            and len(c) == 2
            and c
        ),
        what="both prompt contexts",
    )
    served = {c.session: [x.text for x in c.memories] for c in contexts}  # type: ignore[union-attr]
    assert served["s-b"] == [DOGS["home-b"]], "home-b's turn gets home-b's dog, not home-a's"
    assert served["s-a"] == [DOGS["home-a"]], "a turn naming no household is the worker's own"

    # A device registered to home-b starts talking: its preload reads home-b's memories.
    set_household(rclient, "hall", "home-b")
    rclient.sadd(streams.DEVICES, "hall")  # as an agent announces itself
    rclient.xadd(streams.SPEECH.of("hall").key, m.SpeechStarted(device="hall", session="s-hall").to_fields())  # type: ignore[arg-type]
    wait_until(
        lambda: any((c := r.caches.get("s-hall")) and c.loaded for r in worker.recallers.opened("home-b")),  # type: ignore[union-attr]
        what="home-b's preload for the hall device",
    )
    assert all(r.caches.get("s-hall") is None for r in worker.recallers.opened("home-a"))  # type: ignore[union-attr]


def test_the_writer_stores_a_turn_in_its_households_memory(
    two_homes: Settings, rclient: redis.Redis, llm_server: EmbeddedLlm
) -> None:
    settings = two_homes.model_copy(update={"llm_url": llm_server.url, "llm_model": llm_server.model})
    said = m.TurnRecord(
        device="kitchen", session="s-w", turn="t1", user_text="I'm vegan.", reply_text="Noted!", household="home-b"
    )
    entry = rclient.xadd(streams.TURNS.key, said.to_fields()).decode()  # type: ignore[arg-type,union-attr]
    rclient.xgroup_create(streams.TURNS.key, "writer", id="0")  # as the writer's stream reader reads it
    rclient.xreadgroup("writer", "test", {streams.TURNS.key: ">"})
    WriterState(rclient).index_turn(entry, "s-w")
    ctx = jobs.open_context(settings, rclient)
    jobs.use_context(ctx)
    try:
        jobs.run_batch("s-w", [entry])
        b = [x.text for x in ctx.stores.get("home-b").list()]
        a = [x.text for x in ctx.stores.get("home-a").list()]
    finally:
        jobs.use_context(None)
        ctx.close()
    assert "The user is vegan." in b, b
    assert a == [DOGS["home-a"]], "nothing of home-b's turn is written into home-a's memory"
    assert WriterState(rclient).checkpoint("s-w") == entry
    changes = [x for x in entries(rclient, streams.MEMORY_CHANGES) if isinstance(x, m.MemoryChanged)]
    assert changes and {x.household for x in changes} == {"home-b"}, "recall drops the change from home-b's caches"


def test_on_postgresql_every_household_shares_one_pool(settings: Settings, pg_schema: str) -> None:
    home = settings.model_copy(update={"household": "home-a", "memory_url": schema_url(pg_schema)})
    b = f"home-b-{uuid.uuid4().hex[:8]}"
    stores = HouseholdStores(home, embed=False)
    try:
        stores.get(b).add(dog(DOGS["home-b"]))
        assert stores.get(b)._conns._pool is stores.get(None)._conns._pool  # type: ignore[attr-defined]
        assert DOGS["home-b"] not in [x.text for x in stores.get(None).list()]
        assert [x.text for x in stores.get(b).list()] == [DOGS["home-b"]]
    finally:
        stores.close()
