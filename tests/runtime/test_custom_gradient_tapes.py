"""A gradient registered the Java way (``TensorFlow.registerCustomGradient``) serves graphs, as
in Java; TensorFlow Python's eager ``GradientTape``, which Java has no counterpart of, keeps
Python's own gradient for that op type, or says that there is none. Registrations last for the
process, so the checks run in a child interpreter."""

from __future__ import annotations

import subprocess
import sys
import textwrap

_CHILD = textwrap.dedent(
    """
    import tensorflow as tf
    from org.tensorflow import Graph, Session, TensorFlow
    from org.tensorflow.op import Ops
    from org.tensorflow.types import TFloat32

    def zeros(tf_, op, grads):
        return [tf_.withName("javaGrad").zerosLike(op.input(0)), None]

    print("registered", TensorFlow.registerCustomGradient("NthElement", zeros))
    x = tf.constant([3.0, 1.0, 2.0])
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.raw_ops.NthElement(input=x, n=1)
    print("tape", tape.gradient(y, x).numpy().tolist())

    with Graph() as g, Session(g) as s:
        ops = Ops.create(g)
        p = ops.placeholder(TFloat32)
        grads = g.addGradients(ops.nn.nthElement(p, ops.constant(1)).asOutput(), [p.output()])
        with TFloat32.vectorOf(3.0, 1.0, 2.0) as feed, s.runner().feed(p, feed).fetch(
            grads[0]
        ).run() as out:
            print("graph", [out.get(0).getFloat(i) for i in range(3)])

    def nothing(tf_, op, grads):
        return [None, None]

    print("registered", TensorFlow.registerCustomGradient("AdjustContrastv2", nothing))
    image = tf.ones([1, 2, 2, 1])
    with tf.GradientTape() as tape:
        tape.watch(image)
        out = tf.raw_ops.AdjustContrastv2(images=image, contrast_factor=2.0)
    try:
        tape.gradient(out, image)
    except LookupError as e:
        print("tape error:", e)
    """
)


def test_an_eager_tape_keeps_pythons_gradient_of_an_op_registered_the_java_way() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD], capture_output=True, text=True, timeout=300, check=False
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    lines = proc.stdout.splitlines()
    # NthElement(n=1) of [3, 1, 2] is 2, at index 2: Python's gradient is one-hot there.
    assert lines[:3] == ["registered True", "tape [0.0, 0.0, 1.0]", "graph [0.0, 0.0, 0.0]"]
    assert lines[3:] == [
        "registered True",
        (
            "tape error: AdjustContrastv2 has a gradient registered the Java way only, which "
            "runs in graphs (Graph.addGradients); an eager GradientTape has none to use"
        ),
    ]
