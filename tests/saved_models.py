"""SavedModels made by Python TensorFlow for the tests, each in a child process (TF1 graph mode
and Keras change TensorFlow's global state): ``make_models(folder)`` writes

- ``tf1``: a TF1 model (``tf.compat.v1.saved_model.Builder``) with a saver and an asset: ``y =
  a * x + b`` (``a`` = 0.5, ``b`` = 2.0, ``x`` of shape ``[None]``) and ``label``, the asset's
  line for an int64 ``id`` (a vocabulary table initialised from the asset by the init op);
- ``module``: a ``tf.Module`` saved by ``tf.saved_model.save``: signature ``add(a, b)``,
  ``get_variable(dummy)`` returning the variable (2.0) and ``serving_default(x)`` returning
  ``{"y": sum(x * v, axis=1)}``;
- ``keras``: a small Keras model (``Dense(3, relu) -> Dense(1)``, seeded) exported with
  ``model.export`` (``serving_default``), and ``keras_expected.npy``: its output for
  ``keras_input.npy``; ``keras_saved``: the same model saved by ``tf.saved_model.save``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

_SCRIPT = r"""
import os, sys
import numpy as np
folder = sys.argv[1]
import tensorflow as tf

def tf1():
    g = tf.Graph()
    with g.as_default():
        x = tf.compat.v1.placeholder(tf.float32, [None], name="x")
        a = tf.compat.v1.Variable(0.5, name="a")
        b = tf.compat.v1.Variable(2.0, name="b")
        y = tf.add(tf.multiply(a, x), b, name="y")
        vocab = os.path.join(folder, "vocab.txt")
        with open(vocab, "w") as f:
            f.write("zero\none\ntwo\n")
        asset = tf.constant(vocab, name="vocab_path")
        tf.compat.v1.add_to_collection(tf.compat.v1.GraphKeys.ASSET_FILEPATHS, asset)
        table = tf.lookup.StaticHashTable(
            tf.lookup.TextFileInitializer(
                asset, tf.int64, tf.lookup.TextFileIndex.LINE_NUMBER,
                tf.string, tf.lookup.TextFileIndex.WHOLE_LINE),
            "?")
        ident = tf.compat.v1.placeholder(tf.int64, [None], name="id")
        label = table.lookup(ident, name="label")
        with tf.compat.v1.Session(graph=g) as s:
            s.run(tf.compat.v1.global_variables_initializer())
            s.run(tf.compat.v1.tables_initializer())
            builder = tf.compat.v1.saved_model.Builder(os.path.join(folder, "tf1"))
            info = tf.compat.v1.saved_model.utils.build_tensor_info
            sig = tf.compat.v1.saved_model.signature_def_utils.build_signature_def(
                {"x": info(x)}, {"y": info(y)}, "tensorflow/serving/predict")
            lookup = tf.compat.v1.saved_model.signature_def_utils.build_signature_def(
                {"id": info(ident)}, {"label": info(label)}, "tensorflow/serving/predict")
            builder.add_meta_graph_and_variables(
                s, ["serve"], {"serving_default": sig, "lookup": lookup},
                assets_collection=tf.compat.v1.get_collection(tf.compat.v1.GraphKeys.ASSET_FILEPATHS),
                main_op=tf.compat.v1.tables_initializer())
            builder.save()
    os.remove(vocab)  # the model's copy is in its assets/ folder

class Module(tf.Module):
    def __init__(self):
        super().__init__()
        self.v = tf.Variable(2.0)

    @tf.function(input_signature=[tf.TensorSpec([], tf.float32, name="a"),
                                  tf.TensorSpec([], tf.float32, name="b")])
    def add(self, a, b):
        return a + b

    @tf.function(input_signature=[tf.TensorSpec([], tf.float32, name="dummy")])
    def get_variable(self, dummy):
        return self.v

    @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32, name="x")])
    def serve(self, x):
        return {"y": tf.reduce_sum(x * self.v, axis=1)}

def module():
    m = Module()
    tf.saved_model.save(m, os.path.join(folder, "module"), signatures={
        "serving_default": m.serve, "add": m.add, "get_variable": m.get_variable})

def keras():
    import keras
    keras.utils.set_random_seed(7)
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(3, activation="relu"),
                              keras.layers.Dense(1)])
    model.export(os.path.join(folder, "keras"), verbose=False)
    tf.saved_model.save(model, os.path.join(folder, "keras_saved"))
    x = np.arange(8, dtype=np.float32).reshape(2, 4) / 4.0 - 0.5
    np.save(os.path.join(folder, "keras_input.npy"), x)
    np.save(os.path.join(folder, "keras_expected.npy"), model.predict(x, verbose=0))

for name in sys.argv[2:]:
    globals()[name]()
"""


def make_models(folder: Path, *names: str) -> None:
    """Write the models ``names`` (default: all) into ``folder``, with Python TensorFlow."""
    subprocess.run(
        [sys.executable, "-c", _SCRIPT, str(folder), *(names or ("tf1", "module", "keras"))],
        check=True,
        capture_output=True,
        timeout=300,
    )
