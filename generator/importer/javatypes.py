"""Java type spellings of dtypes, type attributes and attribute values (rules §4 and §6).

Only nine dtypes map to Java tensor classes; every other dtype is ``? extends TType``. The bound
(family) of a ``type`` or ``list(type)`` attribute is ``TNumber`` when its ``allowed_values`` is a
non-empty list of real types only, ``TType`` otherwise.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: The nine dtypes that map to a Java tensor class.
MAPPED_DTYPES: Mapping[str, str] = {
    "DT_STRING": "TString",
    "DT_BOOL": "TBool",
    "DT_BFLOAT16": "TBfloat16",
    "DT_HALF": "TFloat16",
    "DT_FLOAT": "TFloat32",
    "DT_DOUBLE": "TFloat64",
    "DT_UINT8": "TUint8",
    "DT_INT32": "TInt32",
    "DT_INT64": "TInt64",
}

#: The dtypes whose presence alone in ``allowed_values`` gives the ``TNumber`` bound.
REAL_DTYPES: frozenset[str] = frozenset(
    {
        "DT_FLOAT",
        "DT_DOUBLE",
        "DT_HALF",
        "DT_BFLOAT16",
        "DT_INT8",
        "DT_INT16",
        "DT_INT32",
        "DT_INT64",
        "DT_UINT8",
        "DT_UINT16",
        "DT_UINT32",
        "DT_UINT64",
        "DT_QINT8",
        "DT_QINT16",
        "DT_QINT32",
        "DT_QUINT8",
        "DT_QUINT16",
    }
)

TTYPE = "TType"
TNUMBER = "TNumber"

#: Java types of the attribute types that do not depend on a type variable.
_ATTR_TYPES: Mapping[str, str] = {
    "string": "String",
    "int": "Long",
    "float": "Float",
    "bool": "Boolean",
    "shape": "Shape",
    "tensor": "Tensor",
    "func": "ConcreteFunction",
    "list(string)": "List<String>",
    "list(int)": "List<Long>",
    "list(float)": "List<Float>",
    "list(bool)": "List<Boolean>",
    "list(shape)": "List<Shape>",
    "list(func)": "List<ConcreteFunction>",
}


class UnsupportedAttrType(ValueError):
    """An attribute type TF Java's generator does not handle (it throws, and so do we)."""


def dtype_class(dtype: str) -> str:
    """Return the Java type argument of a fixed dtype: ``TFloat32`` or ``? extends TType``."""
    return MAPPED_DTYPES.get(dtype, f"? extends {TTYPE}")


def mapped_class(dtype: str) -> str | None:
    """Return the Java class of a dtype when it is one of the nine mapped ones, else None."""
    return MAPPED_DTYPES.get(dtype)


def bound_of(allowed_types: Sequence[str]) -> str:
    """Return the bound of a type attribute from its ``allowed_values`` (rules §4)."""
    if allowed_types and all(dtype in REAL_DTYPES for dtype in allowed_types):
        return TNUMBER
    return TTYPE


def wildcard(bound: str) -> str:
    """Return the wildcard that replaces a collapsed letter or a ``list(type)`` element."""
    return f"? extends {bound}"


def attr_java_type(attr_type: str, *, letter: str | None = None, bound: str = TTYPE) -> str:
    """Return the Java type of an attribute parameter or option.

    ``letter`` is the type variable of a single ``type`` attribute; ``bound`` the bound of a
    ``list(type)`` attribute.
    """
    if attr_type == "type":
        if letter is None:
            raise ValueError("a 'type' attribute needs its type variable")
        return f"Class<{letter}>"
    if attr_type == "list(type)":
        return f"List<Class<{wildcard(bound)}>>"
    try:
        return _ATTR_TYPES[attr_type]
    except KeyError:
        raise UnsupportedAttrType(f"unsupported attribute type {attr_type!r}") from None


def operand(element: str, *, is_list: bool) -> str:
    """Return the type of a ``create`` parameter that feeds an input."""
    return f"Iterable<Operand<{element}>>" if is_list else f"Operand<{element}>"


def output(element: str, *, is_list: bool) -> str:
    """Return the type of an output getter."""
    return f"List<Output<{element}>>" if is_list else f"Output<{element}>"
