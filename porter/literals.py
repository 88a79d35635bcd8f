"""Java literals → Python literals, with their Java types (``1L`` is a ``long``, ``1f`` a
``float``; strings with Java's escapes and UTF-16 surrogate pairs)."""

from __future__ import annotations

import re
import struct
from typing import TYPE_CHECKING

from porter.context import ATOM, UNARY, Context, E
from porter.jtypes import BOOLEAN, CHAR, DOUBLE, FLOAT, INT, LONG, NULL, STRING
from porter.parse import text

if TYPE_CHECKING:
    from tree_sitter import Node


def integer(ctx: Context, node: Node) -> E:
    raw = text(node).replace("_", "")
    jtype = LONG if raw[-1] in "lL" else INT
    raw = raw.rstrip("lL")
    if node.type == "octal_integer_literal" and len(raw) > 1:
        raw = "0o" + raw[1:]
    value = int(raw, 0)
    # Java wraps int literals written in hex past 2^31 (0xFFFFFFFF is -1).
    if jtype is INT and value >= 2**31 and node.type != "decimal_integer_literal":
        value -= 2**32
    elif jtype is LONG and value >= 2**63:
        value -= 2**64
    out = raw if node.type == "decimal_integer_literal" and value >= 0 else str(value)
    # A hex, octal or binary literal is a bit pattern: + and - with it wrap (porter.wrapping).
    bits = node.type != "decimal_integer_literal"
    return E(out, ATOM if value >= 0 else UNARY, jtype, wraps=bits)


def floating(ctx: Context, node: Node) -> E:
    raw = text(node).replace("_", "")
    jtype = FLOAT if raw[-1] in "fF" else DOUBLE
    raw = raw.rstrip("fFdD")
    if raw.lower().startswith("0x"):
        return E(repr(float.fromhex(raw)), ATOM, jtype)
    value = float(raw)
    out = repr(value) if ("e" in raw.lower() or raw.startswith(".") or raw.endswith(".")) else raw
    if "." not in out and "e" not in out and "inf" not in out:
        out += ".0"
    return E(out, ATOM, jtype)


def widened_float(e: E) -> E:
    """A ``float`` literal where Java widens it to ``double`` (``30.0 / 2.541f``): the float's
    own value (``2.5409998893737793``), not the double the decimal text would be."""
    if e.jtype != FLOAT or re.fullmatch(r"\d+\.\d*([eE][-+]?\d+)?", e.text) is None:
        return e
    value = float(e.text)
    single = struct.unpack("f", struct.pack("f", value))[0]
    return e if single == value else E(repr(single), ATOM, FLOAT)


_ESCAPES = {
    "n": "\n",
    "t": "\t",
    "b": "\b",
    "r": "\r",
    "f": "\f",
    "s": " ",
    "0": "\0",
    "'": "'",
    '"': '"',
    "\\": "\\",
}


def java_string(body: str) -> str:
    """The value of a Java string literal's body (escapes decoded, UTF-16 surrogates joined)."""
    out: list[str] = []
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            n = body[i + 1]
            if n == "u":
                j = i + 1
                while body[j] == "u":
                    j += 1
                out.append(chr(int(body[j : j + 4], 16)))
                i = j + 4
                continue
            if n in "01234567" and i + 2 < len(body) and body[i + 2] in "01234567":
                m = re.match(r"[0-7]{1,3}", body[i + 1 :])
                assert m is not None
                out.append(chr(int(m.group(0), 8)))
                i += 1 + len(m.group(0))
                continue
            out.append(_ESCAPES.get(n, n) if n != "\n" else "")  # (a text block's line join)
            i += 2
            continue
        out.append(c)
        i += 1
    joined = "".join(out)
    # a pair joins into its code point; a lone surrogate ('\uD83D') stays a char of its own
    return joined.encode("utf-16", "surrogatepass").decode("utf-16", "surrogatepass")


def string(ctx: Context, node: Node) -> E:
    raw = text(node)
    if raw.startswith('"""'):
        return E(_py_string(text_block(raw)), ATOM, STRING)
    return E(_py_string(java_string(raw[1:-1])), ATOM, STRING)


_JAVA_SPACE = " \t\n\x0b\f\r\x1c\x1d\x1e\x1f"  # Character.isWhitespace's (ASCII)


def text_block(raw: str) -> str:
    """A text block's value (JLS 15 §3.10.6): its lines after the opening delimiter's,
    with the incidental indentation (the least of its non-blank lines' and the closing
    delimiter line's) and each line's trailing white space removed (``String.stripIndent``),
    then its escapes decoded, ``\\<newline>`` joining two lines."""
    content = raw[3:-3].replace("\r\n", "\n").replace("\r", "\n")
    content = content[content.index("\n") + 1 :]
    lines = content.split("\n")
    indent = 0
    if not content.endswith("\n"):  # the closing delimiter right after a newline: none
        counts = [len(ln) - len(ln.lstrip(_JAVA_SPACE)) for ln in lines if ln.strip(_JAVA_SPACE)]
        if not lines[-1].strip(_JAVA_SPACE):
            counts.append(len(lines[-1]))
        indent = min(counts, default=0)
    stripped = [
        ln[min(indent, len(ln) - len(ln.lstrip(_JAVA_SPACE))) :].rstrip(_JAVA_SPACE) for ln in lines
    ]
    return java_string("\n".join(stripped))


def _py_string(value: str) -> str:
    quoted = repr(value)
    if quoted.startswith("'") and '"' not in value:
        quoted = '"' + quoted[1:-1].replace("\\'", "'") + '"'
    return quoted


def char(ctx: Context, node: Node) -> E:
    return E(_py_string(java_string(text(node)[1:-1])), ATOM, CHAR)


def true(ctx: Context, node: Node) -> E:
    return E("True", ATOM, BOOLEAN)


def false(ctx: Context, node: Node) -> E:
    return E("False", ATOM, BOOLEAN)


def null(ctx: Context, node: Node) -> E:
    return E("None", ATOM, NULL)
