"""Benchmarks, side by side with TensorFlow's own Python API. Prints a Markdown table of ratios.

    .venv/bin/python benchmarks/run.py            # everything (about two minutes)
    .venv/bin/python benchmarks/run.py --quick    # fewer repetitions
    .venv/bin/python benchmarks/run.py --generation  # only generation and import

Ratios are ours / theirs, measured in one process with interleaved rounds (median of the
per-round ratios), so that machine noise hits both sides alike. Below 1.0 means faster.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.common import compare, eager_cases
from benchmarks.dataset_epoch import dataset_epoch_row
from benchmarks.metrics_bench import metrics_row

Row = tuple[str, str, float, float, float]


def eager_rows(rounds: int) -> list[Row]:
    rows = []
    for ours_text, theirs_text, ours, theirs in eager_cases().values():
        a, b, r = compare(ours, theirs, number=2000, rounds=rounds)
        rows.append((f"eager `{ours_text}`", f"`{theirs_text}`", a, b, r))
    return rows


def graph_row(repeats: int, n: int = 2000) -> Row:
    import tensorflow as tf
    from org.tensorflow import Graph
    from org.tensorflow.op import Ops

    def ours() -> None:
        with Graph() as g:
            t = Ops.create(g)
            x = t.constant(1.0)
            for _ in range(n):
                x = t.math.add(x, x)

    def theirs() -> None:
        with tf.Graph().as_default():
            x = tf.constant(1.0)
            for _ in range(n):
                x = tf.raw_ops.Add(x=x, y=x)

    a, b, r = compare(ours, theirs, number=1, rounds=repeats)
    return (
        f"graph: chain of {n} `tf.math.add` (ms)",
        "`tf.raw_ops.Add` in `graph.as_default()`",
        a / 1000,
        b / 1000,
        r,
    )


def session_row(rounds: int) -> Row:
    import numpy as np
    import tensorflow as tf
    from org.tensorflow import Graph, Session
    from org.tensorflow.op import Ops
    from org.tensorflow.types import TFloat32

    g = Graph()
    t = Ops.create(g)
    p = t.placeholder(TFloat32)
    out = t.math.add(t.math.mul(p, t.constant(2.0)), t.constant(1.0))
    s = Session(g)
    feed = TFloat32.vectorOf(1.0, 2.0, 3.0)

    def ours() -> None:
        with s.runner().feed(p, feed).fetch(out).run() as r:
            r.get(0)

    g2 = tf.Graph()
    with g2.as_default():
        p2 = tf.compat.v1.placeholder(tf.float32)
        out2 = tf.add(tf.multiply(p2, 2.0), 1.0)
    s2 = tf.compat.v1.Session(graph=g2)
    value = np.float32([1.0, 2.0, 3.0])

    def theirs() -> None:
        s2.run(out2, {p2: value})

    a, b, r = compare(ours, theirs, number=200, rounds=rounds)
    return ("session: run a small graph, feed + fetch", "`tf.compat.v1.Session.run`", a, b, r)


def training_row(rounds: int) -> Row:
    """One training step of the framework training program (tests/framework/training_program.py)
    with ``Adam.minimize`` against the same step with ``tf.compat.v1.train.AdamOptimizer``."""
    from tests.framework.training_program import (
        framework_model,
        python_tensorflow_model,
        synthetic_data,
    )

    x, y = synthetic_data(1234)
    ours, theirs = framework_model(1234, x, y), python_tensorflow_model(1234, x, y)
    try:
        a, b, r = compare(ours.step, theirs.step, number=50, rounds=rounds)
    finally:
        ours.close()
        theirs.close()
    return (
        "training step: framework `Adam.minimize`, feed + fetch loss",
        "`tf.compat.v1.train.AdamOptimizer` in `tf.compat.v1.Session`",
        a,
        b,
        r,
    )


def _small_model(folder: str) -> None:
    """A small ``tf.Module`` SavedModel: ``serving_default(x)`` is ``relu(x @ w + b)``."""
    import tensorflow as tf

    class Dense(tf.Module):
        def __init__(self) -> None:
            super().__init__()
            self.w = tf.Variable(tf.random.stateless_normal([4, 3], seed=[1, 2]))
            self.b = tf.Variable(tf.zeros([3]))

        @tf.function(input_signature=[tf.TensorSpec([None, 4], tf.float32, name="x")])
        def serve(self, x: tf.Tensor) -> dict[str, tf.Tensor]:
            return {"y": tf.nn.relu(x @ self.w + self.b)}

    module = Dense()
    tf.saved_model.save(module, folder, signatures={"serving_default": module.serve})


def saved_model_rows(rounds: int) -> list[Row]:
    import numpy as np
    import tensorflow as tf
    from org.tensorflow import SavedModelBundle
    from org.tensorflow.types import TFloat32

    with tempfile.TemporaryDirectory() as tmp:
        folder = str(Path(tmp) / "model")
        _small_model(folder)
        value = np.arange(8, dtype=np.float32).reshape(2, 4)

        bundle = SavedModelBundle.load(folder)
        function = bundle.function("serving_default")
        x = TFloat32.tensorOf(value)

        def ours() -> None:
            with function.call({"x": x}) as r:
                r.get("y")

        loaded = tf.saved_model.load(folder)
        signature = loaded.signatures["serving_default"]
        xt = tf.constant(value)

        def theirs() -> None:
            signature(x=xt)["y"]

        np.testing.assert_allclose(
            function.call({"x": x}).get("y").numpy(), signature(x=xt)["y"].numpy(), rtol=1e-6
        )
        call = compare(ours, theirs, number=500, rounds=rounds)
        load = compare(
            lambda: SavedModelBundle.load(folder).close(),
            lambda: tf.saved_model.load(folder),
            number=1,
            rounds=max(5, rounds // 4),
        )
        bundle.close()
    return [
        (
            'saved model: `bundle.function("serving_default").call({...})`',
            '`loaded.signatures["serving_default"](...)`',
            *call,
        ),
        (
            "saved model: load (ms)",
            "`tf.saved_model.load`",
            load[0] / 1000,
            load[1] / 1000,
            load[2],
        ),
    ]


COLD_RUNS = 3
"""Cold generations measured (the median is shown): one run on a shared machine says little."""


def _generate(out: Path, cache: Path) -> tuple[float, float]:
    """Wall time and CPU time (user + system, the generator and its children) of one
    ``generate --out OUT`` with the cache folder ``cache``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "generator", "generate", "--out", str(out)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        env={**os.environ, "TFJAVA_GENERATOR_CACHE": str(cache)},
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def generation_rows() -> list[tuple[str, float]]:
    py = sys.executable
    colds: list[tuple[float, float]] = []
    loads = [os.getloadavg()[0]]
    with tempfile.TemporaryDirectory() as tmp:
        # Each cold run: a cache folder of its own, empty as on a fresh clone, and a new output
        # folder. It parses and formats everything and snapshots TensorFlow's op registry. The
        # warm run finds all of that cached (about what a generation after an edit to a few
        # opdefs costs), the last one the stamp of an unchanged tree.
        for i in range(COLD_RUNS):
            colds.append(_generate(Path(tmp) / f"cold{i}", Path(tmp) / f"cache{i}"))
        cache = Path(tmp) / "cache0"
        warm = _generate(Path(tmp) / "gen2", cache)
        nochange = _generate(Path(tmp) / "gen2", cache)
    loads.append(os.getloadavg()[0])
    cold = (statistics.median(w for w, _ in colds), statistics.median(c for _, c in colds))
    print(
        f"cold generate, {COLD_RUNS} runs: wall {', '.join(f'{w:.2f}' for w, _ in colds)} s; "
        f"CPU {', '.join(f'{c:.2f}' for _, c in colds)} s; load average {loads[0]:.1f} "
        f"before, {loads[1]:.1f} after",
        file=sys.stderr,
    )
    # Time and memory are measured in separate runs: tracemalloc slows imports down.
    timed = (
        "import time, tensorflow\n"
        "t = time.perf_counter()\n"
        "from org.tensorflow.op import Ops; Ops.create()\n"
        "print(time.perf_counter() - t)\n"
    )
    traced = (
        "import tracemalloc, tensorflow\n"
        "tracemalloc.start()\n"
        "from org.tensorflow.op import Ops; Ops.create()\n"
        "print(tracemalloc.get_traced_memory()[0])\n"
    )
    # As an installed package runs: from bytecode (pip compiles it; here one run first writes it).
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)

    def sample(code: str) -> float:
        res = subprocess.run(
            [py, "-c", code], cwd="/", capture_output=True, text=True, check=True, env=env
        )
        return float(res.stdout.split()[-1])

    sample(timed)
    imp = statistics.median(sample(timed) for _ in range(5))
    mem = statistics.median(sample(traced) for _ in range(3))
    # Every generated op module, on the pure-Python path (each op class made ready to call).
    every_op = (
        "import time, pkgutil, importlib, tensorflow, org.tensorflow.op as op\n"
        "t = time.perf_counter()\n"
        "for m in pkgutil.walk_packages(op.__path__, 'org.tensorflow.op.'):\n"
        "    importlib.import_module(m.name)\n"
        "print(time.perf_counter() - t)\n"
    )
    env["TFJAVA_NATIVE"] = "0"
    sample(every_op)
    all_ops = statistics.median(sample(every_op) for _ in range(3))
    return [
        (f"full `generate --out NEW`, empty cache, median of {COLD_RUNS}, wall time (s)", cold[0]),
        ("the same, CPU time (user + system) (s)", cold[1]),
        ("full `generate --out NEW` of all opdefs, caches warm, wall time (s)", warm[0]),
        ("the same, CPU time (user + system) (s)", warm[1]),
        ("no-change `generate` (the stamp matches), wall time (s)", nochange[0]),
        (
            "`from org.tensorflow.op import Ops; Ops.create()` after `import tensorflow` (ms)",
            imp * 1000,
        ),
        ("memory allocated by that import (MB)", mem / 1e6),
        ("import every generated op module, pure-Python path (s)", all_ops),
    ]


def site_rows() -> list[tuple[str, float]]:
    """The reference site as ``make docs`` builds it: into a new folder, then with nothing
    changed (inputs hashed, files checked: no page rendered)."""
    py = sys.executable

    def docs(out: Path) -> float:
        start = time.perf_counter()
        subprocess.run(
            [py, "-m", "generator", "docs", "--out", str(out)],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        return time.perf_counter() - start

    with tempfile.TemporaryDirectory() as tmp:
        full = docs(Path(tmp) / "site")
        nochange = statistics.median(docs(Path(tmp) / "site") for _ in range(5))
    return [
        ("full `docs` (reference site) into a new folder, wall time (s)", full),
        ("no-change `docs`, wall time (s)", nochange),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument(
        "--generation", action="store_true", help="only the generation and import table"
    )
    args = parser.parse_args()
    if args.generation:
        _print_generation()
        return
    rounds = 11 if args.quick else 41
    rows = eager_rows(rounds) + [graph_row(5 if args.quick else 11), session_row(rounds)]
    rows.append(training_row(rounds))
    rows.append(dataset_epoch_row(5 if args.quick else 11))
    rows.append(metrics_row(rounds))
    rows += saved_model_rows(rounds)
    print("| what (µs per call unless noted) | against | ours | theirs | ratio |")
    print("|---|---|---:|---:|---:|")
    for what, against, a, b, r in rows:
        print(f"| {what} | {against} | {a:.2f} | {b:.2f} | {r:.3f} |")
    print()
    _print_generation()


def _print_generation() -> None:
    print("| generation and import | value |")
    print("|---|---:|")
    for what, value in generation_rows() + site_rows():
        print(f"| {what} | {value:.2f} |")


if __name__ == "__main__":
    main()
