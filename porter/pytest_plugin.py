"""Collect ported JUnit classes as pytest tests under their Java names.

A ported file (its first line is the porter's header) is collected whatever its name; in it,
each class with ``@Test`` methods is a test class (``ConstantTest::createInts``). Like
JUnit 5, static ``@Test`` methods are not run, and abstract classes (``__test__ = False``) run
only through their subclasses; ``@BeforeEach``/``@AfterEach`` methods run around each test. Registered as the ``porter`` pytest plugin.
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
        return PyCollector.collect(self)


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
        for c in obj.__mro__
        for v in vars(c).values()
        if isinstance(v, (FunctionType, staticmethod))
    )


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makeitem(collector: pytest.Collector, name: str, obj: Any) -> Any:
    if isinstance(collector, pytest.Module) and isinstance(obj, type):
        if obj.__module__ != getattr(collector.obj, "__name__", None) or not _is_junit_class(obj):
            return None  # an imported class (a ported base is collected in its own file)
        return JUnitClass.from_parent(collector, name=name, obj=obj)
    if isinstance(collector, pytest.Class) and _is_junit_class(collector.obj):
        raw = inspect.getattr_static(collector.obj, name, None)
        if isinstance(raw, staticmethod):
            return []  # JUnit 5 does not run static test methods
        if not getattr(obj, "__junit_test__", False):
            return []
        junit3 = any(
            c.__module__ == "porter.junit" and c.__name__ == "TestCase"
            for c in collector.obj.__mro__
        )
        item = (JUnit3Function if junit3 else pytest.Function).from_parent(collector, name=name)
        reason = getattr(obj, "__junit_disabled__", None)
        if reason:
            item.add_marker(pytest.mark.skip(reason=reason))
        return [item]
    return None


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
    for name in hooks(type(instance), "__junit_before__"):
        getattr(instance, name)()
    try:
        yield
    finally:
        for name in reversed(hooks(type(instance), "__junit_after__")):
            getattr(instance, name)()
