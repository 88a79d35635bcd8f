"""Port of TensorFlow Java's ``SavedModelBundleTest`` (``org.tensorflow.SavedModelBundle``).

Java's test resources are made here by Python TensorFlow (``tests/saved_models.py``):
``SAVED_MODEL_PATH`` is the TF1 model with a saver and an asset, ``SAVED_MODEL_PY_PATH`` the
``tf.Module`` with the ``add`` and ``get_variable`` signatures.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from org.tensorflow import (
    Graph,
    SavedModelBundle,
    Session,
    SessionFunction,
    Signature,
)
from org.tensorflow.exceptions import TensorFlowException
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Placeholder
from org.tensorflow.proto import ConfigProto, RunOptions
from org.tensorflow.types import TFloat32

SKIPPED: dict[str, str] = {}

EPSILON = 1e-7


@pytest.fixture
def saved_model_path(python_saved_models: Path) -> str:
    return str(python_saved_models / "tf1")


@pytest.fixture
def saved_model_py_path(python_saved_models: Path) -> str:
    return str(python_saved_models / "module")


def _build_graph_with_variables(tf: Ops, x_shape: Shape) -> Signature:
    x = tf.placeholder(TFloat32, Placeholder.shape(x_shape))
    y = (
        tf.withInitScope()
        .withName("variable")
        .variable(tf.random.randomUniform(tf.constant(x_shape), TFloat32))
    )
    z = tf.reduceSum(tf.math.add(x, y), tf.array(0, 1))
    return Signature.builder().input("input", x).output("reducedSum", z).build()


def _build_identity_graph(tf: Ops, signature_key: str) -> Signature:
    x = tf.placeholder(TFloat32, Placeholder.shape(Shape.scalar()))
    xprime = tf.identity(x)
    return Signature.builder().key(signature_key).input("x", x).output("x", xprime).build()


def _silly_run_options() -> RunOptions:
    return RunOptions(trace_level=RunOptions.FULL_TRACE)


def _silly_config_proto() -> ConfigProto:
    return ConfigProto(inter_op_parallelism_threads=1, intra_op_parallelism_threads=1)


def test_load(saved_model_path: str) -> None:
    with SavedModelBundle.load(saved_model_path) as bundle:
        assert bundle.session() is not None
        assert bundle.graph() is not None
        assert bundle.metaGraphDef() is not None
    with SavedModelBundle.load(saved_model_path, "serve") as bundle:
        assert bundle.session() is not None
        assert bundle.graph() is not None
        assert bundle.metaGraphDef() is not None


def test_loadNonExistentBundle() -> None:
    with pytest.raises(TensorFlowException, match="Could not find SavedModel"):
        SavedModelBundle.load("__BAD__", "serve").close()


def test_loader(saved_model_path: str) -> None:
    with (
        SavedModelBundle.loader(saved_model_path)
        .withTags("serve")
        .withConfigProto(_silly_config_proto())
        .withRunOptions(_silly_run_options())
        .load()
    ) as bundle:
        assert bundle.session() is not None
        assert bundle.graph() is not None
        assert bundle.metaGraphDef() is not None


# Java feeds a [2] vector to the [1, 1] placeholder of f1 (TensorFlow's session does not check
# feeds against placeholder shapes); here a call checks inputs against the signature, so the
# value is [[2]], of the signature's shape.
def test_exportMultipleFunctions(tmp_path: Path) -> None:
    test_folder = tmp_path / "tf-saved-model-export-test"
    test_folder.mkdir()
    with Graph() as g:
        tf = Ops.create(g)
        f1_signature = _build_graph_with_variables(tf, Shape.of(1, 1))
        f2_signature = _build_identity_graph(tf, "identity")
        with Session(g) as s:
            f1 = SessionFunction.create(f1_signature, s)
            f2 = SessionFunction.create(f2_signature, s)
            with TFloat32.tensorOf([[2.0]]) as x, f1.call(x) as t:
                reduced_sum = t.getFloat()
            SavedModelBundle.exporter(str(test_folder)).withFunction(f1).withFunction(f2).export()
    with SavedModelBundle.load(str(test_folder)) as model:
        assert len(model.signatures()) == 2
        f1 = model.function(Signature.DEFAULT_KEY)
        assert f1 is not None
        with TFloat32.tensorOf([[2.0]]) as x, f1.call(x) as t:
            assert t.getFloat() == pytest.approx(reduced_sum, abs=EPSILON)
        f2 = model.function("identity")
        assert f2 is not None
        with TFloat32.scalarOf(10.0) as x, f2.call(x) as t:
            assert t.getFloat() == 10.0
        with pytest.raises(ValueError, match="NoSuchFunction"):
            model.function("NoSuchFunction")


def test_exportFunctionWithVariables(tmp_path: Path) -> None:
    test_folder = tmp_path / "tf-saved-model-export-test"
    test_folder.mkdir()
    x_value = [[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]
    xy_shape = Shape.of(2, 3)
    with Graph() as g, Session(g) as session:
        tf = Ops.create(g)
        f = session.function(_build_graph_with_variables(tf, xy_shape))
        # Init variable state by running the Init operation directly
        session.initialize()

        # Call the graph and remember the result of computation for later
        with TFloat32.tensorOf(x_value) as x_tensor, f.call(x_tensor) as z_tensor:
            reduced_sum = z_tensor.getFloat()
        # Save/export the model (which is a single function in this case)
        f.save(str(test_folder))
    assert (test_folder / "variables" / "variables.index").exists()
    assert (test_folder / "variables" / "variables.data-00000-of-00001").exists()
    assert (test_folder / "saved_model.pb").exists()

    # Reload the model just saved and validate its data
    with SavedModelBundle.load(str(test_folder), SavedModelBundle.DEFAULT_TAG) as saved_model:
        assert saved_model.metaGraphDef() is not None

        saver_def = saved_model.metaGraphDef().saver_def
        assert saver_def is not None
        assert saver_def.filename_tensor_name == "save/filename:0"
        assert saver_def.save_tensor_name == "save/control_dependency"
        assert saver_def.restore_op_name == "save/restore_all"

        assert len(saved_model.metaGraphDef().signature_def) == 1
        assert Signature.DEFAULT_KEY in saved_model.metaGraphDef().signature_def

        function = saved_model.function(Signature.DEFAULT_KEY)
        assert function is not None

        signature = function.signature()
        assert signature is not None
        assert len(signature.inputNames()) == 1
        assert next(iter(signature.inputNames())) == "input"
        assert len(signature.outputNames()) == 1
        assert next(iter(signature.outputNames())) == "reducedSum"

        signature_def = signature.asSignatureDef()
        assert len(signature_def.inputs) == 1
        assert len(signature_def.outputs) == 1

        input_info = signature_def.inputs["input"]
        assert input_info is not None
        assert len(input_info.tensor_shape.dim) == xy_shape.numDimensions()
        for i in range(xy_shape.numDimensions()):
            assert input_info.tensor_shape.dim[i].size == xy_shape.size(i)

        output_info = signature_def.outputs["reducedSum"]
        assert output_info is not None
        assert len(output_info.tensor_shape.dim) == 0

        with TFloat32.tensorOf(x_value) as x_tensor:
            # Call the saved model function and make sure it returns the same result as before
            with function.call(x_tensor) as z_tensor:
                assert z_tensor.getFloat() == pytest.approx(reduced_sum, abs=EPSILON)
            # Now call the same function directly from the model
            with saved_model.call({"input": x_tensor}).get("reducedSum") as z_tensor:
                assert z_tensor.getFloat() == pytest.approx(reduced_sum, abs=EPSILON)


def test_cannotExportMultipleFunctionsWithDifferentSessions(tmp_path: Path) -> None:
    with Graph() as g, Session(g) as s1, Session(g) as s2:
        tf = Ops.create(g)
        f1_signature = _build_graph_with_variables(tf, Shape.of(1, 1))
        f2_signature = _build_identity_graph(tf, "identity")
        f1 = s1.function(f1_signature)
        f2 = s2.function(f2_signature)
        s1.initialize()
        s2.initialize()
        with pytest.raises(NotImplementedError, match="different graphs/sessions"):
            SavedModelBundle.exporter(str(tmp_path)).withFunction(f1).withFunction(f2).export()
    assert not any(tmp_path.iterdir())


def test_cannotExportMultipleFunctionsWithSameSignatureKey(tmp_path: Path) -> None:
    with Graph() as g:
        tf = Ops.create(g)
        f1_signature = _build_graph_with_variables(tf, Shape.of(1, 1))
        f2_signature = _build_identity_graph(tf, Signature.DEFAULT_KEY)
        with Session(g) as s:
            f1 = SessionFunction.create(f1_signature, s)
            f2 = SessionFunction.create(f2_signature, s)
            s.initialize()
            with pytest.raises(ValueError, match="serving_default"):
                SavedModelBundle.exporter(str(tmp_path)).withFunctions(f1, f2).export()


def test_cannotExportOrImportInvalidTags() -> None:
    with pytest.raises(ValueError, match="tags"):
        SavedModelBundle.loader("/").withTags(None)
    with pytest.raises(ValueError, match="tag"):
        SavedModelBundle.loader("/").withTags("tag", None)
    with pytest.raises(ValueError, match="tags"):
        SavedModelBundle.exporter("/").withTags(None)
    with pytest.raises(ValueError, match="tag"):
        SavedModelBundle.exporter("/").withTags("tag", None)


def test_pythonTfFunction(saved_model_py_path: str) -> None:
    # ConcreteFunctions on models saved using python
    with SavedModelBundle.load(saved_model_py_path, "serve") as bundle:
        # Test model was created in python: signature 'add', argument names 'a' and 'b'
        add = bundle.function("add")
        args = {}
        with TFloat32.scalarOf(10.0) as a, TFloat32.scalarOf(15.5) as b:
            print(add.signature())
            args["a"] = a
            args["b"] = b
            result = add.call(args)
            assert result.size() == 1
            with result.get(0) as c:
                assert c.getFloat() == 25.5
        args.clear()

        # variable unwrapping happens in Session, which is used by ConcreteFunction.call
        get_variable = bundle.function("get_variable")
        with TFloat32.scalarOf(1.0) as dummy:
            args["dummy"] = dummy
            # TF functions always require an input, so we supply a dummy one here
            # This test actually checks that resource variables can be loaded correctly.
            with get_variable.call(args).get(0) as v:
                assert v.getFloat() == 2.0
