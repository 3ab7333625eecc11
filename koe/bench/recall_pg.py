"""Recall latency on PostgreSQL: many households in one database, search timed against random ones.

`koe bench recall --store postgresql://... --households N` fills N households of the bench's synthetic
memories (koe.bench.household, a different seed per household) into a schema of its own, created for
the run and dropped at its end, then times `store.search` for spoken questions, each asked of a random
household: PostgreSQL's full text alone ("text") and hybrid with the query's vector made beforehand
("search", as recall.py's mode of that name). Every hit's memory must be one of the queried household's
(`cross`: hits from another household; must be 0).

Vectors come from the real embedding model, made once per distinct text and reused: the template
generator repeats sentences across households (about 27,000 distinct texts in 50 x 2,000), and a
memory's vector depends only on its text, so the stored vectors are the ones the model would give.
"""

from __future__ import annotations

import gc
import random
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from koe.bench.household import fill, questions
from koe.bench.recall import KnownVectors
from koe.bench.stats import percentile
from shared.memory.pg_connections import owner_connection
from shared.memory.pg_store import PgMemoryStore

SEED = 7  # household h fills with seed SEED + h


class SharedVectors:
    """The real embedder with one vector per distinct text: each text goes to the model once."""

    def __init__(self, embedder: Any) -> None:
        self.embedder = embedder
        self.name, self.dim, self.version, self.model_id = (
            embedder.name,
            embedder.dim,
            embedder.version,
            embedder.model_id,
        )
        self._known: dict[str, Any] = {}
        self.embedded = 0
        self.reused = 0
        self.embed_s = 0.0

    def embed(self, texts: list[str]) -> Any:
        import numpy as np

        missing = [t for t in dict.fromkeys(texts) if t not in self._known]
        if missing:
            started = time.perf_counter()
            for text, vector in zip(missing, self.embedder.embed(missing), strict=True):
                self._known[text] = vector
            self.embed_s += time.perf_counter() - started
        self.embedded += len(missing)
        self.reused += len(texts) - len(missing)
        return np.stack([self._known[t] for t in texts]) if texts else np.zeros((0, self.dim), dtype=np.float32)

    def embed_one(self, text: str) -> Any:
        return self.embed([text])[0]


@contextmanager
def bench_schema(url: str) -> Iterator[str]:
    """A fresh schema for this run, dropped (with everything in it) at the end."""
    schema = "koe_bench_" + uuid.uuid4().hex[:12]
    with owner_connection(url, None) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield schema
    finally:
        with owner_connection(url, None) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


def fill_households(url: str, schema: str, households: int, size: int, embedder: Any | None) -> dict[str, set[str]]:
    """Fill each household (bulk_add, through the store); returns each household's memory ids."""
    ids: dict[str, set[str]] = {}
    for h in range(households):
        name = f"bench-{h:03d}"
        with PgMemoryStore(url, name, embedder=embedder, schema=schema) as store:
            fill(store, size, seed=SEED + h)
            ids[name] = {m.id for m in store.list(limit=size + 1)}
    return ids


def timed(stores: dict[str, PgMemoryStore], ids: dict[str, set[str]], asked: list[tuple[str, str]]) -> dict[str, Any]:
    """Search each (household, question); latency, CPU time, hits, and hits from another household."""
    for store in stores.values():  # warm: each store loads its household's vectors on first search
        store.search("warm up", size=10, session="bench")
    gc.collect()
    lat: list[float] = []
    cpu: list[float] = []
    with_hits = cross = 0
    for name, question in asked:
        t = time.perf_counter()
        c = time.thread_time()
        result = stores[name].search(question, size=10, session="bench")
        cpu.append((time.thread_time() - c) * 1000)
        lat.append((time.perf_counter() - t) * 1000)
        with_hits += bool(result.hits)
        cross += sum(hit.memory.id not in ids[name] for hit in result.hits)
    return {
        "p50_ms": round(percentile(lat, 0.5), 2),
        "p95_ms": round(percentile(lat, 0.95), 2),
        "p99_ms": round(percentile(lat, 0.99), 2),
        "max_ms": round(max(lat), 2),
        "cpu_p99_ms": round(percentile(cpu, 0.99), 2),
        "with_hits": round(with_hits / len(asked), 3),
        "cross_household": cross,
    }


def search_latency(url: str, households: int, sizes: list[int], queries: int) -> dict[str, Any]:
    """Fill `households` x each size into a fresh schema and time searches against random households."""
    from shared.memory.embedder import load_embedder

    embedder = load_embedder()
    vectors = SharedVectors(embedder) if embedder is not None else None
    rows: list[dict[str, Any]] = []
    schemas: list[str] = []
    for size in sizes:
        with bench_schema(url) as schema:
            schemas.append(schema)
            started = time.perf_counter()
            ids = fill_households(url, schema, households, size, vectors)
            load_s = time.perf_counter() - started
            rng = random.Random(11)
            asked = [(f"bench-{rng.randrange(households):03d}", q) for q in questions(rng, queries)]
            modes: list[tuple[str, Any]] = [("text", None)]
            if embedder is not None:
                modes.append(("search", KnownVectors(embedder, [q for _, q in asked])))
            for mode, emb in modes:
                stores = {name: PgMemoryStore(url, name, embedder=emb, schema=schema) for name in ids}
                try:
                    figures = timed(stores, ids, asked)
                finally:
                    for store in stores.values():
                        store.close()
                rows.append(
                    {
                        "mode": mode,
                        "households": households,
                        "memories": size,
                        "queries": len(asked),
                        **figures,
                        "load_s": round(load_s, 1),
                    }
                )
    made = None
    if vectors is not None:
        made = {
            "model": vectors.model_id,
            "embedded": vectors.embedded,
            "reused": vectors.reused,
            "embed_s": round(vectors.embed_s, 1),
        }
    return {"store": "postgresql", "households": households, "vectors": made, "search": rows, "schemas": schemas}


def print_table(measured: dict[str, Any]) -> None:
    made = measured["vectors"]
    if made:
        print(
            f"Vectors: {made['model']}, made once per distinct text and reused ({made['embedded']} texts embedded"
            f" in {made['embed_s']} s, {made['reused']} memories given a vector already made)"
        )
    else:
        print("Vectors: no embedder installed here (koe[embeddings]): full text alone")
    print(
        f"Store search latency on PostgreSQL, warm, {measured['households']} households, each question asked of a"
        " random one (text: PostgreSQL full text alone; search: hybrid with the query's vector made beforehand):"
    )
    print(
        f"  {'mode':>6} {'households':>10} {'memories':>9} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}"
        f" {'cpu p99':>8} {'hits':>6} {'cross':>6} {'load s':>7}"
    )
    for r in measured["search"]:
        print(
            f"  {r['mode']:>6} {r['households']:>10} {r['memories']:>9} {r['p50_ms']:>8} {r['p95_ms']:>8}"
            f" {r['p99_ms']:>8} {r['max_ms']:>8} {r['cpu_p99_ms']:>8} {r['with_hits']:>6} {r['cross_household']:>6}"
            f" {r['load_s']:>7}"
        )
    print(
        "  target: search p99 <= 50 ms at 50 households x 2,000 memories (memories: per household; cross: hits"
        " from another household, must be 0; load: filling every household, vectors included)"
    )
