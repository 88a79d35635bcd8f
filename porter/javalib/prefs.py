"""``java.util.prefs.Preferences`` as the JDK keeps it on Linux (``FileSystemPreferences``):
each node is a folder under ``~/.java/.userPrefs`` (``java.util.prefs.userRoot`` moves it)
holding a ``prefs.xml`` in Java's preferences format, so a ported program reads and writes
the preferences its Java version left. Values are strings, converted as Java converts them
(``getInt`` of a value that is no int is the default). Changes are written by ``flush``/
``sync`` and when the program ends, as the JDK's shutdown hook writes them.

Not followed: listeners, export/import of XML streams, and a node name with characters a
folder name cannot hold (the JDK writes it in its own Base64; the port in URL-safe Base64)."""

from __future__ import annotations

import atexit
import base64
import os
import re
import threading
from pathlib import Path
from typing import Any
from xml.etree import ElementTree
from xml.sax.saxutils import escape

from porter.javalib import boxes, classes, system
from porter.javalib.exceptions import IllegalArgumentException, IllegalStateException
from porter.javalib.string_conversion import jstr

MAX_KEY_LENGTH = 80
MAX_VALUE_LENGTH = 8 * 1024
MAX_NAME_LENGTH = 80

_LOCK = threading.RLock()
_HEADER = (
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
    '<!DOCTYPE map SYSTEM "http://java.sun.com/dtd/preferences.dtd">\n'
)


class BackingStoreException(Exception):
    """``java.util.prefs.BackingStoreException``: the preferences' files cannot be written."""


def _folder(name: str) -> str:
    """A node's folder name (FileSystemPreferences.dirName): itself where every character may
    be in a folder name, else ``_`` and its bytes in Base64."""
    if all(0x1F < ord(c) < 0x7F and c not in "/._" for c in name):
        return name
    return "_" + base64.urlsafe_b64encode(name.encode("utf-8")).decode("ascii")


class Preferences:
    """One node of the user's (or the system's) preferences tree."""

    def __init__(self, parent: Preferences | None, name: str, user: bool) -> None:
        self._parent = parent
        self._name = name
        self._user = user
        self._children: dict[str, Preferences] = {}
        self._values: dict[str, str] | None = None  # read from prefs.xml on first use
        self._changed = False
        self._removed = False

    # -- the tree ---------------------------------------------------------------------------

    @staticmethod
    def userRoot() -> Preferences:
        return _root(True)

    @staticmethod
    def systemRoot() -> Preferences:
        return _root(False)

    @staticmethod
    def userNodeForPackage(c: Any) -> Preferences:
        return _root(True).node(_package_path(c))

    @staticmethod
    def systemNodeForPackage(c: Any) -> Preferences:
        return _root(False).node(_package_path(c))

    def name(self) -> str:
        return self._name

    def absolutePath(self) -> str:
        if self._parent is None:
            return "/"
        up = self._parent.absolutePath()
        return f"{up}{self._name}" if up == "/" else f"{up}/{self._name}"

    def isUserNode(self) -> bool:
        return self._user

    def parent(self) -> Preferences | None:
        self._check()
        return self._parent

    def node(self, path: str) -> Preferences:
        self._check()
        if path.endswith("/") and path != "/":
            raise IllegalArgumentException("Path ends with slash")
        if "//" in path:
            raise IllegalArgumentException("Path contains multiple consecutive slashes")
        if path.startswith("/"):
            return _root(self._user).node(path[1:]) if path != "/" else _root(self._user)
        current = self
        with _LOCK:
            for part in path.split("/") if path else []:
                if len(part) > MAX_NAME_LENGTH:
                    raise IllegalArgumentException(f"Node name {part} too long")
                child = current._children.get(part)
                if child is None:
                    child = Preferences(current, part, self._user)
                    current._children[part] = child
                current = child
        return current

    def nodeExists(self, path: str) -> bool:
        if path == "" and self._removed:
            return False
        self._check()
        node: Preferences | None = self if path == "" else None
        if node is None:
            target = path if path.startswith("/") else f"{self.absolutePath().rstrip('/')}/{path}"
            node = _find(_root(self._user), target.strip("/"))
        return node is not None and (
            node._parent is None or node._values is not None or node._folder().is_dir()
        )

    def childrenNames(self) -> list[str]:
        self._check()
        names = set(self._children)
        folder = self._folder()
        if folder.is_dir():
            names |= {
                _name_of(p.name)
                for p in folder.iterdir()
                if p.is_dir() and not p.name.startswith(".")
            }
        return sorted(names)

    def removeNode(self) -> None:
        if self._parent is None:
            raise NotImplementedError("Can't remove the root!")
        self._check()
        with _LOCK:
            for child in list(self._children.values()):
                child.removeNode()
            folder = self._folder()
            if (folder / "prefs.xml").exists():
                (folder / "prefs.xml").unlink()
            if folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
            self._parent._children.pop(self._name, None)
            self._removed = True

    # -- values ---------------------------------------------------------------------------

    def get(self, key: str, default: str | None) -> str | None:
        _check_key(key)
        return self._map().get(key, default)

    def put(self, key: str, value: str) -> None:
        _check_key(key)
        if value is None:
            raise TypeError()  # AbstractPreferences.put's NullPointerException
        if len(value) > MAX_VALUE_LENGTH:
            raise IllegalArgumentException(f"Value too long: {value}")
        with _LOCK:
            self._map()[key] = value
            self._changed = True

    def remove(self, key: str) -> None:
        _check_key(key)
        with _LOCK:
            if self._map().pop(key, None) is not None:
                self._changed = True

    def clear(self) -> None:
        with _LOCK:
            self._map().clear()
            self._changed = True

    def keys(self) -> list[str]:
        return sorted(self._map())

    def getInt(self, key: str, default: int) -> int:
        return self._parsed(key, default, lambda s: _java_int(s, 32))

    def getLong(self, key: str, default: int) -> int:
        return self._parsed(key, default, lambda s: _java_int(s, 64))

    def getBoolean(self, key: str, default: bool) -> bool:
        value = self.get(key, None)
        if value is not None and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return default

    def getFloat(self, key: str, default: float) -> float:
        return self._parsed(key, default, boxes.parseFloat)

    def getDouble(self, key: str, default: float) -> float:
        return self._parsed(key, default, boxes.parseDouble)

    def getByteArray(self, key: str, default: Any) -> Any:
        return self._parsed(key, default, base64.b64decode)

    def putInt(self, key: str, value: int) -> None:
        self.put(key, str(value))

    putLong = putInt

    def putBoolean(self, key: str, value: bool) -> None:
        self.put(key, "true" if value else "false")

    def putFloat(self, key: str, value: float) -> None:
        self.put(key, jstr(value, "float"))

    def putDouble(self, key: str, value: float) -> None:
        self.put(key, jstr(value))

    def putByteArray(self, key: str, value: Any) -> None:
        self.put(key, base64.b64encode(bytes(v & 0xFF for v in value)).decode("ascii"))

    # -- the backing store -------------------------------------------------------------------

    def flush(self) -> None:
        """Write this node and its children's changes to their ``prefs.xml``."""
        with _LOCK:
            if self._changed and not self._removed:
                self._write()
            for child in list(self._children.values()):
                child.flush()

    def sync(self) -> None:
        """Write the changes, then read again what another program may have written."""
        with _LOCK:
            self.flush()
            self._reload()

    def _reload(self) -> None:
        self._values = None
        for child in self._children.values():
            child._reload()

    def toString(self) -> str:
        kind = "User" if self._user else "System"
        return f"{kind} Preference Node: {self.absolutePath()}"

    __str__ = toString

    def _check(self) -> None:
        if self._removed:
            raise IllegalStateException("Node has been removed.")

    def _folder(self) -> Path:
        if self._parent is None:
            return _store(self._user)
        return self._parent._folder() / _folder(self._name)

    def _map(self) -> dict[str, str]:
        self._check()
        if self._values is None:
            self._values = _read(self._folder() / "prefs.xml")
        return self._values

    def _parsed(self, key: str, default: Any, parse: Any) -> Any:
        value = self.get(key, None)
        if value is None:
            return default
        try:
            return parse(value)
        except ValueError:
            return default

    def _write(self) -> None:
        folder = self._folder()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            lines = [_HEADER, '<map MAP_XML_VERSION="1.0">\n']
            for key in sorted(self._map()):
                value = self._map()[key]
                lines.append(f'  <entry key="{_attr(key)}" value="{_attr(value)}"/>\n')
            lines.append("</map>\n")
            (folder / "prefs.xml").write_text("".join(lines), encoding="utf-8")
        except OSError as e:
            raise BackingStoreException(str(e)) from e
        self._changed = False


_ROOTS: dict[bool, Preferences] = {}


def _root(user: bool) -> Preferences:
    with _LOCK:
        if user not in _ROOTS:
            _ROOTS[user] = Preferences(None, "", user)
        return _ROOTS[user]


def _store(user: bool) -> Path:
    if user:
        base = system.getProperty("java.util.prefs.userRoot") or system.getProperty("user.home")
        return Path(base or os.path.expanduser("~")) / ".java" / ".userPrefs"
    base = system.getProperty("java.util.prefs.systemRoot") or "/etc/.java"
    return Path(base) / ".systemPrefs"


def _find(node: Preferences, path: str) -> Preferences | None:
    for part in path.split("/") if path else []:
        child = node._children.get(part)
        if child is None:
            folder = node._folder() / _folder(part)
            if not folder.is_dir():
                return None
            child = node.node(part)
        node = child
    return node


def _name_of(folder: str) -> str:
    if folder.startswith("_"):
        return base64.urlsafe_b64decode(folder[1:]).decode("utf-8")
    return folder


def _package_path(cls: Any) -> str:
    """``/com/example/app`` for a class of package ``com.example.app`` (``/<unnamed>``)."""
    name = classes.getName(cls)
    package = name.rsplit(".", 1)[0] if "." in name else ""
    return "/" + package.replace(".", "/") if package else "/<unnamed>"


def _check_key(key: str) -> None:
    if key is None:
        raise TypeError()  # AbstractPreferences' NullPointerException
    if len(key) > MAX_KEY_LENGTH:
        raise IllegalArgumentException(f"Key too long: {key}")


def _java_int(text: str, bits: int) -> int:
    """``Integer.parseInt``/``Long.parseLong``: digits with an optional sign, in range."""
    if re.fullmatch(r"[+-]?[0-9]+", text) is None:
        raise ValueError(text)
    value = int(text)
    if not -(1 << (bits - 1)) <= value < 1 << (bits - 1):
        raise ValueError(text)
    return value


def _attr(text: str) -> str:
    """An attribute's value as the JDK's XML writer escapes it (always in double quotes)."""
    return escape(text, {'"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"})


def _read(path: Path) -> dict[str, str]:
    if not path.exists():
        return {}
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError:
        return {}  # the JDK too starts over from an unreadable file (and logs it)
    return {e.get("key", ""): e.get("value", "") for e in root.iter("entry")}


def _flush_all() -> None:
    for root in list(_ROOTS.values()):
        try:
            root.flush()
        except BackingStoreException:
            pass  # (the JDK's shutdown hook logs it and goes on)


atexit.register(_flush_all)
