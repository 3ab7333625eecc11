"""Every core for the reply while nothing else on the machine computes, one fewer the moment something does.

llama.cpp's threads wait for each other at every step of a token, so a server that uses every core stalls
when another engine takes one (docs/threads.md: a 0.7 s reply took 3-85 s beside piper or STT). That is why
the reply's server has a thread fewer than the cores. But most of the time it writes, nothing else runs:
STT is done when the reply starts, and piper voices a sentence in a tenth of a second. So the server looks
before each token and writes it on every core only while the machine is calm (a prompt is read on every
core as before: it is short, and reading it on one core beside piper measured slower, not faster):

- the engines koe runs beside it say when they compute (`engine_work`: a shared lock on a file in one
  directory per machine user, held while STT transcribes, piper synthesizes or Smart Turn judges; a lock
  goes with its process, so a crashed stage never leaves the server on one thread for good), and
- the rest of the machine used less than CALM_SHARE of a core over the last 0.1 s (/proc/stat less the
  server's own time), which covers what does not say (another container, another program, an engine
  that has just finished: its tail keeps the first token or two of a reply on fewer threads).

A token that starts calm and meets a sentence's synthesis is slowed once; the next one is on fewer threads.
Measured: `koe bench threads --sharing` and `koe bench voice` (docs/threads.md).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import tempfile
import threading
import time
from collections import deque
from collections.abc import Iterator
from pathlib import Path

from shared import metrics
from shared.logs import get_logger

ENV_DIR = "KOE_ENGINES_DIR"
RESCAN_S = 1.0  # how often the server looks for engines that started since
TICKS_PER_S = os.sysconf("SC_CLK_TCK")
CALM_SHARE = 0.3  # others using less than this much of a core lately: the machine is calm

log = get_logger(component="core_sharing")
_warned: list[str] = []


def engines_dir() -> Path:
    """The directory of this machine user's engine locks (KOE_ENGINES_DIR, else one in the temp dir)."""
    return Path(os.environ.get(ENV_DIR) or Path(tempfile.gettempdir()) / f"koe-engines-{os.getuid()}")


@contextlib.contextmanager
def engine_work(engine: str, directory: Path | None = None) -> Iterator[None]:
    """`with engine_work("stt"): transcribe(...)`: this engine computes; the reply's server steps down to its
    fewer threads. Many holders at once are fine (a shared lock, on a descriptor of each holder's own).
    Marking is a courtesy: if the directory cannot be written, the work goes on unmarked (the server still
    sees the CPU it takes), counted in koe_fallbacks_total{stage="core_sharing",what="mark_failed"}."""
    path = (directory or engines_dir()) / f"{engine}.lock"
    fd = None
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(fd, fcntl.LOCK_SH)
    except OSError as exc:
        metrics.FALLBACKS.labels("core_sharing", "mark_failed").inc()
        if not _warned:  # once a process: it would fail the same way at every sentence
            _warned.append(engine)
            log.warning("core_sharing.mark_failed", engine=engine, path=str(path), error=str(exc)[:200])
    try:
        yield
    finally:
        if fd is not None:
            os.close(fd)  # and its lock with it


class OthersShare:
    """How much of a core the rest of the machine used in the last WINDOW_S: the machine's busy time
    (/proc/stat) less this process's own (/proc/self/stat), sampled by a thread of its own every EVERY_S.
    Clock ticks (10 ms) are coarse for one token but fine over a window; an instant's count of runnable
    tasks is not (the stage reading the reply wakes at every token it is sent)."""

    WINDOW_S = 0.1
    EVERY_S = 0.02

    def __init__(self) -> None:
        self.samples: deque[tuple[float, int, int]] = deque(maxlen=int(self.WINDOW_S / self.EVERY_S) + 2)
        self.thread = threading.Thread(target=self._run, name="others-share", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while True:
            sample = _sample()
            if sample is None:
                self.samples.clear()
            else:
                self.samples.append(sample)
            time.sleep(self.EVERY_S)

    def now(self) -> float:
        """Cores' worth used by others over about the last WINDOW_S (1.0 when it cannot tell yet)."""
        samples = list(self.samples)
        if len(samples) < 2 or samples[-1][0] - samples[0][0] < self.WINDOW_S * 0.75:
            return 1.0
        (t0, busy0, own0), (t1, busy1, own1) = samples[0], samples[-1]
        return ((busy1 - busy0) - (own1 - own0)) / (TICKS_PER_S * (t1 - t0))


def _sample() -> tuple[float, int, int] | None:
    """(when, the machine's busy ticks, this process's ticks)."""
    try:
        with open("/proc/stat") as f:
            ticks = [int(x) for x in f.readline().split()[1:9]]
        with open("/proc/self/stat") as f:
            stat = f.read()
        mine = stat[stat.rindex(")") + 2 :].split()
        own = int(mine[11]) + int(mine[12])  # utime, stime
    except (OSError, ValueError, IndexError):
        return None
    busy = sum(ticks) - ticks[3] - ticks[4]  # all but idle and iowait (steal counts: the host's load)
    return time.monotonic(), busy, own


class Engines:
    """The checking side: is any engine's lock held now? (Its own descriptors, kept open.)"""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or engines_dir()
        self.fds: dict[str, int] = {}
        self.scanned = 0.0

    def busy(self) -> bool:
        now = time.monotonic()
        if now - self.scanned > RESCAN_S:
            self.scanned = now
            with contextlib.suppress(OSError):
                for entry in os.scandir(self.directory):
                    if entry.name.endswith(".lock") and not self._holds(entry):
                        with contextlib.suppress(OSError):
                            self.fds[entry.name] = os.open(entry.path, os.O_RDONLY)
        for fd in list(self.fds.values()):
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
            except OSError:
                continue
            fcntl.flock(fd, fcntl.LOCK_UN)
        return False

    def _holds(self, entry: os.DirEntry[str]) -> bool:
        """Whether it already has this file open: the same file, not one of its name made since (a temp
        cleaner may remove an old lock file; the stages then make a new one)."""
        fd = self.fds.get(entry.name)
        if fd is None:
            return False
        with contextlib.suppress(OSError):
            if os.fstat(fd).st_ino == entry.stat().st_ino:
                return True
        with contextlib.suppress(OSError):
            os.close(fd)
        del self.fds[entry.name]
        return False


class CoreChooser:
    """Threads for the next token: `most` while calm (no engine marked at work, and the rest of the machine
    using less than CALM_SHARE of a core lately), `least` otherwise."""

    def __init__(self, most: int, least: int, engines: Engines | None = None) -> None:
        self.most, self.least = most, least
        self.engines = engines or Engines()
        self.others = OthersShare()

    def calm(self) -> bool:
        return not self.engines.busy() and self.others.now() < CALM_SHARE

    def for_token(self) -> int:
        return self.most if self.calm() else self.least
