"""JDK behaviour that Python spells differently, for ported code: Java's string conversion,
truncating integer division, atomics, ``StringBuilder``, ``System.out``, and stand-ins for
classes the binding does not have yet."""

from __future__ import annotations

import enum
import functools
import importlib
import inspect
import math
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from porter.javalib.atomics import (  # noqa: F401  (ports import them from here)
    AtomicBoolean,
    AtomicInteger,
    AtomicLong,
    AtomicReference,
)
from porter.javalib.bounds import arrayIndex, listIndex
from porter.javalib.exceptions import (
    IllegalArgumentException,
    NullPointerException,
    Throwable,  # noqa: F401  (ports import it from here)
)
from porter.javalib.formatter import format as java_format
from porter.javalib.hashing import javaHash
from porter.javalib.iterators import JIterator  # (ports import it from here too)
from porter.javalib.jcollections import LinkedHashSet  # noqa: F401  (ports import it from here)
from porter.javalib.string_conversion import javaPlus, jstr  # noqa: F401  (ports import javaPlus)
from porter.javalib.strings import chars, codePoints


def idiv(a: int, b: int) -> int:
    """Java's integer ``/``: truncates toward zero; raises ArithmeticError on zero."""
    if b == 0:
        raise ZeroDivisionError("/ by zero")
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def fdiv(a: float, b: float) -> float:
    """Java's floating ``/``: IEEE 754, so that dividing by zero gives ``Infinity``,
    ``-Infinity`` or ``NaN`` where Python raises ZeroDivisionError."""
    if b:
        return a / b
    a = float(a)
    if a == 0 or math.isnan(a):
        return math.nan
    return math.copysign(math.inf, a) * math.copysign(1.0, float(b))


def frem(a: float, b: float) -> float:
    """Java's floating ``%``: the sign of the dividend (C's ``fmod``); ``NaN`` for a zero
    divisor or an infinite dividend, the dividend for an infinite divisor."""
    x, y = float(a), float(b)
    if y == 0 or math.isinf(x) or math.isnan(x) or math.isnan(y):
        return math.nan
    return math.fmod(x, y)


def toByte(value: int) -> int:
    """Java's ``(byte)`` cast: the low 8 bits, signed."""
    return (int(value) + 128) % 256 - 128


def toShort(value: int) -> int:
    return (int(value) + 32768) % 65536 - 32768


def castInt(value: Any, bits: int = 32) -> int:
    """Java's ``(int)`` (``bits=64``: ``(long)``) of a value whose Java type the port does not
    know: a char is its code, a floating value truncates toward zero and saturates (NaN is 0),
    an integral one keeps its low bits, signed."""
    if isinstance(value, str):
        return ord(value)
    top = 2 ** (bits - 1)
    if isinstance(value, (float, np.floating)):
        # To int (or long) first, saturating; a byte or short then keeps the low bits.
        sat = 2 ** (max(bits, 32) - 1)
        if math.isnan(value):
            return 0
        value = sat - 1 if value >= sat else -sat if value <= -sat else int(value)
    wrapped: int = (int(value) + top) % (2 * top) - top
    return wrapped


def recordHash(*components: Any) -> int:
    """A record's ``hashCode()``: ``31 * h + hashCode(component)`` over its components, from
    0 (what JDK 17's records compute)."""
    h = 0
    for value in components:
        h = (31 * h + javaHash(value)) & 0xFFFFFFFF
    return h - (1 << 32) if h >= 1 << 31 else h


def irem(a: int, b: int) -> int:
    """Java's integer ``%``: the sign of the dividend."""
    return a - idiv(a, b) * b


class Thread(threading.Thread):
    """``new Thread(runnable)``: a Python thread running a lambda or a Runnable's ``run``."""

    def __init__(self, runnable: Any = None, name: str | None = None) -> None:
        if isinstance(runnable, str) and name is None:  # Thread(String name)
            runnable, name = None, runnable
        target = runnable if callable(runnable) else getattr(runnable, "run", None)
        super().__init__(target=target, name=name)

    def isAlive(self) -> bool:
        return self.is_alive()

    def setDaemon(self, daemonic: bool) -> None:
        self.daemon = daemonic

    def isDaemon(self) -> bool:
        return self.daemon

    def getName(self) -> str:
        return self.name

    def setName(self, name: str) -> None:
        self.name = name

    def getId(self) -> int:
        return self.ident if self.ident is not None else id(self)

    def interrupt(self) -> None:
        # Python threads cannot be interrupted: the flag is kept for isInterrupted().
        self._java_interrupted = True

    def isInterrupted(self) -> bool:
        return getattr(self, "_java_interrupted", False)

    def setPriority(self, priority: int) -> None:
        self._java_priority = priority  # Python threads have no priority

    def getPriority(self) -> int:
        return getattr(self, "_java_priority", 5)  # Thread.NORM_PRIORITY


class StringBuilder:
    def __init__(self, initial: Any = "") -> None:
        # a String or another builder (a CharSequence) is the contents, an int the capacity
        if isinstance(initial, StringBuilder):
            initial = initial.toString()
        self._parts = [initial if isinstance(initial, str) else ""]

    def append(self, value: Any) -> StringBuilder:
        self._parts.append(value if isinstance(value, str) else jstr(value))
        return self

    def length(self) -> int:
        return len(self.toString())

    def toString(self) -> str:
        joined = "".join(self._parts)
        self._parts = [joined]
        return joined

    __str__ = toString

    def _set(self, text: str) -> StringBuilder:
        self._parts = [text]
        return self

    def reverse(self) -> StringBuilder:
        return self._set(self.toString()[::-1])

    def insert(self, offset: int, value: Any) -> StringBuilder:
        s = self.toString()
        if not 0 <= offset <= len(s):
            raise IndexError(f"offset {offset}, length {len(s)}")
        return self._set(
            s[:offset] + (value if isinstance(value, str) else jstr(value)) + s[offset:]
        )

    def charAt(self, index: int) -> str:
        s = self.toString()
        if not 0 <= index < len(s):
            raise IndexError(f"index {index},length {len(s)}")
        return s[index]

    def setCharAt(self, index: int, c: str) -> None:
        s = self.toString()
        if not 0 <= index < len(s):
            raise IndexError(f"index {index},length {len(s)}")
        self._set(s[:index] + c + s[index + 1 :])

    def deleteCharAt(self, index: int) -> StringBuilder:
        s = self.toString()
        if not 0 <= index < len(s):
            raise IndexError(f"index {index},length {len(s)}")
        return self._set(s[:index] + s[index + 1 :])

    def delete(self, start: int, end: int) -> StringBuilder:
        s = self.toString()
        return self._set(s[:start] + s[min(end, len(s)) :])

    def replace(self, start: int, end: int, text: str) -> StringBuilder:
        s = self.toString()
        return self._set(s[:start] + text + s[min(end, len(s)) :])

    def setLength(self, length: int) -> None:
        s = self.toString()
        self._set(s[:length] + "\x00" * max(0, length - len(s)))

    def indexOf(self, text: str, start: int = 0) -> int:
        return self.toString().find(text, start)

    def lastIndexOf(self, text: str) -> int:
        return self.toString().rfind(text)

    def isEmpty(self) -> bool:
        return self.length() == 0

    def substring(self, start: int, end: int | None = None) -> str:
        s = self.toString()
        stop = len(s) if end is None else end
        if not 0 <= start <= stop <= len(s):
            raise IndexError(f"start {start}, end {stop}, length {len(s)}")
        return s[start:stop]

    def chars(self) -> Any:
        return chars(self.toString())

    def codePoints(self) -> Any:
        return codePoints(self.toString())

    def appendCodePoint(self, codePoint: int) -> StringBuilder:
        return self.append(chr(codePoint))


class _PrintStream:
    """``System.out``/``System.err``: Python's standard stream, or the ``PrintStream`` that
    ``System.setOut``/``setErr`` gave (``_redirect``; porter.javalib.system)."""

    def __init__(self, stream: str) -> None:
        self._stream = stream
        self._redirect: Any = None

    def _file(self) -> Any:
        return getattr(sys, self._stream)

    def println(self, value: Any = "") -> None:
        if self._redirect is not None:
            return self._redirect.println(value)  # type: ignore[no-any-return]
        print(value if isinstance(value, str) else jstr(value), file=self._file())
        return None

    def print(self, value: Any) -> None:
        if self._redirect is not None:
            return self._redirect.print(value)  # type: ignore[no-any-return]
        print(value if isinstance(value, str) else jstr(value), end="", file=self._file())
        return None

    def printf(self, fmt: Any, *args: Any) -> _PrintStream:
        if self._redirect is not None:
            self._redirect.printf(fmt, *args)
            return self
        if not isinstance(fmt, str) and args:  # printf(Locale, format, args...)
            fmt, args = args[0], args[1:]
        print(stringFormat(fmt, *args), end="", file=self._file())
        return self

    format = printf  # PrintStream.format is printf

    def write(self, data: Any, offset: int = 0, length: int | None = None) -> None:
        if self._redirect is not None:
            return self._redirect.write(data, offset, length)  # type: ignore[no-any-return]
        out = self._file()
        out.flush()
        if isinstance(data, str):
            data = ord(data)  # a char argument: write(int) of its code
        if isinstance(data, int):
            out.buffer.write(bytes([data & 0xFF]))
        else:
            chunk = bytes(int(b) & 0xFF for b in data)
            out.buffer.write(chunk[offset : len(chunk) if length is None else offset + length])
        return None

    def flush(self) -> None:
        (self._redirect or self._file()).flush()

    def checkError(self) -> bool:
        return bool(self._redirect.checkError()) if self._redirect is not None else False


SystemOut = _PrintStream("stdout")
SystemErr = _PrintStream("stderr")


def stringFormat(fmt: str, *args: Any) -> str:
    """``String.format``/``printf``: Java's ``Formatter`` (``porter.javalib.formatter``)."""
    return java_format(fmt, *args)


def forEach(items: Iterable[Any], action: Any) -> None:
    for item in items:
        action(item)


def sizedOrCopied(value: Any, empty: Any, copy: Any) -> Any:
    """``new ArrayList<>(x)`` (``HashMap``, ``StringBuilder``, ...) of an argument whose Java type
    the port does not know: an int (or Integer) is a capacity, anything else the contents."""
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        return empty()
    return copy(value)


class AutoCloseable:
    """Java's ``AutoCloseable`` for ported classes: ``with`` closes them."""

    def close(self) -> None:
        """Release what the object holds (ported classes define it)."""

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def jbytes(values: Iterable[int]) -> bytes:
    """A Java ``byte[]`` of (signed) byte values as ``bytes``."""
    return bytes(int(v) & 0xFF for v in values)


def checkedCast(value: Any, cls: type) -> Any:
    """Java's reference cast where its ClassCastException is expected: ``TypeError``."""
    if value is not None and not isinstance(value, cls):
        raise TypeError(f"{type(value).__name__} cannot be cast to {cls.__name__}")
    return value


def optionalGet(value: Any) -> Any:
    """Java's ``Optional.get()``: the value, which must be there."""
    if value is None:
        raise LookupError("No value present")  # Java's NoSuchElementException
    return value


def optionalOrElse(value: Any, other: Any) -> Any:
    """Java's ``Optional.orElse(other)``."""
    return other if value is None else value


def protoWith(base: Any, **fields: Any) -> Any:
    """``X.newBuilder(base).setA(a).build()``: a copy of ``base`` with the fields set."""
    copy = type(base)()
    copy.CopyFrom(base)
    for name, value in fields.items():
        if isinstance(value, dict):
            for key, item in value.items():  # a map field's putX(key, value)s
                if hasattr(item, "CopyFrom"):
                    getattr(copy, name)[key].CopyFrom(item)
                else:
                    getattr(copy, name)[key] = item
        elif isinstance(value, list):
            getattr(copy, name).extend(value)
        elif hasattr(value, "CopyFrom"):
            getattr(copy, name).CopyFrom(value)
        else:
            setattr(copy, name, value)
    return copy


def isArrayClass(cls: type) -> bool:
    """``x.getClass().isArray()``: a Java array is a list (of objects or rows), bytes or a
    numpy array in a port."""
    return issubclass(cls, (list, tuple, bytes, bytearray, np.ndarray))


def toBytes(data: Any) -> bytes:
    """``X.parseFrom``'s argument: bytes, a Java byte array, or a message (the binding's
    ``metaGraphDef()``, which TensorFlow Java 1.x gave as its bytes)."""
    if hasattr(data, "SerializeToString"):
        return bytes(data.SerializeToString())
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    return bytes(np.asarray(data).astype(np.uint8))


def setAdd(s: Any, item: Any) -> bool:
    if item in s:
        return False
    s.add(item)
    return True


def setRemove(s: Any, item: Any) -> bool:
    """``Set.remove``: whether the item was there."""
    if item not in s:
        return False
    s.discard(item)
    return True


def typedArray(values: Any, dtype: str) -> Any:
    """A Java primitive array of ``dtype`` as numpy, so that the binding picks Java's width;
    a ragged array (which Java's call refuses) is passed on as it is, for the binding to
    refuse. A null-holding one is refused here, where its Java type is known: its nulls are
    rows (``[None]`` alone could be a ``String[]``)."""
    if _has_none(values):
        # A primitive array's only null is a row: Java's StdArrays (the array's reader) refuses
        # it with IllegalStateException before anything is copied.
        raise RuntimeError("One of the subarray is null")
    try:
        arr = np.asarray(values, dtype=dtype)
    except (TypeError, ValueError):
        return values
    return arr


def _has_none(values: Any) -> bool:
    if values is None:
        return True
    if isinstance(values, list | tuple):
        return any(_has_none(v) for v in values)
    return False


def mapPut(m: dict[Any, Any], key: Any, value: Any) -> Any:
    old = m.get(key)
    m[key] = value
    return old


def stackPush(stack: list[Any], item: Any) -> Any:
    """``Stack.push``: the item, now on top."""
    stack.append(item)
    return item


def listSet(xs: list[Any], index: int, value: Any) -> Any:
    index = listIndex(xs, index)
    old, xs[index] = xs[index], value
    return old


def containsAll(xs: Iterable[Any], ys: Iterable[Any]) -> bool:
    pool = list(xs)
    return all(y in pool for y in ys)


def indexOf(xs: list[Any], item: Any) -> int:
    return xs.index(item) if item in xs else -1


def arraysEquals(a: Any, b: Any) -> bool:
    if a is None or b is None:
        return a is b
    return len(a) == len(b) and all(bool(x == y) for x, y in zip(a, b, strict=True))


def arraysFill(a: Any, *args: Any) -> None:
    """``Arrays.fill(a, value)`` and ``Arrays.fill(a, from, to, value)``, in place (a list or
    a numpy array; a ``bytearray`` takes the byte's unsigned value)."""
    start, stop, value = (0, len(a), args[0]) if len(args) == 1 else args
    if start > stop:
        raise ValueError(f"fromIndex({start}) > toIndex({stop})")
    if start < 0 or stop > len(a):
        raise IndexError(f"Array index out of range: {start if start < 0 else stop}")
    if isinstance(a, bytearray):
        value = int(value) & 0xFF
    for i in range(start, stop):
        a[i] = value


def arraysToString(a: Any, width: str | None = None) -> str:
    if isinstance(a, (bytes, bytearray)):
        return jstr([b - 256 if b > 127 else b for b in a])  # Java's bytes are signed
    if a is None:
        return "null"
    return "[" + ", ".join(jstr(x, width) for x in a) + "]"


def newString(data: Any, charset: str = "UTF-8") -> str:
    if isinstance(data, str):
        # Java's new String(s) is another object (== tells it from s): a copy where Python
        # can make one (it shares its empty and one-character strings)
        return data[:1] + data[1:] if len(data) > 1 else data
    if isinstance(data, (list, tuple)) and any(isinstance(c, str) for c in data):
        # new String(char[]): its chars (an element never set is Java's '\u0000')
        return "".join("\x00" if c is None else c for c in data)
    return (
        bytes(np.asarray(data, dtype=np.int8).astype(np.uint8)).decode(charset)
        if not isinstance(data, (bytes, bytearray))
        else bytes(data).decode(charset)
    )


def getBytes(s: str, charset: str = "UTF-8") -> bytes:
    return s.encode(charset)


def createTempDirectory(prefix: str) -> Path:
    return Path(tempfile.mkdtemp(prefix=prefix))


def mapLibraryName(name: str) -> str:
    return {"win32": f"{name}.dll", "darwin": f"lib{name}.dylib"}.get(sys.platform, f"lib{name}.so")


def reverseOrder() -> Callable[[Any, Any], int]:
    """Java's ``Comparator.reverseOrder()``: a comparator ``(a, b) -> int``, the reverse of the
    natural order (a ported class's own ``compareTo``)."""
    from porter.javalib.comparators import reverseOrder as reverse

    return reverse()


class _MissingClass(type):
    """The type of a stand-in for a Java class the binding does not have: a class (so that a
    ported class can extend it and the file still imports) whose every use raises."""

    _qualified: str

    def __getattr__(cls, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        raise _gap(cls._qualified)


def _gap(qualified: str) -> NotImplementedError:
    return NotImplementedError(f"binding gap: {qualified} is not in the Python binding yet")


def _refuse(self: Any, *args: Any, **kwargs: Any) -> None:
    raise _gap(type(self)._qualified)


def java_class(package: str, name: str) -> Any:
    """``package.name`` from the binding if it has it (now or once it gains it), else a
    stand-in whose every use raises ``NotImplementedError`` naming the class."""
    try:
        return getattr(importlib.import_module(package), name)
    except (ImportError, AttributeError):
        return _MissingClass(name, (), {"_qualified": f"{package}.{name}", "__init__": _refuse})


def _stepped(value: Any, delta: int, bits: int) -> Any:
    """``value + delta``, wrapped to a Java int (``bits=32``) or long (64); 0: as is."""
    if not bits:
        return value + delta
    top = 1 << (bits - 1)
    return (int(value) + delta + top) % (2 * top) - top


def preInc(owner: Any, key: Any, delta: int, item: bool = False, bits: int = 0) -> Any:
    """``++x``/``--x`` on a field (``owner.key``) or an array element (``owner[key]``, with
    ``item``): the new value (wrapped to ``bits`` where the port wraps the field)."""
    if item:
        key = arrayIndex(owner, key)
        owner[key] = _stepped(owner[key], delta, bits)
        return owner[key]
    value = _stepped(getattr(owner, key), delta, bits)
    setattr(owner, key, value)
    return value


def postInc(owner: Any, key: Any, delta: int, item: bool = False, bits: int = 0) -> Any:
    """``x++``/``x--`` on a field or an array element: the value before."""
    if item:
        key = arrayIndex(owner, key)
        old = owner[key]
        owner[key] = _stepped(old, delta, bits)
        return old
    old = getattr(owner, key)
    setattr(owner, key, _stepped(old, delta, bits))
    return old


def assignField(owner: Any, key: str, value: Any) -> Any:
    """``owner.key = value`` used as a value: Java's assignment gives the value stored."""
    setattr(owner, key, value)
    return value


def assignItem(array: Any, index: int, value: Any) -> Any:
    """``array[index] = value`` used as a value (the index checked as Java checks it)."""
    index = arrayIndex(array, index)
    array[index] = value
    return array[index]  # converted to the element's type, as Java's value is


def methodReference(cls: type, name: str) -> Callable[..., Any]:
    """``Cls::name`` of a binding class: the static method itself, or, for an instance
    method, a function calling each receiver's own (``Tensor::close`` closes each tensor by
    its class's close)."""
    found = inspect.getattr_static(cls, name, None)
    if isinstance(found, (staticmethod, classmethod)) or found is None:
        return getattr(cls, name)  # type: ignore[no-any-return]
    return lambda receiver, *args: getattr(receiver, name)(*args)


def implement(
    interface: type,
    method: str,
    function: Callable[..., Any],
    returns: Callable[[Any], Any] | None = None,
) -> Any:
    """A lambda (or method reference) where Java converts it to an interface of the program:
    an instance of that interface whose one abstract method is ``function``, so that the
    interface's default methods work on it too; callable as well, as the port calls a
    functional interface's value. ``returns`` converts the result to the method's type (a
    ``double`` method's lambda that computes an int)."""

    def run(self: Any, *args: Any) -> Any:
        result = function(*args)
        return result if returns is None else returns(result)

    implementation = type(
        f"{interface.__name__}Lambda",
        (interface,),
        {method: run, "__call__": run, "__slots__": ()},
    )
    return implementation()


# Java's primitive and JDK types by the Python values a port holds for them.
_INTEGRAL = frozenset(["byte", "short", "int", "long", "Byte", "Short", "Integer", "Long"])
_FLOATING = frozenset(["float", "double", "Float", "Double"])
_JDK_VALUES: dict[str, tuple[type, ...]] = {
    "String": (str,),
    "CharSequence": (str,),
    "Number": (int, float),
    "Throwable": (BaseException,),
    "Exception": (Exception,),
    "Iterable": (list, tuple, set, frozenset, dict),
    "Collection": (list, tuple, set, frozenset),
    "List": (list, tuple),
    "Set": (set, frozenset),
    "Map": (dict,),
}
_FUNCTIONAL = frozenset(
    [
        *("Runnable", "Callable", "Supplier", "Consumer", "BiConsumer", "Function"),
        *("BiFunction", "Predicate", "BiPredicate", "UnaryOperator", "BinaryOperator"),
        "Comparator",
    ]
)


def javaIs(value: Any, name: str, dims: int = 0) -> bool:
    """Whether ``value`` can be what a Java parameter of type ``name`` (``dims`` array
    dimensions) holds: how the ``__init__`` of a class whose constructors take as many
    arguments tells them apart at run time (null is any reference; a call whose Java types
    the porter knows calls the constructor itself)."""
    primitive = name in ("boolean", "char") or name in _INTEGRAL and name[0].islower()
    primitive = primitive or (name in _FLOATING and name[0].islower())
    if value is None:
        return dims > 0 or not primitive
    if dims:
        return isinstance(value, (list, tuple, bytes, bytearray)) or hasattr(value, "ndim")
    if name in ("Object", "Serializable"):
        return True
    if isinstance(value, bool) or name in ("boolean", "Boolean"):
        return isinstance(value, bool) and name in ("boolean", "Boolean", "Comparable")
    if name in _INTEGRAL:
        return (
            isinstance(value, int)
            or type(value).__module__ == "numpy"
            and "int" in type(value).__name__
        )
    if name in _FLOATING:
        return isinstance(value, (int, float))
    if name in ("char", "Character"):
        return isinstance(value, str) and len(value) == 1
    if name in _FUNCTIONAL and callable(value) and not isinstance(value, type):
        return True
    kinds = _JDK_VALUES.get(name)
    if kinds is not None and isinstance(value, kinds):
        return True
    for cls in type(value).__mro__:  # the program's and the binding's classes by name
        java = getattr(cls, "_java_name", "")
        if cls.__name__ == name or java.rsplit(".", 1)[-1].rsplit("$", 1)[-1] == name:
            return True
    return False


class ExceptionInInitializerError(Exception):
    """A class's static initializer raised: the class cannot be used (the cause is
    ``__cause__``)."""


def initializerFailed(cls: type, error: Exception) -> None:
    """Java's failed class initialization: every method of ``cls`` raises
    ExceptionInInitializerError (a JUnit test of the class fails with it, as JUnit's
    initializationError), while the module that holds the class still imports."""
    message = f"{cls.__name__}'s static initializer raised {type(error).__name__}: {error}"

    def failing_like(original: Any) -> Any:
        def failing(*args: Any, **kwargs: Any) -> Any:
            raise ExceptionInInitializerError(message) from error

        # the same name and attributes (a test keeps its @Test marks)
        return functools.update_wrapper(failing, original)

    for name, value in list(vars(cls).items()):
        if name.startswith("__") or isinstance(value, type):
            continue  # a nested class initializes on its own
        if isinstance(value, staticmethod | classmethod):
            setattr(cls, name, staticmethod(failing_like(value.__func__)))
        elif callable(value):
            setattr(cls, name, failing_like(value))


def enumCompare(a: enum.Enum, b: enum.Enum) -> int:
    """Java's ``Enum.compareTo``: the difference of the ordinals."""
    members = list(type(a))
    return members.index(a) - members.index(b)


def javaToString(value: Any) -> str:
    """``value.toString()``: Java's string conversion of the value (its class's own
    ``toString()``, ``true``, ``1.0``), and Java's NullPointerException on null."""
    if value is None:
        raise NullPointerException('Cannot invoke "Object.toString()" because value is null')
    return jstr(value)


def javaIteration(iterator: Any) -> Any:
    """A Python iterator over a Java ``Iterator`` (``hasNext()``/``next()``), or the Python
    iterator of what a port's ``iterator()`` gave (a list's ``JIterator`` iterates too)."""
    if callable(getattr(iterator, "hasNext", None)) and not isinstance(iterator, JIterator):
        return _java_items(iterator)
    return iter(iterator)


def _java_items(iterator: Any) -> Iterator[Any]:
    while iterator.hasNext():
        yield iterator.next()


# What a port holds for Java's primitives and their boxes (a char is a one-character str).
_VALUES = (int, float, complex, np.number, np.bool_)


def javaSame(a: Any, b: Any) -> bool:
    """Java's ``==`` where the port cannot tell the operands' types (and on references where
    one side is a literal, ``s == "foo"``, which Python's ``is`` warns about): numbers,
    booleans and chars (one-character strings) compare by value, as Java compares primitives
    and a box with a primitive (it unboxes); everything else, null included, by identity.
    The one difference left: two boxed ``Integer``s (``Long``s, ...) are the same object in
    Java only in autoboxing's cache, -128..127, where this compares their values."""
    if a is None or b is None:
        return a is b
    if isinstance(a, _VALUES) and isinstance(b, _VALUES):
        return bool(a == b)
    if type(a) is str and type(b) is str and len(a) == 1 == len(b):
        return a == b
    return a is b


def boxedSame(a: Any, b: Any) -> bool:
    """Java's ``==`` on two boxed integers (or characters): true for null and null, and for
    equal values in -128..127, the range ``valueOf`` (autoboxing) caches; two boxes of a
    larger value are two objects (a box compared with itself is not told apart)."""
    if a is None or b is None:
        return a is b
    value = ord(a) if isinstance(a, str) else int(a)
    return bool(a == b) and (0 <= value <= 127 if isinstance(a, str) else -128 <= value <= 127)


def enumValueOf(cls: Any, name: str) -> Any:
    """Java's ``Enum.valueOf``: the constant of that name, else Java's
    IllegalArgumentException (a ValueError, contract §9) naming the enum."""
    member = cls.__members__.get(name) if isinstance(name, str) else None
    if member is None:
        if name is None:
            raise NullPointerException("Name is null")
        raise IllegalArgumentException(f"No enum constant {cls.__qualname__}.{name}")
    return member


def enumJavaName(constant: enum.Enum, name: str) -> None:
    """An enum constant whose Python name differs from its Java name (a method of the enum has
    that name, which Python cannot give both): ``name()``, ``toString()`` and ``valueOf`` use
    the Java name."""
    cls = type(constant)
    old = constant._name_
    constant._name_ = name
    cls._member_map_ = {(name if k == old else k): v for k, v in cls._member_map_.items()}
    cls._member_names_ = [name if k == old else k for k in cls._member_names_]


def enumBody(constant: enum.Enum, body: type) -> None:
    """A Java enum constant with its own class body: the body's methods, bound to the
    constant, override the enum's (each Python enum member is of the enum's one class)."""
    for name, value in vars(body).items():
        if callable(value) and not name.startswith("__"):
            object.__setattr__(constant, name, value.__get__(constant))


class JavaEnum(enum.Enum):
    """A Java enum with constructors or fields: each constant's value is its ordinal and its
    constructor's arguments, ``RED = (0, 255, 0, 0)``; the ordinal keeps constants with
    equal arguments distinct and the Java constructor (``__java_init__``) runs on the rest."""

    def __new__(cls, ordinal: int, *args: Any) -> Any:
        member = object.__new__(cls)
        member._value_ = ordinal
        return member

    def __init__(self, ordinal: int, *args: Any) -> None:
        self.__java_init__(*args)

    def __java_init__(self, *args: Any) -> None:
        pass
