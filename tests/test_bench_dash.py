"""`koe bench dash` end to end, on short windows: two real `koe up` stacks, three chromium pages, and the
figures it prints (CPU per process, what the dashboard adds, the live tail's latency, the verdict)."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from tests.helpers import REPO

pytestmark = pytest.mark.slow


def test_the_dash_benchmark_prints_cpu_and_latency_figures_and_a_verdict() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "koe.cli.main", "bench", "dash", "--seconds", "5", "--settle", "5", "--entries", "10"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=150,
    )
    out = done.stdout
    assert done.returncode == 0, done.stderr + out
    assert re.search(r"\| dashboard \| – \| \d+\.\d\d% \|", out), "the dashboard runs in the second phase only"
    assert re.search(r"\| \*\*koe up's whole tree\*\* \| \d+\.\d\d% \| \d+\.\d\d% \| -?\d+\.\d\d% \|", out), out
    assert re.search(r"added by the dashboard and metrics: -?\d+\.\d\d% of one core, -?\d+\.\d\d% of the", out)
    assert re.search(r"metrics scrapes answered: (\d+) of \1 ", out), "each stage served /metrics on its own port"
    assert re.search(r"\| \*\*all pages\*\* \| 30 \| \d+ \| \d+ \| \d+ \|", out), "10 entries in each of 3 pages"
    assert "every entry appeared in every page exactly once" in out
    assert re.search(r"verdict: CPU added .* target; p95 latency \d+ ms (meets|MISSES) the 500 ms target", out)
