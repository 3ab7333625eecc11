"""A claim: one clause of what the person said, read for what it asserts and how.

A turn is parsed sentence by sentence and clause by clause (`parse.py`, `reading.py`); each clause
becomes one `Claim` with who or what it is about, its polarity, mood, attribution and time, and the
character span in the turn. Only a *sincere* claim (the speaker's own first-hand statement or plan)
may carry a memory; the others are kept so the gate can say why a proposal that rests on them is
refused ("a hypothetical", "someone else's view").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Polarity = Literal["asserted", "denied"]
Mood = Literal["statement", "question", "conditional", "wish", "plan", "instruction", "opinion"]
Attribution = Literal["self", "reported", "other", "story", "quote", "joke"]
About = Literal["speaker", "relation", "person", "pet", "place", "thing", "assistant"]
Change = Literal["correction", "world"]

SINCERE_MOODS = frozenset({"statement", "plan"})
# The speaker's own, or a fact they pass on ("the vet says Marmalade needs a kidney diet"); never
# someone's view of them ("my brother reckons I'm hopeless"), a story, quoted text or a joke.
FIRST_HAND = frozenset({"self", "reported"})

# Why a claim cannot carry a memory, by what it is: the gate's reasons, in the person's terms.
NOT_SINCERE = {
    "question": "a question, not a statement",
    "conditional": "a hypothetical or conditional",
    "wish": "a wish, not a fact",
    "instruction": "an instruction, not a fact",
    "opinion": "a hedged opinion",
    "other": "someone else's view or words, not the person's own",
    "story": "a story, film or book the person told",
    "quote": "quoted or dictated text",
    "joke": "a joke or irony",
    "denied": "the person denied it",
}


@dataclass(frozen=True)
class Replacement:
    """What a correction or a change puts in place of what ("Lola, not Luna": Luna by Lola)."""

    old: str
    new: str
    named: bool  # the old words are a name (not a date, a number or a common noun): specific on their own
    says_what: bool = False  # the new words are what the subject is ("I'm an architect, not an accountant")


@dataclass(frozen=True)
class UserTurn:
    """What the person said in one turn of the batch."""

    turn: str
    text: str
    reply: str = ""  # what the assistant answered: words of its own are no claim of the person's
    person: str | None = None  # who said it, where koe knew (docs/people.md): "I" is them
    names: frozenset[str] = frozenset()  # names the household's memories hold (lower case): "pretzel"


@dataclass(frozen=True)
class Claim:
    """One clause of a user turn, as the parse reads it."""

    turn: str
    start: int  # character span of the clause in the turn's text
    end: int
    words: str  # the clause as said
    about: About
    subject: str  # the subject's words, a pronoun resolved to what it stands for ("our rabbit Clover")
    polarity: Polarity = "asserted"
    mood: Mood = "statement"
    attribution: Attribution = "self"
    time: str = "present"  # past | present | future, or the date said ("on Friday")
    change: Change | None = None  # the clause corrects an old fact, or says the world changed
    forget: tuple[str, ...] | None = None  # a request to forget: the words it names
    spares: tuple[str, ...] = ()  # what a request to forget keeps back: "... except the birthday" (birthday)
    left_out: tuple[str, ...] = ()  # no word of what it forgets: "forget about Darlene, ..., just the dogs" (dog)
    keeps: bool = False  # "actually you can keep it": a request to forget taken back
    replaces: Replacement | None = None  # a correction's old and new words: "Lola, not Luna"
    lasting: bool = False  # a fact worth keeping (not a passing state or a detail of the day)
    memory: str | None = None  # the fact in memory form, when it is a lasting first-hand fact
    kind: str = "fact"
    importance: int = 2
    expires_in_days: int | None = None
    recurs: str | None = None
    context: str = ""  # words the clause leans on: a resolved pronoun's antecedent
    own: str = ""  # the clause's own words, without a clause inside its span ("a book where ..." told apart)
    tags: tuple[str, ...] = field(default=())
    sentence: int = 0  # which sentence of its turn (as parsed) the clause is in

    @property
    def sincere(self) -> bool:
        """The person's own first-hand statement or plan: the only kind a memory may rest on."""
        return self.attribution in FIRST_HAND and self.mood in SINCERE_MOODS and self.forget is None

    @property
    def problem(self) -> str | None:
        """Why this claim cannot carry a fact (None when it can, as said: its polarity is checked apart)."""
        if self.forget is not None:
            return "a request to forget"
        if self.attribution not in FIRST_HAND:
            return NOT_SINCERE[self.attribution]
        if self.mood not in SINCERE_MOODS:
            return NOT_SINCERE[self.mood]
        return None

    @property
    def check(self) -> str:
        """The short name of what the claim is, for the gate's refusal ("hypothetical", "story", ...)."""
        if self.forget is not None:
            return "forget_request"
        if self.attribution not in FIRST_HAND:
            return {"other": "someone_elses"}.get(self.attribution, self.attribution)
        return {"conditional": "hypothetical"}.get(self.mood, self.mood)

    def evidence(self) -> dict[str, object]:
        """What a memory stores of the claim it rests on (`koe memories show`, the dashboard)."""
        return {
            "turn": self.turn,
            "span": [self.start, self.end],
            "words": self.words,
            "claim": {
                "words": self.words,
                "about": self.about,
                "polarity": self.polarity,
                "mood": self.mood,
                "attribution": self.attribution,
                "time": self.time,
            },
        }
