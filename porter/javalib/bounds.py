"""Java's bounds checks where Python's indexing differs: a negative index wraps around in
Python and an index past the end raises a bare ``IndexError``; Java raises
``ArrayIndexOutOfBoundsException`` (``Index 5 out of bounds for length 3``) for an array, the
list's own ``IndexOutOfBoundsException`` for ``List.get``/``set``/``remove`` and
``StringIndexOutOfBoundsException`` for ``String.charAt``.

A port indexes as ``a[arrayIndex(a, i)]`` (``arrayAt(f(), i)`` where the array is an
expression); a constant index (``args[0]``) and a counting loop's variable are indexed plainly,
as they cannot wrap around (past the end, Python's IndexError is caught as Java's exception)."""

from __future__ import annotations

from typing import Any, NoReturn

from porter.javalib.exceptions import (
    ArrayIndexOutOfBoundsException,
    IndexOutOfBoundsException,
    StringIndexOutOfBoundsException,
)
from porter.javalib.jcollections import ImmutableList, listRemoveValue


def arrayOutOfBounds(array: Any, index: int) -> NoReturn:
    raise ArrayIndexOutOfBoundsException(f"Index {index} out of bounds for length {len(array)}")


def arrayIndex(array: Any, index: int) -> int:
    """``index`` if it is within ``array``, else Java's ArrayIndexOutOfBoundsException."""
    if 0 <= index < len(array):
        return index
    arrayOutOfBounds(array, index)


def arrayAt(array: Any, index: int) -> Any:
    """``array[index]`` of an array that an expression gives (evaluated once)."""
    if 0 <= index < len(array):
        return array[index]
    arrayOutOfBounds(array, index)


def listOutOfBounds(items: Any, index: int) -> NoReturn:
    """What ``List.get``/``set``/``remove(int)`` raise: ``ArrayList``'s message; ``List.of``'s
    lists of one or two elements say ``Index: 4 Size: 2``, longer ones fail in their array."""
    if isinstance(items, ImmutableList):
        if len(items) <= 2:
            raise IndexOutOfBoundsException(f"Index: {index} Size: {len(items)}")
        arrayOutOfBounds(items, index)
    raise IndexOutOfBoundsException(f"Index {index} out of bounds for length {len(items)}")


def listIndex(items: Any, index: int) -> int:
    if 0 <= index < len(items):
        return index
    listOutOfBounds(items, index)


def listAt(items: Any, index: int) -> Any:
    if 0 <= index < len(items):
        return items[index]
    listOutOfBounds(items, index)


def listRemove(items: Any, index: int) -> Any:
    """``List.remove(int)``."""
    if 0 <= index < len(items):
        return items.pop(index)
    listOutOfBounds(items, index)


def listRemoveIndexOrValue(items: Any, value: Any) -> Any:
    """``remove(x)`` of an argument whose Java type the porter does not know: at the index for
    an int (Java's ``remove(int)``), else the first element equal to it (``remove(Object)``)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return listRemove(items, value)
    return listRemoveValue(items, value)


def stringOutOfBounds(s: str, index: int) -> NoReturn:
    """``String.charAt``'s exception (JDK 17's message)."""
    raise StringIndexOutOfBoundsException(f"String index out of range: {index}")


def stringIndex(s: str, index: int) -> int:
    if 0 <= index < len(s):
        return index
    stringOutOfBounds(s, index)


def stringAt(s: str, index: int) -> str:
    if 0 <= index < len(s):
        return s[index]
    stringOutOfBounds(s, index)
