"""Docstrings of generated code: op text escaped for triple-quoted literals, defaults spelled."""

from __future__ import annotations

import math
from typing import Any


def _escape(ch: str) -> str:
    """A non-printable character as a string-literal escape."""
    code = ord(ch)
    return (
        f"\\x{code:02x}"
        if code < 0x100
        else f"\\u{code:04x}"
        if code < 0x10000
        else f"\\U{code:08x}"
    )


def _doc_lines(text: str, indent: str) -> list[str]:
    """Lines of docstring text, escaped for a triple-quoted literal, indented.

    Lines break at ``\\n`` only; trailing whitespace is dropped and every other non-printable
    character (tabs excepted) is written as an escape, so the docstring's value keeps it.
    """
    out = []
    for line in text.split("\n"):
        line = line.rstrip().replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
        if not line.isprintable():
            line = "".join(ch if ch.isprintable() or ch == "\t" else _escape(ch) for ch in line)
        out.append(indent + line if line else "")
    return out


def docstring(summary: str, body: str = "", indent: str = "    ") -> str:
    """A complete triple-quoted docstring (with the leading indent of its first line omitted)."""
    lines = _doc_lines(summary.strip() or "", indent) if summary.strip() else [indent]
    if body.strip():
        lines += [""] + _doc_lines(body.strip("\n"), indent)
    if lines[-1].endswith('"') or lines[-1].endswith("\\"):
        lines[-1] += " "
    first = lines[0][len(indent) :]
    if len(lines) == 1:
        return f'"""{first}"""'
    return '"""' + first + "\n" + "\n".join(lines[1:]) + "\n" + indent + '"""'


def default_doc(value: Any) -> str:
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value)
    return str(value)
