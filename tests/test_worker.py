"""The worker runtime every stage shares: heartbeat, metrics, graceful stop."""

from __future__ import annotations

import json
import threading
import time
from typing import ClassVar

import httpx
import redis

from shared import messages as m
from shared import streams
from shared.consumer import Delivery, Handler
from shared.embedded import free_port
from shared.settings import Settings
from shared.streams import Stream
from shared.worker import Worker
from tests.helpers import wait_until


class EchoWorker(Worker):
    stage: ClassVar[str] = "echo"

    def __init__(self, *a: object, **kw: object) -> None:
        super().__init__(*a, **kw)  # type: ignore[arg-type]
        self.started: list[str] = []
        self.seen: list[str] = []

    def handlers(self) -> dict[Stream, Handler]:
        return {streams.TRANSCRIPTS: self.on_transcript}

    def on_transcript(self, msg: m.Message, d: Delivery) -> None:
        assert isinstance(msg, m.Transcript)
        self.started.append(msg.text)
        time.sleep(0.3)  # long enough for a stop request to arrive mid-entry
        self.seen.append(msg.text)


def test_heartbeat_metrics_and_a_graceful_stop(rclient: redis.Redis, settings: Settings) -> None:
    port = free_port()
    worker = EchoWorker(settings.model_copy(update={"metrics_port": port}), rclient, name="w1")
    thread = threading.Thread(target=worker.run, kwargs={"install_signals": False}, daemon=True)
    thread.start()
    beat = wait_until(lambda: rclient.get(streams.heartbeat_key("echo", "w1")), what="a heartbeat")
    assert json.loads(beat)["state"] == "running"  # type: ignore[arg-type]
    assert rclient.exists(streams.alive_key("echo"))

    for text in ("one", "two"):
        rclient.xadd(streams.TRANSCRIPTS.key, m.Transcript(device="d", session="s", turn=text, text=text).to_fields())
    wait_until(lambda: worker.started, what="the first entry to start")
    worker.request_stop()  # mid-entry: it finishes, the rest stays pending for the next worker
    thread.join(10)
    assert not thread.is_alive()
    assert worker.seen == ["one"]
    # 'two' waits for the next worker: pending (if it was read) or not yet delivered.
    group = next(g for g in rclient.xinfo_groups(streams.TRANSCRIPTS.key) if g["name"] == b"echo")
    assert group["pending"] + group["lag"] == 1
    assert not rclient.exists(streams.heartbeat_key("echo", "w1")), "a stopped worker removes its heartbeat"

    body = httpx.get(f"http://127.0.0.1:{port}/metrics").text
    assert 'koe_entries_handled_total{kind="transcript",stage="echo"}' in body
    assert "koe_handle_seconds_bucket" in body
