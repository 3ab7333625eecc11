"""What a memory leaves out of the words it rests on: asides to the listener (", you muppet", ", bless
him"), colour set off by a comma ("Sad news, ..."), the old fact a correction contrasts ("Kyoto, not
Osaka"), where a change came from, the words that take the last sentence back ("joking aside"), why it is
said ("for the record, ...") and a word the parse took for the subject ("... estonian my daughter freya")."""

from __future__ import annotations

import re
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause


def asides(tokens: list[Any]) -> set[int]:
    """Words said to or about the listener, not of the fact: ", you muppet", ", bless him"."""
    out: set[int] = set()
    for n, tok in enumerate(tokens):
        after_pause = n > 0 and tokens[n - 1].text == ","
        if after_pause and tok.lower_ == "you" and n + 1 < len(tokens) and tokens[n + 1].pos_ in ("NOUN", "ADJ"):
            out |= {tokens[n - 1].i, *(t.i for t in tokens[n:])}
        if after_pause and tok.lower_ == "bless":
            out |= {tokens[n - 1].i, *(t.i for t in tokens[n : n + 2])}
        if after_pause and tok.lower_ in lx.TAGS and n == len(tokens) - 1:
            out |= {tokens[n - 1].i, tok.i}
        if tok.lower_ == "by" and [t.lower_ for t in tokens[n : n + 3]] == ["by", "the", "way"]:
            out |= {t.i for t in tokens[n : n + 3]} | ({tokens[n - 1].i} if after_pause else set())
        if n == 0 and tok.lower_ == "on" and any(t.lower_ == "note" for t in tokens[1:5]):  # "On a happier note,"
            at = next(k for k, t in enumerate(tokens[:5]) if t.lower_ == "note")
            out |= {t.i for t in tokens[: at + 1]} | {t.i for t in tokens[at + 1 : at + 2] if t.text == ","}
        rest = tokens[n:]  # the last stretch after a comma: "a nurse at the Infirmary, on nights all this week"
        last = not any(t.pos_ in ("VERB", "AUX") or t.text == "," for t in rest)
        if after_pause and last and lx.FOR_NOW.search(" ".join(t.lower_ for t in rest)):
            out |= {tokens[n - 1].i, *(t.i for t in rest)}
        # (the last few words after a comma said to the listener: ", worth you knowing", ", just so you know")
        to_you = any(t.lower_ in lx.SECOND_PERSON and t.pos_ == "PRON" for t in rest)
        if after_pause and to_you and len(rest) <= 7 and not any(t.text == "," for t in rest):
            out |= {tokens[n - 1].i, *(t.i for t in rest)}
    return out


_HOLDING = frozenset({"have", "be", "get", "put", "bet", "spend", "lose", "win", "keep"})


def unresolved_after(clause: Clause, tokens: list[Any], resolved: set[int]) -> list[Any]:
    """The words up to a stretch set off by a comma after the verb, with no verb of its own that tells the time,
    that leans on a pronoun no one said: "I've got the allotment in kings heath, been doing it six year now", "I'm
    now with Access Bank, their Ikeja branch" (the fact is said before it; what "it" or "their" is, the memory
    could not say)."""
    for n, tok in enumerate(tokens):
        leaning = tok.pos_ == "PRON" and tok.lower_ in lx.THIRD_PRONOUNS and tok.dep_ in ("dobj", "pobj", "poss")
        if not leaning or tok.i in resolved or tok.i < clause.head.i:
            continue
        prep, head = tok.head, clause.head
        rest = [c for c in head.children if c.dep_ in ("dobj", "attr", "acomp", "prep") and c.i != prep.i]
        hung = prep.head.i == head.i or (prep.head.head.i == head.i and prep.head.dep_ == "dobj")  # ("beans on it")
        placed = prep.lower_ in ("on", "at") and head.lemma_.lower() not in _HOLDING  # ("a tenner on it": the bet)
        if tok.dep_ == "pobj" and (prep.lower_ == "with" or placed) and hung and rest:
            # ("I'm in the choir with her on Wednesdays", "growing mostly leeks on it": with whom or where, the
            # memory cannot say; what they do, it can)
            return [t for t in tokens if t.i not in (tok.i, prep.i)]
        pause = [k for k in range(n) if tokens[k].text == "," and tokens[k].i > clause.head.i]
        # (not a clause of its own, said after the comma: "we have a galgo, rescued, his name is Canelo")
        finite = pause and any(t.tag_ in ("VBZ", "VBP", "VBD", "MD") for t in tokens[pause[-1] :])
        return tokens[: pause[-1]] if pause and not finite else tokens
    return tokens


def without_address(tokens: list[Any], subj: Any | None) -> list[Any]:
    """Words to the listener set off before the subject ("the reason I'm telling you all this, the
    surgery's moved my prescription"): the fact starts at its subject."""
    if subj is None:
        return tokens
    start = subj.left_edge.i
    lead = [t for t in tokens if t.i < start]
    if lead and lead[-1].text == "," and any(t.lower_ in lx.SECOND_PERSON and t.pos_ == "PRON" for t in lead):
        return [t for t in tokens if t.i >= start]
    # ("Anyway what I actually wanted to say — my youngest, Doli, starts violin"): what it was meant to be
    meant = any(t.tag_ == "WP" for t in lead) and any(t.lemma_ in ("say", "tell", "mention") for t in lead)
    if meant and lead[-1].text in ("—", "-", ":", "–"):
        return [t for t in tokens if t.i >= start]
    # "quick one, I'm a nurse ...": a short opener with no name, place, time or verb of its own
    plain = all(t.pos_ in ("ADJ", "NUM", "NOUN", "DET", "ADV", "INTJ", "PUNCT") and not t.ent_type_ for t in lead)
    # ("Rare or not, he gets hives": what it is said in spite of)
    if len(lead) == 4 and [t.lower_ for t in lead[1:]] == ["or", "not", ","]:
        return [t for t in tokens if t.i >= start]
    # ("Lord no, honey, he's joinin' the Army": who is spoken to, and how)
    called = all(t.is_punct or t.pos_ == "INTJ" or t.lower_ in lx.CALLING | lx.DISCOURSE for t in lead)
    if lead and lead[-1].text == "," and ((len(lead) <= 4 and plain) or (len(lead) <= 6 and called)):
        return [t for t in tokens if t.i >= start]
    return tokens


def fragments(clause: Clause) -> set[int]:
    """Verbless phrases set off by a comma that add colour, not the fact: "Sad news, Nibbles died",
    "I love my Saturdays in IKEA, absolute highlight of my week, nothing better than ..."."""
    head, out = clause.head, set()
    mine = {t.i for t in clause.tokens}
    objects = 0
    for tok in sorted(head.children, key=lambda t: t.i):
        objects += tok.dep_ in ("dobj", "xcomp", "attr", "acomp")
        before = tok.doc[tok.left_edge.i - 1] if tok.left_edge.i > 0 else None
        if before is None or before.text != "," or tok.i not in mine:
            continue
        loose = tok.dep_ in ("dep", "npadvmod", "appos") or (tok.dep_ == "dobj" and objects > 1)
        words = list(tok.subtree)
        if loose and tok.pos_ in ("NOUN", "ADJ", "NUM") and not any(t.pos_ in ("VERB", "AUX", "PROPN") for t in words):
            out |= {before.i, *(t.i for t in words)}
            out |= {c.i for t in words for c in t.children if c.dep_ == "conj" for c in c.subtree}
    first = clause.tokens[0]
    while first.head.i not in (head.i, first.i):  # "Sad news, ...": from "Sad" up to "news"
        first = first.head
    if first.head.i == head.i and first.dep_ in ("dep", "npadvmod") and first.pos_ in ("NOUN", "ADJ"):
        lead = list(first.subtree)
        after = first.doc[lead[-1].i + 1] if lead[-1].i + 1 < len(first.doc) else None
        if after is not None and after.text == "," and not any(t.pos_ in ("VERB", "PROPN") for t in lead):
            out |= {after.i, *(t.i for t in lead)}  # "Sad news, ..."
    return out


def contrasts(clause: Clause) -> set[int]:
    """Words a memory leaves out: the old fact a correction contrasts ("Kyoto, not Osaka") and where a
    change came from ("moved from York to Leeds")."""
    out: set[int] = set()
    ordered = clause.tokens
    for n, tok in enumerate(ordered):
        # ", not Osaka" to the next pause (", no a collie", as Scots say it)
        said_not = tok.lower_ == "not" or (
            tok.lower_ == "no" and n + 1 < len(ordered) and ordered[n + 1].lower_ in ("a", "an")
        )
        if said_not and n > 0 and ordered[n - 1].text == ",":
            rest = [t for t in ordered[n + 1 :]]
            stop = next((k for k, t in enumerate(rest) if t.is_punct), len(rest))
            out |= {ordered[n - 1].i, tok.i, *(t.i for t in rest[:stop])}
        if tok.dep_ == "advmod" and tok.lower_ in (
            "actually",
            "sadly",
            "unfortunately",
            "luckily",
            "honestly",
            "though",
        ):
            out.add(tok.i)
        story_noun = tok.head.pos_ == "NOUN" and tok.head.lemma_.lower() in lx.STORY_NOUNS
        # what the story is about or of, not where it is ("a plot at the Kinsmen garden" is a garden's)
        telling = tok.dep_ in ("relcl", "acl") or (tok.dep_ == "prep" and tok.lower_ in ("about", "of", "on", "with"))
        if clause.story_frame and story_noun and telling:
            out |= {t.i for t in tok.subtree}  # "told Amara a story about a dragon": the story stays out
        # (not where the whole of it happened: "I retired from the Royal Mail", "graduated from Leeds")
        towards = any(c.dep_ in ("prep", "dative") and c.lower_ in ("to", "into", "for") for c in tok.head.children)
        if tok.dep_ == "prep" and tok.lower_ == "from" and tok.head.lemma_.lower() in lx.CHANGE_VERBS and towards:
            out |= {t.i for t in tok.subtree}
    return out


def taking_back(tokens: list[Any]) -> int:
    """How many opening tokens say the last sentence was a joke ("really though", "joking aside")."""
    low = [t.lower_ for t in tokens[:4]]
    for marker in lx.LAUGHTER:
        words = marker.split()
        if low[: len(words)] == words:
            return len(words)
    return 0


def told_for_you(clause: Clause) -> set[int]:
    """ "for your memory, I'm a paramedic", "For the record, my name's Priya": why it is said, set before
    the subject; no part of the fact (not "For two years I've ...", "By Friday we ...": a time, a name)."""
    subj = clause.subject
    if subj is None:
        return set()

    def said_for(p: Any) -> bool:
        if p.lower_ == "for" and any(t.lower_ == "your" for t in p.subtree):
            return True  # (not "The reason I mention it to you, ...")
        set_off = p.right_edge.i + 1 < subj.i and p.doc[p.right_edge.i + 1].text == ","
        plain = not any(t.ent_type_ or t.like_num or t.pos_ == "PROPN" for t in p.subtree)
        plain = plain and any(t.pos_ == "NOUN" for t in p.subtree)  # not "For now, ...": a time
        record = any(t.lemma_ == "record" for t in p.subtree)  # "On the record, I'm hosting ..."
        # ("um and on the record like me mam is moving in": back on the record, said with no pause)
        return ((p.lower_ in ("for", "by") and set_off) or record) and plain

    told = [p for p in clause.tokens if p.dep_ == "prep" and p.i < subj.i and said_for(p)]  # however it hangs
    return {t.i for p in told for t in p.subtree}


def stray_before_subject(clause: Clause) -> set[int]:
    """ "... have to learn estonian my daughter freya is only in year two": with no pause written, the last
    word of the clause before is parsed as the subject and the person it is said of as its apposition;
    that word is no part of this sentence."""
    subj = clause.subject
    if subj is None or subj.pos_ not in ("NOUN", "PROPN") or any(c.i < subj.i for c in subj.children):
        return set()
    kin = next((c for c in subj.children if c.dep_ == "appos" and c.i == subj.i + 2), None)
    owner = subj.doc[subj.i + 1]
    if kin is None or owner.lower_ not in ("my", "our") or kin.lower_ not in lx.RELATIONS | lx.PETS:
        return set()
    return {subj.i}


def role_before(clause: Clause) -> set[int]:
    """ "As a dad of two, Ifeanyi and Chidera, they're nine": the speaker's role set before what is said of
    someone else is no part of it (the role is kept on its own)."""
    subj = clause.subject
    if subj is None or subj.lower_ in ("i", "we"):
        return set()
    return {
        t.i for c in clause.head.children if c.dep_ == "prep" and c.lower_ == "as" and c.i < subj.i for t in c.subtree
    }


def episode_told(clause: Clause) -> set[int]:
    """ "we're rewatching Friends, the one where Ross gets a monkey": what happens in the story named is
    no part of what the person does (The user is rewatching Friends.)."""
    if not clause.story_frame:
        return set()
    named = [c for c in clause.head.children if c.dep_ == "dobj"]
    return {t.i for c in named for a in c.children if a.dep_ == "appos" for t in a.subtree}


def that_is_why(clause: Clause) -> bool:
    """The clause after "that's why": what is so, given a reason in jest ("... that's why I'm still in a
    two-bed"); its "why" is no part of the fact."""
    first = clause.tokens[0]
    said = [t.lower_ for t in first.doc[max(0, first.i - 2) : first.i]]
    return first.lower_ == "why" and (said in (["that", "'s"], ["that", "is"]) or said[-1:] == ["thats"])


# "one thing to note, my daughter's exams start ...", "just so you know, ...", "for the record, ...": what
# announces the fact is no part of it
_ANNOUNCING = re.compile(
    r"^(?:(?:and|also|oh|so|ok|okay)\s+)?(?:(?:one|another|a|last|quick)\s+(?:more\s+|other\s+)?thing"
    r"(?:\s+to\s+(?:note|know|remember|add|mention))?|(?:just\s+)?so\s+you\s+know|for\s+the\s+record|fyi|heads\s+up"
    r"|for\s+your\s+info(?:rmation)?)\s*[,:-]\s*$",
    re.IGNORECASE,
)


def announced_before(clause: Clause) -> set[int]:
    """The words before the subject that only announce what follows ("one thing to note, ...")."""
    subj = clause.subject
    first = clause.tokens[0] if clause.tokens else None
    if subj is None or first is None or subj.left_edge.i <= first.i:
        return set()
    before = subj.doc[first.i : subj.left_edge.i]
    # ("Nothing with nuts mind, my youngest Jack has a peanut allergy": what is asked, set off before the fact)
    asked = before[0].lower_ in ("nothing", "no") and before[-1].text == "," and len(before) > 2
    # ("Okay a few things for you: my husband Rafferty is lactose intolerant": a heading with no verb of its own)
    heading = before[-1].text == ":" and not any(t.pos_ in ("VERB", "AUX") for t in before)
    return {t.i for t in before} if _ANNOUNCING.match(before.text) or asked or heading else set()
