"""The writer's gate: a memory rests on what the person said, and only their words change or retire one.

The model proposes; this module decides, whatever model sits behind the writer:

- The person's **statements** are the sentences of the batch's user turns that state something:
  questions ("where does Hana live again?"), greetings and small talk ("hi there", "thanks!") state
  nothing, and neither do the assistant's words or the memories shown in the prompt, which never
  get here.
- An add is **supported** by the statement that covers its words best. Every name and number in the
  memory must be in that statement (a model must not invent "Ana" or "June 3"), and at least half of
  its other content words, or, where an embedder is given, its meaning must be close to the statement
  (the model may say "spouse" where the person said "wife"). The statement is kept as the memory's
  evidence: its turn id, the span of the person's words and the words themselves.
- A memory's **form**: one sentence, not led by a pronoun ("They're very loyal..." names nothing),
  not a greeting.
- A **change** (an update that changes meaning, or a retire) needs a statement about that memory
  (sharing a content word with it) that corrects, contradicts or asks to forget: a negation, "actually",
  "forget", "moved", "no longer"... An update's new words must also be in that statement.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from services.writer.fields import VAGUE_WORDS
from shared.memory.model import Memory
from shared.memory.query import stem, stems, words

SUPPORT_SHARE = 0.5  # of a memory's content words that its statement must hold, without an embedder
SUPPORT_COSINE = 0.55  # or: how close in meaning the memory and the statement must be (MiniLM)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
# "As of 2026-12-01, the user ...", "As of May 2, 2026, the user ...": the writer's date, not the person's words.
_AS_OF = re.compile(r"^\s*as of [^,]{1,40}(,\s*\d{4})?,\s*", re.IGNORECASE)
_ORDINAL = re.compile(r"^(\d+)(st|nd|rd|th)$")
_REMEMBER = re.compile(r"\b(remember|note|don'?t forget|keep in mind)\b", re.IGNORECASE)
NUMBER_WORDS = {
    word: str(n)
    for n, group in enumerate(
        [
            "zero",
            "one first",
            "two second",
            "three third",
            "four fourth",
            "five fifth",
            "six sixth",
            "seven seventh",
            "eight eighth",
            "nine ninth",
            "ten tenth",
            "eleven eleventh",
            "twelve twelfth",
        ]
    )
    for word in group.split()
}


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


QUESTION_OPENERS = _word_set(
    "who whom whose what which when where why how is are was were do does did can could will would shall"
    " should may might have has had am isn aren wasn weren don doesn didn won wouldn"
)
SMALL_TALK = _word_set(
    "hi hello hey hiya howdy morning evening afternoon night good thanks thank you cheers bye goodbye ok"
    " okay cool great nice lovely yes yeah yep no nope sure alright fine well there all right see later"
    " too much very koe how are doing going i m im am just pretty really so"
)
PRONOUNS = _word_set("they them it its he she his her this that these those there we our us you your i me my")
# Among the change cues, the words of a correction ("actually she lives in Kyoto, not Osaka": it was
# never true); the rest say the world changed ("we moved to Leeds": it was true until now).
CORRECTION_CUES = _word_set("actually wrong mistake incorrect meant misheard misunderstood instead typo")
CHANGE_CUES = _word_set(  # "isn't" is "isn" + "t" to the word splitter
    "not no never isn aren wasn weren don doesn didn won anymore longer actually wrong mistake incorrect"
    " instead forget forgot delete remove"
    " erase moved move changed change switched quit left sold died passed ended stopped broke divorced"
    " retired now new renamed"
)


@dataclass(frozen=True)
class UserTurn:
    """What the person said in one turn of the batch."""

    turn: str
    text: str


@dataclass(frozen=True)
class Statement:
    """One sentence of a user turn that states something: the evidence a memory may rest on."""

    turn: str
    start: int
    end: int
    text: str

    def evidence(self) -> dict[str, object]:
        return {"turn": self.turn, "span": [self.start, self.end], "words": self.text}


def _tokens(text: str) -> list[str]:
    """Words, with "3rd" and "third" both as "3"."""
    out = []
    for word in words(text):
        ordinal = _ORDINAL.match(word)
        out.append(ordinal[1] if ordinal else NUMBER_WORDS.get(word, word))
    return out


def is_question(sentence: str) -> bool:
    """A question asks; "could you remember that ...?" is a statement in a question's clothes."""
    if _REMEMBER.search(sentence):
        return False
    tokens = _tokens(sentence)
    return sentence.rstrip().endswith("?") or bool(tokens and tokens[0] in QUESTION_OPENERS)


def is_small_talk(sentence: str) -> bool:
    tokens = _tokens(sentence)
    return not tokens or all(t in SMALL_TALK or t in PRONOUNS for t in tokens)


def statements(turns: Sequence[UserTurn]) -> list[Statement]:
    """Every sentence of the user turns that states something (not a question, greeting or small talk)."""
    out = []
    for turn in turns:
        for match in _SENTENCE.finditer(turn.text or ""):
            sentence = match.group(0).strip()
            if sentence and not is_question(sentence) and not is_small_talk(sentence):
                start = match.start() + (len(match.group(0)) - len(match.group(0).lstrip()))
                out.append(Statement(turn.turn, start, start + len(sentence), sentence))
    return out


def form_problem(text: str) -> str | None:
    """Why a proposed memory text is not one standalone fact, or None."""
    body = _AS_OF.sub("", text)
    sentences = [s for s in _SENTENCE.findall(body) if len(words(s)) >= 2]
    if len(sentences) > 1:
        return f"{len(sentences)} sentences: one fact per memory"
    first = _tokens(body)[:1]
    if first and first[0] in PRONOUNS:
        return f'led by "{first[0]}": a memory names its subject, in the third person'
    if is_small_talk(body) or is_question(body):
        return "a greeting, small talk or a question is not a memory"
    return None


def anchors(text: str) -> set[str]:
    """The names and numbers in a memory: each must come from the person's own words. A name is a
    capitalised word that does not start a sentence (a name that does is still a content word)."""
    out: set[str] = set()
    for sentence in _SENTENCE.findall(_AS_OF.sub("", text)):
        for i, raw in enumerate(sentence.split()):
            word = raw.strip(".,;:!?\"'()")
            word = word[:-2] if word.endswith(("'s", "’s")) else word
            if i > 0 and word[:1].isupper() and word[1:].islower() and word.isalpha():
                out.add(stem(word.casefold()))
        out |= {t for t in _tokens(sentence) if t.isdigit()}
    return out - {stem(v) for v in VAGUE_WORDS}


def _content(text: str) -> set[str]:
    return stems(" ".join(_tokens(_AS_OF.sub("", text)))) - {stem(v) for v in VAGUE_WORDS}


def support(
    text: str, said: Sequence[Statement], similarity: Callable[[str, str], float] | None = None
) -> Statement | None:
    """The statement a memory text rests on, or None when nothing the person said supports it."""
    own, names = _content(text), anchors(text)
    if not own:
        return None
    best: tuple[float, Statement] | None = None
    for statement in said:
        theirs = _content(statement.text)
        if not names <= theirs or asks_forget(statement):  # "forget that X" is no reason to learn X
            continue
        share = len(own & theirs) / len(own)
        close = share >= SUPPORT_SHARE or (
            similarity is not None and bool(own & theirs) and similarity(text, statement.text) >= SUPPORT_COSINE
        )
        if close and (best is None or share > best[0]):
            best = (share, statement)
    return best[1] if best else None


def asks_change(memory: Memory, new_text: str | None, said: Sequence[Statement]) -> Statement | None:
    """The statement that corrects, contradicts or asks to forget a memory (and holds an update's new
    words), or None: asking about a memory, or merely mentioning it, changes nothing. "About it" is
    by words (its text, subject or tags): a correction in wholly other words leaves the memory as it
    is, the safe side (meaning similarity measured too weak to tell "I quit my job" apart here)."""
    own = _content(f"{memory.text} {memory.subject} {' '.join(memory.tags)}")
    novel = (_content(new_text) - own) if new_text is not None else set()
    for statement in said:
        theirs = _content(statement.text)
        about_it = bool(own & theirs) or bool(novel and novel <= theirs)
        if about_it and set(_tokens(statement.text)) & CHANGE_CUES and novel <= theirs:
            return statement
    return None


def change_kind(statement: Statement) -> str:
    """ "correction" (the memory was never true: replaced) or "world" (it held until now: kept as history)."""
    return "correction" if set(_tokens(statement.text)) & CORRECTION_CUES else "world"


FORGET_CUES = _word_set("forget delete erase remove")


def asks_forget(statement: Statement) -> bool:
    """The person asks koe to forget (not just says it changed): the memory goes for good."""
    return bool(set(_tokens(statement.text)) & FORGET_CUES)
