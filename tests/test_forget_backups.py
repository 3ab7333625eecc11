"""Forgetting reaches the backups `koe memories rebuild --replace` leaves beside the store: on real SQLite
files, a forgotten memory's words are gone from each backup's bytes (the memory itself, one resting on the
same words, its index, its search-log row), the rest stays, and a backup that cannot be cleaned goes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

import services.writer.rebuild as rebuild_module
from koe.memory_actions import forget
from shared.memory.backups import backup_path, find_backups, move_store
from shared.memory.factory import STORE_FILE, store_path
from shared.memory.model import Memory, MemoryFilter
from shared.memory.sqlite_store import SqliteMemoryStore
from tests.conftest import make_settings
from tests.helpers import koe, koe_env

SAID = {"turn": "1700000000000-0", "words": "my sister Hana moved to Zanzibar"}
WORDS = (b"Zanzibar", b"zanzibar", b"ZANZIBAR")  # the document, and the full-text index's token


def household(sister_id: str = "mem-sister") -> list[Memory]:
    sister = "The user's sister Hana lives in Zanzibar."
    named = "The user has a sister called Hana who lives in Zanzibar now."  # rests on the same words
    return [
        Memory(
            id=sister_id, text=sister, subject="sister Hana", tags=["sister", "zanzibar"], extra={"evidence": [SAID]}
        ),
        Memory(id=f"{sister_id}-name", text=named, subject="sister name", kind="person", extra={"evidence": [SAID]}),
        Memory(id="mem-dog", text="The user's dog is named Biscuit.", subject="dog Biscuit", tags=["dog"]),
    ]


def raw(path: Path) -> bytes:
    """The bytes of a SQLite file and whatever side files it has."""
    files = [Path(str(path) + side) for side in ("", "-wal", "-shm")]
    return b"".join(f.read_bytes() for f in files if f.exists())


def make_backup(store: Path, stamp: str, sister_id: str = "mem-sister") -> Path:
    """A store as koe used it (searched, so its search log quotes the words), moved aside as a rebuild does."""
    with SqliteMemoryStore(store) as old:
        old.bulk_add(household(sister_id))
        assert old.search("Where does Hana live, in Zanzibar?", session="s1").hits
        old.flush()
    backup = backup_path(store, stamp)
    move_store(store, backup)
    return backup


def test_forget_cleans_every_backup_of_the_words_and_keeps_the_rest(tmp_path: Path) -> None:
    store = tmp_path / "memory.sqlite3"
    older = make_backup(store, "20261101-090000", sister_id="mem-older")  # ids from before a rebuild
    newer = make_backup(store, "20261201-090000")
    with SqliteMemoryStore(store) as current:  # the rebuilt store, with the rebuild's own ids
        current.bulk_add(household("mem-rebuilt"))
    assert find_backups(store) == [older, newer]
    assert all(any(w in raw(b) for w in WORDS) for b in (older, newer)), "the test must see the words first"

    with SqliteMemoryStore(store) as current:
        done = forget(current, "mem-rebuilt", None)  # what `koe memories forget` runs
        assert {m.id for m in done.memories} == {"mem-rebuilt", "mem-rebuilt-name"}
    assert done.backups is not None
    assert done.backups.cleaned == [(older, 2), (newer, 2)] and done.backups.deleted == []
    assert done.backups.lines()[0] == f"removed 2 memories from the backup {older} and rewrote it"
    for backup in (older, newer):
        data = raw(backup)
        assert not [w for w in WORDS if w in data], f"{backup.name} still holds the forgotten words"
        assert b"Biscuit" in data
        with SqliteMemoryStore(backup) as copy:
            assert [m.id for m in copy.list(MemoryFilter(status=None))] == ["mem-dog"]
            assert copy.searches() == [], "the search that found it is gone from the log"
            assert copy.suppressed("Hana, the user's sister, lives in Zanzibar.")  # a restored backup won't relearn it
            assert copy.search("dog").hits[0].memory.id == "mem-dog"


def test_a_backup_that_cannot_be_cleaned_is_deleted_and_said(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    store = data_dir / STORE_FILE
    good = make_backup(store, "20261201-090000")
    corrupt = backup_path(store, "20261202-090000")
    corrupt.write_bytes(b"SQLite format 3\x00" + b"\x07" * 4000 + b"Zanzibar" * 10)
    Path(str(corrupt) + "-wal").write_bytes(b"Zanzibar")
    with SqliteMemoryStore(store) as current:
        current.bulk_add(household())

    out = koe(["memories", "forget", "mem-sister"], koe_env(None, data_dir), timeout=60)
    assert out.returncode == 0, out.stderr
    assert f"removed 2 memories from the backup {good} and rewrote it" in out.stdout
    assert f"deleted the backup {corrupt}: it could not be cleaned (" in out.stdout
    assert not corrupt.exists() and not Path(str(corrupt) + "-wal").exists()
    assert b"Zanzibar" not in raw(good) and b"Biscuit" in raw(good)

    newer = backup_path(store, "20261203-090000")  # written by a koe with a newer schema
    with SqliteMemoryStore(newer) as other:
        other.add(Memory(id="mem-dog", text="The user's dog is named Biscuit.", subject="dog"))
    with sqlite3.connect(newer) as conn:
        conn.execute("PRAGMA user_version = 99")
    conn.close()
    out = koe(["memories", "forget", "mem-dog", "--json"], koe_env(None, data_dir), timeout=60)
    assert out.returncode == 0, out.stderr
    said = json.loads(out.stdout)
    assert said["forgot"] == ["mem-dog"]
    assert said["backups_cleaned"] == [str(good)] and said["backups_deleted"] == [str(newer)]
    assert not newer.exists() and b"Biscuit" not in raw(good)


def test_a_rebuild_names_its_backup_where_forget_looks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = make_settings("redis://127.0.0.1:1/0", tmp_path / "data")
    with SqliteMemoryStore(store_path(settings)) as current:
        current.bulk_add(household())

    def fresh_store(settings: object, target: Path, **_: object) -> rebuild_module.RebuildReport:
        SqliteMemoryStore(target).close()  # no Redis, no model: the swap is what is tested
        return rebuild_module.RebuildReport(target=target)

    monkeypatch.setattr(rebuild_module, "rebuild", fresh_store)
    report = rebuild_module.run_rebuild(settings, replace=True, progress=None)
    assert report.replaced is not None and find_backups(store_path(settings)) == [report.replaced]
    with SqliteMemoryStore(report.replaced) as backup:
        assert backup.count() == 3
