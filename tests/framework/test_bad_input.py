"""Bad input to the framework: Java's IllegalArgumentException is ``ValueError`` (``TypeError``
for a wrong type) naming the class and the argument in eager mode; a value TensorFlow can only
check when the graph runs fails then with ``TFInvalidArgumentException``, as in Java."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.framework.activations import Activation, ReLU
from org.tensorflow.framework.initializers import Glorot, RandomNormal, VarianceScaling
from org.tensorflow.framework.losses import (
    BinaryCrossentropy,
    Hinge,
    MeanSquaredError,
    Reduction,
    SparseCategoricalCrossentropy,
)
from org.tensorflow.framework.op import FrameworkOps
from org.tensorflow.framework.optimizers import Adam
from org.tensorflow.ndarray import Shape
from org.tensorflow.op.core import Placeholder
from org.tensorflow.types import TFloat32, TInt32, TString

from tests.framework.session_helper import MODES, Mode, TestSession


@pytest.mark.parametrize("mode", MODES, ids=[m.value for m in MODES])
def test_initializer_of_numbers_refuses_a_string_type(mode: Mode) -> None:
    with TestSession(mode) as s:
        tf = s.getTF()
        glorot = Glorot(VarianceScaling.Distribution.UNIFORM, 1)
        with pytest.raises(TypeError, match=r"Glorot\.call: parameter type .*got TString"):
            glorot.call(tf, tf.constant(Shape.of(2, 2)), TString)
        with pytest.raises(TypeError, match=r"RandomNormal\.call: parameter type .*got TInt32"):
            RandomNormal(1).call(tf, tf.constant(Shape.of(2, 2)), TInt32)


def test_constructor_arguments_are_checked() -> None:
    with pytest.raises(ValueError, match="VarianceScaling: scale must be greater than 0"):
        VarianceScaling(0.0, VarianceScaling.Mode.FAN_IN, VarianceScaling.Distribution.NORMAL, 1)
    with pytest.raises(TypeError, match="Glorot: parameter seed"):
        Glorot(VarianceScaling.Distribution.NORMAL, "1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="labelSmoothing must be >= 0. and <= 1, found 1.5"):
        BinaryCrossentropy(True, 1.5)
    with pytest.raises(TypeError, match="MeanSquaredError: unexpected argument"):
        MeanSquaredError("mse", Reduction.SUM, 3)


@pytest.mark.parametrize("mode", MODES, ids=[m.value for m in MODES])
def test_sample_weights_that_do_not_broadcast(mode: Mode) -> None:
    with TestSession(mode) as s:
        tf = s.getTF()
        y = tf.constant(np.ones((3, 4), np.float32))  # per-sample losses of shape (3,)
        w = tf.constant(np.ones((2,), np.float32))
        with pytest.raises(ValueError, match=r"MeanSquaredError\.call: parameter sampleWeights"):
            MeanSquaredError().call(tf, y, y, w)


def test_labels_outside_the_allowed_values() -> None:
    preds = np.array([[0.3, -0.6]], np.float32)
    labels = np.array([[2.0, 0.0]], np.float32)
    with TestSession(Mode.EAGER) as s:
        tf = s.getTF()
        with pytest.raises(ValueError, match=r"labels value check \[-1, 0, 1\]"):
            Hinge().call(tf, tf.constant(labels), tf.constant(preds))
    # In a graph with unknown label values, the check runs with the graph.
    with TestSession(Mode.GRAPH) as s:
        tf = s.getTF()
        p = tf.placeholder(TFloat32, Placeholder.shape(Shape.of(-1, 2)))
        loss = Hinge().call(tf, p, tf.constant(preds))
        t = TFloat32.tensorOf(labels)
        with pytest.raises(TFInvalidArgumentException, match="values not in value set"):
            s.getGraphSession().runner().feed(p, t).fetch(loss).run()


@pytest.mark.parametrize("mode", MODES, ids=[m.value for m in MODES])
def test_predictions_outside_the_probability_range(mode: Mode) -> None:
    with TestSession(mode) as s:
        tf = s.getTF()
        labels = tf.constant(np.array([[1.0, 0.0]], np.float32))
        preds = tf.constant(np.array([[1.5, -0.5]], np.float32))
        if mode is Mode.EAGER:
            with pytest.raises(ValueError, match=r"predictions range check \[0-1\]"):
                BinaryCrossentropy().call(tf, labels, preds)
        else:
            loss = BinaryCrossentropy().call(tf, labels, preds)
            with pytest.raises(TFInvalidArgumentException, match="values out of range"):
                s.run(loss)


def test_sparse_labels_of_the_wrong_rank() -> None:
    with TestSession(Mode.EAGER) as s:
        tf = s.getTF()
        logits = tf.constant(np.ones((2, 3), np.float32))
        nn = FrameworkOps.create(tf).nn
        with pytest.raises(ValueError, match="Rank mismatch"):
            nn.sparseSoftmaxCrossEntropyWithLogits(tf.constant(np.zeros((2, 2), np.int32)), logits)
        with pytest.raises(ValueError, match="Shape mismatch"):
            nn.sparseSoftmaxCrossEntropyWithLogits(tf.constant(np.zeros((3,), np.int32)), logits)
        with pytest.raises(ValueError, match="Logits cannot be scalars"):
            nn.sparseSoftmaxCrossEntropyWithLogits(tf.constant(0), tf.constant(1.0))
        # The loss class reshapes labels of another rank, as Java does: TensorFlow refuses.
        with pytest.raises(TFInvalidArgumentException):
            SparseCategoricalCrossentropy(True).call(
                tf, tf.constant(np.zeros((2, 2, 2), np.int32)), logits
            )


def test_unknown_activation_names_and_bad_configs() -> None:
    with pytest.raises(ValueError, match="unknown activation name 'rellu'"):
        Activation.create("rellu")
    with pytest.raises(ValueError, match="Illegal Configuration keys"):
        Activation.create({"name": "relu", "slope": 2.0})
    with pytest.raises(ValueError, match="Configuration name: linear, does not match"):
        ReLU({"name": "linear"})
    with pytest.raises(TypeError, match="ReLU: parameter alpha must be a float"):
        Activation.create({"name": "relu", "alpha": "x"})
    with pytest.raises(ValueError, match="no activation name"):
        Activation.create({"alpha": 1.0})
    with pytest.raises(TypeError, match="Activation.create: parameter"):
        Activation.create(3)  # type: ignore[arg-type]


def test_optimizers_only_on_graphs() -> None:
    with TestSession(Mode.EAGER) as s:
        with pytest.raises(TypeError, match="Adam: parameter graph must be a Graph"):
            Adam(s.getEagerSession())  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="Adam.createAdamMinimize"):
            Adam.createAdamMinimize(
                s.getTF().scope(), s.getTF().constant(1.0), 0.1, 0.9, 0.99, 1e-7
            )
