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

import threading
import time

import redis
from prometheus_client import Counter, Histogram

from services.recall.recaller import Recaller
from services.recall.recallers import Recallers
from shared import messages as m
from shared import metrics, streams
from shared.consumer import Delivery, Handler, Route
from shared.device_households import household_of, households
from shared.logs import turn_logger
from shared.memory.households import HouseholdStores
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
    read_count = 1  # a turn at a time: with replicas, the next turn goes to whichever is free

    def __init__(
        self,
        settings: Settings,
        client: redis.Redis | None = None,
        name: str | None = None,
        store: MemoryStore | None = None,
    ) -> None:
        super().__init__(settings, client, name)
        self._given_store = store  # tests and benchmarks pass a store (a slow one, on purpose)
        self.recallers: Recallers | None = None
        self._changes_after = "0-0"
        self._opening: tuple[int, int] | None = None  # (opened, of) while the registered households open

    # --- lifecycle --------------------------------------------------------------------------

    def setup(self) -> None:
        self.recallers = Recallers(HouseholdStores(self.settings, own=self._given_store), self._recaller)
        self.recallers.of(None)  # the worker's own household's store and model, loaded before the first turn
        # The households of the registered devices: opened (their vectors loaded) now, in the background,
        # so no household's first turn pays for it. One that registers later is opened on its first turn.
        known = sorted(set(households(self.redis).values()) - {self.settings.household})
        if known:
            self._opening = (0, len(known))
            threading.Thread(target=self._open_households, args=(known,), name="recall-households", daemon=True).start()
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

    def _open_households(self, names: list[str]) -> None:
        for n, name in enumerate(names):
            self._opening = (n, len(names))
            if self.stop_event.is_set() or self.recallers is None:
                return
            try:
                self.recallers.of(name)
            except Exception as exc:  # its first turn tries again, and says so
                self.log.warning("recall.household_not_opened", household=name, error=f"{type(exc).__name__}: {exc}")
        self._opening = None
        self.log.info("recall.households_opened", households=len(names))

    def _recaller(self, stores: HouseholdStores, household: str) -> Recaller:
        store = stores.get(household)
        store.follow_changes()  # this worker reads koe:memory:changes (read_changes): no look per search
        return Recaller(
            store,
            budget_ms=self.settings.recall_budget_ms,
            limit=self.settings.recall_limit,
            preload=self.settings.recall_preload,
            assistant_name=self.settings.assistant_name,
            household=household,
        )

    @property
    def recaller(self) -> Recaller | None:
        """The worker's own household's (KOE_HOUSEHOLD)."""
        return self.recallers.of(None) if self.recallers else None

    def teardown(self) -> None:
        if self.recallers is not None:
            self.recallers.close()

    def state(self) -> str:
        caches = self.recallers.session_caches() if self.recallers else 0
        opening = self._opening
        if opening is not None:  # the dashboard (and the load bench, which waits for it) can tell
            return f"opening households ({opening[0]} of {opening[1]}), {caches} session caches"
        return f"running, {caches} session caches"

    def handlers(self) -> dict[Stream, Handler | Route]:
        return {streams.SPEECH: self.on_speech, streams.TRANSCRIPTS: Route(self.on_transcript, drop_stale=True)}

    # --- the bus ----------------------------------------------------------------------------

    def on_speech(self, msg: m.Message, delivery: Delivery) -> None:
        if isinstance(msg, m.SpeechStarted):
            self.hot.start(msg.session)  # someone is talking: memory work steps aside until they are answered
            if self.recallers is not None:  # the device's household as registered, never as it says
                household = household_of(self.redis, msg.device)
                self.recallers.of(household).start_session(msg.session, msg.device)

    def on_transcript(self, msg: m.Message, delivery: Delivery) -> None:
        # The budget runs from the transcript's arrival on the bus, not from when this worker got to it:
        # with several devices talking at once, a turn queued behind a slow search has only what is left.
        budget_s = self.settings.recall_budget_ms / 1000
        received = time.perf_counter() - min(delivery.age_s(), budget_s)
        assert isinstance(msg, m.Transcript) and self.recallers is not None
        if msg.confirms or not msg.reply:  # its context went out with the provisional transcript it confirms,
            return  # or nothing will be answered (Home Assistant's speech to text)
        log = turn_logger(msg.device, msg.session, msg.turn, stage=self.stage)
        found = self.recallers.of(msg.household).recall(
            msg.session, msg.device, msg.text, started=received, person=msg.person
        )
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
        assert self.recallers is not None
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
                for recaller in self.recallers.opened():
                    recaller.caches.forget_all()
                continue
            if isinstance(change, m.MemoryChanged):
                for recaller in self.recallers.opened(change.household or self.settings.household):
                    recaller.on_change(change.op, change.memory_id)
                applied += 1
        return applied

    def sweep_idle(self) -> list[str]:
        assert self.recallers is not None
        gone = [s for r in self.recallers.opened() for s in r.drop_idle(self.settings.session_idle_s)]
        if gone:
            self.log.info("recall.caches_dropped", sessions=len(gone), idle_s=self.settings.session_idle_s)
        return gone
