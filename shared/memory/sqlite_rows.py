"""How a Memory and a MemoryFilter map onto rows and WHERE clauses of the `memories` table."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from typing import Any

from shared.memory.model import Memory, MemoryFilter


def _decoded(value: Any, empty: Any) -> Any:
    """A JSON column as read back: text from SQLite, already decoded from PostgreSQL's jsonb."""
    if value is None:
        return empty
    return json.loads(value or json.dumps(empty)) if isinstance(value, str) else value


def row_to_memory(row: sqlite3.Row | Mapping[str, Any]) -> Memory:
    """A row of either store's `memories` table as a Memory."""
    extra = _decoded(row["extra"], {})
    return Memory(
        id=row["id"],
        text=row["text"],
        subject=row["subject"],
        kind=row["kind"],
        tags=list(_decoded(row["tags"], [])),
        importance=row["importance"],
        person=row["person"],
        status=row["status"],
        use_count=row["use_count"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        last_used_at=row["last_used_at"],
        source=row["source"],
        pinned=bool(row["pinned"]),
        revision=int(row["revision"]),
        observed_at=row["observed_at"],
        valid_from=row["valid_from"],
        valid_to=row["valid_to"],
        expires_at=row["expires_at"],
        recurs=row["recurs"],
        confidence=float(row["confidence"]),
        reason=row["reason"] or "",
        extra=extra if isinstance(extra, dict) else {"extra": extra},
    )


def memory_params(m: Memory) -> dict[str, Any]:
    """The row's column values, as named parameters."""
    return {
        "id": m.id,
        "text": m.text,
        "subject": m.subject or "",
        "kind": m.kind,
        "tags": json.dumps(list(m.tags)),
        "importance": int(m.importance),
        "person": m.person,
        "status": m.status,
        "use_count": int(m.use_count),
        "created_at": m.created_at,
        "updated_at": m.updated_at,
        "last_used_at": m.last_used_at,
        "source": m.source,
        "pinned": int(bool(m.pinned)),
        "revision": int(m.revision),
        "observed_at": m.observed_at,
        "valid_from": m.valid_from,
        "valid_to": m.valid_to,
        "expires_at": m.expires_at,
        "recurs": m.recurs,
        "confidence": float(m.confidence),
        "reason": m.reason or "",
        "extra": json.dumps(m.extra or {}, ensure_ascii=False, default=str),
    }


def holds_clause(at: str, alias: str = "m", mark: str = "?") -> tuple[str, list[Any]]:
    """Memories that hold at `at`: within their validity and not expired (a yearly one never expires)."""
    return (
        f"({alias}.valid_to IS NULL OR {alias}.valid_to > {mark})"
        f" AND ({alias}.expires_at IS NULL OR {alias}.recurs IS NOT NULL OR {alias}.expires_at > {mark})",
        [at, at],
    )


def filter_conditions(filters: MemoryFilter | None, alias: str = "m", mark: str = "?") -> tuple[list[str], list[Any]]:
    """The filter as conditions on `memories AS alias` and their parameters (`mark`: the driver's
    placeholder, "?" for sqlite3, "%s" for psycopg)."""
    f = filters or MemoryFilter()
    clauses: list[str] = []
    params: list[Any] = []
    for column, value in (
        ("status", f.status),
        ("kind", f.kind),
        ("person", f.person),
    ):
        if value is not None:
            clauses.append(f"{alias}.{column} = {mark}")
            params.append(value)
    if f.min_importance is not None:
        clauses.append(f"{alias}.importance >= {mark}")
        params.append(int(f.min_importance))
    if f.updated_after is not None:
        clauses.append(f"{alias}.updated_at >= {mark}")
        params.append(f.updated_after)
    if f.updated_before is not None:
        clauses.append(f"{alias}.updated_at < {mark}")
        params.append(f.updated_before)
    if f.holds_at is not None:
        clause, values = holds_clause(f.holds_at, alias, mark)
        clauses.append(clause)
        params.extend(values)
    return clauses, params


def where_clause(filters: MemoryFilter | None, alias: str = "m") -> tuple[str, list[Any]]:
    """The filter as a WHERE condition on `memories AS alias` and its parameters ("1" for no filter)."""
    clauses, params = filter_conditions(filters, alias)
    return (" AND ".join(clauses) or "1"), params
