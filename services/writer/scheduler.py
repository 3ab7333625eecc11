"""When a session is due, queue its batch; never two batches of one session in flight.

A session is due when it has been quiet KOE_WRITER_QUIET_S since its newest unprocessed turn, or
has KOE_WRITER_MAX_TURNS unprocessed turns. A batch takes at most KOE_WRITER_MAX_TURNS of them,
oldest first (a backlog is worked off batch by batch).

The session's in-flight marker names its batch job. While that job is queued, scheduled for a retry
or running, the session waits. A job rq gave up on (out of retries) stays in rq's failed registry
with its error; the session's batch is tried again after KOE_WRITER_RETRY_FAILED_S (a failed batch
is not checkpointed, so it is retried on a later pass), as the same job when its turns are the
same, as a new one when more turns have arrived.
"""

from __future__ import annotations

import math
import time
from datetime import UTC

import redis
from rq.exceptions import DuplicateJobError, InvalidJobOperation, NoSuchJobError
from rq.job import Job, JobStatus
from rq.registry import FailedJobRegistry, StartedJobRegistry

from services.writer import wmetrics
from services.writer.checkpoints import WriterState
from services.writer.jobs import enqueue_batch, job_id_for, queue
from shared import streams
from shared.logs import get_logger
from shared.redis_clock import entry_ms
from shared.settings import Settings

log = get_logger(stage="writer")

INFLIGHT_RECHECK_S = 0.2
IN_FLIGHT = {JobStatus.QUEUED, JobStatus.STARTED, JobStatus.SCHEDULED, JobStatus.DEFERRED}
GAVE_UP = {JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED}


class Scheduler:
    def __init__(self, settings: Settings, client: redis.Redis, state: WriterState | None = None) -> None:
        self.settings = settings
        self.redis = client
        self.state = state or WriterState(client)
        self.queue = queue(client)

    def tick(self, now: float | None = None) -> float:
        """Queue every due session's batch; returns seconds until the next session falls due (inf: none)."""
        now = time.time() if now is None else now
        self.cleanup_abandoned()
        next_due = math.inf
        sessions = self.state.sessions()
        inflight = 0
        for session, newest in sessions:
            job_id = self.state.inflight(session)
            if job_id and self.in_flight(session, job_id, now):
                inflight += 1
                continue
            pending = self.state.todo(session)
            if not pending:
                self.state.forget_if_done(session)
                continue
            due_at = self.due_at(pending, newest)
            if now < due_at:
                next_due = min(next_due, due_at)
                continue
            if self.enqueue(session, pending[: self.settings.writer_max_turns], due_at):
                inflight += 1
        wmetrics.WAITING.set(len(sessions))
        wmetrics.INFLIGHT.set(inflight)
        if inflight:
            # A session with a batch in flight may have its next batch waiting: look again soon.
            next_due = min(next_due, now + INFLIGHT_RECHECK_S)
        return next_due - now

    def due_at(self, pending: list[str], newest: float) -> float:
        """When the session became (or becomes) due: its max-turns-th turn arrived, or it went quiet."""
        quiet = newest + self.settings.writer_quiet_s
        n = self.settings.writer_max_turns
        if len(pending) >= n:
            return min(quiet, entry_ms(pending[n - 1]) / 1000)
        return quiet

    def in_flight(self, session: str, job_id: str, now: float) -> bool:
        """Is the session's batch still on its way? Clears the marker when it is not."""
        try:
            job = Job.fetch(job_id, connection=self.redis)
            status = job.get_status()
        except (NoSuchJobError, InvalidJobOperation):
            job, status = None, None
        if status in IN_FLIGHT:
            return True
        if job is not None and status in GAVE_UP:
            ended = job.ended_at.replace(tzinfo=UTC).timestamp() if job.ended_at else now
            if now - ended < self.settings.writer_retry_failed_s:
                return True  # cooling down; the failure stays visible in rq's failed registry
            result = job.latest_result()
            log.warning(
                "writer.retrying_failed_batch",
                session=session,
                job=job_id,
                error=((result.exc_string if result else None) or "")[-300:],
            )
        self.state.clear_inflight(session, job_id)
        return False

    def enqueue(self, session: str, entries: list[str], due_at: float) -> bool:
        job_id = job_id_for(session, entries)
        if not self.state.claim_inflight(session, job_id):
            return False  # another writer process queued this session's batch just now
        try:
            enqueue_batch(self.redis, self.settings, session, entries, due_at)
            log.info(
                "writer.batch_queued",
                session=session,
                job=job_id,
                turns=len(entries),
                due_for_s=round(max(0.0, time.time() - due_at), 3),
            )
        except DuplicateJobError:
            self.rerun_existing(session, job_id, entries, due_at)
        except Exception:
            self.state.clear_inflight(session, job_id)
            raise
        return True

    def rerun_existing(self, session: str, job_id: str, entries: list[str], due_at: float) -> None:
        """This very batch has a job already: requeue it if it failed, replace it if it is stale."""
        try:
            job = Job.fetch(job_id, connection=self.redis)
            status = job.get_status()
        except (NoSuchJobError, InvalidJobOperation):
            job, status = None, None
        if status in IN_FLIGHT:
            return
        if job is not None and status in GAVE_UP:
            try:
                FailedJobRegistry(queue=self.queue).requeue(job)
                log.info("writer.batch_requeued", session=session, job=job_id)
                return
            except InvalidJobOperation:
                pass  # not in the failed registry (stopped or canceled): start it afresh below
        # Finished (its turns must have come back, e.g. a restored backup) or gone: a fresh job.
        if job is not None:
            job.delete()
        enqueue_batch(self.redis, self.settings, session, entries, due_at)
        log.info("writer.batch_queued", session=session, job=job_id, turns=len(entries), replaced=True)

    def cleanup_abandoned(self) -> None:
        """Jobs whose worker died stop renewing their heartbeat; rq retries them (or marks them failed)."""
        try:
            StartedJobRegistry(queue=self.queue).cleanup()
        except redis.RedisError as exc:
            log.warning("writer.cleanup_failed", error=str(exc))

    def in_flight_count(self) -> int:
        return int(self.redis.hlen(streams.WRITER_INFLIGHT))
