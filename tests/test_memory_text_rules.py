"""Memory text has bounds and no control or direction-override characters, on every way in: the
writer, `koe memories add`, import (which also checks its times)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from services.writer.claims import UserTurn
from services.writer.pipeline import parse_reply
from shared.memory.model import MemoryFilter
from shared.memory.sqlite_store import SqliteMemoryStore
from tests.helpers import koe, koe_env

BAD_TEXTS = {
    "terminal escape": "The user's dog is \x1b[31mcalled Biscuit.",
    "bidi override": "The user's dog is called \u202etiucsiB.",
    "too short": "Hi",
    "too long": "The user " + "really " * 60 + "likes tea.",
}


@pytest.mark.parametrize("why", list(BAD_TEXTS))
def test_memories_add_refuses_bad_text_with_a_clear_error(tmp_path: Path, why: str) -> None:
    out = koe(["memories", "add", BAD_TEXTS[why]], koe_env(None, tmp_path))
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert "text" in out.stderr
    with SqliteMemoryStore(tmp_path / "memory.sqlite3") as store:
        assert store.count(MemoryFilter(status=None)) == 0


def test_import_refuses_bad_text_and_bad_times_and_imports_nothing(tmp_path: Path) -> None:
    good = {"text": "The user's dog is called Biscuit.", "subject": "dog"}
    for bad, said in [
        ({"text": BAD_TEXTS["bidi override"], "subject": "dog"}, "direction"),
        ({"text": "The user likes tea.", "subject": "tea", "created_at": "last Tuesday"}, "created_at"),
    ]:
        path = tmp_path / "in.jsonl"
        path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
        out = koe(["memories", "import", str(path)], koe_env(None, tmp_path))
        assert out.returncode == 2 and "line 2" in out.stderr and said in out.stderr, out.stderr
        assert "nothing was imported" in out.stderr
    with SqliteMemoryStore(tmp_path / "memory.sqlite3") as store:
        assert store.count(MemoryFilter(status=None)) == 0


def test_the_writer_drops_bad_text_operation_by_operation() -> None:
    nul = "The user's dog is\x00 called Biscuit."
    adds = [{"text": t, "subject": "dog"} for t in (nul, BAD_TEXTS["bidi override"])]
    adds.append({"text": "The user's dog is called Biscuit.", "subject": "dog"})
    ops = parse_reply(json.dumps({"add": adds}), {}, [UserTurn("t1", "My dog is called Biscuit.")], 1)
    assert [a.text for a in ops.add] == ["The user's dog is called Biscuit."]
    assert sorted(why.split(" (")[0] for _, why, _check in ops.rejected) == [
        "text holds a control character",
        "text holds a text-direction control character",
    ]
