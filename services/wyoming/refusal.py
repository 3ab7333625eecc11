"""A request the bridge will not carry out, with the reason Home Assistant is told."""

from __future__ import annotations


class Refused(Exception):
    """Answered with an `error` event (code `why`, counted in koe_wyoming_refused_total); the connection is
    closed when `close` is set (the stream can no longer be trusted to be in step)."""

    def __init__(self, why: str, text: str, close: bool = False) -> None:
        super().__init__(text)
        self.why = why
        self.text = text
        self.close = close
