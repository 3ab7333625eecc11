"""`koe wyoming`: koe as a Wyoming server for Home Assistant, in the foreground (docs/home-assistant.md).

The same as `koe worker wyoming` (what `koe up` and compose start), with the address on the command line.
Wyoming has no authentication: it listens on this machine only unless --host (KOE_WYOMING_HOST) says so.
"""

from __future__ import annotations

import argparse
import os


def add_parser(sub: argparse._SubParsersAction) -> None:
    what = "serve Home Assistant over Wyoming (stt, tts, conversation)"
    p = sub.add_parser("wyoming", help=what, description=__doc__)
    p.add_argument("--host", help="the address to listen on (default KOE_WYOMING_HOST, 127.0.0.1)")
    p.add_argument("--port", type=int, help="the port (default KOE_WYOMING_PORT, 10800)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from koe.cli import worker
    from shared.settings import get_settings

    if args.host:
        os.environ["KOE_WYOMING_HOST"] = args.host
    if args.port:
        os.environ["KOE_WYOMING_PORT"] = str(args.port)
    get_settings.cache_clear()
    return worker.run(argparse.Namespace(stage="wyoming"))
