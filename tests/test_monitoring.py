"""monitoring/: Prometheus' configuration and alerts pass promtool (alerts fire on trouble and stay quiet
otherwise), Prometheus scrapes every stage where shared/stages.py says it serves, and Grafana's dashboard
uses the provisioned datasource and asks only for series koe (or the redis exporter, or Prometheus) has."""

from __future__ import annotations

import importlib
import json
import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
import yaml
from prometheus_client.core import Metric
from prometheus_client.registry import REGISTRY
from redis.backoff import NoBackoff
from redis.retry import Retry

from shared.bus_metrics import GroupCollector
from shared.stages import STAGES

ROOT = Path(__file__).resolve().parents[1]
MONITORING = ROOT / "monitoring"
DASHBOARD = MONITORING / "grafana" / "dashboards" / "koe.json"
SERVER_STAGES = sorted(name for name, spec in STAGES.items() if spec.in_up)
# The redis exporter's series the dashboard and alerts use (oliver006/redis_exporter, exporter/exporter.go),
# and Prometheus' own `up`.
OTHERS = {"up", "redis_up", "redis_memory_used_bytes"}
KEYWORDS = {"and", "or", "unless", "bool", "offset", "by", "without", "on", "ignoring", "group_left", "group_right"}


def promtool(*args: str) -> subprocess.CompletedProcess[str]:
    tool = shutil.which("promtool") or "/usr/bin/promtool"
    if not Path(tool).exists():
        pytest.fail("promtool is missing: scripts/setup.sh installs it (Debian's `prometheus` package)")
    return subprocess.run([tool, *args], cwd=ROOT, capture_output=True, text=True, timeout=60)


def load(path: Path) -> Any:
    return yaml.safe_load(path.read_text())


def alert_rules() -> list[dict[str, Any]]:
    return [rule for group in load(MONITORING / "alerts.yml")["groups"] for rule in group["rules"]]


def panels(dashboard: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for panel in dashboard["panels"]:
        yield panel
        yield from panel.get("panels", [])  # a collapsed row keeps its panels inside it


def metric_names(expr: str) -> set[str]:
    """The series a PromQL expression reads: every name that is not a function, keyword, label or duration."""
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', expr)  # label values
    text = re.sub(r"\{[^}]*\}", " ", text)  # label matchers
    text = re.sub(r"\[[^\]]*\]", " ", text)  # ranges ([5m], [$__rate_interval])
    text = re.sub(r"\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)", " ", text)  # label lists
    names = set()
    for match in re.finditer(r"(?<![\w.$])[A-Za-z_:][A-Za-z0-9_:]*", text):
        if text[match.end() :].lstrip().startswith("(") or match.group() in KEYWORDS:
            continue  # a function or an aggregation, or an operator
        names.add(match.group())
    return names


def sample_names(family: Metric) -> set[str]:
    suffixes = {"counter": ["_total"], "histogram": ["_bucket", "_count", "_sum"], "summary": ["", "_count", "_sum"]}
    return {family.name + s for s in suffixes.get(family.type, [""])}


@pytest.fixture(scope="module")
def exported() -> set[str]:
    """Every series koe's processes serve: the metrics their modules define, and what their collectors
    read from Redis at scrape time (asked of a Redis that is not there: the names come all the same)."""
    for spec in STAGES.values():
        if spec.in_up:
            spec.load()
    importlib.import_module("services.writer.jobs")  # the writer's job workers: batches, rejected operations
    from services.writer.checkpoint_lag import CheckpointLagCollector

    nowhere = redis.Redis(port=1, socket_connect_timeout=0.2, retry=Retry(NoBackoff(), 0))
    families = [
        *REGISTRY.collect(),
        *GroupCollector(nowhere, "g", []).collect(),
        *CheckpointLagCollector(nowhere).collect(),
    ]
    return {name for family in families for name in sample_names(family)}


def test_promtool_accepts_the_config_and_the_rules_it_names() -> None:
    checked = promtool("check", "config", "monitoring/prometheus.yml")
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "1 rule files found" in checked.stdout
    rules = promtool("check", "rules", "monitoring/alerts.yml")
    assert rules.returncode == 0, rules.stdout + rules.stderr


def test_every_alert_fires_on_trouble_and_stays_quiet_when_healthy() -> None:
    tested = promtool("test", "rules", "monitoring/alerts_test.yml")
    assert tested.returncode == 0, tested.stdout + tested.stderr
    cases = [case for test in load(MONITORING / "alerts_test.yml")["tests"] for case in test["alert_rule_test"]]
    for rule in alert_rules():
        name = rule["alert"]
        assert any(c["alertname"] == name and c["exp_alerts"] for c in cases), f"nothing proves {name} fires"
        assert any(c["alertname"] == name and not c["exp_alerts"] for c in cases), f"nothing proves {name} can be quiet"
        assert len(rule["annotations"]["summary"].split()) >= 8, f"{name} says what is wrong in plain words"


def test_prometheus_scrapes_every_stage_where_it_serves() -> None:
    from services.writer.jobs import JOBS_METRICS_PORT

    config = load(MONITORING / "prometheus.yml")
    assert config["rule_files"] == ["alerts.yml"]
    jobs = {
        job["job_name"]: [t for s in job["static_configs"] for t in s["targets"]] for job in config["scrape_configs"]
    }
    for stage in SERVER_STAGES:
        assert jobs[stage] == [f"{stage}:{STAGES[stage].metrics_port}"], stage
    assert jobs["writer-jobs"] == [f"writer:{JOBS_METRICS_PORT}"], "the first job worker of the writer"
    assert jobs["redis"] == ["redis-exporter:9121"]
    compose = load(ROOT / "docker-compose.yml")["services"]
    for targets in jobs.values():
        for target in targets:
            host = target.split(":")[0]
            assert host == "localhost" or host in compose, f"{target}: no such compose service"
    down = next(r for r in alert_rules() if r["alert"] == "KoeStageDown")
    assert set(re.search(r'job=~"([^"]+)"', down["expr"]).group(1).split("|")) == set(jobs) - {"redis", "prometheus"}  # type: ignore[union-attr]


def test_prometheus_finds_the_scale_files_second_workers_in_their_stages_jobs() -> None:
    config = load(MONITORING / "prometheus.yml")
    found = {
        (sd["names"][0], sd["port"]): job["job_name"]
        for job in config["scrape_configs"]
        for sd in job.get("dns_sd_configs", [])
    }
    scale = load(ROOT / "docker-compose.scale.yml")["services"]
    replicas = {name for name in scale if name.endswith("-2")}
    assert replicas and {name for name, _ in found} == replicas, "every second worker is scraped, no other"
    for (name, port), job in found.items():
        stage = name.removesuffix("-2")
        assert job in (stage, f"{stage}-jobs"), "a replica's figures are its stage's job's (up{job=...})"
        assert port in (STAGES[stage].metrics_port, 9417), (name, port)


def test_the_dashboard_uses_the_provisioned_datasource_everywhere() -> None:
    (source,) = load(MONITORING / "grafana/provisioning/datasources/prometheus.yml")["datasources"]
    assert source["url"] == "http://prometheus:9090" and source["type"] == "prometheus"
    dashboard = json.loads(DASHBOARD.read_text())
    ids = [p["id"] for p in panels(dashboard)]
    assert len(ids) == len(set(ids)), "panel ids are unique"
    rows = [p["title"] for p in panels(dashboard) if p["type"] == "row"]
    assert rows == ["Streams", "Turns", "Devices", "Workers", "Writer", "Memory and models"], (
        "the web dashboard's views"
    )
    queried = [p for p in panels(dashboard) if p["type"] not in ("row", "text")]
    assert queried
    for panel in queried:
        assert panel["targets"], panel["title"]
        wanted = {"type": "prometheus", "uid": source["uid"]}
        assert panel["datasource"] == wanted, panel["title"]
        assert all(t["datasource"] == wanted for t in panel["targets"]), panel["title"]
    (provider,) = load(MONITORING / "grafana/provisioning/dashboards/koe.yml")["providers"]
    grafana = load(ROOT / "docker-compose.yml")["services"]["grafana"]
    assert f"./monitoring/grafana/dashboards:{provider['options']['path']}:ro" in grafana["volumes"]


def test_every_series_asked_for_is_one_that_is_served(exported: set[str]) -> None:
    dashboard = json.loads(DASHBOARD.read_text())
    exprs = [(p["title"], t["expr"]) for p in panels(dashboard) for t in p.get("targets", [])]
    exprs += [(r["alert"], r["expr"]) for r in alert_rules()]
    assert metric_names('sum by (le) (rate(koe_a_bucket{x="y"}[5m])) / on (job) up offset 5m') == {"koe_a_bucket", "up"}
    for where, expr in exprs:
        names = metric_names(expr)
        assert names, f"{where}: no series found in {expr!r}"
        unknown = names - exported - OTHERS
        assert not unknown, f"{where} asks for {sorted(unknown)}, which nothing serves"
    asked = set().union(*(metric_names(e) for _, e in exprs))
    for name in ("koe_model_seconds_bucket", "koe_writer_checkpoint_lag_seconds", "koe_recall_deadline_misses_total"):
        assert name in asked, f"{name} is on the dashboard or in an alert"
