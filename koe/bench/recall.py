"""Recall latency: store search at 1k/10k/100k memories, and the recall worker with a slow or dead store.

Part 1 fills a SQLite store with synthetic household memories (template sentences about a family,
their friends, food, plans, pets, work, hobbies), each with its vector from the real embedding model,
and times `search()` for spoken-style questions: BM25 alone, hybrid (BM25 + vectors, fused) with the
query's vector already made ("search": everything but the model's forward pass, thread hand-off
included), and hybrid end to end (the query embedded on the search's path, as recall does): p50 / p99 /
max, the query embedding's own p50 / p99, and the embedder's resident memory. Targets on the 2-core CI
box: hybrid search p99 under 15 ms at 10,000 and under 40 ms at 100,000.

Part 2 runs the real RecallWorker on an embedded Redis: a healthy store, a store slowed on purpose
(each search sleeps longer than the budget), the same with three devices' turns arriving at once, and
a dead store (every call fails). For each it reports where the prompt contexts came from (search /
cache / none) and the worst time from a transcript's arrival to its published context. Target: every
context within budget + 10 ms.

With `--store postgresql://...` (and `--households N`) part 1 runs on PostgreSQL instead, N households
in one fresh schema (recall_pg.py); part 2 stays on SQLite and is left out.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from koe.bench.household import fill, questions
from koe.bench.stats import percentile
from shared.logs import configure_logging
from shared.memory.model import now_iso
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.memory.store import MemoryStore
from shared.redis_clock import entry_ms


class KnownVectors:
    """The real embedder with the bench's questions embedded beforehand: times the search without the
    model's forward pass (the embedding is timed on its own). Any other text goes to the model."""

    def __init__(self, embedder: Any, texts: list[str]) -> None:
        self.embedder = embedder
        self.name, self.dim, self.version, self.model_id = (
            embedder.name,
            embedder.dim,
            embedder.version,
            embedder.model_id,
        )
        self._known = {t: v for t, v in zip(texts, embedder.embed(texts), strict=True)}

    def embed(self, texts: list[str]) -> Any:
        return self.embedder.embed(texts)

    def embed_one(self, text: str) -> Any:
        known = self._known.get(text)
        return known if known is not None else self.embedder.embed_one(text)


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def timed_searches(store: SqliteMemoryStore, qs: list[str]) -> tuple[list[float], list[float], int]:
    for q in qs[:20]:  # warm the page cache, as a running worker's would be
        store.search(q)
    # Filling the store left a few hundred thousand objects for the collector to walk; a recall worker
    # does not carry that garbage, so it is collected before the timing, not during it.
    gc.collect()
    lat: list[float] = []
    cpu: list[float] = []  # this thread's CPU time: the search's own cost, without preemption
    hits = 0
    for q in qs:
        # the CPU interval sits inside the wall interval, so a search's CPU time never exceeds its wall time
        t = time.perf_counter()
        c = time.thread_time()
        result = store.search(q, size=10, session="bench")
        cpu.append((time.thread_time() - c) * 1000)
        lat.append((time.perf_counter() - t) * 1000)
        hits += bool(result.hits)
    return lat, cpu, hits


def search_latency(sizes: list[int], queries: int, workdir: Path) -> dict[str, object]:
    """Search latency per store size, BM25 alone and hybrid; the embedder's own figures."""
    from shared.memory.embedder import load_embedder

    rng = random.Random(11)
    before = rss_mb()
    started = time.perf_counter()
    embedder = load_embedder()
    out: dict[str, object] = {"embedder": None, "search": []}
    if embedder is not None:
        load_s = time.perf_counter() - started
        qs = questions(random.Random(3), 200)
        lat = []
        for q in qs:
            t = time.perf_counter()
            embedder.embed_one(q)
            lat.append((time.perf_counter() - t) * 1000)
        out["embedder"] = {
            "model": embedder.model_id,
            "load_s": round(load_s, 2),
            "rss_mb": round(rss_mb() - before, 1),
            "query_p50_ms": round(percentile(lat, 0.5), 2),
            "query_p99_ms": round(percentile(lat, 0.99), 2),
        }
    rows: list[dict[str, object]] = []
    path = workdir / "bench.sqlite3"
    with SqliteMemoryStore(path, embedder=embedder) as writer:
        for size in sizes:
            t0 = time.perf_counter()
            fill(writer, size)
            load_s = time.perf_counter() - t0
            qs = questions(rng, queries)
            modes: list[tuple[str, Any]] = [("bm25", None)]
            if embedder is not None:
                modes += [("search", KnownVectors(embedder, qs)), ("hybrid", embedder)]
            for mode, emb in modes:
                with SqliteMemoryStore(path, embedder=emb) as store:
                    lat, cpu, hits = timed_searches(store, qs)
                rows.append(
                    {
                        "mode": mode,
                        "memories": size,
                        "queries": len(qs),
                        "p50_ms": round(percentile(lat, 0.5), 2),
                        "p99_ms": round(percentile(lat, 0.99), 2),
                        "max_ms": round(max(lat), 2),
                        "cpu_p99_ms": round(percentile(cpu, 0.99), 2),
                        "with_hits": round(hits / len(qs), 3),
                        "load_s": round(load_s, 1),
                    }
                )
    out["search"] = rows
    return out


def worker_runs(turns: int, workdir: Path, budget_ms: int, memories: int = 2_000) -> list[dict[str, object]]:
    """The real RecallWorker on an embedded Redis, with a healthy, a slowed and a dead store, and with
    several devices' turns arriving at once on a slow store (each budget runs from its own arrival)."""
    import redis

    from services.recall.worker import RecallWorker
    from shared import messages as m
    from shared import streams
    from shared.embedded import EmbeddedRedis
    from shared.memory.embedder import load_embedder
    from shared.memory.faults import DeadStore, SlowEmbedder, SlowStore
    from shared.settings import load_settings

    rng = random.Random(5)
    embedder = load_embedder()
    path = workdir / "worker.sqlite3"
    with SqliteMemoryStore(path, embedder=embedder) as filling:
        fill(filling, memories)  # with vectors, for the hybrid cases
    base = SqliteMemoryStore(path)
    slow = SlowStore(base, delay_s=budget_ms * 2 / 1000, list_delay_s=0.0)
    cases: list[tuple[str, MemoryStore, int]] = [  # (name, store, devices talking at once)
        ("healthy store", base, 1),
        (f"slow store (+{budget_ms * 2} ms a search)", slow, 1),
        ("slow preload and search", SlowStore(base, delay_s=budget_ms * 2 / 1000), 1),
        ("slow store, 3 devices at once", slow, 3),
        ("dead store", DeadStore(delay_s=0.005), 1),
    ]
    if embedder is not None:
        cases += [
            ("hybrid store", SqliteMemoryStore(path, embedder=embedder), 1),
            (
                f"slow embedder (+{budget_ms * 2} ms a query)",
                SqliteMemoryStore(path, embedder=SlowEmbedder(embedder, budget_ms * 2 / 1000)),
                1,
            ),
        ]
    rows: list[dict[str, object]] = []
    for name, store, devices in cases:
        server = EmbeddedRedis(data_dir=workdir / f"redis-{len(rows)}").start()
        try:
            client = redis.Redis.from_url(server.url)
            settings = load_settings(
                redis_url=server.url,
                data_dir=workdir / "data",
                metrics_port=0,
                recall_budget_ms=budget_ms,
                bus_block_ms=100,
                heartbeat_s=0.5,
                log_level="error",
                device="bench",
            )
            worker = RecallWorker(settings, client, name="bench", store=store)
            thread = threading.Thread(target=worker.run, kwargs={"install_signals": False}, daemon=True)
            thread.start()
            deadline = time.monotonic() + 10
            while not client.exists(streams.alive_key("recall")) and time.monotonic() < deadline:
                time.sleep(0.02)
            sources: Counter[str] = Counter()
            publish_ms: list[float] = []
            recall_ms: list[float] = []
            rooms = [f"room-{d}" for d in range(devices)]
            for i in range(turns):
                sessions = {room: f"bench-{room}-{i // 10}" for room in rooms}
                if i % 10 == 0:  # a new conversation every 10 turns: speech started, then its turns
                    for room, session in sessions.items():
                        client.sadd(streams.DEVICES, room)
                        speech = m.SpeechStarted(device=room, session=session)
                        client.xadd(streams.SPEECH.of(room).key, speech.to_fields())
                    time.sleep(0.3)  # the person is still talking while the preload runs
                last = client.xrevrange(streams.CONTEXT.key, count=1)
                after = last[0][0].decode() if last else "0-0"
                sent = {  # every device's person stops speaking at the same moment
                    session: client.xadd(
                        streams.TRANSCRIPTS.key,
                        m.Transcript(device=room, session=session, turn=f"t{i}", text=questions(rng, 1)[0]).to_fields(),
                    )
                    for room, session in sessions.items()
                }
                give_up_at = time.monotonic() + 5
                while sent and time.monotonic() < give_up_at:
                    reply = client.xread({streams.CONTEXT.key: after}, count=len(sent), block=1_000)
                    for entry_id, fields in reply[0][1] if reply else []:
                        after = entry_id
                        ctx = m.decode(fields)
                        assert isinstance(ctx, m.PromptContext)
                        sources[ctx.source] += 1
                        recall_ms.append(ctx.recall_ms)
                        # Transcript entry to context entry, both stamped by the Redis server's clock (1 ms steps).
                        publish_ms.append(entry_ms(entry_id) - entry_ms(sent.pop(ctx.session)))
                sources["missing"] += len(sent)
                time.sleep(0.05 + (budget_ms * 2 / 1000 if "slow" in name and i % 3 == 0 else 0))
            worker.stop_event.set()
            thread.join(10)
        finally:
            server.kill()
        served_by_cache = (sources["cache"] + sources["search+cache"]) / max(turns * devices, 1)
        rows.append(
            {
                "store": name,
                "turns": turns * devices,
                "sources": dict(sources),
                "cache_share": round(served_by_cache, 3),
                "p50_ms": round(statistics.median(publish_ms), 1) if publish_ms else None,
                "worst_ms": round(max(publish_ms), 1) if publish_ms else None,
                "worst_recall_ms": round(max(recall_ms), 1) if recall_ms else None,
                "within_budget_10ms": all(v <= budget_ms + 10 for v in publish_ms) and not sources["missing"],
            }
        )
    for _name, store, _devices in cases:
        store.close()
    return rows


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sizes", default="1000,10000,100000", help="store sizes to time (comma-separated)")
    parser.add_argument("--queries", type=int, default=500, help="searches timed per size")
    parser.add_argument("--turns", type=int, default=60, help="turns per worker run")
    parser.add_argument("--worker-memories", type=int, default=2_000, help="memories in the worker runs' store")
    parser.add_argument("--budget-ms", type=int, default=250, help="the recall budget for the worker runs")
    parser.add_argument("--skip-worker", action="store_true", help="only time the store's search")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--store",
        default=None,
        help="a postgresql:// URL: time the search on PostgreSQL (a fresh schema, dropped at the end); default SQLite",
    )
    parser.add_argument("--households", type=int, default=1, help="households to fill (PostgreSQL only)")


def run_postgresql(args: argparse.Namespace, sizes: list[int]) -> int:
    """--store postgresql://...: the search on PostgreSQL, N households (recall_pg); no worker runs."""
    from koe.bench.recall_pg import print_table, search_latency

    out: dict[str, object] = {"at": now_iso(), **search_latency(args.store, args.households, sizes, args.queries)}
    if args.json:
        print(json.dumps(out))
    else:
        print_table(out)
        if not args.skip_worker:
            print("Recall worker runs: on SQLite only (run without --store for them)")
    return 0


def run(args: argparse.Namespace) -> int:
    configure_logging("error", "console")  # the figures, not the worker's per-turn logs
    sizes = [int(s) for s in str(args.sizes).split(",") if s.strip()]
    if args.households < 1:
        raise SystemExit("koe bench recall: --households must be 1 or more")
    if args.store is not None:
        if not str(args.store).startswith(("postgresql://", "postgres://")):
            raise SystemExit("koe bench recall: --store takes a postgresql:// URL (SQLite is the default)")
        return run_postgresql(args, sizes)
    if args.households != 1:
        raise SystemExit(
            "koe bench recall: --households needs --store postgresql://... (a SQLite file is one household)"
        )
    out: dict[str, object] = {"at": now_iso()}
    with tempfile.TemporaryDirectory(prefix="koe-bench-recall-") as tmp:
        measured = search_latency(sizes, args.queries, Path(tmp))
        out.update(measured)
        search: list[dict[str, object]] = measured["search"]  # type: ignore[assignment]
        if not args.json:
            emb = measured["embedder"]
            if isinstance(emb, dict):
                print(
                    f"Query embedding ({emb['model']}, one thread): p50 {emb['query_p50_ms']} ms,"
                    f" p99 {emb['query_p99_ms']} ms; loads in {emb['load_s']} s, {emb['rss_mb']} MB resident"
                )
            else:
                print("Query embedding: no embedder installed here (koe[embeddings]): BM25 alone")
            print(
                "Store search latency, warm (bm25: SQLite FTS5 alone; search: hybrid with the query's vector"
                " made beforehand; hybrid: the same with the query embedded on the way, as recall does):"
            )
            print(
                f"  {'mode':>6} {'memories':>9} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'cpu p99':>8}"
                f" {'hits':>6} {'load s':>7}"
            )
            for r in search:
                print(
                    f"  {r['mode']:>6} {r['memories']:>9} {r['p50_ms']:>8} {r['p99_ms']:>8} {r['max_ms']:>8} "
                    f"{r['cpu_p99_ms']:>8} {r['with_hits']:>6} {r['load_s']:>7}"
                )
            print(
                "  targets: search p99 under 15 ms at 10,000 and under 40 ms at 100,000 (cpu: the search's own"
                " CPU time, without waits for a busy machine; load: filling the store, vectors included)"
            )
        if not args.skip_worker:
            workers = worker_runs(args.turns, Path(tmp), args.budget_ms, args.worker_memories)
            out["worker"] = workers
            if not args.json:
                print(
                    f"Recall worker, budget {args.budget_ms} ms (time from the transcript's entry to its context's"
                    " entry, Redis clock, 1 ms steps):"
                )
                for w in workers:
                    print(
                        f"  {w['store']:<34} sources {w['sources']}  cache share {w['cache_share']:.2f}  "
                        f"p50 {w['p50_ms']} ms  worst {w['worst_ms']} ms  "
                        f"{'OK' if w['within_budget_10ms'] else 'OVER'} (target: within budget + 10 ms)"
                    )
    if args.json:
        print(json.dumps(out))
    return 0
