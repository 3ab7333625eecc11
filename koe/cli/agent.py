"""`koe agent`: the device side: listen on the microphone (or a WAV file), speak the replies."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("agent", help="run the agent: microphone, speech detection, reply playback", description=__doc__)
    p.add_argument(
        "--input",
        type=Path,
        metavar="FILE.wav",
        help="play this WAV into the pipeline as if from the microphone, then exit after the reply",
    )
    p.add_argument("--output", type=Path, metavar="FILE.wav", help="write the reply audio to this WAV file")
    p.add_argument(
        "--fast",
        action="store_true",
        help="with --input: do not wait for real time (the reply still plays in step with the input)",
    )
    p.add_argument("--list-devices", action="store_true", help="list the sound devices and exit")
    p.add_argument(
        "--enrol",
        metavar="NAME",
        help="record NAME's voice: read a few sentences aloud, each checked; then enrol them (docs/people.md)",
    )
    p.add_argument("--enrol-dir", type=Path, metavar="DIR", help="with --enrol: where the recordings are kept")
    p.add_argument(
        "--check", action="store_true", help="try microphone, speaker, the box, TLS, login and round trip; then exit"
    )
    p.add_argument("--input-device", type=int, metavar="INDEX", help="microphone to use (see --list-devices)")
    p.add_argument("--output-device", type=int, metavar="INDEX", help="speaker to use (see --list-devices)")
    p.add_argument("--device", metavar="NAME", help="this device's name on the bus (default: KOE_DEVICE or hostname)")
    p.add_argument(
        "--reply-timeout",
        type=float,
        default=30.0,
        metavar="S",
        help="stop waiting for a reply after this many seconds (default 30)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from services.vad.audio_io import AudioSink, AudioUnavailable, FrameSource, list_devices

    if args.list_devices:
        try:
            devices = list_devices()
        except AudioUnavailable as exc:
            print(f"koe: {exc}", file=sys.stderr)
            return 2
        for d in devices:
            kinds = ", ".join(k for k, n in (("in", d["inputs"]), ("out", d["outputs"])) if n)
            print(f"{d['index']:>3}  {d['name']}  ({kinds}; {d['rate']} Hz)")
        return 0
    if args.check:
        return run_check(args)
    if args.enrol:
        from koe.cli.agent_enrol import run_enrol

        if args.input and not args.input.is_file():
            print(f"koe: no such file: {args.input}", file=sys.stderr)
            return 2
        return run_enrol(args)
    if args.fast and not args.input:
        print("koe: --fast needs --input FILE.wav (a microphone is always real time)", file=sys.stderr)
        return 2
    if args.input and not args.input.is_file():
        print(f"koe: no such file: {args.input}", file=sys.stderr)
        return 2

    from services.vad.agent import Agent
    from services.vad.audio_io import MicSource, NullSink, SpeakerSink, WavSink, WavSource
    from shared.locate import NotRunningError
    from shared.logs import configure_logging
    from shared.settings import get_settings, load_settings

    settings = load_settings(device=args.device) if args.device else get_settings()
    configure_logging(settings.log_level, settings.log_format, stage="vad")
    sink: AudioSink | None = None
    source: FrameSource | None = None
    try:
        source = WavSource(args.input, realtime=not args.fast) if args.input else MicSource(args.input_device)
        if args.output:
            sink = WavSink(args.output, realtime=not args.fast)
        elif args.input and args.fast:
            sink = NullSink()
        else:
            try:
                sink = SpeakerSink(args.output_device)
            except AudioUnavailable as exc:
                if not args.input:
                    raise
                print(f"koe: {exc} The reply will not be heard; use --output FILE.wav to keep it.", file=sys.stderr)
                sink = NullSink(realtime=True)
        agent = Agent(settings, source=source, sink=sink, reply_timeout_s=args.reply_timeout)
    except (AudioUnavailable, ValueError, NotRunningError) as exc:
        print(f"koe: {exc}", file=sys.stderr)
        if source is not None:
            source.close()
        return 2
    agent.run(install_signals=True)
    return summarize(agent, args)


def summarize(agent: object, args: argparse.Namespace) -> int:
    """One line per heard utterance on stdout; non-zero when an utterance got no reply."""
    from services.vad.agent import Agent
    from services.vad.audio_io import WavSink

    assert isinstance(agent, Agent)
    missing = 0
    for result in agent.results.values():
        if result.replied:
            how = "replied"
        elif result.interrupted:
            how = "interrupted"
        elif result.cut:
            how = "reply cut short"
            missing += 1
        else:
            how = "no reply"
            missing += 1
        print(f"turn {result.turn}: {how}")
    played = agent.sink.seconds if isinstance(agent.sink, WavSink) else agent.playback.played_s
    where = f" to {args.output}" if args.output else ""
    print(f"heard {len(agent.results)} utterance(s); played {played:.1f} s of reply audio{where}")
    if args.input and not agent.results:
        print("koe: no speech was heard in the input", file=sys.stderr)
        return 1
    if missing:
        print(
            f"koe: {missing} utterance(s) got no whole reply (waited up to {args.reply_timeout:.0f} s; "
            "is the stack up? see `koe turns` and the workers' logs)",
            file=sys.stderr,
        )
        return 1
    return 0


def run_check(args: argparse.Namespace) -> int:
    """One line a check; exit 0 only when every check passed."""
    from services.vad.check import run_checks
    from shared.locate import NotRunningError, addresses
    from shared.settings import get_settings, load_settings

    settings = load_settings(device=args.device) if args.device else get_settings()
    try:
        url = addresses(settings).redis_url
    except NotRunningError as exc:
        print(f"FAIL  {'address':<11} {exc}")
        return 1
    checks = run_checks(url, settings, args.input_device, args.output_device)
    for check in checks:
        print(f"{'ok  ' if check.ok else 'FAIL' if check.required else 'warn'}  {check.name:<11} {check.said}")
    return 0 if all(c.ok or not c.required for c in checks) else 1
