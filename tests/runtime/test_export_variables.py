"""Every kind of variable keeps its values through an export (issue 25): exported here, loaded
here, loaded by Python TensorFlow, and a loaded model exported again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import Graph, SavedModelBundle, Session, Signature
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Placeholder
from org.tensorflow.types import TFloat32

XS = np.array([[1.0, 1.0], [2.0, -3.0]], np.float32)


def _python(folder: Path, key: str = "serving_default", **inputs: Any) -> dict[str, np.ndarray]:
    loaded = tf.saved_model.load(str(folder))
    out = loaded.signatures[key](**{k: tf.constant(v) for k, v in inputs.items()})
    return {k: v.numpy() for k, v in out.items()}


def _here(folder: Path, **inputs: np.ndarray) -> dict[str, np.ndarray]:
    with SavedModelBundle.load(str(folder)) as bundle:
        tensors = {k: TFloat32.tensorOf(v) for k, v in inputs.items()}
        with bundle.call(tensors) as r:
            out = {name: r.get(name).numpy() for name in bundle.signatures()[0].outputNames()}
        for t in tensors.values():
            t.close()
    return out


def _export_trained_model(folder: Path) -> np.ndarray:
    """A graph with a resource variable (``varHandleOp``) and a reference variable
    (``variable``), both trained (assigned) after their initialization; returns the expected
    ``y`` for ``XS``."""
    with Graph() as g, Session(g) as s:
        tf_ = Ops.create(g)
        x = tf_.withName("x").placeholder(TFloat32, Placeholder.shape(Shape.of(-1, 2)))
        w = tf_.withName("w").varHandleOp(TFloat32, Shape.of(2, 1))
        s.runner().addTarget(tf_.assignVariableOp(w, tf_.constant([[1.0], [2.0]]))).run()
        b = tf_.withName("b").variable(tf_.constant([0.5]))
        s.initialize()
        # Training: the values to keep are not the initial ones.
        s.runner().addTarget(tf_.assignVariableOp(w, tf_.constant([[10.0], [-1.0]]))).run()
        s.runner().addTarget(tf_.assign(b, tf_.constant([0.25]))).run()
        y = tf_.withName("y").math.add(tf_.linalg.matMul(x, tf_.readVariableOp(w, TFloat32)), b)
        signature = Signature.builder().input("x", x).output("y", y).build()
        SavedModelBundle.exporter(str(folder)).withSession(s).withSignature(signature).export()
    return XS @ np.array([[10.0], [-1.0]], np.float32) + 0.25


def test_resource_and_reference_variables_keep_their_trained_values(tmp_path: Path) -> None:
    expected = _export_trained_model(tmp_path / "model")
    assert (tmp_path / "model" / "variables" / "variables.index").is_file()
    np.testing.assert_array_equal(_here(tmp_path / "model", x=XS)["y"], expected)
    np.testing.assert_array_equal(_python(tmp_path / "model", x=XS)["y"], expected)


def test_a_loaded_model_exported_again_keeps_its_variables(tmp_path: Path) -> None:
    expected = _export_trained_model(tmp_path / "model")
    with SavedModelBundle.load(str(tmp_path / "model")) as bundle:
        bundle.function("serving_default").save(str(tmp_path / "again"))
    assert (tmp_path / "again" / "variables" / "variables.index").is_file()
    np.testing.assert_array_equal(_here(tmp_path / "again", x=XS)["y"], expected)
    np.testing.assert_array_equal(_python(tmp_path / "again", x=XS)["y"], expected)


@pytest.mark.parametrize("model", ["tf1", "module"])
def test_python_models_exported_again_keep_their_variables(
    python_saved_models: Path, tmp_path: Path, model: str
) -> None:
    # "tf1": reference variables and Python's TF1 saver (save/Const, save/restore_all);
    # "module": resource variables and tf.saved_model.save's saver.
    xs = np.array([1.0, 2.0, -4.0], np.float32)
    if model == "module":
        xs = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
    expected = _python(python_saved_models / model, x=xs)["y"]
    with SavedModelBundle.load(str(python_saved_models / model)) as bundle:
        bundle.function("serving_default").save(str(tmp_path / "again"))
    assert (tmp_path / "again" / "variables" / "variables.index").is_file()
    np.testing.assert_array_equal(_here(tmp_path / "again", x=xs)["y"], expected)
    np.testing.assert_array_equal(_python(tmp_path / "again", x=xs)["y"], expected)


def test_a_variable_added_after_a_save_is_saved_too(tmp_path: Path) -> None:
    with Graph() as g, Session(g) as s:
        tf_ = Ops.create(g)
        a = tf_.withName("a").variable(tf_.constant(1.0))
        s.initialize()
        s.save(str(tmp_path / "first"))  # makes the graph's saver, over `a` only
        c = tf_.withName("c").varHandleOp(TFloat32, Shape.scalar())
        s.runner().addTarget(tf_.assignVariableOp(c, tf_.constant(7.0))).run()
        x = tf_.withName("x").placeholder(TFloat32)
        y = tf_.withName("y").math.add(tf_.math.mul(x, a), tf_.readVariableOp(c, TFloat32))
        signature = Signature.builder().input("x", x).output("y", y).build()
        SavedModelBundle.exporter(str(tmp_path / "model")).withSession(s).withSignature(
            signature
        ).export()
    xs = np.array(3.0, np.float32)
    assert _here(tmp_path / "model", x=xs)["y"] == 10.0
    assert _python(tmp_path / "model", x=xs)["y"] == 10.0
