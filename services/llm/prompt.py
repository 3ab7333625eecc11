"""The chat request: persona, recent history, then the turn with what is remembered for it.

The memories go with the new turn, not in the system prompt: the persona and the history are then the
same from one turn to the next, so the server reuses what it has already read of them (llama.cpp's
prefix match, vLLM's prefix cache) and reads only the new turn. Memories in the system prompt made it
read the whole history again on every turn whose memories differed: seconds on a CPU.
"""

from __future__ import annotations

import time

from shared.messages import RecalledMemory

MEMORY_HEADER = (
    "What you remember from earlier conversations (may be out of date; use it only when it's relevant, "
    "and don't recite it unprompted):"
)


def persona(name: str, today: str | None = None) -> str:
    today = today or time.strftime("%A, %B %d, %Y")
    return (
        f"You are {name}, a friendly household voice assistant. Today is {today}. "
        "Your replies are spoken aloud: answer in one to three short sentences of plain speech, "
        "with no lists, markdown, emoji or URLs. If you don't know something, say so briefly."
    )


def speaker_line(person: str | None, memories: list[RecalledMemory]) -> str:
    """Who is speaking, where koe knows its people (docs/people.md); nothing in a household without them.

    An unknown voice is told apart only when a memory belongs to someone: "my wife" then is not theirs."""
    if person:
        return f"{person} is speaking (recognised by voice)."
    if any(m.person for m in memories):
        return "The speaker's voice is not recognised: what you remember of a named person is not about them."
    return ""


def with_memories(user_text: str, memories: list[RecalledMemory], person: str | None = None) -> str:
    """The turn as the model reads it: what is remembered for it under a short header, who is speaking,
    then the words."""
    who = speaker_line(person, memories)
    if not memories:
        return f"{who}\nThey say: {user_text}" if who else user_text
    lines = "\n".join(f"- {m.text} [noted {m.noted}]" for m in memories)
    said = f"{who}\nThey say" if who else "The person says"
    return f"{MEMORY_HEADER}\n{lines}\n\n{said}: {user_text}"


def history_messages(name: str, history: list[tuple[str, str]], today: str | None = None) -> list[dict[str, str]]:
    """The part every turn of the session starts with: the persona and the recent exchanges."""
    messages = [{"role": "system", "content": persona(name, today)}]
    for user, assistant in history:
        messages.append({"role": "user", "content": user})
        messages.append({"role": "assistant", "content": assistant})
    return messages


def chat_messages(
    name: str,
    memories: list[RecalledMemory],
    history: list[tuple[str, str]],
    user_text: str,
    today: str | None = None,
    person: str | None = None,
) -> list[dict[str, str]]:
    """`history` is the session's recent (user, assistant) exchanges, oldest first; `person` who speaks."""
    turn = with_memories(user_text, memories, person)
    return [*history_messages(name, history, today), {"role": "user", "content": turn}]
