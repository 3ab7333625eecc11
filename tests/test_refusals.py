"""The writer's refused proposals on a real Redis: kept newest first and capped, bad entries skipped, gone
with a forgotten turn (shared/turn_redaction.py), and never a reason for a batch to fail."""

from __future__ import annotations

import json

import redis
from structlog.testing import capture_logs

from shared import refusals, streams
from shared.memory.model import Memory
from shared.turn_redaction import redact_turns

BOAT = "add The user has a boat named Selkie."


def test_each_refused_proposal_is_kept_newest_first_with_its_check(rclient: redis.Redis) -> None:
    refusals.record(rclient, batch="b1", session="s1", turns=["t1"], rejected=[[BOAT, "said in a story"]], at=1.0)
    refusals.record(
        rclient,
        batch="b2",
        session="s2",
        turns=["t2", "t3"],
        rejected=[[BOAT, "only if", "hypothetical"], ["retire mem-2", "nobody said so", "no_claim"]],
        at=2.0,
    )
    got = refusals.recent(rclient)
    assert [(r["batch"], r["op"], r["text"], r["check"]) for r in got] == [
        ("b2", "add", "The user has a boat named Selkie.", "hypothetical"),
        ("b2", "retire", "mem-2", "no_claim"),
        ("b1", "add", "The user has a boat named Selkie.", ""),  # an older plan's [what, why]
    ]
    assert got[0] == {
        "op": "add",
        "text": "The user has a boat named Selkie.",
        "why": "only if",
        "check": "hypothetical",
        "batch": "b2",
        "session": "s2",
        "turns": ["t2", "t3"],
        "at": 2.0,
    }
    assert 0 < rclient.ttl(streams.WRITER_REFUSALS) <= 30 * 86_400, "kept no longer than the turns"
    assert refusals.recent(rclient, limit=1) == got[:1]


def test_the_list_keeps_the_newest_200_and_skips_what_is_not_an_entry(rclient: redis.Redis) -> None:
    for n in range(refusals.KEEP + 30):
        refusals.record(rclient, batch=f"b{n}", session="s", turns=[f"t{n}"], rejected=[[f"add n{n}", "why"]], at=n)
    assert rclient.llen(streams.WRITER_REFUSALS) == refusals.KEEP
    assert refusals.recent(rclient, limit=1)[0]["batch"] == f"b{refusals.KEEP + 29}"
    rclient.lpush(streams.WRITER_REFUSALS, "{not json", json.dumps(["a", "list"]), b"\xff")
    got = refusals.recent(rclient, limit=4)
    assert [r["batch"] for r in got] == [f"b{refusals.KEEP + 29}"]
    refusals.record(rclient, batch="none", session="s", turns=["t"], rejected=[], at=0)
    assert rclient.llen(streams.WRITER_REFUSALS) == refusals.KEEP + 3, "nothing refused, nothing kept"


def test_forgetting_a_turn_removes_every_refusal_that_came_from_it(rclient: redis.Redis) -> None:
    refusals.record(rclient, batch="b1", session="s", turns=["t1", "t2"], rejected=[[BOAT, "story", "story"]], at=1)
    refusals.record(rclient, batch="b2", session="s", turns=["t3"], rejected=[["add Mo likes tea.", "quoted"]], at=2)
    rclient.lpush(streams.WRITER_REFUSALS, "{not json")
    assert refusals.purge_turns(rclient, set()) == 0
    assert refusals.purge_turns(rclient, {"t9"}) == 0
    assert refusals.purge_turns(rclient, {"t2"}) == 1
    assert [r["batch"] for r in refusals.recent(rclient)] == ["b2"]
    # The redaction that forgetting runs takes them with the turns a memory rests on.
    memory = Memory(
        text="Mo likes green tea.",
        subject="Mo tea",
        extra={"evidence": [{"turn": "t3", "span": [0, 16], "words": "Mo likes tea."}]},
    )
    removed = redact_turns(rclient, [memory])
    assert removed[streams.WRITER_REFUSALS] == 1 and refusals.recent(rclient) == []


def test_a_redis_error_is_logged_and_the_batch_carries_on() -> None:
    away = redis.Redis(host="127.0.0.1", port=1, socket_connect_timeout=0.5)
    with capture_logs() as logs:
        refusals.record(away, batch="b", session="s", turns=["t"], rejected=[[BOAT, "secret words"]], at=0)
    [warning] = [e for e in logs if e["event"] == "refusals.not_recorded"]
    assert warning["log_level"] == "warning" and warning["count"] == 1
    assert "Selkie" not in json.dumps(logs, default=str), "the person's words stay out of the log"
