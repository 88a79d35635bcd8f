# Ported from Java by python -m porter: tests/porter/programs/LanguageGaps.java
"""Port of the Java file ``LanguageGaps.java``."""

if __name__ == "__main__" and not __package__:
    # Run as a file: run as the module of its package (its imports are absolute).
    import runpy
    import sys
    from pathlib import Path

    sys.path[0] = str(Path(__file__).resolve().parents[1])
    runpy.run_module(
        "ported.LanguageGaps", run_name="__main__", alter_sys=True
    )
    sys.exit()


from enum import Enum, auto
from sys import argv

import numpy as np
from porter.javalib import jcollections
from porter.javalib.ints import ushrInt, wrapInt, wrapLong
from porter.jdk import (
    StringBuilder,
    SystemOut,
    arraysToString,
    idiv,
    implement,
    irem,
    jstr,
    mapPut,
    preInc,
)


class LanguageGaps:
    class Shape:
        def area(self):
            raise NotImplementedError  # abstract in Java

        def describe(self):
            return "shape of area " + jstr(self.area())

    class Point:
        def sum(self):
            return self._x + self._y

        def __init__(self, x, y):
            self._x = x
            self._y = y

        def x(self):
            return self._x

        def y(self):
            return self._y

        def __eq__(self, other):
            return type(other) is type(self) and (
                self._x,
                self._y,
            ) == (
                other._x,
                other._y,
            )

        def __hash__(self):
            return hash(
                (
                    self._x,
                    self._y,
                )
            )

        def __str__(self):
            return f"Point[x={jstr(self._x)}, y={jstr(self._y)}]"

        __repr__ = __str__

    class Color(Enum):
        RED = auto()
        GREEN = auto()
        BLUE = auto()

        def next(self):
            return list(LanguageGaps.Color)[
                irem(list(type(self)).index(self) + 1, len(list(LanguageGaps.Color)))
            ]

    class Counter:
        n = 0

        def incr(self):
            return preInc(self, "n", 1)

    class Op:
        def apply(self, a, b):
            raise NotImplementedError  # abstract in Java

    TABLE = jcollections.HashMap()

    @staticmethod
    def maxOf(xs):
        best = xs[0]
        for x in xs:
            if jcollections.compareTo(x, best) > 0:
                best = x
        return best

    @staticmethod
    def kind(name):
        def _switch1():
            if name == "sgd" or name == "gd":
                return "gradient descent"
            elif name == "adam":
                s = "ad"
                return s + "am"
            else:
                return "unknown"

        return _switch1()

    @staticmethod
    def main(args):
        i = 0
        a = (i := i + 1) - 1 + (i := i + 1)
        arr = np.zeros(3, dtype=np.int32)
        arr[(i := i + 1) - 1] = 5
        c = (b := 7)
        SystemOut.println(
            jstr(a)
            + " "
            + jstr(i)
            + " "
            + jstr(arraysToString(arr))
            + " "
            + jstr(b)
            + " "
            + jstr(c)
        )
        _jump_outer2 = None
        for x in range(3):
            for y in range(3):
                if y == 2:
                    _jump_outer2 = "continue"
                    break
                if x == 2:
                    _jump_outer2 = "break"
                    break
                SystemOut.print(jstr(x) + "" + jstr(y) + " ")
            if _jump_outer2 == "break":
                break
            if _jump_outer2 == "continue":
                _jump_outer2 = None
                continue
        SystemOut.println()
        o = "hello"
        if isinstance((s := o), str) and len(s) > 3:
            SystemOut.println(s.upper())
        ch = chr(97 + 2 & 0xFFFF)
        next_ = "x"
        next_ = chr(ord(next_) + 1)
        SystemOut.println(ch + " " + next_ + " " + jstr(65) + " " + chr(66 & 0xFFFF))
        big = 2147483647
        wrapped = wrapInt(big * 2)
        sum_ = wrapInt(big * 3)
        ok = wrapLong(big * 2)
        SystemOut.println(
            jstr(wrapped)
            + " "
            + jstr(sum_)
            + " "
            + jstr(ok)
            + " "
            + jstr(wrapInt(big << 1))
            + " "
            + jstr(ushrInt(-16, 28))
        )
        mixed = 1.0 if True else 2.0
        SystemOut.println(mixed)
        add = lambda x, y: x + y
        mul = implement(LanguageGaps.Op, "apply", lambda x, y: wrapInt(x * y))
        SystemOut.println(jstr(add(2, 3)) + " " + jstr(mul.apply(4, 5)))
        SystemOut.println(
            LanguageGaps.kind("gd")
            + ", "
            + LanguageGaps.kind("adam")
            + ", "
            + LanguageGaps.kind("x")
        )
        p = LanguageGaps.Point(2, 3)
        SystemOut.println(
            jstr(p)
            + " "
            + jstr(p.x())
            + " "
            + jstr(p.sum())
            + " "
            + jstr((p == LanguageGaps.Point(2, 3)))
        )
        SystemOut.println(
            jstr(LanguageGaps.Color.RED.next())
            + " "
            + jstr(list(type(LanguageGaps.Color["BLUE"])).index(LanguageGaps.Color["BLUE"]))
            + " "
            + jstr(len(list(LanguageGaps.Color)))
        )
        k = LanguageGaps.Counter()
        k.incr()
        SystemOut.println(k.incr())
        sq = implement(LanguageGaps.Shape, "area", lambda: 4.0)
        SystemOut.println(sq.describe())

        class _Anonymous3(LanguageGaps.Shape):
            def area(self):
                return 2.5

        anon = _Anonymous3()
        SystemOut.println(jstr(anon.area()) + " " + jstr(LanguageGaps.TABLE.get("two")))
        SystemOut.println(
            jstr(LanguageGaps.maxOf([3, 9, 2])) + " " + jstr(LanguageGaps.maxOf(["b", "a"]))
        )
        dayNum = 3
        if dayNum == 1:
            SystemOut.println("one")
        elif dayNum == 3 or dayNum == 4:
            SystemOut.println("three or four")
        else:
            SystemOut.println("other")
        sb = StringBuilder()
        q = "a"
        while q < "e":
            sb.append(q)
            q = chr(ord(q) + 1)
        SystemOut.println(str(sb.reverse()) + " " + jstr(sb.length()))
        div = idiv(7, 2)
        fd = 7 / 2.0
        neg = idiv(-7, 2)
        rem = irem(-7, 3)
        SystemOut.println(jstr(div) + " " + jstr(fd) + " " + jstr(neg) + " " + jstr(rem))


# The static initializer of LanguageGaps.
mapPut(LanguageGaps.TABLE, "one", 1)
mapPut(LanguageGaps.TABLE, "two", 2)


if __name__ == "__main__":
    LanguageGaps.main(argv[1:])
