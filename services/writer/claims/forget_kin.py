"""What a forget request names by meaning: a kind never said ("the money part", "the party thing") found in
what was said or is held, by the kind's words (`KIND_WORDS`) or the embedder, when one thing clearly stands out."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from services.writer.claims import lexicon as lx
from services.writer.claims.model import Claim
from shared import metrics
from shared.logs import get_logger
from shared.memory.query import content_words

log = get_logger(stage="writer")

Similarity = Callable[[str, str], float]  # two sentences' cosine (the store's embedder)
T = TypeVar("T")
NAMED = "called"  # a naming claim's context: a name given in passing, which "forget that" does not point at

# Measured with the writer's embedder (all-MiniLM-L6 int8), the kind's words against each clause said: the
# clause meant scores 0.17-0.42 ("baby" / "we are expecting in March", "bank" / "my atm pin is 4417"), the
# others -0.03-0.21, and a kind the model does not know ("party" / "a surprise quinceañera") no higher.
KIN_FLOOR = 0.15  # below it nothing said is of the named kind: what was said last is meant
KIN_MARGIN = 0.08  # what the request means stands this far above the rest, or the kind does not tell them apart
# a kind named but never said is still more likely the clause nearest it than the one said last
KIN_SOFT_MARGIN = 0.04
KIN_BAND = 0.05  # clauses this close to the best are of the kind too ("i got the raise", "i'm making 82 thousand")


VAGUE = frozenset({"part", "bit", "stuff", "thing", "things", "one", "business", "info", "detail", "details", "news"})
FILLERS = frozenset({"hmm", "um", "uh", "er", "erm", "ah", "oh", "eh", "ai", "would", "rather", "ok", "okay", "wait"})
FILLERS |= frozenset({"em", "like"})  # ("so em my sister Aoife": Irish "em", and "like", no words of what was said)
FILLERS |= frozenset({"lah", "lor", "hor", "leh", "meh", "listen", "nah", "naman", "ja"})  # (Singlish, Taglish, "ja")
FILLERS |= frozenset({"good"})  # ("that thing bout the old man head not good": not "Ay, good evening")


def kind_of(claim: Claim) -> str:
    """The words a request names its matter by, less those that say nothing of what it is: as said, when they
    stand together in it ("the number of my body", "the tablets thing": tablets), else their lemmas."""
    named = [w for w in claim.forget or () if w not in lx.DISCOURSE | FILLERS | VAGUE]
    said = re.findall(r"[\w'-]+", claim.words)
    at = [n for n, w in enumerate(said) if any(w.lower().startswith(x[:4]) for x in named)]
    if at and at[-1] - at[0] < 6 and len(at) >= len([x for x in named if any(x[:4] in w.lower() for w in said)]):
        return " ".join(said[at[0] : at[-1] + 1])
    return " ".join(named)


def closest(
    claim: Claim, spoken: list[Claim], similarity: Similarity | None, margin: float | None = None
) -> list[Claim] | None:
    """The clauses said before a request that names a kind never said ("forget the money part" after
    "i'm making 82 thousand now and my new shift is seven to three"): those closest in meaning to the kind,
    when they stand clearly above the rest; none when no kind is named or none stands out. Clauses that
    keep nothing count too: when one of them is what is meant ("that password business" after "the code
    for the wifi is ..."), nothing kept is forgotten in its place."""
    kind = kind_of(claim)
    # (not what was said to the assistant: "no wait keep it, you'll need it for the recipes")
    candidates = [c for c in spoken if c.context != NAMED and content_words(c.words) and c.about != "assistant"]
    # (a kind by its name or a word of it; the family by its name only: "dad" is one of them, not all of them)
    # ("the tablets thing" names "tablet": the plural said is the word of the kind)
    kinds = [
        w
        for word in kind.split()
        for k, w in lx.KIND_WORDS.items()
        if word == k or ({word, word + "s"} & w and k != "family")
    ]
    # (by a clause's own words: "I'm on insulin na" holding "my doctor changed my meds" is of the kind itself)
    of_kind = list(
        dict.fromkeys(c for c in candidates for words in kinds if set(content_words(c.own or c.words)) & words)
    )
    if of_kind:
        return of_kind
    # (the words as said: scored on the memory written from them, or the better of both, 32 requests
    # written by others kept more junk, 5 and 4 against 3)
    items = [(c.words, c) for c in candidates]
    if margin is not None:  # the one nearest, alone
        return _standing_out(kind, items, similarity, margin, band=0.0)
    return _standing_out(kind, items, similarity)


def kin_memories(claim: Claim, texts: dict[str, str], similarity: Similarity | None) -> list[str]:
    """The memories a request that names a kind reaches when no word of it is in any ("whatever you've got
    on file about my meds, chuck it" and "The user takes sertraline for anxiety"): those clearly closest in
    meaning, as for the clauses said (`_closest`); of someone's ("Forget Sunil's address"), among theirs."""
    whose = whose_only(claim)
    if whose:
        kind = " ".join(w for w in claim.forget or () if w not in whose)
        theirs = [(text, mid) for mid, text in texts.items() if whose & set(content_words(text))]
        return _standing_out(kind, theirs, similarity) or []
    return _standing_out(kind_of(claim), [(text, mid) for mid, text in texts.items()], similarity) or []


def whose_only(claim: Claim) -> set[str]:
    """The words a request names only as whose a thing is ("Rahul" of "Forget Rahul's address"): alone, they do
    not reach a memory."""
    said = re.findall(r"[\w-]+(?:'s)?", claim.words.lower().replace("’", "'"))
    owners = {w[:-2] for w in said if w.endswith("'s")}
    others = {w for w in said if not w.endswith("'s")}
    forget = set(claim.forget or ())
    # ("About Keiko-san diabetes, please don't remember": a name set before the thing, as a learner says it)
    for name, suffix, thing in re.findall(r"\b([A-Z][a-z]+)(?:-(\w+))? ([a-z]+)\b", claim.words):
        if thing in forget and name.lower() in forget and thing not in VAGUE | {"matter", "situation"}:
            owners |= {name.lower(), suffix.lower()} - {""}
            others -= {name.lower(), f"{name.lower()}-{suffix.lower()}"}
    # ("scratch that last bit about Noor": what was said of her last, not all that is known of her)
    for name in _LAST_ABOUT.findall(claim.words):
        owners.add(name.lower())
        others.discard(name.lower())
    return {w for w in forget if w in owners and w not in others}


_LAST_ABOUT = re.compile(r"\b(?:last|just)\b[^.!?]{0,24}?\babout ([A-Z][\w-]+)")


def _standing_out(
    kind: str,
    items: list[tuple[str, T]],
    similarity: Similarity | None,
    margin: float = KIN_MARGIN,
    band: float = KIN_BAND,
) -> list[T] | None:
    """The items whose text is closest in meaning to the kind, when they stand clearly above the rest (none
    when there is no kind, fewer than two items, or nothing stands out; None when the embedder failed)."""
    if similarity is None or not kind or len(items) < 2:
        return []
    try:
        scored = [(similarity(kind, text), item) for text, item in items]
    except Exception as exc:  # an embedder that fails leaves the request to the rule without it, never the batch
        metrics.FALLBACKS.labels("writer", "forget_kind_unmatched").inc()
        log.warning("writer.forget_kind_unmatched", error=f"{type(exc).__name__}: {exc}"[:300])
        return None
    best = max(score for score, _ in scored)
    near = [(score, item) for score, item in scored if score >= best - band]
    rest = [score for score, _ in scored if score < best - band]
    if best < KIN_FLOOR or not rest or min(score for score, _ in near) - max(rest) < margin:
        return []
    return [item for _, item in near]
