"""Synthesize valid arguments of a generated op class's ``create`` from its opdef and
TensorFlow's ``OpDef``, and build the op in a ``Graph``.

Attribute values are chosen from the OpDef: the attribute's default, else the first allowed
value (dtypes by a preference order), else a small value that satisfies ``minimum``. Inputs are
placeholders of the dtype the attributes fix (variables for reference inputs). Function
attributes get a small ``tf.function``-made ConcreteFunction. ``HINTS`` holds the attribute
values that only the op's shape function (not its OpDef) constrains.

Values are kept in TensorFlow's form (``plan.attrs``: DataType ints, dims lists, ...) and
turned into the Java-signature spelling (type classes, ``Shape``, tensors) when calling
``create``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

import numpy as np
import tensorflow as tf
from tensorflow.core.framework import types_pb2
from tensorflow.python.framework import op_def_registry, tensor_util

from tests.allops.opdefs import OpClass, python_method, python_param

# Preferred dtypes, most preferred first (others follow in allowed_values order).
PREFERRED = (
    types_pb2.DT_FLOAT,
    types_pb2.DT_INT32,
    types_pb2.DT_INT64,
    types_pb2.DT_DOUBLE,
    types_pb2.DT_BOOL,
    types_pb2.DT_STRING,
    types_pb2.DT_HALF,
    types_pb2.DT_UINT8,
)

# Attribute values the OpDef does not tell (shape functions check them), by op name. The
# values are in TensorFlow's form: DataType ints, lists, dims lists.
_F, _I32, _I64 = types_pb2.DT_FLOAT, types_pb2.DT_INT32, types_pb2.DT_INT64
_CONV = {"strides": [1, 1, 1, 1], "padding": "VALID"}
_CONV3D = {"strides": [1, 1, 1, 1, 1], "padding": "VALID"}
_POOL = {"ksize": [1, 1, 1, 1], "strides": [1, 1, 1, 1], "padding": "VALID"}
_POOL3D = {"ksize": [1, 1, 1, 1, 1], "strides": [1, 1, 1, 1, 1], "padding": "VALID"}
_QCONV = {**_CONV, "dilations": [1, 1, 1, 1]}


def _tpu_embedding_config() -> bytes:
    """A small serialized ``TPUEmbeddingConfiguration`` (one table, one feature)."""
    from tensorflow.core.protobuf.tpu import tpu_embedding_configuration_pb2 as cfg

    config = cfg.TPUEmbeddingConfiguration(
        mode=cfg.TPUEmbeddingConfiguration.INFERENCE,
        batch_size_per_tensor_core=1,
        num_hosts=1,
        num_tensor_cores=1,
    )
    table = config.table_descriptor.add(name="t", vocabulary_size=4, dimension=2, num_features=1)
    table.optimization_parameters.stochastic_gradient_descent.SetInParent()
    config.feature_descriptor.add(name="f", table_id=0, input_shape=[1])
    return config.SerializeToString()  # type: ignore[no-any-return]


def _tuple_mask() -> bytes:
    """A serialized 2x2 int32 ``TensorProto`` (one int and one float tuple element)."""
    from tensorflow.core.framework import tensor_pb2, tensor_shape_pb2

    dims = [tensor_shape_pb2.TensorShapeProto.Dim(size=2)] * 2
    proto = tensor_pb2.TensorProto(
        dtype=types_pb2.DT_INT32,
        tensor_shape=tensor_shape_pb2.TensorShapeProto(dim=dims),
        int_val=[0, 1, 1, 1],
    )
    return proto.SerializeToString()  # type: ignore[no-any-return]


_TPU_CONFIG = {"config": "<tpu-config>"}

HINTS: dict[str, dict[str, Any]] = {
    "AudioSpectrogram": {"window_size": 2},
    # An empty tuple_mask crashes TensorFlow's shape function (a segfault).
    "SplitDedupData": {"tuple_mask": "<tuple-mask>"},
    "MergeDedupData": {"tuple_mask": "<tuple-mask>"},
    "Einsum": {"equation": "a->a"},
    "ParallelConcat": {"shape": [1]},
    "RaggedTensorToTensor": {"row_partition_types": ["ROW_SPLITS"]},
    "Conv2D": _CONV,
    "DepthwiseConv2dNative": _CONV,
    "FusedPadConv2D": _CONV,
    "FusedResizeAndPadConv2D": _CONV,
    "QuantizedAvgPool": _POOL,
    "QuantizedMaxPool": _POOL,
    **{
        name: _QCONV
        for name in (
            "QuantizedConv2D",
            "QuantizedConv2DAndRelu",
            "QuantizedConv2DAndReluAndRequantize",
            "QuantizedConv2DAndRequantize",
            "QuantizedConv2DPerChannel",
            "QuantizedConv2DWithBias",
            "QuantizedConv2DWithBiasAndRelu",
            "QuantizedConv2DWithBiasAndReluAndRequantize",
            "QuantizedConv2DWithBiasAndRequantize",
            "QuantizedConv2DWithBiasSignedSumAndReluAndRequantize",
            "QuantizedConv2DWithBiasSumAndRelu",
            "QuantizedConv2DWithBiasSumAndReluAndRequantize",
            "QuantizedDepthwiseConv2D",
            "QuantizedDepthwiseConv2DWithBias",
            "QuantizedDepthwiseConv2DWithBiasAndRelu",
            "QuantizedDepthwiseConv2DWithBiasAndReluAndRequantize",
        )
    },
    **{
        name: _TPU_CONFIG
        for name in (
            "ConfigureTPUEmbeddingHost",
            "ExecuteTPUEmbeddingPartitioner",
            "RecvTPUEmbeddingActivations",
            "LoadAllTPUEmbeddingParameters",
            "RetrieveAllTPUEmbeddingParameters",
            "XlaRecvTPUEmbeddingActivationsV2",
        )
    },
}


def _csr_matrix(ops: Any) -> Any:
    """A CSR sparse matrix variant (with the shape and type data its consumers need)."""
    from org.tensorflow.op.linalg.sparse import DenseToCSRSparseMatrix

    dense = _placeholder(ops, types_pb2.DT_FLOAT, [2, 2])
    indices = _placeholder(ops, types_pb2.DT_INT64, [None, 2])
    return DenseToCSRSparseMatrix.create(ops.scope(), dense, indices)


def _int_resource(ops: Any) -> Any:
    from org.tensorflow.op.core import VarHandleOp

    return VarHandleOp.create(ops.scope(), type_class(types_pb2.DT_INT32), shape_of([]))


# Inputs the shape functions need more of than a placeholder of unknown shape, by op name and
# input arg: a list of dims (a placeholder, or variable for reference inputs, of that shape)
# or a function of the Ops that makes the operand.
INPUTS: dict[str, dict[str, Any]] = {
    "ApproxTopK": {"input": [2, 4]},
    "BarrierClose": {"handle": [2]},
    "BarrierIncompleteSize": {"handle": [2]},
    "BarrierInsertMany": {"handle": [2]},
    "BarrierReadySize": {"handle": [2]},
    "BatchToSpaceND": {"block_shape": [1], "crops": [1, 2]},
    "SpaceToBatchND": {"block_shape": [1], "paddings": [1, 2]},
    "ParallelConcat": {"values": [1]},
    "ResourceCountUpTo": {"resource": _int_resource},
    "DenseToCSRSparseMatrix": {"dense_input": [2, 2], "indices": [None, 2]},
    "CSRSparseMatrixComponents": {"csr_sparse_matrix": _csr_matrix, "index": []},
    "SparseMatrixMul": {"a": _csr_matrix, "b": []},
    "SparseMatrixSparseCholesky": {"input": _csr_matrix, "permutation": [2]},
    "FusedPadConv2D": {"input": [1, 2, 2, 1], "paddings": [4, 2], "filter": [1, 1, 1, 1]},
    "FusedResizeAndPadConv2D": {
        "input": [1, 2, 2, 1],
        "size": [2],
        "paddings": [4, 2],
        "filter": [1, 1, 1, 1],
    },
    "SparseMatrixZeros": {"dense_shape": [2]},
    "SparseTensorToCSRSparseMatrix": {"indices": [None, 2], "values": [None], "dense_shape": [2]},
    "OutfeedDequeueTupleV2": {"device_ordinal": []},
    **{
        name: {arg: _csr_matrix for arg in args}
        for name, args in {
            "CSRSparseMatrixToDense": ("sparse_input",),
            "CSRSparseMatrixToSparseTensor": ("sparse_matrix",),
            "SparseMatrixAdd": ("a", "b"),
            "SparseMatrixMatMul": ("a",),
            "SparseMatrixNNZ": ("sparse_matrix",),
            "SparseMatrixOrderingAMD": ("input",),
            "SparseMatrixSoftmax": ("logits",),
            "SparseMatrixSoftmaxGrad": ("softmax", "grad_softmax"),
            "SparseMatrixSparseMatMul": ("a", "b"),
            "SparseMatrixTranspose": ("input",),
        }.items()
    },
}


def op_def(op_name: str) -> Any:
    return op_def_registry.get(op_name)


# --------------------------------------------------------------------------------------------
# Attribute values in TensorFlow's form


def _from_attr_value(kind: str, av: Any, raw: bool = False) -> Any:
    """An ``AttrValue`` in TensorFlow's form (strings decoded unless ``raw``)."""
    if kind == "type":
        return av.type
    if kind == "int":
        return int(av.i)
    if kind == "float":
        return float(av.f)
    if kind == "bool":
        return bool(av.b)
    if kind == "string":
        return av.s if raw else av.s.decode("utf-8", "replace")
    if kind == "shape":
        return _dims(av.shape)
    if kind == "tensor":
        return tensor_util.MakeNdarray(av.tensor)
    if kind == "func":
        return av.func.name
    item = kind[5:-1]
    lst = av.list
    if item == "type":
        return list(lst.type)
    if item == "int":
        return [int(v) for v in lst.i]
    if item == "float":
        return [float(v) for v in lst.f]
    if item == "bool":
        return [bool(v) for v in lst.b]
    if item == "string":
        return list(lst.s) if raw else [v.decode("utf-8", "replace") for v in lst.s]
    if item == "shape":
        return [_dims(s) for s in lst.shape]
    if item == "func":
        return [f.name for f in lst.func]
    if item == "tensor":
        return [tensor_util.MakeNdarray(t) for t in lst.tensor]
    raise AssertionError(kind)


def _dims(shape: Any) -> list[int] | None:
    if shape.unknown_rank:
        return None
    return [int(d.size) for d in shape.dim]


def node_attr(node_def: Any, name: str, kind: str) -> Any:
    """A graph node's attribute value in TensorFlow's form (function attrs: the name)."""
    return normalize(kind, _from_attr_value(kind, node_def.attr[name], raw=True))


def _pick_dtype(attr: Any) -> int:
    allowed = list(attr.allowed_values.list.type)
    if not allowed:
        return types_pb2.DT_FLOAT
    for dt in PREFERRED:
        if dt in allowed:
            return dt
    return allowed[0]


def _count(attr: Any, fallback: int = 1) -> int:
    return max(int(attr.minimum) if attr.has_minimum else 0, fallback)


def _synth_attr(attr: Any, number_attrs: set[str]) -> Any:
    kind = attr.type
    if attr.name in number_attrs:
        if attr.HasField("default_value") and attr.default_value.i >= _count(attr, 0):
            return int(attr.default_value.i)
        return _count(attr)
    if attr.name == "shard_id":
        return 0
    if attr.HasField("default_value"):
        value = _from_attr_value(kind, attr.default_value)
        if not (isinstance(value, list) and len(value) < _count(attr, 0)):
            return value
    allowed = attr.allowed_values.list
    if kind == "type":
        return _pick_dtype(attr)
    if kind == "list(type)":
        return [_pick_dtype(attr)] * _count(attr)
    if kind == "int":
        return _count(attr)
    if kind == "float":
        return 1.0
    if kind == "bool":
        return False
    if kind == "string":
        return allowed.s[0].decode() if allowed.s else ""
    if kind == "shape":
        return []
    if kind == "tensor":
        return np.float32(1.0)
    if kind == "list(int)":
        return [1] * _count(attr)
    if kind == "list(float)":
        return [1.0] * _count(attr)
    if kind == "list(string)":
        return [allowed.s[0].decode() if allowed.s else "a"] * _count(attr)
    if kind == "list(shape)":
        return [[]] * _count(attr)
    if kind == "func":
        return FUNC
    if kind == "list(func)":
        return [FUNC] * _count(attr)
    raise AssertionError(f"unknown attr kind {kind}")


# A function attribute placeholder (replaced by a ConcreteFunction when building).
FUNC = "<func>"


@cache
def concrete_function(
    in_dtypes: tuple[int, ...] = (types_pb2.DT_FLOAT,),
    out_dtypes: tuple[int, ...] = (types_pb2.DT_FLOAT,),
) -> Any:
    """A ConcreteFunction taking scalars of ``in_dtypes`` and returning ``out_dtypes``."""
    specs = [tf.TensorSpec([], tf.as_dtype(dt)) for dt in in_dtypes]

    def fn(*args: Any) -> Any:
        outs = []
        for dt in out_dtypes:
            dtype = tf.as_dtype(dt)
            same = [a for a in args if a.dtype == dtype]
            outs.append(same[0] if same else tf.zeros([], dtype))
        return outs[0] if len(outs) == 1 else outs

    return tf.function(fn, autograph=False).get_concrete_function(*specs)


# --------------------------------------------------------------------------------------------
# A plan: every attribute's value, every input's dtypes


@dataclass
class Plan:
    op: OpClass
    op_def: Any
    attrs: dict[str, Any]  # every attribute (TensorFlow form)
    kinds: dict[str, str]
    inputs: list[list[int]]  # per OpDef input arg: the dtypes (one per tensor)
    list_input: list[bool]
    refs: list[bool]
    inferred: set[str] = field(default_factory=set)  # attrs fixed by inputs

    @property
    def num_inputs(self) -> int:
        return sum(len(x) for x in self.inputs)


def make_plan(op: OpClass, hints: dict[str, Any] | None = None) -> Plan:
    od = op_def(op.op_name)
    assert od is not None, f"{op.op_name} is not registered"
    number_attrs = {a.number_attr for a in (*od.input_arg, *od.output_arg) if a.number_attr}
    hints = {**HINTS.get(op.op_name, {}), **(hints or {})}
    attrs: dict[str, Any] = {}
    kinds: dict[str, str] = {}
    names = {a.name for a in od.attr}
    if {"table_id", "table_name"} <= names:
        hints.setdefault("table_id", 0)  # exactly one of them must be set
    for a in od.attr:
        kinds[a.name] = a.type
        attrs[a.name] = hints[a.name] if a.name in hints else _synth_attr(a, number_attrs)
        if isinstance(attrs[a.name], str) and attrs[a.name] == "<tpu-config>":
            attrs[a.name] = _tpu_embedding_config()
        if isinstance(attrs[a.name], str) and attrs[a.name] == "<tuple-mask>":
            attrs[a.name] = _tuple_mask()
    inputs: list[list[int]] = []
    inferred: set[str] = set()
    for arg in od.input_arg:
        if arg.number_attr:
            inferred.add(arg.number_attr)
            n = attrs[arg.number_attr]
            dt = arg.type if arg.type else attrs[arg.type_attr]
            if arg.type_attr:
                inferred.add(arg.type_attr)
            inputs.append([dt] * n)
        elif arg.type_list_attr:
            inferred.add(arg.type_list_attr)
            inputs.append(list(attrs[arg.type_list_attr]))
        else:
            if arg.type_attr:
                inferred.add(arg.type_attr)
            inputs.append([arg.type if arg.type else attrs[arg.type_attr]])
    return Plan(
        op,
        od,
        attrs,
        kinds,
        inputs,
        [bool(a.number_attr or a.type_list_attr) for a in od.input_arg],
        [a.is_ref for a in od.input_arg],
        inferred,
    )


# --------------------------------------------------------------------------------------------
# Java-signature values


def type_class(dtype: int) -> Any:
    from tfjava.types.registry import type_for_dtype

    return type_for_dtype(dtype)


def shape_of(dims: list[int] | None) -> Any:
    from org.tensorflow.ndarray import Shape

    if dims is None:
        return Shape.unknown()
    return Shape.of(*dims)


def tensor_of(value: Any) -> Any:
    from tfjava.types.registry import type_for_np_dtype

    arr = np.asarray(value)
    return type_for_np_dtype(arr.dtype).tensorOf(arr)


def java_value(java_type: str, value: Any, functions: Any) -> Any:
    """The Python spelling of a Java ``create`` parameter or option of ``java_type``."""
    if java_type.startswith("Class<"):
        return type_class(value)
    if java_type.startswith("List<Class<"):
        return [type_class(v) for v in value]
    if java_type == "Shape":
        return shape_of(value)
    if java_type == "List<Shape>":
        return [shape_of(v) for v in value]
    if java_type == "Tensor":
        return tensor_of(value)
    if java_type == "ConcreteFunction":
        return functions(value)
    if java_type == "List<ConcreteFunction>":
        return [functions(v) for v in value]
    if java_type == "Float":
        return float(value)
    if java_type == "List<Float>":
        return [float(v) for v in value]
    return value


def normalize(kind: str, value: Any) -> Any:
    """A TensorFlow-form value made comparable (tensors to lists, funcs to names)."""
    if kind == "tensor":
        return np.asarray(value).tolist()
    if kind == "func":
        return _fname(value)
    if kind == "list(func)":
        return [_fname(v) for v in value]
    if kind in ("float", "list(float)"):
        return np.float32(value).tolist()
    if kind == "string":
        return value.encode() if isinstance(value, str) else bytes(value)
    if kind == "list(string)":
        return [v.encode() if isinstance(v, str) else bytes(v) for v in value]
    return value


def _fname(v: Any) -> str:
    if isinstance(v, str):
        return v
    name = v.name
    return name.decode() if isinstance(name, bytes) else name


# --------------------------------------------------------------------------------------------
# Building


@dataclass
class Built:
    plan: Plan
    result: Any  # the op class instance
    node: Any  # TensorFlow's graph Operation
    explicit: dict[str, Any]  # attrs passed through create/options (TensorFlow form)


def _placeholder(ops: Any, dtype: int, dims: list[int | None] | None = None) -> Any:
    from org.tensorflow.op.core import Placeholder

    if dims is None:
        return Placeholder.create(ops.scope(), type_class(dtype))
    return Placeholder.create(
        ops.scope(), type_class(dtype), shape=shape_of([-1 if d is None else d for d in dims])
    )


def make_inputs(plan: Plan, ops: Any) -> list[Any]:
    """Placeholders (variables for reference inputs) for every input, per OpDef input arg."""
    from org.tensorflow.op.core import Variable

    scope = ops.scope()
    special = INPUTS.get(plan.op.op_name, {})
    values: list[Any] = []
    for arg, dtypes, is_list, is_ref in zip(
        plan.op_def.input_arg, plan.inputs, plan.list_input, plan.refs, strict=True
    ):
        spec = special.get(arg.name)
        made = []
        for dt in dtypes:
            if callable(spec):
                made.append(spec(ops))
            elif is_ref:
                made.append(Variable.create(scope, shape_of(spec or []), type_class(dt)))
            else:
                made.append(_placeholder(ops, dt, spec))
        values.append(made if is_list else made[0])
    return values


def function_for(plan: Plan) -> Any:
    """The resolver of ``FUNC`` placeholders for this plan: a ConcreteFunction whose inputs
    are the op's list inputs' dtypes and outputs its first list(type) attribute's."""

    def resolve(value: Any) -> Any:
        if value != FUNC:
            return value
        return concrete_function()

    return resolve


def _resolved(value: Any, functions: Any) -> Any:
    if isinstance(value, list):
        return [functions(v) if isinstance(v, str) and v == FUNC else v for v in value]
    return functions(value) if isinstance(value, str) and value == FUNC else value


_NO_DEFAULT = object()


def _same_value(default: Any, value: Any) -> bool:
    try:
        return bool(
            np.array_equal(np.asarray(default, dtype=object), np.asarray(value, dtype=object))
        )
    except (TypeError, ValueError):
        return False


def call_create(
    plan: Plan,
    ops: Any,
    inputs: list[Any],
    use_option_methods: bool = False,
    functions: Any = None,
    defaulted_options: bool = True,
) -> tuple[Any, dict[str, Any]]:
    """Call the class's ``create`` on ``ops``'s scope with ``inputs`` (per OpDef input arg) and
    the plan's attribute values; every option is passed (as keywords, or as ``Options`` made
    by the static option methods), or with ``defaulted_options=False`` only those whose value
    is not the default. Returns the op and the attributes passed (TensorFlow form)."""
    op = plan.op
    cls = op.load_class()
    arg_index = {a.name: i for i, a in enumerate(plan.op_def.input_arg)}
    functions = functions or function_for(plan)
    args: list[Any] = []
    explicit: dict[str, Any] = {}
    for p in op.create:
        if p["kind"] in ("input", "inputList"):
            args.append(inputs[arg_index[p["arg"]]])
        else:
            value = plan.attrs[p["attr"]]
            args.append(java_value(p["type"], value, functions))
            explicit[p["attr"]] = _resolved(value, functions)
    kwargs: dict[str, Any] = {}
    chain: Any = None
    defaults = {
        a.name: _from_attr_value(a.type, a.default_value)
        for a in plan.op_def.attr
        if a.HasField("default_value")
    }
    for o in op.options:
        value = plan.attrs[o["attr"]]
        if not defaulted_options and _same_value(defaults.get(o["attr"], _NO_DEFAULT), value):
            continue
        jv = java_value(o["type"], value, functions)
        explicit[o["attr"]] = _resolved(value, functions)
        name = python_method(o["name"])
        if use_option_methods:
            chain = getattr(cls, name)(jv) if chain is None else getattr(chain, name)(jv)
        else:
            kwargs[python_param(o["name"])] = jv
    if chain is not None:
        args.append(chain)
    return cls.create(ops.scope(), *args, **kwargs), explicit


def build(plan: Plan, ops: Any, use_option_methods: bool = False) -> Built:
    """Build the op in ``ops``'s graph on placeholders (see ``call_create``)."""
    result, explicit = call_create(plan, ops, make_inputs(plan, ops), use_option_methods)
    return Built(plan, result, result.op()._op, explicit)


@cache
def graph_producer() -> int:
    return int(tf.Graph().graph_def_versions.producer)


def removed_from_graphs(od: Any) -> str | None:
    """Why TensorFlow refuses the op in new graphs (deprecated before this GraphDef version)."""
    if od.HasField("deprecation") and od.deprecation.version <= graph_producer():
        return (
            f"deprecated at GraphDef version {od.deprecation.version}: {od.deprecation.explanation}"
        )
    return None
