"""Custom op libraries the Java way: build a .so with g++, import its ops, generate, run them.

The library (tests/generator/custom_op/scale_and_shift.cc) is built once per session against the installed
TensorFlow. ``python -m generator import --op-library`` and ``generate`` run as a user runs them,
and the generated package is imported in a fresh interpreter from another working directory.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from generator import pipeline
from generator.cli import main as cli_main
from generator.errors import OpdefErrors
from generator.importer.custom import (
    CustomImportError,
    check_package,
    class_name_of,
    facade_method_of,
    import_op_library,
)
from tests.conftest import OPDEFS, ROOT, run_generator

CUSTOM_OP = Path(__file__).resolve().parent / "custom_op"
SOURCE = CUSTOM_OP / "scale_and_shift.cc"
LIB_NAME = "libscale_and_shift.so"


@dataclass
class Tree:
    library: Path
    opdefs: Path
    out: Path
    import_stdout: str
    generate_stdout: str


@pytest.fixture(scope="session")
def custom_tree(op_library: Path) -> Tree:
    """``import`` then ``generate``, run from the library's folder with relative paths."""
    work = op_library.parent
    imported = run_generator(
        "import",
        "--op-library",
        LIB_NAME,
        "--package",
        "com.example.op",
        "--out-opdefs",
        "opdefs",
        cwd=work,
    )
    assert imported.returncode == 0, imported.stderr
    generated = run_generator("generate", "--opdefs", "opdefs", "--out", "gen", cwd=work)
    assert generated.returncode == 0, generated.stderr
    return Tree(op_library, work / "opdefs", work / "gen", imported.stdout, generated.stdout)


def _load(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def test_import_writes_one_opdef_per_op(custom_tree: Tree) -> None:
    opdefs, library = custom_tree.opdefs, custom_tree.library
    summary = custom_tree.import_stdout
    assert "2 opdef classes" in summary and "CustomOffset (Custom>Offset)" in summary
    assert sorted(p.name for p in opdefs.rglob("*")) == ["CustomOffset.yaml", "ScaleAndShift.yaml"]

    text = (opdefs / "ScaleAndShift.yaml").read_text(encoding="utf-8")
    assert text.startswith("# Imported from TensorFlow's op registry (ScaleAndShift)")
    op = _load(opdefs / "ScaleAndShift.yaml")
    assert list(op)[:6] == [
        "opName",
        "library",
        "package",
        "className",
        "visibility",
        "facadeMethod",
    ]
    assert op["opName"] == op["className"] == "ScaleAndShift"
    assert op["library"] == str(library) and os.path.isabs(op["library"])  # given relative
    assert op["package"] == "com.example.op"
    assert (op["visibility"], op["facadeMethod"]) == ("VISIBLE", "scaleAndShift")
    assert op["summary"] == "Scales a tensor, and scales and shifts it."  # from REGISTER_OP .Doc()
    assert op["typeParams"] == [{"name": "T", "bound": "TNumber"}]
    assert op["create"] == [
        {
            "name": "x",
            "kind": "input",
            "arg": "x",
            "type": "Operand<T>",
            "doc": "The tensor to transform.",
        }
    ]
    assert [(o["name"], o["type"], o["default"]) for o in op["options"]] == [
        ("scale", "Float", 2.0),
        ("shift", "Long", 1),
    ]
    assert [(o["name"], o["type"]) for o in op["outputs"]] == [
        ("scaled", "Output<T>"),
        ("shifted", "Output<T>"),
    ]

    offset = _load(opdefs / "CustomOffset.yaml")
    assert (offset["opName"], offset["className"], offset["facadeMethod"]) == (
        "Custom>Offset",
        "CustomOffset",
        "customOffset",
    )
    assert [(p["name"], p["kind"], p["type"]) for p in offset["create"]] == [
        ("x", "input", "Operand<TInt32>"),
        ("offset", "attr", "Long"),
    ]


def test_generate_writes_an_importable_package_tree(custom_tree: Tree) -> None:
    out, library = custom_tree.out, custom_tree.library
    assert "generated 2 ops" in custom_tree.generate_stdout
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.py"))
    assert files == [
        "com/__init__.py",
        "com/example/__init__.py",
        "com/example/op/__init__.py",
        "com/example/op/custom_offset.py",
        "com/example/op/ops.py",
        "com/example/op/scale_and_shift.py",
    ]
    module = (out / "com/example/op/scale_and_shift.py").read_text(encoding="utf-8")
    assert "\nload_library(" in module and repr(str(library)).strip("'") in module
    index = (out / "com/example/op/__init__.py").read_text(encoding="utf-8")
    # The runtime manifest is TensorFlow's: no hand-written classes in a custom package.
    assert '"Constant"' not in index and '"Ops": "com.example.op.ops"' in index
    facade = (out / "com/example/op/ops.py").read_text(encoding="utf-8")
    assert "class Ops(OpsBase):" in facade and "def scaleAndShift(" in facade
    assert (
        "_op_" not in facade and "group_accessor" not in facade
    )  # no overloads or groups from the manifest
    # Regenerating is a no-op; --check agrees.
    check = run_generator(
        "generate", "--check", "--opdefs", str(custom_tree.opdefs), "--out", str(out)
    )
    assert check.returncode == 0, check.stdout + check.stderr


def test_generated_ops_run_eagerly_and_in_a_session(custom_tree: Tree, tmp_path: Path) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(custom_tree.out), env.get("PYTHONPATH")]))
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    proc = subprocess.run(
        [sys.executable, str(CUSTOM_OP / "check_generated.py"), str(custom_tree.library)],
        cwd=tmp_path,  # not where the library was imported from
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr[-4000:]
    assert proc.stdout.strip().endswith("ok")


def test_reimport_keeps_hand_edits_and_removes_dropped_ops(
    custom_tree: Tree, tmp_path: Path
) -> None:
    opdefs = tmp_path / "opdefs"
    shutil.copytree(custom_tree.opdefs, opdefs)
    library = str(custom_tree.library)
    scale = opdefs / "ScaleAndShift.yaml"
    scale.write_text(scale.read_text() + "overrides:\n  summary: Hand-written.\n")
    # Rename a class: edit className/facadeMethod and the file name.
    renamed = opdefs / "Offset.yaml"
    text = (opdefs / "CustomOffset.yaml").read_text()
    renamed.write_text(
        text.replace("className: CustomOffset", "className: Offset").replace(
            "facadeMethod: customOffset", "facadeMethod: offset"
        )
    )
    (opdefs / "CustomOffset.yaml").unlink()
    # An opdef of an op the library no longer registers, and a file that is not the importer's.
    (opdefs / "Gone.yaml").write_text(
        text.replace("Custom>Offset", "Gone").replace("CustomOffset", "Gone")
    )
    (opdefs / "Mine.yaml").write_text(text.splitlines(True)[1:][0])

    report = import_op_library(library, "com.example.op", opdefs)
    assert (report.written, report.unchanged, report.removed) == (0, 2, 1), report.summary()
    assert sorted(p.name for p in opdefs.iterdir()) == [
        "Mine.yaml",
        "Offset.yaml",
        "ScaleAndShift.yaml",
    ]
    assert scale.read_text().endswith("overrides:\n  summary: Hand-written.\n")
    assert _load(renamed)["className"] == "Offset"

    (opdefs / "Mine.yaml").unlink()
    gen = pipeline.build(opdefs)
    assert gen.root_package == "com.example.op"
    assert "com/example/op/offset.py" in gen.files
    assert "def offset(" in gen.files["com/example/op/ops.py"]
    assert '    """Hand-written.\n' in gen.files["com/example/op/scale_and_shift.py"]


def test_group_puts_classes_in_a_subpackage_and_a_facade_group(
    custom_tree: Tree, tmp_path: Path
) -> None:
    opdefs = tmp_path / "opdefs"
    report = import_op_library(custom_tree.library, "com.example.op", opdefs, group="math.extra")
    assert report.package == "com.example.op.math.extra"
    op = _load(opdefs / "math" / "extra" / "ScaleAndShift.yaml")
    assert op["package"] == "com.example.op.math.extra"
    gen = pipeline.build(opdefs)
    assert gen.root_package == "com.example.op"
    assert {
        "com/example/op/math/extra/scale_and_shift.py",
        "com/example/op/math_extra_ops.py",
        "com/example/op/math_ops.py",
        "com/example/op/ops.py",
    } <= set(gen.files)
    assert (
        'math = group_accessor("com.example.op.math_ops", "MathOps")'
        in gen.files["com/example/op/ops.py"]
    )


# -- without a compiler: naming, root inference, command-line errors


def test_class_and_facade_names() -> None:
    assert class_name_of("ScaleAndShift") == "ScaleAndShift"
    assert class_name_of("Custom>Offset") == "CustomOffset"
    assert class_name_of("Addons>image>Resampler") == "AddonsImageResampler"
    assert class_name_of("_Internal.op-v2") == "InternalOpV2"
    assert class_name_of("3D>Op") == "Op3DOp"
    assert class_name_of("None") == "NoneOp" and class_name_of("Ops") == "OpsOp"
    assert facade_method_of("CustomOffset") == "customOffset"
    assert facade_method_of("Constant") == "constantOp" and facade_method_of("Create") == "createOp"
    with pytest.raises(CustomImportError):
        class_name_of("_>")
    for bad in ("org.tensorflow.op", "org.tensorflow.op.mine", "Com.Example", "com.class.op", ""):
        with pytest.raises(CustomImportError):
            check_package(bad)


def _opdef(path: Path, package: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = (OPDEFS / "core" / "StopGradient.yaml").read_text(encoding="utf-8")
    path.write_text(
        text.replace("package: org.tensorflow.op.core", f"package: {package}"), encoding="utf-8"
    )


def test_root_package_is_inferred_and_must_agree(tmp_path: Path) -> None:
    good = tmp_path / "good"
    _opdef(good / "StopGradient.yaml", "com.example.op")
    _opdef(good / "nn" / "deep" / "StopGradient.yaml", "com.example.op.nn.deep")
    assert pipeline.build(good).root_package == "com.example.op"

    bad = tmp_path / "bad"
    _opdef(bad / "a" / "StopGradient.yaml", "com.example.op.a")
    _opdef(bad / "b" / "StopGradient.yaml", "com.example.op.b")
    _opdef(bad / "c" / "StopGradient.yaml", "com.other.op.c")
    _opdef(bad / "d" / "StopGradient.yaml", "com.example.op.x")
    with pytest.raises(OpdefErrors) as info:
        pipeline.load_ops(bad)
    messages = [str(e) for e in info.value.errors]
    assert len(messages) == 2, messages
    assert (
        "c/StopGradient.yaml:3:10: package: 'com.other.op.c' puts the root package at 'com.other.op'"
        in messages[0]
    )
    assert "a/StopGradient.yaml and 1 more at 'com.example.op'" in messages[0]
    assert (
        "d/StopGradient.yaml:3:10: package: 'com.example.op.x' does not end with 'd'" in messages[1]
    )


def test_command_line_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lib = tmp_path / "missing.so"
    out = str(tmp_path / "opdefs")
    assert cli_main(["import", "--op-library", str(lib), "--out-opdefs", out]) == 2
    assert "--op-library needs --package" in capsys.readouterr().err
    assert (
        cli_main(
            [
                "import",
                "--op-library",
                str(lib),
                "--package",
                "org.tensorflow.op.x",
                "--out-opdefs",
                out,
            ]
        )
        == 2
    )
    assert "TensorFlow's own op package" in capsys.readouterr().err
    assert (
        cli_main(
            ["import", "--op-library", str(lib), "--package", "com.example.op", "--out-opdefs", out]
        )
        == 2
    )
    assert f"op library {lib} not found" in capsys.readouterr().err
    assert cli_main(["import", "--package", "com.example.op"]) == 2
    assert "go with --op-library" in capsys.readouterr().err
    # A custom tree never goes to generated/ by default (--check: nothing is written anyway).
    _opdef(tmp_path / "custom" / "StopGradient.yaml", "com.example.op")
    assert cli_main(["generate", "--check", "--opdefs", str(tmp_path / "custom")]) == 2
    assert "give --out" in capsys.readouterr().err
    assert (ROOT / "generated" / "org").is_dir()
