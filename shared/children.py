"""Child processes that die with their parent.

`koe up` starts the embedded servers and the stages; the writer starts its rq job workers; the TTS
stage starts piper. If a parent is killed outright (`kill -9`, the OOM killer) it cannot stop its
children, so each child asks the kernel (Linux `PR_SET_PDEATHSIG`) to be sent SIGTERM the moment its
parent dies. Elsewhere this does nothing, and a normal stop still stops children itself.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import signal
import sys

_PR_SET_PDEATHSIG = 1


def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
    except OSError:
        return None


_LIBC = _libc()  # loaded before any fork: the hook below runs between fork and exec


def die_with_parent(sig: int = signal.SIGTERM) -> None:
    """A `preexec_fn` for subprocess.Popen: the child gets SIGTERM (or `sig`) when its parent dies."""
    if _LIBC is not None:
        _LIBC.prctl(_PR_SET_PDEATHSIG, sig, 0, 0, 0)
