"""The memory writer's throughput (turns per second) and lag (session due -> checkpoint advanced).

The model is an instant scripted OpenAI-compatible server (one memory per batch), so the figures are
the writer's own cost: the turn stream reader, the scheduler, rq (a real job worker process), the
store's related-memory searches and writes, the commit. Two phases:

- burst: SESSIONS x TURNS turns published at once; every KOE_WRITER_MAX_TURNS turns make a session
  due. Turns per second = turns / (last checkpoint advanced - first turn published). The lag here
  includes waiting behind the other batches.
- one at a time: a session's turns arrive, it falls due, and nothing else is queued; the lag is the
  writer's own reaction time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import redis

from koe.bench.stats import percentile
from shared.redis_clock import entry_ms

TARGET_TURNS_PER_S = 200.0


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--sessions", type=int, default=20, help="sessions in the burst (default 20)")
    p.add_argument("--turns", type=int, default=40, help="turns per session in the burst (default 40)")
    p.add_argument("--batch", type=int, default=20, help="KOE_WRITER_MAX_TURNS (default 20)")
    p.add_argument("--job-workers", type=int, default=1, help="rq job worker processes (default 1)")
    p.add_argument("--single", type=int, default=10, help="one-at-a-time sessions for the lag (default 10)")
    p.add_argument("--redis-url", help="use this Redis (it is flushed!) instead of starting an embedded one")
    p.add_argument("--quality", action="store_true", help="what the writer keeps, not how fast (writer_quality.py)")
    p.add_argument(
        "--model",
        choices=("scripted", "claims", "embedded", "both", "all"),
        default="both",
        help="with --quality: scripted (a junk model), claims (no model: the claims alone), embedded (SmolLM2), "
        "both (scripted and embedded, the default) or all",
    )
    p.add_argument("--json", action="store_true", help="with --quality: the figures as JSON")
    p.add_argument("--only", help="with --quality: the cases whose name holds this, or of this category")


class InstantModel:
    """Answers every extraction at once with one memory for the batch's first new turn."""

    def __init__(self) -> None:
        from shared.embedded import free_port

        self.port = free_port()
        self.calls = 0

        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
                outer.calls += 1
                user = body["messages"][-1]["content"].split("NEW TURNS", 1)[-1]
                said = re.findall(r'person: "(.*)"', user)
                first = said[0] if said else "nothing"
                reply = {
                    "add": [
                        {
                            "text": f"The household mentioned {first} during the benchmark.",
                            "subject": "benchmark",
                            "kind": "fact",
                            "tags": ["benchmark"],
                            "importance": 2,
                        }
                    ],
                    "update": [],
                    "retire": [],
                    "relevant": [],
                }
                if body.get("stream"):  # the writer streams its calls (it gives them up for a turn)
                    chunk = {"choices": [{"index": 0, "delta": {"content": json.dumps(reply)}}]}
                    data = f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n".encode()
                    content_type = "text/event-stream"
                else:
                    data = json.dumps(
                        {"choices": [{"index": 0, "message": {"role": "assistant", "content": json.dumps(reply)}}]}
                    ).encode()
                    content_type = "application/json"
                self.send_response(200)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def watch_checkpoints(client: redis.Redis, want: dict[str, str], seen: dict[str, float], timeout_s: float) -> None:
    """Poll the checkpoints until every session reaches `want`; record when each new value appeared."""
    from shared import streams

    last: dict[str, str] = {}
    deadline = time.time() + timeout_s
    while time.time() < deadline:
        now = time.time()
        current = {k.decode(): v.decode() for k, v in client.hgetall(streams.WRITER_CHECKPOINTS).items()}
        for session, cp in current.items():
            if last.get(session) != cp:
                last[session] = cp
                seen.setdefault(cp, now)
        if all(last.get(s) == cp for s, cp in want.items()):
            return
        time.sleep(0.002)
    raise TimeoutError(f"the writer did not finish within {timeout_s:.0f} s")


def run(args: argparse.Namespace) -> int:
    if args.quality:
        from koe.bench.writer_quality import run_quality

        return run_quality(args)
    from services.writer.worker import WriterWorker
    from shared import messages as m
    from shared.bus import Bus
    from shared.embedded import EmbeddedRedis
    from shared.logs import configure_logging
    from shared.settings import load_settings

    configure_logging("warning", "console")
    server = None
    url = args.redis_url
    tmp = Path(tempfile.mkdtemp(prefix="koe-bench-writer-"))
    if not url:
        server = EmbeddedRedis().start()
        url = server.url
    model = InstantModel()
    values = {
        "redis_url": url,
        "data_dir": tmp,
        "llm_url": model.url,
        "llm_model": "instant",
        "metrics_port": 0,
        "writer_max_turns": args.batch,
        "writer_quiet_s": 3600,
        "writer_poll_s": 20,
        "writer_job_workers": 0,
        "log_level": "warning",
        "log_format": "console",
    }
    settings = load_settings(**values)
    client = redis.Redis.from_url(url)
    client.flushdb()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("KOE_")},
        **{f"KOE_{k.upper()}": str(v) for k, v in values.items()},
    }
    workers = [
        subprocess.Popen(
            [sys.executable, "-m", "services.writer.jobs", "--index", str(i)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for i in range(args.job_workers)
    ]
    writer = WriterWorker(settings, client, name="bench-writer")
    thread = threading.Thread(target=writer.run, kwargs={"install_signals": False}, daemon=True)
    thread.start()
    bus = Bus(client, settings)
    try:
        from rq import Worker

        from services.writer.jobs import queue

        deadline = time.time() + 30
        while Worker.count(queue=queue(client)) < args.job_workers and time.time() < deadline:
            time.sleep(0.05)

        def turn(session: str, i: int) -> m.TurnRecord:
            return m.TurnRecord(
                device="bench",
                session=session,
                turn=f"{session}-{i}",
                user_text=f"tell me about topic {i} of {session} please",
                reply_text="Here is a short answer about it.",
            )

        # Burst.
        texts = [(f"burst-{s}", i) for i in range(args.turns) for s in range(args.sessions)]
        started = time.time()
        pipe = client.pipeline(transaction=False)
        for session, i in texts:
            bus.publish(turn(session, i), pipe=pipe)
        ids = pipe.execute()
        entry_ids = [x.decode() for x in ids]
        by_session: dict[str, list[str]] = {}
        for (session, _), entry in zip(texts, entry_ids, strict=True):
            by_session.setdefault(session, []).append(entry)
        full = (args.turns // args.batch) * args.batch
        want = {s: e[full - 1] for s, e in by_session.items() if full}
        seen: dict[str, float] = {}
        watch_checkpoints(client, want, seen, timeout_s=600)
        elapsed = max(seen[cp] for cp in want.values()) - started
        burst_turns = full * len(want)
        burst_lags = [
            seen[e[k - 1]] - entry_ms(e[k - 1]) / 1000
            for e in by_session.values()
            for k in range(args.batch, full + 1, args.batch)
        ]

        # One at a time.
        single_lags = []
        for n in range(args.single):
            session = f"single-{n}"
            pipe = client.pipeline(transaction=False)
            for i in range(args.batch):
                bus.publish(turn(session, i), pipe=pipe)
            last = pipe.execute()[-1].decode()
            seen = {}
            watch_checkpoints(client, {session: last}, seen, timeout_s=120)
            single_lags.append(seen[last] - entry_ms(last) / 1000)
    finally:
        writer.stop_event.set()
        thread.join(10)
        for w in workers:
            w.terminate()
        for w in workers:
            try:
                w.wait(15)
            except subprocess.TimeoutExpired:
                w.kill()
        model.stop()
        if server:
            server.stop()

    rate = burst_turns / elapsed if elapsed > 0 else float("inf")
    print(
        f"koe bench writer: {platform.machine()}, {os.cpu_count()} CPUs, {platform.python_implementation()} "
        f"{platform.python_version()}, Redis at {url}, {args.job_workers} rq job worker(s), instant model "
        f"({model.calls} calls), batches of {args.batch} turns"
    )
    print("| phase | turns | batches | turns/s | lag p50 ms | lag p99 ms | lag max ms |")
    print("|---|---|---|---|---|---|---|")
    bl = [x * 1000 for x in burst_lags]
    sl = [x * 1000 for x in single_lags]
    print(
        f"| burst ({args.sessions} sessions x {args.turns} turns) | {burst_turns} | {len(bl)} | {rate:.0f} | "
        f"{statistics.median(bl):.0f} | {percentile(bl, 0.99):.0f} | {max(bl):.0f} |"
    )
    print(
        f"| one session at a time | {args.single * args.batch} | {len(sl)} | - | {statistics.median(sl):.0f} | "
        f"{percentile(sl, 0.99):.0f} | {max(sl):.0f} |"
    )
    verdict = "meets" if rate >= TARGET_TURNS_PER_S else "MISSES"
    print(f"{rate:.0f} turns/s {verdict} the target of {TARGET_TURNS_PER_S:.0f} turns/s")
    return 0
