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
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CALLS = 2000
CASES = {
    "stopGradient": "`StopGradient.create(scope, x)`",
    "add": "`tf.math.add(x, y)` (AddV2)",
    "addN": "`tf.math.addN([a, b, c])`",
    "cast": "`tf.dtypes.cast(x, TInt32, Cast.Truncate(True))`",
    "castKeyword": "`tf.dtypes.cast(x, TInt32, Truncate=True)`",
}


def _case(name: str) -> tuple[Callable[[], object], Callable[[], object]]:
    """(ours, theirs) for one case."""
    import tensorflow as tf

    from org.tensorflow.op import Ops
    from org.tensorflow.op.core import StopGradient
    from org.tensorflow.op.dtypes import Cast
    from org.tensorflow.types import TInt32

    ops = Ops.create()
    scope = ops.scope()
    x, y, z = ops.constant([1.0, 2.0]), ops.constant([3.0, 4.0]), ops.constant([5.0, 6.0])
    xr, yr, zr = x.asOutput()._t, y.asOutput()._t, z.asOutput()._t
    cases: dict[str, tuple[Callable[[], object], Callable[[], object]]] = {
        "stopGradient": (lambda: StopGradient.create(scope, x),
                         lambda: tf.raw_ops.StopGradient(input=xr)),
        "add": (lambda: ops.math.add(x, y), lambda: tf.raw_ops.AddV2(x=xr, y=yr)),
        "addN": (lambda: ops.math.addN([x, y, z]), lambda: tf.raw_ops.AddN(inputs=[xr, yr, zr])),
        "cast": (lambda: ops.dtypes.cast(x, TInt32, Cast.Truncate(True)),
                 lambda: tf.raw_ops.Cast(x=xr, DstT=tf.int32, Truncate=True)),
        "castKeyword": (lambda: ops.dtypes.cast(x, TInt32, Truncate=True),
                        lambda: tf.raw_ops.Cast(x=xr, DstT=tf.int32, Truncate=True)),
    }
    return cases[name]


def child(name: str, side: str, calls: int) -> None:
    """Runs in the measured process: warm up, then ``calls`` calls inside functools.reduce."""
    ours, theirs = _case(name)
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
            ["valgrind", "--tool=callgrind", "--collect-atstart=no",
             "--toggle-collect=functools_reduce", f"--callgrind-out-file={tmp}/out",
             sys.executable, "-c", code],
            capture_output=True, text=True, cwd=tmp,
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
    print("| instructions per call | ours | `tf.raw_ops` | ratio |")
    print("|---|---:|---:|---:|")
    for c in cases:
        ours, theirs = counts[c, "ours"], counts[c, "theirs"]
        print(f"| {CASES[c]} | {ours:,} | {theirs:,} | {ours / theirs:.3f} |")


if __name__ == "__main__":
    main()
