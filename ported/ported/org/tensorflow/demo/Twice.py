# Ported from Java by python -m porter: tests/porter/fixtures/shapes/src/main/java/org/tensorflow/demo/Twice.java
"""Port of the Java file ``Twice.java``."""

if __name__ == "__main__" and not __package__:
    # Run as a file: run as the module of its package (its imports are absolute).
    import runpy
    import sys
    from pathlib import Path

    sys.path[0] = str(Path(__file__).resolve().parents[4])
    runpy.run_module(
        "ported.org.tensorflow.demo.Twice", run_name="__main__", alter_sys=True
    )
    sys.exit()


from sys import argv

from porter.jdk import SystemOut, idiv


# In a package of org.tensorflow: the statically imported method is the project's.
class Twice:
    @staticmethod
    def main(args):
        SystemOut.println(idiv(Util.twice(4), 3))


from ported.a.b.Util import Util

if __name__ == "__main__":
    Twice.main(argv[1:])
