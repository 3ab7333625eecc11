"""What a request to forget keeps back of what it names: "forget all that about Lola except the birthday",
"... but keep that Jonah's my son", "forget about Darlene, ..., just the dogs"."""

from __future__ import annotations

import re
from typing import Any

from services.writer.claims.forgetting import kept_after


def spared_words(head: Any) -> tuple[str, ...]:
    """What a request to forget keeps back of what it names: "forget all that about Lola except the birthday"
    (birthday); "just the jonah bit" after "the pill thing" names another thing, no part of it."""
    excepted = [c for c in head.subtree if c.dep_ == "pobj" and c.head.lower_ in ("except", "besides")]
    # "forget everything else I said and just keep Mateo's allergy": what is asked to be kept after it
    keeps = [
        t for t in head.sent if t.lemma_ == "keep" and t.i > head.i and not any(c.dep_ == "neg" for c in t.children)
    ]
    excepted += [c for k in keeps for c in k.children if c.dep_ == "dobj"]
    # ("only keep the milk thing and that I'm in Pune": a clause kept beside it)
    marked = [c for k in keeps for c in k.children if c.dep_ in ("ccomp", "conj")]
    # ("keep that Jonah's my son": a clause pointed at by "that")
    pointed = [k for k in keeps if any(c.dep_ == "dobj" and c.lower_ == "that" for c in k.children)]
    excepted += [c for c in marked if any(m.dep_ == "mark" for m in c.children) or c.head in pointed]
    excepted += kept_after(head, keeps)
    kept = [t for c in excepted for t in c.subtree if t.pos_ in ("NOUN", "PROPN", "NUM")]
    return tuple(dict.fromkeys(t.lemma_.lower() for t in kept if t.lower_ != "one"))


def left_out_words(head: Any) -> tuple[str, ...]:
    """What the person keeps out of a request, said last after it: "forget about Darlene, she don't want nobody
    knowing her business, just the dogs" (dogs): no word of what is forgotten, though said of her."""
    last = _JUST_THE.search(head.doc.text, head.idx)
    kept = [t for t in head.doc if last and t.idx == last.start(1) and t.pos_ in ("NOUN", "PROPN")]
    return tuple(dict.fromkeys(t.lemma_.lower() for t in kept))


_JUST_THE = re.compile(r"[,.;]\s+(?:but\s+)?(?:just|only)\s+(?:the|my|our)\s+([a-z]+)\s*[.!]?\s*$", re.IGNORECASE)
