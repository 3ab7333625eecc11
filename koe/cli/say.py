"""`koe say "TEXT"`: put a typed turn into the pipeline where a transcript would enter; print the reply."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from shared import messages as m
from shared import sessions, streams

MAX_CHARS = 1_000  # about a minute of speech: more is not a turn of a conversation


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("say", help="say something to koe by typing it", description=__doc__)
    p.add_argument("text", help="what you say")
    p.add_argument("--session", help="the session id (default: the device's current session)")
    p.add_argument("--device", help="the device the turn comes from (default: KOE_DEVICE, the host name)")
    p.add_argument("--timeout", type=float, default=60.0, help="seconds to wait for the whole reply (default 60)")
    p.add_argument("--as", dest="person", metavar="NAME", help="who is typing: an enrolled person (koe people list)")
    p.set_defaults(run=run)


def _person(name: str, data_dir: Path) -> str | None:
    """The household's spelling of an enrolled person's name, or None (said on stderr)."""
    from shared.people import BadName, PeopleError, PeopleStore, clean_name

    try:
        found = PeopleStore(data_dir).load().find(clean_name(name))
    except (BadName, PeopleError) as e:
        print(f"koe: {e}", file=sys.stderr)
        return None
    if found is None:
        print(f"koe: {name} is not one of the household's people (see koe people list).", file=sys.stderr)
        return None
    return found.name


def run(args: argparse.Namespace) -> int:
    from shared.bus import Bus
    from shared.locate import NotRunningError, connect
    from shared.settings import get_settings

    settings = get_settings()
    text = args.text.strip()
    if not text:
        print("koe: nothing to say: the text is empty.", file=sys.stderr)
        return 2
    if len(text) > MAX_CHARS:
        print(f"koe: that is {len(text):,} characters; koe takes at most {MAX_CHARS:,} in one turn.", file=sys.stderr)
        return 2
    person = _person(args.person, settings.data_dir) if args.person else None
    if args.person and person is None:
        return 2
    try:
        client = connect(settings)
    except NotRunningError as exc:
        print(f"koe: {exc}", file=sys.stderr)
        return 2
    if not client.exists(streams.alive_key("llm")):
        print("koe: koe is not up: no llm worker is running (start it with `koe up`).", file=sys.stderr)
        return 2
    from shared.device_households import household_of

    bus = Bus(client, settings)
    device = args.device or settings.device
    session = args.session or sessions.current_session(client, device, settings.session_idle_s)
    turn = sessions.new_turn_id()
    msg = m.Transcript(
        device=device,
        session=session,
        turn=turn,
        text=text,
        source="typed",
        household=household_of(client, device, settings.household),
        generation=sessions.generation(client, session),
        marks={"typed": time.time()},
        person=person,
        person_score=1.0 if person else None,  # named by the person typing, not by a voice
    )
    last = bus.publish(msg)
    assert last is not None

    deadline = time.monotonic() + args.timeout
    printed = False
    shown = 0  # sentences printed: a turn retried after a crashed worker streams them again from the first
    while (left := deadline - time.monotonic()) > 0:
        for entry_id, fields in bus.read_after(streams.REPLIES, last, block_ms=max(1, int(min(left, 1.0) * 1000))):
            last = entry_id
            try:
                reply = m.decode(fields)
            except m.MessageError:
                continue
            if reply.session != session or reply.turn != turn:
                continue
            if isinstance(reply, m.ReplySentence):
                if reply.index < shown:
                    continue
                print(("" if not printed else " ") + reply.text, end="", flush=True)
                printed = True
                shown = reply.index + 1
            elif isinstance(reply, m.ReplyEnd):
                print(flush=True)
                if reply.error:
                    print(f"koe: the LLM failed: {reply.error}", file=sys.stderr)
                return 0
    if printed:
        print()
    print(f"koe: no complete reply within {args.timeout:g} s.", file=sys.stderr)
    return 1
