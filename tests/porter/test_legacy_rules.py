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


def test_1x_buffers_with_the_porters_nio() -> None:
    """``Tensor.create(shape, FloatBuffer)``, ``create(UInt8.class, shape, ByteBuffer)`` and
    ``writeTo`` with the java.nio buffers that ports use (porter.javalib.nio)."""
    np = pytest.importorskip("numpy")
    from org.tensorflow import DataType, Tensor
    from org.tensorflow.types import TInt32, UInt8

    from porter.javalib import nio

    floats = nio.FloatBuffer.wrap(np.array([1.5, -2.0, 4.0], dtype=np.float32))
    with Tensor.create([3, 1], floats) as t:
        assert t.dataType() is DataType.FLOAT and t.numpy().reshape(-1).tolist() == [1.5, -2.0, 4.0]
        assert floats.remaining() == 0  # consumed, as Java's put(data) does
        out = nio.FloatBuffer.allocate(3)
        t.writeTo(out)
        out.flip()
        assert [out.get(i) for i in range(3)] == [1.5, -2.0, 4.0]
        with pytest.raises(ValueError, match="cannot use IntBuffer"):
            t.writeTo(nio.IntBuffer.allocate(3))
    with Tensor.create(UInt8, [2], nio.ByteBuffer.wrap(bytes([7, 200]))) as u:
        assert u.dataType() is DataType.UINT8 and u.numpy().tolist() == [7, 200]
    raw = nio.ByteBuffer.allocate(8).order(nio.ByteOrder.nativeOrder())
    raw.asIntBuffer().put(np.array([5, -6], dtype=np.int32))
    with Tensor.create(TInt32, [2], raw) as i:  # the C API's layout: native order
        assert i.dataType() is DataType.INT32 and i.numpy().tolist() == [5, -6]


def test_1x_factories_keep_javas_long_and_double() -> None:
    """``Tensor.create`` and ``Tensors.create`` type the tensor by the Java value: a ``long`` or
    ``double`` becomes a numpy value of that width (Python's int and float read as Java's int
    and float); an ``Object`` is left to the binding."""
    source, _ = port_file(
        """\
        import org.tensorflow.Tensor;
        import org.tensorflow.Tensors;

        class A {
          static void m(Object o) {
            long n = 8589934592L;
            double d = 2.5;
            float f = 1f;
            long[] v = {1L, 2L};
            Tensor<?> a = Tensor.create(n);
            Tensor<?> b = Tensor.create(d);
            Tensor<?> c = Tensor.create(f);
            Tensor<?> e = Tensor.create(v);
            Tensor<?> g = Tensor.create(o);
            Tensor<?> h = Tensors.create(3.0);
          }
        }
        """
    )
    for line in [
        "a = Tensor.create(np.int64(n))",
        "b = Tensor.create(np.float64(d))",
        "c = Tensor.create(f)",
        'e = Tensor.create(typedArray(v, "int64"))',
        "g = Tensor.create(o)",
        "h = Tensors.create(np.float64(3.0))",
    ]:
        assert line in source, line
