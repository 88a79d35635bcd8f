# Ported from Java by python -m porter: tests/porter/fixtures/shapes/src/main/java/a/b/Util.java
"""Port of the Java file ``Util.java``."""

from enum import Enum, auto

from porter.javalib.ints import wrapInt


class Util:
    class Color(Enum):
        RED = auto()
        GREEN = auto()

    class Box:
        v = 0

        def __init__(self, v):
            self.v = v

        def get(self):
            return self.v

    LIMIT = 7

    @staticmethod
    def twice(x):
        return wrapInt(2 * x)
