"""The tts worker with the real piper voice (run as a subprocess: GPL-3.0) and espeak-ng, on a real Redis."""

from __future__ import annotations

import sys

import numpy as np
import pytest
import redis

from services.tts.backends import (
    EspeakBackend,
    PiperBackend,
    TtsError,
    espeak_available,
    parse_wav,
    select_backend,
)
from services.tts.worker import CHUNK_S, TtsWorker, clauses
from shared import messages as m
from shared import sessions, streams
from shared.bus import Bus
from shared.settings import Settings
from tests.conftest import Background
from tests.helpers import entries, wait_until

pytestmark = pytest.mark.slow


def loudness(pcm: bytes) -> float:
    x = np.frombuffer(pcm, dtype="<i2").astype(np.float64)
    return float(np.sqrt(np.mean(x * x))) if len(x) else 0.0


def audio_out(client: redis.Redis) -> list[m.Message]:
    return [e for e in entries(client, streams.audio_out("pi"))]  # the tests' device


def first_audio_marks(client: redis.Redis) -> list[m.TimingMark]:
    return [e for e in entries(client, streams.EVENTS) if isinstance(e, m.TimingMark) and e.mark == "first_audio_out"]


def test_piper_speaks_in_a_subprocess_and_is_never_imported() -> None:
    backend = PiperBackend()
    try:
        ((pcm, rate),) = list(backend.synthesize("Good morning! The kettle is on."))
        assert rate == 22_050
        assert len(pcm) / 2 / rate > 1.0 and loudness(pcm) > 500  # real speech, not silence
        assert list(backend.synthesize("... !")) == []  # nothing to say: no audio, no error
        backend._proc.kill()  # type: ignore[union-attr]  # the engine dies: the next sentence restarts it
        backend._proc.wait()  # type: ignore[union-attr]
        ((again, _),) = list(backend.synthesize("Still here."))
        assert len(again) > 0
    finally:
        backend.close()
    assert "piper" not in sys.modules


def test_espeak_is_the_last_resort_and_its_streamed_wav_is_read() -> None:
    assert espeak_available(), "espeak-ng is installed on this machine (apt-get install espeak-ng)"
    ((pcm, rate),) = list(EspeakBackend().synthesize("Hello there."))
    assert rate == 22_050 and len(pcm) / 2 / rate > 0.4 and loudness(pcm) > 300
    with pytest.raises(TtsError):
        parse_wav(b"not a wav file at all")


def test_auto_picks_piper_here_and_a_missing_engine_says_how_to_get_it(settings: Settings) -> None:
    backend = select_backend(settings)
    try:
        assert backend.name == "piper"  # no coqui-tts and no CUDA on this machine
    finally:
        backend.close()
    with pytest.raises(TtsError, match="coqui-tts is not installed"):
        select_backend(settings.model_copy(update={"tts_engine": "coqui"}))


def test_each_sentence_becomes_audio_chunks_as_it_arrives(
    rclient: redis.Redis, settings: Settings, background: Background
) -> None:
    bus = Bus(rclient, settings)
    background.run(TtsWorker(settings, rclient))
    base = {"device": "pi", "session": "s1", "turn": "t1"}
    bus.publish(m.ReplySentence(**base, index=0, text="The capital of France is Paris."))
    bus.publish(m.ReplySentence(**base, index=1, text="It is a lovely city in the spring."))
    bus.publish(m.ReplyEnd(**base, sentences=2))
    wait_until(lambda: any(isinstance(e, m.AudioEnd) for e in audio_out(rclient)), timeout=30, what="the audio end")

    out = audio_out(rclient)
    chunks = [e for e in out if isinstance(e, m.AudioOut)]
    assert isinstance(out[-1], m.AudioEnd) and not out[-1].interrupted
    assert [c.index for c in chunks] == sorted(c.index for c in chunks) and {c.index for c in chunks} == {0, 1}
    for index in (0, 1):
        seqs = [c.seq for c in chunks if c.index == index]
        assert seqs == list(range(len(seqs)))
    assert all(len(c.pcm) / 2 / c.sample_rate <= CHUNK_S + 1e-6 for c in chunks)
    speech = b"".join(c.pcm for c in chunks)
    assert len(speech) / 2 / 22_050 > 2.0 and loudness(speech) > 500
    (mark,) = first_audio_marks(rclient)  # one per turn
    assert mark.turn == "t1" and mark.at > 0


def test_an_interrupted_reply_is_not_spoken(rclient: redis.Redis, settings: Settings, background: Background) -> None:
    bus = Bus(rclient, settings)
    background.run(TtsWorker(settings, rclient))
    base = {"device": "pi", "session": "s2", "turn": "t1", "generation": 0}
    sessions.interrupt(rclient, "s2")  # the person spoke over it before TTS got to it
    bus.publish(m.ReplySentence(**base, index=0, text="This should never be heard."))
    bus.publish(m.ReplyEnd(**base, sentences=1))
    wait_until(lambda: audio_out(rclient), timeout=30, what="the audio end")
    (end,) = audio_out(rclient)
    assert isinstance(end, m.AudioEnd) and end.interrupted
    assert first_audio_marks(rclient) == []


def test_two_workers_voice_one_reply_in_order(rclient: redis.Redis, settings: Settings, background: Background) -> None:
    """With two tts workers, the one holding a later sentence synthesizes it but publishes it only after
    the earlier sentence, which the other worker voices; the reply's end comes after all of its audio."""
    bus = Bus(rclient, settings)
    for name in ("tts-a", "tts-b"):
        background.run(TtsWorker(settings.model_copy(update={"worker_name": name}), rclient))
    base = {"device": "pi", "session": "s3", "turn": "t1"}
    bus.publish(m.ReplySentence(**base, index=1, text="And the second sentence comes after it."))
    group = streams.REPLIES.key

    def held() -> bool:
        try:
            return int(rclient.xpending(group, "tts")["pending"]) == 1
        except redis.ResponseError:  # the workers have not made their group yet
            return False

    wait_until(held, timeout=30, what="one worker holding it")
    bus.publish(m.ReplySentence(**base, index=0, text="This is the first sentence."))
    bus.publish(m.ReplyEnd(**base, sentences=2))
    wait_until(lambda: any(isinstance(e, m.AudioEnd) for e in audio_out(rclient)), timeout=40, what="the audio end")

    out = audio_out(rclient)
    assert isinstance(out[-1], m.AudioEnd) and not out[-1].interrupted
    order = [(c.index, c.seq) for c in out if isinstance(c, m.AudioOut)]
    assert order == sorted(order) and {i for i, _ in order} == {0, 1}  # the device would play all of it
    consumers = {bytes(c["name"]).decode() for c in rclient.xinfo_consumers(group, "tts")}
    assert consumers == {"tts-a", "tts-b"}  # both read: the one holding sentence 1 could not voice 0
    assert len(first_audio_marks(rclient)) == 1  # one first audio for the reply, not one per worker


def test_a_long_sentence_is_spoken_clause_by_clause_and_a_short_one_whole() -> None:
    assert clauses("Once upon a time, in a land far away, there lived a dragon who loved spoons.") == [
        "Once upon a time,",
        "in a land far away,",
        "there lived a dragon who loved spoons.",
    ]
    assert clauses("Yes, I can help with that.") == ["Yes, I can help with that."]
