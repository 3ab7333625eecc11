"""The seven sets written for session 32 by authors who saw none of the writer's rules, each run once before it
was read (docs/writer.md, "Session 32"): three on session 31's final code, two on the rules read from those
three, two on the rules read from the five."""

from __future__ import annotations

from koe.bench.writer_quality_cases import Case
from koe.bench.writer_quality_claims60_cases import CLAIMS60
from koe.bench.writer_quality_claims61_cases import CLAIMS61
from koe.bench.writer_quality_claims62_cases import CLAIMS62
from koe.bench.writer_quality_forget60_cases import FORGET60
from koe.bench.writer_quality_fresh60_cases import FRESH60
from koe.bench.writer_quality_fresh61_cases import FRESH61
from koe.bench.writer_quality_fresh62_cases import FRESH62

SESSION_32: tuple[Case, ...] = FRESH60 + FORGET60 + CLAIMS60 + FRESH61 + CLAIMS61 + FRESH62 + CLAIMS62
