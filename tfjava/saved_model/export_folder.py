"""The folder of a SavedModel export: written in a staging folder beside the target and
renamed into place, so that a failed export leaves no partial model.

The staging folder is hidden and carries the writer's process id
(``.model.pid123.1a2b3c4d.export``): an export removes the staging folders of processes that
are gone (a killed export's), and those of older versions (``.model.x1y2z3w4``, no id) once
untouched for ``STALE_AFTER`` seconds and holding nothing but a model's files. Folders are made with ``os.mkdir``'s default mode, so
the exported model respects the umask, as ``tf.saved_model.save``'s does.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import shutil
import time
from collections.abc import Iterator

STALE_AFTER = 600.0
_WHERE = "SavedModelBundle.Exporter"
_MODEL_FILES = frozenset({"saved_model.pb", "variables"})
_STAGING = re.compile(r"\..+\.pid(\d+)\.[0-9a-f]+\.export")


def target_folder(export_dir: str) -> str:
    """The absolute path of ``export_dir``; refuses the current working directory (renaming
    a model onto it would delete the process's working directory) and a folder that is not
    empty or a file (``FileExistsError``)."""
    target = os.path.abspath(export_dir)
    try:
        cwd = os.getcwd()
    except OSError:  # the working directory was removed: nothing to protect
        cwd = None
    if cwd is not None and os.path.exists(target) and os.path.samefile(target, cwd):
        raise ValueError(
            f"{_WHERE}: export folder {export_dir!r} is the current working directory; export "
            "into a new folder"
        )
    if os.path.lexists(target) and not os.path.isdir(target):
        raise FileExistsError(f"{_WHERE}: export folder {export_dir!r} exists and is no folder")
    if os.path.isdir(target) and os.listdir(target):
        raise _not_empty(export_dir)
    return target


@contextlib.contextmanager
def staging_folder(target: str, export_dir: str) -> Iterator[str]:
    """A new staging folder beside ``target``; renamed onto ``target`` if the block succeeds,
    removed if it fails. Another export that got there first is a ``FileExistsError``."""
    parent, base = os.path.split(target)
    os.makedirs(parent, exist_ok=True)
    sweep(parent, base)
    while True:
        staging = os.path.join(parent, f".{base}.pid{os.getpid()}.{secrets.token_hex(4)}.export")
        try:
            os.mkdir(staging)  # mode 0o777 less the umask, as the exported folder will be
            break
        except FileExistsError:
            continue
    try:
        yield staging
        try:
            os.rename(staging, target)  # replaces an empty folder, never a full one
        except OSError as e:
            if e.errno in (errno.ENOTEMPTY, errno.EEXIST):
                raise _not_empty(export_dir) from None
            raise
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _not_empty(export_dir: str) -> FileExistsError:
    return FileExistsError(f"{_WHERE}: export folder {export_dir!r} exists and is not empty")


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: it exists
        return True
    return True


def sweep(parent: str, base: str) -> int:
    """Remove the staging folders in ``parent`` of processes that are gone, and the older
    version's staging folders of ``base`` (``saved_model.pb`` and ``variables/`` at most)
    untouched for ``STALE_AFTER`` seconds; returns how many were removed. Errors are ignored (another export may sweep at the same time)."""
    older = re.compile(rf"\.{re.escape(base)}\.[A-Za-z0-9_]{{8}}")
    removed = 0
    now = time.time()
    try:
        entries = [e for e in os.scandir(parent) if e.name.startswith(".")]
    except OSError:
        return 0
    for entry in entries:
        try:
            if not entry.is_dir(follow_symlinks=False):
                continue
            found = _STAGING.fullmatch(entry.name)
            if found is not None:
                if _running(int(found.group(1))):
                    continue
            elif (
                not older.fullmatch(entry.name)
                or now - entry.stat().st_mtime < STALE_AFTER
                or not set(os.listdir(entry.path)) <= _MODEL_FILES
            ):
                continue
            shutil.rmtree(entry.path)
            removed += 1
        except OSError:
            continue
    return removed
