"""The reply is cut into sentences as the tokens stream in, so speech can start on the first one."""

from __future__ import annotations

from services.llm.sentences import SentenceSplitter, sentences


def tokens(text: str) -> list[str]:
    """Split like an LLM's stream: words with their leading space."""
    words = text.split(" ")
    return [words[0]] + [" " + w for w in words[1:]]


def test_each_sentence_comes_out_as_soon_as_the_next_one_starts() -> None:
    splitter = SentenceSplitter()
    got = []
    for piece in tokens("Hello there, nice to meet you. How are you today? Fine."):
        got.append(splitter.feed(piece))
    assert [s for batch in got for s in batch] == ["Hello there, nice to meet you.", "How are you today?"]
    assert got[6] == ["Hello there, nice to meet you."], "out on the first token after the full stop"
    assert splitter.flush() == "Fine."


def test_abbreviations_decimals_and_tiny_fragments_do_not_split() -> None:
    text = "Dr. Smith said it costs 3.5 dollars. Hi. It is on Main St. near the park."
    assert list(sentences(tokens(text))) == [
        "Dr. Smith said it costs 3.5 dollars.",
        "Hi. It is on Main St. near the park.",
    ]


def test_a_long_first_sentence_is_cut_at_a_clause_so_speech_starts_sooner() -> None:
    text = (
        "Once upon a time in a land far away from here, there lived a dragon who loved shiny spoons. "
        "He counted them twice, every morning, before breakfast."
    )
    out = list(sentences(tokens(text)))
    assert out == [
        "Once upon a time in a land far away from here,",
        "there lived a dragon who loved shiny spoons.",
        "He counted them twice, every morning, before breakfast.",
    ]
    assert " ".join(out) == text


def test_empty_and_whitespace_only_streams_give_nothing() -> None:
    assert list(sentences([])) == []
    assert list(sentences(["  ", "\n"])) == []
