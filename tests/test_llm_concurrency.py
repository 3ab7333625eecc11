"""A worker that answers several turns at once (the llm stage on a server that runs many requests, as
vLLM does): other sessions' turns answered side by side, one session's entries still in order."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest
import redis

from koe.bench.token_server import token_server
from services.llm.worker import LlmWorker
from shared import messages as m
from shared import streams
from shared.lanes import Lanes
from shared.settings import Settings
from tests.conftest import Background
from tests.helpers import entries, wait_until


def test_one_sessions_entries_run_in_order_and_other_sessions_beside_them() -> None:
    lanes = Lanes(3, "test")
    done: list[str] = []
    running = threading.Semaphore(0)
    lock = threading.Lock()

    def work(name: str, seconds: float) -> None:
        running.release()
        time.sleep(seconds)
        with lock:
            done.append(name)

    started = time.monotonic()
    lanes.submit("a", lambda: work("a1", 0.3))
    lanes.submit("a", lambda: work("a2", 0.0))  # waits for a1, however quick it is
    lanes.submit("b", lambda: work("b1", 0.1))
    assert not lanes.wait_free(0.05), "three in hand: the reader waits before it reads more"
    lanes.finish()
    assert done.index("a1") < done.index("a2") and done[0] == "b1"
    assert time.monotonic() - started < 0.55, "b ran beside a, not after it"


@pytest.fixture(scope="module")
def slow_server() -> Iterator[str]:
    with token_server(20.0, 300.0) as url:  # a reply takes ~1.3 s
        yield url


def test_the_llm_stage_answers_turns_of_several_sessions_at_once(
    settings: Settings, rclient: redis.Redis, background: Background, slow_server: str
) -> None:
    four = settings.model_copy(
        update={"llm_url": slow_server, "llm_model": "koe-bench-token-server", "llm_concurrency": 4}
    )
    background.run(LlmWorker(four, rclient))
    wait_until(lambda: rclient.exists(streams.alive_key("llm")), what="the llm worker's heartbeat")
    sent = time.monotonic()
    for n in range(4):
        said = m.Transcript(device="d", session=f"s{n}", turn="t1", text="Any idea for dinner?", source="typed")
        rclient.xadd(streams.TRANSCRIPTS.key, said.to_fields())  # type: ignore[arg-type]
    wait_until(
        lambda: len([x for x in entries(rclient, streams.REPLIES) if isinstance(x, m.ReplyEnd)]) == 4,
        what="four replies",
    )
    took = time.monotonic() - sent
    records = [x for x in entries(rclient, streams.TURNS) if isinstance(x, m.TurnRecord)]
    assert sorted(r.session for r in records) == ["s0", "s1", "s2", "s3"], "one record per turn"
    assert all(r.reply_text.startswith("Here is a quick idea.") for r in records)
    assert took < 2 * 1.6, f"four ~1.3 s replies side by side, not one after another ({took:.1f} s)"
