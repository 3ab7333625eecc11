"""`koe memories rebuild`: replay the turn stream from the start into a fresh store.

The turn stream is the source of truth: the memory index can be rebuilt from it. The
replay takes every turn the writer has already processed (its session's checkpoint passed it),
session by session in batches of KOE_WRITER_MAX_TURNS, through the same extraction, validation and
idempotent writes as the live writer, and applies each batch's relevance feedback. Turns the writer
has not processed yet are left to it. It writes a new SQLite file; `replace=True` then swaps it in
place of the current store (the old one is kept beside it as a backup, where `koe memories forget`
finds and cleans it). Stop koe's workers before replacing: they hold the old file open.

The lead wires `koe memories rebuild` to `run_rebuild(settings, replace=..., target=...)`.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

import redis

from services.writer.batch import Extractor, Turn
from services.writer.checkpoints import WriterState, entry_key
from services.writer.jobs import writer_llm
from services.writer.plan import apply_plan
from services.writer.yielding import YieldingLlm
from shared import messages as m
from shared import streams
from shared.hot_path import step_back
from shared.llm_client import LlmClient
from shared.locate import connect
from shared.memory.backups import backup_path, move_store
from shared.memory.factory import store_path
from shared.memory.feedback import apply_judgment, judgment_events
from shared.memory.model import MemoryFilter
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.settings import Settings

PAGE = 500


@dataclass
class RebuildReport:
    target: Path
    turns: int = 0
    skipped: int = 0  # not processed by the writer yet, or not a turn record
    batches: int = 0
    memories: int = 0
    seconds: float = 0.0
    replaced: Path | None = None  # where the previous store was moved


class ProgressBar:
    """A one-line text progress bar (no dependency; a plain line per 10% when not a terminal)."""

    def __init__(self, total: int, out: TextIO | None, label: str = "rebuild") -> None:
        self.total = max(total, 1)
        self.out = out
        self.label = label
        self.tty = bool(out is not None and hasattr(out, "isatty") and out.isatty())
        self._last_decile = -1

    def update(self, done: int, note: str = "") -> None:
        if self.out is None:
            return
        frac = min(1.0, done / self.total)
        bar = "#" * int(frac * 30) + "-" * (30 - int(frac * 30))
        line = f"{self.label} [{bar}] {done}/{self.total} turns {note}"
        if self.tty:
            self.out.write("\r" + line)
        elif int(frac * 10) != self._last_decile:
            self._last_decile = int(frac * 10)
            self.out.write(line + "\n")
        self.out.flush()

    def close(self) -> None:
        if self.out is not None and self.tty:
            self.out.write("\n")
            self.out.flush()


def processed_turns(client: redis.Redis) -> tuple[list[Turn], int]:
    """Every turn in the stream the writer has processed, oldest first; and how many were skipped."""
    state = WriterState(client)
    checkpoints = state.checkpoints()
    todo: dict[str, set[str]] = {}
    out: list[Turn] = []
    skipped = 0
    start = "-"
    while True:
        page = client.xrange(streams.TURNS.key, min=start, max="+", count=PAGE)
        if not page:
            break
        for raw_id, fields in page:
            entry_id = raw_id.decode() if isinstance(raw_id, bytes) else raw_id
            try:
                msg = m.decode(fields)
            except m.MessageError:
                skipped += 1
                continue
            if not isinstance(msg, m.TurnRecord):
                skipped += 1
                continue
            cp = checkpoints.get(msg.session)
            if msg.session not in todo:
                todo[msg.session] = set(state.todo(msg.session))
            if cp is None or entry_key(entry_id) > entry_key(cp) or entry_id in todo[msg.session]:
                skipped += 1  # the live writer will process it
                continue
            out.append(Turn(entry_id, msg))
        last = page[-1][0]
        last = last.decode() if isinstance(last, bytes) else last
        ms, seq = entry_key(last)
        start = f"{ms}-{seq + 1}"
    return out, skipped


def batches(turns: list[Turn], size: int) -> list[list[Turn]]:
    """Per session, consecutive runs of at most `size` turns; ordered by when each batch ends."""
    by_session: OrderedDict[str, list[Turn]] = OrderedDict()
    for t in turns:
        by_session.setdefault(t.record.session, []).append(t)
    out = [ts[i : i + size] for ts in by_session.values() for i in range(0, len(ts), size)]
    out.sort(key=lambda b: entry_key(b[-1].entry_id))
    return out


def rebuild(
    settings: Settings,
    target: Path,
    client: redis.Redis | None = None,
    llm: LlmClient | YieldingLlm | None = None,
    progress: TextIO | None = sys.stderr,
) -> RebuildReport:
    """Replay the processed turns into a new store at `target` (which must not exist yet)."""
    if target.exists():
        raise FileExistsError(f"{target} already exists: a rebuild writes a fresh store")
    started = time.monotonic()
    client = client if client is not None else connect(settings)
    if llm is None:  # memory work: it steps aside while a turn is in flight
        llm = writer_llm(settings, client, "a rebuild")
    turns, skipped = processed_turns(client)
    report = RebuildReport(target=target, skipped=skipped)
    bar = ProgressBar(len(turns), progress)
    store = SqliteMemoryStore(target, assistant_name=settings.assistant_name)
    current = store_path(settings)
    if current.exists():  # what the person asked to forget stays forgotten in the new store
        with SqliteMemoryStore(current) as old:
            store.keep_forgotten(old.forgotten())
    try:
        extractor = Extractor(settings, store, llm)
        done_by_session: dict[str, list[Turn]] = {}
        bar.update(0)
        for batch in batches(turns, settings.writer_max_turns):
            session = batch[0].record.session
            earlier = done_by_session.setdefault(session, [])
            plan = extractor.plan(session, [t.entry_id for t in batch], batch, earlier[-6:])
            apply_plan(plan, store)
            if plan.relevant:
                uses = [m.JudgedUse(**u) for u in plan.uses]
                apply_judgment(store, judgment_events(uses, plan.relevant, store, settings.household))
            earlier.extend(batch)
            report.turns += len(batch)
            report.batches += 1
            bar.update(report.turns, f"({report.batches} batches)")
        report.memories = store.count(MemoryFilter(status="active"))
    finally:
        store.close()
        bar.close()
    report.seconds = time.monotonic() - started
    return report


def run_rebuild(
    settings: Settings, replace: bool = False, target: Path | None = None, progress: TextIO | None = sys.stderr
) -> RebuildReport:
    """What `koe memories rebuild` runs: rebuild beside the current store, and swap it in with `replace`."""

    current = store_path(settings)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = target or current.with_name(f"{current.stem}.rebuild-{stamp}{current.suffix}")
    report = rebuild(settings, target, progress=progress)
    if replace:
        if current.exists():  # `koe memories forget` finds it by the same name (shared/memory/backups.py)
            backup = backup_path(current, stamp)
            move_store(current, backup)
            report.replaced = backup
        move_store(target, current)
        report.target = current
    return report


# --- the command line (`koe memories rebuild`; koe/cli/memories.py adds this parser) --------------


def add_rebuild_parser(cmds: argparse._SubParsersAction) -> None:
    rb = cmds.add_parser("rebuild", help="replay the turn stream into a fresh store, with a progress bar")
    rb.add_argument(
        "--replace",
        action="store_true",
        help="swap the rebuilt store in for the current one (stop koe's workers first)",
    )
    rb.add_argument("--target", type=Path, help="where to write the new store (default: beside the current one)")
    rb.set_defaults(run=run_cli)


def run_cli(args: argparse.Namespace) -> int:
    from shared.locate import NotRunningError
    from shared.settings import get_settings

    settings = get_settings()
    if args.replace and settings.memory_url:  # --replace swaps SQLite files: it would not touch PostgreSQL
        print("koe: --replace swaps the SQLite store; with KOE_MEMORY_URL set the store is PostgreSQL", file=sys.stderr)
        return 2
    step_back()  # memory work: a turn's stages get the cores first
    try:
        report = run_rebuild(settings, replace=args.replace, target=args.target)
    except (FileExistsError, NotRunningError, RuntimeError) as exc:
        print(f"koe: {exc}", file=sys.stderr)
        return 2
    print(
        f"rebuilt {report.memories} memories from {report.turns} turns in {report.batches} batches "
        f"({report.skipped} turns left to the writer) in {report.seconds:.1f} s: {report.target}"
    )
    if report.replaced:
        print(f"the previous store is kept at {report.replaced}")
    return 0
