"""What keeps the box busy in `koe bench contention`: the writer's batches, fed one at a time, and a
person talking in another room (speech recognition at a talking pace, in a process of its own)."""

from __future__ import annotations

import multiprocessing
from typing import Any

import redis


class Feeder:
    """Gives the writer one batch at a time: two finished turns of a new session of another room. One at a
    time, so a busy turn meets a batch just begun or under way, and an idle one waits for that batch alone
    (a feeder that kept publishing built a backlog a slow writer took minutes to clear)."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self.n = 0

    def feed(self) -> None:
        from shared import messages as m
        from shared import streams

        n, self.n = self.n, self.n + 1
        for k in range(2):
            said = f"My friend number {n} lives in town {n + k} and plays the violin on Sundays."
            record = m.TurnRecord(
                device="other-room", session=f"bg-{n}", turn=f"bg-{n}-{k}", user_text=said, reply_text="Nice!"
            )
            self.client.xadd(streams.TURNS.key, record.to_fields())


def transcribing(on: Any, stop: Any) -> None:
    """A process's body: transcribe piper speech back to back while `on` is set, until `stop` is."""
    from koe.bench.voice import Voice
    from services.stt.transcriber import load_transcriber
    from services.vad.pcm import to_float
    from shared.logs import configure_logging
    from shared.settings import get_settings
    from shared.threads import settings_budget

    configure_logging("error", "console")
    settings = get_settings()
    voice = Voice()
    clip = to_float(voice.say("Could you put the kettle on and then tell me about tomorrow's weather, please?"))
    voice.close()
    transcriber = load_transcriber(settings.stt_model, settings.stt_device, settings_budget(settings).stt)
    spoken_s = len(clip) / 16_000
    while not stop.is_set():
        if on.wait(0.2):
            transcriber.transcribe(clip)
            stop.wait(spoken_s)  # the next utterance is being spoken: STT hears it only once it ends


class Speaker:
    """The transcribing process, started once (loading the model) and switched on for its phase."""

    def __init__(self) -> None:
        ctx = multiprocessing.get_context("spawn")  # no fork of a process with threads
        self.on, self.stop = ctx.Event(), ctx.Event()
        self.proc = ctx.Process(target=transcribing, args=(self.on, self.stop), daemon=True)

    def __enter__(self) -> Speaker:
        self.proc.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.proc.join(30)
        if self.proc.is_alive():
            self.proc.kill()
