"""The writer's own model server, paused while anyone is being answered.

On the embedded default the writer has a llama.cpp server of its own (shared/embedded.py), so its calls
never hold the slot a reply needs. On a box with few cores that is not enough: the writer's server still
takes a core the reply's server, STT and piper want (a session's try on 2026-12-05: busy / idle p95 of
the first sentence 7.4, no better than one shared server). So the process that started it (`koe up`,
`koe bench contention`) stops it with SIGSTOP the moment a turn is in flight (shared/hot_path.py's marks,
read every POLL_S) and lets it go on with SIGCONT when none is: it then holds neither a slot nor a core,
and loses nothing (a request it was reading or writing simply waits; the writer's call has no short
timeout, see services/writer/yielding.py). Stopping a process is instant, unlike asking a single-slot
server to give up a prompt it is reading.

The writer stage pauses its rq job workers the same way when the writer has a server of its own
(services/writer/worker.py): a batch's own work (the claims parse, the embedder, the store) then takes no
core either while someone is answered. Those processes renew their job's heartbeat, so their pause has
a limit (`max_pause_s`): past it they go on, and are paused again only after a quiet moment, and with a
fresh allowance only once they have run for FRESH_AFTER_S.

If the watcher cannot read the marks (Redis away), the server runs: a paused writer is only a courtesy to
replies, never a way to lose memory work. The server dies with its parent even when stopped (SIGKILL as
its parent-death signal), and `stop()` lets it go on before it is stopped for good.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
import time
from collections.abc import Callable, Sequence

import redis

from shared import metrics
from shared.hot_path import HotPath
from shared.logs import get_logger

POLL_S = 0.02  # how soon a turn's start stops the writer's server (one small Lua call each time)
# With max_pause_s: a quiet moment shorter than this after a pause gives no new allowance (the processes
# may not even have been scheduled in it, let alone renewed their heartbeat), so turns in a row with
# short gaps count as one pause.
FRESH_AFTER_S = 1.0

log = get_logger(component="server_pause")


class PausedWhileTurns:
    """Stops the processes `procs()` returns (they may change: a restarted server or job worker) while
    turns are in flight; with `max_pause_s`, for at most that long at a time."""

    def __init__(
        self,
        client: redis.Redis,
        procs: Callable[[], Sequence[subprocess.Popen[bytes] | None] | subprocess.Popen[bytes] | None],
        max_pause_s: float | None = None,
        name: str = "writer-server-pause",
    ) -> None:
        self.hot = HotPath(client)
        self.procs = procs
        self.max_pause_s = max_pause_s
        self.paused_pids: list[int] = []
        self.paused_since: float | None = None
        self._last_since: float | None = None  # the last pause's start, and when it ended
        self._resumed_at = -FRESH_AFTER_S
        self.pauses = 0
        self._held_out = False  # paused past max_pause_s in this busy spell: running until a quiet moment
        self._unreadable = False  # logged once per outage, counted each poll
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)

    def start(self) -> PausedWhileTurns:
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop watching and leave the processes running."""
        self._stop.set()
        self._thread.join(2.0)
        self._resume()

    def _run(self) -> None:
        while not self._stop.wait(POLL_S):
            try:
                busy = self.hot.busy()
                self._unreadable = False
            except redis.RedisError as exc:
                busy = False  # no marks to read: memory work goes on
                metrics.FALLBACKS.labels("writer", "pause_marks_unreadable").inc()
                if not self._unreadable:
                    self._unreadable = True
                    log.warning(
                        "server_pause.marks_unreadable",
                        error=str(exc)[:200],
                        watcher=self._thread.name,
                        note="memory work runs",
                    )
            if not busy:
                self._held_out = False
                self._resume()
            elif self._held_out:
                continue
            elif (
                self.max_pause_s is not None
                and self.paused_since is not None
                and (time.monotonic() - self.paused_since > self.max_pause_s)
            ):
                self._held_out = True  # a long turn: let them go on (their heartbeats), the server stays paused
                self._resume()
            else:
                self._pause()

    def _live(self) -> list[subprocess.Popen[bytes]]:
        found = self.procs()
        procs = [found] if isinstance(found, subprocess.Popen) else list(found or [])
        return [proc for proc in procs if proc is not None and proc.poll() is None]

    def _pause(self) -> None:
        for proc in self._live():
            if proc.pid in self.paused_pids:
                continue
            with contextlib.suppress(ProcessLookupError):
                os.kill(proc.pid, signal.SIGSTOP)
                self.paused_pids.append(proc.pid)
                self.pauses += 1
                if self.paused_since is None:
                    now = time.monotonic()
                    fresh = self._last_since is None or now - self._resumed_at >= FRESH_AFTER_S
                    self.paused_since = now if fresh else self._last_since

    def _resume(self) -> None:
        if not self.paused_pids:
            return
        for pid in self.paused_pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
        self.paused_pids = []
        self._last_since, self.paused_since = self.paused_since, None
        self._resumed_at = time.monotonic()
