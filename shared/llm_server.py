"""The reply's embedded llama.cpp server, with every core while the machine is calm (shared/core_sharing.py).

`python -m shared.llm_server <llama_cpp.server's arguments>`: llama-cpp-python's OpenAI-compatible server,
unchanged but for one thing: before each token the thread count is chosen anew with llama.cpp's own
`llama_set_n_threads` (a context setting, read at each decode). The server's `--n_threads` is the count
for a busy machine; KOE_LLM_THREADS_CALM the count for a calm one, and for reading prompts.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

ENV_CALM = "KOE_LLM_THREADS_CALM"


def share_cores(calm_threads: int, busy_threads: int) -> None:
    """Write each later token (`Llama.eval` of one token) on `calm_threads` while the machine is calm."""
    import llama_cpp

    from shared.core_sharing import CoreChooser

    chooser = CoreChooser(most=calm_threads, least=busy_threads)
    evaluate = llama_cpp.Llama.eval
    chosen: dict[int, int] = {}  # a model's thread count now (one model a server)

    def eval_sharing(self: Any, tokens: Sequence[int]) -> None:
        if len(tokens) == 1:  # a prompt (more tokens) is read on n_threads_batch, every core, as before
            n = chooser.for_token()
            if chosen.get(id(self)) != n:
                self._ctx.set_n_threads(n, calm_threads)
                chosen[id(self)] = n
        evaluate(self, tokens)

    llama_cpp.Llama.eval = eval_sharing  # type: ignore[method-assign]


def main() -> None:
    from llama_cpp.server.__main__ import main as serve

    calm = int(os.environ.get(ENV_CALM, "0") or 0)
    if calm > 0:
        share_cores(calm, int(_arg("--n_threads") or 1))
    serve()


def _arg(name: str) -> str | None:
    import sys

    args = sys.argv[1:]
    return args[args.index(name) + 1] if name in args and args.index(name) + 1 < len(args) else None


if __name__ == "__main__":
    main()
