"""One Recaller per household the recall worker serves, each over its household's store.

A turn is recalled from its own household's memories only (`Transcript.household`, stamped on the box;
None is the worker's KOE_HOUSEHOLD), and a session's cache lives in its household's Recaller, so no
cache, preload or search ever mixes two households. A memory change goes to its household's Recaller
alone. On a household's own box there is one.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from services.recall.recaller import Recaller
from shared.memory.households import HouseholdStores


class Recallers:
    def __init__(self, stores: HouseholdStores, make: Callable[[HouseholdStores, str], Recaller]) -> None:
        self.stores = stores
        self.household = stores.household
        self._make = make
        self._by_household: dict[str, Recaller] = {}
        self._lock = threading.Lock()

    def of(self, household: str | None) -> Recaller:
        name = household or self.household
        with self._lock:
            recaller = self._by_household.get(name)
        if recaller is None:
            made = self._make(self.stores, name)  # opens the store: outside the lock
            with self._lock:
                recaller = self._by_household.setdefault(name, made)
            if recaller is not made:
                made.close()
        return recaller

    def opened(self, household: str | None = None) -> list[Recaller]:
        """Every Recaller made so far (or that household's, if made)."""
        with self._lock:
            if household is None:
                return list(self._by_household.values())
            found = self._by_household.get(household)
            return [found] if found else []

    def session_caches(self) -> int:
        return sum(len(r.caches) for r in self.opened())

    def close(self) -> None:
        with self._lock:
            made, self._by_household = list(self._by_household.values()), {}
        for recaller in made:
            recaller.close()
        self.stores.close()
