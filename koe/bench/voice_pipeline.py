"""`koe bench voice`'s pipeline part: piper utterances through the real agent, STT, LLM and TTS workers.

The agent runs in lockstep with a person who speaks in real time (each 32 ms frame is given 32 ms after
the one before, so the silence after the words passes as it would in a room and a head start has the
time it would have) and who waits for each answer; the reply plays as fast as it arrives. The workers
run each in a process of their own as `koe up` runs them. Some utterances carry a pause of 0.4-0.8 s between two words
mid-sentence (koe/bench/turn.py makes them): an utterance the agent ended in its pause is a false cut-off.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import redis

from koe.bench.stats import percentile
from services.vad.pcm import SAMPLE_RATE
from shared import messages as m
from shared import streams
from shared.bus import entries_of
from shared.children import die_with_parent
from shared.settings import Settings, load_settings
from shared.streams import Stream
from shared.threads import settings_budget

if TYPE_CHECKING:
    from services.vad.agent import Agent

STEPS = [
    ("speech_end", "stt_started"),
    ("stt_started", "transcript_ready"),
    ("transcript_ready", "context_ready"),
    ("context_ready", "llm_first_token"),
    ("llm_first_token", "first_sentence"),
    ("first_sentence", "first_audio_out"),
    ("first_audio_out", "playback_started"),
    ("speech_end", "end_confirmed"),  # a head start's turn: when the agent confirmed the end
]


@dataclass
class Utterance:
    text: str
    pcm: bytes
    pause: tuple[float, float] | None = None  # where the pause mid-sentence is, seconds into `pcm`

    @property
    def paused(self) -> bool:
        return self.pause is not None


@contextlib.contextmanager
def stack(
    settings: Settings, data: Path, stages: tuple[str, ...] = ("stt", "llm", "tts"), **more_env: str
) -> Iterator[dict[str, str]]:
    """Embedded Redis (and LLM unless configured) and the stages' workers (stt, llm, tts) as processes."""
    from shared.embedded import EmbeddedLlm, EmbeddedRedis

    redis_srv = EmbeddedRedis(data_dir=data / "redis").start()
    llm_srv = None
    llm_url, llm_model = settings.llm_url, settings.llm_model
    procs: list[subprocess.Popen[bytes]] = []
    try:
        if not llm_url:
            llm_srv = EmbeddedLlm(
                log_file=data / "llm.log",
                threads=settings_budget(settings).llm,
                share_cores=settings.llm_share_cores,
            ).start()
            llm_url, llm_model = llm_srv.url, llm_srv.model
        env = {
            **os.environ,
            "KOE_REDIS_URL": redis_srv.url,
            "KOE_LLM_URL": llm_url,
            "KOE_LLM_MODEL": llm_model or "",
            "KOE_DATA_DIR": str(data),
            "KOE_METRICS_PORT": "0",
            "HF_HUB_OFFLINE": "1",
            **more_env,
        }
        for stage in stages:
            log = open(data / f"{stage}.log", "ab")  # noqa: SIM115 -- the child keeps it
            procs.append(
                subprocess.Popen(
                    [sys.executable, "-m", "koe.cli.main", "worker", stage],
                    env=env,
                    stdout=log,
                    stderr=log,
                    start_new_session=True,
                    preexec_fn=die_with_parent,  # a benchmark killed mid-way leaves no worker behind
                )
            )
        yield {"redis_url": redis_srv.url, "llm_url": llm_url, "llm_model": llm_model or ""}
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
        if llm_srv:
            llm_srv.stop()
        redis_srv.stop()


class TurnTaking:
    """A person who waits for each answer: the next utterance starts once the agent is idle again.

    A fixed gap would be wrong both ways: too short and the next question barges in on the reply, too
    long and the benchmark waits for nothing. Frames come in real time while the person speaks (and in
    the silence after), and at once while the agent waits for a reply; the reply itself plays in real time.
    It notes which utterance each of the agent's turns was heard in, and how far into it the agent
    ended the turn (before the end of a pause mid-sentence: the person was cut off).
    """

    realtime = False

    def __init__(self, clips: list[bytes], lead_s: float = 0.5, tail_s: float = 0.7) -> None:
        quiet = lambda s: bytes(round(s * SAMPLE_RATE) * 2)  # noqa: E731
        self.clips = [quiet(lead_s) + c + quiet(tail_s) for c in clips]
        self.lead_s = lead_s
        self.agent: Agent | None = None
        self.exhausted = False
        self.turn_clip: dict[str, int] = {}  # the agent's turn id -> the utterance it was heard in
        self.ended_at: dict[str, float] = {}  # the agent's turn id -> seconds into its utterance when it ended
        self._next = 0
        self._current = b""
        self._fed = 0  # bytes of the current utterance given to the agent
        self._turn: str | None = None
        self._due: float | None = None  # when the next frame is due (real time)

    def _pace(self) -> None:
        from services.vad.pcm import FRAME_S

        now = time.monotonic()
        if self._due is None or now - self._due > 0.1:  # the agent was away (a reply): time starts afresh
            self._due = now
        elif self._due > now:
            time.sleep(self._due - now)
        self._due += FRAME_S

    def read(self) -> bytes:
        from services.vad.pcm import FRAME_BYTES, SILENT_FRAME

        agent = self.agent
        turn = agent.utterance.turn if agent is not None and agent.utterance is not None else None
        if turn is not None and self._next:
            self.turn_clip.setdefault(turn, self._next - 1)
        if self._turn is not None and turn != self._turn:  # the agent ended it with the frame before this read
            self.ended_at[self._turn] = self._fed / 2 / SAMPLE_RATE - self.lead_s
        self._turn = turn
        if not self._current:
            busy = agent is not None and bool(agent.pending() or agent.playback.busy() or agent.segmenter.in_speech)
            if busy or self._next >= len(self.clips):  # the reply is playing (in lockstep): silence
                self.exhausted = self._next >= len(self.clips)
                if agent is not None and agent.segmenter.in_speech:
                    self._pace()  # the silence that ends the turn takes its time
                return SILENT_FRAME
            self._current = self.clips[self._next] + bytes(-len(self.clips[self._next]) % FRAME_BYTES)
            self._next += 1
            self._fed = 0
        self._pace()
        frame, self._current = self._current[:FRAME_BYTES], self._current[FRAME_BYTES:]
        self._fed += len(frame)
        return frame

    def close(self) -> None:
        pass


@dataclass
class PipelineRun:
    ends: dict[str, float] = field(default_factory=dict)
    end_generation: dict[str, int] = field(default_factory=dict)  # turn -> the generation its end came in
    first_out: dict[str, float] = field(default_factory=dict)
    playback: dict[str, float] = field(default_factory=dict)
    played_generations: dict[str, set[int]] = field(default_factory=dict)  # turn -> generations it played
    paused: list[m.SpeechPaused] = field(default_factory=list)
    heard: dict[str, str] = field(default_factory=dict)
    records: list[m.TurnRecord] = field(default_factory=list)
    turn_clip: dict[str, int] = field(default_factory=dict)
    ended_at: dict[str, float] = field(default_factory=dict)
    ended_by: dict[str, int] = field(default_factory=dict)  # what ended the agent's utterances (Ended.by)
    # turn -> its reply's audio as published: (at, generation, index, seq, seconds of audio)
    audio_out: dict[str, list[tuple[float, int, int, int, float]]] = field(default_factory=dict)
    first_piece: dict[str, str] = field(default_factory=dict)  # turn -> the first piece of text it spoke
    wall_s: float = 0.0


def run_pipeline(
    settings: Settings,
    utterances: list[Utterance],
    end_of_turn: str,
    head_start_ms: int,
    people: list[np.ndarray] | None = None,
) -> PipelineRun | None:
    """`people`: utterances (16 kHz float) to enrol three people from first: the stt stage then scores
    every turn's voice, as a household that enrolled its people has it (koe/bench/voice_people.py)."""
    from services.vad.agent import Agent
    from services.vad.audio_io import NullSink

    out = PipelineRun()
    with tempfile.TemporaryDirectory(prefix="koe-bench-voice-") as tmp:
        data = Path(tmp)
        if people:
            from koe.bench.voice_people import enrol_three

            enrol_three(data, people)
        with stack(settings, data) as where:
            client = redis.Redis.from_url(where["redis_url"])
            deadline = time.monotonic() + 120
            while not all(client.exists(streams.alive_key(s)) for s in ("stt", "llm", "tts")):
                if time.monotonic() > deadline:
                    print("koe: the workers did not start; see their logs", file=sys.stderr)
                    return None
                time.sleep(0.2)
            agent_settings = load_settings(
                redis_url=where["redis_url"],
                data_dir=data,
                device="bench-pi",
                metrics_port=0,
                log_level="warning",
                end_of_turn=end_of_turn,
                head_start_ms=head_start_ms,
            )
            source = TurnTaking([u.pcm for u in utterances])
            # The reply plays in real time: the person hears it out before the next question, as in a room,
            # so the work that follows a reply (its later sentences, the history read ahead) has that time.
            agent = Agent(agent_settings, source=source, sink=NullSink(realtime=True), reply_timeout_s=60)
            source.agent = agent
            ends_before = turn_ends()
            started = time.perf_counter()
            thread = threading.Thread(target=agent.run, kwargs={"install_signals": False}, daemon=True)
            thread.start()
            thread.join(60 * len(utterances))
            out.wall_s = time.perf_counter() - started
            ended = {by: n - ends_before.get(by, 0) for by, n in turn_ends().items()}
            out.ended_by = {by: n for by, n in ended.items() if n}
            time.sleep(1.0)  # the last turn record closes on playback_ended

            for e in _entries(client, streams.AUDIO_IN):
                if isinstance(e, m.SpeechEnded):
                    out.ends[e.turn] = e.speech_end_ts
                    out.end_generation[e.turn] = e.generation
                if isinstance(e, m.SpeechPaused):
                    out.paused.append(e)
            for e in _entries(client, streams.EVENTS):
                if isinstance(e, m.TimingMark) and e.mark == "first_audio_out":
                    out.first_out.setdefault(e.turn, e.at)
                if isinstance(e, m.TimingMark) and e.mark == "playback_started":
                    out.playback.setdefault(e.turn, e.at)
                    out.played_generations.setdefault(e.turn, set()).add(e.generation)
            for eid, fields in entries_of(client, streams.AUDIO_OUT):
                with contextlib.suppress(m.MessageError):
                    e = m.decode(fields)
                    if isinstance(e, m.AudioOut):
                        at = int(eid.split("-")[0]) / 1000  # the server's clock, the same machine's
                        seconds = len(e.pcm) / 2 / e.sample_rate
                        out.audio_out.setdefault(e.turn, []).append((at, e.generation, e.index, e.seq, seconds))
            for e in _entries(client, streams.REPLIES):
                if isinstance(e, m.ReplySentence) and e.index == 0:
                    out.first_piece[e.turn] = e.text  # the last generation's: the one that was played
            out.heard = {
                e.turn: e.text
                for e in _entries(client, streams.TRANSCRIPTS)
                if isinstance(e, m.Transcript) and not e.provisional  # the turn's words, not a pause's
            }
            out.records = [e for e in _entries(client, streams.TURNS) if isinstance(e, m.TurnRecord)]
            out.turn_clip = dict(source.turn_clip)
            out.ended_at = dict(source.ended_at)
    return out


def ran_dry(run: PipelineRun, turn: str, allowance_s: float = 0.05) -> float:
    """Seconds the reply's audio ran out between its pieces, had it been played from `playback_started` on
    without a pause: each chunk due when the one before it has played out, late if published after that."""
    start = run.playback.get(turn)
    generations = run.played_generations.get(turn, set())
    chunks = [c for c in run.audio_out.get(turn, []) if c[1] in generations]
    if start is None or not chunks:
        return 0.0
    chunks.sort(key=lambda c: (c[1], c[2], c[3]))
    played_until, dry = start, 0.0
    for at, _generation, _index, _seq, seconds in chunks:
        if at > played_until + allowance_s:
            dry += at - played_until
            played_until = at
        played_until = max(played_until, at) + seconds
    return dry


def turn_ends() -> dict[str, int]:
    """The agent's koe_turn_ends_total so far, by what ended the utterance (it runs in this process)."""
    from prometheus_client import REGISTRY

    return {
        sample.labels["by"]: int(sample.value)
        for family in REGISTRY.collect()
        if family.name == "koe_turn_ends"
        for sample in family.samples
        if sample.name == "koe_turn_ends_total"
    }


def word_error_rate(said: str, heard: str) -> float:
    """Word-level edit distance over the words said (punctuation and case ignored)."""

    def words(s: str) -> list[str]:
        return "".join(c if c.isalnum() or c == " " else " " for c in s.lower()).split()

    ref, hyp = words(said), words(heard)
    row = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        prev, row[0] = row[0], i
        for j, h in enumerate(hyp, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (r != h))
    return row[-1] / max(1, len(ref))


def figures(run: PipelineRun, utterances: list[Utterance]) -> dict[str, Any]:
    """The run's figures: for each utterance its last turn (a cut-off one's first part was interrupted)."""
    turns_of: dict[int, list[str]] = {}
    for turn, clip in sorted(run.turn_clip.items(), key=lambda kv: run.ends.get(kv[0], 0.0)):
        turns_of.setdefault(clip, []).append(turn)
    last = {clip: turns[-1] for clip, turns in turns_of.items()}
    # What the person hears: the reply's first piece played (a head start's audio waits for the end).
    to_first = [run.playback[t] - run.ends[t] for t in last.values() if t in run.playback and t in run.ends]
    to_out = [run.first_out[t] - run.ends[t] for t in last.values() if t in run.first_out and t in run.ends]
    paused = [i for i, u in enumerate(utterances) if u.pause is not None]
    cut = [
        i
        for i in paused
        if any(run.ended_at.get(t, 1e9) < utterances[i].pause[1] for t in turns_of.get(i, []))  # type: ignore[index]
    ]
    dry = [ran_dry(run, t) for t in last.values() if t in run.playback]
    first_words = [len(run.first_piece[t].split()) for t in last.values() if t in run.first_piece]
    errors = [
        word_error_rate(u.text, " ".join(run.heard.get(t, "") for t in turns_of.get(i, [])))
        for i, u in enumerate(utterances)
    ]
    final = run.end_generation
    dropped = [p for p in run.paused if p.turn in final and p.generation < final[p.turn]]
    dropped_keys = {(p.turn, p.generation) for p in dropped}
    steps = {}
    for a, b in STEPS:
        gaps = [r.marks[b] - r.marks[a] for r in run.records if a in r.marks and b in r.marks]
        if not gaps:
            continue  # e.g. no head start, so no end_confirmed
        steps[f"{a}->{b}"] = {"p50_s": round(percentile(gaps, 0.5), 3), "p95_s": round(percentile(gaps, 0.95), 3)}
    return {
        "utterances": len(utterances),
        "paused_utterances": len(paused),
        "answered": len(to_first),
        "end_of_speech_to_first_audio_p50_s": round(percentile(to_first, 0.5), 3),
        "end_of_speech_to_first_audio_p95_s": round(percentile(to_first, 0.95), 3),
        "end_of_speech_to_first_audio_out_p50_s": round(percentile(to_out, 0.5), 3),
        # The reply's audio running out between its pieces (a stutter a person hears), and its first piece.
        "replies_that_ran_dry": sum(d > 0 for d in dry),
        "ran_dry_p95_s": round(percentile(dry, 0.95), 3) if dry else None,
        "first_piece_words_p50": percentile(first_words, 0.5) if first_words else None,
        "answered_from_a_head_start": sum("end_confirmed" in r.marks for r in run.records),
        "turns_with_a_person": sum(r.person is not None for r in run.records),
        # Head starts the person talked over, and what came of them: nothing may be played or recorded.
        "head_starts_dropped": len(dropped),
        "dropped_head_starts_played": sum(p.generation in run.played_generations.get(p.turn, set()) for p in dropped),
        "dropped_head_starts_recorded": sum((r.turn, r.generation) in dropped_keys for r in run.records),
        "ended_by": run.ended_by,
        "false_cut_offs": len(cut),
        "false_cut_off_share": round(len(cut) / len(paused), 3) if paused else None,
        "word_error_rate": round(float(np.mean(errors)), 3) if errors else None,
        "misheard": [  # what was said and what the turns heard, where a word differs
            {"said": u.text, "heard": " / ".join(run.heard.get(t, "") for t in turns_of.get(i, []))}
            for i, u in enumerate(utterances)
            if errors[i] > 0
        ],
        "steps": steps,
        "wall_s": round(run.wall_s, 1),
    }


def _entries(client: redis.Redis, stream: Stream) -> list[m.Message]:
    out = []
    for _, fields in entries_of(client, stream):
        with contextlib.suppress(m.MessageError):
            out.append(m.decode(fields))
    return out
