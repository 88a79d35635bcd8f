"""``java.math.BigInteger``: a Python ``int`` (arbitrary precision already) with Java's
constructors and method names: ``new BigInteger(byte[])`` reads big-endian two's complement,
``toByteArray()`` writes the shortest such bytes, ``new BigInteger("123")`` parses."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (ports run on 3.10)

__all__ = ["BigInteger"]


class BigInteger(int):
    __slots__ = ()

    def __new__(cls, value: Any = 0, radix: int = 10) -> Self:
        if isinstance(value, bytes | bytearray | list) or hasattr(value, "dtype"):  # int8 array
            data = bytes(int(b) & 0xFF for b in value)
            if not data:
                raise ValueError("Zero length BigInteger")  # Java: NumberFormatException
            return super().__new__(cls, int.from_bytes(data, "big", signed=True))
        if isinstance(value, str):
            return super().__new__(cls, int(value, radix))
        return super().__new__(cls, int(value))

    @staticmethod
    def valueOf(value: int) -> BigInteger:
        return BigInteger(value)

    def toByteArray(self) -> bytes:
        """The big-endian two's complement bytes, with the sign bit: ``128`` is ``[0, -128]``."""
        length = int(self).bit_length() // 8 + 1
        return int(self).to_bytes(length, "big", signed=True)

    def add(self, other: int) -> BigInteger:
        return BigInteger(int(self) + int(other))

    def subtract(self, other: int) -> BigInteger:
        return BigInteger(int(self) - int(other))

    def multiply(self, other: int) -> BigInteger:
        return BigInteger(int(self) * int(other))

    def negate(self) -> BigInteger:
        return BigInteger(-int(self))

    def signum(self) -> int:
        return (self > 0) - (self < 0)

    def intValue(self) -> int:
        return (int(self) + 2**31) % 2**32 - 2**31

    def longValue(self) -> int:
        return (int(self) + 2**63) % 2**64 - 2**63

    def equals(self, other: object) -> bool:
        return isinstance(other, int) and int(self) == int(other)

    def compareTo(self, other: int) -> int:
        return (self > other) - (self < other)

    def toString(self) -> str:
        return str(int(self))

    def __repr__(self) -> str:
        return str(int(self))
