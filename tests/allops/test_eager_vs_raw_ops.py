"""Generated op classes run eagerly against ``tf.raw_ops.<OpName>`` with the same inputs and
attributes: outputs must agree in dtype, shape and (except for stateful random ops) value.

The runs (op class, input layout, main dtype) are in ``eager_cases.CASES``; every other class
is left out by a rule (``eager.rule_reason``) or listed in ``eager_cases.LEFT_OUT`` with the
reason. Ops with function attributes are compared by the hand-written cases at the end.
"""

from __future__ import annotations

import zlib
from typing import Any

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow.op import Ops
from org.tensorflow.op.core import (
    PartitionedCall,
    StatefulCase,
    StatefulIf,
    StatefulPartitionedCall,
    StatefulWhile,
    StatelessCase,
    StatelessIf,
    StatelessWhile,
)
from org.tensorflow.types import TFloat32, TInt32

from tests.allops import eager, stats, synth
from tests.allops.eager_cases import CASES, LEFT_OUT
from tests.allops.opdefs import OpClass, all_op_classes

BY_KEY = {op.key: op for op in all_op_classes()}

# Runtime bugs the comparison shows (reviewed): the case runs as an expected failure, and the
# test fails once it passes, so that the entry goes.
EAGER_BUGS: dict[str, tuple[str, str, str | None]] = {}

FUNCTION_OPS = {
    "core.StatefulIf",
    "core.StatelessIf",
    "core.StatefulWhile",
    "core.StatelessWhile",
    "core.StatefulCase",
    "core.StatelessCase",
    "core.PartitionedCall",
    "core.StatefulPartitionedCall",
}


@pytest.fixture(scope="module")
def ops() -> Ops:
    return Ops.create()


def _record(op: OpClass, runs: int) -> None:
    stats.EAGER_COMPARED.setdefault(op.group, set()).add(op.key)
    stats.EAGER_CASES[op.group] += runs


def _run_case(
    op: OpClass,
    ops: Ops,
    layout: str,
    dtype_name: str | None,
    hints: dict[str, Any] | None = None,
) -> eager.Case:
    dtype = None if dtype_name is None else tf.as_dtype(dtype_name).as_datatype_enum
    case = eager.make_case(op, layout, dtype, hints)
    raw = eager.run_raw(case)
    option_methods = zlib.crc32(op.key.encode()) % 2 == 1
    result, ours = eager.run_ours(case, ops, use_option_methods=option_methods)
    assert isinstance(result, op.load_class())
    assert result.op().type() == op.op_name
    eager.compare(ours, raw, values=not case.plan.op_def.is_stateful)
    # Again, on fresh inputs of the same (seeded) values: the native path runs the op it kept
    # from the first call (same attributes and input types).
    again_case = eager.make_case(op, layout, dtype, hints)
    _, again = eager.run_ours(again_case, ops, use_option_methods=option_methods)
    eager.compare(again, raw, values=not case.plan.op_def.is_stateful)
    return case


@pytest.mark.parametrize("key", sorted(CASES))
def test_eager_matches_raw_ops(key: str, ops: Ops) -> None:
    op = BY_KEY[key]
    for layout, dtype_name in CASES[key]:
        _run_case(op, ops, layout, dtype_name)
    _record(op, len(CASES[key]))


# Runs whose inputs differ in dtype, with lists of two tensors, beside those of CASES: the
# native path once typed a list by the inputs counted from the list's argument index rather
# than from its own first tensor (DynamicStitch's float data typed as its int32 indices), which
# lists of one tensor hide. (layout, main dtype, attribute hints) per class.
MIXED: dict[str, tuple[str, str, dict[str, Any]]] = {
    "core.DynamicStitch": ("mat", "float32", {"N": 2}),
    "core.ParallelDynamicStitch": ("mat", "float64", {"N": 2}),
    "core.Concat": ("mat", "float32", {"N": 2}),
    "nn.FusedBatchNorm": ("mat", "float16", {}),  # half x, float scale/offset/mean/variance
    "sparse.SparseMatMul": ("sq", "float32", {"Tb": tf.bfloat16.as_datatype_enum}),
    "train.BatchMatMul": (
        "sq",
        "uint8",
        {"Tb": tf.int8.as_datatype_enum, "Tout": tf.int32.as_datatype_enum},
    ),
}
# Classes of CASES with inputs that may differ in dtype and no such run, with the reason.
MIXED_LEFT_OUT = {
    "io.ParseSingleSequenceExample": "its only typed list (context_dense_defaults) needs dense "
    "feature keys and defaults the generic layouts do not give; every other input is a string",
}


def _type_sources(od: Any) -> set[object]:
    return {a.type_list_attr or a.type_attr or a.type for a in od.input_arg}


def _list_before_another_input(od: Any) -> bool:
    args = list(od.input_arg)
    return any(a.number_attr or a.type_list_attr for a in args[:-1])


def _mixed(case: eager.Case) -> bool:
    return len({dt for dts in case.plan.inputs for dt in dts}) > 1


@pytest.mark.parametrize("key", sorted(MIXED))
def test_eager_inputs_of_different_dtypes(key: str, ops: Ops) -> None:
    layout, dtype_name, hints = MIXED[key]
    case = _run_case(BY_KEY[key], ops, layout, dtype_name, hints)
    assert _mixed(case), case.plan.inputs
    lists = [dts for dts, is_list in zip(case.plan.inputs, case.plan.list_input) if is_list]
    assert all(len(dts) >= 2 for dts in lists), case.plan.inputs


def test_every_op_with_inputs_of_several_dtypes_runs_them_mixed() -> None:
    """Each compared class whose inputs may differ in dtype has a run where they do, with lists
    of two tensors or more where a list comes before another input."""
    missing = []
    for key, runs in CASES.items():
        op = BY_KEY[key]
        od = synth.op_def(op.op_name)
        if len(_type_sources(od)) < 2 or key in MIXED or key in MIXED_LEFT_OUT:
            continue
        cases = [eager.make_case(op, layout, _dtype(name)) for layout, name in runs]
        long_lists = [
            c
            for c in cases
            if all(len(d) >= 2 for d, is_list in zip(c.plan.inputs, c.plan.list_input) if is_list)
        ]
        if not any(_mixed(c) for c in cases):
            missing.append((key, "no run with inputs of different dtypes"))
        elif _list_before_another_input(od) and not any(_mixed(c) for c in long_lists):
            missing.append((key, "no such run with lists of two tensors"))
    assert not missing, missing


def _dtype(name: str | None) -> int | None:
    return None if name is None else tf.as_dtype(name).as_datatype_enum


@pytest.mark.parametrize("key", sorted(EAGER_BUGS))
def test_known_eager_bugs(key: str, ops: Ops) -> None:
    reason, layout, dtype_name = EAGER_BUGS[key]
    try:
        _run_case(BY_KEY[key], ops, layout, dtype_name)
    except Exception:  # noqa: BLE001 - any failure is the known bug
        pytest.xfail(reason)
    pytest.fail(f"{key} is listed in EAGER_BUGS but passes: move it to CASES")


def test_every_class_is_compared_or_left_out_with_a_reason() -> None:
    unaccounted = []
    for op in all_op_classes():
        rule = eager.rule_reason(op)
        places = [op.key in CASES, op.key in LEFT_OUT, rule is not None]
        if sum(places) != 1 and op.key not in FUNCTION_OPS:
            unaccounted.append((op.key, places))
        if op.key in LEFT_OUT:
            stats.EAGER_LISTED[op.key] = LEFT_OUT[op.key]
        elif rule is not None and op.key not in FUNCTION_OPS:
            stats.EAGER_LISTED[op.key] = rule
    assert not unaccounted, unaccounted[:20]
    for key, reason in LEFT_OUT.items():
        assert reason.strip(), key
        if reason.startswith("BUG"):
            assert key in EAGER_BUGS, key
    assert len(CASES) + len(FUNCTION_OPS) >= 300


# --------------------------------------------------------------------------------------------
# Ops with function attributes (the functions must match the op's inputs and outputs)


def _f32(fn: Any, *dtypes: Any) -> Any:
    return tf.function(fn, autograph=False).get_concrete_function(
        *(tf.TensorSpec([], d) for d in dtypes)
    )


@pytest.fixture(scope="module")
def functions() -> dict[str, Any]:
    return {
        "double": _f32(lambda x: x * 2.0, tf.float32),
        "inc": _f32(lambda x: x + 1.0, tf.float32),
        "neg": _f32(lambda x: -x, tf.float32),
        "cond": _f32(lambda i, x: i < 4, tf.int32, tf.float32),
        "body": _f32(lambda i, x: (i + 1, x * 3.0), tf.int32, tf.float32),
    }


def _function_runs(fns: dict[str, Any]) -> dict[str, tuple[Any, Any, Any]]:
    """Per class: (our call, the raw op call, outputs compare by value)."""
    x = np.float32(1.5)

    def if_(cls: Any, raw: Any, flag: bool) -> Any:
        return (
            lambda o: cls.create(
                o.scope(), o.constant(flag), [o.constant(x)], [TFloat32], fns["double"], fns["inc"]
            ),
            lambda: raw(
                cond=flag,
                input=[x],
                Tout=[tf.float32],
                then_branch=fns["double"],
                else_branch=fns["inc"],
            ),
        )

    def while_(cls: Any, raw: Any) -> Any:
        return (
            lambda o: cls.create(
                o.scope(), [o.constant(0), o.constant(x)], fns["cond"], fns["body"]
            ),
            lambda: raw(input=[np.int32(0), x], cond=fns["cond"], body=fns["body"]),
        )

    def case_(cls: Any, raw: Any) -> Any:
        branches = [fns["double"], fns["inc"], fns["neg"]]
        return (
            lambda o: cls.create(o.scope(), o.constant(2), [o.constant(x)], [TFloat32], branches),
            lambda: raw(branch_index=2, input=[x], Tout=[tf.float32], branches=branches),
        )

    def call(cls: Any, raw: Any) -> Any:
        return (
            lambda o: cls.create(o.scope(), [o.constant(x)], [TFloat32], fns["double"]),
            lambda: raw(args=[x], Tout=[tf.float32], f=fns["double"]),
        )

    return {
        "core.StatefulIf": if_(StatefulIf, tf.raw_ops.If, True),
        "core.StatelessIf": if_(StatelessIf, tf.raw_ops.StatelessIf, False),
        "core.StatefulWhile": while_(StatefulWhile, tf.raw_ops.While),
        "core.StatelessWhile": while_(StatelessWhile, tf.raw_ops.StatelessWhile),
        "core.StatefulCase": case_(StatefulCase, tf.raw_ops.Case),
        "core.StatelessCase": case_(StatelessCase, tf.raw_ops.StatelessCase),
        "core.PartitionedCall": call(PartitionedCall, tf.raw_ops.PartitionedCall),
        "core.StatefulPartitionedCall": call(
            StatefulPartitionedCall, tf.raw_ops.StatefulPartitionedCall
        ),
    }


@pytest.mark.parametrize("key", sorted(FUNCTION_OPS))
def test_function_ops_eager_match_raw_ops(key: str, ops: Ops, functions: dict[str, Any]) -> None:
    ours_fn, raw_fn = _function_runs(functions)[key]
    result = ours_fn(ops)
    assert isinstance(result, BY_KEY[key].load_class())
    ours = [o._t for o in result]
    eager.compare(ours, eager.flatten(raw_fn()), values=True)
    _record(BY_KEY[key], 1)


def test_int_list_type_attr_eager(ops: Ops) -> None:
    """A list(type) attribute with a non-float type, through PartitionedCall."""
    f = _f32(lambda i: i * 3, tf.int32)
    (out,) = PartitionedCall.create(ops.scope(), [ops.constant(5)], [TInt32], f)
    assert out.asTensor().numpy() == 15
    assert synth.op_def("PartitionedCall") is not None
