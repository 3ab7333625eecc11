"""The devices of `koe bench load`: typed turns from many households at once, and what came back.

Each device (M per household) sends its turns one after another: a turn, its reply to the end, a short
pause, the next. How devices' turns fall in time (`arrivals`): `steady` (the default) as independent
households talk, each device starting at a random moment of the first pause and pausing `think_s` times
0.5 to 1.5 between turns (the same mean rate, turns spread evenly over time); `together`, every device
starting within a few seconds and pausing exactly `think_s`, so turns keep coming in waves of one per
device: the worst case, where all households ask at the same moment, again and again.

Its odd turns tell koe something new about the household ("Our neighbour
Quillon keeps 3 hens."), with a name made for that device, so the writer has memories to add and any
one found in another household's store is a leak; its even turns are questions the filled memories
answer. One reader follows the bus for all of them (the prompt contexts, the replies, the turn records)
and times everything on Redis' clock (entry ids), as `koe bench contention` does.
"""

from __future__ import annotations

import heapq
import random
import re
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import redis

from koe.bench.household import questions
from shared import messages as m
from shared import streams
from shared.redis_clock import entry_ms

TURN_TIMEOUT_S = 60.0
ARRIVALS = ("steady", "together")
APOLOGY_START = "Sorry"


def household_name(h: int) -> str:
    return f"bench-{h:03d}"


_LETTERS = "bcdfghjklm"  # digit i is written as _LETTERS[i]
_MARKER = re.compile(r"\bQu([b-m]{8})on\b")


def marker(h: int, d: int, k: int, run: int = 0) -> str:
    """A made-up name only this device's turn k of this run uses (letters only, so it reads as a name)."""
    return "Qu" + "".join(_LETTERS[int(c)] for c in f"{h:03d}{d:02d}{k:02d}{run % 10}") + "on"


def marker_households(text: str) -> set[int]:
    """The households whose made-up names appear in `text`."""
    return {int("".join(str(_LETTERS.index(c)) for c in found[:3])) for found in _MARKER.findall(text)}


def said(h: int, d: int, k: int, run: int, rng: random.Random) -> str:
    if k % 2:
        return f"Our neighbour {marker(h, d, k, run)} keeps {k + 2} hens in the back garden."
    return questions(rng, 1)[0]


@dataclass
class Turn:
    household: str
    session: str
    turn: str
    sent_ms: int = 0
    context_ms: int | None = None
    first_ms: int | None = None
    end_ms: int | None = None
    record_ms: int | None = None
    record_id: str | None = None
    served: list[str] = field(default_factory=list)  # memory ids its prompt context carried
    apology: bool = False


@dataclass
class Device:
    h: int
    d: int
    session: str
    sent: int = 0
    current: Turn | None = None
    deadline: float = 0.0


class Driver:
    def __init__(
        self,
        client: redis.Redis,
        households: int,
        devices: int,
        turns: int,
        think_s: float,
        run: int,
        arrivals: str = "steady",
    ) -> None:
        if arrivals not in ARRIVALS:
            raise ValueError(f"arrivals must be one of {', '.join(ARRIVALS)}, not {arrivals!r}")
        self.arrivals = arrivals
        self.client = client
        self.run_no = run
        self.turns_each = turns
        self.think_s = think_s
        self.devices = [Device(h, d, f"load-r{run}-{h}-{d}") for h in range(households) for d in range(devices)]
        self.by_key: dict[tuple[str, str], Turn] = {}
        self.records: Counter[tuple[str, str]] = Counter()
        self.lost: list[Turn] = []
        self.rng = random.Random(5)
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.started_at = 0.0
        self.ended_at = 0.0
        self._after = {s.key: self._last(s.key) for s in (streams.CONTEXT, streams.REPLIES, streams.TURNS)}

    def _last(self, key: str) -> str:
        last = self.client.xrevrange(key, count=1)
        return last[0][0].decode() if last else "0-0"

    @property
    def total(self) -> int:
        return len(self.devices) * self.turns_each

    def sent(self) -> int:
        return sum(d.sent for d in self.devices)

    # --- sending ---------------------------------------------------------------------------------

    def send(self, dev: Device) -> None:
        k = dev.sent
        turn = Turn(household_name(dev.h), dev.session, f"t{k}")
        msg = m.Transcript(
            device=f"load-{dev.h}-{dev.d}",
            session=dev.session,
            turn=turn.turn,
            text=said(dev.h, dev.d, k, self.run_no, self.rng),
            source="typed",
            household=turn.household,
        )
        with self.lock:
            self.by_key[(turn.session, turn.turn)] = turn
            dev.current, dev.sent, dev.deadline = turn, k + 1, time.monotonic() + TURN_TIMEOUT_S
        entry = self.client.xadd(streams.TRANSCRIPTS.key, msg.to_fields())  # type: ignore[arg-type]
        turn.sent_ms = entry_ms(entry)

    def run(self, on_half: Any = None) -> None:
        """Send every device's turns, each after the last one's reply ended; returns when all are done."""
        reader = threading.Thread(target=self.read, daemon=True)
        reader.start()
        self.started_at = time.monotonic()
        due = [(self.started_at + self.first_turn_at(i), i) for i in range(len(self.devices))]
        heapq.heapify(due)
        halfway = False
        while due or any(d.current for d in self.devices):
            now = time.monotonic()
            while due and due[0][0] <= now:
                _, i = heapq.heappop(due)
                self.send(self.devices[i])
            if on_half and not halfway and self.sent() >= self.total // 2:
                halfway = True
                on_half()
            with self.lock:
                for i, dev in enumerate(self.devices):
                    turn = dev.current
                    if turn is None:
                        continue
                    if turn.end_ms is None and now < dev.deadline:
                        continue
                    if turn.end_ms is None:
                        self.lost.append(turn)
                    dev.current = None
                    if dev.sent < self.turns_each:
                        heapq.heappush(due, (now + self.pause_s(), i))
            time.sleep(0.01)
        self.ended_at = time.monotonic()

    def first_turn_at(self, i: int) -> float:
        """Seconds from the start to device i's first turn."""
        return self.rng.uniform(0.0, self.think_s) if self.arrivals == "steady" else i * 0.05

    def pause_s(self) -> float:
        """A device's pause between its reply's end and its next turn."""
        return self.think_s * self.rng.uniform(0.5, 1.5) if self.arrivals == "steady" else self.think_s

    # --- reading ---------------------------------------------------------------------------------

    def read(self) -> None:
        while not self.stop.is_set():
            try:
                reply = self.client.xread(self._after, block=200, count=500)  # type: ignore[arg-type]
            except redis.RedisError:
                time.sleep(0.2)
                continue
            for key, entries in reply or []:
                key = key.decode() if isinstance(key, bytes) else key
                for entry_id, fields in entries:
                    entry = entry_id.decode() if isinstance(entry_id, bytes) else entry_id
                    self._after[key] = entry
                    try:
                        msg = m.decode(fields)
                    except m.MessageError:
                        continue
                    self.seen(msg, entry)

    def seen(self, msg: m.Message, entry: str) -> None:
        with self.lock:
            turn = self.by_key.get((msg.session, msg.turn))
            if turn is None:
                return
            at = entry_ms(entry)
            if isinstance(msg, m.PromptContext) and turn.context_ms is None:
                turn.context_ms = at
                turn.served = [mem.id for mem in msg.memories]
            elif isinstance(msg, m.ReplySentence):
                if turn.first_ms is None:
                    turn.first_ms = at
                turn.apology |= msg.index == 0 and msg.text.startswith(APOLOGY_START)
            elif isinstance(msg, m.ReplyEnd) and turn.end_ms is None:
                turn.end_ms = at
                turn.apology |= bool(msg.error)
            elif isinstance(msg, m.TurnRecord):
                self.records[(msg.session, msg.turn)] += 1
                turn.record_ms, turn.record_id = at, entry

    # --- the writer's progress -----------------------------------------------------------------------

    def writer_lag(self, wait_s: float, poll_s: float = 0.25) -> tuple[list[float], int]:
        """Seconds from each turn's record to the writer's checkpoint passing it, polled from the start
        (run it on a thread beside `run`) until the writer has every record or `wait_s` after the last
        turn ended; and how many records it had not reached by then."""
        from services.writer.checkpoints import WriterState

        state = WriterState(self.client)
        done: dict[tuple[str, str], float] = {}
        while True:
            seconds, micros = self.client.time()  # type: ignore[misc]
            now_ms = float(seconds) * 1000 + micros / 1000
            marks = state.checkpoints()
            with self.lock:
                waiting = [t for t in self.by_key.values() if t.record_id and (t.session, t.turn) not in done]
            for t in waiting:
                mark = marks.get(t.session)
                if mark and _entry_key(mark) >= _entry_key(t.record_id or "0-0"):
                    done[(t.session, t.turn)] = (now_ms - (t.record_ms or now_ms)) / 1000
            left = [t for t in waiting if (t.session, t.turn) not in done]
            if self.ended_at and (not left or time.monotonic() > self.ended_at + wait_s):
                return list(done.values()), len(left)
            time.sleep(poll_s)


def _entry_key(entry: str) -> tuple[int, int]:
    ms, _, seq = entry.partition("-")
    return int(ms), int(seq or 0)
