"""Every benchmark runs by one command and prints its figures (tiny sizes here: the code, not the numbers)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers import koe, koe_env

pytestmark = pytest.mark.slow


def test_bench_bus_prints_its_percentiles(tmp_path: Path) -> None:
    out = koe(["bench", "bus", "--entries", "200", "--rate", "1000"], koe_env(None, tmp_path))
    assert out.returncode == 0, out.stderr
    assert "| publish -> handled" in out.stdout and "p99" in out.stdout


def test_bench_recall_times_the_store_and_the_worker(tmp_path: Path) -> None:
    out = koe(
        ["bench", "recall", "--sizes", "500", "--queries", "50", "--turns", "10", "--json"],
        koe_env(None, tmp_path),
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    assert "500" in out.stdout


def test_bench_retrieval_scores_a_locomo_shaped_file(tmp_path: Path) -> None:
    data = [
        {
            "conversation": {"session_1_date_time": "1:56 pm on 8 May, 2023"},
            "observation": {
                "session_1_observation": {
                    "Ana": [["Ana adopted a dog named Biscuit.", "D1:1"], ["Ana works as a nurse at night.", "D1:2"]],
                    "Ben": [["Ben is learning to play the violin.", "D1:3"]],
                }
            },
            "qa": [
                {
                    "question": "What is the name of Ana's dog?",
                    "answer": "Biscuit",
                    "evidence": ["D1:1"],
                    "category": 4,
                },
                {
                    "question": "Which instrument is Ben learning?",
                    "answer": "violin",
                    "evidence": ["D1:3"],
                    "category": 4,
                },
                {"question": "Adversarial", "evidence": ["D1:2"], "category": 5},
            ],
        }
    ]
    path = tmp_path / "locomo.json"
    path.write_text(json.dumps(data))
    out = koe(["bench", "retrieval", "--locomo", str(path), "--json"], koe_env(None, tmp_path))
    assert out.returncode == 0, out.stderr
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    assert figures["questions"] == 2, "category 5 (adversarial) is left out"
    assert figures["recall@5"] == 1.0 and figures["recall@10"] == 1.0, "both questions find their evidence"


def test_bench_writer_reports_turns_per_second(tmp_path: Path) -> None:
    out = koe(
        ["bench", "writer", "--sessions", "2", "--turns", "10", "--batch", "5", "--single", "1"],
        koe_env(None, tmp_path),
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    assert "turns/s" in out.stdout
