"""Answers given in fragments: the assistant asked "What's your wife's name and the date of the anniversary?"
and the person said "marcia. ninth of june. twenty two years this time". No clause says anything, yet the
person told two facts; what they answer is kept with the question it answers, in their words:
Asked what's their wife's name and the date of the anniversary, the user answered: marcia, ninth of june."""

from __future__ import annotations

import re
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.model import Claim, UserTurn

# a question that asks for facts (not "Want me to set a reminder?", answered "yes please")
# (asked as a wh-question, not "Is it sunny where you are?", a yes or no with a "where" inside)
_ASKS_FOR = re.compile(
    r"^\W*(?:(?:and|so|also|first|great|lovely|ok|okay|oh)\W+)*"
    r"(?:what|what's|where|which|who|when|how old|how many|tell me)\b",
    re.IGNORECASE,
)
# of the person or their people (not "What's the weather like there?", answered "sunny")
_OF_THEM = re.compile(
    r"\b(?:you|your|yours|yourself|he|she|his|her|him|they|their|them|name|birthday|anniversary|"
    + "|".join(sorted(lx.RELATIONS | lx.PETS))
    + r")\b",
    re.IGNORECASE,
)
ANSWERED = "an answer"  # an answer claim's context: its memory is kept beside what a model wrote from it
_SECOND = {"your": "their", "you": "they", "yours": "theirs", "yourself": "themselves", "you're": "they're"}


def question_asked(reply: str) -> str | None:
    """The last question of the assistant's reply that asks for facts, in the third person; None if none."""
    # ("So I get it right, what kind of shifts do you work?": the question after what leads up to it)
    found = [q if _ASKS_FOR.search(q) else q.rsplit(",", 1)[-1] for q in re.findall(r"[^.!?]*\?", reply or "")]
    asked = [q.strip() for q in found if _ASKS_FOR.search(q) and _OF_THEM.search(q)]
    if not asked:
        return None
    question = re.sub(r"^\W*(?:and|so|also|first)\b\W*", "", asked[-1], flags=re.IGNORECASE).rstrip(" ?")
    question = re.sub(r"^tell me (?:a (?:bit|little) )?", "", question, flags=re.IGNORECASE)  # "about yourself"
    question = re.sub(r"\b(?:your|you|yours|yourself|you're)\b", lambda m: _SECOND[m[0].lower()], question, flags=re.I)
    return question[:1].lower() + question[1:] if question else None


def answer_claims(turn: UserTurn, question: str, sentences: list[Any], n_first: int) -> list[Claim]:
    """The fragments that open the turn and answer the question: one claim, its words the answer, kept
    with the question ("Asked where they study and any diet, the user answered: second year, Trinity, ...")."""
    answer = []
    for sentence in sentences:
        if any(t.pos_ in ("VERB", "AUX") for t in sentence):
            break  # (what follows in whole sentences is read as ever)
        answer.append(sentence)
    said = [t for s in answer for t in s if t.pos_ in ("NOUN", "PROPN", "NUM", "ADJ")]
    said = [t for t in said if t.lower_ not in lx.DISCOURSE | lx.CHAT_WORDS | lx.STATES]
    if not answer or not any(t.pos_ in ("NOUN", "PROPN", "NUM") for t in said):  # (not "grey and cold")
        return []
    start, end = answer[0].start_char, answer[-1].end_char
    words = (turn.text or "")[start:end]
    told = re.sub(r"^\W*(?:ok|okay|sure|right|so|well|yes|yeah)\b\W*", "", words, flags=re.IGNORECASE).strip()
    told = re.sub(r"[.!?]+(?=\s|$)", ",", told).rstrip(",")  # ("marcia. ninth of june.": one sentence)
    if not told:
        return []
    return [
        Claim(
            turn=turn.turn,
            start=start,
            end=end,
            words=words,
            about="speaker",
            subject="",
            lasting=True,
            memory=f"Asked {question}, the user answered: {told}.",
            kind="fact",
            importance=4,
            own=words,
            sentence=n_first,
            context=ANSWERED,
        )
    ]
