"""Where a turn takes back what it said in jest: "... just kidding", "seriously though, ..." take back
everything said before them in the turn; a laugh ("lol", "haha", "😂") marks only the sentence it closes
("i made the under 16 netball squad!!! also i have the BIGGEST crush on jayden lol": the squad is meant)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from services.writer.claims import lexicon as lx

_STOP = re.compile(r"[.!?]+(?=\s|$)")  # a full stop the person wrote ("goal attack obvs. also ...")


# "Naw, seriously, physio says ...", "jokes aside, ...": what comes next is meant, so what came before was not
# (not "I'm seriously allergic": the word must stand on its own, set off by a comma or a stop)
# (not "I'm allergic to shellfish, like, seriously, EpiPen allergic": a "seriously" inside a sentence stresses it)
# (nor "Seriously, I can't believe it" after good news: only "no, seriously", "but seriously", "seriously though")
_IN_EARNEST = re.compile(
    r"(?:(?:^|[.!?]\s*)(?:(?:no|naw|nah|but|ok|okay|right)\W+seriously(?: though)?|seriously though)"
    r"|(?:^|[,.!?;]\s*)(?:(?:all )?jok(?:es|ing) aside|in all seriousness|on a serious note))\s*[,.!:;—-]",
    re.I,
)


def taken_back_at(text: str) -> int:
    """Where the turn takes back what came before it ("... just kidding"): that character offset, or -1."""
    low = text.lower()
    found = [low.find(marker) for marker in lx.LAUGHTER if marker in low and not _affirms(low, marker)]
    found += [m.start() + len(m.group()) - len(m.group().lstrip(",.!?; ")) for m in _IN_EARNEST.finditer(text)]
    found = [at for at in found if at > 0]
    return max(found) if found else -1


_JESTING = ("kidding", "joking", "a joke", "your leg")


def _affirms(low: str, marker: str) -> bool:
    """ "our Liam says he's trying out for the Bantam team, for real": an earnest marker closing what it follows
    says it is meant; it takes nothing back (not "..., just kidding", which does)."""
    after = low[low.find(marker) + len(marker) :].lstrip()
    return not marker.endswith(_JESTING) and (not after.strip(" .!?,") or after[:1] in ".!?")


# a laugh after a word to the listener is friendliness, no jest ("im a sparky down in geelong just so u know lol")
_TOLD_YOU = re.compile(r"(?:\bso (?:you|u|ya|yuh) know|\bbtw|\bfyi|\bby the way)\W*$")


# nor after what the person asks to be kept ("just remember i'm the one that's lactose intolerant lol")
_KEEP_ASKED = re.compile(r"\b(?:just|only|but) (?:remember|keep|note)\b[^.!?]*$")


def _laughs(text: str) -> list[int]:
    """Where the turn laughs (not a lone "ha" closing a request, as Filipino English says it: "leave it out ha")."""
    low = text.lower()
    return [
        m.start()
        for m in re.finditer(r"\S+", low)
        if lx.laughs(m.group().strip(".,!?:;"))
        and not (m.group().strip(".,?") == "ha" and m.end() >= len(low.rstrip()))
        # ("for context ha, I'm a call center agent": Filipino "ha" asks the listener along, mid-sentence)
        and not (
            m.group()[:-1] == "ha"
            and m.group()[-1] in ",?"
            and m.start() > 0
            and low[: m.start()].rstrip()[-1:].isalpha()
        )
        and not _TOLD_YOU.search(low[: m.start()])
        and not _KEEP_ASKED.search(low[: m.start()])
    ]


def joke_at_by_sentence(text: str, sentences: Sequence[Any], opening_end: Any) -> list[int]:
    """For each sentence, where what it said is taken back (-1: nowhere): a taking back said after it in
    the turn, or a laugh after it with no full stop the person wrote between ("I have like forty chickens
    and I'm married to Sebastian lol"; a transcript with none: all before it)."""
    whole = taken_back_at(text)
    laughs = _laughs(text)
    # a laugh said on its own ("I've got three Ferraris. lol") takes back all before it, as "just kidding" does
    alone = [at for at in laughs if re.search(r"[.!?]", text[_last_word(text, at) : at])]
    whole = max([whole, *alone])
    # (nor past a comma the parse took for a full stop: "also hes allergic to shellfish so mum makes us check
    # everything, hes a nightmare at restaurants lol": the allergy is meant)
    spliced = [s.start_char for s in sentences if text[: s.start_char].rstrip().endswith(",")]
    out = []
    for sentence in sentences:
        if whole > opening_end(sentence):
            out.append(whole)
            continue
        begun = opening_end(sentence)
        mine = [
            at
            for at in laughs
            if at > begun
            and not _STOP.search(text, sentence.start_char, _last_word(text, at))
            and (
                text[at:].lower().startswith(("kidding", "joking"))
                or not any(sentence.start_char < b <= at for b in spliced)
            )
        ]
        out.append(min(mine) if mine else -1)
    return out


def _last_word(text: str, at: int) -> int:
    """Where the words before a laugh end (its own "!!!" or "." after what it closes are no stop before it)."""
    end = at
    while end > 0 and (text[end - 1].isspace() or text[end - 1] in ".!?,"):
        end -= 1
    return end
