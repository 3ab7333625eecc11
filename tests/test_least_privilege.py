"""Least privilege on the voice path: `koe up` runs stt, recall, llm and tts each as its own Redis user,
and a Pi's agent logs in as its device's user; a spoken question gets a spoken answer, and Redis' ACL
log shows that nobody needed more than their user may do."""

from __future__ import annotations

import stat
from pathlib import Path
from urllib.parse import quote

import numpy as np
import pytest
import redis
from writer_fakes import ScriptedLlm

from koe.bench.voice import Voice, silence
from services.vad.pcm import SAMPLE_RATE, read_wav, write_wav
from shared import streams
from shared.acl import add_device, add_stage
from shared.embedded import EmbeddedRedis
from shared.stages import STAGES
from tests.helpers import koe, koe_env, koe_up, wait_until

pytestmark = pytest.mark.slow

SERVER_STAGES = sorted(name for name, spec in STAGES.items() if spec.in_up)


def test_the_voice_path_runs_with_a_user_per_stage_and_per_device(tmp_path: Path) -> None:
    voice = Voice()
    wav_in, wav_out = tmp_path / "question.wav", tmp_path / "answer.wav"
    try:
        write_wav(wav_in, silence(0.8) + voice.say("What is the capital of France?") + silence(1.5), SAMPLE_RATE)
    finally:
        voice.close()
    with ScriptedLlm(lambda body: "The capital of France is Paris.") as llm:
        data = tmp_path / "data"
        env = koe_env(None, data, KOE_LLM_URL=llm.url, KOE_LLM_MODEL="scripted")
        with koe_up("stt,recall,llm,tts", env) as (_, redis_url):
            admin = redis.Redis.from_url(redis_url)
            users = {u if isinstance(u, str) else u.decode() for u in admin.acl_users()}
            assert {f"koe-stage-{s}" for s in ("stt", "recall", "llm", "tts")} <= users
            for stage in ("stt", "recall", "llm", "tts"):
                wait_until(lambda s=stage: admin.exists(streams.alive_key(s)), timeout=120, what=f"the {stage} stage")
            admin.acl_log_reset()
            pi = add_device(admin, "hall-pi")
            port = admin.connection_pool.connection_kwargs["port"]
            pi_url = f"redis://{pi.user}:{quote(pi.password, safe='')}@127.0.0.1:{port}/0"
            agent_env = koe_env(pi_url, tmp_path / "agent", KOE_DEVICE="hall-pi")
            done = koe(
                ["agent", "--input", str(wav_in), "--output", str(wav_out), "--fast", "--reply-timeout", "90"],
                agent_env,
                timeout=240,
            )
            assert done.returncode == 0, done.stderr[-3000:]
            samples, rate = read_wav(wav_out)
            assert len(samples) / rate > 0.5 and float(np.sqrt(np.mean(samples**2))) > 0.02, "a spoken answer"
            denied = [(e.get("username"), e.get("object"), e.get("reason")) for e in admin.acl_log(count=100)]
            assert not denied, f"someone needed more than their user may do: {denied}"


@pytest.mark.parametrize("stage", ["stt", "recall", "llm", "tts", "writer", "feedback"])
def test_a_stage_reads_only_the_streams_it_consumes_and_runs_nothing_dangerous(
    own_redis_server: EmbeddedRedis, stage: str
) -> None:
    admin = redis.Redis.from_url(own_redis_server.url)
    password = add_stage(admin, stage)
    me = redis.Redis(port=own_redis_server.port, username=f"koe-stage-{stage}", password=password)
    # Beyond its group's streams: recall follows memory changes, the llm reads its turn's context, the
    # writer finds a forgotten turn's transcript to delete it.
    also = {"recall": streams.MEMORY_CHANGES, "llm": streams.CONTEXT, "writer": streams.TRANSCRIPTS}
    readable = {s.key for s in STAGES[stage].reads} | ({also[stage].key} if stage in also else set())
    for stream in [*streams.ALL_STREAMS, streams.AUDIO_OUT]:
        key = stream.of("hall-pi").key if stream.per_device else stream.key  # a device's own stream
        if stream.key in readable:
            assert me.xrange(key) == []
        else:
            with pytest.raises(redis.exceptions.NoPermissionError):
                me.xrange(key)
    assert me.xlen(streams.DEAD.key) == 0, "the dead letters' count, for /metrics (their contents stay refused)"
    for call in (me.flushall, me.flushdb, lambda: me.keys("*"), lambda: me.config_get("*"), me.acl_list):
        with pytest.raises(redis.exceptions.NoPermissionError):
            call()


def test_koe_acl_sync_writes_the_users_of_compose_redis_and_keeps_the_devices(tmp_path: Path) -> None:
    listed = koe(["acl", "env"], koe_env(None, tmp_path / "data"))
    passwords = dict(line.split("=", 1) for line in listed.stdout.split())
    assert set(passwords) == {"KOE_REDIS_PASSWORD", *(f"KOE_REDIS_PASSWORD_{s.upper()}" for s in SERVER_STAGES)}
    data = tmp_path / "redis"
    data.mkdir()
    acl = data / "users.acl"
    acl.write_text(f"user koe-device-hall on #{'a' * 64} ~koe:session:hall\n")  # a device added earlier
    synced = koe(["acl", "sync", "--aclfile", str(acl)], koe_env(None, tmp_path / "data", **passwords))
    assert synced.returncode == 0, synced.stderr
    assert stat.S_IMODE(acl.stat().st_mode) == 0o600
    assert passwords["KOE_REDIS_PASSWORD_LLM"] not in acl.read_text(), "passwords are stored hashed"
    server = EmbeddedRedis(data_dir=data, password=passwords["KOE_REDIS_PASSWORD"]).start()
    try:
        admin = redis.Redis(port=server.port, password=passwords["KOE_REDIS_PASSWORD"])
        assert "koe-device-hall" in admin.acl_users()
        tts = redis.Redis(port=server.port, username="koe-stage-tts", password=passwords["KOE_REDIS_PASSWORD_TTS"])
        assert tts.xrange(streams.REPLIES.key) == []
        with pytest.raises(redis.exceptions.NoPermissionError):
            tts.xrange(streams.TURNS.key)
    finally:
        server.stop()
    missing = koe(["acl", "sync", "--aclfile", str(acl)], koe_env(None, tmp_path / "data"))
    assert missing.returncode == 2 and "koe acl env" in missing.stderr
