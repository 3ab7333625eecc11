"""`koe device add|list|revoke NAME`: a Redis user per Pi, able to do only what an agent does
(shared/acl.py). `add` prints the Pi's settings (or writes them, 0600, with --out); `revoke` cuts
the Pi off at once: its open connections are closed and its password stops working."""

from __future__ import annotations

import argparse
import re
import socket
import sys
from pathlib import Path
from urllib.parse import quote

import redis


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("device", help="add, list or revoke the devices (Pis) that may talk to koe", description=__doc__)
    actions = p.add_subparsers(dest="action", required=True)
    add = actions.add_parser("add", help="create a device's Redis user and print its settings")
    add.add_argument("name", help="the device's name: lower-case letters, digits and dashes (e.g. kitchen)")
    add.add_argument(
        "--box",
        default=f"{socket.gethostname()}:6380",
        help="the box's Redis as the Pi reaches it (HOST:6380)",
    )
    add.add_argument("--plain", action="store_true", help="plain redis:// (a private wire or loopback), not TLS")
    add.add_argument("--ca", default="/etc/koe/ca.pem", help="the household CA's path on the Pi")
    add.add_argument(
        "--household",
        help="on a box serving several households: the one this device's turns belong to (default: KOE_HOUSEHOLD)",
    )
    add.add_argument("--out", type=Path, help="write the settings to this file (0600) instead of printing them")
    add.set_defaults(run=run_add)
    listing = actions.add_parser("list", help="the devices that have a user")
    listing.set_defaults(run=run_list)
    revoke = actions.add_parser("revoke", help="delete a device's user and cut it off now")
    revoke.add_argument("name")
    revoke.set_defaults(run=run_revoke)


def _admin() -> redis.Redis:
    from shared.locate import connect
    from shared.settings import get_settings

    return connect(get_settings())


def run_add(args: argparse.Namespace) -> int:
    from shared.acl import add_device
    from shared.device_households import set_household
    from shared.messages import HOUSEHOLD_PATTERN
    from shared.private_files import write_private

    if args.household is not None and not re.match(HOUSEHOLD_PATTERN, args.household):
        print(
            f"koe: {args.household!r} is not a household name (lower-case letters, digits, '-', '_')", file=sys.stderr
        )
        return 2
    admin = _admin()
    user = add_device(admin, args.name)  # a bad name or a server without an ACL file: koe/cli/main.py says so
    if args.household is not None:
        set_household(admin, user.device, args.household)
    scheme = "redis" if args.plain else "rediss"
    lines = [
        f"# koe agent settings for the device {user.device!r} (koe device add, keep this file private)",
        f"KOE_DEVICE={user.device}",
        f"KOE_REDIS_URL={scheme}://{user.user}:{quote(user.password, safe='')}@{args.box}/0",
    ]
    if args.plain:
        lines.append("KOE_REDIS_PLAIN_OK=true")
    else:
        lines.append(f"KOE_REDIS_CA={args.ca}")
    text = "\n".join(lines) + "\n"
    if args.out:
        write_private(args.out, text)
        print(f"device {user.device} added; its settings are in {args.out} (copy them to the Pi's /etc/koe/agent.env)")
    else:
        print(text, end="")
    return 0


def run_list(args: argparse.Namespace) -> int:
    from shared.acl import devices
    from shared.device_households import households

    admin = _admin()
    names = devices(admin)
    homes = households(admin)
    for name in names:
        print(f"{name}\t{homes[name]}" if name in homes else name)
    if not names:
        print("no devices yet: koe device add NAME", file=sys.stderr)
    return 0


def run_revoke(args: argparse.Namespace) -> int:
    from shared.acl import revoke_device
    from shared.device_households import forget_device

    admin = _admin()
    deleted = revoke_device(admin, args.name)
    forget_device(admin, args.name)
    if not deleted:
        print(f"koe: there is no device {args.name!r} (koe device list)", file=sys.stderr)
        return 1
    print(f"device {args.name} revoked: its connections are closed and its password no longer works")
    return 0
