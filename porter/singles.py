"""Java's ``float`` in ports: a value of static type ``float`` is held as a Python float
that is exactly a single-precision value. Where Java makes a new float (an operation, a
conversion from ``int``/``long``/``double``, a literal such as ``0.1f`` stored or computed
with) the port rounds once with ``f32`` (porter.javalib.floats), as Java rounds each
operation; a literal whose digits are a single value (``0.5f``, ``2f``) stays as written."""

from __future__ import annotations

import re

from porter import literals
from porter.context import ADD, ATOM, MUL, PRIMARY, Context, E
from porter.javalib.floats import f32
from porter.jtypes import DOUBLE, FLOAT, JType

_NUMBER = re.compile(r"-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?")  # a literal's Python text


def is_single(t: JType | None) -> bool:
    """A ``float`` (or a ``Float``, which unboxes to one)."""
    return t is not None and t.primitive == "float"


def rounded(ctx: Context, plain: E) -> E:
    """``f32(plain)``: a float operation's double result rounded as Java's float result (the
    plain expression kept, for a consumer that rounds itself, such as a float's printing)."""
    return E(f"{ctx.shim('f32')}({plain.text})", PRIMARY, FLOAT, unwrapped=plain)


def single_literal(ctx: Context, e: E) -> E:
    """A float literal where Java uses its single value (stored, computed or compared with):
    ``f32(0.1)`` for ``0.1f``, whose digits are not a single value; others as written."""
    if e.jtype != FLOAT or _NUMBER.fullmatch(e.text) is None:
        return e
    value = float(e.text)
    return e if f32(value) == value else rounded(ctx, e)


def to_single(ctx: Context, e: E) -> E:
    """``e`` converted to ``float``, as Java assigns, passes or returns it: an ``int`` or
    ``long`` rounds (16777217 becomes 16777216), a ``short`` or ``byte`` is exact."""
    t = e.jtype
    if t is None or t.is_array:
        return e
    if t.primitive in ("int", "long"):
        if re.fullmatch(r"-?\d+", e.text):
            single = repr(f32(int(e.text)))
            return E(single, ATOM if not single.startswith("-") else e.prec, FLOAT)
        return rounded(ctx, E(e.text, e.prec, t))
    if t.primitive in ("short", "byte"):
        return E(f"float({e.text})", PRIMARY, FLOAT)
    return single_literal(ctx, e)


def operand(ctx: Context, e: E) -> E:
    """An operand of a float operation or comparison: Java's binary numeric promotion makes
    an ``int`` or ``long`` a float first (``16777217 + 0.5f`` is ``16777216.0f``, where the
    double sum rounded once would be ``16777218.0f``); a float literal its single value. A
    ``short``, ``byte`` or ``char`` is exact in a float, as written."""
    if e.jtype is not None and not e.jtype.is_array and e.jtype.primitive in ("int", "long"):
        if re.fullmatch(r"-?\d+", e.text) and abs(int(e.text)) <= 1 << 24:
            return e  # a literal a float holds exactly: as written
        return to_single(ctx, e)
    return single_literal(ctx, e)


def widened_argument(ctx: Context, e: E, to: str) -> E:
    """An ``int`` or ``long`` argument of a JDK method's ``float`` (``to="float"``) or
    ``double`` parameter: converted as Java's invocation widens it (a ``double`` result such
    as ``Math.max(3, 0.5)`` is ``3.0``, not Python's int 3)."""
    if e.jtype is None or e.jtype.is_array or e.jtype.primitive not in ("int", "long"):
        return e
    if to == "float":
        return to_single(ctx, e)
    if re.fullmatch(r"-?\d+", e.text) and float(int(e.text)) == int(e.text):
        return E(repr(float(int(e.text))), e.prec, DOUBLE)
    return E(f"float({e.text})", PRIMARY, DOUBLE)


def long_as_double(e: E) -> E:
    """A ``long`` compared with a ``double``: Java rounds it to a double first (Python
    compares an int and a float exactly); a literal that a double holds exactly as written."""
    if e.jtype is None or e.jtype.is_array or e.jtype.primitive != "long":
        return e
    if re.fullmatch(r"-?\d+", e.text) and float(int(e.text)) == int(e.text):
        return e
    return E(f"float({e.text})", PRIMARY, DOUBLE)


def narrowed(ctx: Context, e: E) -> E:
    """``(float) e``: a ``double`` (a box, a value of unknown type) rounded, a literal whose
    value is a single as written; an integer as ``to_single`` converts it."""
    if e.jtype is not None and e.jtype.primitive in ("int", "long", "short", "byte"):
        return to_single(ctx, e)
    if _NUMBER.fullmatch(e.text) is not None and f32(float(e.text)) == float(e.text):
        return E(e.text, e.prec, FLOAT)
    return rounded(ctx, e)


def compound(ctx: Context, op: str, target: E, value: E) -> E:
    """The value ``target op= value`` stores in a float: Java's ``(float) (target op value)``,
    a float literal taken at its single value (a ``double`` operand computes in double)."""
    if value.jtype is None or value.jtype.primitive != "double":
        value = operand(ctx, value)  # an int or long value is made a float first
    if op == "/=":
        return rounded(ctx, E(f"{ctx.shim('fdiv')}({target.text}, {value.text})", PRIMARY))
    if op == "%=":
        return rounded(ctx, E(f"{ctx.shim('frem')}({target.text}, {value.text})", PRIMARY))
    prec = MUL if op == "*=" else ADD
    plain = E(f"{target.at(prec)} {op[0]} {value.at(prec + 1)}", prec, FLOAT)
    return rounded(ctx, plain)


def widened(e: E) -> E:
    """A float where Java widens it to ``double`` (an operand beside a double, a double's
    variable, ``(double) f``): a literal's single value (``0.10000000149011612`` for
    ``0.1f``); a variable or an element as ``float(x)``, since an element of a
    ``new float[n]`` is numpy's ``float32``, which numpy would compute with in ``float32``."""
    if not is_single(e.jtype):
        return e
    literal = literals.widened_float(e)
    if literal is not e or _NUMBER.fullmatch(e.text) is not None or e.unwrapped is not None:
        return literal  # a literal, or f32(...)'s Python float
    return E(f"float({e.text})", PRIMARY, e.jtype)
