"""`koe agent --check`: what a Pi needs, tried one by one, each with one line of result and, when it
fails, what to do about it: microphone, speaker, reaching the box, TLS, logging in, round-trip time.
What the agent can do without (the echo canceller, Smart Turn) is reported as a warning: it runs on
without it, so a missing one must not keep the agent from starting (the Pi's unit runs the check first)."""

from __future__ import annotations

import socket
import ssl
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from urllib.parse import urlsplit

import redis

from services.vad.audio_io import MicSource, SpeakerSink
from services.vad.echo_canceller import SpeexEchoCanceller
from services.vad.end_of_turn import SmartTurn
from services.vad.link import redis_client
from shared.locate import shown
from shared.redis_tls import require_tls_off_loopback
from shared.settings import Settings

SLOW_RTT_MS = 50.0  # a LAN round trip above this delays every chunk of audio


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    said: str  # the result, or the problem and its fix
    required: bool = True  # False: the agent runs without it, worse (a warning, not a failure)


def _try(name: str, probe: Callable[[], str], fix: Callable[[Exception], str]) -> Check:
    try:
        return Check(name, True, probe())
    except Exception as exc:  # a check reports every failure as a line, never a traceback
        return Check(name, False, fix(exc))


def microphone(device_index: int | None) -> Check:
    def probe() -> str:
        source = MicSource(device_index)
        source.close()
        return "opened"

    return _try("microphone", probe, lambda e: f"{e} (koe agent --list-devices; --input-device INDEX)")


def speaker(device_index: int | None) -> Check:
    def probe() -> str:
        SpeakerSink(device_index).close()
        return "opened"

    return _try("speaker", probe, lambda e: f"{e} (koe agent --list-devices; --output-device INDEX)")


def echo_cancelling(settings: Settings) -> Check:
    def probe() -> str:
        if settings.echo_cancel == "off":
            return "off (KOE_ECHO_CANCEL=off): barge-in by loudness alone"
        SpeexEchoCanceller()
        return "libspeexdsp's canceller"

    fix = "{} (sudo apt-get install libspeexdsp1; without it barge-in is by loudness alone)".format
    return replace(_try("echo cancel", probe, fix), required=False)


def end_of_turn(settings: Settings) -> Check:
    def probe() -> str:
        if settings.end_of_turn != "smart":
            return f"the silence rule ({settings.vad_silence_ms} ms; KOE_END_OF_TURN=silence)"
        model = SmartTurn()
        started = time.perf_counter()
        model.judge([bytes(2 * 16_000)])
        return f"Smart Turn v3.2, {(time.perf_counter() - started) * 1000:.0f} ms a judgment"

    fix = "{} (without it the silence rule ends each turn: {} ms)".format
    return replace(_try("end of turn", probe, lambda e: fix(e, settings.vad_silence_ms)), required=False)


def network(url: str, settings: Settings) -> list[Check]:
    parts = urlsplit(url)
    host, port = parts.hostname or "localhost", parts.port or 6379
    checks = [
        _try(
            "address",
            lambda: (require_tls_off_loopback(url, settings.redis_plain_ok), shown(url))[1],
            lambda e: str(e),
        ),
        _try(
            "reach",
            lambda: (socket.create_connection((host, port), timeout=3).close(), f"{host}:{port} answers")[1],
            lambda e: f"cannot reach {host}:{port} ({e}): is the box on, the address right, port {port} open?",
        ),
    ]
    if not all(c.ok for c in checks):
        return checks
    client = redis_client(url, settings, timeout_s=3.0)

    def login() -> str:
        client.ping()
        tls = "TLS, the box verified against " + str(settings.redis_ca or "the system's CAs")
        return (tls if parts.scheme == "rediss" else "plain TCP") + f"; logged in as {parts.username or 'default'}"

    def login_fix(exc: Exception) -> str:
        if isinstance(exc, redis.AuthenticationError):
            return "the box refused this device's user or password: on the box, `koe device add NAME` again"
        if isinstance(exc.__cause__ or exc.__context__, ssl.SSLError) or "certificate" in str(exc).lower():
            return f"TLS failed ({exc}): copy the box's certs/ca.pem here and set KOE_REDIS_CA to it"
        return f"{exc}"

    checks.append(_try("login", login, login_fix))
    if checks[-1].ok:

        def rtt() -> str:
            times = []
            for _ in range(10):
                t = time.perf_counter()
                client.ping()
                times.append((time.perf_counter() - t) * 1000)
            median = statistics.median(times)
            if median > SLOW_RTT_MS:
                raise RuntimeError(
                    f"{median:.1f} ms median: slow for live audio (a wired link or a closer access point?)"
                )
            return f"{median:.1f} ms median of 10"

        checks.append(_try("round trip", rtt, str))
    return checks


def run_checks(url: str, settings: Settings, input_device: int | None, output_device: int | None) -> list[Check]:
    return [
        microphone(input_device),
        speaker(output_device),
        echo_cancelling(settings),
        end_of_turn(settings),
        *network(url, settings),
    ]
