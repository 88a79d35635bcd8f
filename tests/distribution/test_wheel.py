"""The wheel a user installs: a platform wheel holding the native extension, TensorFlow and numpy
as its only dependencies, the generator's, the site's and the porter's in extras, and everything
working from a fresh venv (an eager op on the native path, a graph session, ``tfjava-gen
generate --out``, the porter)."""

from __future__ import annotations

import sys
import sysconfig
import tarfile
import zipfile
from email.parser import Parser
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.distribution.conftest import ROOT, run

pytestmark = pytest.mark.packaging

JAVA_TEST = """\
package org.example;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tensorflow.EagerSession;
import org.tensorflow.op.Ops;
import org.tensorflow.types.TInt32;

public class AddTest {
  @Test
  public void addsTwoConstants() {
    try (EagerSession session = EagerSession.create()) {
      Ops tf = Ops.create(session);
      TInt32 sum = tf.math.add(tf.constant(2), tf.constant(3)).asTensor();
      assertEquals(5, sum.getInt());
    }
  }
}
"""


def _requirements(wheel: Path) -> list[Requirement]:
    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(z.read(name).decode("utf-8"))
    assert meta["Requires-Python"] == ">=3.10"
    return [Requirement(r) for r in meta.get_all("Requires-Dist") or []]


def _extra(req: Requirement) -> str | None:
    """The extra a requirement belongs to (``extra == "generator"``), None for the runtime."""
    if req.marker is None:
        return None
    for extra in ("generator", "docs", "porter", "opencv", "libsvm", "serving", "test"):
        if req.marker.evaluate({"extra": extra}) and not req.marker.evaluate({"extra": ""}):
            return extra
    return None


def test_the_wheel_is_a_platform_wheel_with_the_extension_and_the_generators_data(
    wheel: Path,
) -> None:
    tag = sysconfig.get_config_var("EXT_SUFFIX").split(".")[1]  # cpython-311-x86_64-linux-gnu
    version = f"cp{sys.version_info.major}{sys.version_info.minor}"
    assert wheel.name.startswith(f"tfjava-0.1.0-{version}-{version}-linux_")
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        extension = z.read(f"tfjava/native/_eager.{tag}.so")
    # Its run path (the linker's DT_RUNPATH string) names TensorFlow beside itself, not the
    # folder it was built against.
    tf_dir = Path(metadata.distribution("numpy").locate_file("tensorflow"))
    assert tf_dir.is_dir()
    at = extension.index(b"$ORIGIN/../../tensorflow:")
    runpath = extension[extension.rfind(b"\0", 0, at) + 1 : extension.index(b"\0", at)].decode()
    assert "$ORIGIN/../../tensorflow/python" in runpath.split(":")
    assert str(tf_dir) not in runpath
    assert "tfjava/native/_eager.cc" in names  # python -m tfjava.native.build rebuilds it
    opdefs = {n for n in names if n.startswith("generator/opdefs/") and n.endswith(".yaml")}
    assert len(opdefs) == len(list((ROOT / "opdefs").rglob("*.yaml")))
    assert "generator/opdefs/core/Abort.yaml" in opdefs
    assert {
        "generator/templates/op_class.py.j2",
        "generator/templates/facade.py.j2",
        "generator/templates/package_init.py.j2",
        "generator/schema/opdef.schema.json",
        "tfjava/exports.yaml",
        "tfjava/py.typed",
        "org/py.typed",
        "org/tensorflow/op/ops.py",
    } <= names
    assert not any(n.startswith(("tests/", "benchmarks/", "opdefs/", "generated/")) for n in names)


def test_the_runtime_needs_tensorflow_and_numpy_only(wheel: Path) -> None:
    reqs = _requirements(wheel)
    # Names as PEP 503 compares them (setuptools writes ml_dtypes or ml-dtypes by version).
    runtime = {canonicalize_name(r.name) for r in reqs if _extra(r) is None}
    assert runtime == {"tensorflow", "tensorflow-cpu", "numpy", "ml-dtypes"}
    by_extra: dict[str, set[str]] = {}
    for r in reqs:
        extra = _extra(r)
        if extra is not None:
            by_extra.setdefault(extra, set()).add(str(r).split(";")[0])
    assert {"jinja2>=3.1", "pyyaml>=6", "ruff==0.17.5"} <= by_extra["generator"]
    assert {"tree-sitter==0.26.1", "tree-sitter-java==0.23.5", "ruff==0.17.5"} <= by_extra["porter"]
    # OpenCV's binding is what ported OpenCV programs run on, never the runtime's or the porter's
    assert {canonicalize_name(r.split("<")[0].split(">")[0]) for r in by_extra["opencv"]} == {
        "opencv-python-headless"
    }
    # LIBSVM's C library and its binding, what ported LIBSVM programs run on
    assert {canonicalize_name(r.split(">")[0]) for r in by_extra["libsvm"]} == {"libsvm-official"}
    # and the Serving API's messages and gRPC are what ported Serving clients run on
    assert {canonicalize_name(r.split("<")[0].split(">")[0]) for r in by_extra["serving"]} == {
        "tensorflow-serving-api",
        "grpcio",
    }
    assert {"tfjava[generator]", "markdown-it-py>=3", "pygments>=2.17"} <= by_extra["docs"]
    # The pinned ruff only where formatting runs.
    assert {e for e, reqs_ in by_extra.items() if any(r.startswith("ruff") for r in reqs_)} == {
        "generator",
        "porter",
    }
    # Exactly one TensorFlow applies to a machine, and what is installed here satisfies it.
    applying = [r for r in reqs if _extra(r) is None and (r.marker is None or r.marker.evaluate())]
    assert len([r for r in applying if r.name.startswith("tensorflow")]) == 1
    for r in applying:
        assert r.specifier.contains(metadata.version(r.name), prereleases=True), r


def test_the_runtime_imports_none_of_the_extras(venv: Path) -> None:
    code = (
        "import sys\n"
        "from org.tensorflow.op import Ops\n"
        "from org.tensorflow import Graph, Session, EagerSession\n"
        "import tfjava.native\n"
        "Ops.create().constant(1.0)\n"
        "extras = ('jinja2', 'yaml', 'jsonschema', 'fastjsonschema', 'ruff', 'markdown_it',\n"
        "          'pygments', 'tree_sitter', 'generator', 'porter')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in extras))\n"
    )
    out = run([str(venv / "bin" / "python"), "-c", code], cwd=venv.parent).stdout
    assert out.strip().splitlines()[-1] == "[]"


def test_an_eager_op_and_a_graph_session_run_from_the_install(venv: Path) -> None:
    code = (
        "import tfjava, tfjava.native\n"
        "from org.tensorflow import Graph, Session\n"
        "from org.tensorflow.op import Ops\n"
        "print(tfjava.__file__)\n"
        "print(tfjava.native.load().__file__)\n"
        "tf = Ops.create()\n"
        "print(tf.math.add(tf.constant([1.0, 2.0]), tf.constant([3.0, 4.5])).asTensor().numpy())\n"
        "with Graph() as g, Session(g) as s:\n"
        "    tf = Ops.create(g)\n"
        "    z = tf.math.mul(tf.constant(6), tf.constant(7))\n"
        "    with s.runner().fetch(z).run() as result:\n"
        "        print(result.get(0).getInt())\n"
    )
    out = run([str(venv / "bin" / "python"), "-W", "error", "-c", code], cwd=venv.parent).stdout
    lines = out.strip().splitlines()[-4:]
    site = str(venv / "lib")
    assert lines[0].startswith(site) and lines[0].endswith("tfjava/__init__.py")
    assert lines[1].startswith(site) and "/tfjava/native/_eager." in lines[1]  # the native path
    assert lines[2] == "[4.  6.5]"
    assert lines[3] == "42"


def test_tfjava_gen_generates_the_api_from_the_install(venv: Path, tmp_path: Path) -> None:
    out = tmp_path / "api"
    done = run(
        [str(venv / "bin" / "tfjava-gen"), "generate", "--out", str(out)],
        cwd=tmp_path,
        env={"TFJAVA_GENERATOR_CACHE": str(tmp_path / "cache")},  # an empty cache
    )
    committed = {
        p.relative_to(ROOT / "generated")
        for p in (ROOT / "generated").rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }
    ops = len(list((ROOT / "opdefs").rglob("*.yaml")))
    assert f"generated {ops} ops: {len(committed)} files written" in done.stdout
    fresh = {p.relative_to(out) for p in out.rglob("*") if p.is_file()}
    assert fresh == committed
    for rel in committed - {Path(".stamp")}:
        assert (out / rel).read_bytes() == (ROOT / "generated" / rel).read_bytes(), rel
    # Without --out there is no generated/ to write in an install: it says so.
    refused = run(
        [
            str(venv / "bin" / "python"),
            "-c",
            "from generator.cli import main; print(main(['generate']))",
        ],
        cwd=tmp_path,
    )
    assert refused.stdout.strip().endswith("2")
    assert "--out DIR" in refused.stderr


def test_the_porter_ports_a_java_test_that_runs_from_the_install(
    venv: Path, tmp_path: Path
) -> None:
    (tmp_path / "AddTest.java").write_text(JAVA_TEST, encoding="utf-8")
    run(
        [str(venv / "bin" / "tfjava-port"), "AddTest.java", "-o", "add_test_port.py"],
        cwd=tmp_path,
    )
    ported = (tmp_path / "add_test_port.py").read_text(encoding="utf-8")
    assert "assertEquals(5, sum_.getInt())" in ported
    done = run(
        [str(venv / "bin" / "python"), "-m", "pytest", "-q", "-p", "no:cacheprovider"]
        + ["add_test_port.py", "-rA"],
        cwd=tmp_path,
    )
    assert "PASSED add_test_port.py::AddTest::addsTwoConstants" in done.stdout


def test_the_sdist_holds_what_a_build_needs(source: Path, tmp_path: Path) -> None:
    run(
        [
            sys.executable,
            "-c",
            f"from setuptools import build_meta; build_meta.build_sdist({str(tmp_path)!r})",
        ],
        cwd=source,
    )
    (sdist,) = tmp_path.glob("tfjava-*.tar.gz")
    with tarfile.open(sdist) as t:
        names = {n.split("/", 1)[1] for n in t.getnames() if "/" in n}
    assert {
        "setup.py",
        "pyproject.toml",
        "tfjava/native/_eager.cc",
        "tfjava/native/toolchain.py",
        "opdefs/core/Abort.yaml",
        "templates/op_class.py.j2",
        "generated/org/tensorflow/op/ops.py",
    } <= names


def test_a_failed_compilation_is_a_warning_and_the_python_path(
    source: Path, tmp_path: Path
) -> None:
    # The backend's build_ext (what pip runs) with a compiler that always fails.
    done = run(
        [sys.executable, "setup.py", "-q", "build_ext", "--force"]
        + ["--build-lib", str(tmp_path / "lib"), "--build-temp", str(tmp_path / "temp")],
        cwd=source,
        env={"CC": "false", "CXX": "false", "LDSHARED": "false -shared"},
    )
    assert (
        "WARNING: tfjava: the native eager extension was not built (CompileError: " in done.stderr
    )
    assert "eager ops will run on the pure-Python path" in done.stderr
    assert "python -m tfjava.native.build" in done.stderr
    assert not list(tmp_path.rglob("_eager*.so"))


def test_the_wheel_commands_of_docs_typing_catch_all_three_errors(
    venv: Path, tmp_path: Path
) -> None:
    from tests.typing.typing_doc import WHEEL, expected, run_section

    assert run_section(WHEEL, venv / "bin", tmp_path) == expected()


def test_an_editable_install_without_a_compiler_succeeds(source: Path, tmp_path: Path) -> None:
    # make's set-up: an editable install whose extension is not built (here: the compiler
    # fails; on a first set-up: TensorFlow is not installed yet) must still install.
    home = tmp_path / "venv"
    run([sys.executable, "-m", "venv", str(home)], cwd=tmp_path)
    python = str(home / "bin" / "python")
    purelib = run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], cwd=tmp_path
    ).stdout.strip()
    Path(purelib, "_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    done = run(
        [
            python,
            "-m",
            "pip",
            "install",
            "-v",
            "--no-build-isolation",
            "--no-deps",
            "-e",
            str(source),
        ],
        cwd=tmp_path,
        env={"CC": "false", "CXX": "false", "LDSHARED": "false -shared"},
    )
    assert "the native eager extension was not built (CompileError" in done.stdout + done.stderr
    where = run([python, "-c", "import generator; print(generator.__file__)"], cwd=tmp_path)
    assert where.stdout.strip() == str(source / "generator" / "__init__.py")
