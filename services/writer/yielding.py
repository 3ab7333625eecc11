"""The writer's model client: a reply's request always goes first.

Measured on the embedded default (llama-cpp-python's server, SmolLM2-135M, 2 cores): the server
runs one request at a time. A writer request that is generating holds a reply back until it is done
(first token 3.1 s late in a probe; 16 s in a real batch), and, with the server's default
`interrupt_requests`, a writer request that arrives while a reply streams *kills the reply* (the
"Sorry, I don't have an answer" people got). So:

- the embedded server runs with `interrupt_requests` off: nothing ever cuts a reply;
- the writer never starts a model call while a turn is in flight (shared/hot_path.py), and streams
  its call so that it gives it up (the server stops on the closed connection) the moment one starts;
  the batch then waits for quiet and asks again. Nothing is written before the model has answered, so
  giving up loses and doubles nothing;
- on vLLM, with `KOE_LLM_PRIORITY_SCHEDULING=true` (compose starts vLLM with
  `--scheduling-policy priority`), the writer's requests carry a low priority instead: the server
  answers a reply's request first and runs many at once, so the writer neither waits for quiet nor
  gives up. A server of many households is never quiet (`koe bench load`: with waiting, 17-19 s of
  writer lag at 3 households, and batches failing for want of a pause at 50).

- with a server of its own (KOE_WRITER_LLM_URL; `koe up` starts one on the embedded default and stops it
  with SIGSTOP while turns are in flight, shared/server_pause.py), the writer neither waits nor gives
  up: its request holds no slot a reply needs and simply waits while the server is paused. It is not
  streamed, so a pause is bounded only by the call's whole budget, not by a gap between tokens.

A household that keeps koe busy for longer than `max_wait_s` fails the batch with a clear error:
rq tries it again later, with back-off, and the writer catches up when the house is quiet.
"""

from __future__ import annotations

import time
from typing import Any

from prometheus_client import Counter

from shared.hot_path import HotPath
from shared.llm_client import LlmClient, LlmError, LlmYielded
from shared.logs import get_logger

POLL_S = 0.2
WRITER_PRIORITY = 10  # vLLM: lower goes first; replies are sent with the default, 0

YIELDED = Counter("koe_writer_yielded_total", "Writer model calls given up or held back for a turn", ["how"])
log = get_logger(component="writer.yielding")


class YieldingLlm:
    """An LlmClient for memory work: waits while a turn is in flight, and gives up when one starts."""

    def __init__(
        self, llm: LlmClient, hot: HotPath, max_wait_s: float, priority: bool = False, own_server: bool = False
    ) -> None:
        self.llm = llm
        self.hot = hot
        self.max_wait_s = max_wait_s
        self.priority = WRITER_PRIORITY if priority else None
        self.own_server = own_server

    def complete_json(
        self, messages: list[dict[str, str]], schema: dict[str, Any] | None = None, **options: Any
    ) -> str:
        if self.priority is not None:  # the server puts replies first: no need to step aside
            return self.llm.complete_json(messages, schema, priority=self.priority, **options)
        if self.own_server:  # no reply uses this server; paused while turns are in flight where it is ours
            return self.llm.complete_json(messages, schema, **options)
        deadline = time.monotonic() + self.max_wait_s
        while True:
            self._wait_for_quiet(deadline)
            try:
                return self.llm.complete_json(messages, schema, abort=self.hot.busy, **options)
            except LlmYielded:
                YIELDED.labels("given_up").inc()
                log.info("writer.yielded", why="a turn started while the writer used the model")

    def _wait_for_quiet(self, deadline: float) -> None:
        if not self.hot.busy():
            return
        YIELDED.labels("waited").inc()
        while self.hot.busy():
            if time.monotonic() > deadline:
                raise LlmError(f"turns kept the model busy for {self.max_wait_s:.0f} s: the batch waits for quiet")
            time.sleep(POLL_S)

    def close(self) -> None:
        self.llm.close()
