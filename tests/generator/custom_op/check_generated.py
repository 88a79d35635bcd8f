"""Run the classes generated from scale_and_shift.cc, eagerly and in a Session.

Used by tests/generator/test_custom_op.py in a fresh interpreter, from a working directory other than the
one the library was imported from, with the generated tree on ``sys.path``:

    PYTHONPATH=OUTDIR python check_generated.py ABSOLUTE_LIBRARY_PATH

Prints ``ok`` when every check passes.
"""

from __future__ import annotations

import sys

import numpy as np
from com.example.op import CustomOffset, Ops, ScaleAndShift
from org.tensorflow import Graph, Session
from org.tensorflow.types import TFloat32, TFloat64, TInt32

from tfjava.dispatch.library import loaded_libraries


def values(op_output):  # type: ignore[no-untyped-def]
    return op_output.asTensor().numpy()


def check_eager() -> None:
    tf = Ops.create()
    x = tf.constant([1.0, 2.0, 3.0])

    # Default attributes (scale 2.0, shift 1), two outputs, through create and the facade.
    r = ScaleAndShift.create(tf.scope(), x)
    assert r.scaled().type() is TFloat32 and r.shifted().type() is TFloat32
    np.testing.assert_array_equal(values(r.scaled()), np.float32([2, 4, 6]))
    np.testing.assert_array_equal(values(r.shifted()), np.float32([3, 5, 7]))
    r = tf.scaleAndShift(x)
    np.testing.assert_array_equal(values(r.shifted()), np.float32([3, 5, 7]))

    # Non-default attributes: Java-style option objects, and keywords.
    r = ScaleAndShift.create(tf.scope(), x, ScaleAndShift.scale(0.5).shift(-1))
    np.testing.assert_array_equal(values(r.scaled()), np.float32([0.5, 1, 1.5]))
    np.testing.assert_array_equal(values(r.shifted()), np.float32([-0.5, 0, 0.5]))
    r = tf.scaleAndShift(x, ScaleAndShift.shift(10), scale=-1.0)
    np.testing.assert_array_equal(values(r.shifted()), np.float32([9, 8, 7]))

    # Generic over T in {float, double, int32}.
    r = tf.scaleAndShift(tf.constant(np.float64([0.25, 4.0])), scale=4.0)
    assert r.scaled().type() is TFloat64
    np.testing.assert_array_equal(values(r.scaled()), np.float64([1, 16]))
    np.testing.assert_array_equal(values(r.shifted()), np.float64([2, 17]))
    r = tf.scaleAndShift(tf.constant([1, 2, 3]), scale=3.0, shift=-3)
    assert r.scaled().type() is TInt32 and values(r.scaled()).dtype == np.int32
    np.testing.assert_array_equal(values(r.scaled()), [3, 6, 9])
    np.testing.assert_array_equal(values(r.shifted()), [0, 3, 6])

    # A namespaced op (Custom>Offset) with a required attribute; one output: an Operand.
    y = tf.customOffset(tf.constant([1, 2]), 10)
    assert CustomOffset.OP_NAME == "Custom>Offset"
    assert y.type() is TInt32
    np.testing.assert_array_equal(values(y), [11, 12])
    z = tf.scaleAndShift(y, scale=1.0)  # an op instance is an operand of the next op
    np.testing.assert_array_equal(values(z.shifted()), [12, 13])


def check_graph() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.constant([1.0, 2.0])
        default = tf.scaleAndShift(x)
        custom = ScaleAndShift.create(tf.withName("custom").scope(), x, scale=4.0, shift=-2)
        ints = tf.scaleAndShift(tf.constant([3, 4]), scale=2.0)
        offset = CustomOffset.create(tf.scope(), tf.constant([5, 6]), -5)
        node = g.operation("custom")._op
        assert node.type == "ScaleAndShift"
        assert node.get_attr("scale") == 4.0 and node.get_attr("shift") == -2
        runner = s.runner()
        for fetch in (
            default.scaled(),
            default.shifted(),
            custom.scaled(),
            custom.shifted(),
            ints.shifted(),
            offset,
        ):
            runner.fetch(fetch)
        with runner.run() as result:
            got = [result.get(i).numpy() for i in range(result.size())]
    np.testing.assert_array_equal(got[0], np.float32([2, 4]))
    np.testing.assert_array_equal(got[1], np.float32([3, 5]))
    np.testing.assert_array_equal(got[2], np.float32([4, 8]))
    np.testing.assert_array_equal(got[3], np.float32([2, 6]))
    assert got[4].dtype == np.int32
    np.testing.assert_array_equal(got[4], [7, 9])
    np.testing.assert_array_equal(got[5], [0, 1])


def main() -> None:
    library = sys.argv[1]
    # Importing the op modules loaded the library (once), by its absolute path.
    assert loaded_libraries() == [library], loaded_libraries()
    check_eager()
    check_graph()
    assert loaded_libraries() == [library], loaded_libraries()
    print("ok")


if __name__ == "__main__":
    main()
