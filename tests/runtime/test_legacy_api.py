"""TensorFlow Java 1.x and 0.2 API in the binding (issue 23): programs written against the older
APIs run unchanged, and the current API keeps its meaning where the two spell a name alike."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow import (
    ConcreteFunction,
    DataType,
    EagerSession,
    Graph,
    Session,
    Shape,
    Signature,
    Tensor,
    Tensors,
)
from org.tensorflow.ndarray import Shape as NdShape
from org.tensorflow.op import Ops, OpScope, Scope
from org.tensorflow.op.core import Constant
from org.tensorflow.proto import DataType as ProtoDataType
from org.tensorflow.types import TBool, TFloat32, TFloat64, TInt32, TInt64, TString, TUint8, UInt8

# ------------------------------------------------------------------------------------------
# org.tensorflow.DataType (1.x)


def test_data_type_is_the_1x_enum() -> None:
    assert [d.name() for d in DataType.values()] == [
        "FLOAT",
        "DOUBLE",
        "INT32",
        "UINT8",
        "STRING",
        "INT64",
        "BOOL",
    ]
    assert DataType.valueOf("INT64") is DataType.INT64
    assert str(DataType.FLOAT) == "FLOAT" and f"{DataType.DOUBLE}" == "DOUBLE"
    assert DataType.FLOAT == ProtoDataType.DT_FLOAT and DataType.INT64 == ProtoDataType.DT_INT64
    assert DataType.STRING.byteSize() == -1 and DataType.DOUBLE.byteSize() == 8
    assert DataType.BOOL.ordinal() == 6
    with pytest.raises(ValueError, match="No enum constant"):
        DataType.valueOf("HALF")


def test_from_class_takes_the_type_classes_that_stand_for_1x_classes() -> None:
    assert DataType.fromClass(TFloat64) is DataType.DOUBLE  # Java's Double.class
    assert DataType.fromClass(TInt64) is DataType.INT64  # Long.class
    assert DataType.fromClass(UInt8) is DataType.UINT8 and UInt8 is TUint8
    assert DataType.fromClass(TString) is DataType.STRING
    assert DataType.fromClass(int) is DataType.INT32 and DataType.fromClass(bool) is DataType.BOOL
    with pytest.raises(ValueError, match="cannot be used as elements"):
        DataType.fromClass(object)


# ------------------------------------------------------------------------------------------
# Tensor.create, Tensors.create


@pytest.mark.parametrize(
    ("value", "dtype", "cls", "shape"),
    [
        (42, DataType.INT32, TInt32, []),
        (np.int64(42), DataType.INT64, TInt64, []),
        (2.5, DataType.FLOAT, TFloat32, []),
        (np.float64(2.5), DataType.DOUBLE, TFloat64, []),
        (True, DataType.BOOL, TBool, []),
        (b"bytes", DataType.STRING, TString, []),
        ([[1, 2, 3], [4, 5, 6]], DataType.INT32, TInt32, [2, 3]),
        (np.ones((2, 1), np.float64), DataType.DOUBLE, TFloat64, [2, 1]),
        ([b"a", b"bc"], DataType.STRING, TString, [2]),
    ],
)
def test_create_infers_java_1x_types(
    value: object, dtype: object, cls: type, shape: list[int]
) -> None:
    with Tensor.create(value) as t:
        assert t.dataType() is dtype
        assert isinstance(t, cls) and t.type() is cls
        assert list(t.shape()) == shape and t.numDimensions() == len(shape)
        assert str(t) == f"{dtype} tensor with shape {shape}"
        np.testing.assert_array_equal(t.numpy(), np.asarray(value, dtype=cls.NP_DTYPE))


def test_create_with_a_class_checks_it_as_java_does() -> None:
    with Tensor.create(3.0, TFloat64) as d, Tensor.create(7, TInt64) as n:
        assert d.doubleValue() == 3.0 and d.dataType() is DataType.DOUBLE
        assert n.longValue() == 7 and n.dataType() is DataType.INT64
    with Tensor.create(b"\x01\xff", UInt8) as u:  # byte[] as UINT8 elements
        assert u.dataType() is DataType.UINT8 and u.numpy().tolist() == [1, 255]
    with pytest.raises(ValueError, match=r"expected INT32, got FLOAT"):
        Tensor.create(1.5, TInt32)
    with pytest.raises(ValueError, match="0 dimension"):
        Tensor.create([])
    with pytest.raises(ValueError, match="cannot create Tensors of type str"):
        Tensor.create("text")


def test_create_from_buffers_and_tensors_create() -> None:
    raw = np.array([1.5, -2.0], dtype=np.float32).tobytes()
    with Tensor.create(TFloat32, [2, 1], raw) as t:
        assert t.shape().asArray() == [2, 1] and t.numpy().reshape(-1).tolist() == [1.5, -2.0]
    with Tensor.create([3], np.array([1, 2, 3], dtype=np.int64)) as t:
        assert t.dataType() is DataType.INT64 and t.numElements() == 3
    with pytest.raises(ValueError, match="not compatible"):
        Tensor.create(TFloat32, [3], raw)
    with Tensors.create("héllo") as s, Tensors.create([[1.0, 2.0]]) as m:
        assert s.bytesValue() == "héllo".encode() and s.dataType() is DataType.STRING
        assert m.dataType() is DataType.FLOAT and list(m.shape()) == [1, 2]


def test_scalar_accessors_are_strict_as_in_java() -> None:
    with Tensor.create(2.5) as f, Tensor.create([1, 2]) as v:
        assert f.floatValue() == 2.5 and float(f) == 2.5
        with pytest.raises(ValueError, match="not a double scalar"):
            f.doubleValue()
        with pytest.raises(ValueError, match="not a int scalar"):
            v.intValue()  # a vector
    with TInt64.scalarOf(9) as current:  # the accessors are on every tensor
        assert current.longValue() == 9 and int(current) == 9
        assert current.expect(TInt64) is current
        with pytest.raises(
            ValueError, match="Cannot cast from tensor of TInt64 to tensor of TInt32"
        ):
            current.expect(TInt32)


def test_copy_to_fills_and_returns_the_java_array() -> None:
    with Tensor.create([[1, 2], [3, 4]]) as t:
        dst = np.zeros((2, 2), np.int32)
        assert t.copyTo(dst) is dst and dst.tolist() == [[1, 2], [3, 4]]
        with pytest.raises(ValueError, match="shape"):
            t.copyTo(np.zeros((4, 1), np.int32))


def test_uint8_tensors_of_byte_rows_copy_to_java_signed_bytes() -> None:
    # Java 1.x: Tensor.create(new byte[][] {...}, UInt8.class), then copyTo(new byte[1][3])
    with Graph() as g, Session(g) as s:
        with Tensor.create([bytes([100, 1, 127])], UInt8) as u:
            builder = g.opBuilder("Const", "c").setAttr("dtype", u.dataType())
            c = builder.setAttr("value", u).build().output(0)
        doubled = g.opBuilder("Add", "twice").addInput(c).addInput(c).build().output(0)
        with s.runner().fetch(doubled).run().get(0) as t:  # TensorFlow computes 200, 2, 254
            assert t.dataType() is DataType.UINT8 and t.numpy().tolist() == [[200, 2, 254]]
            dst = np.zeros((1, 3), np.int8)  # Java's byte[1][3]
            assert t.copyTo(dst) is dst and dst.tolist() == [[-56, 2, -2]]
            assert t.getByte(0, 0) == -56
            assert t.copyTo(np.zeros((1, 3), np.uint8)).tolist() == [[200, 2, 254]]


# ------------------------------------------------------------------------------------------
# Graphs built by 1.x code, sessions, results


def _const(g: Graph, name: str, value: object) -> object:
    with Tensor.create(value) as t:
        return (
            g.opBuilder("Const", name)
            .setAttr("dtype", t.dataType())
            .setAttr("value", t)
            .build()
            .output(0)
        )


def test_a_1x_graph_runs_and_gives_1x_tensors() -> None:
    with Graph() as g, Session(g) as s:
        x = g.opBuilder("Placeholder", "x").setAttr("dtype", DataType.FLOAT).build().output(0)
        y = g.opBuilder("Mul", "y").addInput(x).addInput(_const(g, "two", 2.0)).build().output(0)
        assert y.dataType() is DataType.FLOAT and str(y.dataType()) == "FLOAT"  # Java 1.x's
        assert y.dataType() == ProtoDataType.DT_FLOAT and y.type() is TFloat32
        with Tensor.create([1.0, 2.0, 3.0]) as fed:
            outs = s.runner().feed("x", fed).fetch("y").fetch("two").run()
        assert len(outs) == 2 and outs.size() == 2 and not outs.isEmpty()
        out = outs[0]
        assert out is outs.get(0) and isinstance(out, TFloat32)
        assert str(out) == "FLOAT tensor with shape [3]" and out.dataType() is DataType.FLOAT
        np.testing.assert_array_equal(out.copyTo(np.zeros(3, np.float32)), [2.0, 4.0, 6.0])
        assert [t.numpy().tolist() for t in outs] == [[2.0, 4.0, 6.0], 2.0]
        for t in outs:
            t.close()
        assert out.isClosed()


def test_strings_and_add_n_as_1x_programs_build_them() -> None:
    with Graph() as g:
        _const(g, "hello", b"Hello from 1.x")
        total = (
            g.opBuilder("AddN", "sum")
            .addInputList([_const(g, "a", 2), _const(g, "b", 12)])
            .build()
            .output(0)
        )
        with Session(g) as s:
            assert s.runner().fetch("hello").run().get(0).bytesValue() == b"Hello from 1.x"
            assert s.runner().fetch(total).run().get(0).intValue() == 14


def test_current_api_graphs_keep_current_results() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        c = tf.constant([1, 2])
        result = s.runner().fetch(c).run()
        t = result.get(0)
        assert type(t) is TInt32 and t.dataType() is ProtoDataType.DT_INT32
        assert [name for name, _ in result] == [c.asOutput().name()]  # Map.Entry pairs
        assert result[0] is t  # the List form is there too
        # the 1.x accessors work on current tensors; 1.x's toString is only for 1.x tensors
        assert t.numElements() == 2 and "FLOAT tensor" not in str(t)


def test_1x_outputs_give_1x_data_types_and_current_outputs_keep_theirs() -> None:
    with Graph() as g:
        n = g.opBuilder("Const", "n").setAttr("dtype", DataType.INT64)
        n = n.setAttr("value", Tensor.create(np.int64(7))).build().output(0)
        cast = g.opBuilder("Cast", "half").addInput(n).setAttr("DstT", ProtoDataType.DT_HALF)
        half = cast.build().output(0)
        assert n.dataType() is DataType.INT64 and n.expect(TInt64) is n
        assert half.dataType() is ProtoDataType.DT_HALF  # a type 1.x lacks: the proto enum's
        with Session(g) as s:
            assert s.runner().fetch(half).run().get(0).numpy() == 7.0
    with Graph() as g:
        c = Ops.create(g).constant(1.5)
        assert (
            c.asOutput().dataType() is ProtoDataType.DT_FLOAT and c.dataType().name() == "DT_FLOAT"
        )
    with EagerSession.create() as session:
        e = Ops.create(session).constant(2)
        assert e.asOutput().dataType() is ProtoDataType.DT_INT32 and e.asTensor().getInt() == 2


def test_feeding_a_1x_tensor_gives_1x_results() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat64)
        y = tf.math.mul(x, tf.constant(TFloat64, 3.0))
        with Tensor.create(2.0, TFloat64) as fed:
            out = s.runner().feed(x, fed).fetch(y).run().get(0)
        assert out.doubleValue() == 6.0 and out.dataType() is DataType.DOUBLE


# ------------------------------------------------------------------------------------------
# Shape: 1.x's org.tensorflow.Shape, and the long[] of Tensor.shape()


def test_shape_reads_as_long_array() -> None:
    assert Shape is NdShape
    s = Shape.make(2, 3)
    assert s == Shape.of(2, 3) and s.numDimensions() == 2 and s.size(1) == 3
    assert len(s) == 2 and s.length == 2 and s[0] == 2 and s[-1] == 3
    assert list(s) == [2, 3] and [d for d in s] == [2, 3]
    assert len(Shape.scalar()) == 0 and bool(Shape.scalar())
    with pytest.raises(ValueError, match="unknown"):
        len(Shape.unknown())
    with pytest.raises(IndexError):
        s[2]


def test_shape_setattr_in_a_1x_graph() -> None:
    with Graph() as g:
        op = (
            g.opBuilder("Placeholder", "p")
            .setAttr("dtype", DataType.DOUBLE)
            .setAttr("shape", Shape.make(-1, 4))
            .build()
        )
        assert op.output(0).shape().asArray() == [-1, 4]
        assert op.output(0).dataType() == ProtoDataType.DT_DOUBLE


# ------------------------------------------------------------------------------------------
# TensorFlow Java 0.2/0.3


def test_0_2_scope_constructor_and_tensor_views() -> None:
    with EagerSession.create() as session:
        scope = Scope(session)
        assert isinstance(scope, OpScope) and scope.env() is session
        c = Constant.vectorOf(scope, [1.0, 2.0])
        t = c.asTensor()
        assert t.data() is t and t.data().getFloat(1) == 2.0
        raw = t.rawData()
        assert raw.size() == 8 and raw.asFloats().getFloat(1) == 2.0


def test_0_2_concrete_function_expect() -> None:
    def dbl(tf: Ops) -> Signature:
        x = tf.placeholder(TInt32)
        return Signature.builder().input("x", x).output("dbl", tf.math.add(x, x)).build()

    with ConcreteFunction.create(dbl) as f, TInt32.scalarOf(10) as x:
        y = f.call(x).expect(TInt32)
        assert x.data().getInt() == 10 and y.data().getInt() == 20
