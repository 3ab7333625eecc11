"""`koe up`: the whole local stack in the foreground; Ctrl-C stops everything within 10 s.

With KOE_REDIS_URL unset it starts an embedded Redis-compatible server (valkey, AOF in KOE_DATA_DIR);
with KOE_LLM_URL unset, llama-cpp-python's server with SmolLM2. Then every stage that can run on this
machine and the dashboard (`koe dash`), each in its own process; one that dies is restarted with a
growing delay (2, 4, 8, 16, 30 s while it keeps dying at start, back to 2 s once it has stayed up a minute).
`--replicas recall=2,llm=2` starts several workers of a consumer-group stage, each its own consumer name
and metrics port (koe/cli/replicas.py).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING
from urllib.parse import quote

from koe.cli.dash import dash_url
from koe.cli.data_lock import DataDirInUse, hold_data_dir
from koe.cli.replicas import REPLICABLE, ReplicasError, expand, parse_replicas
from shared.children import die_with_parent
from shared.private_files import private_dir, write_private
from shared.stages import STAGES, StageSpec

if TYPE_CHECKING:
    import redis

    from shared.embedded import EmbeddedLlm, EmbeddedRedis
    from shared.settings import Settings

    EmbeddedServer = EmbeddedRedis | EmbeddedLlm

RESTART_FIRST_S = 2.0
RESTART_MAX_S = 30.0
# Up this long, a child counts as healthy again: its next crash is a new problem, not the same crash loop.
RESTART_RESET_AFTER_S = 60.0


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("up", help="run the whole local stack in the foreground", description=__doc__)
    p.add_argument("--stages", help="comma-separated stages to start (default: every stage that can run here)")
    p.add_argument("--logs", action="store_true", help="show the workers' logs here instead of in files")
    p.add_argument("--no-dash", action="store_true", help="do not start the dashboard (koe dash)")
    p.add_argument(
        "--replicas",
        help="workers per stage, e.g. recall=2,llm=2,writer=2 (1 to 8; consumer-group stages: "
        + ", ".join(REPLICABLE)
        + ")",
    )
    p.set_defaults(run=run)


def wyoming_address(settings: Settings) -> str:
    host, port = settings.wyoming_host, settings.wyoming_port
    if host in ("127.0.0.1", "localhost", "::1"):
        return f"{host}:{port} (this machine only; KOE_WYOMING_HOST to open it, no login: read the docs first)"
    return f"{host}:{port} (no login or encryption: anyone who reaches this port can talk to koe)"


class RestartPolicy:
    """How long to wait before restarting a child that exited: the delay doubles while it keeps dying
    soon after a start, and starts over once it has stayed up `reset_after_s`."""

    def __init__(
        self,
        first_s: float = RESTART_FIRST_S,
        max_s: float = RESTART_MAX_S,
        reset_after_s: float = RESTART_RESET_AFTER_S,
    ) -> None:
        self.first_s = first_s
        self.max_s = max_s
        self.reset_after_s = reset_after_s
        self.crashes = 0  # in a row, each soon after its start
        self.started_at: float | None = None

    def started(self, now: float) -> None:
        self.started_at = now

    def next_delay(self, now: float) -> float:
        """The child exited at `now`: seconds to wait before starting it again."""
        if self.started_at is not None and now - self.started_at >= self.reset_after_s:
            self.crashes = 0
        self.crashes += 1
        return min(self.max_s, self.first_s * 2 ** (self.crashes - 1))


@dataclass
class Child:
    name: str
    argv: list[str]  # after `koe`: ["worker", "stt"], ["dash"]
    env: dict[str, str]
    log_path: Path
    inline_logs: bool
    proc: subprocess.Popen[bytes] | None = None
    policy: RestartPolicy = field(default_factory=RestartPolicy)
    restart_at: float | None = None  # set while an exited child waits for its restart
    log_file: IO[bytes] | None = None
    metrics_port: int | None = None  # a stage's worker: the port its metrics are served on (0: off)

    def start(self) -> None:
        if self.log_file is not None:
            self.log_file.close()
            self.log_file = None
        if not self.inline_logs:
            self.log_file = open(self.log_path, "ab")  # noqa: SIM115
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "koe.cli.main", *self.argv],
            env=self.env,
            stdout=self.log_file,
            stderr=self.log_file,
            start_new_session=True,
            preexec_fn=die_with_parent,
        )
        self.policy.started(time.monotonic())

    def check(self, now: float) -> None:
        """Restart the worker, after its back-off, if it has exited."""
        if not self.proc or self.proc.poll() is None:
            return
        if self.restart_at is None:
            delay = self.policy.next_delay(now)
            self.restart_at = now + delay
            print(
                f"{self.name} exited (code {self.proc.returncode}); restarting in {delay:.0f} s (see {self.log_path})",
                flush=True,
            )
        elif now >= self.restart_at:
            self.restart_at = None
            self.start()


@dataclass
class ServerWatch:
    """An embedded server (valkey, llama.cpp) restarted on the same port if it dies: the stages'
    connections retry, so they find it again; valkey reloads its append-only file."""

    name: str
    server: EmbeddedServer
    policy: RestartPolicy = field(default_factory=RestartPolicy)
    restart_at: float | None = None

    def __post_init__(self) -> None:
        self.policy.started(time.monotonic())

    def check(self, now: float) -> None:
        proc = self.server.proc
        if proc is None or proc.poll() is None:
            return
        if self.restart_at is None:
            delay = self.policy.next_delay(now)
            self.restart_at = now + delay
            print(f"the embedded {self.name} exited (code {proc.returncode}); restarting in {delay:.0f} s", flush=True)
        elif now >= self.restart_at:
            self.restart_at = None
            try:
                self.server.start()
                self.policy.started(time.monotonic())
                print(f"the embedded {self.name} is back", flush=True)
            except RuntimeError as exc:  # it failed to come up: try again after a longer back-off
                print(f"the embedded {self.name} did not start: {exc}", flush=True)


def runnable(names: list[str] | None) -> tuple[list[StageSpec], list[tuple[str, str]]]:
    chosen, skipped = [], []
    for spec in STAGES.values():
        if names is not None and spec.name not in names:
            continue
        if names is None and not spec.in_up:
            skipped.append((spec.name, "runs on the device: `koe agent`"))
            continue
        if missing := spec.missing():
            skipped.append((spec.name, f"needs {', '.join(missing)} (pip install 'koe[{spec.name}]')"))
            continue
        chosen.append(spec)
    return chosen, skipped


def run(args: argparse.Namespace) -> int:
    from shared.embedded import EmbeddedLlm, EmbeddedRedis
    from shared.settings import get_settings
    from shared.threads import settings_budget

    try:
        replicas = parse_replicas(args.replicas)
    except ReplicasError as exc:
        print(f"koe up: {exc}", file=sys.stderr)
        return 2
    settings = get_settings()
    budget = settings_budget(settings)
    data = private_dir(settings.data_dir)
    try:
        lock = hold_data_dir(data, settings.run_file)
    except DataDirInUse as exc:
        print(f"koe up: {exc}", file=sys.stderr)
        return 2
    logs = private_dir(data / "logs")
    stop = threading.Event()
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    signal.signal(signal.SIGTERM, lambda *_: stop.set())

    redis_srv = llm_srv = writer_srv = None
    pauser = None
    children: list[Child] = []
    try:
        redis_url = settings.redis_url
        if not redis_url:
            print("starting the embedded Redis (valkey) ...", flush=True)
            redis_srv = EmbeddedRedis(data_dir=data / "redis", log_file=logs / "redis.log").start()
            redis_url = redis_srv.url
        names = args.stages.split(",") if args.stages else None
        specs, skipped = runnable(names)
        llm_url, llm_model = settings.llm_url, settings.llm_model
        writer_llm_url, writer_llm_model = settings.writer_llm_url, settings.writer_llm_model
        if not llm_url:
            print("starting the embedded LLM server (llama.cpp, SmolLM2-135M) ...", flush=True)
            llm_srv = EmbeddedLlm(
                log_file=logs / "llm-server.log", threads=budget.llm, share_cores=settings.llm_share_cores
            ).start()
            llm_url, llm_model = llm_srv.url, llm_srv.model
            if settings.writer_own_server and not writer_llm_url and any(spec.name == "writer" for spec in specs):
                # The writer's own: its calls never hold the slot a reply needs (shared/embedded.py).
                print("starting the writer's LLM server (the same model, one thread, lowest priority) ...", flush=True)
                try:
                    writer_srv = EmbeddedLlm.for_writer(log_file=logs / "writer-llm-server.log").start()
                    writer_llm_url, writer_llm_model = writer_srv.url, writer_srv.model
                except RuntimeError as exc:  # memory work then shares the replies' server, yielding to turns
                    writer_srv = None
                    print(f"koe up: the writer's LLM server did not start ({exc}); it shares the replies'", flush=True)
        write_private(  # it holds the Redis password: 0600
            settings.run_file,
            json.dumps(
                {
                    "redis_url": redis_url,
                    "llm_url": llm_url,
                    "llm_model": llm_model,
                    "writer_llm_url": writer_llm_url,
                    "writer_llm_model": writer_llm_model,
                    "pid": os.getpid(),
                }
            ),
        )

        from shared.bus import Bus
        from shared.locate import connect, shown

        client = connect(settings.model_copy(update={"redis_url": redis_url}))
        Bus(client, settings).ensure_all_groups()
        if writer_srv:  # it runs only while nobody is being answered (shared/server_pause.py)
            from shared.server_pause import PausedWhileTurns

            pauser = PausedWhileTurns(client, lambda: writer_srv.proc if writer_srv else None).start()

        env = {
            **os.environ,
            "KOE_REDIS_URL": redis_url,
            "KOE_LLM_URL": llm_url or "",
            "KOE_LLM_MODEL": llm_model or "",
            "KOE_WRITER_LLM_URL": writer_llm_url or "",
            "KOE_WRITER_LLM_MODEL": writer_llm_model or "",
            "KOE_DATA_DIR": str(data),
        }
        stage_urls = stage_users(client, redis_srv, [spec.name for spec in specs]) if redis_srv else {}
        for one in expand(specs, replicas, settings.metrics_port):
            child_env = {**env, **one.env()}
            if one.stage in stage_urls:  # replicas of a stage share its Redis user
                child_env["KOE_REDIS_URL"] = stage_urls[one.stage]
            log_path = logs / f"{one.name}.log"
            children.append(
                Child(one.name, ["worker", one.stage], child_env, log_path, args.logs, metrics_port=one.metrics_port)
            )
        if not args.no_dash:  # the dashboard reads every stream and changes memories: koe's own admin user
            children.append(Child("dash", ["dash"], env, logs / "dash.log", args.logs))
        for child in children:
            child.start()

        print("\nkoe is up:")
        print(
            f"  {'redis':<9} {shown(redis_url)}"
            + ("  (embedded, AOF in " + str(data / "redis") + ")" if redis_srv else "")
        )
        print(f"  {'llm api':<9} {shown(llm_url or '')}  model {llm_model}" + ("  (embedded)" if llm_srv else ""))
        if writer_srv:
            print(
                f"  {'':<9} the writer's own: {writer_srv.url}  (one thread, nice {writer_srv.nice},"
                " paused while anyone is being answered)"
            )
        for child in children:
            where = "logs inline" if args.logs else f"log {child.log_path}"
            pid = child.proc.pid if child.proc else "?"
            if child.name == "dash":
                print(f"  {'dashboard':<9} {dash_url(settings)}  pid {pid}  {where}")
                continue
            print(f"  {child.name:<9} pid {pid}  metrics :{child.metrics_port}  {where}")
            if child.name == "wyoming":  # Home Assistant adds koe by this address (docs/home-assistant.md)
                print(f"  {'':<9} Home Assistant: Wyoming Protocol at {wyoming_address(settings)}")
        for name, why in skipped:
            print(f"  {name:<9} not started: {why}")
        print(f"  {'threads':<9} {budget.describe()}  (KOE_LLM_THREADS, KOE_STT_THREADS, KOE_EMBED_THREADS)")
        if llm_srv is not None and llm_srv.calm_threads:  # shared/core_sharing.py
            print(f"  {'':<9} llm {llm_srv.calm_threads} for a token while nothing else computes (KOE_LLM_SHARE_CORES)")
        print('\ntalk to it:  koe say "hello"      see turns:  koe turns      stop: Ctrl-C\n', flush=True)

        watched: list[Child | ServerWatch] = [
            *(
                ServerWatch(name, srv)
                for name, srv in (("redis", redis_srv), ("llm server", llm_srv), ("writer's llm server", writer_srv))
                if srv
            ),
            *children,
        ]
        while not stop.wait(0.5):
            for one in watched:
                one.check(time.monotonic())
        return 0
    finally:
        print("\nstopping koe ...", flush=True)
        shutdown(children)
        if pauser:
            pauser.stop()
        for srv in (llm_srv, writer_srv):
            if srv:
                srv.stop(timeout_s=2.0)
        if redis_srv:
            redis_srv.stop(timeout_s=2.0)
        settings.run_file.unlink(missing_ok=True)
        lock.release()
        print("koe stopped.", flush=True)


def stage_users(client: redis.Redis, server: EmbeddedRedis, names: list[str]) -> dict[str, str]:
    """Each stage's own Redis user on the embedded server (shared/acl.py), saved to its ACL file so that
    a restarted valkey still knows them; returns stage -> its Redis URL."""
    from shared.acl import STAGE_PREFIX, add_stage, save

    urls = {}
    for name in names:
        password = add_stage(client, name)
        urls[name] = f"redis://{STAGE_PREFIX}{name}:{quote(password, safe='')}@127.0.0.1:{server.port}/0"
    save(client)
    return urls


def shutdown(children: list[Child], grace_s: float = 6.0) -> None:
    """SIGTERM every worker (each finishes its current entry), then SIGKILL what is left after `grace_s`."""
    for child in children:
        if child.proc and child.proc.poll() is None:
            child.proc.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + grace_s
    for child in children:
        if not child.proc:
            continue
        try:
            child.proc.wait(max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            child.proc.kill()
            child.proc.wait()
