"""The chat request: persona, remembered context under a short header, recent history, the turn."""

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


def system_prompt(name: str, memories: list[RecalledMemory], today: str | None = None) -> str:
    parts = [persona(name, today)]
    if memories:
        lines = [f"- {m.text} [noted {m.noted}]" for m in memories]
        parts.append(MEMORY_HEADER + "\n" + "\n".join(lines))
    return "\n\n".join(parts)


def chat_messages(
    name: str,
    memories: list[RecalledMemory],
    history: list[tuple[str, str]],
    user_text: str,
    today: str | None = None,
) -> list[dict[str, str]]:
    """`history` is the session's recent (user, assistant) exchanges, oldest first."""
    messages = [{"role": "system", "content": system_prompt(name, memories, today)}]
    for user, assistant in history:
        messages.append({"role": "user", "content": user})
        messages.append({"role": "assistant", "content": assistant})
    messages.append({"role": "user", "content": user_text})
    return messages
