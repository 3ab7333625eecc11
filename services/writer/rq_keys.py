"""rq's Redis keys under koe's prefix (`koe:rq:...` instead of `rq:...`).

rq has no setting for its key prefix. Its key names are class attributes, module constants read each
time a key is built, and a few properties and functions. rq also builds registries and reads those
constants directly, not through a Queue's `job_class` or a Worker's `queue_class`, so subclasses
would move only some of the keys: `use_koe_prefix()` renames them all, for the whole process. koe is
the only user of rq in its processes, and every process that touches the writer's queue imports
services/writer/jobs.py, which calls it, so all of them agree on the names.

Left as they are: pub/sub channel names (not keys), and the keys of features koe does not use
(cron jobs, and `enqueue_at(..., unique=True)`, whose Lua call names `rq:queues` inline).
"""

from __future__ import annotations

from typing import Any

import rq.results
import rq.scheduler
import rq.suspension
from rq import worker_registration
from rq.executions import Execution, ExecutionRegistry
from rq.group import Group
from rq.job import Job
from rq.queue import Queue
from rq.registry import (
    BaseRegistry,
    CanceledJobRegistry,
    DeferredJobRegistry,
    FailedJobRegistry,
    FinishedJobRegistry,
    ScheduledJobRegistry,
    StartedJobRegistry,
)
from rq.results import Result
from rq.worker import BaseWorker

from shared.streams import WRITER_RQ_PREFIX

RQ_PREFIX = "rq:"

# (owner, attribute) of every key name or key template rq reads when it builds a key.
_NAMES: tuple[tuple[Any, str], ...] = (
    (Queue, "redis_queue_namespace_prefix"),
    (Queue, "redis_queues_keys"),
    (Job, "redis_job_namespace_prefix"),
    (BaseWorker, "redis_worker_namespace_prefix"),
    (BaseWorker, "redis_workers_keys"),
    (Group, "REDIS_GROUP_NAME_PREFIX"),
    (Group, "REDIS_GROUP_KEY"),
    (BaseRegistry, "key_template"),
    (StartedJobRegistry, "key_template"),
    (FinishedJobRegistry, "key_template"),
    (FailedJobRegistry, "key_template"),
    (DeferredJobRegistry, "key_template"),
    (ScheduledJobRegistry, "key_template"),
    (CanceledJobRegistry, "key_template"),
    (ExecutionRegistry, "key_template"),
    (worker_registration, "WORKERS_BY_QUEUE_KEY"),
    (worker_registration, "REDIS_WORKER_KEYS"),
    (rq.scheduler, "SCHEDULER_KEY_TEMPLATE"),
    (rq.scheduler, "SCHEDULER_LOCKING_KEY_TEMPLATE"),
    (rq.suspension, "WORKERS_SUSPENDED"),
)


def koe_key(rq_key: str) -> str:
    """`rq:...` as koe keeps it (`koe:rq:...`); a name already under koe's prefix is left alone."""
    if rq_key.startswith(WRITER_RQ_PREFIX) or not rq_key.startswith(RQ_PREFIX):
        return rq_key
    return WRITER_RQ_PREFIX + rq_key[len(RQ_PREFIX) :]


def _result_key(job_id: str) -> str:
    return f"{WRITER_RQ_PREFIX}results:{job_id}"


def _result_key_of(cls: type[Result], job_id: str) -> str:
    return _result_key(job_id)


def _execution_key(self: Execution) -> str:
    return f"{WRITER_RQ_PREFIX}execution:{self.composite_key}"


def _registry_cleaning_key(self: Queue) -> str:
    return f"{WRITER_RQ_PREFIX}clean_registries:{self.name}"


def use_koe_prefix() -> None:
    """Make every key rq builds in this process start with `koe:rq:` (safe to call again)."""
    for owner, name in _NAMES:
        setattr(owner, name, koe_key(getattr(owner, name)))
    # Built by f-strings inside rq: replaced whole.
    rq.results.get_key = _result_key  # type: ignore[assignment]
    Result.get_key = classmethod(_result_key_of)  # type: ignore[assignment, method-assign]
    Execution.key = property(_execution_key)  # type: ignore[assignment, method-assign]
    Queue.registry_cleaning_key = property(_registry_cleaning_key)  # type: ignore[assignment, method-assign]
