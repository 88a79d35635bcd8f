"""``System.getProperty``'s standard properties (porter.javalib.system) against the installed
JDK's on this host: the same values, with and without the loader's library path set."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from porter.javalib.system import getProperty

ROOT = Path(__file__).resolve().parents[3]

KEYS = [
    "java.library.path",
    "java.specification.version",
    "java.class.version",
    "os.name",
    "os.arch",
    "os.version",
    "user.dir",
    "user.home",
    "user.name",
    "user.language",
    "java.io.tmpdir",
    "line.separator",
    "file.separator",
    "path.separator",
    "file.encoding",
    "native.encoding",
    "sun.arch.data.model",
    "no.such.property",
]

JAVA = """
public class Props {
    public static void main(String[] keys) {
        for (String k : keys) {
            System.out.println(k + "=" + String.valueOf(System.getProperty(k)).replace("\\n", "\\\\n"));
        }
    }
}
"""


def _python_lines(cwd: Path) -> list[str]:
    """The properties in a new process with this environment (as the JVM, the port reads the
    loader path that its process started with)."""
    code = (
        "from porter.javalib.system import getProperty; import sys; "
        "print('\\n'.join(f\"{k}={str(getProperty(k) or 'null').replace(chr(10), chr(92) + 'n')}\" "
        "for k in sys.argv[1:]))"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", code, *KEYS],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return done.stdout.splitlines()


@pytest.mark.skipif(shutil.which("java") is None, reason="no JDK installed")
# Set, unset, empty, and with empty entries (what some packages' start-up code leaves there).
@pytest.mark.parametrize(
    "library_path", [None, "/opt/one:/opt/two", "", "/opt/one:", ":/opt/one", "/a::/b"]
)
def test_the_standard_properties_are_the_jdks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, library_path: str | None
) -> None:
    (tmp_path / "Props.java").write_text(JAVA)
    if library_path is None:
        monkeypatch.delenv("LD_LIBRARY_PATH", raising=False)
    else:
        monkeypatch.setenv("LD_LIBRARY_PATH", library_path)
    ran = subprocess.run(
        ["java", "Props.java", *KEYS],
        cwd=tmp_path,
        env=dict(os.environ),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert _python_lines(tmp_path) == ran.stdout.splitlines()


def test_a_default_and_a_set_property() -> None:
    assert getProperty("no.such.property", "fallback") == "fallback"
    assert getProperty("java.version", "").startswith("17")


def test_the_library_path_is_the_one_the_process_started_with(tmp_path: Path) -> None:
    """A library that edits os.environ at import (OpenCV's binding prepends its folder, and
    TensorFlow's Keras imports it) does not change java.library.path, as the JVM's is read
    at start."""
    code = (
        "import os; before = os.environ.get('LD_LIBRARY_PATH'); "
        "os.environ['LD_LIBRARY_PATH'] = '/somewhere/lib64:' + (before or ''); "
        "from porter.javalib.system import getProperty; "
        "print(getProperty('java.library.path').split(':')[0])"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LD_LIBRARY_PATH": "/opt/one"}
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert done.stdout == "/opt/one\n"
