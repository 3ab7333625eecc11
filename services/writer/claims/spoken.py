"""Words written as they are said, read as the words they are, before the parse: "ah'm" is "I'm",
"drivin'" is "driving", "oot o' the depot" is "out of the depot", "ma pal" and "me husband" are "my pal"
and "my husband"; and in a transcript written all in lower case, a name is written as one ("my big
brother tobiah": Tobiah).

The small English model knows the written forms only: it takes "ah've" for a noun and the apostrophe
of "drivin'" for a closing quotation mark, so a person who writes as they speak has their sentence read
as a quotation. Every replacement keeps the text's length, so spans still point into the turn.
"""

from __future__ import annotations

import re
from functools import lru_cache

from services.writer.claims.lexicon import CHAT_WORDS, PETS, RELATIONS, laughs
from shared.ordinary_words import listed_names, ordinary_words

# "fixin'", "drivin'", "nothin'": a dropped g, not a closing quote (a letter before it, no letter after)
_DROPPED_G = re.compile(r"\b(\w+)in'(?=[\s,.!?;:]|$)")
_OF = re.compile(r"(?<=\s)o'(?=\s)")  # "oot o' the depot"
_AND = re.compile(r"(?<=\s)an'(?=\s)")  # "sixty ewes an' a collie"
# "ah'm", "ah've", "Ah work nights": I, as Scots and the American South say it (padded to keep the length)
_AH_SAYS = "work|think|live|know|love|hate|like|want|need|go|get|cannae|dinnae|didnae|can't|don't|never|just|always"
_AH = re.compile(rf"\b([Aa])h(?=['’](?:m|ve|ll|d)\b|\s+(?:{_AH_SAYS}|have|had|used)\b)")
# Jamaican "seh mi too stubborn fi learn", "mi cyaan manage": "I" (padded to keep the length)
_MI_SAYS = "too|nuh|cyaan|caan|deh|did|haffi|gwine|just|never|always|tink|know|waan|love"
_MI = re.compile(rf"\b([Mm])i(?=\s+(?:{_MI_SAYS}|a\s+\w+in))")
_AA = re.compile(rf"\b[Aa]a(?=\s+(?:just\s+)?(?:said|telt|{_AH_SAYS})\b)")  # Geordie "forget aal that aa just said"
_OWNED = "|".join(sorted(RELATIONS | PETS | {"pal", "mate", "wee", "auld", "old", "hoose", "house", "work"}))
_MA = re.compile(rf"\b([Mm])[ai](?=\s+(?:{_OWNED})\b)")  # "ma pal Shona", "mi auntie", not "Ma says ..."
# "me husband", "had me hip done": "my", as said across Britain, Ireland and the Caribbean
_ME_OWNS = _OWNED + "|" + "|".join(("hip", "knee", "back", "legs?", "eyes?", "teeth", "medicines?", "tablets", "car"))
_ME_OWNS += "|" + "|".join(("brolly", "umbrella", "keys", "phone", "bag", "purse", "wallet", "glasses", "coat"))
_ME = re.compile(rf"\b([Mm])e(?=\s+(?:{_ME_OWNS})\b)")
# "see if I won the lottery I'd be off ...": "if", as said in Scotland and Ireland (not "see if you can")
_SEE_IF = re.compile(r"(?:^|(?<=[.!?,]\s))[Ss]ee(?=\s+if\s+(?:[Ii]|we|he|she|they)\b[^.!?]*?(?:'d|would)\b)")
# "that's the wife", "the missus does the books": the speaker's own spouse, as said in Britain and Ireland
# (not "the wife finds out her husband has ...": a wife with a husband of her own is someone in a story)
_THE_SPOUSE = re.compile(
    r"\b([Tt])he(?=\s+(?:wife|missus|hubby|husband)\b(?!\s+(?:of|and\s+I)\b)"
    r"(?![^.!?]{0,40}\b(?:her husband|his wife)\b))"
)
# "the ferry 'cross the Mersey", "'bout five", "'round the corner": a word's first letter left off, not a
# quotation mark opening (the written word is as long)
_CLIPPED = {"'cross": "across", "'bout": "about", "'round": "around", "'til": "till", "'cause": " cause"}
_CLIPPED_RE = re.compile(r"(?<![\w'])(" + "|".join(_CLIPPED) + r")\b", re.IGNORECASE)
# ", an me lad Jayden": "and" after a pause, before what "an" (the article) never comes before
_AN_AND = re.compile(r"(?<=,) an(?=\s+(?:me|my|I|we|he|she|they|our|his|her|then|now|the)\b)")
_SAID = {"oot": "out", "aboot": "about", "dinnae": "don't", "cannae": "can't", "didnae": "didn't", "wrang": "wrong"}
# Jamaican: "Me nuh agree", "she always a seh"; Trinidad "i doh eat pork" (I don't)
_SAID |= {"nuh": "not", "seh": "say", "doh": "not"}
# Scots "dinnae put that doon", "twelve year noo", Geordie "wor lass"
_SAID |= {"doon": "down", "wor": "our", "divn't": "don't", "divvent": "don't", "noo": "now"}
_SAID |= {"nae": "no", "mih": "my", "aal": "all"}  # Scots "I've nae car", Trinidad "mih wife Merle"
_DUG = re.compile(r"(?:(?<=\bwee )|(?<=\bnae )|(?<=\bmy )|(?<=\bour )|(?<=\bthe ))dug\b")  # Scots "my wee dug"
_SAID_RE = re.compile(r"\b(" + "|".join(_SAID) + r")\b", re.IGNORECASE)
_SUN = re.compile(r"(?:(?<=\bmy )|(?<=\bour ))sun(?= [A-Z])")  # a transcript's "my sun Cian": the son


def _same_length(word: str, written: str) -> str:
    return written.rjust(len(word)) if len(written) <= len(word) else word


_LOWER_WORD = re.compile(r"\b[a-z]{3,}\b")


@lru_cache(maxsize=1)
def _known_words() -> frozenset[str] | None:
    """The word list with chat words and the lexicon's, joined once (not per turn)."""
    ordinary = ordinary_words()
    return None if ordinary is None else ordinary | CHAT_WORDS | RELATIONS | PETS


def _names_capitalised(text: str, names: frozenset[str] = frozenset()) -> str:
    """A transcript with no capitals at all: "i" is "I", and a word that is no ordinary English word
    ("tobiah", "ngozi") is written as the name it is, so the tagger can see it. Without the word list
    (Debian's `wamerican`) only "i" is."""
    if any(ch.isupper() for ch in text):
        return text
    text = re.sub(r"\bi\b", "I", text)
    known = _known_words()
    if known is None:
        return text
    names = names | _named_as_kin(text)

    def name(m: re.Match[str]) -> str:
        word = m.group(0)
        # "wifes", "whens": a word with its apostrophe left out is still a word
        plain = word in known or (word.endswith("s") and word[:-1] in known) or laughs(word)
        plain = plain and word not in names  # "pretzel had her puppies": the household's beagle, Pretzel
        plain = plain or (word.endswith("in") and word + "g" in known)  # "drivin", "fixin": a g left off
        return word if plain else word.capitalize()

    return _LOWER_WORD.sub(name, text)


_KIN = "|".join(sorted(RELATIONS | PETS))
# "pickles that's my beagle", "our dog biscuit is six": an ordinary word said as the name of someone's own
_THATS_MY = re.compile(rf"\b([a-z]{{3,}}),? (?:that's|thats|that is) (?:my|our) (?:{_KIN})\b")
_MY_KIN_IS = re.compile(rf"\b(?:my|our) (?:{_KIN}) ([a-z]{{3,}}) (?:is|was|has|had|turned)\b")
_NOT_NAMES = frozenset(
    {"and", "but", "the", "this", "that", "who", "which", "one", "what", "here", "there", "she", "also", "still",
     "name", "just", "now", "then", "always", "never", "even", "too", "sometimes", "often", "usually", "definitely"}
)  # fmt: skip


def _named_as_kin(text: str) -> frozenset[str]:
    found = {m.group(1) for pattern in (_THATS_MY, _MY_KIN_IS) for m in pattern.finditer(text)}
    found = {w for w in found if not w.endswith("ly")}  # "my son really is": not a name
    return frozenset(found - _NOT_NAMES - RELATIONS - PETS)


# A sentence opening on a verb, its subject left unsaid ("Lost Gubbins on Tuesday.", "Buried Sprocket
# yesterday."): the capital makes the tagger take the verb for a name, so it is written in lower case
# when what follows is its object or its particle.
_OPENS_OBJECT = "my|our|his|her|their|the|a|an|as|at|in|on|to|with|for|from|back|up|out"
_OPENER = re.compile(rf"(?:^|(?<=[.!?]\s)|(?<=\n))([A-Z][a-z]+)(?=\s+(?:[A-Z]|(?:{_OPENS_OBJECT})\b))")


def _subject_dropped(text: str, verb_forms: frozenset[str]) -> str:
    known = _known_words() or frozenset()

    def opener(m: re.Match[str]) -> str:
        word = m.group(1)
        low = word.lower()
        verb = low in verb_forms or (low.endswith("ed") and len(low) >= 5 and low in known)
        return low if verb and low not in listed_names() else word

    return _OPENER.sub(opener, text)


def _unclipped(m: re.Match[str]) -> str:
    # "I said 'cross my heart' to her": a quotation that closes later is one
    closes = re.search(r"\w'(?=[\s,.!?;:]|$)", m.string[m.end() :])
    return m.group(0) if closes else _CLIPPED[m.group(0).lower()]


_NAE = re.compile(r"\b(does|did|is|was|would|could|should|has|have|had|are|were)nae\b", re.IGNORECASE)
# ", can you believe it": said to the listener in wonder, nothing asked and no part of the fact before it
_MARVELLED = re.compile(r",\s*(?:can|would) you believe (?:it|that)\b", re.IGNORECASE)

# "koe sign me up for the marathon", "eh koe my friend bday ...": koe called by name with no comma is no
# subject (not "koe said", "koe is ...")
_CALLED = re.compile(
    r"(^|[.!?,]\s|\b(?:hey|hi|ok|okay|oh|yeah|um|so|right|eh|oi|yo|thanks|cheers|please|actually|also|wait|listen|look)\s)"
    r"koe(?=\s+(?!(?:is|was|said|says|has|had|does|did|doesn't|didn't|told|tells|keeps|kept|knows|"
    r"remembered|forgot|can't|won't|will|would|good|morning|evening|afternoon|night|hi|hello|thanks|thank|o)\b)[a-z])",
    re.IGNORECASE,
)

# "my sister-in-law shona she's been staying", "my husband ahmed he have": a name set before the pronoun that
# takes it up, as a comma would set it ("my daughter Anouk, she is six")
_SET_BEFORE = re.compile(rf"\b((?:my|our) (?:{_KIN})\s+[A-Z][a-z]+) (?=(?:he|she)\b)")

# "lola l o l a", "ffion f f i o n": a name spelled out after it is said, the letters no words of their own
_SPELLED = re.compile(r"\b([A-Za-z]{2,})((?:\s+[A-Za-z]\b){2,})")


def _unspelled(m: re.Match[str]) -> str:
    letters = "".join(m.group(2).split())
    if letters.lower() != m.group(1).lower():
        return m.group(0)
    return m.group(1).capitalize() + " " * len(m.group(2))  # (spelled out, it is a name)


# "funny thing zara's actually my daughter", "heads up I'm lactose intolerant": an aside that opens what follows,
# no subject of it
_ASIDE = re.compile(r"\b(?:funny thing|funnily enough|mind you)\b,?(?!\s+(?:is|was|about|that)\b)", re.IGNORECASE)
_HEADS_UP = re.compile(r"\b(?:heads up|fyi)\b(?=\s+(?:i|we|my|our)\b)", re.IGNORECASE)  # (with no comma after it)


# "now it is um what is it called glic- gliclazide": a word searched for aloud, mid-sentence (not a question)
_SEARCHING = re.compile(
    r"(?<=[a-z,] )(?:what(?:'s| is) (?:it|that|the word|his name|her name) called|what do you call it)\b,?(?= \w)"
)


def as_written(text: str, verb_forms: frozenset[str] = frozenset(), names: frozenset[str] = frozenset()) -> str:
    """The turn with spoken spellings in their written form, the same length; `verb_forms` are the
    parser's inflected verb forms ("lost", "sold"), for a sentence whose subject is left unsaid; `names` the
    household's names (lower case) that are ordinary words too ("pretzel", "rose")."""
    text = re.sub(r"\btae(?=\s+[a-z])", " to", text)  # Scots "off tae buy", "allergic tae dogs" (not "Tae")
    text = _NAE.sub(lambda m: m.group(1) + "n't", text)  # Scots "the wife doesnae know": doesn't, no name
    text = _subject_dropped(_names_capitalised(text, names), verb_forms)
    text = _SPELLED.sub(_unspelled, text)
    text = _DROPPED_G.sub(lambda m: m.group(1) + "ing", text)
    text = _OF.sub("of", text)
    text = _AND.sub("and", text)
    text = _AN_AND.sub("and", text)
    text = _CLIPPED_RE.sub(_unclipped, text)
    text = _AH.sub(lambda m: " I", text)
    text = _AA.sub(lambda m: " I", text)
    text = _MI.sub(lambda m: " I", text)
    text = _MA.sub(lambda m: "My" if m.group(1) == "M" else "my", text)
    text = _ME.sub(lambda m: "My" if m.group(1) == "M" else "my", text)
    text = _DUG.sub("dog", text)
    text = _SUN.sub("son", text)
    text = _SEE_IF.sub("   ", text)
    text = _THE_SPOUSE.sub(lambda m: " My" if m.group(1) == "T" else " my", text)
    text = _MARVELLED.sub(lambda m: " " * len(m.group(0)), text)
    text = _CALLED.sub(lambda m: m.group(1) + "   ", text)
    text = _SET_BEFORE.sub(lambda m: m.group(1) + ",", text)
    text = _ASIDE.sub(lambda m: " " * len(m.group(0)), text)
    text = _HEADS_UP.sub(lambda m: " " * len(m.group(0)), text)
    text = _SEARCHING.sub(lambda m: " " * len(m.group(0)), text)
    text = re.sub(r"(?<=\s)ta(?=[.!,]|$)|(?<=\bno )ta\b", "  ", text)  # "that's it ta.", "no ta": thanks, no name
    return _SAID_RE.sub(lambda m: _same_length(m.group(0), _SAID[m.group(0).lower()]), text)


def in_another_language(words: list[str]) -> bool:
    """A clause said mostly in another language ("grabe yung episode kagabi, ... tapos nalubog yung bahay nila
    sa baha"): the English parse cannot tell what it asserts, so it carries no memory. Lower-case words the word
    list lacks, four or more and over a third of them (names, capitalised, are not counted)."""
    known = _known_words()
    lower = [w for w in words if w.isalpha() and w.islower()]
    if known is None or len(lower) < 6 or {w.lower() for w in words} & {"i", "my", "we", "our"}:
        return False  # ("mera naam Sana hai, I'm an architect in Karachi": what the person says of themselves is read)
    unknown = [w for w in lower if len(w) > 2 and w not in known and w.rstrip("s") not in known and not laughs(w)]
    return len(unknown) >= 4 and len(unknown) * 3 > len(lower)
