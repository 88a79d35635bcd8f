"""``org.tensorflow.proto``: TensorFlow's own protocol buffer classes, under their Java names.

Java's generated protobuf classes (``org.tensorflow.proto.GraphDef``, ``ConfigProto``, ...) are
TensorFlow's Python protobuf classes here (porting contract §10): build them with keyword
arguments or attribute access (``RunOptions(trace_level=RunOptions.FULL_TRACE)``) where Java uses
``newBuilder()...build()``. ``DataType`` is TensorFlow's enum with Java's enum methods
(``tfjava.base.proto_enums``): ``DataType.DT_FLOAT`` is the value that ``Output.dataType()`` and
``Tensor.dataType()`` return, an ``int`` equal to TensorFlow's number, and
``t.dataType().name()`` is ``"DT_FLOAT"``.

The same classes are exported under the Java packages of older releases (``tfjava/exports.yaml``,
docs/porting.md): TensorFlow Java 0.2-0.4's ``org.tensorflow.proto.framework``/``.util``/
``.distruntime`` and TensorFlow 1.x's ``org.tensorflow.framework``/``.util``/``.distruntime``.
"""

from __future__ import annotations

from tensorflow.core.framework.attr_value_pb2 import AttrValue, NameAttrList
from tensorflow.core.framework.cost_graph_pb2 import CostGraphDef
from tensorflow.core.framework.function_pb2 import FunctionDef, FunctionDefLibrary, GradientDef
from tensorflow.core.framework.graph_pb2 import GraphDef
from tensorflow.core.framework.node_def_pb2 import NodeDef
from tensorflow.core.framework.op_def_pb2 import OpDef, OpList
from tensorflow.core.framework.resource_handle_pb2 import ResourceHandleProto
from tensorflow.core.framework.step_stats_pb2 import StepStats
from tensorflow.core.framework.summary_pb2 import Summary
from tensorflow.core.framework.tensor_pb2 import TensorProto
from tensorflow.core.framework.tensor_shape_pb2 import TensorShapeProto
from tensorflow.core.framework.versions_pb2 import VersionDef
from tensorflow.core.protobuf.cluster_pb2 import ClusterDef, JobDef
from tensorflow.core.protobuf.config_pb2 import (
    CallableOptions,
    ConfigProto,
    GPUOptions,
    GraphOptions,
    OptimizerOptions,
    RunMetadata,
    RunOptions,
    ThreadPoolOptionProto,
)
from tensorflow.core.protobuf.meta_graph_pb2 import (
    CollectionDef,
    MetaGraphDef,
    SignatureDef,
    TensorInfo,
)
from tensorflow.core.protobuf.rewriter_config_pb2 import RewriterConfig
from tensorflow.core.protobuf.saved_model_pb2 import SavedModel
from tensorflow.core.protobuf.saver_pb2 import SaverDef
from tensorflow.core.protobuf.tensorflow_server_pb2 import ServerDef
from tensorflow.core.util.event_pb2 import Event, LogMessage, SessionLog

from tfjava.base.proto_enums import DataType

__all__ = [
    "AttrValue",
    "CallableOptions",
    "ClusterDef",
    "CollectionDef",
    "ConfigProto",
    "CostGraphDef",
    "DataType",
    "Event",
    "FunctionDef",
    "FunctionDefLibrary",
    "GPUOptions",
    "GradientDef",
    "GraphDef",
    "GraphOptions",
    "JobDef",
    "LogMessage",
    "MetaGraphDef",
    "NameAttrList",
    "NodeDef",
    "OpDef",
    "OpList",
    "OptimizerOptions",
    "ResourceHandleProto",
    "RewriterConfig",
    "RunMetadata",
    "RunOptions",
    "SavedModel",
    "SaverDef",
    "ServerDef",
    "SessionLog",
    "SignatureDef",
    "StepStats",
    "Summary",
    "TensorInfo",
    "TensorProto",
    "TensorShapeProto",
    "ThreadPoolOptionProto",
    "VersionDef",
]
