"""porter.javalib's behaviour beyond the JDK transcript: refusals, cursors, files, logging."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from porter.javalib import files, optional, strings, system
from porter.javalib import jcollections as jc
from porter.javalib.boxes import NumberFormatException, parseDouble, parseInt
from porter.javalib.formatter import IllegalFormatException
from porter.javalib.formatter import format as jformat
from porter.javalib.jrandom import Random
from porter.javalib.logger import Level, Logger
from porter.javalib.optional import NoSuchElementException
from porter.javalib.streams import IntStream, Stream, toMap


def test_random_issue_value_and_argument_checks() -> None:
    assert Random(42).nextDouble() == 0.7275636800328681
    with pytest.raises(ValueError, match="bound must be positive"):
        Random(1).nextInt(0)
    with pytest.raises(ValueError, match="bound must be greater than origin"):
        Random(1).nextInt(5, 5)
    a, b = Random(), Random()
    assert [a.nextInt() for _ in range(3)] != [b.nextInt() for _ in range(3)]


def test_immutable_collections_refuse_changes() -> None:
    items = jc.listOf(1, 2)
    with pytest.raises(NotImplementedError, match="UnsupportedOperationException"):
        items.append(3)
    with pytest.raises(NotImplementedError):
        items[0] = 5
    with pytest.raises(TypeError, match="null"):
        jc.listOf(1, None)
    with pytest.raises(ValueError, match="duplicate element: 2"):
        jc.setOf(1, 2, 2)
    with pytest.raises(NotImplementedError):
        jc.mapOf("a", 1)["b"] = 2
    assert str(jc.mapOf("a", 1, "b", 2)) == "{a=1, b=2}"


def test_list_iterator_walks_both_ways_and_edits() -> None:
    items = ["a", "b", "c"]
    it = jc.ListIterator(items)
    assert it.next() == "a" and it.next() == "b"
    it.set("B")
    it.add("x")
    assert items == ["a", "B", "x", "c"]
    assert it.previous() == "x"
    it.remove()
    assert items == ["a", "B", "c"] and it.nextIndex() == 2
    with pytest.raises(RuntimeError, match="IllegalStateException"):
        it.remove()
    assert [it.previous(), it.previous()] == ["B", "a"]
    with pytest.raises(NoSuchElementException):
        it.previous()


def test_hash_map_keeps_dict_behaviour() -> None:
    m = jc.HashMap()
    for i in range(100):
        m[f"k{i}"] = i
    assert len(m) == 100 and m["k42"] == 42 and sorted(m.values()) == list(range(100))
    assert m._capacity == 256  # grown past 0.75 of 16, 32, 64, 128
    m.pop("k1")
    assert "k1" not in list(m) and len(m.items()) == 99


def test_stream_errors_as_java() -> None:
    with pytest.raises(RuntimeError, match=r"Duplicate key a \(attempted merging values 1 and 1\)"):
        Stream.of("a", "a").collect(toMap(lambda w: w, len))
    with pytest.raises(NoSuchElementException, match="No value present"):
        optional.get(IntStream.of().max())
    assert optional.orElseGet(None, lambda: 7) == 7
    assert list(Stream.iterate(1, lambda x: x < 20, lambda x: x * 3)) == [1, 3, 9]


def test_format_errors_name_the_specifier() -> None:
    with pytest.raises(IllegalFormatException, match="Format specifier '%s'"):
        jformat("%s %s", "one")
    with pytest.raises(IllegalFormatException, match="d != java.lang.Double"):
        jformat("%d", 1.5)
    with pytest.raises(IllegalFormatException, match="Conversion = 'q'"):
        jformat("%q", 1)


def test_parse_refuses_what_java_refuses() -> None:
    with pytest.raises(NumberFormatException, match='For input string: " 1"'):
        parseInt(" 1")
    with pytest.raises(NumberFormatException, match="empty String"):
        parseDouble("  ")
    assert parseDouble("0x1.8p1") == 3.0


def test_strings_bounds() -> None:
    with pytest.raises(
        strings.StringIndexOutOfBoundsException, match="String index out of range: 5"
    ):
        strings.charAt("abc", 5)
    with pytest.raises(strings.StringIndexOutOfBoundsException, match="begin 2, end 1"):
        strings.substring("abc", 2, 1)


def test_files_round_trip(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "data.txt"
    files.createDirectories(target.parent)
    files.write(target, ["one", "two"])
    assert files.readAllLines(target) == ["one", "two"]
    with files.BufferedReader(files.InputStreamReader(files.FileInputStream(target))) as reader:
        assert [reader.readLine(), reader.readLine(), reader.readLine()] == ["one", "two", None]
    with pytest.raises(FileExistsError):
        files.copy(target, target)
    files.copy(target, tmp_path / "copy.txt")
    assert files.lines(tmp_path / "copy.txt").count() == 2
    f = files.File(tmp_path, "sub")
    assert f.isDirectory() and [c.getName() for c in f.listFiles()] == ["data.txt"]
    assert files.File(target).delete() and not files.exists(target)
    with files.PrintWriter(str(tmp_path / "p.txt")) as out:
        out.printf("%.2f%n", 1.005)
        out.println(True)
    assert (tmp_path / "p.txt").read_text() == "1.01\ntrue\n"


def test_arraycopy_overlap_and_bounds() -> None:
    items = [1, 2, 3, 4, 5]
    system.arraycopy(items, 0, items, 1, 4)
    assert items == [1, 1, 2, 3, 4]
    with pytest.raises(IndexError, match="out of bounds"):
        system.arraycopy(items, 3, items, 0, 3)
    assert items == [1, 1, 2, 3, 4]


def test_logger_prints_as_java(capsys: pytest.CaptureFixture[str]) -> None:
    logger = Logger.getLogger("demo.Main")
    logger.info("hello")
    logger.log(Level.WARNING, "value {0} of {1}", [3, "x"])  # type: ignore[attr-defined]
    logger.fine("hidden")
    err = capsys.readouterr().err.splitlines()
    assert err[0].endswith(" demo.Main") and err[1] == "INFO: hello"
    assert err[3] == "WARNING: value 3 of x" and len(err) == 4
    assert not logging.getLogger("java.demo.Main").isEnabledFor(logging.DEBUG)


class Main:
    """A ported class that logs: Java's record names the class and the method."""

    def train(self) -> None:
        Logger.getLogger("demo.Main").info("step")

    class Inner:
        def __init__(self) -> None:
            Logger.getLogger("demo.Main").info("made")


def test_logger_names_the_class_and_method_that_logged(capsys: pytest.CaptureFixture[str]) -> None:
    Main().train()
    Main.Inner()
    err = capsys.readouterr().err.splitlines()
    assert err[0].endswith(" PM demo.Main train") or err[0].endswith(" AM demo.Main train")
    assert err[2].endswith(" demo.Main$Inner <init>") and err[3] == "INFO: made"


def test_bit_set_is_javas() -> None:
    """``java.util.BitSet``: bytes read little-endian (bit 0 is the first byte's lowest),
    Java's ``toString``, ``length``, ``cardinality``, ``nextSetBit`` and ``hashCode`` (1234
    folded with each 64-bit word)."""
    from porter.javalib.bitset import BitSet

    bits = BitSet.valueOf([0x01, 0x01])
    assert str(bits) == "{0, 8}" and bits.length() == 9 and bits.cardinality() == 2
    assert bits.get(8) and not bits.get(1) and bits.nextSetBit(1) == 8
    assert bits.hashCode() == 1234 ^ 0x101
    bits.set(3)
    bits.set(8, False)
    bits.flip(0)
    assert str(bits) == "{3}" and bits.toByteArray() == bytes([0x08])
    assert bits == BitSet.valueOf([0x08]) and BitSet(10).isEmpty()
    assert BitSet().nextSetBit(0) == -1 and BitSet().size() == 64
    with pytest.raises(IndexError):
        bits.get(-1)


def test_big_integer_is_an_int_with_javas_bytes() -> None:
    """``java.math.BigInteger``: an ``int`` whose bytes are Java's (big-endian two's
    complement, shortest with the sign bit)."""
    from porter.javalib.bigints import BigInteger

    assert BigInteger(bytes([0x00, 0x80])) == 128 and BigInteger([-1]) == -1
    assert BigInteger(128).toByteArray() == bytes([0x00, 0x80])
    assert BigInteger(-129).toByteArray() == bytes([0xFF, 0x7F])
    assert BigInteger.valueOf(5).add(BigInteger("7")) == 12 and BigInteger(0).toByteArray() == b"\0"
    assert BigInteger(2**40).intValue() == 0 and BigInteger(-3).signum() == -1
    with pytest.raises(ValueError):
        BigInteger(b"")
