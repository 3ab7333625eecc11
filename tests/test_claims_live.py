"""What a household gets on the embedded default (`koe up`, SmolLM2-135M): a fact said in passing is
remembered with the claim it rests on and comes back first in a later session; a hypothetical is not
remembered. Real valkey, llama.cpp server, recall, llm and writer stages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import redis

from shared import streams
from tests.helpers import koe, koe_env, koe_up, wait_until

pytestmark = pytest.mark.slow


def memories(env: dict[str, str]) -> list[dict[str, object]]:
    done = koe(["memories", "list", "--json"], env, timeout=60)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()] if done.stdout.strip() else []


def test_a_stated_fact_is_remembered_from_its_claim_and_a_hypothetical_is_not(tmp_path: Path) -> None:
    env = koe_env(None, tmp_path / "data", KOE_WRITER_QUIET_S="2", KOE_WRITER_POLL_S="0.5")
    with koe_up("recall,llm,writer", env) as (_, redis_url):
        client = redis.Redis.from_url(redis_url)
        for stage in ("llm", "recall", "writer"):
            wait_until(lambda s=stage: client.exists(streams.alive_key(s)), timeout=120, what=f"the {stage} stage")
        for said in ("Our rabbit is called Clover and she's six.", "If we ever get a boat we'll name it Selkie."):
            done = koe(["say", "--session", "home-1", said], env, timeout=120)
            assert done.returncode == 0, done.stderr

        def clover() -> list[dict[str, object]]:
            return [m for m in memories(env) if "Clover" in str(m.get("text"))]

        found = wait_until(clover, timeout=240, what="a memory of Clover from the writer's batch")
        texts = [str(m["text"]) for m in memories(env)]
        assert not [t for t in texts if "Selkie" in t or "boat" in t], texts
        shown = koe(["memories", "show", str(found[0]["id"])], env, timeout=60)  # type: ignore[index]
        assert "claim:" in shown.stdout and "asserted" in shown.stdout, shown.stdout

        asked = koe(["say", "--session", "home-2", "How old is Clover?"], env, timeout=120)
        assert asked.returncode == 0, asked.stderr
        turns = koe(["turns", "--session", "home-2", "--json"], env, timeout=60)
        record = json.loads(turns.stdout.splitlines()[-1])
        first = record["memories"][0]["id"]
        assert first in {m["id"] for m in clover()}, (record["memories"], texts)


def test_two_people_each_get_their_own_wife_and_an_unknown_voice_gets_the_households(tmp_path: Path) -> None:
    """Issue 26's household: Tom and Bob each say who their wife is; each asking later gets their own first;
    a voice koe does not know gets neither as its own, and what it says of itself is the household's."""
    from shared.people import PeopleStore

    env = koe_env(None, tmp_path / "data", KOE_WRITER_QUIET_S="2", KOE_WRITER_POLL_S="0.5")
    for name in ("Tom", "Bob"):
        PeopleStore(tmp_path / "data").add(name)
    with koe_up("recall,llm,writer", env) as (_, redis_url):
        client = redis.Redis.from_url(redis_url)
        for stage in ("llm", "recall", "writer"):
            wait_until(lambda s=stage: client.exists(streams.alive_key(s)), timeout=120, what=f"the {stage} stage")
        said = [("Tom", "tom-1", "My wife is called Ana."), ("Bob", "bob-1", "My wife is called Mei.")]
        said.append((None, "guest-1", "I'm allergic to peanuts."))
        for who, session, text in said:
            done = koe(["say", "--session", session, *(["--as", who] if who else []), text], env, timeout=120)
            assert done.returncode == 0, done.stderr

        def owners() -> dict[str, str]:
            return {str(m["text"]): str(m["person"]) for m in memories(env)}

        wait_until(lambda: len(owners()) >= 3, timeout=240, what="the three memories from the writer's batches")
        assert owners() == {
            "Tom's wife is called Ana.": "Tom",
            "Bob's wife is called Mei.": "Bob",
            "The user is allergic to peanuts.": "household",
        }, owners()
        ids = {str(m["person"]): str(m["id"]) for m in memories(env)}

        def recalled(who: str | None, session: str) -> list[str]:
            args = ["say", "--session", session, *(["--as", who] if who else []), "What's my wife called?"]
            assert koe(args, env, timeout=120).returncode == 0
            turns = koe(["turns", "--session", session, "--json"], env, timeout=60)
            return [str(u["id"]) for u in json.loads(turns.stdout.splitlines()[-1])["memories"]]

        assert recalled("Tom", "tom-2")[0] == ids["Tom"]
        assert recalled("Bob", "bob-2")[0] == ids["Bob"]
        # An unknown voice: the household's memories come first, and a wife it is given is someone's, by name.
        guest = recalled(None, "guest-2")
        text = {str(m["id"]): str(m["text"]) for m in memories(env)}
        assert all(text[i].startswith(("Tom's", "Bob's")) for i in guest if "wife" in text[i]), [text[i] for i in guest]
        if ids["household"] in guest:
            assert guest[0] == ids["household"], [text[i] for i in guest]
