"""Recall latency: store search at 1k/10k/100k memories, and the recall worker with a slow or dead store.

Part 1 fills a SQLite store with synthetic household memories (template sentences about a family,
their friends, food, plans, pets, work, hobbies) and times `search()` for spoken-style questions:
p50 / p99 / max. Targets on the 2-core CI box: p99 under 5 ms at 10,000 and under 20 ms at 100,000.

Part 2 runs the real RecallWorker on an embedded Redis three ways: a healthy store, a store slowed
on purpose (each search sleeps longer than the budget) and a dead store (every call fails). For
each it reports where the prompt contexts came from (search / cache / none) and the worst time from
a transcript's arrival to its published context. Target: every context within budget + 10 ms.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

from shared.logs import configure_logging
from shared.memory.model import Memory, now_iso
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.memory.store import MemoryStore

FAMILY = ["Maya", "Leo", "Nora", "Sam"]
OTHERS = [
    "Grandma Rosa",
    "Uncle Pete",
    "Aunt Lin",
    "Jonas",
    "Priya",
    "Tomasz",
    "Hana",
    "Diego",
    "Ines",
    "Kofi",
    "Mei",
    "Oskar",
    "Fatima",
    "Ravi",
    "Chloe",
    "Bjorn",
    "Amara",
    "Yusuf",
    "Elena",
    "Marco",
    "Sofia",
    "Kenji",
    "Lucia",
    "Omar",
    "Freya",
    "Mateo",
    "Aisha",
    "Henrik",
    "Zoe",
    "Pablo",
]
FOODS = [
    "sushi",
    "lasagna",
    "pad thai",
    "falafel",
    "ramen",
    "tacos",
    "risotto",
    "dumplings",
    "paella",
    "curry",
    "pancakes",
    "pho",
    "burritos",
    "gnocchi",
    "shakshuka",
    "pierogi",
    "biryani",
    "moussaka",
    "oatmeal",
    "kimchi stew",
    "fish pie",
    "bibimbap",
    "goulash",
    "hummus",
    "ceviche",
]
ALLERGENS = ["peanuts", "shellfish", "gluten", "dairy", "eggs", "sesame", "cats", "pollen", "penicillin"]
HOBBIES = [
    "chess",
    "piano",
    "rock climbing",
    "pottery",
    "birdwatching",
    "knitting",
    "salsa dancing",
    "sourdough baking",
    "woodworking",
    "photography",
    "gardening",
    "trail running",
    "sailing",
    "watercolor painting",
    "board games",
    "origami",
    "fencing",
    "archery",
    "beekeeping",
    "cello",
    "kayaking",
    "calligraphy",
    "astronomy",
    "skateboarding",
    "yoga",
]
PLACES = [
    "Lisbon",
    "Osaka",
    "Denver",
    "Reykjavik",
    "Cape Town",
    "Vancouver",
    "Krakow",
    "Hanoi",
    "Marrakech",
    "Oaxaca",
    "Edinburgh",
    "Seoul",
    "Tasmania",
    "Patagonia",
    "the Dolomites",
    "Crete",
    "Montreal",
    "Kyoto",
    "Tallinn",
    "Cartagena",
]
JOBS = [
    "nurse",
    "software engineer",
    "teacher",
    "architect",
    "electrician",
    "accountant",
    "chef",
    "pharmacist",
    "graphic designer",
    "physiotherapist",
    "librarian",
    "veterinarian",
]
PETS = [
    ("dog", "Biscuit"),
    ("cat", "Miso"),
    ("rabbit", "Clover"),
    ("parrot", "Kiwi"),
    ("dog", "Pepper"),
    ("hamster", "Nugget"),
    ("cat", "Pickle"),
    ("tortoise", "Sheldon"),
]
THINGS = [
    "dishwasher",
    "boiler",
    "car",
    "bicycle",
    "laptop",
    "washing machine",
    "roof",
    "fridge",
    "garage door",
    "lawn mower",
    "printer",
    "heat pump",
    "piano",
    "sofa",
    "garden fence",
]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
SHOWS = [
    "The Expanse",
    "Bluey",
    "Great British Bake Off",
    "Planet Earth",
    "Severance",
    "Only Murders",
    "Slow Horses",
    "Shogun",
    "The Bear",
    "Ted Lasso",
]


def _person(rng: random.Random) -> str:
    return rng.choice(FAMILY) if rng.random() < 0.6 else rng.choice(OTHERS)


def household_memory(rng: random.Random, i: int) -> Memory:
    """One realistic household memory: a standalone third-person sentence with subject and tags."""
    p = _person(rng)
    n = rng.randint(1, 28)
    month = rng.choice(MONTHS)
    pick = rng.randrange(16)
    if pick == 0:
        food = rng.choice(FOODS)
        return Memory(
            text=f"{p} loves {food} and asks for it on birthdays.",
            subject=f"{p} {food}",
            kind="preference",
            tags=[p.lower(), "food"],
            importance=3,
        )
    if pick == 1:
        a = rng.choice(ALLERGENS)
        return Memory(
            text=f"{p} is allergic to {a}.",
            subject=f"{p} allergy",
            kind="fact",
            tags=[p.lower(), "allergy", a],
            importance=5,
        )
    if pick == 2:
        return Memory(
            text=f"{p}'s birthday is on {month} {n}.",
            subject=f"{p} birthday",
            kind="event",
            tags=[p.lower(), "birthday"],
            importance=4,
        )
    if pick == 3:
        h = rng.choice(HOBBIES)
        return Memory(
            text=f"{p} started {h} lessons on {rng.choice(DAYS)} evenings.",
            subject=f"{p} {h}",
            kind="interest",
            tags=[p.lower(), "hobby"],
            importance=3,
        )
    if pick == 4:
        place = rng.choice(PLACES)
        return Memory(
            text=f"The family plans a trip to {place} in {month} {2026 + n % 2}.",
            subject=f"trip {place}",
            kind="plan",
            tags=["travel", place.lower()],
            importance=4,
        )
    if pick == 5:
        job = rng.choice(JOBS)
        return Memory(
            text=f"{p} works as a {job} and has {rng.choice(DAYS)}s off.",
            subject=f"{p} work",
            kind="fact",
            tags=[p.lower(), "work"],
            importance=4,
        )
    if pick == 6:
        kind, name = rng.choice(PETS)
        return Memory(
            text=f"The {kind} {name} needs a vet check-up every {n} weeks.",
            subject=f"{kind} {name}",
            kind="fact",
            tags=["pet", kind],
            importance=3,
        )
    if pick == 7:
        thing = rng.choice(THINGS)
        return Memory(
            text=f"The {thing} was repaired on {month} {n} after it broke down.",
            subject=f"{thing} repair",
            kind="event",
            tags=["home", thing],
            importance=2,
        )
    if pick == 8:
        show = rng.choice(SHOWS)
        return Memory(
            text=f"{p} is watching {show} and is on season {1 + n % 4}.",
            subject=f"{p} {show}",
            kind="interest",
            tags=[p.lower(), "tv"],
            importance=2,
        )
    if pick == 9:
        return Memory(
            text=f"{p} has a dentist appointment on {rng.choice(DAYS)} at {1 + n % 11} pm.",
            subject=f"{p} dentist",
            kind="plan",
            tags=[p.lower(), "health"],
            importance=4,
        )
    if pick == 10:
        thing = rng.choice(THINGS)
        return Memory(
            text=f"As of {month} 2026, the household is evaluating a new {thing}.",
            subject=f"new {thing}",
            kind="project",
            tags=["shopping", thing],
            importance=3,
        )
    if pick == 11:
        q = _person(rng)
        return Memory(
            text=f"{p} and {q} play {rng.choice(HOBBIES)} together every {rng.choice(DAYS)}.",
            subject=f"{p} {q}",
            kind="person",
            tags=[p.lower(), q.lower()],
            importance=3,
        )
    if pick == 12:
        food = rng.choice(FOODS)
        return Memory(
            text=f"{p} dislikes {food} because it is too {rng.choice(['spicy', 'sweet', 'salty'])}.",
            subject=f"{p} {food}",
            kind="preference",
            tags=[p.lower(), "food"],
            importance=2,
        )
    if pick == 13:
        place = rng.choice(PLACES)
        return Memory(
            text=f"{p} grew up in {place} and still has friends there.",
            subject=f"{p} hometown",
            kind="fact",
            tags=[p.lower(), place.lower()],
            importance=4,
        )
    if pick == 14:
        return Memory(
            text=f"{p} is training for a {5 * (1 + n % 4)} km race in {month}.",
            subject=f"{p} race",
            kind="project",
            tags=[p.lower(), "running"],
            importance=3,
        )
    where = rng.choice(["attic", "garage", "kitchen drawer"])
    return Memory(
        text=f"{p} found that the {rng.choice(THINGS)} manual is in the {where}.",
        subject="manual location",
        kind="finding",
        tags=["home"],
        importance=2,
    )


QUESTIONS = [
    "Hey koe, what is {p} allergic to?",
    "When is {p}'s birthday again?",
    "What food does {p} love?",
    "Where are we going on holiday in {m}?",
    "Remind me what {p} does for work.",
    "When does the {pet} need to see the vet?",
    "When was the {thing} repaired?",
    "What show is {p} watching at the moment?",
    "When is {p}'s dentist appointment?",
    "Are we still looking at a new {thing}?",
    "What hobby did {p} pick up recently?",
    "Please tell me who {p} plays {h} with.",
    "Where did {p} grow up?",
    "Is {p} training for a race?",
    "Where is the {thing} manual?",
    "I am feeling peckish, any {food} ideas for {p}?",
]


def questions(rng: random.Random, n: int) -> list[str]:
    out = []
    for _ in range(n):
        t = rng.choice(QUESTIONS)
        out.append(
            t.format(
                p=_person(rng),
                m=rng.choice(MONTHS),
                pet=rng.choice(PETS)[0],
                thing=rng.choice(THINGS),
                h=rng.choice(HOBBIES),
                food=rng.choice(FOODS),
            )
        )
    return out


def fill(store: MemoryStore, count: int, seed: int = 7, batch: int = 5_000) -> None:
    rng = random.Random(seed)
    day0 = time.time() - 400 * 86_400
    done = store.count(None)
    while done < count:
        chunk = []
        for i in range(done, min(count, done + batch)):
            m = household_memory(rng, i)
            m.created_at = m.updated_at = time.strftime(
                "%Y-%m-%dT%H:%M:%SZ", time.gmtime(day0 + i * 400 * 86_400 / max(count, 1))
            )
            chunk.append(m)
        store.bulk_add(chunk)
        done += len(chunk)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def search_latency(sizes: list[int], queries: int, workdir: Path) -> list[dict[str, float]]:
    rng = random.Random(11)
    rows = []
    with SqliteMemoryStore(workdir / "bench.sqlite3") as store:
        for size in sizes:
            t0 = time.perf_counter()
            fill(store, size)
            load_s = time.perf_counter() - t0
            qs = questions(rng, queries)
            for q in qs[:20]:  # warm the page cache, as a running worker's would be
                store.search(q)
            lat: list[float] = []
            cpu: list[float] = []  # this thread's CPU time: the search's own cost, without preemption
            hits = 0
            for q in qs:
                t, c = time.perf_counter(), time.thread_time()
                result = store.search(q, size=10, session="bench")
                lat.append((time.perf_counter() - t) * 1000)
                cpu.append((time.thread_time() - c) * 1000)
                hits += bool(result.hits)
            rows.append(
                {
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
    return rows


def _entry_ms(entry_id: bytes | str) -> int:
    text = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
    return int(text.split("-")[0])


def worker_runs(turns: int, workdir: Path, budget_ms: int) -> list[dict[str, object]]:
    """The real RecallWorker on an embedded Redis, with a healthy, a slowed and a dead store."""
    import redis

    from services.recall.worker import RecallWorker
    from shared import messages as m
    from shared import streams
    from shared.embedded import EmbeddedRedis
    from shared.memory.faults import DeadStore, SlowStore
    from shared.settings import load_settings

    rng = random.Random(5)
    base = SqliteMemoryStore(workdir / "worker.sqlite3")
    fill(base, 2_000)
    cases: list[tuple[str, MemoryStore]] = [
        ("healthy store", base),
        (f"slow store (+{budget_ms * 2} ms a search)", SlowStore(base, delay_s=budget_ms * 2 / 1000, list_delay_s=0.0)),
        ("slow preload and search", SlowStore(base, delay_s=budget_ms * 2 / 1000)),
        ("dead store", DeadStore(delay_s=0.005)),
    ]
    rows: list[dict[str, object]] = []
    for name, store in cases:
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
            session = "bench-0"
            for i in range(turns):
                if i % 10 == 0:  # a new conversation every 10 turns: speech started, then its turns
                    session = f"bench-{i // 10}"
                    client.xadd(streams.SPEECH.key, m.SpeechStarted(device="bench", session=session).to_fields())
                    time.sleep(0.3)  # the person is still talking while the preload runs
                last = client.xrevrange(streams.CONTEXT.key, count=1)
                after = last[0][0].decode() if last else "0-0"
                sent = client.xadd(
                    streams.TRANSCRIPTS.key,
                    m.Transcript(device="bench", session=session, turn=f"t{i}", text=questions(rng, 1)[0]).to_fields(),
                )
                reply = client.xread({streams.CONTEXT.key: after}, count=1, block=5_000)
                if not reply:
                    sources["missing"] += 1
                    continue
                ctx = m.decode(reply[0][1][0][1])
                assert isinstance(ctx, m.PromptContext)
                sources[ctx.source] += 1
                recall_ms.append(ctx.recall_ms)
                # Transcript entry to context entry, both stamped by the Redis server's clock (1 ms steps).
                publish_ms.append(_entry_ms(reply[0][1][0][0]) - _entry_ms(sent))
                time.sleep(0.05 + (budget_ms * 2 / 1000 if "slow" in name and i % 3 == 0 else 0))
            worker.stop_event.set()
            thread.join(10)
        finally:
            server.kill()
        served_by_cache = (sources["cache"] + sources["search+cache"]) / max(turns, 1)
        rows.append(
            {
                "store": name,
                "turns": turns,
                "sources": dict(sources),
                "cache_share": round(served_by_cache, 3),
                "p50_ms": round(statistics.median(publish_ms), 1) if publish_ms else None,
                "worst_ms": round(max(publish_ms), 1) if publish_ms else None,
                "worst_recall_ms": round(max(recall_ms), 1) if recall_ms else None,
                "within_budget_10ms": all(v <= budget_ms + 10 for v in publish_ms) and not sources["missing"],
            }
        )
    base.close()
    return rows


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sizes", default="1000,10000,100000", help="store sizes to time (comma-separated)")
    parser.add_argument("--queries", type=int, default=500, help="searches timed per size")
    parser.add_argument("--turns", type=int, default=60, help="turns per worker run")
    parser.add_argument("--budget-ms", type=int, default=250, help="the recall budget for the worker runs")
    parser.add_argument("--skip-worker", action="store_true", help="only time the store's search")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


def run(args: argparse.Namespace) -> int:
    configure_logging("error", "console")  # the figures, not the worker's per-turn logs
    sizes = [int(s) for s in str(args.sizes).split(",") if s.strip()]
    out: dict[str, object] = {"at": now_iso()}
    with tempfile.TemporaryDirectory(prefix="koe-bench-recall-") as tmp:
        search = search_latency(sizes, args.queries, Path(tmp))
        out["search"] = search
        if not args.json:
            print("Store search latency (SQLite FTS5, warm, one thread):")
            print(
                f"  {'memories':>9} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} {'cpu p99':>8} {'hits':>6} {'load s':>7}"
            )
            for r in search:
                print(
                    f"  {r['memories']:>9} {r['p50_ms']:>8} {r['p99_ms']:>8} {r['max_ms']:>8} "
                    f"{r['cpu_p99_ms']:>8} {r['with_hits']:>6} {r['load_s']:>7}"
                )
            print(
                "  targets: p99 under 5 ms at 10,000 and under 20 ms at 100,000 (cpu: the search's own"
                " CPU time, without waits for a busy machine)"
            )
        if not args.skip_worker:
            workers = worker_runs(args.turns, Path(tmp), args.budget_ms)
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
