"""Generated op classes under ``tf.GradientTape``: for every op of the eager cases that has a
gradient, the gradients of its float outputs with respect to its float inputs match those of
``tf.raw_ops.<OpName>`` (run on both eager paths: the suite runs again with
``TFJAVA_NATIVE=0``). Options are passed only where they differ from the default, as a user
calls ``create``: gradient functions read every attribute, defaulted ones included.

One run per class (its first float case) keeps this to seconds; the values of every case are
compared in ``test_eager_vs_raw_ops``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow.op import Ops
from tensorflow.python.framework import ops as tf_ops

from tests.allops import eager, synth
from tests.allops.eager_cases import CASES
from tests.allops.opdefs import OpClass, all_op_classes

BY_KEY = {op.key: op for op in all_op_classes()}
_FLOATS = {tf.float32.as_datatype_enum, tf.float64.as_datatype_enum}


def _has_gradient(op_name: str) -> bool:
    try:
        return tf_ops._gradient_registry.lookup(op_name) is not None
    except LookupError:
        return False


def _float_run(key: str) -> tuple[str, str | None] | None:
    """The first case of ``key`` whose op has a float input (and a float output)."""
    op = BY_KEY[key]
    od = synth.op_def(op.op_name)
    if od.is_stateful or not _has_gradient(op.op_name):
        return None
    for layout, name in CASES[key]:
        dtype = None if name is None else tf.as_dtype(name).as_datatype_enum
        case = eager.make_case(op, layout, dtype)
        if any(dt in _FLOATS for dts in case.plan.inputs for dt in dts):
            return layout, name
    return None


# Gradient functions TensorFlow registers that cannot run eagerly, with the reason.
GRAPH_ONLY_GRADIENTS = {
    "core.Merge": "_MergeGrad reads op.inputs[0].op, which an eager tensor does not have",
    "debugging.DebugGradientIdentity": "its gradient reads op.name, which the tape's record of "
    "an eager op does not have",
}
GRADIENT_CASES = {
    key: run
    for key in sorted(CASES)
    if key not in GRAPH_ONLY_GRADIENTS and (run := _float_run(key)) is not None
}


def _gradients(case: eager.Case, make: Any, call: Any) -> list[Any]:
    """d(sum of the float outputs)/d(each float input), with inputs made by ``make``."""
    with tf.GradientTape(persistent=True) as tape:
        inputs: list[Any] = []
        watched: list[Any] = []
        for value, dtypes in zip(case.inputs, case.plan.inputs, strict=True):
            made = [
                make(v, dt)
                for v, dt in zip(value if isinstance(value, list) else [value], dtypes, strict=True)
            ]
            for (tensor, _), dt in zip(made, dtypes, strict=True):
                if dt in _FLOATS:
                    tape.watch(tensor)
                    watched.append(tensor)
            inputs.append([m for _, m in made] if isinstance(value, list) else made[0][1])
        outputs = [o for o in call(inputs) if o.dtype.as_datatype_enum in _FLOATS]
        target = (
            tf.add_n([tf.reduce_sum(tf.cast(o, tf.float64)) for o in outputs]) if outputs else None
        )
    if target is None:
        return []
    return tape.gradient(target, watched)


def _raw_make(value: Any, dt: int) -> tuple[Any, Any]:
    t = tf.constant(value, dtype=tf.as_dtype(dt))
    return t, t


def _raw_call(case: eager.Case) -> Any:
    def call(inputs: list[Any]) -> list[Any]:
        raw_case = eager.Case(case.op, case.plan, case.layout, case.dtype, inputs)
        return eager.run_raw(raw_case)

    return call


def _ours_make(ops: Ops) -> Any:
    def make(value: Any, dt: int) -> tuple[Any, Any]:
        operand = eager.operand(ops, value, dt)
        tensor = operand if isinstance(operand, tf.Tensor) else operand.asOutput()._t
        return tensor, operand

    return make


def _ours_call(case: eager.Case, op: OpClass, ops: Ops) -> Any:
    def call(inputs: list[Any]) -> list[Any]:
        result, _ = synth.call_create(case.plan, ops, inputs, defaulted_options=False)
        outs: list[Any] = []
        for out in op.outputs:
            got = getattr(result, eager.python_method(out["name"]))()
            outs.extend(o._t for o in (got if eager.is_list_type(out["type"]) else [got]))
        return outs

    return call


@pytest.fixture(scope="module")
def ops() -> Ops:
    return Ops.create()


def test_gradient_cases_cover_the_differentiable_ops() -> None:
    # Sanity of the selection: the ops of the report are all here.
    for key in (
        "linalg.MatMul",
        "core.ReduceSum",
        "math.Mean",
        "core.ReduceMax",
        "nn.FusedBatchNorm",
        "nn.Conv2d",
        "nn.MaxPool",
        "nn.BiasAdd",
        "core.Gather",
        "core.StridedSlice",
        "nn.LeakyRelu",
        "math.Cumsum",
    ):
        assert key in GRADIENT_CASES, key
    assert len(GRADIENT_CASES) >= 100


@pytest.mark.parametrize("key", sorted(GRADIENT_CASES))
def test_tape_gradients_match_raw_ops(key: str, ops: Ops) -> None:
    op = BY_KEY[key]
    layout, name = GRADIENT_CASES[key]
    dtype = None if name is None else tf.as_dtype(name).as_datatype_enum
    case = eager.make_case(op, layout, dtype)
    try:
        expected = _gradients(case, _raw_make, _raw_call(case))
    except (LookupError, NotImplementedError, tf.errors.OpError, TypeError, ValueError) as e:
        pytest.skip(f"TensorFlow's own gradient fails on this case: {type(e).__name__}")
    got = _gradients(case, _ours_make(ops), _ours_call(case, op, ops))
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        assert (g is None) == (e is None), (g, e)
        if e is not None:
            e = tf.convert_to_tensor(e)
            g = tf.convert_to_tensor(g)
            assert g.dtype == e.dtype and g.shape == e.shape
            np.testing.assert_allclose(g.numpy(), e.numpy(), rtol=1e-5, atol=1e-6)
