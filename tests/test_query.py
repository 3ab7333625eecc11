"""The content-word query builder never produces an FTS syntax error, whatever is said."""

from __future__ import annotations

import sqlite3

import pytest

from shared.memory.query import build_query, content_words, overlap_score, quote, stem, stems

HOSTILE = [
    'what about "my dog',
    '""" "" " ',
    "dog* OR NEAR(dog wife, 2) AND NOT coffee",
    "AND OR NOT NEAR",
    "col:dog ^dog -dog +dog {dog} [dog] (dog",
    "🐶🐶 dog ❤️ 👨‍👩‍👧",
    "\x00\x01\x07\x1b[31m dog \u202e\ufeff\u200b",
    "the of and to is it a an",
    "",
    "   \n\t ",
    "dog " * 1250,
    "x" * 5000,
    "Ünïcödé café naïve résumé",
    "日本語のテキスト と 犬",
    "o'clock it's don't won't",
    "a_b_c snake_case_words",
]


@pytest.fixture(scope="module")
def fts() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(text, tokenize = 'porter unicode61 remove_diacritics 2')")
    conn.executemany(
        "INSERT INTO t (text) VALUES (?)",
        [("The user's dog is named Biscuit.",), ("The café serves a résumé of naïve art.",), ("犬 が 好き",)],
    )
    return conn


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_input_gives_a_valid_match_or_nothing(fts: sqlite3.Connection, text: str) -> None:
    query = build_query(text)
    if not query:
        assert query.match == "" and query.text == ""
        return
    rows = fts.execute("SELECT rowid FROM t WHERE t MATCH ?", (query.match,)).fetchall()  # never raises
    assert isinstance(rows, list)
    assert len(query.terms) <= 32


def test_filler_stop_words_and_the_assistants_name_are_dropped() -> None:
    assert build_query("Hey koe, please tell me: what is my dog's name?").text == "dog name"
    assert build_query("I am feeling peckish, any snack ideas for me?").text == "feeling peckish snack ideas"
    assert content_words("hey haru, tell me about the dentist", assistant_name="Haru") == ["dentist"]
    assert not build_query("Hey, um, could you tell me, like, you know?")


def test_operators_become_plain_quoted_words(fts: sqlite3.Connection) -> None:
    query = build_query("dog* OR NEAR(dog biscuit)")
    assert query.terms == ("dog", "near", "biscuit")
    assert query.match == '"dog" OR "near" OR "biscuit"'
    assert fts.execute("SELECT count(*) FROM t WHERE t MATCH ?", (query.match,)).fetchone()[0] == 1
    assert quote('say "hi"') == '"say ""hi"""'


def test_diacritics_and_other_scripts_still_match(fts: sqlite3.Connection) -> None:
    assert fts.execute("SELECT count(*) FROM t WHERE t MATCH ?", (build_query("cafe resume").match,)).fetchone()[0]
    assert fts.execute("SELECT count(*) FROM t WHERE t MATCH ?", (build_query("犬").match,)).fetchone()[0]


def test_long_utterances_are_capped_and_deduplicated() -> None:
    words = " ".join(f"word{i}" for i in range(200))
    assert len(build_query(words).terms) == 32
    assert build_query("dog dog Dog DOG").terms == ("dog",)


def test_light_stemming_agrees_on_common_endings() -> None:
    pairs = [
        ("dogs", "dog"),
        ("named", "name"),
        ("walking", "walk"),
        ("birthdays", "birthday"),
        ("studies", "study"),
        ("running", "run"),
        ("likes", "liked"),
        ("boxes", "box"),
        ("divorced", "divorce"),  # a root that ends in a consonant and c, g or s had its e
        ("danced", "dance"),
        ("charged", "charge"),
        ("argued", "argue"),
        ("believed", "believe"),
    ]
    for a, b in pairs:
        assert stem(a) == stem(b), (a, b)
    assert stem("glass") == "glass" and stem("tennis") == "tennis"
    assert stem("singing") == "sing" and stem("passed") == "pass"


def test_overlap_score_is_overlap_plus_a_little_importance() -> None:
    q = stems("what are the dogs called")
    dog = stems("The dog is called Biscuit")
    assert overlap_score(q, dog, importance=1) < overlap_score(q, dog, importance=5) < 3
    assert overlap_score(q, stems("The boiler was repaired"), importance=5) == 0.0
    one = overlap_score(q, stems("A dog"), importance=5)
    two = overlap_score(q, stems("A dog called Rex"), importance=1)
    assert two > one  # a second shared word outweighs any importance
