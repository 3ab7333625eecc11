"""The GPU box's Redis is reached over the LAN, so it has a password: koe uses it and never shows it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from shared.embedded import EmbeddedRedis
from tests.helpers import koe, koe_env

SECRET = "s3cret-Ch1ps"


@pytest.fixture
def locked_redis() -> Iterator[EmbeddedRedis]:
    server = EmbeddedRedis(password=SECRET).start()
    yield server
    server.stop()


def test_the_password_in_koe_redis_url_is_used(locked_redis: EmbeddedRedis, tmp_path: Path) -> None:
    shown = koe(["turns"], koe_env(locked_redis.url, tmp_path))
    assert shown.returncode == 0, shown.stderr


@pytest.mark.parametrize("login", ["", ":wrong-password@"])
def test_a_missing_or_wrong_password_is_one_clear_sentence(
    locked_redis: EmbeddedRedis, tmp_path: Path, login: str
) -> None:
    url = f"redis://{login}127.0.0.1:{locked_redis.port}/0"
    for args in (["turns"], ["say", "hello"], ["worker", "llm"]):
        result = koe(args, koe_env(url, tmp_path), timeout=30)
        assert result.returncode == 2, (args, result.stderr)
        assert "check the password in KOE_REDIS_URL" in result.stderr, (args, result.stderr)
        assert "wrong-password" not in result.stderr + result.stdout, "a password is never printed"
