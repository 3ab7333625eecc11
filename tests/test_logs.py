"""Logs obey KOE_LOG_LEVEL and KOE_LOG_FORMAT, including loggers that modules made at import time."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.helpers import REPO, koe_env

# Imports modules whose loggers exist from import time on, then starts logging the way every koe
# process does (shared.worker.run_stage), then logs through them and through a standard-library logger.
SCRIPT = """
from services.writer import scheduler
from services.recall import recaller
import logging
from shared.logs import configure_logging
from shared.settings import get_settings

settings = get_settings()
configure_logging(settings.log_level, settings.log_format, stage="test")
scheduler.log.info("below.the.level", secret="should not appear")
scheduler.log.warning("writer.module.line", n=1)
recaller.log.warning("recall.module.line", n=2)
recaller.log.debug("recall.debug.line")
logging.getLogger("rq.worker").info("stdlib below the level")
logging.getLogger("rq.worker").warning("stdlib warning %s", "from rq")
"""


def run(tmp_path, **env: str) -> list[str]:  # type: ignore[no-untyped-def]
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=REPO,
        env=koe_env(None, tmp_path, **env),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == "", "logs never go to stdout (it is for command output)"
    return [line for line in result.stderr.splitlines() if line.strip()]


def test_json_at_warning_level_applies_to_module_loggers_and_stdlib_loggers(tmp_path) -> None:  # type: ignore[no-untyped-def]
    lines = run(tmp_path, KOE_LOG_FORMAT="json", KOE_LOG_LEVEL="warning")
    records = [json.loads(line) for line in lines]  # every line is JSON
    events = [r["event"] for r in records]
    assert events == ["writer.module.line", "recall.module.line", "stdlib warning from rq"]
    assert all(r["level"] == "warning" for r in records)
    assert records[0]["n"] == 1 and records[0]["stage"] == "writer"  # bound at import, kept
    assert records[2]["logger"] == "rq.worker"


def test_console_at_debug_level_shows_every_line(tmp_path) -> None:  # type: ignore[no-untyped-def]
    lines = run(tmp_path, KOE_LOG_FORMAT="console", KOE_LOG_LEVEL="debug")
    text = "\n".join(lines)
    assert "below.the.level" in text and "recall.debug.line" in text and "stdlib below the level" in text
    assert not text.lstrip().startswith("{"), "console format is not JSON"
