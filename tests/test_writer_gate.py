"""The writer is the gate, whatever the model proposes: on a real Redis, rq job worker and SQLite store,
a model that proposes junk gets only what the person said stored, and nothing they asked about changed."""

from __future__ import annotations

import json
from typing import Any

from writer_fakes import (
    publish_turns,
    shown_ids,
    wait_for,
)
from writer_rig import Rig, seed_memories

from shared.memory.model import MemoryFilter


def junk(body: dict[str, Any]) -> str:
    """What a weak model proposes: a greeting, a claim nobody made, a pronoun-led sentence, the one
    fact the person stated, and a rewrite plus a retire of every memory it is shown."""
    adds = [
        "Hi there! How can I help you today?",
        "Dogs are a big part of our culture and very loyal.",
        "They're very loyal and friendly companions.",
        "The user's sister Hana lives in Kyoto.",
    ]
    return json.dumps(
        {
            "add": [{"text": t, "subject": "stuff", "kind": "fact", "tags": [], "importance": 3} for t in adds],
            "update": [{"id": i, "text": "The user's dog is called Rex."} for i in shown_ids(body)],
            "retire": [{"id": i, "reason": "the user asked about it"} for i in shown_ids(body)],
            "relevant": [],
        }
    )


def test_a_junk_model_stores_only_what_the_person_said_and_changes_nothing_asked_about(rig: Rig) -> None:
    before = {m.id: m for m in seed_memories(rig.store)}
    rig.llm.responder = junk
    ids = publish_turns(rig.bus, "s1", ["Hi there!", "My sister Hana lives in Kyoto.", "What's my dog called again?"])
    wait_for(lambda: rig.state.checkpoint("s1") == ids[-1], what="the batch")
    assert "mem-dog" in shown_ids(rig.llm.requests[0]), "the dog memory was in front of the model"
    added = [m for m in rig.store.list(MemoryFilter(status=None), limit=100) if m.id not in before]
    assert [m.text for m in added] == ["The user's sister Hana lives in Kyoto."]
    evidence = added[0].extra["evidence"]
    assert [(e["turn"], e["words"]) for e in evidence] == [("s1-t1", "My sister Hana lives in Kyoto.")]
    for mem in before.values():
        kept = rig.store.get(mem.id)
        assert kept is not None and kept.status == "active" and kept.text == mem.text, kept
    assert {c.op for c in rig.changes()} == {"add"}


def test_a_correction_in_the_persons_words_changes_the_memory(rig: Rig) -> None:
    seed_memories(rig.store)

    def corrects(body: dict[str, Any]) -> str:
        update = [{"id": "mem-job", "text": "The user works day shifts at the hospital."}]
        return json.dumps({"add": [], "update": update if "mem-job" in shown_ids(body) else [], "retire": []})

    rig.llm.responder = corrects
    ids = publish_turns(rig.bus, "s2", ["Actually I work day shifts at the hospital now, not nights."])
    wait_for(lambda: rig.state.checkpoint("s2") == ids[-1], what="the batch")
    assert rig.store.get("mem-job").text == "The user works day shifts at the hospital."  # type: ignore[union-attr]


def test_the_same_fact_in_other_words_confirms_the_memory_instead_of_copying_it(rig: Rig) -> None:
    before = {m.id: m for m in seed_memories(rig.store)}
    dog = before["mem-dog"]

    def again(body: dict[str, Any]) -> str:
        text = "The user's dog is named Biscuit."  # cosine 0.97 to the memory (MiniLM)
        return json.dumps({"add": [{"text": text, "subject": "dog", "kind": "fact", "tags": [], "importance": 4}]})

    rig.llm.responder = again
    ids = publish_turns(rig.bus, "s3", ["Our dog is named Biscuit, by the way."])
    wait_for(lambda: rig.state.checkpoint("s3") == ids[-1], what="the batch")
    assert sorted(m.id for m in rig.store.list(MemoryFilter(status=None), limit=100)) == sorted(before)
    kept = rig.store.get("mem-dog")
    assert kept is not None and kept.text == dog.text
    assert kept.confidence == round(dog.confidence + 0.1, 2) and kept.observed_at is not None
    assert kept.extra["evidence"][-1]["words"] == "Our dog is named Biscuit, by the way."  # type: ignore[index]


def test_an_edit_made_while_the_model_thinks_is_never_written_over_the_batch_is_replanned(rig: Rig) -> None:
    from dataclasses import replace

    seed_memories(rig.store)

    def corrects(body: dict[str, Any]) -> str:
        update = [{"id": "mem-job", "text": "The user works day shifts at the hospital."}]
        add = [
            {
                "text": "The user's manager is called Priya.",
                "subject": "manager",
                "kind": "person",
                "tags": [],
                "importance": 3,
            }
        ]
        return json.dumps({"add": add, "update": update if "mem-job" in shown_ids(body) else [], "retire": []})

    rig.llm.responder = corrects
    rig.llm.gate.clear()  # the model call waits
    ids = publish_turns(
        rig.bus, "s4", ["Actually I work day shifts at the hospital now.", "My manager is called Priya."]
    )
    wait_for(lambda: rig.llm.arrived >= 1, what="the model call")
    job = rig.store.get("mem-job")
    assert job is not None
    rig.store.replace(replace(job, text="The user works evening shifts at the hospital."))  # the person's edit
    rig.llm.gate.set()
    wait_for(lambda: rig.state.checkpoint("s4") == ids[-1], what="the batch")
    kept = rig.store.get("mem-job")
    assert kept is not None and kept.text == "The user works evening shifts at the hospital.", "the edit stands"
    assert len(rig.llm.requests) == 2, "planned again after the edit"
    managers = [m for m in rig.store.list(limit=100) if "Priya" in m.text]
    assert len(managers) == 1, "the first plan's add is kept once, not added again by the second"


def test_what_a_known_speaker_says_of_themselves_is_theirs_and_we_stays_the_households(rig: Rig) -> None:
    rig.llm.responder = lambda body: json.dumps({"add": [], "update": [], "retire": []})  # the claims carry it
    ids = publish_turns(rig.bus, "s1", ["My wife is called Ana.", "We have a dog named Rex."], person="Tom")
    ids += publish_turns(rig.bus, "s2", ["My wife is called Mei."], person="Bob")
    ids += publish_turns(rig.bus, "s3", ["I'm vegan."])
    for session, last in (("s1", ids[1]), ("s2", ids[2]), ("s3", ids[3])):
        wait_for(lambda s=session, e=last: rig.state.checkpoint(s) == e, what=f"the batch of {session}")
    whose = {mem.text: mem.person for mem in rig.store.list(MemoryFilter(status=None), limit=100)}
    assert whose == {
        "Tom's wife is called Ana.": "Tom",
        "Bob's wife is called Mei.": "Bob",
        "The user has a dog named Rex.": "household",  # "we": the home's, not Tom's
        "The user is vegan.": "household",  # an unknown voice: never a guessed person's
    }, whose
    again = publish_turns(rig.bus, "s4", ["My wife's called Ana, by the way."], person="Tom")
    wait_for(lambda: rig.state.checkpoint("s4") == again[-1], what="Tom's second batch")
    assert len(rig.store.list(MemoryFilter(status=None), limit=100)) == 4, rig.texts()


def test_one_speakers_words_never_rewrite_or_retire_another_persons_memory(rig: Rig) -> None:
    from shared.memory.model import Memory

    bobs = [
        Memory(id="mem-mei", text="Bob's wife is called Mei.", subject="wife Mei", tags=["wife"], person="Bob"),
        Memory(id="mem-mini", text="Bob drives a red Mini.", subject="car Mini", tags=["car"], person="Bob"),
    ]
    rig.store.bulk_add(bobs)

    def takes_over(body: dict[str, Any]) -> str:  # a model that gives Tom's words to every memory it sees
        ids = shown_ids(body)
        return json.dumps(
            {
                "add": [],
                "update": [{"id": i, "text": "The user's wife is called Ana."} for i in ids if i == "mem-mei"],
                "retire": [{"id": i, "reason": "the user sold it"} for i in ids if i == "mem-mini"],
            }
        )

    rig.llm.responder = takes_over
    ids = publish_turns(rig.bus, "s1", ["My wife is called Ana, actually.", "I sold the red Mini."], person="Tom")
    wait_for(lambda: rig.state.checkpoint("s1") == ids[-1], what="Tom's batch")
    assert {"mem-mei", "mem-mini"} <= set(shown_ids(rig.llm.requests[0])), "Bob's memories were in front of the model"
    for mem in bobs:
        kept = rig.store.get(mem.id)
        assert kept is not None and (kept.text, kept.status, kept.person) == (mem.text, "active", "Bob"), kept
    assert "Tom's wife is called Ana." in rig.texts()
