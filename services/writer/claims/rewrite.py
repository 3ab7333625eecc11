"""A lasting first-hand claim in memory form: one standalone third-person sentence.

"I'm vegan." becomes "The user is vegan."; "our son Ravi just started judo" becomes "The user's son
Ravi just started judo."; "she's six", after "Our rabbit is called Clover", becomes "The user's rabbit
Clover is six." The first person becomes the user, the verb agrees with it, a subject pronoun is
replaced by what it stands for, and the clause's opening word ("as", "and", "actually") is dropped.
With it: the kind, the importance (5 names and family, 4 dates and plans, 3 preferences, 2 details),
an expiry for a plan on a near date, and a yearly recurrence for a birthday or an anniversary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause, fronted_participle
from services.writer.claims.dates import dates_as_written
from services.writer.claims.ellipsis import bare_be
from services.writer.claims.empty_it import company_it
from services.writer.claims.left_out import (
    announced_before,
    asides,
    contrasts,
    episode_told,
    fragments,
    role_before,
    stray_before_subject,
    taking_back,
    that_is_why,
    told_for_you,
    unresolved_after,
    without_address,
)
from services.writer.claims.person import agreeing_verb, typed_contraction, word_of
from services.writer.claims.reworded import bare_relation, living_with, time_set_before

_THANKED = frozenset({"god", "goodness", "heaven", "heavens", "lord", "christ", "fuck", "feck"})
_HESITATIONS = frozenset({"um", "umm", "uh", "uhh", "er", "erm", "hmm"})
_OPENERS = frozenset({"mark", "cc", "intj", "punct", "discourse"})
_EXPIRY = {
    "tomorrow": 2,
    "tonight": 1,
    "today": 1,
    "weekend": 7,
    "monday": 7,
    "tuesday": 7,
    "wednesday": 7,
    "thursday": 7,
    "friday": 7,
    "saturday": 7,
    "sunday": 7,
    "week": 14,
    "month": 30,
}


@dataclass(frozen=True)
class Form:
    text: str
    subject: str
    kind: str
    importance: int
    expires_in_days: int | None
    recurs: str | None
    tags: tuple[str, ...]


def _named_before(clause: Clause, tok: Any) -> bool:
    named = [t for t in clause.tokens if t.pos_ in ("PROPN", "NOUN") and t.text[:1].isupper() and t.i > t.sent.start]
    return any(t.ent_type_ not in ("GPE", "LOC", "DATE") and t.i < tok.i for t in named)


def _completed(clause: Clause) -> bool:
    own = {t.i for t in clause.tokens}
    return any(
        c.i in own and c.dep_ not in ("nsubj", "aux", "advmod", "punct", "cc", "neg") for c in clause.head.children
    )


def _named_subject(clause: Clause) -> bool:
    """The clause's subject names someone, so "her" later in it is that someone ("Niamh ... her new job",
    "my nanay has her check-up ...")."""
    words = clause.subject_words
    kin = any(t.lemma_.lower() in lx.RELATIONS for t in words) and any(t.lower_ in ("my", "our") for t in words)
    return kin or _the_kids(clause) or any(t.pos_ == "PROPN" or t.ent_type_ == "PERSON" for t in words)


_OUR_KIDS = frozenset({"kids", "children", "twins"})


def _the_kids(clause: Clause) -> bool:
    """ "the kids go to their dad's every second weekend": a household's "the kids" are its own."""
    subj = clause.subject
    if subj is None or subj.lower_ not in _OUR_KIDS:
        return False
    dets = [c for c in subj.children if c.dep_ == "det"]
    # (not "the kids next door", "the kids at school": someone else's)
    verb = subj.i + 1 < len(subj.doc) and subj.doc[subj.i + 1].head.i in (clause.head.i, subj.doc[subj.i + 1].i)
    return [c.lower_ for c in subj.children] == ["the"] and dets[0].i == subj.i - 1 and verb


def _phrase(tokens: list[Any]) -> str:
    """Words as said, the first person as the user ("our rabbit Clover": the user's rabbit Clover); a
    subject "we" or "I" before what they have ("we" "cat" "Ziggy") as its owner: the user's cat Ziggy."""
    kept = [t for t in tokens if not (t.is_punct and t.text != "-")]
    if len(kept) > 1 and kept[0].lower_ in ("i", "we") and kept[0].dep_ == "nsubj":
        return "the user's " + " ".join(t.text for t in kept[1:])
    gap = [t.whitespace_ or (" " if i + 1 < len(kept) and kept[i + 1].i > t.i + 1 else "") for i, t in enumerate(kept)]
    return "".join(word_of(t, None, {}) + (gap[i] if i < len(kept) - 1 else "") for i, t in enumerate(kept))


# what counts off the things told ("One, my mother is moving in ... Two, ..."): no part of any of them
_COUNTED = lx.COUNTING


_CLOSING_TAGS = frozenset({"so", "tho", "la", "lah", "leh", "lor", "sia", "kaya"})


def memory_text(clause: Clause) -> str | None:
    """The clause as one third-person sentence, or None when it cannot stand alone (an unresolved
    "it", a word addressed to the assistant)."""
    if bare_be(clause) and not clause.elided:
        return None  # "My brother definitely is": is what, it does not say
    subj = clause.subject
    if subj is not None and subj.lower_ == "it" and company_it(clause):
        return living_with(clause)
    if subj is not None and subj.lower_ in ("that", "this") and subj.dep_ == "nsubj" and not clause.antecedent:
        return None  # "sure that's our Fionntan": that is what was said before, not a subject of its own
    head = clause.head
    pointed = [c for c in head.children if c.dep_ == "dobj" and c.lower_ in ("that", "this") and c.pos_ == "PRON"]
    if any(c.i > head.i for c in pointed):
        return None  # "i read that at the vet": what was read was said before, it cannot stand alone
    tokens = [t for t in clause.tokens if t.i not in clause.addressed | told_for_you(clause)]
    while tokens and (
        tokens[0].dep_ in _OPENERS
        or tokens[0].tag_ == "UH"  # "right so I'm a paramedic": an interjection, however it hangs
        or not any(ch.isalnum() for ch in tokens[0].text)  # "🎉 also my husband ...": an emoji
        or (len(tokens) > 1 and tokens[0].dep_ == "advmod" and tokens[1].dep_ == "mark")  # "ever since he ..."
        or tokens[0].lower_ in lx.DISCOURSE
        or (tokens[0].lower_ == "then" and tokens[0].dep_ == "advmod")  # "then Mrs Pritchard ...": what came next
        or (tokens[0].lower_ in _COUNTED and len(tokens) > 1 and tokens[1].text == ",")  # "Two, doctor has ..."
        or (tokens[0].lower_ in _COUNTED and len(tokens) > 1 and tokens[1].pos_ in ("PRON", "DET"))  # "first I'm ..."
        or tokens[0].is_punct
        or (
            # "that I sleep until noon": the complementizer, whatever the parse made of it
            tokens[0].lower_ == "that" and subj is not None and len(tokens) > 1 and tokens[1].i == subj.i
        )
    ):
        tokens.pop(0)
        taken_back = taking_back(tokens)  # "Naw, really though, I croft ...": what opens it is no part of it
        tokens = tokens[taken_back:]
    # "..., under-twelves like": a closing "like" with nothing after it is said for its sound
    while len(tokens) > 1 and tokens[-1].lower_ == "course" and tokens[-2].lower_ == "of":
        tokens = tokens[:-2]  # "... by the dumpsters and of course": what opens the next clause
    while tokens and (
        tokens[-1].is_punct
        or tokens[-1].dep_ == "cc"
        or (tokens[-1].lower_ == "like" and not list(tokens[-1].children))
        or lx.laughs(tokens[-1].lower_)  # "... prawns ha": a laugh or a tag closing it says nothing
        or (tokens[-1].lower_ in _COUNTED and len(tokens) > 1 and tokens[-2].text == ",")  # "..., second"
        or not any(ch.isalnum() for ch in tokens[-1].text)  # "... uni of plymouth 🐠": an emoji closing it
        or (
            tokens[-1].text in _CLOSING_TAGS and tokens[-1].dep_ != "pobj" and len(tokens) > 2
        )  # (not "to LA")  # "... this year so", "... silverado tho"
        # "we moved to Antipolo after": after that, which a standalone sentence need not say
        or (tokens[-1].lower_ in ("after", "before") and not list(tokens[-1].children) and len(tokens) > 2)
    ):
        tokens.pop()
    if not tokens or (tokens[0].tag_ == "MD" and subj is None):
        return None  # "... her mother | will kill me": the subject went with the clause before
    # ("won't hear of me bringing my own sauce", "about her being a genius": no sentence; but "With Shreyas being
    # diabetic, ..." is said as so)
    hung = head.tag_ == "VBG" and head.dep_ in ("pcomp", "pobj") and head.head.lower_ in ("of", "about")
    if hung and not any(c.dep_ == "aux" for c in head.children):
        return None
    if not clause.diary and not clause.elided and not any(t.pos_ in ("VERB", "AUX") for t in tokens):
        return None  # "its just me and the cat pickles" cut to "me and the cat pickles": no verb, no sentence
    tokens, when = time_set_before(clause, tokens)
    dropped = contrasts(clause) | asides(tokens) | fragments(clause) | stray_before_subject(clause)
    dropped |= role_before(clause) | episode_told(clause) | announced_before(clause)
    dropped |= {t.i for t in tokens if t.lower_ in _HESITATIONS or t.is_space}  # "lives at um number 21"
    mine = {t.i for t in clause.tokens}
    gaps = {t.i for t in tokens if t.is_punct and ({t.i - 1, t.i + 1} - mine)}  # the commas of an aside taken out
    tokens = [t for t in tokens if t.i not in dropped | gaps]
    tokens = without_address(tokens, clause.subject)
    if not tokens:
        return None
    where = None
    if clause.head.dep_ in ("relcl", "acl") and tokens and tokens[0].lower_ == "where":
        tokens, where = tokens[1:], clause.head.head  # "Harrow, where we live": the user lives in Harrow
    elif tokens and that_is_why(clause) and tokens[0].i == clause.tokens[0].i:
        tokens = tokens[1:]  # "that's why I'm still in a two-bed": I'm still in a two-bed
    elif len(tokens) > 1 and tokens[0].lower_ == "what" and tokens[1].text == ",":
        tokens = tokens[2:]  # "guess what, I've joined a choir": what was to be guessed, set off
    elif tokens and tokens[0].tag_ in ("WP", "WRB") and clause.head.dep_ not in ("relcl", "acl"):
        return None  # "why I'm stood in Aldi", "how I clean under the bed": what is asked or wondered, no fact
    while tokens and tokens[-1].is_punct:
        tokens.pop()
    resolved = {i: _phrase(words) for i, words in clause.referents.items()}
    for i, words in clause.referents.items():  # "lives there", there being "Maseru" said alone: in Maseru
        if clause.head.doc[i].lower_ == "there" and words and words[0].lower_ not in ("in", "at", "on", "near"):
            resolved[i] = "in " + _phrase(words[1:] if words[0].pos_ == "ADP" else words)  # not "to Whitby"
    subj = clause.subject
    tokens = unresolved_after(clause, tokens, set(resolved) | ({subj.i} if clause.antecedent and subj else set()))
    if clause.antecedent and subj is not None:
        resolved[subj.i] = _phrase(clause.subject_words)  # (less an "'s" that was "is": "Isla's starting")
        whose = [t for t in clause.subject_words if t.dep_ == "poss" and t.lower_ in ("his", "her")]
        if clause.owner and whose:  # "her brother Tobenna, he ...": Adaeze's brother Tobenna
            rest = [t for t in clause.subject_words if t.i > whose[0].i]
            resolved[subj.i] = _phrase(clause.owner) + "'s " + _phrase(rest)
        inside = {t.i for t in clause.antecedent}  # "my daughter Anouk, she is six": said once, not twice
        if inside <= {t.i for t in tokens} and max(inside) < subj.i:
            tokens = [t for t in tokens if t.i not in inside and not (t.is_punct and min(inside) < t.i < subj.i)]
    if clause.owner and subj is not None:  # "her greyhound" after "our neighbour Imogen": Imogen's greyhound
        for poss in (c for c in subj.children if c.dep_ == "poss" and c.lower_ in lx.THIRD_PRONOUNS):
            resolved[poss.i] = _phrase(clause.owner) + "'s"
    # (a "we" said of those named before it agrees with them: "me and my husband Marlon ..., we're going")
    agree = None if clause.antecedent or (subj is not None and subj.i in resolved) else agreeing_verb(clause)
    parts: list[list[str]] = []  # [words, the whitespace after them], as said
    prev = None
    # "Being coeliac, should I ...?": the participle's subject is the question's, said after it
    being = fronted_participle(clause.head) and (clause.head.lemma_ == "be" or clause.head.i > clause.head.head.i)
    if subj is not None and (subj.i < tokens[0].i or being) and subj.i not in {t.i for t in clause.tokens}:
        # "... and sing in a choir": the subject it shares with the verb before it
        if subj.tag_ in ("WP", "WDT") and subj.i not in resolved:
            return None  # "a docker who won the pools and moved to Formby": who, it does not say here
        if subj.lower_ in ("i", "we") and any(c.dep_ == "dobj" and c.lower_ in ("me", "us") for c in head.children):
            return None  # "Doc says I got diabetes and put me on metformin": not "I", whoever put them on it
        shared = resolved.get(subj.i) or _phrase(clause.subject_words)
        parts.append([shared, " "])
    if (
        len(tokens) > 2
        and tokens[0].lower_ == "me"
        and tokens[1].text == ","
        and subj is not None
        and subj.lower_ == "i"
    ):
        tokens = tokens[2:]  # "Me, I'm a software tester": the "me" set before the "I"
    if clause.head.lemma_ in ("make", "get", "take", "put", "give", "bring", "buy") and not _completed(clause):
        return None  # "my boy Nikau made | the under-12 rugby squad": what was made, the parse left out
    if subj is None and clause.head.tag_ == "VBZ" and not clause.diary:
        return None  # "Reminds me, ...", "Sounds about right": an unsaid "it", nothing of the person's
    asked_for = subj is not None and subj.lower_ in ("me", "us") and clause.head.tag_ == "VB"
    if asked_for and any(c.dep_ == "aux" and c.tag_ == "TO" for c in clause.head.children):
        return None  # "(is it ok) for me to join the bridge run": what is asked about, no tense to state it
    if subj is None and clause.diary and len([t for t in tokens if not t.is_punct]) < 2:
        return None  # "... by fergus falls": a lone word read as a verb is no diary of the day
    if clause.head.lemma_ == "thank" and any(c.lower_ in _THANKED for c in clause.head.children if c.dep_ == "dobj"):
        return None  # "days only, thank God": an exclamation, not what the person does
    if subj is None and clause.diary:  # "Started a new job on Monday": the user did
        parts.append(["the user", " "])
    for tok in tokens:
        low = tok.lower_
        university = low == "u" and tok.i + 1 < len(tok.doc) and tok.doc[tok.i + 1].lower_ == "of"  # "u of c"
        if tok.pos_ == "PRON" and low in lx.SECOND_PERSON and not university:
            return None
        if low in ("myself", "ourselves") and tok.dep_ not in ("dobj", "pobj", "dative"):
            continue  # "I live in Fremantle myself": said for emphasis
        mine = subj is not None and subj.lower_ == "i" and subj.i < tok.i
        if low == "me" and tok.dep_ in ("appos", "attr", "npadvmod") and mine:
            if parts and parts[-1][0] == ",":
                parts.pop()  # "I'm fluent in te reo, me": its comma too
            continue  # "I'm a Yorkshireman me": the same, as said in the North
        if low in ("me", "us") and tok.dep_ == "dative" and subj is not None and subj.lower_ in ("i", "we"):
            continue  # "I smoke me a brisket every Sunday": for myself, as said in the South
        own = tok.dep_ == "poss" and low in ("his", "her", "their") and _named_subject(clause)
        # ("I'm taking my dog Rooibos to the vet for her jabs": the one named before it in the clause)
        own = own or (tok.dep_ == "poss" and low in ("his", "her") and _named_before(clause, tok))
        if tok.pos_ == "PRON" and low in lx.THIRD_PRONOUNS and tok.i not in resolved and not own:
            return None  # "we sold it": what "it" is cannot be said in a standalone sentence
        pointing = low in ("this", "these") and tok.tag_ == "DT" and tok.pos_ == "PRON"
        if pointing and tok.dep_ in ("dobj", "pobj") and tok.i not in resolved:
            return None  # "my son typed this in the laptop": what "this" is, the sentence does not say
        after_first = bool(parts) and prev is not None and prev.lower_ in lx.SPEAKER_SUBJECTS and prev.dep_ != "conj"
        if after_first and tok.pos_ in ("AUX", "VERB") and tok.tag_ in ("VBP", "VBD"):
            agree = tok  # "the config I'm editing": the user is editing
        word = word_of(tok, agree, resolved)
        if subj is not None and tok.dep_ == "det" and tok.head.i == subj.i and _the_kids(clause):
            word = "the user's"
        if being and tok.i == clause.head.i:  # "Being coeliac": is coeliac; ", doing data analyst": is doing
            word = "is" if tok.lemma_ == "be" else "is " + tok.text
        if not parts and bare_relation(tok):
            word = "the user's " + tok.lower_  # "Daughter Hana starts nursery in September.", said as a note
        if subj is None and tok.i <= clause.head.i and tok.pos_ != "PROPN" and clause.diary:
            word = word.lower()
        said_apart = tok.text.startswith(("'", "’")) or low in ("n't", "m", "s") or typed_contraction(tok)
        if parts and word != tok.text and said_apart:
            parts[-1][1] = " "  # "I'm" -> "the user is"
        if parts and prev is not None and tok.i > prev.i + 1 and not parts[-1][1] and not tok.is_punct:
            parts[-1][1] = " "  # words that met across an aside taken out
        parts.append([word, tok.whitespace_])
        prev = tok
    text = "".join(w + ws for w, ws in parts).strip()
    if clause.elided:  # "my mum definitely is" (lactose intolerant)
        text += " " + "".join(t.text + t.whitespace_ for t in clause.elided).strip()
    if tokens and tokens[-1].tag_ == "IN" and tokens[-1].dep_ == "prep":  # "It's Sheringham I volunteer at"
        if not clause.cleft_focus:
            return None  # "it's not penicillin I'm allergic to": at what, it does not say
        text += " " + " ".join(t.text for t in clause.cleft_focus)
    if where is not None:
        inside = {t.i for t in clause.head.subtree}
        place = [t for t in where.subtree if t.i not in inside and not t.is_punct]
        text += " in " + "".join(t.text + t.whitespace_ for t in place).strip(" ,")
    text = re.sub(r"\b(can) not\b", r"\1not", text)
    text = re.sub(r"\b(do|does|did|is|was|are|were|ca|wo|have|has|had)nt\b", r"\1n't", text)  # "dont", typed
    text = re.sub(r"\bthe user's's\b", "the user's", text)
    text = re.sub(r",(?=[A-Za-z])", ", ", text)  # ", an me lad" was read as ",and my lad": the pause as said
    first = text.find("the user")
    if first >= 0:  # "The user is meeting the user's friend": their friend
        head_part, rest = text[: first + 8], text[first + 8 :]
        text = head_part + re.sub(r"\bthe user's\b", "their", rest)
    if when:  # "These days I get the 47 bus": a memory opens with whom it is of, so the time goes last
        text = text.rstrip(" .") + " " + when
    text = dates_as_written(text[:1].upper() + text[1:])
    if re.search(r"\b(?:called|named)[.!]?$", text):
        return None  # "he's called | spike he's so cute": the name went to the next clause, this one names no one
    if re.fullmatch(r"(?:the user|they|he|she) (?:does|do|did|is|are|was|were|has|have|had|can|will)\W*", text, re.I):
        return None  # "The user does.": all its words went elsewhere, nothing is said
    return text if text.endswith((".", "!")) else text + "."


def form(clause: Clause, text: str, mood: str, time: str) -> Form:
    lemmas = {t.lemma_.lower() for t in clause.tokens} | {t.lemma_.lower() for t in clause.antecedent}
    lowers = {t.lower_ for t in clause.tokens}
    names = [
        t.text
        for t in (*clause.tokens, *clause.antecedent)
        if t.pos_ == "PROPN" and t.text[:1].isupper() and t.ent_type_ not in ("DATE", "TIME")
    ]
    dated = any(t.ent_type_ in ("DATE", "TIME") for t in clause.tokens)
    kin = lemmas & ((lx.RELATIONS - lx.ACQUAINTANCES) | lx.PETS)
    kind, importance = "fact", 2
    if lemmas & lx.PREFERENCE_VERBS or lowers & {"favourite", "favorite"} or ("stand" in lemmas and "n't" in lowers):
        kind, importance = "preference", 3
    recurs = "yearly" if lemmas & lx.DATED_NOUNS and dated else None
    expires = None
    verbs = [clause.head, *(c for c in clause.head.children if c.dep_ in ("aux", "auxpass"))]
    past = any("Past" in v.morph.get("Tense") and v.tag_ == "VBD" for v in verbs)
    if mood == "plan" or (dated and not recurs):
        kind, importance = ("event" if past else "plan"), 4
        if not recurs and not past:
            expires = min((_EXPIRY[w] for w in lowers if w in _EXPIRY), default=None)
    if recurs:
        kind, importance = "event", 4
    if kin or names or {"call", "name"} & lemmas:
        kind = "person" if kind in ("fact", "preference") and (kin & lx.RELATIONS or names) else kind
        importance = 5
    subject_words = [t for t in clause.subject_words if t.lower_ not in lx.FIRST_PERSON and not t.is_punct]
    subject = " ".join(t.text for t in subject_words if t.pos_ in ("NOUN", "PROPN"))[:80]
    tags = tuple(dict.fromkeys([n.lower() for n in names] + sorted(kin)))[:6]
    return Form(text, subject, kind, importance, expires, recurs, tags)
