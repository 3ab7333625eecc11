"""Where the agent's audio comes from and goes to: a microphone or a WAV file in, a speaker or a WAV file out.

pyaudio is optional (`koe[agent-audio]`, which needs `apt-get install portaudio19-dev` to build) and is
imported only when a real device is used; `--input FILE.wav` works without it.
"""

from __future__ import annotations

import threading
import time
import wave
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from services.vad.pcm import (
    FRAME_BYTES,
    FRAME_S,
    FRAME_SAMPLES,
    SAMPLE_RATE,
    SILENT_FRAME,
    read_wav_16k,
    resample,
    to_float,
    to_pcm,
)


class AudioUnavailable(RuntimeError):
    """No sound device support on this machine (pyaudio missing, or no such device)."""


def _pyaudio() -> Any:
    try:
        import pyaudio
    except ImportError:
        raise AudioUnavailable(
            "no microphone or speaker support: pyaudio is not installed. On the Pi run "
            "`sudo apt-get install portaudio19-dev` and `pip install 'koe[agent,agent-audio]'`, "
            "or use `koe agent --input FILE.wav`."
        ) from None
    return pyaudio


class Pacer:
    """Holds a loop to real time: each `wait(d)` returns d seconds after the previous one."""

    def __init__(self) -> None:
        self._t: float | None = None

    def wait(self, duration: float) -> None:
        now = time.monotonic()
        if self._t is None or self._t < now - 0.25:  # after a pause, restart the clock instead of rushing
            self._t = now
        self._t += duration
        if self._t > now:
            time.sleep(self._t - now)


# --- sources: one 32 ms frame of 16 kHz mono int16 per read ------------------------------------


class FrameSource(Protocol):
    realtime: bool  # frames come at the pace of speech (a microphone, or a WAV played in real time)
    exhausted: bool  # a file source ran out: it now gives silence

    def read(self) -> bytes: ...

    def close(self) -> None: ...


class WavSource:
    """A WAV file played into the agent as if from the microphone; silence after its end."""

    def __init__(self, path: Path, realtime: bool = True) -> None:
        pcm = read_wav_16k(path)
        self._pcm = pcm + bytes(-len(pcm) % FRAME_BYTES)
        self._pos = 0
        self.realtime = realtime
        self.exhausted = False
        self._pacer = Pacer()
        self.duration_s = len(pcm) / 2 / SAMPLE_RATE

    def read(self) -> bytes:
        if self.realtime:
            self._pacer.wait(FRAME_S)
        if self._pos >= len(self._pcm):
            self.exhausted = True
            return SILENT_FRAME
        frame = self._pcm[self._pos : self._pos + FRAME_BYTES]
        self._pos += FRAME_BYTES
        return frame

    def close(self) -> None:
        pass


class MicSource:
    """A microphone through pyaudio; resamples when the device cannot record at 16 kHz."""

    realtime = True
    exhausted = False

    def __init__(self, device_index: int | None = None) -> None:
        pyaudio = _pyaudio()
        self._pa = pyaudio.PyAudio()
        self._rate = SAMPLE_RATE
        try:
            self._stream = self._open(pyaudio, device_index, SAMPLE_RATE)
        except OSError:
            info = (
                self._pa.get_device_info_by_index(device_index)
                if device_index is not None
                else self._pa.get_default_input_device_info()
            )
            self._rate = int(info["defaultSampleRate"])
            try:
                self._stream = self._open(pyaudio, device_index, self._rate)
            except OSError as exc:
                self._pa.terminate()
                raise AudioUnavailable(f"cannot open the microphone ({exc}); see `koe agent --list-devices`") from None
        self._block = round(self._rate * FRAME_S)

    def _open(self, pyaudio: Any, device_index: int | None, rate: int) -> Any:
        return self._pa.open(
            format=pyaudio.paInt16,
            channels=1,
            rate=rate,
            input=True,
            frames_per_buffer=round(rate * FRAME_S),
            input_device_index=device_index,
        )

    def read(self) -> bytes:
        data = self._stream.read(self._block, exception_on_overflow=False)
        if self._rate == SAMPLE_RATE:
            return bytes(data)
        frame = resample(to_float(data), self._rate, SAMPLE_RATE)[:FRAME_SAMPLES]
        return to_pcm(np.pad(frame, (0, FRAME_SAMPLES - len(frame))))

    def close(self) -> None:
        self._stream.stop_stream()
        self._stream.close()
        self._pa.terminate()


# --- sinks: where reply audio is played -----------------------------------------------------------


class AudioSink(Protocol):
    realtime: bool  # write() takes as long as the audio lasts

    def write(self, pcm: bytes, rate: int) -> None: ...

    def fill(self, pcm: bytes, rate: int) -> None:
        """Silence between replies (no reply audio): keeps a real-time stream running unbroken."""
        ...

    def close(self) -> None: ...


class WavSink:
    """Writes the reply audio to a WAV file at the first chunk's rate, optionally at real-time pace."""

    def __init__(self, path: Path, realtime: bool = False) -> None:
        self.path = path
        self.realtime = realtime
        self.rate: int | None = None
        self.samples = 0
        self._wav: wave.Wave_write | None = None
        self._pacer = Pacer()
        self._lock = threading.Lock()

    def write(self, pcm: bytes, rate: int) -> None:
        with self._lock:
            if self._wav is None:
                self.rate = rate
                self._wav = self._open(rate)
            if rate != self.rate:
                pcm = to_pcm(resample(to_float(pcm), rate, self.rate or rate))
            self._wav.writeframes(pcm)
            self.samples += len(pcm) // 2
        if self.realtime:
            self._pacer.wait(len(pcm) / 2 / (self.rate or rate))

    def fill(self, pcm: bytes, rate: int) -> None:
        if self.realtime:  # the file keeps what koe said; the silence only keeps the pace
            self._pacer.wait(len(pcm) / 2 / rate)

    @property
    def seconds(self) -> float:
        return self.samples / self.rate if self.rate else 0.0

    def close(self) -> None:
        with self._lock:
            if self._wav is None:  # nothing was played: still leave a valid (empty) file
                self._wav = self._open(SAMPLE_RATE)
            self._wav.close()

    def _open(self, rate: int) -> wave.Wave_write:
        wav = wave.open(str(self.path), "wb")  # noqa: SIM115 -- closed in close()
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(rate)
        return wav


class NullSink:
    """Plays nowhere (no speaker and no output file), keeping the pace if asked."""

    def __init__(self, realtime: bool = False) -> None:
        self.realtime = realtime
        self._pacer = Pacer()

    def write(self, pcm: bytes, rate: int) -> None:
        if self.realtime:
            self._pacer.wait(len(pcm) / 2 / rate)

    def fill(self, pcm: bytes, rate: int) -> None:
        self.write(pcm, rate)

    def close(self) -> None:
        pass


class SpeakerSink:
    """A speaker through pyaudio; blocking writes keep the pace, the stream reopens if the rate changes."""

    realtime = True

    def __init__(self, device_index: int | None = None) -> None:
        self._pyaudio = _pyaudio()
        self._pa = self._pyaudio.PyAudio()
        self._device = device_index
        self._stream: Any = None
        self._rate = 0

    def write(self, pcm: bytes, rate: int) -> None:
        if self._stream is None or rate != self._rate:
            if self._stream is not None:
                self._stream.close()
            try:
                self._stream = self._pa.open(
                    format=self._pyaudio.paInt16, channels=1, rate=rate, output=True, output_device_index=self._device
                )
            except OSError as exc:
                raise AudioUnavailable(f"cannot open the speaker ({exc}); see `koe agent --list-devices`") from None
            self._rate = rate
        self._stream.write(pcm)

    def fill(self, pcm: bytes, rate: int) -> None:
        self.write(pcm, rate)  # Playback fills at the last reply's rate: the stream is not reopened

    def close(self) -> None:
        if self._stream is not None:
            self._stream.stop_stream()
            self._stream.close()
        self._pa.terminate()


def list_devices() -> list[dict[str, Any]]:
    """Every sound device pyaudio sees: index, name, input and output channels, default rate."""
    pa = _pyaudio().PyAudio()
    try:
        out = []
        for i in range(pa.get_device_count()):
            info = pa.get_device_info_by_index(i)
            out.append(
                {
                    "index": i,
                    "name": info["name"],
                    "inputs": int(info["maxInputChannels"]),
                    "outputs": int(info["maxOutputChannels"]),
                    "rate": int(info["defaultSampleRate"]),
                }
            )
        return out
    finally:
        pa.terminate()
