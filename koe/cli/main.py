"""`koe` and its subcommands. Each subcommand lives in its own module with `add_parser` and `run`."""

from __future__ import annotations

import argparse
import importlib
import sys

# name -> module with add_parser(subparsers) and run(args) -> int
SUBCOMMANDS = {
    "up": "koe.cli.up",
    "worker": "koe.cli.worker",
    "say": "koe.cli.say",
    "turns": "koe.cli.turns",
    "watch": "koe.cli.watch",
    "dash": "koe.cli.dash",
    "memories": "koe.cli.memories",
    "agent": "koe.cli.agent",
    "certs": "koe.cli.certs",
    "acl": "koe.cli.acl",
    "device": "koe.cli.device",
    "bench": "koe.cli.bench",
    "people": "koe.cli.people",
    "wyoming": "koe.cli.wyoming",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="koe", description="koe: a household voice assistant that remembers.")
    sub = parser.add_subparsers(dest="command", required=True)
    for module in SUBCOMMANDS.values():
        importlib.import_module(module).add_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    import redis

    from shared.acl import AclError
    from shared.locate import NotRunningError
    from shared.settings import SettingsError

    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except (SettingsError, NotRunningError, AclError) as exc:
        print(f"koe: {exc}", file=sys.stderr)
        return 2
    except redis.AuthenticationError:
        print("koe: Redis refused the password (check KOE_REDIS_URL).", file=sys.stderr)
        return 2
    except redis.ConnectionError as exc:
        print(f"koe: Redis cannot be reached ({exc}); is koe up?", file=sys.stderr)
        return 2
    except redis.RedisError as exc:
        print(f"koe: Redis said no: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
