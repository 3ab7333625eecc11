"""Whose words a clause is: the person's own ("self"), someone else's view or words passed on ("other",
"reported"), a story's, a quotation's or a joke's. "My brother reckons I'm hopeless with money" is the
brother's; "she says I'm lazy, that I sleep till noon" is hers throughout; "the doctor told me I'm
anaemic" is a finding passed on; "in the film ..." is the story's until the person is back in their life."""

from __future__ import annotations

import re
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause, told_in_story
from services.writer.claims.figures import hyperbole
from services.writer.claims.frames import SentenceFrame, about_koe, is_speaker, subject_of
from services.writer.claims.left_out import that_is_why
from services.writer.claims.stories import in_real_life, tells_story


def attribution(clause: Clause, f: SentenceFrame, lemmas: set[str], story_open: bool) -> str:
    meant = 0 <= f.taken_back_at < clause.start  # "a million sheep, kidding, it's forty-odd": the forty is meant
    # "Starting with the council crew Monday, mowing ovals in the rain, living the dream": the irony is
    # in how it is, not in whether it happens; a dated event beside such a comment is meant
    dated = f.undercut and any(t.ent_type_ == "DATE" for t in clause.tokens)
    if f.joke and _laughed_after_so(clause, f.laugh_at):
        meant = True  # "Rosa teaches third grade and I teach chemistry, so we've got crafts AND explosions covered lol"
    if f.joke and that_is_why(clause):
        meant = True  # "I'm a proper millionaire, that's why I'm squashed in a two-bed in Bow": the two-bed is so
    if (
        f.joke and not meant and not (dated and not lx.UNDERCUTS.search(" ".join(t.lower_ for t in clause.tokens)))
    ) or hyperbole(clause):
        return "joke"
    if any(t.i in f.quoted for t in clause.tokens):
        return "quote"
    if f.meta or any(about_koe(t) for t in clause.tokens):
        return "quote"
    # "My brother reckons I'm ...", "she says she's moving": someone else's words or view
    if clause.head.dep_ == "ccomp" and clause.parent is not None:
        verb = clause.head.head  # "the kids keep telling me I'm ancient": telling, inside the parent clause
        # ("my aunty keeps telling everyone I'm lazy, that my room is a tip": the second hung on "keeps")
        telling = [x for x in verb.children if x.dep_ == "xcomp" and x.lemma_.lower() in lx.REPORT_VERBS]
        verb = telling[0] if verb.lemma_.lower() in ("keep", "use") and telling else verb
        who = subject_of(verb) or clause.parent.subject
        # "I'm not vegan, people always assume that": the verb has its object; what came before is not it
        own_object = any(c.dep_ == "dobj" and c.lower_ in ("that", "this", "it", "so") for c in verb.children)
        reports = verb.lemma_.lower() in lx.REPORT_VERBS | lx.RELAY_VERBS and not own_object
        reports = reports and not (verb.lower_ == "sure" and verb.head.lemma_ == "make")  # "make sure I tell them"
        reports = reports and not _says_something_else(verb, clause)
        habit = verb.dep_ == "xcomp" and verb.head.lemma_.lower() in ("use", "keep")
        if reports and who is None and habit:
            return "other"  # "my late husband winston, god rest him, always used to say we going back home"
        if reports and who is not None and not is_speaker(who):
            if who.lower_ in lx.SECOND_PERSON:  # "you told my wife that Kit plays the cello": koe's words, passed back
                return "other"
            expert = _expert(who) or any(_expert(t) for t in clause.parent.antecedent)
            # ("our Liam says he's trying out for the Bantam team": what someone says of themselves, passed on)
            of_self = clause.subject is not None and any(t.i == who.i for t in clause.antecedent)
            of_self = of_self and not any(t.lower_ in ("i", "me", "my", "we", "us", "our") for t in clause.tokens)
            relayed = verb.lemma_.lower() in lx.RELAY_VERBS and (not clause.involves_speaker or expert or of_self)
            relayed = relayed and not _judged(clause)  # "says the milk tea is the best in Kowloon": a view
            # "the secretary keeps saying the part is coming": said over and over, and not so yet
            relayed = relayed and not (verb.dep_ == "xcomp" and verb.head.lemma_.lower() == "keep")
            return "reported" if relayed and not _views_in(clause.head.sent) else "other"
        # "Jolyon keeps banging on that Bath is the finest city": "that ..." is what someone else holds,
        # whatever their verb; not what they found or know ("my son found out that ...": a fact)
        marked = any(c.dep_ == "mark" and c.lower_ == "that" for c in clause.head.children)
        if (
            marked
            and who is not None
            and _a_person(who)
            and not is_speaker(who)
            and verb.lemma_.lower() not in lx.FACTIVE
        ):
            return "other"
    up = clause.parent
    # "Since I'm celiac, can you suggest a breakfast?": a premise of the person's own, not what is suggested
    premise = clause.head.dep_ == "advcl" and any(
        c.dep_ == "mark" and c.lower_ in lx.PREMISE_MARKS for c in clause.head.children
    )
    # "People always assume Gethin is my husband but he is my brother": set against the view, not in it
    premise = premise or (_set_against(clause.head) and clause.subject is not None)
    if clause.in_story and clause.head.dep_ in ("relcl", "acl"):
        return "story"  # "told me a whole story about a dragon who lives under her bed": the story's, not relayed
    while up is not None and not premise:
        reporting = up.head.lemma_.lower() in lx.REPORT_VERBS | lx.RELAY_VERBS
        reporting = reporting and not _says_something_else(up.head, clause)
        if reporting and up.subject is not None and not is_speaker(up.subject):
            if up.subject.lower_ in lx.SECOND_PERSON:
                return "other"
            # ("they've said", they being the hospital: a finding passed on)
            expert = _expert(up.subject) or any(_expert(t) for t in up.antecedent)
            relayed = up.head.lemma_.lower() in lx.RELAY_VERBS and (not clause.involves_speaker or expert)
            return "reported" if relayed and not _views_in(clause.head.sent) else "other"
        if up.head.lemma_.lower() in ("dream", "dreamt", "imagine", "pretend") and clause.head.dep_ == "ccomp":
            return "story"
        up = up.parent
    if _view_before(clause) or _their_aim(clause) or _reporter_hung_on(clause):
        return "other"
    if _told_after(clause):
        return "story"
    if {"according", "apparently"} & (lemmas | {t.lower_ for t in clause.tokens}):
        return "other"
    if clause.story_frame or in_real_life(clause) or (clause.parent is not None and in_real_life(clause.parent)):
        return "self"
    # once a story has begun, what follows is its own unless the person speaks of themselves or their own
    # ("now he wants to be an astronaut", he being their son); not of their own met inside the story
    # ("he married a lighthouse keeper", he being the brother they dreamt of)
    dreamt = any(told_in_story(t) for t in clause.antecedent)
    dreamt = dreamt or _teller_in_tale(clause)
    # "had the weirdest dream ... we sailed it all the way to Iceland": what they did in the dream, past
    # ("i still gotta open the shop": "got" tagged past but read as now by the repairs, so not the dream)
    verbs = (clause.head, *(c for c in clause.head.children if c.dep_ in ("aux", "auxpass")))
    told_past = [t for t in verbs if t.tag_ == "VBD"]
    in_the_dream = f.dreaming and (f.dream_now or any("Past" in t.morph.get("Tense") for t in told_past))
    if tells_story(clause) or story_open or in_the_dream or (f.story and not (clause.involves_speaker and not dreamt)):
        return "story"
    return "self"


def _set_against(head: Any) -> bool:
    """A verb joined by "but" to the reporting verb itself, not to what is reported."""
    return head.dep_ == "conj" and any(c.dep_ == "cc" and c.lower_ == "but" for c in head.head.children)


def _judged(clause: Clause) -> bool:
    """What is said is a judgement, not a fact to pass on: "the best in Kowloon", "overrated", "too sweet"."""
    return any(
        t.tag_ in ("JJS", "RBS") or t.lemma_.lower() in lx.VERDICTS | lx.OVERSTATING | {"overrate", "overrated"}
        for t in clause.tokens
    )


def _a_person(who: Any) -> bool:
    """Someone who can hold a view: "Jolyon", "my uncle", "she", "everyone" (not "the reason")."""
    people = lx.RELATIONS | lx.HUMAN_ROLES | {"he", "she", "they", "everyone", "everybody", "people"}
    return who.ent_type_ == "PERSON" or who.pos_ == "PROPN" or who.lemma_.lower() in people


def _expert(who: Any) -> bool:
    """ "the doctor told me I'm ...": what a doctor finds of the speaker is a finding they pass on."""
    return who.lemma_.lower() in lx.EXPERTS


def _their_aim(clause: Clause) -> bool:
    """ "he's just buttering me up so I'll come in on Saturdays": what someone else acts for ("so ...
    will", "so that ...") is their aim, not the speaker's plan."""
    head, up = clause.head, clause.parent
    if head.dep_ != "advcl" or up is None or up.subject is None or is_speaker(up.subject):
        return False
    purpose = any(c.lower_ == "so" and c.dep_ in ("advmod", "mark") and c.i < head.i for c in head.children)
    modal = any(c.dep_ == "aux" and c.tag_ == "MD" for c in head.children)
    return purpose and modal


def _holder(word: Any) -> Any | None:
    """Whose view a view word gives: "my brother reckons", "Linda is convinced" (the copula's subject)."""
    return subject_of(word) or (subject_of(word.head) if word.dep_ in ("acomp", "xcomp") else None)


def _views_in(sentence: Any) -> bool:
    """Someone other than the speaker gives their view in this sentence ("My mother-in-law is convinced
    I'm a pushover, she says the kids run the house"): what they say there is their view too."""
    return any(
        t.lemma_.lower() in lx.OPINION_VERBS and _holder(t) is not None and not is_speaker(_holder(t)) for t in sentence
    )


def _view_before(clause: Clause) -> bool:
    """The clause is the view a view word right before it had no complement for: "My mother-in-law is
    totally convinced I'm a pushover", parsed as two clauses side by side."""
    first = clause.tokens[0]
    before = [t for t in first.doc[first.sent.start : first.i] if not t.is_punct and t.lower_ != "that"]
    if not before:
        return False
    word = before[-1]
    if word.lemma_.lower() not in lx.OPINION_VERBS or any(c.dep_ in ("ccomp", "xcomp") for c in word.children):
        return False
    who = _holder(word)
    return who is not None and not is_speaker(who)


def _reporter_hung_on(clause: Clause) -> bool:
    """Someone's saying parsed as hanging on what they say: "My mama-in-law swears up and down I'm the worst
    cook", "my saasu-maa keeps telling everyone I'm a terrible cook, that my dal is always watery"."""
    for c in clause.head.children:
        if c.dep_ != "ccomp" or c.i > clause.head.i:
            continue
        verbs = [c, *(x for x in c.children if x.dep_ == "xcomp")]  # "keeps telling"
        if any(v.lemma_.lower() in lx.REPORT_VERBS for v in verbs):
            who = subject_of(c)
            return who is not None and not is_speaker(who) and _a_person(who) and not _expert(who)
    return False


def _laughed_after_so(clause: Clause, laugh_at: int) -> bool:
    """A laugh closes what was said after this clause, after "so", drawing a conclusion from it, or after
    "anyway", moving on from it: the laugh is at what follows, and this clause is meant ("im on nights in the
    mercy so thats my wake up lol"; a transcript's "... anyway then i got home ... too sour for my mom lol")."""
    if laugh_at < clause.end:
        return False
    doc = clause.head.doc
    if _THATS_IT.match(doc.text[clause.end : laugh_at]):
        return True  # "i just hate eggs n pumpkin, thats it lol": a laugh at nothing said
    # ("she turns ninety-one on March third and I told her, Babciu, I'm not waiting till you're a hundred,
    # haha": the laugh is at the words the person quotes themselves saying after it)
    if any(
        t.lemma_.lower() in ("say", "tell") and clause.end <= t.idx < laugh_at and is_speaker(subject_of(t))
        for t in doc[clause.tokens[-1].i :]
    ):
        return True
    return any(
        t.lower_ in ("so", "anyway", "anyways", "also", "btw")
        and clause.end <= t.idx < laugh_at
        and not (t.i + 1 < len(doc) and _degree(doc[t.i + 1]))  # "he's so hot lol": no conclusion
        for t in doc[clause.tokens[-1].i :]
    )


_THATS_IT = re.compile(r"^\W*(?:(?:and|but|so)\s+)?(?:that'?s|thats) (?:it|all|about it|life)\W*$", re.I)


def _degree(tok: Any) -> bool:
    """What "so" before it makes a degree ("so hot", "so much"), not a conclusion ("so now we ...")."""
    return tok.pos_ == "ADJ" or tok.lower_ in ("much", "many", "very", "far", "well", "bad", "badly", "good", "long")


def _says_something_else(verb: Any, clause: Clause) -> bool:
    """What a reporting verb reports is the complement right after it. "I'm cycling to work now, Lowri
    thinks I've gone mad": not what came before it, when it has its own; "The kids think I'm rubbish
    with tech, which is rich, I'm a retired electrician": not a later clause past a pause."""
    head, first = clause.head, clause.tokens[0].i
    if head.i < verb.i:  # "..., can you believe it", "..., people always assume that": their own object
        pointed = any(c.dep_ == "dobj" and c.lower_ in ("it", "that", "this", "so") for c in verb.children)
        return pointed or any(c.dep_ == "ccomp" and c.i > verb.i for c in verb.children)
    if _that_opens(clause):  # "she says I'm lazy, that I sleep till noon": a second complement, still hers
        return False
    between = verb.doc[verb.i + 1 : first]
    return any(t.text == "," for t in between) and any(t.pos_ in ("VERB", "AUX") for t in between)


def _that_opens(clause: Clause) -> bool:
    """The clause opens with the complementizer "that" and its subject ("that I sleep ..."), however parsed."""
    toks = clause.tokens
    # ("that my room is always a tip": the subject's own words first)
    subject = clause.subject
    return len(toks) > 2 and toks[0].lower_ == "that" and subject is not None and subject.left_edge.i == toks[1].i


_TALE = frozenset({"one", "story", "tale", "yarn"})
_THIRD = frozenset({"he", "she", "they", "his", "her", "their", "him", "them"})


def _teller_in_tale(clause: Clause) -> bool:
    """ "my mate Dessie's telling this one in the pub, he's in Marrakech, right, his wallet gets robbed": someone
    else telling a tale is its hero; what "he" does, or what happens to "his" things, is the tale's."""
    doc, subject = clause.head.doc, clause.subject
    said_of = subject is not None and (
        subject.lower_ in _THIRD or any(c.dep_ == "poss" and c.lower_ in _THIRD for c in subject.children)
    )
    if not said_of:
        return False
    return any(
        t.lemma_.lower() in ("tell", "recount", "spin")
        and t.i < clause.head.i
        and any(c.dep_ == "dobj" and c.lower_ in _TALE for c in t.children)
        and not any(p.lower_ == "about" for c in t.children for p in [c, *c.children])  # (the tale told in it)
        and any(c.dep_ == "nsubj" and not is_speaker(c) for c in t.children)
        for t in doc
    )


def speaker_now(clause: Clause) -> bool:
    """The person says what they are or do now ("I run a bakery"), outside any dream of the sentence."""
    subject, head = clause.subject, clause.head
    now = head.tag_ in ("VBP", "VBZ") or any(c.dep_ == "aux" and c.tag_ in ("VBP", "VBZ") for c in head.children)
    dreamt = any(t.lemma_.lower() in ("dream", "dreamt", "imagine", "pretend") for t in head.sent)
    return subject is not None and subject.lower_ in ("i", "we") and now and not dreamt


def turns_to_speaker(clause: Clause) -> bool:
    """A clause joined on ("... but I've got epilepsy") whose subject is the person, where the clause it is
    joined to is said of someone else: the person's own words again, not part of that one's view."""

    def speaker(c: Clause | None) -> bool:
        return c is not None and c.subject is not None and c.subject.lower_ in ("i", "we")

    # (not "... my hedges are an eyesore and that I'm a hopeless gardener": a "that" goes on with what is said)
    marked = any(c.dep_ == "mark" for c in clause.head.children)
    # ("Everyone thinks Osian is my son but he is my nephew": set against the view, with a subject of its own)
    but = clause.subject is not None and any(c.dep_ == "cc" and c.lower_ == "but" for c in clause.head.head.children)
    turned = (speaker(clause) and not speaker(clause.parent)) or but
    return clause.head.dep_ == "conj" and turned and not marked


def _told_after(clause: Clause) -> bool:
    """ "My mate Darren got stopped at customs in Bali ..., told us all about it down the pub": what someone
    else told of themselves after it, an anecdote of theirs."""
    subject = clause.subject
    if subject is None or is_speaker(subject) or subject.pos_ == "PRON":
        return False
    return any(
        t.lemma_.lower() == "tell"
        and t.i > clause.head.i
        and (subject_of(t) is None or subject_of(t).i == subject.i)
        and any(
            c.dep_ == "prep" and c.lower_ == "about" and any(o.lower_ in ("it", "that") for o in c.children)
            for c in t.children
        )
        for t in clause.head.sent
    )
