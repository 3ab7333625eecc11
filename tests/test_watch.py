"""`koe watch` shows bus entries live, malformed ones included."""

from __future__ import annotations

import subprocess
from pathlib import Path

import redis

from shared import messages as m
from shared import streams
from tests.conftest import RedisDb
from tests.helpers import Lines, koe_env, koe_process


def test_watch_prints_each_entry_as_it_arrives(redis_server: RedisDb, rclient: redis.Redis, tmp_path: Path) -> None:
    rclient.xadd(streams.TRANSCRIPTS.key, m.Transcript(device="pi", session="s", turn="t0", text="old").to_fields())
    rclient.xadd(streams.DEAD.key, {"kind": "bogus"})
    watch = koe_process(["watch", "--from-start"], koe_env(redis_server.url, tmp_path), stdout=subprocess.PIPE)
    try:
        assert watch.stdout is not None
        lines = Lines(watch.stdout)  # a hung `koe watch` fails here after the deadline, not at pytest-timeout
        first = lines.next(what="the replayed transcript")
        assert "transcript" in first and "pi/s/t0" in first and "text=old" in first
        assert "MALFORMED" in lines.next(what="the malformed dead letter")
        rclient.xadd(
            streams.REPLIES.key,
            m.ReplySentence(device="pi", session="s", turn="t1", index=0, text="Hello there.").to_fields(),
        )
        line = lines.next(what="the reply sentence added while watching")
        assert "reply.sentence" in line and "text=Hello there." in line
    finally:
        watch.terminate()
        watch.wait(5)
