"""CPU time of a process tree from /proc: what a benchmark's stack used over a window, by kind of process."""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")


def _stat(pid: int) -> tuple[int, int] | None:
    """(ppid, CPU ticks) of a process: its own user+system time plus that of the children it has reaped,
    so that a child exiting inside the window moves its time to its parent instead of losing it."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rindex(")") + 2 :].split()  # the name may hold spaces and parentheses
    utime, stime, cutime, cstime = (int(f) for f in fields[11:15])
    return int(fields[1]), utime + stime + cutime + cstime


def tree(root: int) -> dict[int, int]:
    """pid -> CPU ticks for `root` and every process below it."""
    stats = {int(d): s for d in os.listdir("/proc") if d.isdigit() and (s := _stat(int(d)))}
    out, todo = {}, [root]
    while todo:
        pid = todo.pop()
        if pid in stats and pid not in out:
            out[pid] = stats[pid][1]
            todo += [p for p, (ppid, _) in stats.items() if ppid == pid]
    return out


def label(pid: int) -> str:
    """What a process of koe up's tree is, from its command line."""
    try:
        argv = Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return "?"
    if "koe.cli.main" in argv:
        rest = argv[argv.index("koe.cli.main") + 1 :]
        if rest[:1] == ["worker"] and len(rest) > 1:
            return f"{rest[1]} worker"
        return {"up": "koe up", "dash": "dashboard"}.get(rest[0] if rest else "", " ".join(rest))
    if "llama_cpp.server" in argv or "shared.llm_server" in argv:  # the reply's server: shared/llm_server.py
        return "llm server (llama.cpp)"
    if "valkey" in Path(argv[0]).name:
        return "valkey"
    return Path(argv[0]).name or "?"


@dataclass
class Usage:
    """CPU over a window, as % of one core: the whole tree and each kind of process."""

    total: float
    parts: dict[str, float]


def usage(root: int, seconds: float) -> Usage:
    """Sleep `seconds` and return the CPU that `root`'s tree used meanwhile."""
    labels: dict[int, str] = {}
    before = tree(root)
    labels.update({pid: label(pid) for pid in before})
    started = time.monotonic()
    time.sleep(seconds)
    after = tree(root)
    elapsed = time.monotonic() - started
    labels.update({pid: label(pid) for pid in after if pid not in labels})
    parts: dict[str, float] = {}
    for pid, ticks in after.items():  # a process born in the window counts from zero
        parts[labels[pid]] = parts.get(labels[pid], 0) + ticks - before.get(pid, 0)
    pct = {k: v / TICKS / elapsed * 100 for k, v in parts.items()}
    return Usage(sum(pct.values()), pct)


def browsers_ticks() -> int:
    """CPU ticks of the chromium processes this benchmark started (Playwright's browsers)."""
    return sum(t for pid, t in tree(os.getpid()).items() if "chrom" in label(pid))
