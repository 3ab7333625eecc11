"""The recall stage: the memories for every turn, published within the recall budget.

- `speech started` (group "recall" on `koe:speech`): start the session's cache and its preload.
- A transcript (group "recall" on `koe:transcripts`, read independently of the LLM's group): search
  with the deadline, fall back to the cache, and publish one PromptContext at once (not with the
  ack: the LLM is waiting for it), every time, even with no memories.
- Memory changes (`koe:memory:changes`) are read with plain XREAD in the background, so every recall
  instance sees every change, and each change drops the memory from every session cache.
- Session caches idle for KOE_SESSION_IDLE_S are dropped.
"""

from __future__ import annotations

import time

import redis
from prometheus_client import Counter, Histogram

from services.recall.recaller import Recaller
from shared import messages as m
from shared import metrics, streams
from shared.consumer import Delivery, Handler, Route
from shared.logs import turn_logger
from shared.memory.factory import open_store
from shared.memory.store import MemoryStore
from shared.settings import Settings
from shared.streams import Stream
from shared.worker import Worker

RECALL_SECONDS = Histogram(
    "koe_recall_seconds",
    "Time from a transcript to its published prompt context",
    ["source"],
    buckets=(0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1),
)
# The ratio of these two is the alert "recall misses its deadline on over 1% of turns" (monitoring/).
RECALL_TURNS = Counter("koe_recall_turns_total", "Turns recall answered (a prompt context published)")
DEADLINE_MISSES = Counter(
    "koe_recall_deadline_misses_total",
    "Turns whose store search did not answer within the recall budget (late, or the store too busy to start it)",
)
IDLE_SWEEP_S = 10.0


class RecallWorker(Worker):
    def __init__(
        self,
        settings: Settings,
        client: redis.Redis | None = None,
        name: str | None = None,
        store: MemoryStore | None = None,
    ) -> None:
        super().__init__(settings, client, name)
        self._given_store = store  # tests and benchmarks pass a store (a slow one, on purpose)
        self.store: MemoryStore | None = None
        self.recaller: Recaller | None = None
        self._changes_after = "0-0"

    # --- lifecycle --------------------------------------------------------------------------

    def setup(self) -> None:
        self.store = self._given_store or open_store(self.settings)
        self.recaller = Recaller(
            self.store,
            budget_ms=self.settings.recall_budget_ms,
            limit=self.settings.recall_limit,
            preload=self.settings.recall_preload,
            assistant_name=self.settings.assistant_name,
            household=self.settings.household,
        )
        # Changes from now on: caches start empty, so older changes cannot make them stale.
        last = self.redis.xrevrange(streams.MEMORY_CHANGES.key, count=1)
        if last:
            entry_id = last[0][0]
            self._changes_after = entry_id.decode() if isinstance(entry_id, bytes) else str(entry_id)
        self.log.info(
            "recall.ready",
            budget_ms=self.settings.recall_budget_ms,
            preload=self.settings.recall_preload,
            limit=self.settings.recall_limit,
        )

    def teardown(self) -> None:
        if self.recaller is not None:
            self.recaller.close()
        if self.store is not None and self._given_store is None:
            self.store.close()

    def state(self) -> str:
        caches = len(self.recaller.caches) if self.recaller else 0
        return f"running, {caches} session caches"

    def handlers(self) -> dict[Stream, Handler | Route]:
        return {streams.SPEECH: self.on_speech, streams.TRANSCRIPTS: Route(self.on_transcript, drop_stale=True)}

    # --- the bus ----------------------------------------------------------------------------

    def on_speech(self, msg: m.Message, delivery: Delivery) -> None:
        if isinstance(msg, m.SpeechStarted):
            self.hot.start(msg.session)  # someone is talking: memory work steps aside until they are answered
            if self.recaller is not None:
                self.recaller.start_session(msg.session, msg.device)

    def on_transcript(self, msg: m.Message, delivery: Delivery) -> None:
        # The budget runs from the transcript's arrival on the bus, not from when this worker got to it:
        # with several devices talking at once, a turn queued behind a slow search has only what is left.
        budget_s = self.settings.recall_budget_ms / 1000
        received = time.perf_counter() - min(delivery.age_s(), budget_s)
        assert isinstance(msg, m.Transcript) and self.recaller is not None
        if msg.confirms or not msg.reply:  # its context went out with the provisional transcript it confirms,
            return  # or nothing will be answered (Home Assistant's speech to text)
        log = turn_logger(msg.device, msg.session, msg.turn, stage=self.stage)
        found = self.recaller.recall(msg.session, msg.device, msg.text, started=received, person=msg.person)
        context = m.PromptContext(
            device=msg.device,
            session=msg.session,
            turn=msg.turn,
            generation=msg.generation,
            memories=found.memories,
            query_id=found.query_id,
            search_session=found.search_session,
            source=found.source,
            recall_ms=found.recall_ms,
        )
        self.bus.publish(context)
        published_ms = (time.perf_counter() - received) * 1000
        RECALL_SECONDS.labels(found.source).observe(published_ms / 1000)
        RECALL_TURNS.inc()
        if found.search in ("late", "busy"):  # a failed search answered in time: a fallback, not a miss
            DEADLINE_MISSES.inc()
        log.info(
            "recall.published",
            source=found.source,
            search=found.search,
            memories=len(found.memories),
            query=found.query[:200],
            query_id=found.query_id,
            recall_ms=found.recall_ms,
            published_ms=round(published_ms, 2),
        )

    # --- memory changes and idle caches -------------------------------------------------------

    def background(self) -> None:
        next_sweep = time.monotonic() + IDLE_SWEEP_S
        while not self.stop_event.is_set():
            self.read_changes(block_ms=min(self.settings.bus_block_ms, 1000))
            if time.monotonic() >= next_sweep:
                next_sweep = time.monotonic() + IDLE_SWEEP_S
                self.sweep_idle()

    def read_changes(self, block_ms: int) -> int:
        """Apply the memory changes published since the last read; returns how many."""
        assert self.recaller is not None
        applied = 0
        for entry_id, fields in self.bus.read_after(streams.MEMORY_CHANGES, self._changes_after, block_ms):
            self._changes_after = entry_id
            try:
                change = m.decode(fields)
            except m.MessageError as exc:
                # We cannot tell which memory changed: empty every cache rather than risk serving it stale.
                metrics.FALLBACKS.labels(self.stage, "bad_change_entry").inc()
                self.log.warning(
                    "recall.bad_change_entry", entry=entry_id, error=str(exc), note="all session caches emptied"
                )
                self.recaller.caches.forget_all()
                continue
            if isinstance(change, m.MemoryChanged):
                self.recaller.on_change(change.op, change.memory_id)
                applied += 1
        return applied

    def sweep_idle(self) -> list[str]:
        assert self.recaller is not None
        gone = self.recaller.drop_idle(self.settings.session_idle_s)
        if gone:
            self.log.info("recall.caches_dropped", sessions=len(gone), idle_s=self.settings.session_idle_s)
        return gone
