"""How a Memory and a MemoryFilter map onto the PostgreSQL `memories` table, its rows and conditions.

Every condition built here starts with the household (`m.household_id = %s`): the row-level-security
policy already keeps other households' rows out, and each query says so too, so that a mistake in one
of the two never shows another household's memories.
"""

from __future__ import annotations

import json
from typing import Any

from shared.memory.model import Memory, MemoryFilter
from shared.memory.sqlite_rows import filter_conditions, memory_params
from shared.memory.sqlite_writes import noted_words

# The document's columns as read back (not the search column: the database's own business).
COLUMNS = (
    "id, seq, text, subject, kind, tags, importance, person, status, use_count, created_at, updated_at,"
    " last_used_at, source, extra, pinned, revision, observed_at, valid_from, valid_to, expires_at, recurs,"
    " confidence, reason"
)
# The same with the table's alias, and the key hybrid search matches vectors by (SQLite's rowid).
M_COLUMNS = ", ".join(f"m.{c.strip()}" for c in COLUMNS.split(",")) + ", m.seq AS rowid"
JSON_COLUMNS = ("tags", "extra")  # (read back decoded: sqlite_rows.row_to_memory takes either store's rows)


def pg_params(m: Memory, household: str) -> dict[str, Any]:
    """The row's column values as named parameters (JSON as text, cast by `value_marks`)."""
    params = memory_params(m)
    params["pinned"] = bool(m.pinned)
    params["tag_words"] = " ".join(m.tags)
    params["noted_words"] = noted_words(m)
    params["household_id"] = household
    return params


def value_mark(column: str) -> str:
    """The placeholder of one column's value: JSON columns are sent as text and cast."""
    return f"%({column})s::jsonb" if column in JSON_COLUMNS else f"%({column})s"


def where_clause(household: str, filters: MemoryFilter | None, alias: str = "m") -> tuple[str, list[Any]]:
    """The household, then the filter, as a WHERE condition on `memories AS alias`, and its parameters."""
    clauses, params = filter_conditions(filters, alias, "%s")
    return " AND ".join([f"{alias}.household_id = %s", *clauses]), [household, *params]


def as_json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)
