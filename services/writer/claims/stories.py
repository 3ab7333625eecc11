"""Where a story begins and ends in a turn: "in the film ...", "I dreamt that ...", "a film where ...",
what is told of its characters; and where the person is back in their own life: their take on it ("My
son Hamza loved it") or "in real life"."""

from __future__ import annotations

import re
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause
from services.writer.claims.frames import is_speaker


def in_real_life(clause: Clause) -> bool:
    """ "... which is hilarious cos in real life he's a vet": the story is over, this is the person's."""
    for tok in clause.tokens:
        if tok.lower_ == "irl" or (tok.lower_ == "reality" and tok.head.lower_ == "in"):
            return True
        if tok.lower_ == "life" and tok.head.lower_ == "in" and any(c.lower_ == "real" for c in tok.children):
            return True
        if tok.lower_ in ("actual", "real") and tok.dep_ == "amod" and tok.head.dep_ in ("nsubj", "nsubjpass"):
            return True  # "... sit my stats exam in a swimming pool. the actual stats exam is the twelfth of june"
    return False


def ends_story(clause: Clause) -> bool:
    """ "dream done now though", "the film's over", "then I woke up": the story is told, what follows is
    the person's own again (as after "in real life")."""
    if in_real_life(clause):
        return True
    head = clause.head
    subjects = [c for c in head.children if c.dep_ == "nsubj"]
    # ("I just woke up from the strangest dream. I was on a boat ...": waking from it tells it next)
    from_dream = any(
        p.lower_ == "from" and any(o.lemma_.lower() in lx.STORY_NOUNS for o in p.children) for p in head.children
    )
    if head.lemma_.lower() == "wake" and (any(is_speaker(c) for c in subjects) or not subjects) and not from_dream:
        return True  # ("Woke up and Biscuit was just staring at me": the "I" left unsaid)
    nouns = [*clause.tokens, head.head] if head.dep_ == "acl" else clause.tokens  # "dream done": the dream's
    if head.lemma_.lower() in ("think", "remind") and any(t.lower_ in ("my", "our") for t in clause.tokens):
        return True  # "it made me think of my babcia in Kraków": from the film to the person's own people
    told = any(t.lemma_.lower() in lx.STORY_NOUNS and t.pos_ == "NOUN" for t in nouns)
    return told and any(t.lower_ in ("over", "done", "finished", "ended") for t in clause.tokens)


def moves_on(sentence: Any) -> bool:
    """ "Anyway, my wife's birthday is 14 March": a sentence that turns from the story to something else
    is the person's own again."""
    words = [t.lower_ for t in sentence if not t.is_punct and t.pos_ != "INTJ"][:3]
    return bool(words) and (words[0] in lx.MOVING_ON or " ".join(words[:3]).startswith(lx.MOVING_ON_PHRASES))


def asked_about(sentence: Any) -> bool:
    """ "Is normal to have this kind of dreams?": a question about the story; the person has stepped out of it,
    and what follows ("Mateo is only four") is theirs."""
    asked = sentence.text.rstrip().endswith("?")
    return asked and any(t.lemma_.lower() in lx.STORY_NOUNS or t.lower_ in lx.STORY_NOUNS for t in sentence)


def reacts(clause: Clause) -> bool:
    """ "My son Hamza loved it": the person's (or their family's) take on the story is back in their own
    life; what follows is theirs again."""
    head = clause.head
    own = any(t.lower_ in lx.FIRST_PERSON for t in clause.subject_words)
    liked = head.lemma_.lower() in lx.PREFERENCE_VERBS
    return own and liked and any(c.dep_ == "dobj" and c.lower_ in ("it", "that", "this") for c in head.children)


def tells_story(clause: Clause) -> bool:
    """The clause is told within a story: "in the film ...", "the book is about ...", "a film where ...",
    "I dreamt that ...", and what hangs on such a clause ("... and raises her as his own"). The person's
    own frame around it ("we watched a film last night") is theirs."""
    if clause.story_frame:
        return False
    if clause.in_story or clause.head.lemma_.lower() in ("dream", "dreamt"):
        return True
    # ("haha in my sims save i finally married a vampire": a game's save set before it, however it was parsed)
    inside = _IN_A_GAME.match(clause.head.sent.text.lower())
    if inside and clause.head.idx - clause.head.sent.start_char >= inside.end():
        return True
    # ("Mate, listening to this podcast on the way in, bloke ran across the Sahara": what the show told, set
    # after it; not "watching this doc I realised I need to ...", the person's own)
    heard = _HEARING.match(clause.head.sent.text.lower())
    speaker = clause.subject is not None and is_speaker(clause.subject)
    if heard and not speaker:
        return clause.head.idx - clause.head.sent.start_char >= heard.end()
    said = [t for t in clause.tokens if not t.is_punct and t.pos_ != "INTJ" and t.lower_ not in lx.CHAT_WORDS | {"koe"}]
    if len(said) == 2 and said[0].lower_ in ("this", "that") and said[1].lemma_.lower() in lx.STORY_NOUNS:
        return True  # "omg koe this movie. so the wife finds out ...": the story it names is told next
    if clause.parent is not None and tells_story(clause.parent):
        return True
    for tok in clause.tokens:
        # "Thiago is the boy from the novela": a character of a story is said to be who they are
        character = tok.head.head if tok.dep_ == "pobj" and tok.head.lower_ in ("from", "in") else None
        told = tok.lower_ in lx.STORY_NOUNS and character is not None and character.dep_ == "attr"
        if told and character.head.i == clause.head.i:
            return True
        if tok.lemma_.lower() in lx.STORY_NOUNS and (tok.pos_ == "NOUN" or tok.dep_ == "pobj"):
            if tok.dep_ == "pobj" and tok.head.lower_ in ("in", "about") and _on_head(tok.head.head, clause):
                return not _taking_part(clause, tok)
            if tok.dep_ in ("nsubj", "nsubjpass") and any(c.lower_ == "about" for c in tok.head.children):
                return True
            set_off = any(t.text == "," for t in tok.doc[tok.i : clause.head.i])
            if tok.dep_ in ("npadvmod", "nsubj", "dep") and tok.head.i == clause.head.i and set_off:
                return True  # "The book I'm reading, the heroine runs away ...": the story set off before
    return False


_HEARING = re.compile(
    r"^\W*(?:\w+\W+)?(?:listening|watching|reading)\s+(?:to\s+)?(?:this|that|a|the|my)\s+(?:\w+\s+)?("
    + "|".join(sorted(lx.STORY_NOUNS))
    + r")\b[^,]*,"
)
_IN_A_GAME = re.compile(r"^\W*(?:\w+\W+)?in (?:my|our|the) (?:\w+ )?(?:save|playthrough|campaign|game)\b")


def _on_head(tok: Any, clause: Clause) -> bool:
    """The clause's verb, or a "lol" hung on it ("lol in my stardew save i finally married abigail")."""
    said_aside = tok.lower_ in lx.CHAT_WORDS or lx.laughs(tok.lower_) or tok.pos_ == "INTJ"  # "lol", "haha"
    return tok.i == clause.head.i or (tok.head.i == clause.head.i and said_aside)


def _taking_part(clause: Clause, show: Any) -> bool:
    """ "I'm going for the captain in the next show": the person's part in a show still to come is their
    life, not a plot (not "in my game I have a castle", not "in the film I'm a wizard")."""
    speaker = clause.subject is not None and is_speaker(clause.subject)
    coming = any(c.lower_ in ("next", "upcoming") for c in show.children)
    return speaker and coming and clause.head.lemma_ != "be"
