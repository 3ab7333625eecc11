"""What koe offers Home Assistant in one `info`: speech to text, text to speech and a conversation agent.

One "Wyoming Protocol" entry in Home Assistant then gives three entities to build an Assist pipeline from.
"""

from __future__ import annotations

from importlib import metadata

from wyoming.info import (
    AsrModel,
    AsrProgram,
    Attribution,
    HandleModel,
    HandleProgram,
    Info,
    TtsProgram,
    TtsVoice,
)

from shared.settings import Settings

ATTRIBUTION = Attribution(name="koe", url="https://github.com/koe-assistant/koe")
LANGUAGES = ["en"]  # tiny.en, piper's US voice and the claim parser are English


def _version() -> str:
    try:
        return metadata.version("koe")
    except metadata.PackageNotFoundError:
        return "0"


def koe_info(settings: Settings) -> Info:
    version = _version()
    common = {"attribution": ATTRIBUTION, "installed": True, "version": version}
    stt_model = settings.stt_model or "tiny.en"
    voice = settings.tts_voice or "koe"
    return Info(
        asr=[
            AsrProgram(
                name="koe-stt",
                description="koe speech to text (knows the household's names and voices)",
                models=[AsrModel(name=stt_model, description=stt_model, languages=LANGUAGES, **common)],
                **common,
            )
        ],
        tts=[
            TtsProgram(
                name="koe-tts",
                description="koe text to speech",
                voices=[TtsVoice(name=voice, description=f"koe ({voice})", languages=LANGUAGES, **common)],
                supports_synthesize_streaming=True,
                **common,
            )
        ],
        handle=[
            HandleProgram(
                name="koe",
                description="koe: a conversation agent that remembers the household",
                models=[HandleModel(name="koe", description="koe", languages=LANGUAGES, **common)],
                supports_handled_streaming=settings.wyoming_handled_streaming,
                **common,
            )
        ],
    )
