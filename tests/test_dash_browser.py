"""The dashboard in a real browser (Playwright driving Debian's chromium) against a live `koe up`: the
embedded valkey, the llm and recall stages on the real SmolLM2 server, a real agent on a device, and
`koe dash` started by `koe up`.

Set DASH_SCREENSHOTS to a folder to keep a screenshot of each view (docs/dashboard/ has them).
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import time
import wave
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import redis

from shared import messages as m
from shared import refusals, streams
from shared.bus import Bus
from shared.embedded import EmbeddedLlm, free_port
from tests.conftest import make_settings
from tests.helpers import Lines, koe, koe_env, koe_process, wait_until

pytestmark = pytest.mark.slow
CHROMIUM = "/usr/bin/chromium"
HOSTILE = "<img src=x onerror=alert(1)>"


@dataclass
class Stack:
    url: str  # the dashboard's, as `koe up` printed it
    redis_url: str  # the admin's
    env: dict[str, str]
    lines: Lines
    dash_pid: int


@pytest.fixture(scope="module")
def stack(llm_server: EmbeddedLlm, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    data = tmp_path_factory.mktemp("dash-data")
    env = koe_env(None, data, KOE_LLM_URL=llm_server.url, KOE_LLM_MODEL=llm_server.model)
    env["KOE_DASH_PORT"] = str(free_port())
    env.update(KOE_WRITER_QUIET_S="3", KOE_WRITER_POLL_S="1")  # the writer mines a session soon after it
    up = koe_process(["up", "--stages", "llm,recall,writer"], env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert up.stdout is not None
    lines = Lines(up.stdout)
    url = pid = None
    try:
        while "talk to it" not in (line := lines.next(180, "koe up's banner")):
            if found := re.search(r"dashboard\s+(http://\S+)\s+pid (\d+)", line):
                url, pid = found.group(1), int(found.group(2))
        assert url == f"http://127.0.0.1:{env['KOE_DASH_PORT']}/", f"koe up prints the dashboard's URL: {lines.seen}"
        redis_url = json.loads((data / "run.json").read_text())["redis_url"]
        env = {**env, "KOE_REDIS_URL": redis_url}
        client = redis.Redis.from_url(redis_url)
        for stage in ("llm", "recall", "writer"):
            wait_until(lambda s=stage: client.exists(streams.alive_key(s)), timeout=120, what=f"the {stage} stage")
        wait_until(lambda: _get(url + "healthz") == "ok", timeout=30, what="the dashboard")
        yield Stack(url, redis_url, env, lines, pid)  # type: ignore[arg-type]
    finally:
        up.send_signal(signal.SIGINT)
        try:
            up.wait(20)
        except subprocess.TimeoutExpired:
            up.kill()


def _get(url: str) -> str:
    import httpx

    try:
        return httpx.get(url, timeout=2).text
    except httpx.HTTPError:
        return ""


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    assert Path(CHROMIUM).exists(), "Debian's chromium is installed by scripts/setup.sh"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page(browser: object, stack: Stack) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1400, "height": 900})  # type: ignore[attr-defined]
    pg = context.new_page()
    pg.dialogs = []
    pg.on("dialog", lambda d: (pg.dialogs.append(d.message), d.accept()))
    pg.errors = []
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))
    yield pg
    context.close()


def open_view(page: object, stack: Stack, view: str) -> None:
    page.goto(stack.url + f"#{view}")  # type: ignore[attr-defined]
    page.wait_for_selector("#conn.live", timeout=10_000)  # type: ignore[attr-defined]


def screenshot(page: object, name: str) -> None:
    folder = os.environ.get("DASH_SCREENSHOTS")
    if folder:
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=False)  # type: ignore[attr-defined]


def silence(path: Path, seconds: float) -> Path:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16_000)
        w.writeframes(b"\0\0" * int(16_000 * seconds))
    return path


def test_a_typed_turn_appears_in_the_turns_view_with_its_waterfall_within_2_s(page: object, stack: Stack) -> None:
    open_view(page, stack, "turns")
    said = koe(["say", "What is the capital of France?", "--timeout", "60"], stack.env)
    assert said.returncode == 0, said.stderr
    recorded = time.monotonic()
    item = page.wait_for_selector("#turns li.turn >> text=capital of France", timeout=2_000)  # type: ignore[attr-defined]
    assert time.monotonic() - recorded < 2.0
    turn = item.evaluate_handle("el => el.closest('li')").as_element()
    assert len(turn.query_selector_all(".waterfall .hop")) >= 3, "a hop for each step the turn went through"
    turn.click()
    detail = page.inner_text("#turn-detail")  # type: ignore[attr-defined]
    assert "you: What is the capital of France?" in detail
    assert re.search(r"koe: \S", detail), "the reply"
    for mark in ("typed", "llm_received", "context_ready", "llm_first_token", "first_sentence"):
        assert mark in detail, f"the waterfall shows {mark}"
    assert "recall:" in detail, "which memories recall chose, and how"
    screenshot(page, "turns")
    assert not page.errors  # type: ignore[attr-defined]


def test_every_view_shows_live_data_from_the_stack(page: object, stack: Stack, tmp_path: Path) -> None:
    agent_env = {**stack.env, "KOE_DEVICE": "kitchen-pi"}
    quiet = str(silence(tmp_path / "quiet.wav", 40))
    agent = koe_process(["agent", "--input", quiet, "--output", str(tmp_path / "out.wav")], agent_env)
    try:
        open_view(page, stack, "devices")
        kitchen = '#devices-table tr[data-device="kitchen-pi"]'
        page.wait_for_selector(kitchen, timeout=20_000)  # type: ignore[attr-defined]
        page.wait_for_function(  # type: ignore[attr-defined]
            "sel => /ms/.test(document.querySelector(sel).innerText)", arg=kitchen, timeout=20_000
        )  # the round trip is known from the second heartbeat on
        row = page.inner_text(kitchen)  # type: ignore[attr-defined]
        assert "listening" in row and re.search(r"\d+(\.\d+)? ms", row), row
        screenshot(page, "devices")

        page.click('nav a[data-view="workers"]')  # type: ignore[attr-defined]
        for stage in ("llm", "recall"):
            text = page.inner_text(f'#workers-table tr[data-stage="{stage}"]')  # type: ignore[attr-defined]
            assert "up" in text and "pid" in text, text
        assert "smollm2" in page.inner_text('#workers-table tr[data-stage="llm"]')  # type: ignore[attr-defined]
        assert "down" in page.inner_text('#workers-table tr[data-stage="stt"]')  # type: ignore[attr-defined]
        screenshot(page, "workers")

        page.click('nav a[data-view="streams"]')  # type: ignore[attr-defined]
        koe(["say", "Tell me a joke.", "--timeout", "60"], stack.env)
        page.wait_for_selector('#streams-table tr[data-stream="koe:transcripts"]', timeout=5_000)  # type: ignore[attr-defined]
        table = page.inner_text("#streams-table")  # type: ignore[attr-defined]
        assert re.search(r"koe:transcripts\t\d+\t[\d.]+\tllm\t\d+\t\d+", table), table
        assert "recall" in table and "koe:replies" in table and "koe:turns" in table
        page.wait_for_selector("#tail tr >> text=Tell me a joke", timeout=5_000)  # type: ignore[attr-defined]
        page.fill("#f-kind", "transcript")  # type: ignore[attr-defined]
        koe(["say", "Filtered question?", "--timeout", "60"], stack.env)
        page.wait_for_selector("#tail tr:not([hidden]) >> text=Filtered question", timeout=5_000)  # type: ignore[attr-defined]
        kinds = page.eval_on_selector_all("#tail tr:not([hidden]) td:nth-child(3)", "els => els.map(e => e.innerText)")  # type: ignore[attr-defined]
        assert kinds and set(kinds) == {"transcript"}, f"the filter shows transcripts only: {kinds}"
        screenshot(page, "streams")

        page.click('nav a[data-view="writer"]')  # type: ignore[attr-defined]
        page.wait_for_selector('#writer-jobs dd[data-stat="queued"]', timeout=5_000)  # type: ignore[attr-defined]
        # The typed turns' session, quiet for 3 s, is mined: its checkpoint and the batch show up.
        page.wait_for_selector("#writer-last .meta", timeout=90_000)  # type: ignore[attr-defined]
        last = page.inner_text("#writer-last")  # type: ignore[attr-defined]
        assert "checkpoint" in last and "turns" in last, last
        assert int(page.inner_text('#writer-jobs dd[data-stat="batches"]')) >= 1  # type: ignore[attr-defined]
        assert page.query_selector_all("#writer-sessions tbody tr"), "each session with its checkpoint"  # type: ignore[attr-defined]
        screenshot(page, "writer")
    finally:
        agent.kill()
        agent.wait(10)


def test_editing_and_forgetting_a_memory_changes_what_koe_memories_shows(page: object, stack: Stack) -> None:
    added = koe(
        ["memories", "add", "The user's sister lives in Lisbon.", "--tags", "sister,lisbon", "--json"], stack.env
    )
    assert added.returncode == 0, added.stderr
    memory_id = json.loads(added.stdout)["id"]
    open_view(page, stack, f"memories/{memory_id}")
    page.wait_for_selector("#mem-text", timeout=10_000)  # type: ignore[attr-defined]
    page.fill("#mem-text", "The user's sister lives in Porto.")  # type: ignore[attr-defined]
    page.click("#mem-save")  # type: ignore[attr-defined]
    page.wait_for_selector("#mem-detail .note >> text=saved", timeout=10_000)  # type: ignore[attr-defined]
    shown = json.loads(koe(["memories", "show", memory_id, "--json"], stack.env).stdout)
    assert shown["text"] == "The user's sister lives in Porto." and shown["revision"] == 2

    page.click("#mem-pin")  # type: ignore[attr-defined]
    page.wait_for_selector("#mem-pin >> text=unpin", timeout=10_000)  # type: ignore[attr-defined]
    assert json.loads(koe(["memories", "show", memory_id, "--json"], stack.env).stdout)["pinned"] is True
    screenshot(page, "memories")

    page.click("#mem-forget")  # type: ignore[attr-defined]
    page.wait_for_selector("#mem-detail .note >> text=forgot", timeout=10_000)  # type: ignore[attr-defined]
    assert page.dialogs, "forgetting asks first"  # type: ignore[attr-defined]
    listed = koe(["memories", "list", "--all", "--json"], stack.env)
    assert memory_id not in listed.stdout
    assert koe(["memories", "show", memory_id], stack.env).returncode == 1


def test_a_write_from_another_site_or_without_the_csrf_token_is_refused(stack: Stack) -> None:
    import httpx

    added = koe(["memories", "add", "The user's car is blue.", "--tags", "car", "--json"], stack.env)
    memory_id = json.loads(added.stdout)["id"]
    plain = httpx.post(f"{stack.url}api/memories/{memory_id}/retire", json={})
    assert plain.status_code == 403, "no CSRF token, no write"
    page_html = httpx.get(stack.url).text
    token = re.search(r'name="koe-csrf" content="([^"]+)"', page_html).group(1)  # type: ignore[union-attr]
    other = httpx.post(
        f"{stack.url}api/memories/{memory_id}/retire",
        json={},
        headers={"x-koe-csrf": token, "origin": "http://evil.test"},
    )
    assert other.status_code == 403, "a page on another site cannot write"
    rebound = httpx.get(stack.url, headers={"host": "evil.test"})
    assert rebound.status_code == 421, "a name that resolves to loopback is not enough (DNS rebinding)"
    assert json.loads(koe(["memories", "show", memory_id, "--json"], stack.env).stdout)["status"] == "active"
    ok = httpx.post(f"{stack.url}api/memories/{memory_id}/retire", json={}, headers={"x-koe-csrf": token})
    assert ok.status_code == 200 and ok.json()["memory"]["status"] == "retired"


def test_hostile_text_is_shown_as_text(page: object, stack: Stack, tmp_path: Path) -> None:
    added = koe(["memories", "add", f"The user's cat is called {HOSTILE}.", "--tags", "cat", "--json"], stack.env)
    assert added.returncode == 0, added.stderr
    memory_id = json.loads(added.stdout)["id"]
    said = koe(["say", f"My cat is called {HOSTILE} ok?", "--timeout", "60"], stack.env)
    assert said.returncode == 0, said.stderr
    open_view(page, stack, "turns")
    page.wait_for_selector("#turns li.turn >> text=onerror", timeout=5_000)  # type: ignore[attr-defined]
    page.goto(stack.url + f"#memories/{memory_id}")  # type: ignore[attr-defined]
    page.wait_for_selector("#mem-detail h3", timeout=10_000)  # type: ignore[attr-defined]
    assert HOSTILE in page.inner_text("#mem-detail h3")  # type: ignore[attr-defined]
    assert HOSTILE in page.inner_text("#mem-list")  # type: ignore[attr-defined]
    assert page.query_selector_all("img") == [], "the text made no element"  # type: ignore[attr-defined]
    # The claim a memory rests on and why the gate kept it; a refused proposal, with the check that refused it.
    claimed = tmp_path / "claimed.jsonl"
    claim = {"words": f"my boat is {HOSTILE}", "polarity": "asserted", "mood": "statement", "attribution": "self"}
    said = {
        "turn": "t-boat",
        "span": [0, 20],
        "words": f"My boat is {HOSTILE}.",
        "claim": claim,
        "gate": "written from the person's claim",
    }
    claimed.write_text(
        json.dumps(
            {
                "id": "mem-claimed",
                "text": "The user's boat is Selkie.",
                "subject": "boat",
                "extra": {"evidence": [said]},
            }
        )
    )
    assert koe(["memories", "import", str(claimed)], stack.env).returncode == 0
    page.goto(stack.url + "#memories/mem-claimed")  # type: ignore[attr-defined]
    page.wait_for_selector("#mem-detail .claim", timeout=10_000)  # type: ignore[attr-defined]
    detail = page.inner_text("#mem-detail")  # type: ignore[attr-defined]
    assert f"claim: “my boat is {HOSTILE}” (asserted · statement · attribution: self)" in detail, detail
    assert "kept because: written from the person's claim" in detail, detail
    rejected = [[f"add The user's boat is {HOSTILE}.", "only if they buy it", "hypothetical"]]
    refusals.record(
        redis.Redis.from_url(stack.redis_url),
        batch="b",
        session="s-boat",
        turns=["t-x"],
        rejected=rejected,
        at=time.time(),
    )
    page.click('nav a[data-view="writer"]')  # type: ignore[attr-defined]
    row = page.wait_for_selector('#writer-refusals tr[data-check="hypothetical"]', timeout=5_000)  # type: ignore[attr-defined]
    assert HOSTILE in row.inner_text() and "only if they buy it" in row.inner_text()
    assert page.query_selector_all("img") == [], "the text made no element"  # type: ignore[attr-defined]
    time.sleep(0.5)
    assert page.dialogs == [] and page.errors == []  # type: ignore[attr-defined]


def test_a_reconnect_resumes_without_gaps_or_duplicates(page: object, stack: Stack) -> None:
    client = redis.Redis.from_url(stack.redis_url)
    bus = Bus(client, make_settings(stack.redis_url, Path(stack.env["KOE_DATA_DIR"])))

    def publish(n: int) -> None:
        msg = m.MemoryChanged(device="dash-test", session="dash-test", op="update", memory_id=f"gap-{n:03d}")
        bus.publish(msg)

    open_view(page, stack, "streams")
    page.fill("#f-device", "dash-test")  # type: ignore[attr-defined]
    for n in range(5):
        publish(n)
    page.wait_for_selector("#tail tr:not([hidden]) >> text=gap-004", timeout=5_000)  # type: ignore[attr-defined]
    os.kill(stack.dash_pid, signal.SIGKILL)  # `koe up` starts it again after its back-off (2 s)
    page.wait_for_selector("#conn.down", timeout=5_000)  # type: ignore[attr-defined]
    for n in range(5, 45):  # while the dashboard is away
        publish(n)
    page.wait_for_selector("#conn.live", timeout=20_000)  # type: ignore[attr-defined]
    for n in range(45, 50):
        publish(n)
    page.wait_for_selector("#tail tr:not([hidden]) >> text=gap-049", timeout=5_000)  # type: ignore[attr-defined]
    shown = page.eval_on_selector_all(  # type: ignore[attr-defined]
        "#tail tr:not([hidden]) td.what", "els => els.map(e => (e.innerText.match(/gap-\\d+/) || [''])[0]).reverse()"
    )
    assert shown == [f"gap-{n:03d}" for n in range(50)], "every entry once, in order"
    wait_until(lambda: said(stack.lines, "dash exited"), timeout=10, what="koe up to restart the dashboard")


def said(lines: Lines, text: str) -> bool:
    """Whether `koe up` has printed `text` (reading what it printed since)."""
    while not any(text in line for line in lines.seen):
        try:
            lines.next(0.05)
        except AssertionError:
            return False
    return True
