"""`koe watch`: the bus live, one line per entry, with each entry's age when it was seen."""

from __future__ import annotations

import argparse
import sys
import time

from shared import messages as m
from shared import streams

DEFAULT = [s for s in streams.ALL_STREAMS if s not in (streams.AUDIO_IN, streams.VOICE_SAMPLES)]
AUDIO = [*streams.ALL_STREAMS, streams.AUDIO_OUT]


def keys_of(watched: list[streams.Stream], devices: set[str]) -> list[str]:
    """The streams' keys, a per-device family as every known device's own stream."""
    out = []
    for s in watched:
        out += [s.of(d).key for d in sorted(devices)] if s.per_device else [s.key]
    return out


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("watch", help="watch the bus live", description=__doc__)
    p.add_argument("--audio", action="store_true", help="include the audio streams (many entries)")
    p.add_argument("--from-start", action="store_true", help="replay what the streams still hold first")
    p.add_argument("--session", help="only this session")
    p.set_defaults(run=run)


def describe(msg: m.Message) -> str:
    skip = {"device", "session", "turn", "generation", "ts", "pcm"}
    parts = []
    for name, value in msg.model_dump(mode="json").items():
        if name in skip or value in (None, [], {}, ""):
            continue
        text = str(value)
        parts.append(f"{name}={text[:80] + '…' if len(text) > 80 else text}")
    if msg.HAS_PCM:
        parts.append(f"pcm={len(msg.pcm)}B")  # type: ignore[attr-defined]
    return " ".join(parts)


def run(args: argparse.Namespace) -> int:
    from shared.locate import NotRunningError, connect
    from shared.settings import get_settings

    try:
        client = connect(get_settings())
    except NotRunningError as exc:
        print(f"koe: {exc}", file=sys.stderr)
        return 2
    watched = AUDIO if args.audio else DEFAULT
    start = "0" if args.from_start else "$"
    last: dict[str, str] = {}
    try:
        while True:
            devices = {d.decode() if isinstance(d, bytes) else d for d in client.smembers(streams.DEVICES)}
            for key in keys_of(watched, devices):  # a new device's streams, from its first entry
                last.setdefault(key, start if not last else "0")
            reply = client.xread(last, block=1000, count=200)
            for key, items in reply or []:
                key = key.decode()
                for entry_id, fields in items:
                    last[key] = entry_id.decode()
                    try:
                        msg = m.decode(fields)
                    except m.MessageError as exc:
                        print(f"{key:<20} {entry_id.decode()}  MALFORMED: {exc}", flush=True)
                        continue
                    if args.session and msg.session != args.session:
                        continue
                    age_ms = (time.time() - msg.ts) * 1000
                    print(
                        f"{time.strftime('%H:%M:%S', time.localtime(msg.ts))} {key:<20} {msg.KIND:<19} "
                        f"{msg.device}/{msg.session}/{msg.turn} g{msg.generation} +{age_ms:.0f}ms  {describe(msg)}",
                        flush=True,
                    )
    except KeyboardInterrupt:
        return 0
