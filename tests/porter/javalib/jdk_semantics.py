"""The Python side of ``JdkSemantics.java``: the same cases computed with ``porter.javalib``
and printed as Java prints them, line for line (``name: value``)."""

from __future__ import annotations

from typing import Any

from porter.javalib import boxes, jmath, optional, strings
from porter.javalib import jcollections as jc
from porter.javalib import streams as js
from porter.javalib.formatter import format as jformat
from porter.javalib.jrandom import Random
from porter.jdk import jstr


def lines() -> list[str]:
    out: list[str] = []

    def p(name: str, value: Any) -> None:
        out.append(f"{name}: {value if isinstance(value, str) else jstr(value)}")

    def arr(values: Any) -> str:
        return "[" + ", ".join(jstr(v) for v in values) + "]"

    r = Random(42)
    p("nextDouble", r.nextDouble())
    p("nextInt", r.nextInt())
    p("nextInt10", r.nextInt(10))
    p("nextInt16", r.nextInt(16))
    p("nextLong", r.nextLong())
    p("nextFloat", jstr(r.nextFloat(), width="float"))
    p("nextBoolean", r.nextBoolean())
    p("nextGaussian", r.nextGaussian())
    p("nextGaussian2", r.nextGaussian())
    p("nextIntRange", r.nextInt(5, 100))
    p("nextIntWide", r.nextInt(-2000000000, 2000000000))
    p("nextDoubleRange", r.nextDouble(1.0, 3.0))
    p("nextLongBound", r.nextLong(1000))
    data = [0] * 7
    r.nextBytes(data)
    p("nextBytes", arr(data))
    p("ints", arr(r.ints(5, 0, 10).toArray()))
    p("doubles", arr(r.doubles(2).toArray()))
    items = [1, 2, 3, 4, 5, 6, 7, 8]
    jc.shuffle(items, Random(7))
    p("shuffle", arr(items))
    s = 0.0
    g = Random(1)
    for _ in range(20000):
        s += g.nextGaussian()
    p("gaussianSum", s)

    p(
        "format1",
        jformat(
            "%.1f|%.2f|%.2f|%e|%.3e|%g|%10.3f|%-8d|%08.2f|%,d|%x|%X|%o|%+d|%(d",
            *(0.15, 0.125, 1.005, 12.3456789, 0.000123456, 0.0001234, 3.14159, 42, -3.14159),
            *(1234567, -1, 255, 8, 5, -5),
        ),
    )
    p(
        "format2",
        jformat(
            "%s|%S|%b|%c|%5s|%.2s|%g|%g|%g|%.3g|%s|%,.2f|%a|%%",
            *(1.0, "abc", None, "x", "ab", "hello", 123456.0, 1234567.0, 0.00001, 0.5, 1e7),
            *(1234567.891, 1.0),
        ),
    )
    p("format3", jformat("%2$s %1$s %<s %3$d%%", "a", "b", 7))

    p(
        "round",
        " ".join(
            jstr(v)
            for v in (
                jmath.roundToLong(0.49999999999999994),
                jmath.roundToLong(-2.5),
                jmath.roundToInt(2.5),
                jmath.roundToLong(float("nan")),
                jmath.roundToLong(1e20),
                jmath.roundToInt(-1e20),
                jmath.roundToLong(-0.5),
            )
        ),
    )
    p(
        "floor",
        " ".join(
            jstr(v)
            for v in (
                jmath.floorDiv(-7, 2),
                jmath.floorMod(-7, 2),
                jmath.floorMod(7, -2),
                jmath.absInt(-(2**31)),
                jmath.absLong(-(2**63)),
                jmath.floorDiv(-(2**31), -1),
            )
        ),
    )
    p(
        "doubles",
        " ".join(
            jstr(v)
            for v in (
                jmath.fmax(-0.0, 0.0),
                jmath.fmin(-0.0, 0.0),
                jmath.fmax(float("nan"), 1.0),
                jmath.signum(-3.0),
                jmath.cbrt(27.0),
                jmath.toRadians(180),
                jmath.rint(2.5),
                jmath.ceil(-0.5),
                jmath.sqrt(-1),
                jmath.log(0),
            )
        ),
    )

    m = jc.HashMap()
    words = (
        "zeta alpha beta gamma delta epsilon eta theta iota kappa lambda mu nu xi omicron pi rho"
    )
    for k in strings.split(words + " sigma", " "):
        m[k] = len(k)
    p("hashMap", m)
    del m["alpha"]
    m["alpha"] = 0
    p("hashMapAfterRemove", m)
    p("hashSet", jc.HashSet([100, 3, 17, 42, -5, 1000000, 65536, 16]))
    dm = jc.HashMap()
    for d in (0.5, 1.5, -2.25, 100.0, 3.75):
        dm[d] = "v"
    p("doubleKeys", arr(dm.keys()))
    p(
        "hashCodes",
        " ".join(
            jstr(v)
            for v in (
                strings.hashCode("hello"),
                jc.javaHash(1.5),
                jc.javaHash(1 << 40),
                jc.javaHash(True),
                jc.javaHash([1, 2, 3]),
                strings.hashCode("\u00e9t\u00e9"),
            )
        ),
    )
    tm = jc.TreeMap(m)
    p(
        "treeMap",
        f"{tm.firstKey()} {tm.lastKey()} {tm.ceilingKey('c')} {tm.floorKey('c')} "
        f"{tm.headMap('delta')} {tm.tailMap('rho')}",
    )

    p(
        "streams",
        " ".join(
            jstr(v)
            for v in (
                js.IntStream.rangeClosed(1, 5).map(lambda x: x * x).sum(),
                jc.collectionToString(
                    js.IntStream.range(0, 10)
                    .filter(lambda x: x % 3 == 0)
                    .boxed()
                    .collect(js.toList())
                ),
                js.Stream.of("b", "a", "c").sorted().collect(js.joining(",", "[", "]")),
                optional.get(js.IntStream.of(3, 1, 2).max()),
                optional.get(js.IntStream.of(1, 2).average()),
                js.IntStream.of().average() is not None,
                js.IntStream.of(2**31 - 1, 1).sum(),
            )
        ),
    )
    p(
        "groupingBy",
        js.Stream.of("apple", "avocado", "banana", "blueberry", "cherry").collect(
            js.groupingBy(lambda w: strings.charAt(w, 0), js.counting())
        ),
    )
    p(
        "toMap",
        js.Stream.of("one", "three", "five").collect(js.toMap(lambda w: w, len)),
    )
    p(
        "partition",
        js.IntStream.range(0, 6).boxed().collect(js.partitioningBy(lambda x: x % 2 == 0)),
    )
    p(
        "doubleSum",
        f"{jstr(js.DoubleStream.of(0.1, 0.2, 0.3, 1e16, -1e16, 0.7).sum())} "
        f"{jstr(optional.get(js.DoubleStream.of(0.1, 0.1, 0.1).average()))}",
    )
    p(
        "optional",
        " ".join(
            jstr(v)
            for v in (
                optional.get(optional.map(optional.of(3), lambda x: x + 1)),
                optional.ofNullable(None) is not None,
                optional.get(js.Stream.of(5, 2, 8).max(boxes.compare)),
                optional.orElse(optional.ofNullable(None), "dflt"),
                optional.orElseGet(js.Stream.empty().findFirst(), lambda: "none"),
            )
        ),
    )

    p(
        "split",
        " ".join(
            arr(v)
            for v in (
                strings.split("a,b,,c,,", ","),
                strings.split(",a,b", ","),
                strings.split("a1b2c3", r"\d"),
                strings.split("abc", ""),
                strings.split("a,b,c", ",", 2),
                strings.split("", ","),
                strings.split(",", ","),
            )
        ),
    )
    p(
        "strings",
        " ".join(
            jstr(v)
            for v in (
                strings.compareTo("Hello", "Help"),
                strings.compareTo("a", "abc"),
                strings.equalsIgnoreCase("ABC", "abc"),
            )
        )
        + " "
        + strings.trim("  x \t")
        + "|"
        + " ".join(
            jstr(v)
            for v in (
                strings.replaceAll("a-b-c", r"-(\w)", "<$1>"),
                strings.matches("abc", "[a-c]+"),
                strings.repeat("ab", 3),
                strings.chars("hello").sum(),
                strings.indexOf("hello", ord("l"), 3),
                strings.lastIndexOf("hello", "l"),
            )
        ),
    )
    p(
        "parse",
        " ".join(
            jstr(v)
            for v in (
                boxes.parseInt("-123"),
                boxes.parseInt("ff", 16),
                boxes.parseDouble(" 2.5f "),
                boxes.toHexString(-1),
                boxes.toBinaryString(10),
                boxes.toString(-255, 16),
                boxes.longToHexString(-1),
                boxes.bitCount(-1),
                boxes.numberOfLeadingZeros(1),
                boxes.parseBoolean("TRUE"),
                boxes.compare(0.0, -0.0),
                boxes.compare(float("nan"), 1.0),
            )
        )
        + " "
        + boxes.floatToString(boxes.parseFloat("0.1")),
    )
    for name, text in (("parseError", "1.0"), ("parseOverflow", "2147483648")):
        try:
            boxes.parseInt(text)
            bad = "none"
        except boxes.NumberFormatException as e:
            bad = str(e)
        p(name, bad)
    p(
        "chars",
        " ".join(
            jstr(v)
            for v in (
                boxes.isDigit("7"),
                boxes.isLetter("x"),
                boxes.toUpperCase("q"),
                boxes.getNumericValue("b"),
                boxes.isWhitespace("\u00a0"),
                chr(ord("a") + 2),
            )
        ),
    )
    return out
