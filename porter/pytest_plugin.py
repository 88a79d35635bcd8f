"""Collect ported JUnit classes as pytest tests under their Java names.

A ported file (its first line is the porter's header) is collected whatever its name; in it,
each class with ``@Test`` methods is a test class (``ConstantTest::createInts``). Like
JUnit 5, static ``@Test`` methods are not run, and abstract classes (``__test__ = False``) run
only through their subclasses; ``@BeforeEach``/``@AfterEach`` methods run around each test,
``@BeforeAll``/``@AfterAll`` once around the class's tests, a ``@Nested`` class's tests with an
instance of the outer class. A test template (``@ParameterizedTest``, ``@RepeatedTest``,
``@TestFactory``: porter.junit_params) is one pytest case per invocation, its id JUnit's
display name (``sums[[2] 2, 3, 5]``). Registered as the ``porter`` pytest plugin.
"""

from __future__ import annotations

import inspect
from pathlib import Path
from types import FunctionType
from typing import Any

import pytest
from _pytest.python import PyCollector

HEADER = "# Ported from Java by python -m porter"


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Module | None:
    if (
        file_path.suffix != ".py"
        or file_path.name.startswith("test_")
        or file_path.name == "conftest.py"
        or parent.session.isinitpath(file_path)  # named on the command line: pytest takes it
    ):
        return None
    try:
        with open(file_path, encoding="utf-8") as f:
            first = f.readline()
    except OSError:
        return None
    if not first.startswith(HEADER):
        return None
    return pytest.Module.from_parent(parent, path=file_path)


class JUnitClass(pytest.Class):
    """A ported JUnit class: like JUnit, one new instance per test, made with its no-argument
    constructor (pytest's own class collector refuses classes with ``__init__``)."""

    def collect(self) -> Any:
        if "__test__" not in vars(self.obj):
            # a concrete subclass of an abstract base (``__test__ = False``) runs the base's
            # tests, as JUnit runs them: pytest would read the inherited False
            self.obj.__test__ = True
        if getattr(self.obj, "__junit_runner__", None) == "Parameterized" and not vars(
            self.obj
        ).get("__junit_parameter_set__"):
            return self._parameter_sets()
        return PyCollector.collect(self)

    def _parameter_sets(self) -> list[JUnitClass]:
        """JUnit 4's Parameterized runner: the class's tests once per parameter set of its
        ``@Parameters`` method, each set a subclass named by the set (``(0)``)."""
        from porter.junit_params import parameter_sets

        made = []
        for display, values in parameter_sets(self.obj):
            each = type(
                self.obj.__name__,
                (self.obj,),
                {"__junit_parameter_set__": values, "__module__": self.obj.__module__},
            )
            # (no brackets: pytest reads those as the parameters of a test's own id)
            child = JUnitClass.from_parent(self, name=f"({display})")
            child._obj = each  # (not an attribute of the class: pytest would look it up)
            made.append(child)
        return made

    def newinstance(self) -> Any:
        """A ``@Nested`` class's instance is made with one of its outer class (its
        constructor takes it when the port's class uses it); a parameter set's with its
        values (JUnit 4's Parameterized runner)."""
        cls = self.obj
        values = vars(cls).get("__junit_parameter_set__")
        if values is not None:
            from porter.junit_params import raise_failed_parameters

            raise_failed_parameters(values)
            fields = getattr(cls, "__junit_parameter_fields__", ())
            if not fields:
                return cls(*values)
            made = cls()
            for name, value in zip(fields, values, strict=False):
                if name:
                    setattr(made, name, value)
            return made
        if not (vars(cls).get("__junit_nested__") and isinstance(self.parent, JUnitClass)):
            return cls()
        outer = self.parent.newinstance()
        takes_outer = "_outer" in inspect.signature(cls).parameters
        made = cls(outer) if takes_outer else cls()
        made.__dict__["_junit_outer"] = outer
        return made

    def setup(self) -> None:
        """``@BeforeAll``: once, before the class's first test (its failure fails them all,
        as pytest reports a failed collector setup for each of its items)."""
        from porter.junit import hooks  # (numpy: only where ported tests run)

        if "__junit_parameter_set__" in vars(self.obj):
            return  # the class's, which ran once before its first parameter set
        for name in hooks(self.obj, "__junit_before_all__"):
            self._class_method(name)()

    def teardown(self) -> None:
        from porter.junit import hooks

        if "__junit_parameter_set__" in vars(self.obj):
            return
        for name in reversed(hooks(self.obj, "__junit_after_all__")):
            self._class_method(name)()

    def _class_method(self, name: str) -> Any:
        """A static method; an instance method (``@TestInstance(PER_CLASS)``) of an instance
        made for it."""
        if isinstance(inspect.getattr_static(self.obj, name), (staticmethod, classmethod)):
            return getattr(self.obj, name)
        return getattr(self.newinstance(), name)


class JUnit3Function(pytest.Function):
    """A JUnit 3 test: its instance knows the test's name (``TestCase(String name)``)."""

    def _getinstance(self) -> Any:
        from porter.junit import made_test_case

        return made_test_case(self.parent.obj, self.name)


def _is_junit_class(obj: Any) -> bool:
    """A class with ``@Test`` methods (its own or inherited), read from the class dictionaries
    so that no attribute of an unrelated class is evaluated."""
    if not isinstance(obj, type) or not obj.__dict__.get("__test__", True):
        return False
    return any(
        getattr(v.__func__ if isinstance(v, staticmethod) else v, "__junit_test__", False)
        or (isinstance(v, type) and vars(v).get("__junit_nested__") and _is_junit_class(v))
        for c in obj.__mro__
        for v in vars(c).values()
        if isinstance(v, (FunctionType, staticmethod, type))
    )


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makeitem(collector: pytest.Collector, name: str, obj: Any) -> Any:
    if isinstance(collector, pytest.Module) and isinstance(obj, type):
        if obj.__module__ != getattr(collector.obj, "__name__", None) or not _is_junit_class(obj):
            return None  # an imported class (a ported base is collected in its own file)
        return JUnitClass.from_parent(collector, name=name, obj=obj)
    if isinstance(collector, pytest.Class) and _is_junit_class(collector.obj):
        if isinstance(obj, type):
            if vars(obj).get("__junit_nested__") and _is_junit_class(obj):
                return JUnitClass.from_parent(collector, name=name, obj=obj)
            return []
        raw = inspect.getattr_static(collector.obj, name, None)
        if isinstance(raw, staticmethod):
            return []  # JUnit 5 does not run static test methods
        if not getattr(obj, "__junit_test__", False):
            return []
        junit3 = any(
            c.__module__ == "porter.junit" and c.__name__ == "TestCase"
            for c in collector.obj.__mro__
        )
        if getattr(obj, "__junit_template__", None) is not None:
            # a @ParameterizedTest, @RepeatedTest or @TestFactory: one case per invocation
            # (pytest_generate_tests below parametrizes it; _genfunctions is what pytest's
            # own collector calls for a test function)
            items = list(collector._genfunctions(name, obj))
        else:
            items = [
                (JUnit3Function if junit3 else pytest.Function).from_parent(collector, name=name)
            ]
        reason = getattr(obj, "__junit_disabled__", None) or _class_disabled(collector)
        if reason:
            for item in items:
                item.add_marker(pytest.mark.skip(reason=reason))
        return items
    return None


def _class_disabled(collector: pytest.Collector) -> str | None:
    """A ``@Disabled`` class's reason (or an enclosing ``@Nested`` class's)."""
    node: Any = collector
    while isinstance(node, pytest.Class):
        reason = vars(node.obj).get("__junit_disabled__")
        if reason:
            return reason
        node = node.parent
    return None


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A JUnit test template's invocations, one pytest case each (porter.junit_params)."""
    if getattr(metafunc.function, "__junit_template__", None) is None or metafunc.cls is None:
        return
    from porter.junit_params import invocations

    made = invocations(metafunc.cls, metafunc.function)
    metafunc.parametrize("junit_invocation", made, ids=[i.id for i in made])


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Any:
    """JUnit's ``@BeforeEach``/``@AfterEach`` around each test of a ported class."""
    instance = getattr(item, "instance", None)
    if instance is None or not _is_junit_class(type(instance)):
        yield
        return
    from porter.junit import hooks

    # test instance post-processors first (JUnit's TestInstancePostProcessor: Spring's
    # extension gives the test its @Autowired fields before any @BeforeEach runs)
    for name in hooks(type(instance), "__junit_postprocess__"):
        getattr(instance, name)()
    # a @Nested test's outer instances first, the outermost's @BeforeEach first
    chain = [instance]
    while "_junit_outer" in getattr(chain[0], "__dict__", {}):
        chain.insert(0, chain[0].__dict__["_junit_outer"])
    for each in chain:
        for name in hooks(type(each), "__junit_before__"):
            getattr(each, name)()
    try:
        yield
    finally:
        for each in reversed(chain):
            for name in reversed(hooks(type(each), "__junit_after__")):
                getattr(each, name)()
