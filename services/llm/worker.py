"""The llm stage: transcript in, the reply out sentence by sentence, one turn record per finished turn.

A provisional transcript (heard at a pause, the head start) is answered at once, but the answer is only
prepared: it goes out to be spoken (the agent holds it until the end is confirmed) and nothing of it is
recorded. The turn's final transcript of the same generation confirms it: then the exchange joins the
history and the turn record is written, and nothing is generated again. If the person went on speaking,
the new generation makes the prepared answer stale: it stops, and it is forgotten.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from services.llm import prompt
from services.llm.speech_text import speakable
from services.llm.turns import TurnCloser, observe_hops
from services.llm.unfinished import reads_unfinished
from shared import messages as m
from shared import metrics, streams
from shared.consumer import Delivery, Handler, Route
from shared.llm_client import LlmClient, LlmError
from shared.locate import shown
from shared.logs import turn_logger
from shared.sentences import SentenceSplitter
from shared.streams import Stream
from shared.worker import Worker

APOLOGY = "Sorry, I can't think straight right now. Please try again in a moment."
APOLOGY_MIDWAY = "Sorry, I lost my train of thought there."
NO_ANSWER = "Sorry, I don't have an answer for that."  # the model said nothing a voice can say
INTERRUPT_CHECK_S = 0.05  # how often a streaming reply looks for an interruption (one GET)
PREPARED_KEPT = 256  # answers prepared on a head start, waiting for their turn's end


@dataclass
class Prepared:
    """An answer made on a head start: what would be recorded once the end of the turn confirms it."""

    generation: int
    record: m.TurnRecord
    remember: bool  # a whole answer, worth keeping in the history


def confirmed(prepared: Prepared, final: m.Transcript) -> m.TurnRecord:
    """The prepared record as the turn's: the marks of its end's confirmation added."""
    extra = {k: v for k, v in final.marks.items() if k == "end_confirmed"}
    return prepared.record.model_copy(update={"marks": {**prepared.record.marks, **extra}})


class LlmWorker(Worker):
    # Reads take up to 16 entries (the default), not one: a turn's playback mark and its interruption,
    # on two streams, must be read together to be handled in the handlers' order. Lanes bound the rest.

    def concurrency(self) -> int:
        return self.settings.llm_concurrency

    def model(self) -> str:
        client = getattr(self, "client", None)
        return str(client.model) if client else ""

    def setup(self) -> None:
        self.client = LlmClient.from_settings(self.settings, "the llm stage")
        self.closer = TurnCloser(self.bus, self.settings.turn_close_timeout_s)
        self.prepared: OrderedDict[tuple[str, str], Prepared] = OrderedDict()
        # Head starts not taken (the words read unfinished): (generation, transcript entry), so the turn's
        # confirming transcript finds the context recall made for them (it makes none for a confirmation).
        self.deferred: OrderedDict[tuple[str, str], tuple[int, str]] = OrderedDict()
        self.reader = LlmClient.from_settings(self.settings, "the llm stage")  # its own connection
        self._reading = threading.Lock()
        self.log.info("llm.server", url=shown(self.client.base_url), model=self.client.model)

    def teardown(self) -> None:
        if hasattr(self, "client"):
            self.client.close()
        if hasattr(self, "reader"):
            self.reader.close()

    def handlers(self) -> dict[Stream, Handler | Route]:
        # Playback reports and interruptions of an interrupted turn are exactly what closes its record.
        return {
            streams.TRANSCRIPTS: Route(self.on_transcript, drop_stale=True, on_stale=self.on_interrupted),
            streams.EVENTS: self.on_event,
            streams.SPEECH: self.on_event,
        }

    def background(self) -> None:
        while not self.stop_event.wait(5.0):
            self.closer.close_overdue()

    def on_event(self, msg: m.Message, delivery: Delivery) -> None:
        """Playback reports and interruptions close spoken turns' records."""
        if isinstance(msg, m.TimingMark):
            self.closer.note_mark(msg)
        elif isinstance(msg, m.SpeechInterrupted):
            self.closer.close(msg.session, msg.turn, interrupted=True)

    # --- one turn -----------------------------------------------------------------------------

    def on_interrupted(self, msg: m.Message, delivery: Delivery) -> list[m.Message] | None:
        """The person spoke again before this turn was answered: its reply ends at once, and its record
        says it was interrupted."""
        assert isinstance(msg, m.Transcript)
        self.prepared.pop((msg.session, msg.turn), None)
        self.deferred.pop((msg.session, msg.turn), None)
        text = msg.text.strip()
        if not text or msg.provisional or not msg.reply:  # a head start the person talked over leaves nothing behind
            return None
        base = {"device": msg.device, "session": msg.session, "turn": msg.turn, "generation": msg.generation}
        marks = {**msg.marks, "llm_received": time.time()}
        who = {"person": msg.person, "person_score": msg.person_score, "household": msg.household}
        record = m.TurnRecord(
            **base, user_text=text, reply_text="", source=msg.source, marks=marks, interrupted=True, **who
        )
        speak = msg.source != "assist"
        return [m.ReplyEnd(**base, sentences=0, interrupted=True, speak=speak), *self.finish(record)]

    def on_transcript(self, msg: m.Message, delivery: Delivery) -> list[m.Message] | None:
        assert isinstance(msg, m.Transcript)
        log = turn_logger(msg.device, msg.session, msg.turn, stage=self.stage)
        marks = dict(msg.marks)
        marks["llm_received"] = time.time()
        base = {"device": msg.device, "session": msg.session, "turn": msg.turn, "generation": msg.generation}
        text = msg.text.strip()
        if not msg.reply:  # Home Assistant's speech to text: its conversation step asks next, if at all
            return None
        if not text:
            log.info("llm.empty_transcript")
            return None
        speak = msg.source != "assist"  # Home Assistant speaks its conversation's replies with its own TTS step
        key = (msg.session, msg.turn)
        prepared = self.prepared.pop(key, None)
        if prepared is not None and not msg.provisional and prepared.generation == msg.generation:
            return self.confirm(prepared, msg, log)
        deferred = self.deferred.pop(key, None)
        if msg.provisional and reads_unfinished(text):  # the person has more to say: answer at the end
            log.info("llm.head_start_waits", words=len(text.split()))
            self.deferred[key] = (msg.generation, delivery.entry_id)
            while len(self.deferred) > PREPARED_KEPT:
                self.deferred.popitem(last=False)
            return None
        self.hot.start(msg.session)  # a typed turn starts here; a spoken one was marked at speech start

        since = delivery.entry_id
        if msg.confirms and deferred is not None and deferred[0] == msg.generation:
            since = deferred[1]
        context = self.wait_for_context(since, msg, log)
        marks["context_ready"] = time.time()
        memories = context.memories if context else []
        request = prompt.chat_messages(
            self.settings.assistant_name, memories, self.history(msg.session), text, person=msg.person
        )

        spoken: list[str] = []
        error: str | None = None
        interrupted = False

        def say(text: str) -> None:
            sentence = speakable(text)
            if not sentence:
                log.debug("llm.unspeakable", text=text[:200])
                return
            if not spoken:
                marks["first_sentence"] = time.time()
            self.bus.publish(m.ReplySentence(**base, index=len(spoken), text=sentence, speak=speak))
            spoken.append(sentence)

        splitter = SentenceSplitter()
        next_check = 0.0
        asked, first = time.perf_counter(), True
        try:
            for piece in self.client.stream(request, self.settings.llm_max_tokens, self.settings.llm_temperature):
                marks.setdefault("llm_first_token", time.time())
                if first:
                    first = False
                    metrics.MODEL_SECONDS.labels(self.stage, "first_token").observe(time.perf_counter() - asked)
                if (now := time.monotonic()) >= next_check:  # stop generating as soon as the person speaks
                    next_check = now + INTERRUPT_CHECK_S
                    if delivery.is_stale():
                        interrupted = True
                        break
                for sentence in splitter.feed(piece):
                    say(sentence)
            if not interrupted:  # an interrupted completion was cut short: its time says nothing of the model
                metrics.MODEL_SECONDS.labels(self.stage, "completion").observe(time.perf_counter() - asked)
            rest = splitter.flush()
            if rest and not interrupted:
                say(rest)
            if not spoken and not interrupted:
                metrics.FALLBACKS.labels(self.stage, "no_answer").inc()
                log.warning("llm.nothing_to_say")
                say(NO_ANSWER)
        except LlmError as exc:
            error = str(exc)
            metrics.FALLBACKS.labels(self.stage, "apology").inc()
            log.error("llm.failed", error=error, sentences_before=len(spoken))
            say(APOLOGY_MIDWAY if spoken else APOLOGY)
        if interrupted:
            metrics.DROPPED.labels(self.stage, "interrupted").inc()
            log.info("llm.interrupted", sentences=len(spoken))
        marks["llm_done"] = time.time()
        reply = " ".join(spoken)
        if not error and not interrupted and reply and not msg.provisional:
            self.remember_exchange(msg.session, text, reply)
        log.info("llm.replied", sentences=len(spoken), ms=round((marks["llm_done"] - marks["llm_received"]) * 1000))
        end = m.ReplyEnd(**base, sentences=len(spoken), interrupted=interrupted, error=error, speak=speak)
        self.hot.ending(msg.session)  # the text is complete; TTS ends the mark once it is spoken
        first_s = marks.get("first_sentence", marks["llm_done"]) - marks["llm_received"]
        late = first_s > self.settings.reply_late_s
        if late and not msg.provisional:  # right but slow: said so, never turned into a wrong answer
            metrics.LATE_REPLIES.inc()  # (a prepared answer counts once its turn is confirmed)
            log.warning("llm.late_reply", first_sentence_s=round(first_s, 2), load=round(os.getloadavg()[0], 2))
        record = m.TurnRecord(
            **base,
            user_text=text,
            reply_text=reply,
            source=msg.source,
            memories=[m.MemoryUse(id=mem.id, position=mem.position) for mem in memories],
            query_id=context.query_id if context else None,
            search_session=context.search_session if context else None,
            recall_source=context.source if context else "missing",
            recall_ms=context.recall_ms if context else None,
            marks=marks,
            interrupted=interrupted,
            error=error,
            late=late,
            person=msg.person,
            person_score=msg.person_score,
            household=msg.household,
        )
        if msg.provisional:
            if interrupted:
                log.info("llm.head_start_dropped", sentences=len(spoken))
            else:
                self.prepare(msg, Prepared(msg.generation, record, remember=not error and bool(reply)))
            return [end]
        return [end, *self.finish(record)]

    def prepare(self, msg: m.Transcript, prepared: Prepared) -> None:
        self.prepared[(msg.session, msg.turn)] = prepared
        while len(self.prepared) > PREPARED_KEPT:
            self.prepared.popitem(last=False)

    def confirm(self, prepared: Prepared, final: m.Transcript, log: Any) -> list[m.Message]:
        """The end of the turn is confirmed: the answer prepared on its head start is the turn's."""
        record = confirmed(prepared, final)
        if record.late:
            metrics.LATE_REPLIES.inc()
        if prepared.remember:
            self.remember_exchange(record.session, record.user_text, record.reply_text)
        log.info("llm.head_start_confirmed", chars=len(record.reply_text))
        return self.finish(record)

    def finish(self, record: m.TurnRecord) -> list[m.Message]:
        """A typed turn's record (and a Home Assistant one's) goes out with the reply's end; a spoken one
        waits for playback to end (or for the interruption), so it carries the whole waterfall."""
        if record.source == "stt":
            self.closer.hold(record)
            return []
        observe_hops(record)
        return [record]

    # --- memory context -------------------------------------------------------------------------

    def wait_for_context(self, transcript_id: str, msg: m.Transcript, log: Any) -> m.PromptContext | None:
        """Recall publishes the turn's context within its budget; wait that long plus a margin, no more."""
        if not self.redis.exists(streams.alive_key("recall")):
            metrics.FALLBACKS.labels(self.stage, "recall_down").inc()
            log.warning("llm.no_recall_worker", note="answering without memories")
            return None
        deadline = time.monotonic() + (self.settings.recall_budget_ms + self.settings.recall_margin_ms) / 1000
        ms = int(transcript_id.split("-")[0])
        last = f"{ms - 1}-0"  # recall publishes after the transcript, so its entry comes later
        while (left := deadline - time.monotonic()) > 0:
            for entry_id, fields in self.bus.read_after(streams.CONTEXT, last, block_ms=max(1, int(left * 1000))):
                last = entry_id
                try:
                    ctx = m.decode(fields)
                except m.MessageError:
                    continue  # recall's group never reads this stream; the writer of it is recall itself
                if isinstance(ctx, m.PromptContext) and ctx.session == msg.session and ctx.turn == msg.turn:
                    return ctx
        metrics.FALLBACKS.labels(self.stage, "context_late").inc()
        log.warning("llm.context_late", budget_ms=self.settings.recall_budget_ms, note="answering without memories")
        return None

    # --- the session's recent exchanges ------------------------------------------------------------

    def history(self, session: str) -> list[tuple[str, str]]:
        if self.settings.llm_history_turns == 0:
            return []
        raw = self.redis.lrange(streams.history_key(session), 0, -1)
        out = []
        for item in reversed(raw):
            try:
                pair = json.loads(item)
                out.append((str(pair["user"]), str(pair["assistant"])))
            except (ValueError, KeyError, TypeError):
                continue
        return out

    def remember_exchange(self, session: str, user: str, assistant: str) -> None:
        """Keep between N and 2N exchanges (N = KOE_LLM_HISTORY_TURNS), dropping the older half at once.

        A window that slid by one exchange every turn would change the prompt right after the system
        prompt each time, and the server could reuse none of its cached prefix; appending keeps the whole
        previous prompt as a prefix, so only the new exchange is evaluated (1 turn in N pays in full)."""
        n = self.settings.llm_history_turns
        if n == 0:
            return
        key = streams.history_key(session)
        pipe = self.redis.pipeline(transaction=False)
        pipe.lpush(key, json.dumps({"user": user, "assistant": assistant}))
        pipe.llen(key)
        pipe.expire(key, self.settings.session_idle_s)
        _, length, _ = pipe.execute()
        if length > 2 * n:
            self.redis.ltrim(key, 0, n - 1)
        self.read_ahead(session)

    def reading_ahead(self) -> bool:
        """A read-ahead is still running at the server."""
        return hasattr(self, "_reading") and self._reading.locked()

    def read_ahead(self, session: str) -> None:
        """While the reply plays, have the server read the session's history as the next turn will start
        with it: the next turn's first token then waits only for its own words (and memories).

        On its own thread, one at a time; a turn that comes while it runs waits at the server for the
        rest of it, no longer than it would have taken to read the history itself."""
        if not hasattr(self, "reader") or not self._reading.acquire(blocking=False):
            return  # not set up (no server to read ahead on), or a read-ahead still runs
        messages = prompt.history_messages(self.settings.assistant_name, self.history(session))

        def read() -> None:
            started = time.perf_counter()
            try:
                self.reader.read_ahead(messages)
                metrics.MODEL_SECONDS.labels(self.stage, "read_ahead").observe(time.perf_counter() - started)
            except LlmError as exc:  # the next turn reads the history itself: slower, not wrong
                metrics.FALLBACKS.labels(self.stage, "read_ahead_failed").inc()
                self.log.warning("llm.read_ahead_failed", error=str(exc))
            finally:
                self._reading.release()

        threading.Thread(target=read, name="llm-read-ahead", daemon=True).start()
