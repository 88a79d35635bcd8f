"""The porter never destroys a file and never ends in a traceback: an output that is an
input, two inputs for one output, an unwritable target, a full disk, a non-UTF-8 source and
nesting deeper than Python's stack are each ``error: File.java[:LINE]: ...`` and exit 2,
with nothing (or nothing half) written."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from porter import api, cli

ROOT = Path(__file__).resolve().parents[2]
JAVA = "package p;\n\nclass Foo {\n  int m() {\n    return 1;\n  }\n}\n"


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "porter", *args],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=cwd,
        check=False,
    )


def test_the_output_cannot_be_the_java_source(tmp_path: Path) -> None:
    (tmp_path / "Foo.java").write_text(JAVA)
    (tmp_path / "Link.java").symlink_to(tmp_path / "Foo.java")
    for out in ("Foo.java", "./Foo.java", "Link.java"):
        proc = _run("Foo.java", "-o", out, cwd=tmp_path)
        assert proc.returncode == 2, proc.stderr
        shown = Path(out)  # as Python spells the path given
        assert proc.stderr == f"error: Foo.java: the output {shown} is the Java source itself\n"
        assert (tmp_path / "Foo.java").read_text() == JAVA


def test_two_files_for_one_output_are_refused(tmp_path: Path) -> None:
    # src/a/b/Foo.java and src/a.b/Foo.java both declare package a.b: one module.
    for folder in ("a/b", "a.b"):
        (tmp_path / "src" / folder).mkdir(parents=True)
        (tmp_path / "src" / folder / "Foo.java").write_text(
            JAVA.replace("package p;", "package a.b;")
        )
    proc = _run("src", "--out", "out", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == (
        "error: a.b/Foo.java: ports to ported/a/b/Foo.py as a/b/Foo.java does (both declare "
        "package a.b): rename one, or port them separately\n"
    )
    assert not (tmp_path / "out").exists()  # nothing written


def test_an_unwritable_target_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "Foo.java").write_text(JAVA)
    if os.geteuid() == 0:  # root writes through permissions: a folder of sysfs refuses it
        if not Path("/sys/kernel").is_dir():
            pytest.skip("running as root with no read-only folder to write to")
        target = Path("/sys/kernel/foo.py")
    else:
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o555)
        target = locked / "foo.py"
    proc = _run("Foo.java", "-o", str(target), cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == f"error: Foo.java: cannot write {target}: Permission denied\n"
    assert "Traceback" not in proc.stderr


def test_a_full_disk_leaves_the_old_output_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "Foo.java").write_text(JAVA)
    out = tmp_path / "foo.py"
    out.write_text("# the previous port\n")
    real_fdopen = os.fdopen

    class Full:
        """A file on a disk that fills up after a few bytes."""

        def __init__(self, fd: int, *args: object, **kwargs: object) -> None:
            self.stream = real_fdopen(fd, *args, **kwargs)  # type: ignore[call-overload]

        def __enter__(self) -> Full:  # noqa: PYI034
            return self

        def __exit__(self, *exc: object) -> None:
            self.stream.close()

        def write(self, text: str) -> int:
            self.stream.write(text[:10])
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(api.os, "fdopen", Full)
    assert cli.main([str(tmp_path / "Foo.java"), "-o", str(out)]) == 2
    assert capsys.readouterr().err == (
        f"error: {tmp_path / 'Foo.java'}: cannot write {out}: No space left on device\n"
    )
    assert out.read_text() == "# the previous port\n"  # the old file, whole
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Foo.java", "foo.py"]  # no temp left


def test_the_output_is_replaced_whole_and_as_any_file_is_made(tmp_path: Path) -> None:
    (tmp_path / "Foo.java").write_text(JAVA)
    out = tmp_path / "foo.py"
    out.write_text("# the previous port\n")
    assert _run("Foo.java", "-o", "foo.py", cwd=tmp_path).returncode == 0
    assert "class Foo:" in out.read_text()
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask
    assert sorted(p.name for p in tmp_path.iterdir()) == ["Foo.java", "foo.py"]


@pytest.mark.parametrize(
    ("expression", "depth"),
    [(" + ".join(["x"] * 3000), 3005), ("(" * 500 + "x" + ")" * 500, 506)],
    ids=["3000 terms", "500 parentheses"],
)
def test_deep_nesting_is_an_error_not_a_traceback(
    tmp_path: Path, expression: str, depth: int
) -> None:
    (tmp_path / "Deep.java").write_text(
        f"class Deep {{\n  int m(int x) {{\n    return {expression};\n  }}\n}}\n"
    )
    proc = _run("Deep.java", "-o", "deep.py", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == (
        f"error: Deep.java:3: an expression nested {depth} levels deep is too deep for the porter\n"
    )
    assert not (tmp_path / "deep.py").exists()


def test_the_source_encoding(tmp_path: Path) -> None:
    java = 'class Latin {\n  String m() {\n    // café\n    return "café";\n  }\n}\n'
    (tmp_path / "Latin.java").write_bytes(java.encode("latin-1"))
    # Named, the encoding is strict.
    proc = _run("Latin.java", "--encoding", "utf-8", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == (
        "error: Latin.java:3: byte 0xe9 is not utf-8 (pass --encoding, e.g. latin-1)\n"
    )
    proc = _run("Latin.java", "--encoding", "latin-1", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert 'return "café"' in proc.stdout and "# café" in proc.stdout
    # Not named: UTF-8, and a byte that is not UTF-8 is windows-1252's, with a warning.
    proc = _run("Latin.java", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert 'return "café"' in proc.stdout and "# café" in proc.stdout
    assert proc.stderr == (
        "warning: Latin.java:3: byte 0xe9 is not UTF-8; bytes that are not are read as"
        " windows-1252 (pass --encoding to choose)\n"
    )
    # A file of both: its UTF-8 characters stay, its other bytes are windows-1252's (0x80 €).
    mixed = b'class Mixed {\n  String m() {\n    // \x80 \xe9\n    return "\xc3\xbc";\n  }\n}\n'
    (tmp_path / "Mixed.java").write_bytes(mixed)
    proc = _run("Mixed.java", cwd=tmp_path)
    assert 'return "ü"' in proc.stdout and "# € é" in proc.stdout, proc.stdout
    assert "warning: Mixed.java:3: byte 0x80 is not UTF-8" in proc.stderr
    (tmp_path / "Mixed.java").unlink()
    # In a project too, the file named relative to the project.
    (tmp_path / "proj").mkdir()
    (tmp_path / "Latin.java").rename(tmp_path / "proj" / "Latin.java")
    proc = _run("proj", "--out", "out", "--encoding", "utf-8", cwd=tmp_path)
    assert proc.stderr == (
        "error: Latin.java:3: byte 0xe9 is not utf-8 (pass --encoding, e.g. latin-1)\n"
    )
    proc = _run("proj", "--out", "out", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.startswith("warning: Latin.java:3: byte 0xe9 is not UTF-8")
    assert _run("proj", "--out", "out", "--encoding", "latin-1", cwd=tmp_path).returncode == 0
    unknown = _run("proj", "--out", "out", "--encoding", "klingon", cwd=tmp_path)
    assert (unknown.returncode, unknown.stderr) == (
        2,
        "error: Latin.java: unknown encoding 'klingon'\n",
    )
