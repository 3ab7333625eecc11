"""What `docker compose up` on the GPU box starts: every server-side stage, wired to a locked Redis and vLLM."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from shared.stages import STAGES

ROOT = Path(__file__).resolve().parents[1]
SERVER_STAGES = sorted(name for name, spec in STAGES.items() if spec.in_up)


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def test_every_server_stage_is_a_service_built_from_its_own_folder(compose: dict[str, Any]) -> None:
    services = compose["services"]
    assert "vad" not in services, "the agent runs on the Pi, not on the box"
    for stage in SERVER_STAGES:
        service = services[stage]
        dockerfile = ROOT / service["build"]["dockerfile"]
        assert dockerfile.parent == ROOT / "services" / stage and dockerfile.exists()
        text = dockerfile.read_text()
        assert f'CMD ["koe", "worker", "{stage}"]' in text
        for package in ("shared", "services", "koe"):  # the `koe` command lives in koe/
            assert f"COPY {package} ./{package}" in text, f"{dockerfile} misses {package}/"
        port = STAGES[stage].metrics_port
        assert service["expose"] == [str(port)], "Prometheus scrapes each stage on its own port"
        assert "ports" not in service, "metrics stay on compose's network, never the LAN"
        assert service["environment"]["KOE_METRICS_HOST"] == "0.0.0.0"


def test_redis_keeps_its_data_and_asks_for_a_password(compose: dict[str, Any]) -> None:
    redis = compose["services"]["redis"]
    command = " ".join(redis["command"])
    assert "--appendonly yes" in command, "the turn stream is the source of truth"
    assert "--requirepass ${KOE_REDIS_PASSWORD:?" in command, "open to the LAN: no password, no start"
    assert "redis-cli ping" in " ".join(redis["healthcheck"]["test"])


def test_every_stage_waits_for_what_it_talks_to(compose: dict[str, Any]) -> None:
    for stage in SERVER_STAGES:
        service = compose["services"][stage]
        env = service["environment"]
        own = f"redis://koe-stage-{stage}:${{KOE_REDIS_PASSWORD_{stage.upper()}:?"
        assert env["KOE_REDIS_URL"].startswith(own) and "@redis:6379/" in env["KOE_REDIS_URL"], "its own user"
        assert service["depends_on"]["redis"] == {"condition": "service_healthy"}
    for stage in ("llm", "writer"):  # the two that call the model
        assert compose["services"][stage]["depends_on"]["vllm"] == {"condition": "service_healthy"}
    assert "ports" not in compose["services"]["vllm"], "vLLM is for koe's stages only, not the LAN"


def test_compose_is_ready_for_real_use(compose: dict[str, Any]) -> None:
    services = compose["services"]
    one_shot = services.pop("redis-users")
    assert one_shot["command"][:3] == ["koe", "acl", "sync"] and one_shot["restart"] == "no"
    assert services["redis"]["depends_on"]["redis-users"] == {"condition": "service_completed_successfully"}
    assert set(one_shot["environment"]) == {
        "KOE_REDIS_PASSWORD",
        *(f"KOE_REDIS_PASSWORD_{s.upper()}" for s in SERVER_STAGES),
    }
    for name, service in services.items():
        assert service.get("restart") == "unless-stopped", f"{name} comes back after a crash or a reboot"
        assert service.get("healthcheck", {}).get("test"), f"{name} has a healthcheck"
        if "image" in service:
            tag = service["image"].rsplit(":", 1)[-1]
            assert tag != "latest" and any(c.isdigit() for c in tag), f"{name}'s image is pinned: {service['image']}"
    published = {name: service["ports"] for name, service in services.items() if service.get("ports")}
    assert published == {"redis": ["6380:6380"]}, "only Redis' TLS port is reachable from the LAN"
    command = " ".join(services["redis"]["command"])
    for arg in ("--tls-port 6380", "--tls-cert-file /certs/box.pem", "--tls-key-file /certs/box-key.pem"):
        assert arg in command
    assert any(v.endswith(":/certs:ro") for v in services["redis"]["volumes"]), "the certificates, read-only"
    assert "--aclfile /data/users.acl" in command, "device users outlive a restart"
    example = (ROOT / ".env.example").read_text()
    for stage in SERVER_STAGES:
        assert f"KOE_REDIS_PASSWORD_{stage.upper()}=" in example


def test_docker_compose_parses_it(tmp_path: Path) -> None:
    """The Docker CLI's own parser (Debian's docker-compose, installed by scripts/setup.sh)."""
    import shutil
    import subprocess

    tool = shutil.which("docker-compose")
    assert tool, "docker-compose is installed by scripts/setup.sh (Debian's package)"
    passwords = {"KOE_REDIS_PASSWORD": "test-password"} | {f"KOE_REDIS_PASSWORD_{s.upper()}": s for s in SERVER_STAGES}
    env = {"PATH": "/usr/bin:/bin", **passwords}
    out = subprocess.run(
        [tool, "-f", str(ROOT / "docker-compose.yml"), "config"], env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    parsed = yaml.safe_load(out.stdout)
    assert "127.0.0.1:9413/metrics" in parsed["services"]["llm"]["healthcheck"]["test"][-1]
    missing = subprocess.run(
        [tool, "-f", str(ROOT / "docker-compose.yml"), "config"],
        env={"PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert missing.returncode != 0 and "set KOE_REDIS_PASSWORD in .env" in missing.stderr
