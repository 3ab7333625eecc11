"""Test helpers for the writer: a scripted OpenAI-compatible chat server, turn records, waiting.

The scripted server is a real HTTP server on a free port (the writer talks to it with its real
client); it answers each chat completion with the next queued reply, or with what a responder
function computes from the request, and records every request.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import redis

from shared import messages as m
from shared.bus import Bus
from shared.embedded import free_port

EMPTY = '{"add": [], "update": [], "retire": [], "relevant": []}'
ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class HttpFailure:
    status: int
    body: str = "scripted failure"


Reply = str | HttpFailure
Responder = Callable[[dict[str, Any]], Reply]


class ScriptedLlm:
    def __init__(self, responder: Responder | None = None, delay_s: float = 0.0) -> None:
        self.responder = responder
        self.delay_s = delay_s
        self.queue: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        self.port = free_port()
        self.arrived = 0
        self.chunk_delay_s = 0.0  # between streamed chunks
        self.completed = 0  # streamed replies sent whole
        self.abandoned = 0  # streamed replies the client hung up on
        self.gate = threading.Event()  # cleared: requests wait (a batch held mid-model-call)
        self.gate.set()
        scripted = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def _send(self, status: int, body: str) -> None:
                data = body.encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, reply: str) -> None:
                """Server-sent events, a few characters a chunk, `chunk_delay_s` apart (a closed
                connection ends it, as a real server stops generating)."""
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                try:
                    for i in range(0, len(reply), 8):
                        chunk = {"choices": [{"index": 0, "delta": {"content": reply[i : i + 8]}}]}
                        self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                        self.wfile.flush()
                        time.sleep(scripted.chunk_delay_s)
                    self.wfile.write(b"data: [DONE]\n\n")
                    scripted.completed += 1
                except (BrokenPipeError, ConnectionResetError):
                    scripted.abandoned += 1

            def do_GET(self) -> None:
                self._send(200, json.dumps({"data": [{"id": "scripted"}]}))

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                reply = scripted.answer(body)
                if isinstance(reply, HttpFailure):
                    self._send(reply.status, json.dumps({"error": reply.body}))
                    return
                if body.get("stream"):
                    self._stream(reply)
                    return
                self._send(
                    200,
                    json.dumps(
                        {
                            "choices": [
                                {
                                    "index": 0,
                                    "finish_reason": "stop",
                                    "message": {"role": "assistant", "content": reply},
                                }
                            ]
                        }
                    ),
                )

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def answer(self, body: dict[str, Any]) -> Reply:
        self.arrived += 1  # counted before the gate: a test can act while a call is held
        self.gate.wait(30)
        if self.delay_s:
            time.sleep(self.delay_s)
        with self.lock:
            self.requests.append(body)
            if self.queue:
                return self.queue.pop(0)
        return self.responder(body) if self.responder else EMPTY

    def push(self, *replies: Reply) -> None:
        with self.lock:
            self.queue.extend(replies)

    def start(self) -> ScriptedLlm:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.gate.set()
        self.server.shutdown()
        self.server.server_close()

    def __enter__(self) -> ScriptedLlm:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


# --- reading the writer's prompt ------------------------------------------------------------------


def prompt_parts(body: dict[str, Any]) -> tuple[str, str]:
    msgs = body["messages"]
    return msgs[0]["content"], msgs[-1]["content"]


def new_person_texts(body: dict[str, Any]) -> list[str]:
    """What the person said in the NEW TURNS section of a writer request."""
    _, user = prompt_parts(body)
    section = user.split("NEW TURNS (extract from these):", 1)[1]
    return [json.loads(q) for q in re.findall(r"^\[turn \d+\] person: (\".*\")$", section, flags=re.M)]


def shown_ids(body: dict[str, Any]) -> list[str]:
    _, user = prompt_parts(body)
    return re.findall(r"^- (mem-[\w-]+) \[noted", user, flags=re.M)


def fact_responder(body: dict[str, Any]) -> str:
    """One memory per new turn that says "my locker is number N": the same turns always give the same memories."""
    adds = []
    for text in new_person_texts(body):
        found = re.search(r"number (\d+)", text)
        if found:
            n = int(found.group(1))
            adds.append(
                {
                    "text": f"The user's locker is number {n}.",
                    "subject": f"locker {n}",
                    "kind": "fact",
                    "tags": ["locker", f"number {n}"],
                    "importance": 2,
                }
            )
    return json.dumps({"add": adds, "update": [], "retire": [], "relevant": []})


# --- turns ------------------------------------------------------------------------------------------


def turn_record(
    session: str,
    turn: str,
    user_text: str,
    reply_text: str = "Okay.",
    device: str = "dev",
    memories: list[tuple[str, int]] | None = None,
    query_id: str | None = None,
    search_session: str | None = None,
    person: str | None = None,
) -> m.TurnRecord:
    return m.TurnRecord(
        device=device,
        session=session,
        turn=turn,
        user_text=user_text,
        reply_text=reply_text,
        memories=[m.MemoryUse(id=i, position=p) for i, p in (memories or [])],
        query_id=query_id,
        search_session=search_session,
        recall_source="search" if query_id else "none",
        person=person,
        person_score=0.9 if person else None,
    )


def publish_turns(bus: Bus, session: str, texts: list[str], start: int = 0, **extra: Any) -> list[str]:
    ids = []
    for i, text in enumerate(texts):
        entry = bus.publish(turn_record(session, f"{session}-t{start + i}", text, **extra))
        assert entry is not None
        ids.append(entry)
    return ids


def wait_for(cond: Callable[[], object], timeout: float = 20.0, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if cond():
            return
        time.sleep(0.05)
    raise AssertionError(f"{what}: not met within {timeout} s")


# --- real subprocesses -------------------------------------------------------------------------------


def koe_env(redis_url: str, data_dir: Path, llm_url: str, **settings: object) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOE_")}
    env.update(
        {
            "KOE_REDIS_URL": redis_url,
            "KOE_DATA_DIR": str(data_dir),
            "KOE_LLM_URL": llm_url,
            "KOE_LLM_MODEL": "scripted",
            "KOE_METRICS_PORT": "0",
            "KOE_LOG_FORMAT": "console",
            "KOE_BUS_CLAIM_IDLE_MS": "600",
            "KOE_BUS_BLOCK_MS": "100",
            "KOE_HEARTBEAT_S": "0.2",
            "KOE_WRITER_QUIET_S": "0.3",
            "KOE_WRITER_POLL_S": "0.2",
            "KOE_WRITER_HEARTBEAT_S": "0.5",
            "KOE_WRITER_RETRY_BACKOFF_S": "1",
            "KOE_WRITER_JOB_WORKERS": "0",
            "HF_HUB_OFFLINE": "1",
            "PYTHONPATH": str(ROOT),
        }
    )
    env.update({f"KOE_{k.upper()}": str(v) for k, v in settings.items()})
    return env


def start_process(args: list[str], env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    out = open(log, "ab")  # noqa: SIM115 - kept open for the child's lifetime
    return subprocess.Popen(
        [sys.executable, *args], env=env, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
    )


def start_writer(env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    return start_process(["-m", "koe.cli.main", "worker", "writer"], env, log)


def start_job_worker(env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    return start_process(["-m", "services.writer.jobs"], env, log)


def kill_group(proc: subprocess.Popen[bytes]) -> None:
    """SIGKILL the process and its group (an rq worker's scheduler child goes with it)."""
    import signal

    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(10)


def stop_gracefully(proc: subprocess.Popen[bytes], timeout: float = 15.0) -> None:
    import signal

    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            kill_group(proc)


def redis_client(url: str) -> redis.Redis:
    return redis.Redis.from_url(url)
