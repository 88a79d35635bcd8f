"""JUnit 5's dynamic tests, as a ``@TestFactory`` method returns them:
``DynamicTest.dynamicTest(name, executable)`` and ``DynamicContainer.dynamicContainer(name,
tests)`` (porter.junit_params runs each dynamic test as one pytest case)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class DynamicNode:
    def __init__(self, name: str) -> None:
        self._name = name

    def getDisplayName(self) -> str:
        return self._name


class DynamicTest(DynamicNode):
    def __init__(self, name: str, executable: Callable[[], Any]) -> None:
        super().__init__(name)
        self._executable = executable

    @staticmethod
    def dynamicTest(name: str, executable: Callable[[], Any]) -> DynamicTest:
        return DynamicTest(name, executable)

    def getExecutable(self) -> Callable[[], Any]:
        return self._executable


class DynamicContainer(DynamicNode):
    def __init__(self, name: str, children: Any) -> None:
        super().__init__(name)
        self._children = children

    @staticmethod
    def dynamicContainer(name: str, children: Any) -> DynamicContainer:
        return DynamicContainer(name, children)

    def getChildren(self) -> Any:
        return self._children


def dynamicTest(name: str, executable: Callable[[], Any]) -> DynamicTest:
    """The static import ``DynamicTest.dynamicTest``."""
    return DynamicTest(name, executable)


def dynamicContainer(name: str, children: Any) -> DynamicContainer:
    return DynamicContainer(name, children)
