"""Typed, versioned messages: one small class per kind of bus entry.

On the wire an entry is three fields: `kind`, `v` (the schema version) and `body` (JSON), plus `pcm`
(raw bytes) for audio, so the streams stay readable in `redis-cli` and in dashboards. Every message
carries device, session, turn, the session's generation (interruptions) and its creation time.
Parsing is strict: anything else is a `MessageError` whose text says what was wrong, and the entry
goes to the dead-letter stream.
"""

from __future__ import annotations

import json
import time
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

SCHEMA_VERSION = 1
MAX_TEXT = 20_000  # longer than any utterance; stops a runaway producer from filling the bus

Id = Annotated[str, Field(min_length=1, max_length=128)]


class MessageError(ValueError):
    """A bus entry that is not a valid koe message."""


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    KIND: ClassVar[str] = ""
    HAS_PCM: ClassVar[bool] = False

    device: Id
    session: Id
    turn: str = Field(default="-", min_length=1, max_length=128)
    generation: int = Field(default=0, ge=0)
    ts: float = Field(default_factory=time.time, gt=0)

    def to_fields(self) -> dict[str, str | bytes]:
        body = self.model_dump(mode="json", exclude={"pcm"})
        fields: dict[str, str | bytes] = {"kind": self.KIND, "v": str(SCHEMA_VERSION), "body": json.dumps(body)}
        if self.HAS_PCM:
            fields["pcm"] = self.pcm  # type: ignore[attr-defined]
        return fields

    @property
    def log_context(self) -> dict[str, str]:
        return {"device": self.device, "session": self.session, "turn": self.turn}


# --- Voice activity and audio in (the agent) ---------------------------------------------------


class SpeechStarted(Message):
    """The agent heard speech begin; recall starts preloading on it."""

    KIND: ClassVar[str] = "speech.started"


class AudioChunk(Message):
    """A piece of the utterance, 16-bit mono PCM, sent while the person is still speaking."""

    KIND: ClassVar[str] = "audio.chunk"
    HAS_PCM: ClassVar[bool] = True
    seq: int = Field(ge=0)
    sample_rate: int = Field(default=16_000, ge=8_000, le=48_000)
    pcm: bytes = Field(default=b"", max_length=16_000 * 2 * 10)


class SpeechEnded(Message):
    """The utterance is over: `chunks` were sent; `speech_end_ts` is when the person stopped talking."""

    KIND: ClassVar[str] = "speech.ended"
    chunks: int = Field(ge=0)
    speech_end_ts: float = Field(gt=0)


class Interruption(Message):
    """The person spoke over the reply: `turn` is the interrupted turn, `generation` the new one."""

    KIND: ClassVar[str] = "speech.interrupted"


# --- Text path ---------------------------------------------------------------------------------


class Transcript(Message):
    """What the person said. `source` is `stt` for speech and `typed` for `koe say`."""

    KIND: ClassVar[str] = "transcript"
    text: str = Field(max_length=MAX_TEXT)
    source: Literal["stt", "typed"] = "stt"
    # Waterfall marks known so far (epoch seconds), e.g. speech_end, transcript_ready.
    marks: dict[str, float] = Field(default_factory=dict)


class RecalledMemory(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: Id
    text: str = Field(max_length=2_000)
    noted: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")  # the day the memory was written or updated
    position: int = Field(ge=0)
    score: float = 0.0
    source: Literal["search", "cache"] = "search"


class PromptContext(Message):
    """The memories recall chose for a turn, published within the recall budget."""

    KIND: ClassVar[str] = "context"
    memories: list[RecalledMemory] = Field(default_factory=list, max_length=50)
    query_id: str | None = None
    search_session: str | None = None
    source: Literal["search", "cache", "search+cache", "none"] = "none"
    recall_ms: float = Field(default=0.0, ge=0)


class ReplySentence(Message):
    """One complete sentence of the reply, published as soon as it is complete."""

    KIND: ClassVar[str] = "reply.sentence"
    index: int = Field(ge=0)
    text: str = Field(min_length=1, max_length=MAX_TEXT)


class ReplyEnd(Message):
    """The reply is over (`sentences` were sent). `error` is set when the LLM failed and koe apologised."""

    KIND: ClassVar[str] = "reply.end"
    sentences: int = Field(ge=0)
    interrupted: bool = False
    error: str | None = None


# --- Audio out (TTS to the agent) ---------------------------------------------------------------


class AudioOut(Message):
    """Reply audio for sentence `index`, chunk `seq`, 16-bit mono PCM."""

    KIND: ClassVar[str] = "audio.out"
    HAS_PCM: ClassVar[bool] = True
    index: int = Field(ge=0)
    seq: int = Field(ge=0)
    sample_rate: int = Field(default=22_050, ge=8_000, le=48_000)
    pcm: bytes = Field(default=b"", max_length=48_000 * 2 * 30)


class AudioEnd(Message):
    """No more audio will come for this turn."""

    KIND: ClassVar[str] = "audio.end"
    interrupted: bool = False


class TimingMark(Message):
    """A stage reports when something happened in a turn (e.g. first_audio_out, playback_started)."""

    KIND: ClassVar[str] = "timing"
    mark: str = Field(min_length=1, max_length=64, pattern=r"^[a-z_]+$")
    at: float = Field(gt=0)


# --- The persisted turn stream ------------------------------------------------------------------


class MemoryUse(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: Id
    position: int = Field(ge=0)


class TurnRecord(Message):
    """One finished turn: both texts, what memory served it, and when each step happened."""

    KIND: ClassVar[str] = "turn"
    user_text: str = Field(max_length=MAX_TEXT)
    reply_text: str = Field(max_length=MAX_TEXT)
    source: Literal["stt", "typed"] = "stt"
    memories: list[MemoryUse] = Field(default_factory=list)
    query_id: str | None = None
    search_session: str | None = None
    recall_source: Literal["search", "cache", "search+cache", "none", "missing"] = "missing"
    recall_ms: float | None = None
    marks: dict[str, float] = Field(default_factory=dict)  # the waterfall, epoch seconds
    interrupted: bool = False
    error: str | None = None


# --- Memory maintenance -------------------------------------------------------------------------


class MemoryChanged(Message):
    """The writer changed a memory; recall drops or refreshes it in every session cache."""

    KIND: ClassVar[str] = "memory.changed"
    op: Literal["add", "update", "retire", "delete"]
    memory_id: Id


class JudgedUse(BaseModel):
    """One search that surfaced a memory the writer judged relevant (seed 000's llm_judgment)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    memory_id: Id
    query_id: str | None = Field(default=None, max_length=128)
    search_session: str | None = Field(default=None, max_length=128)
    position: int = Field(ge=0)
    turn: str = Field(default="-", min_length=1, max_length=128)


class RelevanceJudgment(Message):
    """The writer judged `memory_ids` relevant to the turns `turns` of a session."""

    KIND: ClassVar[str] = "feedback.relevant"
    memory_ids: list[str] = Field(max_length=200)
    turns: list[str] = Field(max_length=1_000)
    # Each search in those turns that surfaced a relevant memory, and the writer batch it came from.
    uses: list[JudgedUse] = Field(default_factory=list, max_length=2_000)
    batch: str | None = Field(default=None, max_length=128)


# --- Dead letters ------------------------------------------------------------------------------


class DeadLetter(Message):
    """An entry that could not be parsed or kept failing, kept whole with the reason."""

    KIND: ClassVar[str] = "dead"
    stream: str
    entry_id: str
    group: str
    reason: str = Field(max_length=4_000)
    deliveries: int = Field(ge=0)
    fields: dict[str, str]  # the original fields; bytes that are not UTF-8 are kept as hex


KINDS: dict[str, type[Message]] = {
    cls.KIND: cls
    for cls in (
        SpeechStarted,
        AudioChunk,
        SpeechEnded,
        Interruption,
        Transcript,
        PromptContext,
        ReplySentence,
        ReplyEnd,
        AudioOut,
        AudioEnd,
        TimingMark,
        TurnRecord,
        MemoryChanged,
        RelevanceJudgment,
        DeadLetter,
    )
}


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def decode(fields: dict[Any, Any]) -> Message:
    """Parse one stream entry's fields into its message class, or raise MessageError saying why."""
    try:
        named = {_text(k): v for k, v in fields.items()}
        kind = _text(named.get("kind", ""))
        version = _text(named.get("v", ""))
        cls = KINDS.get(kind)
        if cls is None:
            raise MessageError(f"unknown message kind {kind!r}")
        if version != str(SCHEMA_VERSION):
            raise MessageError(f"unsupported schema version {version!r} for {kind}")
        body = json.loads(_text(named.get("body", "")))
        if not isinstance(body, dict):
            raise MessageError(f"{kind}: body is not a JSON object")
        if cls.HAS_PCM:
            pcm = named.get("pcm", b"")
            body["pcm"] = pcm if isinstance(pcm, bytes) else str(pcm).encode()
        return cls.model_validate(body)
    except MessageError:
        raise
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise MessageError(f"body is not valid JSON: {exc}") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise MessageError(f"{kind}: field {where!r}: {first['msg']}") from None


def printable_fields(fields: dict[Any, Any]) -> dict[str, str]:
    """The entry's fields as text, for a dead letter: undecodable bytes become hex, nothing is lost."""
    out: dict[str, str] = {}
    for k, v in fields.items():
        key = k.decode(errors="replace") if isinstance(k, bytes) else str(k)
        if isinstance(v, bytes):
            try:
                out[key] = v.decode()
            except UnicodeDecodeError:
                out[key] = "hex:" + v.hex()
        else:
            out[key] = str(v)
    return out
