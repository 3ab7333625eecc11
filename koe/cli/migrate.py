"""`koe memories migrate --to postgresql://...`: copy this machine's SQLite memory store into PostgreSQL.

The copy goes to KOE_HOUSEHOLD's rows (`--household` to name another) of the database the URL names,
whose tables are created or brought up to date first. It is one transaction: all of it or nothing. It
prints, per table, the rows in the file, the rows copied now and the rows still missing, and exits 1
if any are missing. Run it again and it copies nothing: rows the household already has are left alone.
Then set KOE_MEMORY_URL to the same URL and restart koe.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path


def add_migrate_parser(cmds: argparse._SubParsersAction) -> None:
    p = cmds.add_parser("migrate", help="copy the SQLite memory store into PostgreSQL (safe to run twice)")
    p.add_argument("--to", required=True, metavar="URL", help="postgresql://user@host/database")
    p.add_argument("--from", dest="source", type=Path, help="the SQLite file (default: the data dir's store)")
    p.add_argument("--household", help="the household to copy into (default: KOE_HOUSEHOLD)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(run=run_migrate)


def run_migrate(args: argparse.Namespace) -> int:
    from koe.cli.memory_common import fail
    from shared.memory.factory import store_path
    from shared.memory.sqlite_connections import StoreError
    from shared.memory.sqlite_store import SqliteMemoryStore
    from shared.settings import get_settings

    settings = get_settings()
    if not args.to.startswith(("postgresql://", "postgres://")):
        return fail("--to must be a postgresql:// URL")
    source = args.source or store_path(settings)
    if not source.is_file():
        return fail(f"no SQLite memory store at {source}")
    try:
        from shared.memory.pg_copy import copy_store
        from shared.memory.pg_store import PgMemoryStore
    except ImportError:
        return fail("PostgreSQL needs koe's `postgres` extra: pip install 'koe[postgres]'")
    SqliteMemoryStore(source).close()  # an older file is brought to this version first, as any koe command does
    try:
        with PgMemoryStore(args.to, args.household or settings.household) as target:
            report = copy_store(source, target)
    except StoreError as exc:
        return fail(str(exc))
    if args.json:
        print(json.dumps([asdict(c) for c in report]))
    else:
        for c in report:
            print(f"{c.table}: {c.source} in {source.name}, {c.new} copied now, {c.missing} missing")
    missing = sum(c.missing for c in report)
    if missing:
        return fail(f"{missing} rows did not arrive", code=1)
    return 0
