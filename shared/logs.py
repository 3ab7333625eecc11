"""structlog JSON logs, bound to device, session and turn wherever those are known."""

from __future__ import annotations

import logging
import sys
from typing import Any

import structlog

_configured = False


def configure_logging(level: str = "info", fmt: str = "json", stage: str | None = None) -> None:
    """Configure structlog once per process; logs go to stderr so stdout stays for command output."""
    global _configured
    renderer: Any = (
        structlog.processors.JSONRenderer() if fmt == "json" else structlog.dev.ConsoleRenderer(colors=False)
    )
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            renderer,
        ],
        wrapper_class=structlog.make_filtering_bound_logger(logging.getLevelNamesMapping()[level.upper()]),
        logger_factory=structlog.PrintLoggerFactory(file=sys.stderr),
        cache_logger_on_first_use=False,
    )
    structlog.contextvars.clear_contextvars()
    if stage:
        structlog.contextvars.bind_contextvars(stage=stage)
    _configured = True


def get_logger(**bound: Any) -> structlog.typing.FilteringBoundLogger:
    if not _configured:
        configure_logging()
    return structlog.get_logger().bind(**bound)


def turn_logger(device: str, session: str, turn: str, **extra: Any) -> structlog.typing.FilteringBoundLogger:
    """A logger bound to one turn: every line it writes can be joined with the bus entries of that turn."""
    return get_logger(device=device, session=session, turn=turn, **extra)
