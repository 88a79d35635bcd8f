"""``System.getProperty``'s standard properties (porter.javalib.system) against the installed
JDK's on this host: the same values, with and without the loader's library path set."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from porter.javalib.system import getProperty

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


def _python_lines() -> list[str]:
    return [f"{k}={str(getProperty(k) or 'null').replace(chr(10), chr(92) + 'n')}" for k in KEYS]


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
    monkeypatch.chdir(tmp_path)
    assert _python_lines() == ran.stdout.splitlines()


def test_a_default_and_a_set_property() -> None:
    assert getProperty("no.such.property", "fallback") == "fallback"
    assert getProperty("java.version", "").startswith("17")
