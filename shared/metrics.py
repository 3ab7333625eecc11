"""Prometheus metrics every stage shares, served on the stage's metrics port."""

from __future__ import annotations

import tenacity
from prometheus_client import Counter, Histogram, start_http_server

ENTRIES_HANDLED = Counter("koe_entries_handled_total", "Bus entries handled", ["stage", "kind"])
ENTRIES_FAILED = Counter("koe_entries_failed_total", "Bus entries whose handler raised", ["stage", "kind"])
DEAD_LETTERS = Counter("koe_dead_letters_total", "Entries sent to the dead-letter stream", ["stage", "why"])
HANDLE_SECONDS = Histogram(
    "koe_handle_seconds",
    "Time to handle one bus entry",
    ["stage", "kind"],
    buckets=(0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
)
FALLBACKS = Counter("koe_fallbacks_total", "A degraded path was taken (logged each time)", ["stage", "what"])
LATE_REPLIES = Counter("koe_replies_late_total", "Replies whose first sentence came later than KOE_REPLY_LATE_S")
TURN_HOP_SECONDS = Histogram(
    "koe_turn_hop_seconds",
    "Seconds between two consecutive marks of a finished turn's waterfall (shared/waterfall.py)",
    ["hop"],
    buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 30),
)
# The agent's echo canceller, per reply played: the microphone's level over what the canceller left, on
# the reply's audible frames (services/vad/echo_canceller.py). Low on a Pi that has played a few replies:
# the canceller is not settling there, and barge-in is by loudness alone.
ECHO_CANCELLED_DB = Histogram(
    "koe_echo_cancelled_db",
    "How far below the microphone the echo canceller took a reply's echo, dB, per reply",
    buckets=(0, 5, 10, 15, 20, 25, 30, 40),
)
# How the agent ended each utterance: silence, judge, reply, limit or length (services/vad/segmenter.py).
TURN_ENDS = Counter("koe_turn_ends_total", "Utterances the agent ended, by what ended them", ["by"])
DROPPED = Counter("koe_dropped_total", "Work dropped on purpose (interrupted, stale)", ["stage", "why"])
# How long the models take, apart from the bus: `what` is a fixed word per call site (transcribe,
# first_token, completion, synthesize, memory_search), never a device or a session.
MODEL_SECONDS = Histogram(
    "koe_model_seconds",
    "Time spent in a model call",
    ["stage", "what"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 30, 60),
)

# Home Assistant over Wyoming (services/wyoming): `program` is stt, conversation or tts; `outcome` ok,
# timeout or refused; `why` a fixed word per check (bad_event, too_long, busy, idle, dropped ...).
WYOMING_REQUESTS = Counter(
    "koe_wyoming_requests_total", "Home Assistant requests over Wyoming, by program and outcome", ["program", "outcome"]
)
WYOMING_REFUSED = Counter(
    "koe_wyoming_refused_total", "Wyoming input refused or connections closed on it, by why", ["why"]
)
WYOMING_SECONDS = Histogram(
    "koe_wyoming_seconds",
    "Home Assistant's waits: audio-stop to transcript, transcript to first handled-chunk, synthesize to first audio",
    ["what"],
    buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 30),
)


@tenacity.retry(
    retry=tenacity.retry_if_exception_type(OSError),
    stop=tenacity.stop_after_delay(5),
    wait=tenacity.wait_fixed(0.25),
    reraise=True,
)
def serve_metrics(port: int, host: str = "127.0.0.1") -> None:
    """Serve /metrics on `host`:`port` (0 turns metrics off). Only this machine by default
    (KOE_METRICS_HOST): the figures name devices and sessions. A port still held by a process that is
    going away (a restarted worker's predecessor) is tried again for a few seconds."""
    if port:
        start_http_server(port, addr=host)
