"""Several entries handled at once by one worker, one session's entries in order.

A stage whose entries are slow and mostly waiting (the llm: a reply streams from a model server that
answers many requests at once, as vLLM does) can take `n` entries at once. Entries of one session run
one after another on one thread, in the order they were read, so a turn's interruption or its
confirmation never overtakes the turn; other sessions' entries run beside them. `n` bounds what is in
hand (running or waiting behind its session): the reader waits for a free place before it reads more,
so entries stay on the bus for a sibling replica rather than queue here.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor


class Lanes:
    def __init__(self, n: int, name: str) -> None:
        self.n = n
        self._free = threading.Semaphore(n)
        self._pool = ThreadPoolExecutor(max_workers=n, thread_name_prefix=name)
        self._waiting: dict[str, deque[Callable[[], None]]] = {}  # sessions with an entry running
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._in_hand = 0

    def wait_free(self, timeout_s: float) -> bool:
        """Whether a place is free (waits up to `timeout_s` for one); the place is not taken."""
        if not self._free.acquire(timeout=timeout_s):
            return False
        self._free.release()
        return True

    def submit(self, session: str, work: Callable[[], None]) -> None:
        """Run `work` after the session's earlier entries; waits for a free place first."""
        self._free.acquire()
        with self._lock:
            self._in_hand += 1
            queue = self._waiting.get(session)
            if queue is not None:
                queue.append(work)
                return
            self._waiting[session] = deque()
        self._pool.submit(self._run, session, work)

    def _run(self, session: str, work: Callable[[], None]) -> None:
        while True:
            try:
                work()  # the consumer's deliver: it logs and keeps its own failures
            finally:
                self._free.release()
                with self._lock:
                    self._in_hand -= 1
                    self._idle.notify_all()
            with self._lock:
                queue = self._waiting[session]
                if not queue:
                    del self._waiting[session]
                    return
                work = queue.popleft()

    def in_hand(self) -> int:
        with self._lock:
            return self._in_hand

    def finish(self, timeout_s: float = 60.0) -> None:
        """Let what is in hand finish (a stop: every entry taken is handled or left pending), then stop."""
        with self._lock:
            self._idle.wait_for(lambda: self._in_hand == 0, timeout=timeout_s)
        self._pool.shutdown(wait=False)
