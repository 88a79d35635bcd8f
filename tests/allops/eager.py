"""Run a generated op class eagerly and ``tf.raw_ops.<OpName>`` on the same inputs and
attributes, and compare the outputs.

Inputs are small seeded numpy arrays. A *layout* says their shapes: data inputs (the op's
main dtype) get ``data`` shape, index-like integer inputs (axes, sizes, indices, ...) get the
``index`` value. ``LAYOUTS`` lists the layouts in the order tried; ``eager_cases.CASES``
records, per op class, the layout and dtypes that TensorFlow accepts (found once with
``python -m tests.allops.explore_eager`` and reviewed).
"""

from __future__ import annotations

import inspect
import zlib
from dataclasses import dataclass
from typing import Any

import numpy as np
import tensorflow as tf
from tensorflow.core.framework import types_pb2
from tensorflow.python.framework import tensor_util

from tests.allops import synth
from tests.allops.opdefs import OpClass, is_list_type, python_method

DT = types_pb2

# Layout name -> (data shape, index value).
LAYOUTS: dict[str, tuple[list[int], Any]] = {
    "mat": ([2, 3], 1),
    "mat0": ([2, 3], 0),
    "matv": ([2, 3], [1]),
    "matshape": ([2, 3], [2, 3]),
    "scalar": ([], 0),
    "scalar1": ([], 1),
    "vec": ([3], 0),
    "sq": ([2, 2], 1),
    "sq0": ([2, 2], 0),
    "img": ([1, 2, 2, 1], 1),
    "img0": ([1, 2, 2, 1], 0),
    "cube": ([2, 2, 2], 1),
    "vol": ([1, 2, 2, 2, 1], 1),  # a batch of one 3-D volume, one channel (the 3-D pools)
}

# The dtypes tried for an op's main type attribute, in order (up to MAX_DTYPES of those the
# attribute allows).
MAIN_DTYPES = (
    DT.DT_FLOAT,
    DT.DT_DOUBLE,
    DT.DT_INT32,
    DT.DT_INT64,
    DT.DT_HALF,
    DT.DT_BOOL,
    DT.DT_STRING,
    DT.DT_COMPLEX64,
    DT.DT_UINT8,
)
MAX_DTYPES = 3

_INT = {
    DT.DT_INT32,
    DT.DT_INT64,
    DT.DT_INT8,
    DT.DT_INT16,
    DT.DT_UINT8,
    DT.DT_UINT16,
    DT.DT_UINT32,
    DT.DT_UINT64,
}
_FLOAT = {DT.DT_FLOAT, DT.DT_DOUBLE, DT.DT_HALF, DT.DT_BFLOAT16}
_COMPLEX = {DT.DT_COMPLEX64, DT.DT_COMPLEX128}
_QUANTIZED = {DT.DT_QINT8, DT.DT_QUINT8, DT.DT_QINT16, DT.DT_QUINT16, DT.DT_QINT32}
_HOST_TYPES = _INT | _FLOAT | _COMPLEX | _QUANTIZED | {DT.DT_BOOL, DT.DT_STRING}


def main_type_attr(od: Any) -> Any:
    """The op's main type attribute: the first one (inputs, then outputs) that types data
    rather than indices (else the first one), or None."""
    by_name = {a.name: a for a in od.attr}
    found = []
    for arg in (*od.input_arg, *od.output_arg):
        if arg.type_attr and by_name[arg.type_attr].type == "type":
            found.append(by_name[arg.type_attr])
    for attr in found:
        allowed = set(attr.allowed_values.list.type)
        if not allowed or not allowed <= _INT:
            return attr
    return found[0] if found else None


def dtype_choices(od: Any) -> list[int | None]:
    """The dtypes to run the op with: several for a dtype-generic op, else [None]."""
    attr = main_type_attr(od)
    if attr is None:
        return [None]
    allowed = list(attr.allowed_values.list.type) or list(MAIN_DTYPES)
    chosen = [dt for dt in MAIN_DTYPES if dt in allowed][:MAX_DTYPES]
    return chosen or [synth._pick_dtype(attr)]


def _index_like(od: Any, arg: Any, main: Any) -> bool:
    """Integer inputs that are axes, sizes, indices, ...: fixed int inputs, and inputs whose
    type attribute allows only integers (except the op's first input)."""
    if arg.type_attr:
        attr = next(a for a in od.attr if a.name == arg.type_attr)
        allowed = set(attr.allowed_values.list.type)
        if bool(allowed) and allowed <= _INT:
            return arg.name != od.input_arg[0].name
        return False
    dtype = arg.type
    return dtype in (DT.DT_INT32, DT.DT_INT64)


def _values(dtype: int, shape: list[int], rng: np.random.Generator) -> np.ndarray:
    if dtype in _QUANTIZED:
        return rng.integers(1, 4, shape).astype(np.int32)
    np_dtype = tf.as_dtype(dtype).as_numpy_dtype
    if dtype in _FLOAT:
        return rng.uniform(0.1, 0.9, shape).astype(np_dtype)
    if dtype in _COMPLEX:
        return (rng.uniform(0.1, 0.9, shape) + 1j * rng.uniform(0.1, 0.9, shape)).astype(np_dtype)
    if dtype in _INT:
        return rng.integers(1, 4, shape).astype(np_dtype)
    if dtype == DT.DT_BOOL:
        return rng.integers(0, 2, shape).astype(bool)
    if dtype == DT.DT_STRING:
        words = np.array([b"ab", b"c d", b"xyz", b"12"], dtype=object)
        return words[rng.integers(0, 4, shape)] if shape else np.array(b"ab c", dtype=object)
    raise ValueError(f"no host values for dtype {dtype}")


def _np_dtype(dtype: int) -> Any:
    return np.int32 if dtype in _QUANTIZED else tf.as_dtype(dtype).as_numpy_dtype


def _scalar(value: float) -> Any:
    """An input: a scalar of the input's own dtype."""
    return lambda rng, dt: np.asarray(value, dtype=_np_dtype(dt))


def _array(values: Any) -> Any:
    """An input: ``values`` in the input's own dtype."""
    return lambda rng, dt: np.asarray(values, dtype=_np_dtype(dt))


def _data(shape: list[int]) -> Any:
    """An input: seeded values of ``shape`` in the input's own dtype."""
    return lambda rng, dt: _values(dt, shape, rng)


_SEED = _array([1, 2])
_KEY = {"key": _array([7]), "counter": _array([0, 0]), "alg": _scalar(1)}
_SHAPE = _array([2, 3])

# Inputs that layouts do not give, by op name and input arg (values or functions of the
# seeded generator and the input's dtype).
EAGER_INPUTS: dict[str, dict[str, Any]] = {
    **{
        name: {"shape": _SHAPE, "seed": _SEED}
        for name in (
            "StatelessRandomUniform",
            "StatelessRandomNormal",
            "StatelessTruncatedNormal",
            "StatelessRandomUniformFullInt",
        )
    },
    "StatelessRandomUniformInt": {
        "shape": _SHAPE,
        "seed": _SEED,
        "minval": _scalar(1),
        "maxval": _scalar(9),
    },
    "StatelessRandomPoisson": {"shape": _SHAPE, "seed": _SEED, "lam": _scalar(2)},
    "StatelessRandomBinomial": {
        "shape": _SHAPE,
        "seed": _SEED,
        "counts": _scalar(5),
        "probs": _scalar(0.5),
    },
    "StatelessParameterizedTruncatedNormal": {
        "shape": _SHAPE,
        "seed": _SEED,
        "means": _scalar(0),
        "stddevs": _scalar(1),
        "minvals": _scalar(-1),
        "maxvals": _scalar(1),
    },
    "StatelessMultinomial": {"logits": _data([2, 3]), "num_samples": _scalar(4), "seed": _SEED},
    "StatelessRandomGammaV2": {"shape": _SHAPE, "seed": _SEED, "alpha": _data([3])},
    "StatelessRandomGetKeyCounter": {"seed": _SEED},
    "StatelessRandomGetKeyCounterAlg": {"seed": _SEED},
    **{
        name: {"shape": _SHAPE, **_KEY}
        for name in (
            "StatelessRandomUniformV2",
            "StatelessRandomNormalV2",
            "StatelessTruncatedNormalV2",
            "StatelessRandomUniformFullIntV2",
        )
    },
    "StatelessRandomUniformIntV2": {
        "shape": _SHAPE,
        **_KEY,
        "minval": _scalar(1),
        "maxval": _scalar(9),
    },
    "StatelessRandomGammaV3": {"shape": _SHAPE, **_KEY, "alpha": _data([3])},
    "StatelessShuffle": {"value": _data([5]), **_KEY},
    "RandomUniformInt": {"shape": _SHAPE, "minval": _scalar(1), "maxval": _scalar(9)},
    "ParameterizedTruncatedNormal": {
        "shape": _SHAPE,
        "means": _scalar(0),
        "stdevs": _scalar(1),
        "minvals": _scalar(-1),
        "maxvals": _scalar(1),
    },
    **{
        name: {"images": _data([1, 4, 4, 1]), "size": _array([2, 2])}
        for name in ("ResizeArea", "ResizeBicubic", "ResizeBilinear", "ResizeNearestNeighbor")
    },
    "ResizeNearestNeighborGrad": {"grads": _data([1, 4, 4, 1]), "size": _array([2, 2])},
    **{
        name: {"input": _data([1, 2, 4, 1]), "paddings": _array([[0, 0], [1, 1], [1, 1], [0, 0]])}
        for name in ("MirrorPad", "Pad", "PadV2")
    },
    "Slice": {"input": _data([2, 3]), "begin": _array([0, 1]), "size": _array([2, 2])},
    "ScatterNd": {"indices": _array([[0], [1]]), "updates": _data([2, 3]), "shape": _array([4, 3])},
    **{
        name: {"tensor": _data([4, 3]), "indices": _array([[0], [2]]), "updates": _data([2, 3])}
        for name in (
            "TensorScatterAdd",
            "TensorScatterMax",
            "TensorScatterMin",
            "TensorScatterSub",
            "TensorScatterUpdate",
            "ScatterNdNonAliasingAdd",
        )
    },
    "HistogramFixedWidth": {
        "values": _data([5]),
        "value_range": _array([0.0, 1.0]),
        "nbins": _scalar(3),
    },
    "SpaceToBatchND": {
        "input": _data([1, 2, 2, 1]),
        "block_shape": _array([2, 2]),
        "paddings": _array([[0, 0], [0, 0]]),
    },
    "BatchToSpaceND": {
        "input": _data([4, 1, 1, 1]),
        "block_shape": _array([2, 2]),
        "crops": _array([[0, 0], [0, 0]]),
    },
    "SpaceToBatch": {"input": _data([1, 2, 2, 1]), "paddings": _array([[0, 0], [0, 0]])},
    "BatchToSpace": {"input": _data([4, 1, 1, 1]), "crops": _array([[0, 0], [0, 0]])},
    "SparseSoftmaxCrossEntropyWithLogits": {"features": _data([2, 3]), "labels": _array([0, 2])},
    "CropAndResize": {
        "image": _data([1, 4, 4, 1]),
        "boxes": _array([[0, 0, 1, 1]]),
        "box_ind": _array([0]),
        "crop_size": _array([2, 2]),
    },
    "NonMaxSuppressionV5": {
        "boxes": _array([[0, 0, 1, 1], [0, 0.1, 1, 1.1], [0, 2, 1, 3]]),
        "scores": _array([0.9, 0.8, 0.7]),
        "max_output_size": _scalar(3),
        "iou_threshold": _scalar(0.5),
        "score_threshold": _scalar(0.0),
        "soft_nms_sigma": _scalar(0.0),
    },
    **{
        name: {
            "sp_indices": _array([[0, 0], [1, 2]]),
            "sp_values": _data([2]),
            "sp_shape": _array([2, 3]),
            "dense": _data([2, 3]),
        }
        for name in ("SparseDenseCwiseAdd", "SparseDenseCwiseDiv", "SparseDenseCwiseMul")
    },
    **{
        name: {
            "input_indices": _array([[0, 0], [1, 2]]),
            "input_values": _data([2]),
            "input_shape": _array([2, 3]),
            "reduction_axes": _array([1]),
        }
        for name in (
            "SparseReduceMax",
            "SparseReduceMaxSparse",
            "SparseReduceSum",
            "SparseReduceSumSparse",
        )
    },
    "SparseReorder": {
        "input_indices": _array([[1, 2], [0, 0]]),
        "input_values": _data([2]),
        "input_shape": _array([2, 3]),
    },
    "SparseReshape": {
        "input_indices": _array([[0, 0], [1, 2]]),
        "input_shape": _array([2, 3]),
        "new_shape": _array([3, 2]),
    },
    "SparseFillEmptyRows": {
        "indices": _array([[0, 0], [2, 1]]),
        "values": _data([2]),
        "dense_shape": _array([3, 3]),
        "default_value": _scalar(0),
    },
    "SparseAdd": {
        "a_indices": _array([[0, 0], [1, 2]]),
        "a_values": _data([2]),
        "a_shape": _array([2, 3]),
        "b_indices": _array([[0, 1]]),
        "b_values": _data([1]),
        "b_shape": _array([2, 3]),
        "thresh": _scalar(0),
    },
    "SerializeSparse": {
        "sparse_indices": _array([[0, 0], [1, 2]]),
        "sparse_values": _data([2]),
        "sparse_shape": _array([2, 3]),
    },
    "SerializeManySparse": {
        "sparse_indices": _array([[0, 0], [1, 2]]),
        "sparse_values": _data([2]),
        "sparse_shape": _array([2, 3]),
    },
    "EditDistance": {
        "hypothesis_indices": _array([[0, 0], [0, 1]]),
        "hypothesis_values": _data([2]),
        "hypothesis_shape": _array([1, 2]),
        "truth_indices": _array([[0, 0]]),
        "truth_values": _data([1]),
        "truth_shape": _array([1, 1]),
    },
    "SetSize": {
        "set_indices": _array([[0, 0], [1, 2]]),
        "set_values": _data([2]),
        "set_shape": _array([2, 3]),
    },
    "StridedSliceGrad": {
        "shape": _array([2, 3]),
        "begin": _array([0, 0]),
        "end": _array([2, 3]),
        "strides": _array([1, 1]),
        "dy": _data([2, 3]),
    },
    "Cholesky": {"input": _array([[2.0, 1.0], [1.0, 2.0]])},
    "BroadcastArgs": {"s0": _array([2, 3]), "s1": _array([1, 3])},
    "BroadcastGradientArgs": {"s0": _array([2, 3]), "s1": _array([1, 3])},
    "UnravelIndex": {"indices": _array([1, 4]), "dims": _array([2, 3])},
    "InvertPermutation": {"x": _array([2, 0, 1])},
    "Transpose": {"x": _data([2, 3]), "perm": _array([1, 0])},
    "ConjugateTranspose": {"x": _data([2, 3]), "perm": _array([1, 0])},
    "BiasAdd": {"value": _data([2, 3]), "bias": _data([3])},
    "DepthToSpace": {"input": _data([1, 1, 1, 4])},
    "InTopKV2": {"predictions": _data([2, 3]), "targets": _array([0, 2]), "k": _scalar(1)},
    **{
        name: {"data": _data([3, 2]), "segment_ids": _array([0, 0, 1]), "num_segments": _scalar(2)}
        for name in (
            "UnsortedSegmentMax",
            "UnsortedSegmentMin",
            "UnsortedSegmentProd",
            "UnsortedSegmentSum",
        )
    },
    "SparseConcat": {  # two 2x2 sparse matrices side by side (with N=2 and concat_dim=1)
        "indices": lambda rng, dt: [np.array([[0, 0], [1, 1]], np.int64)] * 2,
        "values": lambda rng, dt: [_values(dt, [2], rng) for _ in range(2)],
        "shapes": lambda rng, dt: [np.array([2, 2], np.int64)] * 2,
    },
    "MaxPoolV2": {
        "input": _data([1, 2, 2, 1]),
        "ksize": _array([1, 2, 2, 1]),
        "strides": _array([1, 1, 1, 1]),
    },
    "FusedBatchNormV3": {
        "x": _data([1, 2, 2, 2]),
        "scale": _data([2]),
        "offset": _data([2]),
        "mean": _data([0]),
        "variance": _data([0]),
    },
    "ConcatOffset": {
        "concat_dim": _scalar(0),
        "shape": lambda rng, dt: [np.array([2, 3], _np_dtype(dt))] * 2,
    },
    "Conv2D": {"input": _data([1, 3, 3, 1]), "filter": _data([2, 2, 1, 2])},
    "DepthwiseConv2dNative": {"input": _data([1, 3, 3, 1]), "filter": _data([2, 2, 1, 2])},
    "Conv3D": {"input": _data([1, 3, 3, 3, 1]), "filter": _data([2, 2, 2, 1, 1])},
    "MaxPool3D": {"input": _data([1, 2, 2, 2, 1])},
    "AvgPoolGrad": {"orig_input_shape": _array([1, 2, 2, 1]), "grad": _data([1, 2, 2, 1])},
    "Fingerprint": {
        "data": _data([2, 3]),
        "method": lambda rng, dt: np.array(b"farmhash64", dtype=object),
    },
}

# Attribute values the generic choice gets wrong, by op name (TensorFlow form).
EAGER_HINTS: dict[str, dict[str, Any]] = {
    "StatelessRandomUniformInt": {"dtype": DT.DT_INT32},
    "StatelessRandomUniformIntV2": {"dtype": DT.DT_INT32},
    "Conv3D": {"strides": [1, 1, 1, 1, 1], "padding": "VALID"},
    "MaxPool3D": {"ksize": [1, 1, 1, 1, 1], "strides": [1, 1, 1, 1, 1], "padding": "VALID"},
    "AvgPool3D": {"ksize": [1, 2, 2, 2, 1], "strides": [1, 1, 1, 1, 1], "padding": "VALID"},
    "AvgPoolGrad": {"ksize": [1, 1, 1, 1], "strides": [1, 1, 1, 1], "padding": "VALID"},
    "Enter": {"frame_name": "f"},
    "DepthToSpace": {"block_size": 2},
    "Empty": {"init": True},
    "SparseConcat": {"N": 2, "concat_dim": 1},
    "MaxPoolV2": {"padding": "VALID"},  # else the output is uninitialized memory
    "DenseToDenseSetOperation": {"set_operation": "union"},
    "DenseToSparseSetOperation": {"set_operation": "union"},
}


@dataclass
class Case:
    """One run: an op class with a layout and a main dtype."""

    op: OpClass
    plan: synth.Plan
    layout: str
    dtype: int | None
    inputs: list[Any]  # numpy values (lists of them for list inputs), per OpDef input arg


def make_case(
    op: OpClass,
    layout: str,
    dtype: int | None,
    hints: dict[str, Any] | None = None,
    inputs: dict[str, Any] | None = None,
) -> Case:
    """The plan (``dtype`` for the main type attribute) and seeded input values."""
    od = synth.op_def(op.op_name)
    main = main_type_attr(od)
    hints = {**EAGER_HINTS.get(op.op_name, {}), **(hints or {})}
    given_inputs = {**EAGER_INPUTS.get(op.op_name, {}), **(inputs or {})}
    if main is not None and dtype is not None:
        hints.setdefault(main.name, dtype)
        if any(a.name == "Treal" for a in od.attr):
            # TensorFlow's SparseAdd kernel reads its threshold as the real type of T, whatever
            # Treal says: another type would be read past its buffer (a random threshold).
            hints.setdefault("Treal", tf.as_dtype(dtype).real_dtype.as_datatype_enum)
    plan = synth.make_plan(op, hints)
    data_shape, index = LAYOUTS[layout]
    rng = np.random.default_rng(zlib.crc32(f"{op.key}/{layout}/{dtype}".encode()))
    values: list[Any] = []
    for arg, dtypes, is_list in zip(od.input_arg, plan.inputs, plan.list_input, strict=True):
        if arg.name in given_inputs:
            given = given_inputs[arg.name]
            if callable(given):
                values.append(given(rng, dtypes[0] if dtypes else None))
            else:
                values.append(given)
            continue
        made = []
        for dt in dtypes:
            if dt not in _HOST_TYPES:
                raise ValueError(f"input {arg.name} has dtype {tf.as_dtype(dt).name}")
            if _index_like(od, arg, main):
                made.append(np.asarray(index, dtype=_np_dtype(dt)))
            else:
                made.append(_values(dt, data_shape, rng))
        values.append(made if is_list else made[0])
    return Case(op, plan, layout, dtype, values)


# --------------------------------------------------------------------------------------------
# Running


def raw_attr(kind: str, value: Any, functions: Any) -> Any:
    if kind == "type":
        return tf.as_dtype(value)
    if kind == "list(type)":
        return [tf.as_dtype(v) for v in value]
    if kind == "tensor":
        return tensor_util.make_tensor_proto(value)
    if kind == "func":
        return functions(value)
    if kind == "list(func)":
        return [functions(v) for v in value]
    return value


def _raw_param_names(od: Any, inferred: set[str]) -> dict[str, str]:
    """OpDef argument and attribute names -> ``tf.raw_ops`` parameter names (which follow the
    api_def renames, e.g. ``reduction_indices`` -> ``axis``): inputs, then the attributes
    without default, then those with one, each in OpDef order."""
    params = [p for p in inspect.signature(getattr(tf.raw_ops, od.name)).parameters if p != "name"]
    attrs = [a for a in od.attr if a.name not in inferred]
    order = [a.name for a in od.input_arg]
    order += [a.name for a in attrs if not a.HasField("default_value")]
    order += [a.name for a in attrs if a.HasField("default_value")]
    assert len(order) == len(params), (order, params)
    return dict(zip(order, params, strict=True))


def run_raw(case: Case, functions: Any = None) -> list[Any]:
    """``tf.raw_ops.<OpName>`` on the case: its outputs, flattened."""
    plan = case.plan
    functions = functions or synth.function_for(plan)
    names = _raw_param_names(plan.op_def, plan.inferred)
    kwargs: dict[str, Any] = {}
    for arg, value in zip(plan.op_def.input_arg, case.inputs, strict=True):
        dtypes = plan.inputs[[a.name for a in plan.op_def.input_arg].index(arg.name)]
        if isinstance(value, list):
            kwargs[names[arg.name]] = [
                tf.constant(v, dtype=tf.as_dtype(dt)) for v, dt in zip(value, dtypes, strict=True)
            ]
        else:
            kwargs[names[arg.name]] = tf.constant(value, dtype=tf.as_dtype(dtypes[0]))
    for a in plan.op_def.attr:
        if a.name in plan.inferred:
            continue
        kwargs[names[a.name]] = raw_attr(a.type, plan.attrs[a.name], functions)
    return flatten(getattr(tf.raw_ops, case.op.op_name)(**kwargs))


def flatten(result: Any) -> list[Any]:
    if result is None or isinstance(result, tf.Operation):
        return []
    if isinstance(result, tf.Tensor):
        return [result]
    out: list[Any] = []
    for r in result:
        out.extend(flatten(r))
    return out


def operand(ops: Any, value: Any, dtype: int) -> Any:
    """A constant made through the facade (a raw eager tensor for non-Java dtypes)."""
    if dtype in (
        DT.DT_FLOAT,
        DT.DT_DOUBLE,
        DT.DT_INT32,
        DT.DT_INT64,
        DT.DT_BOOL,
        DT.DT_UINT8,
        DT.DT_HALF,
    ):
        return ops.constant(np.asarray(value, dtype=tf.as_dtype(dtype).as_numpy_dtype))
    return tf.constant(value, dtype=tf.as_dtype(dtype))


def run_ours(
    case: Case, ops: Any, use_option_methods: bool = False, functions: Any = None
) -> tuple[Any, list[Any]]:
    """The generated class's ``create`` on ``ops`` (eager): the op and its outputs (raw
    tensors, flattened in getter order)."""
    plan = case.plan
    inputs = []
    for value, dtypes in zip(case.inputs, plan.inputs, strict=True):
        if isinstance(value, list):
            inputs.append([operand(ops, v, dt) for v, dt in zip(value, dtypes, strict=True)])
        else:
            inputs.append(operand(ops, value, dtypes[0]))
    result, _ = synth.call_create(plan, ops, inputs, use_option_methods, functions)
    outs: list[Any] = []
    for out in case.op.outputs:
        got = getattr(result, python_method(out["name"]))()
        outs.extend(o._t for o in (got if is_list_type(out["type"]) else [got]))
    return result, outs


def compare(ours: list[Any], raw: list[Any], values: bool) -> None:
    assert len(ours) == len(raw), f"{len(ours)} outputs, tf.raw_ops gives {len(raw)}"
    for i, (a, b) in enumerate(zip(ours, raw, strict=True)):
        assert a.dtype == b.dtype, f"output {i}: dtype {a.dtype.name} != {b.dtype.name}"
        assert a.shape == b.shape, f"output {i}: shape {a.shape} != {b.shape}"
        if not values or a.dtype in (tf.resource, tf.variant):
            continue
        x, y = np.asarray(a.numpy()), np.asarray(b.numpy())
        if x.dtype.kind in "fc":
            np.testing.assert_allclose(
                x, y, rtol=1e-6, atol=1e-6, equal_nan=True, err_msg=f"output {i}"
            )
        else:
            np.testing.assert_array_equal(x, y, err_msg=f"output {i}")


# --------------------------------------------------------------------------------------------
# Ops left out by rule


RANDOM = ("Random", "Multinomial", "TruncatedNormal", "CandidateSampler")


def is_random(od: Any) -> bool:
    return od.is_stateful and any(word in od.name for word in RANDOM)


def rule_reason(op: OpClass) -> str | None:
    """Why the op is not compared eagerly, for whole kinds of ops; None if it may be."""
    od = synth.op_def(op.op_name)
    if not hasattr(tf.raw_ops, op.op_name):
        return "no tf.raw_ops endpoint"
    if op.group in ("tpu", "xla") or "TPU" in op.op_name:
        return "TPU/XLA op: no such device or compiler on CPU"
    if any(a.is_ref for a in od.input_arg):
        return "reference inputs: graph-only variables"
    handles = (DT.DT_RESOURCE, DT.DT_VARIANT)
    if any(a.type in handles for a in (*od.input_arg, *od.output_arg)):
        return "resource or variant handles (datasets, variables, lists, ...): no values to compare"
    if any(a.type in ("func", "list(func)") for a in od.attr):
        return (
            "function attribute: compared by the function cases and tests/runtime/test_functions.py"
        )
    if od.is_stateful and not is_random(od):
        return "stateful op with side effects (I/O, queues, summaries, collectives, ...)"
    if not od.output_arg:
        return "no outputs"
    return None
