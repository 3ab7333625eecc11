"""The dashboard's cost and speed on an idle stack (`koe bench dash`): the CPU that `koe dash`, three open
browsers and Prometheus-style scrapes add, and how soon a bus entry shows in each browser's live tail.

`koe up --stages llm,recall` (embedded valkey and SmolLM2 server, a fresh data dir) runs twice, and each
time the CPU of its whole process tree (koe up, its workers, valkey, the llama.cpp server, the dashboard)
is read from /proc over a window in which nothing is typed:

- baseline: `koe up --no-dash`, metrics off (KOE_METRICS_PORT=0), no browser;
- with: the dashboard, each stage's /metrics on its own port scraped every 15 s (as Prometheus would),
  and three headless chromium pages on it (#turns, #streams, #workers). The browsers' own CPU is the
  viewer's machine: shown, not counted.

Then, with the pages still open, entries are added to koe:memory:changes at a steady rate, and each
page's MutationObserver notes when the entry's row enters its live tail; the latency is that moment minus
the entry's Redis stream id (both are this machine's wall clock).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import os
import platform
import queue
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import redis

from koe.bench.cpu_usage import TICKS, Usage, browsers_ticks, usage
from koe.bench.stats import percentile

STAGE_NAMES = ("llm", "recall")
VIEWS = ("turns", "streams", "workers")
CHROMIUM = "/usr/bin/chromium"
SCRAPE_EVERY_S = 15.0  # Prometheus' default scrape interval
CPU_TARGET = 2.0  # % CPU the dashboard and metrics may add, judged on one core: the stricter reading
LATENCY_TARGET_MS = 500.0
# Records [stream, id, Date.now()] for every row added to the live tail, in the page's own clock.
OBSERVE = """() => {
  window.__koeSeen = [];
  new MutationObserver((changes) => {
    const now = Date.now();
    for (const c of changes) for (const n of c.addedNodes) {
      if (n.dataset && n.dataset.id) window.__koeSeen.push([n.dataset.stream, n.dataset.id, now]);
    }
  }).observe(document.getElementById("tail"), { childList: true });
}"""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--seconds", type=float, default=60.0, help="each CPU measuring window (default 60)")
    p.add_argument("--settle", type=float, default=15.0, help="wait this long before measuring (default 15)")
    p.add_argument("--entries", type=int, default=100, help="entries for the latency, ~5 a second (default 100)")


# --- the stack --------------------------------------------------------------------------------------


def port_free(port: int) -> bool:
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the metrics server binds: TIME_WAIT is no owner
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


@dataclass
class Stack:
    """A running `koe up --stages llm,recall` on a data dir of its own."""

    proc: subprocess.Popen[str]
    redis_url: str
    dash_url: str | None
    lines: list[str] = field(default_factory=list)


@contextlib.contextmanager
def koe_up(data: Path, dash: bool) -> Iterator[Stack]:
    from shared import streams
    from shared.embedded import free_port

    env = {k: v for k, v in os.environ.items() if not k.startswith("KOE_")}  # this machine's defaults only
    env.update({"KOE_DATA_DIR": str(data), "HF_HUB_OFFLINE": "1", "KOE_DASH_PORT": str(free_port())})
    if not dash:
        env["KOE_METRICS_PORT"] = "0"  # with the dashboard each stage serves its own port (shared/stages.py)
    argv = [sys.executable, "-m", "koe.cli.main", "up", "--stages", ",".join(STAGE_NAMES)]
    proc = subprocess.Popen(
        [*argv, *([] if dash else ["--no-dash"])], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    got: queue.Queue[str | None] = queue.Queue()
    lines: list[str] = []

    def read() -> None:  # drained for the whole run: a full pipe would stall koe up
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line)
            got.put(line)
        got.put(None)

    threading.Thread(target=read, daemon=True).start()
    try:
        dash_url = None
        deadline = time.monotonic() + 180
        while True:
            try:
                line = got.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise RuntimeError(f"koe up printed no banner within 180 s: {''.join(lines)[-2000:]}") from None
            if line is None:
                raise RuntimeError(f"koe up exited before its banner: {''.join(lines)[-2000:]}")
            if found := re.search(r"dashboard\s+(http://\S+)", line):
                dash_url = found.group(1)
            if "talk to it" in line:
                break
        redis_url = json.loads((data / "run.json").read_text())["redis_url"]
        client = redis.Redis.from_url(redis_url)
        wait_for(lambda: all(client.exists(streams.alive_key(s)) for s in STAGE_NAMES), 120, "the stages")
        if dash_url:
            wait_for(lambda: _get(dash_url + "healthz") == "ok", 30, "the dashboard")
        yield Stack(proc, redis_url, dash_url, lines)
    finally:
        proc.send_signal(signal.SIGINT)  # as a person stops it
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def wait_for(cond: Any, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not come up within {timeout:.0f} s")
        time.sleep(0.1)


def _get(url: str) -> str:
    try:
        return httpx.get(url, timeout=2).text
    except httpx.HTTPError:
        return ""


class Scraper:
    """Every stage's /metrics, fetched every 15 s on a thread, as Prometheus does."""

    def __init__(self, ports: list[int]) -> None:
        self.ports = ports
        self.tries = self.answered = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        with httpx.Client(timeout=5) as http:
            while True:
                for port in self.ports:
                    self.tries += 1
                    with contextlib.suppress(httpx.HTTPError):
                        r = http.get(f"http://127.0.0.1:{port}/metrics")
                        self.answered += r.status_code == 200 and "koe_" in r.text
                if self.stop.wait(SCRAPE_EVERY_S):
                    return

    def __enter__(self) -> Scraper:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join(10)


# --- latency ----------------------------------------------------------------------------------------


@dataclass
class Latency:
    per_view: dict[str, list[float]]  # view -> ms of each entry's first appearance
    missing: int  # (page, entry) pairs that never appeared
    repeated: int  # (page, entry) pairs that appeared more than once


def latency(stack: Stack, data: Path, pages: dict[str, Any], entries: int) -> Latency:
    from shared import messages as m
    from shared import streams
    from shared.bus import Bus
    from shared.settings import load_settings

    for pg in pages.values():
        pg.evaluate(OBSERVE)
    bus = Bus(redis.Redis.from_url(stack.redis_url), load_settings(redis_url=stack.redis_url, data_dir=data))
    sent: list[str] = []
    start = time.monotonic()
    for n in range(entries):
        msg = m.MemoryChanged(device="bench", session="bench", op="update", memory_id=f"bench-{n}")
        sent.append(str(bus.publish(msg)))
        time.sleep(max(0.0, start + (n + 1) * 0.2 - time.monotonic()))  # ~5 a second, not a burst
    key = streams.MEMORY_CHANGES.key
    wanted = set(sent)

    def seen(pg: Any) -> list[list[Any]]:
        return [s for s in pg.evaluate("() => window.__koeSeen") if s[0] == key and s[1] in wanted]

    deadline = time.monotonic() + 10  # the last entries, or the verdict that some never came
    while time.monotonic() < deadline and any(len({s[1] for s in seen(pg)}) < len(sent) for pg in pages.values()):
        time.sleep(0.1)
    out, missing, repeated = {}, 0, 0
    for view, pg in pages.items():
        rows = seen(pg)
        first: dict[str, float] = {}
        counts: dict[str, int] = {}
        for _, entry_id, at in rows:
            counts[entry_id] = counts.get(entry_id, 0) + 1
            first.setdefault(entry_id, at - int(entry_id.split("-")[0]))
        missing += len(wanted - first.keys())
        repeated += sum(1 for c in counts.values() if c > 1)
        out[view] = list(first.values())
    return Latency(out, missing, repeated)


# --- the run ----------------------------------------------------------------------------------------


@dataclass
class Figures:
    baseline: Usage
    with_dash: Usage
    browsers: float  # % of one core, all three pages' chromium processes
    scrapes: tuple[int, int]  # answered, tried
    latency: Latency


def measure(args: argparse.Namespace) -> Figures:
    from playwright.sync_api import sync_playwright

    from shared.stages import STAGES

    with tempfile.TemporaryDirectory(prefix="koe-bench-dash-") as tmp:
        with koe_up(Path(tmp) / "baseline", dash=False) as stack:
            time.sleep(args.settle)
            baseline = usage(stack.proc.pid, args.seconds)
        ports = [STAGES[s].metrics_port for s in STAGE_NAMES]
        with (
            koe_up(Path(tmp) / "with", dash=True) as stack,
            Scraper(ports) as scraper,
            sync_playwright() as p,
        ):
            assert stack.dash_url
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            try:
                pages = {}
                for view in VIEWS:  # a context each: three separate viewers
                    pg = browser.new_context(viewport={"width": 1400, "height": 900}).new_page()
                    pg.goto(f"{stack.dash_url}#{view}")
                    pg.wait_for_selector("#conn.live", timeout=20_000)
                    pages[view] = pg
                time.sleep(args.settle)
                chrome_before, t0 = browsers_ticks(), time.monotonic()
                with_dash = usage(stack.proc.pid, args.seconds)
                browsers = (browsers_ticks() - chrome_before) / TICKS / (time.monotonic() - t0) * 100
                scrapes = (scraper.answered, scraper.tries)
                lat = latency(stack, Path(tmp) / "with", pages, args.entries)
            finally:
                browser.close()
    return Figures(baseline, with_dash, browsers, scrapes, lat)


def run(args: argparse.Namespace) -> int:
    from shared.logs import configure_logging
    from shared.stages import STAGES

    configure_logging("error", "console")  # the figures only, not httpx's line per scrape

    if not Path(CHROMIUM).exists():
        print(f"koe bench dash: needs Debian's chromium at {CHROMIUM} (scripts/setup.sh installs it)", file=sys.stderr)
        return 2
    busy = [STAGES[s].metrics_port for s in STAGE_NAMES if not port_free(STAGES[s].metrics_port)]
    if busy:  # a stage cannot be given another port alone: every worker reads the same KOE_METRICS_PORT
        print(f"koe bench dash: metrics port(s) {busy} are in use; stop what holds them first", file=sys.stderr)
        return 2
    try:
        f = measure(args)
    except RuntimeError as exc:
        print(f"koe bench dash: {exc}", file=sys.stderr)
        return 1
    cores = len(os.sched_getaffinity(0))
    added = f.with_dash.total - f.baseline.total
    print(
        f"koe bench dash: {cores} usable cores, {platform.machine()}, "
        f"{datetime.datetime.now().astimezone():%Y-%m-%d %H:%M %Z}; koe up --stages {','.join(STAGE_NAMES)} "
        f"(embedded valkey and SmolLM2), idle; {args.seconds:g} s windows after {args.settle:g} s settling"
    )
    print("| CPU, % of one core | baseline (no dash, metrics off) | dash + metrics + 3 browsers | added |")
    print("|---|---:|---:|---:|")
    names = sorted(f.baseline.parts.keys() | f.with_dash.parts.keys(), key=_order)
    for name in names:
        b, w = f.baseline.parts.get(name), f.with_dash.parts.get(name)
        print(f"| {name} | {_pct(b)} | {_pct(w)} | {_pct((w or 0) - (b or 0))} |")
    print(f"| **koe up's whole tree** | {_pct(f.baseline.total)} | {_pct(f.with_dash.total)} | {_pct(added)} |")
    print(
        f"added by the dashboard and metrics: {added:.2f}% of one core, "
        f"{added / cores:.2f}% of the {cores}-core machine"
    )
    print(f"the 3 browsers themselves (chromium, the viewer's machine, not counted): {f.browsers:.2f}% of one core")
    ports = ", ".join(f"{s} :{STAGES[s].metrics_port}" for s in STAGE_NAMES)
    print(f"metrics scrapes answered: {f.scrapes[0]} of {f.scrapes[1]} ({ports}, every {SCRAPE_EVERY_S:g} s)")
    print()
    lat = f.latency
    print(
        f"| entry added -> row in the page's live tail, {args.entries} entries at ~5/s"
        " | rows | p50 ms | p95 ms | max ms |"
    )
    print("|---|---:|---:|---:|---:|")
    every: list[float] = []
    for view, ms in lat.per_view.items():
        every += ms
        print(f"| page on #{view} | {_row(ms)} |")
    print(f"| **all pages** | {_row(every)} |")
    once = lat.missing == 0 and lat.repeated == 0
    print(
        "every entry appeared in every page exactly once"
        if once
        else f"NOT every entry once: {lat.missing} (page, entry) pairs missing, {lat.repeated} shown twice or more"
    )
    p95 = percentile(every, 0.95) if every else float("inf")
    cpu_ok, lat_ok = added < CPU_TARGET, p95 < LATENCY_TARGET_MS and once
    print(
        f"verdict: CPU added {added:.2f}% of one core ({added / cores:.2f}% of the machine) "
        f"{'meets' if cpu_ok else 'MISSES'} the {CPU_TARGET:g}% target; "
        f"p95 latency {p95:.0f} ms {'meets' if lat_ok else 'MISSES'} the {LATENCY_TARGET_MS:g} ms target"
        + ("" if once else " (entries missing or repeated)")
    )
    return 0


def _order(name: str) -> tuple[int, str]:
    known = ["koe up", "llm worker", "recall worker", "valkey", "llm server (llama.cpp)", "dashboard"]
    return (known.index(name), "") if name in known else (len(known), name)


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{round(value, 2) + 0.0:.2f}%"  # + 0.0: no "-0.00%"


def _row(ms: list[float]) -> str:
    if not ms:
        return "0 | – | – | –"
    return f"{len(ms)} | {percentile(ms, 0.5):.0f} | {percentile(ms, 0.95):.0f} | {max(ms):.0f}"
