"""rq keeps its keys under koe's prefix: after real writer batches through rq (a retry included),
every key in Redis starts with `koe:`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import redis
from conftest import Background, RedisDb, make_settings
from rq.job import JobStatus
from writer_fakes import (
    HttpFailure,
    ScriptedLlm,
    fact_responder,
    koe_env,
    publish_turns,
    start_job_worker,
    stop_gracefully,
    wait_for,
)

from services.writer import jobs
from services.writer.checkpoints import WriterState
from services.writer.rq_keys import koe_key
from services.writer.worker import WriterWorker
from shared import streams
from shared.bus import Bus

SETTINGS: dict[str, Any] = {
    "writer_quiet_s": 0.3,
    "writer_poll_s": 0.2,
    "writer_heartbeat_s": 0.5,
    "writer_retry_backoff_s": 1,
    "writer_job_workers": 0,
}


def all_keys(client: redis.Redis) -> set[str]:
    return {k.decode() for k in client.scan_iter(count=1000)}


def test_koe_key_moves_only_rq_names() -> None:
    assert koe_key("rq:job:") == "koe:rq:job:"
    assert koe_key("koe:rq:job:") == "koe:rq:job:"
    assert koe_key("other") == "other"


def test_every_key_of_a_writer_batch_through_rq_is_under_koe(
    redis_server: RedisDb, tmp_path: Path, background: Background
) -> None:
    client = redis.Redis.from_url(redis_server.url)
    with ScriptedLlm(fact_responder) as llm:
        settings = make_settings(redis_server.url, tmp_path / "data", llm_url=llm.url, llm_model="scripted", **SETTINGS)
        env = koe_env(redis_server.url, tmp_path / "data", llm.url, **SETTINGS)
        llm.push(HttpFailure(503))  # the first attempt fails: rq's retry keys are written too
        job_worker = start_job_worker(env, tmp_path / "jobs.log")
        background.run(WriterWorker(settings, client, name="writer-test"))
        try:
            state = WriterState(client)
            ids = publish_turns(Bus(client, settings), "s1", ["My locker is number 1.", "My locker is number 2."])
            wait_for(
                lambda: state.checkpoint("s1") == ids[-1],
                timeout=30,
                what=f"the batch committed (log: {tmp_path / 'jobs.log'})",
            )
            job = jobs.queue(client).fetch_job(jobs.job_id_for("s1", ids))
            assert job is not None
            # The checkpoint is written inside the job, a moment before rq marks it finished.
            wait_for(lambda: job.get_status() == JobStatus.FINISHED, timeout=10, what="rq marking the job finished")
            running = all_keys(client)  # the worker, its scheduler and the registries are all there now
        finally:
            stop_gracefully(job_worker)
            background.stop()
        stopped = all_keys(client)
    keys = running | stopped
    assert sorted(k for k in keys if not k.startswith(f"{streams.PREFIX}:")) == []
    rq_keys = {k for k in keys if k.startswith(streams.WRITER_RQ_PREFIX)}
    assert f"{streams.WRITER_RQ_PREFIX}job:{job.id}" in rq_keys
    assert f"{streams.WRITER_RQ_PREFIX}results:{job.id}" in rq_keys
    assert f"{streams.WRITER_RQ_PREFIX}queues" in rq_keys
    assert any(k.startswith(f"{streams.WRITER_RQ_PREFIX}worker:") for k in running)
