"""Pins and revisions: a pinned memory is the person's, and a writer proposal never writes over an edit
the person made after the model saw the memory (real SQLite store, the real CLI)."""

from __future__ import annotations

import json
from pathlib import Path

from services.writer.claims import UserTurn
from services.writer.operations import ShownMemory
from services.writer.pipeline import parse_reply
from services.writer.plan import apply_plan, make_plan
from shared.memory.model import Memory
from shared.memory.sqlite_store import SqliteMemoryStore
from tests.helpers import koe, koe_env

HOME = Memory(id="mem-home", text="Hana lives in Osaka.", subject="Hana home", tags=["hana", "osaka"])
CORRECTION = [UserTurn("t1", "Actually Hana lives in Kyoto now, not Osaka.")]
TO_KYOTO = json.dumps({"update": [{"id": "mem-home", "text": "Hana lives in Kyoto."}]})


def plan_for(reply: str, shown: Memory) -> object:
    ops = parse_reply(reply, {shown.id: ShownMemory(shown, "search")}, CORRECTION, 1)
    return make_plan(
        ops,
        session="s1",
        device="d",
        entries=["1-0"],
        turns=["t1"],
        created_at="2026-12-01T10:00:00Z",
        household="household",
        uses=[],
    )


def test_pin_edit_and_unpin_from_the_cli_are_revisions(tmp_path: Path) -> None:
    env = koe_env(None, tmp_path)
    added = json.loads(koe(["memories", "add", HOME.text, "--subject", "Hana home", "--json"], env).stdout)
    pinned = koe(["memories", "pin", added["id"]], env)
    assert pinned.returncode == 0 and f"pinned {added['id']} (revision 2)" in pinned.stdout, pinned.stderr
    edited = koe(["memories", "edit", added["id"], "--text", "Hana lives in Osaka, near the castle.", "--json"], env)
    assert json.loads(edited.stdout)["revision"] == 3 and json.loads(edited.stdout)["pinned"] is True
    listed = koe(["memories", "list"], env).stdout
    assert "rev 3 PINNED" in listed and "near the castle" in listed
    bad = koe(["memories", "edit", added["id"], "--text", "Hana lives \u202ein Osaka."], env)
    assert bad.returncode == 2 and "direction" in bad.stderr and "Traceback" not in bad.stderr
    assert "revision 4" in koe(["memories", "unpin", added["id"]], env).stdout
    assert koe(["memories", "edit", "mem-nope", "--text", "Something else entirely."], env).returncode == 1


def test_the_writer_never_changes_or_retires_a_pinned_memory_the_person_can(tmp_path: Path) -> None:
    with SqliteMemoryStore(tmp_path / "m.sqlite3") as store:
        store.add(HOME)
        pinned = store.replace(Memory(**{**HOME.__dict__, "pinned": True}))
        both = json.dumps({"update": [{"id": "mem-home", "text": "Hana lives in Kyoto."}], "retire": ["mem-home"]})
        ops = parse_reply(both, {"mem-home": ShownMemory(pinned, "search")}, CORRECTION, 1)
        assert ops.update == [] and ops.retire == []
        assert [why for _, why, _check in ops.rejected] == [
            "pinned or just edited by the person: only they change it"
        ] * 2
        # Pinned after the model saw it: the plan is not applied either.
        plan = plan_for(TO_KYOTO, HOME)
        conflicts: list[tuple[str, str, str]] = []
        assert apply_plan(plan, store, on_conflict=lambda *c: conflicts.append(c)) == []  # type: ignore[arg-type]
        assert store.get("mem-home").text == HOME.text  # type: ignore[union-attr]
        assert conflicts == [("update", "mem-home", "pinned by the person")]


def test_a_proposal_based_on_an_older_revision_never_writes_over_the_persons_edit(tmp_path: Path) -> None:
    with SqliteMemoryStore(tmp_path / "m.sqlite3") as store:
        store.add(HOME)
        plan = plan_for(TO_KYOTO, HOME)  # the model saw revision 1
        store.replace(Memory(**{**HOME.__dict__, "text": "Hana lives in Nara."}))  # the person's edit: revision 2
        conflicts: list[tuple[str, str, str]] = []
        assert apply_plan(plan, store, on_conflict=lambda *c: conflicts.append(c)) == []  # type: ignore[arg-type]
        assert store.get("mem-home").text == "Hana lives in Nara."  # type: ignore[union-attr]
        assert conflicts and "edited meanwhile (revision 2, shown 1)" in conflicts[0][2]
        # Not edited meanwhile: applied once, and again after a crash changes nothing.
        fresh = store.get("mem-home")
        assert fresh is not None
        plan = plan_for(json.dumps({"update": [{"id": "mem-home", "text": "Hana lives in Kyoto."}]}), fresh)
        assert apply_plan(plan, store) == [("update", "mem-home")]
        assert apply_plan(plan, store) == [("update", "mem-home")]
        kept = store.get("mem-home")
        assert kept is not None and kept.text == "Hana lives in Kyoto." and kept.revision == 3


def test_a_batch_changing_many_memories_is_held_for_review_and_applied_one_by_one(tmp_path: Path) -> None:
    cousins = [
        Memory(id=f"mem-{i}", text=f"The user's cousin number {i} lives in town {i}.", subject=f"cousin {i}")
        for i in range(5)
    ]
    words = "Forget my cousins: " + ", ".join(f"number {i} in town {i}" for i in range(5)) + "."
    retires = json.dumps({"retire": [{"id": m.id, "reason": "the person said so"} for m in cousins]})
    with SqliteMemoryStore(tmp_path / "memory.sqlite3") as store:
        store.bulk_add(cousins)
        ops = parse_reply(retires, {m.id: ShownMemory(m, "search") for m in cousins}, [UserTurn("t1", words)], 1)
        assert ops.retire == [] and len(ops.held) == 5
        plan = make_plan(
            ops,
            session="s1",
            device="d",
            entries=["1-0"],
            turns=["t1"],
            created_at="2026-12-01T10:00:00Z",
            household="household",
            uses=[],
        )
        assert apply_plan(plan, store) == [] and apply_plan(plan, store) == []  # held once, applied never
        assert all(store.get(m.id).status == "active" for m in cousins)  # type: ignore[union-attr]
    env = koe_env(None, tmp_path)
    listed = koe(["memories", "review"], env)
    assert "(5 changes held for review)" in listed.stdout and "likely injection" in listed.stdout, listed.stderr
    keys = [line.split()[0] for line in listed.stdout.splitlines() if " retire mem-" in line]
    applied = koe(["memories", "review", "--apply", keys[0]], env)
    assert applied.returncode == 0 and "applied" in applied.stdout, applied.stderr
    assert koe(["memories", "review", "--drop", keys[1]], env).returncode == 0
    assert "(3 changes held for review)" in koe(["memories", "review"], env).stdout
    with SqliteMemoryStore(tmp_path / "memory.sqlite3") as store:
        statuses = [store.get(m.id).status for m in cousins]  # type: ignore[union-attr]
    assert statuses.count("retired") == 1


def test_a_memory_is_moved_to_a_person_or_back_to_the_household(tmp_path: Path) -> None:
    from shared.people import PeopleStore

    env = koe_env(None, tmp_path)
    added = json.loads(koe(["memories", "add", "Tom's wife is called Ana.", "--json"], env).stdout)
    assert added["person"] == "household"
    nobody = koe(["memories", "edit", added["id"], "--person", "Tom"], env)
    assert nobody.returncode == 2 and "Tom is not one of the household's people" in nobody.stderr
    PeopleStore(tmp_path).add("Tom")
    moved = json.loads(koe(["memories", "edit", added["id"], "--person", "tom", "--json"], env).stdout)
    assert moved["person"] == "Tom" and moved["revision"] == 2  # the household's spelling of the name
    back = json.loads(koe(["memories", "edit", added["id"], "--person", "household", "--json"], env).stdout)
    assert back["person"] == "household"
