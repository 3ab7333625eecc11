"""A spaCy component before the parser: a spoken ramble's pauses are sentence ends.

Speech comes as one long comma-spliced run ("the boiler broke, and the kids have colds, anyway, Mum's
operation is on the 22nd"), which the parser reads as one sentence and attaches badly. A comma before a
word that turns the talk ("anyway", "um", "oh", "also", "right") starts a new sentence, as a listener
hears it; the parser keeps boundaries set before it runs.
"""

from __future__ import annotations

from typing import Any

from spacy.language import Language

from services.writer.claims.lexicon import CALLING, FORGET_VERBS, MOVING_ON, PETS, RELATIONS, REPORT_VERBS, laughs

# A comma before one of these turns the talk: "..., anyway, Mum's operation is on the 22nd".
TURNS = frozenset(
    {"anyway", "anyhow", "um", "umm", "uh", "erm", "er", "oh", "ooh", "ah", "also", "plus", "right", "honestly"}
    | {"basically", "well", "besides"}
)
SUBJECTS = frozenset({"i", "we", "he", "she", "they"})
# Words that close a clause: in a transcript with no punctuation, a subject after one starts the next
# ("fiachra's not a spaniel at all hes a saluki", "im not in her class any more im in year three")
CLOSING = frozenset({"all", "more", "anymore", "though", "tho", "either"})
_BE = frozenset({"'s", "'m", "'re", "'ve", "'ll", "'d", "s", "m"})
NAME = "koe_pauses"


@Language.component(NAME)
def pauses(doc: Any) -> Any:
    unstopped = not any(t.is_punct for t in doc)  # a transcript with no stops at all
    for tok in doc[1:]:
        before = doc[tok.i - 1]
        stop = before.text in (".", "!", "?") and tok.i > 1 and doc[tok.i - 2].is_alpha
        # (and a bare verb, asking: "the wages, and that loan thing with my cousin. wipe 'em, yeah?")
        if stop and (tok.text[:1].isupper() or tok.tag_ in ("VBD", "VBN", "VB")) and tok.i + 1 < len(doc):
            tok.is_sent_start = True  # "Tram driver in Helsinki, night shifts. Had my gallbladder out": a stop written
        paused = before.text in (",", ";", "-", "—") and tok.lower_ in TURNS and tok.i + 1 < len(doc)
        if paused and not _as_a(doc, tok.i):
            tok.is_sent_start = True
        # "people always assume that, I just don't eat pork": a "that" before a pause introduces nothing
        that = tok.i > 1 and doc[tok.i - 2].lower_ == "that" and doc[tok.i - 2].i > 0
        if (
            that and before.text == "," and tok.lower_ in SUBJECTS | {"it", "this", "there"}
        ):  # "forget I said that, it's ..."
            tok.is_sent_start = True
        # "By the way I am working as ...", "anyway i start at ...": what turns the talk, with no comma
        turned = before.lower_ in MOVING_ON or [t.lower_ for t in doc[max(0, tok.i - 3) : tok.i]] == [
            "by",
            "the",
            "way",
        ]
        # "mate my cat pavlova reckons ...": a word to the listener opening an unpunctuated sentence
        # (not "love my new job": a verb with its subject unsaid)
        turned = turned or (tok.i == 1 and before.lower_ in CALLING - {"love"} and before.tag_ != "PRP$")
        if turned and tok.lower_ in SUBJECTS | {"my", "our"}:
            tok.is_sent_start = True
        # "oh god actually wipe that": an exclamation to heaven is said on its own, no subject of what follows
        cried = before.lower_ in _HEAVEN and tok.i > 1 and doc[tok.i - 2].lower_ in ("oh", "my", "o", "good")
        if cried and not tok.is_punct and tok.i + 1 < len(doc):
            tok.is_sent_start = True
        # "ugh wait scratch the puppy": a request to forget starts a sentence of its own; so does one with
        # what it points at after it in a transcript with no stops ("... generalised anxiety strike that dont")
        after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        pointing = unstopped and after is not None and after.lower_ in ("that", "this", "it") and tok.i > 2
        if tok.lower_ in FORGET_VERBS and (before.lower_ in _TAKING_BACK or pointing) and tok.i + 1 < len(doc):
            tok.is_sent_start = True
        # ("strike that dont keep it": the request said again, a sentence of its own)
        if before.lower_ in ("that", "this", "it") and doc[tok.i - 2].lower_ in FORGET_VERBS and tok.lower_ == "do":
            tok.is_sent_start = True
        # "my kids are basically feral raccoons lol they eat everything": a laugh closes what it laughs at
        if laughs(before.lower_) and not before.is_sent_start and not tok.is_punct and tok.i + 1 < len(doc):
            tok.is_sent_start = True
        closed = before.lower_ in CLOSING and (before.lower_ != "all" or doc[tok.i - 2].lower_ == "at")
        # "she gave up violin last year she does bharatanatyam now": a time said last closes the clause (in a
        # transcript with no stops: "I dream last night I win the Lotto" is one sentence where it has them)
        spans = before.lower_ in _SPANS and tok.i > 1 and doc[tok.i - 2].lower_ in ("last", "next", "every")
        closed = closed or (spans and unstopped)
        # (the tagger has run, the attribute ruler not: a verb shows in its tag, not yet in its part of speech)
        after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        verb = after is not None and _verbal(after)
        # (and a name, a transcript's capitals given: "we don't have the dog any more Rex passed away")
        if closed and (tok.lower_ in SUBJECTS or (tok.tag_ == "NNP" and unstopped)) and verb:
            tok.is_sent_start = True
        # "... but honestly nah im in year 11": an answer word closes what it answers, the subject after it opens
        # ("nah never not once i get seasick on the ferry": "not once" answers too)
        once = before.lower_ == "once" and tok.i > 1 and doc[tok.i - 2].lower_ in ("not", "never")
        if (before.lower_ in _ANSWERS or once) and before.i > 0 and tok.lower_ in SUBJECTS and verb:
            tok.is_sent_start = True
        # "wipe that she hasnt told mam yet": "that" is what is to go; the reason why is a sentence of its own
        pointed = before.lower_ in ("that", "this", "it") and tok.i > 1 and doc[tok.i - 2].lower_ in FORGET_VERBS
        if pointed and tok.lower_ in SUBJECTS and verb:
            tok.is_sent_start = True
        # "she hasnt told mam yet i shouldnt have said it": in a transcript with no stops, "yet" or "but"
        # with a subject and its verb after it starts a sentence
        if unstopped and before.lower_ in ("yet", "but") and tok.lower_ in ("i", "we") and verb and before.i > 2:
            before.is_sent_start = True
        nxt = [t.lower_ for t in doc[tok.i + 1 : tok.i + 4]]
        # "... is paying for most of it which you know dont put that in your memory thing": a request, unstopped
        kept = nxt[:1] in (["n't"], ["nt"]) and nxt[1:2] and nxt[1] in FORGET_VERBS | _KEEPING
        aside = before.lower_ in ("know", "which")  # (not "that thing i just said now dont keep it": its topic)
        if unstopped and aside and tok.lower_ == "do" and kept and nxt[2:3] in (["that"], ["this"], ["it"]):
            tok.is_sent_start = True
        # "Sam's vegan, don't forget that", "I owe my cousin 200k, scratch that": a request after a comma is its own
        asks = (tok.lower_ in ("do", "dont") and nxt[:1] in (["n't"], ["not"], ["nt"])) or (
            tok.lower_ in FORGET_VERBS and nxt[:1] in (["that"], ["this"], ["it"])
        )
        if before.text == "," and asks and tok.i + 2 < len(doc) and _spliced(doc, tok.i - 1):
            tok.is_sent_start = True  # (after a whole clause: not "the baby news, don't save that", its topic)
        # "guess what i just started nursing at KNUST": what announces news is no part of it
        if before.lower_ == "what" and tok.i > 1 and doc[tok.i - 2].lower_ == "guess" and not tok.is_punct:
            tok.is_sent_start = True
        # "... forget the pregnancy bit ... just remember she's in Bolton": what a request keeps, said on its own
        sparing = after is not None and after.lower_ in ("remember", "keep") and tok.lower_ in ("just", "only")
        if unstopped and sparing and tok.i > 2:
            tok.is_sent_start = True
        # (and "... a cockapoo maybe but my partner jamie's allergic to dogs": one of theirs, said of next)
        kin = tok.lower_ in ("my", "our") and after is not None and after.lower_ in RELATIONS | PETS
        said_of = kin and any(_verbal(t) for t in doc[tok.i + 2 : tok.i + 5])
        if unstopped and before.lower_ == "but" and said_of and before.i > 2:
            before.is_sent_start = True
        # ("... three nights a week and my husband otieno he does the school run": one of theirs, set before "he")
        pronoun = [t.lower_ for t in doc[tok.i + 3 : tok.i + 5] if t.text != ","][:1]
        set_before = kin and pronoun in (["he"], ["she"]) and doc[tok.i + 2].tag_ == "NNP"
        if before.lower_ == "and" and set_before and before.i > 2:
            before.is_sent_start = True
        # ("the girls are wanjiru and akinyi wanjiru is the big one": a name said again, as the next subject)
        again = tok.tag_ == "NNP" and before.tag_ == "NNP" and before.lower_ != tok.lower_  # (not "Dou Dou")
        again = again and any(t.lower_ == tok.lower_ for t in doc[: tok.i - 1])
        if unstopped and again and verb:
            tok.is_sent_start = True
        if _judged_that(doc, tok.i) and tok.lower_ in SUBJECTS and verb:
            tok.is_sent_start = True
        if before.text == "," and tok.lower_ in SUBJECTS and verb and _spliced(doc, tok.i - 1):
            tok.is_sent_start = True
        # "I do the books for a bakery, so I think I know ...": the same, with "so" or "but" before the subject
        subject_next = after is not None and after.lower_ in SUBJECTS and tok.i + 2 < len(doc)
        if before.text == "," and tok.lower_ in ("so", "but") and subject_next and _spliced(doc, tok.i - 1):
            then = doc[tok.i + 2]
            # (not the tag "so she is": "our Niamh's in Newry, so she is, not Dundalk")
            tagged = tok.i + 3 >= len(doc) or doc[tok.i + 3].is_punct
            if _verbal(then) and not tagged:
                tok.is_sent_start = True
        # "Since my hip got replaced and my helper only comes on Sunday, how I clean under the bed ah?": the
        # question after the comma is a sentence of its own, the premises before it another
        asks = after is not None and (after.tag_ == "PRP" or _verbal(after))
        # (not after a premise with no verb of its own: "Being vegetarian, what can I order ...?" is one sentence,
        # its "I" the premise's subject)
        if before.text == "," and tok.lower_ in QUESTION_WORDS and asks and not _participle_premise(doc, tok.i):
            tok.is_sent_start = True
        # "Anyway, remember this: our lass Lorraine's birthday is ...": what koe is asked to remember is the
        # person's own sentence (not dictated text, as after "write this down:")
        if before.text == ":" and any(t.lower_ in ("remember", "forget") for t in doc[max(0, tok.i - 5) : tok.i]):
            tok.is_sent_start = True
        # "Set it in your memory, Tunde's birthday is 14 August": what is to be kept, after the ask and a pause
        asked_to_keep = any(t.lower_ in ("memory", "remember", "mind") for t in doc[max(0, tok.i - 5) : tok.i])
        if before.text == "," and asked_to_keep and tok.i <= 7 and not tok.is_punct:
            tok.is_sent_start = True
        # "Note: wife Keiko allergic to shellfish.": a heading word to koe, and then the person's own words
        if before.text == ":" and before.i == 1 and doc[0].lower_ in ("note", "fyi", "update", "reminder"):
            tok.is_sent_start = True
        # "Good news is my grandson Daniyal got into King Edward": what the news is, is a sentence of its own
        # ("the reason im telling you is the doctor put me on warfarin": the reason, told to the listener)
        told = doc[max(0, tok.i - 7) : tok.i - 1]
        noun = next((t for t in reversed(told) if t.lower_ in ANNOUNCING), None)
        announced = (
            noun is not None and not any(t.is_punct for t in doc[noun.i : tok.i]) and before.norm_ in ("is", "'s")
        )
        announced = announced and (noun.i == tok.i - 2 or doc[noun.i - 1].lower_ == "the")
        if announced and tok.lower_ in SUBJECTS | {"my", "our", "the"}:
            tok.is_sent_start = True
        if _run_on_subject(doc, tok) or (unstopped and _asks_after(doc, tok)):
            tok.is_sent_start = True
        # "... no more so don't go booking me anywhere with stairs": a request after "so" is a sentence of its own
        if tok.lower_ == "so" and [t.lower_ for t in doc[tok.i + 1 : tok.i + 3]] in (["do", "n't"], ["do", "nt"]):
            tok.is_sent_start = True
    return doc


_PREMISES = frozenset({"as", "since", "being", "because", "cos", "given"})
_ASKING = frozenset({"is", "are", "can", "could", "should", "would", "will", "do", "does", "am"})


def _asks_after(doc: Any, tok: Any) -> bool:
    """ "i've got type 2 diabetes is it safe for me to fast": a question turned after a noun, in a transcript
    with no stops, starts a sentence (not "what time is it", a wh-word before it asking already)."""
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if tok.lower_ not in _ASKING or after is None or after.lower_ not in SUBJECTS | {"it", "you", "there"}:
        return False
    before = doc[tok.i - 1]
    asked = any(t.lower_ in QUESTION_WORDS for t in doc[max(0, tok.i - 5) : tok.i])
    # (not after a premise: "as a vegan can i eat honey" is one question, its premise before it)
    premise = any(t.lower_ in _PREMISES for t in doc[max(0, tok.i - 6) : tok.i])
    return before.tag_ in ("NN", "NNS", "NNP", "CD") and not asked and not premise


def _run_on_subject(doc: Any, tok: Any) -> bool:
    """In a transcript with no punctuation, a new subject right after a noun that ended the last clause:
    "would the kids have to learn estonian my daughter freya is only in year two", "octopuses have three
    hearts i read that at the vet", "the car's a blue fiesta it needs its nct" (a subject pronoun or "my
    daughter ..." with its verb after it)."""
    before = doc[tok.i - 1]
    # (or a number or a closing adverb: "only hes nine he changes every week", "loved it too hes saying")
    closing = before.tag_ == "CD" or (before.tag_ == "RB" and before.lower_ in _ENDING_ADVERBS)
    nouns = ("NN", "NNS", "NNP", "NNPS", "JJS")  # ("ife's my eldest she's got her gcses": a superlative as a noun)
    if any(t.is_punct for t in doc[: tok.i]) or (before.tag_ not in nouns and not closing):
        return False
    # after a question asked with its verb first ("did you know ...", "would the kids have to ..."), or a
    # clause with its subject and verb said ("is that too warm for a baby"): what it needs is said by then.
    # Not after a noun with no verb yet ("the car I bought", "in my game I have a castle") or inside an
    # "if" or "when" ("if we ever win the lottery I'm buying ...")
    asked = _asked(doc[: tok.i])
    if not asked and not _clause_said(doc, tok.i):
        return False
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if after is None:
        return False
    if tok.lower_ in ("i", "we"):
        return after.tag_ in ("VBD", "VBP", "MD") and (asked or _goes_on(doc, after.i))
    then = doc[tok.i + 2] if tok.i + 2 < len(doc) else None
    if tok.lower_ == "that" and after.norm_ in _BE and then is not None and then.lower_ in ("how", "why", "what"):
        return True  # "my flatmate dev's a nurse there too that's how i got in"
    if not asked and tok.lower_ in ("he", "she", "they", "it"):
        # ("that's the way it is", "the one they sold": a clause that ends on its verb is the noun's)
        return (after.tag_ in _FINITE or after.norm_ in _BE) and _goes_on(doc, after.i)
    if tok.lower_ not in ("my", "our") or tok.i + 2 >= len(doc) or doc[tok.i + 1].lower_ not in RELATIONS | PETS:
        return False
    rest = doc[tok.i + 2 : tok.i + 5]  # "my daughter freya is", "my son's", "our dog barks"
    verb = next((t for t in rest if _verbal(t) and t.tag_ != "VBG"), None)
    return verb is not None and (asked or _goes_on(doc, verb.i))


# (not "now": "in the game I'm hooked on right now I run a farm" is one sentence)
_ENDING_ADVERBS = frozenset({"too", "again", "already", "today", "yesterday", "tonight", "lately", "anyway"})


# What opens a clause that is not yet the sentence's own: "if", "when", "because" ... and a relative word
_SUBORDINATING = frozenset(
    {"if", "when", "whenever", "once", "because", "cos", "cause", "since", "as", "although", "while"}
    | {"unless", "until", "till", "before", "after", "whether", "that", "which", "who", "whom", "where"}
)


def _clause_said(doc: Any, i: int) -> bool:
    """The words since the sentence began, before `i`, are a whole main clause: a finite verb after the
    first word (its subject, or a question's wh-word, before it), and no subordinating word that would
    make what follows its main clause ("if we ever win ... I'm buying")."""
    start = max((t.i for t in doc[:i] if t.is_sent_start), default=0)
    words = doc[start:i]
    # (a question's wh-word opening the sentence is no subordinate: "what temperature does chicken need",
    # but "when i get a dragon im gonna ..." is)
    if any(t.lower_ in _SUBORDINATING and (t.tag_ == "IN" or _wh_subordinate(t, start)) for t in words):
        return False
    # nor after a verb of saying or thinking, whose words may follow with no "that": "Jonah keeps telling
    # everyone I'm a terrible driver", "my friend say penang laksa is better"
    if any(reports(t) for t in words):
        return False
    return any((t.tag_ in _FINITE or t.norm_ in _BE) and t.i > start for t in words)


def _wh_subordinate(tok: Any, start: int) -> bool:
    """A wh-word that opens a clause inside the sentence, not a question asked with its verb next."""
    if tok.tag_ not in ("WDT", "WP", "WRB"):
        return False
    asked = tok.i == start and any(t.lower_ in _ASKING for t in tok.doc[tok.i + 1 : tok.i + 3])
    return not asked


_SAID_FORMS = frozenset({"told", "said", "thought", "heard", "swore", "felt"})


def reports(tok: Any) -> bool:
    """A verb of saying or thinking, by its form (no lemmas yet): "telling", "says", "told", "reckon"."""
    if not tok.tag_.startswith("VB"):
        return False
    low = tok.lower_
    return low in _SAID_FORMS or any(low.startswith(v.rstrip("e")) for v in REPORT_VERBS)


def _goes_on(doc: Any, verb: int) -> bool:
    """The verb has words after it that are not another verb: "my son nikos is four months old", not "the
    car i bought was red" (a clause inside the noun's, its verb still to come) nor a clause that ends."""
    nxt = doc[verb + 1] if verb + 1 < len(doc) else None
    return nxt is not None and not (nxt.tag_ in _FINITE and nxt.norm_ not in _BE | {"not"})


_ASKING = frozenset({"do", "does", "did", "would", "could", "can", "will", "should", "is", "are", "was", "were"})
_ASKED_OF = frozenset({"you", "we", "i", "they", "he", "she", "it", "the", "my", "our", "your"})


def _asked(words: Any) -> bool:
    """The words hold a question asked with its verb first: "did you know", "would the kids have to"."""
    return any(
        t.lower_ in _ASKING
        and t.i + 1 < len(t.doc)
        and t.doc[t.i + 1].lower_ in _ASKED_OF
        and (t.i == words[0].i or t.doc[t.i - 1].tag_ not in ("PRP", "NN", "NNS", "NNP"))
        for t in words
    )


_KEEPING = frozenset({"put", "keep", "save", "store", "write", "record", "remember", "note"})
_TAKING_BACK = frozenset({"wait", "actually", "ugh", "oh", "no", "nah", "ok", "okay", "sorry", "oops"})
_HEAVEN = frozenset({"god", "lord", "gosh", "christ", "jeez", "heavens", "goodness"})
_SPANS = frozenset({"year", "week", "month", "night", "summer", "winter", "spring", "autumn", "weekend", "time"})
_ANSWERS = frozenset({"nah", "naw", "nope", "yeah", "yep", "yup", "okay", "ok"})
QUESTION_WORDS = frozenset({"how", "what", "where", "when", "who", "why", "which"})
ANNOUNCING = frozenset({"news", "thing", "truth", "point", "problem", "trouble", "catch", "worry", "upshot", "reason"})
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})
_OPENING = frozenset({"UH", "CC"})  # "oh", "and", "but" before the subject
_NOMINAL = frozenset({"NNP", "NNPS", "NN", "NNS", "PRP"})


def _participle_premise(doc: Any, i: int) -> bool:
    """The words before `i` since the last sentence start are "Being ..." or "As a ...", with no verb."""
    start = max((t.i for t in doc[:i] if t.is_sent_start), default=0)
    words = doc[start:i]
    opens = len(words) > 1 and (
        words[0].lower_ == "being" or [t.lower_ for t in words[:2]] in (["as", "a"], ["as", "an"])
    )
    return opens and not any(_verbal(t) for t in words[1:])


def _verbal(tok: Any) -> bool:
    """A verb by its tag (the parts of speech are not set yet), a modal, or "'s"/"'m" read as "be"."""
    return tok.tag_.startswith("VB") or tok.tag_ == "MD" or tok.norm_ in _BE


def _spliced(doc: Any, comma: int) -> bool:
    """ "Fergal and I have been married thirty years, he's hardly a stranger": a comma between two whole
    clauses is a full stop said aloud. The clause before it must open on its subject and that subject's
    verb ("Our Ciarán's over in Lisbon doing his placement year, he doesn't even have a car"); not a
    subordinate clause ("if I win the lotto, I will ..."), a request ("scrap what I said about Anwen,
    she ..."), a thing named first ("that garage number i gave ya, id sooner ...") or a verb of saying
    or thinking right before the comma ("I think, he's ...")."""
    start = comma
    while start > 0 and doc[start - 1].text not in (",", ";", "—", "-", ".", "?", "!"):
        start -= 1
    i = start
    while i < comma and (doc[i].tag_ in _OPENING or doc[i].lower_ in TURNS):
        i += 1
    if i < comma and doc[i].tag_ in ("PRP$", "DT"):
        i += 1
    subject = i
    while i < comma and (doc[i].tag_ in _NOMINAL or (doc[i].tag_ == "CC" and i > subject)):
        if doc[i].tag_ == "PRP" and i > subject and doc[i - 1].tag_.startswith("NN"):
            return False  # "that garage number i gave ya": a relative clause, the noun not yet said of
        i += 1
    while i < comma and doc[i].tag_ == "RB":
        i += 1
    opens = subject < i < comma and (doc[i].tag_ in _FINITE or doc[i].norm_ in _BE | {"is"})  # "Tobiah's over"
    return opens and not doc[comma - 1].tag_.startswith("VB")


def _judged_that(doc: Any, i: int) -> bool:
    """ "thats wrong hes called chutney": a verdict on what was just said ("that's (not) wrong/right/true")
    closes its clause; a subject after it starts the next."""
    words = [t for t in doc[max(0, i - 4) : i] if t.lower_ != "not"]
    return (
        len(words) >= 3
        and words[-1].tag_ == "JJ"
        and (words[-2].norm_ in _BE or words[-2].lower_ == "is")
        and words[-3].lower_ == "that"
    )


def add_to(nlp: Any) -> Any:
    """The pipeline with the component before its parser (once)."""
    if NAME not in nlp.pipe_names:
        nlp.add_pipe(NAME, before="parser")
    return nlp


def _as_a(doc: Any, at: int) -> bool:
    """ "as a night security man, um, when is the best time ...": a role set before what is asked, no
    sentence of its own (the hesitation after it turns nothing)."""
    start = max((t.i for t in doc[:at] if t.is_sent_start), default=0)
    opening = doc[start:at]
    return (
        len(opening) > 2
        and opening[0].lower_ == "as"
        and opening[1].lower_ in ("a", "an")
        and not any(t.pos_ in ("VERB", "AUX") for t in opening)
    )
