"""`koe worker STAGE`: run one stage in the foreground (what docker compose runs)."""

from __future__ import annotations

import argparse
import sys

from shared.stages import STAGES


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("worker", help="run one stage's worker", description=__doc__)
    p.add_argument("stage", choices=sorted(STAGES), help="the stage to run")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from shared.locate import NotRunningError
    from shared.settings import get_settings
    from shared.worker import run_stage

    spec = STAGES[args.stage]
    if spec.name == "vad":  # the device's stage is the agent, with its default devices
        from koe.cli import agent

        parser = argparse.ArgumentParser(prog="koe")
        agent.add_parser(parser.add_subparsers())
        agent_args = parser.parse_args(["agent"])
        return int(agent_args.run(agent_args) or 0)
    missing = spec.missing()
    if missing:
        print(f"koe: the {spec.name} stage needs {', '.join(missing)}; install koe[{spec.name}]", file=sys.stderr)
        return 2
    if spec.memory_work:
        from shared.hot_path import step_back

        step_back()
    try:
        run_stage(spec.load(), get_settings())
    except NotRunningError as exc:
        print(f"koe: {exc}", file=sys.stderr)
        return 2
    return 0
