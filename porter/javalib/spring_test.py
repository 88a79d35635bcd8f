"""Spring's MVC test support as ported tests use it: ``MockMvc`` (made by
``MockMvcBuilders.standaloneSetup(controllers)`` or ``webAppContextSetup(context)``), the
request builders (``get``, ``post``, ``multipart``, ... with ``param``, ``content``,
``contentType``, ``header``, ``file``), the result matchers (``status()``, ``content()``,
``jsonPath``, ``header()``) and ``andReturn()``'s ``MvcResult``; and the test class
annotations ``@SpringBootTest``, ``@WebMvcTest`` and ``@AutoConfigureMockMvc``, which give a
ported JUnit class's ``@Autowired`` fields their beans (one context per test class, kept
between its tests as Spring's test context cache keeps it).

As Spring's MockMvc, a request that fails with an exception no handler takes raises it out
of ``perform``; an error status has an empty body (the error page is the servlet
container's, which MockMvc has not)."""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import urlencode

from porter.javalib.spring_context import (
    AnnotationConfigApplicationContext,
    ApplicationContext,
    annotation_type,
    application_context,
    marks,
)
from porter.javalib.spring_web import Dispatcher, MultipartFile, Request, Response, dispatcher_of

# -- Requests -----------------------------------------------------------------------------------------


class MockHttpServletRequestBuilder:
    def __init__(self, method: str, uri: str, *variables: Any) -> None:
        for v in variables:
            uri = re.sub(r"\{[^}]+\}", str(v), uri, count=1)
        self.method, self.uri = method, uri
        self.params: list[tuple[str, str]] = []
        self.headers: dict[str, str] = {}
        self.body = b""
        self.files: list[MultipartFile] = []

    def param(self, name: str, *values: Any) -> MockHttpServletRequestBuilder:
        self.params += [(name, str(v)) for v in values]
        return self

    def content(self, body: Any) -> MockHttpServletRequestBuilder:
        self.body = body.encode("utf-8") if isinstance(body, str) else bytes(body)
        return self

    def contentType(self, media: Any) -> MockHttpServletRequestBuilder:
        self.headers["Content-Type"] = str(media)
        return self

    def accept(self, *media: Any) -> MockHttpServletRequestBuilder:
        self.headers["Accept"] = ", ".join(str(m) for m in media)
        return self

    def header(self, name: str, *values: Any) -> MockHttpServletRequestBuilder:
        self.headers[name] = ", ".join(str(v) for v in values)
        return self

    def characterEncoding(self, encoding: str) -> MockHttpServletRequestBuilder:
        return self

    def file(self, file: Any, content: Any = None) -> MockHttpServletRequestBuilder:
        if isinstance(file, str):
            file = MultipartFile(file, "", None, content)
        self.files.append(file)
        return self

    def request(self) -> Request:
        query = urlencode(self.params)
        uri = self.uri + ("&" if "?" in self.uri else "?") + query if query else self.uri
        request = Request(self.method, uri, self.headers, self.body)
        for f in self.files:
            request.files.setdefault(f.getName(), []).append(f)
        return request


def _builder(method: str) -> Any:
    def build(uri: str, *variables: Any) -> MockHttpServletRequestBuilder:
        return MockHttpServletRequestBuilder(method, uri, *variables)

    build.__name__ = method.lower()
    return build


class MockMvcRequestBuilders:
    get = staticmethod(_builder("GET"))
    post = staticmethod(_builder("POST"))
    put = staticmethod(_builder("PUT"))
    delete = staticmethod(_builder("DELETE"))
    patch = staticmethod(_builder("PATCH"))
    head = staticmethod(_builder("HEAD"))
    options = staticmethod(_builder("OPTIONS"))

    @staticmethod
    def multipart(uri: str, *variables: Any) -> MockHttpServletRequestBuilder:
        return MockHttpServletRequestBuilder("POST", uri, *variables)

    fileUpload = multipart

    @staticmethod
    def request(method: Any, uri: str, *variables: Any) -> MockHttpServletRequestBuilder:
        return MockHttpServletRequestBuilder(str(method), uri, *variables)


get = MockMvcRequestBuilders.get
post = MockMvcRequestBuilders.post
put = MockMvcRequestBuilders.put
delete = MockMvcRequestBuilders.delete
patch = MockMvcRequestBuilders.patch
multipart = MockMvcRequestBuilders.multipart


class MockMultipartFile(MultipartFile):
    pass


# -- Results -----------------------------------------------------------------------------------------


class MockHttpServletResponse:
    def __init__(self, response: Response) -> None:
        self.response = response

    def getStatus(self) -> int:
        return self.response.status

    def getContentAsString(self) -> str:
        return self.response.body.decode("utf-8")

    def getContentAsByteArray(self) -> bytes:
        return self.response.body

    def getContentType(self) -> str | None:
        return self.response.header("Content-Type")

    def getHeader(self, name: str) -> str | None:
        return self.response.header(name)

    def getErrorMessage(self) -> str | None:
        return self.response.error_message


class MvcResult:
    def __init__(self, response: Response) -> None:
        self.response = MockHttpServletResponse(response)

    def getResponse(self) -> MockHttpServletResponse:
        return self.response

    def getResolvedException(self) -> Any:
        return None


class ResultActions:
    def __init__(self, result: MvcResult) -> None:
        self.result = result

    def andExpect(self, matcher: Any) -> ResultActions:
        matcher(self.result)
        return self

    def andDo(self, handler: Any) -> ResultActions:
        handler(self.result)
        return self

    def andReturn(self) -> MvcResult:
        return self.result


class MockMvc:
    def __init__(self, dispatcher: Dispatcher) -> None:
        self.dispatcher = dispatcher

    def perform(self, builder: MockHttpServletRequestBuilder) -> ResultActions:
        response = Response()
        self.dispatcher.handle(builder.request(), response)
        if response.error is not None:
            raise response.error
        return ResultActions(MvcResult(response))


class _Setup:
    def __init__(self, dispatcher: Dispatcher) -> None:
        self.dispatcher = dispatcher

    def setControllerAdvice(self, *advice: Any) -> _Setup:
        self.dispatcher.advice += advice
        return self

    def setMessageConverters(self, *converters: Any) -> _Setup:
        return self  # Jackson's is the one the port writes JSON with

    def build(self) -> MockMvc:
        return MockMvc(self.dispatcher)


class MockMvcBuilders:
    @staticmethod
    def standaloneSetup(*controllers: Any) -> _Setup:
        return _Setup(Dispatcher(list(controllers)))

    @staticmethod
    def webAppContextSetup(context: ApplicationContext) -> _Setup:
        return _Setup(dispatcher_of(context))


def _fail(message: str) -> None:
    raise AssertionError(message)


class _StatusMatchers:
    def is_(self, expected: int) -> Any:
        def match(result: MvcResult) -> None:
            actual = result.response.getStatus()
            if actual != expected:
                _fail(f"Status expected:<{expected}> but was:<{actual}>")

        return match

    def isOk(self) -> Any:
        return self.is_(200)

    def isCreated(self) -> Any:
        return self.is_(201)

    def isNoContent(self) -> Any:
        return self.is_(204)

    def isBadRequest(self) -> Any:
        return self.is_(400)

    def isUnauthorized(self) -> Any:
        return self.is_(401)

    def isForbidden(self) -> Any:
        return self.is_(403)

    def isNotFound(self) -> Any:
        return self.is_(404)

    def isMethodNotAllowed(self) -> Any:
        return self.is_(405)

    def isInternalServerError(self) -> Any:
        return self.is_(500)

    def is2xxSuccessful(self) -> Any:
        def match(result: MvcResult) -> None:
            if not 200 <= result.response.getStatus() < 300:
                _fail(
                    f"Range for response status value {result.response.getStatus()} expected:<SUCCESSFUL> but was:<{result.response.getStatus() // 100}xx>"
                )

        return match

    def is4xxClientError(self) -> Any:
        def match(result: MvcResult) -> None:
            if not 400 <= result.response.getStatus() < 500:
                _fail(
                    f"Range for response status value {result.response.getStatus()} expected:<CLIENT_ERROR>"
                )

        return match


class _ContentMatchers:
    def string(self, expected: Any) -> Any:
        def match(result: MvcResult) -> None:
            actual = result.response.getContentAsString()
            if callable(expected) and not isinstance(expected, str):
                if not _matches(expected, actual):
                    _fail(f'Response content\nExpected: {expected}\n     but: was "{actual}"')
            elif actual != expected:
                _fail(f"Response content expected:<{expected}> but was:<{actual}>")

        return match

    def json(self, expected: str) -> Any:
        def match(result: MvcResult) -> None:
            actual = json.loads(result.response.getContentAsString())
            if not _lenient(json.loads(expected), actual):
                _fail(
                    f"JSON expected:<{expected}> but was:<{result.response.getContentAsString()}>"
                )

        return match

    def contentType(self, expected: Any) -> Any:
        def match(result: MvcResult) -> None:
            actual = result.response.getContentType()
            if actual is None or actual.split(";")[0] != str(expected).split(";")[0]:
                _fail(f"Content type expected:<{expected}> but was:<{actual}>")

        return match

    contentTypeCompatibleWith = contentType


def _lenient(expected: Any, actual: Any) -> bool:
    """JSONassert's lenient comparison: the expected fields, arrays in any order."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            k in actual and _lenient(v, actual[k]) for k, v in expected.items()
        )
    if isinstance(expected, list):
        return (
            isinstance(actual, list)
            and len(actual) == len(expected)
            and all(any(_lenient(e, a) for a in actual) for e in expected)
        )
    return expected == actual


def _matches(matcher: Any, value: Any) -> bool:
    test = getattr(matcher, "matches", None)
    return bool(test(value)) if callable(test) else bool(matcher(value))


class _HeaderMatchers:
    def string(self, name: str, expected: Any) -> Any:
        def match(result: MvcResult) -> None:
            actual = result.response.getHeader(name)
            if actual != expected:
                _fail(f"Response header '{name}' expected:<{expected}> but was:<{actual}>")

        return match

    def exists(self, name: str) -> Any:
        def match(result: MvcResult) -> None:
            if result.response.getHeader(name) is None:
                _fail(f"Response should contain header '{name}'")

        return match


_MISSING = object()


def _json_path(document: Any, path: str) -> Any:
    """A definite JsonPath (``$.a.b[0]``, ``$['a']``): the value, or ``_MISSING``."""
    if not path.startswith("$"):
        path = "$." + path
    value = document
    for name, index, quoted in re.findall(r"\.([^.\[]+)|\[(\d+)\]|\['([^']*)'\]", path[1:]):
        key = name or quoted
        if key:
            if not isinstance(value, dict) or key not in value:
                return _MISSING
            value = value[key]
        else:
            i = int(index)
            if not isinstance(value, list) or i >= len(value):
                return _MISSING
            value = value[i]
    return value


class _JsonPathMatchers:
    def __init__(self, path: str) -> None:
        self.path = path

    def _value(self, result: MvcResult) -> Any:
        found = _json_path(json.loads(result.response.getContentAsString() or "null"), self.path)
        if found is _MISSING:
            _fail(f'No value at JSON path "{self.path}"')
        return found

    def value(self, expected: Any) -> Any:
        def match(result: MvcResult) -> None:
            actual = self._value(result)
            if callable(expected) and not isinstance(expected, (str, int, float)):
                if not _matches(expected, actual):
                    _fail(
                        f'JSON path "{self.path}"\nExpected: {expected}\n     but: was {actual!r}'
                    )
                return
            same = actual == expected and isinstance(actual, bool) == isinstance(expected, bool)
            if isinstance(actual, float) and isinstance(expected, float):
                same = abs(actual - expected) <= 1e-6 * max(1.0, abs(expected))  # a float's digits
            if not same:
                _fail(f'JSON path "{self.path}" expected:<{expected}> but was:<{actual}>')

        return match

    def exists(self) -> Any:
        return self._value

    def doesNotExist(self) -> Any:
        def match(result: MvcResult) -> None:
            found = _json_path(
                json.loads(result.response.getContentAsString() or "null"), self.path
            )
            if found is not _MISSING:
                _fail(f'Expected no value at JSON path "{self.path}" but found: {found!r}')

        return match

    def isArray(self) -> Any:
        def match(result: MvcResult) -> None:
            if not isinstance(self._value(result), list):
                _fail(f'Expected an array at JSON path "{self.path}"')

        return match

    def isNotEmpty(self) -> Any:
        def match(result: MvcResult) -> None:
            if not self._value(result):
                _fail(f'Expected a non-empty value at JSON path "{self.path}"')

        return match


class MockMvcResultMatchers:
    @staticmethod
    def status() -> _StatusMatchers:
        return _StatusMatchers()

    @staticmethod
    def content() -> _ContentMatchers:
        return _ContentMatchers()

    @staticmethod
    def header() -> _HeaderMatchers:
        return _HeaderMatchers()

    @staticmethod
    def jsonPath(path: str, *args: Any) -> Any:
        matchers = _JsonPathMatchers(path % args if args else path)
        return matchers


status = MockMvcResultMatchers.status
content = MockMvcResultMatchers.content
header = MockMvcResultMatchers.header
jsonPath = MockMvcResultMatchers.jsonPath


class MockMvcResultHandlers:
    @staticmethod
    def print() -> Any:
        def show(result: MvcResult) -> None:
            r = result.response
            print(
                f"MockHttpServletResponse:\n           Status = {r.getStatus()}\n             Body = {r.getContentAsString()}"
            )

        return show


# -- Test class annotations -----------------------------------------------------------------------------

AutoConfigureMockMvc = annotation_type("AutoConfigureMockMvc")
RunWith = annotation_type("RunWith")


def _test_context(cls: type) -> ApplicationContext:
    """The context of a test class, made once per class: a ``@SpringBootTest`` scans the
    package of the ``@SpringBootApplication`` class found above the test's package."""
    # Spring's test annotations are inherited: the nearest class that has one says
    cls = next((c for c in cls.__mro__ if {"SpringBootTest", "WebMvcTest"} & set(marks(c))), cls)
    cached = cls.__dict__.get("__spring_context__")
    if cached is not None:
        return cached
    own = marks(cls)
    settings = own.get("SpringBootTest") or own.get("WebMvcTest") or {}
    classes = settings.get("classes") or []
    classes = classes if isinstance(classes, list) else [classes]
    properties = settings.get("properties") or []
    properties = properties if isinstance(properties, list) else [properties]
    args = [f"--{p}" for p in properties]
    if classes:
        context = AnnotationConfigApplicationContext()
        from porter.javalib.spring_context import Environment

        context.environment = Environment(classes[0], args)
        context.add_classes(*classes)
        for c in classes:
            context.scan_of(c)
        context.refresh()
    else:
        app = _application_class(cls.__module__)
        if app is None:
            raise RuntimeError(
                "Unable to find a @SpringBootConfiguration, you need to use "
                "@ContextConfiguration or @SpringBootTest(classes=...) with your test"
            )
        context = application_context(app, args)
    if "WebMvcTest" in own:
        controllers = settings.get("value") or settings.get("controllers")
        if controllers:
            wanted = controllers if isinstance(controllers, list) else [controllers]
            from porter.javalib.spring_web import is_controller

            context.definitions = [
                d
                for d in context.definitions
                if d.cls is None or not is_controller(d.cls) or d.cls in wanted
            ]
    cls.__spring_context__ = context
    return context


def _application_class(module: str) -> type | None:
    """The ``@SpringBootApplication`` class of the test's package or the nearest above it."""
    import importlib
    import pkgutil

    package = module.rsplit(".", 1)[0]
    while package:
        try:
            found = importlib.import_module(package)
        except ImportError:
            return None
        for info in pkgutil.iter_modules(getattr(found, "__path__", []) or []):
            if info.ispkg:
                continue
            mod = importlib.import_module(f"{package}.{info.name}")
            for value in vars(mod).values():
                if (
                    isinstance(value, type)
                    and value.__module__ == mod.__name__
                    and "SpringBootApplication" in marks(value)
                ):
                    return value
        if "." not in package:
            return None
        package = package.rsplit(".", 1)[0]
    return None


def _spring_test(name: str) -> Any:
    annotate = annotation_type(name)

    def annotation(*args: Any, **kwargs: Any) -> Any:
        decorated = annotate(*args, **kwargs)
        if isinstance(decorated, type):
            return _injecting(decorated)
        return lambda cls: _injecting(decorated(cls))

    annotation.__name__ = name
    return annotation


def _injecting(cls: type) -> type:
    """The test class's instance post-processor (run by the porter's pytest plugin before the
    ``@BeforeEach`` methods, as Spring's JUnit extension runs): it gives the instance its
    ``@Autowired`` fields from the class's context (a ``MockMvc`` over the context's
    controllers for a ``MockMvc`` field). The context is made when the first test runs, so a
    context that fails fails each test, as in Spring."""

    def inject(self: Any) -> None:
        context = _test_context(type(self))
        if not hasattr(context, "mock_mvc"):
            context.mock_mvc = MockMvc(dispatcher_of(context))  # type: ignore[attr-defined]
        _inject_test(self, context)

    inject.__junit_postprocess__ = True  # type: ignore[attr-defined]
    cls.__spring_inject__ = inject  # type: ignore[attr-defined]
    return cls


def _inject_test(instance: Any, context: ApplicationContext) -> None:
    from porter.javalib.spring_context import (
        Autowired,
        Value,
        annotation_of,
        java_annotations,
    )

    for klass in reversed(type(instance).__mro__):
        for field, hint in vars(klass).get("__annotations__", {}).items():
            java_type, extra = java_annotations(hint)
            if annotation_of(extra, Autowired) is None and annotation_of(extra, Value) is None:
                continue
            if (java_type or "").rsplit(".", 1)[-1] == "MockMvc":
                setattr(instance, field, context.mock_mvc)  # type: ignore[attr-defined]
            else:
                setattr(instance, field, context.resolve(java_type, extra, field, klass.__module__))


SpringBootTest = _spring_test("SpringBootTest")
WebMvcTest = _spring_test("WebMvcTest")


class MockHttpOutputMessage:
    """An output message whose body is kept in memory (``getBodyAsString()``)."""

    def __init__(self) -> None:
        from porter.javalib.spring_web import HttpHeaders

        self.headers = HttpHeaders()
        self.body = bytearray()

    def getHeaders(self) -> Any:
        return self.headers

    def write(self, data: bytes) -> None:
        self.body += data

    def getBody(self) -> Any:
        from porter.javalib.files import ByteArrayOutputStream

        out = ByteArrayOutputStream()
        out.write(bytes(self.body))
        return out

    def getBodyAsBytes(self) -> bytes:
        return bytes(self.body)

    def getBodyAsString(self, charset: Any = None) -> str:
        return bytes(self.body).decode(str(charset) if charset else "utf-8")
