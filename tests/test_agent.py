"""The agent on a real Redis with the real silero VAD, fed WAV files of piper speech (`--fast` lockstep).

Here the test plays the server side (it answers each utterance with reply audio), so what is checked is
the agent's own contract: what it publishes, what it plays, barge-in, and surviving a Redis restart.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
import redis
from prometheus_client import REGISTRY

from koe.bench.voice import Voice, silence
from services.vad.agent import Agent
from services.vad.audio_io import WavSink, WavSource
from services.vad.pcm import SAMPLE_RATE, read_wav, write_wav
from shared import messages as m
from shared import streams
from shared.bus import Bus
from shared.embedded import EmbeddedRedis, free_port
from shared.settings import Settings
from tests.conftest import make_settings
from tests.helpers import entries, koe, koe_env, wait_until

pytestmark = pytest.mark.slow


def reply_audio(voice: Voice, text: str) -> bytes:
    """What TTS would send: piper's own 22.05 kHz audio."""
    return b"".join(pcm for pcm, _ in voice.backend.synthesize(text))


class Responder:
    """Plays the server: answers the n-th utterance heard with `replies[n]` as TTS would (0.4 s chunks)."""

    def __init__(
        self,
        url: str,
        settings: Settings,
        replies: list[bytes],
        extra: Callable[[Bus, m.SpeechEnded], None] | None = None,
    ) -> None:
        self.url, self.settings, self.replies, self.extra = url, settings, replies, extra
        self.answered: list[m.SpeechEnded] = []
        self.hold = threading.Event()  # set: do not answer yet
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)
        self.thread.start()

    def run(self) -> None:
        while not self.stop.wait(0.05):
            if self.hold.is_set():
                continue
            try:
                client = redis.Redis.from_url(self.url, socket_connect_timeout=0.5, socket_timeout=2)
                ends = [e for e in entries(client, streams.AUDIO_IN) if isinstance(e, m.SpeechEnded)]
                for end in ends[len(self.answered) :]:
                    self.answer(Bus(client, self.settings), end)
            except redis.RedisError:
                continue

    def answer(self, bus: Bus, end: m.SpeechEnded) -> None:
        pcm = self.replies[len(self.answered)] if len(self.answered) < len(self.replies) else b""
        base = {"device": end.device, "session": end.session, "turn": end.turn, "generation": end.generation}
        step = round(22_050 * 0.4) * 2
        for seq, start in enumerate(range(0, len(pcm), step)):
            bus.publish(m.AudioOut(**base, index=0, seq=seq, sample_rate=22_050, pcm=pcm[start : start + step]))
        if self.extra:
            self.extra(bus, end)
        bus.publish(m.AudioEnd(**base))
        self.answered.append(end)

    def close(self) -> None:
        self.stop.set()
        self.thread.join(5)


def run_agent(agent: Agent) -> threading.Thread:
    t = threading.Thread(target=agent.run, kwargs={"install_signals": False}, daemon=True)
    t.start()
    return t


def marks(client: redis.Redis, name: str) -> list[str]:
    return [e.turn for e in entries(client, streams.EVENTS) if isinstance(e, m.TimingMark) and e.mark == name]


def test_an_utterance_is_sent_as_it_is_spoken_and_its_reply_is_played(
    rclient: redis.Redis, settings: Settings, tmp_path: Path, voice: Voice
) -> None:
    said = voice.say("Please turn on the kitchen lights.")
    wav_in, wav_out = tmp_path / "in.wav", tmp_path / "out.wav"
    write_wav(wav_in, silence(1.0) + said + silence(1.5), SAMPLE_RATE)
    reply = reply_audio(voice, "Okay, the kitchen lights are on now.")

    def noise_on_the_bus(bus: Bus, end: m.SpeechEnded) -> None:
        # Another device's audio, another session's, and a chunk sent twice (a TTS restart): none is played.
        bus.publish(
            m.AudioOut(
                device="other-pi",
                session=end.session,
                turn=end.turn,
                index=0,
                seq=99,
                sample_rate=22_050,
                pcm=b"\x10\x10" * 2000,
            )
        )
        bus.publish(
            m.AudioOut(
                device=end.device,
                session="old-session",
                turn="x",
                index=0,
                seq=0,
                sample_rate=22_050,
                pcm=b"\x10\x10" * 2000,
            )
        )
        bus.publish(
            m.AudioOut(
                device=end.device,
                session=end.session,
                turn=end.turn,
                generation=end.generation,
                index=0,
                seq=0,
                sample_rate=22_050,
                pcm=b"\x10\x10" * 2000,
            )
        )

    responder = Responder(settings.redis_url or "", settings, [reply], extra=noise_on_the_bus)
    agent = Agent(settings, source=WavSource(wav_in, realtime=False), sink=WavSink(wav_out), reply_timeout_s=60)
    thread = run_agent(agent)
    beat = wait_until(
        lambda: rclient.get(streams.heartbeat_key("vad", settings.device)), timeout=10, what="the agent's heartbeat"
    )
    assert json.loads(beat)["state"] in {"listening", "hearing_speech", "playing"}
    thread.join(60)
    responder.close()
    assert not thread.is_alive(), "with a file input the agent exits after the reply"

    sent = entries(rclient, streams.AUDIO_IN)
    started = [e for e in entries(rclient, streams.SPEECH) if isinstance(e, m.SpeechStarted)]
    chunks = [e for e in sent if isinstance(e, m.AudioChunk)]
    (end,) = [e for e in sent if isinstance(e, m.SpeechEnded)]
    (start,) = started
    assert start.turn == end.turn and all(c.turn == end.turn for c in chunks)
    assert start.ts < end.ts and start.session == end.session == agent.link.session
    assert [c.seq for c in chunks] == list(range(len(chunks))) and end.chunks == len(chunks)
    audio_s = sum(len(c.pcm) for c in chunks) / 2 / SAMPLE_RATE
    spoken_s = len(said) / 2 / SAMPLE_RATE
    # The utterance with a short pre-roll before it and the 1 s of silence that ended it.
    assert spoken_s + 0.3 <= audio_s <= spoken_s + 1.6
    # speech_end_ts is set back by the silence that ended the utterance (a busy machine only adds to it).
    assert 0.4 <= end.ts - end.speech_end_ts <= 1.5

    samples, rate = read_wav(wav_out)
    assert rate == 22_050 and len(samples) == len(reply) // 2, "exactly the reply was played, once"
    assert marks(rclient, "playback_started") == [end.turn] and marks(rclient, "playback_ended") == [end.turn]
    assert agent.results[end.turn].replied
    assert not rclient.exists(streams.heartbeat_key("vad", settings.device)), "the heartbeat is removed at exit"


def test_speaking_over_the_reply_stops_it_and_interrupts_the_turn(
    rclient: redis.Redis, settings: Settings, tmp_path: Path, voice: Voice
) -> None:
    wav_in, wav_out = tmp_path / "in.wav", tmp_path / "out.wav"
    first = voice.say("Tell me a long story about a dragon.")
    second = voice.say("Stop. What time is it?", gain=0.9)
    # The end of the first utterance takes KOE_VAD_SILENCE_MS (1 s) of the 1.5 s that follow it.
    write_wav(wav_in, silence(0.5) + first + silence(1.5) + second + silence(1.5), SAMPLE_RATE)
    long_reply = reply_audio(
        voice,
        "Once upon a time, in a land far away, there lived a dragon who loved "
        "to collect shiny spoons, and every morning he counted them twice.",
    )
    short_reply = reply_audio(voice, "It is half past three.")
    responder = Responder(settings.redis_url or "", settings, [long_reply, short_reply])
    agent = Agent(settings, source=WavSource(wav_in, realtime=False), sink=WavSink(wav_out), reply_timeout_s=60)
    thread = run_agent(agent)
    thread.join(90)
    responder.close()
    assert not thread.is_alive()

    ends = [e for e in entries(rclient, streams.AUDIO_IN) if isinstance(e, m.SpeechEnded)]
    assert len(ends) == 2, "the words spoken over the reply are the next turn"
    turn1, turn2 = ends[0].turn, ends[1].turn
    (interruption,) = [e for e in entries(rclient, streams.SPEECH) if isinstance(e, m.SpeechInterrupted)]
    assert interruption.turn == turn1 and interruption.generation == 1
    # A pause inside "Stop. What time is it?" may start one more generation (its head start dropped).
    assert ends[0].generation == 0 and ends[1].generation >= 1
    assert int(rclient.get(streams.generation_key(ends[0].session)) or 0) == ends[1].generation
    assert agent.results[turn1].interrupted and agent.results[turn2].replied

    # Playback stopped at once: about 0.5 s of silence + the barge-in's ~0.2 s were played of turn 1's reply.
    played_s = len(read_wav(wav_out)[0]) / 22_050
    cut_s = played_s - len(short_reply) / 2 / 22_050
    assert 0.4 < cut_s < 1.5 < len(long_reply) / 2 / 22_050
    assert marks(rclient, "playback_started") == [turn1, turn2]
    assert marks(rclient, "playback_ended") == [turn2]


def test_the_agent_keeps_working_across_a_redis_restart(tmp_path: Path, voice: Voice) -> None:
    port = free_port()
    server = EmbeddedRedis(data_dir=tmp_path / "redis", port=port).start()
    settings = make_settings(server.url, tmp_path / "data", heartbeat_s=0.2)
    wav_in, wav_out = tmp_path / "in.wav", tmp_path / "out.wav"
    # Enough silence after the first question for its whole reply to play (the input runs in lockstep with it).
    write_wav(
        wav_in,
        silence(0.5)
        + voice.say("What is on my calendar today?")
        + silence(4.0)
        + voice.say("And tomorrow?")
        + silence(1.0),
        SAMPLE_RATE,
    )
    replies = [reply_audio(voice, "You have a dentist appointment at ten."), reply_audio(voice, "Nothing yet.")]
    responder = Responder(server.url, settings, replies)
    responder.hold.set()
    agent = Agent(settings, source=WavSource(wav_in, realtime=False), sink=WavSink(wav_out), reply_timeout_s=60)
    thread = run_agent(agent)
    try:
        client = redis.Redis.from_url(server.url)
        wait_until(
            lambda: [e for e in entries(client, streams.AUDIO_IN) if isinstance(e, m.SpeechEnded)],
            timeout=30,
            what="the first utterance",
        )
        server.stop()  # Redis goes away while the agent waits for the reply
        wait_until(lambda: agent.state() == "reconnecting", timeout=10, what="the agent to notice")
        time.sleep(1.0)
        server = EmbeddedRedis(data_dir=tmp_path / "redis", port=port).start()
        wait_until(lambda: agent.state() != "reconnecting", timeout=15, what="the agent to reconnect")
        responder.hold.clear()
        thread.join(60)
        assert not thread.is_alive()
        assert all(r.replied for r in agent.results.values()) and len(agent.results) == 2
        client = redis.Redis.from_url(server.url)
        ends = [e for e in entries(client, streams.AUDIO_IN) if isinstance(e, m.SpeechEnded)]
        assert len(ends) == 2 and ends[0].session == ends[1].session, "the session survived the restart"
        assert marks(client, "playback_ended") == [ends[0].turn, ends[1].turn]
        assert len(read_wav(wav_out)[0]) == (len(replies[0]) + len(replies[1])) // 2
    finally:
        responder.close()
        agent.request_stop()
        thread.join(10)
        server.kill()


def test_the_command_line_explains_what_it_needs(tmp_path: Path, settings: Settings) -> None:
    env = koe_env(settings.redis_url, tmp_path)
    mic = koe(["agent"], env, timeout=60)
    assert mic.returncode == 2 and "pyaudio is not installed" in mic.stderr and "--input" in mic.stderr
    fast = koe(["agent", "--fast"], env, timeout=60)
    assert fast.returncode == 2 and "--fast needs --input" in fast.stderr
    missing = koe(["agent", "--input", str(tmp_path / "nope.wav")], env, timeout=60)
    assert missing.returncode == 2 and "no such file" in missing.stderr


class HeadStartResponder(Responder):
    """Plays a fast box: answers each likely end (`speech.paused`) 0.4 s after it, as a head start would."""

    DELAY_S = 0.4

    def run(self) -> None:
        while not self.stop.wait(0.02):
            try:
                client = redis.Redis.from_url(self.url, socket_connect_timeout=0.5, socket_timeout=2)
                pauses = [e for e in entries(client, streams.AUDIO_IN) if isinstance(e, m.SpeechPaused)]
                for pause in pauses[len(self.answered) :]:
                    if time.time() - pause.ts < self.DELAY_S:
                        break
                    self.answer(Bus(client, self.settings), pause)  # type: ignore[arg-type]
            except redis.RedisError:
                continue


def test_a_reply_ready_after_a_confident_finished_ends_the_turn_before_the_silence_limit(
    rclient: redis.Redis, settings: Settings, tmp_path: Path, voice: Voice
) -> None:
    wav_in, wav_out = tmp_path / "in.wav", tmp_path / "out.wav"
    write_wav(wav_in, silence(1.0) + voice.say("What is the capital of France?") + silence(2.0), SAMPLE_RATE)
    reply = reply_audio(voice, "Paris.")
    responder = HeadStartResponder(settings.redis_url or "", settings, [reply])
    assert settings.end_of_turn == "smart" and settings.turn_ends_on_reply, "the defaults"
    agent = Agent(settings, source=WavSource(wav_in, realtime=True), sink=WavSink(wav_out), reply_timeout_s=30)
    assert agent.segmenter.turn is not None, "Smart Turn's model is installed (scripts/setup.sh)"
    ended_by_reply = REGISTRY.get_sample_value("koe_turn_ends_total", {"by": "reply"}) or 0.0
    thread = run_agent(agent)
    thread.join(30)
    responder.close()
    assert not thread.is_alive()

    sent = entries(rclient, streams.AUDIO_IN)
    (pause,) = [e for e in sent if isinstance(e, m.SpeechPaused)]
    (end,) = [e for e in sent if isinstance(e, m.SpeechEnded)]
    assert end.turn == pause.turn and end.generation == pause.generation
    # Ended as the reply arrived (0.2 s of silence, then 0.4 s): not at Smart Turn's judgment (0.23 s), and
    # well before the 1 s limit of silence (in real time).
    assert 0.55 < end.ts - pause.speech_end_ts < 0.85, "ended on the ready reply"
    assert REGISTRY.get_sample_value("koe_turn_ends_total", {"by": "reply"}) == ended_by_reply + 1, "and counted"
    samples, _ = read_wav(wav_out)
    assert len(samples) == len(reply) // 2 and agent.results[end.turn].replied, "and the reply played"


class UnpluggedSpeaker(WavSink):
    """A speaker that fails on every write, as one unplugged or taken by another program."""

    def write(self, pcm: bytes, rate: int) -> None:
        raise OSError("the speaker is gone")

    def fill(self, pcm: bytes, rate: int) -> None:
        raise OSError("the speaker is gone")


def test_in_real_time_a_failing_speaker_is_logged_once_and_the_agent_keeps_listening(
    rclient: redis.Redis, settings: Settings, tmp_path: Path, voice: Voice
) -> None:
    from structlog.testing import capture_logs

    wav_in = tmp_path / "in.wav"
    write_wav(wav_in, silence(0.5) + voice.say("Turn the lights off, please.") + silence(2.0), SAMPLE_RATE)
    speaker = UnpluggedSpeaker(tmp_path / "out.wav")
    agent = Agent(settings, source=WavSource(wav_in, realtime=True), sink=speaker, reply_timeout_s=5)
    with capture_logs() as logs:
        thread = run_agent(agent)
        thread.join(30)
    assert not thread.is_alive()
    assert agent.frames > 90, "the microphone was read to the end of the file"
    ended = [e for e in entries(rclient, streams.AUDIO_IN) if isinstance(e, m.SpeechEnded)]
    assert len(ended) == 1, "what was said was heard and sent, with no speaker"
    failures = [e for e in logs if e["event"] == "vad.playback_failed"]
    assert len(failures) == 1, "logged once, not once a frame"
