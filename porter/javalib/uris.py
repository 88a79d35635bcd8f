"""``java.net.URI`` and ``URL``, and ``URLEncoder``/``URLDecoder``. A local file's URI
(``Path.toUri()``) is taken back as its path by ``Paths.get(uri)`` and ``new File(uri)``; it
prints as Java's (``file:///tmp/x``, a folder ending in ``/``)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import quote, quote_plus, unquote, unquote_plus, urlsplit
from urllib.request import urlopen

from porter.javalib.exceptions import IllegalArgumentException, URISyntaxException
from porter.javalib.files import ByteArrayInputStream, FileInputStream


class URI:
    """``java.net.URI``: a local file's (``Path.toUri()``, ``File.toURI()``), or any URI text
    (``URI.create``, ``new URI(text)``) split into Java's parts (RFC 2396, as ``java.net.URI``
    reads it: an opaque URI, ``mailto:x@y``, has no path; a registry authority no host)."""

    def __init__(self, spec: Any) -> None:
        if isinstance(spec, Path):
            text = Path(spec).as_posix()
            text = text + "/" if spec.is_dir() and not text.endswith("/") else text
            spec = "file://" + quote(text, safe="/-_.!~*'()@:&=+$,;")  # as Path.toUri encodes
        self._spec = str(spec)
        _check(self._spec)
        rest, hash_, self._fragment = self._spec.partition("#")
        if not hash_:
            self._fragment = None
        scheme, colon, ssp = rest.partition(":")
        if colon and _SCHEME.fullmatch(scheme) and not any(c in scheme for c in "/?"):
            self._scheme: str | None = scheme
        else:
            self._scheme, ssp = None, rest
        self._ssp = ssp
        self._authority = self._path = self._query = None
        if self._scheme is not None and not ssp.startswith("/"):
            if not ssp:
                raise URISyntaxException(
                    f"Expected scheme-specific part at index {len(scheme) + 1}: {self._spec}"
                )
            return  # opaque
        hier, question, query = ssp.partition("?")
        self._query = query if question else None
        if hier.startswith("//"):
            slash = hier.find("/", 2)
            cut = len(hier) if slash == -1 else slash
            self._authority = hier[2:cut] or None
            hier = hier[cut:]
        self._path = hier

    @staticmethod
    def create(text: str) -> URI:
        try:
            return URI(text)
        except URISyntaxException as e:
            raise IllegalArgumentException(str(e)) from e

    def getScheme(self) -> str | None:
        return self._scheme

    def getRawSchemeSpecificPart(self) -> str:
        return self._ssp

    def getSchemeSpecificPart(self) -> str:
        return unquote(self._ssp)

    def _server(self) -> tuple[str | None, str | None, int]:
        """The user info, host and port of a server authority (else None, None, -1)."""
        if self._authority is None:
            return None, None, -1
        user, at, hostport = self._authority.rpartition("@")
        host, port = hostport, ""
        if not hostport.endswith("]") and ":" in hostport:
            host, _, port = hostport.rpartition(":")
        if not _HOST.fullmatch(host) or not port.isdigit() and port:
            return None, None, -1
        return (user if at else None), host, int(port) if port else -1

    def getUserInfo(self) -> str | None:
        user = self._server()[0]
        return None if user is None else unquote(user)

    def getHost(self) -> str | None:
        return self._server()[1]

    def getPort(self) -> int:
        return self._server()[2]

    def getRawAuthority(self) -> str | None:
        return self._authority

    def getAuthority(self) -> str | None:
        return None if self._authority is None else unquote(self._authority)

    def getRawPath(self) -> str | None:
        return self._path

    def getPath(self) -> str | None:
        return None if self._path is None else unquote(self._path)

    def getRawQuery(self) -> str | None:
        return self._query

    def getQuery(self) -> str | None:
        return None if self._query is None else unquote(self._query)

    def getRawFragment(self) -> str | None:
        return self._fragment

    def getFragment(self) -> str | None:
        return None if self._fragment is None else unquote(self._fragment)

    def isAbsolute(self) -> bool:
        return self._scheme is not None

    def isOpaque(self) -> bool:
        return self._path is None

    def resolve(self, other: Any) -> URI:
        """Java's ``URI.resolve`` (RFC 2396 5.2: a query alone keeps the base's folder, so
        ``http://h/a/b.html`` and ``?q`` give ``http://h/a/?q``)."""
        child = other if isinstance(other, URI) else URI.create(other)
        if child.isAbsolute() or self.isOpaque():
            return child
        if child._fragment is not None and child._ssp == "":
            return _compose(self._scheme, self._authority, self._path, self._query, child._fragment)
        if child._authority is not None:
            return _compose(
                self._scheme, child._authority, child._path, child._query, child._fragment
            )
        path = child._path or ""
        if not path.startswith("/"):
            base = self._path or ("/" if self._authority is not None else "")  # http://h is /
            path = _normalize(base[: base.rfind("/") + 1] + path)
        return _compose(self._scheme, self._authority, path, child._query, child._fragment)

    def normalize(self) -> URI:
        if self.isOpaque() or self._path == _normalize(self._path or ""):
            return self
        return _compose(
            self._scheme, self._authority, _normalize(self._path or ""), self._query, self._fragment
        )

    def toURL(self) -> URL:
        if not self.isAbsolute():
            raise IllegalArgumentException("URI is not absolute")
        return URL(self._spec)

    def __fspath__(self) -> str:
        return self.getPath() or ""

    def toString(self) -> str:
        return self._spec

    __str__ = toString

    def __eq__(self, other: object) -> bool:
        return isinstance(other, URI) and other._spec == self._spec

    def __hash__(self) -> int:
        return hash(self._spec)


_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*")
_HOST = re.compile(r"[A-Za-z0-9.-]*[A-Za-z0-9]|\[[0-9A-Fa-f:.]+\]")
# characters java.net.URI refuses anywhere, and a % not followed by two hex digits
_ILLEGAL = re.compile(r'[\x00-\x20"<>\\^`{|}\x7f]|%(?![0-9A-Fa-f]{2})')


def _check(spec: str) -> None:
    bad = _ILLEGAL.search(spec)
    if bad is not None:
        what = "Malformed escape pair" if bad.group() == "%" else "Illegal character"
        raise URISyntaxException(
            f"{what} in {_part(spec, bad.start())} at index {bad.start()}: {spec}"
        )


def _part(spec: str, index: int) -> str:
    # the component Java's message names
    if "#" in spec[:index]:
        return "fragment"
    if "?" in spec[:index]:
        return "query"
    if "//" in spec[:index]:
        return "authority" if "/" not in spec[spec.find("//") + 2 : index] else "path"
    return "path"


def _normalize(path: str) -> str:
    """Drops ``.`` segments and each ``seg/..`` pair (a leading ``..`` stays), as Java's."""
    absolute = path.startswith("/")
    out: list[str] = []
    segments = path.split("/")[1:] if absolute else path.split("/")
    for k, seg in enumerate(segments):
        last = k == len(segments) - 1
        if seg == ".":
            if last:
                out.append("")
            continue
        if seg == ".." and out and out[-1] not in ("..", ""):
            out.pop()
            if last:
                out.append("")
            continue
        if seg == "" and not last:
            continue
        out.append(seg)
    return ("/" if absolute else "") + "/".join(out)


def _compose(
    scheme: str | None,
    authority: str | None,
    path: str | None,
    query: str | None,
    fragment: str | None,
) -> URI:
    text = "" if scheme is None else scheme + ":"
    if authority is not None:
        text += "//" + authority
    text += path or ""
    if query is not None:
        text += "?" + query
    if fragment is not None:
        text += "#" + fragment
    return URI(text)


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
