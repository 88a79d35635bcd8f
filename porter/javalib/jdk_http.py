"""The JDK's HTTP clients over ``urllib.request``: ``HttpURLConnection`` (what
``URL.openConnection()`` gives for an ``http:`` URL) and Java 11's ``java.net.http``
(``HttpClient``, ``HttpRequest`` with its builder and ``BodyPublishers``, ``HttpResponse`` with
``BodyHandlers``).

As in the JDK, a response of any status is a response: ``getResponseCode()`` and
``statusCode()`` give 404 and the like. ``HttpURLConnection.getInputStream()`` raises for a
status of 400 and above as Java's does (``FileNotFoundException`` with the URL for 404 and 410,
else ``IOException: Server returned HTTP response code: 500 for URL: ...``), and its
``getErrorStream()`` has the body then. A refused connection is ``ConnectException``
("Connection refused"; ``java.net.http``'s has no message in JDK 17).
"""

from __future__ import annotations

import io
import urllib.error
import urllib.request
from typing import Any

from porter.javalib.exceptions import ConnectException, FileNotFoundException, IOException
from porter.javalib.files import ByteArrayInputStream, ByteArrayOutputStream


class _Kept(io.BytesIO):
    """The request body's buffer, which a writer wrapped around it may close: kept open."""

    def close(self) -> None:
        pass


class _RequestBody(ByteArrayOutputStream):
    """``getOutputStream()``: the request's body, sent when the response is asked for (an
    ``OutputStreamWriter`` writes into its ``buffer``)."""

    def __init__(self) -> None:
        self._stream = self.buffer = _Kept()


class _Reply:
    def __init__(self, code: int, reason: str, headers: list[tuple[str, str]], body: bytes):
        self.code, self.reason, self.headers, self.body = code, reason, headers, body


def _send(
    url: str, method: str, headers: dict[str, str], data: bytes | None, message: Any
) -> _Reply:
    """One exchange; a refused connection raises ConnectException with ``message``."""
    made = urllib.request.Request(url, data=data, headers=headers, method=method)
    try:
        with urllib.request.urlopen(made) as reply:
            return _Reply(reply.status, reply.reason, list(reply.headers.items()), reply.read())
    except urllib.error.HTTPError as e:
        return _Reply(e.code, e.reason, list(e.headers.items()), e.read())
    except urllib.error.URLError as e:
        if isinstance(e.reason, ConnectionRefusedError):
            raise ConnectException(*message) from None
        raise IOException(str(e.reason)) from None


class HttpURLConnection:
    """``(HttpURLConnection) url.openConnection()``: the request is sent once, when the
    response (its code, headers or body) is first asked for."""

    HTTP_OK = 200
    HTTP_CREATED = 201
    HTTP_NO_CONTENT = 204
    HTTP_BAD_REQUEST = 400
    HTTP_NOT_FOUND = 404
    HTTP_INTERNAL_ERROR = 500
    HTTP_UNAVAILABLE = 503

    def __init__(self, url: Any) -> None:
        self._url = url
        self._method = "GET"
        self._headers: dict[str, str] = {}
        self._body: _RequestBody | None = None
        self._reply: _Reply | None = None
        self._do_output = False

    def _exchange(self) -> _Reply:
        if self._reply is None:
            data = self._body._stream.getvalue() if self._body is not None else None
            self._reply = _send(
                str(self._url), self._method, self._headers, data, ("Connection refused",)
            )
        return self._reply

    def setRequestMethod(self, method: str) -> None:
        self._method = method

    def getRequestMethod(self) -> str:
        return self._method

    def setRequestProperty(self, key: str, value: str) -> None:
        self._headers[key] = value

    def addRequestProperty(self, key: str, value: str) -> None:
        old = self._headers.get(key)
        self._headers[key] = value if old is None else f"{old}, {value}"

    def getRequestProperty(self, key: str) -> str | None:
        return self._headers.get(key)

    def setDoOutput(self, flag: bool) -> None:
        self._do_output = flag

    def getDoOutput(self) -> bool:
        return self._do_output

    def setDoInput(self, flag: bool) -> None:
        pass

    def setUseCaches(self, flag: bool) -> None:
        pass

    def setConnectTimeout(self, millis: int) -> None:
        pass

    def setReadTimeout(self, millis: int) -> None:
        pass

    def setInstanceFollowRedirects(self, flag: bool) -> None:
        pass

    def setChunkedStreamingMode(self, size: int) -> None:
        pass

    def setFixedLengthStreamingMode(self, size: int) -> None:
        pass

    def connect(self) -> None:
        pass

    def disconnect(self) -> None:
        pass

    def getURL(self) -> Any:
        return self._url

    def getOutputStream(self) -> _RequestBody:
        if not self._do_output:
            raise IOException(
                "cannot write to a URLConnection if doOutput=false - call setDoOutput(true)"
            )
        if self._method == "GET":
            self._method = "POST"  # as Java's: a body makes a GET a POST
        if self._body is None:
            self._body = _RequestBody()
        return self._body

    def getResponseCode(self) -> int:
        return self._exchange().code

    def getResponseMessage(self) -> str:
        return self._exchange().reason

    def getInputStream(self) -> ByteArrayInputStream:
        reply = self._exchange()
        if reply.code >= 400:
            if reply.code in (404, 410):
                raise FileNotFoundException(str(self._url))
            raise IOException(
                f"Server returned HTTP response code: {reply.code} for URL: {self._url}"
            )
        return ByteArrayInputStream(reply.body)

    def getErrorStream(self) -> ByteArrayInputStream | None:
        reply = self._exchange()
        return ByteArrayInputStream(reply.body) if reply.code >= 400 and reply.body else None

    def getHeaderField(self, name: Any) -> str | None:
        found = [v for k, v in self._exchange().headers if k.lower() == str(name).lower()]
        return found[-1] if found else None

    def getContentType(self) -> str | None:
        return self.getHeaderField("Content-Type")

    def getContentLength(self) -> int:
        value = self.getHeaderField("Content-Length")
        return int(value) if value is not None else -1

    def getContentLengthLong(self) -> int:
        return self.getContentLength()

    def getContentEncoding(self) -> str | None:
        return self.getHeaderField("Content-Encoding")


# -- java.net.http (Java 11) ----------------------------------------------------------------


class BodyPublishers:
    @staticmethod
    def ofString(text: str, charset: Any = None) -> bytes:
        return text.encode(str(charset) if charset is not None else "utf-8")

    @staticmethod
    def ofByteArray(data: Any) -> bytes:
        return (
            bytes(data) if isinstance(data, (bytes, bytearray)) else bytes(b & 0xFF for b in data)
        )

    @staticmethod
    def noBody() -> None:
        return None


class BodyHandlers:
    """A body handler is how the response's bytes become its ``body()``."""

    @staticmethod
    def ofString(charset: Any = None) -> Any:
        return lambda data: data.decode(str(charset) if charset is not None else "utf-8")

    @staticmethod
    def ofByteArray() -> Any:
        return bytes

    @staticmethod
    def discarding() -> Any:
        return lambda data: None

    @staticmethod
    def ofInputStream() -> Any:
        return ByteArrayInputStream


class HttpRequest:
    BodyPublishers = BodyPublishers

    def __init__(self, uri: Any, method: str, headers: list[tuple[str, str]], body: bytes | None):
        self._uri, self._method, self._headers, self._body = uri, method, headers, body

    @staticmethod
    def newBuilder(uri: Any = None) -> HttpRequestBuilder:
        return HttpRequestBuilder(uri)

    def uri(self) -> Any:
        return self._uri

    def method(self) -> str:
        return self._method

    def toString(self) -> str:
        return f"{self._uri} {self._method}"

    __str__ = toString


class HttpRequestBuilder:
    def __init__(self, uri: Any) -> None:
        self._uri = uri
        self._method = "GET"
        self._headers: list[tuple[str, str]] = []
        self._body: bytes | None = None

    def uri(self, uri: Any) -> HttpRequestBuilder:
        self._uri = uri
        return self

    def header(self, name: str, value: str) -> HttpRequestBuilder:
        self._headers.append((name, value))
        return self

    def setHeader(self, name: str, value: str) -> HttpRequestBuilder:
        self._headers = [(k, v) for k, v in self._headers if k.lower() != name.lower()]
        return self.header(name, value)

    def headers(self, *pairs: str) -> HttpRequestBuilder:
        for name, value in zip(pairs[::2], pairs[1::2], strict=True):
            self.header(name, value)
        return self

    def timeout(self, duration: Any) -> HttpRequestBuilder:
        return self

    def version(self, version: Any) -> HttpRequestBuilder:
        return self

    def GET(self) -> HttpRequestBuilder:
        self._method, self._body = "GET", None
        return self

    def DELETE(self) -> HttpRequestBuilder:
        self._method, self._body = "DELETE", None
        return self

    def POST(self, body: bytes | None) -> HttpRequestBuilder:
        self._method, self._body = "POST", body
        return self

    def PUT(self, body: bytes | None) -> HttpRequestBuilder:
        self._method, self._body = "PUT", body
        return self

    def method(self, method: str, body: bytes | None) -> HttpRequestBuilder:
        self._method, self._body = method, body
        return self

    def build(self) -> HttpRequest:
        return HttpRequest(self._uri, self._method, list(self._headers), self._body)


class HttpResponse:
    BodyHandlers = BodyHandlers

    def __init__(self, request: HttpRequest, reply: _Reply, body: Any) -> None:
        self._request, self._reply, self._body = request, reply, body

    def statusCode(self) -> int:
        return self._reply.code

    def body(self) -> Any:
        return self._body

    def request(self) -> HttpRequest:
        return self._request

    def uri(self) -> Any:
        return self._request.uri()

    def headers(self) -> HttpHeaders:
        return HttpHeaders(self._reply.headers)


class HttpHeaders:
    def __init__(self, pairs: list[tuple[str, str]]) -> None:
        self._pairs = pairs

    def firstValue(self, name: str) -> str | None:
        """An ``Optional<String>``: the port's Optional is the value or None."""
        found = self.allValues(name)
        return found[0] if found else None

    def allValues(self, name: str) -> list[str]:
        return [v for k, v in self._pairs if k.lower() == name.lower()]


class HttpClient:
    @staticmethod
    def newHttpClient() -> HttpClient:
        return HttpClient()

    @staticmethod
    def newBuilder() -> HttpClientBuilder:
        return HttpClientBuilder()

    def send(self, request: HttpRequest, handler: Any) -> HttpResponse:
        headers = dict(request._headers)
        reply = _send(str(request.uri()), request.method(), headers, request._body, ())
        return HttpResponse(request, reply, handler(reply.body))


class HttpClientBuilder:
    def connectTimeout(self, duration: Any) -> HttpClientBuilder:
        return self

    def version(self, version: Any) -> HttpClientBuilder:
        return self

    def followRedirects(self, policy: Any) -> HttpClientBuilder:
        return self

    def build(self) -> HttpClient:
        return HttpClient()
