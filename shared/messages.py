"""Typed, versioned messages: one small class per kind of bus entry.

On the wire an entry is three fields: `kind`, `v` (the schema version) and `body` (JSON), plus `pcm`
(raw bytes) for audio, so the streams stay readable in `redis-cli` and in dashboards. A kind is its
class name in dotted lower case (`SpeechInterrupted` is `speech.interrupted`), so the two never drift
apart. Every message carries device, session, turn, the session's generation (interruptions) and its
creation time.

Every entry is untrusted input. `decode` raises `MessageError`, and nothing else, for anything that is
not a valid koe message: an unknown or future kind or version, a body that is too large, too deeply
nested, not UTF-8, not JSON, or of the wrong shape. The consumer then dead-letters that entry once.
"""

from __future__ import annotations

import json
import re
import time
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from shared.json_depth import json_depth

SCHEMA_VERSION = 1
MAX_TEXT = 20_000  # longer than any utterance; stops a runaway producer from filling the bus
MAX_BODY_BYTES = 256 * 1024  # the largest valid body (a turn record, a dead letter) is well under this
PERSON_MAX = 40  # a person's name (shared/people), as enrolled
MAX_DEPTH = 16  # no valid body nests deeper than 4; json.loads would recurse once per level

Id = Annotated[str, Field(min_length=1, max_length=128)]
# Whose memory a turn reads and writes (docs/scaling.md): stamped by the box from the device's registration,
# never by a device; None: the stage's own KOE_HOUSEHOLD. A plain name: it may name a file.
HOUSEHOLD_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,63}$"
Household = Annotated[str | None, Field(default=None, pattern=HOUSEHOLD_PATTERN)]


class MessageError(ValueError):
    """A bus entry that is not a valid koe message."""


def kind_of(class_name: str) -> str:
    """`SpeechInterrupted` -> `speech.interrupted`: the wire name of a message class."""
    return ".".join(word.lower() for word in re.findall(r"[A-Z][a-z0-9]*", class_name))


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    KIND: ClassVar[str] = ""
    HAS_PCM: ClassVar[bool] = False

    device: Id
    session: Id
    turn: str = Field(default="-", min_length=1, max_length=128)
    generation: int = Field(default=0, ge=0)
    ts: float = Field(default_factory=time.time, gt=0)

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls.KIND = kind_of(cls.__name__)

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


class AudioChunk(Message):
    """A piece of the utterance, 16-bit mono PCM, sent while the person is still speaking."""

    HAS_PCM: ClassVar[bool] = True
    seq: int = Field(ge=0)
    sample_rate: int = Field(default=16_000, ge=8_000, le=48_000)
    pcm: bytes = Field(default=b"", max_length=16_000 * 2 * 10)


class SpeechEnded(Message):
    """The utterance is over: `chunks` were sent; `speech_end_ts` is when the person stopped talking."""

    chunks: int = Field(ge=0)
    speech_end_ts: float = Field(gt=0)
    # False: transcribe only (Home Assistant's speech to text, services/wyoming): the transcript asks for
    # no reply, and an utterance with no speech in it still gets one, empty, so the asker is answered.
    reply: bool = True


class SpeechPaused(Message):
    """A likely end: the person went quiet for a moment (the head start). `chunks` were sent so far and
    `speech_end_ts` is when they stopped; STT transcribes this much at once, provisionally. If they go on
    speaking, the agent starts a new generation and everything begun on the pause is dropped."""

    chunks: int = Field(ge=0)
    speech_end_ts: float = Field(gt=0)


class SpeechInterrupted(Message):
    """The person spoke over the reply: `turn` is the interrupted turn, `generation` the new one."""


# --- Text path ---------------------------------------------------------------------------------


Source = Literal["stt", "typed", "assist"]


class Transcript(Message):
    """What the person said. `source` is `stt` for speech, `typed` for `koe say` and `assist` for a turn
    from Home Assistant's conversation (services/wyoming), whose reply Home Assistant speaks itself."""

    text: str = Field(max_length=MAX_TEXT)
    source: Source = "stt"
    reply: bool = True  # False: a transcript for Home Assistant's speech to text, not a turn to answer
    # Heard at a pause, before the end of the turn was confirmed: the reply may be prepared, not recorded.
    provisional: bool = False
    # The end was confirmed and the words are those of the provisional transcript of the same turn and
    # generation: the reply prepared for that one is the answer (nothing is generated again).
    confirms: bool = False
    household: Household = None
    # Waterfall marks known so far (epoch seconds), e.g. speech_end, transcript_ready.
    marks: dict[str, float] = Field(default_factory=dict)
    # Who spoke, where koe knows its people (docs/people.md): the enrolled person the voice matched
    # (or `koe say --as`), None when unknown (the household's turn, as before); the voice's score.
    person: str | None = Field(default=None, min_length=1, max_length=PERSON_MAX)
    person_score: float | None = Field(default=None, ge=-1.0, le=1.0)


class RecalledMemory(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: Id
    text: str = Field(max_length=2_000)
    noted: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")  # the day the memory was written or updated
    position: int = Field(ge=0)
    score: float = 0.0
    source: Literal["search", "cache"] = "search"
    person: str | None = Field(default=None, min_length=1, max_length=PERSON_MAX)  # whose: docs/people.md


class PromptContext(Message):
    """The memories recall chose for a turn, published within the recall budget."""

    memories: list[RecalledMemory] = Field(default_factory=list, max_length=50)
    query_id: str | None = None
    search_session: str | None = None
    source: Literal["search", "cache", "search+cache", "none"] = "none"
    recall_ms: float = Field(default=0.0, ge=0)


class ReplySentence(Message):
    """One complete sentence of the reply, published as soon as it is complete. `speak` is False for a
    reply koe does not voice itself (Home Assistant's conversation: its own TTS step speaks it)."""

    index: int = Field(ge=0)
    text: str = Field(min_length=1, max_length=MAX_TEXT)
    speak: bool = True


class ReplyEnd(Message):
    """The reply is over (`sentences` were sent). `error` is set when the LLM failed and koe apologised."""

    sentences: int = Field(ge=0)
    interrupted: bool = False
    error: str | None = None
    speak: bool = True  # as the sentences'


# --- Audio out (TTS to the agent) ---------------------------------------------------------------


class AudioOut(Message):
    """Reply audio for sentence `index`, chunk `seq`, 16-bit mono PCM."""

    HAS_PCM: ClassVar[bool] = True
    index: int = Field(ge=0)
    seq: int = Field(ge=0)
    sample_rate: int = Field(default=22_050, ge=8_000, le=48_000)
    pcm: bytes = Field(default=b"", max_length=48_000 * 2 * 30)


class AudioEnd(Message):
    """No more audio will come for this turn."""

    interrupted: bool = False


class TimingMark(Message):
    """A stage reports when something happened in a turn (e.g. first_audio_out, playback_started)."""

    mark: str = Field(min_length=1, max_length=64, pattern=r"^[a-z_]+$")
    at: float = Field(gt=0)


# --- Enrolment from a device (`koe agent --enrol`: docs/people.md) -------------------------------
class VoiceSample(Message):
    """A sentence read aloud to enrol `name` (16-bit mono PCM): kept on the box if it is one clean voice."""

    HAS_PCM: ClassVar[bool] = True
    name: str = Field(min_length=1, max_length=PERSON_MAX)
    index: int = Field(ge=1, le=16)
    sample_rate: int = Field(default=16_000, ge=8_000, le=48_000)
    pcm: bytes = Field(max_length=48_000 * 2 * 15)


class VoiceChecked(Message):
    """The box's answer to sample `index`: kept or not (`reason`), and where the person's enrolment stands."""

    name: str = Field(min_length=1, max_length=PERSON_MAX)
    index: int = Field(ge=1, le=16)
    accepted: bool
    reason: str = Field(default="", max_length=500)
    clips: int = Field(default=0, ge=0)
    enrolled: bool = False
    final: bool = False  # no recording can be kept (the person is not added on the box): stop asking


# --- The persisted turn stream ------------------------------------------------------------------


class MemoryUse(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: Id
    position: int = Field(ge=0)


class TurnRecord(Message):
    """One finished turn: both texts, what memory served it, and when each step happened."""

    user_text: str = Field(max_length=MAX_TEXT)
    reply_text: str = Field(max_length=MAX_TEXT)
    source: Source = "stt"
    memories: list[MemoryUse] = Field(default_factory=list)
    query_id: str | None = None
    search_session: str | None = None
    recall_source: Literal["search", "cache", "search+cache", "none", "missing"] = "missing"
    recall_ms: float | None = None
    marks: dict[str, float] = Field(default_factory=dict)  # the waterfall, epoch seconds
    interrupted: bool = False
    error: str | None = None
    # The first sentence came later than KOE_REPLY_LATE_S after the transcript: the answer is right but
    # slow (an overloaded machine), said here and in koe_replies_late_total, never as a wrong answer.
    late: bool = False
    person: str | None = Field(default=None, min_length=1, max_length=PERSON_MAX)  # as the transcript's
    person_score: float | None = Field(default=None, ge=-1.0, le=1.0)
    household: Household = None  # as the transcript's


# --- Memory maintenance -------------------------------------------------------------------------


class MemoryChanged(Message):
    """The writer changed a memory; recall drops or refreshes it in every session cache."""

    op: Literal["add", "update", "retire", "delete"]
    memory_id: Id
    household: Household = None  # whose memory; None: the stages' own KOE_HOUSEHOLD


class JudgedUse(BaseModel):
    """One search that surfaced a memory the writer judged relevant: the query, the memory's position in it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    memory_id: Id
    query_id: str | None = Field(default=None, max_length=128)
    search_session: str | None = Field(default=None, max_length=128)
    position: int = Field(ge=0)
    turn: str = Field(default="-", min_length=1, max_length=128)


class RelevanceJudgment(Message):
    """The writer judged `memory_ids` relevant to the turns `turns` of a session."""

    memory_ids: list[str] = Field(max_length=200)
    turns: list[str] = Field(max_length=1_000)
    # Each search in those turns that surfaced a relevant memory, and the writer batch it came from.
    uses: list[JudgedUse] = Field(default_factory=list, max_length=2_000)
    batch: str | None = Field(default=None, max_length=128)
    household: Household = None  # the batch's turns'


# --- Dead letters ------------------------------------------------------------------------------


class DeadLetter(Message):
    """An entry that could not be parsed or kept failing, kept whole with the reason."""

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
        SpeechPaused,
        SpeechInterrupted,
        Transcript,
        PromptContext,
        ReplySentence,
        ReplyEnd,
        AudioOut,
        AudioEnd,
        TimingMark,
        VoiceSample,
        VoiceChecked,
        TurnRecord,
        MemoryChanged,
        RelevanceJudgment,
        DeadLetter,
    )
}
# Kinds written before each kind was named after its class. The turn stream keeps entries for
# KOE_TURNS_RETENTION_DAYS and `koe memories rebuild` replays it, so those entries must still decode.
FORMER_KINDS: dict[str, type[Message]] = {
    "context": PromptContext,
    "timing": TimingMark,
    "turn": TurnRecord,
    "feedback.relevant": RelevanceJudgment,
    "dead": DeadLetter,
}


def _utf8(value: Any, what: str) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bytes | bytearray | memoryview):
        try:
            return bytes(value).decode()
        except UnicodeDecodeError as exc:
            raise MessageError(f"{what} is not UTF-8 (byte {exc.start})") from None
    raise MessageError(f"{what} is a {type(value).__name__}, not text")


def decode(fields: dict[Any, Any]) -> Message:
    """Parse one stream entry's fields into its message class, or raise MessageError saying why.

    MessageError is the only exception: the decoder is fed whatever anyone wrote to the bus."""
    try:
        return _decode(fields)
    except MessageError:
        raise
    except Exception as exc:  # a case the checks above missed must still be one clear, contained error
        raise MessageError(f"undecodable entry ({type(exc).__name__}: {str(exc)[:200]})") from None


def _decode(fields: dict[Any, Any]) -> Message:
    if not isinstance(fields, dict):
        raise MessageError(f"entry is a {type(fields).__name__}, not a field map")
    named: dict[str, Any] = {}
    for key, value in fields.items():
        named[_utf8(key, "a field name")[:64]] = value
    kind = _utf8(named.get("kind", b""), "kind")
    shown = kind[:64]
    version = _utf8(named.get("v", b""), f"{shown}: v")
    cls = KINDS.get(kind) or FORMER_KINDS.get(kind)
    if cls is None:
        raise MessageError(f"unknown message kind {shown!r}")
    if version != str(SCHEMA_VERSION):
        raise MessageError(f"unsupported schema version {version[:16]!r} for {shown}")
    raw = named.get("body", b"")
    size = len(raw) if isinstance(raw, str | bytes | bytearray) else 0
    if size > MAX_BODY_BYTES:
        raise MessageError(f"{shown}: body is {size} bytes, over the limit of {MAX_BODY_BYTES}")
    text = _utf8(raw, f"{shown}: body")
    if json_depth(text, MAX_DEPTH) > MAX_DEPTH:
        raise MessageError(f"{shown}: body nests deeper than {MAX_DEPTH} levels")
    try:
        body = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        raise MessageError(f"{shown}: body is not valid JSON: {str(exc)[:200]}") from None
    if not isinstance(body, dict):
        raise MessageError(f"{shown}: body is not a JSON object")
    if cls.HAS_PCM:
        pcm = named.get("pcm", b"")
        body["pcm"] = pcm if isinstance(pcm, bytes) else str(pcm).encode()
    try:
        return cls.model_validate(body)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])[:100]
        raise MessageError(f"{shown}: field {where!r}: {str(first['msg'])[:200]}") from None
