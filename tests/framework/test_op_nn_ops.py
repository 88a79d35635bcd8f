"""Port of TensorFlow Java's ``NnOpsTest`` (``org.tensorflow.framework.op.NnOps``, through ``FrameworkOps``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.op import FrameworkOps

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testSigmoidCrossEntropyWithLogits() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            x = np.array([-100, -2, -2, 0, 2, 2, 2, 100], np.float32)
            y = np.array([0, 0, 1, 0, 0, 1, 0.5, 1], np.float32)
            logits = tf.constant(x)
            targets = tf.constant(y)
            loss = fops.nn.sigmoidCrossEntropyWithLogits(targets, logits)
            expected = tf.constant(
                [0, 0.126928, 2.126928, 0.6931472, 2.126928, 0.126928, 1.126928, 0]
            )
            session.evaluate(expected, loss)


def test_testSoftmaxCrossEntropyWithLogits() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            x = np.array([-100, -2, -2, 0, 2, 2, 2, 100], np.float32)
            y = np.array([0, 0, 1, 0, 0, 1, 0.5, 1], np.float32)
            logits = tf.constant(x)
            targets = tf.constant(y)
            loss = fops.nn.softmaxCrossEntropyWithLogits(targets, logits, 0)
            session.evaluate(249.0, loss)


def test_testSparseSoftmaxCrossEntropyWithLogits() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            x = np.array([[0, 0]], np.float32)
            y = np.array([0], np.int32)
            logits = tf.constant(x)
            labels = tf.constant(y)
            loss = fops.nn.sparseSoftmaxCrossEntropyWithLogits(labels, logits)
            session.evaluate(0.69314718, loss)
