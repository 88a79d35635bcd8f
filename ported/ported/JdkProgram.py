# Ported from Java by python -m porter: tests/porter/programs/JdkProgram.java
"""Port of the Java file ``JdkProgram.java``."""

if __name__ == "__main__" and not __package__:
    # Run as a file: run as the module of its package (its imports are absolute).
    import runpy
    import sys
    from pathlib import Path

    sys.path[0] = str(Path(__file__).resolve().parents[1])
    runpy.run_module(
        "ported.JdkProgram", run_name="__main__", alter_sys=True
    )
    sys.exit()


from sys import argv

import numpy as np
from porter.javalib import (
    boxes,
    formatter,
    jcollections,
    jmath,
    jrandom,
    optional,
    streams,
    strings,
)
from porter.javalib.ints import wrapInt
from porter.jdk import SystemOut, arraysToString, irem, jstr, optionalOrElse, setAdd


# A program of the JDK that TensorFlow programs use around their TensorFlow code: the port
# must print exactly what Java prints.
class JdkProgram:
    @staticmethod
    def main(args):
        rnd = jrandom.Random(42)
        xs = np.zeros(5, dtype=np.float64)
        for i in range(len(xs)):
            xs[i] = rnd.nextGaussian() * 2 + 1
        SystemOut.println(arraysToString(xs))
        picked = rnd.nextInt(100)
        rounded = jmath.roundToLong(xs[0] * 10)
        roundedF = jmath.roundToInt(2.5)
        SystemOut.println(
            jstr(picked)
            + " "
            + jstr(rounded)
            + " "
            + jstr(roundedF)
            + " "
            + jstr(jmath.absInt(-7))
            + " "
            + jstr(jmath.floorMod(-7, 3))
        )
        counts = jcollections.HashMap()
        for w in strings.split("the quick brown fox jumps over the lazy dog the end", " "):
            jcollections.merge(counts, w, 1, lambda a, b: boxes.sumInt(a, b))
        SystemOut.println(counts)
        sorted = jcollections.TreeMap(counts)
        SystemOut.println(jstr(sorted.firstKey()) + " " + jstr(sorted.lastKey()))
        squares = list(streams.IntStream.rangeClosed(1, 6).map(lambda x: wrapInt(x * x)).boxed())
        SystemOut.println(squares)
        joined = (
            streams.Stream(squares)
            .filter(lambda x: irem(x, 2) == 0)
            .map(jstr)
            .collect(streams.joining("+"))
        )
        SystemOut.println(
            joined
            + " = "
            + jstr(
                streams.Stream(squares)
                .mapToInt(lambda x: int(x))
                .filter(lambda x: irem(x, 2) == 0)
                .sum()
            )
        )
        SystemOut.println(
            formatter.format(
                "mean=%.3f max=%d",
                optional.get(streams.IntStream.of(3, 1, 4, 1, 5).average()),
                optional.get(streams.IntStream.of(3, 1, 4, 1, 5).max()),
            )
        )
        names = list(["delta", "alpha", "charlie", "bravo"])
        jcollections.sort(names)
        jcollections.shuffle(names, jrandom.Random(3))
        SystemOut.println(names)
        seen = jcollections.HashSet()
        for i in range(8):
            setAdd(seen, rnd.nextInt(50))
        SystemOut.println(jstr(len(seen)) + " " + jstr(seen))
        SystemOut.println(
            jstr(boxes.parseInt("-42") + boxes.parseDouble("0.5"))
            + " "
            + boxes.toHexString(255)
            + " "
            + jstr(strings.equalsIgnoreCase("Abc", "aBC"))
        )
        first = streams.Stream(names).filter(lambda n: strings.startsWith(n, "c")).findFirst()
        SystemOut.println(jstr(optionalOrElse(first, "none")) + " " + jstr((first is not None)))


if __name__ == "__main__":
    JdkProgram.main(argv[1:])
