"""Port of TensorFlow Java's ``CustomGradientTest`` (``TensorFlow.registerCustomGradient``).

Java's registry is TensorFlow's C++ gradient registry, which has no gradient for
``NthElement`` or ``Merge`` (TensorFlow Python has one for each): registering succeeds and the
custom gradient is the one ``Graph.addGradients`` uses, as in Java. Registrations are
process-wide, as in Java.
"""

from __future__ import annotations

from typing import Any

import pytest
from org.tensorflow import Graph, GraphOperation, Output, Session, TensorFlow
from org.tensorflow.ndarray.index import Indices
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Merge
from org.tensorflow.op.dtypes import Cast
from org.tensorflow.op.image import AdjustContrast
from org.tensorflow.op.math import Mod
from org.tensorflow.op.nn import NthElement
from org.tensorflow.proto import DataType
from org.tensorflow.types import TFloat32

SKIPPED = {
    "customGradientRegistrationUnsupportedOnWindows": "Windows-only in Java (a JVM build "
    "limitation); registration works on every platform here",
}


class _AdjustContrastInputs:
    """An ``Inputs`` class by the registry's protocol (constructor from the forward
    GraphOperation, ``OP_NAME``), standing in for the generated ``AdjustContrast.Inputs``."""

    OP_NAME = AdjustContrast.OP_NAME

    def __init__(self, op: GraphOperation) -> None:
        self.images = op.input(0)
        self.contrastFactor = op.input(1)


def test_testAlreadyExisting() -> None:
    def gradient(tf: Ops, op: Any, gradInputs: list[Output[Any]]) -> list[Any]:
        out = gradInputs[0]
        a = tf.stridedSlice(out, Indices.slice(0, 1))
        b = tf.stridedSlice(out, Indices.slice(1, 2))
        return [a, b, tf.constant(0.0)]

    assert not TensorFlow.registerCustomGradient(Cast.OP_NAME, gradient)
    assert TensorFlow.hasGradient(Cast.OP_NAME)


def test_testCustomGradient() -> None:
    with Graph() as g, Session(g) as s:
        assert not TensorFlow.hasGradient("NthElement")
        assert TensorFlow.registerCustomGradient(
            NthElement.Inputs,
            lambda tf, op, gradInputs: [tf.withName("inAGrad").constant(0.0), tf.constant(0.0)],
        )
        assert TensorFlow.hasGradient("NthElement")

        tf = Ops.create(g)
        x = tf.placeholder(TFloat32).output()
        y = tf.math.add(tf.nn.nthElement(x, tf.constant(2)), tf.constant(4.0)).asOutput()

        grads0 = g.addGradients(y, [x])
        assert grads0 is not None
        assert len(grads0) == 1
        assert grads0[0].dataType() == DataType.DT_FLOAT
        # The custom gradient (not TensorFlow Python's NthElement gradient) built the result.
        assert any(op.name().endswith("NthElement_grad/inAGrad") for op in g.operations())

        with (
            TFloat32.vectorOf(3.0, 2.0, 1.0, 0.0) as c1,
            s.runner().feed(x, c1).fetch(grads0[0]).run() as outputs,
        ):
            assert outputs.size() == 1
            assert outputs.get(0).getFloat() == 0.0


def test_testCustomGradient_inputs_class_of_a_test() -> None:
    """An ``Inputs`` class written by hand (the registry's protocol) works as a generated one."""
    with Graph() as g, Session(g) as s:
        assert not TensorFlow.hasGradient("AdjustContrastv2")
        seen: list[Any] = []

        def gradient(tf: Ops, op: _AdjustContrastInputs, gradInputs: list[Any]) -> list[Any]:
            seen.append(op)
            return [tf.withName("inAGrad").constant(0.0), tf.constant(0.0)]

        assert TensorFlow.registerCustomGradient(_AdjustContrastInputs, gradient)
        assert TensorFlow.hasGradient("AdjustContrastv2")

        tf = Ops.create(g)
        x = tf.placeholder(TFloat32).output()
        y = tf.math.add(tf.image.adjustContrast(x, tf.constant(2.0)), tf.constant(4.0)).asOutput()
        (grad,) = g.addGradients(y, [x])
        assert len(seen) == 1 and seen[0].images == x
        with TFloat32.vectorOf(3.0, 2.0) as c1, s.runner().feed(x, c1).fetch(grad).run() as r:
            assert r.get(0).getFloat() == 0.0


def test_applyGradientOnMultipleNodesOfSameOpType() -> None:
    with Graph() as g, Session(g) as s:
        assert TensorFlow.registerCustomGradient(
            Merge.Inputs,
            lambda tf, op, gradInputs: [tf.constant(-10) for _ in gradInputs],
        )
        tf = Ops.create(g)
        initialValue = tf.constant(10)
        merge1 = tf.merge([initialValue, tf.constant(20)])
        merge2 = tf.merge([merge1.output(), tf.constant(30)])
        # Just make sure that it won't throw
        g.addGradients(merge2.output(), [initialValue.asOutput()])

        # Beyond Java: with floats, the value shows both Merge nodes used the custom gradient
        # (each hands -10 to its inputs, whatever flows in).
        f0 = tf.constant(10.0)
        m1 = tf.merge([f0, tf.constant(20.0)])
        m2 = tf.merge([m1.output(), tf.constant(30.0)])
        (grad,) = g.addGradients(m2.output(), [f0.asOutput()])
        with s.runner().fetch(grad).run() as r:
            assert r.get(0).numpy() == -10  # the int constant of the custom gradient


def test_custom_gradient_of_a_cpp_less_op_with_a_python_gradient() -> None:
    """Mod has no C++ gradient either: a custom one replaces TensorFlow Python's."""
    with Graph() as g, Session(g) as s:
        assert not TensorFlow.hasGradient(Mod.OP_NAME)
        assert TensorFlow.registerCustomGradient(
            Mod.OP_NAME, lambda tf, op, gradInputs: [tf.constant(-10.0) for _ in op.inputs()]
        )
        tf = Ops.create(g)
        initialValue = tf.constant(10.0)
        mod1 = tf.math.mod(initialValue, tf.constant(20.0))
        mod2 = tf.math.mod(mod1.z(), tf.constant(30.0))
        (grad,) = g.addGradients(mod2.z(), [initialValue.asOutput()])
        with s.runner().fetch(grad).run() as r:
            assert r.get(0).getFloat() == -10.0


def test_python_gradients_stay_for_ops_nobody_overrides() -> None:
    """hasGradient follows the C++ registry, yet an op type with only a Python gradient still
    differentiates through it until someone registers one (Cumprod: no C++ gradient)."""
    assert not TensorFlow.hasGradient("Cumprod")
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.constant([1.0, 2.0, 3.0])
        y = tf.math.cumprod(x, tf.constant(0))  # [x0, x0*x1, x0*x1*x2]
        (grad,) = g.addGradients(y.asOutput(), [x.asOutput()])
        with s.runner().fetch(grad).run() as r:
            assert list(r.get(0).numpy()) == [9.0, 4.0, 2.0]


def test_registerCustomGradient_bad_input() -> None:
    with pytest.raises(ValueError, match="no op type 'NoSuchOp'"):
        TensorFlow.registerCustomGradient("NoSuchOp", lambda tf, op, g: [])
    with pytest.raises(TypeError, match="callable"):
        TensorFlow.registerCustomGradient("Mod", None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not an op's Inputs class"):
        TensorFlow.registerCustomGradient(int, lambda tf, op, g: [])


def test_gradient_returning_wrong_count_is_reported() -> None:
    assert TensorFlow.registerCustomGradient("AdjustHue", lambda tf, op, g: [tf.constant(0.0)])
    with Graph() as g:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32)
        y = tf.image.adjustHue(x, tf.constant(0.1))
        with pytest.raises(ValueError, match=r"AdjustHue .*returned 1 gradients for 2 inputs"):
            g.addGradients(y.asOutput(), [x.asOutput()])


def test_tf_gradients_uses_the_custom_gradient() -> None:
    """``tf.gradients`` (the Gradients op) and ``Graph.addGradients`` share the registry."""
    calls: list[str] = []

    def gradient(tf: Ops, op: GraphOperation, gradInputs: list[Any]) -> list[Any]:
        calls.append(op.name())
        return [tf.math.mul(gradInputs[0], tf.constant(7.0))]

    assert TensorFlow.registerCustomGradient("Snapshot", gradient)
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32)
        y = tf.math.mul(tf.snapshot(x), tf.constant(2.0))
        grads = tf.gradients(y, [x])
        with TFloat32.scalarOf(1.5) as xt, s.runner().feed(x, xt).fetch(grads.dy(0)).run() as r:
            assert r.get(0).getFloat() == 14.0
    assert calls == ["Snapshot"]


class _FakeOp:
    """The shape of a generated op class with its nested ``Inputs``."""

    OP_NAME = "DataFormatVecPermute"

    class Inputs:
        def __init__(self, op: GraphOperation) -> None:
            self.x = op.input(0)


def test_inputs_class_nested_in_its_op_class() -> None:
    """An ``<Op>.Inputs`` class: the op type comes from the class it is nested in."""
    from tfjava.exec.custom_gradients import op_type_of

    assert op_type_of(_FakeOp.Inputs) == "DataFormatVecPermute"
    assert op_type_of(_AdjustContrastInputs) == "AdjustContrastv2"
