"""The feedback stage: the writer's relevance judgments become ranking signal in the store.

For each judgment on the feedback stream: llm_judgment events tied to the searches that surfaced
each relevant memory (shared/memory/feedback.py), kept in the store and queryable by query id,
and use_count / last_used_at bumped for the newly recorded ones.
"""

from __future__ import annotations

from shared import messages as m
from shared import metrics, streams
from shared.consumer import Delivery, Handler
from shared.logs import turn_logger
from shared.memory.feedback import apply_judgment, judgment_events
from shared.memory.households import HouseholdStores
from shared.streams import Stream
from shared.worker import Worker


class FeedbackWorker(Worker):
    def setup(self) -> None:
        self.stores = HouseholdStores(self.settings, embed=False)  # it only counts uses: no model
        self.stores.get(None)

    def teardown(self) -> None:
        if hasattr(self, "stores"):
            self.stores.close()

    def handlers(self) -> dict[Stream, Handler]:
        return {streams.FEEDBACK: self.on_judgment}

    def on_judgment(self, msg: m.Message, delivery: Delivery) -> None:
        if not isinstance(msg, m.RelevanceJudgment):
            metrics.DROPPED.labels(self.stage, "not_a_judgment").inc()
            self.log.warning("feedback.not_a_judgment", kind=msg.KIND, entry=delivery.entry_id)
            return None
        log = turn_logger(msg.device, msg.session, msg.turn, stage=self.stage)
        household = msg.household or self.settings.household  # the judged turns' household's store, no other
        store = self.stores.get(household)
        events = judgment_events(msg.uses, msg.memory_ids, store, household)
        applied = apply_judgment(store, events)
        log.info(
            "feedback.recorded",
            batch=msg.batch,
            relevant=len(msg.memory_ids),
            events=applied.events,
            repeated=applied.repeated,
            bumped=applied.bumped,
        )
        return None
