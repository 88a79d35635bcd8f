"""``java.net.URI`` of a local file, as ``Path.toUri()`` gives it: ``Paths.get(uri)`` and
``new File(uri)`` take it back as its path; it prints as Java's (``file:///tmp/x``, a folder
ending in ``/``)."""

from __future__ import annotations

from pathlib import Path


class URI:
    def __init__(self, path: Path) -> None:
        self._path = Path(path)

    def getPath(self) -> str:
        text = self._path.as_posix()
        return text + "/" if self._path.is_dir() and not text.endswith("/") else text

    def getScheme(self) -> str:
        return "file"

    def __fspath__(self) -> str:
        return str(self._path)

    def toString(self) -> str:
        return "file://" + self.getPath()

    __str__ = toString
