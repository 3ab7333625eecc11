"""A sentence's clauses from its dependency parse, each with its subject, a pronoun resolved.

A clause is a verb (or a copula) that heads one: the sentence's root, a verb joined to it ("... and
she's six"), a reported or remembered complement ("reckons I'm ...", "remember that ..."), an adverbial
clause ("As I'm vegan, ...") or a parenthetical one. Relative clauses, infinitives and participles stay
inside the clause they modify. A clause's tokens are its head's subtree less the clauses inside it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from services.writer.claims.lexicon import (
    FIRST_PERSON,
    MEDIA_VERBS,
    PETS,
    RELATIONS,
    SECOND_PERSON,
    STORY_NOUNS,
    THIRD_PRONOUNS,
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
            return self.antecedent
        if self.owner and self.subject is not None:
            return [*self.owner, *[t for t in self.subject.subtree if t.dep_ != "poss"]]
        return list(self.subject.subtree) if self.subject is not None else []

    def lowers(self) -> set[str]:
        return {t.lower_ for t in self.tokens} | {t.lower_ for t in self.antecedent} | {t.lower_ for t in self.owner}

    @property
    def in_story(self) -> bool:
        """Told of a story's characters: under a story noun, or right after one ("a film where ...")."""
        if _in_story(self.head) and not (self.subject is not None and self.subject.lower_ in ("i", "we")):
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
        speaker = self.subject is not None and self.subject.lower_ in ("i", "we")
        return speaker and self.head.lemma_.lower() in MEDIA_VERBS and any(_story_noun(t) for t in self.tokens)

    @property
    def involves_speaker(self) -> bool:
        return bool(self.lowers() & FIRST_PERSON)

    def about(self) -> str:
        """Who or what the clause is about: the speaker, a relation, a named person, a pet, a place..."""
        words = self.subject_words
        lowers = {t.lower_ for t in words}
        if lowers & SECOND_PERSON and not lowers & FIRST_PERSON:
            return "assistant"
        nouns = {t.lemma_.lower() for t in words if t.pos_ in ("NOUN", "PROPN")}
        if nouns & PETS:
            return "pet"
        if nouns & RELATIONS:
            return "relation"
        if any(t.ent_type_ == "PERSON" or (t.pos_ == "PROPN" and t.ent_type_ not in ("GPE", "LOC")) for t in words):
            return "person"
        if any(t.ent_type_ in ("GPE", "LOC", "FAC") for t in words):
            return "place"
        if lowers & FIRST_PERSON or (self.subject is None and self.involves_speaker):
            return "speaker"
        return "thing"


def _story_noun(token: Any) -> bool:
    return token.pos_ == "NOUN" and token.lemma_.lower() in STORY_NOUNS


def _in_story(token: Any) -> bool:
    """The token is told of a story: it hangs under "a film where ...", "a story about a dragon who ..."."""
    return any(a.pos_ == "NOUN" and a.lemma_.lower() in STORY_NOUNS for a in token.ancestors)


def _aside(token: Any) -> bool:
    """A relative clause set off by a comma ("my sister, who lives in Oslo, ..."): a claim of its own."""
    first = min(token.subtree, key=lambda t: t.i)
    return first.i > 0 and first.doc[first.i - 1].text == "," and first.tag_ in ("WP", "WDT", "WRB", "WP$")


def _is_head(token: Any) -> bool:
    if token.dep_ in ("relcl", "acl") and token.pos_ in ("VERB", "AUX") and (_in_story(token) or _aside(token)):
        return True  # a story's content, or an aside, is its own clause: the frame around it stays as it is
    if token.dep_ == "pcomp" and token.pos_ in ("VERB", "AUX"):  # "given we're up in Inverness"
        return any(c.dep_ in SUBJECT_DEPS for c in token.children)
    if token.dep_ not in CLAUSE_DEPS:
        return False
    if token.dep_ == "advcl" and any(c.tag_ == "TO" for c in token.children) and not _subject(token):
        return False  # "coming to live with us": the purpose stays with the verb it serves
    if token.dep_ == "ROOT":
        return True
    # "oh and the dog's called Bramble": a verb joined to an exclamation heads its own clause
    return token.pos_ in ("VERB", "AUX") and (token.dep_ != "conj" or token.head.pos_ in ("VERB", "AUX", "INTJ"))


def _subject(token: Any) -> Any | None:
    found = [c for c in token.children if c.dep_ in SUBJECT_DEPS]
    if found:  # two ("Nah, Ruth's not ..."): the one next to the verb
        return max((c for c in found if c.i < token.i), key=lambda c: c.i, default=found[0])
    if token.dep_ == "conj":  # "I play the cello and sing in a choir": the first verb's subject
        return _subject(token.head)
    return None


def clauses(sentence: Any) -> list[Clause]:
    """The clauses of one sentence (a spaCy Span), in order of their first word."""
    heads = [t for t in sentence if _is_head(t)]
    head_set = {t.i for t in heads}
    found: dict[int, Clause] = {}
    for head in heads:
        own = [t for t in _own_subtree(head, head_set) if not t.is_space]
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


def _own_subtree(head: Any, heads: set[int]) -> Iterator[Any]:
    stack = [head]
    out = []
    while stack:
        tok = stack.pop()
        out.append(tok)
        stack.extend(c for c in tok.children if c.i not in heads)
    return iter(sorted(out, key=lambda t: t.i))


def _possessed_names(clause: Clause) -> list[Any]:
    """A named relation or pet in the clause ("my twins Ada and Noor", "our tortoise Genghis"): what a
    later "they" or "she" may stand for."""
    for tok in clause.tokens:
        mine = tok.pos_ == "NOUN" and any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in tok.children)
        if mine and any(
            c.dep_ in ("appos", "compound", "conj") and c.pos_ == "PROPN" for c in tok.subtree if c.i != tok.i
        ):
            return [t for t in tok.subtree if t.dep_ not in ("relcl", "acl", "prep") or t.i == tok.i]
    return []


def _agrees(pronoun: Any, words: list[Any]) -> bool:
    """ "it" stands for a thing, "he" or "she" for someone (a person, a relation, a pet)."""
    someone = any(t.ent_type_ == "PERSON" or t.pos_ == "PROPN" or t.lemma_.lower() in RELATIONS | PETS for t in words)
    if pronoun.lower_ == "it":
        return not someone or any(t.lemma_.lower() in PETS for t in words)
    if pronoun.lower_ in ("he", "she", "him", "her"):
        return someone
    return True


def _owned_thing(clause: Clause) -> list[Any]:
    """The speaker's thing the clause names ("my warfarin", "our old car"): what a later "it" may be."""
    for tok in reversed(clause.tokens):
        mine = any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in tok.children)
        if mine and tok.pos_ == "NOUN" and tok.lemma_.lower() not in RELATIONS | PETS:
            return [t for t in tok.subtree if t.dep_ not in ("relcl", "acl", "prep")]
    return []


def _called(clause: Clause) -> list[Any]:
    """ "We have a cat called Ziggy": the cat Ziggy, the speaker's (what a later "he" stands for)."""
    for tok in clause.tokens:
        if tok.pos_ != "NOUN" or tok.dep_ not in ("dobj", "attr"):
            continue
        names = [
            n
            for c in tok.children
            if c.dep_ == "acl" and c.lemma_ in ("call", "name")
            for n in c.children
            if n.dep_ == "oprd" and n.pos_ == "PROPN"
        ]
        if names:
            owner = [t for t in clause.tokens if t.lower_ in ("i", "we") and t.dep_ == "nsubj"]
            return [*owner[:1], tok, *names]
    return []


def resolve_pronouns(ordered: list[Clause]) -> None:
    """A subject "he", "she", "it" or "they" stands for the nearest earlier subject that names someone
    or something ("Our rabbit is called Clover and she's six": she is our rabbit Clover); a relative
    "who" for the noun it follows; "her" in "her greyhound" for that earlier someone; "we", after
    "Lena and I", for both."""
    last: list[Any] = []
    thing: list[Any] = []  # the speaker's own thing, named last: what a later "it" stands for
    together: list[Any] = []  # "Lena and I": what a later "we" stands for
    for clause in ordered:
        subj = clause.subject
        if thing:  # "I need my warfarin, I'm on it for life": it is my warfarin
            its = [t for t in clause.tokens if t.lower_ == "it" and t.dep_ in ("dobj", "pobj")]
            clause.referents = {t.i: thing for t in its}
        if subj is not None and subj.tag_ in ("WP", "WDT") and clause.head.dep_ == "relcl":
            clause.antecedent = [t for t in clause.head.head.subtree if t.i < subj.i and t.text != ","]
            continue
        if subj is not None and subj.lower_ in THIRD_PRONOUNS and subj.pos_ == "PRON":
            if subj.lower_ == "it" and thing:  # "I need my warfarin, I'm on it for life": it is my warfarin
                clause.antecedent = thing
            elif last and _agrees(subj, last):
                clause.antecedent = last
            thing = _owned_thing(clause) or thing
            continue
        if subj is not None and subj.lower_ == "we" and together:
            clause.antecedent = together
            continue
        if subj is not None:
            poss = [c for c in subj.children if c.dep_ == "poss" and c.lower_ in ("his", "her")]
            if poss and any(t.pos_ == "PROPN" for t in last):  # "her greyhound", after "our neighbour Imogen"
                clause.owner = last
        if subj is not None and any(c.dep_ == "conj" for c in subj.children):
            words = list(subj.subtree)
            if {t.lower_ for t in words} & {"i", "me"}:
                together = words
        named = _possessed_names(clause) or _called(clause)
        if subj is None or subj.pos_ == "PRON":  # "I", "we", "this": no one a later "she" stands for
            thing = _owned_thing(clause) or thing
            last = named or last
            continue
        thing = _owned_thing(clause) or thing
        if clause.in_story:  # a character of a story is no one a later "it" or "she" of the person's stands for
            continue
        words = list(subj.subtree)
        if clause.head.lemma_ in ("call", "name"):  # "... is called Clover": the name joins the subject
            words += [c for c in clause.head.children if c.dep_ in ("oprd", "attr", "dobj") and c.pos_ == "PROPN"]
        last = words
