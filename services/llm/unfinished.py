"""Do the words heard at a pause read like the middle of a sentence? Then a head start would be wasted.

At a pause (the head start) the agent is still listening. A transcript that ends on a word an English
sentence cannot end on ("Can you remind me to", "What is the weather for the", "I want to bake a cake
and") says the person has more to say, whatever their voice did: the answer waits for the end of the
turn instead of being prepared, and no reply audio reaches the agent early (the agent may end a turn
early only on a reply that is ready, services/vad/agent.py). A transcript the model itself trails off
("so I was thinking...", "and, "), or leaves without the full stop or question mark it gives a sentence
("When my grandmother comes"), reads the same. Everything else reads finished. This rule only ever
delays a head start, never the answer to a confirmed end: an unpunctuated finished question is answered
when the end of the turn is confirmed, as without a head start.
"""

from __future__ import annotations

import re

# Words a spoken sentence hardly ends on. Not those it often does: "Turn the lights on.", "I think so.",
# "I like that.", "Call her.", "No.", auxiliaries ("How many legs does a spider have?", "... what time it is.").
# A word wrongly here costs little: that turn gets no head start, its answer comes at the confirmed end.
_DETERMINERS = "a an the my your our their its whose"
_PREPOSITIONS = "to for of at with from by into onto under between during without towards toward until via per"
_CONJUNCTIONS = "and or but nor because if whether when while although though unless"
_SUBJECTS = "i we they he she"
_FILLERS = "um umm uh uhm er erm hmm ah"
CANNOT_END = frozenset(" ".join((_DETERMINERS, _PREPOSITIONS, _CONJUNCTIONS, _SUBJECTS, _FILLERS)).split())

_TRAILING_OFF = re.compile(r"(\.\.\.|…|[,;:\-–—])\s*$")
_ENDS_A_SENTENCE = re.compile(r"[.?!][\"')\]]*$")
_WORD = re.compile(r"[a-z']+")


def reads_unfinished(text: str) -> bool:
    """Whether `text` (a transcript heard at a pause) stops in the middle of a sentence."""
    stripped = text.strip()
    if not stripped:
        return False
    if _TRAILING_OFF.search(stripped) or not _ENDS_A_SENTENCE.search(stripped):
        return True  # Whisper ends what it heard as a sentence with its punctuation
    words = _WORD.findall(stripped.lower())
    return bool(words) and words[-1] in CANNOT_END
