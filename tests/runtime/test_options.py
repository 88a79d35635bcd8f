"""Java ``Options``: static option methods, chained setters, several objects, keywords."""

from __future__ import annotations

import sys

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import Graph
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import VarHandleOp
from org.tensorflow.op.dtypes import Cast
from org.tensorflow.op.nn import MaxPoolWithArgmax
from org.tensorflow.types import TBfloat16, TFloat32


def test_a_static_option_method_sets_its_field_only() -> None:
    options = VarHandleOp.sharedName("v")
    assert options._sharedName == "v"
    assert options._container is None and options._debugName is None
    assert repr(options) == "VarHandleOp.Options(sharedName='v')"
    assert options.container("c") is options  # Java's setters return this
    assert repr(options) == "VarHandleOp.Options(container='c', sharedName='v')"


def test_a_new_options_object_has_every_field_unset() -> None:
    options = VarHandleOp.Options()
    assert all(getattr(options, name) is None for name in VarHandleOp.Options._FIELDS)
    assert repr(options) == "VarHandleOp.Options()"


def test_options_have_no_other_fields() -> None:
    # A misspelt option is an error, not an attribute the op never reads.
    with pytest.raises(AttributeError):
        Cast.Truncate(True).truncate = True  # type: ignore[attr-defined]


def _var_handle_node(*options: VarHandleOp.Options, **keywords: str) -> tf.Operation:
    with Graph() as g:
        v = VarHandleOp.create(Ops.create(g).scope(), TFloat32, Shape.of(2), *options, **keywords)
        return g.operation(v.op().name())._op


def test_later_options_objects_win_per_field() -> None:
    node = _var_handle_node(
        VarHandleOp.sharedName("a"), VarHandleOp.container("c"), VarHandleOp.sharedName("b")
    )
    assert node.get_attr("shared_name") == b"b"
    assert node.get_attr("container") == b"c"


def test_an_option_keyword_wins_over_an_options_object() -> None:
    node = _var_handle_node(VarHandleOp.sharedName("a").container("c"), sharedName="k")
    assert node.get_attr("shared_name") == b"k"
    assert node.get_attr("container") == b"c"


def test_an_unset_option_keeps_tensorflows_default() -> None:
    node = _var_handle_node(VarHandleOp.container("c"))
    assert node.get_attr("shared_name") == b""


def test_eager_options_reach_the_kernel() -> None:
    tf_ = Ops.create()
    # 1 + 3/4 of bfloat16's step above 1: rounding gives the next value, truncation gives 1.
    x = tf_.constant([1.005859375, -1.005859375])
    rounded = tf_.dtypes.cast(x, TBfloat16).asTensor().numpy().astype(np.float32)
    truncated = (
        tf_.dtypes.cast(x, TBfloat16, Cast.Truncate(True)).asTensor().numpy().astype(np.float32)
    )
    by_keyword = tf_.dtypes.cast(x, TBfloat16, Truncate=True).asTensor().numpy().astype(np.float32)
    np.testing.assert_array_equal(rounded, [1.0078125, -1.0078125])
    np.testing.assert_array_equal(truncated, [1.0, -1.0])
    np.testing.assert_array_equal(by_keyword, truncated)


def test_substr_with_an_option_object_and_an_input_named_len() -> None:
    # Substr's third input is named ``len``: the generated code once called the builtin len()
    # on its options, which then called the operand ('Constant' object is not callable).
    from org.tensorflow.op.strings import Substr

    tf_ = Ops.create()
    s, pos, n = tf_.constant(["Hello", "World"]), tf_.constant(1), tf_.constant(3)
    out = Substr.create(tf_.scope(), s, pos, n, Substr.unit("BYTE"))
    assert list(out.asTensor().numpy()) == [b"ell", b"orl"]
    utf8 = tf_.strings.substr(tf_.constant(["héllo"]), pos, tf_.constant(2), unit="UTF8_CHAR")
    assert list(utf8.asTensor().numpy()) == ["él".encode()]
    with Graph() as g:
        gtf = Ops.create(g)
        node = Substr.create(
            gtf.scope(),
            gtf.constant(["abc"]),
            gtf.constant(0),
            gtf.constant(1),
            Substr.unit("UTF8_CHAR"),
        )
        assert node.op()._op.get_attr("unit") == b"UTF8_CHAR"


def test_create_taking_options_positionally_is_written_in_the_module() -> None:
    # _create(scope, *params, options, *option values): what the facade calls, written in the
    # op's module (on the native path the native creator takes its place, and hands what it
    # does not take to that function).
    python = Cast._SPEC.python
    assert python.__code__.co_filename == sys.modules[Cast.__module__].__file__
    assert python.__qualname__ == "Cast._create"
    if Cast._SPEC.native is None:
        assert Cast._create is python
    else:
        assert Cast._create is Cast._SPEC.native
    tf_ = Ops.create()
    x = tf_.constant([1.005859375, -1.005859375])
    truncated = Cast._create(tf_.scope(), x, TBfloat16, (), True)
    assert isinstance(truncated, Cast)
    values = truncated.asTensor().numpy().astype(np.float32)
    np.testing.assert_array_equal(values, [1.0, -1.0])
    # In a graph, the options tuple and the keyword value both reach the node.
    with Graph() as g:
        scope = Ops.create(g).scope()
        options = (VarHandleOp.container("c"),)
        v = VarHandleOp._create(scope, TFloat32, Shape.of(2), options, None, "s", None, None)
        node = g.operation(v.op().name())._op
        assert node.get_attr("container") == b"c"
        assert node.get_attr("shared_name") == b"s"


def test_a_create_with_shifted_arguments_has_no_positional_form() -> None:
    # MaxPoolWithArgmax's overloads tell a defaulted Class<X> apart: no positional _create.
    assert "_create" not in vars(MaxPoolWithArgmax)
    assert not hasattr(MaxPoolWithArgmax, "_create")
