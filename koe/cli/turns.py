"""`koe turns`: the persisted turn records, newest last, with each turn's waterfall."""

from __future__ import annotations

import argparse
import json
import sys
import time

from shared import messages as m
from shared import streams
from shared.waterfall import WATERFALL


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("turns", help="show the persisted turn records", description=__doc__)
    p.add_argument("--session", help="only this session")
    p.add_argument("--limit", type=int, default=20, help="the newest N turns (default 20; 0 for all)")
    p.add_argument("--json", action="store_true", help="one JSON record per line")
    p.set_defaults(run=run)


def read_turns(client, session: str | None, limit: int) -> list[m.TurnRecord]:  # type: ignore[no-untyped-def]
    out: list[m.TurnRecord] = []
    last = "+"
    while True:
        batch = client.xrevrange(streams.TURNS.key, max=last, min="-", count=500)
        if not batch:
            break
        for _entry_id, fields in batch:
            try:
                rec = m.decode(fields)
            except m.MessageError:
                continue
            if isinstance(rec, m.TurnRecord) and (session is None or rec.session == session):
                out.append(rec)
        if limit and len(out) >= limit:
            break
        last = "(" + (batch[-1][0].decode() if isinstance(batch[-1][0], bytes) else batch[-1][0])
    out = out[:limit] if limit else out
    return list(reversed(out))


def waterfall(rec: m.TurnRecord) -> str:
    marks = [(name, rec.marks[name]) for name in WATERFALL if name in rec.marks]
    if not marks:
        return ""
    start = marks[0][1]
    return "  ".join(f"{name} +{(at - start) * 1000:.0f}ms" for name, at in marks)


def run(args: argparse.Namespace) -> int:
    from shared.locate import NotRunningError, connect
    from shared.settings import get_settings

    try:
        client = connect(get_settings())
    except NotRunningError as exc:
        print(f"koe: {exc}", file=sys.stderr)
        return 2
    records = read_turns(client, args.session, args.limit)
    for rec in records:
        if args.json:
            print(json.dumps(rec.model_dump(mode="json")))
            continue
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(rec.ts))
        flags = " ".join(f for f, on in (("interrupted", rec.interrupted), ("error", bool(rec.error))) if on)
        print(f"{when}  {rec.device}  session {rec.session}  turn {rec.turn}  {flags}".rstrip())
        print(f"  you: {rec.user_text}")
        print(f"  koe: {rec.reply_text}")
        mem = ", ".join(f"{u.id}@{u.position}" for u in rec.memories) or "none"
        recall = f"{rec.recall_source}" + (f" in {rec.recall_ms:.0f} ms" if rec.recall_ms is not None else "")
        print(f"  memories: {mem}  (recall: {recall})")
        if wf := waterfall(rec):
            print(f"  waterfall: {wf}")
        if rec.error:
            print(f"  error: {rec.error}")
    if not records and not args.json:
        print("no turns yet" + (f" in session {args.session}" if args.session else ""))
    return 0
