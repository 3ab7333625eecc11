"""A consumer-group reader with the bus's delivery rules: the loop every stage runs.

- An entry that fails KOE_BUS_MAX_DELIVERIES deliveries goes to the dead-letter stream before it is
  even decoded, so an entry that crashes the whole process (not just its handler) is still let go.
- An entry that cannot be decoded goes to the dead-letter stream once, with the reason, and is
  acknowledged: the stage goes on with the next one.
- An entry of an interrupted turn (its generation is older than the session's) is dropped before its
  handler runs, where the route says so; `Route.on_stale` may still answer for it (an end marker).
- An entry is acknowledged only after its effect, and the handler's final outputs are published in
  the same MULTI/EXEC as the XACK, so a crash either did all of it or none of it.
- On start a consumer first finishes its own pending entries (a restart under the same name).
- Entries held by a dead consumer longer than KOE_BUS_CLAIM_IDLE_MS are reclaimed with XAUTOCLAIM;
  entries still being worked on are kept fresh by a lease (XCLAIM JUSTID) so a slow handler is never
  robbed by a live peer.
- While Redis is unreachable the loop waits and tries again with a growing delay; the process lives on.
"""

from __future__ import annotations

import contextlib
import functools
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import redis
import structlog
import tenacity

from shared import messages as m
from shared import metrics, sessions, streams
from shared.bus import Bus
from shared.lanes import Lanes
from shared.logs import get_logger
from shared.printable import printable_fields
from shared.redis_clock import RedisClock
from shared.streams import Stream

CLOCK_MEASURE_S = 10.0  # how often the offset to Redis' clock is measured again (off the hot path)
REDIS_RETRY_MAX_S = 5.0  # the longest wait between two tries while Redis is unreachable
DEVICES_REFRESH_S = 1.0  # how soon a new device's streams are read
DEAD_KEPT_S = 86_400  # how long "this entry's fields are already kept" is remembered


@dataclass(frozen=True)
class Delivery:
    """One entry handed to a handler, with what the runtime knows about it."""

    stream: str
    entry_id: str
    deliveries: int
    msg: m.Message | None = field(default=None, compare=False)
    client: redis.Redis | None = field(default=None, compare=False, repr=False)
    clock: RedisClock | None = field(default=None, compare=False, repr=False)

    def is_stale(self) -> bool:
        """Has the person spoken over this entry's turn since it was published? (One GET.)"""
        if self.msg is None or self.client is None:
            return False
        return sessions.is_stale(self.client, self.msg.session, self.msg.generation)

    def age_s(self) -> float:
        """How long ago the entry arrived on the bus, on Redis' clock: deadlines run from then."""
        return self.clock.age_s(self.entry_id) if self.clock else 0.0


Outputs = Sequence[m.Message] | None
Handler = Callable[[m.Message, Delivery], Outputs]
StaleHandler = Callable[[m.Message, Delivery], Outputs]


@dataclass(frozen=True)
class Route:
    """How a stage handles one stream: the handler, and what happens to an interrupted turn's entry.

    With `drop_stale`, an entry whose generation is older than its session's is not handed to the
    handler: it is counted and logged as dropped, and `on_stale` (if any) gives what the stage still
    publishes for it, acknowledged with it (e.g. the end of an interrupted reply)."""

    handler: Handler
    drop_stale: bool = False
    on_stale: StaleHandler | None = None


def _sid(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _session_of(fields: dict[bytes, bytes]) -> str | None:
    try:
        return m.decode(fields).session
    except m.MessageError:
        return None


class StreamConsumer:
    """Reads one or more streams as one consumer of `group` and hands each entry to its route."""

    def __init__(
        self,
        bus: Bus,
        handlers: dict[Stream, Handler | Route],
        group: str,
        consumer: str,
        stop: threading.Event,
        stage: str | None = None,
        read_count: int = 16,
        concurrency: int = 1,
    ) -> None:
        self.bus = bus
        # Entries handled at once (shared/lanes.py): one session's in order, others beside them.
        self.lanes = Lanes(concurrency, f"{group}-lane") if concurrency > 1 else None
        # Entries taken per read. A stage whose every entry is slow (a reply) takes one at a time, so a
        # sibling replica gets the next instead of it waiting here behind the ones already taken.
        self.read_count = max(1, read_count)
        self.redis = bus.redis
        self.settings = bus.settings
        self.routes = {s.key: h if isinstance(h, Route) else Route(h) for s, h in handlers.items()}
        # Read as one stream per known device. In the handlers' order: one read hands out entries stream by
        # stream in this order (the llm takes a playback mark before an interruption of the same turn).
        self.families = [s.key for s in handlers if s.per_device]
        self.keys: dict[str, Route] = {k: r for k, r in self.routes.items() if k not in self.families}
        self._devices_at = -DEVICES_REFRESH_S
        self.group = group
        self.consumer = consumer
        self.stop = stop
        self.stage = stage or group
        self.log = get_logger(stage=self.stage, consumer=consumer)
        self.clock = RedisClock(self.redis)
        self._held: set[tuple[str, str]] = set()
        self._held_lock = threading.Lock()
        self._last_claim = 0.0
        self.current: dict[str, object] | None = None  # the entry in hand, for the heartbeat (the dashboard)
        self.handled = 0

    # --- the loop ----------------------------------------------------------------------------

    def run(self) -> None:
        self._ensure_groups()
        self.clock.measure()
        lease = threading.Thread(target=self._keep_leases, name=f"{self.group}-lease", daemon=True)
        lease.start()
        self.drain_own_pending()
        retrying = tenacity.Retrying(
            retry=tenacity.retry_if_exception_type((redis.ConnectionError, redis.TimeoutError)),
            wait=tenacity.wait_exponential(multiplier=0.25, max=REDIS_RETRY_MAX_S),
            sleep=self.stop.wait,  # a stop request ends the wait at once
            before_sleep=self._redis_unreachable,
            stop=lambda _state: self.stop.is_set(),
            reraise=True,
        )
        try:
            with contextlib.suppress(redis.ConnectionError, redis.TimeoutError):  # only when stopping
                while not self.stop.is_set():
                    # Each successful poll starts a fresh Retrying run, so the delay resets after an outage.
                    retrying(self.poll_once)
        finally:
            if self.lanes is not None:
                self.lanes.finish()

    def _redis_unreachable(self, state: tenacity.RetryCallState) -> None:
        exc = state.outcome.exception() if state.outcome else None
        wait = state.next_action.sleep if state.next_action else 0.0
        metrics.FALLBACKS.labels(self.stage, "redis_unreachable").inc()
        self.log.warning("bus.redis_unreachable", error=str(exc), retry_in_s=round(wait, 2))

    def _ensure_groups(self) -> None:
        self._devices_at = -DEVICES_REFRESH_S
        self._refresh_devices()
        for key in self.keys:
            self.bus.ensure_group(key, self.group)

    def _refresh_devices(self) -> None:
        """Read the per-device streams of every known device, a new one's from its first entry."""
        now = time.monotonic()
        if not self.families or now - self._devices_at < DEVICES_REFRESH_S:
            return
        self._devices_at = now
        for device in sorted(_sid(d) for d in self.redis.smembers(streams.DEVICES)):
            for family in self.families:
                key = f"{family}:{device}"
                if key not in self.keys:
                    self.bus.ensure_group(key, self.group)
                    self.keys[key] = self.routes[family]

    def poll_once(self) -> int:
        """Reclaim stale entries when due, then read new ones; returns how many entries were handled."""
        handled = 0
        now = time.monotonic()
        self._refresh_devices()
        if now - self._last_claim >= self.settings.bus_claim_idle_ms / 2000:
            self._last_claim = now
            handled += self.claim_stale()
        if not self.keys:  # only per-device streams, and no device yet
            self.stop.wait(self.settings.bus_block_ms / 1000)
            return handled
        if self.lanes is not None and not self.lanes.wait_free(self.settings.bus_block_ms / 1000):
            return handled  # every place taken: what is on the bus waits there (for a sibling, too)
        try:
            reply = self.redis.xreadgroup(
                self.group,
                self.consumer,
                {key: ">" for key in self.keys},
                count=self.read_count,
                block=self.settings.bus_block_ms,
            )
        except redis.ResponseError as exc:
            if "NOGROUP" in str(exc):  # the stream was deleted, or Redis came back empty: recreate, go on
                self._ensure_groups()
                return handled
            raise
        taken = [(_sid(key), _sid(entry_id), fields) for key, entries in reply or [] for entry_id, fields in entries]
        # Leased from the moment they are read, not only while handled: an entry waiting here behind
        # slow ones is ours, and a sibling must not reclaim it and handle it a second time.
        with self._held_lock:
            self._held.update((key, entry_id) for key, entry_id, _ in taken)
        handed: set[tuple[str, str]] = set()  # to a lane: its deliver lets the lease go when done
        try:
            for key, entry_id, fields in taken:
                if self.stop.is_set():
                    return handled  # still pending: our restart or a peer will handle it
                session = _session_of(fields) if self.lanes is not None else None
                if self.lanes is not None and session is not None:
                    self.lanes.submit(session, functools.partial(self.deliver, key, entry_id, fields, 1))
                    handed.add((key, entry_id))
                else:  # one at a time, or an entry that does not decode (dead-lettered here)
                    self.deliver(key, entry_id, fields, deliveries=1)
                handled += 1
        finally:
            with self._held_lock:
                self._held.difference_update(
                    (key, entry_id) for key, entry_id, _ in taken if (key, entry_id) not in handed
                )
        return handled

    def drain_own_pending(self) -> None:
        """One pass over this consumer's own pending entries; one that fails again waits for reclaiming."""
        for key in list(self.keys):
            after = "0"
            while not self.stop.is_set():
                reply = self.redis.xreadgroup(self.group, self.consumer, {key: after}, count=50)
                entries = reply[0][1] if reply else []
                if not entries:
                    break
                for entry_id, fields in entries:
                    sid = after = _sid(entry_id)
                    if not fields:  # trimmed away while pending: nothing left to do
                        self.redis.xack(key, self.group, sid)
                        continue
                    self.deliver(key, sid, fields, deliveries=self._deliveries(key, sid))

    def claim_stale(self) -> int:
        handled = 0
        for key in list(self.keys):
            try:
                reply = self.redis.xautoclaim(
                    key, self.group, self.consumer, min_idle_time=self.settings.bus_claim_idle_ms, count=16
                )
            except redis.ResponseError as exc:
                if "NOGROUP" in str(exc):
                    self.bus.ensure_group(key, self.group)
                    continue
                raise
            entries = reply[1] if len(reply) > 1 else []
            for gone in reply[2] if len(reply) > 2 else []:
                self.redis.xack(key, self.group, gone)
            for entry_id, fields in entries:
                sid = _sid(entry_id)
                if not fields:
                    self.redis.xack(key, self.group, sid)
                    continue
                self.log.info("bus.reclaimed", stream=key, entry=sid)
                self.deliver(key, sid, fields, deliveries=self._deliveries(key, sid))
                handled += 1
        return handled

    # --- one entry ---------------------------------------------------------------------------

    def deliver(self, key: str, entry_id: str, fields: dict[bytes, bytes], deliveries: int) -> None:
        if deliveries > self.settings.bus_max_deliveries:
            # Checked before decoding: an entry that brought the whole process down is let go as well.
            last = self.redis.hget(streams.errors_key(self.group), entry_id)
            reason = f"failed {deliveries - 1} deliveries; last error: {_sid(last) if last else 'none recorded'}"
            msg: m.Message | None = None
            with contextlib.suppress(m.MessageError):
                msg = m.decode(fields)
            self.dead_letter(key, entry_id, fields, reason, deliveries, msg=msg)
            metrics.DEAD_LETTERS.labels(self.stage, "failing").inc()
            return
        try:
            msg = m.decode(fields)
        except m.MessageError as exc:
            self.dead_letter(key, entry_id, fields, f"malformed entry: {exc}", deliveries)
            metrics.DEAD_LETTERS.labels(self.stage, "malformed").inc()
            return
        route = self.keys[key]
        delivery = Delivery(key, entry_id, deliveries, msg, self.redis, self.clock)
        started = time.perf_counter()
        with self._held_lock:
            self._held.add((key, entry_id))
        self.current = {"stream": key, "entry": entry_id, "kind": msg.KIND, "since": time.time()}
        try:
            # Every log line written while handling the entry carries its device, session and turn.
            with structlog.contextvars.bound_contextvars(**msg.log_context):
                if route.drop_stale and delivery.is_stale():
                    metrics.DROPPED.labels(self.stage, "interrupted").inc()
                    self.log.info("bus.dropped_interrupted", kind=msg.KIND, generation=msg.generation)
                    outputs = route.on_stale(msg, delivery) if route.on_stale else None
                else:
                    outputs = route.handler(msg, delivery)
            self._finish(key, entry_id, outputs)
        except Exception as exc:
            # Left pending: it comes back after the claim idle time, and dead-letters after N tries.
            metrics.ENTRIES_FAILED.labels(self.stage, msg.KIND).inc()
            self.log.exception("bus.handler_failed", stream=key, entry=entry_id, deliveries=deliveries)
            self.redis.hset(streams.errors_key(self.group), entry_id, f"{type(exc).__name__}: {exc}"[:2000])
        else:
            metrics.ENTRIES_HANDLED.labels(self.stage, msg.KIND).inc()
            metrics.HANDLE_SECONDS.labels(self.stage, msg.KIND).observe(time.perf_counter() - started)
            self.handled += 1
        finally:
            self.current = None
            with self._held_lock:
                self._held.discard((key, entry_id))

    def _finish(self, key: str, entry_id: str, outputs: Outputs) -> None:
        pipe = self.redis.pipeline(transaction=True)
        for out in outputs or ():
            self.bus.publish(out, pipe=pipe)
        pipe.xack(key, self.group, entry_id)
        pipe.hdel(streams.errors_key(self.group), entry_id)  # an earlier failure's note, if any
        pipe.execute()

    def dead_letter(
        self,
        key: str,
        entry_id: str,
        fields: dict[bytes, bytes],
        reason: str,
        deliveries: int,
        msg: m.Message | None = None,
    ) -> None:
        """Keep the entry on the dead-letter stream with the reason, and acknowledge it, in one MULTI.
        The entry's fields are copied once (bounded), by the first group to give up on it; another
        group's letter for the same entry says so instead of copying a large entry again."""
        first = self._claim_copy(key, entry_id)
        kept = printable_fields(fields) if first else {"note": "fields kept in this entry's first dead letter"}
        letter = m.DeadLetter(
            device=msg.device if msg else "?",
            session=msg.session if msg else "?",
            turn=msg.turn if msg else "-",
            stream=key,
            entry_id=entry_id,
            group=self.group,
            reason=reason[:4000],
            deliveries=deliveries,
            fields=kept,
        )
        pipe = self.redis.pipeline(transaction=True)
        self.bus.publish(letter, pipe=pipe)
        pipe.xack(key, self.group, entry_id)
        pipe.hdel(streams.errors_key(self.group), entry_id)
        pipe.execute()
        self.log.warning(
            "bus.dead_letter", stream=key, entry=entry_id, kind=msg.KIND if msg else "?", reason=reason[:500]
        )

    # --- bookkeeping -------------------------------------------------------------------------

    def _claim_copy(self, key: str, entry_id: str) -> bool:
        """Whether this letter is the first for the entry (so it keeps the fields); when Redis cannot
        say, it keeps them: a second copy is better than none."""
        try:
            return bool(self.redis.set(streams.dead_kept_key(key, entry_id), self.group, nx=True, ex=DEAD_KEPT_S))
        except redis.RedisError:
            return True

    def _deliveries(self, key: str, entry_id: str) -> int:
        info = self.redis.xpending_range(key, self.group, min=entry_id, max=entry_id, count=1)
        return int(info[0]["times_delivered"]) if info else 1

    def _keep_leases(self) -> None:
        """Reset the idle time of the entries being handled, so no live peer reclaims them; now and then
        measure the offset to Redis' clock again (clocks drift)."""
        interval = max(self.settings.bus_claim_idle_ms / 3000, 0.05)
        next_measure = time.monotonic() + CLOCK_MEASURE_S
        while not self.stop.wait(interval):
            with self._held_lock:
                held = list(self._held)
            for key, entry_id in held:
                try:
                    self.redis.xclaim(key, self.group, self.consumer, 0, [entry_id], justid=True)
                except redis.RedisError:
                    self.log.warning("bus.lease_failed", stream=key, entry=entry_id)
            if time.monotonic() >= next_measure:
                next_measure = time.monotonic() + CLOCK_MEASURE_S
                self.clock.measure()
