"""Forgetting that is real, on a real writer, Redis, rq and SQLite: a spoken "forget that ..." deletes
the memory and the turns it was learned from, a rebuild does not bring it back, saying it again does
not re-learn it; `koe memories forget` and `purge` do the same by hand and print what they removed."""

from __future__ import annotations

import json
from typing import Any

from writer_fakes import (
    publish_turns,
    shown_ids,
    wait_for,
)
from writer_rig import Rig

from services.writer.rebuild import rebuild
from shared import messages as m
from shared import streams
from shared.llm_client import LlmClient
from shared.memory.model import MemoryFilter
from shared.memory.sqlite_store import SqliteMemoryStore
from tests.helpers import koe

OSLO = "The user's sister Hana lives in Oslo."


def learns_and_forgets(body: dict[str, Any]) -> str:
    """A model that adds the sister fact whenever it is said, and retires whatever it is shown."""
    user = body["messages"][-1]["content"].split("NEW TURNS", 1)[-1]
    adds = [{"text": OSLO, "subject": "sister Hana", "kind": "person", "tags": ["sister"], "importance": 4}]
    return json.dumps(
        {
            "add": adds if "Oslo" in user else [],
            "update": [],
            "retire": [{"id": i, "reason": "the person asked"} for i in shown_ids(body)],
            "relevant": [],
        }
    )


def user_texts(rig: Rig) -> list[str]:
    out = []
    for _, fields in rig.redis.xrange(streams.TURNS.key):
        msg = m.decode(fields)
        if isinstance(msg, m.TurnRecord):
            out.append(msg.user_text)
    return out


def active_texts(store: SqliteMemoryStore) -> list[str]:
    return [x.text for x in store.list(MemoryFilter(status=None), limit=100)]


def test_a_spoken_forget_deletes_the_memory_and_its_turns_for_good(rig: Rig) -> None:
    rig.llm.responder = learns_and_forgets
    ids = publish_turns(rig.bus, "s1", ["My sister Hana lives in Oslo."])
    wait_for(lambda: rig.state.checkpoint("s1") == ids[-1], what="learning")
    assert active_texts(rig.store) == [OSLO]
    ids = publish_turns(rig.bus, "s2", ["Please forget that my sister Hana lives in Oslo."])
    wait_for(lambda: rig.state.checkpoint("s2") == ids[-1], what="forgetting")
    assert active_texts(rig.store) == [], "deleted, not retired"
    assert "My sister Hana lives in Oslo." not in user_texts(rig), "the turn it was learned from is gone"
    assert "delete" in {c.op for c in rig.changes()}
    # Said again later: not learned again.
    ids = publish_turns(rig.bus, "s3", ["Hana, my sister, lives in Oslo."])
    wait_for(lambda: rig.state.checkpoint("s3") == ids[-1], what="the next batch")
    assert active_texts(rig.store) == []
    # A rebuild replays every turn left into a fresh store: the fact does not come back.
    target = rig.tmp / "rebuilt.sqlite3"
    rebuild(rig.settings, target, client=rig.redis, llm=LlmClient(rig.llm.url, "scripted"), progress=None)
    with SqliteMemoryStore(target) as rebuilt:
        assert [x for x in active_texts(rebuilt) if "Oslo" in x] == []


def test_forget_and_purge_by_hand_print_what_they_removed(rig: Rig) -> None:
    rig.llm.responder = learns_and_forgets
    ids = publish_turns(rig.bus, "s1", ["My sister Hana lives in Oslo."])
    wait_for(lambda: rig.state.checkpoint("s1") == ids[-1], what="learning")
    [memory] = rig.store.list()
    out = koe(["memories", "forget", memory.id], rig.env)
    assert out.returncode == 0, out.stderr
    assert f"forgot {memory.id}: {OSLO}" in out.stdout and f"removed 1 entries from {streams.TURNS.key}" in out.stdout
    assert "My sister Hana lives in Oslo." not in user_texts(rig)
    assert koe(["memories", "forget", memory.id], rig.env).returncode == 1
    retired = koe(["memories", "add", "The user likes green tea.", "--json"], rig.env)
    tea = json.loads(retired.stdout)["id"]
    assert koe(["memories", "retire", tea], rig.env).returncode == 0
    purged = koe(["memories", "purge"], rig.env)
    assert purged.returncode == 0 and f"purged {tea}: The user likes green tea." in purged.stdout, purged.stderr
    assert "purged 1 retired memories" in purged.stdout
    assert active_texts(rig.store) == []
