"""The porter's rules for TensorFlow Java 1.x and 0.2 code (issue 23): 1.x's class tokens, 0.2's
``TFloat32.DTYPE``, and Java's Number methods against the binding's tensors. The programs
``TensorFlowOneX.java`` and ``TensorFlowZeroTwo.java`` in ``programs/`` port and run."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from tests.porter.golden import port_file

_ONE_X = """\
import org.tensorflow.DataType;
import org.tensorflow.Graph;
import org.tensorflow.Session;
import org.tensorflow.Tensor;

class A {
  static double run(Graph g, double x) {
    Integer boxed = 3;
    long n = boxed.longValue();
    try (Session s = new Session(g);
        Tensor<Double> in = Tensor.create(x, Double.class);
        Tensor<?> out = s.runner().feed("x", in).fetch("y").run().get(0)) {
      DataType d = DataType.fromClass(Long.class);
      return out.expect(Double.class).doubleValue() + n + d.ordinal();
    }
  }
}
"""


def test_1x_class_literals_are_tensor_type_classes() -> None:
    source, _ = port_file(_ONE_X)
    assert "Tensor.create(x, TFloat64)" in source
    assert ".expect(TFloat64).doubleValue()" in source
    assert "DataType.fromClass(TInt64)" in source
    assert "from org.tensorflow.types import TFloat64, TInt64" in source
    assert "from org.tensorflow import DataType, Session, Tensor" in source
    # 1.x's DataType is the binding's enum (Java's methods), not the protobuf enum's rules
    assert "d.ordinal()" in source and "types_pb2" not in source
    # a boxed Integer's longValue stays Python's int(); a tensor's is the binding's method
    assert "n = int(boxed)" in source
    assert "PORTER" not in source


def test_class_literals_elsewhere_stay_python_types() -> None:
    source, _ = port_file(
        """\
        class A {
          static Class<?> k() { return Double.class; }
        }
        """
    )
    assert "return float" in source


def test_0_2_dtype_fields_are_the_type_classes() -> None:
    source, _ = port_file(
        """\
        import org.tensorflow.op.Ops;
        import org.tensorflow.op.core.Placeholder;
        import org.tensorflow.types.TInt32;

        class A {
          static Placeholder<TInt32> p(Ops tf) { return tf.placeholder(TInt32.DTYPE); }
        }
        """
    )
    assert "return tf.placeholder(TInt32)" in source
