"""The generated op classes as the opdefs describe them (read with plain YAML, no generator
code), and what the Java surface rules say each class must look like in Python."""

from __future__ import annotations

import keyword
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
OPDEFS = ROOT / "opdefs"

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class OpClass:
    """One opdef: a generated Java op class."""

    path: Path
    data: dict[str, Any] = field(compare=False, hash=False, repr=False)

    @property
    def class_name(self) -> str:
        return str(self.data["className"])

    @property
    def package(self) -> str:
        return str(self.data["package"])

    @property
    def op_name(self) -> str:
        return str(self.data["opName"])

    @property
    def group(self) -> str:
        return self.package[len("org.tensorflow.op.") :]

    @property
    def key(self) -> str:
        """``group.ClassName`` (unique; ``data.MapDataset`` vs ``data.experimental.MapDataset``)."""
        return f"{self.group}.{self.class_name}"

    @property
    def create(self) -> list[dict[str, Any]]:
        return list(self.data.get("create") or [])

    @property
    def options(self) -> list[dict[str, Any]]:
        return list(self.data.get("options") or [])

    @property
    def outputs(self) -> list[dict[str, Any]]:
        return list(self.data.get("outputs") or [])

    def load_class(self) -> Any:
        import importlib

        return getattr(importlib.import_module(self.package), self.class_name)


def _apply_overrides(data: dict[str, Any]) -> dict[str, Any]:
    overrides = data.pop("overrides", None) or {}
    for key, value in overrides.items():
        if key in ("create", "options", "outputs"):
            entries = {e["name"]: e for e in data.get(key) or []}
            for name, fields in (value or {}).items():
                entries[name].update(fields)
        else:
            data[key] = value
    return data


@cache
def all_op_classes() -> tuple[OpClass, ...]:
    """Every opdef, sorted by group and class name."""
    ops = []
    for path in sorted(OPDEFS.rglob("*.yaml")):
        with path.open(encoding="utf-8") as f:
            data = yaml.load(f, Loader=_Loader)
        ops.append(OpClass(path, _apply_overrides(data)))
    ops.sort(key=lambda op: op.key)
    return tuple(ops)


def python_param(java_name: str) -> str:
    """Porting contract §2: a keyword or soft keyword parameter gets a trailing ``_``."""
    if keyword.iskeyword(java_name) or keyword.issoftkeyword(java_name):
        return java_name + "_"
    return java_name


def python_method(java_name: str) -> str:
    return java_name + "_" if keyword.iskeyword(java_name) else java_name


def is_list_type(java_type: str) -> bool:
    return java_type.startswith("List<")


def single_plain_output(op: OpClass) -> bool:
    outs = op.outputs
    return len(outs) == 1 and not is_list_type(outs[0]["type"])


def single_list_output(op: OpClass) -> bool:
    outs = op.outputs
    return len(outs) == 1 and is_list_type(outs[0]["type"])
