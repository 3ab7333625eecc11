"""Recall with meaning: on a live stack a question in other words reaches the prompt, and a slow
embedder costs the turn its meaning search, never its time."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import redis

from shared import messages as m
from shared import streams
from shared.embedded import EmbeddedLlm
from shared.memory.embedder import load_embedder
from shared.memory.faults import SlowEmbedder
from shared.memory.model import Memory
from shared.memory.sqlite_store import SqliteMemoryStore
from shared.settings import Settings
from tests.conftest import Background, RedisDb
from tests.helpers import entries, koe, koe_env, koe_process, wait_until
from tests.test_recall import context_for, say, start_recall

pytestmark = pytest.mark.slow

MEMORIES = [
    ("The user's spouse is named Ana.", "spouse Ana", "person"),
    ("The user's daughter Ella is six years old.", "daughter Ella", "person"),
    ("The user is allergic to penicillin.", "penicillin allergy", "fact"),
]


def test_a_question_in_other_words_reaches_the_prompt_on_a_live_stack(
    redis_server: RedisDb, rclient: redis.Redis, llm_server: EmbeddedLlm, tmp_path: Path
) -> None:
    env = koe_env(redis_server.url, tmp_path / "data", KOE_LLM_URL=llm_server.url, KOE_LOG_FORMAT="console")
    for text, subject, kind in MEMORIES:
        added = koe(["memories", "add", text, "--subject", subject, "--kind", kind], env)
        assert added.returncode == 0, added.stderr
    listed = koe(["memories", "list", "--json"], env)
    wife = next(line for line in listed.stdout.splitlines() if "spouse is named Ana" in line)
    wife_id = wife.split('"id": "')[1].split('"')[0]
    workers = [koe_process(["worker", s], env, stderr=(tmp_path / f"{s}.log").open("w")) for s in ("recall", "llm")]
    try:
        for stage in ("recall", "llm"):
            wait_until(lambda s=stage: rclient.exists(streams.alive_key(s)), timeout=60, what=f"the {stage} worker")
        said = koe(["say", "Hey koe, what's my wife called?", "--session", "s-wife", "--timeout", "60"], env)
        assert said.returncode == 0, said.stderr
        record = wait_until(
            lambda: next((e for e in entries(rclient, streams.TURNS) if isinstance(e, m.TurnRecord)), None),
            what="the turn record",
        )
    finally:
        for p in workers:
            p.terminate()
            p.wait(15)
    assert isinstance(record, m.TurnRecord) and record.recall_source == "search"
    assert [u.id for u in record.memories][:1] == [wife_id], "the memory says 'spouse', the question 'wife'"


def test_a_slow_embedder_still_publishes_within_the_budget(
    rclient: redis.Redis, settings: Settings, background: Background, tmp_path: Path
) -> None:
    embedder = load_embedder()
    assert embedder is not None
    path = tmp_path / "m.sqlite3"
    with SqliteMemoryStore(path, embedder=embedder) as s:
        for text, subject, kind in MEMORIES:
            s.add(Memory(text=text, subject=subject, kind=kind))
    store = SqliteMemoryStore(path, embedder=SlowEmbedder(embedder, delay_s=1.0))
    try:
        start_recall(background, settings, rclient, store)
        sent = say(rclient, "s-slow-embed", "t1", "Is the user allergic to penicillin?")
        ctx = context_for(rclient, "s-slow-embed", "t1")
        assert time.time() - sent < (settings.recall_budget_ms + 100) / 1000
        assert ctx.source == "search" and "penicillin" in ctx.memories[0].text, "BM25 answered alone, in time"
        assert ctx.recall_ms < settings.recall_budget_ms
    finally:
        store.close()
