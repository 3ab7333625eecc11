"""`koe memories`: see, add, import, search, retire, pin, edit, forget, export and migrate what koe remembers.

These commands open the memory store directly (no need for the stack to be up). `search` runs the
very search the recall worker runs. `add` and `retire` also tell running recall workers (a
`memory.changed` event on the bus) when Redis is reachable, so no session cache serves a stale copy.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from koe.cli.forget import add_forget_parsers
from koe.cli.memory_common import announce, as_doc, fail, open_memories, summary
from koe.cli.memory_edits import add_edit_parsers
from koe.cli.review import add_review_parser
from koe.memory_actions import MemoryActionError, retire
from shared.memory.model import KINDS, Memory, MemoryFilter

LIST_LIMIT = 50


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "memories",
        help="see, add, import, search, retire, pin, edit, forget and export memories",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    cmds = p.add_subparsers(dest="memories_command", required=True)

    add = cmds.add_parser("add", help="remember one sentence")
    add.add_argument("text", help='one standalone third-person sentence, e.g. "The user\'s dog is Biscuit."')
    add.add_argument("--subject", default="", help='what it is about, e.g. "dog Biscuit" (default: the tags)')
    add.add_argument("--kind", choices=KINDS, default="fact")
    add.add_argument("--tags", default="", help="comma-separated tags")
    add.add_argument("--importance", type=int, choices=range(1, 6), default=3, metavar="1-5")
    add.add_argument("--person", default="household")
    add.set_defaults(run=run_add)

    imp = cmds.add_parser("import", help="import memories from a JSONL file (all or nothing)")
    imp.add_argument("file", type=Path, help="one memory document (JSON object) per line")
    imp.set_defaults(run=run_import)

    ls = cmds.add_parser("list", help="list active memories, newest first")
    ls.add_argument("--all", action="store_true", help="include retired memories")
    ls.add_argument("--kind", choices=KINDS)
    ls.add_argument("--limit", type=int, default=LIST_LIMIT, help=f"how many (default {LIST_LIMIT})")
    ls.add_argument("--offset", type=int, default=0)
    ls.set_defaults(run=run_list)

    show = cmds.add_parser("show", help="show one memory in full")
    show.add_argument("id")
    show.set_defaults(run=run_show)

    search = cmds.add_parser("search", help="search as the recall worker does")
    search.add_argument("query")
    search.add_argument("--limit", type=int, default=10, help="how many hits (default 10)")
    search.set_defaults(run=run_search)

    retire = cmds.add_parser("retire", help="retire a memory (kept, never recalled again)")
    retire.add_argument("id")
    retire.add_argument("--reason", default="retired by hand", help="why (kept with the memory)")
    retire.set_defaults(run=run_retire)

    export = cmds.add_parser("export", help="every memory (retired too) as JSONL on stdout")
    export.add_argument("--active", action="store_true", help="active memories only")
    export.set_defaults(run=run_export)

    extra = [*add_edit_parsers(cmds), *add_forget_parsers(cmds), add_review_parser(cmds)]
    for cmd in (add, imp, ls, show, search, retire, export, *extra):
        cmd.add_argument("--json", action="store_true", help="print JSON")

    from koe.cli.migrate import add_migrate_parser
    from koe.cli.reembed import add_reembed_parser

    add_reembed_parser(cmds)
    add_migrate_parser(cmds)
    try:  # `rebuild` replays turns through the writer: only where the writer's extra is installed
        from services.writer.rebuild import add_rebuild_parser
    except ImportError:
        return
    add_rebuild_parser(cmds)


# --- helpers ----------------------------------------------------------------------------------


# --- commands ---------------------------------------------------------------------------------


def run_add(args: argparse.Namespace) -> int:
    text = " ".join(args.text.split())
    if not text:
        return fail("the text is empty")
    tags = [t.strip() for t in args.tags.split(",") if t.strip()]
    subject = args.subject.strip()
    if not subject or subject.lower() in ("user", "household"):
        subject = " ".join(tags[:3])  # a subject names what the memory is about, never "user"
    memory = Memory(
        text=text,
        subject=subject,
        kind=args.kind,
        tags=tags,
        importance=args.importance,
        person=args.person,
        source="koe memories add",
    )
    store = open_memories(embed=True)
    try:
        store.add(memory)
    except ValueError as exc:
        return fail(str(exc))
    finally:
        store.close()
    told = announce("add", memory.id)
    if args.json:
        print(json.dumps({**as_doc(memory), "announced": told}))
    else:
        print(f"added {memory.id}: {memory.text}")
    return 0


def parse_jsonl(path: Path) -> tuple[list[Memory], dict[str, int]]:
    """Every memory in the file, or ValueError naming the first bad line; unknown fields are counted."""
    from shared.memory.sqlite_store import memory_from_dict

    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read {path}: {exc}") from None
    memories: list[Memory] = []
    unknown: dict[str, int] = {}
    seen: dict[str, int] = {}
    for number, line in enumerate(raw.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            doc = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}: line {number}: not valid JSON ({exc.msg})") from None
        if isinstance(doc, dict):
            doc.setdefault("source", f"import:{path.name}")
        try:
            memory, extra = memory_from_dict(doc)
        except (ValueError, TypeError) as exc:
            raise ValueError(f"{path}: line {number}: {exc}") from None
        if memory.id in seen:
            raise ValueError(f"{path}: line {number}: id {memory.id} is already on line {seen[memory.id]}")
        seen[memory.id] = number
        for name in extra:
            unknown[name] = unknown.get(name, 0) + 1
        memories.append(memory)
    return memories, unknown


def run_import(args: argparse.Namespace) -> int:
    try:
        memories, unknown = parse_jsonl(args.file)
    except ValueError as exc:
        return fail(f"{exc}; nothing was imported")
    store = open_memories(embed=True)
    try:
        existing = {m.id for m in store.get_many(m.id for m in memories)}
        if existing:
            line = next(i for i, m in enumerate(memories) if m.id in existing)
            return fail(f"{args.file}: memory {memories[line].id} already exists in the store; nothing was imported")
        store.bulk_add(memories)
    except ValueError as exc:
        return fail(f"{exc}; nothing was imported")
    finally:
        store.close()
    if args.json:
        print(json.dumps({"imported": len(memories), "ids": [m.id for m in memories], "unknown_fields": unknown}))
        return 0
    print(f"imported {len(memories)} memories from {args.file}")
    if unknown:
        kept = ", ".join(f"{name} ({count})" for name, count in sorted(unknown.items()))
        print(f"kept fields koe does not know yet under 'extra': {kept}")
    return 0


def run_list(args: argparse.Namespace) -> int:
    filters = MemoryFilter(status=None if args.all else "active", kind=args.kind)
    store = open_memories()
    try:
        memories = store.list(filters, limit=args.limit, offset=args.offset)
        total = store.count(filters)
    finally:
        store.close()
    if args.json:
        for mem in memories:
            print(json.dumps(as_doc(mem)))
        return 0
    for mem in memories:
        print(summary(mem))
    shown = f"{len(memories)} of {total}" if total > len(memories) else f"{total}"
    print(f"({shown} {'memories' if args.all else 'active memories'})")
    return 0


def run_show(args: argparse.Namespace) -> int:
    store = open_memories()
    try:
        memory = store.get(args.id)
    finally:
        store.close()
    if memory is None:
        return fail(f"no memory {args.id}", 1)
    if args.json:
        print(json.dumps(as_doc(memory)))
        return 0
    doc = as_doc(memory)
    extra = dict(doc.pop("extra") or {})
    evidence, history = extra.pop("evidence", []), extra.pop("history", [])
    for key, value in doc.items():
        if value is None or value == "":
            continue
        print(f"{key:>13}: {', '.join(value) if isinstance(value, list) else value}")
    for e in evidence if isinstance(evidence, list) else []:
        if not isinstance(e, dict):
            continue
        print(f"{'evidence':>13}: turn {e.get('turn')}: {json.dumps(e.get('words'), ensure_ascii=False)}")
        if isinstance(e.get("claim"), dict):
            print(f"{'claim':>13}: {claim_line(e['claim'])}")
        if e.get("gate"):
            print(f"{'gate':>13}: {e['gate']}")
    for h in history if isinstance(history, list) else []:
        held = f"{h.get('valid_from') or '?'} to {h.get('valid_to') or 'never (corrected)'}"
        print(f"{'history':>13}: rev {h.get('revision')} {h.get('ended')}: {json.dumps(h.get('text'))} ({held})")
    if extra:
        print(f"{'extra':>13}: {json.dumps(extra, ensure_ascii=False)}")
    return 0


def claim_line(claim: dict[str, Any]) -> str:
    """The person's claim a memory rests on: its words, then how it was said
    ("asserted, statement, attribution self, time 2026-05")."""
    how = [str(claim[k]) for k in ("polarity", "mood") if claim.get(k)]
    how += [f"{k} {claim[k]}" for k in ("attribution", "time") if claim.get(k)]
    words = json.dumps(claim.get("words") or "", ensure_ascii=False)
    return f"{words} ({', '.join(how)})" if how else words


def run_search(args: argparse.Namespace) -> int:
    store = open_memories(embed=True)
    try:
        result = store.search(args.query, size=max(1, args.limit), session="cli")
    finally:
        store.close()
    if args.json:
        print(
            json.dumps(
                {
                    "query": result.query,
                    "query_id": result.query_id,
                    "hits": [{"position": h.position, "score": h.score, **as_doc(h.memory)} for h in result.hits],
                }
            )
        )
        return 0
    if not result.query:
        print("(no content words to search for)")
        return 0
    print(f"query: {result.query}  (query id {result.query_id})")
    for h in result.hits:
        print(f"{h.position + 1:>3}. {h.score:7.3f}  {summary(h.memory)}")
    if not result.hits:
        print("(no memories match)")
    return 0


def run_retire(args: argparse.Namespace) -> int:
    store = open_memories()
    try:
        done = retire(store, args.id, args.reason)
    except MemoryActionError as exc:
        return fail(str(exc), 1 if exc.missing else 2)
    finally:
        store.close()
    if not done.changed:
        print(f"{done.memory.id} was already retired")
        return 0
    if args.json:
        print(json.dumps({**as_doc(done.memory), "announced": done.announced}))
    else:
        print(f"retired {done.memory.id}: {done.memory.text}")
    return 0


def run_export(args: argparse.Namespace) -> int:
    filters = MemoryFilter(status="active" if args.active else None)
    store = open_memories()
    try:
        docs: list[dict[str, Any]] = []
        offset = 0
        while batch := store.list(filters, limit=1000, offset=offset, order="recent"):
            docs.extend(as_doc(mem) for mem in batch)
            offset += len(batch)
    finally:
        store.close()
    if args.json:
        print(json.dumps(docs))
    else:
        for doc in docs:
            print(json.dumps(doc, ensure_ascii=False))
    return 0
