"""The writer stage: reads the turn stream per session and queues a batch when a session is due.

`koe worker writer` runs this stream reader and scheduler, plus KOE_WRITER_JOB_WORKERS rq job workers
as child processes (they run the batches: services/writer/jobs.py). Everything it knows lives in
Redis (services/writer/checkpoints.py), so any number of writer processes can run, and a restart
carries on where the last one stopped.
"""

from __future__ import annotations

import functools
import os
import signal
import subprocess
import sys
import threading
import time

from services.writer import checkpoint_lag
from services.writer.checkpoints import WriterState
from services.writer.failpoints import failpoint
from services.writer.jobs import pause_limit_s
from services.writer.retention import trim_turns
from services.writer.scheduler import Scheduler
from shared import messages as m
from shared import metrics, stages, streams
from shared.children import die_with_parent
from shared.consumer import Delivery, Handler
from shared.locate import addresses
from shared.server_pause import PausedWhileTurns
from shared.streams import Stream
from shared.worker import Worker

TRIM_EVERY_S = 600.0
RESPAWN_AFTER_S = 5.0
STOP_CHILDREN_S = 10.0  # a job cut short by the stop is safe: its batch is retried


class WriterWorker(Worker):
    def setup(self) -> None:
        self.writer_state = WriterState(self.redis)
        self.scheduler = Scheduler(self.settings, self.redis, self.writer_state)
        self.wake = threading.Event()
        self.children: list[subprocess.Popen[bytes]] = []
        self.spawned_at: list[float] = []
        # A server of the writer's own is paused while anyone is answered (koe up); so is the batches' own
        # work, which would take a core from the reply too (shared/server_pause.py).
        self.pausing = bool(addresses(self.settings).writer_llm_url) and not self.settings.llm_priority_scheduling
        for index in range(self.settings.writer_job_workers):
            self.children.append(self.spawn_job_worker(index))
            self.spawned_at.append(time.monotonic())
        self.pauser: PausedWhileTurns | None = None
        if self.pausing:
            limit = pause_limit_s(self.settings.writer_heartbeat_s)
            self.pauser = PausedWhileTurns(self.redis, lambda: self.children, max_pause_s=limit, name="jobs-pause")
            self.pauser.start()
        port = self.settings.metrics_port if self.settings.metrics_port is not None else stages.metrics_port(self.stage)
        if port:  # read from Redis at scrape time: only by a process that serves /metrics
            checkpoint_lag.register(self.redis)

    def spawn_job_worker(self, index: int) -> subprocess.Popen[bytes]:
        env = dict(os.environ)
        where = addresses(self.settings)
        env["KOE_REDIS_URL"] = where.redis_url
        if where.llm_url:
            env["KOE_LLM_URL"] = where.llm_url
        if where.llm_model:
            env["KOE_LLM_MODEL"] = where.llm_model
        proc = subprocess.Popen(
            [sys.executable, "-m", "services.writer.jobs", "--parent", str(os.getpid()), "--index", str(index)],
            env=env,
            # A stopped job worker would hold SIGTERM for ever if this process died outright: SIGKILL then.
            preexec_fn=functools.partial(die_with_parent, signal.SIGKILL) if self.pausing else die_with_parent,
        )
        self.log.info("writer.job_worker_started", pid=proc.pid, index=index)
        return proc

    def supervise_children(self) -> None:
        """A job worker that died (crash, OOM kill) is replaced; its batch is retried by rq."""
        for i, proc in enumerate(self.children):
            if (
                proc.poll() is not None
                and not self.stop_event.is_set()
                and time.monotonic() - self.spawned_at[i] >= RESPAWN_AFTER_S
            ):
                self.log.warning("writer.job_worker_exited", pid=proc.pid, code=proc.returncode)
                metrics.FALLBACKS.labels(self.stage, "job_worker_restarted").inc()
                self.children[i] = self.spawn_job_worker(i)
                self.spawned_at[i] = time.monotonic()

    def teardown(self) -> None:
        if getattr(self, "pauser", None) is not None:
            self.pauser.stop()  # a stopped job worker would hold the SIGTERM below
        for proc in getattr(self, "children", []):
            if proc.poll() is None:
                proc.terminate()  # rq's warm shutdown: the running batch finishes if it can
        deadline = time.monotonic() + STOP_CHILDREN_S
        for proc in getattr(self, "children", []):
            try:
                proc.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                self.log.warning("writer.job_worker_killed", pid=proc.pid)
                proc.kill()
                proc.wait()

    def handlers(self) -> dict[Stream, Handler]:
        return {streams.TURNS: self.on_turn}

    def on_turn(self, msg: m.Message, delivery: Delivery) -> None:
        if not isinstance(msg, m.TurnRecord):
            metrics.DROPPED.labels(self.stage, "not_a_turn").inc()
            self.log.warning("writer.not_a_turn", kind=msg.KIND, entry=delivery.entry_id)
            return None
        count = self.writer_state.index_turn(delivery.entry_id, msg.session, self.group)
        failpoint("writer.after_index")
        if count is not None and count >= self.settings.writer_max_turns:
            self.wake.set()
        return None

    def background(self) -> None:
        """The poller: due sessions become batches; turns past retention are trimmed."""
        last_trim = 0.0
        next_tick = 0.0
        poll = self.settings.writer_poll_s
        while not self.stop_event.is_set():
            now = time.monotonic()
            if self.wake.is_set() or now >= next_tick:
                self.wake.clear()
                try:
                    until_due = self.scheduler.tick()
                except Exception:
                    self.log.exception("writer.tick_failed")
                    until_due = poll
                next_tick = time.monotonic() + min(poll, max(0.0, until_due))
                failpoint("writer.after_tick")
            self.supervise_children()
            if now - last_trim >= TRIM_EVERY_S:
                last_trim = now
                try:
                    trim_turns(self.redis, self.settings, self.writer_state)
                except Exception:
                    self.log.exception("writer.trim_failed")
            self.wake.wait(max(0.005, min(0.25, next_tick - time.monotonic())))

    def state(self) -> str:
        try:
            waiting = len(self.writer_state.sessions())
            inflight = self.scheduler.in_flight_count()
        except Exception:
            return "running"
        return f"running: {waiting} sessions waiting, {inflight} batches in flight"
