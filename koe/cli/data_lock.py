"""One `koe up` per data directory: two embedded Redis servers on one append-only file, or two
writers on one memory store, would corrupt them. The lock is an OS file lock (filelock), so it goes
with its process, however that process ends."""

from __future__ import annotations

import json
from pathlib import Path

from filelock import FileLock, Timeout

LOCK_FILE = "koe.lock"


class DataDirInUse(RuntimeError):
    """Another `koe up` holds this data directory."""


def hold_data_dir(data: Path, run_file: Path) -> FileLock:
    """Take the data directory's lock, or raise DataDirInUse naming who holds it."""
    lock = FileLock(data / LOCK_FILE, mode=0o600)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        raise DataDirInUse(
            f"koe is already running on {data}{_holder(run_file)}: stop it first, or give this one its own KOE_DATA_DIR"
        ) from None
    return lock


def _holder(run_file: Path) -> str:
    try:
        return f" (pid {int(json.loads(run_file.read_text())['pid'])})"
    except (OSError, ValueError, KeyError, TypeError):
        return ""
