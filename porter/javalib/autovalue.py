"""Google AutoValue's generated value classes (``@AutoValue abstract class Id``, made with
``new AutoValue_Model_Id(value)``): the porter writes the generated subclass, which names its
properties; this base gives them AutoValue's constructor checks, ``equals``, ``hashCode`` and
``toString`` as AutoValue generates them."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from porter.javalib.exceptions import IllegalStateException
from porter.javalib.hashing import javaHash
from porter.javalib.string_conversion import jstr


class AutoValueClass:
    """The base of a ported ``AutoValue_X`` class."""

    _autovalue_name: ClassVar[str] = ""
    # (accessor, name toString shows), in declaration order: the constructor's parameters
    _autovalue_properties: ClassVar[tuple[tuple[str, str], ...]] = ()

    def __init__(self, *values: Any) -> None:
        for (method, _), value in zip(self._autovalue_properties, values, strict=True):
            if value is None:
                # AutoValue's constructor refuses a null for a property not @Nullable
                raise TypeError(f"Null {method}")
        self._values = {m: v for (m, _), v in zip(self._autovalue_properties, values, strict=True)}

    def equals(self, other: Any) -> bool:
        if other is self:
            return True
        if not isinstance(other, AutoValueClass) or not isinstance(other, _abstract(self)):
            return False
        return all(_same(self._values[m], other._values[m]) for m, _ in self._autovalue_properties)

    def hashCode(self) -> int:
        h = 1
        for method, _ in self._autovalue_properties:
            h = _int32(h * 1000003)
            h ^= _int32(javaHash(self._values[method]))
        return h

    def toString(self) -> str:
        shown = ", ".join(f"{s}={jstr(self._values[m])}" for m, s in self._autovalue_properties)
        return f"{self._autovalue_name}{{{shown}}}"

    def __eq__(self, other: object) -> bool:
        return self.equals(other)

    def __hash__(self) -> int:
        return self.hashCode()

    def __str__(self) -> str:
        return self.toString()


def _abstract(value: AutoValueClass) -> type:
    """The ``@AutoValue`` class itself (the generated class's other base)."""
    return next(b for b in type(value).__bases__ if b is not AutoValueClass)


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return bool(np.array_equal(a, b))  # AutoValue compares arrays with Arrays.equals
    return bool(a == b)


def _int32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value


class AutoValueBuilder:
    """The base of a ported ``AutoValue_X.Builder``: the values set so far, checked and made
    into the value as AutoValue's generated builder does."""

    _autovalue_class: ClassVar[type[AutoValueClass]]

    def __init__(self) -> None:
        self._set: dict[str, Any] = {}

    def _put(self, prop: str, value: Any) -> Any:
        if value is None:
            raise TypeError(f"Null {prop}")
        self._set[prop] = value
        return self

    def _build(self) -> AutoValueClass:
        cls = self._autovalue_class
        missing = [m for m, _ in cls._autovalue_properties if m not in self._set]
        if missing:
            raise IllegalStateException(
                "Missing required properties:" + "".join(f" {m}" for m in missing)
            )
        return cls(*(self._set[m] for m, _ in cls._autovalue_properties))
