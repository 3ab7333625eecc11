"""The reply's server takes every core only while nothing else computes (shared/core_sharing.py)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from shared import metrics
from shared.core_sharing import CALM_SHARE, CoreChooser, Engines, OthersShare, engine_work

HOLD = """
import sys, time
from pathlib import Path
from shared import metrics
from shared.core_sharing import engine_work
with engine_work("stt", Path(sys.argv[1])):
    print("held", flush=True)
    time.sleep(60)
"""


def test_an_engine_at_work_sends_the_reply_to_its_fewer_threads_and_lets_go_when_done(tmp_path: Path) -> None:
    engines = Engines(tmp_path)
    chooser = CoreChooser(most=2, least=1, engines=engines)
    with engine_work("tts", tmp_path), engine_work("tts", tmp_path):  # two sentences synthesized side by side
        engines.scanned = 0.0  # look for new engines now, not a second later
        assert engines.busy()
        assert [chooser.for_token() for _ in range(3)] == [1, 1, 1]
    assert not engines.busy()


def test_a_crashed_engine_leaves_no_mark_behind(tmp_path: Path) -> None:
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
        engines = Engines(tmp_path)
        assert engines.busy()
        proc.kill()
        proc.wait(timeout=10)
        assert not engines.busy()
    finally:
        proc.kill()


def test_work_goes_on_unmarked_where_no_mark_can_be_made(tmp_path: Path) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    failed = metrics.FALLBACKS.labels("core_sharing", "mark_failed")
    before = failed._value.get()
    with engine_work("stt", blocked / "engines"):
        done = True
    assert done and not Engines(blocked / "engines").busy()
    assert failed._value.get() == before + 1  # counted, not hidden


def test_another_program_computing_keeps_the_reply_on_its_fewer_threads() -> None:
    others = OthersShare()
    spin = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        time.sleep(0.4)
        assert others.now() >= CALM_SHARE  # a whole core's worth, less the ticks' coarseness
    finally:
        spin.kill()
        spin.wait(timeout=10)


def test_a_lock_file_removed_by_a_temp_cleaner_and_made_again_is_still_seen(tmp_path: Path) -> None:
    engines = Engines(tmp_path)
    with engine_work("stt", tmp_path):
        assert engines.busy()
    (tmp_path / "stt.lock").unlink()
    with engine_work("stt", tmp_path):  # the stage makes a new file of the same name
        engines.scanned = 0.0
        assert engines.busy()
