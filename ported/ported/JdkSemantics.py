# Ported from Java by python -m porter: tests/porter/javalib/JdkSemantics.java
"""Port of the Java file ``JdkSemantics.java``."""

if __name__ == "__main__" and not __package__:
    # Run as a file: run as the module of its package (its imports are absolute).
    import runpy
    import sys
    from pathlib import Path

    sys.path[0] = str(Path(__file__).resolve().parents[1])
    runpy.run_module(
        "ported.JdkSemantics", run_name="__main__", alter_sys=True
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
from porter.jdk import SystemOut, arraysToString, irem, jstr, mapPut, optionalGet
from porter.unported import unported


# Prints what the JDK computes for the cases that test_against_java.py computes with
# porter.javalib; each line is "name: value".
class JdkSemantics:
    @staticmethod
    def p(name, value):
        SystemOut.println(name + ": " + jstr(value))

    @staticmethod
    def main(args):
        r = jrandom.Random(42)
        JdkSemantics.p("nextDouble", r.nextDouble())
        JdkSemantics.p("nextInt", r.nextInt())
        JdkSemantics.p("nextInt10", r.nextInt(10))
        JdkSemantics.p("nextInt16", r.nextInt(16))
        JdkSemantics.p("nextLong", r.nextLong())
        JdkSemantics.p("nextFloat", r.nextFloat())
        JdkSemantics.p("nextBoolean", r.nextBoolean())
        JdkSemantics.p("nextGaussian", r.nextGaussian())
        JdkSemantics.p("nextGaussian2", r.nextGaussian())
        JdkSemantics.p("nextIntRange", r.nextInt(5, 100))
        JdkSemantics.p("nextIntWide", r.nextInt(-2000000000, 2000000000))
        JdkSemantics.p("nextDoubleRange", r.nextDouble(1.0, 3.0))
        JdkSemantics.p("nextLongBound", r.nextLong(1000))
        bytes_ = np.zeros(7, dtype=np.int8)
        r.nextBytes(bytes_)
        JdkSemantics.p("nextBytes", arraysToString(bytes_))
        JdkSemantics.p("ints", arraysToString(r.ints(5, 0, 10).toArray()))
        JdkSemantics.p("doubles", arraysToString(r.doubles(2).toArray()))
        l = list([1, 2, 3, 4, 5, 6, 7, 8])
        jcollections.shuffle(l, jrandom.Random(7))
        JdkSemantics.p("shuffle", l)
        s = 0.0
        g = jrandom.Random(1)
        for i in range(20000):
            s += g.nextGaussian()
        JdkSemantics.p("gaussianSum", s)
        JdkSemantics.p(
            "format1",
            formatter.format(
                "%.1f|%.2f|%.2f|%e|%.3e|%g|%10.3f|%-8d|%08.2f|%,d|%x|%X|%o|%+d|%(d",
                0.15,
                0.125,
                1.005,
                12.3456789,
                0.000123456,
                0.0001234,
                3.14159,
                42,
                -3.14159,
                1234567,
                -1,
                255,
                8,
                5,
                -5,
            ),
        )
        JdkSemantics.p(
            "format2",
            formatter.format(
                "%s|%S|%b|%c|%5s|%.2s|%g|%g|%g|%.3g|%s|%,.2f|%a|%%",
                1.0,
                "abc",
                None,
                "x",
                "ab",
                "hello",
                123456.0,
                1234567.0,
                0.00001,
                0.5,
                10000000.0,
                1234567.891,
                1.0,
            ),
        )
        JdkSemantics.p("format3", formatter.format("%2$s %1$s %<s %3$d%%", "a", "b", 7))
        JdkSemantics.p(
            "round",
            jstr(jmath.roundToLong(0.49999999999999994))
            + " "
            + jstr(jmath.roundToLong(-2.5))
            + " "
            + jstr(jmath.roundToInt(2.5))
            + " "
            + jstr(jmath.roundToLong(float("nan")))
            + " "
            + jstr(jmath.roundToLong(1e20))
            + " "
            + jstr(jmath.roundToInt(-1e20))
            + " "
            + jstr(jmath.roundToLong(-0.5)),
        )
        JdkSemantics.p(
            "floor",
            jstr(jmath.floorDiv(-7, 2))
            + " "
            + jstr(jmath.floorMod(-7, 2))
            + " "
            + jstr(jmath.floorMod(7, -2))
            + " "
            + jstr(jmath.absInt(-2147483648))
            + " "
            + jstr(jmath.absLong(-9223372036854775808))
            + " "
            + jstr(jmath.floorDiv(-2147483648, -1)),
        )
        JdkSemantics.p(
            "doubles",
            jstr(jmath.fmax(-0.0, 0.0))
            + " "
            + jstr(jmath.fmin(-0.0, 0.0))
            + " "
            + jstr(jmath.fmax(float("nan"), 1.0))
            + " "
            + jstr(jmath.signum(-3.0))
            + " "
            + jstr(jmath.cbrt(27.0))
            + " "
            + jstr(jmath.toRadians(180))
            + " "
            + jstr(jmath.rint(2.5))
            + " "
            + jstr(jmath.ceil(-0.5))
            + " "
            + jstr(jmath.sqrt(-1))
            + " "
            + jstr(jmath.log(0)),
        )
        m = jcollections.HashMap()
        for k in strings.split(
            "zeta alpha beta gamma delta epsilon eta theta iota kappa lambda mu nu xi omicron pi rho sigma",
            " ",
        ):
            mapPut(m, k, len(k))
        JdkSemantics.p("hashMap", m)
        m.pop("alpha", None)
        mapPut(m, "alpha", 0)
        JdkSemantics.p("hashMapAfterRemove", m)
        JdkSemantics.p("hashSet", jcollections.HashSet([100, 3, 17, 42, -5, 1000000, 65536, 16]))
        dm = jcollections.HashMap()
        for d in [0.5, 1.5, -2.25, 100.0, 3.75]:
            mapPut(dm, d, "v")
        JdkSemantics.p("doubleKeys", dm.keys())
        # PORTER: line 63: no rule for the static method Boolean.hashCode: + Boolean.hashCode(true) + " " + List.of(1, 2, 3).hashCode() + " " + "\u00e9t\u00e9".hashCode());
        unported(
            "tests/porter/javalib/JdkSemantics.java:63",
            "no rule for the static method Boolean.hashCode",
        )
        tm = jcollections.TreeMap(m)
        JdkSemantics.p(
            "treeMap",
            jstr(tm.firstKey())
            + " "
            + jstr(tm.lastKey())
            + " "
            + jstr(tm.ceilingKey("c"))
            + " "
            + jstr(tm.floorKey("c"))
            + " "
            + jstr(tm.headMap("delta"))
            + " "
            + jstr(tm.tailMap("rho")),
        )
        JdkSemantics.p(
            "streams",
            jstr(streams.IntStream.rangeClosed(1, 5).map(lambda x: wrapInt(x * x)).sum())
            + " "
            + jstr(list(streams.IntStream.range(0, 10).filter(lambda x: irem(x, 3) == 0).boxed()))
            + " "
            + jstr(
                streams.Stream.of("b", "a", "c").sorted().collect(streams.joining(",", "[", "]"))
            )
            + " "
            + jstr(optional.get(streams.IntStream.of(3, 1, 2).max()))
            + " "
            + jstr(optional.get(streams.IntStream.of(1, 2).average()))
            + " "
            + jstr((streams.IntStream.of().average() is not None))
            + " "
            + jstr(streams.IntStream.of(2147483647, 1).sum()),
        )
        JdkSemantics.p(
            "groupingBy",
            streams.Stream.of("apple", "avocado", "banana", "blueberry", "cherry").collect(
                streams.groupingBy(lambda w: w.charAt(0), streams.counting())
            ),
        )
        JdkSemantics.p(
            "toMap",
            streams.Stream.of("one", "three", "five").collect(
                streams.toMap(lambda w: w, lambda x: len(x))
            ),
        )
        # PORTER: line 76: % on operands of unknown Java types (integer or floating?): p("partition", IntStream.range(0, 6).boxed().collect(Collectors.partitioningBy(x -> x % 2 == 0)));
        unported(
            "tests/porter/javalib/JdkSemantics.java:76",
            "% on operands of unknown Java types (integer or floating?)",
        )
        JdkSemantics.p(
            "doubleSum",
            jstr(streams.DoubleStream.of(0.1, 0.2, 0.3, 1e16, -1e16, 0.7).sum())
            + " "
            + jstr(optional.get(streams.DoubleStream.of(0.1, 0.1, 0.1).average())),
        )
        JdkSemantics.p(
            "optional",
            jstr(optional.of(3).map(lambda x: x + 1).get())
            + " "
            + jstr(None.isPresent())
            + " "
            + jstr(optionalGet(streams.Stream.of(5, 2, 8).max(lambda a, b: boxes.compare(a, b))))
            + " "
            + jstr(None.orElse("dflt"))
            + " "
            + jstr(streams.Stream.empty().findFirst().orElseGet(lambda: "none")),
        )
        JdkSemantics.p(
            "split",
            jstr(arraysToString(strings.split("a,b,,c,,", ",")))
            + " "
            + jstr(arraysToString(strings.split(",a,b", ",")))
            + " "
            + jstr(arraysToString(strings.split("a1b2c3", "\\d")))
            + " "
            + jstr(arraysToString(strings.split("abc", "")))
            + " "
            + jstr(arraysToString(strings.split("a,b,c", ",", 2)))
            + " "
            + jstr(arraysToString(strings.split("", ",")))
            + " "
            + jstr(arraysToString(strings.split(",", ","))),
        )
        JdkSemantics.p(
            "strings",
            jstr(strings.compareTo("Hello", "Help"))
            + " "
            + jstr(strings.compareTo("a", "abc"))
            + " "
            + jstr(strings.equalsIgnoreCase("ABC", "abc"))
            + " "
            + strings.trim("  x \t")
            + "|"
            + strings.replaceAll("a-b-c", "-(\\w)", "<$1>")
            + " "
            + jstr(strings.matches("abc", "[a-c]+"))
            + " "
            + strings.repeat("ab", 3)
            + " "
            + jstr(strings.chars("hello").sum())
            + " "
            + jstr(strings.indexOf("hello", "l", 3))
            + " "
            + jstr(strings.lastIndexOf("hello", "l")),
        )
        JdkSemantics.p(
            "parse",
            jstr(boxes.parseInt("-123"))
            + " "
            + jstr(boxes.parseInt("ff", 16))
            + " "
            + jstr(boxes.parseDouble(" 2.5f "))
            + " "
            + boxes.toHexString(-1)
            + " "
            + boxes.toBinaryString(10)
            + " "
            + boxes.toString(-255, 16)
            + " "
            + boxes.longToHexString(-1)
            + " "
            + jstr(boxes.bitCount(-1))
            + " "
            + jstr(boxes.numberOfLeadingZeros(1))
            + " "
            + jstr(boxes.parseBoolean("TRUE"))
            + " "
            + jstr(boxes.compare(0.0, -0.0))
            + " "
            + jstr(boxes.compare(float("nan"), 1.0))
            + " "
            + jstr(boxes.parseFloat("0.1"), width="float"),
        )
        try:
            boxes.parseInt("1.0")
            bad = "none"
        except ValueError as e:
            bad = str(e)
        JdkSemantics.p("parseError", bad)
        try:
            boxes.parseInt("2147483648")
            bad = "none"
        except ValueError as e:
            bad = str(e)
        JdkSemantics.p("parseOverflow", bad)
        JdkSemantics.p(
            "chars",
            jstr(boxes.isDigit("7"))
            + " "
            + jstr(boxes.isLetter("x"))
            + " "
            + boxes.toUpperCase("q")
            + " "
            + jstr(boxes.getNumericValue("b"))
            + " "
            + jstr(boxes.isWhitespace("\xa0"))
            + " "
            + chr(97 + 2 & 0xFFFF),
        )


if __name__ == "__main__":
    JdkSemantics.main(argv[1:])
