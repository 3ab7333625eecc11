"""`koe acl`: the Redis users of a server koe does not start itself (compose's Redis on the GPU box).

- `koe acl env` prints fresh passwords for `.env`: the admin's (KOE_REDIS_PASSWORD) and one per stage
  (KOE_REDIS_PASSWORD_STT, ...).
- `koe acl sync --aclfile FILE` writes the default user and each stage's user (shared/acl.py) from those
  passwords into Redis' ACL file before Redis starts (compose runs it as `redis-users`), keeping the
  devices' users (`koe device add`) that are already there.
"""

from __future__ import annotations

import argparse
import os
import secrets
import sys
from pathlib import Path

from shared.stages import STAGES

SERVER_STAGES = sorted(name for name, spec in STAGES.items() if spec.in_up)


def password_variable(stage: str) -> str:
    return f"KOE_REDIS_PASSWORD_{stage.upper()}"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("acl", help="Redis users for a Redis that koe does not start", description=__doc__)
    actions = p.add_subparsers(dest="action", required=True)
    env = actions.add_parser("env", help="print fresh passwords for .env")
    env.set_defaults(run=run_env)
    sync = actions.add_parser("sync", help="write the default and stage users into Redis' ACL file")
    sync.add_argument("--aclfile", type=Path, required=True, help="Redis' ACL file (made if missing)")
    sync.set_defaults(run=run_sync)


def run_env(args: argparse.Namespace) -> int:
    print(f"KOE_REDIS_PASSWORD={secrets.token_hex(16)}")
    for stage in SERVER_STAGES:
        print(f"{password_variable(stage)}={secrets.token_hex(16)}")
    return 0


def run_sync(args: argparse.Namespace) -> int:
    from shared.acl import acl_file
    from shared.private_files import write_private

    names = ["KOE_REDIS_PASSWORD", *(password_variable(s) for s in SERVER_STAGES)]
    missing = [n for n in names if not os.environ.get(n)]
    if missing:
        print(f"koe: set {', '.join(missing)} (koe acl env prints fresh ones for .env)", file=sys.stderr)
        return 2
    existing = args.aclfile.read_text() if args.aclfile.exists() else ""
    stages = {s: os.environ[password_variable(s)] for s in SERVER_STAGES}
    write_private(args.aclfile, acl_file(existing, os.environ["KOE_REDIS_PASSWORD"], stages))
    print(f"wrote the default user and {len(stages)} stage users to {args.aclfile} (other users kept)")
    return 0
