"""The op form of a function call, ``fn.call(tf, operand)``, checks its operands as the direct
``call(tensor)`` checks its tensors, with the same messages, in eager and graph mode (issue
25): only what TensorFlow itself would refuse, a data type, with the input's name. A shape
other than the signature's is fed, as TensorFlow Java feeds it and TensorFlow runs it (issue
23: SavedModelBundleTest.exportMultipleFunctions feeds a [2] tensor to a [1, 1] input)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pytest
from org.tensorflow import ConcreteFunction, EagerSession, Graph, Session, Signature
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Placeholder
from org.tensorflow.types import TFloat32, TInt32


def _double(tf_: Ops, shape: Shape) -> Signature:
    x = tf_.placeholder(TFloat32, Placeholder.shape(shape))
    return Signature.builder().key("double").input("x", x).output("y", tf_.math.add(x, x)).build()


@contextmanager
def _functions(shape: Shape) -> Iterator[dict[str, Any]]:
    """A ``ConcreteFunction`` and a ``SessionFunction`` of ``_double`` over ``shape``."""
    with Graph() as g, Session(g) as s:
        signature = _double(Ops.create(g), shape)
        with ConcreteFunction.create(lambda tf_: _double(tf_, shape)) as concrete:
            yield {"concrete": concrete, "session": s.function(signature)}


def _where(kind: str, fn: Any) -> str:
    if kind == "concrete":
        return f"ConcreteFunction {fn.getDefinedName()}.call"
    return "SessionFunction 'double'.call"


def _direct_error(fn: Any, tensor: Any) -> str:
    with pytest.raises((TypeError, ValueError)) as e:
        fn.call(tensor)
    return f"{type(e.value).__name__}: {e.value}"


def _op_error(fn: Any, tf_: Ops, operand: Any) -> str:
    with pytest.raises((TypeError, ValueError)) as e:
        fn.call(tf_, operand)
    return f"{type(e.value).__name__}: {e.value}"


@pytest.mark.parametrize("kind", ["concrete", "session"])
def test_both_forms_feed_another_shape_as_tensorflow_runs_it(kind: str) -> None:
    with _functions(Shape.of(2)) as fns, EagerSession.create() as eager, Graph() as g:
        fn = fns[kind]
        three = np.array([1.0, 2.0, 3.0], np.float32)
        with TFloat32.vectorOf(1.0, 2.0, 3.0) as t, fn.call(t) as y:
            np.testing.assert_array_equal(y.numpy(), 2 * three)
        e = Ops.create(eager)
        np.testing.assert_array_equal(fn.call(e, e.constant(three)).asTensor().numpy(), 2 * three)
        tf_ = Ops.create(g)
        x = tf_.placeholder(TFloat32, Placeholder.shape(Shape.of(-1, 2)))
        y = fn.call(tf_, x)
        matrix = np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)
        with (
            Session(g) as s,
            TFloat32.tensorOf(matrix) as t,
            s.runner().feed(x, t).fetch(y).run() as r,
        ):
            np.testing.assert_array_equal(r.get(0).numpy(), 2 * matrix)


@pytest.mark.parametrize("kind", ["concrete", "session"])
def test_op_form_refuses_a_wrong_data_type_as_the_direct_call(kind: str) -> None:
    with _functions(Shape.of(2)) as fns, EagerSession.create() as eager, Graph() as g:
        fn = fns[kind]
        expected = (
            f"TypeError: {_where(kind, fn)}: input 'x' expects DT_FLOAT, got TInt32 (DT_INT32)"
        )
        with TInt32.vectorOf(1, 2) as t:
            assert _direct_error(fn, t) == expected
        e = Ops.create(eager)
        assert _op_error(fn, e, e.constant([1, 2])) == expected
        tf_ = Ops.create(g)
        assert _op_error(fn, tf_, tf_.constant([1, 2])) == expected
        assert _op_error(fn, tf_, {"x": tf_.placeholder(TInt32)}) == expected


@pytest.mark.parametrize("kind", ["concrete", "session"])
def test_shapes_tensorflow_accepts_are_accepted(kind: str) -> None:
    with _functions(Shape.of(-1, 2)) as fns, EagerSession.create() as eager, Graph() as g:
        fn = fns[kind]
        xs = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], np.float32)
        with TFloat32.tensorOf(xs) as t, fn.call(t) as y:
            np.testing.assert_array_equal(y.numpy(), 2 * xs)
        e = Ops.create(eager)
        np.testing.assert_array_equal(fn.call(e, e.constant(xs)).asTensor().numpy(), 2 * xs)
        tf_ = Ops.create(g)
        for shape in (Shape.unknown(), Shape.of(-1, -1), Shape.of(3, -1), Shape.of(-1, 2)):
            x = tf_.placeholder(TFloat32, Placeholder.shape(shape))
            y = fn.call(tf_, x)
            with (
                Session(g) as s,
                TFloat32.tensorOf(xs) as t,
                s.runner().feed(x, t).fetch(y).run() as r,
            ):
                np.testing.assert_array_equal(r.get(0).numpy(), 2 * xs)
