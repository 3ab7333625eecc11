"""Which of the person's claims a proposed memory rests on, and which claim is about a memory.

A claim *supports* a text when every name and number of the text is in the claim's words (a model must
not invent "Ana" or "June 3") and the claim holds at least half of the text's other content words, or
is close to it in meaning (MiniLM cosine >= SUPPORT_COSINE, sharing a word: the model may write
"spouse" where the person said "wife"). A claim's words are the clause as said, with what a pronoun in
it stands for ("she's six" after "Our rabbit is called Clover").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from services.writer.claims import Claim
from services.writer.claims.forget_kin import whose_only
from services.writer.claims.forget_scope import SPEAKER_ONLY
from services.writer.claims.lexicon import PETS, RELATIONS
from services.writer.kin_words import as_written
from services.writer.wording import anchors, content
from shared.memory.model import Memory
from shared.memory.query import STOP_WORDS, stem, words

SUPPORT_SHARE = 0.5
SUPPORT_COSINE = 0.55
# Sharing only names ("The user's wife is Lena" and "Lena and I have been together nine years") is not
# saying the same thing: without a shared word besides the names, the meaning must be this close.
NAMES_ONLY_COSINE = 0.85
# Verbs too common to say two sentences are about one thing ("is called", "lives"): topic needs a noun.
_WHO = content(" ".join(sorted(RELATIONS | PETS))) | content("user household")
_KIN = content(" ".join(sorted(RELATIONS)))
# ... unless the text says someone has one: "The user's granddaughter Kezia has a puppy" says the puppy
_HAS = re.compile(
    r"\b(?:has|have|had|got|gets|owns?|adopted|bought|wants?|getting)\s+"
    r"(?:(?:a|an|the|one|two|three|four|another|new|little|second|\d+)\s+)*([a-z-]+)"
    # (the thing had, said last or before what is said of it: not "a chicken shop")
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:called|named|who|that|which|and|as|in|at|from|with|of|for|now|too)\b)",
    re.IGNORECASE,
)
_GENERIC = content("call called name named live lives work works have has is are be go goes like likes love")
_WHOLE_LIFE = content("died passed away moved left retired married divorced gone born lost")  # all of them changed
_HOW_OFTEN = content("every each always still now")  # "it's every Tuesday now" is no dentist's "every six months"
# what a forget request's words share with a memory must be more than how it was said ("starting speech
# therapy" forgotten, "starting at the Gaelscoil" not)
_SAYING = _GENERIC | content("start starts starting started begin begins got get gets getting going take taking put")
# ("put down last Thursday" forgotten, "passed my exam at last" not: when is not what)
_SAYING |= content("last next ago week weeks month months year years weekend morning today yesterday tomorrow")

# What a word of the person's says besides itself: who moved to a place lives there ("we've moved out to
# Modderkloof" says "The user lives in Modderkloof").
IMPLIES = {"move": frozenset({"live"}), "relocate": frozenset({"live"})}

# A rank and a kind of animal are said or not: "the best goalie in Brandon" on "my boy Liam's playing
# goalie", "The user's cat is called Mabli" on "the dog's a lurcher called mabli"
_RANKS = content("best worst top captain champion chief greatest favourite favorite head senior principal")
_KINDS = content("dog cat rabbit bird fish horse hamster tortoise snake lizard chicken goat sheep cow pig ferret")
_UNITS = content("day days week weeks month months year years")  # "two years" on "since two months"

_SORTS = (_KINDS, _UNITS)

# "is a manager", "is an electrician", "is the treasurer": what the text says its subject is
_IS_A = re.compile(
    r"\b(?:is|are|was|were|be|becomes?) (?:a|an|the) (?:[\w-]+ )??([\w-]+)(?= at | in | for | with | of |[.,;]|$)",
    re.I,
)


def what_it_is(text: str) -> set[str]:
    """The noun a text says its subject is ("The user is a manager at ...": manager); the person must have
    said it, not only where."""
    return {stem(m.group(1).lower()) for m in _IS_A.finditer(text)}


def _said(word: str, said: set[str]) -> bool:
    """The word, or one of its family ("radiographer" for "radiography"), is among the stems said."""
    return word in said or any(len(w) >= 6 and word[:6] == w[:6] for w in said)


def implied(said: set[str]) -> set[str]:
    """The stems said, and those they imply."""
    return said | {w for word in said & IMPLIES.keys() for w in IMPLIES[word]}


Similarity = Callable[[str, str], float]
# "The user is lactose intolerant" is said of the user; "The user's son ..." of someone of theirs.
_OF_KIN = re.compile(r"^\s*the user's (\w+)(?: (\w+))?", re.IGNORECASE)  # "The user's (little) brother (Sol)"
_OF_THE_USER = re.compile(r"^\s*(?:as of [^,]{1,40},\s*)?the user\b(?!'s|’s)", re.IGNORECASE)
_SPEAKER = frozenset({"i", "me", "we", "us"})
_THIRD = frozenset({"he", "she", "they", "him", "her", "them"})
_AFTER_PREPOSITION = re.compile(r"\b(?:to|with|from|of|for|at|in|near|behind|beside|by|on)\b")


@dataclass(frozen=True)
class Support:
    claim: Claim
    share: float  # of the text's content words in the claim
    cosine: float | None  # measured only when the words alone fall short


def claim_words(claim: Claim) -> str:
    """What a claim says, for matching: its own words (not a story's clause inside its span), and what a
    pronoun in it stands for."""
    own = claim.own or claim.words
    return f"{claim.context} {own}" if claim.context else own


def another_sort(text: str, said: str) -> bool:
    """ "a cocker spaniel" on "a springer spaniel called her nellie": a noun said with a word before it that
    says which sort, proposed with another never said, both after an article or a possessive (not "a spaniel"
    on "a springer spaniel", nor "a red car" on "my car")."""
    before = {n: b for _, b, n in _noun_phrases(said)}
    theirs = {w for _, b, n in _noun_phrases(said) for w in (b, n)} | {_sort_word(w) for w in re.findall(_WORD, said)}
    return any(n in before and a != before[n] and a not in theirs for _, a, n in _noun_phrases(text))


_WORD = r"[\w'-]+"
_OPENS = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "your", "user's", "in", "at"})


def _noun_phrases(text: str) -> list[tuple[str, str, str]]:
    """(opener, word, noun): "a springer spaniel", "my red car" (lower case words, stemmed)."""
    said = re.findall(_WORD, text)
    out = []
    for d, b, n in zip(said, said[1:], said[2:], strict=False):
        if d.lower() in _OPENS and _sort_word(b) and _sort_word(n):
            out.append((d.lower(), _sort_word(b), _sort_word(n)))
    return out


def _sort_word(word: str) -> str:
    """A word that may say which sort of thing: lower case, letters only (not a name, a number, "near")."""
    plain = word.lower() in _PLAIN or not word.isalpha() or not word.islower()
    return "" if plain else stem(word)


_PLAIN = STOP_WORDS | frozenset({"user", "users", "new", "old", "little", "big", "wee", "own", "first", "last"})
_PLAIN |= frozenset({"near", "past", "outside", "around", "since", "age", "about", "like"})


def supports(
    text: str, claims: Sequence[Claim], similarity: Similarity | None = None, names: frozenset[str] = frozenset()
) -> list[Support]:
    """Every claim that supports `text`, best first (by shared words, then meaning). `names` adds the
    names a parse found to those the capitals show ("Zainab" opening the sentence)."""
    own, names = content(text), anchors(text) | (names & content(text))
    if not own:
        return []
    out = []
    sincere_by_sentence: dict[tuple[str, int], list[Claim]] = {}
    for claim in claims:
        if claim.sincere:
            sincere_by_sentence.setdefault((claim.turn, claim.sentence), []).append(claim)
    for claim in claims:
        if not same_people(text, claim):
            continue
        theirs = content(claim_words(claim))
        theirs = implied(theirs)
        # "radiographer" on "doing radiography" (never a name: "Alexandra" is not "Alexander")
        theirs |= {w for w in own - theirs - names if _said(w, theirs)}
        if not names <= theirs or not what_it_is(text) <= theirs:
            continue  # "The user is a manager at the parks department" on "I start there as a groundskeeper"
        if (own & _RANKS) - theirs or any(own & kind and theirs & kind and not own & kind <= theirs for kind in _SORTS):
            continue
        if _OF_THE_USER.match(text) and (own & theirs) - names and (own & theirs) - names <= owned_by_others(claim):
            continue  # "The user has a shed" on "... use me mate's welder out in his shed": the mate's
        kin = _OF_KIN.match(text)  # "The user's little brother is on the robotics team" on "I got into the robotics
        unrelated = not set(words(claim_words(claim))) & (RELATIONS | PETS)
        if kin and (kin[2] or kin[1]).lower() in RELATIONS | PETS and unrelated:
            continue  # team": a relation said of must be in what it rests on (by whatever word: "mam", "mother")
        tie = {(w or "").lower() for w in kin.groups()} & (RELATIONS | PETS) if kin else set()
        if tie and unrelated and _tied_otherwise(tie, names, claims):
            continue  # ("The user's sister Shona" on "she's a vet", Shona being "my sister-in-law shona")
        share = len(own & theirs) / len(own)
        cosine = None
        # Sharing who ("Our cat Pilchard") is not saying what of them ("Pilchard is a genius"): what the
        # text says of its people must be in the claim, or the meaning as close as a paraphrase.
        # ("I'm not the one who's allergic to penicillin, that's my dad": what is said of him is in a
        # sincere clause of the same sentence.)
        said_of = own - names - (_WHO - content(" ".join(_HAS.findall(text))))
        nearby = theirs | {
            w
            for mate in sincere_by_sentence.get((claim.turn, claim.sentence), [])
            if anchors(f"x {mate.subject}") <= names  # not what was said of someone else ("Marmalade's the fat one")
            # nor of somewhere else ("I'm from Kamloops originally but I live ... in Leicester now")
            and anchors(claim_words(mate)) <= names | theirs
            and mate.polarity == "asserted"  # nor what was denied ("we're not engaged ... me and Grainne are ...")
            # nor what someone of theirs does, for the speaker ("i got two cats ... my mum hates them")
            and not (claim.about == "speaker" and mate.about in ("relation", "person", "pet"))
            for w in content(claim_words(mate))
        }
        # and not only who ("my hip operation's been moved" does not say "The user's hip operation was
        # cancelled": what is said of the operation differs)
        who = content(claim.subject) if claim.subject.lower() not in ("i", "we", "it", "") else set()
        beyond_names = bool((own & nearby) - names - _WHO - who) if said_of else bool((own & theirs) - names)
        # half of what is said of them unsaid ("The user takes insulin" on "I take the amlodipine every
        # morning"): only as close as a paraphrase
        unsaid = said_of - nearby - {stem(w) for w in words(claim_words(claim))}  # "like" is no filler here
        half_unsaid = bool(said_of) and 2 * len(unsaid) >= len(said_of)
        if share < SUPPORT_SHARE or not beyond_names or half_unsaid:
            if similarity is None or not own & theirs:
                continue
            cosine = similarity(text, claim_words(claim))
            if cosine < (SUPPORT_COSINE if beyond_names else NAMES_ONLY_COSINE):
                continue
        out.append(Support(claim, share, cosine))
    return sorted(out, key=lambda s: (s.share, s.cosine or 0.0), reverse=True)


_OWNED = re.compile(
    r"\b(?:his|her|their|(?!(?:it|he|she|that|there|what|who|here|where|let)'s)[a-z]+'s)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\b",
    re.IGNORECASE,
)


_ALLERGEN = re.compile(r"\ballergic to ((?:[a-z-]+ ){0,2}?[a-z-]+)(?=[.,;]| and | but | so |$)", re.IGNORECASE)


def allergen_unsaid(text: str, claim: Claim) -> bool:
    """ "allergic to tree nuts" on "my partner Sam is allergic to peanuts": what to, not as said."""
    theirs = implied(content(claim_words(claim)))
    return any(not content(a) <= theirs for a in _ALLERGEN.findall(text))


def _tied_otherwise(tie: set[str], names: set[str], claims: Sequence[Claim]) -> bool:
    """The person named the one this text names with a tie of theirs of another sort and never this one ("my
    sister-in-law shona" for "The user's sister Shona"); not when the tie is only unsaid ("our Niamh")."""
    who = [n.lower() for n in names if n.isalpha()]
    said = " ".join(f"{c.own or c.words} {c.context}" for c in claims).lower()
    for n in who:
        mine = [m[1] for m in re.finditer(rf"\b(?:my|our)\s+(\S+)\s+{re.escape(n)}\b", said)]
        if mine and not set(mine) & tie:
            return True
    return False


def owned_by_others(claim: Claim) -> set[str]:
    """The words of what the claim says is someone else's: "me mate's welder", "his shed" (not "my", "our")."""
    said = (claim.own or claim.words).replace("’", "'")
    return {w for m in _OWNED.finditer(said) for w in content(m.group(1))}


def denied_as_much(text: str, claims: Sequence[Claim], share: float) -> Claim | None:
    """A sincere denial of the person's that shares as much of the text as its best support: "we don't
    have a cat" against "The user has a grey cat" (resting on "that grey one belongs to the neighbours")."""
    own, names = content(text), anchors(text)
    for claim in claims:
        if claim.polarity != "denied" or not claim.sincere or not same_people(text, claim):
            continue
        theirs = content(claim_words(claim))
        # what is denied must be what the text says: "he ain't a pup no more" (he, the blue heeler Dusty)
        # does not deny "Dusty is a blue heeler"
        denied = content(claim.own or claim.words) - content(claim.context)
        if not (own & denied) - names:
            continue
        if names <= theirs and own and len(own & theirs) / len(own) >= max(share, SUPPORT_SHARE):
            return claim
    return None


def same_people(text: str, claim: Claim) -> bool:
    """A fact of the user rests on what the person said of themselves, never on what they said of someone
    else: "he's lactose intolerant" (of their son) does not say "The user is lactose intolerant"."""
    if not _OF_THE_USER.match(text):
        return True
    # (the subject's own words, not a place or person named after a preposition: "this bloke next to me")
    subject = set(_AFTER_PREPOSITION.split(claim.subject.lower())[0].split())
    if claim.about == "speaker":  # "They've made me treasurer": said of the speaker, whoever did it
        return True
    if claim.about not in ("relation", "person", "pet"):
        # "she's vegetarian" with no one found for "she": still someone else, never the user
        return not (subject and subject <= _THIRD)
    return bool(subject & _SPEAKER)


_PART = re.compile(r"[^,;:]+")
_NEGATIONS = frozenset(
    {"not", "n't", "never", "no", "nobody", "nothing", "none", "isn", "aren", "wasn", "don", "doesn"}
)


def part_polarity(text: str, claim: Claim) -> str:
    """The claim's polarity as it bears on `text`: where the parse ran two predicates together ("Ruth's
    not my sister, she's my neighbour"), the comma-separated part that shares most with the text
    decides, by the negation in it."""
    if claim.polarity == "denied":
        return "denied"
    own, names = content(text), anchors(text)
    parts = [p for p in _PART.findall(claim.words) if p.strip()]
    if len(parts) < 2:
        return claim.polarity
    best = max(parts, key=lambda p: (len((content(p) & own) - names), len(content(p) & own)))
    said = {w.lower() for w in re.findall(r"[\w']+", best)} | {w.lower() for w in re.findall(r"n't\b", best)}
    return "denied" if said & _NEGATIONS else claim.polarity


_LEFT_X = re.compile(r"\b(?:out of|away from|moved from|left) (?:the |my |our )?([A-Z][\w'-]+)")
# "we just moved to marsaskala from birkirkara": where they moved from, said after where to (any case)
_MOVED_FROM = re.compile(r"\bmov(?:e|ed|ing)\b[^.,;!?]*?\bfrom (?:the |my |our )?([\w'-]+)", re.IGNORECASE)
_NOT_X = re.compile(
    r"\b(?:not|no more|no(?= an? )) (?:an? |the |my |our )?([\w'-]+)", re.IGNORECASE
)  # "no more forklift"


_LIKING = frozenset({"love", "like", "enjoy", "adore"})
_DISLIKING = frozenset({"hate", "dislike", "detest", "loathe"})


_NEGATED = re.compile(r"\b(?:not|never|no longer)\b|n't\b", re.IGNORECASE)


def _feeling(said: set[str], negated: bool) -> set[str]:
    """Whether the words like or dislike something ({"like"}, {"dislike"}, both or neither)."""
    out = ({"like"} if said & _LIKING else set()) | ({"dislike"} if said & _DISLIKING else set())
    return {"dislike" if f == "like" else "like" for f in out} if negated else out


def contrasted(text: str, claim: Claim) -> bool:
    """The text says what the claim says it is *not* ("Hana lives in Osaka" against "Hana lives in Kyoto,
    not Osaka"): that claim cannot carry it."""
    said_not = {w for m in _NOT_X.finditer(claim.words) for w in content(m.group(1))}
    if said_not & content(text):
        return True
    # "he absolutely hates surprises" says the opposite of "Sam loves surprise parties"
    # ("I don't like mushrooms" is "The user dislikes mushrooms": a "not" turns either side round)
    own = _feeling(content(text), bool(_NEGATED.search(text)))
    theirs = _feeling(content(claim_words(claim)), claim.polarity == "denied")
    if own and theirs and not own & theirs:
        return True
    # "moved out of London" says where they left: not "The user moved to London"
    for m in [*_LEFT_X.finditer(claim.words), *_MOVED_FROM.finditer(claim.words)]:
        place = re.escape(m.group(1))
        to = re.search(rf"\b(?:to|in|at|into) (?:the )?{place}\b", text, re.IGNORECASE)
        if to and not re.search(rf"\b(?:out of|from|left) (?:the )?{place}\b", text, re.IGNORECASE):
            return True
    return False


def about_memory(claim: Claim, memory: Memory, new_text: str | None = None) -> bool:
    """The claim speaks of this memory: it shares a name, or a word that is not a generic verb, with the
    memory's text, subject or tags, or it holds every new word of an update's text."""
    own = content(f"{memory.text} {memory.subject} {' '.join(memory.tags)}")
    theirs = content(claim_words(claim)) | content(" ".join(claim.forget or ()))  # stemmed as the memory is
    theirs |= as_written(theirs)  # "my mom" is "The user's mother"
    if claim.forget:  # what a request names, as read (a kin word as said: "my mum's address" is of her)
        theirs = content(" ".join(claim.forget))
        if ((own & theirs) - _GENERIC) and ((own & theirs) - _GENERIC) <= content(" ".join(whose_only(claim))):
            return False  # "Forget Rahul's address": not all that is said of Rahul
    if claim.forget is not None and content(" ".join(claim.spares)) & own:
        return False  # "forget all that about Lola except the birthday": not the birthday
    novel = (content(new_text) - own) if new_text is not None else set()
    shared = (own & theirs) - _GENERIC - _HOW_OFTEN
    if claim.change == "world" and claim.forget is None and new_text is None:
        # (a change the world made to something of theirs, not to all said of them: "Funmi's got swimming club,
        # it's every Tuesday now" changes nothing of "Funmi is nine", nor "Elias has swimming now" "Elias goes to
        # Vasaskolan": whose thing it is is not enough; "Nibbles died" is of Nibbles)
        names = content(" ".join(re.findall(r"\b[A-Z][\w'-]+", memory.text)[1:]))
        whose = content(claim.subject) & names
        said = content(claim_words(claim)) - content(claim.subject) - _GENERIC - _HOW_OFTEN
        if content(claim.subject) - names - _WHO or not said & _WHOLE_LIFE:
            shared -= whose
        who_said = content(claim.subject) & (_WHO | names)  # (someone: not "metformin is stopped now")
        if who_said and not (content(claim_words(claim)) - content(claim.subject)) & (own | _WHOLE_LIFE):
            shared -= content(claim.subject)  # "my mother-in-law doesn't know yet": nothing of where she lives
        kin = content(claim.subject) & _KIN  # ("Papa and Mummy have shifted to
        if kin and not (kin | as_written(kin)) & own:  # Pune": of them, not of "brother Rohit lives in Pune")
            return False
    return bool(shared) or bool(novel and novel <= theirs)


def holds_new_words(claim: Claim, memory: Memory, new_text: str) -> bool:
    """An update's new words must be the person's: every word the new text adds is in the claim."""
    own = content(f"{memory.text} {memory.subject} {' '.join(memory.tags)}")
    return (content(new_text) - own) <= content(claim_words(claim))


def names_forgotten(text: str, forgets: Sequence[Claim]) -> Claim | None:
    """The forget request of the batch whose words this text holds ("forget what I said about the clinic")."""
    own = content(text)
    for claim in forgets:
        named = content(" ".join(claim.forget or ()))
        whose = re.match(r"The user's (\w+)", text)
        if claim.context == SPEAKER_ONLY and (
            not text.startswith("The user") or (whose and whose[1] in RELATIONS | PETS)
        ):
            continue  # a request to forget what the person is not: not what their partner is
        # (a number of a digit or two alone is no name of it: "four four nine one" is not "August 9")
        shared = {w for w in (named & own) - _SAYING if not (w.isdigit() and len(w) < 3)}
        # (all of it named, a number too: "I'm 24" in "forget everything I said")
        shared |= own if own and own <= named | _SAYING else set()
        # (one common word of a whole clause forgotten is not what a fact of its own says: "the farm" of a bond
        # taken on it, and "Pieter farms macadamias up near Tzaneen")
        passing = len(named) >= 4 and len(shared) == 1 and len(own - shared - _WHO) >= 4
        capitals = {w.lower() for w in re.findall(r"\b[A-Z][a-zA-Z]+", text)} - {"the"}  # ("Gwen" opening it, "IVF")
        passing = passing and not shared & (capitals | _WHO)  # (not a name, nor who: "the part about my ate")
        passing = passing or shared <= content(" ".join(whose_only(claim)))  # ("Forget Rahul's address")
        if named and shared and not passing and not content(" ".join(claim.spares)) & own:  # "... except the birthday"
            return claim
    return None
