"""`koe memories pin / unpin / edit`: the person's own changes to a memory.

Each is a new revision of the memory. A pinned memory is the person's: the writer never updates or
retires it (the person still can), and a writer proposal based on an older revision is not applied,
so a person's edit is never written over.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from koe.cli.memory_common import as_doc, fail, open_memories
from koe.memory_actions import Changed, Edit, MemoryActionError, edit, set_pinned
from shared.memory.model import KINDS


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
    edit.add_argument("--person", help='whose memory it is: a person of the household (koe people list) or "household"')
    edit.set_defaults(run=run_edit)
    return [pin, unpin, edit]


def _report(act: Callable[[Any], Changed], memory_id: str, what: str, as_json: bool) -> int:
    """Run one of koe/memory_actions.py's changes on the store and say what it did."""
    store = open_memories(embed=True)
    try:
        done = act(store)
    except MemoryActionError as exc:
        return fail(str(exc), 1 if exc.missing else 2)
    finally:
        store.close()
    saved = done.memory
    if not done.changed:
        print(json.dumps(as_doc(saved)) if as_json else f"{saved.id} is unchanged (revision {saved.revision})")
        return 0
    if as_json:
        print(json.dumps({**as_doc(saved), "announced": done.announced}))
    else:
        print(f"{what} {saved.id} (revision {saved.revision}): {saved.text}")
    return 0


def run_pin(args: argparse.Namespace) -> int:
    what = "pinned" if args.pinned else "unpinned"
    return _report(lambda store: set_pinned(store, args.id, args.pinned), args.id, what, args.json)


def _enrolled_name(name: str) -> str | None:
    """The household's own spelling of a person's name ("tom" is Tom), or None if there is no such person."""
    from shared.people import BadName, PeopleError, PeopleStore
    from shared.settings import get_settings

    try:
        found = PeopleStore(get_settings().data_dir).load().find(name)
    except (BadName, PeopleError):
        return None
    return found.name if found is not None else None


def run_edit(args: argparse.Namespace) -> int:
    tags = args.tags.split(",") if args.tags is not None else None
    person = args.person
    if person is not None and person.strip().lower() != "household":
        person = _enrolled_name(person)
        if person is None:
            return fail(f"{args.person} is not one of the household's people (see koe people list)", 2)
    change = Edit(
        text=args.text, subject=args.subject, kind=args.kind, tags=tags, importance=args.importance, person=person
    )
    return _report(lambda store: edit(store, args.id, change), args.id, "edited", args.json)
