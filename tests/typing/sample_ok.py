"""Correct ports of Java code: type checkers must accept this file without an error.

Each ``assert_type`` states the type a Java compiler gives the expression. The file also runs
(``run()``), so that every line here is valid at run time too.
"""

from __future__ import annotations

from typing import Any, TypeVar, assert_type

import numpy as np
from org.tensorflow import EagerSession, Graph, Operand, Output, Session
from org.tensorflow.ndarray import (
    BooleanNdArray,
    DoubleNdArray,
    FloatNdArray,
    IntNdArray,
    LongNdArray,
    NdArray,
    NdArrays,
    Shape,
)
from org.tensorflow.ndarray.buffer import DataBuffers, DoubleDataBuffer, IntDataBuffer
from org.tensorflow.op import Op, Ops, Scope
from org.tensorflow.op.core import (
    Concat,
    Constant,
    Identity,
    IdentityN,
    Placeholder,
    Rank,
    Reshape,
    StopGradient,
    Unique,
    VarHandleOp,
    Variable,
    Zeros,
)
from org.tensorflow.op.core import Shape as Shape_
from org.tensorflow.op.dtypes import Cast
from org.tensorflow.op.image import ResizeArea
from org.tensorflow.op.math import Abs, Add, AddN, Equal
from org.tensorflow.op.nn import Relu
from org.tensorflow.types import TBool, TFloat32, TFloat64, TInt32, TInt64, TString
from org.tensorflow.types.family import TNumber, TType


def generic_class(scope: Scope, x: Operand[TFloat32]) -> None:
    # Java: StopGradient<TFloat32> sg = StopGradient.create(scope, x);
    sg = StopGradient.create(scope, x)
    assert_type(sg, StopGradient[TFloat32])
    assert_type(sg.output(), Output[TFloat32])
    assert_type(sg.asOutput(), Output[TFloat32])
    # asOutput comes from the single-output base, bound to the class's own type (Java: a
    # fixed Operand<TBool>, a bound type parameter Operand<U>).
    assert_type(Equal.create(scope, x, x).asOutput(), Output[TBool])
    assert_type(Cast.create(scope, x, TInt64).asOutput(), Output[TInt64])
    assert_type(Cast.create(scope, x, TInt64, Cast.Truncate(True)).y(), Output[TInt64])
    op: Operand[TInt64] = Cast.create(scope, x, TInt64)
    assert_type(op.asOutput(), Output[TInt64])


def facade(tf: Ops, x: Operand[TFloat32], i: Operand[TInt32]) -> None:
    assert_type(tf.stopGradient(x), StopGradient[TFloat32])
    assert_type(tf.identity(i), Identity[TInt32])
    # Output types fixed by a type class argument.
    assert_type(tf.dtypes.cast(x, TInt64), Cast[TInt64])
    assert_type(tf.zeros(tf.array(2, 3), TFloat32), Zeros[TFloat32])
    # Bounds: TFloat32 is a TNumber.
    assert_type(tf.math.abs(x), Abs[TFloat32])
    assert_type(tf.nn.relu(x), Relu[TFloat32])
    assert_type(tf.math.add(x, x).z(), Output[TFloat32])
    # A method type variable: Equal is not generic, its create is.
    assert_type(tf.math.equal(i, i), Equal)
    # The secondary create of Java drops the trailing type class (UniqueV2's out_idx: TInt32).
    assert_type(tf.unique(x, i), Unique[TFloat32, TInt32])
    assert_type(tf.unique(x, i, TInt64), Unique[TFloat32, TInt64])
    assert_type(tf.unique(x, i).idx(), Output[TInt32])


def constants(tf: Ops) -> None:
    assert_type(tf.constant(1), Constant[TInt32])
    assert_type(tf.constant(1.0), Constant[TFloat32])
    assert_type(tf.constant("a"), Constant[TString])
    assert_type(tf.constant(True), Constant[TBool])
    assert_type(tf.constant([[1, 2], [3, 4]]), Constant[TInt32])
    assert_type(tf.constant([1.0, 2.5]), Constant[TFloat32])
    assert_type(tf.constant([[True], [False]]), Constant[TBool])
    assert_type(tf.constant(["a", "b"]), Constant[TString])
    assert_type(tf.constant(np.float64(1.0)), Constant[TFloat64])
    longs = np.zeros((2, 2), dtype=np.int64)
    assert_type(tf.constant(longs), Constant[TInt64])
    assert_type(tf.constant(Shape.of(2, 3)), Constant[TInt64])
    assert_type(tf.constant(TFloat64, 1.0), Constant[TFloat64])
    assert_type(tf.constant(Shape.of(2), [1.0, 2.0]), Constant[TFloat32])
    assert_type(tf.constant(TFloat32.scalarOf(1.0)), Constant[TFloat32])
    assert_type(tf.array(1.0, 2.0), Constant[TFloat32])
    assert_type(tf.array(1, 2), Constant[TInt32])
    assert_type(tf.array("a"), Constant[TString])


# Java's Operand<? extends TNumber> in user code: a type variable bound by TNumber.
N = TypeVar("N", bound=TNumber)


def wildcard(x: Operand[N]) -> Operand[N]:
    return x


def wildcards(tf: Ops, scope: Scope, f: Operand[TFloat32], i: Operand[TInt32]) -> None:
    # Parameters that are wildcards in Java take operands of any type within their bound,
    # each its own: shape(Operand<? extends TType>), reshape(..., Operand<? extends TNumber>).
    assert_type(tf.shape(f), Shape_[TInt32])
    assert_type(tf.shape(f, TInt64), Shape_[TInt64])
    assert_type(tf.reshape(f, tf.constant([2])), Reshape[TFloat32])
    longs = np.array([1], dtype=np.int64)
    assert_type(tf.reshape(i, tf.constant(longs)), Reshape[TInt32])
    assert_type(Reshape.create(scope, f, tf.shape(f)), Reshape[TFloat32])
    assert_type(tf.dtypes.cast(f, TInt32), Cast[TInt32])
    assert_type(tf.dtypes.cast(i, TFloat32), Cast[TFloat32])
    assert_type(tf.rank(f), Rank)
    # Lists of wildcards (Iterable<Operand<?>>) take operands of different types, as in Java.
    ids = tf.identityN([f, i])
    assert_type(ids, IdentityN)
    # Java's Output<?> is Output[TType]: it fits wildcard parameters, and expect() types it.
    out = ids.output()[0]
    assert_type(out, Output[TType])
    assert_type(tf.shape(out), Shape_[TInt32])
    assert_type(tf.math.add(out.expect(TFloat32), f), Add[TFloat32])
    # One T for every element of Iterable<Operand<T>>.
    assert_type(tf.concat([f, f], tf.constant(0)), Concat[TFloat32])
    assert_type(tf.math.addN([i, i]), AddN[TInt32])
    assert_type(wildcard(f), Operand[TFloat32])


def options(tf: Ops) -> None:
    handle = tf.varHandleOp(TFloat32, Shape.scalar(), VarHandleOp.sharedName("v"))
    assert_type(handle, VarHandleOp)
    tf.varHandleOp(TFloat32, Shape.scalar(), sharedName="w", container="c")


def graph() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32, Placeholder.shape(Shape.of(2)))
        assert_type(x, Placeholder[TFloat32])
        v = tf.variable(tf.constant(1.0))
        assert_type(v, Variable[TFloat32])
        y = tf.math.mul(x, tf.constant(2.0))
        result = s.runner().feed(x, TFloat32.vectorOf(1.0, 2.0)).fetch(y).run()
        with result:
            assert result.get(0) is not None
        training(g, tf)


def training(g: Graph, tf: Ops) -> None:
    from org.tensorflow.framework.losses import MeanSquaredError
    from org.tensorflow.framework.optimizers import Adam, GradientDescent

    w = tf.variable(tf.constant([1.0, 2.0]))
    # Java: Operand<? extends TNumber> labels (here TInt32), Operand<T> predictions.
    loss = MeanSquaredError().call(tf, tf.constant([1, 0]), tf.math.mul(w, w))
    assert_type(loss, Operand[TFloat32])
    assert_type(GradientDescent(g, 0.1).minimize(loss), Op)
    assert_type(Adam(g, 0.01).minimize(loss, "adam"), Op)


def inputs_fields() -> None:
    # Java: ResizeArea.Inputs inputs = new ResizeArea.Inputs(graph.operation(name));
    with Graph() as g:
        tf = Ops.create(g)
        x = tf.constant([[[[0.1], [0.2]]]])
        y = tf.image.resizeArea(x, tf.constant([2, 3]), alignCorners=True)
        op = g.operation(y.op().name())
        assert op is not None
        read = ResizeArea.Inputs(op)
        assert_type(read.images, Operand[TNumber])
        assert_type(read.sizeOutput, Operand[TInt32])
        assert_type(read.alignCorners, bool)
        assert_type(read.getOutputs(), ResizeArea)
        assert read.alignCorners is True
        u = tf.unique(tf.constant([1.0, 1.0]), tf.constant([0]), TInt64)
        uop = g.operation(u.op().name())
        assert uop is not None
        read_unique = Unique.Inputs(uop)
        assert_type(read_unique.x, Operand[TType])
        assert_type(read_unique.outIdx, int)
        assert_type(read_unique.getOutputs(), Unique[Any, Any])
        assert read_unique.outIdx == TInt64.DTYPE


def framework(tf: Ops, x: Operand[TFloat32]) -> None:
    from org.tensorflow.framework.activations import ReLU
    from org.tensorflow.framework.initializers import Glorot, VarianceScaling
    from org.tensorflow.framework.losses import MeanSquaredError

    glorot: Glorot[TFloat32] = Glorot(VarianceScaling.Distribution.UNIFORM, 1)
    assert_type(glorot.call(tf, tf.array(2, 2), TFloat32), Operand[TFloat32])
    assert_type(ReLU().call(tf, x), Operand[TFloat32])
    assert_type(MeanSquaredError().call(tf, x, x), Operand[TFloat32])
    assert_type(MeanSquaredError().call(tf, tf.constant([1, 0]), x), Operand[TFloat32])


def heap_arrays() -> None:
    # Java's NdArrays and DataBuffers overloads by primitive (contract section 3).
    assert_type(NdArrays.vectorOf(1, 2), IntNdArray)
    assert_type(NdArrays.vectorOf(1.0, 2.0), FloatNdArray)
    assert_type(NdArrays.vectorOf(True), BooleanNdArray)
    assert_type(NdArrays.vectorOf(np.int64(1)), LongNdArray)
    assert_type(NdArrays.scalarOf(np.float64(1.0)), DoubleNdArray)
    assert_type(NdArrays.scalarOf(1), IntNdArray)
    assert_type(DataBuffers.of(1, 2), IntDataBuffer)
    assert_type(DataBuffers.of(np.zeros(2)), DoubleDataBuffer)
    assert_type(NdArrays.wrap(Shape.of(2), DataBuffers.of(1, 2)), IntNdArray)
    assert_type(NdArrays.wrap(Shape.of(1), DataBuffers.ofObjects(str, 1)), NdArray[Any])
    assert NdArrays.vectorOf(1, 2).getInt(1) == 2
    tf = Ops.create()
    assert_type(tf.constant(NdArrays.vectorOf(1, 2)), Constant[TInt32])
    assert_type(tf.constant(NdArrays.vectorOf(np.int64(1))), Constant[TInt64])
    assert_type(tf.constant(NdArrays.scalarOf(np.float64(1.0))), Constant[TFloat64])
    assert_type(tf.constant(Shape.of(2), DataBuffers.of(1.0, 2.0)), Constant[TFloat32])
    assert_type(tf.constant(TFloat32.vectorOf(1.0)), Constant[TFloat32])


def run() -> None:
    with EagerSession.create() as session:
        tf = Ops.create(session)
        x = tf.constant([1.0, -2.0])
        i = tf.constant([0])
        generic_class(tf.scope(), x)
        facade(tf, x, i)
        constants(tf)
        assert wildcard(x) is x
        wildcards(tf, tf.scope(), x, i)
        options(tf)
        framework(tf, x)
        value = tf.math.abs(x).asTensor()
        assert_type(value, TFloat32)
        assert value.getFloat(1) == 2.0
    graph()
    inputs_fields()
    heap_arrays()


def keep(t: type[TType]) -> type[TType]:
    return t


if __name__ == "__main__":
    run()
