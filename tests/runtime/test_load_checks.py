"""A SavedModel whose graph has variables is refused at load, naming the folder, when it has
nothing to restore them from (issue 25): before, it loaded and the first call failed."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest
from org.tensorflow import ConcreteFunction, SavedModelBundle, Signature
from org.tensorflow.exceptions import TFNotFoundException
from org.tensorflow.op import Ops
from org.tensorflow.proto import SavedModel
from org.tensorflow.types import TFloat32

from tests.runtime.test_export_folders import _export


def test_a_model_without_its_variables_folder_is_refused_at_load(tmp_path: Path) -> None:
    _export(tmp_path / "model")
    shutil.rmtree(tmp_path / "model" / "variables")
    with pytest.raises(TFNotFoundException) as e:
        SavedModelBundle.load(str(tmp_path / "model"))
    assert str(e.value) == (
        f"SavedModelBundle.load({str(tmp_path / 'model')!r}): the graph has 1 variable (v) "
        "but the model folder has no variables/variables.index"
    )


def test_a_model_without_its_variables_index_is_refused_at_load(tmp_path: Path) -> None:
    _export(tmp_path / "model")
    (tmp_path / "model" / "variables" / "variables.index").unlink()
    with pytest.raises(TFNotFoundException, match="no variables/variables.index"):
        SavedModelBundle.load(str(tmp_path / "model"))


def test_a_python_model_without_its_variables_is_refused_at_load(
    python_saved_models: Path, tmp_path: Path
) -> None:
    for name in ("tf1", "module"):
        shutil.copytree(python_saved_models / name, tmp_path / name)
        shutil.rmtree(tmp_path / name / "variables")
        with pytest.raises(
            TFNotFoundException, match=rf"{name}'\): the graph has \d+ variables? \("
        ):
            SavedModelBundle.load(str(tmp_path / name))


def test_a_model_whose_variables_have_no_saver_is_refused_at_load(tmp_path: Path) -> None:
    _export(tmp_path / "model")
    pb = tmp_path / "model" / "saved_model.pb"
    model = SavedModel.FromString(pb.read_bytes())
    model.meta_graphs[0].ClearField("saver_def")
    pb.write_bytes(model.SerializeToString())
    with pytest.raises(ValueError, match=r"1 variable \(v\) but no saver"):
        SavedModelBundle.load(str(tmp_path / "model"))


def test_a_model_without_variables_needs_no_variables_folder(tmp_path: Path) -> None:
    def double(tf_: Ops) -> Signature:
        x = tf_.placeholder(TFloat32)
        return Signature.builder().input("x", x).output("y", tf_.math.add(x, x)).build()

    with ConcreteFunction.create(double) as fn:
        fn.save(str(tmp_path / "model"))
    assert not (tmp_path / "model" / "variables").exists()
    with (
        SavedModelBundle.load(str(tmp_path / "model")) as bundle,
        TFloat32.tensorOf(np.array([1.5], np.float32)) as x,
        bundle.call({"x": x}) as r,
    ):
        assert r.get("y").getFloat(0) == 3.0
