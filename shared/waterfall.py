"""A turn's waterfall: the marks a turn record carries, in the order a turn goes through them, and the
hops between them (what `koe turns` prints and `koe_turn_hop_seconds` measures)."""

from __future__ import annotations

import itertools

WATERFALL = (
    "speech_end",
    "typed",
    "stt_started",
    "transcript_ready",
    "llm_received",
    "context_ready",
    "llm_first_token",
    "first_sentence",
    "first_audio_out",
    "playback_started",
)


def hops(marks: dict[str, float]) -> list[tuple[str, float]]:
    """("from->to", seconds) between each pair of consecutive marks the record has; a clock that went
    backwards (marks from two machines) gives no hop rather than a negative one."""
    present = [(name, marks[name]) for name in WATERFALL if name in marks]
    out = []
    for (a, ta), (b, tb) in itertools.pairwise(present):
        if tb >= ta:
            out.append((f"{a}->{b}", tb - ta))
    return out
