"""The claim cases of the writer's quality bench agree with themselves (no model: the table only).

A `must` phrase is what the person sincerely said, so it is in the person's words or in a memory that
was there before, and the scripted model proposes it when it is new; a `must_not` phrase never sits
inside a `must` phrase or a memory that must survive, or the case could not pass; a forgotten phrase is
one no memory may hold.
"""

from __future__ import annotations

from collections import Counter

import pytest

from koe.bench.writer_quality import CASES as ALL_CASES
from koe.bench.writer_quality_cases import Case
from koe.bench.writer_quality_claim_cases import CLAIM_CASES, CLAIM_CATEGORIES
from koe.bench.writer_quality_fresh35_cases import FRESH35
from koe.bench.writer_quality_fresh36_cases import FRESH36
from koe.bench.writer_quality_sets import UNCAUGHT


def test_every_category_has_enough_cases_and_no_case_is_outside_them() -> None:
    counts = Counter(case.category for case in CLAIM_CASES)
    assert set(counts) == set(CLAIM_CATEGORIES)
    assert all(counts[c] >= 5 for c in CLAIM_CATEGORIES), counts


def test_names_are_unique_across_every_table() -> None:
    names = [case.name for case in ALL_CASES + FRESH35 + FRESH36]  # the sets not joined too
    assert len(names) == len(set(names)), [n for n, k in Counter(names).items() if k > 1]
    assert not UNCAUGHT & set(names)


@pytest.mark.parametrize("case", CLAIM_CASES, ids=lambda case: case.name)
def test_case_is_consistent(case: Case) -> None:
    said = " ".join(person for person, _ in case.turns).lower()
    before = " ".join(case.memories).lower()
    must = [p.lower() for p in case.must]
    must_not = [p.lower() for p in case.must_not]
    assert 1 <= len(case.turns) <= 3
    assert not set(must) & set(must_not)
    proposed = [t.lower() for t in (*case.proposal.add, *(t for _, t in case.proposal.update))]
    for phrase in must:
        assert phrase in said or phrase in before, f"{phrase!r} was never said"
        assert phrase in before or any(phrase in t for t in proposed), f"{phrase!r} is never proposed"
        assert not any(bad in phrase for bad in must_not), f"{phrase!r} holds a must_not phrase"
    for memory in case.memories:
        if any(p in memory.lower() for p in must):
            assert not any(bad in memory.lower() for bad in must_not), f"{memory!r} must survive but cannot"
    assert set(p.lower() for p in case.forgotten) <= set(must_not)
    n = len(case.memories)
    assert all(0 <= i < n for i, _ in case.proposal.update) and all(0 <= i < n for i in case.proposal.retire)
    assert all(p.strip() == p and p for p in (*case.must, *case.must_not, *case.forgotten))
