"""``java.util.BitSet``: a growable set of bits, indexed from 0, with Java's method names
(``get``, ``set``, ``clear``, ``flip``, ``cardinality``, ``length``, ``nextSetBit``...) and
Java's ``valueOf(byte[])``/``toByteArray`` (bit 0 is the lowest bit of the first byte) and
``toString`` (``{0, 8}``). The bits are a Python int, so the set grows as Java's does."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from porter.javalib.ints import wrapInt
from porter.javalib.streams import IntStream

__all__ = ["BitSet"]


def _range(start: int, end: int) -> int:
    """The mask of bits ``start`` to ``end - 1``, checked as Java checks a range."""
    if start < 0:
        raise IndexError(f"fromIndex < 0: {start}")
    if end < 0:
        raise IndexError(f"toIndex < 0: {end}")
    if start > end:
        raise IndexError(f"fromIndex: {start} > toIndex: {end}")
    return ((1 << (end - start)) - 1) << start


class BitSet:
    __slots__ = ("_bits",)

    def __init__(self, nbits: int = 64) -> None:
        if nbits < 0:
            raise ValueError(f"nbits < 0: {nbits}")  # Java: NegativeArraySizeException
        self._bits = 0

    @staticmethod
    def valueOf(data: Iterable[int]) -> BitSet:
        """``valueOf(byte[])`` (or ``long[]`` given as ints of 64 bits: not distinguished,
        bytes are read as 8 bits each)."""
        result = BitSet()
        result._bits = int.from_bytes(bytes(int(b) & 0xFF for b in data), "little")
        return result

    def toByteArray(self) -> bytes:
        return self._bits.to_bytes((self._bits.bit_length() + 7) // 8, "little")

    def get(self, index: int, to: int | None = None) -> Any:
        """``get(i)``, or ``get(from, to)``: a new BitSet of bits ``from`` to ``to - 1``."""
        if to is not None:
            _range(index, to)
            result = BitSet()
            result._bits = (self._bits >> index) & ((1 << (to - index)) - 1)
            return result
        if index < 0:
            raise IndexError(f"bitIndex < 0: {index}")
        return bool(self._bits >> index & 1)

    def set(self, index: int, *rest: Any) -> None:
        """``set(i)``, ``set(i, value)``, ``set(from, to)`` and ``set(from, to, value)``."""
        if rest and not isinstance(rest[0], bool):  # a range: (from, to[, value])
            to, value = rest[0], (rest[1] if len(rest) > 1 else True)
            mask = _range(index, to)
            self._bits = self._bits | mask if value else self._bits & ~mask
            return
        if index < 0:
            raise IndexError(f"bitIndex < 0: {index}")
        if not rest or rest[0]:
            self._bits |= 1 << index
        else:
            self._bits &= ~(1 << index)

    def clear(self, index: int | None = None, to: int | None = None) -> None:
        if index is None:
            self._bits = 0
        elif to is not None:
            self.set(index, to, False)
        else:
            self.set(index, False)

    def flip(self, index: int, to: int | None = None) -> None:
        if to is not None:
            self._bits ^= _range(index, to)
        else:
            self.set(index, not self.get(index))

    def and_(self, other: BitSet) -> None:
        self._bits &= other._bits

    def or_(self, other: BitSet) -> None:
        self._bits |= other._bits

    def xor(self, other: BitSet) -> None:
        self._bits ^= other._bits

    def andNot(self, other: BitSet) -> None:
        self._bits &= ~other._bits

    def intersects(self, other: BitSet) -> bool:
        return self._bits & other._bits != 0

    def nextClearBit(self, fromIndex: int) -> int:
        if fromIndex < 0:
            raise IndexError(f"fromIndex < 0: {fromIndex}")
        index = fromIndex
        while self._bits >> index & 1:
            index += 1
        return index

    def previousSetBit(self, fromIndex: int) -> int:
        if fromIndex < -1:
            raise IndexError(f"fromIndex < -1: {fromIndex}")
        index = min(fromIndex, self._bits.bit_length() - 1)
        while index >= 0 and not self._bits >> index & 1:
            index -= 1
        return index

    def stream(self) -> Any:
        return IntStream(i for i in range(self.length()) if self._bits >> i & 1)

    def toLongArray(self) -> list[int]:
        words, bits = [], self._bits
        while bits:
            word = bits & 0xFFFFFFFFFFFFFFFF
            words.append(word - (1 << 64) if word >= 1 << 63 else word)
            bits >>= 64
        return words

    def clone(self) -> BitSet:
        result = BitSet()
        result._bits = self._bits
        return result

    def cardinality(self) -> int:
        return self._bits.bit_count()

    def length(self) -> int:
        """One more than the highest set bit (0 when none is set)."""
        return self._bits.bit_length()

    def size(self) -> int:
        """The bits in use, rounded up to whole 64-bit words (at least 64)."""
        return max(64, (self._bits.bit_length() + 63) // 64 * 64)

    def isEmpty(self) -> bool:
        return self._bits == 0

    def nextSetBit(self, fromIndex: int) -> int:
        rest = self._bits >> fromIndex
        if rest == 0:
            return -1
        return fromIndex + (rest & -rest).bit_length() - 1

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BitSet) and self._bits == other._bits

    def __hash__(self) -> int:
        return self.hashCode()

    def equals(self, other: object) -> bool:
        return self == other

    def hashCode(self) -> int:
        """Java's: the 64-bit words folded as ``h ^= word * (i + 1)``, then the halves XORed."""
        h = 1234
        bits, i = self._bits, 0
        while bits:
            h ^= (bits & 0xFFFFFFFFFFFFFFFF) * (i + 1)
            bits >>= 64
            i += 1
        h &= 0xFFFFFFFFFFFFFFFF
        return wrapInt((h >> 32) ^ h)

    def __str__(self) -> str:
        return "{" + ", ".join(str(i) for i in range(self.length()) if self.get(i)) + "}"

    def toString(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"BitSet{self}"
