"""Java's ``TestSession`` as the metrics tests use it: ``TestSession.createTestSession(mode)``
and ``TestSession.Mode``, over ``session_helper.TestSession``. ``evaluate`` also fails on an
empty value, which would otherwise match any expectation element by element."""

from __future__ import annotations

from typing import Any

from tests.framework.session_helper import Mode
from tests.framework.session_helper import TestSession as _TestSession


class TestSession(_TestSession):
    __test__ = False
    Mode = Mode

    @staticmethod
    def createTestSession(mode: Mode) -> TestSession:
        return TestSession(mode)

    def evaluate(self, expected: Any, input: Any) -> None:
        for operand in (expected, input):
            if hasattr(operand, "asOutput"):
                assert self.value(operand).size > 0, "evaluate: an empty value"
        super().evaluate(expected, input)
