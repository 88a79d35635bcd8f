"""JUnit 5's test templates, as ported tests declare them: ``@ParameterizedTest`` with its
argument sources (``@ValueSource``, ``@CsvSource``, ``@CsvFileSource``, ``@MethodSource``,
``@EnumSource``, ``@NullSource``, ``@EmptySource``), ``@RepeatedTest`` and ``@TestFactory``.

The decorators only record what the Java annotations say; ``porter.pytest_plugin`` makes one
pytest case per invocation (``invocations``), so that each passes or fails on its own, as
JUnit counts them. The porter gives ``@ParameterizedTest`` the Java types of the method's
parameters (``types``): a source's strings become those types by JUnit's implicit
conversion (porter.junit_conversion) when the invocation runs, so that a value that does not
convert fails only its own invocation."""

from __future__ import annotations

import enum
import inspect
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from types import FunctionType
from typing import Any

from porter import junit_csv
from porter.javalib.junit_arguments import Arguments, Named
from porter.javalib.junit_dynamic import DynamicContainer, DynamicTest
from porter.javalib.resources import getResourceAsStream
from porter.jdk import javaToString
from porter.junit import hooks
from porter.junit_conversion import ParameterResolutionException, convert
from porter.unported import Unported

# the parameter types JUnit fills itself rather than from the arguments
_INJECTED = ("TestInfo", "RepetitionInfo", "TestReporter")


class PreconditionViolationException(Exception):
    """JUnit's error for a template with no arguments or a source it cannot read."""


# -- the decorators ---------------------------------------------------------------------------


def _template(fn: Any) -> Any:
    """The test method as a template: a function of one invocation (the pytest parameter
    ``junit_invocation``) that calls the Java method with that invocation's arguments."""
    if getattr(fn, "__junit_template__", None) is not None:
        return fn

    def invoke(self: Any, junit_invocation: Invocation) -> None:
        junit_invocation.run(self, fn)

    invoke.__dict__.update(fn.__dict__)  # the marks of decorators applied before this one
    invoke.__name__, invoke.__qualname__ = fn.__name__, fn.__qualname__
    invoke.__module__, invoke.__doc__ = fn.__module__, fn.__doc__
    invoke.__junit_template__ = fn  # type: ignore[attr-defined]
    invoke.__junit_sources__ = []  # type: ignore[attr-defined]
    return invoke


def _source(provide: Callable[[type, Any], Iterable[Any]]) -> Callable[[Any], Any]:
    def mark(fn: Any) -> Any:
        made = _template(fn)
        # the sources give their arguments in the annotations' order: Python applies the
        # decorators from the last up
        made.__junit_sources__.insert(0, provide)
        return made

    return mark


def ParameterizedTest(fn: Any = None, *, name: str | None = None, types: Any = (), **_: Any) -> Any:
    """``@ParameterizedTest``: one test per set of arguments its sources give."""

    def mark(f: Any) -> Any:
        made = _template(f)
        made.__junit_test__ = True
        made.__junit_types__ = types
        made.__junit_name__ = name
        return made

    return mark(fn) if fn is not None else mark


def RepeatedTest(
    value: int = 1, *, name: str | None = None, types: Any = (), **_: Any
) -> Callable[[Any], Any]:
    """``@RepeatedTest(n)``: the test, n times (a ``RepetitionInfo`` parameter says which)."""

    def mark(f: Any) -> Any:
        made = _template(f)
        made.__junit_test__ = True
        made.__junit_types__ = types
        made.__junit_name__ = name or "repetition {currentRepetition} of {totalRepetitions}"
        made.__junit_repetitions__ = int(value)
        return made

    return mark


def TestFactory(fn: Any) -> Any:
    """``@TestFactory``: the dynamic tests the method returns, one test each (the method
    runs when the tests are collected, on an instance its ``@BeforeEach`` methods prepared)."""
    made = _template(fn)
    made.__junit_test__ = True
    made.__junit_factory__ = True
    return made


def ValueSource(**arrays: Any) -> Callable[[Any], Any]:
    """``@ValueSource(ints = {1, 2})``: one argument per value (of its one array)."""
    values = [v for key, array in arrays.items() if key != "value" for v in _as_list(array)]
    return _source(lambda cls, fn: [[v] for v in values])


def CsvSource(
    value: Any = (),
    *,
    textBlock: str = "",
    delimiter: str = "",
    delimiterString: str = "",
    nullValues: Any = (),
    quoteCharacter: str = "'",
    emptyValue: str = "",
    ignoreLeadingAndTrailingWhitespace: bool = True,
    useHeadersInDisplayName: bool = False,
    **_: Any,
) -> Callable[[Any], Any]:
    """``@CsvSource``: one invocation per CSV record (``porter.junit_csv``)."""

    def provide(cls: type, fn: Any) -> list[list[Any]]:
        lines = _as_list(value) or junit_csv.text_block_lines(textBlock)
        rows = junit_csv.records(
            lines,
            delimiter=delimiterString or delimiter or ",",
            quote=quoteCharacter,
            empty_value=emptyValue,
            null_values=_as_list(nullValues),
            trim=ignoreLeadingAndTrailingWhitespace,
        )
        return rows[1:] if useHeadersInDisplayName else rows

    return _source(provide)


def CsvFileSource(
    *,
    resources: Any = (),
    files: Any = (),
    encoding: str = "UTF-8",
    numLinesToSkip: int = 0,
    delimiter: str = "",
    delimiterString: str = "",
    nullValues: Any = (),
    quoteCharacter: str = '"',
    emptyValue: str = "",
    ignoreLeadingAndTrailingWhitespace: bool = True,
    useHeadersInDisplayName: bool = False,
    **_: Any,
) -> Callable[[Any], Any]:
    """``@CsvFileSource``: one invocation per record of CSV class path resources (beside the
    test's module, or from a root with ``/``) or files; ``"`` quotes, ``#`` starts a comment
    line, the first ``numLinesToSkip`` lines are headers."""

    def provide(cls: type, fn: Any) -> list[list[Any]]:
        texts = []
        for name in _as_list(resources):
            stream = getResourceAsStream(cls, name)
            if stream is None:
                raise PreconditionViolationException(f"Classpath resource [{name}] does not exist")
            texts.append(bytes(stream.readAllBytes()).decode(encoding))
        texts += [Path(f).read_text(encoding=encoding) for f in _as_list(files)]
        rows: list[list[Any]] = []
        for text in texts:
            lines = [
                line
                for line in text.splitlines()[numLinesToSkip:]
                if line.strip() and not line.lstrip().startswith("#")
            ]
            read = junit_csv.records(
                lines,
                delimiter=delimiterString or delimiter or ",",
                quote=quoteCharacter,
                empty_value=emptyValue,
                null_values=_as_list(nullValues),
                trim=ignoreLeadingAndTrailingWhitespace,
            )
            rows += read[1:] if useHeadersInDisplayName else read
        return rows

    return _source(provide)


def MethodSource(*names: Any, value: Any = ()) -> Callable[[Any], Any]:
    """``@MethodSource("factory")``: the arguments a static method of the class returns (a
    stream, collection or array of ``Arguments``, of arrays spread into the parameters, or of
    single values). The porter names the factories by their Python names."""
    if len(names) == 1 and _is_method(names[0]):
        return MethodSource()(names[0])  # used bare: the factory named like the test
    wanted = [n for group in (*names, value) for n in _as_list(group)]

    def provide(cls: type, fn: Any) -> list[Any]:
        out: list[Any] = []
        for factory in wanted or [fn.__junit_template__.__name__]:
            made = getattr(cls, factory, None)
            if made is None:
                raise PreconditionViolationException(
                    f"Could not find factory method [{factory}] in class [{cls.__name__}]"
                )
            if not isinstance(inspect.getattr_static(cls, factory), staticmethod):
                made = getattr(cls(), factory)  # @TestInstance(PER_CLASS): an instance's method
            out += [_argument_list(item, parameter_types(fn)) for item in _iterate(made())]
        return out

    return _source(provide)


def EnumSource(
    value: Any = None, *, names: Any = (), mode: str = "INCLUDE", **_: Any
) -> Callable[[Any], Any]:
    """``@EnumSource(E.class)``: each constant of the enum (the parameter's own if no class
    is named), those ``names`` lists kept (``INCLUDE``) or dropped (``EXCLUDE``), or matched
    by the regular expressions in ``names`` (``MATCH_ALL``/``MATCH_ANY``/``MATCH_NONE``)."""
    if _is_method(value):
        return EnumSource()(value)  # used bare: the parameter's enum
    chosen = _as_list(names)

    def provide(cls: type, fn: Any) -> list[list[Any]]:
        enum_cls = value() if callable(value) and not isinstance(value, type) else value
        if enum_cls is None:
            types = [t for t in parameter_types(fn) if t not in _INJECTED]
            enum_cls = types[0] if types else None
        if not (isinstance(enum_cls, type) and issubclass(enum_cls, enum.Enum)):
            raise PreconditionViolationException("@EnumSource: the enum type is not known")
        constants = list(enum_cls)
        if chosen:
            constants = [c for c in constants if _enum_chosen(c.name, chosen, mode)]
        return [[c] for c in constants]

    return _source(provide)


def _is_method(value: Any) -> bool:
    """The test method itself: a source annotation used bare (``@EnumSource``), which the
    porter's ``lambda:`` arguments (no parameters) are not."""
    return isinstance(value, FunctionType) and value.__code__.co_argcount > 0


def _enum_chosen(name: str, names: list[str], mode: str) -> bool:
    if mode == "EXCLUDE":
        return name not in names
    if mode == "MATCH_ALL":
        return all(re.fullmatch(n, name) for n in names)
    if mode == "MATCH_ANY":
        return any(re.fullmatch(n, name) for n in names)
    if mode == "MATCH_NONE":
        return not any(re.fullmatch(n, name) for n in names)
    return name in names


def NullSource(fn: Any) -> Any:
    """``@NullSource``: one invocation with ``null``."""
    return _source(lambda cls, f: [[None]])(fn)


def EmptySource(fn: Any) -> Any:
    """``@EmptySource``: one invocation with the empty value of the parameter's type."""
    return _source(lambda cls, f: [[_empty(f)]])(fn)


def NullAndEmptySource(fn: Any) -> Any:
    return NullSource(EmptySource(fn))  # null first


def _empty(fn: Any) -> Any:
    types = [t for t in parameter_types(fn) if t not in _INJECTED]
    spelled = types[0] if types and isinstance(types[0], str) else "String"
    if spelled.endswith("[]") or spelled in ("List", "Collection", "Set", "Map"):
        return {} if spelled == "Map" else set() if spelled == "Set" else []
    if spelled != "String":
        raise PreconditionViolationException(
            f"@EmptySource cannot provide an empty argument of type {spelled}"
        )
    return ""


def parameter_types(template: Any) -> tuple[Any, ...]:
    """The Java types of the test's parameters (``lambda:`` when they name classes, which
    exist once the module is made)."""
    types = getattr(template, "__junit_types__", ())
    return tuple(types() if callable(types) else types)


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, (str, bytes, type)) or not hasattr(value, "__iter__"):
        return [value]
    return list(value)


def _iterate(made: Any) -> list[Any]:
    """A factory's result: a Stream, Iterable, Iterator or array, as its elements."""
    if hasattr(made, "iterator") and not hasattr(made, "__iter__"):
        made = made.iterator()
    if hasattr(made, "hasNext") and not hasattr(made, "__next__"):
        out = []
        while made.hasNext():
            out.append(made.next())
        return out
    return list(made)


# -- the invocations --------------------------------------------------------------------------


class Invocation:
    """One invocation of a template: its raw arguments (converted when it runs) or the error
    that its source raised (which fails it, as JUnit fails the template)."""

    def __init__(
        self,
        index: int,
        arguments: list[Any],
        types: tuple[Any, ...],
        *,
        repetitions: int = 0,
        error: BaseException | None = None,
        pattern: str | None = None,
        display: str = "",
    ) -> None:
        self.index, self.arguments, self.types, self.error = index, arguments, types, error
        self.repetitions = repetitions
        self.executable: Any = None
        self.id = _display(pattern, index, arguments, repetitions, display)

    def __repr__(self) -> str:
        return f"Invocation({self.id})"

    def run(self, instance: Any, fn: Any) -> None:
        if self.error is not None:
            raise self.error
        if self.executable is not None:  # a dynamic test of a @TestFactory
            execute = getattr(self.executable, "execute", self.executable)
            execute()
            return
        params = [p for p in inspect.signature(fn).parameters.values()][1:]
        types = list(self.types) + [None] * (len(params) - len(self.types))
        supplied = iter(self.arguments)
        args: list[Any] = []
        for param, jtype in zip(params, types, strict=False):
            if param.kind is param.VAR_POSITIONAL:
                args.extend(_payload(a) for a in supplied)
                break
            if jtype in _INJECTED:
                args.append(_injected(jtype, self, fn))
                continue
            value = next(supplied, _MISSING)
            if value is _MISSING:
                raise ParameterResolutionException(
                    f"No ParameterResolver registered for parameter [{param.name}] "
                    f"in method [{fn.__name__}]."
                )
            args.append(convert(_payload(value), jtype))
        fn(instance, *args)


_MISSING = object()


def _payload(value: Any) -> Any:
    return value.payload if isinstance(value, Named) else value


# What a source or factory may raise, which fails its template's one case: an exception, an
# assertion, or a statement the porter did not translate (porter.unported.Unported, which
# ported code cannot catch).
_FAILURES = (Exception, Unported)


def invocations(cls: type, template: Any) -> list[Invocation]:
    """The invocations of a template method of ``cls``: one per set of arguments."""
    try:
        types = parameter_types(template)
    except _FAILURES as e:
        return [Invocation(1, [], (), error=e, pattern="the parameter types are not known")]
    pattern = getattr(template, "__junit_name__", None)
    display = getattr(template, "__junit_display_name__", "") or _method_display(template, types)
    repetitions = getattr(template, "__junit_repetitions__", 0)
    if getattr(template, "__junit_factory__", False):
        return _dynamic_tests(cls, template)
    if repetitions:
        return [
            Invocation(i, [], types, repetitions=repetitions, pattern=pattern, display=display)
            for i in range(1, repetitions + 1)
        ]
    sets: list[list[Any]] = []
    try:
        for provide in template.__junit_sources__:
            sets += [list(arguments) for arguments in provide(cls, template)]
        if not sets:
            raise PreconditionViolationException(
                "Configuration error: You must configure at least one arguments source for "
                "this @ParameterizedTest"
                if not template.__junit_sources__
                else "Configuration error: the sources of this @ParameterizedTest gave no arguments"
            )
    except _FAILURES as e:  # the template fails, not the collection
        return [Invocation(1, [], types, error=e, pattern="the argument sources failed")]
    return [
        Invocation(i, args, types, pattern=pattern, display=display)
        for i, args in enumerate(sets, start=1)
    ]


def _dynamic_tests(cls: type, template: Any) -> list[Invocation]:
    try:
        instance = cls()
        for name in hooks(cls, "__junit_before__"):
            getattr(instance, name)()
        found: list[tuple[str, Any]] = []
        _flatten(template.__junit_template__(instance), "", found)
    except _FAILURES as e:  # the factory fails, not the collection
        return [Invocation(1, [], (), error=e, pattern="the test factory failed")]
    made = []
    for i, (name, executable) in enumerate(found, start=1):
        invocation = Invocation(i, [], (), pattern=name)
        invocation.executable = executable
        made.append(invocation)
    return made


def _flatten(nodes: Any, prefix: str, found: list[tuple[str, Any]]) -> None:
    """A factory's dynamic tests, those of its containers named ``container / test``."""
    items = [nodes] if isinstance(nodes, (DynamicTest, DynamicContainer)) else _iterate(nodes)
    for node in items:
        if isinstance(node, DynamicContainer):
            _flatten(node.getChildren(), f"{prefix}{node.getDisplayName()} / ", found)
        else:
            found.append((prefix + node.getDisplayName(), node.getExecutable()))


def parameter_sets(cls: type) -> list[tuple[str, list[Any]]]:
    """JUnit 4's ``@Parameters`` method's sets: each one's display name (the method's
    ``name`` pattern, ``{index}`` from 0) and values (an array spread, another value alone)."""
    for c in cls.__mro__:
        for name, v in vars(c).items():
            pattern = getattr(getattr(v, "__func__", v), "__junit_parameters__", None)
            if pattern is None:
                continue
            made = []
            try:
                given = _iterate(getattr(cls, name)())
            except _FAILURES as e:
                return [("the parameters method failed", [_Raise(e)])]
            for i, item in enumerate(given):
                values = list(item) if isinstance(item, (list, tuple)) else [item]
                made.append((_display(pattern, i, values, 0, ""), values))
            return made
    raise PreconditionViolationException(
        f"No public static parameters method on class {cls.__name__}"
    )


class _Raise:
    """The value of a parameter set that a failing ``@Parameters`` method stands for: making
    the test's instance with it raises the method's error (each test fails with it)."""

    def __init__(self, error: BaseException) -> None:
        self.error = error


def raise_failed_parameters(values: list[Any]) -> None:
    if values and isinstance(values[0], _Raise):
        raise values[0].error


def _method_display(template: Any, types: tuple[Any, ...]) -> str:
    """JUnit's display name of a method: ``name(int, String)``."""
    spelled = [t if isinstance(t, str) else getattr(t, "__name__", "Object") for t in types]
    return f"{template.__name__}({', '.join(spelled)})"


def _argument_list(item: Any, types: tuple[Any, ...]) -> list[Any]:
    """One element of a source: ``Arguments`` give their values, an array is spread into the
    parameters when the method takes several (Java's ``Object[]``), anything else is one."""
    if isinstance(item, Arguments):
        return item.get()
    params = [t for t in types if t not in _INJECTED]
    if isinstance(item, (list, tuple)) and len(params) > 1:
        return list(item)
    return [item]


# -- what JUnit injects -----------------------------------------------------------------------


class RepetitionInfo:
    def __init__(self, current: int, total: int) -> None:
        self._current, self._total = current, total

    def getCurrentRepetition(self) -> int:
        return self._current

    def getTotalRepetitions(self) -> int:
        return self._total


class TestInfo:
    __test__ = False  # not a pytest test class

    def __init__(self, display: str, method: str) -> None:
        self._display, self._method = display, method

    def getDisplayName(self) -> str:
        return self._display

    def getTags(self) -> set[str]:
        return set()


def _injected(jtype: str, invocation: Invocation, fn: Any) -> Any:
    if jtype == "RepetitionInfo":
        return RepetitionInfo(invocation.index, invocation.repetitions)
    if jtype == "TestInfo":
        return TestInfo(invocation.id, fn.__name__)
    return None


# -- display names ----------------------------------------------------------------------------


def _display(
    pattern: str | None, index: int, arguments: list[Any], repetitions: int, display: str
) -> str:
    """The invocation's display name, as JUnit makes it from the annotation's ``name``
    pattern (``[{index}] {arguments}`` by default); shortened, as it is the pytest case's id
    (pytest numbers ids that come out alike)."""
    shown = [_shown(a) for a in arguments]
    replacements = {
        "{index}": str(index),
        "{arguments}": ", ".join(shown),
        "{argumentsWithNames}": ", ".join(shown),
        "{argumentSetName}": "",
        "{argumentSetNameOrArgumentsWithNames}": ", ".join(shown),
        "{displayName}": display,
        "{currentRepetition}": str(index),
        "{totalRepetitions}": str(repetitions),
    }
    parts = re.split(r"(\{[A-Za-z0-9]+\})", pattern or "[{index}] {arguments}")
    out = []
    for part in parts:
        if part in replacements:
            out.append(replacements[part])
        elif re.fullmatch(r"\{\d+\}", part) and int(part[1:-1]) < len(shown):
            out.append(shown[int(part[1:-1])])
        else:
            out.append(part.replace("''", "'"))  # MessageFormat's quoting
    text = "".join(out)
    return text if len(text) <= 80 else text[:77] + "..."


def _shown(value: Any) -> str:
    """An argument as JUnit shows it (Java's ``String.valueOf``, arrays by their elements)."""
    if isinstance(value, Named):
        return value.name
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_shown(v) for v in value) + "]"
    if isinstance(value, enum.Enum):
        return value.name
    try:
        return javaToString(value)
    except _FAILURES:  # a display name never fails a test
        return object.__repr__(value)
