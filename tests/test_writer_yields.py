"""Replies first: the writer never uses the model while a turn is in flight, gives a call up the moment
one starts, and loses or doubles no batch by it (real Redis, rq job worker, SQLite, a streaming model)."""

from __future__ import annotations

import time

import pytest
from writer_fakes import publish_turns, wait_for
from writer_rig import Rig

from shared import streams
from shared.hot_path import HotPath


def test_the_writer_waits_while_a_turn_is_in_flight(rig: Rig) -> None:
    hot = HotPath(rig.redis)
    hot.start("kitchen-session")  # someone is being answered
    ids = publish_turns(rig.bus, "s1", ["please remember that my locker is number 1"])
    time.sleep(2.0)  # the batch falls due (quiet 0.3 s) and waits
    assert rig.llm.arrived == 0, "no model call while a turn is in flight"
    assert rig.state.checkpoint("s1") != ids[-1]
    hot.end("kitchen-session")
    wait_for(lambda: rig.state.checkpoint("s1") == ids[-1], what="the batch after the turn")
    assert rig.texts() == ["The user's locker is number 1."]


def test_a_call_under_way_is_given_up_when_a_turn_starts_and_asked_again_after(rig: Rig) -> None:
    rig.llm.chunk_delay_s = 0.05  # the model's answer streams for a few seconds
    hot = HotPath(rig.redis)
    ids = publish_turns(rig.bus, "s1", ["please remember that my locker is number 2"])
    wait_for(lambda: rig.llm.arrived >= 1, what="the writer's model call")
    hot.start("kitchen-session")
    wait_for(lambda: rig.llm.abandoned >= 1, what="the writer giving its call up")
    time.sleep(0.5)
    assert rig.llm.arrived == 1, "no new call while the turn is in flight"
    hot.end("kitchen-session")
    wait_for(lambda: rig.state.checkpoint("s1") == ids[-1], what="the batch, asked again")
    assert rig.texts() == ["The user's locker is number 2."], "once: nothing lost, nothing doubled"
    assert rig.llm.completed == 1


def test_a_mark_left_by_a_crashed_stage_lapses(rig: Rig) -> None:
    hot = HotPath(rig.redis)
    hot.start("crashed-session", ttl_s=0.5)
    assert hot.busy()
    time.sleep(0.7)
    assert not hot.busy() and rig.redis.zcard(streams.TURNS_IN_FLIGHT) == 0


@pytest.mark.parametrize("rig", [{"llm_timeout_s": 1.0, "writer_retry_backoff_s": 1}], indirect=True)
def test_a_hung_model_server_times_the_batch_out_and_it_is_retried_once_the_server_answers(rig: Rig) -> None:
    rig.llm.gate.clear()  # the model server takes the request and never answers
    ids = publish_turns(rig.bus, "s1", ["please remember that my locker is number 3"])
    wait_for(lambda: rig.llm.arrived >= 2, timeout=30, what="the batch timed out and asked again")
    assert rig.state.checkpoint("s1") != ids[-1], "nothing written from a call that never answered"
    hot = HotPath(rig.redis)
    assert not hot.busy(), "a writer call, hung or not, never marks a turn in flight"
    rig.llm.gate.set()  # the server answers again
    wait_for(lambda: rig.state.checkpoint("s1") == ids[-1], timeout=30, what="the batch, retried")
    assert rig.texts() == ["The user's locker is number 3."], "written once"
