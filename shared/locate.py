"""Where the services are: the configured addresses, or the ones `koe up` wrote to its run file."""

from __future__ import annotations

import json
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

import redis

from shared.redis_tls import tls_options
from shared.settings import Settings


class NotRunningError(RuntimeError):
    """koe's stack is not up (or not reachable) where the settings say it is."""


@dataclass(frozen=True)
class Addresses:
    redis_url: str
    llm_url: str | None
    llm_model: str | None
    writer_llm_url: str | None = None  # the writer's own model server (the embedded default's); None: llm_url
    writer_llm_model: str | None = None


def shown(url: str) -> str:
    """A URL as it may be printed or logged: any password replaced by ***."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    user = parts.username or ""
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))


def addresses(settings: Settings) -> Addresses:
    run: dict[str, str] = {}
    if settings.run_file.exists():
        try:
            run = json.loads(settings.run_file.read_text())
        except (OSError, json.JSONDecodeError):
            run = {}
    redis_url = settings.redis_url or run.get("redis_url")
    if not redis_url:
        raise NotRunningError(
            "koe is not up: KOE_REDIS_URL is unset and no local stack is running (start it with `koe up`)."
        )
    return Addresses(
        redis_url=redis_url,
        llm_url=settings.llm_url or run.get("llm_url"),
        llm_model=settings.llm_model or run.get("llm_model"),
        writer_llm_url=settings.writer_llm_url or run.get("writer_llm_url"),
        writer_llm_model=settings.writer_llm_model or run.get("writer_llm_model"),
    )


def connect(settings: Settings, check: bool = True) -> redis.Redis:
    """A Redis client for the bus; with `check`, a clear NotRunningError if nothing answers."""
    url = addresses(settings).redis_url
    client = redis.Redis.from_url(
        url, socket_connect_timeout=2, health_check_interval=30, **tls_options(url, settings.redis_ca)
    )
    if check:
        try:
            client.ping()
        except redis.AuthenticationError as exc:
            raise NotRunningError(
                f"Redis at {shown(url)} did not accept koe's login ({exc}): "
                "check the password in KOE_REDIS_URL (redis://:PASSWORD@host:6379/0)."
            ) from None
        except redis.RedisError as exc:
            raise NotRunningError(f"koe is not up: cannot reach Redis at {shown(url)} ({exc}).") from None
    return client
