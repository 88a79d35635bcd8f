"""Port of TensorFlow Java's ``GradientsTest`` (``org.tensorflow.op.core.Gradients``)."""

from __future__ import annotations

import pytest
from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Gradients
from org.tensorflow.types import TFloat32

SKIPPED: dict[str, str] = {}


def test_createGradients() -> None:
    with Graph() as g, Session(g) as sess:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32).output()
        y0 = tf.math.square(x).y()
        y1 = tf.math.square(y0).y()

        grads = Gradients.create(tf.scope(), y1, [x, y0])
        assert grads is not None
        assert grads.dy() is not None
        assert len(grads.dy()) == 2

        with (
            TFloat32.scalarOf(3.0) as c,
            sess.runner().feed(x, c).fetch(grads.dy(0)).fetch(grads.dy(1)).run() as outputs,
        ):
            assert outputs.get(0).getFloat() == 108.0
            assert outputs.get(1).getFloat() == 18.0


def test_createGradientsWithSum() -> None:
    with Graph() as g, Session(g) as sess:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32).output()
        y0 = tf.math.square(x).y()
        y1 = tf.math.square(y0).y()

        grads = Gradients.create(tf.scope(), [y0, y1], [x])
        assert len(grads.dy()) == 1

        with (
            TFloat32.scalarOf(3.0) as c,
            sess.runner().feed(x, c).fetch(grads.dy(0)).run() as outputs,
        ):
            assert outputs.get(0).getFloat() == 114.0


def test_createGradientsWithInitialValues() -> None:
    with Graph() as g, Session(g) as sess:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32).output()
        y0 = tf.math.square(x).y()
        y1 = tf.math.square(y0).y()

        grads0 = Gradients.create(tf.scope(), y1, [y0])
        grads1 = Gradients.create(tf.scope(), y0, [x], Gradients.dx(grads0.dy()))
        assert len(grads1.dy()) == 1

        with (
            TFloat32.scalarOf(3.0) as c,
            sess.runner().feed(x, c).fetch(grads1.dy(0)).run() as outputs,
        ):
            assert outputs.get(0).getFloat() == 108.0


def test_validateGradientsNames() -> None:
    with Graph() as g:
        tf = Ops.create(g).withSubScope("sub")
        x = tf.placeholder(TFloat32).output()
        y = tf.math.square(x).y()

        grad0 = Gradients.create(tf.scope(), y, [x])
        assert grad0.dy(0).op().name().startswith("sub/Gradients/")

        grad1 = Gradients.create(tf.scope().withName("MyGradients"), y, [x])
        assert grad1.dy(0).op().name().startswith("sub/MyGradients/")


# Python extras: the facade method and eager mode.


def test_facade_and_eager() -> None:
    with Graph() as g, Session(g) as sess:
        tf = Ops.create(g)
        x = tf.constant(2.0)
        grads = tf.gradients(tf.math.mul(x, x), [x])
        assert next(iter(grads)) is grads.dy(0)
        assert sess.runner().fetch(grads.dy(0)).run().get(0).getFloat() == 4.0
    with EagerSession.create() as s, pytest.raises(ValueError, match="graph"):
        tf_e = Ops.create(s)
        tf_e.gradients(tf_e.constant(1.0), [tf_e.constant(1.0)])
