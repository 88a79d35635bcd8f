"""Wrong arguments raise TypeError/ValueError naming the op class and the parameter; errors of
TensorFlow itself keep TensorFlow's classes and messages."""

from __future__ import annotations

import math

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import VarHandleOp
from org.tensorflow.op.dtypes import Cast
from org.tensorflow.op.math import Abs, Add, AddN
from org.tensorflow.op.tpu import SendTPUEmbeddingGradients
from org.tensorflow.types import TFloat32, TInt32


@pytest.fixture(params=["eager", "graph"])
def ops(request: pytest.FixtureRequest) -> Ops:
    if request.param == "eager":
        return Ops.create()
    g = Graph()
    request.addfinalizer(g.close)
    return Ops.create(g)


def test_none_operand(ops: Ops) -> None:
    with pytest.raises(TypeError, match=r"Abs\.create: parameter 'x' expects an Operand, got None"):
        Abs.create(ops.scope(), None)


def test_value_that_is_no_operand(ops: Ops) -> None:
    with pytest.raises(TypeError, match=r"Add\.create: parameter 'y' expects an Operand .*object"):
        Add.create(ops.scope(), ops.constant(1), object())


def test_python_values_convert_to_constants(ops: Ops) -> None:
    total = ops.math.add(ops.constant(1.5), 2.0)
    assert total.type() is TFloat32


def test_operand_of_a_disallowed_data_type(ops: Ops) -> None:
    with pytest.raises(
        TypeError,
        match=r"Abs\.create: parameter 'x' has data type TString, expected one of: .*TFloat32",
    ):
        ops.math.abs(ops.constant("text"))


def test_operands_of_different_data_types(ops: Ops) -> None:
    with pytest.raises(
        TypeError,
        match=r"Add\.create: parameter 'y' has data type TInt32, but parameter 'x' has TFloat32",
    ):
        ops.math.add(ops.constant(1.0), ops.constant(1))


def test_list_too_short(ops: Ops) -> None:
    with pytest.raises(
        ValueError, match=r"AddN\.create: parameter 'inputs' needs at least 1 operand\(s\), got 0"
    ):
        AddN.create(ops.scope(), [])


def test_list_that_is_no_iterable(ops: Ops) -> None:
    with pytest.raises(
        TypeError, match=r"AddN\.create: parameter 'inputs' expects an iterable of Operands"
    ):
        AddN.create(ops.scope(), ops.constant(1.0))


def test_unknown_option_keyword() -> None:
    with pytest.raises(
        TypeError, match=r"VarHandleOp\.create\(\) got an unexpected keyword argument 'sharedname'"
    ):
        VarHandleOp.create(Ops.create().scope(), TFloat32, Shape.scalar(), sharedname="v")


def test_missing_required_argument(ops: Ops) -> None:
    with pytest.raises(
        TypeError, match=r"Add\.create\(\) missing 1 required positional argument: 'y'"
    ):
        Add.create(ops.scope(), ops.constant(1))  # type: ignore[call-arg]


def test_wrong_type_class_and_attribute_values(ops: Ops) -> None:
    x = ops.constant([1.0])
    with pytest.raises(
        TypeError,
        match=r"Cast\.create: parameter 'DstT' expects a tensor type class such as TFloat32, got str",
    ):
        Cast.create(ops.scope(), x, "int32")  # type: ignore[arg-type]
    with pytest.raises(
        TypeError, match=r"Cast\.create: parameter 'DstT' expects a tensor type class .* got list"
    ):
        Cast.create(ops.scope(), x, [TInt32])  # type: ignore[arg-type]
    with pytest.raises(
        TypeError, match=r"Cast\.create: parameter 'Truncate' expects a bool, got int 1"
    ):
        Cast.create(ops.scope(), x, TInt32, Truncate=1)  # type: ignore[arg-type]
    with pytest.raises(
        TypeError,
        match=r"SendTPUEmbeddingGradients\.create: parameter 'config' expects a str, got int",
    ):
        SendTPUEmbeddingGradients.create(ops.scope(), [x], [], 7)  # type: ignore[arg-type]


def test_options_of_another_op(ops: Ops) -> None:
    with pytest.raises(TypeError, match=r"Cast\.create: expected Cast\.Options arguments"):
        Cast.create(ops.scope(), ops.constant([1.0]), TInt32, VarHandleOp.sharedName("v"))  # type: ignore[arg-type]


def test_closed_eager_session() -> None:
    session = EagerSession.create()
    tf_ = Ops.create(session)
    x = tf_.constant(1.0)
    session.close()
    with pytest.raises(RuntimeError, match="closed"):
        tf_.math.abs(x)


def test_tensorflow_errors_keep_their_class_and_message() -> None:
    tf_ = Ops.create()
    with pytest.raises(tf.errors.InvalidArgumentError) as info:
        tf_.withName("reshaper").reshape(tf_.constant([1.0, 2.0, 3.0, 4.0]), tf_.constant([3]))
    assert isinstance(info.value, TFInvalidArgumentException)
    assert "Input to reshape is a tensor with 4 values" in str(info.value)
    assert "name: reshaper" in str(info.value)


def test_an_error_of_one_op_is_never_raised_by_the_next() -> None:
    # The native path keeps each op between calls and reuses one status per thread: an op run
    # again as it is (same attributes and input types) raised the error of the op that failed
    # just before it ("Input to reshape ... [Op:Reshape] [Op:Abs]").
    with EagerSession.create() as session:
        tf_ = Ops.create(session)
        x = tf_.constant([-1.0, 2.0])
        tf_.math.abs(x)
        with pytest.raises(tf.errors.InvalidArgumentError) as failed:
            tf_.reshape(tf_.constant([1, 2, 3, 4]), tf_.constant([3]))
        again = tf_.math.abs(x)
        assert again.asTensor().numpy().tolist() == [1.0, 2.0]
    assert "Input to reshape is a tensor with 4 values" in str(failed.value)


def test_a_refused_eager_op_still_takes_its_name() -> None:
    # Java's makeOpName runs before the op does, so a refused op uses up its name too.
    with EagerSession.create() as session:
        tf_ = Ops.create(session)
        with pytest.raises(tf.errors.InvalidArgumentError) as info:
            tf_.reshape(tf_.constant([1.0, 2.0, 3.0, 4.0]), tf_.constant([3]))
        assert "name: Reshape" in str(info.value)
        with pytest.raises(tf.errors.InvalidArgumentError) as info:
            tf_.reshape(tf_.constant([1.0, 2.0, 3.0, 4.0]), tf_.constant([3]))
        assert "name: Reshape_1" in str(info.value)
        ok = tf_.reshape(tf_.constant([1.0, 2.0]), tf_.constant([2]))
        assert ok.op().name() == "Reshape_2"


def test_graph_errors_at_run_name_the_scope_node() -> None:
    with Graph() as g, Session(g) as s:
        tf_ = Ops.create(g)
        x = tf_.placeholder(TFloat32)
        checked = (
            tf_.withSubScope("layer").withName("finite").debugging.checkNumerics(x, "bad value")
        )
        with pytest.raises(tf.errors.InvalidArgumentError, match="bad value") as info:
            s.runner().feed(x, TFloat32.scalarOf(math.nan)).fetch(checked).run()
        assert "layer/finite" in str(info.value)
        with s.runner().feed(x, TFloat32.scalarOf(2.0)).fetch(checked).run() as ok:
            assert ok.get(0).getFloat() == np.float32(2.0)


def test_python_numbers_out_of_the_java_type_range() -> None:
    tf_ = Ops.create()
    with pytest.raises(ValueError, match="Java int"):
        tf_.constant(2**40)
    with pytest.raises(ValueError, match="Java float"):
        tf_.constant([1.0, 1e300])
    assert tf_.constant(np.int64(2**40)).asTensor().getLong() == 2**40
    assert tf_.constant([math.inf]).asTensor().numpy()[0] == math.inf
