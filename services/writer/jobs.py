"""The rq side of the writer: enqueueing a batch, the job itself, and the job worker process.

- A batch's job id is derived from its session and turn entry ids and enqueued with `unique=True`,
  so the same batch is never queued twice (rq refuses a second job with that id).
- Retries with backoff (`rq.Retry`): at once, then after KOE_WRITER_RETRY_BACKOFF_S, x4 each time;
  a job out of retries stays in rq's failed registry with its error (see the writer's log).
- rq's keys live under `koe:rq:` like the rest of koe's (services/writer/rq_keys.py), so rq's own
  command line, which looks under `rq:`, does not see this queue.
- The job worker is an rq `SimpleWorker` (no fork per job: the store and the model client stay open
  between batches) that renews the running job's heartbeat every KOE_WRITER_HEARTBEAT_S, so a job
  whose worker died is seen as abandoned within seconds and retried by rq.

Start job workers with `koe worker writer` (it starts KOE_WRITER_JOB_WORKERS of them), or on their
own, for more of them or on another machine: `python -m services.writer.jobs`.
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import signal
import threading
import time
from dataclasses import dataclass
from typing import Any

import redis
from rq import Queue, Retry, SimpleWorker, get_current_job
from rq.job import Job

from services.writer import rq_keys
from services.writer.batch import Extractor, batch_household
from services.writer.checkpoints import WriterState
from services.writer.plan import batch_id
from services.writer.runner import BatchRunner
from services.writer.yielding import YieldingLlm
from shared import metrics, streams
from shared.hot_path import HotPath, step_back
from shared.llm_client import LlmClient
from shared.locate import addresses, connect
from shared.logs import configure_logging, get_logger
from shared.memory.households import HouseholdStores
from shared.settings import Settings, get_settings

JOBS_METRICS_PORT = 9417  # the first job worker's metrics port (the stream reader has 9415)

log = get_logger(stage="writer")

# Before any rq key is built: every process that touches the writer's queue imports this module.
rq_keys.use_koe_prefix()


def job_id_for(session: str, entries: list[str]) -> str:
    return "writer-" + batch_id(session, entries)


def retry_policy(settings: Settings) -> Retry:
    b = settings.writer_retry_backoff_s
    intervals = [0] + [b * 4**i for i in range(settings.writer_retries - 1)]
    return Retry(max=settings.writer_retries, interval=intervals)


def queue(client: redis.Redis) -> Queue:
    return Queue(streams.WRITER_QUEUE, connection=client)


def enqueue_batch(client: redis.Redis, settings: Settings, session: str, entries: list[str], due_at: float) -> Job:
    """Queue one batch; rq raises DuplicateJobError if this very batch already has a job."""
    return queue(client).enqueue_call(
        run_batch,
        args=(session, entries, due_at),
        job_id=job_id_for(session, entries),
        timeout=settings.writer_job_timeout_s,
        retry=retry_policy(settings),
        result_ttl=86_400,
        failure_ttl=30 * 86_400,
        description=f"writer batch: session {session}, {len(entries)} turns",
        meta={"session": session, "turns": len(entries)},
        unique=True,
    )


# --- the job ----------------------------------------------------------------------------------


@dataclass
class JobContext:
    settings: Settings
    redis: redis.Redis
    stores: HouseholdStores
    llm: YieldingLlm

    def runner(self, household: str | None = None) -> BatchRunner:
        """A runner over `household`'s store (None: the writer's own KOE_HOUSEHOLD)."""
        name = household or self.settings.household
        store = self.stores.get(name)
        extractor = Extractor(self.settings, store, self.llm, household=name)
        return BatchRunner(self.settings, self.redis, store, extractor, household=name)

    def close(self) -> None:
        self.llm.close()
        self.stores.close()


_context: JobContext | None = None
_context_lock = threading.Lock()


def open_context(settings: Settings, client: redis.Redis | None = None) -> JobContext:
    client = client if client is not None else connect(settings)
    stores = HouseholdStores(settings)
    stores.get(None)  # the writer's own household's store and model, loaded before the first batch
    return JobContext(settings, client, stores, writer_llm(settings, client, "the writer"))


def writer_llm(settings: Settings, client: redis.Redis, purpose: str) -> YieldingLlm:
    """The model client of memory work: it steps aside while a turn is in flight."""
    budget = settings.writer_job_timeout_s
    llm = LlmClient.from_settings(settings, purpose, max_total_s=max(10.0, budget * 0.8), memory_work=True)
    own = bool(addresses(settings).writer_llm_url)
    return YieldingLlm(
        llm, HotPath(client), max_wait_s=budget * 0.5, priority=settings.llm_priority_scheduling, own_server=own
    )


def use_context(ctx: JobContext | None) -> None:
    """Set the process's job context (tests and benchmarks running jobs in-process)."""
    global _context
    with _context_lock:
        _context = ctx


def context() -> JobContext:
    global _context
    with _context_lock:
        if _context is None:
            _context = open_context(get_settings())
        return _context


def run_batch(session: str, entries: list[str], due_at: float = 0.0) -> dict[str, Any]:
    """The rq job: process these turn entries of the session (those still unprocessed)."""
    job = get_current_job()
    ctx = context()
    # A kept plan says whose it is; otherwise the turns do. One session's turns are one household's.
    kept = WriterState(ctx.redis).load_plan(session)
    household = kept.household if kept is not None else batch_household(ctx.redis, entries)
    result = ctx.runner(household).run(session, list(entries), due_at, job_id=job.id if job else None)
    return result.as_dict()


# --- the job worker -----------------------------------------------------------------------------


def heartbeat_ttl_s(heartbeat_s: float) -> int:
    """How long a running job's heartbeat counts: three beats."""
    return max(2, math.ceil(heartbeat_s * 3))


def pause_limit_s(heartbeat_s: float) -> float:
    """How long a job worker may be stopped (SIGSTOP, shared/server_pause.py) without its job looking
    abandoned or its session lease running out (both last three beats, services/writer/runner.py): the
    last renewal may have been a beat before the stop, and the next comes at once after it."""
    return max(1.0, heartbeat_ttl_s(heartbeat_s) - heartbeat_s - 2.0)


class WriterJobWorker(SimpleWorker):
    """SimpleWorker plus a heartbeat while a job runs, so a dead worker's job is retried in seconds."""

    heartbeat_s: float = 5.0

    def get_heartbeat_ttl(self, job: Job) -> int:
        return heartbeat_ttl_s(self.heartbeat_s)

    def execute_job(self, job: Job, queue: Queue) -> None:
        stop = threading.Event()

        def beat() -> None:
            while not stop.wait(self.heartbeat_s):
                try:
                    self.maintain_heartbeats(job)
                except Exception as exc:  # finished meanwhile, or Redis blinked: the next beat retries
                    log.debug("writer.job_heartbeat_failed", job=job.id, error=str(exc))

        t = threading.Thread(target=beat, name="writer-job-heartbeat", daemon=True)
        t.start()
        try:
            super().execute_job(job, queue)
        finally:
            stop.set()
            t.join(2)


def _watch_parent(parent: int) -> None:
    """Started by `koe worker writer`: when it dies, finish the current job and stop."""
    while True:
        time.sleep(1.0)
        if os.getppid() != parent:
            log.warning("writer.jobs_parent_gone", parent=parent)
            os.kill(os.getpid(), signal.SIGTERM)  # rq's warm shutdown
            return


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m services.writer.jobs", description="Run a writer job worker (rq) for koe's memory writer."
    )
    parser.add_argument("--parent", type=int, default=0, help="stop when this process exits")
    parser.add_argument("--index", type=int, default=0, help="which of the writer's job workers this is")
    parser.add_argument("--burst", action="store_true", help="run the queued jobs, then exit")
    args = parser.parse_args(argv)
    settings = get_settings()
    configure_logging(settings.log_level, settings.log_format, stage="writer")
    with contextlib.suppress(OSError):
        os.setpgrp()  # lead a process group: a crash test's kill takes the rq scheduler child too
    step_back()  # memory work: the stages answering people get the CPU first
    # Metrics: 9417, 9418 ... by default; KOE_METRICS_PORT=P gives P+2, P+3 ...; 0 turns them off.
    base = JOBS_METRICS_PORT if settings.metrics_port is None else settings.metrics_port + 2
    if settings.metrics_port != 0:
        try:
            metrics.serve_metrics(base + args.index, settings.metrics_host)
        except OSError as exc:
            log.warning("writer.jobs_metrics_port_busy", port=base + args.index, error=str(exc))
    client = connect(settings)
    use_context(open_context(settings, client))
    if args.parent:
        threading.Thread(target=_watch_parent, args=(args.parent,), daemon=True).start()
    worker = WriterJobWorker([queue(client)], connection=client, maintenance_interval=60)
    worker.heartbeat_s = settings.writer_heartbeat_s
    log.info("writer.jobs_started", worker=worker.name, queue=streams.WRITER_QUEUE, pid=os.getpid())
    try:
        worker.work(burst=args.burst, with_scheduler=True, logging_level=settings.log_level.upper())
    finally:
        context().close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
