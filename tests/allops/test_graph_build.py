"""Every generated op class: its surface as its opdef describes it, and ``create`` in a ``Graph``
with synthesized arguments (see ``synth``) adding a node of type ``OP_NAME`` with the expected
inputs and attributes."""

from __future__ import annotations

import ast
import inspect
import sys
import typing
import zlib
from typing import Any

import pytest
import tensorflow as tf
from org.tensorflow import Graph, Output
from org.tensorflow.op import Ops

from tests.allops import stats, synth
from tests.allops.opdefs import (
    OpClass,
    all_op_classes,
    is_list_type,
    python_method,
    python_param,
    single_list_output,
    single_plain_output,
)
from tfjava.core.operand import Operand
from tfjava.core.raw_op import OpOptions, RawOp
from tfjava.ndarray import Shape

ALL = all_op_classes()

# Classes that are not built in a graph, by "group.ClassName", with the reason. Reviewed:
# each entry is either a generator/runtime bug ("BUG: ...", the surface test is an expected
# failure until it is fixed) or an op whose valid arguments cannot be synthesized.
NOT_BUILT: dict[str, str] = {}

_P = inspect.Parameter


def _ids(op: OpClass) -> str:
    return op.key


@pytest.fixture(scope="module", autouse=True)
def _count_classes() -> None:
    stats.CLASSES.update(op.key for op in ALL)


def _known_bug(op: OpClass, check: Any) -> None:
    """Run ``check``; for a class listed as a bug, expect it to fail (and say when it no
    longer does, so that the entry goes)."""
    reason = NOT_BUILT.get(op.key, "")
    if not reason.startswith("BUG"):
        check()
        return
    try:
        check()
    except Exception:  # noqa: BLE001 - any failure is the known bug
        pytest.xfail(reason)
    pytest.fail(f"{op.key} is listed in NOT_BUILT as a bug but passes: remove the entry")


# --------------------------------------------------------------------------------------------
# Surface


def _positional_names(params: list[inspect.Parameter]) -> list[str]:
    return [p.name for p in params[1:] if p.kind in (_P.POSITIONAL_ONLY, _P.POSITIONAL_OR_KEYWORD)]


def _check_create_signature(op: OpClass, cls: Any) -> None:
    params = list(inspect.signature(cls.create).parameters.values())
    assert params[0].name == "scope"
    expected = [python_param(p["name"]) for p in op.create]
    var = [p for p in params if p.kind is _P.VAR_POSITIONAL]
    keywords = [p.name for p in params if p.kind is _P.KEYWORD_ONLY]
    assert keywords == [python_param(o["name"]) for o in op.options]
    if var and var[0].name != "options":
        # Java overloads that drop a Class<X> parameter before required ones: the overloads
        # spell out both signatures.
        overloads = [
            _positional_names(list(inspect.signature(o).parameters.values()))
            for o in typing.get_overloads(cls.create)
        ]
        assert expected in overloads, (expected, overloads)
        shorter = [python_param(p["name"]) for p in op.create if "default" not in p]
        assert shorter in overloads, (shorter, overloads)
        return
    assert _positional_names(params) == expected
    assert bool(var) == bool(op.options)
    by_name = {p.name: p for p in params}
    for p in op.create:
        param = by_name[python_param(p["name"])]
        if "default" in p:
            assert getattr(param.default, "__name__", None) == p["default"], param
        else:
            assert param.default is _P.empty, param


def _check_options(op: OpClass, cls: Any) -> None:
    if not op.options:
        assert not hasattr(cls, "Options")
        return
    assert issubclass(cls.Options, OpOptions)
    for o in op.options:
        name = python_method(o["name"])
        assert callable(getattr(cls, name)), name
        assert callable(getattr(cls.Options, name)), name


def _check_outputs(op: OpClass, cls: Any) -> None:
    for out in op.outputs:
        assert callable(getattr(cls, python_method(out["name"]), None)), out["name"]
    one_plain = single_plain_output(op)
    assert hasattr(cls, "asOutput") == one_plain
    assert issubclass(cls, Operand) == one_plain
    assert hasattr(cls, "__iter__") == single_list_output(op)


@pytest.mark.parametrize("op", ALL, ids=_ids)
def test_surface(op: OpClass) -> None:
    def check() -> None:
        cls = op.load_class()
        assert cls.__name__ == op.class_name
        assert cls.__module__.startswith(op.package + "."), cls.__module__
        assert issubclass(cls, RawOp)
        assert cls.OP_NAME == op.op_name
        assert synth.op_def(cls.OP_NAME) is not None, f"{cls.OP_NAME} is not registered"
        _check_create_signature(op, cls)
        _check_options(op, cls)
        _check_outputs(op, cls)

    _known_bug(op, check)


# --------------------------------------------------------------------------------------------
# Graph build


def _check_attrs(built: synth.Built) -> None:
    plan, node_def = built.plan, built.node.node_def
    for a in plan.op_def.attr:
        assert a.name in node_def.attr, f"attribute {a.name} missing on the node"
    for name, value in built.explicit.items():
        kind = plan.kinds[name]
        assert synth.node_attr(node_def, name, kind) == synth.normalize(kind, value), name
    # Attributes that inputs fix: the placeholders' dtypes and list lengths.
    for arg, dtypes in zip(plan.op_def.input_arg, plan.inputs, strict=True):
        if arg.number_attr:
            assert node_def.attr[arg.number_attr].i == len(dtypes)
        if arg.type_attr and dtypes:
            assert node_def.attr[arg.type_attr].type == dtypes[0]
        if arg.type_list_attr:
            assert list(node_def.attr[arg.type_list_attr].list.type) == dtypes


def _check_inputs(built: synth.Built, cls: Any) -> None:
    """The class's ``Inputs`` reads the node back: one field per input (Java parameter name,
    a list for a list input) and per attribute (Java name, Java value), in OpDef order."""
    plan, node = built.plan, built.node
    inputs = cls.Inputs(built.result.op())
    assert type(inputs).__qualname__ == f"{cls.__qualname__}.Inputs"
    java_inputs = [p["name"] for p in plan.op.create if p["kind"] in ("input", "inputList")]
    fields = [f for f in vars(inputs) if not f.startswith("_")]
    assert fields[: len(java_inputs)] == java_inputs
    flat: list[Any] = []
    for name, arg in zip(java_inputs, plan.op_def.input_arg, strict=True):
        value = getattr(inputs, name)
        is_list = bool(arg.number_attr or arg.type_list_attr)
        assert isinstance(value, list) == is_list, name
        flat += value if is_list else [value]
    assert [o._t for o in flat] == list(node.inputs)
    assert len(fields) == len(java_inputs) + len(plan.op_def.attr)
    assert inputs.attributeNames() == {a.name for a in plan.op_def.attr}
    for field, a in zip(fields[len(java_inputs) :], plan.op_def.attr, strict=True):
        value, proto = getattr(inputs, field), node.node_def.attr[a.name]
        assert inputs.attributeValue(a.name) == proto
        if a.type == "type":
            assert value == proto.type, field
        elif a.type == "int":
            assert value == proto.i, field
        elif a.type == "bool":
            assert value is proto.b, field
        elif a.type == "string":
            assert value.encode() == proto.s or value == proto.s.decode("utf-8", "replace"), field
        elif a.type == "list(type)":
            assert value == list(proto.list.type), field
    assert inputs.getOutputs().op() == built.result.op()
    declared = _declared_inputs_fields(cls)
    assert set(declared) <= set(fields)
    for field, annotation in declared.items():
        assert _holds(getattr(inputs, field), annotation), (field, ast.unparse(annotation))
    assert inputs == cls.Inputs(built.result.op()) and hash(inputs) == hash(
        cls.Inputs(built.result.op())
    )


def _declared_inputs_fields(cls: Any) -> dict[str, ast.expr]:
    """The fields the module declares for type checkers in ``<Op>.Inputs``, with annotations."""
    tree = ast.parse(inspect.getsource(sys.modules[cls.__module__]))
    (op_class,) = (n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls.__name__)
    (inputs,) = (
        n for n in ast.walk(op_class) if isinstance(n, ast.ClassDef) and n.name == "Inputs"
    )
    return {
        n.target.id: n.annotation
        for n in inputs.body
        if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)
    }


_SCALARS: dict[str, type] = {"int": int, "float": float, "str": str, "bool": bool, "Shape": Shape}


def _holds(value: Any, annotation: ast.expr) -> bool:
    """Whether the runtime value is of the declared type (``Operand[X]``, ``list[...]``, scalars)."""
    if isinstance(annotation, ast.Subscript) and isinstance(annotation.value, ast.Name):
        if annotation.value.id == "list":
            return isinstance(value, list) and all(_holds(v, annotation.slice) for v in value)
        if annotation.value.id == "Operand":
            return isinstance(value, Operand)
    if isinstance(annotation, ast.Name) and annotation.id in _SCALARS:
        expected = _SCALARS[annotation.id]
        # A bool is an int to isinstance; an int attribute is never a bool here.
        return isinstance(value, expected) and (expected is bool or not isinstance(value, bool))
    raise AssertionError(f"unexpected Inputs annotation {ast.unparse(annotation)}")


def _check_output_getters(built: synth.Built) -> None:
    op, result, node = built.plan.op, built.result, built.node
    count = 0
    for out in op.outputs:
        value = getattr(result, python_method(out["name"]))()
        if is_list_type(out["type"]):
            assert isinstance(value, list)
            assert all(isinstance(v, Output) for v in value)
            count += len(value)
        else:
            assert isinstance(value, Output)
            count += 1
    assert count == len(node.outputs)
    if single_plain_output(op):
        assert result.asOutput()._t is node.outputs[0]
    if single_list_output(op):
        assert [o._t for o in result] == list(node.outputs)


@pytest.mark.parametrize("op", ALL, ids=_ids)
def test_graph_build(op: OpClass) -> None:
    if op.key in NOT_BUILT:
        stats.LISTED[op.key] = NOT_BUILT[op.key]
        pytest.skip(NOT_BUILT[op.key])
    plan = synth.make_plan(op)
    removed = synth.removed_from_graphs(plan.op_def)
    cls = op.load_class()
    with Graph() as g:
        ops = Ops.create(g)
        if removed:
            # TensorFlow refuses ops deprecated before the current GraphDef version.
            with pytest.raises(tf.errors.UnimplementedError, match="not available in GraphDef"):
                synth.build(plan, ops)
            stats.LISTED[op.key] = removed
            return
        built = synth.build(plan, ops, use_option_methods=zlib.crc32(op.key.encode()) % 2 == 1)
        assert isinstance(built.result, cls)
        assert built.node.type == op.op_name
        assert built.node.name == op.class_name
        assert built.result.op().type() == op.op_name
        assert len(built.node.inputs) == plan.num_inputs
        _check_attrs(built)
        _check_output_getters(built)
        _check_inputs(built, cls)
    stats.BUILT.add(op.key)


WITH_OPTIONS = [op for op in ALL if op.options]


@pytest.mark.parametrize("op", WITH_OPTIONS, ids=_ids)
def test_graph_build_with_option_objects(op: OpClass) -> None:
    """Every class with options: ``create`` given ``Options`` objects from its static option
    methods (the other test passes keywords for half of the classes) sets every option."""
    if op.key in NOT_BUILT:
        pytest.skip(NOT_BUILT[op.key])
    plan = synth.make_plan(op)
    if synth.removed_from_graphs(plan.op_def):
        pytest.skip("TensorFlow refuses the op in new graphs")
    with Graph() as g:
        built = synth.build(plan, Ops.create(g), use_option_methods=True)
        assert built.node.type == op.op_name
        _check_attrs(built)
