"""The conversation agent: a `transcript` (with Home Assistant's context) is a koe turn.

Recall within its budget, the llm with the memories, the turn record on `koe:turns` so the writer learns
from it, as for a Pi's turn; the satellite is a koe device and the conversation id a koe session
(places.py). The reply streams as `handled-start`, a `handled-chunk` per sentence as the llm completes
it, then `handled` with the whole text and `handled-stop`: a client that does not stream (stock Home
Assistant) reads the one `handled` and nothing else. With KOE_WYOMING_HANDLED_STREAMING=0 only
`handled` is sent.
"""

from __future__ import annotations

import time
from typing import Any

from wyoming.asr import Transcript
from wyoming.handle import Handled, HandledChunk, HandledStart, HandledStop, NotHandled

from services.wyoming.asking import Ask, before
from services.wyoming.bridge import MAX_TEXT, POLL_MS, Bridge, Send
from services.wyoming.places import conversation_of, device_for, session_for
from services.wyoming.refusal import Refused
from shared import messages as m
from shared import metrics, streams

NO_REPLY = "Sorry, I could not answer that in time."


def reply_context(context: dict[str, Any] | None) -> dict[str, Any] | None:
    """Home Assistant's own conversation id, handed back so it keeps the conversation going."""
    if isinstance(context, dict) and isinstance(context.get("conversation_id"), str):
        return {"conversation_id": context["conversation_id"][:200]}
    return None


async def converse(bridge: Bridge, said: Transcript, send: Send) -> None:
    text = (said.text or "").strip() if isinstance(said.text, str) else ""
    if not text:
        raise Refused("empty", "there is nothing to answer: the transcript is empty")
    if len(text) > MAX_TEXT:
        raise Refused("too_long", f"koe takes at most {MAX_TEXT:,} characters in one turn, not {len(text):,}")
    stages = bridge.stages
    if not await bridge.run(stages.alive, "llm"):
        raise Refused("llm_down", "koe's llm stage is not running")
    device = device_for(said.context)
    session = await bridge.run(session_for, stages.redis, device, conversation_of(said.context), stages.idle_s)
    person, score = bridge.heard.speaker(text)
    ask = Ask(device, session)
    await bridge.run(stages.seen, ask)
    asked = time.time()
    last = before(await bridge.run(stages.converse, ask, text, person, score))
    streaming = bridge.settings.wyoming_handled_streaming
    context = reply_context(said.context)
    if streaming:
        await send(HandledStart(context=context).event())
    sentences: list[str] = []
    ended = False
    deadline = time.monotonic() + bridge.timeout_s
    while not ended and time.monotonic() < deadline:
        last, mine = await bridge.run(stages.read, streams.REPLIES, last, ask, POLL_MS)
        for msg in mine:
            if isinstance(msg, m.ReplySentence) and msg.index == len(sentences):  # a retried turn repeats none
                if not sentences:
                    metrics.WYOMING_SECONDS.labels("first_handled_chunk").observe(time.time() - asked)
                sentences.append(msg.text)
                if streaming:
                    await send(HandledChunk(text=msg.text if len(sentences) == 1 else " " + msg.text).event())
            elif isinstance(msg, m.ReplyEnd):
                ended = True
    if not ended and not sentences:
        metrics.WYOMING_REQUESTS.labels("conversation", "timeout").inc()
        bridge.log.warning("wyoming.no_reply", device=device, session=session, turn=ask.turn)
        await send(NotHandled(text=NO_REPLY, context=context).event())
        return
    metrics.WYOMING_REQUESTS.labels("conversation", "ok" if ended else "timeout").inc()
    await send(Handled(text=" ".join(sentences), context=context).event())
    if streaming:
        await send(HandledStop().event())
