"""Taking a forgotten memory's source out of the streams: the turns it was learned from.

A Redis stream entry cannot be changed in place, and a new entry cannot take an old id, so the
turns whose words a forgotten memory rests on are deleted (XDEL) from the persisted turn stream and
the transcript stream: a rebuild or replay cannot learn it again. Everything else said in those
turns goes with them (memories already learned from it stay). Redis' append-only file still holds
the entries until it is rewritten: `koe memories purge` does that. The writer's refused proposals that
came from those turns (`shared/refusals.py`, which may quote them) go too.
"""

from __future__ import annotations

from collections.abc import Iterable

import redis

from shared import messages as m
from shared import refusals, streams
from shared.memory.model import Memory

PAGE = 500


def evidence_of(memories: Iterable[Memory]) -> tuple[set[str], set[str]]:
    """(turn ids, the person's words) the memories rest on."""
    turns: set[str] = set()
    words: set[str] = set()
    for memory in memories:
        found = memory.extra.get("evidence")
        for e in found if isinstance(found, list) else []:
            if isinstance(e, dict):
                turns |= {str(e["turn"])} if e.get("turn") else set()
                words |= {str(e["words"])} if e.get("words") else set()
    return turns, words


def redact_turns(client: redis.Redis, memories: Iterable[Memory]) -> dict[str, int]:
    """Delete the turns (and their transcripts) the memories rest on, and the refused proposals that came
    from them; returns how many per key."""
    memories_list = list(memories)
    turns, words = evidence_of(memories_list)
    removed: dict[str, int] = {}
    if not turns and not words:
        return removed
    gone = set(turns)  # the turn ids deleted: the evidence's, and those a turn holding the words had
    for stream in (streams.TURNS, streams.TRANSCRIPTS):
        doomed: list[bytes] = []
        start = "-"
        while page := client.xrange(stream.key, min=start, max="+", count=PAGE):
            for entry_id, fields in page:
                if (turn := _holds(fields, turns, words)) is not None:
                    doomed.append(entry_id)
                    gone |= {turn} if turn else set()
            start = "(" + (page[-1][0].decode() if isinstance(page[-1][0], bytes) else str(page[-1][0]))
            if len(page) < PAGE:
                break
        if doomed:
            client.xdel(stream.key, *doomed)
        removed[stream.key] = len(doomed)
    if purged := refusals.purge_turns(client, gone):
        removed[streams.WRITER_REFUSALS] = purged
    # The dashboard's record of the last batch shows its memories and refusals: it goes if it holds them.
    texts = words | {m.text for m in memories_list}
    last = client.get(streams.WRITER_LAST_BATCH)
    if last and any(t and t in (last.decode() if isinstance(last, bytes) else str(last)) for t in texts):
        removed[streams.WRITER_LAST_BATCH] = int(client.delete(streams.WRITER_LAST_BATCH))
    return removed


def _holds(fields: dict[bytes, bytes], turns: set[str], words: set[str]) -> str | None:
    """The entry's turn id ("" if it has none) when it is one of the turns or holds the words, else None."""
    try:
        message = m.decode(fields)
    except m.MessageError:
        return None
    said = message.user_text if isinstance(message, m.TurnRecord) else getattr(message, "text", "")
    turn = getattr(message, "turn", None)
    held = (turn is not None and turn in turns) or any(w in str(said) for w in words)
    return str(turn or "") if held else None
