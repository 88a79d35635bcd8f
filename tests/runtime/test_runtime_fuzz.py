"""Fuzz: generated create methods called with random wrong arguments raise only the documented
exception types (TypeError/ValueError for bad arguments, TensorFlow's own errors for what
TensorFlow refuses), never anything else."""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import tensorflow as tf
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from org.tensorflow import Graph
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32, TInt64, TString

OPDEFS = Path(__file__).resolve().parent.parent.parent / "opdefs"
DOCUMENTED = (TypeError, ValueError, tf.errors.OpError)
# Ops that must not run eagerly in a test process whatever their arguments (they abort the
# process, block on queues or devices, or touch files).
EAGER_SAFE_GROUPS = (
    "math",
    "bitwise",
    "linalg",
    "signal",
    "image",
    "strings",
    "dtypes",
    "math.special",
)


@cache
def opdefs() -> list[dict[str, Any]]:
    return [yaml.safe_load(p.read_text()) for p in sorted(OPDEFS.rglob("*.yaml"))]


def op_class(d: dict[str, Any]) -> Any:
    return getattr(importlib.import_module(d["package"]), d["className"])


def junk(ops: Ops) -> st.SearchStrategy[Any]:
    return st.one_of(
        st.none(),
        st.integers(-3, 3),
        st.floats(allow_nan=True),
        st.text(max_size=3),
        st.booleans(),
        st.just(object()),
        st.just([object()]),
        st.just(TInt64),
        st.just(Shape.of(2)),
        st.builds(lambda: ops.constant("s")),
        st.builds(lambda: ops.constant([True, False])),
        st.builds(lambda: ops.constant(np.float64([1.5]))),
        st.lists(st.builds(lambda: ops.constant(1)), max_size=2),
        st.just([TFloat32, TString]),
    )


def call_with(cls: Any, d: dict[str, Any], ops: Ops, data: st.DataObject) -> None:
    args = [data.draw(junk(ops), label=p["name"]) for p in d["create"]]
    try:
        cls.create(ops.scope(), *args)
    except DOCUMENTED:
        pass


@pytest.mark.parametrize("mode", ["graph", "eager"])
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_wrong_arguments_raise_documented_errors(mode: str, data: st.DataObject) -> None:
    pool = opdefs()
    if mode == "eager":
        pool = [
            d for d in pool if d["package"].removeprefix("org.tensorflow.op.") in EAGER_SAFE_GROUPS
        ]
    d = data.draw(st.sampled_from(pool), label="op")
    cls = op_class(d)
    if mode == "graph":
        with Graph() as g:
            call_with(cls, d, Ops.create(g), data)
    else:
        call_with(cls, d, Ops.create(), data)


def test_wrong_option_values_are_named() -> None:
    """Ops whose create takes only operands: a bad option value is refused naming the option."""
    ops = Ops.create()
    x = ops.constant([[1.0, 2.0], [3.0, 4.0]])
    candidates = [
        d
        for d in opdefs()
        if d.get("options")
        and d["create"]
        and all(p["kind"] == "input" for p in d["create"])
        and d["package"].endswith((".math", ".nn", ".image", ".linalg"))
    ]
    assert len(candidates) > 10
    for d in candidates:
        cls = op_class(d)
        for option in d["options"]:
            with Graph() as g:
                scope = Ops.create(g).scope()
                operands = [Ops.create(g).constant([[1.0, 2.0], [3.0, 4.0]]) for _ in d["create"]]
                with pytest.raises(
                    TypeError,
                    match=f"{d['className']}.create: parameter '{option['name']}' expects",
                ):
                    cls.create(scope, *operands, **{option["name"]: object()})
        # An Options object of a different op class is refused by name.
        with pytest.raises(
            TypeError, match=f"{d['className']}.create: expected {d['className']}.Options"
        ):
            cls.create(ops.scope(), *[x] * len(d["create"]), object())
