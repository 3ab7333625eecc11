"""Named crash points for the crash tests: `KOE_FAILPOINT=job.before_model` kills the process there.

A real crash, not an exception: SIGKILL, so nothing gets to clean up. A process that leads its own
process group (the rq job worker) takes its group down with it (its rq scheduler child), as a
container kill would. Unset (always, outside tests), a failpoint is one dictionary lookup.
"""

from __future__ import annotations

import os
import signal

from shared.logs import get_logger

ENV = "KOE_FAILPOINT"

log = get_logger(stage="writer")


def failpoint(name: str) -> None:
    wanted = os.environ.get(ENV)
    if not wanted or name not in wanted.split(","):
        return
    log.warning("writer.failpoint", point=name, pid=os.getpid())
    if os.getpgrp() == os.getpid():
        os.killpg(os.getpid(), signal.SIGKILL)
    os.kill(os.getpid(), signal.SIGKILL)
