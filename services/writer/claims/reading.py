"""How a clause is meant: its polarity, mood, attribution, time, and whether it changes or forgets.

All of it is read from the parse: a negation is a `neg` dependent, a question is a wh-word or an
inverted auxiliary, a conditional hangs on an "if" marker, someone else's view is the complement of a
reporting verb whose subject is not the speaker, quoted text is between quotation marks or after the
colon of a dictation ("write this down: ..."), a story is told of a film's or a book's characters."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from services.writer.claims import lexicon as lx
from services.writer.claims.attribution import attribution
from services.writer.claims.clauses import Clause
from services.writer.claims.forget_spares import left_out_words, spared_words
from services.writer.claims.forgetting import forget_request, keep_request
from services.writer.claims.frames import SentenceFrame, is_speaker


@dataclass(frozen=True)
class Reading:
    polarity: str
    mood: str
    attribution: str
    time: str
    change: str | None
    forget: tuple[str, ...] | None
    spares: tuple[str, ...] = ()
    keeps: bool = False
    left_out: tuple[str, ...] = ()


def read(clause: Clause, f: SentenceFrame, story_open: bool = False) -> Reading:
    """How the clause is meant; `story_open`: an earlier clause of its sentence began a story."""
    head = clause.head
    # (not a hedge on an amount: "my small land near hawassa, maybe one hectare" is so, roughly measured)
    lemmas = {t.lemma_.lower() for t in clause.tokens if not _roughly(t)}
    lowers = {t.lower_ for t in clause.tokens}
    forget = forget_request(clause, head)
    return Reading(
        polarity=_polarity(clause),
        mood=_mood(clause, f, lemmas),
        attribution=attribution(clause, f, lemmas, story_open),
        time=_time(clause),
        change=_change(clause, lemmas, lowers),
        forget=forget,
        spares=spared_words(head) if forget is not None else (),
        left_out=left_out_words(head) if forget is not None else (),
        keeps=forget is None and keep_request(clause, head),
    )


def _polarity(clause: Clause) -> str:
    head = clause.head
    if head.lemma_.lower() == "stand" and any(a.lower_ in ("ca", "can", "could") for a in head.children):
        return "asserted"  # "I can't stand coriander": a dislike, said outright
    if any(c.dep_ == "neg" and not _not_instead(c) for c in head.children):
        return "denied"
    for aux in (c for c in head.children if c.dep_ in ("aux", "auxpass")):
        if any(g.dep_ == "neg" for g in aux.children):
            return "denied"
    # "we have no car", "no one in the house smokes"; not "I'm vegetarian, so no steak suggestions"
    doc = head.doc
    core = (
        head.i,
        *[
            c.i
            for c in head.children
            if c.dep_ in ("nsubj", "nsubjpass", "dobj", "attr", "expl")
            and not any(t.text == "," for t in doc[min(head.i, c.left_edge.i) : max(head.i, c.left_edge.i)])
        ],
    )
    if any(
        t.lower_ in ("no", "none", "nobody", "never", "nothing")
        and t.head.i in core
        # ("Nothing with nuts mind, my youngest Jack has a peanut allergy": set off before it, no part of it)
        and not (t.head.i == head.i and any(w.text == "," for w in doc[t.i : head.i]))
        for t in clause.tokens
        if t.dep_ in ("det", "neg", "nsubj", "dobj", "advmod")
    ):
        return "denied"
    return "asserted"


def _not_instead(neg: Any) -> bool:
    """ "the recycling goes out on thursday nights now not monday", "I eat fish, not meat": a "not" after
    what the verb says, before a noun, sets aside the other one; what is said is asserted."""
    head, doc = neg.head, neg.doc
    if neg.i < head.i + 2 or neg.i + 1 >= len(doc) or doc[neg.i + 1].pos_ not in ("NOUN", "PROPN", "NUM", "DET", "ADP"):
        return False
    return any(c.dep_ in ("dobj", "prep", "attr", "acomp", "npadvmod") and head.i < c.i < neg.i for c in head.children)


def _roughly(word: Any) -> bool:
    """ "maybe one hectare", "probably 20 minutes": a hedge on a number, not on what is said."""
    counted = word.head.like_num or any(c.dep_ == "nummod" for c in word.head.children)
    return word.lower_ in lx.HEDGES and word.dep_ == "advmod" and word.head.pos_ in ("NOUN", "NUM") and counted


def _mood(clause: Clause, f: SentenceFrame, lemmas: set[str]) -> str:
    head, subj = clause.head, clause.subject
    auxes = [c for c in head.children if c.dep_ in ("aux", "auxpass")]
    if _conditional(clause) or lemmas & lx.HEDGES:
        return "conditional"
    up = clause.parent
    infinitive = any(c.dep_ == "aux" and c.tag_ == "TO" for c in head.children) and head.dep_ != "ROOT"
    wanted = head.dep_ in ("ccomp", "xcomp") and head.head.lemma_.lower() in ("want", "wish") and head.tag_ == "VBN"
    if wanted and subj is not None and subj.lower_ != "you":  # "they want her tested for the enrichment program"
        return "wish"
    if infinitive and up is not None:  # "is it safe for me to be using one of them hobs?": as what it hangs on
        return _mood(up, f, {t.lemma_.lower() for t in up.tokens})
    if head.dep_ == "conj" and up is not None and not _contrasted(head):  # "I'd buy a cottage and never work again"
        joined = _mood(up, f, {t.lemma_.lower() for t in up.tokens})
        if joined in ("conditional", "wish", "opinion"):
            return joined
        # "don't let me forget or Marcus will kill me": what follows a request's "or" is what would happen
        otherwise = any(
            c.dep_ == "cc" and c.lower_ in ("or", "otherwise") for c in [*head.children, *head.head.children]
        )
        asked_for = joined == "instruction" or (up.parent is not None and _mood(up.parent, f, set()) == "instruction")
        if otherwise and asked_for:
            return "conditional"
    # In "I work nights, so when should I sleep?" only the clause that asks is a question; with no clause
    # that asks ("You live in Paris?"), the sentence's main clause is.
    # a premise ("Since my lad Tadhg is coeliac, which ...?") is no question, even where the parser made it the root
    premise = any(c.dep_ == "mark" and c.lower_ in lx.PREMISE_MARKS for c in head.children)
    if f.question and not premise and (asks(clause) or (not f.asked and head.dep_ == "ROOT" and clause.parent is None)):
        return "question"  # a premise in a question ("As I'm vegan, what ...?") is not one
    if not premise and (_wh_inverted(clause) or _aux_first(clause) or _asked_on(clause)):
        return "question"  # "..., so what can I pack for a 3am snack", "can i eat a whole mango": asked, "?" or not
    parent = clause.parent
    # "is it still the 9th or did I tell you it got moved", "did I say mum stays in Nyeri or Nanyuki?":
    # a question that offers alternatives asks which holds ("did I ever tell you Bramble's a springer?"
    # with none announces); so do names offered in one ("my brother's name, Lachlan or Lachie?")
    asked_of = parent is not None and head.dep_ == "ccomp" and head.i > parent.head.i and asks(parent)
    offered = any(t.dep_ == "cc" and t.lower_ == "or" and t.head.pos_ == "PROPN" for t in clause.tokens)
    if f.question and ((asked_of and (_alternatives(parent) or _alternatives(clause))) or offered):
        return "question"
    # "what is the capital of australia again, is canberra right?": what the person checks is asked
    checked = parent is not None and head.dep_ == "ccomp" and head.i < parent.head.i and parent.head.dep_ == "ROOT"
    # (an answer offered to be checked, "is Canberra right?"; not "..., is that right for his height?")
    checked = checked and any(t.pos_ == "PROPN" for t in parent.tokens)
    if f.question and checked and any(c.lower_ in ("right", "true", "correct") for c in parent.head.children):
        return "question"
    # "Think my truck'll start in the morning?", "do you reckon it'll hold?": what the listener is asked to judge
    judged = parent is not None and head.dep_ == "ccomp" and parent.head.lemma_.lower() in lx.OPINION_VERBS
    if f.question and judged and (parent.subject is None or parent.subject.lower_ in lx.SECOND_PERSON):
        return "question"
    if parent is not None and head.dep_ == "ccomp":
        plemmas = {parent.head.lemma_.lower(), head.head.lemma_.lower()}  # "I'm convinced ...": convinced
        if plemmas & lx.WISH_VERBS:
            return "wish"
        # ("I'm not diabetic, sure that's our Fionntan": "sure" set off by a comma only opens what follows)
        set_off = head.head.i > 0 and head.doc[head.head.i - 1].text == ","
        # "please don't think i am married", "don't go thinking I'm loaded": what the listener is told not to
        # think (not "Guess what, I'm pregnant")
        told = (
            parent.subject is None and parent.head.tag_ == "VB" and any(c.dep_ == "neg" for c in parent.head.children)
        )
        # ("Reckon we'll just haul the boat up to Lake Travis": the "I" left unsaid)
        unsaid = parent.subject is None and parent.head.tag_ in ("VB", "VBP") and parent.tokens[0].i == parent.head.i
        unsaid = unsaid and not any(t.lower_ == "what" for t in parent.head.doc[parent.head.i + 1 : head.i])
        if plemmas & lx.OPINION_VERBS and (is_speaker(parent.subject) or told or unsaid) and not set_off:
            return "opinion"
    first = clause.tokens[0]  # ("Reckon we'll just haul the boat up", the "I" left unsaid, however tagged)
    surprise = first.i + 1 < len(first.doc) and first.nbor(1).lower_ == "what"  # (not "Guess what, I ...")
    guessed = first.lower_ in ("reckon", "guess", "figure", "suppose") and first.dep_ != "nsubj" and not surprise
    if guessed and first.head.i == head.i:
        return "opinion"
    if head.lemma_.lower() in lx.WISH_VERBS and is_speaker(subj):
        return "wish"
    if subj is not None and subj.lower_ in ("god", "lord", "heaven", "christ", "jesus") and head.tag_ in ("VB", "VBP"):
        return "wish"  # "God help me", "Lord have mercy": a prayer, not a statement
    modal = {a.lower_ for a in auxes if a.tag_ == "MD"}
    if modal & {"would", "'d", "could", "might", "should", "may"}:
        return "wish" if head.lemma_.lower() in lx.PREFERENCE_VERBS else "conditional"
    dont = [a.lower_ for a in auxes] == ["do"] and any(g.dep_ == "neg" for g in head.children)  # "don't let"
    if subj is None and head.tag_ == "VB" and head.dep_ in ("ROOT", "conj") and (not auxes or dont):
        return "instruction"
    if head.lower_ == "be" and head.dep_ == "conj" and not auxes:
        return "instruction"  # "I am diabetic so be careful what you suggest": the listener told, no "I be"
    if _going_to(head) and any(a.tag_ == "VBD" for a in auxes):
        return "conditional"  # "we were gonna move to Perth last year but it fell through": a plan that was
    if modal & {"will", "'ll", "shall"} or _going_to(head) or head.lemma_.lower() in ("plan", "intend"):
        return "plan"
    if head.lemma_.lower() in ("book", "reserve") and any(t.ent_type_ in ("DATE", "TIME") for t in clause.tokens):
        return "plan"  # "we've booked Cornwall for the August bank holiday"
    present_be = any(a.lemma_ == "be" and a.tag_ in ("VBZ", "VBP") for a in auxes)  # not "been crowing at three"
    if head.tag_ == "VBG" and (present_be or not auxes) and any(t.ent_type_ in ("DATE", "TIME") for t in clause.tokens):
        return "plan"  # "I'm meeting Kwame on Saturday"
    return "statement"


def _wh_inverted(clause: Clause) -> bool:
    """A wh-word, then an auxiliary before its subject ("what can I pack", "where do you keep"): only a
    question is built so (not "I know what I can pack")."""
    head, subj = clause.head, clause.subject
    # "what you remember bout me granddaughter": asked of the listener with no "do", as many Englishes ask
    # (not "what you said was right": a clause the subject of a verb; "bout" a root is no verb)
    opening = [t for t in clause.tokens if not (t.is_punct or t.lower_ in lx.DISCOURSE)][:2]
    you = opening[1] if len(opening) == 2 and opening[0].tag_ in ("WP", "WRB") else None
    asking = you is not None and you.lower_ in lx.SECOND_PERSON and you.dep_ == "nsubj"
    if asking and (you.head.dep_ == "ROOT" or (you.head.dep_ == "csubj" and you.head.head.pos_ not in ("VERB", "AUX"))):
        return True
    if subj is None or head.dep_ in ("relcl", "acl"):
        return False
    auxes = [c for c in head.children if c.dep_ in ("aux", "auxpass") and c.i < subj.i]
    wh = [t for t in clause.tokens if t.tag_ in ("WP", "WRB", "WDT") and t.dep_ != "mark" and t.i < subj.i]
    return bool(auxes and wh) and wh[0].i < auxes[0].i


def _aux_first(clause: Clause) -> bool:
    """A modal or "do" right before its own subject pronoun ("as a diabetic can i eat ...", "should we
    book ..."): a question, said without its question mark (not "so can I", "nor do we", "never have I")."""
    subj = clause.subject
    # (and what something asks: "the GP form asks do I smoke")
    put = clause.head.dep_ == "ccomp" and clause.head.head.lemma_ in ("ask", "wonder", "question")
    if subj is None or subj.lower_ not in ("i", "we", "you") or subj.i == 0:
        return False
    if clause.head.dep_ not in ("ROOT", "conj") and not put:
        return False
    aux = subj.doc[subj.i - 1]
    if aux.head.i != clause.head.i or aux.dep_ != "aux" or aux.lower_ not in _ASKING_AUX:
        return False
    return aux.i == 0 or aux.nbor(-1).lower_ not in ("so", "neither", "nor", "never", "only", "hardly", "and")


_ASKING_AUX = frozenset({"can", "could", "should", "would", "will", "shall", "do", "does", "did", "may", "might"})


def _alternatives(clause: Clause) -> bool:
    """The clause offers alternatives: "Nyeri or Nanyuki", "... or did I tell you ...", "or not"."""
    head = clause.head
    joined = [*head.children, *(head.head.children if head.dep_ == "conj" else [])]
    return any(t.dep_ == "cc" and t.lower_ == "or" for t in [*clause.tokens, *joined])


def _conditional(clause: Clause) -> bool:
    """An "if" clause, the clause that hangs on one ("... it'll be a greyhound"), or what is supposed."""
    head = clause.head

    def iffy(tok: Any) -> bool:
        return any(c.dep_ == "mark" and c.lower_ in ("if", "unless") for c in tok.children)

    if any(t.dep_ == "mark" and t.lower_ in ("if", "unless") and t.head.i == head.i for t in clause.tokens):
        return True
    if any(_supposing(c) for c in head.children):  # "Supposing my transfer comes through, ..."
        return True
    if any(c.dep_ == "advcl" and iffy(c) for c in head.children):
        # "the alarm code's 4719 if the babysitter ever asks": a fact said in case, not a hypothetical;
        # what would happen has a modal ("we'll name it Selkie", "I'd buy a narrowboat")
        # ("if we're late they give the chair to someone else": what happens when, said first, is no fact)
        first = any(c.dep_ == "advcl" and iffy(c) and c.i < head.i for c in head.children)
        first = first and head.lemma_.lower() not in ("be", "have")
        return _modal(clause) or clause.head.tag_ == "VBG" or not _finite_present(clause) or first  # "I'm buying ..."
    if any(t.dep_ == "mark" and t.lower_ in ("if", "unless") for t in clause.tokens):
        return True
    up = clause.parent
    if up is None:
        return False
    if head.dep_ == "conj" and not _contrasted(head) and _conditional(up):  # "I'd buy a cottage and never work again"
        return True
    opener = up.head.lemma_.lower() in ("suppose", "imagine", "say") and up.subject is None  # "Say I won ..."
    return opener or iffy(up.head)


def _contrasted(verb: Any) -> bool:
    """A verb joined on by "but" ("... we'd hae a wee collie by now, but Morag's allergic tae dogs"): what is
    set against a supposition is so (the "but" hangs on either verb)."""
    joiners = [*verb.children, *(c for c in verb.head.children if verb.head.i < c.i < verb.i)]
    would = any(c.dep_ == "aux" and c.tag_ == "MD" for c in verb.children)  # "... but I'd keep my job": supposed too
    return not would and any(c.dep_ == "cc" and c.lower_ in ("but", "yet") for c in joiners)


def _supposing(tok: Any) -> bool:
    """ "Supposing ...", "Assuming ...", "Provided ...": a verb opening the clause it hangs on, with no
    subject of its own, that supposes what follows."""
    opens = tok.i < tok.head.i and tok.dep_ in ("advcl", "mark", "prep") and tok.tag_ in ("VBG", "VBN", "VB")
    # ("all that to say, I've signed up ...", "needless to say": an infinitive sums up, it supposes nothing)
    infinitive = any(c.dep_ == "aux" and c.tag_ == "TO" for c in tok.children)
    subject = any(c.dep_ == "nsubj" for c in tok.children)
    return opens and tok.lemma_.lower() in lx.SUPPOSING and not infinitive and not subject


def _modal(clause: Clause) -> bool:
    auxes = [c for c in clause.head.children if c.dep_ in ("aux", "auxpass")]
    return any(a.tag_ == "MD" or a.lower_ in ("'ll", "'d", "will", "would") for a in auxes) or _going_to(clause.head)


def _finite_present(clause: Clause) -> bool:
    verbs = [clause.head, *(c for c in clause.head.children if c.dep_ in ("aux", "auxpass"))]
    return any(v.tag_ in ("VBZ", "VBP") for v in verbs)


def asks(clause: Clause) -> bool:
    """The clause has the shape of a question: a wh-word of its own, or its auxiliary before its subject."""
    head, subj = clause.head, clause.subject
    auxes = [c for c in head.children if c.dep_ in ("aux", "auxpass")]
    wh = any(t.tag_ in ("WP", "WRB", "WDT", "WP$") and t.dep_ != "mark" for t in clause.tokens)
    if clause.head.dep_ in ("relcl", "acl"):  # "who lives in Oslo", ", where we live,": a relative states
        first = clause.tokens[0]
        last = clause.tokens[-1]
        closes = last.i + 1 < len(last.doc) and last.doc[last.i + 1].text == "?"  # "..., which museums have ...?"
        relative = first if first.dep_ != "det" and not closes else None  # "where we live," does not ask
        wh = any(
            t.tag_ in ("WP", "WRB", "WDT", "WP$") and t.dep_ != "mark" and t is not relative for t in clause.tokens
        ) and not (clause.subject is not None and clause.subject.tag_ == "WP")
    # (its own subject: "Being coeliac, should I ...?" borrows the "I" the question inverts)
    own = subj is not None and any(t.i == subj.i for t in clause.tokens)
    inverted = own and (any(a.i < subj.i for a in auxes) or (head.pos_ == "AUX" and head.i < subj.i))
    return wh or inverted


def _asked_on(clause: Clause) -> bool:
    """ "The doctor was asking me, have I ever smoked.": someone's question put in their words, after a pause."""
    first = clause.tokens[0]
    before = first.doc[first.sent.start : first.i]
    return asks(clause) and bool(before) and before[-1].text == "," and any(t.lemma_ == "ask" for t in before)


def _going_to(head: Any) -> bool:
    # "going to", and the American South's "fixing to"
    return head.lower_ in ("going", "fixing", "fixin", "gon") and any(c.dep_ == "xcomp" for c in head.children)


def _time(clause: Clause) -> str:
    dates = [t for t in clause.tokens if t.ent_type_ in ("DATE", "TIME")]
    if dates:
        return " ".join(t.text for t in dates)
    verbs = [clause.head, *[c for c in clause.head.children if c.dep_ in ("aux", "auxpass")]]
    if any(v.lower_ in ("will", "'ll", "shall") for v in verbs) or _going_to(clause.head):
        return "future"
    if any("Past" in v.morph.get("Tense") and v.tag_ != "VBN" for v in verbs):
        return "past"
    return "present"


def put_down(clause: Clause) -> bool:
    """ "We had to put Tusker down on Monday", "I've packed in the shipyard", "gave up the allotment": an
    ending said with a particle (which the parser often takes for a preposition)."""
    for t in clause.tokens:
        if t.lemma_ == "put" and [w.lower_ for w in t.doc[t.i + 1 : t.i + 3]] == ["to", "sleep"]:
            return True  # "had Thaddeus put to sleep"
        ends = lx.ENDING_PHRASALS.get(t.lemma_.lower(), ())
        for c in t.children:
            said = c.lower_ in ends and (c.dep_ == "prt" or (c.dep_ == "prep" and c.i == t.i + 1))
            if said and c.lower_ != "to":
                return True
    return False


def _change(clause: Clause, lemmas: set[str], lowers: set[str]) -> str | None:
    """ "correction" (the old fact never held), "world" (it held until now) or None."""
    # "that's wrong", "you've got it wrong"; not "the wrong porch" (a word of the fact, not of koe's)
    said = [t for t in clause.tokens if t.dep_ != "amod"]
    if {t.lower_ for t in said} & lx.CORRECTION_WORDS or {t.lemma_.lower() for t in said} & lx.CORRECTION_WORDS:
        return "correction"
    to_koe = clause.subject is not None and clause.subject.lower_ in lx.SECOND_PERSON  # not "I always get it mixed up"
    if to_koe and any((t.lower_, t.doc[t.i + 1 : t.i + 2].text) in lx.MIXED_UP for t in said):
        return "correction"  # "you've got that mixed up", "you've got me down as a hygienist"
    if _polarity(clause) == "denied":
        # "Ruth's not my sister", "ah no it's not rolo": set against what was thought, not a change since
        answered = (
            any(t.lower_ == "no" and t.pos_ == "INTJ" for t in clause.tokens[:3]) and not lowers & lx.CHANGE_WORDS
        )
        return (
            "correction"
            if answered or any(t.dep_ == "neg" and t.head.pos_ in ("PROPN", "NOUN") for t in clause.tokens)
            else "world"
        )
    head = clause.head
    if head.lemma_ == "sell" and head.tag_ in ("VBP", "VBZ") and not any(c.dep_ == "aux" for c in head.children):
        return None  # "I sell cloth at Makola": a trade, nothing sold off
    leaving = any(t.dep_ == "dobj" and t.lemma_.lower() in lx.LEAVING_NOUNS for t in clause.tokens)
    leaving = leaving or put_down(clause)  # "we had to put Tusker down": he died
    if lemmas & (lx.CHANGE_VERBS | {"bury"}) or lowers & lx.CHANGE_WORDS or leaving:  # "we buried Sprocket": he died
        return "world"  # "we moved", "I've let my membership lapse", "handed my notice in"
    if any(t.dep_ == "neg" for t in clause.tokens):  # "Kyoto, not Osaka"
        return "correction"
    return None
