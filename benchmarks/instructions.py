"""Machine instructions per eager call, ours and ``tf.raw_ops``, counted by callgrind.

    .venv/bin/python benchmarks/instructions.py            # all cases (about 15 minutes)
    .venv/bin/python benchmarks/instructions.py addN cast  # some of them

Timings on a shared machine move by a few percent; instruction counts do not. Each case runs
in its own process under ``valgrind --tool=callgrind``, which counts only while
``functools.reduce`` runs, that is, inside the timed loop and nothing else (imports, warm-up).
Both sides are called from the same frames, so that the Python stack TensorFlow records for
each eager op costs the same outside the code measured. Needs valgrind.
"""

from __future__ import annotations

import argparse
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.common import eager_cases

CALLS = 2000
# The eager cases of benchmarks/run.py, but for Add against AddV2 only (the same op kernel).
CASES = ("stopGradient", "add", "addN", "cast", "castKeyword", "unique", "split", "addDeep")


def child(name: str, side: str, calls: int) -> None:
    """Runs in the measured process: warm up, then ``calls`` calls inside functools.reduce."""
    _, _, ours, theirs = eager_cases()[name]
    fn = ours if side == "ours" else theirs
    for _ in range(200):
        fn()
    functools.reduce(lambda acc, _: fn(), range(calls), None)


def count(name: str, side: str, calls: int = CALLS) -> int:
    """Instructions per call of one side of one case."""
    with tempfile.TemporaryDirectory() as tmp:
        code = (
            f"import sys; sys.path.insert(0, {str(ROOT)!r}); "
            f"from benchmarks.instructions import child; child({name!r}, {side!r}, {calls})"
        )
        res = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--collect-atstart=no",
                "--toggle-collect=functools_reduce",
                f"--callgrind-out-file={tmp}/out",
                sys.executable,
                "-c",
                code,
            ],
            capture_output=True,
            text=True,
            cwd=tmp,
            check=False,
            env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"},
        )
    found = re.search(r"I\s+refs:\s+([\d,]+)", res.stderr)
    if res.returncode or not found:
        raise RuntimeError(f"callgrind failed for {name}/{side}:\n{res.stderr[-2000:]}")
    return int(found.group(1).replace(",", "")) // calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("cases", nargs="*", metavar="case", help=", ".join(CASES))
    cases = parser.parse_args().cases or list(CASES)
    unknown = [c for c in cases if c not in CASES]
    if unknown:
        parser.error(f"unknown case(s) {', '.join(unknown)}; known: {', '.join(CASES)}")
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed")
    jobs = [(c, side) for c in cases for side in ("ours", "theirs")]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        counts = dict(zip(jobs, pool.map(lambda job: count(*job), jobs), strict=True))
    eager_cases_text = {name: case[0] for name, case in eager_cases().items()}
    print("| instructions per call | ours | `tf.raw_ops` | ratio |")
    print("|---|---:|---:|---:|")
    for c in cases:
        ours, theirs = counts[c, "ours"], counts[c, "theirs"]
        print(f"| `{eager_cases_text[c]}` | {ours:,} | {theirs:,} | {ours / theirs:.3f} |")


if __name__ == "__main__":
    main()
