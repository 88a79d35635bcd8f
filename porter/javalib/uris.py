"""``java.net.URI`` of a local file, as ``Path.toUri()`` gives it: ``Paths.get(uri)`` and
``new File(uri)`` take it back as its path; it prints as Java's (``file:///tmp/x``, a folder
ending in ``/``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import unquote
from urllib.request import urlopen

from porter.javalib.files import ByteArrayInputStream, FileInputStream


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


class URL:
    """``java.net.URL``: a ``file:`` URL of a local file (as ``getResource`` gives it; it
    prints as Java's ``file:/tmp/x``), or any URL text, opened with ``urllib``."""

    def __init__(self, spec: Any) -> None:
        if isinstance(spec, Path):
            text = spec.absolute().as_posix()
            self._spec = "file:" + (text + "/" if spec.is_dir() else text)
        else:
            self._spec = str(spec)

    def getProtocol(self) -> str:
        return self._spec.split(":", 1)[0]

    def getPath(self) -> str:
        rest = self._spec.split(":", 1)[1]
        if rest.startswith("//"):
            rest = rest[2:]
            rest = rest[rest.find("/") :] if "/" in rest else ""
        return rest.split("?", 1)[0].split("#", 1)[0]

    def getFile(self) -> str:
        rest = self._spec.split(":", 1)[1]
        if rest.startswith("//"):
            rest = rest[2:]
            rest = rest[rest.find("/") :] if "/" in rest else ""
        return rest.split("#", 1)[0]

    def toURI(self) -> URI:
        return URI(Path(unquote(self.getPath())))

    def openStream(self) -> Any:
        if self.getProtocol() == "file":
            return FileInputStream(unquote(self.getPath()))
        with urlopen(self._spec) as response:  # the program's own URL
            return ByteArrayInputStream(response.read())

    def __fspath__(self) -> str:
        return unquote(self.getPath())

    def toString(self) -> str:
        return self._spec

    toExternalForm = toString
    __str__ = toString

    def __eq__(self, other: object) -> bool:
        return isinstance(other, URL) and other._spec == self._spec

    def __hash__(self) -> int:
        return hash(self._spec)
