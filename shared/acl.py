"""Redis users for devices and stages, each able to do only what it needs.

Stages: `koe up` gives every stage it starts its own user (`koe-stage-<name>`, a fresh password each
start). A stage may read and acknowledge the streams its consumer group reads, add entries to the
streams it writes (never read them), and keep its own keys; no administrative command (no FLUSHALL,
CONFIG, KEYS, DEBUG, SHUTDOWN, ACL). The key families per stage are in STAGE_KEYS below.

Devices: each Pi gets its own user, able to do only what an agent does.

A device's user may add entries to the input streams (its audio, speech events and timing marks), read
its own reply audio (`koe:audio:out:<device>`), send enrolment recordings (`koe agent --enrol`) and read
the box's answers to them, keep its own session (`koe:session:<device>`, and the
generation of sessions named after it, `koe:generation:<device>.*`), and report its heartbeat. It can
read no turn, transcript, reply text or memory, no other device's audio, and run no administrative
command (no FLUSHALL, CONFIG, KEYS, DEBUG, ACL). Users are kept in the server's ACL file (`ACL SAVE`),
so they outlive a restart.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass

import redis

from shared import streams

USER_PREFIX = "koe-device-"
DEVICE_NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,31}$")  # no glob characters: names go into key patterns

# What every client library does on connecting, and what an agent does on the bus.
_CONNECT = ("+ping", "+hello", "+auth", "+client|setinfo", "+client|setname", "+client|id", "+select")
_AGENT = (
    "+xadd",  # its audio, speech events and timing marks
    "+sadd",  # its name among the devices
    "+xread",
    "+xrevrange",  # its own reply audio
    "+get",
    "+set",
    "+expire",
    "+incr",
    "+incrby",  # redis-py sends INCR as INCRBY
    "+del",  # its session, the session's generation, its heartbeat
    "+multi",
    "+exec",  # the session is read and renewed in one transaction
)


class AclError(ValueError):
    """A device name that cannot be a user, or a server that cannot keep users."""


@dataclass(frozen=True)
class DeviceUser:
    device: str
    user: str
    password: str


def user_of(device: str) -> str:
    return USER_PREFIX + device


def check_device_name(device: str) -> str:
    if not DEVICE_NAME.match(device):
        raise AclError(
            f"{device!r} cannot be a device name: use 1-32 lower-case letters, digits and dashes, starting with a "
            "letter or digit"
        )
    return device


def device_rules(device: str) -> list[str]:
    """The ACL rules of the device's user (after `reset`): commands, then key patterns."""
    check_device_name(device)
    keys = [
        # write-only, and only its own streams: the agent adds entries and reads none of them back
        f"%W~{streams.AUDIO_IN.of(device).key}",
        f"%W~{streams.SPEECH.of(device).key}",
        f"%W~{streams.EVENTS.of(device).key}",
        f"%W~{streams.DEVICES}",  # it announces itself, so the stages read its streams
        f"%R~{streams.audio_out(device).key}",
        f"%W~{streams.VOICE_SAMPLES.of(device).key}",  # `koe agent --enrol`: its recordings, checked on the box
        f"%R~{streams.VOICE_CHECKED.of(device).key}",
        f"~{streams.session_key(device)}",
        f"~{streams.generation_key(device + '.*')}",
        f"~{streams.heartbeat_key('vad', device)}",
        f"%W~{streams.alive_key('vad')}",
    ]
    return ["-@all", *_CONNECT, *_AGENT, *keys, "resetchannels"]


# --- stages ---------------------------------------------------------------------------------------

STAGE_PREFIX = "koe-stage-"
# What the runtime does for every stage: consume, acknowledge, claim, publish, dead-letter, heartbeat,
# the clock, the hot path's scripts. Categories, minus everything dangerous or administrative.
_STAGE_COMMANDS = (
    "-@all",
    "+@read",
    "+@write",
    "+@stream",
    "+@hash",
    "+@string",
    "+@sortedset",
    "+@list",
    "+@set",
    "+@scripting",
    "+@transaction",
    "+@connection",
    "+time",
    "-@dangerous",
    "-@admin",
    "+xgroup|create",  # a stage makes its own consumer group on start
    "-flushall",
    "-flushdb",
    "-keys",
)
_GENERATIONS = f"%R~{streams.generation_key('*')}"  # every stage drops stale work


def _own(stage: str) -> list[str]:
    return [
        f"~{streams.heartbeat_key(stage, '*')}",
        f"~{streams.alive_key(stage)}",
        f"~{streams.starts_key(stage)}",
        f"~{streams.errors_key(stage)}",
        f"~{streams.dead_kept_key('*', '*')}",
        f"%W~{streams.DEAD.key}",
        # A selector: XLEN of the dead letters (their count, for /metrics), never their contents.
        f"(+xlen %R~{streams.DEAD.key})",
        f"%R~{streams.alive_key('*')}",  # whether the stages it waits for are up (the llm: recall)
        _GENERATIONS,
    ]


STAGE_KEYS: dict[str, list[str]] = {
    "stt": [
        f"%W~{streams.TRANSCRIPTS.key}",
        f"%W~{streams.VOICE_CHECKED.key}:*",
        f"%W~{streams.DEVICES}",
        f"~{streams.PEOPLE_HEARD}",  # who it heard, for the dashboard's People view
        f"%R~{streams.DEVICE_HOUSEHOLDS}",  # whose turns a device's are (shared/device_households.py)
    ],
    "recall": [
        f"%W~{streams.CONTEXT.key}",
        f"%R~{streams.MEMORY_CHANGES.key}",  # the cache follows the writer's changes
        f"~{streams.TURNS_IN_FLIGHT}",
        f"%R~{streams.DEVICE_HOUSEHOLDS}",  # whose memories a talking device's preload reads
    ],
    "llm": [
        f"%W~{streams.REPLIES.key}",
        f"%W~{streams.TURNS.key}",
        f"%R~{streams.CONTEXT.key}",
        f"~{streams.history_key('*')}",
        f"~{streams.pending_turns_key()}",
        f"~{streams.turn_marks_key('*', '*', '*')}",
        f"~{streams.turn_closed_key('*', '*')}",
        f"~{streams.TURNS_IN_FLIGHT}",
    ],
    "tts": [
        f"%W~{streams.AUDIO_OUT.key}:*",
        f"%W~{streams.EVENTS.key}:*",
        f"%W~{streams.DEVICES}",
        f"~{streams.TURNS_IN_FLIGHT}",
        f"~{streams.tts_order_key('*', '*', '*')}",  # replicas publish a reply's sentences in order
    ],
    "writer": [
        f"%W~{streams.MEMORY_CHANGES.key}",
        f"%W~{streams.FEEDBACK.key}",
        f"~{streams.TRANSCRIPTS.key}",  # a forgotten turn's transcript is deleted with it
        f"~{streams.PREFIX}:writer:*",
        f"~{streams.WRITER_RQ_PREFIX}*",
        f"~{streams.TURNS_IN_FLIGHT}",
        "+info",  # rq asks the server's version
        "+client|setname",
        "+@pubsub",  # rq's workers listen for commands (stop, kill a job)
        f"&{streams.WRITER_RQ_PREFIX}*",
        "&rq:*",  # rq's command channel
        # rq's CLIENT LIST (to learn its own address) stays refused: it would show every connection's
        # user and address; rq carries on without it.
    ],
    "feedback": [],
    # Home Assistant's requests: its satellites are the devices `ha-*`, and only those are its to write for.
    "wyoming": [
        f"%W~{streams.AUDIO_IN.key}:{streams.WYOMING_DEVICE_PREFIX}*",  # speech to transcribe
        f"~{streams.TRANSCRIPTS.key}",  # conversation turns in; its transcripts out (read by turn)
        f"~{streams.REPLIES.key}",  # text to speak in; the conversation's reply out (read by turn)
        f"%R~{streams.AUDIO_OUT.key}:{streams.WYOMING_DEVICE_PREFIX}*",  # the audio it asked for
        f"%W~{streams.DEVICES}",
        f"~{streams.session_key(streams.WYOMING_DEVICE_PREFIX + '*')}",
        f"~{streams.generation_key(streams.WYOMING_DEVICE_PREFIX + '*')}",  # a dropped request's speech stops
        f"~{streams.wyoming_conversation_key('*', '*')}",
        f"~{streams.heartbeat_key('vad', streams.WYOMING_DEVICE_PREFIX + '*')}",  # the satellites' dashboard rows
        f"~{streams.TURNS_IN_FLIGHT}",
        f"%R~{streams.DEVICE_HOUSEHOLDS}",  # a satellite's household, for its conversation turns
    ],
}


def stage_rules(stage: str) -> list[str]:
    """The ACL rules of the stage's user (after `reset`)."""
    from shared.stages import STAGES

    spec = STAGES[stage]
    reads = [f"~{s.key}:*" if s.per_device else f"~{s.key}" for s in spec.reads]
    if any(s.per_device for s in spec.reads):
        reads.append(f"%R~{streams.DEVICES}")
    return [*_STAGE_COMMANDS, *reads, *_own(stage), *STAGE_KEYS[stage]]


def add_stage(client: redis.Redis, stage: str) -> str:
    """Create (or replace) the stage's user with a fresh password; returns the password. Not saved to
    the ACL file: `koe up` makes them anew on every start."""
    password = secrets.token_urlsafe(24)
    user = STAGE_PREFIX + stage
    client.acl_setuser(user, enabled=True, reset=True, passwords=[f"+{password}"])
    client.execute_command("ACL", "SETUSER", user, *stage_rules(stage))
    return password


# --- devices --------------------------------------------------------------------------------------


def add_device(client: redis.Redis, device: str) -> DeviceUser:
    """Create (or replace, with a new password) the device's user, and save the server's users."""
    password = secrets.token_urlsafe(24)
    client.acl_setuser(user_of(device), enabled=True, reset=True, passwords=[f"+{password}"])
    client.execute_command("ACL", "SETUSER", user_of(device), *device_rules(device))
    save(client)
    return DeviceUser(device, user_of(device), password)


def revoke_device(client: redis.Redis, device: str) -> bool:
    """Delete the device's user and cut its open connections at once; False if there was none."""
    check_device_name(device)
    deleted = bool(client.acl_deluser(user_of(device)))  # the server also closes the user's connections
    save(client)
    return deleted


def devices(client: redis.Redis) -> list[str]:
    names = (u.decode() if isinstance(u, bytes) else str(u) for u in client.acl_users())
    return sorted(n[len(USER_PREFIX) :] for n in names if n.startswith(USER_PREFIX))


def save(client: redis.Redis) -> None:
    try:
        client.execute_command("ACL", "SAVE")
    except redis.ResponseError as exc:
        raise AclError(
            f"the Redis server keeps no ACL file, so device users would be lost on its restart ({exc}); "
            "start it with --aclfile (koe up and docker-compose.yml do)"
        ) from None


# --- the ACL file of a server koe does not start (compose's Redis) ----------------------------------


def password_hash(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


def acl_file(existing: str, default_password: str, stage_passwords: dict[str, str]) -> str:
    """The ACL file with the default user and every stage's user written from these passwords (stored
    as SHA-256, never in clear) and every other user (the devices) kept as it was."""
    kept = [
        line
        for line in existing.splitlines()
        if line.strip() and not line.startswith(("user default ", f"user {STAGE_PREFIX}"))
    ]
    lines = [f"user default on #{password_hash(default_password)} ~* &* +@all"]
    for stage, password in sorted(stage_passwords.items()):
        rules = " ".join(stage_rules(stage))
        lines.append(f"user {STAGE_PREFIX}{stage} on #{password_hash(password)} resetchannels {rules}")
    return "\n".join([*lines, *kept]) + "\n"
