"""Replies first, measured: how soon typed turns are answered on an idle stack and while the writer is
mining other conversations (`koe bench contention`).

The stack is real and as `koe up` runs it: embedded Redis and LLM server (or any OpenAI-compatible
server with --llm-url, e.g. vLLM on the GPU box), on the embedded default the writer's own server
paused while a turn is in flight (or, with --writer-server shared, the replies' server), and the recall,
llm, tts and writer stages as processes (the writer with its rq job worker). Typed questions go one at a
time, each once the reply before it has been voiced, in rounds: each round asks one question in every
phase. Idle: no writer batch in flight. Writer busy: a batch (a real model call on two finished turns of
another room's session, fed one batch at a time) under way, 0.3-2 s into it. Writer reading its prompt:
0-0.15 s into a batch, the worst moment for one shared single-slot server, which cannot give up a prompt
part-way. A first round warms up (the writer's first batch loads its models) and is not counted.
Times are from the typed transcript's entry to the reply model's first token (the turn record's
mark), to the first sentence's entry and to the reply's end, on this box's clock. Figures: p50 / p95
per phase, busy / idle p95, and fallback replies (an apology instead of an answer). Target on the
embedded default: the first token's p95 at most 1.2 x idle and the whole reply's 1.3 x while
the writer is busy or reading its prompt, no fallback reply.

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
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

import redis

from koe.bench.contention_load import Feeder, Speaker
from koe.bench.stats import percentile
from shared.children import die_with_parent
from shared.redis_clock import entry_ms

TARGET_RATIO = 1.2
TARGET_WHOLE = 1.3
# Every phase asks the same questions, and the replies are written at temperature 0 (KOE_LLM_TEMPERATURE
# for this stack only), so a question gets the same reply idle or busy and the phases differ in the load
# alone, not in how long SmolLM2's answer happened to be. Each round asks one question in every phase,
# the phases' order turning round by round: the server keeps evaluated prompts, and whichever phase asks
# a question first reads it whole (the others restore it, minus a last token), so each phase is first
# equally often.
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
WARM_UP = "What is a good song to sing in the car?"
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
        help="embedded default: the writer on a model server of its own, paused while a turn is in flight, or"
        " on the replies' (default: as koe up, KOE_WRITER_OWN_SERVER)",
    )
    p.add_argument("--json", action="store_true", help="also print every turn's times and waterfall as JSON")


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
            "KOE_LLM_TEMPERATURE": "0",  # one reply per question whatever the load (QUESTIONS)
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


@dataclass(frozen=True)
class Answer:
    """One typed turn's reply, timed from the transcript's entry (Redis' clock, the stages' on this box)."""

    first_token_ms: float  # the reply model's first token (the turn record's mark)
    first_sentence_ms: float
    whole_ms: float  # to the reply's end
    fallback: bool  # an apology, an error or no reply
    hops: dict[str, float] = field(default_factory=dict)  # the turn record's waterfall, ms (shared/waterfall.py)
    memories: int = 0  # how many memories recall gave the reply (they are read with the question)


NO_ANSWER = Answer(180_000.0, 180_000.0, 180_000.0, True)


def ask(client: redis.Redis, session: str, turn: str, text: str) -> Answer:
    from shared import messages as m
    from shared import streams, waterfall

    last = {key: client.xrevrange(key, count=1) for key in (streams.REPLIES.key, streams.TURNS.key)}
    after = {key: (entries[0][0] if entries else b"0-0") for key, entries in last.items()}
    typed = m.Transcript(device="bench", session=session, turn=turn, text=text, source="typed")
    sent = client.xadd(streams.TRANSCRIPTS.key, typed.to_fields())
    sent_ms = entry_ms(sent)
    first_ms: float | None = None
    whole_ms: float | None = None
    apology = False
    give_up = time.monotonic() + 180
    while time.monotonic() < give_up:
        for key, entries in client.xread(after, block=1000) or []:
            key = key.decode() if isinstance(key, bytes) else key
            for entry_id, fields in entries:
                after[key] = entry_id
                msg = m.decode(fields)
                if getattr(msg, "turn", None) != turn:
                    continue
                if isinstance(msg, m.ReplySentence):
                    if first_ms is None:
                        first_ms = float(entry_ms(entry_id) - sent_ms)
                    apology |= msg.text in APOLOGIES
                elif isinstance(msg, m.ReplyEnd):
                    whole_ms = float(entry_ms(entry_id) - sent_ms)
                    apology |= bool(msg.error)
                elif isinstance(msg, m.TurnRecord) and whole_ms is not None:
                    token_s = msg.marks.get("llm_first_token")
                    token_ms = token_s * 1000 - sent_ms if token_s else 180_000.0
                    hops = {hop: round(sec * 1000, 1) for hop, sec in waterfall.hops(msg.marks)}
                    first = first_ms if first_ms is not None else 180_000.0
                    return Answer(token_ms, first, whole_ms, apology, hops, len(msg.memories))
    return NO_ANSWER


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


def measure(client: redis.Redis, turns: int, rng: random.Random, speaker: Speaker | None) -> dict[str, list[Answer]]:
    """`turns` rounds; each asks one question in every phase, the phases' order turning round by round,
    so that drift, warm-up and the prompt cache weigh on all alike. A busy turn is sent while a writer
    batch is in flight, a moment into its model call; an idle one once none is."""
    from shared.hot_path import HotPath

    feeder = Feeder(client)
    hot = HotPath(client)
    phases = [IDLE, BUSY, READING] + ([BUSY_STT] if speaker else [])
    out: dict[str, list[Answer]] = {phase: [] for phase in phases}
    try:
        for i in range(-1, turns):  # round -1 warms up (the writer's first batch loads its models): not counted
            question = QUESTIONS[i % len(QUESTIONS)] if i >= 0 else WARM_UP
            for j in range(len(phases)):
                name = phases[(i + j) % len(phases)]
                busy = name != IDLE
                # Each turn once the reply before it has been voiced (TTS ends its in-flight mark), as a
                # person asks after hearing the answer out: piper's work on the last reply is no phase's load.
                until(lambda: not hot.busy(), 120)
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
                answer = ask(client, f"{name.replace(' ', '-')}-{i}", f"t{i}-{j}", question)
                if i >= 0:
                    out[name].append(answer)
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
    if args.writer_server is None:
        args.writer_server = "own" if get_settings().writer_own_server else "shared"
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
    print("| phase | first token p50 | p95 | first sentence p50 | p95 | whole reply p50 | p95 | max | fallbacks |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")

    def p(name: str, field: str, q: float) -> float:
        return percentile([getattr(a, field) for a in figures[name]], q)

    for name, answers in figures.items():
        print(
            f"| {name} | {p(name, 'first_token_ms', 0.5):.0f} ms | {p(name, 'first_token_ms', 0.95):.0f} ms"
            f" | {p(name, 'first_sentence_ms', 0.5):.0f} ms | {p(name, 'first_sentence_ms', 0.95):.0f} ms"
            f" | {p(name, 'whole_ms', 0.5):.0f} ms | {p(name, 'whole_ms', 0.95):.0f} ms"
            f" | {max(a.whole_ms for a in answers):.0f} ms | {sum(a.fallback for a in answers)} |"
        )

    def ratio(name: str, field: str) -> float:
        return p(name, field, 0.95) / max(p(IDLE, field, 0.95), 1.0)

    for name in figures:
        if name != IDLE:
            print(
                f"{name} / idle p95: first token {ratio(name, 'first_token_ms'):.2f}, first sentence"
                f" {ratio(name, 'first_sentence_ms'):.2f}, whole reply {ratio(name, 'whole_ms'):.2f}"
            )
    token = max(ratio(name, "first_token_ms") for name in (BUSY, READING))
    whole = max(ratio(name, "whole_ms") for name in (BUSY, READING))
    if args.json:
        print(json.dumps({name: [asdict(a) for a in answers] for name, answers in figures.items()}))
    fallbacks = sum(a.fallback for answers in figures.values() for a in answers)
    met = token <= TARGET_RATIO and whole <= TARGET_WHOLE and not fallbacks
    verdict = "met" if met else "MISSED"
    print(
        f"target (writer busy or reading / idle p95 at most {TARGET_RATIO} to the first token and"
        f" {TARGET_WHOLE} for the whole reply, no fallback): {verdict}"
    )
    return 0 if met else 1
