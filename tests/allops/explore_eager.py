"""Find, per op class, the layouts and dtypes that ``tf.raw_ops`` accepts, and whether the
generated class agrees (a developer tool; the tests use the reviewed ``eager_cases``).

    .venv/bin/python -m tests.allops.explore_eager > /tmp/eager.jsonl
    .venv/bin/python -m tests.allops.explore_eager freeze /tmp/eager.jsonl tests/allops/eager_cases.py
    .venv/bin/ruff format tests/allops/eager_cases.py

Some TensorFlow kernels abort the process on odd inputs, so the work runs in child processes:
each prints the op it is about to try on stderr, and when a child dies the parent records the
op as crashing and starts a new child after it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

# Filled in the child only (TensorFlow is slow to import).
_CHILD_ENV = "ALLOPS_EXPLORE_CHILD"


def _explore_op(op: Any) -> dict[str, Any]:
    import tensorflow as tf
    from org.tensorflow.op import Ops

    from tests.allops import eager, synth

    reason = eager.rule_reason(op)
    if reason:
        return {"key": op.key, "status": "rule", "reason": reason}
    od = synth.op_def(op.op_name)
    ops = Ops.create()
    found: list[list[Any]] = []
    errors: list[str] = []
    for dtype in eager.dtype_choices(od):
        for layout in eager.LAYOUTS:
            try:
                case = eager.make_case(op, layout, dtype)
                raw = eager.run_raw(case)
            except (tf.errors.OpError, ValueError, TypeError, KeyError) as e:
                errors.append(f"{layout}/{dtype}: {type(e).__name__}: {str(e)[:160]}")
                continue
            try:
                _, ours = eager.run_ours(case, ops)
                eager.compare(ours, raw, values=not od.is_stateful)
            except Exception as e:  # noqa: BLE001
                return {
                    "key": op.key,
                    "status": "mismatch",
                    "layout": layout,
                    "dtype": dtype,
                    "error": f"{type(e).__name__}: {str(e)[:400]}",
                }
            found.append([layout, dtype])
            break
    if not found:
        return {"key": op.key, "status": "no-layout", "errors": errors[-3:]}
    return {"key": op.key, "status": "ok", "cases": found}


def _child(start: str | None, skip: set[str]) -> None:
    from tests.allops.opdefs import all_op_classes

    started = start is None
    for op in all_op_classes():
        if not started:
            started = op.key == start
            continue
        if op.key in skip:
            continue
        print(op.key, file=sys.stderr, flush=True)
        print(json.dumps(_explore_op(op)), flush=True)
    print("DONE", file=sys.stderr, flush=True)


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "freeze":
        freeze(sys.argv[2], sys.argv[3])
        return
    if os.environ.get(_CHILD_ENV):
        start = os.environ.get("ALLOPS_START") or None
        _child(start, set(filter(None, os.environ.get("ALLOPS_SKIP", "").split(","))))
        return
    start = ""
    skip: list[str] = []
    while True:
        env = dict(
            os.environ, **{_CHILD_ENV: "1", "ALLOPS_START": start, "ALLOPS_SKIP": ",".join(skip)}
        )
        proc = subprocess.run(
            [sys.executable, "-m", "tests.allops.explore_eager"],
            env=env,
            capture_output=True,
            text=True,
            timeout=3600,
            check=False,
        )
        sys.stdout.write(proc.stdout)
        sys.stdout.flush()
        lines = [ln for ln in proc.stderr.splitlines() if "." in ln and " " not in ln]
        if "DONE" in proc.stderr.splitlines() or not lines:
            break
        crashed = lines[-1]
        print(json.dumps({"key": crashed, "status": "crash", "rc": proc.returncode}), flush=True)
        skip.append(crashed)
        start = crashed


def freeze(jsonl: str, out: str) -> None:
    """Write ``eager_cases.py`` from an exploration's output (then review the reasons)."""
    import re

    import tensorflow as tf

    with open(jsonl, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    cases: list[str] = []
    left: list[str] = []
    for r in sorted(rows, key=lambda r: r["key"]):
        key = r["key"]
        if r["status"] == "ok":
            items = ", ".join(
                f"({layout!r}, {tf.as_dtype(dt).name if dt is not None else None!r})"
                for layout, dt in r["cases"]
            )
            cases.append(f"    {key!r}: ({items},),")
            continue
        if r["status"] == "rule":
            continue
        if r["status"] == "crash":
            reason = "tf.raw_ops itself aborts the process (a TensorFlow CHECK failure) on the generic inputs"
        elif r["status"] == "mismatch":
            reason = f"BUG: {r['error'][:120]}"
        else:
            error = r["errors"][-1] if r["errors"] else ""
            error = re.sub(r"\{\{[^}]*\}\}", "", error.split(": ", 1)[-1])
            error = " ".join(error.replace("[Op:", " [Op:").split()).split(" [Op:")[0]
            if "not available in GraphDef" in error:
                reason = "removed from TensorFlow's runtime (deprecated op)"
            elif "Could not find device" in error or "no registered kernel" in error:
                reason = "no CPU kernel for the dtypes tried"
            else:
                reason = "needs inputs the generic layouts do not give: " + error[:90].strip()
        left.append(f"    {key!r}: {reason!r},")
    text = (
        '"""Eager vs ``tf.raw_ops`` cases: per op class, the (layout, main dtype) runs, and the\n'
        "classes left out (beyond the rules of ``eager.rule_reason``) with the reason. Written by\n"
        '``explore_eager.freeze`` and reviewed; see ``eager.py`` for layouts."""\n\n'
        "from __future__ import annotations\n\n"
        "CASES: dict[str, tuple[tuple[str, str | None], ...]] = {\n" + "\n".join(cases) + "\n}\n\n"
        "LEFT_OUT: dict[str, str] = {\n" + "\n".join(left) + "\n}\n"
    )
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()
