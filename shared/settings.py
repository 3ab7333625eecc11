"""Settings from `KOE_*` environment variables (and an optional `.env`), checked on load.

Every knob of every stage lives here so that `koe` can print one clear sentence for a bad value
before anything starts. Defaults are the embedded, single-machine setup.
"""

from __future__ import annotations

import os
import socket
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from shared.messages import HOUSEHOLD_PATTERN


class SettingsError(ValueError):
    """A `KOE_*` variable has a value koe cannot use."""


def _default_data_dir() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "koe"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="KOE_", env_file=".env", extra="ignore")

    # Where things run.
    redis_url: str | None = None  # unset: `koe up` starts an embedded Redis-compatible server
    redis_ca: Path | None = None  # the household CA (`koe certs init`) that a rediss:// server must be signed by
    redis_plain_ok: bool = False  # the agent may use plain redis:// to another machine (a private wire)
    data_dir: Path = Field(default_factory=_default_data_dir)
    device: str = Field(default_factory=socket.gethostname, min_length=1, max_length=64)
    household: str = Field(default="household", pattern=HOUSEHOLD_PATTERN)  # a plain name: it may name a file
    # The memory store: unset, a SQLite file under data_dir; postgresql://...: a PostgreSQL database shared
    # by several households (each process serves KOE_HOUSEHOLD's rows only) and replicas (docs/scaling.md).
    memory_url: str | None = None

    # Logs and metrics.
    log_level: Literal["debug", "info", "warning", "error"] = "info"
    log_format: Literal["json", "console"] = "json"
    metrics_port: int | None = Field(default=None, ge=0, le=65535)  # None: the stage's default; 0: off
    metrics_host: str = Field(default="127.0.0.1", min_length=1, max_length=255)  # compose: 0.0.0.0, internal network
    heartbeat_s: float = Field(default=2.0, gt=0, le=60)
    # The worker's consumer name in its stage's group; unset: <host>-<pid>. `koe up --replicas` gives each
    # replica <host>-r1, -r2 ..., the same after a restart (koe/cli/replicas.py).
    worker_name: str | None = Field(default=None, pattern=r"^[A-Za-z0-9._-]+$", max_length=128)

    # The dashboard (`koe dash`): loopback needs nothing; any other address needs the token.
    dash_host: str = Field(default="127.0.0.1", min_length=1, max_length=255)
    dash_port: int = Field(default=9400, ge=0, le=65535)
    dash_token: str | None = Field(default=None, min_length=16, max_length=256)
    dash_tls_cert: Path | None = None  # with dash_tls_key: HTTPS (e.g. the box's certificate, `koe certs init`)
    dash_tls_key: Path | None = None

    # The bus.
    bus_max_deliveries: int = Field(default=5, ge=1, le=100)
    bus_claim_idle_ms: int = Field(default=15_000, ge=100)
    bus_block_ms: int = Field(default=500, ge=10, le=60_000)
    audio_maxlen: int = Field(default=20_000, ge=100)
    work_retention_s: int = Field(default=3_600, ge=60)
    turns_retention_days: float = Field(default=30.0, ge=0)  # 0: keep every turn

    # Sessions.
    session_idle_s: int = Field(default=900, ge=1)

    # The LLM.
    llm_url: str | None = None  # unset: koe starts llama-cpp-python's server with SmolLM2
    llm_model: str | None = None
    # The writer's model server; unset: the replies' (KOE_LLM_URL). With writer_own_server (the default),
    # `koe up` on the embedded default starts one of its own, paused while turns are in flight, and the
    # writer pauses its job workers then too (docs/writer.md, `koe bench contention`).
    writer_llm_url: str | None = None
    writer_llm_model: str | None = None
    writer_own_server: bool = True
    # Turns the llm stage answers at once, each its own request: 1 for llama.cpp's one slot (the embedded
    # default); more where the server runs many requests at once (vLLM: compose sets 8). docs/scaling.md.
    llm_concurrency: int = Field(default=1, ge=1, le=64)
    llm_api_key: str = "none"
    llm_timeout_s: float = Field(default=15.0, gt=0, le=600)
    reply_late_s: float = Field(default=4.0, gt=0)  # a first sentence later than this is a late reply
    llm_priority_scheduling: bool = False  # the server (vLLM) schedules by request priority: the writer goes last
    llm_max_tokens: int = Field(default=160, ge=1, le=8192)
    llm_temperature: float = Field(default=0.6, ge=0, le=2)
    llm_history_turns: int = Field(default=4, ge=0, le=50)  # the session keeps N to 2N exchanges; 0: none
    assistant_name: str = Field(default="koe", min_length=1, max_length=40)
    turn_close_timeout_s: float = Field(default=120.0, gt=0)  # a spoken turn's record waits this long for playback

    # Threads of the model engines on this machine (shared/threads.py chooses them from its cores).
    llm_threads: int | None = Field(default=None, ge=1, le=256)  # the embedded llama.cpp server
    llm_share_cores: bool = True  # ... with every core while nothing else computes (shared/core_sharing.py)
    stt_threads: int | None = Field(default=None, ge=1, le=256)  # faster-whisper on CPU
    embed_threads: int | None = Field(default=None, ge=1, le=256)  # the memory embedder (onnxruntime)

    # Recall.
    recall_budget_ms: int = Field(default=250, ge=1, le=10_000)
    recall_margin_ms: int = Field(default=50, ge=0, le=10_000)
    recall_preload: int = Field(default=200, ge=0, le=100_000)
    recall_limit: int = Field(default=10, ge=1, le=50)
    embeddings: bool = True  # search by meaning too (koe[embeddings]); off or not installed: BM25 alone

    # Writer.
    writer_quiet_s: float = Field(default=120.0, ge=0)
    writer_max_turns: int = Field(default=20, ge=1)
    writer_poll_s: float = Field(default=20.0, gt=0)
    writer_job_timeout_s: int = Field(default=300, ge=1)  # one batch (model call included), as an rq job
    writer_retries: int = Field(default=3, ge=1, le=20)  # rq retries of a failed batch
    writer_retry_backoff_s: int = Field(default=10, ge=0)  # retries: at once, then this, x4 each time
    writer_retry_failed_s: float = Field(default=900.0, ge=0)  # a batch out of retries is tried again after
    writer_heartbeat_s: float = Field(default=5.0, gt=0, le=60)  # a dead job is noticed after ~3 of these
    writer_job_workers: int = Field(default=1, ge=0, le=16)  # rq workers `koe worker writer` starts

    # Voice.
    # 1 s: long enough for a pause to think mid-sentence; with the head start the reply is prepared
    # meanwhile, so the wait is not added to the answer (docs/voice.md).
    vad_silence_ms: int = Field(default=1_000, ge=32, le=10_000)
    vad_threshold: float = Field(default=0.5, gt=0, lt=1)
    # When the person has finished: "smart" asks Smart Turn after KOE_TURN_JUDGE_AFTER_MS of silence;
    # "finished" (at least KOE_TURN_THRESHOLD) lets the reply prepared meanwhile end the turn once it is
    # ready, anything else waits up to KOE_TURN_MAX_SILENCE_MS. "silence" waits KOE_VAD_SILENCE_MS (also
    # what "smart" falls back to without its model file).
    end_of_turn: Literal["silence", "smart"] = "smart"
    turn_judge_after_ms: int = Field(default=200, ge=32, le=5_000)
    turn_max_silence_ms: int = Field(default=1_000, ge=64, le=10_000)
    turn_threshold: float = Field(default=0.9, gt=0, lt=1)  # 0.5 took 6 of 12 mid-sentence pauses for ends
    # After this much silence the box starts on the words so far (0: wait for the end of the turn).
    head_start_ms: int = Field(default=200, ge=0, le=5_000)
    # With Smart Turn: its "finished" lets a reply prepared on the head start end the turn once it is ready,
    # if the person is still silent (the box prepares none for words that read unfinished); false: the
    # "finished" ends the turn at once, as before.
    turn_ends_on_reply: bool = True
    # "speex": the reply being played is cancelled out of the microphone (libspeexdsp), so talking over
    # it is heard sooner once the canceller has learned the room (docs/voice.md: in real time it is still
    # slow to); "off": the microphone as it is, and barge-in by loudness alone.
    echo_cancel: Literal["speex", "off"] = "speex"
    stt_model: str | None = None  # a path or a faster-whisper model name; unset: bundled tiny.en
    stt_device: Literal["auto", "cpu", "cuda"] = "auto"
    # "short": the encoder reads the utterance plus 2 s, not Whisper's 30 s window: about 4x faster on a
    # CPU, and less accurate with names (services/stt/short_window.py has the figures).
    stt_window: Literal["full", "short"] = "full"
    # Decode while the person speaks and settle the words two decodes agree on; the end decodes only the
    # rest (services/stt/streaming.py). Off: the whole utterance at the pause or the end. Off by default:
    # on a 2-core CPU with tiny.en it did not pay (docs/voice.md has the figures).
    stt_streaming: bool = False
    tts_engine: Literal["auto", "piper", "coqui", "espeak"] = "auto"
    tts_voice: str | None = None

    # Home Assistant (services/wyoming, docs/home-assistant.md). Wyoming has no authentication and no
    # encryption: loopback unless said otherwise. 10800 clashes with none of the Wyoming services' ports
    # (10200 piper, 10300 whisper, 10400 openWakeWord, 10700 satellites).
    wyoming_host: str = Field(default="127.0.0.1", min_length=1, max_length=255)
    wyoming_port: int = Field(default=10800, ge=1, le=65535)
    wyoming_zeroconf: bool = True  # advertise on the LAN (only when the host is not loopback)
    wyoming_connections: int = Field(default=4, ge=1, le=64)  # at once; more are refused with an error
    wyoming_idle_s: float = Field(default=30.0, gt=0, le=3600)  # a connection that says nothing this long is closed
    wyoming_reply_timeout_s: float = Field(default=60.0, gt=0, le=600)  # for a transcript, a reply, the audio
    wyoming_handled_streaming: bool = True  # handled-start, handled-chunk..., handled, handled-stop; else one handled

    @field_validator("dash_token", "dash_tls_cert", "dash_tls_key", mode="before")
    @classmethod
    def _unset_if_empty(cls, value: object) -> object:
        return None if value == "" else value  # an empty KOE_DASH_TOKEN= in .env (or compose) is unset

    @field_validator("redis_url", "llm_url", "writer_llm_url")
    @classmethod
    def _url(cls, value: str | None) -> str | None:
        if value in (None, ""):
            return None
        if "://" not in value:
            raise ValueError("must be a URL such as redis://host:6379/0 or http://host:8000/v1")
        return value

    @field_validator("memory_url")
    @classmethod
    def _memory_url(cls, value: str | None) -> str | None:
        if value in (None, ""):
            return None
        if not value.startswith(("postgresql://", "postgres://")):
            raise ValueError("must be a PostgreSQL URL such as postgresql://koe@db-host/koe (unset: SQLite)")
        return value

    @property
    def run_file(self) -> Path:
        """Where `koe up` writes the addresses of what it started, for the other commands to find."""
        return self.data_dir / "run.json"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process's settings; a bad value raises SettingsError naming the variable."""
    return load_settings()


def load_settings(**overrides: object) -> Settings:
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            name = "KOE_" + "_".join(str(p) for p in err["loc"]).upper()
            problems.append(f"{name}: {err['msg']} (got {err.get('input')!r})")
        raise SettingsError("bad setting: " + "; ".join(problems)) from None
