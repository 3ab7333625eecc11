"""The gate's rules, one function each: a proposal passes, or the rule refuses it with its reason.

Every rule of the gate is here and nowhere else. Each check returns None (passes) or a `Refusal`
naming the rule (`check`, shown on the dashboard's Writer view) and saying why in a sentence.
`pipeline.py` runs them in order.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from services.writer import moves
from services.writer.claims import Claim
from services.writer.claims import lexicon as lx
from services.writer.claims.answers import ANSWERED
from services.writer.claims.forget_kin import NAMED, whose_only
from services.writer.entailment import (
    Similarity,
    Support,
    about_memory,
    allergen_unsaid,
    another_sort,
    claim_words,
    contrasted,
    denied_as_much,
    holds_new_words,
    implied,
    names_forgotten,
    part_polarity,
    supports,
)
from services.writer.fields import VAGUE_WORDS
from services.writer.wording import content, form_problem
from shared.memory.documents import text_problem
from shared.memory.model import Memory
from shared.memory.query import STOP_WORDS, stem, stems, words

MIN_WORDS = 3  # "..." or "Deleted." is not a memory


@dataclass(frozen=True)
class Refusal:
    check: str  # the rule's short name
    why: str
    claim: Claim | None = None  # the claim the refusal rests on, when one does


def form(text: str | None, shape: bool = True) -> Refusal | None:
    """One standalone sentence of 3 words to 400 characters, naming its subject, not small talk (`shape`)."""
    if text is None:
        return Refusal("form", "empty text")
    problem = text_problem(text)
    if problem:
        return Refusal("form", str(problem))
    if len(words(text)) < MIN_WORDS:
        return Refusal("form", f"not a sentence (fewer than {MIN_WORDS} words)")
    problem = form_problem(text) if shape else None
    return Refusal("form", problem) if problem else None


def general(text: str, names: frozenset[str]) -> Refusal | None:
    """A memory is about the household: the user, someone named (`names`: the parse found a proper noun),
    or someone's relation or pet. "Tortoises can live for a hundred years" is general knowledge."""
    said = set(words(text))
    if names or said & {"user", "users", "household", "family"}:
        return None
    if said & (lx.RELATIONS | lx.PETS):
        return None
    return Refusal("general_knowledge", "general knowledge, not about the household")


def assistants_words(text: str, claim: Claim, replied: frozenset[str]) -> Refusal | None:
    """A memory in the person's words, not the assistant's: "The user's parents' wedding photo is framed"
    rests on "it's for my parents" and on the reply's "a framed photo from their wedding day"."""
    theirs = implied(stems(claim_words(claim)))
    borrowed = sorted(w for w in stems(text) - theirs if w in replied and len(w) > 2)
    if borrowed:
        why = f"words only the assistant said ({', '.join(borrowed[:3])}): not the person's claim"
        return Refusal("assistants_words", why, claim)
    return None


def forgotten_before(text: str, suppressed: Callable[[str], bool] | None) -> Refusal | None:
    """The person asked koe to forget this once: it is never learned again."""
    if suppressed and suppressed(text):
        return Refusal("forgotten", "the person asked koe to forget this")
    return None


def forgotten_in_batch(text: str, forgets: Sequence[Claim]) -> Refusal | None:
    """A forget request anywhere in the batch wins over every add and update resting on the words it names."""
    request = names_forgotten(text, forgets)
    if request is not None:
        return Refusal("forgotten_in_batch", "the person asked in these turns to forget this", request)
    return None


def entailed(
    text: str,
    polarity: str,
    claims: Sequence[Claim],
    similarity: Similarity | None,
    names: frozenset[str] = frozenset(),
) -> Support | Refusal:
    """The sincere, first-hand, lasting claim of the person that says this (same names and numbers, same
    polarity), or why none does: no claim at all (the assistant's words, general knowledge, code), or
    the closest claim is a hypothetical, a denial, someone else's view, a story, quoted text, a joke..."""
    found = supports(text, claims, similarity, names)
    if not found:
        return Refusal("no_claim", "nothing the person said in these turns says this")
    best = found[0]
    if contrasted(text, best.claim):
        return Refusal("polarity", "the person said it is not that: the proposal says the opposite", best.claim)
    # "we don't have a cat, that grey one belongs to the neighbours": a denial as close as any
    # assertion wins over it ("The user has a grey cat")
    denial = denied_as_much(text, claims, best.share)
    if denial is not None and polarity == "asserted":
        return Refusal("polarity", "the person denied it: the proposal says the opposite", denial)
    otherwise = _said_otherwise(text, claims)  # "studies law" where "studies medicine" was said: of the batch
    for s in found:
        # What the person is not ("I'm not much of a cook really") is no memory; what they do not do
        # as a rule ("we don't own a car any more") is, and so is a correction
        denial_kept = polarity == "asserted" or s.claim.memory is not None or s.claim.change == "correction"
        dated = not _drops_its_date(text, s.claim) and not _for_now(text, s.claim)
        tie = not _other_relation(text, s.claim) and not _picked_out(text, s.claim) and not _of_kin(text, s.claim)
        tie = tie and not otherwise
        if (
            s.claim.sincere
            and part_polarity(text, s.claim) == polarity
            and s.claim.lasting
            and denial_kept
            and dated
            and tie
        ):
            if (s.share, s.cosine or 0.0) >= (best.share, best.cosine or 0.0):
                denied = _only_denied(text, claims, s.claim) if polarity == "asserted" else None
                if denied is not None:  # "allergic to both cashews and sesame" after "its not cashews"
                    return Refusal("polarity", "the person denied part of it: the proposal says it anyway", denied)
                # "a cocker spaniel" on "a springer spaniel", "allergic to tree nuts" on "allergic to peanuts"
                if another_sort(text, claim_words(s.claim)) or allergen_unsaid(text, s.claim):
                    return Refusal("another_sort", "a word the person did not say, in place of one they did", s.claim)
                return s
            break
    claim = best.claim
    if claim.problem:
        return Refusal(claim.check, claim.problem, claim)
    if part_polarity(text, claim) != polarity:
        said = "denied" if part_polarity(text, claim) == "denied" else "asserted"
        return Refusal("polarity", f"the person {said} it: the proposal says the opposite", claim)
    if claim.sincere and claim.lasting and (_of_kin(text, claim) or _other_relation(text, claim)):
        return Refusal("other_tie", "the person said it of someone else than the proposal names", claim)
    return Refusal("passing", "a passing state or a detail of the day, not a lasting fact", claim)


_CLEFT = re.compile(r"^\W*(?:it|that)(?:'s| is| was)\s+(?:my|our)\s+[\w ]+?\s+(?:who|that)\b", re.IGNORECASE)


def _picked_out(text: str, claim: Claim) -> bool:
    """ "It is my husband Otieno who smokes" says it of the husband: never "The user smokes."."""
    return bool(_CLEFT.match(claim.words)) and text.startswith("The user ") and not text.startswith("The user's")


def _only_denied(text: str, claims: Sequence[Claim], support: Claim) -> Claim | None:
    """A denial of the person's that names a word of the proposal no assertion of theirs names: the
    proposal says what they denied ("its not cashews" under "allergic to cashews and sesame")."""
    extra = content(text) - content(f"{support.words} {support.context}")
    if not extra:
        return None
    # (what the person asserted as a fact: "the cashew one is her friend" names cashews, and says nothing of them)
    asserted = set().union(*(content(c.words) for c in claims if c.polarity == "asserted" and c.memory))
    for claim in claims:
        if claim.polarity == "denied" and claim.attribution == "self" and (extra & content(claim.words)) - asserted:
            return claim
    return None


# Ties outside the family: "her friend Tanvi" is never the user's daughter (kin words have many names,
# "mum" and "mother", "taid" and "grandfather": only family against not-family is told apart)
_NOT_KIN = frozenset(
    {"friend", "mate", "pal", "bestie", "buddy", "boss", "colleague", "coworker", "neighbour", "neighbor"}
    | {"classmate", "teacher", "flatmate", "housemate", "roommate", "lodger", "landlord", "landlady", "tenant"}
)


def _other_relation(text: str, claim: Claim) -> bool:
    """ "Tanvi is the user's daughter." on "the cashew one is her friend tanvi": the person named a tie of
    another kind (family in the proposal, a friend in the claim, or the other way round)."""

    def ties(said: str) -> set[bool]:
        return {w.rstrip("s") in _NOT_KIN for w in words(said) if w in lx.RELATIONS}

    mine, theirs = ties(text), ties(f"{claim.words} {claim.context}")
    # ("The user's sister Shona" on "my sister-in-law shona", "my sister no my sister-in-law": a kin by marriage)
    in_law = re.search(r"\b(\w+)-in-law\b", f"{claim.own or claim.words} {claim.context}", re.IGNORECASE)
    by_blood = in_law is not None and re.search(rf"\b{in_law[1]}\b(?!-in-law)", text, re.IGNORECASE) is not None
    # ("The user's wife Karen is a nurse" on "she's a nurse herself", she being "our daughter Karen")
    kinds = {_KIN_KIND.get(w) for w in words(text) if w in _KIN_KIND} - {None}
    # (the person's own tie to the one named: "our daughter Karen", not "his sister Elin", who may be the user's
    # granddaughter, nor "my wife Siobhan" beside "our second, a little girl, Maeve")
    named = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+", text)} - {"the"}
    own = re.findall(
        r"\b(?:my|our)\s+(\w+)\s+([A-Za-z]+)", f"{claim.own or claim.words} {claim.context}", re.IGNORECASE
    )
    said = {_KIN_KIND.get(w.lower()) for w, n in own if w.lower() in _KIN_KIND and n.lower() in named} - {None}
    return (
        (len(mine) == 1 and len(theirs) == 1 and mine != theirs)
        or by_blood
        or bool(kinds and said and not kinds & said)
    )


def _said_otherwise(text: str, claims: Sequence[Claim]) -> bool:
    """ "The user's daughter Lena studies law." where the person said "she studies medicine": what is studied,
    taught, spoken or played, never said, where the person said another."""
    said = [words(c.words) for c in claims if c.sincere]
    heard = {w for c in claims for w in words(f"{c.words} {c.context}")}  # (said anyhow: "a million sheep, kidding")
    after = {pair for ws in said for pair in pairwise(ws)}
    stems_heard = {stem(h) for h in heard}

    def thing(w: str) -> bool:  # a word for a thing, not "named" for "called"
        return w not in STOP_WORDS and len(w) > 2 and not w.endswith(("ed", "ing")) and w.isalpha()

    proposed = set(words(text))
    for a, b in pairwise(words(text)):
        unsaid = thing(b) and b not in heard and stem(b) not in stems_heard and stem(a) in _STUDIED and a in heard
        if unsaid and any(x == a and thing(y) and not _clipped(y, b) and y not in proposed for x, y in after):
            return True
    return False


_STUDIED = frozenset(stem(w) for w in ("study", "studies", "teach", "teaches", "speak", "speaks", "play", "plays"))


def _clipped(said: str, written: str) -> bool:
    """ "uni" for "university", "bio" for "biology": one word, said short."""
    return said.startswith(written[:3]) or written.startswith(said)


_OF_KIN = re.compile(r"^The user's (\w+)")


def _of_kin(text: str, claim: Claim) -> bool:
    """ "The user's son has diabetes." on "I am diabetic": said of the speaker, no one of theirs."""
    kin = _OF_KIN.match(text)
    mine = claim.about == "speaker" and claim.subject.lower() in ("i", "we")  # (not "lives two streets away")
    if kin is None or kin[1].lower() not in lx.RELATIONS | lx.PETS or not mine:
        return False
    said = set(words(f"{claim.words} {claim.context}"))
    named = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+", text)} - {"the"}  # ("our Niamh's allergic ...")
    return not said & (lx.RELATIONS | lx.PETS) and not named & said


_KIN_KINDS = {
    "spouse": "wife husband partner missus hubby spouse fiance fiancee boyfriend girlfriend",
    "child": "son daughter sons daughters kid kids child children lad boy girl lass bairn wean",
    "parent": "mum mom mam mother dad father mammy mummy mommy daddy papa mama",
    "sibling": "brother sister brothers sisters bro sis",
    "grandparent": "grandma grandmother nan nana gran granny grandpa grandad granddad grandfather",
    "grandchild": "grandson granddaughter grandkid grandkids grandchild grandchildren",
}
_KIN_KIND = {w: kind for kind, said in _KIN_KINDS.items() for w in said.split()}


def _drops_its_date(text: str, claim: Claim) -> bool:
    """A plan for a day or a week ("I'm losing my mind this week", "I'm meeting Kwame on Saturday")
    kept without its time would hold for good."""
    if claim.mood != "plan" or claim.time in ("present", "past", "future", ""):
        return False
    return not content(claim.time) & content(text)


_FOR_NOW = re.compile(r"\b(?:is|are|'s|'re)\b.*" + lx.FOR_NOW.pattern, re.I)


def _for_now(text: str, claim: Claim) -> bool:
    """ "The user is working nights this week" from "I'm a nurse ..., on nights all this week": how things
    are for now is no lasting fact (a plan for then is, with its date)."""
    return claim.mood != "plan" and bool(_FOR_NOW.search(text))


def change_claim(memory: Memory, new_text: str | None, claims: Sequence[Claim]) -> Claim | None:
    """The person's own claim that corrects, changes or asks to forget this memory (and holds an update's
    new words), or None. Asking about a memory, a hypothetical, a story or quoted text changes nothing."""
    for claim in claims:
        if claim.forget is None and claim.attribution not in ("self", "reported"):
            continue  # a forget request may speak of koe's memories ("delete all memories about Marco")
        if claim.mood in ("question", "conditional", "wish", "opinion"):
            continue
        changes = claim.forget is not None or claim.change is not None or claim.polarity == "denied"
        if not changes or not about_memory(claim, memory, new_text):
            continue
        if new_text is not None and (not holds_new_words(claim, memory, new_text) or contrasted(new_text, claim)):
            continue  # the new words must be the person's, and not what they said it is not
        return claim
    return None


def pinned(memory: Memory) -> Refusal | None:
    if memory.pinned:
        return Refusal("pinned", "pinned or just edited by the person: only they change it")
    return None


def on_topic(text: str, memory: Memory) -> Refusal | None:
    """An update corrects a memory; it does not replace it with another."""
    own = stems(f"{memory.subject} {' '.join(memory.tags)} {memory.text}") - VAGUE_WORDS
    if (stems(text) - VAGUE_WORDS) & own:
        return None
    return Refusal("off_topic", "the new text is not about this memory (an update corrects, it does not replace)")


_PUT_DOWN = re.compile(
    r"\bput (?:\w+ ){0,2}(?:down|to sleep)\b"
    r"|\b(?:pack|packed|jack|jacked) (?:\w+ ){0,2}in\b|\b(?:give|gave|given) up\b",
    re.IGNORECASE,
)


def ends_it(claim: Claim) -> bool:
    """The claim says the fact is over ("we sold the Volvo", "Nibbles died"): retire, nothing to add."""
    over = any(w in lx.ENDING_VERBS for w in words(claim.words)) or "no more " in claim.words.lower()
    over = over or bool(_PUT_DOWN.search(claim.words))  # "we had to put Tusker down"
    return claim.polarity == "denied" or over  # "no more forklift"


_DEATH = frozenset({"died", "dies", "passed", "buried"})


def ended_in_batch(claim: Claim, text: str, changed: list[str]) -> bool:
    """The claim ends a memory this batch retires or changes, which records it (not a death, kept as said)."""
    return ends_it(claim) and not death_kept(text, changed) and moves.ended_here(text, claim.time, changed)


def death_kept(text: str, retired: list[str]) -> bool:
    """A death said is kept beside the retire of what it ends ("we lost Gran on Sunday"); a pet's death is
    recorded by the retire alone ("Nibbles died last week": no memory of Nibbles is left)."""
    return tells_the_end(text) and not any(set(words(r)) & lx.PETS for r in retired)


def tells_the_end(text: str) -> bool:
    """A death is worth remembering in its own right ("The user's grandfather Gwilym passed away in
    March": not to be asked after); a thing sold or a job left is recorded by the retire alone."""
    return any(w in _DEATH for w in words(text)) or bool(_LOST_SOMEONE.search(text))


_LOST_SOMEONE = re.compile(r"\blost (?:their |our )?(?:[A-Z][a-z]+|mother|father|gran\w*|husband|wife)\b")  # Bonnie


def supporting(claims: Sequence[Claim]) -> list[Claim]:
    """The claims an add may rest on: not those of a turn that asks to forget which speak of what it
    forgets or of a bare "it" ("forget my ex-husband, Laurent ... it is finished": no new fact)."""
    asking: dict[str, set[str]] = {}
    for c in claims:
        if c.forget is not None:
            asking.setdefault(c.turn, set()).update(content(" ".join(c.forget)))
    # ("My visa is expire in March, I am very worry about it" ... "the visa thing, you not remember it": the
    # worry is about the visa, by its "it")
    forgotten = {w for c in claims if c.forget for w in content(" ".join(set(c.forget) - whose_only(c)))}
    return [
        c
        for c in claims
        if (c.turn not in asking or not (_leans_on_pronoun(c) or content(f"{c.subject} {c.context}") & asking[c.turn]))
        and not (c.forget is None and _referred(c) & forgotten)
    ]


def _referred(claim: Claim) -> set[str]:
    """The words of what the claim's pronouns stand for (not a naming claim's or an answer's marker)."""
    return content(claim.context) if claim.context and claim.context not in (NAMED, ANSWERED) else set()


def _leans_on_pronoun(claim: Claim) -> bool:
    return claim.subject.lower().strip() in ("it", "that", "this", "he", "she", "they") or (
        claim.context == "" and claim.subject == "" and claim.about == "thing"
    )


def names_said(claims: Sequence[Claim]) -> frozenset[str]:
    """The names the person said, capitalised in their own words: a proposal's "Cranberry juice can
    interact with warfarin" names no one, whatever the tagger makes of its first word."""
    return frozenset(
        stem(re.sub(r"['’]s$", "", w.strip(".,;:!?\"'()")).casefold())
        for c in claims
        for w in c.words.split()
        if w[:1].isupper()
    )
