"""`koe memories pin / unpin / edit`: the person's own changes to a memory.

Each is a new revision of the memory. A pinned memory is the person's: the writer never updates or
retires it (the person still can), and a writer proposal based on an older revision is not applied,
so a person's edit is never written over.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from typing import Any

from koe.cli.memory_common import announce, as_doc, fail, open_memories
from shared.memory.model import KINDS, Memory, now_iso


def add_edit_parsers(cmds: argparse._SubParsersAction) -> list[argparse.ArgumentParser]:
    pin = cmds.add_parser("pin", help="keep a memory as it is: the writer never changes or retires it")
    pin.add_argument("id")
    pin.set_defaults(run=run_pin, pinned=True)
    unpin = cmds.add_parser("unpin", help="let the writer correct or retire a memory again")
    unpin.add_argument("id")
    unpin.set_defaults(run=run_pin, pinned=False)
    edit = cmds.add_parser("edit", help="correct a memory (a new revision)")
    edit.add_argument("id")
    edit.add_argument("--text", help="the corrected sentence")
    edit.add_argument("--subject")
    edit.add_argument("--kind", choices=KINDS)
    edit.add_argument("--tags", help="comma-separated tags (replaces them)")
    edit.add_argument("--importance", type=int, choices=range(1, 6), metavar="1-5")
    edit.set_defaults(run=run_edit)
    return [pin, unpin, edit]


def _change(memory_id: str, change: Any, what: str, as_json: bool) -> int:
    """Apply `change(memory) -> Memory | str` (a string: why not) as a new revision, and say so."""
    store = open_memories(embed=True)
    try:
        memory = store.get(memory_id)
        if memory is None:
            return fail(f"no memory {memory_id}", 1)
        changed = change(memory)
        if isinstance(changed, str):
            return fail(changed)
        if changed == memory:
            print(json.dumps(as_doc(memory)) if as_json else f"{memory.id} is unchanged (revision {memory.revision})")
            return 0
        try:
            saved = store.replace(replace(changed, updated_at=now_iso()), expected_revision=memory.revision)
        except ValueError as exc:  # an invalid text, or someone else's change in between (RevisionConflict)
            return fail(str(exc))
    finally:
        store.close()
    told = announce("update", saved.id)
    if as_json:
        print(json.dumps({**as_doc(saved), "announced": told}))
    else:
        print(f"{what} {saved.id} (revision {saved.revision}): {saved.text}")
    return 0


def run_pin(args: argparse.Namespace) -> int:
    return _change(
        args.id, lambda m: replace(m, pinned=args.pinned), "pinned" if args.pinned else "unpinned", args.json
    )


def run_edit(args: argparse.Namespace) -> int:
    def edited(m: Memory) -> Memory | str:
        if m.status != "active":
            return f"{m.id} is retired: add a new memory instead"
        text = " ".join(args.text.split()) if args.text is not None else m.text
        tags = [t.strip() for t in args.tags.split(",") if t.strip()] if args.tags is not None else m.tags
        return replace(
            m,
            text=text,
            subject=args.subject.strip() if args.subject is not None else m.subject,
            kind=args.kind or m.kind,
            tags=tags,
            importance=args.importance or m.importance,
        )

    return _change(args.id, edited, "edited", args.json)
