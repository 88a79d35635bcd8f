"""``org.tensorflow.DataType`` of TensorFlow Java 1.x: the enum of the seven element types.

TensorFlow Java 1.x named the data types ``DataType.FLOAT``, ``DOUBLE``, ``INT32``, ``UINT8``,
``STRING``, ``INT64`` and ``BOOL``; the current API uses the tensor type classes
(``TFloat32``) and ``org.tensorflow.proto.DataType`` instead. Each constant is an ``int`` equal
to TensorFlow's enum number (``DataType.FLOAT == 1 == proto DataType.DT_FLOAT``), so it goes
wherever TensorFlow takes the number, with Java's enum methods (``name()``, ``ordinal()``,
``toString()``/``str()``, ``compareTo``) and statics (``values()``, ``valueOf(name)``,
``fromClass(cls)``). No TensorFlow import.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tfjava.base import _dtypes

__all__ = ["DataType", "legacy_data_type"]

# Java's declaration order: name, TensorFlow enum number, bytes per element (-1: variable).
_CONSTANTS = (
    ("FLOAT", _dtypes.DT_FLOAT, 4),
    ("DOUBLE", _dtypes.DT_DOUBLE, 8),
    ("INT32", _dtypes.DT_INT32, 4),
    ("UINT8", _dtypes.DT_UINT8, 1),
    ("STRING", _dtypes.DT_STRING, -1),
    ("INT64", _dtypes.DT_INT64, 8),
    ("BOOL", _dtypes.DT_BOOL, 1),
)
# Python's own types as class tokens (contract §3: int is Java's int, float Java's float).
_BUILTIN_CLASSES = {
    int: _dtypes.DT_INT32,
    float: _dtypes.DT_FLOAT,
    bool: _dtypes.DT_BOOL,
    str: _dtypes.DT_STRING,
    bytes: _dtypes.DT_STRING,
}


class DataType(int):
    """A TensorFlow Java 1.x data type: ``DataType.FLOAT`` ... ``DataType.BOOL``."""

    __slots__ = ()

    FLOAT: ClassVar[DataType]
    DOUBLE: ClassVar[DataType]
    INT32: ClassVar[DataType]
    UINT8: ClassVar[DataType]
    STRING: ClassVar[DataType]
    INT64: ClassVar[DataType]
    BOOL: ClassVar[DataType]

    _values: ClassVar[list[DataType]] = []
    _by_number: ClassVar[dict[int, DataType]] = {}
    _names: ClassVar[dict[int, str]] = {}
    _sizes: ClassVar[dict[int, int]] = {}

    def __new__(cls, number: Any) -> Any:
        value = cls._by_number.get(number) if isinstance(number, int) else None
        if value is None:
            raise ValueError(f"DataType {number!r} is not recognized in TensorFlow Java 1.x")
        return value

    def name(self) -> str:
        return self._names[int(self)]

    def ordinal(self) -> int:
        return self._values.index(self)

    def toString(self) -> str:
        return self.name()

    def compareTo(self, other: DataType) -> int:
        return self.ordinal() - other.ordinal()

    def equals(self, other: object) -> bool:
        return self == other

    def hashCode(self) -> int:
        return hash(self)

    def byteSize(self) -> int:
        """Bytes per element; -1 for ``STRING`` (variable length)."""
        return self._sizes[int(self)]

    def c(self) -> int:
        """The number of the ``TF_DataType`` of TensorFlow's C API."""
        return int(self)

    def __str__(self) -> str:
        return self.name()

    def __repr__(self) -> str:
        return f"DataType.{self.name()}"

    def __format__(self, spec: str) -> str:
        return self.name() if not spec else int.__format__(int(self), spec)

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (type(self), (int(self),))

    @classmethod
    def values(cls) -> list[DataType]:
        return list(cls._values)

    @classmethod
    def valueOf(cls, name: str) -> DataType:
        for value in cls._values:
            if value.name() == name:
                return value
        raise ValueError(f"No enum constant org.tensorflow.DataType.{name}")

    @classmethod
    def fromC(cls, c: int) -> DataType:
        value = cls._by_number.get(c)
        if value is None:
            raise ValueError(f"DataType {c} is not recognized in TensorFlow Java 1.x")
        return value

    @classmethod
    def fromClass(cls, c: Any) -> DataType:
        """The data type of a tensor whose elements are of class ``c``: a tensor type class
        (``TFloat64``, what the porter makes of Java 1.x's ``Double.class``) or one of Python's
        ``int``, ``float``, ``bool``, ``str``, ``bytes``. Raises ValueError for any other."""
        number = _BUILTIN_CLASSES.get(c) if isinstance(c, type) else None
        if number is None and isinstance(c, type):
            number = getattr(c, "DTYPE", None)
        value = cls._by_number.get(number) if isinstance(number, int) else None
        if value is None:
            name = getattr(c, "__name__", repr(c))
            raise ValueError(f"{name} objects cannot be used as elements in a TensorFlow Tensor")
        return value


for _name, _number, _size in _CONSTANTS:
    _value = int.__new__(DataType, _number)
    DataType._values.append(_value)
    DataType._by_number[_number] = _value
    DataType._names[_number] = _name
    DataType._sizes[_number] = _size
    setattr(DataType, _name, _value)


def legacy_data_type(number: int) -> DataType:
    """The 1.x ``DataType`` of TensorFlow's enum number ``number`` (ValueError if 1.x has none)."""
    return DataType.fromC(int(number))
