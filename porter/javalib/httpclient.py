"""Apache HttpClient 4's classic API (``org.apache.http``) over ``urllib.request``: the
client, its requests (``HttpGet``, ``HttpPost``, ...), entities (``StringEntity`` with its
``ContentType``), the response with its status line and entity, ``EntityUtils`` and
``BasicResponseHandler``.

As in HttpClient, a response of any status is a response (``getStatusLine().getStatusCode()``
is 404, nothing raises); ``BasicResponseHandler`` raises ``HttpResponseException`` for a status
of 300 and above (its message is 4.5.7+'s ``status code: 404, reason phrase: Not Found``). A
connection refused raises ``HttpHostConnectException`` (a ``java.net.ConnectException``) with
HttpClient's message: ``Connect to 127.0.0.1:8501 [/127.0.0.1] failed: Connection refused``.
"""

from __future__ import annotations

import socket
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Self

from porter.javalib.exceptions import ConnectException, IOException
from porter.javalib.files import ByteArrayInputStream


class HttpHostConnectException(ConnectException):
    _java_name = "org.apache.http.conn.HttpHostConnectException"


class ClientProtocolException(IOException):
    _java_name = "org.apache.http.client.ClientProtocolException"


class HttpResponseException(ClientProtocolException):
    _java_name = "org.apache.http.client.HttpResponseException"

    def __init__(self, status: int, reason: str | None) -> None:
        tail = f", reason phrase: {reason}" if reason and reason.strip() else ""
        super().__init__(f"status code: {status}{tail}")
        self._status, self._reason = status, reason

    def getStatusCode(self) -> int:
        return self._status

    def getReasonPhrase(self) -> str | None:
        return self._reason


class ContentType:
    """A MIME type and charset: prints as ``application/json; charset=UTF-8``."""

    def __init__(self, mime: str, charset: str | None = None) -> None:
        self._mime, self._charset = mime, charset

    @staticmethod
    def create(mime: str, charset: Any = None) -> ContentType:
        return ContentType(mime, None if charset is None else str(charset))

    def getMimeType(self) -> str:
        return self._mime

    def getCharset(self) -> str | None:
        return self._charset

    def toString(self) -> str:
        return self._mime if self._charset is None else f"{self._mime}; charset={self._charset}"

    __str__ = toString


ContentType.APPLICATION_JSON = ContentType("application/json", "UTF-8")  # type: ignore[attr-defined]
ContentType.APPLICATION_FORM_URLENCODED = ContentType(  # type: ignore[attr-defined]
    "application/x-www-form-urlencoded", "ISO-8859-1"
)
ContentType.TEXT_PLAIN = ContentType("text/plain", "ISO-8859-1")  # type: ignore[attr-defined]
ContentType.DEFAULT_TEXT = ContentType.TEXT_PLAIN  # type: ignore[attr-defined]
ContentType.APPLICATION_OCTET_STREAM = ContentType("application/octet-stream")  # type: ignore[attr-defined]


class Header:
    def __init__(self, name: str, value: str) -> None:
        self._name, self._value = name, value

    def getName(self) -> str:
        return self._name

    def getValue(self) -> str:
        return self._value

    def toString(self) -> str:
        return f"{self._name}: {self._value}"

    __str__ = toString


BasicHeader = Header


class HttpEntity:
    """An entity of bytes with its content type (a header value, or None)."""

    def __init__(self, data: bytes, content_type: str | None = None) -> None:
        self._data, self._type = data, content_type
        self._encoding: str | None = None

    def getContent(self) -> ByteArrayInputStream:
        return ByteArrayInputStream(self._data)

    def getContentLength(self) -> int:
        return len(self._data)

    def getContentType(self) -> Header | None:
        return None if self._type is None else Header("Content-Type", self._type)

    def getContentEncoding(self) -> Header | None:
        return None if self._encoding is None else Header("Content-Encoding", self._encoding)

    def setContentType(self, content_type: Any) -> None:
        self._type = str(content_type)

    def setContentEncoding(self, encoding: str) -> None:
        self._encoding = encoding

    def isRepeatable(self) -> bool:
        return True

    def _charset(self) -> str | None:
        if self._type and "charset=" in self._type:
            return self._type.split("charset=", 1)[1].split(";")[0].strip()
        return None


BasicHttpEntity = HttpEntity


class StringEntity(HttpEntity):
    """``new StringEntity(text)`` (text/plain in ISO-8859-1), ``(text, ContentType)`` or
    ``(text, charset)``: the text's bytes in the charset."""

    def __init__(self, text: str, kind: Any = None) -> None:
        if isinstance(kind, ContentType):
            content = kind
        elif kind is not None:
            content = ContentType("text/plain", str(kind))
        else:
            content = ContentType.TEXT_PLAIN  # type: ignore[attr-defined]
        charset = content.getCharset() or "ISO-8859-1"
        super().__init__(text.encode(charset), content.toString())


class BasicNameValuePair:
    def __init__(self, name: str, value: str | None) -> None:
        self._name, self._value = name, value

    def getName(self) -> str:
        return self._name

    def getValue(self) -> str | None:
        return self._value

    def toString(self) -> str:
        return self._name if self._value is None else f"{self._name}={self._value}"

    __str__ = toString


class UrlEncodedFormEntity(HttpEntity):
    """A form's pairs, URL-encoded in the charset (ISO-8859-1 unless given)."""

    def __init__(self, pairs: Any, charset: Any = None) -> None:
        name = "ISO-8859-1" if charset is None else str(charset)
        text = "&".join(
            urllib.parse.quote_plus(p.getName(), encoding=name)
            + (
                ""
                if p.getValue() is None
                else "=" + urllib.parse.quote_plus(p.getValue(), encoding=name)
            )
            for p in pairs
        )
        super().__init__(text.encode("ascii"), f"application/x-www-form-urlencoded; charset={name}")


class ByteArrayEntity(HttpEntity):
    def __init__(self, data: Any, content_type: ContentType | None = None) -> None:
        super().__init__(bytes(data), None if content_type is None else content_type.toString())


class StatusLine:
    def __init__(self, code: int, reason: str) -> None:
        self._code, self._reason = code, reason

    def getStatusCode(self) -> int:
        return self._code

    def getReasonPhrase(self) -> str:
        return self._reason

    def toString(self) -> str:
        return f"HTTP/1.1 {self._code} {self._reason}"

    __str__ = toString


class CloseableHttpResponse:
    def __init__(self, code: int, reason: str, headers: list[tuple[str, str]], body: bytes):
        self._status = StatusLine(code, reason)
        self._headers = [Header(k, v) for k, v in headers]
        content_type = next(
            (h.getValue() for h in self._headers if h.getName().lower() == "content-type"), None
        )
        self._entity = HttpEntity(body, content_type)

    def getStatusLine(self) -> StatusLine:
        return self._status

    def getEntity(self) -> HttpEntity:
        return self._entity

    def getAllHeaders(self) -> list[Header]:
        return list(self._headers)

    def getHeaders(self, name: str) -> list[Header]:
        return [h for h in self._headers if h.getName().lower() == name.lower()]

    def getFirstHeader(self, name: str) -> Header | None:
        found = self.getHeaders(name)
        return found[0] if found else None

    def getLastHeader(self, name: str) -> Header | None:
        found = self.getHeaders(name)
        return found[-1] if found else None

    def close(self) -> None:
        pass

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class HttpRequestBase:
    METHOD = "GET"

    def __init__(self, uri: Any = None) -> None:
        self._uri = None if uri is None else str(uri)
        self._headers: list[Header] = []
        self._entity: HttpEntity | None = None

    def getMethod(self) -> str:
        return self.METHOD

    def getURI(self) -> str | None:
        return self._uri

    def setURI(self, uri: Any) -> None:
        self._uri = str(uri)

    def setHeader(self, name: str, value: str) -> None:
        self._headers = [h for h in self._headers if h.getName().lower() != name.lower()]
        self._headers.append(Header(name, str(value)))

    def addHeader(self, name: str, value: str) -> None:
        self._headers.append(Header(name, str(value)))

    def getAllHeaders(self) -> list[Header]:
        return list(self._headers)

    def getFirstHeader(self, name: str) -> Header | None:
        return next((h for h in self._headers if h.getName().lower() == name.lower()), None)

    def setEntity(self, entity: HttpEntity) -> None:
        self._entity = entity

    def getEntity(self) -> HttpEntity | None:
        return self._entity

    def setConfig(self, config: Any) -> None:
        pass

    def releaseConnection(self) -> None:
        pass

    def abort(self) -> None:
        pass

    def getRequestLine(self) -> str:
        return f"{self.METHOD} {self._uri} HTTP/1.1"

    def toString(self) -> str:
        return self.getRequestLine()

    __str__ = toString


class HttpGet(HttpRequestBase):
    METHOD = "GET"


class HttpPost(HttpRequestBase):
    METHOD = "POST"


class HttpPut(HttpRequestBase):
    METHOD = "PUT"


class HttpDelete(HttpRequestBase):
    METHOD = "DELETE"


class HttpPatch(HttpRequestBase):
    METHOD = "PATCH"


class HttpHead(HttpRequestBase):
    METHOD = "HEAD"


def _refused(uri: str, cause: BaseException) -> HttpHostConnectException:
    parts = urllib.parse.urlsplit(uri)
    host = parts.hostname or ""
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        address = socket.gethostbyname(host)
    except OSError:
        address = host
    # Java's InetAddress prints as "name/address", its name empty for a literal address.
    shown = f"/{address}" if address == host else f"{host}/{address}"
    return HttpHostConnectException(
        f"Connect to {host}:{port} [{shown}] failed: Connection refused"
    )


class CloseableHttpClient:
    def execute(self, request: HttpRequestBase, handler: Any = None) -> Any:
        entity = request.getEntity()
        headers = {h.getName(): h.getValue() for h in request.getAllHeaders()}
        data = None
        if entity is not None:
            data = entity._data
            if entity._type is not None and not any(k.lower() == "content-type" for k in headers):
                headers["Content-Type"] = entity._type
            if entity._encoding is not None:
                headers.setdefault("Content-Encoding", entity._encoding)
        uri = request.getURI() or ""
        made = urllib.request.Request(uri, data=data, headers=headers, method=request.getMethod())
        try:
            with urllib.request.urlopen(made) as reply:
                response = CloseableHttpResponse(
                    reply.status, reply.reason, list(reply.headers.items()), reply.read()
                )
        except urllib.error.HTTPError as e:  # any status is a response in HttpClient
            response = CloseableHttpResponse(e.code, e.reason, list(e.headers.items()), e.read())
        except urllib.error.URLError as e:
            if isinstance(e.reason, ConnectionRefusedError):
                raise _refused(uri, e.reason) from None
            raise IOException(str(e.reason)) from None
        if handler is None:
            return response
        handle = getattr(handler, "handleResponse", handler)
        return handle(response)

    def close(self) -> None:
        pass

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


DefaultHttpClient = CloseableHttpClient


class RequestConfig:
    """``RequestConfig.custom()...build()``: its timeouts are kept, not applied."""

    @staticmethod
    def custom() -> RequestConfigBuilder:
        return RequestConfigBuilder()


class RequestConfigBuilder:
    def setConnectTimeout(self, millis: int) -> RequestConfigBuilder:
        return self

    def setSocketTimeout(self, millis: int) -> RequestConfigBuilder:
        return self

    def setConnectionRequestTimeout(self, millis: int) -> RequestConfigBuilder:
        return self

    def setRedirectsEnabled(self, flag: bool) -> RequestConfigBuilder:
        return self

    def build(self) -> RequestConfig:
        return RequestConfig()


class HttpClientBuilder:
    @staticmethod
    def create() -> HttpClientBuilder:
        return HttpClientBuilder()

    def setDefaultRequestConfig(self, config: Any) -> HttpClientBuilder:
        return self

    def setMaxConnTotal(self, count: int) -> HttpClientBuilder:
        return self

    def setMaxConnPerRoute(self, count: int) -> HttpClientBuilder:
        return self

    def setConnectionManager(self, manager: Any) -> HttpClientBuilder:
        return self

    def disableAutomaticRetries(self) -> HttpClientBuilder:
        return self

    def build(self) -> CloseableHttpClient:
        return CloseableHttpClient()


class HttpClients:
    @staticmethod
    def createDefault() -> CloseableHttpClient:
        return CloseableHttpClient()

    @staticmethod
    def createSystem() -> CloseableHttpClient:
        return CloseableHttpClient()

    @staticmethod
    def custom() -> HttpClientBuilder:
        return HttpClientBuilder()


class EntityUtils:
    @staticmethod
    def toString(entity: HttpEntity | None, charset: Any = None) -> str | None:
        if entity is None:
            return None
        # the entity's own charset, else the one given, else its MIME type's, else ISO-8859-1
        # (JSON's registered type is UTF-8's)
        name = entity._charset() or (None if charset is None else str(charset))
        if name is None and (entity._type or "").split(";")[0].strip() == "application/json":
            name = "UTF-8"
        return entity._data.decode(name or "ISO-8859-1")
        return entity._data.decode(name)

    @staticmethod
    def toByteArray(entity: HttpEntity | None) -> bytes | None:
        return None if entity is None else entity._data

    @staticmethod
    def consume(entity: HttpEntity | None) -> None:
        pass


class BasicResponseHandler:
    """The entity as a String for a status below 300, else ``HttpResponseException``."""

    def handleResponse(self, response: CloseableHttpResponse) -> str | None:
        status = response.getStatusLine()
        if status.getStatusCode() >= 300:
            raise HttpResponseException(status.getStatusCode(), status.getReasonPhrase())
        return self.handleEntity(response.getEntity())

    def handleEntity(self, entity: HttpEntity | None) -> str | None:
        return EntityUtils.toString(entity)
