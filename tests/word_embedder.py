"""A tiny stand-in for the embedding model, for store tests about vectors rather than about meaning."""

from __future__ import annotations

from typing import Any


class WordEmbedder:
    """A tiny stand-in for the embedding model (no model to load): each word adds to one of 16 axes."""

    model_id = "test-words"
    dim = 16

    def embed(self, texts: list[str]) -> Any:
        import numpy as np

        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                out[row, sum(map(ord, word.strip(".,?'s"))) % self.dim] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.maximum(norms, 1e-9)

    def embed_one(self, text: str) -> Any:
        return self.embed([text])[0]
