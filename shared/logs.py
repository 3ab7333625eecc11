"""structlog JSON logs, bound to device, session and turn wherever those are known.

`configure_logging` applies to every logger in the process, whenever it was made: `get_logger` hands
out lazy proxies that read the configuration on each call, so a module-level logger created at import
time still follows KOE_LOG_LEVEL and KOE_LOG_FORMAT set later. Libraries that log through the standard
`logging` module (rq, httpx) are rendered the same way and filtered at the same level.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

import structlog

_configured = False


def configure_logging(level: str = "info", fmt: str = "json", stage: str | None = None) -> None:
    """Configure logging for the process; logs go to stderr so stdout stays for command output."""
    global _configured
    number = logging.getLevelNamesMapping()[level.upper()]
    renderer: Any = (
        structlog.processors.JSONRenderer() if fmt == "json" else structlog.dev.ConsoleRenderer(colors=False)
    )
    shared: list[Any] = [
        structlog.contextvars.merge_contextvars,
        structlog.processors.add_log_level,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
    ]
    structlog.configure(
        processors=[*shared, structlog.processors.format_exc_info, renderer],
        wrapper_class=structlog.make_filtering_bound_logger(number),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
    handler = logging.StreamHandler(sys.stderr)
    handler.setLevel(number)  # also for libraries that set their own loggers' levels (rq does)
    handler.setFormatter(
        structlog.stdlib.ProcessorFormatter(
            foreign_pre_chain=[*shared, structlog.stdlib.add_logger_name],
            processors=[structlog.stdlib.ProcessorFormatter.remove_processors_meta, renderer],
        )
    )
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(number)
    structlog.contextvars.clear_contextvars()
    if stage:
        structlog.contextvars.bind_contextvars(stage=stage)
    _configured = True


def get_logger(**bound: Any) -> Any:
    """A logger carrying `bound`; it renders with whatever configuration is in force when it logs."""
    if not _configured:
        configure_logging()
    return structlog.get_logger(**bound)


def turn_logger(device: str, session: str, turn: str, **extra: Any) -> Any:
    """A logger bound to one turn: every line it writes can be joined with the bus entries of that turn."""
    return get_logger(device=device, session=session, turn=turn, **extra)
