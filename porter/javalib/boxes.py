"""The boxed types' static methods (``Integer``, ``Long``, ``Float``, ``Double``,
``Boolean``, ``Character``) with Java's parsing rules and text: ``Integer.parseInt`` refuses
``"1.0"`` and spaces and what does not fit, ``Double.parseDouble`` accepts ``"1f"`` and
``" 2 "``, ``Integer.toString(n, radix)`` and ``toHexString`` of negatives."""

from __future__ import annotations

import math
import re
import struct
import unicodedata

from porter.javalib.exceptions import NumberFormatException
from porter.javalib.floats import f32
from porter.javalib.ints import INT_MAX, INT_MIN, LONG_MAX, LONG_MIN, wrapInt, wrapLong
from porter.javalib.string_conversion import jstr

_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
_FLOAT = re.compile(
    r"[+-]?(NaN|Infinity|((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)|(0[xX][0-9a-fA-F]*\.?[0-9a-fA-F]*[pP][+-]?\d+))[fFdD]?"
)


def _parse(text: str | None, radix: int, low: int, high: int) -> int:
    if text is None:
        raise NumberFormatException("Cannot parse null string: null")
    body = text[1:] if text[:1] in "+-" else text
    if not body or any(c.lower() not in _DIGITS[:radix] for c in body):
        raise NumberFormatException(
            f'For input string: "{text}"' + ("" if radix == 10 else f" under radix {radix}")
        )
    value = int(text, radix)
    if not low <= value <= high:
        raise NumberFormatException(
            f'For input string: "{text}"' + ("" if radix == 10 else f" under radix {radix}")
        )
    return value


def parseInt(text: str | None, radix: int = 10) -> int:
    """``Integer.parseInt``/``Integer.valueOf(String)``."""
    return _parse(text, radix, INT_MIN, INT_MAX)


def parseLong(text: str | None, radix: int = 10) -> int:
    return _parse(text, radix, LONG_MIN, LONG_MAX)


def parseShort(text: str | None, radix: int = 10) -> int:
    return _parse(text, radix, -(1 << 15), (1 << 15) - 1)


def parseByte(text: str | None, radix: int = 10) -> int:
    return _parse(text, radix, -128, 127)


def parseDouble(text: str | None) -> float:
    """``Double.parseDouble``: Java's grammar (surrounding blanks, ``f``/``d`` suffixes,
    hexadecimal floats)."""
    if text is None:
        raise TypeError("parseDouble: null")
    body = text.strip()
    if not _FLOAT.fullmatch(body):
        raise NumberFormatException("empty String" if not body else f'For input string: "{text}"')
    if body[-1] in "fFdD" and not body.endswith("Infinity"):
        body = body[:-1]
    if "x" in body.lower():
        sign = -1.0 if body.startswith("-") else 1.0
        return sign * float.fromhex(body.lstrip("+-"))
    return float(body.replace("Infinity", "inf"))


def parseFloat(text: str | None) -> float:
    """``Float.parseFloat``: the nearest ``float`` (rounded to single precision)."""
    return toFloat(parseDouble(text))


def toFloat(value: float) -> float:
    """``(float) value``: rounded to single precision; out of range becomes infinity."""
    return f32(value)


def parseBoolean(text: str | None) -> bool:
    """``Boolean.parseBoolean``: ``true`` in any case, everything else ``false``."""
    return text is not None and text.lower() == "true"


def toString(value: int, radix: int = 10) -> str:
    """``Integer.toString(i, radix)``/``Long.toString``: signed, lower-case digits."""
    if not 2 <= radix <= 36:
        radix = 10
    if value == 0:
        return "0"
    digits = []
    n = abs(value)
    while n:
        n, d = divmod(n, radix)
        digits.append(_DIGITS[d])
    return ("-" if value < 0 else "") + "".join(reversed(digits))


def _unsigned(value: int, bits: int, shift: int) -> str:
    n = int(value) & ((1 << bits) - 1)  # a numpy element of an int[] too
    if n == 0:
        return "0"
    digits = []
    while n:
        digits.append(_DIGITS[n & ((1 << shift) - 1)])
        n >>= shift
    return "".join(reversed(digits))


def toHexString(value: int) -> str:
    """``Integer.toHexString``: the ``int``'s two's complement in hexadecimal."""
    return _unsigned(value, 32, 4)


def toBinaryString(value: int) -> str:
    return _unsigned(value, 32, 1)


def toOctalString(value: int) -> str:
    return _unsigned(value, 32, 3)


def longToHexString(value: int) -> str:
    return _unsigned(value, 64, 4)


def longToBinaryString(value: int) -> str:
    return _unsigned(value, 64, 1)


# Integer's and Long's bit functions: ``bits`` is the width (32, or 64 for Long's).


def bitCount(value: int, bits: int = 32) -> int:
    return unsigned(value, bits).bit_count()


def longBitCount(value: int) -> int:
    return bitCount(value, 64)


def numberOfLeadingZeros(value: int, bits: int = 32) -> int:
    return bits - unsigned(value, bits).bit_length()


def numberOfTrailingZeros(value: int, bits: int = 32) -> int:
    value = unsigned(value, bits)
    return bits if value == 0 else (value & -value).bit_length() - 1


def _signed(value: int, bits: int) -> int:
    return wrapInt(value) if bits == 32 else wrapLong(value)


def highestOneBit(value: int, bits: int = 32) -> int:
    value = unsigned(value, bits)
    return _signed(1 << (value.bit_length() - 1), bits) if value else 0


def lowestOneBit(value: int, bits: int = 32) -> int:
    value = unsigned(value, bits)
    return _signed(value & -value, bits)


def reverse(value: int, bits: int = 32) -> int:
    return _signed(int(f"{unsigned(value, bits):0{bits}b}"[::-1], 2), bits)


def reverseBytes(value: int, bits: int = 32) -> int:
    raw = unsigned(value, bits).to_bytes(bits // 8, "big")
    return _signed(int.from_bytes(raw, "little"), bits)


def rotateLeft(value: int, distance: int, bits: int = 32) -> int:
    """``Integer.rotateLeft``: the distance is taken mod the width (a negative one rotates
    right)."""
    d = distance & (bits - 1)
    u = unsigned(value, bits)
    return _signed((u << d) | (u >> (bits - d)), bits)


def rotateRight(value: int, distance: int, bits: int = 32) -> int:
    return rotateLeft(value, -distance, bits)


def _parse_unsigned(text: str | None, radix: int, bits: int, kind: str) -> int:
    if text is None:
        raise NumberFormatException("Cannot parse null string: null")
    if text.startswith("-"):
        raise NumberFormatException(f"Illegal leading minus sign on unsigned string {text}.")
    value = _parse(text, radix, 0, (1 << (bits + 1)))
    if value >> bits:
        raise NumberFormatException(f"String value {text} exceeds range of unsigned {kind}.")
    return _signed(value, bits)


def parseUnsignedInt(text: str | None, radix: int = 10) -> int:
    """``Integer.parseUnsignedInt``: the int whose unsigned value the text is."""
    return _parse_unsigned(text, radix, 32, "int")


def parseUnsignedLong(text: str | None, radix: int = 10) -> int:
    return _parse_unsigned(text, radix, 64, "long")


def unsigned(value: int, bits: int) -> int:
    """``Byte.toUnsignedInt``, ``Integer.toUnsignedLong`` and kin: the value's low ``bits``
    read as an unsigned number."""
    return int(value) & ((1 << bits) - 1)


def compareUnsigned(a: int, b: int, bits: int = 32) -> int:
    """``Integer.compareUnsigned``/``Long.compareUnsigned``."""
    return compare(unsigned(a, bits), unsigned(b, bits))


def divideUnsigned(a: int, b: int, bits: int = 32) -> int:
    """``Integer.divideUnsigned``: the unsigned quotient, as the signed int of its bits."""
    quotient = unsigned(a, bits) // unsigned(b, bits)
    return quotient - (1 << bits) if quotient >> (bits - 1) else quotient


def remainderUnsigned(a: int, b: int, bits: int = 32) -> int:
    rest = unsigned(a, bits) % unsigned(b, bits)
    return rest - (1 << bits) if rest >> (bits - 1) else rest


def compare(a: float, b: float) -> int:
    """``Integer.compare``/``Double.compare``: -1, 0 or 1; for doubles NaN is above
    everything and ``-0.0`` below ``0.0``, as Java's."""
    if isinstance(a, float) or isinstance(b, float):
        a_key = (math.isnan(a), a, math.copysign(1.0, a))
        b_key = (math.isnan(b), b, math.copysign(1.0, b))
        if math.isnan(a) or math.isnan(b):
            a_key = (math.isnan(a), 0.0 if math.isnan(a) else a, 0.0)
            b_key = (math.isnan(b), 0.0 if math.isnan(b) else b, 0.0)
        return (a_key > b_key) - (a_key < b_key)
    return int(a > b) - int(a < b)  # numpy elements (an int[]'s) compare as numpy bools


def signum(value: int) -> int:
    return (value > 0) - (value < 0)


def sumInt(a: int, b: int) -> int:
    """``Integer.sum`` (a method reference in ``reduce``): wraps as ``int`` addition."""
    return wrapInt(a + b)


def sumLong(a: int, b: int) -> int:
    return wrapLong(a + b)


def doubleToString(value: float) -> str:
    """``Double.toString``."""
    return jstr(float(value))


def floatToString(value: float) -> str:
    """``Float.toString``: the shortest digits of the single-precision value."""
    return jstr(float(value), width="float")


def isFinite(value: float) -> bool:
    return math.isfinite(value)


def isInfinite(value: float) -> bool:
    return math.isinf(value)


def floatToIntBits(value: float) -> int:
    if math.isnan(value):
        return 0x7FC00000
    return wrapInt(struct.unpack("<I", struct.pack("<f", value))[0])


def intBitsToFloat(bits: int) -> float:
    single: float = struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
    return single


def doubleToLongBits(value: float) -> int:
    if math.isnan(value):
        return 0x7FF8000000000000
    return wrapLong(struct.unpack("<Q", struct.pack("<d", value))[0])


def longBitsToDouble(bits: int) -> float:
    double: float = struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]
    return double


# -- Character ---------------------------------------------------------------------------


def isDigit(c: str | int) -> bool:
    return _char(c).isdigit()


def isLetter(c: str | int) -> bool:
    return _char(c).isalpha()


def isLetterOrDigit(c: str | int) -> bool:
    return _char(c).isalnum()


def isAlphabetic(c: str | int) -> bool:
    return _char(c).isalpha()


def isWhitespace(c: str | int) -> bool:
    """``Character.isWhitespace``: Java's set (no non-breaking spaces)."""
    ch = _char(c)
    return ch in " \t\n\x0b\f\r\x1c\x1d\x1e\x1f" or (
        ch.isspace() and ch not in "\u00a0\u2007\u202f"
    )


def isUpperCase(c: str | int) -> bool:
    return _char(c).isupper()


def isLowerCase(c: str | int) -> bool:
    return _char(c).islower()


# Character.getType's values: Java's constant for each Unicode general category.
_CATEGORIES = {
    "Cn": 0, "Lu": 1, "Ll": 2, "Lt": 3, "Lm": 4, "Lo": 5, "Mn": 6, "Me": 7, "Mc": 8,
    "Nd": 9, "Nl": 10, "No": 11, "Zs": 12, "Zl": 13, "Zp": 14, "Cc": 15, "Cf": 16,
    "Co": 18, "Cs": 19, "Pd": 20, "Ps": 21, "Pe": 22, "Pc": 23, "Po": 24, "Sm": 25,
    "Sc": 26, "Sk": 27, "So": 28, "Pi": 29, "Pf": 30,
}  # fmt: skip


def getType(c: str | int) -> int:
    """``Character.getType``: the Unicode general category as Java's int constant."""
    return _CATEGORIES.get(unicodedata.category(_char(c)), 0)


def isSpaceChar(c: str | int) -> bool:
    return getType(c) in (12, 13, 14)


def isISOControl(c: str | int) -> bool:
    code = ord(_char(c))
    return code <= 0x1F or 0x7F <= code <= 0x9F


def toUpperCase(c: str | int) -> str | int:
    ch = _char(c).upper()
    ch = ch if len(ch) == 1 else _char(c)
    return ch if isinstance(c, str) else ord(ch)


def toLowerCase(c: str | int) -> str | int:
    ch = _char(c).lower()
    ch = ch if len(ch) == 1 else _char(c)
    return ch if isinstance(c, str) else ord(ch)


def getNumericValue(c: str | int) -> int:
    ch = _char(c)
    if ch.isdigit():
        return int(ch)
    if ch.isascii() and ch.isalpha():
        return ord(ch.lower()) - ord("a") + 10
    return -1


def digit(c: str | int, radix: int) -> int:
    value = getNumericValue(c)
    return value if 0 <= value < radix else -1


def forDigit(value: int, radix: int) -> str:
    if not 2 <= radix <= 36 or not 0 <= value < radix:
        return "\x00"
    return _DIGITS[value]


def _char(c: str | int) -> str:
    return chr(c) if isinstance(c, int) else c


# -- the boxes' (deprecated) constructors: new Integer("12") parses, new Integer(12) boxes.
def newInteger(value: str | int) -> int:
    return parseInt(value) if isinstance(value, str) else int(value)


def newLong(value: str | int) -> int:
    return parseLong(value) if isinstance(value, str) else int(value)


def newDouble(value: str | float) -> float:
    return parseDouble(value) if isinstance(value, str) else float(value)


def newFloat(value: str | float) -> float:
    return parseFloat(value) if isinstance(value, str) else toFloat(value)


def newBoolean(value: str | bool | None) -> bool:
    return parseBoolean(value) if isinstance(value, str) or value is None else bool(value)
