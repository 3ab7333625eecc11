"""Files only their owner can read: koe's data holds every memory and, in `run.json`, the Redis
password. Folders are made 0700 and secret files written 0600 (atomically: never readable while
half written, never briefly world-readable)."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

DIR_MODE = 0o700
FILE_MODE = 0o600


def private_dir(path: Path) -> Path:
    """`path` (and missing parents) made, and `path` itself made 0700 if this user owns it."""
    path.mkdir(parents=True, exist_ok=True, mode=DIR_MODE)
    with contextlib.suppress(PermissionError):  # a folder someone else owns (/data in a container) stays as is
        if path.stat().st_uid == os.getuid():
            path.chmod(DIR_MODE)
    return path


def write_private(path: Path, text: str) -> None:
    """Write `text` to `path` as a 0600 file, replacing it in one step."""
    private_dir(path.parent)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")  # mkstemp makes it 0600
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
