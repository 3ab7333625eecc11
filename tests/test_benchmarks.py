"""Every benchmark runs by one command and prints its figures (tiny sizes here: the code, not the numbers).

The figures are parsed and checked for what they mean (counts are what was asked for, percentiles are
ordered, shares are shares, a verdict agrees with its figure), not for a word in the output; the speed
targets themselves are left to the benchmark runs on their own box.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import psycopg
import pytest
from pg_fixtures import PG_URL

from tests.helpers import koe, koe_env

pytestmark = pytest.mark.slow


NUMBER = r"(\d+(?:\.\d+)?)"


def figures(pattern: str, text: str) -> tuple[str, ...]:
    found = re.search(pattern, text, flags=re.M)
    assert found, f"no line matching {pattern!r} in:\n{text}"
    return found.groups()


def assert_verdict(verdict: str, meets: bool, at_the_rounding: bool) -> None:
    """The verdict agrees with the printed figure (either goes when the figure rounds to the target)."""
    assert at_the_rounding or verdict == ("meets" if meets else "MISSES"), verdict


def test_bench_bus_prints_its_percentiles(tmp_path: Path) -> None:
    out = koe(["bench", "bus", "--entries", "200", "--rate", "1000"], koe_env(None, tmp_path))
    assert out.returncode == 0, out.stderr
    n, rate = figures(r"^koe bench bus: (\d+) entries at (\d+)/s", out.stdout)
    assert (int(n), int(rate)) == (200, 1000), "every entry sent was handled and timed"
    hop = r"^\| publish -> handled \(parse, handler, ack\)"
    p50, p99, top = map(float, figures(rf"{hop} \| {NUMBER} \| {NUMBER} \| {NUMBER} \|$", out.stdout))
    assert 0 < p50 <= p99 <= top, (p50, p99, top)
    said, verdict, target = figures(rf"^p99 {NUMBER} ms (meets|MISSES) the target of {NUMBER} ms per hop$", out.stdout)
    assert float(said) == p99
    assert_verdict(verdict, p99 < float(target), abs(p99 - float(target)) <= 0.0005)


def test_bench_recall_times_the_store_and_the_worker(tmp_path: Path) -> None:
    out = koe(
        ["bench", "recall", "--sizes", "500", "--queries", "50", "--turns", "10", "--worker-memories", "300", "--json"],
        koe_env(None, tmp_path),
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert [r["mode"] for r in report["search"]] == ["bm25", "search", "hybrid"], "koe's setup installs the embedder"
    for search in report["search"]:
        assert (search["memories"], search["queries"]) == (500, 50)
        assert 0 < search["p50_ms"] <= search["p99_ms"] <= search["max_ms"], search
        # the two clocks tick apart by a few microseconds, and both are rounded to 0.01 ms
        assert 0 <= search["cpu_p99_ms"] <= search["max_ms"] + 0.05 and search["load_s"] >= 0, search
        assert 0 < search["with_hits"] <= 1, "household questions find household memories"
    embedder = report["embedder"]
    assert 0 < embedder["query_p50_ms"] <= embedder["query_p99_ms"] and embedder["rss_mb"] > 0, embedder

    budget = 250  # the benchmark's default --budget-ms
    devices = {
        "healthy store": 1,
        f"slow store (+{budget * 2} ms a search)": 1,
        "slow preload and search": 1,
        "slow store, 3 devices at once": 3,
        "dead store": 1,
        "hybrid store": 1,
        f"slow embedder (+{budget * 2} ms a query)": 1,
    }
    assert [w["store"] for w in report["worker"]] == list(devices)
    for w in report["worker"]:
        sources = w["sources"]
        assert w["turns"] == 10 * devices[w["store"]], w
        assert sum(sources.values()) == w["turns"] and not sources.get("missing"), f"every turn got a context: {w}"
        assert 0 <= w["cache_share"] <= 1, w
        assert w["cache_share"] == round((sources.get("cache", 0) + sources.get("search+cache", 0)) / w["turns"], 3)
        assert 0 <= w["p50_ms"] <= w["worst_ms"], w
        assert w["within_budget_10ms"] == (w["worst_ms"] <= budget + 10), w
        # The deadline itself, with room for a busy test machine (the bench's own target is budget + 10 ms).
        assert w["worst_ms"] <= budget + 100, w
        assert w["worst_recall_ms"] <= budget + 100, w
        searched = sources.get("search", 0) + sources.get("search+cache", 0)
        if "slow" in w["store"] and "embedder" not in w["store"]:  # a search slower than the budget: the cache
            assert not searched and w["cache_share"] > 0, w
        elif "dead" not in w["store"]:  # healthy, hybrid, and a slow embedder (BM25 answers alone, in time)
            assert searched > 0, w
    dead = next(w for w in report["worker"] if w["store"] == "dead store")
    assert dead["sources"] == {"none": 10, "missing": 0}, "a dead store gives empty contexts, on time"


def test_bench_recall_on_postgresql_keeps_households_apart(tmp_path: Path) -> None:
    out = koe(
        ["bench", "recall", "--store", PG_URL, "--households", "2", "--sizes", "50", "--queries", "20", "--json"],
        koe_env(None, tmp_path),
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert (report["store"], report["households"]) == ("postgresql", 2)
    assert [r["mode"] for r in report["search"]] == ["text", "search"], "koe's setup installs the embedder"
    for search in report["search"]:
        assert (search["households"], search["memories"], search["queries"]) == (2, 50, 20), search
        assert 0 < search["p50_ms"] <= search["p95_ms"] <= search["p99_ms"] <= search["max_ms"], search
        assert 0 <= search["cpu_p99_ms"] <= search["max_ms"] + 0.05, search
        assert 0 < search["with_hits"] <= 1, "household questions find household memories"
        assert search["cross_household"] == 0, "no search returned another household's memory"
    vectors = report["vectors"]
    # every memory's text, and the stores' own warm-up text, got its vector once and was then reused
    assert vectors["embedded"] > 0 and vectors["embedded"] + vectors["reused"] >= 2 * 50, vectors
    with psycopg.connect(PG_URL) as conn:
        left = conn.execute("SELECT count(*) FROM pg_namespace WHERE nspname = ANY(%s)", (report["schemas"],))
        assert len(report["schemas"]) == 1 and left.fetchone() == (0,), "the bench drops its schema"


def test_bench_load_keeps_households_apart_and_loses_nothing_when_replicas_die(tmp_path: Path) -> None:
    small = ["--households", "2", "--turns", "4", "--memories", "30", "--think-s", "0.3", "--writer-wait-s", "30"]
    out = koe(
        ["bench", "load", "--store", PG_URL, *small, "--replicas", "2", "--kill", "--json"],
        koe_env(None, tmp_path),
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["model_server"].startswith("koe-bench-token-server"), "the stand-in is named as such"
    (run,) = report["phases"]
    assert run["killed"] == ["recall", "llm", "writer", "feedback"], "one replica of each stage died half way"
    assert (run["turns"], run["answered"], run["lost"], run["records_missing"]) == (8, 8, 0, 0), run
    assert run["records_doubled"] == run["memories_doubled"] == 0, "nothing recorded or stored twice"
    assert run["served_other_household"] == run["facts_in_other_household"] == 0, "households apart"
    assert run["memories_added"] >= 2 and run["writer_not_reached"] == 0, "the writer kept up, killed or not"
    assert 0 < run["recall_p50_ms"] <= run["recall_p99_ms"] and run["postgres_cpu"] is not None, run


def test_bench_recall_refuses_households_without_postgresql(tmp_path: Path) -> None:
    out = koe(["bench", "recall", "--households", "3", "--skip-worker"], koe_env(None, tmp_path))
    assert out.returncode != 0 and "--households needs --store" in out.stderr, out.stderr


@pytest.mark.parametrize("store", ["sqlite", PG_URL], ids=["sqlite", "postgresql"])
def test_bench_retrieval_scores_a_locomo_shaped_file(tmp_path: Path, store: str) -> None:
    data = [
        {
            "conversation": {"session_1_date_time": "1:56 pm on 8 May, 2023"},
            "observation": {
                "session_1_observation": {
                    "Ana": [["Ana adopted a dog named Biscuit.", "D1:1"], ["Ana works as a nurse at night.", "D1:2"]],
                    "Ben": [["Ben is learning to play the violin.", "D1:3"]],
                }
            },
            "qa": [
                {
                    "question": "What is the name of Ana's dog?",
                    "answer": "Biscuit",
                    "evidence": ["D1:1"],
                    "category": 4,
                },
                {
                    "question": "Which instrument is Ben learning?",
                    "answer": "violin",
                    "evidence": ["D1:3"],
                    "category": 4,
                },
                {"question": "Adversarial", "evidence": ["D1:2"], "category": 5},
            ],
        }
    ]
    path = tmp_path / "locomo.json"
    path.write_text(json.dumps(data))
    out = koe(["bench", "retrieval", "--locomo", str(path), "--store", store, "--json"], koe_env(None, tmp_path))
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout.strip().splitlines()[-1])
    assert report["modes"] == ["bm25", "hybrid"] and not report["skipped"], "koe's setup installs the embedder"
    assert report["store"] == ("sqlite" if store == "sqlite" else "postgresql")
    locomo, para = report["locomo"], report["paraphrase"]
    assert locomo["questions"] == 2, "category 5 (adversarial) is left out"
    assert locomo["ceiling"] == 1.0, "every evidence id is some observation's source"
    assert para["questions"] >= 60 and para["memories"] > para["distractors"] > 0, para
    for mode in report["modes"]:
        lo, pa = locomo["modes"][mode], para["modes"][mode]
        assert lo["recall@5"] == lo["recall@10"] == lo["recall@20"] == 1.0, "both questions find their evidence"
        assert lo["to_ceiling@10"] == 0.0, lo
        assert 0 <= pa["recall@1"] <= pa["recall@5"] <= pa["recall@10"] <= 1, pa
        for row in (lo, pa):
            assert 0 <= row["search_ms_p50"] <= row["search_ms_p99"] and row["load_s"] >= 0, row

    if store != "sqlite":
        return
    # The printed tables: one markdown row per mode.
    out = koe(["bench", "retrieval", "--locomo", str(path), "--mode", "bm25"], koe_env(None, tmp_path))
    assert out.returncode == 0, out.stderr
    recalls = figures(rf"^\| bm25 \| {NUMBER} \| {NUMBER} \| {NUMBER} \| {NUMBER} \| {NUMBER} \|", out.stdout)
    assert [float(r) for r in recalls[:3]] == [1.0, 1.0, 1.0], out.stdout
    six = r" \| ".join([NUMBER] * 6)
    para_row = figures(rf"^\| bm25 \| {six} \|$", out.stdout)  # recall@1/5/10, p50, p99, load
    assert float(para_row[0]) <= float(para_row[1]) <= float(para_row[2]) <= 1, out.stdout
    assert "| hybrid |" not in out.stdout, "--mode bm25 measures BM25 alone"


def test_bench_writer_reports_turns_per_second(tmp_path: Path) -> None:
    out = koe(
        ["bench", "writer", "--sessions", "2", "--turns", "10", "--batch", "5", "--single", "1"],
        koe_env(None, tmp_path),
        timeout=300,
    )
    assert out.returncode == 0, out.stderr
    (calls,) = figures(r"instant model \((\d+) calls\), batches of 5 turns$", out.stdout)
    lags = rf"{NUMBER} \| {NUMBER} \| {NUMBER} \|$"  # p50, p99, max
    turns, batches, rate, *burst_lag = map(
        float, figures(rf"^\| burst \(2 sessions x 10 turns\) \| (\d+) \| (\d+) \| {NUMBER} \| {lags}", out.stdout)
    )
    single_turns, single_batches, *single_lag = map(
        float, figures(rf"^\| one session at a time \| (\d+) \| (\d+) \| - \| {lags}", out.stdout)
    )
    assert (turns, batches) == (20, 4), "two sessions of ten turns in batches of five"
    assert (single_turns, single_batches) == (5, 1)
    assert int(calls) == 4 + 1, "one model call per batch, none repeated"
    for lag in (burst_lag, single_lag):
        assert 0 <= lag[0] <= lag[1] <= lag[2], lag
    said, verdict = figures(rf"^{NUMBER} turns/s (meets|MISSES) the target of 200 turns/s$", out.stdout)
    assert rate > 0 and float(said) == rate
    assert_verdict(verdict, rate >= 200, abs(rate - 200) <= 0.5)


FIRST_KINDS = ("stated", "asked", "assistant", "correction", "world", "small_talk", "injection", "forget")


@pytest.mark.timeout(1560)  # 2,320 conversations: about 8 minutes alone on two cores, more when the box is shared
def test_bench_writer_quality_with_a_junk_model_keeps_only_what_people_said(tmp_path: Path) -> None:
    out = koe(["bench", "writer", "--quality", "--model", "scripted"], koe_env(None, tmp_path), timeout=1500)
    # 1 when a kind misses on its own (in 2026-12: assistant, 1 of 2 facts); the whole is checked below
    assert out.returncode in (0, 1), out.stdout + out.stderr

    def row(name: str) -> str:
        return next(line for line in out.stdout.splitlines() if line.startswith(f"| {name}")).split("|")[2].strip()

    assert (row("junk stored"), row("changed by a question"), row("back after rebuild")) == ("0", "0", "0")
    kept, total = (int(n) for n in row("stated facts kept").split(" ")[0].split("/"))
    assert kept >= 0.85 * total and total >= 100, row("stated facts kept")
    p50, p95, _ = (float(n) for n in row("claim parse ms").split(" / "))
    assert 0 < p50 <= p95 <= 50
    kinds = ("hypothetical", "negation", "opinion", "joke", "story", "quoted", "code", "forget_later")
    kinds += ("fact_in_question", "two_facts", "long_ramble")
    verdicts = {}
    for kind in (*kinds, *FIRST_KINDS):  # no junk in any kind; whether it meets the facts target is reported
        cases, junk, met = re.fullmatch(r"\d+/(\d+), (\d+), .*\((met|\*\*not met\*\*)\)", row(kind)).groups()
        assert junk == "0" and (int(cases) >= 5 or kind not in kinds), (kind, row(kind))
        verdicts[kind] = met == "met"
    assert out.returncode == (0 if all(verdicts.values()) else 1), verdicts


@pytest.mark.timeout(900)  # about 6 minutes on two cores: the writer's batches now parse their turns first
def test_bench_contention_times_turns_idle_and_while_the_writer_mines(tmp_path: Path) -> None:
    out = koe(["bench", "contention", "--turns", "2"], koe_env(None, tmp_path), timeout=1200)
    assert out.returncode in (0, 1), out.stdout + out.stderr  # 1: the target missed, said in the output
    row = r" \| ".join([rf"{NUMBER} ms"] * 7) + r" \| (\d+) \|$"
    rows = {
        name: figures(rf"^\| {re.escape(name)} \| " + row, out.stdout)
        for name in ("idle", "writer busy", "writer reading its prompt", "writer busy + stt")
    }
    for token50, token95, first50, first95, whole50, whole95, top, fallbacks in rows.values():
        assert 0 < float(token50) <= float(token95) and fallbacks == "0", rows
        assert float(token50) <= float(first50) <= float(first95), rows  # the first token comes before its sentence
        assert float(first50) <= float(whole50) <= float(whole95) <= float(top), rows  # the reply ends after it
    for name in ("writer busy", "writer reading its prompt", "writer busy + stt"):
        token, first, whole = figures(
            rf"^{re.escape(name)} / idle p95: first token {NUMBER}, first sentence {NUMBER}, whole reply {NUMBER}$",
            out.stdout,
        )
        for ratio, col in ((token, 1), (first, 3), (whole, 5)):  # the table's ms are rounded: allow for it
            a, b = float(rows[name][col]), float(rows["idle"][col])
            assert abs(float(ratio) - a / b) <= 0.005 + 0.5 * (1 + a / b) / b, (name, ratio, a, b)
    assert "the writer on a server of its own" in out.stdout, "koe up's embedded default: the writer's own server"
    assert re.search(r"threads \d+ cores?: llm \d+, stt \d+, embed \d+", out.stdout), "the thread split is shown"


def test_bench_turn_compares_the_end_of_turn_rules(tmp_path: Path) -> None:
    out = koe(["bench", "turn", "--json"], koe_env(None, tmp_path), timeout=300)
    assert out.returncode == 0, out.stderr
    f = json.loads(out.stdout)
    assert f["finished_utterances"] >= 10 and f["paused_utterances"] >= 10
    silence, smart, *on_reply = f["rules"]
    assert [r["rule"] for r in on_reply] == [
        f"smart turn, ends on a reply ready {ms} ms after the pause" for ms in (300, 600)
    ], "the box's answer ends the turn (KOE_TURN_ENDS_ON_REPLY)"
    assert on_reply[1]["false_cut_offs"] <= smart["false_cut_offs"], "waiting for a reply cuts no more people off"
    assert silence["rule"].startswith("silence") and silence["judge_ms_p50"] is None
    for rule in (silence, smart, *on_reply):
        assert 0 <= rule["false_cut_offs"] <= f["paused_utterances"]
        assert rule["false_cut_off_share"] == round(rule["false_cut_offs"] / f["paused_utterances"], 3)
        assert 0 < rule["wait_ms_p50"] <= rule["wait_ms_p95"]
    assert smart["judge_ms_p50"] > 0, "Smart Turn was asked"


def test_bench_voice_prints_one_json_object_with_the_pipeline_figures(tmp_path: Path) -> None:
    args = ["bench", "voice", "--utterances", "3", "--paused", "1", "--people", "--baseline", "sequential", "--json"]
    out = koe(args, koe_env(None, tmp_path), timeout=600)
    assert out.returncode == 0, out.stderr
    f = json.loads(out.stdout)  # only the JSON object on stdout; the readable report went to stderr
    assert "end of speech -> first reply audio played" in out.stderr
    p = f["pipeline"]
    assert (p["utterances"], p["paused_utterances"], p["answered"]) == (3, 1, 3)
    assert 0 < p["end_of_speech_to_first_audio_p50_s"] <= p["end_of_speech_to_first_audio_p95_s"]
    assert p["false_cut_offs"] == 0, "a 0.4 s pause is not taken for an end"
    assert sum(p["ended_by"].values()) >= 3 and set(p["ended_by"]) <= {"reply", "limit", "judge", "silence"}
    assert 0 <= p["word_error_rate"] < 0.5
    assert f["end_of_turn"] == "smart" and f["stt_rtf_p50"] > 0
    assert f["people_added_ms_p95"] >= f["people_added_ms_p50"], "what knowing who speaks adds is measured"
    assert p["people_enrolled"] == 3 and 0 <= p["turns_with_a_person"] <= p["answered"], "and in the pipeline"
    assert f["head_start_ms"] > 0 and p["answered_from_a_head_start"] >= 1, "the head start is on by default"
    assert 0 <= p["replies_that_ran_dry"] <= p["answered"] and p["first_piece_words_p50"] >= 1
    b = f["baseline"]  # the same utterances the sequential way, in the same run
    assert b["kind"] == "sequential" and b["utterances"] == 3
    assert b["steps"]["fixed_silence"]["p50_s"] >= b["silence_s"] - 0.05, "it waits out its fixed silence"
    assert b["end_of_speech_to_first_audio_p50_s"] > sum(s["p50_s"] for s in b["steps"].values()) * 0.5
    assert 0 <= b["word_error_rate"] < 0.5
    koe_p50, base_p50 = p["end_of_speech_to_first_audio_p50_s"], b["end_of_speech_to_first_audio_p50_s"]
    assert f["koe_over_baseline_p50"] == pytest.approx(koe_p50 / base_p50, abs=0.002)


def test_bench_wyoming_times_home_assistants_three_waits_beside_koes_own_path(tmp_path: Path) -> None:
    out = koe(["bench", "wyoming", "--requests", "2", "--json"], koe_env(None, tmp_path), timeout=600)
    assert out.returncode == 0, out.stderr
    f = json.loads(out.stdout)
    for step in ("audio-stop -> transcript", "transcript -> first handled-chunk", "synthesize-start -> first audio"):
        row = f[step]
        for path in ("wyoming", "koe"):
            assert 0 < row[f"{path}_p50_ms"] <= row[f"{path}_p95_ms"] < 60_000, (step, row)
        assert row["added_p50_ms"] == pytest.approx(row["wyoming_p50_ms"] - row["koe_p50_ms"])


def test_a_reply_whose_next_piece_comes_late_is_counted_as_running_dry() -> None:
    from koe.bench.voice_pipeline import PipelineRun, ran_dry

    run = PipelineRun(playback={"t": 100.0}, played_generations={"t": {2}})
    # (published at, generation, sentence, chunk, seconds of audio): a first piece of 0.8 s, played from 100.0
    run.audio_out["t"] = [(99.9, 2, 0, 0, 0.4), (99.9, 2, 0, 1, 0.4), (100.5, 2, 1, 0, 0.4)]
    assert ran_dry(run, "t") == 0.0, "the second sentence came while the first still played"
    run.audio_out["t"].append((101.6, 2, 2, 0, 0.4))  # due at 101.2
    assert abs(ran_dry(run, "t") - 0.4) < 1e-9
    run.audio_out["t"].append((99.0, 1, 0, 0, 5.0))  # a generation the person talked over was never played
    assert abs(ran_dry(run, "t") - 0.4) < 1e-9
