"""The house rules a reader relies on: small modules, one declaration per stage, code that states its
own reasons. (The import arrows are checked by import-linter in `make lint`, part of `make test`.)"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from shared import stages
from shared.stages import STAGES, groups
from shared.worker import check_reads
from tests.helpers import REPO

MAX_MODULE_LINES = 400
CODE = [p for top in ("koe", "services", "shared") for p in sorted((REPO / top).rglob("*.py"))]


def test_code_exists_where_the_layout_says() -> None:
    assert {p.relative_to(REPO).parts[0] for p in CODE} == {"koe", "services", "shared"}
    stages = {p.relative_to(REPO / "services").parts[0] for p in CODE if p.is_relative_to(REPO / "services")}
    assert stages - {"__init__.py"} == set(STAGES)


@pytest.mark.parametrize("path", CODE, ids=lambda p: str(p.relative_to(REPO)))
def test_no_module_is_over_400_lines(path: Path) -> None:
    lines = len(path.read_text().splitlines())
    assert lines <= MAX_MODULE_LINES, f"{path.relative_to(REPO)} has {lines} lines: split it by concept"


def test_code_states_its_reasons_instead_of_citing_documents() -> None:
    cites = re.compile(r"\bseeds?\s*0\d\d\b|\bseed's\b|\bseeds'|\bthe seeds?\b|\bissue\s*#?\d+\b|\bDESIGN\.md\b", re.I)
    found = [
        f"{p.relative_to(REPO)}:{n}: {line.strip()}"
        for p in CODE
        for n, line in enumerate(p.read_text().splitlines(), 1)
        if cites.search(line)
    ]
    assert not found, "\n".join(found)


def test_the_import_contracts_hold() -> None:
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint), "--no-cache"], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout[-3000:]
    assert "2 kept, 0 broken" in result.stdout


@pytest.mark.parametrize("name", sorted(STAGES))
def test_each_worker_handles_exactly_the_streams_its_stage_reads(name: str) -> None:
    spec = STAGES[name]
    if spec.missing():
        pytest.skip(f"{name} needs {spec.missing()} (not installed here)")
    cls = spec.load()
    assert cls.stage == name == stages.stage_of(cls)
    if not hasattr(cls, "handlers"):
        assert spec.reads == (), "the agent reads with plain XREAD, as no group"
        return
    worker = cls.__new__(cls)  # handlers() only names bound methods: no setup needed
    check_reads(name, worker.handlers())


def test_groups_are_derived_from_the_stage_table() -> None:
    table = groups()
    assert table["koe:transcripts"] == ("recall", "llm")
    assert all(table[s.key] for spec in STAGES.values() for s in spec.reads)
    assert len({spec.metrics_port for spec in STAGES.values()}) == len(STAGES), "one port per stage"
