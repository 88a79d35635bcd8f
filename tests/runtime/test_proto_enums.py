"""``org.tensorflow.proto.DataType``: TensorFlow's enum numbers with Java's enum methods, as
returned by every ``dataType()``."""

from __future__ import annotations

import pickle

import numpy as np
import pytest
from org.tensorflow import ConcreteFunction, EagerSession, Graph, Signature
from org.tensorflow.op import Ops
from org.tensorflow.proto import DataType
from org.tensorflow.types import TBool, TFloat32, TInt32, TString
from tensorflow.core.framework import types_pb2


def test_constants_are_tensorflows_numbers_in_declaration_order() -> None:
    descriptor = types_pb2.DataType.DESCRIPTOR.values
    values = DataType.values()
    assert [v.name() for v in values] == [d.name for d in descriptor] + ["UNRECOGNIZED"]
    for ordinal, d in enumerate(descriptor):
        value = getattr(DataType, d.name)
        assert value == d.number and value.getNumber() == d.number
        assert value.ordinal() == ordinal
        assert getattr(DataType, f"{d.name}_VALUE") == d.number
        assert DataType.forNumber(d.number) is value
        assert DataType.valueOf(d.name) is value
        assert DataType(d.number) is value
        assert isinstance(value, int) and isinstance(value, DataType)


def test_java_enum_methods() -> None:
    t = DataType.DT_INT32
    assert t.name() == "DT_INT32" and t.toString() == "DT_INT32"
    assert str(t) == "DT_INT32" and f"{t}" == "DT_INT32" and "type " + str(t) == "type DT_INT32"
    assert f"{t:d}" == "3" and int(t) == 3 and repr(t) == "DataType.DT_INT32"
    assert t.equals(types_pb2.DT_INT32) and t.hashCode() == hash(3)
    assert DataType.DT_FLOAT.compareTo(DataType.DT_INT32) < 0
    assert t.getDeclaringClass() is DataType
    assert DataType.forNumber(9999) is None
    assert DataType.valueOf(1) is DataType.DT_FLOAT  # Java's deprecated valueOf(int)
    with pytest.raises(ValueError, match=r"No enum constant org\.tensorflow\.proto\.DataType\.X"):
        DataType.valueOf("X")
    with pytest.raises(ValueError, match="unknown enum value"):
        DataType.UNRECOGNIZED.getNumber()
    assert pickle.loads(pickle.dumps(t)) is t
    # TensorFlow's EnumTypeWrapper API keeps working
    assert DataType.Name(1) == "DT_FLOAT" and DataType.Value("DT_HALF") == 19
    assert DataType.keys() == list(types_pb2.DataType.keys())
    assert DataType.items() == list(types_pb2.DataType.items())


def test_every_dataType_returns_the_enum() -> None:
    with TInt32.scalarOf(3) as t:
        assert t.dataType() is DataType.DT_INT32 and t.dataType().name() == "DT_INT32"
        assert t.asRawTensor().dataType() is DataType.DT_INT32
    with TString.scalarOf("a") as s, TBool.scalarOf(True) as b:
        assert s.dataType().name() == "DT_STRING" and b.dataType().name() == "DT_BOOL"

    with EagerSession.create() as session:
        x = Ops.create(session).constant(np.float32(1.0))
        assert x.dataType() is DataType.DT_FLOAT and x.asOutput().dataType().name() == "DT_FLOAT"

    with Graph() as g:
        tf = Ops.create(g)
        c = tf.constant([1, 2])
        op = c.op()
        assert c.dataType() is DataType.DT_INT32
        assert op.dtype(0) is DataType.DT_INT32
        assert op.attributes().getAttrType("dtype") is DataType.DT_INT32
        cast = tf.dtypes.cast(c, TFloat32)
        assert cast.op().attributes().getAttrType("DstT").name() == "DT_FLOAT"
        ident = tf.identityN([c, cast])
        types = ident.op().attributes().getAttrTypeList("T")
        assert [t.name() for t in types] == ["DT_INT32", "DT_FLOAT"]

    def fn(tf: Ops) -> Signature:
        x = tf.placeholder(TFloat32)
        return Signature.builder().input("x", x).output("y", tf.math.neg(x)).build()

    with ConcreteFunction.create(fn) as f:
        desc = f.signature().getInputs()["x"]
        assert desc.dataType is DataType.DT_FLOAT and desc.dataType.name() == "DT_FLOAT"
