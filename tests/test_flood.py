"""A flood of typed turns: a hundred queued at once are answered in order, by the real embedded model,
while the writer's batch steps aside; once the house is quiet the writer catches up, the batch written
once (real Redis, the llm stage, the writer and its rq job worker)."""

from __future__ import annotations

import time

import pytest
import redis
from writer_fakes import publish_turns, wait_for
from writer_rig import Rig

from services.llm.worker import APOLOGY, NO_ANSWER, LlmWorker
from shared import messages as m
from shared import streams
from shared.embedded import EmbeddedLlm
from tests.conftest import Background

pytestmark = pytest.mark.slow

FLOOD = 100
# The writer gives a batch up after waiting half its job timeout for quiet; rq tries it again with
# back-off, and a batch out of retries is tried again after writer_retry_failed_s.
PATIENT_WRITER = {
    "writer_job_timeout_s": 6,
    "writer_retries": 2,
    "writer_retry_backoff_s": 1,
    "writer_retry_failed_s": 3,
}


def reply_ends(client: redis.Redis) -> list[m.ReplyEnd]:
    found = (m.decode(f) for _, f in client.xrange(streams.REPLIES.key))
    return [e for e in found if isinstance(e, m.ReplyEnd)]


@pytest.mark.parametrize("rig", [PATIENT_WRITER], indirect=True)
def test_a_hundred_typed_turns_are_answered_in_order_and_the_writer_catches_up(
    rig: Rig, llm_server: EmbeddedLlm, background: Background
) -> None:
    rig.llm.chunk_delay_s = 0.05  # the writer's answer streams for a few seconds
    ids = publish_turns(rig.bus, "s1", ["please remember that my locker is number 7"])
    wait_for(lambda: rig.llm.arrived >= 1, what="the writer's batch under way")
    pipe = rig.redis.pipeline(transaction=False)
    for i in range(FLOOD):
        text = f"Say the number {i}."
        typed = m.Transcript(device="kitchen", session="flood", turn=f"t{i:03}", text=text, source="typed")
        pipe.xadd(streams.TRANSCRIPTS.key, typed.to_fields())
    pipe.execute()
    replies = rig.settings.model_copy(
        update={"llm_url": llm_server.url, "llm_model": llm_server.model, "llm_max_tokens": 6, "recall_budget_ms": 1}
    )
    background.run(LlmWorker(replies, rig.redis))
    wait_for(lambda: rig.llm.abandoned >= 1, timeout=60, what="the writer giving its call up")

    wait_for(lambda: len(reply_ends(rig.redis)) >= FLOOD // 2, timeout=300, what="half the flood")
    asked = rig.llm.arrived
    wait_for(lambda: len(reply_ends(rig.redis)) >= FLOOD, timeout=300, what="the whole flood")
    assert rig.llm.arrived == asked, "no writer model call while turns were being answered"
    assert rig.state.checkpoint("s1") != ids[-1], "the batch waited for quiet"

    ends = reply_ends(rig.redis)
    assert [e.turn for e in ends] == [f"t{i:03}" for i in range(FLOOD)], "answered in the order they came"
    assert not [e for e in ends if e.error or e.interrupted]
    said = [getattr(m.decode(f), "text", "") for _, f in rig.redis.xrange(streams.REPLIES.key)]
    assert not {APOLOGY, NO_ANSWER} & set(said), "every turn got an answer"

    quiet_from = time.monotonic()
    wait_for(lambda: rig.state.checkpoint("s1") == ids[-1], timeout=90, what="the writer catching up")
    assert time.monotonic() - quiet_from < 90
    assert rig.texts().count("The user's locker is number 7.") == 1, "written once"
