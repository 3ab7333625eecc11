"""`koe people`: the household's people, enrolled by voice on purpose, and who is speaking.

  koe people add NAME                 a person koe may come to recognise
  koe people enrol NAME FILE...       their voice, from WAV or FLAC clips (3 or more, 10 s of speech in all)
  koe people list                     who is enrolled, and the rule that names them
  koe people identify FILE... [--json]  who is speaking in each file, or "unknown"
  koe people calibrate [--strangers PATH...]  set the threshold from the enrolments
  koe people remove NAME              delete a person and their voiceprints
  koe people forget NAME [--memories]  the same, and with --memories every memory that is theirs

Voiceprints stay in the data directory (people.json, 0600) and are never sent anywhere.
Exit status: 0 done, 2 bad input (a message on stderr says which).
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shared.people.household import Household
from shared.people.names import MAX_NAME_CHARS, BadName, clean_name
from shared.people.store import PeopleError, PeopleStore

Runner = Callable[[argparse.Namespace], int]


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "people",
        help="enrol the household's voices, see who is enrolled, identify who is speaking",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    cmds = p.add_subparsers(dest="people_command", required=True)
    add = cmds.add_parser("add", help="add a person (not yet enrolled)")
    add.add_argument("name", help=f"how koe should call them (at most {MAX_NAME_CHARS} characters)")
    add.set_defaults(run=_guarded(run_add))
    enrol = cmds.add_parser("enrol", help="enrol a person's voice from audio files (WAV or FLAC, any rate)")
    enrol.add_argument("name")
    enrol.add_argument("files", nargs="+", type=Path, metavar="FILE")
    enrol.set_defaults(run=_guarded(_listening("run_enrol")))
    listing = cmds.add_parser("list", help="the household's people and the rule that names them")
    listing.add_argument("--json", action="store_true", help="print JSON")
    listing.set_defaults(run=_guarded(run_list))
    identify = cmds.add_parser("identify", help="who is speaking in each audio file")
    identify.add_argument("files", nargs="+", type=Path, metavar="FILE")
    identify.add_argument("--json", action="store_true", help="print one JSON document")
    identify.set_defaults(run=_guarded(_listening("run_identify")))
    calibrate = cmds.add_parser("calibrate", help="set the threshold and margin from the enrolments")
    calibrate.add_argument(
        "--strangers",
        nargs="+",
        type=Path,
        default=[],
        metavar="PATH",
        help="recordings (files or folders) of people who are NOT in the household, heard as koe hears them",
    )
    calibrate.set_defaults(run=_guarded(_listening("run_calibrate")))
    remove = cmds.add_parser("remove", help="delete a person and their voiceprints")
    remove.add_argument("name")
    remove.set_defaults(run=_guarded(run_remove), memories=False)
    forget = cmds.add_parser("forget", help="delete a person's voiceprints (and, with --memories, their memories)")
    forget.add_argument("name")
    forget.add_argument("--memories", action="store_true", help="also forget every memory that is theirs")
    forget.set_defaults(run=_guarded(run_remove))


def _listening(name: str) -> Runner:
    """A command of people_voice.py, imported only when run: it loads PyAV and the encoder, which the
    Pi (where `koe` also runs, for the agent) does not install."""

    def run(args: argparse.Namespace) -> int:
        import koe.cli.people_voice as voice

        return int(getattr(voice, name)(args))

    return run


def fail(message: str, code: int = 2) -> int:
    print(f"koe people: {message}", file=sys.stderr)
    return code


def _guarded(run: Runner) -> Runner:
    """Bad input of every kind (a name, a person, a file, the voice model) ends as one line and status 2."""

    @functools.wraps(run)
    def guarded(args: argparse.Namespace) -> int:
        from shared.voiceprint.weights import VoiceprintModelError

        try:
            return run(args)
        except (BadName, PeopleError, VoiceprintModelError) as e:
            return fail(str(e))

    return guarded


def people_store() -> PeopleStore:
    """The people file in koe's data directory (KOE_DATA_DIR), read afresh on every command."""
    from shared.settings import load_settings

    return PeopleStore(load_settings().data_dir)


def run_add(args: argparse.Namespace) -> int:
    person = people_store().add(args.name)
    print(f"added {person.name}: now enrol their voice (koe people enrol {_quoted(person.name)} FILE.wav ...)")
    return 0


def _quoted(name: str) -> str:
    return f'"{name}"' if " " in name else name


def _percent(share: float) -> str:
    if 0 < share < 0.001:
        return "under 0.1%"
    return f"{share:.1%}" if share < 0.1 else f"{share:.0%}"


def describe_rule(household: Household) -> str:
    rule = household.rule()
    how = "calibrated " + rule.at if rule.method != "default" else "default"
    return (
        f"named when the score is {rule.threshold:.2f} or more and {rule.margin:.2f} ahead of the runner-up ({how}; "
        f"expected: {_percent(rule.false_accept)} of strangers named, {_percent(rule.false_reject)} of a "
        f"person's utterances unknown)"
    )


def current_model() -> str | None:
    """The installed voice encoder's version, or None when its weights cannot be read (listing needs none)."""
    from shared.people.store import model_version
    from shared.voiceprint.weights import VoiceprintModelError, load_weights

    try:
        return model_version(load_weights())
    except VoiceprintModelError:
        return None


def run_list(args: argparse.Namespace) -> int:
    import json

    household = people_store().load()
    model = current_model()
    stale = model is not None and household.model not in (None, model)
    if args.json:
        people = [_person_json(p) for p in household.people]
        rule = household.rule()
        out: dict[str, Any] = {"people": people, "model": household.model, "stale_voiceprints": stale}
        out["rule"] = {k: getattr(rule, k) for k in ("threshold", "margin", "false_accept", "false_reject", "method")}
        print(json.dumps(out))
        return 0
    for p in household.people:
        state = "enrolled" if p.enrolled else f"not enrolled yet: needs {p.still_needed()}"
        heard = f", last heard {p.last_heard}" if p.last_heard else ""
        print(f"{p.name}: {len(p.clips)} clips, {p.speech_seconds:.0f} s of speech, {state}{heard}")
    if not household.people:
        print("nobody yet: koe people add NAME", file=sys.stderr)
        return 0
    print(describe_rule(household))
    if stale:
        print(
            f"koe people: these voiceprints come from another voice model ({household.model}): remove and enrol "
            "everyone again; until then everyone is unknown",
            file=sys.stderr,
        )
    return 0


def _person_json(p: Any) -> dict[str, Any]:
    return {
        "name": p.name,
        "clips": len(p.clips),
        "speech_seconds": round(p.speech_seconds, 1),
        "enrolled": p.enrolled,
        "created": p.created,
        "last_heard": p.last_heard,
    }


def forget_memories_of(name: str) -> list[str]:
    """Forget every memory whose person is `name` (exactly as enrolled), the way `koe memories forget`
    does: with the memories resting on the same words and the turns they came from. Returns their ids.

    Memories name their person in the store's `person` field: the household's name until the writer
    attributes "I" and "my" to the speaker, or a person's when set by hand (`koe memories add --person`).
    """
    from koe.memory_actions import MemoryActionError, forget
    from shared.memory.factory import open_store
    from shared.memory.model import MemoryFilter
    from shared.settings import load_settings

    settings = load_settings()
    store = open_store(settings, embed=False)
    client = None
    gone: list[str] = []
    try:
        theirs = MemoryFilter(status=None, person=name)
        if store.count(theirs):
            client = _turns_redis(settings)
        while batch := store.list(theirs, limit=100):
            for memory in batch:
                try:
                    gone.extend(m.id for m in forget(store, memory.id, client).memories)
                except MemoryActionError as e:
                    if not e.missing:  # missing: already forgotten with another one resting on the same words
                        raise
    finally:
        store.close()
        if client is not None:
            client.close()
    return gone


def _turns_redis(settings: Any) -> Any | None:
    """koe's Redis (where the turns are), or None, said on stderr: the memories are forgotten either way."""
    import redis

    from shared.locate import NotRunningError, connect

    try:
        client = connect(settings)
        client.ping()
        return client
    except (NotRunningError, redis.RedisError, OSError) as e:
        print(f"koe people: koe's Redis is not reachable ({e}): the turns behind those memories stay", file=sys.stderr)
        return None


def run_remove(args: argparse.Namespace) -> int:
    """`remove` and `forget`: memories first (with --memories), so that a failure there keeps the voiceprints
    and the command can simply be run again; a name with no voiceprints left may still have memories."""
    store = people_store()
    household = store.load()
    person = household.find(args.name)
    if person is None and not args.memories:
        store.require(household, args.name)  # raises, naming who there is
    name = person.name if person is not None else clean_name(args.name)
    if args.memories:
        from koe.memory_actions import MemoryActionError

        try:
            forgotten = forget_memories_of(name)
        except MemoryActionError as e:
            return fail(f"{name}'s memories could not all be forgotten ({e}); their voiceprints are kept")
        print(f"forgot {len(forgotten)} of {name}'s memories{': ' if forgotten else ''}{', '.join(forgotten)}")
    if person is None:
        print(f"{name} has no voiceprints here")
        return 0
    removed = store.remove(name)
    print(f"removed {removed.name} and their {len(removed.clips)} voiceprints; koe will not recognise them again")
    if removed.clips:
        print("the calibration went with them: run `koe people calibrate` again once everyone is enrolled")
    if not args.memories:
        print(f"{removed.name}'s memories are kept: koe people forget {_quoted(removed.name)} --memories forgets them")
    return 0
