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


class lazy_create:
    """A facade module's global that stands for an op class's ``_create`` (``create`` for the
    few classes without one) until first called: it imports the op's module, puts that function
    in its own place among the module's globals, and calls it.

    Why a global and not ``_math.AddN._create``: the op packages load their classes lazily
    through a module ``__getattr__``, and CPython does not specialise attribute loads on such a
    module, nor loads of a ``staticmethod`` from a class. Callgrind counted those two loads at
    about 450 instructions per facade call; a global load is specialised.
    """

    __slots__ = ("_method", "_name", "_namespace", "_op_class")

    def __init__(self, namespace: dict[str, Any], name: str, op_class: str) -> None:
        self._namespace = namespace
        self._name = name
        # "module.Class" or "module.Class.create"
        self._op_class, _, self._method = op_class.partition(":")
        self._method = self._method or "_create"

    def __call__(self, *args: Any) -> Any:
        module, _, class_name = self._op_class.rpartition(".")
        create = getattr(getattr(importlib.import_module(module), class_name), self._method)
        self._namespace[self._name] = create
        return create(*args)

    def __repr__(self) -> str:
        return f"<{self._op_class}.{self._method}, imported when first called>"


def lazy_creates(namespace: dict[str, Any], creates: dict[str, str]) -> None:
    """Puts a ``lazy_create`` among a facade module's globals for each ``name: "module.Class"``
    (``"module.Class:create"`` for a class whose facade method calls ``create``)."""
    for name, op_class in creates.items():
        namespace[name] = lazy_create(namespace, name, op_class)
