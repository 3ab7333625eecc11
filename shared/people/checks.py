"""Is this clip fit to enrol someone from? Each check refuses with its reason, in words a person can act on.

A voiceprint from a bad clip does not fail loudly: it quietly becomes part of a person's centroid and
from then on that person is named less often, or someone else is named as them. So an enrolment clip must
be one voice, speaking, loud enough, not distorted, long enough. The checks, in order (figures measured on
LibriSpeech read speech, 130 utterances, against synthetic tones, chords, notes, hum and noise):
- silence: the loudest 5% of 30 ms windows are below -45 dBFS (speech peaks at -30 to -10).
- clipped: more than 0.1% of the samples at full scale: the recording overloaded, and the voiceprint
  then describes the distortion (a peak-normalised file has one or two such samples, not hundreds).
- too short: less than 2 s of speech once long pauses are trimmed (the encoder reads 1.6 s windows).
- noise: the median spectral flatness (geometric over arithmetic mean of the power spectrum) is above
  0.3. Hiss, fans, static and drums are flat (white noise: 0.56); a voice's harmonics are peaks (speech:
  median 0.004, 99th percentile 0.07).
- steady sound: the loudness of 10 ms frames varies by less than 5 dB (standard deviation). Speech rises
  and falls with every syllable (lowest of the 130: 7.4 dB, typical 12; heard across a room with echo and
  noise at 20 dB SNR, which fill the dips: 1% below 5.2, typical 8); a tone, a hum, a chord or strings
  stay within 0.3-3 dB, a piano playing two notes a second 3.7 (four a second: 4.8, refused just).
  What these two cannot tell: singing, a song with vocals, the radio or a video of someone talking are
  voices, and pass; one of them is caught only if it is two voices, or not the person's voice (below).
- two voices: clips of 4 s or more are cut in halves and each half gets its own voiceprint; one speaker's
  halves agree to 0.74 or more (cosine; 124 clips), two speakers' halves to 0.51 on average (0.69 at the
  99th percentile of 96 spliced pairs). Below 0.70 the clip is refused. A second voice that speaks only a
  few words, or all along in both halves, is not caught.
- not the same person: once a person has clips, a new one whose voiceprint is below 0.70 from their
  centroid is refused (the same speaker scores 0.92 +- 0.04 against a clean 3-clip centroid and 0.70 at
  the least against one other clip; two different voices 0.55 on average, a similar voice up to 0.74):
  someone else's recording enrolled by mistake. A refused clip of the right person costs one more take;
  a wrong one accepted would name them for someone else from then on.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from shared.people.levels import CLIPPED_SHARE, SILENCE_DBFS, clipped_share, loud_dbfs
from shared.voiceprint.encoder import VoiceEncoder
from shared.voiceprint.frontend import SAMPLE_RATE, power_spectrogram, preprocess_wav

MIN_SPEECH_S = 2.0
NOISE_FLATNESS = 0.3
STEADY_DB = 5.0
TWO_VOICES_MIN_S = 4.0
TWO_VOICES_BELOW = 0.70
NOT_THE_PERSON_BELOW = 0.70


@dataclass(frozen=True)
class ClipVerdict:
    """`accepted` with the clip's voiceprint and speech length, or refused with the `reason` (a sentence)."""

    accepted: bool
    reason: str
    seconds: float = 0.0
    voiceprint: np.ndarray | None = None


def _refuse(reason: str, seconds: float = 0.0) -> ClipVerdict:
    return ClipVerdict(False, reason, seconds)


def spectral_flatness(speech: np.ndarray) -> float:
    """The median over the louder 70% of frames of geometric / arithmetic mean power (the lowest bins,
    below 80 Hz, left out: rumble there says nothing about a voice)."""
    spectrum = power_spectrogram(speech)[:, 2:] + 1e-12
    energy = spectrum.sum(axis=1)
    loud = spectrum[energy >= np.percentile(energy, 30)]
    return float(np.median(np.exp(np.mean(np.log(loud), axis=1)) / np.mean(loud, axis=1)))


def loudness_spread_db(speech: np.ndarray) -> float:
    """Standard deviation of the 10 ms frames' level in dB: how much the sound rises and falls."""
    energy = power_spectrogram(speech).sum(axis=1)
    return float(np.std(10 * np.log10(energy + 1e-12)))


def halves_agreement(speech: np.ndarray, encoder: VoiceEncoder) -> float:
    half = speech.size // 2
    return float(encoder.embed_utterance(speech[:half]) @ encoder.embed_utterance(speech[half:]))


def check_clip(wav: np.ndarray, encoder: VoiceEncoder, centroid: np.ndarray | None = None) -> ClipVerdict:
    """Check a 16 kHz mono clip (`load_audio`'s output) for enrolment; `centroid`: the person's so far."""
    wav = np.asarray(wav, dtype=np.float32)
    if wav.ndim != 1 or wav.size == 0:
        return _refuse("it holds no audio")
    level = loud_dbfs(wav)
    if level < SILENCE_DBFS:
        return _refuse(f"silence: its loudest moments are at {level:.0f} dBFS, too quiet for a voice")
    share = clipped_share(wav)
    if share > CLIPPED_SHARE:
        return _refuse(
            f"clipped: {share:.1%} of its samples are at full scale (move back from the microphone or lower its gain)"
        )
    speech = preprocess_wav(wav)
    seconds = speech.size / SAMPLE_RATE
    if seconds < MIN_SPEECH_S:
        return _refuse(f"too short: {seconds:.1f} s of speech once pauses are trimmed; at least {MIN_SPEECH_S:g} s")
    flatness = spectral_flatness(speech)
    if flatness > NOISE_FLATNESS:
        return _refuse(f"noise, not a voice: its spectrum is flat like hiss or a fan's (flatness {flatness:.2f})")
    spread = loudness_spread_db(speech)
    if spread < STEADY_DB:
        return _refuse(
            f"a steady sound such as a tone or music, not speech: its loudness varies by {spread:.1f} dB, "
            f"speech by {STEADY_DB:g} dB or more",
            seconds,
        )
    if seconds >= TWO_VOICES_MIN_S:
        agreement = halves_agreement(speech, encoder)
        if agreement < TWO_VOICES_BELOW:
            return _refuse(
                f"two voices: its halves sound like different people (agreement {agreement:.2f}, "
                f"one voice {TWO_VOICES_BELOW:.2f} or more)",
                seconds,
            )
    voiceprint = encoder.embed_utterance(speech)
    if centroid is not None:
        likeness = float(voiceprint @ centroid)
        if likeness < NOT_THE_PERSON_BELOW:
            return _refuse(
                f"not the same voice as this person's earlier clips (likeness {likeness:.2f}, "
                f"the same voice {NOT_THE_PERSON_BELOW:.2f} or more)",
                seconds,
            )
    return ClipVerdict(True, f"{seconds:.1f} s of speech", seconds, voiceprint)
