"""What TTS is given: model markup a voice would read out is gone, the words are all there."""

from __future__ import annotations

import pytest

from services.llm.speech_text import speakable


@pytest.mark.parametrize(
    ("model_said", "spoken"),
    [
        # SmolLM2 copies the memory block's own format back.
        ("- Maya is allergic to peanuts. [noted 2026-11-30]", "Maya is allergic to peanuts."),
        ("[noted 2026-11-30]", ""),
        ("I noted (noted 2026-01-01) that.", "I noted that."),
        ("Her birthday is May 3 [noted on 2026-11-30].", "Her birthday is May 3."),
        ("Her birthday is May 3 [2026-11-30].", "Her birthday is May 3."),
        # Markdown from bigger models.
        ("Here you go:\n- milk\n- eggs\n- **fresh** bread", "Here you go: milk, eggs, fresh bread"),
        ("1. First, preheat the oven.", "First, preheat the oven."),
        ("## Weather\nIt is *sunny* today.", "Weather, It is sunny today."),
        ("See [the recipe](https://example.com/r) tonight.", "See the recipe tonight."),
        ("Use `timer 5` for that.", "Use timer 5 for that."),
        ("Sure! 😀", "Sure!"),
        ("Great job 👍🏽.", "Great job."),
        ("...", ""),
    ],
)
def test_markup_is_not_read_out(model_said: str, spoken: str) -> None:
    assert speakable(model_said) == spoken


@pytest.mark.parametrize(
    "plain",
    [
        "It costs 5 * 3 = 15 dollars.",
        "The file is called snake_case_name.",
        "Dr. Smith said it's 3:30 - don't be late!",
        "Noted, I'll remind you tomorrow.",
        "Lisbon (noted for its tiles) is lovely in May.",
    ],
)
def test_plain_speech_is_left_as_it_is(plain: str) -> None:
    assert speakable(plain) == plain
