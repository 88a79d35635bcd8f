"""Port of TensorFlow Java's ``OperandsTest`` (``org.tensorflow.op.Operands``)."""

from __future__ import annotations

from org.tensorflow import Graph
from org.tensorflow.op import Operands, Ops

SKIPPED: dict[str, str] = {}


def test_createOutputArrayFromOperandList() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        # TestUtil.split(g, "split", new int[] {0, 1, 2}, 3)
        split = (
            g.opBuilder("Split", "split")
            .addInput(tf.constant(0).asOutput())
            .addInput(tf.constant([0, 1, 2]).asOutput())
            .setAttr("num_split", 3)
            .build()
        )
        lst = [split.output(0), split.output(2)]
        array = Operands.asOutputs(lst)
        assert len(array) == len(lst)
        assert array[0] is lst[0]
        assert array[1] is lst[1]
