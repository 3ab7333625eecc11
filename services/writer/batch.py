"""One batch's inputs and its extraction: turns, related memories, the model's reply, the plan.

Related memories (at most 40): first those recall surfaced during the new turns, then what
the store's own search finds for each new turn, then the most important ones. The first two kinds
were brought up by the conversation; the last is background the model may read but not change.
"""

from __future__ import annotations

import dataclasses
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from typing import Any

import redis

from services.writer import prompt
from services.writer.claims import Claims, UserTurn, read_claims
from services.writer.dedup import Lookups
from services.writer.fields import normalized
from services.writer.operations import Operations, ShownMemory
from services.writer.pipeline import validate
from services.writer.plan import Plan, make_plan
from services.writer.reply import ReplyError, extract_object
from services.writer.yielding import YieldingLlm
from shared import messages as m
from shared import metrics, streams
from shared.llm_client import LlmClient
from shared.logs import get_logger
from shared.memory.model import Memory, MemoryFilter, now_iso
from shared.memory.store import MemoryStore
from shared.settings import Settings

MAX_RELATED = 40
MODEL_TRIES = 3  # a reply with no usable JSON is asked again, then the batch fails (and rq retries it)
SEARCH_SESSION = "koe-writer"  # how the writer's own searches are marked in the store's search log
EXTRACTION_MAX_TOKENS = 1024

log = get_logger(stage="writer")


class ExtractionError(RuntimeError):
    """The model gave no usable reply for this batch; nothing was written."""


@dataclass(frozen=True)
class Turn:
    entry_id: str
    record: m.TurnRecord


def load_turns(client: redis.Redis, entry_ids: Iterable[str]) -> tuple[list[Turn], list[str]]:
    """The turn records behind stream entry ids, in order; and the ids that are gone or not turns."""
    ids = list(entry_ids)
    pipe = client.pipeline(transaction=False)
    for entry_id in ids:
        pipe.xrange(streams.TURNS.key, entry_id, entry_id, count=1)
    found: list[Turn] = []
    missing: list[str] = []
    for entry_id, reply in zip(ids, pipe.execute(), strict=True):
        if not reply:
            missing.append(entry_id)
            continue
        try:
            msg = m.decode(reply[0][1])
        except m.MessageError:
            missing.append(entry_id)
            continue
        if isinstance(msg, m.TurnRecord):
            found.append(Turn(entry_id, msg))
        else:
            missing.append(entry_id)
    return found, missing


def batch_household(client: redis.Redis, entry_ids: Iterable[str]) -> str | None:
    """Whose turns these are (their records' `household`; None: the writer's own). One session's turns are
    one device's, so the first readable record says it for the batch."""
    for entry_id in entry_ids:
        turns, _ = load_turns(client, [entry_id])
        if turns:
            return turns[0].record.household
    return None


def related_memories(store: MemoryStore, turns: list[Turn], limit: int = MAX_RELATED) -> list[ShownMemory]:
    shown: dict[str, ShownMemory] = {}
    surfaced = list(dict.fromkeys(use.id for t in turns for use in t.record.memories))
    for mem in store.get_many(surfaced):
        if mem.status == "active" and len(shown) < limit:
            shown[mem.id] = ShownMemory(mem, "surfaced")
    # The store's own search, one query per turn, merged rank by rank so every turn gets a say.
    rankings = []
    for t in turns:
        text = f"{t.record.user_text} {t.record.reply_text}"
        try:
            rankings.append([h.memory for h in store.search(text, size=limit, session=SEARCH_SESSION).hits])
        except Exception as exc:  # the search only widens what the model sees; carry on without it
            metrics.FALLBACKS.labels("writer", "related_search").inc()
            log.warning("writer.related_search_failed", error=str(exc))
    for rank in range(max((len(r) for r in rankings), default=0)):
        for ranking in rankings:
            if rank < len(ranking) and len(shown) < limit and ranking[rank].id not in shown:
                shown[ranking[rank].id] = ShownMemory(ranking[rank], "search")
    if len(shown) < limit:
        for mem in store.list(MemoryFilter(status="active", holds_at=now_iso()), limit=limit, order="important"):
            if len(shown) >= limit:
                break
            shown.setdefault(mem.id, ShownMemory(mem, "background"))
    return list(shown.values())


def surfacing_uses(turns: list[Turn]) -> list[dict[str, Any]]:
    """Every (memory, search) pair recall reported in these turns: the feedback for relevant ones."""
    out = []
    for t in turns:
        r = t.record
        for use in r.memories:
            out.append(
                {
                    "memory_id": use.id,
                    "query_id": r.query_id,
                    "search_session": r.search_session,
                    "position": use.position,
                    "turn": r.turn,
                }
            )
    return out


class Extractor:
    """Asks the model for a batch's operations and validates them into a plan."""

    def __init__(
        self,
        settings: Settings,
        store: MemoryStore,
        llm: LlmClient | YieldingLlm,
        max_tokens: int = EXTRACTION_MAX_TOKENS,
        household: str | None = None,
    ) -> None:
        self.settings = settings
        self.household = household or settings.household  # whose store this is (shared/memory/households.py)
        self.store = store
        self.llm = llm
        self.max_tokens = max_tokens
        self.last_claims: Claims | None = None

    def find_duplicate(self, text: str) -> str | None:
        """An active memory saying the same thing, found by the store's search."""
        key = normalized(text)
        try:
            hits = self.store.search(text, size=3, session=SEARCH_SESSION).hits
        except Exception as exc:
            metrics.FALLBACKS.labels("writer", "duplicate_search").inc()
            log.warning("writer.duplicate_search_failed", error=str(exc))
            return None
        for hit in hits:
            if normalized(hit.memory.text) == key:
                return hit.memory.id
        return None

    @property
    def lookups(self) -> Lookups:
        return Lookups(self.find_duplicate, self.nearest, self.similarity, self.store.suppressed)

    def nearest(self, text: str) -> tuple[Memory, float] | None:
        """The active memory closest in meaning to `text` among the store's best matches, and its cosine."""
        if getattr(self.store, "embedder", None) is None:
            return None
        try:
            hits = self.store.search(text, size=3, session=SEARCH_SESSION).hits
        except Exception as exc:
            metrics.FALLBACKS.labels("writer", "duplicate_search").inc()
            log.warning("writer.nearest_search_failed", error=str(exc))
            return None
        scored = [(hit.memory, self.similarity(text, hit.memory.text)) for hit in hits]
        return max(scored, key=lambda pair: pair[1]) if scored else None

    def similarity(self, a: str, b: str) -> float:
        """How close two sentences are in meaning (the store's embedder); 0 without one."""
        embedder = getattr(self.store, "embedder", None)
        if embedder is None:
            return 0.0
        try:
            first, second = embedder.embed([a, b])
        except Exception as exc:  # an add then needs the person's own words, no worse than without a model
            log.warning("writer.similarity_failed", error=f"{type(exc).__name__}: {exc}"[:300])
            return 0.0
        return float(first @ second)

    def operations(self, new: list[Turn], context: list[Turn], shown: list[ShownMemory], today: date) -> Operations:
        prompt_context = [prompt.PromptTurn(t.record, i + 1) for i, t in enumerate(context)]
        prompt_new = [prompt.PromptTurn(t.record, len(context) + i + 1) for i, t in enumerate(new)]
        messages = prompt.extraction_messages(
            self.settings.assistant_name, today, [s.memory for s in shown], prompt_context, prompt_new
        )
        schema = prompt.response_schema([s.memory.id for s in shown])
        by_id = {s.memory.id: s for s in shown}
        claims = self.claims(new, names_in(s.memory.text for s in shown))
        last_error: ReplyError | None = None
        for attempt in range(1, MODEL_TRIES + 1):
            reply = self.llm.complete_json(
                messages, schema, max_tokens=self.max_tokens, temperature=0.2 if attempt == 1 else 0.5
            )
            try:
                return validate(extract_object(reply), by_id, claims, len(new), self.lookups, self.household)
            except ReplyError as exc:
                last_error = exc
                metrics.FALLBACKS.labels("writer", "reply_retried").inc()
                # What people said is not logged above debug level: the error says what was wrong.
                log.warning("writer.unusable_reply", attempt=attempt, error=str(exc)[:200], chars=len(str(reply)))
                log.debug("writer.unusable_reply_text", attempt=attempt, reply=str(reply)[:300])
        if claims.error and not claims.claims:  # no parser either: nothing to write the batch from
            raise ExtractionError(f"the model gave no usable JSON in {MODEL_TRIES} tries: {last_error}")
        # The person's claims alone carry the batch, once: its turns are not parked in the failed registry.
        metrics.FALLBACKS.labels("writer", "model_unusable").inc()
        log.warning("writer.model_unusable", tries=MODEL_TRIES, error=str(last_error)[:200], claims=len(claims.claims))
        ops = validate({}, by_id, claims, len(new), self.lookups, self.household)
        ops.model_failed = True
        return ops

    def claims(self, new: list[Turn], names: frozenset[str] = frozenset()) -> Claims:
        """The person's claims in the new turns; a turn that cannot be parsed is counted and gives none.
        `names`: those the memories brought up hold, read as names in a transcript all in lower case."""
        said = [
            UserTurn(t.record.turn, t.record.user_text, t.record.reply_text or "", t.record.person, names) for t in new
        ]
        claims = read_claims(said, self.similarity if getattr(self.store, "embedder", None) else None)
        self.last_claims = claims
        if claims.unparsed:
            metrics.FALLBACKS.labels("writer", "no_claims").inc(len(claims.unparsed))
            log.warning("writer.no_claims", turns=len(claims.unparsed), error=(claims.error or "")[:200])
        return claims

    def plan(
        self,
        session: str,
        entries: list[str],
        new: list[Turn],
        context: list[Turn],
        due_at: float = 0.0,
        today: date | None = None,
        attempt: int = 0,
        frozen: set[str] | frozenset[str] = frozenset(),
    ) -> Plan:
        started = time.perf_counter()
        shown = related_memories(self.store, new)
        # Memories the person edited since this batch was first planned are theirs, as if pinned.
        shown = [
            ShownMemory(dataclasses.replace(s.memory, pinned=True), s.origin) if s.memory.id in frozen else s
            for s in shown
        ]
        ops = self.operations(new, context, shown, today or date.today())
        device = new[-1].record.device if new else "?"
        plan = make_plan(
            ops,
            session=session,
            device=device,
            entries=entries,
            turns=[t.record.turn for t in new],
            created_at=now_iso(),
            household=self.household,
            uses=surfacing_uses(new),
            due_at=due_at,
            attempt=attempt,
            claims=_parse_note(self.last_claims),
            people={t.record.turn: t.record.person for t in new if t.record.person},
        )
        for what, why, check in ops.rejected:  # the operation's kind at info; its words (people's words) at debug
            log.info("writer.rejected", session=session, operation=what.split(" ", 1)[0], check=check, why=why)
            log.debug("writer.rejected_text", session=session, operation=what, why=why)
        log.info(
            "writer.planned",
            session=session,
            batch=plan.batch,
            turns=len(new),
            shown=len(shown),
            adds=len(plan.adds),
            updates=len(plan.updates),
            retires=len(plan.retires),
            relevant=len(plan.relevant),
            rejected=len(plan.rejected),
            claims=len(self.last_claims.claims) if self.last_claims else 0,
            cut=len(plan.claims.get("cut", [])),
            model_failed=plan.claims.get("model_failed", False),
            ms=round((time.perf_counter() - started) * 1000),
        )
        return plan


def _parse_note(claims: Claims | None) -> dict[str, Any]:
    """What a batch's record says of its claim parse (turns cut at the limit, turns with no claims)."""
    if claims is None:
        return {}
    return {
        "claims": len(claims.claims),
        "cut": list(claims.cut),
        "unparsed": list(claims.unparsed),
        "parse_ms_max": round(max(claims.parse_ms, default=0.0), 1),
    }


_NAME = re.compile(r"(?<=[\w,;] )[A-Z][a-z]+")  # a capital inside a sentence, not the one opening it
# (a month or a day is no name to read into a transcript: "in May" leaves "I may go" as it is)
_CALENDAR = frozenset(
    {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
     "christmas", "easter"}
)  # fmt: skip


def names_in(texts: Iterable[str]) -> frozenset[str]:
    """The names memories hold, in lower case ("The user's dog is a beagle named Pretzel": pretzel)."""
    return frozenset(m.group(0).lower() for text in texts for m in _NAME.finditer(text)) - _CALENDAR
