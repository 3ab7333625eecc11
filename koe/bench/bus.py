"""The bus's own overhead per hop: publish to handled, p50/p99 over a few thousand entries.

One hop is what every stage pays: XADD of a typed message (with its retention trim), XREADGROUP by a
consumer, parsing and validation, the handler, and the XACK in a MULTI/EXEC. The handler does nothing,
so the figure is the bus alone. Entries are published at a steady rate (not in a burst) so the figure
is latency, not queueing.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import threading
import time

import redis

from koe.bench.stats import percentile


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--entries", type=int, default=3000, help="entries to send (default 3000)")
    p.add_argument("--rate", type=float, default=500.0, help="entries per second (default 500)")
    p.add_argument("--redis-url", help="use this Redis instead of starting an embedded one")


def measure(client: redis.Redis, entries: int, rate: float) -> dict[str, float]:
    from shared import messages as m
    from shared import streams
    from shared.bus import Bus
    from shared.consumer import Delivery, StreamConsumer
    from shared.settings import load_settings

    settings = load_settings(redis_url="redis://unused", bus_block_ms=1000, metrics_port=0)
    bus = Bus(client, settings)
    client.delete(streams.TRANSCRIPTS.key)
    latencies: list[float] = []
    done = threading.Event()
    stop = threading.Event()

    def handler(msg: m.Message, d: Delivery) -> None:
        latencies.append(time.time() - msg.ts)
        if len(latencies) >= entries:
            done.set()

    consumer = StreamConsumer(bus, {streams.TRANSCRIPTS: handler}, "bench", "bench-1", stop, stage="bench")
    thread = threading.Thread(target=consumer.run, daemon=True)
    thread.start()
    time.sleep(0.3)
    interval = 1.0 / rate
    start = time.perf_counter()
    for i in range(entries):
        bus.publish(m.Transcript(device="bench", session="s", turn=str(i), text="what is the weather like today"))
        target = start + (i + 1) * interval
        while (now := time.perf_counter()) < target:
            time.sleep(min(target - now, 0.001))
    done.wait(30)
    stop.set()
    thread.join(5)
    ms = [x * 1000 for x in latencies]
    return {"n": len(ms), "p50": statistics.median(ms), "p99": percentile(ms, 0.99), "max": max(ms)}


def run(args: argparse.Namespace) -> int:
    from shared.embedded import EmbeddedRedis

    server = None
    url = args.redis_url
    if not url:
        server = EmbeddedRedis().start()
        url = server.url
    try:
        figures = measure(redis.Redis.from_url(url), args.entries, args.rate)
    finally:
        if server:
            server.stop()
    print(
        f"koe bench bus: {figures['n']} entries at {args.rate:g}/s on {platform.machine()}, "
        f"{platform.python_implementation()} {platform.python_version()}, Redis at {url}"
    )
    print("| hop | p50 ms | p99 ms | max ms |")
    print("|---|---|---|---|")
    row = f"{figures['p50']:.3f} | {figures['p99']:.3f} | {figures['max']:.3f}"
    print(f"| publish -> handled (parse, handler, ack) | {row} |")
    target = 2.0
    verdict = "meets" if figures["p99"] < target else "MISSES"
    print(f"p99 {figures['p99']:.3f} ms {verdict} the target of {target} ms per hop")
    return 0
