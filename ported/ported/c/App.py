# Ported from Java by python -m porter: tests/porter/fixtures/shapes/src/main/java/c/App.java
"""Port of the Java file ``App.java``."""

if __name__ == "__main__" and not __package__:
    # Run as a file: run as the module of its package (its imports are absolute).
    import runpy
    import sys
    from pathlib import Path

    sys.path[0] = str(Path(__file__).resolve().parents[2])
    runpy.run_module(
        "ported.c.App", run_name="__main__", alter_sys=True
    )
    sys.exit()


from sys import argv

from ported.a.b.Base import Base
from porter.jdk import SystemOut, idiv, jstr


class App:
    class Square(Base):
        s = 0.0

        def __init__(self, s):
            super().__init__(4)
            self.s = s

        def area(self):
            return self.s * self.s

    @staticmethod
    def main(args):
        SystemOut.println(idiv(Util.twice(Util.LIMIT), 4))
        b = Util.Box(5)
        SystemOut.println(idiv(b.get(), 2))
        c = Util.Color["GREEN"]
        SystemOut.println(c.name() + " " + jstr(c.ordinal()))
        sq = App.Square(3.0)
        SystemOut.println(jstr(sq.area()) + " " + jstr(idiv(sq.sides(), 3)))


from ported.a.b.Util import Util

if __name__ == "__main__":
    App.main(argv[1:])
