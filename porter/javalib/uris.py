"""``java.net.URI`` and ``URL``, and ``URLEncoder``/``URLDecoder``. A local file's URI
(``Path.toUri()``) is taken back as its path by ``Paths.get(uri)`` and ``new File(uri)``; it
prints as Java's (``file:///tmp/x``, a folder ending in ``/``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote_plus, unquote, unquote_plus, urlsplit
from urllib.request import urlopen

from porter.javalib.files import ByteArrayInputStream, FileInputStream


class URI:
    """``java.net.URI``: a local file's (``Path.toUri()``, ``File.toURI()``), or any URI text
    (``URI.create``, ``new URI(text)``) split into Java's parts."""

    def __init__(self, spec: Any) -> None:
        if isinstance(spec, Path):
            text = Path(spec).as_posix()
            self._spec = "file://" + (
                text + "/" if spec.is_dir() and not text.endswith("/") else text
            )
        else:
            self._spec = str(spec)
        self._parts = urlsplit(self._spec)

    @staticmethod
    def create(text: str) -> URI:
        return URI(text)

    def getScheme(self) -> str | None:
        return self._parts.scheme or None

    def getHost(self) -> str | None:
        return self._parts.hostname

    def getPort(self) -> int:
        return self._parts.port if self._parts.port is not None else -1

    def getAuthority(self) -> str | None:
        return unquote(self._parts.netloc) if self._parts.netloc else None

    def getPath(self) -> str:
        return unquote(self._parts.path)

    def getRawPath(self) -> str:
        return self._parts.path

    def getQuery(self) -> str | None:
        return unquote(self._parts.query) if self._parts.query else None

    def getFragment(self) -> str | None:
        return unquote(self._parts.fragment) if self._parts.fragment else None

    def isAbsolute(self) -> bool:
        return bool(self._parts.scheme)

    def toURL(self) -> URL:
        return URL(self._spec)

    def __fspath__(self) -> str:
        return self.getPath()

    def toString(self) -> str:
        return self._spec

    __str__ = toString

    def __eq__(self, other: object) -> bool:
        return isinstance(other, URI) and other._spec == self._spec

    def __hash__(self) -> int:
        return hash(self._spec)


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

    def openConnection(self) -> Any:
        """An ``http:`` URL's connection (``porter.javalib.jdk_http``)."""
        from porter.javalib.jdk_http import HttpURLConnection

        return HttpURLConnection(self)

    def getHost(self) -> str:
        return urlsplit(self._spec).hostname or ""

    def getPort(self) -> int:
        return urlsplit(self._spec).port or -1

    def getQuery(self) -> str | None:
        return urlsplit(self._spec).query or None

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


def urlEncode(text: str, charset: Any = "UTF-8") -> str:
    """``URLEncoder.encode``: HTML form encoding, as Java's (letters, digits and ``.-*_``
    kept, a space ``+``, every other byte ``%XX``: Java encodes ``~``, which Python keeps)."""
    return quote_plus(text, safe="*", encoding=str(charset)).replace("~", "%7E")


def urlDecode(text: str, charset: Any = "UTF-8") -> str:
    """``URLDecoder.decode``: ``+`` a space, ``%XX`` a byte of the charset."""
    return unquote_plus(text, encoding=str(charset), errors="replace")
