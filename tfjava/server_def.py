"""Checks of a ``ServerDef`` before TensorFlow sees it.

TensorFlow aborts the process (``Check failed: Invalid device name``) on a job name that is
not a device-name job (a letter, then letters, digits or ``_``). Each refusal is a
``ValueError`` naming the field.
"""

from __future__ import annotations

import re
from typing import Any

_JOB_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
_WHERE = "Server"


def check_server_def(server_def: Any) -> None:
    """Raise ``ValueError`` naming the field of the first value TensorFlow would refuse,
    misread or abort the process on."""
    jobs: dict[str, Any] = {}
    for i, job in enumerate(server_def.cluster.job):
        field = f"ServerDef.cluster.job[{i}]"
        _check_job_name(job.name, f"{field}.name")
        if job.name in jobs:
            raise ValueError(f"{_WHERE}: {field}.name {job.name!r} names a job twice")
        jobs[job.name] = job
        for task in sorted(job.tasks):
            if task < 0:
                raise ValueError(
                    f"{_WHERE}: {field}.tasks has task index {task}, task indices are >= 0"
                )
    _check_job_name(server_def.job_name, "ServerDef.job_name")
    if jobs and server_def.job_name not in jobs:
        raise ValueError(
            f"{_WHERE}: ServerDef.job_name {server_def.job_name!r} is not a job of "
            f"ServerDef.cluster (jobs: {sorted(jobs)})"
        )
    job = jobs.get(server_def.job_name)
    if job is not None and server_def.task_index not in job.tasks:
        raise ValueError(
            f"{_WHERE}: ServerDef.task_index {server_def.task_index} is not a task of job "
            f"{server_def.job_name!r} (tasks: {sorted(job.tasks)})"
        )


def _check_job_name(name: str, field: str) -> None:
    if not _JOB_NAME.match(name):
        raise ValueError(
            f"{_WHERE}: {field} {name!r} is not a valid job name (a letter, then letters, "
            "digits or '_')"
        )
