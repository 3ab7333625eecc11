"""What the bridge asks of koe's stages over the bus, and how it reads their answers.

The bridge transcribes, thinks and speaks nothing itself: Home Assistant's audio goes to the stt stage
as an agent's would (with `reply=False`: a transcript only), its conversation turn is a transcript for
recall and the llm (`source="assist"`: the reply is text, Home Assistant speaks it), and its text to
speak goes to the tts stage as reply sentences. These calls block (plain XREAD), so the server runs
them on its own threads.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field

from shared import messages as m
from shared import sessions, streams
from shared.bus import Bus
from shared.device_households import household_of
from shared.hot_path import HotPath
from shared.streams import Stream

SEEN_FOR_S = 3_600  # a satellite Home Assistant asked for in the last hour shows on the dashboard
PIECE_BYTES = 16_000  # audio goes to the stt stage in half-second pieces (at 16 kHz), not Home Assistant's 64 ms


@dataclass
class Ask:
    """One request's place in koe: the device, session and turn every message of it carries."""

    device: str
    session: str
    turn: str = field(default_factory=sessions.new_turn_id)
    generation: int = 0

    @property
    def ids(self) -> dict[str, str | int]:
        return {"device": self.device, "session": self.session, "turn": self.turn, "generation": self.generation}


def before(entry_id: str) -> str:
    """A stream position just before `entry_id`'s millisecond: an answer published after it, on another
    stream of the same server, comes after this."""
    return f"{int(entry_id.split('-')[0]) - 1}-0"


class Stages:
    def __init__(self, bus: Bus, idle_s: int) -> None:
        self.bus = bus
        self.redis = bus.redis
        self.idle_s = idle_s
        self.hot = HotPath(bus.redis)

    # --- reading answers --------------------------------------------------------------------------

    def read(self, stream: Stream, last: str, ask: Ask, block_ms: int) -> tuple[str, list[m.Message]]:
        """One blocking read after `last`: the request's own messages (others' are skipped, and so is
        anything undecodable: the stages' groups dead-letter those)."""
        mine: list[m.Message] = []
        for entry_id, fields in self.bus.read_after(stream, last, block_ms=block_ms):
            last = entry_id
            try:
                msg = m.decode(fields)
            except m.MessageError:
                continue
            if msg.session == ask.session and msg.turn == ask.turn:
                mine.append(msg)
        return last, mine

    # --- speech to text ----------------------------------------------------------------------------

    def audio(self, ask: Ask, seq: int, pcm: bytes, rate: int) -> None:
        self.bus.publish(m.AudioChunk(**ask.ids, seq=seq, sample_rate=rate, pcm=pcm))  # type: ignore[arg-type]

    def audio_end(self, ask: Ask, chunks: int, speech_end_ts: float) -> str:
        """The utterance is over: transcribe it, and answer with a transcript only."""
        end = m.SpeechEnded(**ask.ids, chunks=chunks, speech_end_ts=speech_end_ts, reply=False)  # type: ignore[arg-type]
        entry = self.bus.publish(end)
        assert entry is not None
        return before(entry)

    # --- conversation --------------------------------------------------------------------------------

    def converse(self, ask: Ask, text: str, person: str | None, score: float | None) -> str:
        """A Home Assistant conversation turn into the pipeline where a transcript enters."""
        ask.generation = sessions.generation(self.redis, ask.session)
        msg = m.Transcript(
            **ask.ids,  # type: ignore[arg-type]
            text=text,
            source="assist",
            household=household_of(self.redis, ask.device),  # the satellite's, as the box registered it
            marks={"transcript_ready": time.time()},
            person=person,
            person_score=score,
        )
        entry = self.bus.publish(msg)
        assert entry is not None
        return entry

    # --- text to speech --------------------------------------------------------------------------------

    def speak(self, ask: Ask, index: int, text: str) -> str:
        """One sentence for the tts stage; the first marks a turn in flight (memory work steps aside)."""
        if index == 0:
            ask.generation = sessions.generation(self.redis, ask.session)
            self.hot.start(ask.session)
        entry = self.bus.publish(m.ReplySentence(**ask.ids, index=index, text=text))  # type: ignore[arg-type]
        assert entry is not None
        return entry

    def speak_end(self, ask: Ask, sentences: int) -> None:
        """No more text: the tts stage ends the audio (and the turn in flight) after the last sentence."""
        self.bus.publish(m.ReplyEnd(**ask.ids, sentences=sentences))  # type: ignore[arg-type]

    def stop_speaking(self, ask: Ask) -> None:
        """The asker went away: what is not yet spoken is dropped (its own session: nothing else is)."""
        sessions.interrupt(self.redis, ask.session)
        self.speak_end(ask, 0)

    def audio_out_start(self, ask: Ask) -> str:
        """Where the device's reply audio stream is now: the request's audio comes after it."""
        newest = self.redis.xrevrange(streams.audio_out(ask.device).key, count=1)
        if not newest:
            return "0-0"
        entry = newest[0][0]
        return entry.decode() if isinstance(entry, bytes) else str(entry)

    def seen(self, ask: Ask) -> None:
        """The satellite's row on the dashboard: its session and when Home Assistant last asked for it."""
        now = time.time()
        beat = {"device": ask.device, "state": "via Home Assistant", "session": ask.session, "at": now}
        pipe = self.redis.pipeline(transaction=False)
        pipe.sadd(streams.DEVICES, ask.device)
        pipe.set(streams.heartbeat_key("vad", ask.device), json.dumps(beat), ex=SEEN_FOR_S)
        pipe.execute()

    def alive(self, stage: str) -> bool:
        return bool(self.redis.exists(streams.alive_key(stage)))

    def session(self, device: str) -> str:
        return sessions.current_session(self.redis, device, self.idle_s)


def own_session(device: str) -> str:
    """A session for one text-to-speech request, so stopping it touches no other request."""
    return sessions.new_session_id(device)
