"""Every Redis key koe uses, and each stream's retention, in one place (as rq keeps its keys).

Retention fits the stream: audio is lossy and short (MAXLEN), work streams are trimmed by age
(MINID), and the persisted turn stream only by an explicit retention age, never by count.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

PREFIX = "koe"


class Retention(Enum):
    MAXLEN = "maxlen"  # keep the newest N entries (approximate trimming)
    AGE = "age"  # keep entries newer than the work retention (MINID)
    TURNS = "turns"  # keep entries newer than KOE_TURNS_RETENTION_DAYS; 0 keeps everything


@dataclass(frozen=True)
class Stream:
    key: str
    retention: Retention
    # One stream per device, `<key>:<device>`: what a device writes and reads is its own, so its Redis
    # user can be held to it (shared/acl.py). Stages read every known device's (DEVICES).
    per_device: bool = False

    def of(self, device: str) -> Stream:
        """The device's own stream of this family."""
        return Stream(f"{self.key}:{device}", self.retention)


AUDIO_IN = Stream(f"{PREFIX}:audio:in", Retention.MAXLEN, per_device=True)  # utterance audio, and its end
SPEECH = Stream(f"{PREFIX}:speech", Retention.AGE, per_device=True)  # voice activity: speech started, interruptions
TRANSCRIPTS = Stream(f"{PREFIX}:transcripts", Retention.AGE)  # what the person said, one entry per turn
CONTEXT = Stream(f"{PREFIX}:context", Retention.AGE)  # the memories recall chose for a turn
REPLIES = Stream(f"{PREFIX}:replies", Retention.AGE)  # the reply, sentence by sentence, then its end
AUDIO_OUT = Stream(f"{PREFIX}:audio:out", Retention.MAXLEN, per_device=True)  # reply audio, then its end
EVENTS = Stream(f"{PREFIX}:events", Retention.AGE, per_device=True)  # timing: first audio out, playback started
VOICE_SAMPLES = Stream(f"{PREFIX}:people:samples", Retention.MAXLEN, per_device=True)  # enrolment audio, from a device
VOICE_CHECKED = Stream(f"{PREFIX}:people:checked", Retention.MAXLEN, per_device=True)  # the box's answer to each
TURNS = Stream(f"{PREFIX}:turns", Retention.TURNS)  # the persisted record of every finished turn
MEMORY_CHANGES = Stream(f"{PREFIX}:memory:changes", Retention.AGE)  # what the writer changed in the store
FEEDBACK = Stream(f"{PREFIX}:feedback", Retention.AGE)  # the writer's relevance judgments
DEAD = Stream(f"{PREFIX}:dead", Retention.AGE)  # entries that could not be decoded or kept failing


def audio_out(device: str) -> Stream:
    """One device's reply audio, chunk by chunk, then its end: a device reads its own and no other's."""
    return AUDIO_OUT.of(device)


DEVICES = f"{PREFIX}:devices"  # set of the devices that have per-device streams (added as they publish)
# device -> its household, on a box serving several (`koe device add --household`); written by the admin
# only, read by the stages that stamp or serve a household (shared/device_households.py).
DEVICE_HOUSEHOLDS = f"{PREFIX}:device:households"


ALL_STREAMS = (
    AUDIO_IN,
    SPEECH,
    TRANSCRIPTS,
    CONTEXT,
    REPLIES,
    EVENTS,
    VOICE_SAMPLES,
    VOICE_CHECKED,
    TURNS,
    MEMORY_CHANGES,
    FEEDBACK,
    DEAD,
)


def generation_key(session: str) -> str:
    """The session's current generation: an interruption increments it, older work is dropped."""
    return f"{PREFIX}:generation:{session}"


def session_key(device: str) -> str:
    """The device's current session id; it expires after KOE_SESSION_IDLE_S without speech."""
    return f"{PREFIX}:session:{device}"


def history_key(session: str) -> str:
    """The last exchanges of a session, so a follow-up question makes sense to the LLM."""
    return f"{PREFIX}:history:{session}"


def pending_turns_key() -> str:
    """Hash "session:turn" -> the LLM's part of a spoken turn's record, until playback ends."""
    return f"{PREFIX}:turns:pending"


def turn_marks_key(session: str, turn: str, generation: int | str) -> str:
    """Waterfall marks reported by TTS and the agent for a turn whose record is still open; per generation,
    so a head start that was dropped (its audio made, never played) leaves no mark on the turn's record."""
    return f"{PREFIX}:turns:marks:{session}:{turn}:{generation}"


def tts_order_key(session: str, turn: str, generation: int | str) -> str:
    """Hash of how far a reply's voicing has got (`next`: the sentences done) and whether its first audio
    went out (`audio`): tts replicas publish one reply's sentences in order (services/tts/order.py)."""
    return f"{PREFIX}:tts:order:{session}:{turn}:{generation}"


def turn_closed_key(session: str, turn: str) -> str:
    """Set when playback ended or was interrupted before the LLM's part of the record was ready."""
    return f"{PREFIX}:turns:closed:{session}:{turn}"


def heartbeat_key(stage: str, worker: str) -> str:
    return f"{PREFIX}:heartbeat:{stage}:{worker}"


def alive_key(stage: str) -> str:
    """Set with a short expiry by every live worker of a stage: one GET tells whether any is up."""
    return f"{PREFIX}:alive:{stage}"


def starts_key(stage: str) -> str:
    """How many times a worker of the stage has started (INCR at start): restarts, seen from the dashboard."""
    return f"{PREFIX}:starts:{stage}"


def dead_kept_key(stream: str, entry_id: str) -> str:
    """Set (for a day) once the entry's fields are kept in a dead letter: other groups' letters name it."""
    return f"{PREFIX}:dead:kept:{stream}:{entry_id}"


def errors_key(group: str) -> str:
    """Hash entry id -> last handler error, so a dead letter can say why an entry kept failing."""
    return f"{PREFIX}:errors:{group}"


def wyoming_conversation_key(device: str, conversation: str) -> str:
    """The koe session of a Home Assistant conversation id on a satellite (services/wyoming/places.py)."""
    return f"{PREFIX}:wyoming:conversation:{device}:{conversation}"


WYOMING_DEVICE_PREFIX = "ha"  # Home Assistant's satellites are koe devices named ha-<satellite>


PEOPLE_HEARD = f"{PREFIX}:people:heard"  # hash "<name>\t<named|unsure|last>": who the stt stage heard (people/heard.py)


# --- The writer's per-session state (services/writer/checkpoints.py) -----------------------------

WRITER_QUEUE = "koe-writer"  # the rq queue of writer batches
WRITER_RQ_PREFIX = f"{PREFIX}:rq:"  # every key rq keeps for the writer starts with this
WRITER_CHECKPOINTS = f"{PREFIX}:writer:checkpoint"  # hash session -> last turn entry id processed
WRITER_ACTIVE = f"{PREFIX}:writer:active"  # zset session -> ms of its newest unprocessed turn
WRITER_INFLIGHT = f"{PREFIX}:writer:inflight"  # hash session -> the batch job in flight
WRITER_STATS = f"{PREFIX}:writer:stats"  # hash of running totals (batches, turns, adds ...)
WRITER_LAST_BATCH = f"{PREFIX}:writer:last_batch"  # JSON: the last committed batch's operations and rejections
WRITER_REFUSALS = f"{PREFIX}:writer:refusals"  # list of JSON, newest first: proposals the gate refused


def writer_todo_key(session: str) -> str:
    """Zset of the session's turn entry ids not processed yet (score: the entry's milliseconds)."""
    return f"{PREFIX}:writer:todo:{session}"


def writer_recent_key(session: str) -> str:
    """List of the session's last processed turn entry ids: the next batch's context turns."""
    return f"{PREFIX}:writer:recent:{session}"


TURNS_IN_FLIGHT = f"{PREFIX}:turns:in_flight"  # zset: session -> until when (ms, Redis' clock) it is being answered


def writer_plan_key(session: str) -> str:
    """The session's validated batch plan, kept until committed, so a retry applies the same writes."""
    return f"{PREFIX}:writer:plan:{session}"


def writer_lock_key(session: str) -> str:
    """Held by the one batch job working on the session."""
    return f"{PREFIX}:writer:lock:{session}"
