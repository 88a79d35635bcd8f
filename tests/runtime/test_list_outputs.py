"""Ops with list outputs beside other outputs, eager and in a graph."""

from __future__ import annotations

import numpy as np
import tensorflow as tf
from org.tensorflow import Graph, Session
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Split

RNG = np.random.default_rng(0)
LOGITS = RNG.standard_normal((4, 2, 5)).astype(np.float32)
SEQ = np.int32([4, 3])


def test_ctc_beam_search_decoder_eager_matches_raw_ops() -> None:
    ops = Ops.create()
    d = ops.nn.ctcBeamSearchDecoder(ops.constant(LOGITS), ops.constant(SEQ), 3, 2)
    raw = tf.raw_ops.CTCBeamSearchDecoder(
        inputs=LOGITS, sequence_length=SEQ, beam_width=3, top_paths=2
    )
    assert len(d.decodedIndices()) == len(d.decodedValues()) == len(d.decodedShape()) == 2
    for ours, theirs in zip(
        d.decodedIndices() + d.decodedValues() + d.decodedShape(),
        raw.decoded_indices + raw.decoded_values + raw.decoded_shape,
        strict=True,
    ):
        np.testing.assert_array_equal(ours.asTensor().numpy(), theirs.numpy())
    np.testing.assert_allclose(d.logProbability().asTensor().numpy(), raw.log_probability.numpy())
    assert d.op().outputListLength("decoded_values") == 2
    assert d.op().numOutputs() == 7


def test_ctc_beam_search_decoder_in_a_graph() -> None:
    with Graph() as g, Session(g) as s:
        ops = Ops.create(g)
        d = ops.nn.ctcBeamSearchDecoder(ops.constant(LOGITS), ops.constant(SEQ), 3, 2)
        runner = s.runner()
        for out in d.decodedValues():
            runner.fetch(out)
        with runner.fetch(d.logProbability()).run() as result:
            raw = tf.raw_ops.CTCBeamSearchDecoder(
                inputs=LOGITS, sequence_length=SEQ, beam_width=3, top_paths=2
            )
            for i, theirs in enumerate(raw.decoded_values):
                np.testing.assert_array_equal(result.get(i).numpy(), theirs.numpy())


def test_single_list_output_is_iterable() -> None:
    ops = Ops.create()
    parts = Split.create(ops.scope(), ops.constant(0), ops.constant([1, 2, 3, 4, 5, 6]), 3)
    assert [p.asTensor().numpy().tolist() for p in parts] == [[1, 2], [3, 4], [5, 6]]
    assert len(list(parts.iterator())) == 3
    assert parts.op().outputListLength("output") == 3
