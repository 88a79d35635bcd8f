"""``java.math.BigInteger``: a Python ``int`` (arbitrary precision already) with Java's
constructors and method names: ``new BigInteger(byte[])`` reads big-endian two's complement,
``toByteArray()`` writes the shortest such bytes, ``new BigInteger("123")`` parses."""

from __future__ import annotations

import math
import struct
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (ports run on 3.10)

__all__ = ["BigInteger"]


class BigInteger(int):
    __slots__ = ()

    def __new__(cls, value: Any = 0, radix: Any = 10, rnd: Any = None) -> Self:
        if rnd is not None:  # new BigInteger(bitLength, certainty, rnd): a probable prime
            return super().__new__(cls, int(BigInteger.probablePrime(int(value), rnd)))
        if hasattr(radix, "next"):  # new BigInteger(numBits, rnd): uniform in [0, 2^numBits)
            bits = 0
            for _ in range((int(value) + 31) // 32):
                bits = (bits << 32) | (radix.next(32) & 0xFFFFFFFF)
            return super().__new__(cls, bits >> (-int(value) % 32))
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

    def __repr__(self) -> str:
        return str(int(self))

    # -- arithmetic, as Java's (truncating division, non-negative mod, Java's messages) --

    def divide(self, other: int) -> BigInteger:
        if int(other) == 0:
            raise ArithmeticError("BigInteger divide by zero")
        q = abs(int(self)) // abs(int(other))
        return BigInteger(q if (self < 0) == (other < 0) else -q)

    def remainder(self, other: int) -> BigInteger:
        return BigInteger(int(self) - int(self.divide(other)) * int(other))

    def divideAndRemainder(self, other: int) -> list[BigInteger]:
        return [self.divide(other), self.remainder(other)]

    def mod(self, m: int) -> BigInteger:
        if int(m) <= 0:
            raise ArithmeticError("BigInteger: modulus not positive")
        return BigInteger(int(self) % int(m))

    def pow(self, exponent: int) -> BigInteger:
        if exponent < 0:
            raise ArithmeticError("Negative exponent")
        return BigInteger(int(self) ** exponent)

    def modPow(self, exponent: int, m: int) -> BigInteger:
        if int(m) <= 0:
            raise ArithmeticError("BigInteger: modulus not positive")
        if int(exponent) < 0:
            return BigInteger(pow(int(self.modInverse(m)), -int(exponent), int(m)))
        return BigInteger(pow(int(self), int(exponent), int(m)))

    def modInverse(self, m: int) -> BigInteger:
        if int(m) <= 0:
            raise ArithmeticError("BigInteger: modulus not positive")
        try:
            return BigInteger(pow(int(self), -1, int(m)))
        except ValueError:
            raise ArithmeticError("BigInteger not invertible.") from None

    def gcd(self, other: int) -> BigInteger:
        return BigInteger(math.gcd(int(self), int(other)))

    def abs(self) -> BigInteger:
        return BigInteger(abs(int(self)))

    def min(self, other: int) -> BigInteger:
        return BigInteger(min(int(self), int(other)))

    def max(self, other: int) -> BigInteger:
        return BigInteger(max(int(self), int(other)))

    def sqrt(self) -> BigInteger:
        if self < 0:
            raise ArithmeticError("Negative BigInteger")
        return BigInteger(math.isqrt(int(self)))

    # -- bits: two's complement, as Java's --

    def bitLength(self) -> int:
        value = int(self)
        return (-value - 1).bit_length() if value < 0 else value.bit_length()

    def bitCount(self) -> int:
        value = int(self)
        return (~value if value < 0 else value).bit_count()

    def testBit(self, n: int) -> bool:
        if n < 0:
            raise ArithmeticError("Negative bit address")
        return (int(self) >> n) & 1 == 1

    def setBit(self, n: int) -> BigInteger:
        return BigInteger(int(self) | (1 << n))

    def clearBit(self, n: int) -> BigInteger:
        return BigInteger(int(self) & ~(1 << n))

    def flipBit(self, n: int) -> BigInteger:
        return BigInteger(int(self) ^ (1 << n))

    def getLowestSetBit(self) -> int:
        value = int(self)
        return -1 if value == 0 else (value & -value).bit_length() - 1

    def shiftLeft(self, n: int) -> BigInteger:
        return BigInteger(int(self) << n if n >= 0 else int(self) >> -n)

    def shiftRight(self, n: int) -> BigInteger:
        return BigInteger(int(self) >> n if n >= 0 else int(self) << -n)

    def and_(self, other: int) -> BigInteger:
        return BigInteger(int(self) & int(other))

    def or_(self, other: int) -> BigInteger:
        return BigInteger(int(self) | int(other))

    def xor(self, other: int) -> BigInteger:
        return BigInteger(int(self) ^ int(other))

    def not_(self) -> BigInteger:
        return BigInteger(~int(self))

    def andNot(self, other: int) -> BigInteger:
        return BigInteger(int(self) & ~int(other))

    # -- primes --

    def isProbablePrime(self, certainty: int) -> bool:
        return certainty <= 0 or _is_prime(abs(int(self)))

    def nextProbablePrime(self) -> BigInteger:
        if self < 0:
            raise ArithmeticError(f"start < 0: {int(self)}")
        n = max(int(self) + 1, 2)
        while not _is_prime(n):
            n += 1
        return BigInteger(n)

    @staticmethod
    def probablePrime(bit_length: int, rnd: Any) -> BigInteger:
        """A prime of exactly ``bit_length`` bits, drawn with ``rnd`` (a Random)."""
        if bit_length < 2:
            raise ArithmeticError("bitLength < 2")
        while True:
            bits = 0
            for _ in range((bit_length + 31) // 32):
                bits = (bits << 32) | (rnd.next(32) & 0xFFFFFFFF)
            candidate = (bits >> (-bit_length % 32)) | (1 << (bit_length - 1)) | 1
            if bit_length == 2:
                candidate = 2 + (bits & 1)
            if _is_prime(candidate):
                return BigInteger(candidate)

    # -- conversions --

    def doubleValue(self) -> float:
        try:
            return float(int(self))
        except OverflowError:
            return math.inf if self > 0 else -math.inf

    def floatValue(self) -> float:
        return float(
            struct.unpack("f", struct.pack("f", min(max(self.doubleValue(), -3.5e38), 3.5e38)))[0]
        )

    def toString(self, radix: int = 10) -> str:
        if radix == 10:
            return str(int(self))
        digits = "0123456789abcdefghijklmnopqrstuvwxyz"
        value, out = abs(int(self)), ""
        while True:
            value, r = divmod(value, radix)
            out = digits[r] + out
            if value == 0:
                break
        return ("-" if self < 0 else "") + out

    def hashCode(self) -> int:
        """Java's: 31 * h + each 32-bit word of the magnitude, times the sign."""
        value = abs(int(self))
        words = [(value >> (32 * i)) & 0xFFFFFFFF for i in range((value.bit_length() + 31) // 32)]
        h = 0
        for word in reversed(words):
            h = (31 * h + word) & 0xFFFFFFFF
        h = (h * self.signum()) & 0xFFFFFFFF
        return h - (1 << 32) if h >= 1 << 31 else h


def _is_prime(n: int) -> bool:
    """Miller-Rabin, deterministic below 3.3e24 with these bases (and overwhelmingly sure
    beyond, as Java's isProbablePrime is probabilistic too)."""
    if n < 2:
        return False
    small = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
    if n in small:
        return True
    if any(n % p == 0 for p in small):
        return False
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in small:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


BigInteger.ZERO = BigInteger(0)  # type: ignore[attr-defined]
BigInteger.ONE = BigInteger(1)  # type: ignore[attr-defined]
BigInteger.TWO = BigInteger(2)  # type: ignore[attr-defined]
BigInteger.TEN = BigInteger(10)  # type: ignore[attr-defined]
