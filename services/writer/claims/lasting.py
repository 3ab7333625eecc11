"""Whether a first-hand claim is worth keeping: a lasting fact of the household's, not a passing state, a
detail of the day, general knowledge or the conversation's frame; which denials are facts ("I don't eat pork")."""

from __future__ import annotations

from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause, fronted_participle
from services.writer.claims.coref import someone
from services.writer.claims.days_account import appointment, days_account, errand
from services.writer.claims.says_nothing import says_nothing
from services.writer.claims.subject_kind import plain_word


def lasting(clause: Clause, mood: str) -> bool:
    """A fact worth keeping: of the household or a named person; not a passing state, a detail of today or news."""
    about = clause.about()
    if about == "assistant" or says_nothing(clause) or not (_predicates(clause.head) or clause.diary):
        return False
    subject, head = clause.subject, clause.head
    if subject is not None and plain_word(subject) and subject.tag_ == "NNP" and subject.n_lefts == 0:
        return False  # "pecan pies an whatnot": a bare word the parse made a verb's subject ("pies")
    helped = head.tag_ == "VB" and head.dep_ in ("ccomp", "xcomp")  # a bare verb hanging on another's
    if helped and subject is not None and subject.lower_ in ("me", "us") and subject.n_rights == 0:
        return False  # "can help me write to my landlord": what the person asks to be helped to do, no fact
    if clause.story_frame and clause.head.lemma_ == "be":
        return False  # "I'm halfway through this novel": where they are in a story, for now
    nearly = [c for c in clause.head.children if c.lower_ in ("nearly", "almost", "about") and c.i < clause.head.i]
    if any(c.dep_ in ("advmod", "aux", "prep") for c in nearly):
        return False  # "I about lost a hubcap": what nearly happened did not
    about_so_many = any(t.lower_ == "like" and _number_after(t) for t in clause.tokens)
    if about_so_many and clause.head.tag_ == "VBG":
        return False  # "he's eating like ten plates of jollof a day" (not "I go like three times a week")
    if _predicted(clause, about):
        return False  # "this son of mine will finish the whole house": a guess about someone, not a fact
    marks = {c.lower_ for c in clause.head.children if c.dep_ == "mark" or (c.dep_ == "advmod" and c.tag_ == "WRB")}
    marks = marks if clause.head.dep_ in ("advcl", "ccomp") or clause.tokens[0].tag_ == "WRB" else set()
    if marks & {"when", "while", "until", "before", "after", "whenever", "once", "till"}:
        return False  # "when the family visits": a time, not a fact
    if clause.head.lemma_.lower() in lx.OPINION_VERBS or any(
        c.dep_ == "acomp" and c.lemma_.lower() in lx.OPINION_VERBS for c in clause.head.children
    ):
        return False  # "my mother-in-law is convinced", "my brother reckons": a view, not a fact
    frames = [clause.head, *(c for c in clause.head.children if c.dep_ in ("xcomp", "acomp"))]
    if any(
        t.lemma_.lower() in lx.REPORT_VERBS | lx.RELAY_VERBS and any(c.dep_ == "ccomp" for c in t.children)
        for t in frames
    ):
        return False  # "the kids keep telling me ...": the frame of someone's words
    theirs = clause.subject is not None and clause.subject.lower_ not in ("i", "we")
    if theirs and any(t.lemma_.lower() == "say" for t in frames):
        return False  # "her mother keeps saying no papaya": their words, whatever they are
    if theirs and any(
        c.dep_ == "ccomp" and any(m.dep_ == "mark" and m.lower_ == "that" for m in c.children)
        for t in frames
        if t.lemma_.lower() not in lx.FACTIVE
        for c in t.children
    ):
        return False  # "Jolyon keeps banging on that ...": the frame of someone's view
    naming = any(  # "the dog's called Bramble", "two hamsters called toffee": a name given is worth keeping
        c.pos_ == "PROPN" or c.text[:1].isupper() or (t.dep_ == "acl" and c.dep_ == "oprd" and c.pos_ == "NOUN")
        for t in clause.tokens
        if t.lemma_ in ("call", "name")
        for c in t.children
        if c.dep_ in ("oprd", "attr", "dobj")
    )
    if naming:
        return True
    # Someone named: a person the recogniser found, or a proper noun as the subject ("Bramble belongs to ...").
    local = any(
        t.ent_type_ in ("PERSON", "NORP") or (t.ent_type_ == "ORG" and t.dep_ != "compound") for t in clause.tokens
    ) or any(t.pos_ == "PROPN" and t.dep_ in ("nsubj", "nsubjpass", "poss") for t in clause.tokens)
    # what is so of a thing named bare ("petrol's gone up to one fifty-two at the Shell"), wherever it is
    bare = clause.subject is not None and clause.subject.pos_ == "NOUN" and not list(clause.subject.children)
    up = clause.parent  # "remember the bins go out on Thursdays now": the household's, asked to be kept
    asked = up is not None and up.head.lemma_ in ("remember", "note") and up.subject is None and not bare
    if about in ("thing", "place") and not clause.involves_speaker and (not local or bare) and not asked:
        return False  # general knowledge ("tortoises live for a hundred years"), not the household's
    head = clause.head
    lemmas = {t.lemma_.lower() for t in clause.tokens}
    named_object = any(c.dep_ == "dobj" and (c.pos_ == "PROPN" or c.ent_type_ == "PERSON") for c in head.children)
    if head.lemma_.lower() in lx.REPORT_VERBS | lx.TALK_VERBS and not named_object:
        return False  # "I think", "I need to check"; not "I see Dr Okoye every Tuesday"
    if head.lemma_ == "be" or (head.dep_ == "ROOT" and head.pos_ == "AUX" and head.lemma_ != "have"):
        complements = [c for c in head.children if c.dep_ in ("acomp", "attr", "oprd")]
        complements += [t for t in clause.elided if t.head.i not in {e.i for e in clause.elided}]
        knack = [c for c in complements if c.lemma_.lower() in lx.VERDICTS]
        if knack and any(p.dep_ == "prep" and p.lower_ in ("with", "at") for c in knack for p in c.children):
            return False  # "I'm useless with cars": a verdict on a knack, not a fact
        plain = [c for c in complements if not any(_qualifies(m) for m in c.children)]
        if complements and plain == complements and all(c.lemma_.lower() in lx.STATES for c in complements):
            return False  # "I'm tired" (not "I'm gluten-free", not "I'm fine with dogs")
        said = [c for c in head.children if c.dep_ in ("prep", "advmod", "npadvmod") and c.lower_ not in lx.DISCOURSE]
        off = [o for p in said if p.lower_ in ("off", "out") for o in p.subtree if o.dep_ == "pobj"]
        if any(c.dep_ == "poss" and c.pos_ == "PRON" for o in off for c in o.children):
            return False  # "he's off his rocker", "she's out of her mind": a figure of speech, not a fact
        if not complements and not said:
            return False
    own = {t.i for t in clause.tokens}
    if head.lemma_ in ("go", "get") and not any(c.dep_ not in _BARE_GO for c in head.children if c.i in own):
        return False  # "my cousin's truck went and broke down", "Callum's got": the verb alone says nothing
    away = [p for p in clause.tokens if p.dep_ == "prep" and p.lower_ in ("on", "at")]
    # (not a habit or a step taken: "Rahel drives trains on the night shift" is her job, "I've enrolled on a
    # Welsh course" a change; nor a rota: "I'm on night shift at the cargo terminal now" is the job)
    habit = head.tag_ in ("VBZ", "VBP") and head.lemma_ != "be"
    step = head.lemma_.lower() in _SIGNING_UP
    on = [o for p in away for o in p.children if o.dep_ == "pobj"]
    rota = [o for o in on if o.lemma_.lower() == "shift" and any(c.dep_ in ("compound", "amod") for c in o.children)]
    if not (habit or step or rota) and any(o.lemma_.lower() in lx.AWAY for o in on):
        return False  # "my manager's on holiday in Crete": for now
    states = [p for p in clause.head.children if p.dep_ == "prep" and p.lower_ in ("in", "over", "out")]
    states += [c for p in states if p.lower_ == "out" for c in p.children if c.lower_ == "of"]  # "out of order"
    passing = [o for p in states for o in p.children if o.dep_ == "pobj"]
    there = any(c.lower_ == "there" for c in head.children)  # "i'm sitting there": where they were, a moment
    posed = head.tag_ == "VBG" and head.lemma_ in ("sit", "stand", "wait") and there
    if posed or any(o.lemma_.lower() in lx.PASSING_STATES or o.lower_ in lx.PASSING_STATES for o in passing):
        return False  # "Freya's been in bits about it": for now
    today = any(
        t.lemma_.lower() in lx.PARTS_OF_DAY
        and t.tag_ != "NNS"  # "this morning", not "in the mornings" (every morning)
        and any(c.lower_ in ("this", "the") for c in t.children)
        for t in clause.tokens
    )
    # "my wee fraser started at the nursery this morning": a step in a life, taken today, lasts
    stepped = head.lemma_.lower() in _LIFE_STEPS and not any(c.dep_ in ("xcomp", "ccomp") for c in head.children)
    stepped = stepped and about in ("speaker", "relation", "pet", "person") and head.tag_ in ("VBD", "VBN")
    if (today or lemmas & lx.TODAY or appointment(clause) or errand(clause)) and mood != "plan" and not stepped:
        return False
    if _one_off(clause, about) or _lately(head):
        return False
    then = any(c.dep_ == "advmod" and c.lower_ == "then" and c.i < head.i for c in head.children)
    paused = any(c.dep_ in ("xcomp", "advcl") and any(a.tag_ == "TO" for a in c.children) for c in head.children)
    if then and head.tag_ == "VBD" and (head.lemma_.lower() not in lx.CHANGE_VERBS or paused):
        return False  # "then I stopped to buy suya near Wuse": the next thing in a day's account
    if head.lemma_ != "be" and any(c.dep_ == "advmod" and c.lower_ == "again" for c in head.children):
        return False  # "Bev is doing her lemon bars again", "NEPA take light again": once more, an incident
    content = [
        t
        for t in clause.tokens
        if t.pos_ in ("NUM", "PROPN") or (t.pos_ in ("NOUN", "ADJ", "VERB") and not t.is_stop)  # "since May"
    ]
    return bool(content)


_LIFE_STEPS = frozenset({"start", "begin", "join", "move", "graduate", "marry", "retire", "quit", "resign", "pass"})
_SIGNING_UP = frozenset({"enrol", "enroll", "join", "sign", "register", "start", "begin", "book", "apply"})
_LASTING_LOSSES = frozenset(
    {
        "weight",
        "sight",
        "hearing",
        "voice",
        "sense",
        "smell",
        "taste",
        "leg",
        "arm",
        "hand",
        "foot",
        "eye",
        "hair",
        "licence",
        "license",
    }
    | {"memory", "business", "shop", "home", "everything", "husband", "wife", "partner", "baby", "faith"}
)


def _predicted(clause: Clause, about: str) -> bool:
    """What someone else will do, with no date to it: a prediction ("he'll eat us out of house and home"),
    not a plan of theirs ("my sister will be 40 on Friday")."""
    if about == "speaker" or clause.subject is None or clause.subject.lower_ in lx.SPEAKER_SUBJECTS:
        return False
    will = any(c.dep_ == "aux" and c.lower_ in ("will", "'ll") for c in clause.head.children)
    dated = any(t.ent_type_ in ("DATE", "TIME") for t in clause.tokens)
    return will and not dated


def habit_denied(clause: Clause) -> bool:
    """A denial that is itself a lasting fact of the speaker's or their people's: what they do not do, as a
    rule ("I don't eat pork", "we never drive", "my son doesn't eat eggs"), or cannot take ("my son Hamza
    can't have gluten"); not "I'm not vegan" (what they are not), "I didn't go" or "I can't come"."""
    head, subj = clause.head, clause.subject
    if subj is None or head.pos_ != "VERB" or head.lemma_ == "be":
        return False
    theirs = subj.lower_ not in lx.SPEAKER_SUBJECTS and clause.about() in ("relation", "pet")
    if subj.lower_ not in lx.SPEAKER_SUBJECTS and not theirs:
        return False
    # What they do not do to a thing in general ("eat pork", "own a car"), not this one, nor "I don't mind"
    said_of = [c for c in head.children if c.dep_ == "dobj" and c.pos_ in ("NOUN", "PROPN")]
    pointed = any(t.lower_ in ("the", "this", "that", "these", "those") for d in said_of for t in d.subtree)
    if not said_of or pointed:
        return False
    aux = [c for c in head.children if c.dep_ == "aux"]
    never = any(c.dep_ == "neg" and c.lower_ == "never" for c in head.children)
    do = [a for a in aux if a.lemma_ == "do" and a.tag_ in ("VBP", "VBZ")]  # "don't", not "didn't", "won't"
    # "can't have gluten"; and what they can do no more ("I can't do stairs no more", "can't drive anymore")
    can = any(a.lemma_ == "can" for a in aux)
    cannot = can and (head.lemma_.lower() in lx.CONSUMING or lx.no_more(clause.tokens))
    return (bool(do) and len(aux) == 1) or bool(cannot) or (never and not aux and head.tag_ in ("VBP", "VBZ"))


_SPANS = frozenset({"year", "month", "decade", "age", "ages", "donkey"})  # "for years", "for donkey's years"


def _since(head: Any) -> bool:
    """ "since birth", "since she was two" """
    return any(
        (c.dep_ == "prep" and c.lower_ == "since")
        or (c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ == "since" for m in c.children))
        for c in head.children
    )


def _over_years(head: Any) -> bool:
    """ "for ten years", "married thirty years", "twelve year now" """
    return any(
        (c.dep_ == "prep" and c.lower_ == "for" and any(t.lemma_.lower() in _SPANS for t in c.subtree))
        or (c.dep_ == "npadvmod" and c.lemma_.lower() in _SPANS and any(n.like_num for n in c.children))
        or (c.dep_ == "npadvmod" and c.lemma_.lower() in _SPANS and c.tag_ == "NNS")
        for c in head.children
    )


def _lately(head: Any) -> bool:
    """ "my neighbour's rooster been crowing at three in the morning", "I've been sorting the loft": what
    has been going on lately, not a lasting fact (unless it has gone on for years)."""
    been = any(c.dep_ == "aux" and c.lower_ == "been" for c in head.children)
    return head.tag_ == "VBG" and been and not _over_years(head) and not _since(head)


def _one_off(clause: Clause, about: str) -> bool:
    """A detail of a day gone by: a past event ("I burnt the porridge", "we got a takeaway on Saturday")
    that changed nothing lasting (not "moved", "started", "was born") and names no one and nowhere."""
    head = clause.head
    verbs = [head, *(c for c in head.children if c.dep_ in ("aux", "auxpass"))]
    done = head.tag_ == "VBN" and any(c.dep_ == "dobj" for c in head.children)  # "the mailman's left my package"
    past = any("Past" in v.morph.get("Tense") and v.tag_ == "VBD" for v in verbs) or (
        head.tag_ == "VBN" and any(v.lemma_ == "have" or (done and v.lower_ in ("'s", "’s")) for v in verbs[1:])
    )
    lasting_words = (lx.CHANGE_WORDS - {"instead", "new"}) | {"finally"}  # "finally got the panels up": long awaited
    # "our new flat" is a change of the person's; "that new ramen place" is not
    owned_new = any(t.lower_ == "new" and any(c.dep_ == "poss" for c in t.head.children) for t in clause.tokens)
    changed = any(t.lower_ in lasting_words for t in clause.tokens) or owned_new
    # a change of the household's ("we moved", "Nan died"), not what a stranger did ("the mailman's left
    # my package on the wrong porch again")
    household = about in ("speaker", "relation", "pet", "person") or clause.involves_speaker
    # "the kids' school play got moved to Thursday": a thing of theirs rescheduled, not they who moved
    subject = clause.subject
    thing_moved = any(c.dep_ == "auxpass" for c in head.children) and subject is not None and subject.pos_ == "NOUN"
    household = household and not (thing_moved and subject.lemma_.lower() not in lx.RELATIONS | lx.PETS)
    # an incident once more ("again"), or one that lasted minutes or hours ("yowling on the roof for an hour")
    again = any(c.dep_ == "advmod" and c.lower_ == "again" for c in head.children) or lx.for_hours(clause.tokens)
    if past and again:
        return True
    # "I've taken a job driving a school bus", "we got a puppy": what one took on stays (not "a takeaway")
    if any(c.dep_ == "dobj" and c.lemma_.lower() in lx.TAKEN_ON | lx.PETS for c in head.children):
        return False
    # "they've made me chair of the WI": a role given to the speaker lasts
    if head.lemma_.lower() in lx.APPOINTING and any(  # and "I've been made head of science"
        (t.lower_ in ("me", "us") and t.dep_ in ("dobj", "nsubj"))
        or (t.lower_ in ("i", "we") and t.dep_ == "nsubjpass")
        for t in clause.tokens
    ):
        return False
    # "the doctor put me on warfarin", "they've put us on the night shift": a regime begun, not a day's event
    put_on = head.lemma_ == "put" and any(  # (not "put me on hold", "on speaker")
        c.dep_ == "prep" and c.lower_ == "on" and not {o.lower_ for o in c.children} & _PUT_ON_FOR_NOW
        for c in head.children
    )
    if put_on and any(c.dep_ == "dobj" and c.lower_ in ("me", "us") for c in head.children):
        return False
    # "Nan died" changed the household; "my phone died on the bus" did not
    thing_died = head.lemma_.lower() in ("die", "pass") and not (clause.subject_words and someone(clause.subject_words))
    thing_died = thing_died and not any(c.dep_ == "dobj" for c in head.children)  # not "I passed my driving test"
    # "lsu lost to alabama", "we lost 3-1": a match lost, not something the household lost
    defeat = head.lemma_.lower() == "lose" and not any(c.dep_ == "dobj" for c in head.children)
    # "then I lost the car keys", "left me brolly on the bus": a thing mislaid; not a person, a pet, a job or a
    # faculty ("lost my hearing"), nor a place left ("left Leeds")
    left = head.lemma_ == "leave" and any(c.dep_ == "prep" and c.lower_ in ("on", "in", "at") for c in head.children)
    mislaid = (head.lemma_.lower() == "lose" or left) and any(
        c.dep_ == "dobj"
        and c.lemma_.lower() not in lx.RELATIONS | lx.PETS | lx.TAKEN_ON | _LASTING_LOSSES
        and (c.pos_ == "NOUN" or not left)
        for c in head.children
    )
    if past and mislaid:
        return True  # wherever it was ("somewhere in Tesco"): a mishap of the day
    lost = defeat or mislaid
    if not past or (head.lemma_.lower() in lx.CHANGE_VERBS and household and not (thing_died or lost)) or changed:
        return False
    since = _since(head)
    # "my wife has taught chemistry there for ten years": a perfect over years still holds
    perfect = any(v.lemma_ == "have" for v in verbs[1:])
    if perfect and _over_years(head):
        return False
    if since or (
        head.lemma_ == "be"
        and any(v.lemma_ == "have" for v in verbs[1:])
        and any(c.dep_ in ("acomp", "attr") for c in head.children)  # not "I've been to three shops"
    ):
        return False  # "Tala has been deaf since birth": a state that still holds
    if head.lemma_ == "get" and any(c.dep_ == "prep" and c.lower_ == "into" for c in head.children):
        return False  # "I got into the county netball squad": admitted, a change that lasts
    if head.lemma_ == "get" and any(v.lemma_ == "have" or v.lower_ in ("'s", "’s") for v in verbs[1:]):
        return False  # "I've got a plot at the allotments": having, not a day's event
    if head.tag_ == "VBN" and any(c.dep_ == "prt" for c in head.children) and perfect:
        return False  # "I've taken up bouldering": a present perfect that started something
    if head.lemma_ == "grow" and any(c.dep_ == "prt" and c.lower_ == "up" for c in head.children):
        return False  # "I grew up in Kraków": where a life was, not a day
    # Where it happened (a town, a school) or whose life it was (my sister): more than a detail of the day.
    placed = any(  # "in Leeds", "to Crete" (not "with Kemi", which the recogniser may call a place)
        t.ent_type_ in ("GPE", "LOC", "FAC") and t.pos_ == "PROPN" and t.head.lower_ in _WHERE for t in clause.tokens
    )
    placed = placed and not days_account(clause)
    said_to = clause.addressed
    named = placed or (
        about in ("relation", "pet")
        and any(t.pos_ == "PROPN" and t.i not in said_to and t.ent_type_ not in ("DATE", "TIME") for t in clause.tokens)
    )
    year = any(t.ent_type_ == "DATE" and t.like_num and len(t.text) == 4 for t in clause.tokens)
    return not named and not year


_PUT_ON_FOR_NOW = frozenset({"hold", "speaker", "spot", "phone", "line", "edge", "mute"})


def _qualifies(mod: Any) -> bool:
    """A modifier that makes a state a property ("gluten-free", "fine with dogs"); "very", "so" do not."""
    if mod.dep_ in ("npadvmod", "compound", "prep"):
        return True
    return mod.dep_ == "advmod" and mod.lower_ not in lx.INTENSIFIERS


_FINITE = frozenset({"VBZ", "VBP", "VBD", "MD"})
_BARE_GO = frozenset({"nsubj", "aux", "cc", "conj", "punct", "neg", "advmod"})
_WHERE = frozenset({"in", "at", "to", "from", "near", "into", "outside", "around", "across", "through"})


_CONTRACTED = frozenset({"'s", "'re", "'m", "'ve", "'d", "'ll"})  # "the dog's called": tagged POS at times


def _number_after(tok: Any) -> bool:
    """ "like ten plates": a number said roughly (not "like four o'clock": a time)."""
    return tok.i + 1 < len(tok.doc) and tok.nbor().like_num and tok.nbor().ent_type_ != "TIME"


def _finite(verb: Any) -> bool:
    auxes = [a for a in verb.children if a.dep_ in ("aux", "auxpass")]
    return verb.tag_ in _FINITE or any(a.tag_ in _FINITE or a.lower_ in _CONTRACTED for a in auxes)


def _predicates(head: Any) -> bool:
    """The clause says something of its subject: a verb with a tense, not a list of the day's doings ("then three
    meetings"), not a bare participle ("then getting lost"), though a verb joined to a tensed one shares its tense."""
    if head.pos_ not in ("VERB", "AUX"):
        return False
    # (a present participle with no "be" is how many Englishes say it: "I living in San Fernando")
    bare_participle = head.tag_ == "VBN" and not any(c.dep_ in ("aux", "auxpass") for c in head.children)
    # "(Maureen) had her hair done": what someone had done; not "I've had the cataract done", "I'm getting my
    # knee replaced", which is the speaker's
    caused = head.dep_ in ("ccomp", "xcomp") and head.head.lemma_ in ("have", "get")
    caused = caused and not any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in head.head.children)
    if bare_participle and (caused or head.dep_ not in ("conj", "xcomp", "ccomp", "ROOT")):
        return False  # "... and had her hair done purple, at seventy-eight!": what was done, no tense to say it with
    near = [c for x in (head, *(a for a in head.children if a.dep_ == "auxpass")) for c in x.children]
    if _finite(head) or any(c.dep_ in ("nsubj", "nsubjpass") for c in near):
        return True  # a tense, or a subject of its own ("our Hector to sleep"; on "Chidi is getting married")
    if fronted_participle(head) and (head.lemma_ == "be" or head.i > head.head.i):
        return True  # "Being coeliac, should I ...?", "..., doing data analyst at the bank": said on the way
    own_aux = any(a.dep_ in ("aux", "auxpass") for a in head.children)
    joined = head.dep_ == "conj" and head.head.pos_ in ("VERB", "AUX") and _finite(head.head)
    return joined and not own_aux and head.tag_ != "VBG"
