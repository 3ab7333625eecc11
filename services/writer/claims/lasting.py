"""Whether a first-hand claim is worth keeping: a lasting fact of the household's, not a passing state, a
detail of the day, general knowledge or the conversation's frame; which denials are facts ("I don't eat pork")."""

from __future__ import annotations

from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.clauses import Clause, fronted_participle
from services.writer.claims.days_account import appointment, errand
from services.writer.claims.name_given import gap_filler
from services.writer.claims.one_off import one_off, over_years, since
from services.writer.claims.says_nothing import says_nothing
from services.writer.claims.spoken import in_another_language
from services.writer.claims.subject_kind import plain_word


def lasting(clause: Clause, mood: str) -> bool:
    """A fact worth keeping: of the household or a named person; not a passing state, a detail of today or news."""
    about = clause.about()
    if about == "assistant" or says_nothing(clause) or not (_predicates(clause.head) or clause.diary):
        return False
    if in_another_language([t.text for t in clause.tokens]):
        return False  # "grabe yung episode kagabi, ...": what it asserts is beyond an English parse
    subject, head = clause.subject, clause.head
    if subject is not None and plain_word(subject) and subject.tag_ == "NNP" and subject.n_lefts == 0:
        return False  # "pecan pies an whatnot": a bare word the parse made a verb's subject ("pies")
    excess = [t for t in clause.tokens if t.lower_ == "too" and t.dep_ == "advmod" and t.head.i == t.i + 1]
    someone = subject is not None and (subject.pos_ in ("PRON", "PROPN") or subject.lemma_ in lx.RELATIONS | lx.PETS)
    if any(t.head.pos_ in ("ADJ", "ADV") for t in excess) and someone:
        return False  # "he charges too much", "she's too young": a verdict on someone (not "allergic to it too")
    kept_at = [c for c in head.children if c.dep_ == "xcomp" and c.tag_ == "VBG"] if head.lemma_ == "keep" else []
    if kept_at and not any(g.dep_ in ("dobj", "prep", "ccomp", "xcomp") for c in kept_at for g in c.children):
        return False  # "I keep forgetting", "the baby keeps crying": what goes on and on, said of now
    if gap_filler(clause) is not None:
        return False  # "the bike repair shop i run in Gdańsk": "i run in Gdańsk" alone says another thing
    if head.lemma_ == "have" and any(c.dep_ == "dobj" for c in head.children) and _switched_on(head):
        return False  # "I've the kettle on", "we've the heating on": how things are this minute
    done = [c for c in head.children if c.dep_ in ("dobj", "advmod", "acomp", "oprd")] if head.lemma_ == "do" else []
    if done and all(c.pos_ in ("ADJ", "ADV") and c.lemma_.lower() in lx.STATES for c in done):
        return False  # "Nah, I do fine": how they are getting on (not "I do fine art")
    wanted = head.dep_ in ("ccomp", "xcomp") and head.head.lemma_.lower() in ("need", "want", "like", "love")
    if wanted and any(c.dep_ == "aux" and c.tag_ == "TO" for c in head.children):
        return False  # "I need wall plugs to put up shelves": what is wanted done, not done
    helped = head.tag_ == "VB" and head.dep_ in ("ccomp", "xcomp")  # a bare verb hanging on another's
    if helped and subject is not None and subject.lower_ in ("me", "us") and subject.n_rights == 0:
        return False  # "can help me write to my landlord": what the person asks to be helped to do, no fact
    if clause.story_frame and clause.head.lemma_ == "be":
        return False  # "I'm halfway through this novel": where they are in a story, for now
    nearly = [c for c in clause.head.children if c.lower_ in ("nearly", "almost", "about") and c.i < clause.head.i]
    if any(c.dep_ in ("advmod", "aux", "prep") for c in nearly):
        return False  # "I about lost a hubcap": what nearly happened did not
    about_so_many = any(t.lower_ == "like" and _number_after(t) for t in clause.tokens)
    if about_so_many and clause.head.tag_ == "VBG" and mood != "plan":  # ("coming from the 3rd, for like two weeks")
        return False  # "he's eating like ten plates of jollof a day" (not "I go like three times a week")
    # Irish "he's after eating half the couch": just done, a day's event (not "she's after having twins")
    just_done = [p for p in head.children if p.dep_ == "prep" and p.lower_ == "after" and head.lemma_ == "be"]
    done = [v for p in just_done for v in p.children if v.dep_ == "pcomp" and v.tag_ == "VBG"]
    if done and not any(v.lemma_.lower() in _LIFE_STEPS | lx.CHANGE_VERBS | {"have", "get"} for v in done):
        return False
    if head.lemma_ == "change" and any(c.dep_ == "dobj" and c.lower_ == "mind" for c in head.children):
        return False  # "I change my mind": about what was said, no fact
    called = head.lemma_ in _CALLING_UP and any(c.dep_ == "dobj" and c.lower_ in ("me", "us") for c in head.children)
    if called and any(c.dep_ == "prep" and c.lower_ == "about" for c in head.children):
        return False  # "my friend he call me about the party on saturday": one call, about one thing
    if _predicted(clause, about):
        return False  # "this son of mine will finish the whole house": a guess about someone, not a fact
    marks = {c.lower_ for c in clause.head.children if c.dep_ == "mark" or (c.dep_ == "advmod" and c.tag_ == "WRB")}
    marks = marks if clause.head.dep_ in ("advcl", "ccomp") or clause.tokens[0].tag_ == "WRB" else set()
    if marks & {"when", "while", "until", "before", "after", "whenever", "once", "till"}:
        return False  # "when the family visits": a time, not a fact
    if head.tag_ == "VBG" and head.lemma_.lower() in ("beg", "nag", "pester", "badger", "whine", "moan", "plead"):
        return False  # "kids are now begging me for a monkey": an episode of asking, not a fact
    just = any(c.dep_ == "advmod" and c.lower_ == "just" for c in head.children)
    if head.tag_ == "VBG" and just and head.lemma_.lower() not in _LIFE_STEPS | lx.CHANGE_VERBS:
        return False  # "I'm just getting the fork out the shed": what they are doing this minute
    # (not "Being coeliac, ...", "With Shreyas being diabetic, ...": what the question rests on)
    acting = any(c.dep_ == "aux" or (c.dep_ == "nsubj" and head.dep_ == "ROOT") for c in head.children)
    acting = acting and head.lower_ == "being"
    if head.tag_ == "VBG" and acting and any(c.dep_ in ("attr", "acomp") for c in head.children):
        return False  # "Brenda's being Brenda about the charting", "he's being difficult": how someone is acting
    if head.tag_ == "VBG" and head.lemma_ == "get" and any(c.dep_ == "acomp" for c in head.children):
        return False  # "then Amma is getting upset": a mood coming on
    if _stranger(clause.subject):
        return False  # "bloke ran across the Sahara": someone no one knows is no one to remember things of
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
    named_object = named_object or any(c.dep_ == "prt" and c.lower_ == "out" for c in head.children)  # "trying out"
    if head.lemma_.lower() in lx.REPORT_VERBS | lx.TALK_VERBS and not named_object:
        return False  # "I think", "I need to check"; not "I see Dr Okoye every Tuesday"
    if head.lemma_ == "be" or (head.dep_ == "ROOT" and head.pos_ == "AUX" and head.lemma_ != "have"):
        complements = [c for c in head.children if c.dep_ in ("acomp", "attr", "oprd")]
        complements += [t for t in clause.elided if t.head.i not in {e.i for e in clause.elided}]
        complements = [c for c in complements if not _called(c)]  # "I'm fine, honey": who is spoken to
        complements += [c for c in head.children if c.dep_ == "nummod" and c.like_num]  # "im 19": the age
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
    passive = any(c.dep_ == "auxpass" for c in head.children) and head.lower_ in lx.STATES
    if passive and not any(c.dep_ in ("prep", "agent", "dobj", "xcomp") for c in head.children):
        return False  # "I'm drenched", "I'm wrecked anyway": how they are now, read as a passive
    away = head.lemma_ == "be" and any(c.lower_ == "away" for c in head.children)
    if away and lx.FOR_NOW.search(" ".join(t.text for t in clause.tokens)):
        return False  # "Morag is away at her sister's in Oban the now": for now
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
    states += [p for c in head.children if c.lower_ == "all" for p in c.children if p.lower_ == "of"]  # "all of a rush"
    passing = [o for p in states for o in p.children if o.dep_ == "pobj"]
    there = any(c.lower_ == "there" for c in head.children)  # "i'm sitting there": where they were, a moment
    posed = head.tag_ == "VBG" and head.lemma_ in ("sit", "stand", "wait") and there
    # "we are still stuck on the Hebbal flyover", "stuck in traffic": for now (not "stuck commuting to Slough")
    stuck = head if head.lower_ == "stuck" else next((c for c in head.children if c.lower_ == "stuck"), None)
    stuck_on = [p for p in (stuck.children if stuck is not None else []) if p.dep_ == "prep"]
    # ("i'm stuck at the bank": where the person is held up, for now; not "stuck in the flat in Partick")
    posed = posed or any(p.lower_ in ("on", "at") or any(o.lemma_ in _HOLD_UPS for o in p.children) for p in stuck_on)
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
    # ("Jun's calling later": later today; not "later this year")
    later = any(
        t.lower_ == "later" and (t.i + 1 == len(t.doc) or t.nbor(1).lower_ not in _LATER_WHEN) for t in clause.tokens
    )
    if (today or lemmas & lx.TODAY or appointment(clause) or errand(clause)) and mood != "plan" and not stepped:
        return False
    if (lemmas & lx.TODAY or later) and not stepped:
        return False  # "hes cooking for us tonight": over before a memory of it could help
    if one_off(clause, about) or _lately(head):
        return False
    then = any(c.dep_ == "advmod" and c.lower_ == "then" and c.i < head.i for c in head.children)
    paused = any(c.dep_ in ("xcomp", "advcl") and any(a.tag_ == "TO" for a in c.children) for c in head.children)
    if then and head.tag_ == "VBD" and (head.lemma_.lower() not in lx.CHANGE_VERBS or paused):
        return False  # "then I stopped to buy suya near Wuse": the next thing in a day's account
    words = [t for t in clause.tokens if not t.is_punct]
    settled = bool(words) and words[-1].lower_ == "then" and words[-1].head.i == head.i and head.i < words[-1].i
    settled = settled and any(c.lower_ == "just" for c in head.children)  # (not "i close noor groceries ... then")
    if settled and head.tag_ in ("VBP", "VB") and head.lemma_ != "be":
        return False  # "ok lor i just eat the rice and cucumber then": what they will do about it, a choice now
    on_about = [t for t in clause.tokens if t.lemma_ == "go" and {c.lower_ for c in t.children} >= {"on", "about"}]
    if on_about:
        return False  # "Ayaan keeps going on about a PS5 for Eid": what someone keeps asking for, no fact
    resumed = head.lemma_.lower() in ("start", "begin", "stop")  # "she started eating fish again": a change
    if head.lemma_ != "be" and not resumed and any(c.dep_ == "advmod" and c.lower_ == "again" for c in head.children):
        return False  # "Bev is doing her lemon bars again", "NEPA take light again": once more, an incident
    content = [
        t
        for t in clause.tokens
        if t.pos_ in ("NUM", "PROPN") or (t.pos_ in ("NOUN", "ADJ", "VERB") and not t.is_stop)  # "since May"
    ]
    return bool(content)


_CALLING_UP = frozenset({"call", "ring", "phone", "text", "message", "email", "ping"})
_LIFE_STEPS = frozenset({"start", "begin", "join", "move", "graduate", "marry", "retire", "quit", "resign", "pass"})
_SIGNING_UP = frozenset({"enrol", "enroll", "join", "sign", "register", "start", "begin", "book", "apply"})


def _predicted(clause: Clause, about: str) -> bool:
    """What someone else will do, with no date to it: a prediction ("he'll eat us out of house and home"),
    not a plan of theirs ("my sister will be 40 on Friday")."""
    if about == "speaker" or clause.subject is None or clause.subject.lower_ in lx.SPEAKER_SUBJECTS:
        return False
    head = clause.head
    # ("my wife will see and nag me every day": the "will" of the verb it is joined to)
    bare = head.dep_ == "conj" and head.tag_ == "VB" and not any(c.dep_ == "aux" for c in head.children)
    verbs = [head, head.head] if bare else [head]
    will = any(c.dep_ == "aux" and c.lower_ in ("will", "'ll") for v in verbs for c in v.children)
    dated = any(t.ent_type_ in ("DATE", "TIME") for t in clause.tokens)
    # ("she'll be seventy": the age they turn next, no guess)
    age = clause.head.lemma_ == "be" and any(c.dep_ == "attr" and c.like_num for c in clause.head.children)
    return will and not dated and not age


def habit_denied(clause: Clause) -> bool:
    """A denial that is itself a lasting fact of the speaker's or their people's: what they do not do, as a
    rule ("I don't eat pork", "we never drive", "my son doesn't eat eggs"), or cannot take ("my son Hamza
    can't have gluten"); not "I'm not vegan" (what they are not), "I didn't go" or "I can't come"."""
    head, subj = clause.head, clause.subject
    if subj is None or head.pos_ != "VERB" or head.lemma_ == "be":
        return False
    theirs = subj.lower_ not in lx.SPEAKER_SUBJECTS and clause.about() in ("relation", "pet", "person")
    if subj.lower_ not in lx.SPEAKER_SUBJECTS and not theirs:
        return False
    # What they do not do to a thing in general ("eat pork", "own a car"), not this one, nor "I don't mind"
    said_of = [c for c in head.children if c.dep_ == "dobj" and c.pos_ in ("NOUN", "PROPN")]
    pointed = any(t.lower_ in ("the", "this", "that", "these", "those") for d in said_of for t in d.subtree)
    # ("I don't drive any more": what they stopped doing, for good, says it with no object)
    if (not said_of and not lx.no_more(clause.tokens)) or pointed:
        return False
    aux = [c for c in head.children if c.dep_ == "aux"]
    never = any(c.dep_ == "neg" and c.lower_ == "never" for c in head.children)
    do = [a for a in aux if a.lemma_ == "do" and a.tag_ in ("VBP", "VBZ")]  # "don't", not "didn't", "won't"
    # "can't have gluten"; and what they can do no more ("I can't do stairs no more", "can't drive anymore")
    can = any(a.lemma_ == "can" for a in aux)
    cannot = can and (head.lemma_.lower() in lx.CONSUMING or lx.no_more(clause.tokens))
    # ("Tama still won't touch red meat": what they refuse to eat, for good)
    refuses = any(a.lower_ in ("wo", "will") for a in aux) and head.lemma_.lower() in lx.CONSUMING | {"touch"}
    return (
        (bool(do) and len(aux) == 1) or bool(cannot) or refuses or (never and not aux and head.tag_ in ("VBP", "VBZ"))
    )


def _switched_on(head: Any) -> bool:
    """ "on" with no object of its own after what is had: the thing is on now (not "on Fridays")."""
    near = [*head.children, *(g for c in head.children if c.dep_ == "dobj" for g in c.children)]
    on = [t for t in near if t.lower_ == "on" and t.i > head.i]
    return any(not any(c.dep_ == "pobj" for c in t.children) and t.dep_ in ("prt", "advmod", "prep") for t in on)


def _lately(head: Any) -> bool:
    """ "my neighbour's rooster been crowing at three in the morning", "I've been sorting the loft": what
    has been going on lately, not a lasting fact (unless it has gone on for years)."""
    been = any(c.dep_ == "aux" and c.lower_ == "been" for c in head.children)
    return head.tag_ == "VBG" and been and not over_years(head) and not since(head)


def _called(word: Any) -> bool:
    """A bare noun after a comma, the clause's last word: the one spoken to ("..., honey", "..., mate")."""
    doc = word.doc
    last = word.i + 1 >= len(doc) or doc[word.i + 1].is_punct
    return word.pos_ == "NOUN" and word.i > 0 and doc[word.i - 1].text == "," and not list(word.children) and last


def _qualifies(mod: Any) -> bool:
    """A modifier that makes a state a property ("gluten-free", "fine with dogs"); "very", "so" do not."""
    if mod.dep_ in ("npadvmod", "compound", "prep"):
        return True
    return mod.dep_ == "advmod" and mod.lower_ not in lx.INTENSIFIERS


_FINITE = frozenset({"VBZ", "VBP", "VBD", "MD"})
_BARE_GO = frozenset({"nsubj", "aux", "cc", "conj", "punct", "neg", "advmod"})


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


_LATER_WHEN = frozenset({"this", "next", "in", "on", "that", "than", "life", "years"})
_HOLD_UPS = frozenset({"traffic", "queue", "jam", "lift", "elevator", "tailback"})


def _stranger(subject: Any) -> bool:
    """ "bloke", "this guy", "some woman": a person by kind alone, nobody's and unnamed."""
    if subject is None or subject.lemma_.lower() not in lx.STRANGERS:
        return False
    return not any(c.dep_ in ("poss", "appos", "compound", "relcl", "prep", "acl") for c in subject.children)
