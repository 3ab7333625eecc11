"""Time in memories: a change in the world closes the old fact and keeps it as history, a correction
replaces it, a temporary thing expires and a yearly date does not (real writer, Redis, SQLite, CLI)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from writer_fakes import (
    publish_turns,
    shown_ids,
    wait_for,
)
from writer_rig import Rig

from shared.memory.model import Memory, MemoryFilter
from shared.memory.sqlite_store import SqliteMemoryStore
from tests.helpers import koe

HOME = Memory(id="mem-home", text="The user lives in York.", subject="home York", tags=["home", "york"])
HANA = Memory(id="mem-hana", text="Hana lives in Osaka.", subject="Hana home", tags=["hana", "osaka"])


def updates(texts: dict[str, str], adds: list[dict[str, Any]] | None = None) -> Any:
    def reply(body: dict[str, Any]) -> str:
        shown = shown_ids(body)
        changes = [{"id": i, "text": t} for i, t in texts.items() if i in shown]
        return json.dumps({"add": adds or [], "update": changes, "retire": [], "relevant": []})

    return reply


def test_a_change_in_the_world_keeps_history_and_a_correction_replaces(rig: Rig) -> None:
    rig.store.bulk_add([HOME, HANA])
    rig.llm.responder = updates({"mem-home": "The user lives in Leeds.", "mem-hana": "Hana lives in Kyoto."})
    ids = publish_turns(rig.bus, "s1", ["We moved to Leeds last spring.", "Actually Hana lives in Kyoto, not Osaka."])
    wait_for(lambda: rig.state.checkpoint("s1") == ids[-1], what="the batch")
    home, hana = rig.store.get("mem-home"), rig.store.get("mem-hana")
    assert home is not None and hana is not None
    assert home.text == "The user lives in Leeds." and hana.text == "Hana lives in Kyoto."
    [moved] = home.extra["history"]  # type: ignore[misc]
    assert moved["text"] == "The user lives in York." and moved["ended"] == "changed"
    assert moved["valid_to"] == home.valid_from == home.observed_at  # the old fact held until the person said so
    [wrong] = hana.extra["history"]  # type: ignore[misc]
    assert wrong["ended"] == "corrected" and wrong["valid_to"] is None
    # Recall serves what holds now: the old city is not found any more.
    assert [h.memory.id for h in rig.store.search("York").hits] == []
    shown = koe(["memories", "show", "mem-home"], rig.env)
    assert 'history: rev 1 changed: "The user lives in York."' in shown.stdout, shown.stdout
    assert 'evidence: turn s1-t0: "We moved to Leeds last spring."' in shown.stdout


def test_a_temporary_thing_expires_and_a_yearly_date_recurs(rig: Rig) -> None:
    adds = [
        {
            "text": "The user has a dentist appointment on Friday.",
            "subject": "dentist",
            "kind": "event",
            "tags": ["dentist"],
            "importance": 3,
            "expires_in_days": 45,
        },
        {
            "text": "The user's wife Ana has her birthday on June 3.",
            "subject": "Ana birthday",
            "kind": "event",
            "tags": ["birthday"],
            "importance": 4,
            "recurs": "yearly",
            "expires_in_days": 2,
        },
    ]
    rig.llm.responder = updates({}, adds)
    ids = publish_turns(
        rig.bus, "s2", ["I have a dentist appointment on Friday.", "My wife Ana's birthday is June 3rd."]
    )
    wait_for(lambda: rig.state.checkpoint("s2") == ids[-1], what="the batch")
    dentist, birthday = (rig.store.search(q).hits[0].memory for q in ("dentist appointment", "Ana birthday"))
    assert dentist.expires_at is not None and dentist.recurs is None
    assert dentist.expires_at[:10] > dentist.observed_at[:10]  # type: ignore[index]
    assert birthday.recurs == "yearly" and birthday.expires_at is None
    after = "2099-01-01T00:00:00Z"
    later = rig.store.search("dentist appointment", filters=MemoryFilter(holds_at=after)).hits
    assert "dentist" not in " ".join(h.memory.text for h in later)
    assert [m.id for m in rig.store.list(MemoryFilter(holds_at=after))] == [birthday.id]


def test_expired_and_ended_memories_are_never_served_but_listed_for_review(tmp_path: Path) -> None:
    with SqliteMemoryStore(tmp_path / "memory.sqlite3") as store:
        store.bulk_add(
            [
                Memory(
                    id="m-gone",
                    text="The plumber comes on Monday.",
                    subject="plumber",
                    expires_at="2020-01-01T00:00:00Z",
                ),
                Memory(
                    id="m-old", text="The user drives a red Fiat.", subject="car Fiat", valid_to="2021-05-01T00:00:00Z"
                ),
                Memory(id="m-now", text="The user drives a blue Volvo.", subject="car Volvo"),
            ]
        )
        assert [h.memory.id for h in store.search("plumber Monday").hits] == []
        assert [h.memory.id for h in store.search("what car does the user drive").hits] == ["m-now"]
    listed = koe(["memories", "list"], {**__import__("os").environ, "KOE_DATA_DIR": str(tmp_path)}).stdout
    assert "EXPIRED" in listed and "ENDED" in listed
