"""Many households at once: typed turns through recall, the LLM and the writer (`koe bench load`).

`koe bench load --households N --devices-per-household M --turns T [--store postgresql://...]
[--replicas 1,2] [--kill]` fills N households with `--memories` each (the recall bench's synthetic
household, `koe/bench/household.py`, one store per household on SQLite, one schema for all on
PostgreSQL, dropped at the end), then for each replica count starts the stack (load_stack.py: embedded
Redis, the recall, llm, writer and feedback stages, each as that many replicas) and lets every device
talk at once (load_driver.py). Everything is real except the model server: **koe-bench-token-server**
(`koe/bench/token_server.py`) stands where vLLM would, streaming a fixed reply at a set token rate
after a set first-token delay, many requests at once. speech (stt, tts) is not in it: turns are typed.

Figures per replica count: turns per second; recall (a turn's transcript to its prompt context, on
Redis' clock) p50 / p99 and the share within the recall budget; time to the first sentence p50 / p99;
writer lag (a turn's record to the writer's checkpoint passing it) p50 / p99 and records it had not
reached; Redis' and PostgreSQL's CPU (cores, over the load); and what must be zero: turns lost (no
reply end in 60 s), turn records doubled, memories served from another household, a device's new
facts stored in another household, memories stored twice. `--kill` SIGKILLs one replica of each stage
when half the turns are sent (replicas >= 2).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any
from urllib.parse import quote

import redis

from koe.bench.load_driver import ARRIVALS, Driver, household_name, marker_households
from koe.bench.load_stack import stack
from koe.bench.stats import percentile

RECALL_BUDGET_MS = 250


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--households", type=int, default=10)
    p.add_argument("--devices-per-household", type=int, default=1)
    p.add_argument("--turns", type=int, default=6, help="turns per device (default 6)")
    p.add_argument("--memories", type=int, default=2000, help="memories per household (default 2000)")
    p.add_argument("--store", default="sqlite", help="sqlite (default) or a postgresql:// URL")
    p.add_argument("--replicas", default="1", help="replica counts to run, e.g. 1,2 (default 1)")
    p.add_argument("--kill", action="store_true", help="kill one replica of each stage half way (replicas >= 2)")
    p.add_argument("--tokens-per-s", type=float, default=60.0, help="the test server's token rate (default 60)")
    p.add_argument("--first-token-ms", type=float, default=150.0, help="its first-token delay (default 150)")
    p.add_argument(
        "--think-s", type=float, default=8.0, help="a device's pause between turns: the reply spoken, then its next (8)"
    )
    p.add_argument(
        "--arrivals",
        choices=ARRIVALS,
        default="steady",
        help="steady: devices start at random moments, pauses 0.5-1.5 x think-s (default); together: waves of one"
        " turn per device, the worst case",
    )
    p.add_argument("--llm-concurrency", type=int, default=8, help="turns each llm worker answers at once (default 8)")
    p.add_argument("--writer-wait-s", type=float, default=90.0, help="how long to wait for the writer after")
    p.add_argument("--logs", type=Path, default=None, help="a folder to keep the stages' logs in (default: dropped)")
    p.add_argument("--json", action="store_true")


def _cpu_s(pids: list[int]) -> dict[int, float]:
    """User + system CPU seconds of each of these processes so far (from /proc)."""
    tick = os.sysconf("SC_CLK_TCK")
    found: dict[int, float] = {}
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        found[pid] = (int(fields[11]) + int(fields[12])) / tick
    return found


def _cpu_used(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU seconds between two readings; a process that started in between counts whole (PostgreSQL
    starts a backend for each new pooled connection)."""
    return sum(seconds - before.get(pid, 0.0) for pid, seconds in after.items())


def _postgres_pids() -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if (entry / "comm").read_text().strip() == "postgres":
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


def _with_schema(url: str, schema: str) -> str:
    """The URL with the bench schema as its search path, for every stage's connections."""
    return url + ("&" if "?" in url else "?") + "options=" + quote(f"-csearch_path={schema}")


def fill(settings: Any, households: int, size: int) -> dict[str, set[str]]:
    """Fill every household through its store; returns each household's memory ids."""
    from koe.bench.household import fill as fill_store
    from koe.bench.recall_pg import SEED, SharedVectors
    from shared.memory.embedder import load_embedder
    from shared.memory.households import HouseholdStores

    embedder = load_embedder()
    stores = HouseholdStores(settings, embedder=SharedVectors(embedder) if embedder else None)
    ids: dict[str, set[str]] = {}
    try:
        for h in range(households):
            store = stores.get(household_name(h))
            fill_store(store, size, seed=SEED + h)
            ids[household_name(h)] = {mem.id for mem in store.list(limit=size + 1)}
    finally:
        stores.close()
    return ids


def stored_after(settings: Any, households: int, ids: dict[str, set[str]]) -> dict[str, int]:
    """What the writer stored during the load: memories twice, and a device's facts in another household."""
    from shared.memory.households import HouseholdStores

    stores = HouseholdStores(settings, embed=False)
    doubled = leaked = added = 0
    try:
        for h in range(households):
            name = household_name(h)
            new = [mem for mem in stores.get(name).list(limit=100_000) if mem.id not in ids[name]]
            added += len(new)
            texts = Counter(mem.text.lower() for mem in new)
            doubled += sum(n - 1 for n in texts.values())
            leaked += sum(1 for mem in new if marker_households(mem.text) - {h})
            ids[name] |= {mem.id for mem in new}
    finally:
        stores.close()
    return {"memories_added": added, "memories_doubled": doubled, "facts_in_other_household": leaked}


def phase(
    args: argparse.Namespace, settings: Any, memory_url: str | None, ids: dict[str, set[str]], r: int
) -> dict[str, Any]:
    data = Path(settings.data_dir)
    kills: list[str] = []
    devices = {
        f"load-{h}-{d}": household_name(h) for h in range(args.households) for d in range(args.devices_per_household)
    }
    with stack(
        data, household_name(0), memory_url, r, args.tokens_per_s, args.first_token_ms, devices, args.llm_concurrency
    ) as running:
        client = redis.Redis.from_url(running.redis_url)
        driver = Driver(client, args.households, args.devices_per_household, args.turns, args.think_s, r, args.arrivals)

        def kill() -> None:
            for stage in ("recall", "llm", "writer", "feedback"):
                if running.kill_one(stage):
                    kills.append(stage)

        lag: dict[str, Any] = {}

        def watch_writer() -> None:
            lag["lags"], lag["left"] = driver.writer_lag(args.writer_wait_s)

        watcher = threading.Thread(target=watch_writer)
        watcher.start()
        redis_pids = [running.redis_pid or 0]
        stage_pids = running.stage_pids()
        cpu0 = (_cpu_s(redis_pids), _cpu_s(_postgres_pids() if memory_url else []))
        stages0 = {stage: _cpu_s(pids) for stage, pids in stage_pids.items()}
        t0 = time.monotonic()
        driver.run(on_half=kill if args.kill and r >= 2 else None)
        window = time.monotonic() - t0
        cpu1 = (_cpu_s(redis_pids), _cpu_s(_postgres_pids() if memory_url else []))
        stages1 = {stage: _cpu_s(pids) for stage, pids in stage_pids.items()}
        watcher.join()
        driver.stop.set()
    stored = stored_after(settings, args.households, ids)  # what the writer added joins each household's ids
    turns = list(driver.by_key.values())
    answered = [t for t in turns if t.end_ms is not None]
    recall = [t.context_ms - t.sent_ms for t in turns if t.context_ms is not None]
    first = [t.first_ms - t.sent_ms for t in turns if t.first_ms is not None]
    cross = sum(1 for t in turns for mid in t.served if mid not in ids[t.household])
    lags = lag.get("lags", [])
    return {
        "replicas": r,
        "killed": kills,
        "turns": len(turns),
        "answered": len(answered),
        "lost": len(driver.lost),
        "apologies": sum(t.apology for t in turns),
        "turns_per_s": round(len(answered) / window, 2),
        "recall_p50_ms": round(percentile(recall, 0.5), 1),
        "recall_p99_ms": round(percentile(recall, 0.99), 1),
        "recall_in_budget": round(sum(x <= RECALL_BUDGET_MS for x in recall) / max(1, len(turns)), 4),
        "recall_over_budget_ms": sorted(round(x) for x in recall if x > RECALL_BUDGET_MS),
        "first_sentence_p50_ms": round(percentile(first, 0.5)),
        "first_sentence_p99_ms": round(percentile(first, 0.99)),
        "writer_lag_p50_s": round(percentile(lags, 0.5), 1) if lags else None,
        "writer_lag_p99_s": round(percentile(lags, 0.99), 1) if lags else None,
        "writer_not_reached": lag.get("left"),
        "records_doubled": sum(n - 1 for n in driver.records.values() if n > 1),
        "records_missing": sum(1 for t in answered if (t.session, t.turn) not in driver.records),
        "served_other_household": cross,
        "redis_cpu": round(_cpu_used(cpu0[0], cpu1[0]) / window, 2),
        "postgres_cpu": round(_cpu_used(cpu0[1], cpu1[1]) / window, 2) if memory_url else None,
        "stage_cpu": {stage: round(_cpu_used(stages0[stage], stages1[stage]) / window, 2) for stage in stages0},
        "window_s": round(window, 1),
        **stored,
    }


def measure(args: argparse.Namespace) -> dict[str, Any]:
    from shared.settings import Settings

    counts = [int(x) for x in str(args.replicas).split(",") if x.strip()]
    pg = args.store.startswith(("postgresql://", "postgres://"))
    with tempfile.TemporaryDirectory(prefix="koe-load-") as tmp:
        data = Path(tmp)
        schema_cm = None
        memory_url = None
        if pg:
            from koe.bench.recall_pg import bench_schema

            schema_cm = bench_schema(args.store)
            memory_url = _with_schema(args.store, schema_cm.__enter__())
        try:
            settings = Settings(data_dir=data, household=household_name(0), memory_url=memory_url, _env_file=None)
            started = time.perf_counter()
            ids = fill(settings, args.households, args.memories)
            fill_s = time.perf_counter() - started
            rows = []
            for r in counts:
                rows.append(phase(args, settings, memory_url, ids, r))
        finally:
            if args.logs is not None:
                args.logs.mkdir(parents=True, exist_ok=True)
                for log in data.glob("*.log"):
                    shutil.copy2(log, args.logs / log.name)
            if schema_cm is not None:
                schema_cm.__exit__(None, None, None)
    return {
        "bench": "load",
        "model_server": "koe-bench-token-server (a stand-in for vLLM)",
        "tokens_per_s": args.tokens_per_s,
        "first_token_ms": args.first_token_ms,
        "llm_concurrency": args.llm_concurrency,
        "think_s": args.think_s,
        "arrivals": args.arrivals,
        "store": "postgresql" if pg else "sqlite",
        "households": args.households,
        "devices_per_household": args.devices_per_household,
        "turns_per_device": args.turns,
        "memories_per_household": args.memories,
        "fill_s": round(fill_s, 1),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores",
        "date": time.strftime("%Y-%m-%d"),
        "phases": rows,
    }


def print_table(x: dict[str, Any]) -> None:
    print(
        f"koe bench load: {x['households']} households x {x['devices_per_household']} devices x"
        f" {x['turns_per_device']} turns, {x['memories_per_household']} memories each, on {x['store']}"
        f" (filled in {x['fill_s']} s); model server: {x['model_server']}, {x['tokens_per_s']} tokens/s,"
        f" first token {x['first_token_ms']} ms"
    )
    cols = [
        ("replicas", "replicas"), ("killed", "killed"), ("answered", "answered"), ("lost", "lost"),
        ("turns_per_s", "turns/s"), ("recall_p50_ms", "recall p50"), ("recall_p99_ms", "recall p99"),
        ("recall_in_budget", "in budget"), ("first_sentence_p50_ms", "1st p50"), ("first_sentence_p99_ms", "1st p99"),
        ("writer_lag_p50_s", "lag p50 s"), ("writer_lag_p99_s", "lag p99 s"), ("writer_not_reached", "unwritten"),
        ("redis_cpu", "redis cpu"), ("postgres_cpu", "pg cpu"), ("served_other_household", "cross"),
        ("facts_in_other_household", "leaked"), ("records_doubled", "rec x2"), ("memories_doubled", "mem x2"),
    ]  # fmt: skip
    print("  " + " ".join(f"{label:>10}" for _, label in cols))
    for row in x["phases"]:
        cells = [",".join(row[k]) or "-" if k == "killed" else row[k] for k, _ in cols]
        print("  " + " ".join(f"{c!s:>10}" for c in cells))
    print(
        "  recall: transcript to prompt context (budget 250 ms); 1st: transcript to first sentence (ms); lag: a"
        " turn's record to the writer's checkpoint; cpu: cores used; cross, leaked, x2: must be 0"
    )


def run(args: argparse.Namespace) -> int:
    import logging

    logging.getLogger("httpx").setLevel(logging.WARNING)  # a line per request to the test server otherwise
    measured = measure(args)
    if args.json:
        print(json.dumps(measured))
    else:
        print_table(measured)
    bad = [
        p
        for p in measured["phases"]
        if p["lost"] or p["served_other_household"] or p["facts_in_other_household"] or p["records_doubled"]
    ]
    return 1 if bad else 0
