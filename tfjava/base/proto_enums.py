"""Java's protobuf enums (``org.tensorflow.proto.DataType``) as ``int`` subclasses.

A value is an ``int`` (it equals, hashes and orders as TensorFlow's enum number, so
``DataType.DT_FLOAT == 1`` and ``types_pb2.DT_FLOAT`` still hold, and it goes wherever TensorFlow
takes the number) with Java's enum methods: ``name()``, ``ordinal()``, ``getNumber()``,
``toString()`` (also ``str()``), ``compareTo``; the class has Java's statics ``values()``,
``valueOf(name)``, ``forNumber(n)``, the constants (``DataType.DT_FLOAT``) and their numbers
(``DataType.DT_FLOAT_VALUE``), and, like TensorFlow's ``EnumTypeWrapper`` it stands in for,
``Name``, ``Value``, ``keys``, ``items`` and ``ValueType``. ``DataType(1)`` is
``DataType.DT_FLOAT``.

As in Java's generated enums, ``values()`` ends with ``UNRECOGNIZED``, whose ``getNumber()``
raises. No TensorFlow import: the data types come from ``tfjava.base._dtypes`` (a test checks
them against ``types_pb2``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tfjava.base import _dtypes

__all__ = ["DataType", "ProtoEnum", "data_type"]


class ProtoEnum(int):
    """Base of a Java protobuf enum: subclasses are made by ``_define``."""

    __slots__ = ()

    _JAVA_NAME: ClassVar[str] = ""
    _by_number: ClassVar[dict[int, ProtoEnum]]
    _by_name: ClassVar[dict[str, ProtoEnum]]
    _values: ClassVar[list[ProtoEnum]]
    _names: ClassVar[dict[int, str]]
    _ordinals: ClassVar[dict[int, int]]

    def __new__(cls, number: Any) -> Any:
        value = cls._by_number.get(number) if isinstance(number, int) else None
        if value is None:
            raise ValueError(f"{number!r} is not a number of {cls._JAVA_NAME}")
        return value

    # ------------------------------------------------------------------ Java's enum methods

    def name(self) -> str:
        return self._names[self._key()]

    def ordinal(self) -> int:
        return self._ordinals[self._key()]

    def getNumber(self) -> int:
        if self is type(self)._unrecognized():
            raise ValueError("Can't get the number of an unknown enum value.")
        return int(self)

    def toString(self) -> str:
        return self.name()

    def compareTo(self, other: ProtoEnum) -> int:
        return self.ordinal() - other.ordinal()

    def equals(self, other: object) -> bool:
        return self == other

    def hashCode(self) -> int:
        return hash(self)

    def getDeclaringClass(self) -> type[ProtoEnum]:
        return type(self)

    def __str__(self) -> str:
        return self.name()

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name()}"

    def __format__(self, spec: str) -> str:
        # f"{t}" reads as Java's string concatenation (the name); a numeric spec, the number
        return self.name() if not spec else int.__format__(int(self), spec)

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (type(self), (int(self),))

    def _key(self) -> int:
        # UNRECOGNIZED is -1 as an int, a key of its own
        return int(self)

    # ------------------------------------------------------------------ Java's statics

    @classmethod
    def values(cls) -> list[Any]:
        """Every constant in declaration order, ``UNRECOGNIZED`` last (Java's ``values()``)."""
        return list(cls._values)

    @classmethod
    def valueOf(cls, name: str | int) -> Any:
        """The constant named ``name`` (Java's ``valueOf(String)``); a number is
        ``forNumber`` (Java's deprecated ``valueOf(int)``)."""
        if isinstance(name, int):
            return cls.forNumber(name)
        value = cls._by_name.get(name) if isinstance(name, str) else None
        if value is None:
            raise ValueError(f"No enum constant {cls._JAVA_NAME}.{name}")
        return value

    @classmethod
    def forNumber(cls, number: int) -> Any:
        """The constant numbered ``number``, or None (Java's ``forNumber``)."""
        return cls._by_number.get(number)

    @classmethod
    def _unrecognized(cls) -> ProtoEnum:
        return cls._values[-1]

    # ------------------------------------------------------------ TensorFlow's EnumTypeWrapper

    @classmethod
    def Name(cls, number: int) -> str:
        value = cls._by_number.get(number)
        if value is None:
            raise ValueError(f"Enum {cls.__name__} has no name defined for value {number!r}")
        return value.name()

    @classmethod
    def Value(cls, name: str) -> int:
        value = cls._by_name.get(name)
        if value is None or name == "UNRECOGNIZED":
            raise ValueError(f"Enum {cls.__name__} has no value defined for name {name!r}")
        return value

    @classmethod
    def keys(cls) -> list[str]:
        return [v.name() for v in cls._values[:-1]]

    @classmethod
    def items(cls) -> list[tuple[str, int]]:
        return [(v.name(), v) for v in cls._values[:-1]]

    @staticmethod
    def ValueType(number: int) -> int:
        return int(number)


def _define(cls: type[ProtoEnum], java_name: str, constants: list[tuple[str, int]]) -> None:
    """Fill enum class ``cls`` with ``constants`` (name, number) in declaration order."""
    cls._JAVA_NAME = java_name
    cls._by_number, cls._by_name, cls._values = {}, {}, []
    cls._names, cls._ordinals = {}, {}
    for ordinal, (name, number) in enumerate([*constants, ("UNRECOGNIZED", -1)]):
        value = int.__new__(cls, number)
        cls._names[number], cls._ordinals[number] = name, ordinal
        cls._by_name[name] = value
        cls._values.append(value)
        if name != "UNRECOGNIZED":
            cls._by_number[number] = value
            setattr(cls, f"{name}_VALUE", number)
        setattr(cls, name, value)


class DataType(ProtoEnum):
    """``org.tensorflow.proto.DataType``: TensorFlow's data types, Java's enum methods."""

    __slots__ = ()

    # The constants, in Java's order, as `_define` sets them below (declared here for readers,
    # type checkers and the reference site); each has its number as NAME_VALUE.
    DT_INVALID: ClassVar[DataType]
    DT_FLOAT: ClassVar[DataType]
    DT_DOUBLE: ClassVar[DataType]
    DT_INT32: ClassVar[DataType]
    DT_UINT8: ClassVar[DataType]
    DT_INT16: ClassVar[DataType]
    DT_INT8: ClassVar[DataType]
    DT_STRING: ClassVar[DataType]
    DT_COMPLEX64: ClassVar[DataType]
    DT_INT64: ClassVar[DataType]
    DT_BOOL: ClassVar[DataType]
    DT_QINT8: ClassVar[DataType]
    DT_QUINT8: ClassVar[DataType]
    DT_QINT32: ClassVar[DataType]
    DT_BFLOAT16: ClassVar[DataType]
    DT_QINT16: ClassVar[DataType]
    DT_QUINT16: ClassVar[DataType]
    DT_UINT16: ClassVar[DataType]
    DT_COMPLEX128: ClassVar[DataType]
    DT_HALF: ClassVar[DataType]
    DT_RESOURCE: ClassVar[DataType]
    DT_VARIANT: ClassVar[DataType]
    DT_UINT32: ClassVar[DataType]
    DT_UINT64: ClassVar[DataType]
    DT_FLOAT8_E5M2: ClassVar[DataType]
    DT_FLOAT8_E4M3FN: ClassVar[DataType]
    DT_FLOAT8_E4M3FNUZ: ClassVar[DataType]
    DT_FLOAT8_E4M3B11FNUZ: ClassVar[DataType]
    DT_FLOAT8_E5M2FNUZ: ClassVar[DataType]
    DT_INT4: ClassVar[DataType]
    DT_UINT4: ClassVar[DataType]
    DT_INT2: ClassVar[DataType]
    DT_UINT2: ClassVar[DataType]
    DT_FLOAT4_E2M1FN: ClassVar[DataType]
    DT_FLOAT_REF: ClassVar[DataType]
    DT_DOUBLE_REF: ClassVar[DataType]
    DT_INT32_REF: ClassVar[DataType]
    DT_UINT8_REF: ClassVar[DataType]
    DT_INT16_REF: ClassVar[DataType]
    DT_INT8_REF: ClassVar[DataType]
    DT_STRING_REF: ClassVar[DataType]
    DT_COMPLEX64_REF: ClassVar[DataType]
    DT_INT64_REF: ClassVar[DataType]
    DT_BOOL_REF: ClassVar[DataType]
    DT_QINT8_REF: ClassVar[DataType]
    DT_QUINT8_REF: ClassVar[DataType]
    DT_QINT32_REF: ClassVar[DataType]
    DT_BFLOAT16_REF: ClassVar[DataType]
    DT_QINT16_REF: ClassVar[DataType]
    DT_QUINT16_REF: ClassVar[DataType]
    DT_UINT16_REF: ClassVar[DataType]
    DT_COMPLEX128_REF: ClassVar[DataType]
    DT_HALF_REF: ClassVar[DataType]
    DT_RESOURCE_REF: ClassVar[DataType]
    DT_VARIANT_REF: ClassVar[DataType]
    DT_UINT32_REF: ClassVar[DataType]
    DT_UINT64_REF: ClassVar[DataType]
    DT_FLOAT8_E5M2_REF: ClassVar[DataType]
    DT_FLOAT8_E4M3FN_REF: ClassVar[DataType]
    DT_FLOAT8_E4M3FNUZ_REF: ClassVar[DataType]
    DT_FLOAT8_E4M3B11FNUZ_REF: ClassVar[DataType]
    DT_FLOAT8_E5M2FNUZ_REF: ClassVar[DataType]
    DT_INT4_REF: ClassVar[DataType]
    DT_UINT4_REF: ClassVar[DataType]
    DT_INT2_REF: ClassVar[DataType]
    DT_UINT2_REF: ClassVar[DataType]
    DT_FLOAT4_E2M1FN_REF: ClassVar[DataType]
    UNRECOGNIZED: ClassVar[DataType]
    DT_INVALID_VALUE: ClassVar[int]
    DT_FLOAT_VALUE: ClassVar[int]
    DT_DOUBLE_VALUE: ClassVar[int]
    DT_INT32_VALUE: ClassVar[int]
    DT_UINT8_VALUE: ClassVar[int]
    DT_INT16_VALUE: ClassVar[int]
    DT_INT8_VALUE: ClassVar[int]
    DT_STRING_VALUE: ClassVar[int]
    DT_COMPLEX64_VALUE: ClassVar[int]
    DT_INT64_VALUE: ClassVar[int]
    DT_BOOL_VALUE: ClassVar[int]
    DT_QINT8_VALUE: ClassVar[int]
    DT_QUINT8_VALUE: ClassVar[int]
    DT_QINT32_VALUE: ClassVar[int]
    DT_BFLOAT16_VALUE: ClassVar[int]
    DT_QINT16_VALUE: ClassVar[int]
    DT_QUINT16_VALUE: ClassVar[int]
    DT_UINT16_VALUE: ClassVar[int]
    DT_COMPLEX128_VALUE: ClassVar[int]
    DT_HALF_VALUE: ClassVar[int]
    DT_RESOURCE_VALUE: ClassVar[int]
    DT_VARIANT_VALUE: ClassVar[int]
    DT_UINT32_VALUE: ClassVar[int]
    DT_UINT64_VALUE: ClassVar[int]
    DT_FLOAT8_E5M2_VALUE: ClassVar[int]
    DT_FLOAT8_E4M3FN_VALUE: ClassVar[int]
    DT_FLOAT8_E4M3FNUZ_VALUE: ClassVar[int]
    DT_FLOAT8_E4M3B11FNUZ_VALUE: ClassVar[int]
    DT_FLOAT8_E5M2FNUZ_VALUE: ClassVar[int]
    DT_INT4_VALUE: ClassVar[int]
    DT_UINT4_VALUE: ClassVar[int]
    DT_INT2_VALUE: ClassVar[int]
    DT_UINT2_VALUE: ClassVar[int]
    DT_FLOAT4_E2M1FN_VALUE: ClassVar[int]
    DT_FLOAT_REF_VALUE: ClassVar[int]
    DT_DOUBLE_REF_VALUE: ClassVar[int]
    DT_INT32_REF_VALUE: ClassVar[int]
    DT_UINT8_REF_VALUE: ClassVar[int]
    DT_INT16_REF_VALUE: ClassVar[int]
    DT_INT8_REF_VALUE: ClassVar[int]
    DT_STRING_REF_VALUE: ClassVar[int]
    DT_COMPLEX64_REF_VALUE: ClassVar[int]
    DT_INT64_REF_VALUE: ClassVar[int]
    DT_BOOL_REF_VALUE: ClassVar[int]
    DT_QINT8_REF_VALUE: ClassVar[int]
    DT_QUINT8_REF_VALUE: ClassVar[int]
    DT_QINT32_REF_VALUE: ClassVar[int]
    DT_BFLOAT16_REF_VALUE: ClassVar[int]
    DT_QINT16_REF_VALUE: ClassVar[int]
    DT_QUINT16_REF_VALUE: ClassVar[int]
    DT_UINT16_REF_VALUE: ClassVar[int]
    DT_COMPLEX128_REF_VALUE: ClassVar[int]
    DT_HALF_REF_VALUE: ClassVar[int]
    DT_RESOURCE_REF_VALUE: ClassVar[int]
    DT_VARIANT_REF_VALUE: ClassVar[int]
    DT_UINT32_REF_VALUE: ClassVar[int]
    DT_UINT64_REF_VALUE: ClassVar[int]
    DT_FLOAT8_E5M2_REF_VALUE: ClassVar[int]
    DT_FLOAT8_E4M3FN_REF_VALUE: ClassVar[int]
    DT_FLOAT8_E4M3FNUZ_REF_VALUE: ClassVar[int]
    DT_FLOAT8_E4M3B11FNUZ_REF_VALUE: ClassVar[int]
    DT_FLOAT8_E5M2FNUZ_REF_VALUE: ClassVar[int]
    DT_INT4_REF_VALUE: ClassVar[int]
    DT_UINT4_REF_VALUE: ClassVar[int]
    DT_INT2_REF_VALUE: ClassVar[int]
    DT_UINT2_REF_VALUE: ClassVar[int]
    DT_FLOAT4_E2M1FN_REF_VALUE: ClassVar[int]


_define(
    DataType,
    "org.tensorflow.proto.DataType",
    [*((name, n) for n, name in sorted(_dtypes.NAMES.items()))]
    + [
        (f"{name}_REF", n + _dtypes.REF_OFFSET)
        for n, name in sorted(_dtypes.NAMES.items())
        if n != _dtypes.DT_INVALID
    ],
)

_DATA_TYPES = DataType._by_number


def data_type(number: int) -> int:
    """The ``DataType`` constant of TensorFlow's enum number ``number`` (the number itself if
    this TensorFlow has a data type the table lacks)."""
    return _DATA_TYPES.get(number, number)
