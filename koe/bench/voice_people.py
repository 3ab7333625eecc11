"""What knowing who speaks adds to a turn: the stt stage's time per utterance with people enrolled, against
the same utterances without (`koe bench voice`).

The voiceprint runs on its own thread beside the transcription (services/stt/speakers.py), so the words
are ready no later than before unless it takes longer than they do or slows them by sharing the CPU. It
is measured where it happens: each utterance is transcribed alone, and then again with the voiceprint
scored against three enrolled people (the bench's own voice among them), in alternating order so that
drift in the machine's speed counts against neither; the difference per utterance is the added time.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from shared.logs import get_logger

PEOPLE = ("Bench", "Ada", "Ben")


def enrol_three(data: Path, clips: list[np.ndarray]) -> None:
    """Three people: the bench's voice from its first three utterances, two more from its voice slowed and
    sped up (other voices' stand-ins: what is measured is the cost, not who is named)."""
    from services.vad.pcm import resample
    from shared.people import Clip, PeopleStore, model_version
    from shared.voiceprint import VoiceEncoder, preprocess_wav

    encoder = VoiceEncoder(cache_dir=data / "cache")
    store = PeopleStore(data)
    model = model_version(encoder.weights)
    for name, rate in zip(PEOPLE, (16_000, 14_000, 18_000), strict=True):
        store.add(name)
        prints = []
        for clip in clips[:3]:
            speech = preprocess_wav(resample(clip, rate, 16_000) if rate != 16_000 else clip)
            prints.append(Clip(encoder.embed_utterance(speech), speech.size / 16_000))
        store.enrol(name, prints, model)


def added_ms(transcriber: Any, clips: list[np.ndarray]) -> dict[str, Any]:
    """p50 and p95 of the added milliseconds per utterance, and how many utterances named someone."""
    from services.stt.speakers import Speakers

    with tempfile.TemporaryDirectory(prefix="koe-bench-people-") as tmp:
        enrol_three(Path(tmp), clips)
        speakers = Speakers(Path(tmp), get_logger(stage="bench"))
        speakers.refresh()
        added, named = [], 0
        try:
            for i, clip in enumerate(clips):
                alone = with_people = 0.0
                for people in (False, True) if i % 2 == 0 else (True, False):
                    started = time.perf_counter()
                    pending = speakers.start(clip, 16_000) if people else None
                    transcriber.transcribe(clip)
                    who = speakers.result(pending)
                    took = time.perf_counter() - started
                    if people:
                        with_people, named = took, named + bool(who and who.person)
                    else:
                        alone = took
                added.append((with_people - alone) * 1000)
        finally:
            speakers.close()
    return {
        "added_ms_p50": round(float(np.percentile(added, 50)), 1),
        "added_ms_p95": round(float(np.percentile(added, 95)), 1),
        "named": named,
        "utterances": len(clips),
    }
