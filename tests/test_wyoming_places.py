"""Where a Home Assistant request lands in koe: each satellite a device, each conversation a session, and
the person koe heard say the words carried to the conversation turn that follows."""

from __future__ import annotations

import redis

from services.wyoming.places import RecentlyHeard, conversation_of, device_for, session_for
from shared.acl import DEVICE_NAME


def test_each_satellite_is_a_device_with_a_name_koe_can_give_a_redis_user() -> None:
    assert device_for({"satellite_id": "assist_satellite.kitchen_voice", "device_id": "abc"}) == "ha-kitchen-voice"
    assert device_for({"device_id": "4f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e"}).startswith("ha-4f1c2d3e4f5a6b7c8d9e")
    assert device_for(None) == device_for({}) == device_for({"satellite_id": 7}) == "ha"
    odd = ["assist_satellite.Küche Ünten!!", "x" * 500, "../../etc", "*", "a b\nc"]
    for raw in odd:
        assert DEVICE_NAME.match(device_for({"satellite_id": raw})), raw
    assert device_for({"satellite_id": "x" * 500}) != device_for({"satellite_id": "x" * 499}), "no two alike"


def test_a_conversation_is_one_session_and_a_new_one_starts_fresh(rclient: redis.Redis) -> None:
    first = session_for(rclient, "ha-den", conversation_of({"conversation_id": "01HX"}), 900)
    again = session_for(rclient, "ha-den", conversation_of({"conversation_id": "01HX"}), 900)
    other = session_for(rclient, "ha-den", conversation_of({"conversation_id": "01HY"}), 900)
    assert first == again != other and first.startswith("ha-den.") and other.startswith("ha-den.")
    assert conversation_of({"conversation_id": "*:{}\n"}) is not None and ":" not in str(
        conversation_of({"conversation_id": "a:b"})
    )
    assert conversation_of({}) is None


def test_the_speaker_koe_heard_is_the_conversation_turns_when_the_words_match() -> None:
    heard = RecentlyHeard(keep_s=60)
    heard.note("My sister Ana lives in Lisbon.", "Tom", 0.81)
    heard.note("What's the time?", None, None)  # an unknown voice names nobody
    assert heard.speaker("my sister ana lives in lisbon") == ("Tom", 0.81), "Home Assistant may change case"
    assert heard.speaker("What's the time?") == (None, None)
    assert heard.speaker("My brother lives in Lisbon.") == (None, None)
    stale = RecentlyHeard(keep_s=0)
    stale.note("I'm vegan.", "Ana", 0.9)
    assert stale.speaker("I'm vegan.") == (None, None), "only minutes-old words carry a speaker"
