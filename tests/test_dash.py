"""The dashboard's server without a browser: the live tail's ids and order on a real Redis, who may get
in, what a write needs, and what bad input gets (tests/test_dash_browser.py drives the page itself)."""

from __future__ import annotations

import json
import re
import subprocess
import time
from pathlib import Path

import pytest
import redis
from starlette.testclient import TestClient

from koe.dash.access import Access
from koe.dash.app import create_app
from koe.dash.live import READ_COUNT, Tail, frames, parse_id
from shared import messages as m
from shared import streams
from shared.settings import Settings
from tests.conftest import RedisDb, make_settings
from tests.helpers import koe, koe_env, wait_until

TOKEN = "a-long-household-token-1234"


def changed(n: int) -> dict[bytes | str, bytes | str]:
    return m.MemoryChanged(device="d", session="s", op="update", memory_id=f"mem-{n}").to_fields()  # type: ignore[return-value]


def drain(tail: Tail) -> list[tuple[str, str, dict]]:  # type: ignore[type-arg]
    out = []
    while got := tail.read(block_ms=50):
        out += got
    return out


def test_the_tail_sends_every_entry_once_in_id_order_and_resumes_from_an_id(
    rclient: redis.Redis, settings: Settings
) -> None:
    tail = Tail(rclient, settings, (0, 0))
    # Two streams with the very same ids: a run of equal ids carries the id on its last entry only.
    for ms in (5, 6):
        rclient.xadd(streams.MEMORY_CHANGES.key, changed(ms), id=f"{ms}-0")
        rclient.xadd(streams.FEEDBACK.key, changed(100 + ms), id=f"{ms}-0")
    got = drain(tail)
    assert [(e["stream"], e["id"]) for _, _, e in got] == [
        (streams.FEEDBACK.key, "5-0"),
        (streams.MEMORY_CHANGES.key, "5-0"),
        (streams.FEEDBACK.key, "6-0"),
        (streams.MEMORY_CHANGES.key, "6-0"),
    ]
    assert [event_id for event_id, _, _ in got] == ["", "5-0", "", "6-0"]
    # A browser that saw up to 5-0 gets exactly what came after it, from every stream.
    again = drain(Tail(rclient, settings, parse_id("5-0")))
    assert [(e["stream"], e["id"]) for _, _, e in again] == [
        (streams.FEEDBACK.key, "6-0"),
        (streams.MEMORY_CHANGES.key, "6-0"),
    ]


def test_a_stream_with_more_than_one_read_holds_the_others_back_until_it_is_read(
    rclient: redis.Redis, settings: Settings
) -> None:
    for n in range(READ_COUNT + 50):
        rclient.xadd(streams.MEMORY_CHANGES.key, changed(n), id=f"{1000 + n}-0")
    rclient.xadd(streams.FEEDBACK.key, changed(-1), id="1100-1")  # between two of the first stream's entries
    got = drain(Tail(rclient, settings, (0, 0)))
    ids = [parse_id(e["id"]) for _, _, e in got]
    assert ids == sorted(ids) and len(ids) == READ_COUNT + 51, "all of them, once, in id order"


def test_a_malformed_entry_is_shown_with_why_and_a_garbled_last_event_id_starts_from_now(
    rclient: redis.Redis, settings: Settings
) -> None:
    rclient.xadd(streams.TRANSCRIPTS.key, {"kind": "transcript", "junk": "\xff<script>"})
    time.sleep(0.01)  # "from now" starts with the current millisecond
    for garbled in ("abc", "1-2-3", "99999999999999999999-0", "5-0\nevent: x", ""):
        tail = Tail.starting(rclient, settings, garbled)
        assert tail.read(block_ms=10) == [], f"{garbled!r} starts from now"
    [(_, _, event)] = drain(Tail(rclient, settings, (0, 0)))
    assert event["kind"] == "malformed" and event["error"]


def test_the_event_stream_says_reconnect_soon_then_sends_snapshots_and_entries(
    rclient: redis.Redis, settings: Settings
) -> None:
    tail = Tail(rclient, settings, (0, 0))
    rclient.xadd(streams.MEMORY_CHANGES.key, changed(1), id="7-0")
    calls = iter(range(4))
    out = "".join(frames(tail, lambda: {"at": 1}, lambda: next(calls) >= 2, snapshot_every_s=0))
    assert out.startswith("retry: 500\n\n")
    assert "event: snapshot\n" in out and "id: 7-0\nevent: entry\ndata: {" in out
    for chunk in out.split("\n\n")[1:-1]:
        assert json.loads(chunk.split("data: ", 1)[1]), "every event's data is one line of JSON"


@pytest.fixture
def app_client(redis_server: RedisDb, tmp_path: Path) -> TestClient:
    settings = make_settings(redis_server.url, tmp_path / "data", embeddings=False)
    client = redis.Redis.from_url(redis_server.url)
    return TestClient(create_app(settings, client, Access(TOKEN)), base_url="http://box.lan:9400")


def test_on_the_lan_nothing_is_shown_before_sign_in(app_client: TestClient) -> None:
    assert app_client.get("/healthz").text == "ok"
    page = app_client.get("/", follow_redirects=False)
    assert page.status_code == 303 and page.headers["location"] == "/login"
    assert app_client.get("/api/snapshot").status_code == 401
    assert app_client.get("/events").status_code == 401
    assert app_client.post("/login", content="token=wrong").status_code == 401
    signed = app_client.post("/login", content=f"token={TOKEN}", follow_redirects=False)
    assert signed.status_code == 303
    cookie = signed.headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie and TOKEN not in cookie
    assert "Content-Security-Policy" in app_client.get("/").headers
    assert app_client.get("/api/snapshot").json()["workers"]


def test_an_api_client_may_use_the_token_as_a_bearer(app_client: TestClient) -> None:
    assert app_client.get("/api/turns", headers={"authorization": f"Bearer {TOKEN}"}).json() == []
    assert app_client.get("/api/turns", headers={"authorization": "Bearer nope"}).status_code == 401


def test_a_change_needs_the_page_s_csrf_token_and_bad_bodies_get_a_clear_error(app_client: TestClient) -> None:
    app_client.post("/login", content=f"token={TOKEN}")
    csrf = re.search(r'name="koe-csrf" content="([^"]+)"', app_client.get("/").text).group(1)  # type: ignore[union-attr]
    assert app_client.post("/api/memories/x/pin", json={}).status_code == 403
    headers = {"x-koe-csrf": csrf}
    assert app_client.post("/api/memories/x/pin", content="{", headers=headers).json() == {
        "error": "the body is not JSON"
    }
    assert app_client.post("/api/memories/x/pin", json=[1], headers=headers).status_code == 400
    missing = app_client.post("/api/memories/nope/pin", json={}, headers=headers)
    assert missing.status_code == 404 and missing.json() == {"error": "no memory nope"}
    unknown = app_client.post("/api/memories/nope/explode", json={}, headers=headers)
    assert "no such change 'explode'" in unknown.json()["error"]
    wrong = app_client.post("/api/memories/nope/edit", json={"importance": "high"}, headers=headers)
    assert wrong.status_code == 409 and "importance must be a number" in wrong.json()["error"]


def test_a_change_to_a_memory_someone_else_changed_meanwhile_is_refused(
    redis_server: RedisDb, tmp_path: Path, app_client: TestClient
) -> None:
    env = koe_env(redis_server.url, tmp_path / "data", KOE_EMBEDDINGS="false")
    memory_id = json.loads(koe(["memories", "add", "The user's bike is red.", "--json"], env).stdout)["id"]
    assert koe(["memories", "edit", memory_id, "--text", "The user's bike is green."], env).returncode == 0
    app_client.post("/login", content=f"token={TOKEN}")
    csrf = re.search(r'name="koe-csrf" content="([^"]+)"', app_client.get("/").text).group(1)  # type: ignore[union-attr]
    stale = app_client.post(
        f"/api/memories/{memory_id}/edit",
        json={"text": "The user's bike is blue.", "revision": 1},
        headers={"x-koe-csrf": csrf},
    )
    assert stale.status_code == 409 and "changed since you saw it" in stale.json()["error"]
    assert json.loads(koe(["memories", "show", memory_id, "--json"], env).stdout)["text"] == "The user's bike is green."

    # A memory moves to one of the household's people, spelled as enrolled, or back to the household.
    from shared.people import PeopleStore

    PeopleStore(tmp_path / "data").add("Tom")
    move = {"revision": 2, "person": "Ana"}
    refused = app_client.post(f"/api/memories/{memory_id}/edit", json=move, headers={"x-koe-csrf": csrf})
    assert refused.status_code == 409 and "not one of the household's people" in refused.json()["error"]
    moved = app_client.post(
        f"/api/memories/{memory_id}/edit", json={**move, "person": "tom"}, headers={"x-koe-csrf": csrf}
    )
    assert moved.status_code == 200 and moved.json()["memory"]["person"] == "Tom"


def test_koe_dash_will_not_listen_beyond_loopback_without_a_token(redis_server: RedisDb, tmp_path: Path) -> None:
    env = koe_env(redis_server.url, tmp_path / "data")
    refused = koe(["dash", "--host", "0.0.0.0", "--port", "0"], env, timeout=30)
    assert refused.returncode == 2 and "set KOE_DASH_TOKEN" in refused.stderr
    short = koe(["dash", "--host", "0.0.0.0"], {**env, "KOE_DASH_TOKEN": "short"}, timeout=30)
    assert short.returncode == 2 and "KOE_DASH_TOKEN" in short.stderr


def test_on_loopback_a_page_elsewhere_cannot_come_in_through_a_name_of_its_own(
    redis_server: RedisDb, tmp_path: Path
) -> None:
    settings = make_settings(redis_server.url, tmp_path / "data", embeddings=False)
    app = create_app(settings, redis.Redis.from_url(redis_server.url), Access(None))
    assert TestClient(app, base_url="http://127.0.0.1:9400").get("/api/turns").status_code == 200
    assert TestClient(app, base_url="http://localhost:9400").get("/api/turns").status_code == 200
    assert TestClient(app, base_url="http://rebind.evil.test:9400").get("/api/turns").status_code == 421


def test_on_the_lan_it_can_serve_https_with_the_box_certificate(redis_server: RedisDb, tmp_path: Path) -> None:
    import httpx

    from shared.embedded import free_port
    from tests.helpers import Lines, koe_process

    out = tmp_path / "certs"
    env = koe_env(redis_server.url, tmp_path / "data")
    assert koe(["certs", "init", "--out", str(out)], env).returncode == 0
    port = free_port()
    tls = {"KOE_DASH_TLS_CERT": str(out / "box.pem"), "KOE_DASH_TLS_KEY": str(out / "box-key.pem")}
    half = koe(["dash", "--port", str(port)], {**env, "KOE_DASH_TLS_CERT": str(out / "box.pem")}, timeout=30)
    assert half.returncode == 2 and "KOE_DASH_TLS_KEY" in half.stderr
    dash = koe_process(
        ["dash", "--host", "0.0.0.0", "--port", str(port)],
        {**env, **tls, "KOE_DASH_TOKEN": TOKEN},
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        assert dash.stdout is not None
        assert "https://" in Lines(dash.stdout).next(30, "the dashboard's URL")
        wait_until(lambda: _https(port, out / "ca.pem"), timeout=30, what="the dashboard over TLS")
        login = httpx.post(
            f"https://127.0.0.1:{port}/login",
            content=f"token={TOKEN}",
            verify=str(out / "ca.pem"),
            follow_redirects=False,
        )
        assert "Secure" in login.headers["set-cookie"], "over TLS the cookie never travels in the clear"
        with pytest.raises(httpx.HTTPError):
            httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=3)
    finally:
        dash.terminate()
        dash.wait(10)


def _https(port: int, ca: Path) -> bool:
    import httpx

    try:
        return httpx.get(f"https://127.0.0.1:{port}/healthz", verify=str(ca), timeout=2).text == "ok"
    except httpx.HTTPError:
        return False


def test_forgetting_a_memory_also_forgets_the_writer_s_last_batch_that_may_quote_it(
    redis_server: RedisDb, tmp_path: Path, app_client: TestClient
) -> None:
    env = koe_env(redis_server.url, tmp_path / "data", KOE_EMBEDDINGS="false")
    memory_id = json.loads(koe(["memories", "add", "The user's PIN is 4711.", "--json"], env).stdout)["id"]
    admin = redis.Redis.from_url(redis_server.url)
    admin.set(streams.WRITER_LAST_BATCH, json.dumps({"adds": [{"id": memory_id, "text": "The user's PIN is 4711."}]}))
    app_client.post("/login", content=f"token={TOKEN}")
    csrf = re.search(r'name="koe-csrf" content="([^"]+)"', app_client.get("/").text).group(1)  # type: ignore[union-attr]
    gone = app_client.post(f"/api/memories/{memory_id}/forget", json={}, headers={"x-koe-csrf": csrf})
    assert gone.status_code == 200 and gone.json()["forgot"] == [memory_id]
    assert not admin.exists(streams.WRITER_LAST_BATCH), "no copy of the words is left for the dashboard to show"
    assert koe(["memories", "show", memory_id], env).returncode == 1


def test_the_memory_shows_its_claim_and_the_writer_its_refusals(
    redis_server: RedisDb, tmp_path: Path, app_client: TestClient
) -> None:
    from shared import refusals
    from shared.memory.factory import open_store
    from shared.memory.model import Memory

    claim = {"words": "I have a boat called Selkie", "polarity": "asserted", "mood": "statement", "attribution": "self"}
    said = {"turn": "turn-1", "span": [0, 27], "words": "I have a boat called Selkie."}
    boat = Memory("The user has a boat named Selkie.", "boat Selkie", extra={"evidence": [{**said, "claim": claim}]})
    boat.extra["evidence"][0]["gate"] = "written from the person's claim"  # type: ignore[index]
    old = Memory("The user's dog is named Biscuit.", "dog Biscuit", extra={"evidence": [said, "junk"]})
    with open_store(make_settings(redis_server.url, tmp_path / "data", embeddings=False), embed=False) as store:
        store.bulk_add([boat, old])
    admin = redis.Redis.from_url(redis_server.url)
    rejected = [["add The user has a boat.", "only if they win", "hypothetical"], ["retire mem-2", "no reason"]]
    refusals.record(admin, batch="b1", session="s1", turns=["turn-2"], rejected=rejected, at=5.0)
    app_client.post("/login", content=f"token={TOKEN}")

    [shown] = app_client.get(f"/api/memories/{boat.id}").json()["evidence"]
    assert shown["claim"] == {**claim, "about": "", "time": ""} and shown["gate"] == "written from the person's claim"
    assert app_client.get(f"/api/memories/{old.id}").json()["evidence"] == [
        {"turn": "turn-1", "words": "I have a boat called Selkie.", "claim": None, "gate": ""}
    ], "a memory from before claims, and an entry that is not one, still show"
    writer = app_client.get("/api/snapshot").json()["writer"]
    assert [(r["op"], r["text"], r["check"], r["why"]) for r in writer["refusals"]] == [
        ("add", "The user has a boat.", "hypothetical", "only if they win"),
        ("retire", "mem-2", "", "no reason"),
    ]


def test_the_people_view_lists_who_is_enrolled_and_how_often_koe_was_unsure_of_them(
    redis_server: RedisDb, tmp_path: Path, app_client: TestClient
) -> None:
    from shared.people import Identity, PeopleStore, heard

    PeopleStore(tmp_path / "data").add("Tom")
    client = redis.Redis.from_url(redis_server.url)
    heard.record(client, Identity("Tom", 0.91, "Tom", None, 0.0), at=1_700_000_000.0)
    heard.record(client, Identity(None, 0.71, "Tom", None, 0.0))  # Tom at best, under the threshold
    heard.record(client, Identity(None, 0.2, None, None, 0.0))
    app_client.post("/login", content=f"token={TOKEN}")
    view = app_client.get("/api/people").json()
    assert [(p["name"], p["enrolled"], p["named"], p["unsure"], p["last_heard"]) for p in view["people"]] == [
        ("Tom", False, 1, 1, 1_700_000_000.0)
    ]
    assert view["people"][0]["unsure_share"] == 0.5 and view["strangers"] == 1
    assert "voiceprint" not in json.dumps(view) and "vector" not in json.dumps(view)
