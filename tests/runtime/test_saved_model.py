"""SavedModels both ways with Python TensorFlow, functions and their errors: models saved by
Python TensorFlow (TF1 with a saver and an asset, ``tf.Module``, Keras) give Python's numbers
through ``SavedModelBundle``; models exported here load in ``tf.saved_model.load`` with the same
signatures and outputs; bad input raises errors that name the folder, tag, key or input."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import (
    ConcreteFunction,
    Graph,
    SavedModelBundle,
    Session,
    SessionFunction,
    Signature,
    TensorFunction,
)
from org.tensorflow.exceptions import TFNotFoundException
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Placeholder
from org.tensorflow.types import TFloat32, TInt32, TInt64


def _python_outputs(folder: Path, key: str, **inputs: Any) -> dict[str, np.ndarray]:
    loaded = tf.saved_model.load(str(folder))
    out = loaded.signatures[key](**{k: tf.constant(v) for k, v in inputs.items()})
    return {k: v.numpy() for k, v in out.items()}


# -- models saved by Python TensorFlow ----------------------------------------------------------


def test_tf1_model_with_saver_and_asset_gives_pythons_numbers(python_saved_models: Path) -> None:
    folder = python_saved_models / "tf1"
    xs = np.array([1.0, 2.0, -4.0], np.float32)
    ids = np.array([2, 0, 7], np.int64)
    expected = _python_outputs(folder, "serving_default", x=xs)["y"]
    labels = _python_outputs(folder, "lookup", id=ids)["label"]
    np.testing.assert_array_equal(expected, 0.5 * xs + 2.0)  # the restored a and b
    with SavedModelBundle.load(str(folder)) as bundle:
        assert {s.key() for s in bundle.signatures()} == {"serving_default", "lookup"}
        with TFloat32.tensorOf(xs) as x, bundle.call({"x": x}) as r:
            np.testing.assert_array_equal(r.get("y").numpy(), expected)
        # The vocabulary table is filled by the init op from the model's assets/ copy.
        with TInt64.tensorOf(ids) as i, bundle.function("lookup").call(i) as label:
            assert list(label.numpy()) == list(labels) == [b"two", b"zero", b"?"]


def test_tf_module_gives_pythons_numbers(python_saved_models: Path) -> None:
    folder = python_saved_models / "module"
    xs = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
    expected = _python_outputs(folder, "serving_default", x=xs)["y"]
    with SavedModelBundle.load(str(folder)) as bundle:
        assert {s.key() for s in bundle.signatures()} == {"serving_default", "add", "get_variable"}
        assert "__saved_model_init_op" not in {s.key() for s in bundle.signatures()}
        f = bundle.function("serving_default")
        assert isinstance(f, TensorFunction)
        assert f.signature().getInputs()["x"].shape.asArray() == [-1, 3]
        with TFloat32.tensorOf(xs) as x, f.call(x) as y:
            np.testing.assert_array_equal(y.numpy(), expected)
            np.testing.assert_array_equal(y.numpy(), [12.0, 30.0])


@pytest.mark.parametrize("saved_by", ["keras", "keras_saved"])
def test_keras_model_gives_pythons_numbers(python_saved_models: Path, saved_by: str) -> None:
    """Saved by ``model.export`` and by ``tf.saved_model.save`` (whose signatures read variables
    the saver does not restore)."""
    x = np.load(python_saved_models / "keras_input.npy")
    expected = np.load(python_saved_models / "keras_expected.npy")
    with SavedModelBundle.load(str(python_saved_models / saved_by)) as bundle:
        f = bundle.function(Signature.DEFAULT_KEY)
        (name,) = f.signature().inputNames()
        with TFloat32.tensorOf(x) as t, f.call({name: t}) as r:
            np.testing.assert_allclose(r.get(0).numpy(), expected, rtol=1e-6)


def test_ops_added_to_a_loaded_graph_run_in_its_session(python_saved_models: Path) -> None:
    with SavedModelBundle.load(str(python_saved_models / "tf1")) as bundle:
        tf_ = Ops.create(bundle.graph())
        y = bundle.graph().outputOrThrow("y")
        doubled = tf_.math.mul(y, tf_.constant(2.0))
        counter = tf_.variable(tf_.constant(5.0))  # an initializer added after loading
        with (
            TFloat32.vectorOf(2.0) as x,
            bundle.session().runner().feed("x", x).fetch(doubled).fetch(counter).run() as r,
        ):
            assert (r.get(0).getFloat(0), r.get(1).getFloat()) == (6.0, 5.0)


# -- models exported here, loaded by Python TensorFlow -------------------------------------------


def test_exported_model_loads_in_python_with_its_variables(tmp_path: Path) -> None:
    folder = tmp_path / "model"
    with Graph() as g, Session(g) as s:
        tf_ = Ops.create(g)
        x = tf_.withName("x").placeholder(TFloat32, Placeholder.shape(Shape.of(-1, 2)))
        w = tf_.withName("w").variable(tf_.constant([[1.0], [2.0]]))
        y = tf_.withName("y").linalg.matMul(x, w)
        s.initialize()
        s.runner().addTarget(tf_.assign(w, tf_.constant([[10.0], [-1.0]]))).run()
        signature = (
            Signature.builder()
            .methodName("tensorflow/serving/predict")
            .input("x", x)
            .output("y", y)
            .build()
        )
        double = (
            Signature.builder()
            .key("double")
            .input("v", x)
            .output("twice", tf_.math.add(x, x))
            .build()
        )
        SavedModelBundle.exporter(str(folder)).withTags("serve", "gpu").withSession(
            s
        ).withSignatures(signature, double).export()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model"]  # no staging folder left

    loaded = tf.saved_model.load(str(folder), tags=["serve", "gpu"])
    assert set(loaded.signatures) == {"serving_default", "double"}
    serving = loaded.signatures["serving_default"]
    assert serving.structured_input_signature[1]["x"].shape.as_list() == [None, 2]
    xs = np.array([[1.0, 1.0], [2.0, 3.0]], np.float32)
    np.testing.assert_array_equal(serving(x=tf.constant(xs))["y"].numpy(), [[9.0], [17.0]])
    np.testing.assert_array_equal(
        loaded.signatures["double"](v=tf.constant(xs))["twice"].numpy(), 2 * xs
    )
    with (
        SavedModelBundle.load(str(folder), "serve", "gpu") as bundle,
        TFloat32.tensorOf(xs) as t,
        bundle.call({"x": t}) as r,
    ):
        np.testing.assert_array_equal(r.get("y").numpy(), [[9.0], [17.0]])


def test_concrete_function_save_loads_in_python(tmp_path: Path) -> None:
    def scale(tf_: Ops) -> Signature:
        a = tf_.placeholder(TFloat32, Placeholder.shape(Shape.of(3)))
        return (
            Signature.builder()
            .key("scale")
            .input("a", a)
            .output("b", tf_.math.mul(a, tf_.constant(1.5)))
            .build()
        )

    with ConcreteFunction.create(scale) as fn:
        fn.save(str(tmp_path / "fn"))
    loaded = tf.saved_model.load(str(tmp_path / "fn"))
    out = loaded.signatures["scale"](a=tf.constant([1.0, 2.0, 4.0]))
    np.testing.assert_array_equal(out["b"].numpy(), [1.5, 3.0, 6.0])


# -- functions ------------------------------------------------------------------------------------


def _plus(tf_: Ops) -> Signature:
    x = tf_.placeholder(TInt32)
    y = tf_.placeholder(TInt32)
    return (
        Signature.builder()
        .key("plus")
        .input("x", x)
        .input("y", y)
        .output("sum", tf_.math.add(x, y))
        .output("diff", tf_.math.sub(x, y))
        .build()
    )


def test_signature_builder_with_a_name_sets_key_and_method_name() -> None:
    signature = Signature.builder("sess").build()
    assert signature.key() == "sess"
    assert signature.methodName() == "sess"
    assert Signature.builder().build().key() == Signature.DEFAULT_KEY == "serving_default"


def test_call_with_operand_dicts_in_graph_and_eager() -> None:
    with ConcreteFunction.create(_plus) as fn:
        tf_ = Ops.create()
        out = tf_.call(fn, {"x": tf_.constant(7), "y": tf_.constant(2)})
        assert (out["sum"].asTensor().getInt(), out["diff"].asTensor().getInt()) == (9, 5)
        with Graph() as g:
            gtf = Ops.create(g)
            out = fn.call(gtf, {"x": gtf.constant(7), "y": gtf.constant(2)})
            assert fn.getDefinedName() in g.functionNames()
            with Session(g) as s, s.runner().fetch(out["sum"]).fetch(out["diff"]).run() as r:
                assert (r.get(0).getInt(), r.get(1).getInt()) == (9, 5)


def test_arguments_keep_the_order_the_signature_was_given() -> None:
    # A protobuf map has no order: the function's arguments follow the builder's calls.
    names = ["z", "b", "y", "a", "x", "c", "w", "d"]

    def weighted(tf_: Ops) -> Signature:
        builder = Signature.builder().key("weighted")
        total = tf_.constant(0)
        for i, name in enumerate(names):
            p = tf_.placeholder(TInt32)
            builder.input(name, p)
            total = tf_.math.add(total, tf_.math.mul(p, tf_.constant(10**i)))
        return builder.output("total", total).build()

    with ConcreteFunction.create(weighted) as fn:
        assert list(fn.signature().getInputs()) == names
        tensors = {name: TInt32.scalarOf(i + 1) for i, name in enumerate(names)}
        assert fn.call(tensors).get("total").getInt() == 87654321
        tf_ = Ops.create()
        operands = {name: tf_.constant(i + 1) for i, name in enumerate(names)}
        assert tf_.call(fn, operands)["total"].asTensor().getInt() == 87654321


def test_while_takes_concrete_functions() -> None:
    def cond(tf_: Ops) -> Signature:
        x = tf_.placeholder(TInt32)
        return (
            Signature.builder()
            .input("x", x)
            .output("c", tf_.math.less(x, tf_.constant(100)))
            .build()
        )

    def body(tf_: Ops) -> Signature:
        x = tf_.placeholder(TInt32)
        return (
            Signature.builder().input("x", x).output("y", tf_.math.mul(x, tf_.constant(3))).build()
        )

    with ConcreteFunction.create(cond) as c, ConcreteFunction.create(body) as b:
        tf_ = Ops.create()
        (out,) = tf_.whileOp([tf_.constant(1)], c, b)
        assert out.asTensor().getInt() == 243
        with Graph() as g:
            gtf = Ops.create(g)
            (gout,) = gtf.whileOp([gtf.constant(2)], c, b)
            assert gout.op().type() == "StatelessWhile"
            assert {c.getDefinedName(), b.getDefinedName()} <= g.functionNames()
            with Session(g) as s, s.runner().fetch(gout).run() as r:
                assert r.get(0).getInt() == 162


def test_stateful_function_calls_through_stateful_partitioned_call() -> None:
    def noisy(tf_: Ops) -> Signature:
        x = tf_.placeholder(TFloat32)
        noise = tf_.random.randomUniform(tf_.constant([2]), TFloat32)
        return Signature.builder().input("x", x).output("y", tf_.math.add(x, noise)).build()

    with ConcreteFunction.create(noisy) as fn, ConcreteFunction.create(_plus) as pure:
        assert fn.isStateful() and not pure.isStateful()
        assert isinstance(fn, TensorFunction)
        with Graph() as g:
            tf_ = Ops.create(g)
            y = fn.call(tf_.scope(), tf_.constant(10.0))  # Java's call(Scope, Operand)
            assert y.op().type() == "StatefulPartitionedCall"
            with Session(g) as s, s.runner().fetch(y).run() as r:
                values = r.get(0).numpy()
            assert values.shape == (2,) and ((values >= 10.0) & (values < 11.0)).all()


def test_graph_attach_and_get_function() -> None:
    with ConcreteFunction.create(_plus) as fn, Graph() as g:
        assert fn.getDefinedName() not in g.functionNames()
        g.attachFunction(fn)
        assert fn.getDefinedName() in g.functionNames()
        assert g.getFunction("no_such_function") is None
        found = g.getFunction(fn.getDefinedName())
        assert found is not None
        # Named by the FunctionDef's arguments, as in Java.
        assert len(found.signature().inputNames()) == 2
        assert len(found.signature().outputNames()) == 2
        with pytest.raises(TypeError, match="attachFunction expects a ConcreteFunction"):
            g.attachFunction("plus")


def test_get_attr_function_is_none_without_a_function() -> None:
    with Graph() as g:
        tf_ = Ops.create(g)
        c = tf_.constant(1)
        with ConcreteFunction.create(_plus) as fn:
            call = tf_.partitionedCall([c, c], [TInt32, TInt32], fn)
        assert call.op().attributes().getAttrFunction("f").getDefinedName() == fn.getDefinedName()
        assert call.op().attributes().getAttrFunction("config") is None


def test_session_function_forms() -> None:
    with Graph() as g, Session(g) as s, Session(g) as s2:
        tf_ = Ops.create(g)
        x = tf_.placeholder(TFloat32)
        sig = Signature.builder().input("x", x).output("y", tf_.math.mul(x, x)).build()
        f = s.function(sig)
        assert f.session() is s
        assert f.withNewSession(s2).session() is s2
        with TFloat32.scalarOf(3.0) as t:
            assert f.call(t).getFloat() == 9.0
            assert SessionFunction(sig, s2).call({"x": t}).get("y").getFloat() == 9.0
        eager = Ops.create()
        assert f.call(eager, eager.constant(4.0)).asTensor().getFloat() == 16.0


def test_result_get_of_an_unfetched_name_is_none() -> None:
    with ConcreteFunction.create(_plus) as fn, TInt32.scalarOf(1) as one:
        r = fn.call({"x": one, "y": one})
        assert r.get("sum").getInt() == 2
        assert r.get("nothing") is None


# -- bad input ------------------------------------------------------------------------------------


def test_missing_folder_names_it(tmp_path: Path) -> None:
    with pytest.raises(TFNotFoundException, match="no_model_here"):
        SavedModelBundle.load(str(tmp_path / "no_model_here"))


def test_unreadable_model_names_the_folder(tmp_path: Path) -> None:
    (tmp_path / "saved_model.pb").write_bytes(b"not a protocol buffer")
    with pytest.raises(ValueError, match=str(tmp_path)):
        SavedModelBundle.load(str(tmp_path))


def test_unknown_tags_name_the_tags_and_folder(python_saved_models: Path) -> None:
    with pytest.raises(ValueError, match="no_such_tag") as e:
        SavedModelBundle.load(str(python_saved_models / "module"), "no_such_tag")
    assert "module" in str(e.value)


def test_call_errors_name_the_key_and_input(python_saved_models: Path) -> None:
    with SavedModelBundle.load(str(python_saved_models / "module")) as bundle:
        with pytest.raises(ValueError, match="'nope'.*signatures"):
            bundle.function("nope")
        add = bundle.function("add")
        with TFloat32.scalarOf(1.0) as a, TInt32.scalarOf(1) as i:
            with pytest.raises(ValueError, match=r"missing inputs \['b'\]"):
                add.call({"a": a})
            with pytest.raises(ValueError, match=r"unknown inputs \['c'\]"):
                add.call({"a": a, "b": a, "c": a})
            with pytest.raises(TypeError, match="input 'b' expects DT_FLOAT, got TInt32"):
                add.call({"a": a, "b": i})
            with pytest.raises(ValueError, match="one input and one output"):
                add.call(a)
        # Another shape than the signature's is fed, as Java feeds it: TensorFlow runs it.
        with (
            TFloat32.tensorOf([[1.0, 2.0]]) as other,
            bundle.function("serving_default").call(other) as result,
        ):
            assert result.shape().numDimensions() >= 1
        f = bundle.function("add")
    with pytest.raises(RuntimeError, match="closed"):
        bundle.function("add")
    with TFloat32.scalarOf(1.0) as a, pytest.raises(RuntimeError, match="Session"):
        f.call({"a": a, "b": a})


def test_closed_concrete_function_raises() -> None:
    fn = ConcreteFunction.create(_plus)
    fn.close()
    with TInt32.scalarOf(1) as one, pytest.raises(RuntimeError, match="has been closed"):
        fn.call({"x": one, "y": one})
    tf_ = Ops.create()
    with pytest.raises(RuntimeError, match="has been closed"):
        tf_.partitionedCall([tf_.constant(1), tf_.constant(1)], [TInt32, TInt32], fn)


def test_create_errors() -> None:
    with pytest.raises(TypeError, match="must return a Signature"):
        ConcreteFunction.create(lambda tf_: tf_.constant(1))
    with Graph() as g, Graph() as other:
        x = Ops.create(other).placeholder(TFloat32)
        sig = Signature.builder().input("x", x).output("y", x).build()
        Ops.create(g).constant(1.0)
        with pytest.raises(ValueError, match="input 'x'.*not in the graph"):
            ConcreteFunction.create(sig, g)
        with Session(g) as s, pytest.raises(ValueError, match="input 'x'.*not in the session"):
            s.function(sig)


def test_export_into_a_non_empty_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "keep.txt").write_text("mine")
    with Graph() as g, Session(g) as s:
        x = Ops.create(g).placeholder(TFloat32)
        sig = Signature.builder().input("x", x).output("y", x).build()
        with pytest.raises(FileExistsError, match="not empty"):
            SavedModelBundle.exporter(str(tmp_path)).withSession(s).withSignature(sig).export()
    assert [p.name for p in tmp_path.iterdir()] == ["keep.txt"]


def test_failed_export_leaves_no_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tfjava.saved_model import export

    write = export._write

    def failing(session: Any, folder: str, *args: Any) -> None:
        write(session, folder, *args)
        assert os.path.exists(os.path.join(folder, "saved_model.pb"))
        raise OSError("disk full")

    monkeypatch.setattr(export, "_write", failing)
    with Graph() as g, Session(g) as s:
        x = Ops.create(g).placeholder(TFloat32)
        sig = Signature.builder().input("x", x).output("y", x).build()
        with pytest.raises(OSError, match="disk full"):
            SavedModelBundle.exporter(str(tmp_path / "out")).withSession(s).withSignature(
                sig
            ).export()
    assert list(tmp_path.iterdir()) == []


def test_export_needs_a_function(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError, match="at least one"):
        SavedModelBundle.exporter(str(tmp_path)).export()
    with pytest.raises(RuntimeError, match="withSession"):
        SavedModelBundle.exporter(str(tmp_path)).withSignature(Signature.builder().build())
