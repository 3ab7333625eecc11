"""Household names heard right: tiny.en with and without the names the household's memories hold.

A household's memories go into a real SQLite store and its names are read back as the stt worker reads
them (shared/memory/names.py). Utterances spoken by piper (40 with those names, 30 without, some of
those with words that sound like them: "leads", "pickles"), with the silence the agent sends around
them, are each transcribed twice by the same model: without names and with them. The figures: the
utterances with names where every name was heard exactly (case aside), the word error rate over all
utterances either way, the names that appeared in utterances that had none, and what the names cost
in time. Whisper's fallback to sampling is seeded, so a run on a quiet machine repeats.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shared.memory.model import Memory

TARGET_NAMES_RIGHT = 0.9
PRE_ROLL_S = 0.32  # what the agent sends before the first speech frame
TAIL_S = 0.5  # and the silence that ended the utterance (KOE_VAD_SILENCE_MS)
HEAD_START_S = 0.2  # --streaming: the end's decode starts this long after the words (KOE_HEAD_START_MS)

MEMORIES = [
    Memory(text="The user's dog is called Biscuit.", subject="dog Biscuit", tags=["dog", "pet"], importance=4),
    Memory(text="The family cat Pickles sleeps on the radiator.", subject="cat Pickles", tags=["cat", "pet"]),
    Memory(text="The user's rabbit Mochi chews through cables.", subject="rabbit Mochi", tags=["rabbit", "pet"]),
    Memory(text="The user's daughter Hana plays the violin.", subject="daughter Hana", kind="person", importance=5),
    Memory(text="Siobhan is the user's sister and visits on Saturdays.", subject="sister Siobhan", kind="person"),
    Memory(text="The user's niece Anouk is allergic to peanuts.", subject="niece Anouk", kind="person", importance=4),
    Memory(text="The user's partner Joaquin drives the family car.", subject="partner Joaquin", kind="person"),
    Memory(text="Ingrid is the user's mother; her birthday is in May.", subject="mother Ingrid", kind="person"),
    Memory(text="The user grew up in Tromso.", subject="home town", tags=["tromso"]),
    Memory(text="The user's parents live in Leeds.", subject="parents home", tags=["family"]),
    Memory(text="The user's colleague Priya works on the same ward.", subject="colleague Priya", kind="person"),
    Memory(text="The neighbour Tomasz looks after the garden in summer.", subject="neighbour Tomasz"),
    Memory(text="The family spends Easter in Harrogate.", subject="Easter plans", kind="plan"),
    Memory(text="The user's brother lives in Oslo.", subject="brother home", kind="person"),
    Memory(text="The user drinks green tea every morning.", subject="tea", kind="preference", tags=["tea"]),
    Memory(text="The user is allergic to penicillin.", subject="penicillin allergy", tags=["health"], importance=5),
    Memory(text="The recycling is collected every other Tuesday.", subject="recycling", tags=["bins"]),
    Memory(text="The user works night shifts at the hospital.", subject="work", tags=["work"]),
]

# The names these memories give, as the utterances say them.
HOUSEHOLD = [
    *("Biscuit", "Pickles", "Mochi"),  # pets
    *("Hana", "Siobhan", "Anouk", "Joaquin", "Ingrid", "Priya", "Tomasz"),  # people
    *("Tromso", "Leeds", "Harrogate", "Oslo"),  # places
]

# The household's names are capitalised here; the metric is case-blind. No numbers: whisper writes "10".
WITH_NAMES = [
    "My dog Biscuit loves the park.",
    "Has Biscuit been out for a walk yet?",
    "Did anyone feed Pickles this morning?",
    "Remind me to buy cat food for Pickles.",
    "Mochi chewed through the cable again.",
    "Play some music for Mochi and Pickles.",
    "Can you remind Hana about her violin lesson?",
    "When does Hana finish school today?",
    "Hana and Siobhan are going swimming.",
    "Siobhan is coming for dinner on Saturday.",
    "Tell Anouk that the bus is late.",
    "Is Anouk allergic to peanuts?",
    "How cold is it in Tromso today?",
    "How far is Tromso from Oslo?",
    "What time is the train to Leeds?",
    "Call Joaquin and ask about the car.",
    "Book a table for Ingrid's birthday.",
    "We are driving to Harrogate tomorrow.",
    "Priya wants pancakes for breakfast.",
    "Tell Tomasz his parcel arrived.",
    "Biscuit needs a bath after the walk.",
    "Where did Pickles hide the toy mouse?",
    "Mochi needs fresh hay tonight.",
    "Hana has a concert on Friday evening.",
    "Ask Siobhan if she wants to stay over.",
    "Anouk is sleeping over this weekend.",
    "Joaquin will pick up the groceries.",
    "Send Ingrid a message about lunch.",
    "Priya called while you were out.",
    "Tomasz is mowing the lawn again.",
    "Is it snowing in Tromso right now?",
    "How long is the drive to Leeds?",
    "Find a hotel in Harrogate for the weekend.",
    "Flights to Oslo are expensive this month.",
    "Did Hana take Biscuit to the vet?",
    "Tell Joaquin that Mochi escaped again.",
    "Anouk and Priya want to bake a cake.",
    "Siobhan is flying to Oslo on Monday.",
    "Remind Ingrid to call the plumber.",
    "Pickles knocked the plant off the shelf.",
]
WITHOUT_NAMES = [
    "Please turn on the kitchen lights.",
    "What is the weather like tomorrow morning?",
    "My dog loves the park.",
    "Did anyone feed the cat this morning?",
    "Can you remind me about the violin lesson?",
    "How cold is it outside today?",
    "What time is the next train?",
    "This road leads down to the river.",
    "Play some quiet music in the living room.",
    "Add milk and bread to the shopping list.",
    "Is it going to rain this afternoon?",
    "Who is coming for dinner on Saturday?",
    "How long should I boil an egg?",
    "Tell me a joke about penguins.",
    "Turn the heating down a little.",
    "Move the biscuits to the top shelf.",
    "We need more pickles and cheese.",
    "Can you read me the news headlines?",
    "Lock the front door please.",
    "Put the kettle on for a cup of tea.",
    "Is there any honey left in the jar?",
    "The leads for the speakers are in the drawer.",
    "Start the dishwasher after dinner.",
    "What films are on tonight?",
    "How do I get a stain out of a carpet?",
    "Remind me to call the dentist.",
    "Turn off all the lights downstairs.",
    "Where did I leave my keys?",
    "Open the garage door.",
    "I would like a biscuit with my coffee.",
]


def words(text: str) -> list[str]:
    """Lower case, punctuation as spaces ("Ingrid's" is "ingrid s"), letters of any script kept."""
    return re.sub(r"[\W_]+", " ", text.lower()).split()


def has(phrase: str, text: str) -> bool:
    return f" {' '.join(words(phrase))} " in f" {' '.join(words(text))} "


def edits(said: list[str], heard: list[str]) -> int:
    """Word-level edit distance (substitutions, insertions, deletions)."""
    row = list(range(len(heard) + 1))
    for i, w in enumerate(said, 1):
        prev, row[0] = row[0], i
        for j, h in enumerate(heard, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (w != h))
    return row[-1]


def wer(pairs: list[tuple[str, str]]) -> float:
    """Word error rate over all (said, heard) pairs: edits over the words said."""
    said = sum(len(words(s)) for s, _ in pairs)
    return sum(edits(words(s), words(h)) for s, h in pairs) / max(said, 1)


def names_said(text: str) -> list[str]:
    """The household's names in an utterance: where they are written capitalised ("pickles" is a food)."""
    return [n for n in HOUSEHOLD if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text)]


@dataclass(frozen=True)
class Heard:
    said: str
    names: list[str]  # household names in what was said
    plain: str  # heard without names
    hinted: str  # heard with names
    plain_ms: float
    hinted_ms: float
    added: list[str]  # names given to the model, heard with them, never said (as words, case aside)


def read_names(data: Path) -> list[str]:
    """The names as the stt worker reads them: from the household's SQLite store."""
    from shared.memory.factory import open_store
    from shared.memory.names import store_names
    from shared.settings import load_settings

    settings = load_settings(data_dir=data)
    store = open_store(settings, embed=False)
    try:
        store.bulk_add(MEMORIES)
        return store_names(store)
    finally:
        store.close()


def transcribe_all(
    clips: list[tuple[str, Any]], names: list[str], names_as: str, streaming: bool = False
) -> list[Heard]:
    import ctranslate2

    from services.stt.streaming import Settled, settle_as_spoken
    from services.stt.transcriber import SAMPLE_RATE, load_transcriber
    from shared.settings import get_settings
    from shared.threads import settings_budget

    settings = get_settings()
    transcriber = load_transcriber(settings.stt_model, settings.stt_device, settings_budget(settings).stt)
    transcriber.short_window = settings.stt_window == "short"
    transcriber.names_as = names_as
    out = []
    for i, (text, samples) in enumerate(clips):
        results = {}
        # Alternate which goes first, so a machine that slows down or warms up favours neither.
        for hinted in (False, True) if i % 2 == 0 else (True, False):
            ctranslate2.set_random_seed(i)  # the sampling fallback repeats, and is the same for both
            given = names if hinted else ()
            settled = Settled()
            if streaming:  # what the stt worker settles while the person speaks, up to the pause (head start)
                pause_s = len(samples) / SAMPLE_RATE - TAIL_S + HEAD_START_S
                settled = settle_as_spoken(transcriber, samples, given, pause_s)
            results[hinted] = transcriber.transcribe(samples, given, settled.text, settled.names_heard(given))
        out.append(
            Heard(
                said=text,
                names=names_said(text),
                plain=results[False].text,
                hinted=results[True].text,
                plain_ms=results[False].compute_s * 1000,
                hinted_ms=results[True].compute_s * 1000,
                added=[n for n in names if has(n, results[True].text) and not has(n, text)],
            )
        )
    transcriber.names_as = "hotwords"  # the process's shared model goes back as the worker uses it
    return out


def figures(heard: list[Heard], names: list[str], names_as: str) -> dict[str, Any]:
    with_names = [h for h in heard if h.names]
    without = [h for h in heard if not h.names]
    cost = [h.hinted_ms - h.plain_ms for h in heard]
    return {
        "names_as": names_as,
        "names": names,
        "utterances": len(heard),
        "with_names": len(with_names),
        "names_right_without": sum(all(has(n, h.plain) for n in h.names) for h in with_names) / len(with_names),
        "names_right_with": sum(all(has(n, h.hinted) for n in h.names) for h in with_names) / len(with_names),
        "wer_without": wer([(h.said, h.plain) for h in heard]),
        "wer_with": wer([(h.said, h.hinted) for h in heard]),
        "wer_without_on_plain_utterances": wer([(h.said, h.plain) for h in without]),
        "wer_with_on_plain_utterances": wer([(h.said, h.hinted) for h in without]),
        "names_added": sum(len(h.added) for h in without),
        "utterances_gaining_names": sum(bool(h.added) for h in without),
        "ms_without_p50": statistics.median(h.plain_ms for h in heard),
        "ms_with_p50": statistics.median(h.hinted_ms for h in heard),
        "ms_cost_mean": statistics.mean(cost),
        "ms_cost_p50": statistics.median(cost),
    }


def report(f: dict[str, Any], heard: list[Heard]) -> None:
    for h in heard:
        mark = "  "
        if h.names and not all(has(n, h.hinted) for n in h.names):
            mark = "x "  # a name missed even with names
        elif h.added:
            mark = "+ "  # a name that was not said
        print(f"{mark}{h.said!r}\n      without: {h.plain!r}\n      with:    {h.hinted!r}")
    meets = f["names_right_with"] >= TARGET_NAMES_RIGHT
    wer_ok = f["wer_with"] <= f["wer_without"]
    print(f"\nnames given ({f['names_as']}, {len(f['names'])}): {', '.join(f['names'])}")
    print("heard " + ("as spoken: settled while speaking, then the rest" if f["streaming"] else "whole, at the end"))
    print(
        f"names right (utterances with names, every name exact)  without {f['names_right_without']:.0%}"
        f"   with {f['names_right_with']:.0%}   (n={f['with_names']}; target {TARGET_NAMES_RIGHT:.0%}: "
        f"{'meets' if meets else 'MISSES'})"
    )
    print(
        f"word error rate (all {f['utterances']} utterances)             without {f['wer_without']:.1%}"
        f"   with {f['wer_with']:.1%}   ({'no worse' if wer_ok else 'WORSE'} with names)"
    )
    print(
        f"word error rate (the {f['utterances'] - f['with_names']} without names)              "
        f"without {f['wer_without_on_plain_utterances']:.1%}   with {f['wer_with_on_plain_utterances']:.1%}"
    )
    print(
        f"names added to utterances without names               {f['names_added']}"
        f"   (in {f['utterances_gaining_names']} of {f['utterances'] - f['with_names']} utterances)"
    )
    print(
        f"time per utterance, p50                               without {f['ms_without_p50']:.0f} ms"
        f"   with {f['ms_with_p50']:.0f} ms   (the names cost p50 {f['ms_cost_p50']:+.0f} ms,"
        f" mean {f['ms_cost_mean']:+.0f} ms)"
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--as",
        dest="names_as",
        choices=("hotwords", "initial_prompt"),
        default="hotwords",
        help="how the names reach faster-whisper (default hotwords, as the stt worker gives them)",
    )
    parser.add_argument(
        "--streaming",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="words settled while the person speaks (decodes on this machine's clock), then the end's decode "
        "of the rest, whose time is the one reported; --no-streaming: the whole utterance at once "
        "(default: as the stt worker hears, KOE_STT_STREAMING)",
    )
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from koe.bench.voice import Voice, silence
    from services.vad.pcm import to_float
    from shared.logs import configure_logging
    from shared.settings import get_settings

    configure_logging("warning", get_settings().log_format)  # the figures are the output
    with tempfile.TemporaryDirectory(prefix="koe-bench-names-") as tmp:
        names = read_names(Path(tmp))
    missing = [n for n in HOUSEHOLD if n not in names]
    if missing:  # the derivation lost a name the utterances say: the figures would not mean much
        print(f"koe: the memories gave no name {', '.join(missing)}; they gave {names}", file=sys.stderr)
        return 1
    texts = WITH_NAMES + WITHOUT_NAMES
    if not args.json:
        print(f"koe bench names: {len(texts)} utterances spoken by piper, {len(WITH_NAMES)} with names", flush=True)
    voice = Voice()
    try:
        clips = [(text, to_float(silence(PRE_ROLL_S) + voice.say(text) + silence(TAIL_S))) for text in texts]
    finally:
        voice.close()
    streaming = get_settings().stt_streaming if args.streaming is None else args.streaming
    heard = transcribe_all(clips, names, args.names_as, streaming)
    f = figures(heard, names, args.names_as)
    f["streaming"] = streaming
    if args.json:
        print(json.dumps(f))
    else:
        report(f, heard)
    return 0
