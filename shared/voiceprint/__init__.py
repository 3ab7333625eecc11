"""Voiceprints: who is speaking, from Resemblyzer's GE2E speaker encoder run in numpy (no torch).

`VoiceEncoder().embed_utterance(preprocess_wav(load_audio(path)))` gives a 256-dim unit vector; two
utterances of one person lie closer (cosine) than two people's.
"""

from shared.voiceprint.encoder import VoiceEncoder
from shared.voiceprint.frontend import AudioDecodeError, load_audio, preprocess_wav
from shared.voiceprint.weights import VoiceprintModelError

__all__ = ["AudioDecodeError", "VoiceEncoder", "VoiceprintModelError", "load_audio", "preprocess_wav"]
