"""The reply is cut into sentences as the tokens stream in, so speech can start on the first one."""

from __future__ import annotations

from shared.sentences import SentenceSplitter, sentences


def tokens(text: str) -> list[str]:
    """Split like an LLM's stream: words with their leading space."""
    words = text.split(" ")
    return [words[0]] + [" " + w for w in words[1:]]


def test_each_sentence_comes_out_as_soon_as_the_next_one_starts() -> None:
    splitter = SentenceSplitter()
    got = []
    for piece in tokens("Hello there. Nice to meet you, how are you today? Fine."):
        got.append(splitter.feed(piece))
    assert [s for batch in got for s in batch] == ["Hello there.", "Nice to meet you, how are you today?"]
    assert got[2] == ["Hello there."], "out on the first token after the full stop"
    assert got[10] == ["Nice to meet you, how are you today?"], "only the first piece is cut at a comma"
    assert splitter.flush() == "Fine."


def test_abbreviations_decimals_and_tiny_fragments_do_not_split() -> None:
    text = "Dr. Smith said it costs 3.5 dollars. Hi. It is on Main St. near the park."
    assert list(sentences(tokens(text))) == [
        "Dr. Smith said it costs 3.5 dollars.",
        "Hi. It is on Main St. near the park.",
    ]


def test_the_first_sentence_is_cut_at_its_first_clause_so_speech_starts_sooner() -> None:
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


def test_the_first_piece_is_out_as_soon_as_its_comma_is() -> None:
    splitter = SentenceSplitter()
    got = [splitter.feed(piece) for piece in tokens("I'm sorry, but I can't check the weather right now.")]
    assert got[2] == ["I'm sorry,"], "out on the token after the comma, not at the full stop"
    assert splitter.flush() == "but I can't check the weather right now."


def test_a_one_word_opening_is_not_spoken_alone() -> None:
    out = list(sentences(tokens("Sure, the timer is set for ten minutes. Anything else?")))
    assert out == ["Sure, the timer is set for ten minutes.", "Anything else?"]


def test_empty_and_whitespace_only_streams_give_nothing() -> None:
    assert list(sentences([])) == []
    assert list(sentences(["  ", "\n"])) == []
