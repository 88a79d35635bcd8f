"""Support for the generated ``Ops`` facade: lazily created group accessors (``tf.math``)."""

from __future__ import annotations

import importlib
from typing import Any


class group_accessor:
    """A facade field such as ``tf.math``: built on first access, then cached on the instance.

    The group class is imported only when first used, so ``Ops`` imports no op module.
    """

    __slots__ = ("_class", "_module", "_name")

    def __init__(self, module: str, class_name: str) -> None:
        self._module = module
        self._class = class_name
        self._name = ""

    def __set_name__(self, owner: type[Any], name: str) -> None:
        self._name = name

    def __get__(self, obj: Any, owner: type[Any] | None = None) -> Any:
        cls = getattr(importlib.import_module(self._module), self._class)
        if obj is None:
            return cls
        ops = obj if not hasattr(obj, "_ops") else obj._ops
        group = cls(ops)
        # A non-data descriptor: the instance attribute now shadows it for later lookups.
        obj.__dict__[self._name] = group
        return group
