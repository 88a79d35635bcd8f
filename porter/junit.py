"""JUnit 5 and Truth, as the porter's output calls them: assertions with JUnit's semantics
(deltas, arrays, float overloads, messages last), ``assertThrows`` returning the exception,
and the ``@Test``/``@Disabled`` markers that ``porter.pytest_plugin`` collects."""

from __future__ import annotations

import enum
import functools
import inspect
import math
import platform
from collections.abc import Callable
from types import FunctionType
from typing import Any, TypeVar, overload

import numpy as np

from porter.unported import Unported

F = TypeVar("F", bound=Callable[..., Any])


class AssertionFailedError(AssertionError):
    """JUnit's assertion failure (a Java ``Error``: ``catch (Exception e)`` lets it through)."""


# -- markers ----------------------------------------------------------------------------------


@overload
def Test(fn: F) -> F: ...
@overload
def Test(
    *, expected: type[BaseException] | tuple[type[BaseException], ...]
) -> Callable[[F], F]: ...
def Test(fn: Any = None, *, expected: Any = None) -> Any:
    """``@Test``: a JUnit test method; JUnit 4's ``@Test(expected = X.class)`` passes only if
    the method throws X."""

    def mark(f: F) -> F:
        if expected is None:
            f.__junit_test__ = True  # type: ignore[attr-defined]
            return f

        @functools.wraps(f)
        def run(*args: Any, **kwargs: Any) -> None:
            try:
                f(*args, **kwargs)
            except expected:
                return
            raise AssertionFailedError(f"Expected exception: {_names(expected)}")

        run.__junit_test__ = True  # type: ignore[attr-defined]
        return run  # type: ignore[return-value]

    return mark(fn) if fn is not None else mark


def BeforeEach(fn: F) -> F:
    """``@BeforeEach`` (JUnit 4's ``@Before``): run before each test of the class."""
    fn.__junit_before__ = True  # type: ignore[attr-defined]
    return fn


def AfterEach(fn: F) -> F:
    """``@AfterEach`` (JUnit 4's ``@After``): run after each test of the class."""
    fn.__junit_after__ = True  # type: ignore[attr-defined]
    return fn


class TestCase:
    """JUnit 3's ``junit.framework.TestCase``: its public ``test*`` methods without
    parameters are the tests, ``setUp``/``tearDown`` run around each (porter.pytest_plugin
    makes one instance per test, passing the test's name to a constructor that takes it);
    the inherited assertions are this module's functions."""

    def __init__(self, name: str | None = None) -> None:
        self._junit_name = name

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name, value in vars(cls).items():
            if not isinstance(value, FunctionType):
                continue
            if name.startswith("test") and len(inspect.signature(value).parameters) == 1:
                value.__junit_test__ = True  # type: ignore[attr-defined]
            elif name == "setUp":
                value.__junit_before__ = True  # type: ignore[attr-defined]
            elif name == "tearDown":
                value.__junit_after__ = True  # type: ignore[attr-defined]

    def getName(self) -> str | None:
        return self._junit_name

    def setName(self, name: str) -> None:
        self._junit_name = name

    def setUp(self) -> None:
        pass

    def tearDown(self) -> None:
        pass

    def countTestCases(self) -> int:
        return 1

    def toString(self) -> str:
        return f"{self._junit_name}({type(self).__name__})"

    __str__ = toString


class TestSuite:
    """JUnit 3's ``junit.framework.TestSuite``: the tests of classes (``new TestSuite(
    XTest.class)``) and of other suites; pytest collects the classes themselves."""

    def __init__(self, *args: Any) -> None:
        self._tests: list[Any] = []
        self._name = next((a for a in args if isinstance(a, str)), None)
        for a in args:
            if isinstance(a, type):
                self.addTestSuite(a)

    def addTestSuite(self, cls: type) -> None:
        for name in sorted(n for n in dir(cls) if getattr(getattr(cls, n), "__junit_test__", 0)):
            self._tests.append(made_test_case(cls, name))

    def addTest(self, test: Any) -> None:
        self._tests.append(test)

    def testCount(self) -> int:
        return len(self._tests)

    def countTestCases(self) -> int:
        return sum(t.countTestCases() for t in self._tests)

    def getName(self) -> str | None:
        return self._name


def made_test_case(cls: type, name: str) -> Any:
    """A JUnit 3 test case for the test ``name``: its constructor given the name if it takes
    one (Java's ``XTest(String name)``), else made and then named."""
    required = [
        p
        for p in list(inspect.signature(cls).parameters.values())
        if p.default is inspect.Parameter.empty
        and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
    ]
    if required:
        return cls(name)
    made = cls()
    if isinstance(made, TestCase) and made.getName() is None:
        made.setName(name)
    return made


def hooks(cls: type, mark: str) -> list[str]:
    """The names of a class's ``@BeforeEach`` (or ``@AfterEach``, ``@BeforeAll``...) methods,
    a superclass's first (JUnit's order; an overriding method runs once)."""
    out: list[str] = []
    for c in reversed(cls.__mro__):
        for name, v in vars(c).items():
            if isinstance(v, (staticmethod, classmethod)):
                v = v.__func__  # a static @BeforeAll: the mark is on its function
            if getattr(v, mark, False) and name not in out:
                out.append(name)
    return out


def BeforeAll(fn: F) -> F:
    """``@BeforeAll`` (JUnit 4's ``@BeforeClass``): a static method run once before the
    class's tests (porter.pytest_plugin runs it as the class's setup)."""
    fn.__junit_before_all__ = True  # type: ignore[attr-defined]
    return fn


def AfterAll(fn: F) -> F:
    """``@AfterAll`` (JUnit 4's ``@AfterClass``): run once after the class's tests."""
    fn.__junit_after_all__ = True  # type: ignore[attr-defined]
    return fn


def Nested(cls: F) -> F:
    """``@Nested``: an inner class whose tests run with an instance of the outer class (its
    ``@BeforeEach`` methods first)."""
    cls.__junit_nested__ = True  # type: ignore[attr-defined]
    return cls


def RunWith(runner: type, fields: tuple[str, ...] = ()) -> Callable[[F], F]:
    """JUnit 4's ``@RunWith(Parameterized.class)``: each test runs once per parameter set of
    the class's ``@Parameters`` method, given to the constructor or, by their index, to the
    ``@Parameter`` fields (``fields``, the porter lists them); other runners run the class
    as JUnit 4 does."""

    def mark(cls: F) -> F:
        cls.__junit_runner__ = runner.__name__  # type: ignore[attr-defined]
        cls.__junit_parameter_fields__ = tuple(fields)  # type: ignore[attr-defined]
        return cls

    return mark


def Parameters(fn: Any = None, *, name: str = "{index}", **_: Any) -> Any:
    """JUnit 4's ``@Parameters``: the static method giving the parameter sets (``name``: each
    set's display name, ``{index}`` from 0)."""

    def mark(f: F) -> F:
        f.__junit_parameters__ = name  # type: ignore[attr-defined]
        return f

    return mark(fn) if fn is not None else mark


def DisplayName(name: str) -> Callable[[F], F]:
    """``@DisplayName("...")``: the name a report shows (a parameterized test's
    ``{displayName}``)."""

    def mark(target: F) -> F:
        target.__junit_display_name__ = name  # type: ignore[attr-defined]
        return target

    return mark


@overload
def Disabled(reason: F) -> F: ...
@overload
def Disabled(reason: str = "") -> Callable[[F], F]: ...
def Disabled(reason: Any = "") -> Any:
    """``@Disabled`` or ``@Disabled("why")``: the test is reported as skipped."""

    def mark(fn: F) -> F:
        fn.__junit_disabled__ = reason or "@Disabled"  # type: ignore[attr-defined]
        return fn

    if callable(reason):  # used bare, as Java's @Disabled
        fn, reason = reason, ""
        return mark(fn)
    return mark


class OS(enum.Enum):
    WINDOWS = "Windows"
    LINUX = "Linux"
    MAC = "Darwin"

    def isCurrentOs(self) -> bool:
        return platform.system() == self.value


def DisabledOnOs(*systems: OS, **_: Any) -> Callable[[F], F]:
    def mark(fn: F) -> F:
        if any(s.isCurrentOs() for s in systems):
            fn.__junit_disabled__ = f"disabled on {platform.system()}"  # type: ignore[attr-defined]
        return fn

    return mark


def EnabledOnOs(*systems: OS, **_: Any) -> Callable[[F], F]:
    def mark(fn: F) -> F:
        if not any(s.isCurrentOs() for s in systems):
            fn.__junit_disabled__ = f"enabled only on {', '.join(s.value for s in systems)}"  # type: ignore[attr-defined]
        return fn

    return mark


# -- assertions -------------------------------------------------------------------------------


def _message(message: Any) -> str:
    if callable(message):
        message = message()
    return f"{message} ==> " if message else ""


def _split(args: tuple[Any, ...]) -> tuple[float | None, Any]:
    """JUnit's trailing ``(delta?, message?)``."""
    delta: float | None = None
    message: Any = None
    rest = list(args)
    if rest and isinstance(rest[-1], str) or (rest and callable(rest[-1])):
        message = rest.pop()
    if rest:
        delta = float(rest.pop())
    return delta, message


def _equal(expected: Any, actual: Any, delta: float | None, width: str | None) -> bool:
    if (
        width == "float"
        and delta is not None
        and isinstance(expected, (int, float, np.number))
        and isinstance(actual, (int, float, np.number))
    ):
        # Java's assertEquals(float, float, float delta): both values are floats first
        expected, actual = float(np.float32(expected)), float(np.float32(actual))
    if delta is not None:
        if isinstance(expected, float) and math.isnan(expected):
            return bool(math.isnan(actual))
        return bool(abs(expected - actual) <= delta) or bool(expected == actual)
    if (
        width == "float"
        and isinstance(expected, (int, float))
        and isinstance(actual, (int, float, np.floating))
    ):
        return bool(np.float32(expected) == np.float32(actual)) or (
            math.isnan(expected) and math.isnan(actual)
        )
    if (
        isinstance(expected, float)
        and isinstance(actual, float)
        and math.isnan(expected)
        and math.isnan(actual)
    ):
        return True
    if expected is None or actual is None:
        return expected is actual
    if isinstance(expected, list) and isinstance(actual, list):
        # List.equals: each element's equals, and Double.equals takes NaN for NaN
        return len(expected) == len(actual) and all(
            _equal(e, a, None, None) for e, a in zip(expected, actual, strict=True)
        )
    result = expected == actual
    if isinstance(result, np.ndarray):
        return bool(result.all()) and np.shape(expected) == np.shape(actual)
    return bool(result)


def assertEquals(expected: Any, actual: Any, *rest: Any, width: str | None = None) -> None:
    delta, message = _split(rest)
    if not _equal(expected, actual, delta, width):
        raise AssertionFailedError(f"{_message(message)}expected: <{expected}> but was: <{actual}>")


def assertNotEquals(unexpected: Any, actual: Any, *rest: Any, width: str | None = None) -> None:
    delta, message = _split(rest)
    if _equal(unexpected, actual, delta, width):
        raise AssertionFailedError(f"{_message(message)}expected: not equal but was: <{actual}>")


def assertArrayEquals(expected: Any, actual: Any, *rest: Any, width: str | None = None) -> None:
    delta, message = _split(rest)
    exp, act = _as_list(expected), _as_list(actual)
    if exp is None or act is None:
        if exp is not act:
            raise AssertionFailedError(
                f"{_message(message)}expected: <{expected}> but was: <{actual}>"
            )
        return
    if len(exp) != len(act):
        raise AssertionFailedError(
            f"{_message(message)}array lengths differ, expected: <{len(exp)}> but was: <{len(act)}>"
        )
    for i, (e, a) in enumerate(zip(exp, act, strict=True)):
        if isinstance(e, (list, tuple, np.ndarray)):
            assertArrayEquals(e, a, *rest, width=width)
        elif not _equal(e, a, delta, width):
            raise AssertionFailedError(
                f"{_message(message)}array contents differ at index [{i}], expected: <{e}> but was: <{a}>"
            )


def assertIterableEquals(expected: Any, actual: Any, message: Any = None) -> None:
    """JUnit 5's element-by-element comparison of two iterables, nested iterables deeply."""
    if expected is None or actual is None:
        if expected is not actual:
            raise AssertionFailedError(
                f"{_message(message)}expected: <{expected}> but was: <{actual}>"
            )
        return
    exp, act = iter(expected), iter(actual)
    index = 0
    while True:
        e = next(exp, _END)
        a = next(act, _END)
        if e is _END or a is _END:
            if e is not a:
                longer = "expected" if a is _END else "actual"
                raise AssertionFailedError(
                    f"{_message(message)}iterable lengths differ at index [{index}]: "
                    f"{longer} has more elements"
                )
            return
        if _iterable(e) and _iterable(a):
            assertIterableEquals(e, a, message)
        elif not _equal(e, a, None, None):
            raise AssertionFailedError(
                f"{_message(message)}iterable contents differ at index [{index}], "
                f"expected: <{e}> but was: <{a}>"
            )
        index += 1


_END = object()


def _iterable(value: Any) -> bool:
    return not isinstance(value, (str, bytes)) and hasattr(value, "__iter__")


def _as_list(value: Any) -> list[Any] | None:
    if value is None:
        return None
    if isinstance(value, (bytes, bytearray)):
        return [b - 256 if b > 127 else b for b in value]
    if isinstance(value, np.ndarray):
        return list(value)
    return list(value)


def assertTrue(condition: Any, message: Any = None) -> None:
    if callable(condition) and not isinstance(condition, (bool, np.bool_)):
        condition = condition()
    if not condition:
        raise AssertionFailedError(f"{_message(message)}expected: <true> but was: <false>")


def assertFalse(condition: Any, message: Any = None) -> None:
    if callable(condition) and not isinstance(condition, (bool, np.bool_)):
        condition = condition()
    if condition:
        raise AssertionFailedError(f"{_message(message)}expected: <false> but was: <true>")


def assertNull(value: Any, message: Any = None) -> None:
    if value is not None:
        raise AssertionFailedError(f"{_message(message)}expected: <null> but was: <{value}>")


def assertNotNull(value: Any, message: Any = None) -> None:
    if value is None:
        raise AssertionFailedError(f"{_message(message)}expected: not <null>")


def assertSame(expected: Any, actual: Any, message: Any = None) -> None:
    if expected is not actual:
        raise AssertionFailedError(
            f"{_message(message)}expected: same <{expected}> but was: <{actual}>"
        )


def assertNotSame(unexpected: Any, actual: Any, message: Any = None) -> None:
    if unexpected is actual:
        raise AssertionFailedError(f"{_message(message)}expected: not same but was: <{actual}>")


def assertInstanceOf(cls: type, value: Any, message: Any = None) -> Any:
    if not isinstance(value, cls):
        raise AssertionFailedError(
            f"{_message(message)}expected instance of {cls.__name__} but was {type(value).__name__}"
        )
    return value


def assertThrows(
    expected: type[BaseException] | tuple[type[BaseException], ...],
    executable: Callable[[], Any],
    message: Any = None,
) -> BaseException:
    """Run ``executable``; return what it raised if that is an ``expected``, else fail."""
    try:
        executable()
    except Unported:
        raise  # a statement the porter did not translate: not what the test expects
    except expected as e:
        return e
    except BaseException as e:
        raise AssertionFailedError(
            f"{_message(message)}Unexpected exception type thrown, expected: <{_names(expected)}> but was: <{type(e).__name__}>"
        ) from e
    raise AssertionFailedError(
        f"{_message(message)}Expected {_names(expected)} to be thrown, but nothing was thrown."
    )


class MultipleFailuresError(AssertionFailedError):
    """JUnit 5's ``MultipleFailuresError``: what ``assertAll`` raises, naming every failure."""


def assertAll(*args: Any) -> None:
    """JUnit 5's ``assertAll([heading,] executables...)``: every executable runs; the failures
    are reported together as JUnit words them (``heading (2 failures)`` and each message on
    its own tab-indented line)."""
    heading = args[0] if args and isinstance(args[0], str) else None
    executables = list(args[1:] if heading is not None else args)
    if len(executables) == 1 and not callable(executables[0]):
        executables = list(executables[0])  # a collection or stream of executables
    failures: list[BaseException] = []
    for executable in executables:
        try:
            executable()
        except Unported:
            raise  # a statement the porter did not translate stops the test at once
        except (KeyboardInterrupt, MemoryError):
            raise  # unrecoverable, as JUnit's blacklisted exceptions
        except BaseException as e:  # noqa: BLE001 - JUnit aggregates every Throwable
            failures.append(e)
    if failures:
        count = f"{len(failures)} failure{'s' if len(failures) > 1 else ''}"
        lines = [f"{heading or 'Multiple Failures'} ({count})"]
        lines += [f"\t{e}" if str(e) else f"\t{type(e).__name__}" for e in failures]
        error = MultipleFailuresError("\n".join(lines))
        raise error from failures[0]


def _names(expected: type[BaseException] | tuple[type[BaseException], ...]) -> str:
    if isinstance(expected, tuple):
        return " or ".join(e.__name__ for e in expected)
    return expected.__name__


def assertDoesNotThrow(executable: Callable[[], Any], message: Any = None) -> Any:
    try:
        return executable()
    except Exception as e:
        raise AssertionFailedError(
            f"{_message(message)}Unexpected exception thrown: {type(e).__name__}: {e}"
        ) from e


def fail(message: Any = None) -> None:
    raise AssertionFailedError(message if message is not None else "")


def assumeTrue(condition: Any, message: Any = None) -> None:
    if not condition:
        import pytest

        pytest.skip(f"assumption failed: {message or 'assumeTrue'}")


def assumeFalse(condition: Any, message: Any = None) -> None:
    assumeTrue(not condition, message)


# -- Truth ------------------------------------------------------------------------------------


class Subject:
    """Truth's subject: the assertions the corpus uses."""

    def __init__(self, actual: Any) -> None:
        self._actual = actual

    def isEqualTo(self, expected: Any) -> None:
        assertEquals(expected, self._actual)

    def isNotEqualTo(self, unexpected: Any) -> None:
        assertNotEquals(unexpected, self._actual)

    def isTrue(self) -> None:
        assertTrue(self._actual)

    def isFalse(self) -> None:
        assertFalse(self._actual)

    def isNull(self) -> None:
        assertNull(self._actual)

    def isNotNull(self) -> None:
        assertNotNull(self._actual)

    def isSameInstanceAs(self, expected: Any) -> None:
        assertSame(expected, self._actual)

    def isInstanceOf(self, cls: type) -> None:
        assertInstanceOf(cls, self._actual)

    def contains(self, item: Any) -> None:
        assertTrue(item in self._actual, f"expected to contain <{item}>")

    def containsExactly(self, *items: Any) -> _Ordered:
        assertEquals(sorted(map(repr, items)), sorted(map(repr, self._actual)))
        return _Ordered(list(items), list(self._actual))

    def isEmpty(self) -> None:
        assertEquals(0, len(self._actual))

    def hasSize(self, size: int) -> None:
        assertEquals(size, len(self._actual))

    def isGreaterThan(self, other: Any) -> None:
        assertTrue(self._actual > other)


class _Ordered:
    def __init__(self, expected: list[Any], actual: list[Any]) -> None:
        self._expected, self._actual = expected, actual

    def inOrder(self) -> None:
        assertEquals(self._expected, self._actual)


def assertThat(actual: Any) -> Subject:
    return Subject(actual)
