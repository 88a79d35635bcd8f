"""Spring Web MVC as ported programs use it: the request mappings of controllers
(``@RequestMapping``, ``@GetMapping``, ... on the class and the method, ``{name}`` path
variables), handler arguments (``@RequestParam`` with ``required``/``defaultValue``,
``@PathVariable``, ``@RequestBody`` read by the Jackson shim, ``@RequestHeader``,
``MultipartFile``), return values (``ResponseEntity``, a ``String`` as text, anything else as
JSON written by the Jackson shim), ``@ResponseStatus`` and ``@ExceptionHandler`` (the
controller's, then a ``@ControllerAdvice``'s), ``HttpStatus``, ``MediaType`` and
``HttpHeaders``. ``Dispatcher`` answers a request; ``porter.javalib.spring_boot`` serves it
over HTTP and ``porter.javalib.spring_test``'s ``MockMvc`` without a socket.

What it reproduces of Spring (spring-framework's ``RequestMappingHandlerAdapter``,
``DefaultHandlerExceptionResolver``): a missing required parameter or body, or a parameter
that does not convert, is 400; an unknown path 404; a known path with another method 405; a
``String`` answer is ``text/plain;charset=UTF-8``, an object ``application/json``."""

from __future__ import annotations

import inspect
import re
from email.parser import BytesParser
from email.policy import HTTP
from typing import Any, ClassVar
from urllib.parse import parse_qs, unquote

from porter.javalib.files import ByteArrayInputStream, File
from porter.javalib.spring_context import (
    annotation_of,
    annotation_type,
    convert,
    java_annotations,
    marks,
)

# -- Status codes, media types, headers --------------------------------------------------------------

_REASONS = {
    100: "CONTINUE",
    200: "OK",
    201: "CREATED",
    202: "ACCEPTED",
    204: "NO_CONTENT",
    301: "MOVED_PERMANENTLY",
    302: "FOUND",
    304: "NOT_MODIFIED",
    400: "BAD_REQUEST",
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    405: "METHOD_NOT_ALLOWED",
    406: "NOT_ACCEPTABLE",
    409: "CONFLICT",
    413: "PAYLOAD_TOO_LARGE",
    415: "UNSUPPORTED_MEDIA_TYPE",
    422: "UNPROCESSABLE_ENTITY",
    429: "TOO_MANY_REQUESTS",
    500: "INTERNAL_SERVER_ERROR",
    501: "NOT_IMPLEMENTED",
    502: "BAD_GATEWAY",
    503: "SERVICE_UNAVAILABLE",
}
_PHRASES = {400: "Bad Request", 413: "Payload Too Large", 422: "Unprocessable Entity"}


class _StatusMeta(type):
    def __iter__(cls) -> Any:
        return iter(cls._all.values())


class HttpStatus(metaclass=_StatusMeta):
    """Spring's ``HttpStatus``: ``value()``, ``getReasonPhrase()``, ``name()``; prints as
    ``404 NOT_FOUND``."""

    _all: ClassVar[dict[int, HttpStatus]] = {}

    def __init__(self, code: int, name: str) -> None:
        self._code, self._name = code, name

    def value(self) -> int:
        return self._code

    def name(self) -> str:
        return self._name

    def getReasonPhrase(self) -> str:
        return _PHRASES.get(self._code) or " ".join(
            w.capitalize() if w not in ("OK",) else w for w in self._name.split("_")
        )

    def is2xxSuccessful(self) -> bool:
        return 200 <= self._code < 300

    def is4xxClientError(self) -> bool:
        return 400 <= self._code < 500

    def is5xxServerError(self) -> bool:
        return 500 <= self._code < 600

    def isError(self) -> bool:
        return self._code >= 400

    @staticmethod
    def valueOf(code: Any) -> HttpStatus:
        if isinstance(code, str):
            found = getattr(HttpStatus, code, None)
            if isinstance(found, HttpStatus):
                return found
            raise ValueError(f"No enum constant org.springframework.http.HttpStatus.{code}")
        if code not in HttpStatus._all:
            raise ValueError(f"No matching constant for [{code}]")
        return HttpStatus._all[code]

    resolve = valueOf

    @staticmethod
    def values() -> list[HttpStatus]:
        return list(HttpStatus._all.values())

    def toString(self) -> str:
        return f"{self._code} {self._name}"

    __str__ = toString

    def __repr__(self) -> str:
        return f"HttpStatus.{self._name}"


for _code, _name in _REASONS.items():
    HttpStatus._all[_code] = HttpStatus(_code, _name)
    setattr(HttpStatus, _name, HttpStatus._all[_code])


def _code(status: Any) -> int:
    return status.value() if isinstance(status, HttpStatus) else int(status)


class MediaType:
    """A media type: ``MediaType.APPLICATION_JSON`` prints ``application/json``; the
    ``..._VALUE`` constants are its text."""

    def __init__(self, type_: str, subtype: str | None = None) -> None:
        self.text = f"{type_}/{subtype}" if subtype else type_

    @staticmethod
    def parseMediaType(text: str) -> MediaType:
        return MediaType(text)

    valueOf = parseMediaType

    def getType(self) -> str:
        return self.text.split("/")[0]

    def getSubtype(self) -> str:
        return self.text.split("/")[1].split(";")[0]

    def toString(self) -> str:
        return self.text

    __str__ = toString

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MediaType) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)


for _const, _text in {
    "APPLICATION_JSON": "application/json",
    "APPLICATION_JSON_UTF8": "application/json;charset=UTF-8",
    "APPLICATION_XML": "application/xml",
    "APPLICATION_OCTET_STREAM": "application/octet-stream",
    "APPLICATION_FORM_URLENCODED": "application/x-www-form-urlencoded",
    "MULTIPART_FORM_DATA": "multipart/form-data",
    "TEXT_PLAIN": "text/plain",
    "TEXT_HTML": "text/html",
    "IMAGE_JPEG": "image/jpeg",
    "IMAGE_PNG": "image/png",
    "IMAGE_GIF": "image/gif",
    "ALL": "*/*",
}.items():
    setattr(MediaType, _const, MediaType(_text))
    setattr(MediaType, _const + "_VALUE", _text)


class HttpHeaders:
    """Headers by case-insensitive name, each with its list of values."""

    CONTENT_TYPE = "Content-Type"
    CONTENT_LENGTH = "Content-Length"
    CONTENT_DISPOSITION = "Content-Disposition"
    LOCATION = "Location"
    ACCEPT = "Accept"
    AUTHORIZATION = "Authorization"
    CACHE_CONTROL = "Cache-Control"

    def __init__(self) -> None:
        self._values: dict[str, tuple[str, list[str]]] = {}

    def add(self, name: str, value: Any) -> None:
        self._values.setdefault(name.lower(), (name, []))[1].append(str(value))

    def set(self, name: str, value: Any) -> None:
        self._values[name.lower()] = (name, [str(value)])

    def getFirst(self, name: str) -> str | None:
        found = self._values.get(name.lower())
        return found[1][0] if found and found[1] else None

    def get(self, name: str) -> list[str] | None:
        found = self._values.get(name.lower())
        return list(found[1]) if found else None

    def containsKey(self, name: str) -> bool:
        return name.lower() in self._values

    def setContentType(self, media: Any) -> None:
        self.set(self.CONTENT_TYPE, media)

    def getContentType(self) -> MediaType | None:
        found = self.getFirst(self.CONTENT_TYPE)
        return MediaType(found) if found else None

    def setContentLength(self, length: int) -> None:
        self.set(self.CONTENT_LENGTH, length)

    def setContentDispositionFormData(self, name: str, filename: str | None) -> None:
        value = f'form-data; name="{name}"' + (f'; filename="{filename}"' if filename else "")
        self.set(self.CONTENT_DISPOSITION, value)

    def items(self) -> list[tuple[str, str]]:
        return [(name, v) for name, values in self._values.values() for v in values]

    def toString(self) -> str:
        return "[" + ", ".join(f'{n}:"{", ".join(vs)}"' for n, vs in self._values.values()) + "]"

    __str__ = toString


# -- ResponseEntity --------------------------------------------------------------------------------


class ResponseEntity:
    """``ResponseEntity``: a status, headers and a body; its static builders (``ok()``,
    ``status(...)``, ``badRequest()``, ...) and ``new ResponseEntity<>(body, headers, status)``."""

    def __init__(self, *args: Any) -> None:
        body: Any = None
        headers = HttpHeaders()
        status: Any = HttpStatus.OK
        if len(args) == 1:
            status = args[0]
        elif len(args) == 2:
            body, second = args
            if isinstance(second, HttpHeaders):
                headers = second
            else:
                status = second
        elif len(args) == 3:
            body, given, status = args
            if given is not None:
                headers = given
        self.body, self.headers, self.status = body, headers, _code(status)

    def getStatusCode(self) -> HttpStatus:
        return HttpStatus.valueOf(self.status)

    def getStatusCodeValue(self) -> int:
        return self.status

    def getBody(self) -> Any:
        return self.body

    def hasBody(self) -> bool:
        return self.body is not None

    def getHeaders(self) -> HttpHeaders:
        return self.headers

    def toString(self) -> str:
        return f"<{HttpStatus.valueOf(self.status)},{self.body},{self.headers}>"

    __str__ = toString

    @staticmethod
    def status(status: Any) -> _Builder:
        return _Builder(_code(status))

    @staticmethod
    def ok(*body: Any) -> Any:
        return _Builder(200).body(body[0]) if body else _Builder(200)

    @staticmethod
    def created(location: Any) -> _Builder:
        return _Builder(201).location(location)

    @staticmethod
    def accepted() -> _Builder:
        return _Builder(202)

    @staticmethod
    def noContent() -> _Builder:
        return _Builder(204)

    @staticmethod
    def badRequest() -> _Builder:
        return _Builder(400)

    @staticmethod
    def notFound() -> _Builder:
        return _Builder(404)

    @staticmethod
    def unprocessableEntity() -> _Builder:
        return _Builder(422)

    @staticmethod
    def internalServerError() -> _Builder:
        return _Builder(500)


class _Builder:
    def __init__(self, status: int) -> None:
        self.status = status
        self._headers = HttpHeaders()

    def header(self, name: str, *values: Any) -> _Builder:
        for v in values:
            self._headers.add(name, v)
        return self

    def headers(self, headers: HttpHeaders) -> _Builder:
        for name, v in headers.items():
            self._headers.add(name, v)
        return self

    def contentType(self, media: Any) -> _Builder:
        self._headers.set(HttpHeaders.CONTENT_TYPE, media)
        return self

    def contentLength(self, length: int) -> _Builder:
        self._headers.set(HttpHeaders.CONTENT_LENGTH, length)
        return self

    def location(self, uri: Any) -> _Builder:
        self._headers.set(HttpHeaders.LOCATION, uri)
        return self

    def body(self, body: Any) -> ResponseEntity:
        return ResponseEntity(body, self._headers, self.status)

    def build(self) -> ResponseEntity:
        return ResponseEntity(None, self._headers, self.status)


class ResponseStatusException(RuntimeError):
    def __init__(self, status: Any, reason: str | None = None, cause: Any = None) -> None:
        super().__init__(reason)
        self.status, self.reason = _code(status), reason

    def getStatus(self) -> HttpStatus:
        return HttpStatus.valueOf(self.status)

    getStatusCode = getStatus

    def getReason(self) -> str | None:
        return self.reason


# -- Annotations -------------------------------------------------------------------------------------


class RequestMethod:
    GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, TRACE = (
        "GET",
        "HEAD",
        "POST",
        "PUT",
        "PATCH",
        "DELETE",
        "OPTIONS",
        "TRACE",
    )


def _mapping(name: str, method: str | None) -> Any:
    base = annotation_type(name)

    def mapping(*args: Any, **kwargs: Any) -> Any:
        decorated = base(*args, **kwargs)
        if (
            len(args) == 1
            and not kwargs
            and (inspect.isfunction(args[0]) or inspect.isclass(args[0]))
        ):
            _set_mapping(decorated, {}, method)  # used bare: ``@GetMapping``
            return decorated

        def decorate(target: Any) -> Any:
            decorated(target)
            _set_mapping(target, marks(target)[name], method)
            return target

        return decorate

    mapping.__name__ = name
    return mapping


def _set_mapping(target: Any, values: dict[str, Any], method: str | None) -> None:
    paths = values.get("value", values.get("path", ""))
    paths = paths if isinstance(paths, list) else [paths]
    methods = values.get("method", [method] if method else [])
    methods = methods if isinstance(methods, list) else [methods]
    own = dict(target.__dict__.get("__spring__", {}))
    own["mapping"] = ([str(p) for p in paths] or [""], [str(m) for m in methods])
    target.__spring__ = own


RequestMapping = _mapping("RequestMapping", None)
GetMapping = _mapping("GetMapping", "GET")
PostMapping = _mapping("PostMapping", "POST")
PutMapping = _mapping("PutMapping", "PUT")
DeleteMapping = _mapping("DeleteMapping", "DELETE")
PatchMapping = _mapping("PatchMapping", "PATCH")
ResponseBody = annotation_type("ResponseBody")
CrossOrigin = annotation_type("CrossOrigin")
ExceptionHandler = annotation_type("ExceptionHandler")
ResponseStatus = annotation_type("ResponseStatus")

_NONE = "\n\t\t\n\t\t\n\ue000\ue001\ue002\n\t\t\t\t\n"  # Spring's ValueConstants.DEFAULT_NONE


class _Param:
    def __init__(
        self, value: str = "", *, name: str = "", required: bool = True, defaultValue: str = _NONE
    ) -> None:
        self.name = value or name
        self.required = required and defaultValue == _NONE
        self.default = None if defaultValue == _NONE else defaultValue

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"


class RequestParam(_Param):
    pass


class PathVariable(_Param):
    pass


class RequestHeader(_Param):
    pass


class RequestBody:
    def __init__(self, required: bool = True) -> None:
        self.required = required


class ModelAttribute:
    def __init__(self, value: str = "") -> None:
        self.name = value


# -- Uploads and requests ---------------------------------------------------------------------------


class MultipartFile:
    """An uploaded file: its form field name, file name, content type and bytes."""

    def __init__(
        self, name: str, originalFilename: Any = None, contentType: Any = None, content: Any = b""
    ) -> None:
        if isinstance(originalFilename, (bytes, bytearray)) and contentType is None:
            content, originalFilename = originalFilename, ""  # MockMultipartFile(name, content)
        if hasattr(content, "read"):
            content = content.readAllBytes() if hasattr(content, "readAllBytes") else content.read()
        self.name = name
        self.filename = "" if originalFilename is None else originalFilename
        self.content_type = contentType
        self.content = (
            bytes(bytearray(int(b) & 0xFF for b in content))
            if not isinstance(content, (bytes, bytearray))
            else bytes(content)
        )

    def getName(self) -> str:
        return self.name

    def getOriginalFilename(self) -> str:
        return self.filename

    def getContentType(self) -> str | None:
        return self.content_type

    def isEmpty(self) -> bool:
        return not self.content

    def getSize(self) -> int:
        return len(self.content)

    def getBytes(self) -> bytes:
        return self.content

    def getInputStream(self) -> ByteArrayInputStream:
        return ByteArrayInputStream(self.content)

    def transferTo(self, dest: Any) -> None:
        path = dest.getPath() if isinstance(dest, File) else str(dest)
        with open(path, "wb") as f:
            f.write(self.content)


class Request:
    """A request as the dispatcher reads it (built by the HTTP server or by MockMvc)."""

    def __init__(
        self, method: str, uri: str, headers: dict[str, str] | None = None, body: bytes = b""
    ) -> None:
        path, _, query = uri.partition("?")
        self.method, self.path, self.body = method.upper(), unquote(path) or "/", body
        self.headers = {k.lower(): v for k, v in (headers or {}).items()}
        self.params: dict[str, list[str]] = {
            k: v for k, v in parse_qs(query, keep_blank_values=True).items()
        }
        self.files: dict[str, list[MultipartFile]] = {}
        ctype = self.headers.get("content-type", "")
        if ctype.startswith("application/x-www-form-urlencoded") and body:
            for k, v in parse_qs(body.decode("utf-8"), keep_blank_values=True).items():
                self.params.setdefault(k, []).extend(v)
        elif ctype.startswith("multipart/form-data") and body:
            self._multipart(ctype, body)

    def _multipart(self, ctype: str, body: bytes) -> None:
        message = BytesParser(policy=HTTP).parsebytes(
            f"Content-Type: {ctype}\r\n\r\n".encode("latin-1") + body
        )
        for part in message.iter_parts():
            name = part.get_param("name", header="content-disposition")
            filename = part.get_param("filename", header="content-disposition")
            data = part.get_payload(decode=True) or b""
            if filename is not None:
                self.files.setdefault(name, []).append(
                    MultipartFile(name, filename, part.get_content_type(), data)
                )
            else:
                self.params.setdefault(name, []).append(data.decode("utf-8"))


class Response:
    def __init__(self, status: int = 200) -> None:
        self.status = status
        self.headers: list[tuple[str, str]] = []
        self.body = b""
        self.error: BaseException | None = None  # what MockMvc rethrows, as Spring's does
        self.error_message: str | None = None

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers if k.lower() == name.lower()), None)


class HandlerError(Exception):
    """A request that no handler takes or that cannot be bound: Spring's status for it."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class StaticResource(Exception):
    """A file that a resource handler serves for the request."""

    def __init__(self, data: bytes, path: str = "") -> None:
        super().__init__(path)
        import mimetypes

        self.data = data
        self.content_type = mimetypes.guess_type(path)[0] or "application/octet-stream"


# -- The dispatcher ----------------------------------------------------------------------------------


class _Handler:
    def __init__(self, bean: Any, function: Any, pattern: str, methods: list[str]) -> None:
        self.bean, self.function, self.methods = bean, function, methods
        self.pattern = pattern
        names: list[str] = []

        def group(m: re.Match[str]) -> str:
            name, _, regex = m.group(1).partition(":")
            names.append(name)
            return f"(?P<{name}>{regex or '[^/]+'})"

        self.regex = re.compile(
            re.sub(
                r"\{([^}]+)\}", group, re.escape(pattern).replace(r"\{", "{").replace(r"\}", "}")
            )
            + "/?"
        )
        self.variables = names


def _join(prefix: str, path: str) -> str:
    joined = "/" + "/".join(p.strip("/") for p in (prefix, path) if p.strip("/"))
    return joined


def is_controller(cls: type) -> bool:
    own = {k for c in cls.__mro__ for k in marks(c)}
    return "Controller" in own or "RestController" in own


class Dispatcher:
    """The handlers of some controllers and advice beans, and how a request reaches one."""

    def __init__(self, beans: list[Any], advice: list[Any] | None = None) -> None:
        self.handlers: list[_Handler] = []
        self.resources = ResourceHandlerRegistry()  # static files (WebMvcConfigurer)
        self.advice = list(advice or [])
        self.controllers = list(beans)
        for bean in beans:
            cls = type(bean)
            prefixes = marks(cls).get("mapping", ([""], []))[0]
            for klass in reversed(cls.__mro__):
                for member in vars(klass).values():
                    if inspect.isfunction(member) and "mapping" in marks(member):
                        paths, methods = marks(member)["mapping"]
                        for prefix in prefixes:
                            for path in paths:
                                self.handlers.append(
                                    _Handler(bean, member, _join(prefix, path), methods)
                                )

    def handle(self, request: Request, response: Response) -> None:
        handler = None
        try:
            handler, variables = self._find(request)
            args = self._arguments(handler, request, variables)
            result = handler.function(handler.bean, *args)
            status = marks(handler.function).get("ResponseStatus")
            self._write(result, response, handler, status)
        except StaticResource as e:
            response.body = e.data
            response.headers.append(("Content-Type", e.content_type))
        except HandlerError as e:
            response.status, response.error_message = e.status, str(e)
        except Exception as e:  # noqa: BLE001 - the exception handlers decide, as Spring's
            if not self._resolve(e, handler, response):
                response.status = 500
                response.error = e

    def _find(self, request: Request) -> tuple[_Handler, dict[str, str]]:
        allowed = False
        for h in self.handlers:
            m = h.regex.fullmatch(request.path)
            if m is None:
                continue
            if (
                h.methods
                and request.method not in h.methods
                and not (request.method == "HEAD" and "GET" in h.methods)
            ):
                allowed = True
                continue
            return h, {k: unquote(v) for k, v in m.groupdict().items()}
        if allowed:
            raise HandlerError(405, f"Request method '{request.method}' is not supported")
        if request.method in ("GET", "HEAD"):
            found = self.resources.find(request.path)
            if found is not None:
                raise StaticResource(found, request.path)
        raise HandlerError(404, f"No handler found for {request.method} {request.path}")

    def _arguments(
        self, handler: _Handler, request: Request, variables: dict[str, str]
    ) -> list[Any]:
        function = handler.function
        module = function.__module__
        out = []
        for p in list(inspect.signature(function).parameters.values())[1:]:
            java_type, extra = java_annotations(p.annotation)
            simple = (java_type or "").split("<")[0].strip()
            name = p.name.rstrip("_")
            path = annotation_of(extra, PathVariable)
            param = annotation_of(extra, RequestParam)
            header = annotation_of(extra, RequestHeader)
            body = annotation_of(extra, RequestBody)
            if path is not None:
                key = path.name or name
                if key not in variables:
                    raise HandlerError(500, f"Missing URI template variable '{key}'")
                out.append(self._convert(variables[key], java_type, module, key, "path variable"))
            elif body is not None:
                out.append(self._body(request, java_type, module, body.required))
            elif header is not None:
                key = header.name or name
                value = request.headers.get(key.lower(), header.default)
                if value is None and header.required:
                    raise HandlerError(
                        400,
                        f"Required request header '{key}' for method parameter type {simple} is not present",
                    )
                out.append(self._convert(value, java_type, module, key, "header"))
            elif "MultipartFile" in (java_type or ""):  # a file, or a list or array of them
                key = (param.name if param is not None else "") or name
                files = request.files.get(key, [])
                if not files and (param is None or param.required):
                    raise HandlerError(400, f"Required request part '{key}' is not present")
                out.append(files if simple != "MultipartFile" else (files[0] if files else None))
            elif param is not None or simple in _SIMPLE:
                required = param.required if param is not None else False
                default = param.default if param is not None else None
                key = (param.name if param is not None else "") or name
                values = request.params.get(key)
                if values is None:
                    if required:
                        raise HandlerError(
                            400,
                            f"Required request parameter '{key}' for method parameter type {simple} is not present",
                        )
                    out.append(
                        None
                        if default is None
                        else self._convert(default, java_type, module, key, "parameter")
                    )
                    continue
                value: Any = ",".join(values) if len(values) > 1 else values[0]
                out.append(self._convert(value, java_type, module, key, "parameter"))
            elif simple in ("Model", "ModelMap", "Map"):
                out.append({})
            elif simple in ("HttpServletRequest",):
                out.append(request)
            else:
                out.append(None)
        return out

    @staticmethod
    def _convert(value: Any, java_type: str | None, module: str, key: str, what: str) -> Any:
        try:
            return convert(value, java_type, module)
        except ValueError as e:
            raise HandlerError(
                400,
                f"Failed to convert value of type 'java.lang.String' to required type '{java_type}'; {e}",
            ) from e

    @staticmethod
    def _body(request: Request, java_type: str | None, module: str, required: bool) -> Any:
        if not request.body:
            if required:
                raise HandlerError(400, "Required request body is missing")
            return None
        text = request.body.decode("utf-8")
        if (java_type or "String") == "String":
            return text
        from porter.javalib import jackson

        try:
            return jackson.ObjectMapper().readValue(
                text, jackson.TypeReference(java_type or "Object", module)
            )
        except jackson.JsonProcessingException as e:
            raise HandlerError(400, f"JSON parse error: {e}") from e

    def _write(
        self, result: Any, response: Response, handler: _Handler | None, status: Any
    ) -> None:
        if isinstance(result, ResponseEntity):
            response.status = result.status
            response.headers += result.headers.items()
            body = result.body
        else:
            response.status = _code(status.get("value", status.get("code", 200))) if status else 200
            body = result
        if body is None:
            return
        if isinstance(body, str):
            content_type, data = "text/plain;charset=UTF-8", body.encode("utf-8")
        elif isinstance(body, (bytes, bytearray)):
            content_type, data = "application/octet-stream", bytes(body)
        else:
            from porter.javalib import jackson

            content_type = "application/json"
            data = jackson.ObjectMapper().writeValueAsString(body).encode("utf-8")
        if not any(k.lower() == "content-type" for k, _ in response.headers):
            response.headers.append(("Content-Type", content_type))
        response.body = data

    def _resolve(self, error: Exception, handler: _Handler | None, response: Response) -> bool:
        """An ``@ExceptionHandler`` of the controller, then of the advice beans; then an
        exception class's ``@ResponseStatus``, or a ``ResponseStatusException``'s status."""
        owners = ([handler.bean] if handler is not None else []) + self.advice
        for owner in owners:
            best = None
            for klass in type(owner).__mro__:
                for member in vars(klass).values():
                    if not inspect.isfunction(member) or "ExceptionHandler" not in marks(member):
                        continue
                    for cls in _handled(member):
                        if isinstance(error, cls):
                            depth = (
                                type(error).__mro__.index(cls) if cls in type(error).__mro__ else 99
                            )
                            if best is None or depth < best[0]:
                                best = (depth, member)
            if best is not None:
                member = best[1]
                params = list(inspect.signature(member).parameters.values())[1:]
                args = [error if i == 0 else None for i in range(len(params))]
                result = member(owner, *args)
                self._write(result, response, None, marks(member).get("ResponseStatus"))
                return True
        status = next(
            (
                marks(c).get("ResponseStatus")
                for c in type(error).__mro__
                if marks(c).get("ResponseStatus")
            ),
            None,
        )
        if status is not None:
            response.status = _code(status.get("value", status.get("code")))
            response.error_message = status.get("reason") or ""
            return True
        if isinstance(error, ResponseStatusException):
            response.status, response.error_message = error.status, error.reason
            return True
        return False


def _handled(member: Any) -> list[type]:
    given = marks(member)["ExceptionHandler"].get("value")
    if given:
        # a class, or a list of them; a JDK exception class may be a tuple of Python's
        out: list[type] = []
        for c in given if isinstance(given, list) else [given]:
            out += [t for t in (c if isinstance(c, tuple) else (c,)) if isinstance(t, type)]
        return out
    params = list(inspect.signature(member).parameters.values())[1:]
    return [Exception] if params else []


_SIMPLE = frozenset(
    [
        "String",
        "int",
        "Integer",
        "long",
        "Long",
        "float",
        "Float",
        "double",
        "Double",
        "boolean",
        "Boolean",
    ]
)


def dispatcher_of(context: Any) -> Dispatcher:
    beans = context.beans()
    controllers = [b for b in beans if is_controller(type(b))]
    advice = [
        b
        for b in beans
        if any(k in ("ControllerAdvice", "RestControllerAdvice") for k in marks(type(b)))
    ]
    dispatcher = Dispatcher(controllers, advice)
    for bean in beans:
        if isinstance(bean, WebMvcConfigurer):
            bean.addResourceHandlers(dispatcher.resources)
    return dispatcher


# -- Message converters and MVC configuration ---------------------------------------------------


class MappingJackson2HttpMessageConverter:
    """Spring's JSON converter: writes a value as its ``ObjectMapper`` does (Jackson's shim)."""

    def __init__(self, mapper: Any = None) -> None:
        from porter.javalib import jackson

        self.mapper = mapper if mapper is not None else jackson.ObjectMapper()

    def getObjectMapper(self) -> Any:
        return self.mapper

    def canWrite(self, cls: Any, media: Any) -> bool:
        return media is None or str(media).split(";")[0] in ("application/json", "*/*")

    def write(self, value: Any, media: Any, message: Any) -> None:
        message.getHeaders().setContentType(media or MediaType.APPLICATION_JSON)
        message.write(self.mapper.writeValueAsString(value).encode("utf-8"))

    def read(self, cls: Any, message: Any) -> Any:
        return self.mapper.readValue(message.getBody().read(), cls)


class ResourceHandlerRegistry:
    """``registry.addResourceHandler("/files/**").addResourceLocations("file:./files/")``:
    static files served under a path pattern."""

    def __init__(self) -> None:
        self.handlers: list[_ResourceHandler] = []

    def addResourceHandler(self, *patterns: str) -> _ResourceHandler:
        handler = _ResourceHandler(list(patterns))
        self.handlers.append(handler)
        return handler

    def hasMappingForPattern(self, pattern: str) -> bool:
        return any(pattern in h.patterns for h in self.handlers)

    def find(self, path: str) -> bytes | None:
        """The file a request path names, from the first handler whose pattern covers it."""
        from pathlib import Path
        from urllib.parse import urlsplit

        for h in self.handlers:
            for pattern in h.patterns:
                prefix = pattern.rstrip("*").rstrip("/")
                if not (path == prefix or path.startswith(prefix + "/")):
                    continue
                rest = path[len(prefix) :].lstrip("/")
                if ".." in rest.split("/"):
                    return None  # Spring refuses paths out of the location
                for location in h.locations:
                    parts = urlsplit(location)
                    folder = Path(parts.path if parts.scheme == "file" else location)
                    if location.startswith("file:") and not parts.netloc:
                        folder = Path(location[len("file:") :])
                    if (folder / rest).is_file():
                        return (folder / rest).read_bytes()
        return None


class _ResourceHandler:
    def __init__(self, patterns: list[str]) -> None:
        self.patterns = patterns
        self.locations: list[str] = []

    def addResourceLocations(self, *locations: str) -> _ResourceHandler:
        self.locations += locations
        return self

    def setCachePeriod(self, seconds: int) -> _ResourceHandler:
        return self


class WebMvcConfigurer:
    """``WebMvcConfigurer`` (and the older ``WebMvcConfigurerAdapter``): each callback does
    nothing until the program's configuration overrides it."""

    def addResourceHandlers(self, registry: ResourceHandlerRegistry) -> None:
        pass

    def addCorsMappings(self, registry: Any) -> None:
        pass

    def addInterceptors(self, registry: Any) -> None:
        pass

    def addViewControllers(self, registry: Any) -> None:
        pass

    def configureMessageConverters(self, converters: Any) -> None:
        pass

    def extendMessageConverters(self, converters: Any) -> None:
        pass


WebMvcConfigurerAdapter = WebMvcConfigurer
