"""The runtime every stage shares: signals, heartbeat, metrics and the consumer loop.

A stage subclasses `Worker` (its name comes from shared/stages.py, which points at the class) and returns its routes
from `handlers()`; decoding, dead letters, the interrupted-turn check, retries while Redis is away,
acking with outputs and metrics are all done here and in shared/consumer.py.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import threading
import time
from collections.abc import Callable
from typing import Any, ClassVar

import redis

from shared import bus_metrics, metrics, stages, streams
from shared.bus import Bus
from shared.consumer import Handler, Route, StreamConsumer
from shared.hot_path import HotPath
from shared.locate import connect
from shared.logs import configure_logging, get_logger
from shared.settings import Settings
from shared.streams import Stream


class Worker:
    """A stage's worker process. Subclasses say which streams they handle and how.

    SIGTERM or SIGINT lets the current entry finish, then the loop stops; what was not started stays
    pending for the next worker.
    """

    stage: ClassVar[str] = ""  # from the stage table; a worker that is not in it (a test's) sets its own
    read_count: ClassVar[int] = 16  # entries per read (shared/consumer.py): 1 where each entry is a turn

    def concurrency(self) -> int:
        """Entries handled at once (shared/lanes.py); 1: one after another."""
        return 1

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "stage" not in cls.__dict__:
            cls.stage = stages.stage_of(cls)

    def __init__(self, settings: Settings, client: redis.Redis | None = None, name: str | None = None) -> None:
        self.settings = settings
        self.redis = client if client is not None else connect(settings)
        self.bus = Bus(self.redis, settings)
        self.hot = HotPath(self.redis)  # turns in flight: marked by the stages that answer them
        self.name = name or settings.worker_name or f"{socket.gethostname()}-{os.getpid()}"
        self.stop_event = threading.Event()
        self.started_at = time.time()
        self.log = get_logger(stage=self.stage, worker=self.name)
        self.consumer: StreamConsumer | None = None
        self.starts = 0

    # --- what a stage provides ---------------------------------------------------------------

    def handlers(self) -> dict[Stream, Handler | Route]:
        """The streams this stage consumes (as its consumer group `self.group`) and how."""
        return {}

    @property
    def group(self) -> str:
        return self.stage

    def setup(self) -> None:
        """Load models, open stores: runs before the first entry is read."""

    def teardown(self) -> None:
        """Release what setup took."""

    def background(self) -> None:
        """Work that is not driven by an entry (a poller); runs in its own thread until stop."""

    def state(self) -> str:
        return "running"

    def model(self) -> str:
        """The model this stage runs, as the dashboard shows it ("" for none)."""
        return ""

    # --- the runtime --------------------------------------------------------------------------

    def request_stop(self, *_: object) -> None:
        if not self.stop_event.is_set():
            self.log.info("worker.stopping")
        self.stop_event.set()

    def run(self, install_signals: bool = True) -> None:
        handlers = self.handlers()
        check_reads(self.stage, handlers)
        port = start_process(
            self.settings, stages.metrics_port(self.stage), self.request_stop, self.log, install_signals
        )
        if port and handlers:  # the group's lag and pending entries, read when Prometheus scrapes
            bus_metrics.register(self.redis, self.group, list(handlers))
        self.setup()
        try:
            self.starts = int(self.redis.incr(streams.starts_key(self.stage)))
        except redis.RedisError as exc:  # a count for the dashboard: never a reason not to start
            self.log.warning("worker.starts_unknown", error=str(exc))
        if handlers:
            self.consumer = StreamConsumer(
                self.bus,
                handlers,
                self.group,
                self.name,
                self.stop_event,
                self.stage,
                read_count=self.read_count,
                concurrency=self.concurrency(),
            )
        threads = [threading.Thread(target=self._heartbeat, name="heartbeat", daemon=True)]
        if type(self).background is not Worker.background:
            threads.append(threading.Thread(target=self._guarded_background, name="background", daemon=True))
        for t in threads:
            t.start()
        self.log.info("worker.started", metrics_port=port)
        try:
            if self.consumer is not None:
                self.consumer.run()
            else:
                self.stop_event.wait()
        finally:
            self.stop_event.set()
            self.teardown()
            self.redis.delete(streams.heartbeat_key(self.stage, self.name))
            self.log.info("worker.stopped")

    def _guarded_background(self) -> None:
        while not self.stop_event.is_set():
            try:
                self.background()
                return
            except Exception:
                self.log.exception("worker.background_failed")
                self.stop_event.wait(1.0)

    def _heartbeat(self) -> None:
        every = self.settings.heartbeat_s
        while True:
            beat = {
                "stage": self.stage,
                "worker": self.name,
                "pid": os.getpid(),
                "state": self.state(),
                "model": self.model(),
                "current": self.consumer.current if self.consumer else None,
                "handled": self.consumer.handled if self.consumer else 0,
                "starts": self.starts,
                "started_at": self.started_at,
                "at": time.time(),
            }
            try:
                pipe = self.redis.pipeline(transaction=False)
                pipe.set(streams.heartbeat_key(self.stage, self.name), json.dumps(beat), ex=int(every * 3) + 1)
                pipe.set(streams.alive_key(self.stage), self.name, px=int(every * 3000))
                pipe.execute()
            except redis.RedisError as exc:
                self.log.warning("worker.heartbeat_failed", error=str(exc))
            if self.stop_event.wait(every):
                return


def check_reads(stage: str, handlers: dict[Stream, Handler | Route]) -> None:
    """A stage in the table must handle exactly the streams the table says it reads."""
    spec = stages.STAGES.get(stage)
    if spec is None:
        return
    handled, declared = {s.key for s in handlers}, {s.key for s in spec.reads}
    if handled != declared:
        raise RuntimeError(
            f"stage {stage!r} handles {sorted(handled)} but shared/stages.py says it reads {sorted(declared)}"
        )


def start_process(
    settings: Settings, default_port: int, on_stop: Callable[..., None], log: Any, install_signals: bool = True
) -> int:
    """What every koe process does first (stage workers and the agent): stop on SIGTERM/SIGINT, serve
    metrics on its port (KOE_METRICS_PORT, else the stage's own; 0 is off). Returns the port."""
    if install_signals:
        signal.signal(signal.SIGTERM, on_stop)
        signal.signal(signal.SIGINT, on_stop)
    port = settings.metrics_port if settings.metrics_port is not None else default_port
    try:
        metrics.serve_metrics(port, settings.metrics_host)
    except OSError as exc:
        log.warning("metrics_port_busy", port=port, error=str(exc))
    return port


def run_stage(worker_cls: type[Worker], settings: Settings) -> None:
    configure_logging(settings.log_level, settings.log_format, stage=worker_cls.stage)
    worker_cls(settings).run()
