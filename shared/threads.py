"""How many threads each model engine on this machine gets, so that together they fit its cores.

llama.cpp, faster-whisper (CTranslate2) and onnxruntime each default to one thread per core. On the
embedded default all three share one small machine, and three engines that each ask for every core
spin against each other (llama.cpp's threads busy-wait). The budget is chosen from the cores this
process may use (its CPU affinity and its container's CPU quota) and from what runs at the same
moment: a reply's tokens are generated while STT may be transcribing the next speaker and the
embedder turns a query into a vector, so the engines split the cores rather than each taking them
all. `koe bench threads` measures the split on a machine; docs/threads.md has the figures that
chose the rule below. Each count can be set in settings (KOE_LLM_THREADS, KOE_STT_THREADS,
KOE_EMBED_THREADS); an engine on a GPU ignores its count.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

from shared.settings import Settings

LLM_MAX = 8  # llama.cpp's token generation is memory-bound: past ~8 threads it gets no faster
STT_MAX = 4  # tiny.en to small.en on CPU gain little past 4
CGROUP = Path("/sys/fs/cgroup")


@dataclass(frozen=True)
class ThreadBudget:
    cores: int
    llm: int
    stt: int
    embed: int
    overridden: tuple[str, ...] = ()  # the counts set in settings rather than chosen

    def describe(self) -> str:
        def one(name: str, n: int) -> str:
            return f"{name} {n}" + (" (set)" if name in self.overridden else "")

        parts = ", ".join(one(name, n) for name, n in (("llm", self.llm), ("stt", self.stt), ("embed", self.embed)))
        return f"{self.cores} core{'s' if self.cores != 1 else ''}: {parts}"


def cgroup_quota(root: Path = CGROUP) -> float | None:
    """The container's CPU limit in cores (cgroup v2 `cpu.max`, else v1's cfs quota), None when unlimited."""
    try:
        quota, period = (root / "cpu.max").read_text().split()[:2]
        return None if quota == "max" else int(quota) / int(period)
    except (OSError, ValueError):
        pass
    try:
        quota_us = int((root / "cpu" / "cpu.cfs_quota_us").read_text())
        period_us = int((root / "cpu" / "cpu.cfs_period_us").read_text())
        return quota_us / period_us if quota_us > 0 and period_us > 0 else None
    except (OSError, ValueError):
        return None


def usable_cores(root: Path = CGROUP) -> int:
    """Cores this process may run on: its affinity, capped by a container's quota (rounded up: 1.5 is 2)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cores = os.cpu_count() or 1
    quota = cgroup_quota(root)
    if quota is not None:
        cores = min(cores, max(1, math.ceil(quota)))
    return max(1, cores)


def choose(cores: int) -> tuple[int, int, int]:
    """(llm, stt, embed) threads for `cores` cores.

    Measured on two cores (`koe bench threads`): llama.cpp with both cores writes a 48-token reply in
    0.7 s alone but in over 60 s while faster-whisper transcribes, because its threads wait for each
    other at every token and one preempted thread stalls them all; with one thread it takes 1.2 s
    alone and 1.3 s beside STT. So llama.cpp never gets every core: a quarter of them (at least one)
    is left to STT, TTS, the embedder and the stages. faster-whisper does not spin: on two cores it
    is fastest with both and does not slow a one-thread reply, so it gets every core up to two and the
    spare quarter beyond. The embedder gets one (a query takes ~5 ms).
    """
    spare = max(1, cores // 4)
    llm = max(1, cores - spare)
    stt = cores if cores <= 2 else spare
    return min(llm, LLM_MAX), min(stt, STT_MAX), 1


def thread_budget(
    llm: int | None = None, stt: int | None = None, embed: int | None = None, cores: int | None = None
) -> ThreadBudget:
    """The budget for this machine, with any count set in settings taking the place of the chosen one."""
    n = cores or usable_cores()
    chosen = dict(zip(("llm", "stt", "embed"), choose(n), strict=True))
    given = {"llm": llm, "stt": stt, "embed": embed}
    counts = {name: given[name] or chosen[name] for name in chosen}
    overridden = tuple(name for name in chosen if given[name])
    return ThreadBudget(cores=n, overridden=overridden, **counts)


def settings_budget(settings: Settings) -> ThreadBudget:
    """The budget with the counts set in settings (KOE_LLM_THREADS, KOE_STT_THREADS, KOE_EMBED_THREADS)."""
    return thread_budget(settings.llm_threads, settings.stt_threads, settings.embed_threads)
