"""``Class.getResource``/``getResourceAsStream`` and a class loader's: resources found as Java
finds them on the class path, with the ported package tree standing for the class path.

A relative name is looked up beside the class's module (Java: in the class's package); an
absolute one (``/labels.txt``, or any name given to a class loader) at the root of the class
path, which for a port is each folder above the module up to the first that is not a Python
package (the port's output folder): put resources where Java's build put them
(``src/main/resources/x/y.txt`` at ``OUT/x/y.txt`` and ``OUT/<package root>/x/y.txt``).
A resource that is not found is ``None``, as Java's ``null``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from porter.javalib.files import FileInputStream


class URI:
    """A ``file:`` URI: ``Paths.get(uri)`` and ``new File(uri)`` take it as its path."""

    def __init__(self, path: Path) -> None:
        self._path = path

    def getPath(self) -> str:
        return self._path.as_posix()

    def getScheme(self) -> str:
        return "file"

    def __fspath__(self) -> str:
        return str(self._path)

    def toString(self) -> str:
        return self._path.as_uri().replace("file:///", "file:/")

    __str__ = toString


class URL(URI):
    """A ``file:`` URL of a resource."""

    def getFile(self) -> str:
        return self.getPath()

    def toURI(self) -> URI:
        return URI(self._path)

    def openStream(self) -> FileInputStream:
        return FileInputStream(self._path)

    def getProtocol(self) -> str:
        return "file"


def _module_dir(cls: Any) -> Path:
    module = sys.modules.get(getattr(cls, "__module__", ""), None)
    file = getattr(module, "__file__", None)
    return Path(file).resolve().parent if file else Path.cwd()


def _roots(cls: Any) -> list[Path]:
    """The class-path roots of a ported class: its module's folder and each one above it up
    to the first that is not a Python package."""
    roots = []
    folder = _module_dir(cls)
    while True:
        roots.append(folder)
        if not (folder / "__init__.py").exists() or folder.parent == folder:
            return roots[::-1]
        folder = folder.parent


def getResource(cls: Any, name: str) -> URL | None:
    """``cls.getResource(name)``."""
    if name.startswith("/"):
        candidates = [root / name.lstrip("/") for root in _roots(cls)]
    else:
        candidates = [_module_dir(cls) / name]
    found = next((c for c in candidates if c.exists()), None)
    return URL(found) if found is not None else None


def getResourceAsStream(cls: Any, name: str) -> FileInputStream | None:
    url = getResource(cls, name)
    return url.openStream() if url is not None else None


class ClassLoader:
    """``cls.getClassLoader()``: every name is from the class-path root."""

    def __init__(self, cls: Any) -> None:
        self._cls = cls

    def getResource(self, name: str) -> URL | None:
        return getResource(self._cls, "/" + name.lstrip("/"))

    def getResourceAsStream(self, name: str) -> FileInputStream | None:
        return getResourceAsStream(self._cls, "/" + name.lstrip("/"))
