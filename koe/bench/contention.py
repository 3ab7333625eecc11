"""Replies first, measured: time to first sentence of typed turns on an idle stack and while the
writer is mining other conversations (`koe bench contention`).

The stack is real and as `koe up` runs it: embedded Redis and LLM server (or any OpenAI-compatible
server with --llm-url, e.g. vLLM on the GPU box), and the recall, llm, tts and writer stages as
processes (the writer with its rq job worker). Typed questions go one at a time, waiting for each
reply to end, idle and busy in turn: an idle one once no writer batch is in flight, a busy one while
a writer batch (a real model call on two finished turns of another room's session, fed one batch at a
time) is under way. Time to first sentence is from the typed transcript's entry to its reply's first
sentence's entry, both on Redis' clock. Figures: p50 / p95 per phase, busy / idle, and fallback
replies (an apology instead of an answer). Target on the embedded default: busy / idle p95 at most
1.2, no fallback reply.

A third phase (unless --no-stt) adds speech recognition at the same time: the stt stage's transcriber
(same model, same thread count from shared/threads.py) transcribes a 4 s piper utterance, waits 4 s
(the next one being spoken) and transcribes it again, in a process of its own, as when someone in
another room talks without pause. Its transcripts are not published,
so they start no turns of their own: the phase measures the cores STT takes, not a second person's
place in the queue.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import redis

from koe.bench.stats import percentile
from shared.children import die_with_parent
from shared.redis_clock import entry_ms

TARGET_RATIO = 1.2
TARGET_WHOLE = 1.3
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
    p.add_argument("--no-stt", action="store_true", help="skip the phase with STT transcribing at the same time")
    p.add_argument(
        "--writer-server",
        choices=("own", "shared"),
        default="shared",
        help="embedded default: the writer on the replies' model server (default, as koe up), or on one of its"
        " own paused while a turn is in flight (KOE_WRITER_OWN_SERVER=true)",
    )


@contextlib.contextmanager
def stack(
    data: Path, llm_url: str | None, llm_model: str | None, priority: bool, writer_server: str = "own"
) -> Iterator[str]:
    """Embedded Redis (and LLM server: with `writer_server` "own", a second one for the writer, as `koe up`
    starts them), the recall, llm, tts and writer stages as processes."""
    from shared.embedded import EmbeddedLlm, EmbeddedRedis
    from shared.settings import get_settings
    from shared.threads import settings_budget

    redis_srv = EmbeddedRedis(data_dir=data / "redis").start()
    threads = settings_budget(get_settings()).llm
    llm_srv = None if llm_url else EmbeddedLlm(log_file=data / "llm.log", threads=threads).start()
    own = llm_srv is not None and writer_server == "own"
    writer_srv = EmbeddedLlm.for_writer(log_file=data / "writer-llm.log").start() if own else None
    procs: list[subprocess.Popen[bytes]] = []
    pauser = None
    try:
        env = {
            **os.environ,
            "KOE_REDIS_URL": redis_srv.url,
            "KOE_LLM_URL": llm_url or llm_srv.url,  # type: ignore[union-attr]
            "KOE_LLM_MODEL": llm_model or (llm_srv.model if llm_srv else ""),
            "KOE_WRITER_LLM_URL": writer_srv.url if writer_srv else "",
            "KOE_WRITER_LLM_MODEL": writer_srv.model if writer_srv else "",
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
                    preexec_fn=die_with_parent,  # a benchmark killed mid-way leaves no worker behind
                )
            )
        client = redis.Redis.from_url(redis_srv.url)
        from shared import streams
        from shared.server_pause import PausedWhileTurns

        if writer_srv:  # as koe up runs it: stopped while a turn is in flight
            pauser = PausedWhileTurns(client, lambda: writer_srv.proc).start()

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
        if pauser:
            pauser.stop()
        for srv in (llm_srv, writer_srv):
            if srv:
                srv.stop()
        redis_srv.stop()


def ask(client: redis.Redis, session: str, turn: str, text: str) -> tuple[float, float, bool]:
    """(ms to the first sentence, ms to the reply's end, whether the reply was an apology)."""
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
                    whole_ms = float(entry_ms(entry_id) - entry_ms(sent))
                    return float(first_ms if first_ms is not None else 180_000), whole_ms, apology or bool(msg.error)
    return 180_000.0, 180_000.0, True


class Feeder:
    """Gives the writer one batch at a time: two finished turns of a new session of another room. One at a
    time, so a busy turn meets a batch just begun or under way, and an idle one waits for that batch alone
    (a feeder that kept publishing built a backlog a slow writer took minutes to clear)."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self.n = 0

    def feed(self) -> None:
        from shared import messages as m
        from shared import streams

        n, self.n = self.n, self.n + 1
        for k in range(2):
            said = f"My friend number {n} lives in town {n + k} and plays the violin on Sundays."
            record = m.TurnRecord(
                device="other-room", session=f"bg-{n}", turn=f"bg-{n}-{k}", user_text=said, reply_text="Nice!"
            )
            self.client.xadd(streams.TURNS.key, record.to_fields())


def transcribing(on: Any, stop: Any) -> None:
    """A process's body: transcribe piper speech back to back while `on` is set, until `stop` is."""
    from koe.bench.voice import Voice
    from services.stt.transcriber import load_transcriber
    from services.vad.pcm import to_float
    from shared.logs import configure_logging
    from shared.settings import get_settings
    from shared.threads import settings_budget

    configure_logging("error", "console")
    settings = get_settings()
    voice = Voice()
    clip = to_float(voice.say("Could you put the kettle on and then tell me about tomorrow's weather, please?"))
    voice.close()
    transcriber = load_transcriber(settings.stt_model, settings.stt_device, settings_budget(settings).stt)
    spoken_s = len(clip) / 16_000
    while not stop.is_set():
        if on.wait(0.2):
            transcriber.transcribe(clip)
            stop.wait(spoken_s)  # the next utterance is being spoken: STT hears it only once it ends


class Speaker:
    """The transcribing process, started once (loading the model) and switched on for its phase."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")  # no fork of a process with threads
        self.on, self.stop = ctx.Event(), ctx.Event()
        self.proc = ctx.Process(target=transcribing, args=(self.on, self.stop), daemon=True)

    def __enter__(self) -> Speaker:
        self.proc.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.proc.join(30)
        if self.proc.is_alive():
            self.proc.kill()


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


IDLE, BUSY, READING, BUSY_STT = "idle", "writer busy", "writer reading its prompt", "writer busy + stt"


def measure(
    client: redis.Redis, turns: int, rng: random.Random, speaker: Speaker | None
) -> dict[str, tuple[list[float], list[float], int]]:
    """The phases' turns in turn, so that drift and warm-up weigh on all alike. A busy turn is sent
    while a writer batch is in flight, a moment into its model call; an idle one once none is."""
    feeder = Feeder(client)
    phases = [IDLE, BUSY, READING] + ([BUSY_STT] if speaker else [])
    out: dict[str, tuple[list[float], list[float], int]] = {phase: ([], [], 0) for phase in phases}
    try:
        for i in range(turns * len(phases)):
            name = phases[i % len(phases)]
            busy = name != IDLE
            if speaker:
                if name == BUSY_STT:
                    speaker.on.set()
                else:
                    speaker.on.clear()
            if busy:
                if name == READING or not mining(client):  # reading: a batch that has only just begun
                    until(lambda: not mining(client), 300)
                    feeder.feed()
                until(lambda: mining(client), 60)
                # Into the batch's model call at a random point; or at once, while the server reads its
                # prompt (a single-slot server cannot be interrupted then: the worst moment for a reply).
                time.sleep(rng.uniform(0.0, 0.15) if name == READING else rng.uniform(0.3, 2.0))
            else:
                until(lambda: not mining(client), 300)
                time.sleep(1.0)
            question = (QUESTIONS_BUSY if busy else QUESTIONS)[(i // len(phases)) % len(QUESTIONS)]
            if name == BUSY_STT:  # a question of its own: the busy phase's would be in the server's cache
                question = question.replace("?", " today?")
            elif name == READING:
                question = question.replace("?", " this week?")
            ms, whole_ms, apology = ask(client, f"{name.replace(' ', '-')}-{i}", f"t{i}", question)
            times, wholes, fallbacks = out[name]
            out[name] = ([*times, ms], [*wholes, whole_ms], fallbacks + apology)
    finally:
        if speaker:
            speaker.on.clear()
    return out


def run(args: argparse.Namespace) -> int:
    from shared.logs import configure_logging
    from shared.settings import get_settings
    from shared.threads import settings_budget

    configure_logging("error", "console")
    rng = random.Random(7)
    with (
        tempfile.TemporaryDirectory(prefix="koe-bench-contention-") as tmp,
        stack(Path(tmp), args.llm_url, args.llm_model, args.priority, args.writer_server) as url,
        contextlib.nullcontext(None) if args.no_stt else Speaker() as speaker,
    ):
        client = redis.Redis.from_url(url)
        ask(client, "warm", "warm-t", "Hello!")  # load the model's first pages before timing
        figures = measure(client, args.turns, rng, speaker)
    where = args.llm_url or "the embedded SmolLM2-135M (llama-cpp-python)" + (
        ", the writer on a server of its own, paused while a turn is in flight"
        if args.writer_server == "own"
        else ", the writer on the same server"
    )
    threads = settings_budget(get_settings()).describe()
    print(f"koe bench contention: {args.turns} typed turns a phase; model: {where}; threads {threads}")
    print("| phase | time to first sentence p50 | p95 | max | whole reply p50 | p95 | fallback replies |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name, (times, wholes, fallbacks) in figures.items():
        print(
            f"| {name} | {percentile(times, 0.5):.0f} ms | {percentile(times, 0.95):.0f} ms | {max(times):.0f} ms"
            f" | {percentile(wholes, 0.5):.0f} ms | {percentile(wholes, 0.95):.0f} ms | {fallbacks} |"
        )
    idle_p95 = max(percentile(figures[IDLE][0], 0.95), 1.0)
    idle_whole_p95 = max(percentile(figures[IDLE][1], 0.95), 1.0)
    for name in figures:
        if name != IDLE:
            print(
                f"{name} / idle p95: first sentence {percentile(figures[name][0], 0.95) / idle_p95:.2f},"
                f" whole reply {percentile(figures[name][1], 0.95) / idle_whole_p95:.2f}"
            )
    ratio = max(percentile(figures[name][0], 0.95) for name in (BUSY, READING)) / idle_p95
    whole = max(percentile(figures[name][1], 0.95) for name in (BUSY, READING)) / idle_whole_p95
    met = ratio <= TARGET_RATIO and whole <= TARGET_WHOLE and not any(f for *_, f in figures.values())
    verdict = "met" if met else "MISSED"
    print(
        f"target (writer busy or reading / idle p95 at most {TARGET_RATIO} to the first sentence and"
        f" {TARGET_WHOLE} for the whole reply, no fallback): {verdict}"
    )
    return 0 if met else 1
