"""`koe bench voice --baseline sequential`: the same utterances through the same models, one step after
the other, the way most home assistants still run a turn.

The end of speech is a fixed silence (0.7 s: Home Assistant Assist's default sensitivity), then the whole
utterance is transcribed, the whole reply written, the whole reply voiced, and only then played. Nothing
overlaps, so each step has the whole box; koe's own run (voice_pipeline.py) shares it between stages.
The figure is the same as koe's: from the end of the last frame the VAD heard as speech to the first
reply audio played. Run beside koe's pipeline in the same `koe bench voice`, so the gain is a ratio
from one machine on one day.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from koe.bench.stats import percentile
from koe.bench.voice_pipeline import Utterance, word_error_rate
from services.vad.pcm import FRAME_BYTES, FRAME_S, to_float
from shared.settings import Settings
from shared.threads import settings_budget

SILENCE_S = 0.7  # Home Assistant Assist's default: VadSensitivity.DEFAULT -> 0.7 s of silence
TAIL_S = 2.0  # silence after each utterance: longer than the fixed silence, so every end is heard


@dataclass
class SequentialTurn:
    wait_s: float  # the fixed silence, as heard frame by frame
    stt_s: float
    llm_s: float  # the whole reply
    tts_s: float  # the whole reply voiced
    heard: str
    reply: str
    cut_off: bool  # the fixed silence ended the utterance inside a pause mid-sentence

    @property
    def first_audio_s(self) -> float:
        return self.wait_s + self.stt_s + self.llm_s + self.tts_s


@dataclass
class SequentialRun:
    silence_s: float
    turns: list[SequentialTurn] = field(default_factory=list)


def end_of_speech(pcm: bytes, vad: Any, threshold: float, silence_s: float) -> tuple[float, float, bool]:
    """(seconds from the end of the last speech frame to the end the fixed silence decides, that end's
    time into the clip, whether an earlier end was decided inside the utterance): frame by frame, as an
    assistant listening live would."""
    vad.reset()
    needed = round(silence_s / FRAME_S)
    frames = len(pcm) // FRAME_BYTES
    speaking, quiet, last_speech_end, ends = False, 0, 0.0, []
    for i in range(frames):
        speech = vad.probability(pcm[i * FRAME_BYTES : (i + 1) * FRAME_BYTES]) >= threshold
        if speech:
            speaking, quiet, last_speech_end = True, 0, (i + 1) * FRAME_S
        elif speaking:
            quiet += 1
            if quiet == needed:
                ends.append(((i + 1) * FRAME_S, last_speech_end))
    if not ends:
        return silence_s, len(pcm) / 2 / 16_000, False
    decided, speech_end = ends[-1]
    return decided - speech_end, decided, len(ends) > 1


def run_sequential(settings: Settings, utterances: list[Utterance], silence_s: float = SILENCE_S) -> SequentialRun:
    """Each utterance, alone on the box: VAD, whole STT, whole LLM reply, whole TTS."""
    from koe.bench.voice import load_stt
    from services.llm.prompt import chat_messages
    from services.llm.speech_text import speakable
    from services.tts.backends import select_backend
    from services.vad.detector import SileroVad
    from shared.embedded import EmbeddedLlm
    from shared.llm_client import LlmClient

    out = SequentialRun(silence_s)
    vad, transcriber, tts = SileroVad(), load_stt(settings), select_backend(settings)
    server = None
    try:
        url, model = settings.llm_url, settings.llm_model
        if not url:  # a server of its own, as the pipeline's stack had (its log is not kept)
            server = EmbeddedLlm(threads=settings_budget(settings).llm).start()
            url, model = server.url, server.model
        client = LlmClient(url, model, settings.llm_api_key, timeout_s=settings.llm_timeout_s)
        for u in utterances:
            pcm = u.pcm + bytes(round(TAIL_S / FRAME_S) * FRAME_BYTES)
            wait_s, _, cut = end_of_speech(pcm, vad, settings.vad_threshold, silence_s)
            started = time.perf_counter()
            heard = transcriber.transcribe(to_float(u.pcm)).text
            stt_s = time.perf_counter() - started
            started = time.perf_counter()
            messages = chat_messages(settings.assistant_name, [], [], heard or "(nothing heard)")
            reply = "".join(client.stream(messages, settings.llm_max_tokens, settings.llm_temperature))
            llm_s = time.perf_counter() - started
            started = time.perf_counter()
            audio = [chunk for chunk, _ in tts.synthesize(speakable(reply) or "Sorry.")]
            tts_s = time.perf_counter() - started
            if not audio:
                raise RuntimeError(f"the TTS ({tts.name}) gave no audio for the reply")
            out.turns.append(SequentialTurn(wait_s, stt_s, llm_s, tts_s, heard, reply, cut))
        client.close()
    finally:
        tts.close()
        if server is not None:
            server.stop()
    return out


def sequential_figures(run: SequentialRun, utterances: list[Utterance]) -> dict[str, Any]:
    def p(values: list[float], q: float) -> float:
        return round(percentile(values, q / 100), 3)

    turns = run.turns
    first = [t.first_audio_s for t in turns]
    paused = [t for t, u in zip(turns, utterances, strict=True) if u.paused]
    steps = {
        name: {"p50_s": p(v, 50), "p95_s": p(v, 95)}
        for name, v in (
            ("fixed_silence", [t.wait_s for t in turns]),
            ("stt_whole_utterance", [t.stt_s for t in turns]),
            ("llm_whole_reply", [t.llm_s for t in turns]),
            ("tts_whole_reply", [t.tts_s for t in turns]),
        )
    }
    wer = [word_error_rate(u.text, t.heard) for t, u in zip(turns, utterances, strict=True)]
    return {
        "kind": "sequential",
        "silence_s": run.silence_s,
        "utterances": len(turns),
        "end_of_speech_to_first_audio_p50_s": p(first, 50),
        "end_of_speech_to_first_audio_p95_s": p(first, 95),
        "false_cut_offs": sum(t.cut_off for t in paused),
        "paused_utterances": len(paused),
        "word_error_rate": round(float(np.mean(wer)), 3) if wer else 0.0,
        "steps": steps,
    }
