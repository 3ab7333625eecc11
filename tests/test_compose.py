"""What `docker compose up` on the GPU box starts: every server-side stage, wired to a locked Redis and vLLM,
and the dashboard; and what `--profile monitoring` adds: Prometheus, the redis exporter and Grafana."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from shared import streams
from shared.stages import STAGES

ROOT = Path(__file__).resolve().parents[1]
SERVER_STAGES = sorted(name for name, spec in STAGES.items() if spec.in_up)
MONITORING = ("prometheus", "redis-exporter", "grafana")
# What `docker-compose config` needs besides the Redis passwords (test_docker_compose_parses_it).
MORE_SETTINGS = {"KOE_DASH_TOKEN": "a-long-random-test-token", "KOE_GRAFANA_PASSWORD": "grafana-test-password"}


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
        if stage == "wyoming":  # Home Assistant's port, this machine's unless the household says otherwise
            assert service["ports"] == ["${KOE_WYOMING_PUBLISH:-127.0.0.1}:10800:10800"]
        else:
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
    local = ("127.0.0.1:", "${KOE_WYOMING_PUBLISH:-127.0.0.1}:")
    on_lan = {name: ports for name, ports in published.items() if not any(p.startswith(local) for p in ports)}
    assert on_lan == {"redis": ["6380:6380"], "dash": ["9400:9400"], "grafana": ["3000:3000"]}, (
        "the LAN reaches Redis' TLS port, the dashboard and (monitoring only) Grafana, each behind a password"
    )
    assert published["prometheus"] == ["127.0.0.1:9090:9090"], "Prometheus has no login: this machine only"
    default = {name for name, service in services.items() if "profiles" not in service}
    assert default.isdisjoint(MONITORING) and "dash" in default, "monitoring only when asked for"
    command = " ".join(services["redis"]["command"])
    for arg in ("--tls-port 6380", "--tls-cert-file /certs/box.pem", "--tls-key-file /certs/box-key.pem"):
        assert arg in command
    assert any(v.endswith(":/certs:ro") for v in services["redis"]["volumes"]), "the certificates, read-only"
    assert "--aclfile /data/users.acl" in command, "device users outlive a restart"
    example = (ROOT / ".env.example").read_text()
    for stage in SERVER_STAGES:
        assert f"KOE_REDIS_PASSWORD_{stage.upper()}=" in example
    for setting in MORE_SETTINGS:
        assert f"\n{setting}=" in example


def test_the_dashboard_runs_from_the_recall_image_as_the_admin_behind_its_token(compose: dict[str, Any]) -> None:
    dash = compose["services"]["dash"]
    assert dash["build"]["dockerfile"] == "services/recall/Dockerfile", "the memory store and its embedder"
    assert '".[embeddings,dash,postgres]"' in (ROOT / "services/recall/Dockerfile").read_text(), "the dash extra"
    assert dash["command"] == ["koe", "dash", "--host", "0.0.0.0", "--port", "9400"]
    env = dash["environment"]
    assert env["KOE_REDIS_URL"].startswith("redis://:${KOE_REDIS_PASSWORD:?") and "@redis:6379/" in env["KOE_REDIS_URL"]
    assert env["KOE_DASH_TOKEN"].startswith("${KOE_DASH_TOKEN:?"), "on the LAN: no token, no start"
    assert env["KOE_DATA_DIR"] == "/data" and "koe-data:/data" in dash["volumes"], "the stages' memory store"
    assert dash["ports"] == ["9400:9400"] and "profiles" not in dash
    assert "127.0.0.1:9400/healthz" in dash["healthcheck"]["test"][-1]
    assert dash["depends_on"]["redis"] == {"condition": "service_healthy"}


def test_monitoring_scrapes_the_stages_and_reads_its_files_read_only(compose: dict[str, Any]) -> None:
    services = compose["services"]
    for name in MONITORING:
        assert services[name]["profiles"] == ["monitoring"], name
    prometheus = services["prometheus"]
    for name in ("prometheus.yml", "alerts.yml"):
        assert f"./monitoring/{name}:/etc/prometheus/{name}:ro" in prometheus["volumes"]
        assert (ROOT / "monitoring" / name).exists()
    assert "--config.file=/etc/prometheus/prometheus.yml" in prometheus["command"]

    exporter = services["redis-exporter"]
    assert exporter["environment"]["REDIS_ADDR"] == "redis://redis:6379"
    assert exporter["environment"]["REDIS_PASSWORD"].startswith("${KOE_REDIS_PASSWORD:?")
    args = dict(arg.lstrip("-").split("=", 1) for arg in exporter["command"])
    watched = set(args["check-single-streams"].split(",")) | set(args["check-streams"].split(","))
    for stream in [*streams.ALL_STREAMS, streams.AUDIO_OUT]:
        assert (f"{stream.key}:*" if stream.per_device else stream.key) in watched, stream.key
    assert "ports" not in exporter, "its page is for Prometheus"

    grafana = services["grafana"]
    assert grafana["environment"]["GF_SECURITY_ADMIN_PASSWORD"] == "${KOE_GRAFANA_PASSWORD:-}"
    assert "set KOE_GRAFANA_PASSWORD" in " ".join(grafana["entrypoint"]), "no password, no start"
    assert grafana["environment"]["GF_AUTH_ANONYMOUS_ENABLED"] == "false"
    for folder in ("provisioning", "dashboards"):
        assert any(v.startswith(f"./monitoring/grafana/{folder}:") and v.endswith(":ro") for v in grafana["volumes"])


def test_docker_compose_parses_it(tmp_path: Path) -> None:
    """The Docker CLI's own parser (Debian's docker-compose, installed by scripts/setup.sh)."""
    import shutil
    import subprocess

    tool = shutil.which("docker-compose")
    assert tool, "docker-compose is installed by scripts/setup.sh (Debian's package)"
    passwords = {"KOE_REDIS_PASSWORD": "test-password"} | {f"KOE_REDIS_PASSWORD_{s.upper()}": s for s in SERVER_STAGES}
    env = {"PATH": "/usr/bin:/bin", **passwords, **MORE_SETTINGS}
    out = subprocess.run(
        [tool, "-f", str(ROOT / "docker-compose.yml"), "--profile", "monitoring", "config"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    parsed = yaml.safe_load(out.stdout)
    assert "127.0.0.1:9413/metrics" in parsed["services"]["llm"]["healthcheck"]["test"][-1]
    assert parsed["services"]["dash"]["environment"]["KOE_DASH_TOKEN"] == MORE_SETTINGS["KOE_DASH_TOKEN"]
    assert parsed["services"]["grafana"]["environment"]["GF_SECURITY_ADMIN_PASSWORD"] == "grafana-test-password"
    # Grafana's password is not compose's to require: without it the default stack still starts.
    no_grafana = {k: v for k, v in env.items() if k != "KOE_GRAFANA_PASSWORD"}
    default = subprocess.run(
        [tool, "-f", str(ROOT / "docker-compose.yml"), "config"],
        env=no_grafana,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert default.returncode == 0, default.stderr
    no_token = {k: v for k, v in env.items() if k != "KOE_DASH_TOKEN"}
    refused = subprocess.run(
        [tool, "-f", str(ROOT / "docker-compose.yml"), "config"],
        env=no_token,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert refused.returncode != 0 and "set KOE_DASH_TOKEN in .env" in refused.stderr
    missing = subprocess.run(
        [tool, "-f", str(ROOT / "docker-compose.yml"), "config"],
        env={"PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert missing.returncode != 0 and "set KOE_REDIS_PASSWORD in .env" in missing.stderr


SCALED = ("recall", "llm", "tts", "writer")  # tts-2 too: a reply's sentences published in order (services/tts/order.py)
ON_THE_STORE = ("recall", "writer", "feedback", "stt", "dash")  # the services that open the memory store


def test_the_scale_file_adds_second_replicas_and_postgresql(tmp_path: Path) -> None:
    """docker-compose.scale.yml over the default file: a second worker of each busy stage (a service of its
    own, with its own DNS name) and the memory store on PostgreSQL; the default file alone stays the
    household's SQLite stack."""
    import shutil
    import subprocess

    tool = shutil.which("docker-compose")
    assert tool, "docker-compose is installed by scripts/setup.sh (Debian's package)"
    passwords = {"KOE_REDIS_PASSWORD": "test-password"} | {f"KOE_REDIS_PASSWORD_{s.upper()}": s for s in SERVER_STAGES}
    env = {"PATH": "/usr/bin:/bin", **passwords, **MORE_SETTINGS, "KOE_PG_PASSWORD": "pg-test-password"}
    files = ["-f", str(ROOT / "docker-compose.yml"), "-f", str(ROOT / "docker-compose.scale.yml")]
    out = subprocess.run([tool, *files, "config"], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    services = yaml.safe_load(out.stdout)["services"]
    base = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    assert "postgres" not in base and not any(s.get("environment", {}).get("KOE_MEMORY_URL") for s in base.values())

    pg = services["postgres"]
    assert pg["image"].startswith("postgres:15.") and pg["environment"]["POSTGRES_DB"] == "koe"
    assert any(str(v).startswith("pg-data:/var/lib/postgresql/data") for v in pg["volumes"]), "kept on a volume"
    assert "pg_isready" in " ".join(pg["healthcheck"]["test"]) and "ports" not in pg, "compose's network only"
    url = "postgresql://koe:pg-test-password@postgres:5432/koe"
    for name in SCALED:
        first, second = services[name], services[f"{name}-2"]
        assert second["build"] == first["build"], f"{name}-2 runs {name}'s image"
        assert second["environment"]["KOE_REDIS_URL"] == first["environment"]["KOE_REDIS_URL"], "the stage's user"
        assert second["expose"] == first["expose"] == [str(STAGES[name].metrics_port)]
        assert second["healthcheck"]["test"] == first["healthcheck"]["test"]
        assert second["restart"] == "unless-stopped" and "ports" not in second
        assert second.get("deploy") == first.get("deploy"), "the same GPU reservation"
        for key in ("KOE_METRICS_HOST", "KOE_DATA_DIR", "KOE_LLM_URL"):
            assert second["environment"][key] == first["environment"][key], (name, key)
    for name in (*ON_THE_STORE, "recall-2", "writer-2"):
        assert services[name]["environment"]["KOE_MEMORY_URL"] == url, name
        assert services[name]["environment"]["KOE_HOUSEHOLD"] == "household", name
        assert services[name]["depends_on"]["postgres"] == {"condition": "service_healthy"}, name
        assert services[name]["depends_on"]["redis"] == {"condition": "service_healthy"}, name
    for name in ("writer", "writer-2"):
        assert services[name]["depends_on"]["vllm"] == {"condition": "service_healthy"}

    no_password = {k: v for k, v in env.items() if k != "KOE_PG_PASSWORD"}
    refused = subprocess.run([tool, *files, "config"], env=no_password, capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0 and "set KOE_PG_PASSWORD in .env" in refused.stderr
