"""`koe memories` as a user runs it, on a real store file (and a real Redis for the events)."""

from __future__ import annotations

import json
from pathlib import Path

import redis

from shared import messages as m
from shared import streams
from shared.memory.sqlite_store import SqliteMemoryStore
from tests.conftest import RedisDb
from tests.helpers import entries, koe, koe_env


def memories(args: list[str], data_dir: Path, redis_url: str | None = None) -> tuple[int, str, str]:
    result = koe(["memories", *args], koe_env(redis_url, data_dir), timeout=60)
    return result.returncode, result.stdout, result.stderr


def test_add_list_show_search_retire_export(tmp_path: Path) -> None:
    rc, out, err = memories(
        ["add", "The user's dog is named Biscuit.", "--tags", "dog,pet", "--importance", "4", "--json"], tmp_path
    )
    assert rc == 0, err
    dog = json.loads(out)
    assert dog["subject"] == "dog pet" and dog["importance"] == 4 and dog["announced"] is False
    rc, out, _ = memories(
        ["add", "The user's wife's birthday is June 3.", "--kind", "event", "--subject", "wife birthday"], tmp_path
    )
    assert rc == 0 and out.startswith("added mem-")

    rc, out, _ = memories(["list"], tmp_path)
    assert rc == 0 and "Biscuit" in out and "birthday" in out and "(2 active memories)" in out
    rc, out, _ = memories(["show", dog["id"]], tmp_path)
    assert rc == 0 and "dog pet" in out
    assert memories(["show", "mem-nope"], tmp_path)[0] == 1

    rc, out, _ = memories(["search", "Hey koe, what's my dog called?", "--json"], tmp_path)
    found = json.loads(out)
    assert found["query"] == "dog called" and found["hits"][0]["id"] == dog["id"] and found["hits"][0]["position"] == 0
    rc, out, _ = memories(["search", '"NEAR( * AND'], tmp_path)
    assert rc == 0 and "no memories match" in out

    rc, out, _ = memories(["retire", dog["id"], "--reason", "the dog was rehomed"], tmp_path)
    assert rc == 0 and out.startswith(f"retired {dog['id']}")
    assert "Biscuit" not in memories(["list"], tmp_path)[1]
    assert "Biscuit" in memories(["list", "--all"], tmp_path)[1]
    assert json.loads(memories(["search", "dog", "--json"], tmp_path)[1])["hits"] == []

    rc, out, _ = memories(["export"], tmp_path)
    docs = [json.loads(line) for line in out.splitlines()]
    assert len(docs) == 2
    retired = next(d for d in docs if d["id"] == dog["id"])
    assert retired["status"] == "retired" and retired["extra"]["retired_reason"] == "the dog was rehomed"
    assert len(json.loads(memories(["export", "--active", "--json"], tmp_path)[1])) == 1


def test_import_keeps_unknown_fields_and_is_all_or_nothing(tmp_path: Path) -> None:
    good = tmp_path / "good.jsonl"
    good.write_text(
        json.dumps(
            {
                "id": "mem-1",
                "text": "Maya is allergic to peanuts.",
                "subject": "Maya allergy",
                "kind": "fact",
                "importance": 5,
                "mood": "sunny",
                "reviewed_by": "Ana",
            }
        )
        + "\n\n"
        + json.dumps(
            {
                "id": "mem-2",
                "text": "Leo plays chess on Tuesdays.",
                "subject": "Leo chess",
                "kind": "interest",
                "tags": ["chess"],
            }
        )
        + "\n"
    )
    rc, out, err = memories(["import", str(good)], tmp_path)
    assert rc == 0, err
    assert "imported 2 memories" in out and "reviewed_by (1)" in out and "mood (1)" in out
    shown = json.loads(memories(["show", "mem-1", "--json"], tmp_path)[1])
    assert shown["extra"] == {"mood": "sunny", "reviewed_by": "Ana"}
    assert shown["source"] == "import:good.jsonl"

    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        json.dumps({"id": "mem-3", "text": "Nora runs.", "subject": "Nora running"})
        + "\n"
        + json.dumps({"id": "mem-4", "text": "Sam sings.", "subject": "Sam", "importance": 9})
        + "\n"
    )
    rc, _, err = memories(["import", str(bad)], tmp_path)
    assert rc == 2 and "line 2" in err and "importance" in err and "nothing was imported" in err

    broken = tmp_path / "broken.jsonl"
    broken.write_text(json.dumps({"text": "Fine line.", "subject": "fine"}) + "\n{not json\n")
    rc, _, err = memories(["import", str(broken)], tmp_path)
    assert rc == 2 and "line 2" in err and "not valid JSON" in err

    again = memories(["import", str(good), "--json"], tmp_path)
    assert again[0] == 2 and "mem-1 already exists" in again[2]

    with SqliteMemoryStore(tmp_path / "memory.sqlite3") as store:
        assert sorted(x.id for x in store.list()) == ["mem-1", "mem-2"]  # nothing of the bad files


def test_add_and_retire_tell_running_workers(redis_server: RedisDb, rclient: redis.Redis, tmp_path: Path) -> None:
    rc, out, err = memories(
        ["add", "The user's car is a blue Skoda.", "--tags", "car", "--json"], tmp_path, redis_server.url
    )
    assert rc == 0, err
    added = json.loads(out)
    assert added["announced"] is True
    rc, _, _ = memories(["retire", added["id"]], tmp_path, redis_server.url)
    assert rc == 0
    changes = [e for e in entries(rclient, streams.MEMORY_CHANGES) if isinstance(e, m.MemoryChanged)]
    assert [(c.op, c.memory_id) for c in changes] == [("add", added["id"]), ("retire", added["id"])]


BOAT_CLAIM = {
    "words": "I have a boat called Selkie",
    "about": "boat",
    "polarity": "asserted",
    "mood": "statement",
    "attribution": "self",
    "time": "2026-05-01",
}
KEPT = "entailed by the person's own claim (cosine 0.81, names and numbers match)"


def evidence_file(path: Path) -> Path:
    """Two memories as the writer writes them: one resting on a parsed claim, one from before claims."""
    said = {"turn": "turn-1", "span": [0, 27], "words": "I have a boat called Selkie."}
    docs = [
        {
            "id": "mem-boat",
            "text": "The user has a boat named Selkie.",
            "subject": "boat Selkie",
            "extra": {"evidence": [{**said, "claim": BOAT_CLAIM, "gate": KEPT}]},
        },
        {
            "id": "mem-old",
            "text": "The user's dog is named Biscuit.",
            "subject": "dog Biscuit",
            "extra": {"evidence": [{"turn": "turn-0", "span": [0, 18], "words": "My dog is Biscuit."}]},
        },
    ]
    path.write_text("".join(json.dumps(d) + "\n" for d in docs))
    return path


def test_show_prints_the_claim_and_why_the_gate_kept_it(tmp_path: Path) -> None:
    assert memories(["import", str(evidence_file(tmp_path / "m.jsonl"))], tmp_path)[0] == 0
    rc, out, err = memories(["show", "mem-boat"], tmp_path)
    assert rc == 0, err
    assert 'evidence: turn turn-1: "I have a boat called Selkie."' in out
    assert 'claim: "I have a boat called Selkie" (asserted, statement, attribution self, time 2026-05-01)' in out
    assert f"gate: {KEPT}" in out
    rc, out, err = memories(["show", "mem-old"], tmp_path)
    assert rc == 0, err
    assert 'evidence: turn turn-0: "My dog is Biscuit."' in out and "claim:" not in out and "gate:" not in out
