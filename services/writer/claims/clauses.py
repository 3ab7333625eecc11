"""A sentence's clauses from its dependency parse, each with its subject, a pronoun resolved.

A clause is a verb (or a copula) that heads one: the sentence's root, a verb joined to it ("... and
she's six"), a reported or remembered complement ("reckons I'm ...", "remember that ..."), an adverbial
clause ("As I'm vegan, ...") or a parenthetical one. Relative clauses, infinitives and participles stay
inside the clause they modify. A clause's tokens are its head's subtree less the clauses inside it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from services.writer.claims.lexicon import (
    CALLING,
    CHANGE_VERBS,
    ENDING_VERBS,
    FIRST_PERSON,
    MEDIA_VERBS,
    MOVING_ON,
    STORY_NOUNS,
)

CLAUSE_DEPS = frozenset({"ROOT", "conj", "ccomp", "advcl", "parataxis"})
SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})


@dataclass
class Clause:
    head: Any  # spaCy Token
    tokens: list[Any]  # in order
    subject: Any | None  # the subject token (its own or shared with the verb it is joined to)
    parent: Clause | None = None  # the clause this one sits in (a ccomp's reporting verb)
    antecedent: list[Any] = field(default_factory=list)  # tokens a subject pronoun stands for
    owner: list[Any] = field(default_factory=list)  # tokens a possessive "her", "his", "their" stands for
    referents: dict[int, list[Any]] = field(default_factory=dict)  # an object "it": what it stands for
    elided: list[Any] = field(default_factory=list)  # "My mum definitely is": what she is, said before

    @property
    def start(self) -> int:
        return self.tokens[0].idx

    @property
    def end(self) -> int:
        """Where the clause ends, with the sentence's closing mark when it ends the sentence ("... Kyoto.")."""
        last = self.tokens[-1]
        after = last.doc[last.i + 1] if last.i + 1 < len(last.doc) else None
        if after is not None and after.text in (".", "!", "?", "...") and not last.whitespace_:
            last = after
        return last.idx + len(last.text)

    def text(self, doc_text: str) -> str:
        return doc_text[self.start : self.end].strip()

    @property
    def subject_words(self) -> list[Any]:
        if self.antecedent:
            words = list(self.antecedent)
        elif self.owner and self.subject is not None:
            return [*self.owner, *[t for t in self.subject.subtree if t.dep_ != "poss"]]
        else:
            words = list(self.subject.subtree) if self.subject is not None else []
        # ("my granddaughter Isla's starting uni ..., doing biology": the "'s" of "Isla's" is no possessive)
        # (a gap where words said twice were: "we don't we don't"; "actually" hung on a name: "zara's actually")
        words = [
            t
            for t in words
            if not t.is_space and not (t.dep_ == "advmod" and t.pos_ == "ADV" and t.head.pos_ == "PROPN")
        ]
        return words[:-1] if len(words) > 1 and words[-1].dep_ == "case" else words

    def lowers(self) -> set[str]:
        return {t.lower_ for t in self.tokens} | {t.lower_ for t in self.antecedent} | {t.lower_ for t in self.owner}

    @property
    def in_story(self) -> bool:
        """Told of a story's characters: under a story noun, or right after one ("a film where ...")."""
        if told_in_story(self.head) and not (self.subject is not None and self.subject.lower_ in ("i", "we")):
            return True
        first = self.tokens[0]
        if first.lower_ not in ("where", "which", "who", "about"):
            return False
        before = first.doc[first.i - 1] if first.i > 0 else None
        if before is not None and before.lemma_.lower() in STORY_NOUNS:
            return True
        return self.parent is not None and any(_story_noun(t) for t in self.parent.tokens)

    @property
    def story_frame(self) -> bool:
        """The person's own frame around a story: "we watched a film ...", "the game I'm playing with Theo"."""
        # "we watched a film ...", and the question that opens one: "Have you seen that detective show?"
        # "I'm halfway through this novel, a widow inherits ...": where the person is in one, too
        speaker = self.subject is not None and self.subject.lower_ in ("i", "we", "you")
        # ("had the weirdest dream last night": the "I" left unsaid)
        speaker = speaker or (self.subject is None and self.head.tag_ == "VBD" and self.head.i == self.head.sent.start)
        verb = re.sub(r"che$", "ch", self.head.lemma_.lower())  # ("rewatching" lemmatized "rewatche")
        framing = verb in MEDIA_VERBS | {"be", "love", "enjoy", "get", "wake"}  # ("woke up from the strangest dream")
        # not "our book club", and not "in my game I have a castle": told from inside the story
        # ("In the game I'm playing with Theo" is the frame: playing it)
        playing = verb in MEDIA_VERBS - {"have"}
        told = any(
            _story_noun(t)
            and t.dep_ != "compound"
            and not (t.dep_ == "pobj" and t.head.lower_ == "in" and t.head.head.i == self.head.i and not playing)
            for t in self.tokens
        )
        # "The series I'm watching, ...": the story named by the noun this clause hangs on
        told = told or (self.head.dep_ == "relcl" and _story_noun(self.head.head))
        watched = verb in ("watch", "rewatch", "binge", "stream", "read", "reread")  # "we're rewatching Friends"
        title = [c for c in self.head.children if c.dep_ == "dobj" and (c.pos_ == "PROPN" or c.text.istitle())]
        told = told or (watched and any(c.i > c.sent.start for c in title))
        # "my mate Dessie's telling this one in the pub, he's in Marrakech, ...": a tale whoever tells it, told next
        tale = verb in ("tell", "recount", "spin") and any(
            c.dep_ == "dobj"
            and c.lower_ in ("one", "story", "tale", "yarn")
            and any(d.lower_ in ("this", "that", "a") for d in c.children)
            and not any(p.lower_ == "about" for p in [*c.children, *self.head.children])  # (told in the telling)
            for c in self.head.children
        )
        return tale or (speaker and framing and (told or self.titled))

    @property
    def titled(self) -> bool:
        """ "Did you see Fenwick Street last night?", "I've been watching Severance": a title watched or
        read, not a person or a place seen (a title is named; a time says it was on)."""
        lemma = self.head.lemma_.lower()
        if lemma not in ("watch", "see", "catch", "read"):
            return False
        named = [  # a person is watched rarely, and seen often (and read as an author: "reading Dickens")
            c
            for c in self.head.children
            if c.dep_ == "dobj" and c.pos_ == "PROPN" and (c.ent_type_ != "PERSON" or lemma == "watch")
        ]
        when = any(t.ent_type_ in ("TIME", "DATE") for t in self.tokens)
        return bool(named) and (lemma in ("watch", "read") or when)  # ("we're reading Holes, the kid ...")

    @property
    def addressed(self) -> set[int]:
        """ "Mate, last week he burnt water": a word to the listener opening the sentence, set off by a
        comma before the clause's own subject."""
        first = self.tokens[0]
        if first.lower_ in MOVING_ON and len(self.tokens) > 1:  # "Anyway y'all, I work nights"
            first = self.tokens[1]
        after = first.doc[first.i + 1] if first.i + 1 < len(first.doc) else None
        subj = self.subject
        if (
            after is not None
            and after.text == ","
            and first.norm_ in ("y'all", "yall", "youse", "allyuh", "unu", "yinz")
        ):
            return {first.i}
        if after is None or after.text != "," or first.pos_ not in ("NOUN", "PROPN", "INTJ"):
            return set()
        if first.lower_ in CALLING and first.i == first.sent.start:  # "Girl, my daughter Keziah ..."
            return {first.i}
        return {first.i} if subj is not None and subj.i > after.i else set()

    @property
    def diary(self) -> bool:
        """ "Got the solar panels up on the roof finally": a verb in the past opening its sentence with no
        subject is the speaker's, said as in a diary (not "Get the panels up", an instruction)."""
        head = self.head
        opening = head.doc[head.sent.start : head.i]  # "Finally got ...": only an adverb before it
        first = all(t.dep_ in ("advmod", "intj") for t in opening) and not any(
            c.dep_ in ("nsubj", "nsubjpass", "expl") for c in head.children
        )
        past = head.tag_ in ("VBD", "VBN") or head.lower_.endswith("ed") or head.lower_ == "got"  # "Got" tagged VB
        # what they got or did ("the solar panels"), not when ("Started with the dentist at eight")
        done = any(c.dep_ == "dobj" for c in head.children)
        # or where a change took them ("Started at the bike shop last Monday", "Moved to Hull in May"), or
        # as what ("Started as a driving instructor last week")
        places = [
            o
            for c in head.children
            if c.dep_ == "prep" and c.lower_ in ("at", "in", "to", "for", "as")
            for o in c.children
            if o.dep_ == "pobj" and o.pos_ in ("NOUN", "PROPN") and o.ent_type_ not in ("TIME", "DATE")
        ]
        # (a beginning: an ending such as "Finished up at the hardware store" is recorded by the retire alone)
        begun = head.lemma_.lower() in CHANGE_VERBS and not {head.lemma_.lower(), head.lower_} & ENDING_VERBS
        done = done or (begun and head.lemma_.lower() not in ("leave", "retire") and bool(places))
        done = done and not any(t.ent_type_ == "TIME" for t in self.tokens)
        return first and head.pos_ == "VERB" and past and done

    @property
    def cleft_focus(self) -> list[Any]:
        """ "It's Sheringham I volunteer at": the name picked out, which the clause's last preposition
        stands without (the parser makes "It's Sheringham" a sentence of its own)."""
        doc, start = self.head.doc, self.tokens[0].i
        name = [
            t
            for t in doc[max(0, start - 4) : start]
            if t.pos_ == "PROPN" or (t.text[:1].isupper() and t.i > t.sent.start)
        ]
        if not name or name[-1].i != start - 1 or name[0].i < 2:
            return []
        be, it = doc[name[0].i - 1], doc[name[0].i - 2]
        return name if be.lemma_ == "be" and it.lower_ in ("it", "that") else []

    @property
    def involves_speaker(self) -> bool:
        return bool(self.lowers() & FIRST_PERSON)

    def about(self) -> str:
        """Who or what the clause is about: the speaker, a relation, a named person, a pet, a place..."""
        from services.writer.claims.subject_kind import about

        return about(self)


def _story_noun(token: Any) -> bool:
    return token.pos_ == "NOUN" and token.lemma_.lower() in STORY_NOUNS


def told_in_story(token: Any) -> bool:
    """The token is told of a story: it hangs under "a film where ...", "a story about a dragon who ...",
    or "that film ..., the one where ..." (the one being the film)."""
    for a in token.ancestors:
        if _story_noun(a):
            return True
        where = a.doc[a.i + 1].lower_ if a.i + 1 < len(a.doc) else ""  # not "my son, the one who ..."
        if a.lower_ == "one" and where in ("where", "about") and any(_story_noun(t) and t.i < a.i for t in a.sent):
            return True
        # ("told me a whole story about a dragon who lives under her bed", "about" hung on the telling)
        if (
            a.lower_ == "about"
            and a.dep_ == "prep"
            and any(c.dep_ == "dobj" and _story_noun(c) for c in a.head.children)
        ):
            return True
    return False


def _aside(token: Any) -> bool:
    """A relative clause set off by a comma ("my sister, who lives in Oslo, ..."): a claim of its own."""
    first = min(token.subtree, key=lambda t: t.i)
    return first.i > 0 and first.doc[first.i - 1].text == "," and first.tag_ in ("WP", "WDT", "WRB", "WP$")


def _cleft(token: Any) -> bool:
    """ "It's Kiprono who takes three spoons": what the relative clause says is said of Kiprono."""
    named, be = token.head, token.head.head
    return (
        token.dep_ == "relcl"
        and named.dep_ == "attr"
        and be.lemma_ == "be"
        and any(c.dep_ in ("nsubj", "expl") and c.lower_ in ("it", "that") for c in be.children)
    )


def _weighed_against_us(token: Any) -> bool:
    """ "a collie that's smarter than me": a relative clause that weighs its noun against the speaker is
    a claim of its own (about the noun), not a detail of the noun."""
    than = (
        g for c in token.children if c.dep_ == "acomp" and c.tag_ == "JJR" for g in c.children if g.lower_ == "than"
    )
    return token.dep_ == "relcl" and any(o.lower_ in ("me", "us") for t in than for o in t.children)


def _is_head(token: Any) -> bool:
    if token.dep_ in ("relcl", "acl") and token.pos_ in ("VERB", "AUX") and (told_in_story(token) or _aside(token)):
        return True
    if _cleft(token) or _weighed_against_us(token):
        return True  # a story's content, or an aside, is its own clause: the frame around it stays as it is
    if token.dep_ == "pcomp" and token.pos_ in ("VERB", "AUX"):  # "given we're up in Inverness"
        return any(c.dep_ in SUBJECT_DEPS for c in token.children)
    own_subject = any(c.dep_ in SUBJECT_DEPS for c in token.children)
    if _joined_subject(token):
        return True  # "as I'm ninety-one and I don't drive any more is there a bus ...": a clause, read as a subject
    if token.pos_ in ("VERB", "AUX") and token.head.pos_ == "INTJ" and token.head.i != token.i and own_subject:
        return True  # "so hi my name's Darlene": a clause the parse hung on the greeting
    colon = token.dep_ == "acl" and any(t.text == ":" for t in token.doc[token.head.i : token.i])
    if colon and own_subject and any(c.dep_ == "relcl" and c.i < token.i for c in token.head.children):
        return True  # "the reason I am writing: I take amlodipine ...": what follows the colon is said
    if token.dep_ not in CLAUSE_DEPS:
        return False
    if token.dep_ == "advcl" and any(c.tag_ == "TO" for c in token.children) and not _subject(token):
        return False  # "coming to live with us": the purpose stays with the verb it serves
    dated = any(t.ent_type_ in ("DATE", "TIME") for t in token.subtree)
    joined = token.i > 0 and token.doc[token.i - 1].text not in (",", ";")
    if token.dep_ == "advcl" and token.tag_ == "VBG" and dated and joined and not _subject(token):
        return False  # "switching to night shift at kaiser starting in june": when, said with it
    if token.dep_ == "ROOT":
        return True
    # "oh and the dog's called Bramble": a verb joined to an exclamation heads its own clause
    # ("my name's Dmitri, and I live in Hamilton": a verb with a subject of its own, wherever it is joined)
    joined_to_verb = token.head.pos_ in ("VERB", "AUX", "INTJ") or own_subject
    if token.pos_ == "ADJ" and token.dep_ == "conj":  # "..., but for now I'm stuck in a flat": its own clause
        return _subject(token) is not None and any(c.dep_ in ("aux", "auxpass") for c in token.children)
    return token.pos_ in ("VERB", "AUX") and (token.dep_ != "conj" or joined_to_verb)


def _joined_subject(token: Any) -> bool:
    """A clause of its own, joined by "and", that the parse made the next verb's subject."""
    joined = any(c.dep_ == "cc" and c.i < token.i for c in token.children)
    return token.dep_ == "csubj" and joined and any(c.dep_ in ("nsubj", "nsubjpass") for c in token.children)


def _subject(token: Any) -> Any | None:
    found = [c for c in token.children if c.dep_ in SUBJECT_DEPS and not _joined_subject(c)]
    if any(c.dep_ in ("nsubj", "nsubjpass") for c in found):  # ("wait am i the one ...": "wait" no subject)
        found = [c for c in found if c.dep_ != "csubj"]
    # "... and the doubles man was closed": a subject the parser hung on the verb's auxiliary
    found = found or [
        g for c in token.children if c.dep_ in ("aux", "auxpass") for g in c.children if g.dep_ in SUBJECT_DEPS
    ]
    if found:  # two ("Nah, Ruth's not ..."): the one next to the verb
        return max((c for c in found if c.i < token.i), key=lambda c: c.i, default=found[0])
    # "I play the cello and sing in a choir": the first verb's subject; not "Callum's got me typing it,
    # hang on" (a bare verb joined to a tensed one asks)
    # (nor "i'm allergic to prawns so leave them out": a bare verb after "so" asks)
    asks = token.tag_ == "VB" and any(c.dep_ == "advmod" and c.lower_ in ("so", "then") for c in token.children)
    if (
        token.dep_ == "conj"
        and not asks
        and not (token.tag_ == "VB" and token.head.tag_ in ("VBZ", "VBD", "VBN", "VBG"))
    ):
        return _subject(token.head)
    if fronted_participle(token):
        return _subject(token.head)  # "Being coeliac, should I ...": the participle's subject is the verb's
    return None


def fronted_participle(token: Any) -> bool:
    """A participle opening the sentence, before the verb it leans on, with no subject or conjunction of
    its own: "Being coeliac, ...", "Living on my own, ..." (not "When cooking, ..."); or one set off by a
    comma after it: "I stay Subang Jaya, doing data analyst at the bank"."""
    if token.dep_ != "advcl" or token.tag_ not in ("VBG", "VBN"):
        return False
    if any(c.dep_ in ("mark", "advmod", "aux") and c.i < token.i for c in token.children):
        return False
    after = token.i > token.head.i and token.tag_ == "VBG" and token.doc[token.i - 1].text == ","
    return token.i < token.head.i or after


def clauses(sentence: Any) -> list[Clause]:
    """The clauses of one sentence (a spaCy Span), in order of their first word."""
    heads = [t for t in sentence if _is_head(t)]
    head_set = {t.i for t in heads}
    found: dict[int, Clause] = {}
    for head in heads:
        own = _without_consequence([t for t in _own_subtree(head, head_set) if not t.is_space])
        while own and (own[-1].is_punct or own[-1].dep_ == "cc"):
            own.pop()
        while own and (own[0].is_punct or own[0].dep_ == "cc"):
            own.pop(0)
        if own:
            found[head.i] = Clause(head, own, _subject(head))
    for clause in found.values():
        up = clause.head.head
        while up.i != clause.head.i and up.i not in found and up.head.i != up.i:
            up = up.head
        clause.parent = found.get(up.i) if up.i != clause.head.i else None
    return sorted(found.values(), key=lambda c: c.start)


def _verbless_consequence(token: Any) -> bool:
    """ "I work nights in the NICU, so no music before two": a noun phrase joined to a verb by "so" is
    what follows from the clause (a request, said without a verb), no part of what the clause says."""
    if token.dep_ not in ("conj", "dep", "dobj", "advcl") or token.pos_ not in ("NOUN", "PROPN", "NUM", "PRON"):
        return False  # ("so nothing with gluten for him")
    first = token.left_edge  # "..., so no prawns please", "so nothing with gluten for him"
    so = first if first.lower_ == "so" else (token.doc[first.i - 1] if first.i > 0 else None)
    joined = so is not None and so.lower_ == "so" and so.head.i in (token.head.i, token.i)
    return token.head.pos_ in ("VERB", "AUX") and joined


def _without_consequence(own: list[Any]) -> list[Any]:
    """ "he's lactose intolerant, so nothing with milk for him": what follows ", so" with no verb of its
    own is a consequence asked for, however the parser hung it."""
    for n, tok in enumerate(own[1:], start=1):
        if tok.lower_ != "so" or own[n - 1].text != ",":
            continue
        rest = own[n + 1 :]
        stop = next((k for k, t in enumerate(rest) if t.is_punct), len(rest))
        if rest[:stop] and not any(t.tag_ in ("VBZ", "VBP", "VBD", "MD") for t in rest[:stop]):
            return own[: n - 1] + rest[stop:]
    return own


def _asking(token: Any) -> bool:
    """A "please" or the "so" of a consequence said without a verb ("..., so no prawns please"): how it is
    asked, not what the clause says."""
    if token.dep_ == "intj" and token.lower_ == "please":
        return True
    after = token.doc[token.i + 1 :]
    so = token.lower_ == "so" and token.dep_ in ("advmod", "cc")
    return so and any(t.head.i == token.head.i and _verbless_consequence(t) for t in after[:4])


def _own_subtree(head: Any, heads: set[int]) -> Iterator[Any]:
    stack = [head]
    out = []
    while stack:
        tok = stack.pop()
        out.append(tok)
        stack.extend(c for c in tok.children if c.i not in heads and not _verbless_consequence(c) and not _asking(c))
    return iter(sorted(out, key=lambda t: t.i))
