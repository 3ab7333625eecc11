"""`koe bench NAME`: run one benchmark and print its figures (modules in koe/bench/)."""

from __future__ import annotations

import argparse
import importlib

BENCHMARKS = {
    "bus": "koe.bench.bus",
    "contention": "koe.bench.contention",
    "recall": "koe.bench.recall",
    "retrieval": "koe.bench.retrieval",
    "writer": "koe.bench.writer",
    "threads": "koe.bench.threads",
    "turn": "koe.bench.turn",
    "voice": "koe.bench.voice",
    "names": "koe.bench.names",
    "barge-in": "koe.bench.barge_in",
    "dash": "koe.bench.dash",
    "people": "koe.bench.people",
    "wyoming": "koe.bench.wyoming",
    "load": "koe.bench.load",
}


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="run a benchmark and print its figures", description=__doc__)
    names = p.add_subparsers(dest="bench", required=True)
    for name, module in BENCHMARKS.items():
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name == module:
                continue
            raise
        bp = names.add_parser(name, help=(mod.__doc__ or "").strip().splitlines()[0])
        mod.add_arguments(bp)
        bp.set_defaults(run=mod.run)
