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
from collections.abc import Callable

import redis

from shared import metrics
from shared.hot_path import HotPath
from shared.logs import get_logger

POLL_S = 0.02  # how soon a turn's start stops the writer's server (one small Lua call each time)

log = get_logger(component="server_pause")


class PausedWhileTurns:
    """Stops the process `proc()` returns (it may change: a restarted server) while turns are in flight."""

    def __init__(self, client: redis.Redis, proc: Callable[[], subprocess.Popen[bytes] | None]) -> None:
        self.hot = HotPath(client)
        self.proc = proc
        self.paused_pid: int | None = None
        self.pauses = 0
        self._unreadable = False  # logged once per outage, counted each poll
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="writer-server-pause", daemon=True)

    def start(self) -> PausedWhileTurns:
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop watching and leave the server running."""
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
                    log.warning("server_pause.marks_unreadable", error=str(exc)[:200], note="the writer's server runs")
            if busy:
                self._pause()
            else:
                self._resume()

    def _pause(self) -> None:
        proc = self.proc()
        if proc is None or proc.poll() is not None or self.paused_pid == proc.pid:
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(proc.pid, signal.SIGSTOP)
            self.paused_pid = proc.pid
            self.pauses += 1

    def _resume(self) -> None:
        if self.paused_pid is None:
            return
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.paused_pid, signal.SIGCONT)
        self.paused_pid = None
