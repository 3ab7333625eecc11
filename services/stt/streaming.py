"""Transcribing while the person speaks: the words two decodes in a row agree on are settled.

Whisper is not a streaming model: it reads a whole window and writes its words. So the utterance so far is
decoded again every `STEP_S` of new audio while the person speaks, on the full window (the accurate one),
in a thread of its own, off the path of any reply. The words at the start of two decodes in a row that
agree (LocalAgreement-2, Machacek et al. 2023, "Turning Whisper into Real-Time Transcription System") are
settled. A later decode is made to start with the settled words (a forced prefix) and never changes
them. At the pause or the end, the final decode is given them as its prefix and writes only the rest; on
a CPU it reads the short window (services/stt/short_window.py), where the full window's encoder was most
of the time. Off by default (KOE_STT_STREAMING): on a 2-core CPU a full-window interim decode takes
0.5-0.9 s, so a short question settles nothing before its pause (docs/voice.md has the figures).
What it costs: a word settled wrongly stays wrong (two decodes agreed on it), and the rest of the
utterance is heard on the short window; `koe bench names` and `koe bench voice` measure both. The
silence after a pause is not decoded: the reply is being written then.

The interim decodes take turns in one thread: a step that comes while one runs waits for the next chunk,
so an utterance never queues more than one decode, and a slow box decodes less often rather than later.
"""

from __future__ import annotations

import dataclasses
import re
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np

from shared import metrics

FIRST_S = 1.0  # the first interim decode: less is mostly the agent's pre-roll and half a word
STEP_S = 0.5  # new audio between two interim decodes (one at a time: on a slow box they come less often)
_PUNCTUATION = re.compile(r"[^\w']+")


class Hypothesizer(Protocol):
    def hypothesis(self, samples: np.ndarray, names: Sequence[str] = (), settled: str = "") -> str: ...


def _word(w: str) -> str:
    return _PUNCTUATION.sub("", w.lower())


def agreed(before: Sequence[str], now: Sequence[str]) -> int:
    """How many words at the start of two hypotheses are the same word (case and punctuation aside)."""
    n = 0
    for a, b in zip(before, now, strict=False):
        if not _word(a) or _word(a) != _word(b):
            break
        n += 1
    return n


@dataclass
class Settled:
    """One utterance's words so far: the settled ones never change; the last hypothesis is kept to agree on."""

    text: str = ""  # the settled words, as the later of the two decodes wrote them, without a last full stop
    words: int = 0
    last: list[str] = field(default_factory=list)  # the last interim hypothesis, word by word
    decoded_s: float = 0.0  # how much audio the last interim decode read
    decodes: int = 0
    paused: int | None = None  # the generation whose pause was heard: no decodes in its silence

    def names_heard(self, names: Sequence[str]) -> list[str]:
        """The household's names in the last interim hypothesis (the full window's): the end's decode on
        the short window must hear them too."""
        words = {_word(w) for w in self.last}
        return [n for n in names if all(_word(part) in words for part in n.split())]

    def agree(self, hypothesis: str, audio_s: float) -> None:
        """Take an interim hypothesis (which starts with the settled words, forced) and settle what the one
        before it agrees with."""
        now = hypothesis.split()
        n = agreed(self.last, now)
        if n > self.words:
            self.words = n
            self.text = " ".join(now[:n]).rstrip(".?!,;:")  # the sentence may go on past its last settled word
        self.last = now
        self.decoded_s = audio_s
        self.decodes += 1


class Streaming:
    """Interim decodes of the utterances being spoken, one at a time in one thread; `settled` for the end."""

    def __init__(self, model: Hypothesizer, log: Any, stage: str = "stt") -> None:
        self.model = model
        self.log = log
        self.stage = stage
        self._lock = threading.Lock()
        self._turns: dict[Any, Settled] = {}
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="stt-stream")
        self._running: Future[None] | None = None

    def offer(
        self, key: Any, audio_s: float, samples: Callable[[], np.ndarray], names: Sequence[str], generation: int = 0
    ) -> bool:
        """New audio for `key` (the utterance is `audio_s` long): decode it now if a step of new audio came
        since the last decode, no decode is running and the person has not paused. True when one started."""
        with self._lock:
            turn = self._turns.setdefault(key, Settled())
            due = turn.decoded_s + STEP_S if turn.decoded_s else FIRST_S
            busy = self._running is not None and not self._running.done()
            if audio_s < due or busy or turn.paused == generation:
                return False
            turn.decoded_s = audio_s  # a second offer of the same audio does not start another
            prefix = turn.text
            self._running = self._pool.submit(self._decode, key, samples(), audio_s, list(names), prefix)
            return True

    def _decode(self, key: Any, samples: np.ndarray, audio_s: float, names: list[str], prefix: str) -> None:
        started = time.perf_counter()
        try:
            hypothesis = self.model.hypothesis(samples, names, prefix)
            metrics.MODEL_SECONDS.labels(self.stage, "interim").observe(time.perf_counter() - started)
        except Exception as exc:  # a failed interim decode only means the end decodes more itself
            metrics.FALLBACKS.labels(self.stage, "interim_decode_failed").inc()
            self.log.warning("stt.interim_failed", error=f"{type(exc).__name__}: {exc}")
            return
        with self._lock:
            turn = self._turns.get(key)
            if turn is not None:  # not finished meanwhile
                turn.agree(hypothesis, audio_s)

    def settled(self, key: Any) -> Settled:
        """What is settled for `key` now (a copy); an interim decode still running is not waited for."""
        with self._lock:
            turn = self._turns.get(key)
            return dataclasses.replace(turn, last=list(turn.last)) if turn else Settled()

    def pause(self, key: Any, generation: int) -> None:
        """The person paused: the silence that follows is not decoded (the reply is being written on the
        cores meanwhile) until they go on, under a new generation."""
        with self._lock:
            self._turns.setdefault(key, Settled()).paused = generation

    def forget(self, key: Any) -> None:
        with self._lock:
            self._turns.pop(key, None)

    def wait(self, timeout: float | None = None) -> None:
        """Until the running interim decode (if any) is done: for tests and the bench."""
        running = self._running
        if running is not None:
            running.result(timeout)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)


def settle_as_spoken(model: Hypothesizer, samples: np.ndarray, names: Sequence[str], until_s: float) -> Settled:
    """What the interim decodes settle of `samples` spoken in real time on this machine, by `until_s` (the
    pause): a decode starts at each step of new audio once the one before it is done, and one that would
    finish after `until_s` is not counted. For the benchmarks and tests, which have the whole audio."""
    from services.stt.transcriber import SAMPLE_RATE

    turn, at = Settled(), FIRST_S
    while at < until_s:
        started = time.perf_counter()
        hypothesis = model.hypothesis(samples[: round(at * SAMPLE_RATE)], names, turn.text)
        done = at + time.perf_counter() - started
        if done > until_s:
            break
        turn.agree(hypothesis, at)
        at = max(at + STEP_S, done)
    return turn
