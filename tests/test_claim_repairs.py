"""The parse repairs on the misreadings the small English model makes of speech, each given as the tree
the model built (the model's own output varies with the words around it, so each misreading is written
out here, and the repair is checked on it): what a listener hears is what the tree says afterwards."""

from __future__ import annotations

from typing import Any

import pytest

from services.writer.claims import apostrophe_s, nlp, repairs

Row = tuple[str, int, str, str, str]  # word, head index, dependency, part of speech, tag


def parsed(*rows: Row) -> Any:
    from spacy.tokens import Doc

    words, heads, deps, pos, tags = zip(*rows, strict=True)
    lemmas = ["be" if w in ("is", "are", "was") else w.lower() for w in words]
    return Doc(
        nlp.load().vocab,
        words=list(words),
        heads=list(heads),
        deps=list(deps),
        pos=list(pos),
        tags=list(tags),
        lemmas=lemmas,
    )


def tree(doc: Any) -> dict[str, tuple[str, str]]:
    return {t.text: (t.dep_, t.head.text) for t in doc}


@pytest.fixture(scope="module", autouse=True)
def _model() -> None:
    nlp.load()


def test_has_taken_for_an_auxiliary_is_the_verb() -> None:
    # "because my husband Idris has gout", "gout" read as the verb and "has" its auxiliary
    doc = parsed(
        ("I", 1, "nsubj", "PRON", "PRP"),
        ("cook", 1, "ROOT", "VERB", "VBP"),
        ("because", 7, "mark", "SCONJ", "IN"),
        ("my", 4, "poss", "PRON", "PRP$"),
        ("husband", 6, "nsubj", "NOUN", "NN"),
        ("Idris", 4, "appos", "PROPN", "NNP"),
        ("has", 7, "aux", "AUX", "VBZ"),
        ("gout", 1, "advcl", "NOUN", "NN"),
    )
    repairs._do_as_verb(doc)
    assert tree(doc)["gout"] == ("dobj", "has") and tree(doc)["husband"] == ("nsubj", "has")
    assert tree(doc)["has"] == ("advcl", "cook") and doc[6].pos_ == "VERB"


def test_two_ages_joined_by_and_are_two_ages() -> None:
    # "Wren is nine and Bodhi is six" read as "Wren is" and "nine and Bodhi is six"
    doc = parsed(
        ("Wren", 1, "nsubj", "PROPN", "NNP"),
        ("is", 1, "ROOT", "AUX", "VBZ"),
        ("nine", 5, "nsubj", "NUM", "CD"),
        ("and", 2, "cc", "CCONJ", "CC"),
        ("Bodhi", 2, "conj", "PROPN", "NNP"),
        ("is", 1, "ccomp", "AUX", "VBZ"),
        ("six", 5, "attr", "NUM", "CD"),
    )
    repairs._number_taken_for_subject(doc)
    assert tree(doc)["nine"] == ("attr", "is") and doc[4].dep_ == "nsubj" and doc[4].head.i == 5
    assert doc[5].dep_ == "conj" and doc[5].head.i == 1


def test_a_pets_name_read_as_the_subject_of_a_relative_clause_is_the_pets() -> None:
    # "my dog Rolo reckons he owns the sofa" read as "my dog (that) Rolo reckons ..."
    doc = parsed(
        ("my", 1, "poss", "PRON", "PRP$"),
        ("dog", 1, "ROOT", "NOUN", "NN"),
        ("Rolo", 3, "nsubj", "PROPN", "NNP"),
        ("reckons", 1, "relcl", "VERB", "VBZ"),
        ("he", 5, "nsubj", "PRON", "PRP"),
        ("owns", 3, "ccomp", "VERB", "VBZ"),
    )
    repairs._name_taken_for_subject(doc)
    assert tree(doc)["dog"] == ("nsubj", "reckons") and tree(doc)["Rolo"] == ("appos", "dog")
    assert doc[3].dep_ == "ROOT"


def test_a_name_is_given_not_owned() -> None:
    # "her name's Marzipan" read as the possessive "name's Marzipan"
    doc = parsed(
        ("her", 1, "poss", "PRON", "PRP$"),
        ("name", 3, "poss", "NOUN", "NN"),
        ("'s", 1, "case", "PART", "POS"),
        ("Marzipan", 3, "ROOT", "NOUN", "NN"),
    )
    apostrophe_s.name_is(doc)
    assert tree(doc)["name"] == ("nsubj", "'s") and tree(doc)["Marzipan"] == ("attr", "'s")
    assert doc[2].lemma_ == "be" and doc[2].dep_ == "ROOT"


def test_a_bare_verb_goes_with_the_bare_verb_of_the_modal() -> None:
    # "I reckon we'd sell up, buy a van": "buy" joined to "reckon" belongs with "'d sell"
    doc = parsed(
        ("I", 1, "nsubj", "PRON", "PRP"),
        ("reckon", 1, "ROOT", "VERB", "VBP"),
        ("we", 4, "nsubj", "PRON", "PRP"),
        ("'d", 4, "aux", "AUX", "MD"),
        ("sell", 1, "ccomp", "VERB", "VB"),
        (",", 4, "punct", "PUNCT", ","),
        ("buy", 1, "conj", "VERB", "VB"),
        ("vans", 6, "dobj", "NOUN", "NNS"),
    )
    repairs._bare_verb_joined(doc)
    assert tree(doc)["buy"] == ("conj", "sell")


def test_the_end_of_a_place_name_is_no_verb() -> None:
    # "helps at the ranch at Cedar Hollow most Sundays", "Hollow" read as a verb
    doc = parsed(
        ("Abi", 1, "nsubj", "PROPN", "NNP"),
        ("helps", 1, "ROOT", "VERB", "VBZ"),
        ("at", 1, "prep", "ADP", "IN"),
        ("Cedar", 4, "compound", "PROPN", "NNP"),
        ("Hollow", 1, "ccomp", "VERB", "VB"),
        ("Sundays", 4, "dobj", "NOUN", "NNS"),
    )
    repairs._name_taken_for_verb(doc)
    assert tree(doc)["Hollow"] == ("pobj", "at") and doc[4].pos_ == "PROPN"
    assert tree(doc)["Sundays"] == ("npadvmod", "helps")


def test_gotta_is_now() -> None:
    doc = nlp.load()("I gotta feed the hens before work.")
    assert "Past" not in next(t for t in doc if t.lower_ == "got").morph.get("Tense")


def test_a_repair_that_would_loop_leaves_the_parse_as_it_came() -> None:
    doc = parsed(
        ("Nell", 1, "nsubj", "PROPN", "NNP"),
        ("runs", 1, "ROOT", "VERB", "VBZ"),
        ("the", 3, "det", "DET", "DT"),
        ("shop", 1, "dobj", "NOUN", "NN"),
    )

    def looping(d: Any) -> None:
        d[1].head, d[3].head = d[3], d[1]

    heads = [t.head.i for t in doc]
    real = repairs._repaired
    try:
        repairs._repaired = looping
        repairs.repairs(doc)
    finally:
        repairs._repaired = real
    assert [t.head.i for t in doc] == heads


def test_a_name_after_kin_read_as_the_noun_the_kin_describes_is_the_kins_name() -> None:
    # "leave it for my niece saoirse", written "Saoirse" but tagged a noun owning "my niece"
    doc = parsed(
        ("leave", 0, "ROOT", "VERB", "VB"),
        ("it", 0, "dobj", "PRON", "PRP"),
        ("for", 0, "prep", "ADP", "IN"),
        ("my", 5, "poss", "PRON", "PRP$"),
        ("niece", 5, "compound", "NOUN", "NN"),
        ("Saoirse", 2, "pobj", "NOUN", "NN"),
    )
    repairs._kin_name(doc)
    assert tree(doc)["niece"] == ("pobj", "for") and tree(doc)["my"] == ("poss", "niece")
    assert tree(doc)["Saoirse"] == ("appos", "niece") and doc[5].pos_ == "PROPN"
