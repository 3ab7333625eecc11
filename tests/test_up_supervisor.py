"""`koe up`'s supervision: the restart delays of a stage that dies, which stages it starts, and how it waits
for the embedded servers. No stage processes and no sleeping: the restart policy runs on a made-up clock."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from koe.cli.up import RESTART_FIRST_S, RESTART_MAX_S, RESTART_RESET_AFTER_S, RestartPolicy, runnable
from shared.embedded import wait_until_up
from shared.stages import STAGES


def crash_loop(policy: RestartPolicy, crashes: int, up_s: float = 1.0, now: float = 1000.0) -> list[float]:
    """Start, die after `up_s`, wait the delay, start again ...: the delays, in order."""
    delays = []
    for _ in range(crashes):
        policy.started(now)
        now += up_s
        delay = policy.next_delay(now)
        delays.append(delay)
        now += delay
    return delays


def test_a_stage_that_keeps_dying_at_start_waits_longer_each_time_up_to_the_cap() -> None:
    assert crash_loop(RestartPolicy(), 7) == [2.0, 4.0, 8.0, 16.0, 30.0, 30.0, 30.0]
    assert RESTART_FIRST_S == 2.0 and RESTART_MAX_S == 30.0


def test_a_stage_that_ran_long_enough_is_restarted_after_the_first_delay_again() -> None:
    policy = RestartPolicy()
    assert crash_loop(policy, 6)[-1] == RESTART_MAX_S
    policy.started(5000.0)
    assert policy.next_delay(5000.0 + RESTART_RESET_AFTER_S + 1) == RESTART_FIRST_S
    # and if it then dies at start again, the delays grow from there
    assert crash_loop(policy, 3, now=6000.0) == [4.0, 8.0, 16.0]


def test_a_stage_that_dies_just_short_of_the_reset_time_still_backs_off() -> None:
    policy = RestartPolicy(first_s=1.0, max_s=10.0, reset_after_s=60.0)
    assert crash_loop(policy, 2, up_s=59.0) == [1.0, 2.0]
    assert crash_loop(policy, 1, up_s=60.0) == [1.0]


def test_every_stage_for_this_machine_is_started_unless_an_extra_is_missing() -> None:
    specs, skipped = runnable(None)
    names = {s.name for s in specs} | {name for name, _ in skipped}
    assert names == set(STAGES)
    assert all("not built" not in why for _, why in skipped)
    assert ("vad", "runs on the device: `koe agent`") in skipped
    assert {"recall", "llm", "tts", "feedback"} <= {s.name for s in specs}  # no extras needed


def test_waiting_for_a_server_that_exited_fails_at_once() -> None:
    proc = subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])
    proc.wait()
    started = time.monotonic()
    with pytest.raises(RuntimeError, match=r"the server exited at start \(code 3\); is it installed\?"):
        wait_until_up(proc, "the server", lambda: False, OSError, 0.05, 30.0, exited_hint="; is it installed?")
    assert time.monotonic() - started < 1.0


def test_waiting_for_a_server_retries_until_it_answers_or_times_out() -> None:
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        answers = iter([OSError("refused"), False, True])

        def probe() -> bool:
            answer = next(answers)
            if isinstance(answer, Exception):
                raise answer
            return answer

        wait_until_up(proc, "the server", probe, OSError, 0.01, 5.0)
        with pytest.raises(RuntimeError, match=r"the server did not answer within 0 s"):
            wait_until_up(proc, "the server", lambda: False, OSError, 0.01, 0.2)
    finally:
        proc.kill()
        proc.wait()
