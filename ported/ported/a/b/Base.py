# Ported from Java by python -m porter: tests/porter/fixtures/shapes/src/main/java/a/b/Base.java
"""Port of the Java file ``Base.java``."""

from ported.a.b.Shape import Shape


class Base(Shape):
    __test__ = False  # abstract: JUnit runs it only through its subclasses
    _sides = 0

    def __init__(self, sides):
        self._sides = sides

    def sides(self):
        return self._sides
