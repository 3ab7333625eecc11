"""A stand-in for vLLM, used only by benchmarks: an OpenAI-compatible TEST server that streams a fixed
reply at a set rate after a set first-token delay, serving every request at once (as vLLM's continuous
batching does, no request waits behind another). It runs no model, and says so: its model id is
`koe-bench-token-server`. A load benchmark points koe's stages at it (KOE_LLM_URL) to measure koe's
own costs with an LLM of known speed.

    python -m koe.bench.token_server --port 0 --tokens-per-s 40 --first-token-ms 150

prints `koe-bench-token-server listening on http://127.0.0.1:PORT/v1` first; `token_server()` starts it
as a child process for a benchmark. Plain requests get a short reply of three sentences; a JSON request
(`response_format`, or messages asking for JSON) gets the writer's empty proposal (nothing to remember).
`GET /stats` counts what it served.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import re
import select
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

MODEL = "koe-bench-token-server"
REPLY = "Here is a quick idea. Try a short walk after dinner, then a cup of tea. It is simple and it helps."
EMPTY_PROPOSAL = '{"add": [], "update": [], "retire": [], "relevant": []}'  # the writer's "nothing to do"
MAX_BODY = 1024 * 1024
_TOKEN = re.compile(r"\S+\s*")  # a token: a word-ish piece with the space after it


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def wants_json(body: dict[str, Any]) -> bool:
    fmt = body.get("response_format")
    if isinstance(fmt, dict) and fmt.get("type") in ("json_schema", "json_object"):
        return True
    return any("json" in str(msg.get("content", "")).lower() for msg in body["messages"] if isinstance(msg, dict))


class BadRequest(ValueError):
    """The request cannot be served: answered 400 with an OpenAI-style error."""


class TokenServer:
    def __init__(self, tokens_per_s: float, first_token_ms: float) -> None:
        self.gap_s = 1.0 / tokens_per_s
        self.first_s = first_token_ms / 1000.0
        self.stats = {"requests": 0, "tokens": 0, "in_flight": 0}

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """One connection: requests one after another (HTTP/1.1 keep-alive) until either side closes."""
        try:
            while await self.one_request(reader, writer):
                pass
        except (ConnectionError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError):
            pass  # a client gone mid-request or mid-stream, or a malformed request line: drop the connection
        finally:
            writer.close()
            with contextlib.suppress(ConnectionError):
                await writer.wait_closed()

    async def one_request(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        head = await reader.readuntil(b"\r\n\r\n")
        request_line, *header_lines = head.decode("latin-1").split("\r\n")
        method, path, _version = request_line.split(" ", 2)
        headers = {k.strip().lower(): v.strip() for k, _, v in (h.partition(":") for h in header_lines if h)}
        length = int(headers.get("content-length", "0") or "0")
        if length > MAX_BODY or "chunked" in headers.get("transfer-encoding", ""):
            while length > 0 and (got := await reader.read(min(length, 1 << 16))):  # read, so the client sees the 400
                length -= len(got)
            await respond(writer, 400, error("the body must be at most 1 MB, with a Content-Length"), close=True)
            return False
        raw = await reader.readexactly(length) if length else b""
        path = path.split("?", 1)[0]
        if method == "GET" and path == "/health":
            await respond(writer, 200, {"status": "ok"})
        elif method == "GET" and path in ("/v1/models", "/models"):
            model = {"id": MODEL, "object": "model", "created": 0, "owned_by": MODEL, "max_model_len": 32768}
            await respond(writer, 200, {"object": "list", "data": [model]})
        elif method == "GET" and path == "/stats":
            await respond(writer, 200, self.stats)
        elif method == "POST" and path in ("/v1/chat/completions", "/chat/completions"):
            try:
                body = parse_body(raw)
            except BadRequest as exc:
                await respond(writer, 400, error(str(exc)))
            else:
                await self.complete(body, writer)
        else:
            await respond(writer, 404, error(f"no route {method} {path}", "NotFoundError"))
        return headers.get("connection", "").lower() != "close"

    async def complete(self, body: dict[str, Any], writer: asyncio.StreamWriter) -> None:
        """Answer one chat completion, each token at its time: first_token_ms, then one every 1/rate s."""
        limit = body.get("max_completion_tokens") or body.get("max_tokens")
        pieces = tokens(EMPTY_PROPOSAL if wants_json(body) else REPLY)
        cut = isinstance(limit, int) and 0 < limit < len(pieces)
        pieces = pieces[:limit] if cut else pieces
        finish = "length" if cut else "stop"
        ident, created, start = f"chatcmpl-{MODEL}-{uuid.uuid4().hex[:12]}", int(time.time()), time.monotonic()
        usage = {"prompt_tokens": len(tokens(json.dumps(body["messages"]))), "completion_tokens": len(pieces)}
        usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
        self.stats["requests"] += 1
        self.stats["in_flight"] += 1
        try:
            if not body.get("stream"):
                await asyncio.sleep(max(0.0, start + self.first_s + self.gap_s * (len(pieces) - 1) - time.monotonic()))
                self.stats["tokens"] += len(pieces)
                message = {"role": "assistant", "content": "".join(pieces)}
                choice = {"index": 0, "message": message, "finish_reason": finish, "logprobs": None}
                reply = {"id": ident, "object": "chat.completion", "created": created, "model": MODEL}
                await respond(writer, 200, {**reply, "choices": [choice], "usage": usage})
                return
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n")
            writer.write(f"Server: {MODEL}\r\nTransfer-Encoding: chunked\r\n\r\n".encode())
            await writer.drain()

            async def send(delta: dict[str, Any], reason: str | None = None, **more: Any) -> None:
                choice = {"index": 0, "delta": delta, "finish_reason": reason, "logprobs": None}
                chunk = {"id": ident, "object": "chat.completion.chunk", "created": created, "model": MODEL}
                await send_chunk(writer, f"data: {json.dumps({**chunk, 'choices': [choice], **more})}\n\n")

            for i, piece in enumerate(pieces):
                await asyncio.sleep(max(0.0, start + self.first_s + self.gap_s * i - time.monotonic()))
                await send({"role": "assistant", "content": piece} if i == 0 else {"content": piece})
                self.stats["tokens"] += 1
            await send({}, finish, usage=usage)
            await send_chunk(writer, "data: [DONE]\n\n")
            await send_chunk(writer, "")  # the chunked body's end: the connection may carry the next request
        finally:
            self.stats["in_flight"] -= 1


def parse_body(raw: bytes) -> dict[str, Any]:
    try:
        body = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise BadRequest("the body is not JSON") from None
    if not isinstance(body, dict) or not isinstance(body.get("messages"), list) or not body["messages"]:
        raise BadRequest("the body needs `messages`, a non-empty list")
    return body


def error(message: str, kind: str = "BadRequestError") -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": None, "code": None}, "object": "error"}


async def respond(writer: asyncio.StreamWriter, status: int, payload: dict[str, Any], close: bool = False) -> None:
    reason = {200: "OK", 400: "Bad Request", 404: "Not Found"}[status]
    data = json.dumps(payload).encode()
    head = f"HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nContent-Length: {len(data)}\r\n"
    head += f"Server: {MODEL}\r\n" + ("Connection: close\r\n" if close else "") + "\r\n"
    writer.write(head.encode() + data)
    await writer.drain()


async def send_chunk(writer: asyncio.StreamWriter, text: str) -> None:
    data = text.encode()
    writer.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
    await writer.drain()


async def serve(host: str, port: int, tokens_per_s: float, first_token_ms: float) -> None:
    server = await asyncio.start_server(
        TokenServer(tokens_per_s, first_token_ms).handle, host, port, backlog=1024, limit=64 * 1024
    )
    bound = server.sockets[0].getsockname()
    shown_host = f"[{bound[0]}]" if ":" in bound[0] else bound[0]
    print(f"{MODEL} listening on http://{shown_host}:{bound[1]}/v1", flush=True)
    async with server:
        await server.serve_forever()


@contextlib.contextmanager
def token_server(tokens_per_s: float = 40.0, first_token_ms: float = 150.0, timeout_s: float = 10.0) -> Iterator[str]:
    """Run the server as a child process; yields its base URL, ending in /v1 (as KOE_LLM_URL takes it)."""
    import os

    import httpx

    from shared.children import die_with_parent
    from shared.embedded import wait_until_up

    root = str(Path(__file__).resolve().parents[2])  # the child runs this same checkout of koe
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")]))}
    args = ["--port", "0", "--tokens-per-s", str(tokens_per_s), "--first-token-ms", str(first_token_ms)]
    proc = subprocess.Popen(
        [sys.executable, "-m", "koe.bench.token_server", *args],
        stdout=subprocess.PIPE,
        env=env,
        text=True,
        start_new_session=True,
        preexec_fn=die_with_parent,  # a benchmark killed mid-way leaves no server behind
    )
    try:
        assert proc.stdout is not None
        ready, _, _ = select.select([proc.stdout], [], [], timeout_s)
        line = proc.stdout.readline() if ready else ""
        if " listening on " not in line:
            raise RuntimeError(f"{MODEL} did not start (exit code {proc.poll()}, said {line.strip()!r})")
        url = line.split(" listening on ", 1)[1].strip()
        health = url.removesuffix("/v1") + "/health"
        wait_until_up(
            proc, MODEL, lambda: httpx.get(health, timeout=1.0).status_code == 200, httpx.HTTPError, 0.05, timeout_s
        )
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m koe.bench.token_server", description="A stand-in for vLLM for benchmarks."
    )
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0: a free port (the URL is printed first)")
    parser.add_argument("--tokens-per-s", type=float, default=40.0)
    parser.add_argument("--first-token-ms", type=float, default=150.0)
    args = parser.parse_args(argv)
    if args.tokens_per_s <= 0 or args.first_token_ms < 0:
        parser.error("--tokens-per-s must be above 0 and --first-token-ms at least 0")
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(serve(args.host, args.port, args.tokens_per_s, args.first_token_ms))
    return 0


if __name__ == "__main__":
    sys.exit(main())
