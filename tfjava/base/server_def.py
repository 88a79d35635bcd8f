"""Checks of a ``ServerDef`` before TensorFlow sees it.

TensorFlow aborts the process (``Check failed: Invalid device name``) on a job name that is
not a device-name job (a letter, then letters, digits or ``_``), and reads a task's port as an
unsigned 32-bit number that gRPC then wraps (``:70000`` serves on 4464). Each refusal is a
``ValueError`` naming the field.
"""

from __future__ import annotations

import re
from typing import Any

_JOB_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*\Z")
_PORT = re.compile(r"-?[0-9]+\Z")
_MAX_PORT = 65535
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
        for task, address in sorted(job.tasks.items()):
            if task < 0:
                raise ValueError(
                    f"{_WHERE}: {field}.tasks has task index {task}, task indices are >= 0"
                )
            check_address(address, f"{field}.tasks[{task}]")
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
    if server_def.port and not 1 <= server_def.port <= _MAX_PORT:
        raise ValueError(
            f"{_WHERE}: ServerDef.port {server_def.port} is out of range (1 to {_MAX_PORT}, or 0 "
            "for the task's address)"
        )


def _check_job_name(name: str, field: str) -> None:
    if not _JOB_NAME.match(name):
        raise ValueError(
            f"{_WHERE}: {field} {name!r} is not a valid job name (a letter, then letters, "
            "digits or '_')"
        )


def check_address(address: str, field: str) -> None:
    """A task address is ``host:port`` with a port from 1 to 65535 (or a ``/bns/`` name, which
    TensorFlow resolves itself)."""
    if address.startswith("/bns/"):
        return
    host, colon, port = address.rpartition(":")
    if not colon or not host or "/" in host or not _PORT.match(port):
        raise ValueError(f"{_WHERE}: {field} {address!r} is not a host:port address")
    if not 1 <= int(port) <= _MAX_PORT:
        raise ValueError(
            f"{_WHERE}: {field} {address!r} has port {port}, out of range (1 to {_MAX_PORT})"
        )
