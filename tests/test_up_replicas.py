"""`koe up --replicas`: the argument is checked, and each replica gets its own consumer name and metrics
port, none of them another stage's or another replica's (the worker takes its name from KOE_WORKER_NAME)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from koe.cli import up
from koe.cli.replicas import MAX_REPLICAS, REPLICABLE, ReplicasError, expand, parse_replicas
from shared.settings import load_settings
from shared.stages import STAGES


def test_parse_reads_stage_count_pairs() -> None:
    assert parse_replicas("recall=2,llm=2,writer=2") == {"recall": 2, "llm": 2, "writer": 2}
    assert parse_replicas(" recall = 3 , ") == {"recall": 3}
    assert parse_replicas(None) == parse_replicas("") == {}


def test_only_consumer_group_stages_replicate() -> None:
    assert set(REPLICABLE) == {"stt", "recall", "llm", "tts", "writer", "feedback"}
    assert all(STAGES[name].reads for name in REPLICABLE)
    assert parse_replicas("tts=2") == {"tts": 2}  # a reply's sentences are published in order (tts/order.py)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("nosuch=2", "no stage 'nosuch'"),
        ("wyoming=2", "wyoming cannot be replicated"),
        ("vad=2", "vad cannot be replicated"),
        ("recall=0", "must be 1 to 8, not 0"),
        ("recall=-1", "must be 1 to 8, not -1"),
        (f"recall={MAX_REPLICAS + 1}", "must be 1 to 8, not 9"),
        ("recall=two", "whole number, not 'two'"),
        ("recall", "STAGE=COUNT pairs"),
        ("=2", "STAGE=COUNT pairs"),
        ("recall=2,recall=3", "named twice"),
    ],
)
def test_parse_refuses_clearly(text: str, says: str) -> None:
    with pytest.raises(ReplicasError, match=says):
        parse_replicas(text)


def test_koe_up_refuses_a_bad_argument_before_starting_anything(capsys: pytest.CaptureFixture[str]) -> None:
    assert up.run(argparse.Namespace(replicas="recall=9", stages=None, logs=False, no_dash=True)) == 2
    assert "recall's count must be 1 to 8" in capsys.readouterr().err


def test_expand_names_consumers_and_ports() -> None:
    specs = [STAGES[n] for n in ("stt", "recall", "llm", "tts", "writer", "feedback")]
    workers = expand(specs, {"recall": 2, "llm": 2, "writer": 2}, None, host="box")
    assert [(w.name, w.stage, w.consumer, w.metrics_port) for w in workers] == [
        ("stt", "stt", None, 9411),  # not replicated: as before (host-pid, the stage's port)
        ("recall-r1", "recall", "box-r1", 9412),
        ("recall-r2", "recall", "box-r2", 9512),
        ("llm-r1", "llm", "box-r1", 9413),
        ("llm-r2", "llm", "box-r2", 9513),
        ("tts", "tts", None, 9414),
        ("writer-r1", "writer", "box-r1", 9415),
        ("writer-r2", "writer", "box-r2", 9515),
        ("feedback", "feedback", None, 9416),
    ]
    assert workers[0].env() == {}
    assert workers[2].env() == {"KOE_WORKER_NAME": "box-r2", "KOE_METRICS_PORT": "9512"}


def test_no_port_is_taken_twice_at_the_most_replicas() -> None:
    specs = [s for s in STAGES.values() if s.in_up]
    workers = expand(specs, dict.fromkeys(REPLICABLE, MAX_REPLICAS), None, host="box")
    ports = [w.metrics_port for w in workers]
    assert len(ports) == len(set(ports))
    stage_ports = {s.metrics_port for s in STAGES.values()}
    assert not stage_ports & {w.metrics_port for w in workers if w.name.endswith(("-r2", "-r8"))}
    assert not {9400, 10800} & set(ports), "the dashboard's and Wyoming's ports stay free"
    for stage in REPLICABLE:
        consumers = [w.consumer for w in workers if w.stage == stage]
        assert len(consumers) == MAX_REPLICAS == len(set(consumers)), f"one consumer name per {stage} replica"


def test_metrics_off_stays_off_and_a_set_port_is_the_base() -> None:
    off = expand([STAGES["recall"]], {"recall": 2}, 0, host="box")
    assert [w.metrics_port for w in off] == [0, 0]
    based = expand([STAGES["recall"]], {"recall": 3}, 7000, host="box")
    assert [w.metrics_port for w in based] == [7000, 7100, 7200]


def test_the_worker_takes_its_consumer_name_from_the_setting(tmp_path: Path) -> None:
    from shared.worker import Worker

    settings = load_settings(data_dir=tmp_path, worker_name="box-r2", redis_url="redis://127.0.0.1:6379/0")
    assert Worker(settings).name == "box-r2"
    unnamed = load_settings(data_dir=tmp_path, redis_url="redis://127.0.0.1:6379/0")
    assert Worker(unnamed).name.rsplit("-", 1)[1].isdigit(), "unset: <host>-<pid>, as before"


def test_a_consumer_name_with_odd_characters_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="KOE_WORKER_NAME"):
        load_settings(data_dir=tmp_path, worker_name="box r1")
