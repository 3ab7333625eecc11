"""The bus: typed messages on Redis streams, each stream trimmed by the retention that fits it."""

from __future__ import annotations

import time
from typing import Any

import redis

from shared import messages as m
from shared import stages, streams
from shared.settings import Settings
from shared.streams import Retention, Stream

# Where each kind of message is published. A kind lives on exactly one stream.
ROUTES: dict[type[m.Message], Stream] = {
    m.SpeechStarted: streams.SPEECH,
    m.SpeechInterrupted: streams.SPEECH,
    m.AudioChunk: streams.AUDIO_IN,
    m.SpeechEnded: streams.AUDIO_IN,
    m.SpeechPaused: streams.AUDIO_IN,
    m.Transcript: streams.TRANSCRIPTS,
    m.PromptContext: streams.CONTEXT,
    m.ReplySentence: streams.REPLIES,
    m.ReplyEnd: streams.REPLIES,
    m.TimingMark: streams.EVENTS,
    m.AudioOut: streams.AUDIO_OUT,
    m.AudioEnd: streams.AUDIO_OUT,
    m.VoiceSample: streams.VOICE_SAMPLES,
    m.VoiceChecked: streams.VOICE_CHECKED,
    m.TurnRecord: streams.TURNS,
    m.MemoryChanged: streams.MEMORY_CHANGES,
    m.RelevanceJudgment: streams.FEEDBACK,
    m.DeadLetter: streams.DEAD,
}


def keys_of(client: redis.Redis, stream: Stream) -> list[str]:
    """The stream's keys: a per-device family's are every known device's own stream."""
    if not stream.per_device:
        return [stream.key]
    devices = sorted(d.decode() if isinstance(d, bytes) else str(d) for d in client.smembers(streams.DEVICES))
    return [stream.of(d).key for d in devices]


def entries_of(client: redis.Redis, stream: Stream) -> list[tuple[str, dict[bytes, bytes]]]:
    """Every entry the stream (or family) holds, in the order they were added (for tools and tests)."""
    found = []
    for key in keys_of(client, stream):
        for entry_id, fields in client.xrange(key):
            eid = entry_id.decode() if isinstance(entry_id, bytes) else str(entry_id)
            found.append((eid, fields))
    return sorted(found, key=lambda e: tuple(int(x) for x in e[0].split("-")))


class Bus:
    """Publishes messages to their stream; the one place that knows how each stream is trimmed."""

    def __init__(self, client: redis.Redis, settings: Settings) -> None:
        self.redis = client
        self.settings = settings

    def stream_of(self, msg: m.Message) -> Stream:
        stream = ROUTES[type(msg)]
        return stream.of(msg.device) if stream.per_device else stream

    def trim_args(self, stream: Stream) -> dict[str, Any]:
        if stream.retention is Retention.MAXLEN:
            return {"maxlen": self.settings.audio_maxlen, "approximate": True}
        if stream.retention is Retention.AGE:
            oldest_ms = int((time.time() - self.settings.work_retention_s) * 1000)
            return {"minid": f"{oldest_ms}-0", "approximate": True}
        # The turn stream is never trimmed on write: only by age, and only past what the writer has
        # processed (the writer trims it).
        return {}

    def publish(self, msg: m.Message, pipe: redis.client.Pipeline | None = None) -> str | None:
        """XADD the message; inside a pipeline the id is only known after EXEC, so None is returned."""
        stream = self.stream_of(msg)
        fields, trim = msg.to_fields(), self.trim_args(stream)
        if not ROUTES[type(msg)].per_device:
            target = pipe if pipe is not None else self.redis
            entry_id = target.xadd(stream.key, fields, **trim)  # type: ignore[arg-type]
        else:  # the device joins the set the stages read from, in the same round trip
            target = pipe if pipe is not None else self.redis.pipeline(transaction=False)
            target.sadd(streams.DEVICES, msg.device)
            target.xadd(stream.key, fields, **trim)  # type: ignore[arg-type]
            entry_id = target.execute()[1] if pipe is None else None
        if pipe is not None:
            return None
        return entry_id.decode() if isinstance(entry_id, bytes) else str(entry_id)

    def ensure_group(self, stream: Stream | str, group: str, start_id: str = "0") -> None:
        key = stream.key if isinstance(stream, Stream) else stream
        try:
            self.redis.xgroup_create(key, group, id=start_id, mkstream=True)
        except redis.ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise

    def ensure_all_groups(self) -> None:
        """The groups of the shared streams (a device's own streams get theirs as stages find them)."""
        for spec in stages.STAGES.values():
            for stream in spec.reads:
                if not stream.per_device:
                    self.ensure_group(stream, spec.name)

    def read_after(
        self, stream: Stream, last_id: str, block_ms: int, count: int = 100
    ) -> list[tuple[str, dict[bytes, bytes]]]:
        """Plain XREAD (no group) after `last_id`: for watchers such as `koe say` and the LLM's context wait."""
        reply = self.redis.xread({stream.key: last_id}, count=count, block=block_ms)
        out: list[tuple[str, dict[bytes, bytes]]] = []
        for _key, entries in reply or []:
            for entry_id, fields in entries:
                out.append((entry_id.decode() if isinstance(entry_id, bytes) else entry_id, fields))
        return out
