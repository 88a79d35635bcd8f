"""The op pages against the generated code at run time: each ``create`` overload (the
``typing.overload``s of the generated modules, the facade's) and the ``Inputs`` fields."""

from __future__ import annotations

import inspect
import typing
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from org.tensorflow import Graph
from org.tensorflow.op import Ops

from generator.registry_check import RegistryCheck
from tests.allops import synth
from tests.allops.opdefs import OpClass, all_op_classes
from tests.docs.pages import Element, first_column, parse, span_texts

ALL = all_op_classes()


def _page(site: Path, op: OpClass) -> Element:
    return parse(site / (op.package.replace(".", "/") + f"/{op.class_name}.html"))


def _names(fn: Any, skip: int) -> list[str]:
    return list(inspect.signature(fn).parameters)[skip:]


def _overloads(fn: Any) -> list[Any]:
    return [getattr(f, "__func__", f) for f in typing.get_overloads(fn)]


OVERLOADED = [op for op in ALL if _overloads(op.load_class().create)]


def test_the_secondary_creates_are_all_there() -> None:
    # TensorFlow Java has 53 classes with a secondary create (java-generator-rules.md).
    assert len(OVERLOADED) >= 53


@pytest.mark.parametrize("op", OVERLOADED, ids=lambda op: op.key)
def test_each_create_overload_is_shown(site: Path, op: OpClass) -> None:
    page = _page(site, op)
    cls = op.load_class()
    code = sorted(_names(f, 0) for f in _overloads(cls.create))
    shown = [span_texts(pre, "n") for pre in page.find_all("pre", "python-create")]
    assert sorted(shown) == code
    java = [span_texts(pre, "n") for pre in page.find_all("pre", "java-create")]
    assert len(java) == len(shown) == 2
    # Java's secondary create is the full one without its Class<X> parameters.
    dropped = [p["name"] for p in op.create if p.get("default")]
    assert java[1] == [n for n in java[0] if n not in dropped]
    full = page.find_all("pre", "java-create")[0]
    types = dict(zip(span_texts(full, "n"), span_texts(full, "nc")[-len(java[0]) :], strict=True))
    assert all(types[n].startswith("Class<") for n in dropped)


@pytest.mark.parametrize(
    "op", [op for op in OVERLOADED if op.data.get("facadeMethod")], ids=lambda op: op.key
)
def test_each_facade_overload_is_shown(site: Path, op: OpClass, eager_ops: Any) -> None:
    group: Any = eager_ops
    for part in op.group.split(".") if op.group != "core" else []:
        group = getattr(group, part)
    method = op.data["facadeMethod"]
    fn = getattr(type(group), f"_op_{method}", None) or getattr(type(group), method)
    code = sorted(_names(f, 1) for f in _overloads(fn))
    facades = [
        pre
        for pre in _page(site, op).find_all("pre", "python")
        if "python-create" not in pre.classes
    ]
    assert sorted(span_texts(pre, "n") for pre in facades) == code


@pytest.fixture(scope="module")
def eager_ops() -> Any:
    return Ops.create()


@cache
def _registry() -> dict[str, Any]:
    return RegistryCheck().ops()


def _sample() -> list[OpClass]:
    """Ops of every group, with list inputs and with every attribute kind TensorFlow has."""
    registry = _registry()
    chosen: dict[str, OpClass] = {}
    first_of_group: set[str] = set()
    kinds: set[str] = set()
    for op in ALL:
        entry = registry.get(op.op_name)
        if entry is None or op.data.get("library"):
            continue
        new_kinds = {t for _, t, _ in entry["attrs"]} - kinds
        has_list = any(is_list for _, is_list in entry["in"])
        if op.group not in first_of_group or new_kinds or (has_list and "list-input" not in kinds):
            chosen[op.key] = op
            first_of_group.add(op.group)
            kinds |= new_kinds | ({"list-input"} if has_list else set())
    for key in ("core.StopGradient", "core.Unique", "math.AddN", "strings.Substr"):
        chosen[key] = next(op for op in ALL if op.key == key)
    return sorted(chosen.values(), key=lambda op: op.key)


SAMPLE = _sample()


def test_the_sample_covers_every_attribute_kind() -> None:
    registry = _registry()
    kinds = {t for op in SAMPLE for _, t, _ in registry[op.op_name]["attrs"]}
    assert {"type", "list(type)", "int", "list(int)", "float", "bool", "string", "shape"} <= kinds
    assert {"func", "tensor", "list(string)", "list(shape)", "list(float)"} <= kinds
    assert any(is_list for op in SAMPLE for _, is_list in registry[op.op_name]["in"])
    assert {op.group for op in SAMPLE} == {op.group for op in ALL}


@pytest.mark.parametrize("op", SAMPLE, ids=lambda op: op.key)
def test_inputs_fields_are_the_runtime_inputs_class(site: Path, op: OpClass) -> None:
    cls = op.load_class()
    inputs = cls.Inputs
    runtime = [f for f, _ in inputs._INPUT_FIELDS] + [f for f, _ in inputs._ATTR_FIELDS]
    assert first_column(_page(site, op), "inputs-fields") == runtime


@pytest.mark.parametrize(
    "key",
    ["core.StopGradient", "core.Unique", "math.AddN", "strings.Substr", "nn.MaxPoolWithArgmax"],
)
def test_inputs_fields_are_those_of_a_built_operation(site: Path, key: str) -> None:
    op = next(op for op in ALL if op.key == key)
    with Graph() as g:
        built = synth.build(synth.make_plan(op), Ops.create(g))
        inputs = op.load_class().Inputs(built.result.op())
        fields = [f for f in vars(inputs) if not f.startswith("_")]
    assert first_column(_page(site, op), "inputs-fields") == fields
    assert len(fields) >= 2
