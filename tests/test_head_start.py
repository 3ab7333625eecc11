"""The head start: at a likely end the box starts on the words so far; if the person goes on, that work
is dropped, and nothing of it is spoken or recorded.

The segmenter's part is driven with speech probabilities; the STT and LLM parts run the real tiny.en and
the real SmolLM2 server on a real Redis, fed the bus entries the agent sends.
"""

from __future__ import annotations

import json
import threading

import pytest
import redis

from koe.bench.voice import Voice, silence
from services.llm.unfinished import reads_unfinished
from services.llm.worker import LlmWorker
from services.stt.worker import SttWorker
from services.vad.audio_io import NullSink
from services.vad.link import Link
from services.vad.playback import End, Piece, Playback
from services.vad.segmenter import Audio, Ended, Paused, Resumed, Segmenter, Started, TurnRule
from shared import messages as m
from shared import sessions, streams
from shared.bus import Bus
from shared.embedded import EmbeddedLlm
from shared.settings import Settings
from tests.conftest import Background
from tests.helpers import entries, wait_until

FRAME = bytes(1024)
CHUNK_BYTES = 16_000 * 2 // 4  # 250 ms


def events(seg: Segmenter, probs: list[float]) -> list[str]:
    """The segmenter's events for these frame probabilities, by name (Audio left out)."""
    out = []
    for p in probs:
        out += [type(e).__name__ for e in seg.feed(FRAME, p) if not isinstance(e, Audio)]
    return out


def test_a_short_silence_is_a_likely_end_before_the_end_itself() -> None:
    seg = Segmenter(0.5, silence_ms=500, head_start_ms=200)
    got = events(seg, [0.9] * 10 + [0.0] * 20)
    assert got == ["Started", "Paused", "Ended"]
    seg = Segmenter(0.5, silence_ms=500)
    (end,) = [e for p in [0.9] * 10 + [0.0] * 20 for e in seg.feed(FRAME, p) if isinstance(e, Ended)]
    assert end.by == "silence"
    seg = Segmenter(0.5, silence_ms=500, head_start_ms=200)
    seg.feed(FRAME, 0.9)
    out = [e for p in [0.9] * 5 + [0.0] * 6 for e in seg.feed(FRAME, p)]
    assert isinstance(out[-1], Paused) and out[-1].silence_frames == 6, "200 ms of silence: 6 frames"


def test_speech_after_the_pause_drops_the_head_start_and_a_blip_does_not() -> None:
    seg = Segmenter(0.5, silence_ms=500, head_start_ms=200)
    pause_then_words = [0.9] * 10 + [0.0] * 10 + [0.9] * 10 + [0.0] * 20
    assert events(seg, pause_then_words) == ["Started", "Paused", "Resumed", "Paused", "Ended"]

    seg = Segmenter(0.5, silence_ms=500, head_start_ms=200)
    blip = [0.9] * 10 + [0.0] * 8 + [0.9] + [0.0] * 20  # one loud frame: no words, the head start stands
    assert events(seg, blip) == ["Started", "Paused", "Ended"]


def test_a_ready_reply_may_end_the_turn_at_a_pause_only_while_the_person_is_silent() -> None:
    sure = TurnRule(lambda frames: 0.9, judge_after_ms=200, max_silence_ms=1000)
    seg = Segmenter(0.5, turn=sure, head_start_ms=200, ends_on_reply=True)
    assert events(seg, [0.9] * 10 + [0.0] * 5) == ["Started"] and not seg.may_end_now, "no pause yet"
    assert events(seg, [0.0]) == ["Paused"] and not seg.may_end_now, "the box starts before the judge is asked"
    assert events(seg, [0.0]) == [] and seg.may_end_now, "the judge, a frame later: finished"
    assert events(seg, [0.9] * 2) == ["Resumed"] and not seg.may_end_now, "the person went on"
    assert events(seg, [0.0] * 7) == ["Paused"] and seg.may_end_now
    ended = seg.end_now()
    assert ended.silence_frames == 7 and not ended.cut and not seg.in_speech and not seg.may_end_now
    assert ended.by == "reply"

    seg = Segmenter(0.5, silence_ms=1000, head_start_ms=200, ends_on_reply=True)
    assert events(seg, [0.9] * 10 + [0.0] * 7) == ["Started", "Paused"]
    assert not seg.may_end_now, "the silence rule has no judge: its end is the silence"


def test_with_smart_turn_a_ready_reply_ends_the_turn_only_where_the_judge_said_finished() -> None:
    said = iter([0.9, 0.1])
    rule = TurnRule(lambda frames: next(said), judge_after_ms=200, max_silence_ms=1000, threshold=0.5)
    seg = Segmenter(0.5, turn=rule, head_start_ms=200, ends_on_reply=True)
    got = events(seg, [0.9] * 10 + [0.0] * 7)
    assert got == ["Started", "Paused"] and seg.may_end_now, "finished: the turn waits for its reply, not longer"
    assert events(seg, [0.9] * 2 + [0.0] * 7) == ["Resumed", "Paused"]
    assert not seg.may_end_now, "not finished: no early end, whatever is ready"
    out = [e for p in [0.0] * 25 for e in seg.feed(FRAME, p) if isinstance(e, Ended)]
    assert [e.by for e in out] == ["limit"], "the hard limit ends it (1 s)"

    seg = Segmenter(0.5, turn=TurnRule(lambda frames: 0.9), head_start_ms=200)
    out = [e for p in [0.9] * 10 + [0.0] * 7 for e in seg.feed(FRAME, p) if not isinstance(e, Audio)]
    assert [type(e).__name__ for e in out] == ["Started", "Paused", "Ended"], "without ends_on_reply: at once"
    assert out[-1].by == "judge"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text",
    [
        "Can you remind me to",
        "Can you remind me to-",
        "What is the weather for the?",
        "I want to bake a cake and.",
        "So I was thinking...",
        "Tell me about, um.",
        "Could you,",
        "Do you know whether the library is open at?",
        "When my grandmother comes",
    ],
)
def test_words_that_stop_mid_sentence_read_unfinished(text: str) -> None:
    assert reads_unfinished(text)


@pytest.mark.parametrize(
    "text",
    [
        "What is the capital of France?",
        "Turn it off.",
        "Can you help me?",
        "Thank you!",
        "Tell me a long story.",
        "How many legs does a spider have?",
        "I wonder what time it is.",
        "Turn the lights on.",
        'She said "yes."',
        "",
    ],
)
def test_finished_sentences_read_finished(text: str) -> None:
    assert not reads_unfinished(text)


def test_without_a_head_start_nothing_changes() -> None:
    seg = Segmenter(0.5, silence_ms=500)
    assert events(seg, [0.9] * 10 + [0.0] * 10 + [0.9] * 10 + [0.0] * 20) == ["Started", "Ended"]
    assert Started and Ended and Resumed  # the event classes the agent handles


class Speaker(NullSink):
    def __init__(self) -> None:
        super().__init__()
        self.heard: list[bytes] = []

    def write(self, pcm: bytes, rate: int) -> None:
        self.heard.append(pcm)


def test_a_held_reply_plays_only_once_the_end_is_confirmed_and_only_its_generation(settings: Settings) -> None:
    speaker = Speaker()
    playback = Playback(speaker, Link(settings, settings.redis_url or "", threading.Event()), lambda *_: None)
    playback.hold("t1")
    dropped, kept = b"\x01\x00" * 512, b"\x02\x00" * 512
    playback.push(Piece("s1", "t1", 0, dropped, 16_000))  # prepared on a pause the person talked over
    playback.push(Piece("s1", "t1", 1, kept, 16_000))  # prepared on the pause that was the end
    playback.push(End("s1", "t1", 1))
    assert playback.has_reply("t1", 1) and not playback.has_reply("t1", 2) and not playback.has_reply("t2", 0)
    assert not playback.busy() and playback.step(0.01) == "idle", "nothing plays before the end is confirmed"
    playback.release("t1", generation=1)
    assert [playback.step(0.01) for _ in range(3)] == ["piece", "end", "idle"]
    assert speaker.heard == [kept]


# --- STT and LLM on the real models ----------------------------------------------------------------------


class Person:
    """Publishes an utterance the way the agent does, chunk by chunk, with pauses and ends."""

    def __init__(self, bus: Bus, client: redis.Redis, turn: str = "t1", session: str = "s1") -> None:
        self.bus, self.client, self.turn, self.session = bus, client, turn, session
        self.generation = sessions.generation(client, session)
        self.chunks = 0
        bus.publish(m.SpeechStarted(**self.base()))

    def base(self) -> dict[str, object]:
        return {"device": "pi", "session": self.session, "turn": self.turn, "generation": self.generation}

    def speak(self, pcm: bytes) -> None:
        for i in range(0, len(pcm), CHUNK_BYTES):
            self.bus.publish(m.AudioChunk(**self.base(), seq=self.chunks, pcm=pcm[i : i + CHUNK_BYTES]))
            self.chunks += 1

    def pause(self) -> str:
        return self.bus.publish(m.SpeechPaused(**self.base(), chunks=self.chunks, speech_end_ts=1_700_000_000.0))

    def go_on(self) -> None:
        self.generation = sessions.interrupt(self.client, self.session)

    def end(self) -> str:
        return self.bus.publish(m.SpeechEnded(**self.base(), chunks=self.chunks, speech_end_ts=1_700_000_001.0))


def transcripts(client: redis.Redis) -> list[m.Transcript]:
    return [e for e in entries(client, streams.TRANSCRIPTS) if isinstance(e, m.Transcript)]


@pytest.fixture
def stt(rclient: redis.Redis, settings: Settings, background: Background) -> Bus:
    background.run(SttWorker(settings, rclient))
    wait_until(lambda: rclient.exists(streams.alive_key("stt")), timeout=60, what="the stt worker")
    return Bus(rclient, settings)


@pytest.mark.slow
def test_stt_transcribes_at_the_pause_and_the_end_confirms_it_without_transcribing_again(
    rclient: redis.Redis, stt: Bus, voice: Voice
) -> None:
    person = Person(stt, rclient)
    person.speak(silence(0.3) + voice.say("What is the capital of France?"))
    person.pause()
    (early,) = wait_until(lambda: transcripts(rclient), timeout=30, what="the provisional transcript")
    assert early.provisional and not early.confirms and "france" in early.text.lower()
    person.speak(silence(0.3))  # the rest of the silence that ends the turn
    person.end()
    final = wait_until(lambda: transcripts(rclient)[1:], timeout=30, what="the confirmed transcript")[0]
    assert final.confirms and not final.provisional and final.text == early.text
    assert final.marks["transcript_ready"] == early.marks["transcript_ready"], "not transcribed again"
    assert "end_confirmed" in final.marks


@pytest.mark.slow
def test_when_the_person_goes_on_the_whole_utterance_is_transcribed_under_the_new_generation(
    rclient: redis.Redis, stt: Bus, voice: Voice
) -> None:
    person = Person(stt, rclient)
    person.speak(silence(0.3) + voice.say("What is the capital of"))
    person.pause()
    wait_until(lambda: transcripts(rclient), timeout=30, what="the provisional transcript")
    old = person.generation
    person.go_on()
    # A chunk the agent sent before the new generation, read after it: still this utterance's audio.
    person.generation = old
    person.speak(silence(0.25))
    person.generation = sessions.generation(rclient, "s1")
    person.speak(voice.say("France?") + silence(0.3))
    person.end()
    final = wait_until(lambda: transcripts(rclient)[1:], timeout=30, what="the final transcript")[0]
    assert not final.provisional and not final.confirms and final.generation == old + 1
    words = final.text.lower()
    assert "capital" in words and "france" in words, final.text


def records(client: redis.Redis) -> list[m.TurnRecord]:
    return [e for e in entries(client, streams.TURNS) if isinstance(e, m.TurnRecord)]


def history(client: redis.Redis, session: str = "s1") -> list[dict[str, str]]:
    return [json.loads(x) for x in client.lrange(streams.history_key(session), 0, -1)]


def replies(client: redis.Redis) -> list[m.Message]:
    return [e for e in entries(client, streams.REPLIES) if isinstance(e, m.ReplySentence | m.ReplyEnd)]


def typed(session: str, turn: str, generation: int, text: str, **flags: bool) -> m.Transcript:
    return m.Transcript(device="pi", session=session, turn=turn, generation=generation, text=text, **flags)


@pytest.fixture
def llm(rclient: redis.Redis, settings: Settings, llm_server: EmbeddedLlm, background: Background) -> Bus:
    s = settings.model_copy(update={"llm_url": llm_server.url, "llm_model": llm_server.model, "llm_max_tokens": 24})
    background.run(LlmWorker(s, rclient))
    wait_until(lambda: rclient.exists(streams.alive_key("llm")), timeout=60, what="the llm worker")
    return Bus(rclient, s)


def playback_ended(bus: Bus, turn: str, generation: int) -> None:
    bus.publish(
        m.TimingMark(device="pi", session="s1", turn=turn, generation=generation, mark="playback_ended", at=1.8e9)
    )


@pytest.mark.slow
def test_a_prepared_answer_is_recorded_only_once_the_end_is_confirmed(rclient: redis.Redis, llm: Bus) -> None:
    llm.publish(typed("s1", "t1", 0, "What is the capital of France?", provisional=True))
    wait_until(lambda: any(isinstance(e, m.ReplyEnd) for e in replies(rclient)), timeout=60, what="the prepared answer")
    said = [e for e in replies(rclient) if isinstance(e, m.ReplySentence)]
    assert said, "the answer is prepared (sent to be spoken) before the end is confirmed"
    playback_ended(llm, "t1", 0)  # the agent played it once the end was confirmed
    assert not records(rclient) and not history(rclient), "nothing recorded before the confirmation"

    llm.publish(typed("s1", "t1", 0, "What is the capital of France?", confirms=True))
    (record,) = wait_until(lambda: records(rclient), timeout=30, what="the turn record")
    assert record.user_text == "What is the capital of France?" and record.reply_text
    assert record.reply_text == " ".join(e.text for e in said)  # type: ignore[union-attr]
    assert [h["user"] for h in history(rclient)] == ["What is the capital of France?"]
    assert len([e for e in replies(rclient) if isinstance(e, m.ReplyEnd)]) == 1, "nothing generated again"


@pytest.mark.slow
def test_a_head_start_the_person_talked_over_leaves_nothing_behind(rclient: redis.Redis, llm: Bus) -> None:
    rclient.set(streams.generation_key("s1"), 0)
    llm.publish(typed("s1", "t1", 0, "Tell me a long story.", provisional=True))  # it sounds finished
    wait_until(lambda: replies(rclient), timeout=60, what="the head start's first words")
    sessions.interrupt(rclient, "s1")  # the person went on: generation 1
    llm.publish(typed("s1", "t1", 1, "Tell me a long story about a dragon."))
    ends = wait_until(
        lambda: [e for e in replies(rclient) if isinstance(e, m.ReplyEnd) and e.generation == 1],
        timeout=60,
        what="the answer's end",
    )
    assert not ends[0].interrupted
    assert not records(rclient) and len(history(rclient)) == 1
    playback_ended(llm, "t1", 1)
    (record,) = wait_until(lambda: records(rclient), timeout=60, what="the turn record")
    assert record.generation == 1 and "dragon" in record.user_text
    assert [h["user"] for h in history(rclient)] == ["Tell me a long story about a dragon."]
    assert all(r.generation == 1 for r in records(rclient)), "no record of the dropped head start"


@pytest.mark.slow
def test_words_that_read_unfinished_get_no_head_start_and_are_answered_at_the_end(
    rclient: redis.Redis, llm: Bus
) -> None:
    rclient.set(streams.generation_key("s1"), 0)
    llm.publish(typed("s1", "t1", 0, "Can you remind me to", provisional=True))
    llm.publish(typed("s1", "t2", 0, "What is the capital of France?", provisional=True))  # then this one
    wait_until(lambda: any(e.turn == "t2" for e in replies(rclient)), timeout=60, what="the other turn's head start")
    assert not [e for e in replies(rclient) if e.turn == "t1"], "no reply prepared for unfinished words"

    llm.publish(typed("s1", "t1", 0, "Can you remind me to", confirms=True))  # the end came: answer it now
    wait_until(
        lambda: any(isinstance(e, m.ReplyEnd) and e.turn == "t1" for e in replies(rclient)),
        timeout=60,
        what="the answer at the end",
    )
    assert any(isinstance(e, m.ReplySentence) and e.turn == "t1" for e in replies(rclient))


def test_a_judge_in_its_own_thread_answers_while_the_frames_go_on() -> None:
    from concurrent.futures import ThreadPoolExecutor

    answer = threading.Event()

    def slow_judge(frames: list[bytes]) -> float:
        answer.wait(5)  # a Pi thinking
        return 0.9

    with ThreadPoolExecutor(max_workers=1) as pool:
        rule = TurnRule(slow_judge, judge_after_ms=200, max_silence_ms=1000, threshold=0.5, pool=pool)
        seg = Segmenter(0.5, turn=rule, head_start_ms=200, ends_on_reply=True)
        assert events(seg, [0.9] * 10 + [0.0] * 10) == ["Started", "Paused"], "the frames did not wait"
        assert not seg.may_end_now and seg.judgments == [], "no answer yet"
        answer.set()
        wait_until(lambda: events(seg, [0.0]) == [] and seg.may_end_now, timeout=5, what="the judge's answer")
        assert seg.judgments == [0.9]
