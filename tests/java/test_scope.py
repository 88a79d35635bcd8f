"""Port of TensorFlow Java's ``ScopeTest`` (``org.tensorflow.op.Scope``; ``testSeparateOps`` is
also all of ``org.tensorflow.ScopeTest``)."""

from __future__ import annotations

from typing import Any

import pytest
from org.tensorflow import Graph, Output, Session
from org.tensorflow.op import Ops, OpScope, Scope
from org.tensorflow.types import TInt32

SKIPPED: dict[str, str] = {}


def test_testSeparateOps() -> None:
    with Graph() as g:
        tf1 = Ops.create(g)
        tf2 = Ops.create(g)

        tf1.constant(2)
        tf1.withName("Constant2").constant(2)
        tf1.withSubScope("Scope").constant(2)
        tf1.withSubScope("Scope").withName("Constant4").constant(2)

        tf2.constant(2)
        tf2.withName("Constant2").constant(2)
        tf2.withSubScope("Scope").constant(2)
        tf2.withSubScope("Scope").withName("Constant4").constant(2)


def test_basicNames() -> None:
    with Graph() as g:
        root = OpScope(g)
        assert root.makeOpName("add") == "add"
        assert root.makeOpName("add") == "add_1"
        assert root.makeOpName("add") == "add_2"
        assert root.makeOpName("mul") == "mul"


def test_hierarchicalNames() -> None:
    with Graph() as g:
        root = OpScope(g)
        child = root.withSubScope("child")
        assert child.makeOpName("add") == "child/add"
        assert child.makeOpName("add") == "child/add_1"
        assert child.makeOpName("mul") == "child/mul"

        child_1 = root.withSubScope("child")
        assert child_1.makeOpName("add") == "child_1/add"
        assert child_1.makeOpName("add") == "child_1/add_1"
        assert child_1.makeOpName("mul") == "child_1/mul"

        c_c = root.withSubScope("c").withSubScope("c")
        assert c_c.makeOpName("add") == "c/c/add"

        c_1 = root.withSubScope("c")
        c_1_c = c_1.withSubScope("c")
        assert c_1_c.makeOpName("add") == "c_1/c/add"

        c_1_c_1 = c_1.withSubScope("c")
        assert c_1_c_1.makeOpName("add") == "c_1/c_1/add"


def test_scopeAndOpNames() -> None:
    with Graph() as g:
        root = OpScope(g)
        child = root.withSubScope("child")
        assert child.makeOpName("add") == "child/add"
        assert root.makeOpName("child") == "child_1"
        assert root.withSubScope("child").makeOpName("p") == "child_2/p"


def test_validateNames() -> None:
    with Graph() as g:
        root = OpScope(g)
        # Names are constrained to start with [A-Za-z0-9.]; invalid characters; no slashes.
        invalid_names = ["_", "-", "-x", None, "", "a$", "a/b"]
        for name in invalid_names:
            with pytest.raises(ValueError):
                root.withName(name)  # type: ignore[arg-type]
            with pytest.raises(ValueError):
                root.withSubScope(name)  # type: ignore[arg-type]
        # Unusual but valid names.
        for name in [".", "..", "._-.", "a--."]:
            root.withName(name)
            root.withSubScope(name)


# "Handwritten" sample operator classes, built with Scope.opBuilder.


class Const:
    def __init__(self, output: Output[Any]) -> None:
        self._output = output

    @staticmethod
    def create(s: Scope, v: Any) -> Const:
        value = (
            TInt32.vectorOf(v)
            if isinstance(v, list)
            else (TInt32.scalarOf(v) if isinstance(v, int) else v)
        )
        return Const(
            s.opBuilder("Const", "Const")
            .setAttr("dtype", value.dataType())
            .setAttr("value", value)
            .build()
            .output(0)
        )

    def output(self) -> Output[Any]:
        return self._output


class Mean:
    def __init__(self, output: Output[Any]) -> None:
        self._output = output

    @staticmethod
    def create(s: Scope, input: Output[Any], reductionIndices: Output[Any]) -> Mean:
        return Mean(
            s.opBuilder("Mean", "Mean").addInput(input).addInput(reductionIndices).build().output(0)
        )

    def output(self) -> Output[Any]:
        return self._output


class SquaredDifference:
    def __init__(self, output: Output[Any]) -> None:
        self._output = output

    @staticmethod
    def create(s: Scope, x: Output[Any], y: Output[Any]) -> SquaredDifference:
        return SquaredDifference(
            s.opBuilder("SquaredDifference", "SquaredDifference")
            .addInput(x)
            .addInput(y)
            .build()
            .output(0)
        )

    def output(self) -> Output[Any]:
        return self._output


class Variance:
    def __init__(self, output: Output[Any]) -> None:
        self._output = output

    @staticmethod
    def create(base: Scope, x: Output[Any]) -> Variance:
        s = base.withSubScope("variance")
        zero = Const.create(base, TInt32.scalarOf(0)).output()
        sqdiff = SquaredDifference.create(
            s.withName("squared_deviation"), x, Mean.create(s, x, zero).output()
        ).output()
        return Variance(Mean.create(s.withName("variance"), sqdiff, zero).output())

    def output(self) -> Output[Any]:
        return self._output


def test_basic() -> None:
    with Graph() as g:
        s = OpScope(g)
        c1 = Const.create(s, 42)
        assert c1.output().op().name() == "Const"
        c2 = Const.create(s, 7)
        assert c2.output().op().name() == "Const_1"
        c3 = Const.create(s.withName("four"), 4)
        assert c3.output().op().name() == "four"
        c4 = Const.create(s.withName("four"), 4)
        assert c4.output().op().name() == "four_1"


def test_hierarchy() -> None:
    with Graph() as g:
        root = OpScope(g)
        child = root.withSubScope("child")
        assert Const.create(child, 42).output().op().name() == "child/Const"
        assert Const.create(child.withName("four"), 4).output().op().name() == "child/four"


def test_composite() -> None:
    with Graph() as g, Session(g) as sess:
        s = OpScope(g)
        data = Const.create(s.withName("data"), [600, 470, 170, 430, 300]).output()

        # Create a composite op with a customized name
        var1 = Variance.create(s.withName("example"), data)
        assert var1.output().op().name() == "example/variance"

        # Confirm internally added ops have the right names.
        assert g.operation("example/squared_deviation") is not None
        assert g.operation("example/Mean") is not None

        # Same composite op with a default name
        var2 = Variance.create(s, data)
        assert var2.output().op().name() == "variance/variance"

        # Confirm internally added ops have the right names.
        assert g.operation("variance/squared_deviation") is not None
        assert g.operation("variance/Mean") is not None

        # Verify correct results as well.
        result = sess.runner().fetch(var1.output()).run().get(0)
        assert result.getInt() == 21704
        result = sess.runner().fetch(var2.output()).run().get(0)
        assert result.getInt() == 21704


# Python extras on the rest of the Scope API.


def test_scope_options() -> None:
    from org.tensorflow import DeviceSpec

    with Graph() as g:
        tf = Ops.create(g)
        scope = tf.scope()
        assert scope.env() is g
        assert scope.withNameAsSubScope("Layer").makeOpName("Add") == "Layer/Add"
        assert scope.makeUnique("Layer") == "Layer_1"
        spec = DeviceSpec.newBuilder().deviceType(DeviceSpec.DeviceType.CPU).deviceIndex(0).build()
        assert scope.withDevice(spec).getDeviceString() == "/device:CPU:0"
        a = tf.constant(1)
        controlled = scope.withControlDependencyOps([a.op()])
        c = Const.create(controlled, 3)
        assert c.output().op().controlInputs() == {a.op()}
        init = scope.withInitScope()
        assert init.isInit() and not scope.isInit()
        i = Const.create(init, 5)
        assert g.isInitOp(i.output().op())
        with pytest.raises(ValueError, match="non-init control"):
            init.withControlDependencyOps([a.op()])
