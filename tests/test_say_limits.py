"""`koe say` as a way in: a cap on length, and one sentence (never a traceback) when Redis is gone."""

from __future__ import annotations

import time
from pathlib import Path

import redis

from shared import messages as m
from shared import streams
from shared.embedded import EmbeddedRedis
from tests.conftest import RedisDb
from tests.helpers import koe, koe_env, koe_process


def test_a_turn_of_twenty_thousand_characters_is_refused_in_one_sentence(redis_server: RedisDb, tmp_path: Path) -> None:
    out = koe(["say", "x" * 20_000], koe_env(redis_server.url, tmp_path))
    assert out.returncode == 2
    assert "20,000 characters; koe takes at most 1,000 in one turn" in out.stderr
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_redis_going_away_while_koe_say_waits_is_one_sentence(own_redis_server: EmbeddedRedis, tmp_path: Path) -> None:
    client = redis.Redis.from_url(own_redis_server.url)
    client.set(streams.alive_key("llm"), "1")  # an llm stage that never answers
    say = koe_process(["say", "hello", "--timeout", "30"], koe_env(own_redis_server.url, tmp_path), stderr=-1)
    deadline = time.monotonic() + 20
    while not client.xlen(streams.TRANSCRIPTS.key) and time.monotonic() < deadline:
        time.sleep(0.05)
    own_redis_server.kill()
    _, err = say.communicate(timeout=30)
    assert say.returncode == 2
    assert "Redis cannot be reached" in err and "is koe up?" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_koe_say_with_redis_down_from_the_start_is_one_sentence(tmp_path: Path) -> None:
    out = koe(["say", "hello"], koe_env("redis://127.0.0.1:9/0", tmp_path))
    assert out.returncode == 2 and "cannot reach Redis" in out.stderr and "Traceback" not in out.stderr


def test_a_reply_streamed_again_by_a_replacement_worker_is_printed_once(redis_server: RedisDb, tmp_path: Path) -> None:
    client = redis.Redis.from_url(redis_server.url)
    client.set(streams.alive_key("llm"), "1")
    say = koe_process(["say", "hello", "--timeout", "30"], koe_env(redis_server.url, tmp_path), stdout=-1, stderr=-1)
    deadline = time.monotonic() + 20
    while not (typed := client.xrange(streams.TRANSCRIPTS.key)) and time.monotonic() < deadline:
        time.sleep(0.05)
    transcript = m.decode(typed[0][1])
    base = {"device": transcript.device, "session": transcript.session, "turn": transcript.turn}
    first = ["Hello there.", "How can I help?"]
    for i, text in enumerate(first[:1]):  # the first worker dies after one sentence ...
        client.xadd(streams.REPLIES.key, m.ReplySentence(**base, index=i, text=text).to_fields())
    for i, text in enumerate(first):  # ... its replacement answers the turn again, from the start
        client.xadd(streams.REPLIES.key, m.ReplySentence(**base, index=i, text=text).to_fields())
    client.xadd(streams.REPLIES.key, m.ReplyEnd(**base, sentences=2).to_fields())
    out, err = say.communicate(timeout=30)
    assert say.returncode == 0, err
    assert out.strip() == "Hello there. How can I help?"


def test_koe_say_as_someone_not_enrolled_is_one_sentence_and_as_someone_enrolled_names_them(
    redis_server: RedisDb, tmp_path: Path
) -> None:
    from shared.people import PeopleStore

    env = koe_env(redis_server.url, tmp_path)
    out = koe(["say", "hello", "--as", "Zebedee"], env)
    assert out.returncode == 2 and "Zebedee is not one of the household's people" in out.stderr
    PeopleStore(tmp_path).add("Ana")  # listed (not yet enrolled by voice): typing as her is her word
    client = redis.Redis.from_url(redis_server.url)
    client.set(streams.alive_key("llm"), "1")  # an llm stage that never answers
    koe(["say", "hello", "--as", "ana", "--timeout", "0.5"], env)
    entries = client.xrange(streams.TRANSCRIPTS.key)
    said = m.decode(entries[-1][1])
    assert isinstance(said, m.Transcript) and said.person == "Ana" and said.text == "hello"
