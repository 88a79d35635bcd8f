"""Errors that name their cause: each wrong call raises TypeError/ValueError/RuntimeError naming
the class, the method and the parameter, and what was expected; where TensorFlow itself refuses,
TensorFlow's error class with that context added. Eager and graph give the same message."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import Graph, Session
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Placeholder
from org.tensorflow.op.math import Add
from org.tensorflow.op.strings import StringSplit
from org.tensorflow.op.summary import ImageSummary
from org.tensorflow.types import TFloat32, TInt32, TInt64, TString, TUint8
from org.tensorflow.types.family import TFloating, TNumber, TType

from tests.conftest import ROOT, run_generator


@pytest.fixture(params=["eager", "graph"])
def ops(request: pytest.FixtureRequest) -> Iterator[Ops]:
    if request.param == "eager":
        yield Ops.create()
        return
    with Graph() as g:
        yield Ops.create(g)


def test_create_with_the_Ops_facade_as_scope(ops: Ops) -> None:
    a, b = ops.constant(1), ops.constant(2)
    with pytest.raises(TypeError) as e:
        Add.create(ops, a, b)
    assert str(e.value) == (
        "Add.create: parameter 'scope' expects a Scope, got the Ops facade: pass tf.scope(), "
        "or call the facade's method instead"
    )
    assert Add.create(ops.scope(), a, b).asOutput() is not None  # the right call works


@pytest.mark.parametrize("scope", [None, 3, "scope"])
def test_create_with_something_else_as_scope(ops: Ops, scope: object) -> None:
    with pytest.raises(
        TypeError,
        match=rf"^Add\.create: parameter 'scope' expects a Scope, got {type(scope).__name__} ",
    ):
        Add.create(scope, ops.constant(1), ops.constant(2))  # type: ignore[arg-type]


@pytest.mark.parametrize("controls", [[1], (1,), 1, [None]])
def test_control_dependencies_that_are_no_ops(ops: Ops, controls: object) -> None:
    with pytest.raises(
        TypeError,
        match=r"^Scope\.withControlDependencies: controls must be Ops or Operands, got .* at index 0$",
    ):
        ops.withControlDependencies(controls)  # type: ignore[arg-type]


def test_control_dependency_ops_that_are_no_operations(ops: Ops) -> None:
    with pytest.raises(
        TypeError,
        match=r"^Scope\.withControlDependencyOps: controls must be Operations, got Constant",
    ):
        ops.withControlDependencyOps([ops.constant(1)])  # type: ignore[list-item]


def test_control_dependency_second_item_is_located(ops: Ops) -> None:
    with pytest.raises(TypeError, match="got str 'x' at index 1"):
        ops.withControlDependencies([ops.constant(1), "x"])  # type: ignore[list-item]


def test_int_attribute_out_of_range(ops: Ops) -> None:
    text, sep = ops.constant(["a b"]), ops.constant(" ")
    for value in (2**70, -(2**63) - 1, np.uint64(2**64 - 1)):
        with pytest.raises(ValueError) as e:
            ops.strings.stringSplit(text, sep, StringSplit.maxsplit(value))  # type: ignore[arg-type]
        assert str(e.value) == (
            "StringSplit.create: parameter 'maxsplit' expects an int in TensorFlow's int64 range "
            f"[-2**63, 2**63 - 1], got {int(value)}"
        )
    # Graph nodes take the whole int64 range (the kernel then allows an int32 only).
    if not ops.scope().env().isEager():
        op = ops.strings.stringSplit(text, sep, StringSplit.maxsplit(-(2**63)))
        assert op.op().attributes().getAttrInt("maxsplit") == -(2**63)


def test_int_list_attribute_out_of_range(ops: Ops) -> None:
    from org.tensorflow.op.core import Squeeze

    with pytest.raises(
        ValueError,
        match=r"^Squeeze\.create: parameter 'axis\[1\]' expects an int in TensorFlow's int64 range",
    ):
        ops.squeeze(ops.constant([[1]]), Squeeze.axis([0, 2**64]))


def test_shape_dimension_beyond_a_long() -> None:
    with pytest.raises(
        ValueError,
        match=r"Shape dimension must fit a Java long \(at most 2\*\*63 - 1\), got 9223372036854775808",
    ):
        Shape.of(2**63)
    with pytest.raises(ValueError, match="must fit a Java long"):
        Shape.of(3, 2**64)
    assert Shape.of(2**63 - 1).get(0) == 2**63 - 1


@pytest.mark.parametrize("value", ["x", [1, "a"], None, b"1"])
def test_typed_constant_of_no_number(ops: Ops, value: object) -> None:
    with pytest.raises(
        TypeError, match=r"^Constant\.tensorOf: a TInt64 constant expects numbers, got "
    ):
        ops.constant(TInt64, value)


def test_typed_constant_that_does_not_fit(ops: Ops) -> None:
    with pytest.raises(
        ValueError, match=r"^Constant\.tensorOf: 1180591620717411303424 does not fit in a TInt64"
    ):
        ops.constant(TInt64, 2**70)
    assert ops.constant(TInt64, 2**40).asOutput().dataType() == TInt64.DTYPE


@pytest.mark.parametrize("family", [TNumber, TType, TFloating])
def test_placeholder_of_a_family(family: type) -> None:
    with Graph() as g:
        scope = Ops.create(g).scope()
        with pytest.raises(TypeError) as e:
            Placeholder.create(scope, family)
    assert str(e.value) == (
        "Placeholder.create: parameter 'dtype' expects a tensor type class such as TFloat32, "
        f"got {family.__name__}, a family of types and not a type"
    )


def test_typed_constant_of_a_family(ops: Ops) -> None:
    with pytest.raises(TypeError, match="got TNumber, a family of types"):
        ops.constant(TNumber, 1)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (
            np.array(["2020-01-01"], dtype="datetime64[D]"),
            (
                "cannot make a constant of a numpy array of dtype datetime64[D]: TensorFlow has no "
                "such type (convert it to numbers or strings first)"
            ),
        ),
        (
            np.timedelta64(3, "s"),
            (
                "cannot make a constant of a numpy array of dtype timedelta64[s]: TensorFlow has no "
                "such type (convert it to numbers or strings first)"
            ),
        ),
        (
            np.array([1, "a"], dtype=object),
            (
                "a numpy object array can be a constant only if it holds str or bytes (a TString), "
                "but element [0] is int 1"
            ),
        ),
        (
            np.array([["a", b"b"], ["c", 2.5]], dtype=object),
            (
                "a numpy object array can be a constant only if it holds str or bytes (a TString), "
                "but element [1, 1] is float 2.5"
            ),
        ),
    ],
)
def test_constant_of_a_numpy_value_tensorflow_has_no_type_for(
    ops: Ops, value: object, message: str
) -> None:
    with pytest.raises(TypeError) as e:
        ops.constant(value)
    assert str(e.value) == f"Constant.create: parameter 'value': {message}"


def test_constant_of_a_numpy_string_object_array(ops: Ops) -> None:
    c = ops.constant(np.array([["a", b"b"]], dtype=object))
    assert c.asOutput().dataType() == TString.DTYPE
    if ops.scope().env().isEager():
        assert c.asTensor().numpy().tolist() == [[b"a", b"b"]]


def test_tensor_attribute_in_eager_mode_is_tensorflows_limitation() -> None:
    eager = Ops.create()
    with pytest.raises(tf.errors.UnimplementedError) as e:
        eager.hostConst(TInt32.scalarOf(7), TInt32)
    assert str(e.value).startswith(
        "HostConst.create: attribute 'value' (HostConst's 'value') holds a tensor, which "
        "TensorFlow's eager runtime cannot take (a limitation of TensorFlow, not of this call); "
        "build HostConst in a Graph and run it with a Session instead. TensorFlow said: "
        "Attr value has unhandled type 6"
    )
    image = eager.zeros(eager.constant([1, 2, 2, 3]), TFloat32)
    with pytest.raises(
        tf.errors.UnimplementedError,
        match=r"^ImageSummary\.create: attribute 'badColor' \(ImageSummary's 'bad_color'\) holds a tensor",
    ):
        eager.summary.imageSummary(
            eager.constant("t"), image, ImageSummary.badColor(TUint8.vectorOf(255, 0, 0, 255))
        )


def test_tensor_attribute_in_graph_mode_works() -> None:
    with Graph() as g, Session(g) as s:
        tf_ = Ops.create(g)
        c = tf_.hostConst(TInt32.scalarOf(7), TInt32)
        assert s.runner().fetch(c).run().get(0).getInt() == 7


def test_fetching_a_resource_that_is_no_variable() -> None:
    with Graph() as g, Session(g) as s:
        tf_ = Ops.create(g)
        queue = tf_.withName("q").io.fifoQueue([TInt32])
        with pytest.raises(TypeError) as e:
            s.runner().fetch(queue)
        assert str(e.value) == (
            "Session.Runner.fetch: 'q:0' is a resource handle (of a FIFOQueueV2), not a tensor; "
            "only variable handles (VarHandleOp) can be fetched, giving their value"
        )
        with pytest.raises(TypeError, match="'q:0' is a resource handle"):
            s.runner().fetch("q")


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ("org.tensorflow: [1, 2\n", ":2:1", "expected ',' or ']', but got '<stream end>'"),
        ("- a\n- b\n", ":1:1", "the manifest must be a mapping, not a list"),
        (
            "org.tensorflow:\n  Graph: [tfjava.exec.graph]\n",
            ":2:10",
            "the module of org.tensorflow.Graph must be a string, not a list",
        ),
        (
            "org.tensorflow:\n  Graph: tfjava.exec.graph\n  Graph: tfjava.exec.graph\n",
            ":3:3",
            "'Graph' is given twice in package org.tensorflow",
        ),
        ("facade: 3\n", ":1:9", "facade must be a mapping, not int '3'"),
        (
            "facade:\n  groups:\n    shape: nocolon\n",
            ":3:12",
            "facade group 'shape' must be 'module:Class'",
        ),
    ],
)
def test_a_malformed_manifest_is_one_located_error(
    tmp_path: Path, text: str, where: str, message: str
) -> None:
    exports = tmp_path / "exports.yaml"
    exports.write_text(text, encoding="utf-8")
    result = run_generator("check", "--no-registry", "--exports", str(exports))
    assert result.returncode == 2
    assert (
        result.stderr
        == f"{exports}{where}: cannot read the runtime manifest: {message}\n1 error(s) in opdefs\n"
    )


def test_the_real_manifest_is_read() -> None:
    from generator.manifest import load_manifest

    manifest = load_manifest(ROOT / "tfjava" / "exports.yaml")
    assert manifest.packages["org.tensorflow"]["Session"] == "tfjava.exec.session"
    assert "variable" in manifest.overloads
    assert manifest.groups["shape"] == ("tfjava.facade.shape_ops", "ShapeOps")
