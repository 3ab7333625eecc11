"""Transcribing while the person speaks (services/stt/streaming.py): what two decodes agree on is settled,
and the end decodes only the rest, with the real tiny.en on piper's speech."""

from __future__ import annotations

import re
import time

import pytest
import redis
from prometheus_client import REGISTRY

from koe.bench.voice import Voice, silence
from services.stt.streaming import Settled, Streaming, agreed
from services.stt.transcriber import load_transcriber, short_window_slip
from services.stt.worker import SttWorker
from services.vad.pcm import to_float
from shared import messages as m
from shared import streams
from shared.bus import Bus
from shared.logs import get_logger
from shared.settings import Settings
from tests.conftest import Background
from tests.helpers import entries, wait_until

SAID = "Remind me to water the tomatoes on the balcony before Hana gets home from school."


def words(text: str) -> list[str]:
    return re.sub(r"[^\w' ]+", " ", text.lower()).split()


def test_only_the_words_two_decodes_in_a_row_agree_on_are_settled_and_they_never_change() -> None:
    turn = Settled()
    turn.agree("Remind me to buy.", 1.0)
    assert turn.text == "" and turn.words == 0  # one decode alone settles nothing
    turn.agree("Remind me to buy cat food for pick.", 1.5)
    assert turn.text == "Remind me to buy"  # its full stop was only where the first decode's audio ended
    turn.agree("Remind me to buy cat food for pickles.", 2.0)
    assert turn.text == "Remind me to buy cat food for"  # "pick" and "pickles" are not the same word
    turn.agree("Remind me to buy a cat.", 2.5)  # a later decode that disagrees takes nothing back
    assert turn.text == "Remind me to buy cat food for" and turn.words == 7
    assert agreed(["My", "dog,", "Biscuit."], ["my", "dog", "Biscuit", "loves"]) == 3
    assert agreed(["...", "hello"], ["...", "hello"]) == 0  # punctuation alone is no word to agree on

    turn.last = ["Tell", "Hana", "that", "Tomasz", "called."]
    assert turn.names_heard(["Hana", "Tomasz", "Mochi"]) == ["Hana", "Tomasz"]


def test_a_short_window_that_loses_a_name_the_full_window_heard_is_not_trusted() -> None:
    assert short_window_slip("Hana and Siobhan are going swimming.", ["Hana", "Siobhan"]) is None
    assert short_window_slip("Hana, Anshivhan, or going swimming.", ["Hana", "Siobhan"]) == "lost_name"
    assert short_window_slip("How do I boil an egg? How do I boil an egg?", []) == "repeated"


@pytest.mark.slow
def test_words_are_settled_while_the_person_speaks_and_the_end_hears_the_rest(voice: Voice) -> None:
    samples = to_float(silence(0.3) + voice.say(SAID) + silence(0.2))
    transcriber = load_transcriber(None, "cpu", 1)
    streaming = Streaming(transcriber, get_logger(stage="stt"))
    try:
        step = 4_000  # the agent's 250 ms chunks, each decoded (in turn) before the next comes
        for end in range(step, len(samples) + step, step):
            streaming.offer("turn", min(end, len(samples)) / 16_000, lambda e=end: samples[:e], ["Hana"])
            streaming.wait(30)
        settled = streaming.settled("turn")
    finally:
        streaming.close()
    said = words(SAID)
    assert settled.words >= 5, settled
    assert words(settled.text) == said[: len(words(settled.text))], "what is settled is how the sentence began"
    end = transcriber.transcribe(samples, ["Hana"], settled.text, settled.names_heard(["Hana"]))
    heard = words(end.text)
    assert heard[: settled.words] == words(settled.text), "the end's decode starts with the settled words"
    assert "hana" in heard and sum(a != b for a, b in zip(heard, said, strict=False)) <= 1, end.text
    assert len(heard) == len(said), end.text


def interim_decodes() -> float:
    return REGISTRY.get_sample_value("koe_model_seconds_count", {"stage": "stt", "what": "interim"}) or 0.0


@pytest.mark.slow
def test_the_worker_decodes_as_the_chunks_come_and_publishes_the_whole_sentence(
    rclient: redis.Redis, settings: Settings, background: Background, voice: Voice
) -> None:
    settings = settings.model_copy(update={"stt_streaming": True})
    bus = Bus(rclient, settings)
    worker = SttWorker(settings, rclient)
    background.run(worker)
    wait_until(lambda: rclient.exists(streams.alive_key("stt")), timeout=60, what="the stt worker")
    before = interim_decodes()
    pcm = silence(0.3) + voice.say(SAID) + silence(0.2)
    base = {"device": "pi", "session": "s1", "turn": "t1", "generation": 0}
    bus.publish(m.SpeechStarted(**base))
    chunk = 8_000  # 250 ms, sent as the agent sends them: in real time
    pieces = [pcm[i : i + chunk] for i in range(0, len(pcm), chunk)]
    for seq, piece in enumerate(pieces):
        bus.publish(m.AudioChunk(**base, seq=seq, pcm=piece))
        time.sleep(0.25)
    bus.publish(m.SpeechEnded(**base, chunks=len(pieces), speech_end_ts=time.time() - 0.2))
    (t,) = wait_until(
        lambda: [e for e in entries(rclient, streams.TRANSCRIPTS) if isinstance(e, m.Transcript)],
        timeout=30,
        what="a transcript",
    )
    assert interim_decodes() - before >= 2, "the words were decoded while they were being said"
    heard, said = words(t.text), words(SAID)
    assert len(heard) == len(said) and sum(a != b for a, b in zip(heard, said, strict=True)) <= 1, t.text
    wait_until(lambda: not worker.streaming.settled(("s1", "t1")).words, timeout=5, what="the turn forgotten")
