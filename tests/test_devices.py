"""A Redis user per device (`koe device add|list|revoke`): a Pi can do what an agent does and nothing
more; revoking it cuts it off at once; users outlive a restart of the server (its ACL file)."""

from __future__ import annotations

import stat
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
import redis

from shared import messages as m
from shared import streams
from shared.acl import AclError, check_device_name
from shared.device_households import household_of
from shared.embedded import EmbeddedRedis
from tests.helpers import koe, koe_env


def add(server: EmbeddedRedis, tmp_path: Path, name: str, *more: str) -> redis.Redis:
    """`koe device add NAME`, then a client logged in with the settings it wrote."""
    out = tmp_path / f"{name}.env"
    added = koe(
        ["device", "add", name, "--plain", "--box", f"127.0.0.1:{server.port}", "--out", str(out), *more],
        koe_env(server.url, tmp_path / "data"),
    )
    assert added.returncode == 0, added.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o600, "the file holds the device's password"
    settings = dict(line.split("=", 1) for line in out.read_text().splitlines() if "=" in line and line[0] != "#")
    assert settings["KOE_DEVICE"] == name
    url = urlsplit(settings["KOE_REDIS_URL"])
    return redis.Redis(host="127.0.0.1", port=url.port, username=url.username, password=unquote(url.password or ""))


def test_a_device_can_do_what_an_agent_does_and_nothing_more(own_redis_server: EmbeddedRedis, tmp_path: Path) -> None:
    admin = redis.Redis.from_url(own_redis_server.url)
    admin.xadd(
        streams.TURNS.key,
        m.TurnRecord(device="hall", session="s", turn="t", user_text="secret", reply_text="ok").to_fields(),
    )
    admin.xadd(streams.audio_out("hall").key, {"kind": "audio.end"})
    admin.xadd(streams.audio_out("kitchen").key, {"kind": "audio.end"})
    pi = add(own_redis_server, tmp_path, "kitchen")

    assert pi.xadd(streams.AUDIO_IN.of("kitchen").key, {"kind": "x"})
    assert pi.xadd(streams.SPEECH.of("kitchen").key, {"kind": "x"}) and pi.sadd(streams.DEVICES, "kitchen")
    assert pi.xread({streams.audio_out("kitchen").key: "0"}), "its own reply audio"
    assert pi.set(streams.session_key("kitchen"), "kitchen.1", nx=True, ex=60)
    assert pi.incr(streams.generation_key("kitchen.1")) == 1
    assert pi.xadd(streams.VOICE_SAMPLES.of("kitchen").key, {"kind": "x"}), "koe agent --enrol's recordings"
    assert pi.xrevrange(streams.VOICE_CHECKED.of("kitchen").key, count=1) == [], "and the box's answers to them"

    refused = {
        "read the turns": lambda: pi.xrange(streams.TURNS.key),
        "read another device's audio": lambda: pi.xread({streams.audio_out("hall").key: "0"}),
        "read the audio it sent": lambda: pi.xrange(streams.AUDIO_IN.of("kitchen").key),
        "write as another device": lambda: pi.xadd(streams.AUDIO_IN.of("hall").key, {"kind": "x"}),
        "write to the old shared stream": lambda: pi.xadd(streams.AUDIO_IN.key, {"kind": "x"}),
        "send another device's events": lambda: pi.xadd(streams.EVENTS.of("hall").key, {"kind": "x"}),
        "read the transcripts": lambda: pi.xread({streams.TRANSCRIPTS.key: "0"}),
        "read the enrolment recordings it sent": lambda: pi.xrevrange(streams.VOICE_SAMPLES.of("kitchen").key),
        "read another device's enrolment answers": lambda: pi.xrevrange(streams.VOICE_CHECKED.of("hall").key),
        "answer its own enrolment": lambda: pi.xadd(streams.VOICE_CHECKED.of("kitchen").key, {"kind": "x"}),
        "interrupt another device's session": lambda: pi.incr(streams.generation_key("hall.1")),
        "choose its own household": lambda: pi.hset(streams.DEVICE_HOUSEHOLDS, "kitchen", "smiths"),
        "learn the households": lambda: pi.hgetall(streams.DEVICE_HOUSEHOLDS),
        "flush the database": lambda: pi.flushall(),
        "change the configuration": lambda: pi.config_set("appendonly", "no"),
        "list the keys": lambda: pi.keys("*"),
        "make itself an admin": lambda: pi.acl_setuser("koe-device-kitchen", commands=["+@all"]),
        "see the other users": lambda: pi.execute_command("ACL", "LIST"),
        "stop the server": lambda: pi.execute_command("SHUTDOWN", "NOSAVE"),
    }
    for what, call in refused.items():
        with pytest.raises(redis.exceptions.NoPermissionError):
            call()
            pytest.fail(f"a device could {what}")


def test_devices_are_listed_kept_over_a_restart_and_revoked_at_once(
    own_redis_server: EmbeddedRedis, tmp_path: Path
) -> None:
    env = koe_env(own_redis_server.url, tmp_path / "data")
    pi = add(own_redis_server, tmp_path, "kitchen", "--household", "smiths")
    add(own_redis_server, tmp_path, "hall")
    assert koe(["device", "list"], env).stdout.splitlines() == ["hall", "kitchen\tsmiths"], "and whose it is"
    admin = redis.Redis.from_url(own_redis_server.url)
    assert household_of(admin, "kitchen") == "smiths" and household_of(admin, "hall") is None

    own_redis_server.stop()
    own_redis_server.start()
    assert pi.ping(), "the device's user outlived the restart (the server's ACL file)"

    revoked = koe(["device", "revoke", "kitchen"], env)
    assert revoked.returncode == 0 and "revoked" in revoked.stdout
    with pytest.raises(redis.AuthenticationError):
        pi.ping()  # its connection was closed; logging in again fails
    assert koe(["device", "list"], env).stdout.split() == ["hall"]
    assert household_of(admin, "kitchen") is None, "a revoked device's household goes with it"
    again = koe(["device", "revoke", "kitchen"], env)
    assert again.returncode == 1 and "no device 'kitchen'" in again.stderr
    badly = koe(["device", "add", "attic", "--household", "../smiths"], env)
    assert badly.returncode == 2 and "not a household name" in badly.stderr
    bad = koe(["device", "add", "Kitchen*"], env)
    assert bad.returncode == 2 and "cannot be a device name" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.parametrize("name", ["", "Kitchen", "a*", "x" * 33, "-lead", "hall.1", "a b"])
def test_a_device_name_that_could_widen_its_key_patterns_is_refused(name: str) -> None:
    with pytest.raises(AclError):
        check_device_name(name)
