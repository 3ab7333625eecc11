"""`koe memories review`: the changes the writer held back for the person (held.py), one by one.

Listed with a key each; `--apply KEY` makes the change (only if the memory is still at the revision
the model saw), `--drop KEY` throws it away.
"""

from __future__ import annotations

import argparse
import dataclasses
import json

from koe.cli.memory_common import announce, fail, open_memories
from shared.memory.model import RevisionConflict, now_iso

EDITABLE = ("text", "subject", "kind", "tags", "importance")  # what a held update may set


def add_review_parser(cmds: argparse._SubParsersAction) -> argparse.ArgumentParser:
    review = cmds.add_parser("review", help="changes the writer held back for you: list, apply or drop them")
    review.add_argument("--apply", metavar="KEY", help="make this held change")
    review.add_argument("--drop", metavar="KEY", help="throw this held change away")
    review.set_defaults(run=run_review)
    return review


def run_review(args: argparse.Namespace) -> int:
    store = open_memories(embed=True)
    try:
        if not args.apply and not args.drop:
            changes = store.held_changes()
            if args.json:
                print(json.dumps(changes))
                return 0
            for h in changes:
                what = h["change"].get("text") or h["change"].get("reason") or ""
                print(f"{h['key']}  {h['op']} {h['memory_id']}: {what}  ({h['why']})")
            print(f"({len(changes)} changes held for review)")
            return 0
        key = args.apply or args.drop
        held = store.release_held(key)
        if held is None:
            return fail(f"no held change {key}", 1)
        if args.drop:
            print(f"dropped {key}")
            return 0
        current = store.get(held["memory_id"])
        if current is None:
            return fail(f"memory {held['memory_id']} is gone: nothing to change", 1)
        change = held["change"]
        if held["op"] == "retire":
            new = dataclasses.replace(
                current, status="retired", extra={**current.extra, "retired_reason": change["reason"]}
            )
        else:
            fields = {
                k: change[k] for k in ("text", "subject", "kind", "tags", "importance") if change.get(k) is not None
            }
            new = dataclasses.replace(current, **fields)
        try:
            saved = store.replace(dataclasses.replace(new, updated_at=now_iso()), expected_revision=change["revision"])
        except (RevisionConflict, ValueError) as exc:
            return fail(f"not applied: {exc}")
    finally:
        store.close()
    announce(held["op"], saved.id)
    print(f"applied {key}: {held['op']} {saved.id} (revision {saved.revision}): {saved.text}")
    return 0
