"""``java.nio.file.attribute``'s POSIX view: ``PosixFileAttributes`` (``owner()``,
``group()``, ``permissions()``, ``fileKey()``), ``PosixFilePermission`` and
``PosixFilePermissions.toString``/``fromString`` (``rwxr-x---``), and ``Files``'
``getOwner``, ``getPosixFilePermissions`` and ``setPosixFilePermissions``."""

from __future__ import annotations

import grp
import os
import pwd
import stat
from typing import Any

from porter.javalib.exceptions import IllegalArgumentException
from porter.javalib.files import BasicFileAttributes, as_path
from porter.javalib.jchrono import JdkEnum


class PosixFilePermission(JdkEnum):
    """``OWNER_READ`` ... ``OTHERS_EXECUTE``, each its mode bit."""

    OWNER_READ: PosixFilePermission

    def __init__(self, name: str, ordinal: int) -> None:
        super().__init__(name, ordinal)
        self.bit = 1 << (8 - ordinal)


PosixFilePermission._members = []
for _k, _name in enumerate(
    f"{who}_{what}" for who in ("OWNER", "GROUP", "OTHERS") for what in ("READ", "WRITE", "EXECUTE")
):
    _member = PosixFilePermission(_name, _k)
    PosixFilePermission._members.append(_member)
    setattr(PosixFilePermission, _name, _member)


class PosixFilePermissions:
    @staticmethod
    def toString(permissions: Any) -> str:
        """``rwxr-x---``: each permission's letter, or ``-``."""
        return "".join(
            "rwx"[p.ordinal() % 3] if p in permissions else "-"
            for p in PosixFilePermission.values()
        )

    @staticmethod
    def fromString(text: str) -> set[PosixFilePermission]:
        if len(text) != 9 or any(c not in ("-", "rwx"[k % 3]) for k, c in enumerate(text)):
            raise IllegalArgumentException("Invalid mode")
        return {p for p, c in zip(PosixFilePermission.values(), text, strict=True) if c != "-"}


class _Principal:
    def __init__(self, name: str) -> None:
        self._name = name

    def getName(self) -> str:
        return self._name

    def toString(self) -> str:
        return self._name

    __str__ = __repr__ = toString

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Principal) and other._name == self._name

    def __hash__(self) -> int:
        return hash(self._name)


class UserPrincipal(_Principal):
    pass


class GroupPrincipal(_Principal):
    pass


def _user(uid: int) -> UserPrincipal:
    try:
        return UserPrincipal(pwd.getpwuid(uid).pw_name)
    except KeyError:
        return UserPrincipal(str(uid))  # no name: Java prints the number too


def _group(gid: int) -> GroupPrincipal:
    try:
        return GroupPrincipal(grp.getgrgid(gid).gr_name)
    except KeyError:
        return GroupPrincipal(str(gid))


def _permissions(mode: int) -> set[PosixFilePermission]:
    return {p for p in PosixFilePermission.values() if mode & p.bit}


class PosixFileAttributes(BasicFileAttributes):
    def owner(self) -> UserPrincipal:
        return _user(self._stat.st_uid)

    def group(self) -> GroupPrincipal:
        return _group(self._stat.st_gid)

    def permissions(self) -> set[PosixFilePermission]:
        return _permissions(stat.S_IMODE(self._stat.st_mode))


def getOwner(path: Any, *options: Any) -> UserPrincipal:
    return _user(os.stat(as_path(path)).st_uid)


def getPosixFilePermissions(path: Any, *options: Any) -> set[PosixFilePermission]:
    return _permissions(stat.S_IMODE(os.stat(as_path(path)).st_mode))


def setPosixFilePermissions(path: Any, permissions: Any) -> Any:
    target = as_path(path)
    os.chmod(target, sum(p.bit for p in permissions))
    return target
