"""A forget request that names its matter by a kind the person never said ("forget the money stuff" after
"the mortgage is 1,450 a month"): the writer's embedder finds what it means, and only that is forgotten."""

from __future__ import annotations

import pytest
from prometheus_client import REGISTRY

from services.writer.claims import UserTurn, read_claims
from services.writer.dedup import Lookups
from services.writer.pipeline import parse_reply
from shared.memory.embedder import Embedder, load_embedder
from tests.test_writer_operations import add, reply, said


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    loaded = load_embedder()
    assert loaded is not None, "install the embeddings extra (scripts/setup.sh does)"
    return loaded


def kept(embedder: Embedder, turns: tuple[str, ...], proposals: tuple[str, ...]) -> list[str]:
    def similarity(a: str, b: str) -> float:
        first, second = embedder.embed([a, b])
        return float(first @ second)

    lookups = Lookups(similarity=similarity)
    ops = parse_reply(reply(add=[add(p) for p in proposals]), {}, said(*turns), len(turns), lookups)
    return [a.text for a in ops.add]


def test_a_kind_named_later_forgets_what_it_means_and_keeps_the_rest(embedder: Embedder) -> None:
    memories = kept(
        embedder,
        (
            "I've been signed off work for six weeks with a slipped disc. Our cat Mungo turned twelve yesterday.",
            "Actually, forget the health bit, please.",
        ),
        ("The user has a slipped disc and is signed off work for six weeks.", "The user's cat Mungo is twelve."),
    )
    assert any("Mungo" in m for m in memories)
    assert not any("disc" in m for m in memories)


def test_a_kind_named_in_the_same_breath_forgets_what_it_means(embedder: Embedder) -> None:
    memories = kept(
        embedder,
        (
            "my brother oskar is moving to tromso in april and ive got crohns disease and my dog is called pepper "
            "but dont keep the medical stuff",
        ),
        (
            "The user's brother Oskar is moving to Tromso in April.",
            "The user has Crohn's disease.",
            "The user's dog is called Pepper.",
        ),
    )
    assert any("Oskar" in m for m in memories) and any("Pepper" in m for m in memories)
    assert not any("Crohn" in m for m in memories)


def test_leave_out_asks_to_forget(embedder: Embedder) -> None:
    memories = kept(
        embedder,
        (
            "My partner Imke and I go to a Quaker meeting every Sunday. Our daughter Lotte starts school in September.",
            "Could you leave out the religion part?",
        ),
        (
            "The user and their partner Imke go to a Quaker meeting every Sunday.",
            "The user's daughter Lotte starts school in September.",
        ),
    )
    assert any("Lotte" in m for m in memories)
    assert not any("Quaker" in m for m in memories)


def test_an_embedder_that_fails_leaves_the_request_to_the_rule_without_it() -> None:
    def broken(a: str, b: str) -> float:
        raise RuntimeError("onnxruntime went away")

    turns = ("I've got a hernia op on the 9th. My mum June is coming to stay.", "Actually, don't keep the medical bit.")
    labels = {"stage": "writer", "what": "forget_kind_unmatched"}
    before = REGISTRY.get_sample_value("koe_fallbacks_total", labels) or 0.0
    found = read_claims([UserTurn(f"t{i}", t) for i, t in enumerate(turns)], broken).claims
    assert any(c.forget is not None for c in found)
    assert REGISTRY.get_sample_value("koe_fallbacks_total", labels) == before + 1  # counted, not silent
