"""Replies first, measured: time to first sentence of typed turns on an idle stack and while the
writer is mining other conversations (`koe bench contention`).

The stack is real and as `koe up` runs it: embedded Redis and LLM server (or any OpenAI-compatible
server with --llm-url, e.g. vLLM on the GPU box), and the recall, llm, tts and writer stages as
processes (the writer with its rq job worker). Typed questions go one at a time, waiting for each
reply to end, idle and busy in turn: an idle one once no writer batch is in flight, a busy one while
a feeder keeps publishing finished turns of other sessions and a writer batch (a real model call) is
under way. Time to first sentence is from the typed transcript's entry to its reply's first
sentence's entry, both on Redis' clock. Figures: p50 / p95 per phase, busy / idle, and fallback
replies (an apology instead of an answer). Target on the embedded default: busy / idle p95 at most
1.2, no fallback reply.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import redis

from koe.bench.stats import percentile
from shared.redis_clock import entry_ms

TARGET_RATIO = 1.2
QUESTIONS = (
    "What should I cook for dinner tonight?",
    "Can you suggest a game for the kids?",
    "How do I keep basil fresh?",
    "What is a good name for a goldfish?",
    "How long should I boil an egg?",
    "Tell me a fun fact about owls.",
    "What can I do on a rainy afternoon?",
    "How do I get a stain out of a shirt?",
    "What is a quick breakfast idea?",
    "How often should I water a cactus?",
)
# The busy phase asks other questions of the same kind and length: the server keeps evaluated prompts,
# and the same question twice would be answered from that cache, not measured.
QUESTIONS_BUSY = (
    "What should I make for lunch tomorrow?",
    "Can you suggest a card game for four?",
    "How do I keep bread from going stale?",
    "What is a good name for a hamster?",
    "How long should I bake a potato?",
    "Tell me a fun fact about otters.",
    "What can I do on a snowy morning?",
    "How do I get wax out of a carpet?",
    "What is a quick dinner idea?",
    "How often should I feed a goldfish?",
)
APOLOGIES = (
    "Sorry, I can't think straight right now. Please try again in a moment.",
    "Sorry, I lost my train of thought there.",
    "Sorry, I don't have an answer for that.",
)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--turns", type=int, default=10, help="typed turns per phase (default 10)")
    p.add_argument("--llm-url", help="an OpenAI-compatible server instead of the embedded one (e.g. vLLM)")
    p.add_argument("--llm-model", help="its model name")
    p.add_argument("--priority", action="store_true", help="the server schedules by priority (vLLM)")


@contextlib.contextmanager
def stack(data: Path, llm_url: str | None, llm_model: str | None, priority: bool) -> Iterator[str]:
    """Embedded Redis (and LLM server), the recall, llm, tts and writer stages as processes."""
    from shared.embedded import EmbeddedLlm, EmbeddedRedis

    redis_srv = EmbeddedRedis(data_dir=data / "redis").start()
    llm_srv = None if llm_url else EmbeddedLlm(log_file=data / "llm.log").start()
    procs: list[subprocess.Popen[bytes]] = []
    try:
        env = {
            **os.environ,
            "KOE_REDIS_URL": redis_srv.url,
            "KOE_LLM_URL": llm_url or llm_srv.url,  # type: ignore[union-attr]
            "KOE_LLM_MODEL": llm_model or (llm_srv.model if llm_srv else ""),
            "KOE_LLM_PRIORITY_SCHEDULING": "true" if priority else "false",
            "KOE_DATA_DIR": str(data),
            "KOE_METRICS_PORT": "0",
            "KOE_WRITER_QUIET_S": "0.5",
            "KOE_WRITER_MAX_TURNS": "2",
            "KOE_WRITER_POLL_S": "0.2",
            "KOE_WRITER_JOB_WORKERS": "1",
            "KOE_LOG_LEVEL": "warning",
            "HF_HUB_OFFLINE": "1",
        }
        for stage in ("recall", "llm", "tts", "writer"):
            log = open(data / f"{stage}.log", "ab")  # noqa: SIM115 -- the child keeps it
            procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", "koe.cli.main", "worker", stage],
                    env=env,
                    stdout=log,
                    stderr=log,
                    start_new_session=True,
                )
            )
        client = redis.Redis.from_url(redis_srv.url)
        from shared import streams

        deadline = time.monotonic() + 120
        for stage in ("recall", "llm", "tts", "writer"):
            while not client.exists(streams.alive_key(stage)):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the {stage} stage did not start (see {data / (stage + '.log')})")
                time.sleep(0.2)
        yield redis_srv.url
    finally:
        for p in procs:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(p.pid, 15)
        for p in procs:
            try:
                p.wait(15)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, 9)
        if llm_srv:
            llm_srv.stop()
        redis_srv.stop()


def ask(client: redis.Redis, session: str, turn: str, text: str) -> tuple[float, bool]:
    """(ms to the first sentence, whether the reply was an apology); waits for the reply's end."""
    from shared import messages as m
    from shared import streams

    last = client.xrevrange(streams.REPLIES.key, count=1)
    after = last[0][0] if last else b"0-0"
    typed = m.Transcript(device="bench", session=session, turn=turn, text=text, source="typed")
    sent = client.xadd(streams.TRANSCRIPTS.key, typed.to_fields())
    first_ms, apology = None, False
    give_up = time.monotonic() + 180
    while time.monotonic() < give_up:
        for _, entries in client.xread({streams.REPLIES.key: after}, block=1000) or []:
            for entry_id, fields in entries:
                after = entry_id
                msg = m.decode(fields)
                if getattr(msg, "turn", None) != turn:
                    continue
                if isinstance(msg, m.ReplySentence):
                    if first_ms is None:
                        first_ms = entry_ms(entry_id) - entry_ms(sent)
                    apology |= msg.text in APOLOGIES
                elif isinstance(msg, m.ReplyEnd):
                    return float(first_ms if first_ms is not None else 180_000), apology or bool(msg.error)
    return 180_000.0, True


class Feeder:
    """Keeps a writer batch due while on: finished turns of other sessions, two a session, every second."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self.on = threading.Event()
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def run(self) -> None:
        from shared import messages as m
        from shared import streams

        n = 0
        while not self.stop.is_set():
            if self.on.is_set():
                for k in range(2):
                    said = f"My friend number {n} lives in town {n + k} and plays the violin on Sundays."
                    record = m.TurnRecord(
                        device="other-room", session=f"bg-{n}", turn=f"bg-{n}-{k}", user_text=said, reply_text="Nice!"
                    )
                    self.client.xadd(streams.TURNS.key, record.to_fields())
                n += 1
            self.stop.wait(1.0)


def mining(client: redis.Redis) -> bool:
    """Whether a writer batch is in flight (its model call under way or about to be)."""
    from shared import streams

    return bool(client.hlen(streams.WRITER_INFLIGHT))


def until(cond: Callable[[], bool], timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while not cond():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def measure(client: redis.Redis, turns: int, rng: random.Random) -> dict[str, tuple[list[float], int]]:
    """Idle and busy turns in turn, so that drift and warm-up weigh on both alike. A busy turn is sent
    while a writer batch is in flight, a moment into its model call; an idle one once none is."""
    feeder = Feeder(client)
    feeder.thread.start()
    out: dict[str, tuple[list[float], int]] = {"idle": ([], 0), "writer busy": ([], 0)}
    try:
        for i in range(turns * 2):
            busy = i % 2 == 1
            if busy:
                feeder.on.set()
                until(lambda: mining(client), 60)
                time.sleep(rng.uniform(0.3, 2.0))  # into the batch's model call, at a random point
            else:
                feeder.on.clear()
                until(lambda: not mining(client), 300)
                time.sleep(1.0)
            name = "writer busy" if busy else "idle"
            question = (QUESTIONS_BUSY if busy else QUESTIONS)[(i // 2) % len(QUESTIONS)]
            ms, apology = ask(client, f"{'busy' if busy else 'idle'}-{i}", f"t{i}", question)
            times, fallbacks = out[name]
            out[name] = ([*times, ms], fallbacks + apology)
    finally:
        feeder.stop.set()
    return out


def run(args: argparse.Namespace) -> int:
    from shared.logs import configure_logging

    configure_logging("error", "console")
    rng = random.Random(7)
    with (
        tempfile.TemporaryDirectory(prefix="koe-bench-contention-") as tmp,
        stack(Path(tmp), args.llm_url, args.llm_model, args.priority) as url,
    ):
        client = redis.Redis.from_url(url)
        ask(client, "warm", "warm-t", "Hello!")  # load the model's first pages before timing
        figures = measure(client, args.turns, rng)
    (idle, idle_fallbacks), (busy, busy_fallbacks) = figures["idle"], figures["writer busy"]
    where = args.llm_url or "the embedded SmolLM2-135M (llama-cpp-python)"
    print(f"koe bench contention: {args.turns} typed turns a phase; model: {where}; {os.cpu_count()} CPUs")
    print("| phase | time to first sentence p50 | p95 | max | fallback replies |")
    print("|---|---:|---:|---:|---:|")
    for name, times, fallbacks in (("idle", idle, idle_fallbacks), ("writer busy", busy, busy_fallbacks)):
        print(
            f"| {name} | {percentile(times, 0.5):.0f} ms | {percentile(times, 0.95):.0f} ms | {max(times):.0f} ms"
            f" | {fallbacks} |"
        )
    ratio = percentile(busy, 0.95) / max(percentile(idle, 0.95), 1.0)
    met = ratio <= TARGET_RATIO and not busy_fallbacks and not idle_fallbacks
    print(
        f"busy / idle p95: {ratio:.2f} ({'meets' if met else 'MISSES'} the target: at most {TARGET_RATIO}, no fallback)"
    )
    return 0 if met else 1
