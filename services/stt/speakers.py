"""Who is speaking, found while the utterance is transcribed (docs/people.md).

The voiceprint (about 18 ms of one core for 3 s of speech) runs on a thread of its own beside the
transcription (hundreds of ms), so it is ready when the words are and adds nothing to the reply's time.
Only when the household has enrolled people is the encoder loaded at all. The people file is read
again when it changes (`koe people enrol` while koe runs). A people file that is corrupt or from
another voice model is refused with its one sentence, once, and everyone is unknown until it is put
right (counted as a fallback): koe runs on as the household, as it did before it knew its people.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np

from shared import messages as m
from shared import metrics
from shared.people import Identity, PeopleError, PeopleStore, Voices, heard, model_version
from shared.people.identify import decide

IDENTIFY_WAIT_S = 0.5  # past this after the words, the turn goes on as unknown rather than wait
MIN_SECONDS = 1.0  # a voiceprint of less speech than this names nobody reliably


class Speakers:
    """The enrolled people's voices, and a thread that scores an utterance against them."""

    def __init__(self, data_dir: Path, log: Any, stage: str = "stt", client: Any = None) -> None:
        self.store = PeopleStore(data_dir)
        self.log = log
        self.stage = stage
        self.client = client  # koe's Redis: who was heard, for the dashboard (shared/people/heard.py)
        self._lock = threading.Lock()
        self._voices: Voices | None = None
        self._rule: tuple[float, float] = (1.0, 1.0)
        self._seen: float | None = None  # the people file's mtime when it was read
        self._encoder: Any = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="stt-voiceprint")

    def refresh(self) -> None:
        """Read the people file again if it changed (called at start and in the background)."""
        try:
            mtime = self.store.path.stat().st_mtime
        except FileNotFoundError:
            mtime = None
        if mtime == self._seen:
            return
        self._seen = mtime
        try:
            household = self.store.load()
            enrolled = household.enrolled()
            if enrolled:
                self._load_encoder()
                household = self.store.load(model_version(self._encoder.weights))
                enrolled = household.enrolled()
        except Exception as e:  # a bad people file or model: everyone unknown, koe runs on
            metrics.FALLBACKS.labels(self.stage, "people_file").inc()
            self.log.warning("stt.people_unavailable", why=str(e))
            with self._lock:
                self._voices = None
            return
        rule = household.rule()
        with self._lock:
            self._voices = Voices.of(enrolled, rule.background) if enrolled else None
            self._rule = (rule.threshold, rule.margin)
        self.log.info("stt.people_loaded", people=len(enrolled))

    def _load_encoder(self) -> Any:
        if self._encoder is None:
            from shared.voiceprint import VoiceEncoder

            self._encoder = VoiceEncoder(cache_dir=self.store.path.parent / "cache")
        return self._encoder

    def enrol(self, sample: m.VoiceSample, samples: np.ndarray) -> m.VoiceChecked:
        """A device's enrolment recording (16 kHz `samples`), checked and kept as `koe people enrol` does
        (shared/people/enrolment.py); the answer goes back to that device alone."""
        from shared.people.enrolment import enrol_clip

        answer = {"device": sample.device, "session": sample.session, "turn": sample.turn, "index": sample.index}
        try:
            encoder = self._load_encoder()
            done = enrol_clip(self.store, sample.name, samples, encoder, model_version(encoder.weights))
        except PeopleError as e:  # not added on the box, or the people file is bad: said to the person
            self.log.warning("stt.voice_sample_refused", why=str(e)[:200])
            return m.VoiceChecked(**answer, name=sample.name, accepted=False, reason=str(e)[:500], final=True)
        except (ImportError, OSError) as e:  # the voice model is not installed on the box
            why = f"the box cannot check voices: {e}"[:500]
            metrics.FALLBACKS.labels(self.stage, "voice_model_missing").inc()
            self.log.warning("stt.voice_sample_unchecked", why=why)
            return m.VoiceChecked(**answer, name=sample.name, accepted=False, reason=why, final=True)
        self.log.info("stt.voice_sample", accepted=done.accepted, clips=len(done.person.clips))
        if done.accepted:
            self.refresh()  # heard as them from the next utterance, once enough is enrolled
        person = done.person
        return m.VoiceChecked(
            **answer,
            name=person.name,
            accepted=done.accepted,
            reason=done.reason[:500],
            clips=len(person.clips),
            enrolled=person.enrolled,
        )

    @property
    def active(self) -> bool:
        return self._voices is not None

    def start(self, samples: np.ndarray, sample_rate: int) -> Future[Identity | None] | None:
        """Begin scoring this utterance (None when nobody is enrolled or it is too short)."""
        with self._lock:
            voices, rule = self._voices, self._rule
        if voices is None or len(samples) < MIN_SECONDS * sample_rate:
            return None
        return self._pool.submit(self._identify, samples, voices, rule)

    def _identify(self, samples: np.ndarray, voices: Voices, rule: tuple[float, float]) -> Identity | None:
        from shared.voiceprint import preprocess_wav

        speech = preprocess_wav(samples)
        if len(speech) < MIN_SECONDS * 16_000:
            return None
        voiceprint = self._encoder.embed_utterance(speech)
        identity = decide(voices.names, voices.scores(voiceprint), *rule)
        if self.client is not None:
            try:
                heard.record(self.client, identity)
            except Exception as e:  # the dashboard's count, never the turn's person
                self.log.warning("stt.heard_not_recorded", error=type(e).__name__)
        return identity

    def result(self, pending: Future[Identity | None] | None) -> Identity | None:
        """The identity, or None (nobody enrolled, too little speech, too slow, or it failed)."""
        if pending is None:
            return None
        try:
            return pending.result(timeout=IDENTIFY_WAIT_S)
        except TimeoutError:
            metrics.FALLBACKS.labels(self.stage, "voiceprint_late").inc()
            self.log.warning("stt.voiceprint_late", wait_s=IDENTIFY_WAIT_S)
        except Exception as e:  # a bad utterance must not cost the turn its words
            metrics.FALLBACKS.labels(self.stage, "voiceprint_failed").inc()
            self.log.warning("stt.voiceprint_failed", error=type(e).__name__, why=str(e)[:200])
        return None

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
