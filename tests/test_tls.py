"""TLS between the Pi and the box: `koe certs init` makes the household CA and the box's certificate;
a Redis that listens with them is reached over rediss:// by a client that trusts that CA, and refused
by one that trusts another; the agent will not send the household's words over the LAN in clear."""

from __future__ import annotations

import shutil
import stat
import subprocess
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

from shared.embedded import free_port, wait_until_up
from shared.locate import NotRunningError, connect
from shared.settings import load_settings
from tests.helpers import koe, koe_env

PASSWORD = "tls-test-password"


def certs(tmp_path: Path, name: str) -> Path:
    out = tmp_path / name
    made = koe(["certs", "init", "--out", str(out)], koe_env(None, tmp_path / "data"))
    assert made.returncode == 0, made.stderr
    return out


@pytest.fixture
def tls_redis(tmp_path: Path) -> Iterator[tuple[int, Path]]:
    """Debian's redis-server (built with TLS; the embedded valkey is not) on a TLS port only."""
    server = shutil.which("redis-server")
    assert server, "redis-server (Debian's, with TLS) runs on this machine"
    ca = certs(tmp_path, "household")
    port = free_port()
    args = [server, "--port", "0", "--tls-port", str(port), "--tls-auth-clients", "no"]
    args += ["--tls-cert-file", str(ca / "box.pem"), "--tls-key-file", str(ca / "box-key.pem")]
    args += ["--tls-ca-cert-file", str(ca / "ca.pem"), "--requirepass", PASSWORD, "--save", "", "--appendonly", "no"]
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    probe = redis.Redis(port=port, password=PASSWORD, ssl=True, ssl_ca_certs=str(ca / "ca.pem"))
    try:
        wait_until_up(proc, "the TLS redis-server", probe.ping, redis.RedisError, 0.05, 20)
        yield port, ca
    finally:
        proc.terminate()
        proc.wait(10)


def test_certs_init_writes_the_ca_and_the_box_certificate_with_private_keys(tmp_path: Path) -> None:
    out = certs(tmp_path, "certs")
    modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in out.iterdir()}
    assert modes == {"ca.pem": 0o644, "box.pem": 0o644, "ca-key.pem": 0o600, "box-key.pem": 0o600}
    again = koe(["certs", "init", "--out", str(out)], koe_env(None, tmp_path / "data"))
    assert again.returncode == 2 and "already holds a household CA" in again.stdout


def test_the_box_is_reached_over_tls_with_the_household_ca(tls_redis: tuple[int, Path], tmp_path: Path) -> None:
    port, ca = tls_redis
    url = f"rediss://:{PASSWORD}@localhost:{port}/0"
    client = connect(load_settings(redis_url=url, redis_ca=ca / "ca.pem", data_dir=tmp_path))
    assert client.ping()
    said = koe(["say", "hello"], koe_env(url, tmp_path / "data", KOE_REDIS_CA=str(ca / "ca.pem")))
    assert "no llm worker is running" in said.stderr, "koe say got through TLS to the box"


def test_a_server_signed_by_another_ca_is_refused(tls_redis: tuple[int, Path], tmp_path: Path) -> None:
    port, _ = tls_redis
    stranger = certs(tmp_path, "stranger")  # another household's CA: as an impostor's box would be
    url = f"rediss://:{PASSWORD}@localhost:{port}/0"
    with pytest.raises(NotRunningError, match="certificate verify failed"):
        connect(load_settings(redis_url=url, redis_ca=stranger / "ca.pem", data_dir=tmp_path))


def test_plain_tcp_to_the_tls_port_gets_nothing(tls_redis: tuple[int, Path], tmp_path: Path) -> None:
    port, _ = tls_redis
    with pytest.raises(NotRunningError):
        connect(load_settings(redis_url=f"redis://:{PASSWORD}@localhost:{port}/0", data_dir=tmp_path))


def test_the_agent_refuses_plain_tcp_over_the_lan(tmp_path: Path) -> None:
    clip = tmp_path / "silence.wav"
    with wave.open(str(clip), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16_000)
        w.writeframes(b"\0\0" * 16_000)
    env = koe_env("redis://:pw@192.0.2.10:6379/0", tmp_path / "data")
    out = koe(["agent", "--input", str(clip), "--fast"], env, timeout=60)
    assert out.returncode == 2
    assert "plain TCP to 192.0.2.10" in out.stderr and "koe certs init" in out.stderr
    assert "Traceback" not in out.stderr


def test_agent_check_says_what_works_and_what_to_fix(tls_redis: tuple[int, Path], tmp_path: Path) -> None:
    port, ca = tls_redis
    url = f"rediss://:{PASSWORD}@localhost:{port}/0"
    good = koe(["agent", "--check"], koe_env(url, tmp_path / "data", KOE_REDIS_CA=str(ca / "ca.pem")), timeout=60)
    lines = {line.split()[1]: line for line in good.stdout.splitlines() if line.strip()}
    for name in ("address", "reach", "login", "round"):
        assert lines[name].startswith("ok"), good.stdout
    assert "TLS, the box verified against" in lines["login"]
    assert lines["echo"].startswith("ok") and "libspeexdsp" in lines["echo"], "the canceller is reported"
    assert lines["end"].startswith("ok") and "Smart Turn v3.2" in lines["end"], "and the turn model"
    # No sound card on the test machine: the audio checks fail with their fix, the rest still run.
    assert good.returncode == (0 if lines["microphone"].startswith("ok") else 1)

    stranger = certs(tmp_path, "stranger")
    bad = koe(["agent", "--check"], koe_env(url, tmp_path / "data", KOE_REDIS_CA=str(stranger / "ca.pem")), timeout=60)
    assert bad.returncode == 1
    assert "FAIL  login" in bad.stdout and "KOE_REDIS_CA" in bad.stdout and "Traceback" not in bad.stdout + bad.stderr

    wrong = koe(
        ["agent", "--check"],
        koe_env(f"rediss://:nope@localhost:{port}/0", tmp_path / "d", KOE_REDIS_CA=str(ca / "ca.pem")),
    )
    assert "FAIL  login" in wrong.stdout and "koe device add" in wrong.stdout

    away = koe(["agent", "--check"], koe_env("redis://127.0.0.1:9/0", tmp_path / "data"), timeout=60)
    assert "FAIL  reach" in away.stdout and "is the box on" in away.stdout
