"""``java.text.MessageFormat.format(pattern, args...)``: ``{0}`` by the argument's kind (a
number as ``NumberFormat.getInstance()`` writes it, ``1,234.568``; null as ``null``; else its
string form), ``{0,number}``, ``{0,number,integer}``, ``{0,number,percent}``,
``{0,number,#.##}``, and the quotes (``''`` is ``'``, ``'{0}'`` is the text itself).
Date and choice formats are refused."""

from __future__ import annotations

from typing import Any

from porter.javalib.decimalformat import DecimalFormat, NumberFormat
from porter.javalib.exceptions import IllegalArgumentException
from porter.javalib.string_conversion import jstr


def _argument(spec: str, args: tuple[Any, ...]) -> str:
    index, _, style = spec.partition(",")
    try:
        k = int(index.strip())
    except ValueError:
        raise IllegalArgumentException(f"can't parse argument number: {index}") from None
    if k >= len(args):
        return "{" + spec + "}"  # Java leaves a missing argument's element as written
    value = args[k]
    kind, _, detail = style.partition(",")
    kind, detail = kind.strip(), detail.strip()
    if value is None:
        return "null"
    if kind in ("", "number") and isinstance(value, int | float) and not isinstance(value, bool):
        if kind == "" or detail == "":
            return NumberFormat.getInstance().format(value)
        if detail == "integer":
            return NumberFormat.getIntegerInstance().format(value)
        if detail == "percent":
            return NumberFormat.getPercentInstance().format(value)
        return DecimalFormat(detail).format(value)
    if kind not in ("", "number"):
        raise NotImplementedError(f"MessageFormat's {kind} format")
    return jstr(value)


def format(pattern: str, *args: Any) -> str:
    out: list[str] = []
    k, quoted = 0, False
    while k < len(pattern):
        ch = pattern[k]
        if ch == "'":
            if k + 1 < len(pattern) and pattern[k + 1] == "'":
                out.append("'")
                k += 2
                continue
            quoted = not quoted
        elif ch == "{" and not quoted:
            depth, end = 1, k + 1
            while end < len(pattern) and depth:
                depth += {"{": 1, "}": -1}.get(pattern[end], 0)
                end += 1
            if depth:
                raise IllegalArgumentException("Unmatched braces in the pattern.")
            out.append(_argument(pattern[k + 1 : end - 1], args))
            k = end
            continue
        else:
            out.append(ch)
        k += 1
    return "".join(out)
