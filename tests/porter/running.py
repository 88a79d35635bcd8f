"""Running ports and Java programs from the porter's tests: a subprocess with the project on
the path and TensorFlow's start-up logging off."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(args: list[str], cwd: Path, input: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TF_CPP_MIN_LOG_LEVEL": "2"}
    return subprocess.run(
        args,
        input=input,
        encoding="utf-8",
        capture_output=True,
        timeout=300,
        cwd=cwd,
        env=env,
        check=False,
    )


def port_and_run(source: Path, tmp_path: Path) -> str:
    """Ports one Java file into ``tmp_path`` (no statement may be marked), runs the port there
    and gives what it printed. The port is made in this process, as ``python -m porter FILE -o
    PORT`` makes it (the command line has its own tests), which spares each program a start of
    the porter; the port runs in a process of its own."""
    from porter.api import port_files, write

    port = tmp_path / f"{source.stem}.py"
    python, _ = port_files([source])[source]
    write(port, python, str(source))
    assert "PORTER" not in python, python
    ran = run([sys.executable, str(port)], tmp_path)
    assert ran.returncode == 0, ran.stderr
    return ran.stdout
