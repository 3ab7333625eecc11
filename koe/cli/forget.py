"""`koe memories forget ID` and `koe memories purge`: forgetting that is real.

`forget` deletes the memory and every memory resting on the same words of the person (in the store and
in the backups `koe memories rebuild --replace` left beside it), removes the turns those words were said
in from koe's streams (so a rebuild or replay cannot learn it again), and keeps only hashes of its
content words, so that the writer refuses to learn the same thing again.
`purge` deletes retired memories for good, compacts the store file, and has Redis rewrite its
append-only file, which still holds deleted stream entries until then. Each prints what it removed.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from koe.cli.memory_common import fail, open_memories
from koe.memory_actions import MemoryActionError, forget


def add_forget_parsers(cmds: argparse._SubParsersAction) -> list[argparse.ArgumentParser]:
    forget = cmds.add_parser("forget", help="forget a memory for good, and the turns it was learned from")
    forget.add_argument("id")
    forget.set_defaults(run=run_forget)
    purge = cmds.add_parser("purge", help="delete retired memories for good; rewrite Redis' append-only file")
    purge.set_defaults(run=run_purge)
    return [forget, purge]


def _redis() -> Any | None:
    """koe's Redis, or None (said on stderr) when it is not reachable."""
    import redis

    from shared.locate import NotRunningError, connect
    from shared.settings import get_settings

    try:
        client = connect(get_settings())
        client.ping()
        return client
    except (NotRunningError, redis.RedisError, OSError) as exc:
        print(f"koe memories: koe's Redis is not reachable ({exc}): its streams were not changed", file=sys.stderr)
        return None


def run_forget(args: argparse.Namespace) -> int:
    store = open_memories()
    client = _redis()
    try:
        done = forget(store, args.id, client)
    except MemoryActionError as exc:
        return fail(str(exc), 1 if exc.missing else 2)
    finally:
        store.close()
        if client is not None:
            client.close()
    backups = done.backups
    if args.json:
        removed = done.stream_entries_removed
        out = {"forgot": [m.id for m in done.memories], "stream_entries_removed": removed}
        print(json.dumps(out | (backups.as_json() if backups is not None else {})))
        return 0
    for memory in done.memories:
        also = "" if memory.id == args.id else " (rested on the same words)"
        print(f"forgot {memory.id}{also}: {memory.text}")
    for stream, count in done.stream_entries_removed.items():
        print(f"removed {count} entries from {stream}")
    for line in backups.lines() if backups is not None else []:
        print(line)
    print("koe will not learn it again; `koe memories purge` also clears Redis' append-only file")
    return 0


def run_purge(args: argparse.Namespace) -> int:
    store = open_memories()
    try:
        gone = store.purge()
    finally:
        store.close()
    client = _redis()
    rewrote = False
    if client is not None:
        try:
            if client.config_get("appendonly").get("appendonly") == "yes":
                client.bgrewriteaof()
                rewrote = True
        finally:
            client.close()
    if args.json:
        print(json.dumps({"purged": [m.id for m in gone], "aof_rewritten": rewrote}))
        return 0
    for memory in gone:
        print(f"purged {memory.id}: {memory.text}")
    print(f"purged {len(gone)} retired memories; compacted the store file")
    print("rewrote Redis' append-only file" if rewrote else "Redis keeps no append-only file here: nothing to rewrite")
    return 0
