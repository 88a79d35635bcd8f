"""How Java names become Python identifiers and module paths (the only place that decides it)."""

from __future__ import annotations

import keyword
import re

OP_ROOT = "org.tensorflow.op"

# Names every op instance already has (from RawOp/Operand); an option of the same name needs the
# static-or-instance descriptor.
INHERITED_INSTANCE_METHODS = frozenset(
    {"op", "env", "asOutput", "shape", "type", "dataType", "asTensor", "iterator"}
)


# Python's soft keywords as of 3.10 and 3.11. Fixed here, not read from the running Python
# (3.12 adds ``type``), so that every supported Python generates the same bytes.
SOFT_KEYWORDS = frozenset({"_", "case", "match"})


def python_param(java_name: str) -> str:
    """A Java parameter name in Python: keywords and soft keywords get a trailing ``_``."""
    if keyword.iskeyword(java_name) or java_name in SOFT_KEYWORDS:
        return java_name + "_"
    return java_name


def python_method(java_name: str) -> str:
    """A Java method name in Python (only hard keywords need escaping for methods)."""
    return java_name + "_" if keyword.iskeyword(java_name) else java_name


def snake_case(name: str) -> str:
    """``StopGradient`` → ``stop_gradient``, ``Conv2dBackpropInputV2`` → ``conv2d_backprop_input_v2``."""
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s)
    return s.lower()


def group_of(package: str) -> str:
    """``org.tensorflow.op.data.experimental`` → ``data.experimental``."""
    if package == OP_ROOT:
        return "core"
    if not package.startswith(OP_ROOT + "."):
        return package
    return package[len(OP_ROOT) + 1 :]


def group_class_name(group: str) -> str:
    """Facade group class: ``data.experimental`` → ``DataExperimentalOps``, ``nn`` → ``NnOps``."""
    parts = group.replace(".", "_").split("_")
    return "".join(p[:1].upper() + p[1:] for p in parts if p) + "Ops"


def group_module(group: str) -> str:
    """Module (below ``org.tensorflow.op``) of a facade group class: ``data_experimental_ops``."""
    return group.replace(".", "_") + "_ops"


def package_dir(package: str) -> str:
    """``org.tensorflow.op.core`` → ``org/tensorflow/op/core``."""
    return package.replace(".", "/")
