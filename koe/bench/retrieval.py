"""Retrieval quality on LoCoMo: recall@5 and @10 of the store's search over LoCoMo's observations.

Per conversation, its observations become memories in a fresh store (the evidence dia_ids they came
from kept as their source). Each question of categories 1-4 is asked as a query, exactly as the
recall worker searches; recall@k is the share of the question's evidence ids covered by the sources
of the top k memories, averaged over questions. See ../shared/data/README.md: plain BM25 with stop
words removed reaches about 0.52 / 0.57; about 0.80 of the evidence is covered by any observation.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shared.memory.model import Memory, now_iso
from shared.memory.sqlite_store import SqliteMemoryStore

REPO = Path(__file__).resolve().parents[2]
DEFAULT_LOCOMO = REPO.parent / "shared" / "data" / "locomo" / "locomo10.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
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


@dataclass
class Figures:
    questions: int = 0
    found: dict[int, float] = field(default_factory=lambda: defaultdict(float))  # k -> summed recall
    by_category: dict[int, list[float]] = field(default_factory=lambda: defaultdict(lambda: [0, 0.0, 0.0]))
    ceiling: float = 0.0  # summed share of evidence that any observation covers
    search_ms: list[float] = field(default_factory=list)

    def recall(self, k: int) -> float:
        return self.found[k] / self.questions if self.questions else 0.0


def evaluate(conv: dict[str, Any], workdir: Path, figures: Figures, ks: tuple[int, ...] = (5, 10)) -> None:
    memories = observations(conv)
    with SqliteMemoryStore(workdir / f"{conv.get('sample_id', 'conv')}.sqlite3") as store:
        store.bulk_add(memories)
        coverable = {i for mem in memories for i in (mem.source or "").split(",") if i}
        for qa in conv.get("qa", []):
            category = qa.get("category")
            evidence = dia_ids(qa.get("evidence"))
            if category not in CATEGORIES or not evidence:
                continue
            started = time.perf_counter()
            result = store.search(str(qa.get("question", "")), size=max(ks))
            figures.search_ms.append((time.perf_counter() - started) * 1000)
            figures.questions += 1
            cat = figures.by_category[category]
            cat[0] += 1
            figures.ceiling += len(evidence & coverable) / len(evidence)
            for k in ks:
                covered: set[str] = set()
                for hit in result.hits[:k]:
                    covered |= set((hit.memory.source or "").split(","))
                share = len(evidence & covered) / len(evidence)
                figures.found[k] += share
                if k == 5:
                    cat[1] += share
                elif k == 10:
                    cat[2] += share


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--locomo", type=Path, default=DEFAULT_LOCOMO, help=f"path to locomo10.json (default {DEFAULT_LOCOMO})"
    )
    parser.add_argument("--conversations", type=int, default=0, help="only the first N conversations (0: all)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")


def run(args: argparse.Namespace) -> int:
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
    figures = Figures()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="koe-locomo-") as tmp:
        for conv in data:
            evaluate(conv, Path(tmp), figures)
    elapsed = time.perf_counter() - started
    lat = sorted(figures.search_ms)
    out = {
        "conversations": len(data),
        "questions": figures.questions,
        "recall@5": round(figures.recall(5), 3),
        "recall@10": round(figures.recall(10), 3),
        "ceiling": round(figures.ceiling / max(figures.questions, 1), 3),
        "by_category": {
            CATEGORIES[c]: {"questions": v[0], "recall@5": round(v[1] / v[0], 3), "recall@10": round(v[2] / v[0], 3)}
            for c, v in sorted(figures.by_category.items())
        },
        "search_ms_p50": round(lat[len(lat) // 2], 2) if lat else None,
        "seconds": round(elapsed, 1),
    }
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"LoCoMo retrieval: {out['conversations']} conversations, {out['questions']} questions (categories 1-4)")
    print(f"  recall@5  {out['recall@5']:.3f}   (plain BM25 about 0.52)")
    print(f"  recall@10 {out['recall@10']:.3f}   (plain BM25 about 0.57; ceiling {out['ceiling']:.3f})")
    for name, c in out["by_category"].items():
        print(f"  {name:<12} {c['questions']:>4} questions  @5 {c['recall@5']:.3f}  @10 {c['recall@10']:.3f}")
    print(f"  search p50 {out['search_ms_p50']} ms; {out['seconds']} s in all")
    return 0
