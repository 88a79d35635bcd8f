"""The tensor types' API beyond TensorFlow Java's own tests: charsets and TString views, class
attributes, families, the registry of data types, statics, NdArray accessors and the numpy
bridge.

The ports of TensorFlow Java's ``org.tensorflow.types`` tests are in ``tests/java/``
(``test_tfloat32.py``, ..., ``test_tbool.py``, ``test_tstring.py``). ``TDoubleTest``,
``TFloatTest``, ``TUInt8Test`` and ``TBFloat16Test`` are older copies of the same tests under
the former class names (``TDouble``, ``TFloat``, ``TUInt8``, ``TBFloat16``) and are covered by
those ports.

TensorFlow's eager API is used directly here, on the value a tensor hands to TensorFlow
(``_tf_value()``); results come back through ``_from_tf`` as the runtime does.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import ml_dtypes
import numpy as np
import pytest
import tensorflow as tf

from tfjava.base import _dtypes
from tfjava.ndarray import Indices, NdArray, Shape
from tfjava.types import (
    TBfloat16,
    TBool,
    TFloat16,
    TFloat32,
    TFloat64,
    TInt32,
    TInt64,
    TString,
    TUint8,
    TUint16,
)
from tfjava.types.family import TFloating, TIntegral, TNumber, TType
from tfjava.types.registry import dtype_of, type_for_dtype, type_for_np_dtype
from tfjava.types.tensor import Tensor


def as_tensor(value: Any) -> Any:
    """Java ``op.asTensor()``: the typed tensor of an eager result."""
    return type_for_dtype(int(value.dtype.as_datatype_enum))._from_tf(value)


# --------------------------------------------------------------------------------------------
# TString: the rest of its API


def test_TString_charset_objects_and_names() -> None:
    class Charset:  # Java-style charset object
        def name(self) -> str:
            return "UTF-16BE"

    tensor = TString.tensorOf(Charset(), ["é"])
    assert tensor.asBytes().getObject(0) == "é".encode("utf-16-be")
    assert tensor.using(Charset()).getObject(0) == "é"
    assert tensor.using("UTF_16BE").getObject(0) == "é"
    with pytest.raises(ValueError, match="unsupported charset"):
        tensor.using("no-such-charset")
    # As in Java, the tensor does not remember its charset: default reads are UTF-8.
    assert tensor.getObject(0) != "é"


def test_TString_flat_buffers_and_views() -> None:
    tensor = TString.tensorOf(Shape.of(2, 2), ["a", "b", "c", "d", "unused"])
    assert tensor == [["a", "b"], ["c", "d"]]
    utf16 = TString.tensorOf("utf-16-le", Shape.of(1), ["x"])
    assert utf16.using("utf-16-le").getObject(0) == "x"
    raw = TString.tensorOfBytes(Shape.of(2), [b"\x00\xff", b""])
    assert raw.asBytes().getObject(0) == b"\x00\xff"
    assert raw.getObject(0) == "\x00\ufffd"  # invalid UTF-8 decodes with a replacement
    with pytest.raises(ValueError, match="not enough data"):
        TString.tensorOf(Shape.of(3), ["a"])
    # Views share data: writing raw bytes changes the strings.
    tensor.asBytes().setObject(b"z", 1, 1)
    assert tensor.getObject(1, 1) == "z"
    with pytest.raises(TypeError, match="expected bytes"):
        tensor.asBytes().setObject("z", 0, 0)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="expected a str"):
        tensor.setObject(b"z", 0, 0)  # type: ignore[arg-type]


def test_TString_numpy_is_bytes_like_tensorflow() -> None:
    tensor = TString.vectorOf(["a", "bc"])
    arr = tensor.numpy()
    assert arr.dtype == np.dtype(object)
    assert arr.tolist() == [b"a", b"bc"]
    eager = tf.constant(["x", "yz"])
    wrapped = TString._from_tf(eager)
    assert wrapped.getObject(1) == "yz"
    assert wrapped._tf_value() is eager
    assert TString._from_numpy(np.array(["p", "q"])).getObject(0) == "p"
    assert TString.tensorOf(tensor) == ["a", "bc"]
    assert tf.constant(tensor._tf_value()).numpy().tolist() == [b"a", b"bc"]


def test_TString_errors() -> None:
    with pytest.raises(TypeError, match="expected a str"):
        TString.scalarOf(1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        TString.vectorOf("a", 2)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="rectangular"):
        TString.tensorOf([["a", "b"], ["c"]])
    with pytest.raises(ValueError):
        Tensor.of(TString, Shape.of(2))  # variable-length elements need a size
    assert Tensor.of(TString, Shape.of(2), 48).getObject(1) == ""
    assert TString.tensorOf(Shape.of(2, 1)).getObject(1, 0) == ""
    assert TString.vectorOf("a").numBytes() == 24


# --------------------------------------------------------------------------------------------
# Class attributes, families and the registry

JAVA_TYPES = [
    (TBool, "DT_BOOL", np.bool_, 1),
    (TFloat16, "DT_HALF", np.float16, 2),
    (TBfloat16, "DT_BFLOAT16", ml_dtypes.bfloat16, 2),
    (TFloat32, "DT_FLOAT", np.float32, 4),
    (TFloat64, "DT_DOUBLE", np.float64, 8),
    (TInt32, "DT_INT32", np.int32, 4),
    (TInt64, "DT_INT64", np.int64, 8),
    (TUint8, "DT_UINT8", np.uint8, 1),
    (TUint16, "DT_UINT16", np.uint16, 2),
    (TString, "DT_STRING", object, 24),
]


@pytest.mark.parametrize(("cls", "dtype_name", "np_type", "itemsize"), JAVA_TYPES)
def test_type_class_attributes(cls: Any, dtype_name: str, np_type: Any, itemsize: int) -> None:
    from tensorflow.core.framework import types_pb2

    enum = types_pb2.DataType.Value(dtype_name)
    assert cls.DTYPE == enum
    assert cls.NP_DTYPE == np.dtype(np_type)
    assert cls.NP_DTYPE == np.dtype(tf.dtypes.as_dtype(enum).as_numpy_dtype)
    assert cls.ITEMSIZE == itemsize
    assert type_for_dtype(enum) is cls
    assert type_for_dtype(enum + 100) is cls  # DT_xxx_REF
    assert dtype_of(cls) == enum
    assert issubclass(cls, TType) and issubclass(cls, Tensor)


def test_families() -> None:
    cls: type[TType]
    for cls in (TFloat16, TBfloat16, TFloat32, TFloat64):
        assert issubclass(cls, TFloating) and issubclass(cls, TNumber)
    for cls in (TInt32, TInt64, TUint8, TUint16):
        assert issubclass(cls, TIntegral) and issubclass(cls, TNumber)
    for cls in (TBool, TString):
        assert issubclass(cls, TType) and not issubclass(cls, TNumber)
    assert isinstance(TFloat32.scalarOf(1.0), TFloating)


def test_dtype_names_match_tensorflow() -> None:
    from tensorflow.core.framework import types_pb2

    for value, name in _dtypes.NAMES.items():
        assert types_pb2.DataType.Value(name) == value
    for name, value in types_pb2.DataType.items():
        if value < _dtypes.REF_OFFSET:
            assert _dtypes.NAMES[value] == name


def test_registry_internal_types() -> None:
    from tensorflow.core.framework import types_pb2

    resource = type_for_dtype(types_pb2.DT_RESOURCE)
    assert resource.__name__ == "TResource"
    assert issubclass(resource, TType) and not issubclass(resource, NdArray)
    assert type_for_dtype(types_pb2.DT_RESOURCE) is resource  # created once
    assert type_for_dtype(types_pb2.DT_RESOURCE_REF) is resource
    assert type_for_dtype(types_pb2.DT_VARIANT).__name__ == "TVariant"
    assert type_for_dtype(types_pb2.DT_COMPLEX64).__name__ == "TComplex64"
    assert issubclass(type_for_dtype(types_pb2.DT_INT8), TIntegral)
    assert type_for_dtype(types_pb2.DT_INT8).__name__ == "TInt8"
    assert type_for_dtype(types_pb2.DT_FLOAT8_E4M3FN).__name__ == "TFloat8E4m3fn"
    assert issubclass(type_for_dtype(types_pb2.DT_FLOAT8_E4M3FN), TFloating)
    assert type_for_dtype(types_pb2.DT_QINT8).__name__ == "TQint8"
    assert dtype_of(type_for_dtype(types_pb2.DT_UINT64)) == types_pb2.DT_UINT64
    from tfjava.types import registry

    assert registry.TResource is resource
    for name, value in types_pb2.DataType.items():
        if value == types_pb2.DT_INVALID:
            continue
        cls = type_for_dtype(value)
        assert dtype_of(cls) == (value if value < 100 else value - 100)
        if cls._HOST_DATA:
            expected = np.dtype(tf.dtypes.as_dtype(value).as_numpy_dtype)
            assert cls.NP_DTYPE == expected, name
    with pytest.raises(ValueError):
        type_for_dtype(types_pb2.DT_INVALID)
    with pytest.raises(ValueError):
        type_for_dtype(999)
    with pytest.raises(TypeError):
        dtype_of(int)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        dtype_of(TNumber)


def test_an_internal_type_made_from_a_data_type_value_is_a_type_argument() -> None:
    # The class of a type Java lacks is made on first use; when that use passes a DataType
    # value (an int subclass: Operand.dataType()), the class keeps a plain int as DTYPE, or
    # every later op given the class as a type attribute would refuse it. A fresh process (the
    # class is made once per process), on the eager path of this run (TFJAVA_NATIVE).
    code = (
        "from org.tensorflow.proto import DataType\n"
        "from org.tensorflow.op import Ops\n"
        "from tfjava.types.registry import type_for_dtype\n"
        "cls = type_for_dtype(DataType.DT_COMPLEX64)\n"
        "assert type(cls.DTYPE) is int and cls.DTYPE == DataType.DT_COMPLEX64\n"
        "tf = Ops.create()\n"
        "z = tf.dtypes.complex(tf.constant([1.0]), tf.constant([2.0]), cls).asTensor()\n"
        "print(type(z).__name__, z.numpy().tolist())\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert result.stdout.strip() == "TComplex64 [(1+2j)]"


def test_internal_types_wrap_eager_tensors() -> None:
    complex_value = tf.constant([1 + 2j], dtype=tf.complex64)
    tensor = as_tensor(complex_value)
    assert type(tensor).__name__ == "TComplex64"
    assert tensor.shape() == Shape.of(1)
    assert tensor.numpy().tolist() == [1 + 2j]
    assert tensor.numBytes() == 8
    variable = tf.Variable(1.0)
    handle = as_tensor(variable.handle)
    assert type(handle).__name__ == "TResource"
    assert handle.shape() == Shape.scalar()
    assert handle._tf_value() is variable.handle
    assert "TResource" in repr(handle)
    with pytest.raises(ValueError, match="no host data"):
        Tensor.of(type(handle), Shape.scalar())


def test_type_for_np_dtype() -> None:
    assert type_for_np_dtype(np.float32) is TFloat32
    assert type_for_np_dtype(np.dtype("int64")) is TInt64
    assert type_for_np_dtype(ml_dtypes.bfloat16) is TBfloat16
    assert type_for_np_dtype(np.bool_) is TBool
    assert type_for_np_dtype(object) is TString
    assert type_for_np_dtype("U3") is TString
    assert type_for_np_dtype(np.int8).__name__ == "TInt8"
    with pytest.raises(TypeError):
        type_for_np_dtype("datetime64[s]")


def test_import_does_not_load_tensorflow() -> None:
    code = (
        "import sys, tfjava.types, tfjava.types.family, tfjava.types.registry, tfjava.types.tensor;"
        "tfjava.types.TFloat32.scalarOf(1.0).getFloat();"
        "print('tensorflow' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"


# --------------------------------------------------------------------------------------------
# Statics


def test_statics_forms() -> None:
    assert TFloat32.vectorOf(1.0, 2.0) == [1.0, 2.0]
    assert TFloat32.vectorOf([1.0, 2.0]) == [1.0, 2.0]  # Java float[] argument
    assert TFloat32.vectorOf(np.array([1, 2])) == [1.0, 2.0]
    assert TFloat32.vectorOf().shape() == Shape.of(0)
    assert TInt32.vectorOf(range(3)) == [0, 1, 2]
    assert TUint8.vectorOf(b"\x01\xff") == [1, 255]  # Java byte[]
    assert TFloat64.tensorOf([[1.5], [2.5]]).shape() == Shape.of(2, 1)
    assert TInt64.tensorOf(Shape.of(2)) == [0, 0]
    assert TInt64.tensorOf(Shape.of(2, 2), [1, 2, 3, 4, 5]) == [[1, 2], [3, 4]]
    initialized = TInt32.tensorOf(Shape.of(2), lambda t: t.setInt(7, 1))
    assert initialized == [0, 7]
    assert TBool.scalarOf(np.bool_(True)).getBoolean() is True
    assert TInt64.scalarOf(np.int64(2**40)).getLong() == 2**40
    with pytest.raises(ValueError, match="vector"):
        TFloat32.vectorOf([[1.0]])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="tensorOf"):
        TFloat32.tensorOf(1, 2, 3)  # type: ignore[call-overload]


def test_tensorOf_copies_its_source() -> None:
    source = np.array([1, 2], dtype=np.int32)
    tensor = TInt32.tensorOf(source)
    source[0] = 9
    assert tensor.getInt(0) == 1
    other = TInt32.tensorOf(tensor)
    tensor.setInt(5, 1)
    assert other.getInt(1) == 2


def test_tensorOf_initializer_failure_closes_tensor() -> None:
    seen: list[TInt32] = []

    def fail(t: TInt32) -> None:
        seen.append(t)
        raise KeyError("boom")

    with pytest.raises(KeyError):
        TInt32.tensorOf(Shape.of(1), fail)
    assert seen[0].isClosed()


def test_statics_reject_wrong_values() -> None:
    with pytest.raises(TypeError, match="TInt32.scalarOf: expected an int, got float"):
        TInt32.scalarOf(1.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="bool"):
        TInt32.scalarOf(True)
    with pytest.raises(ValueError, match="out of range"):
        TInt32.scalarOf(2**31)
    with pytest.raises(ValueError, match="out of range"):
        TInt64.scalarOf(2**63)
    with pytest.raises(ValueError, match="32-bit float"):
        TFloat32.scalarOf(1e39)
    with pytest.raises(TypeError, match="expected a float"):
        TFloat32.scalarOf("1")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="expected a bool"):
        TBool.scalarOf(1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="out of range"):
        TUint8.scalarOf(256)
    with pytest.raises(ValueError, match="out of range"):
        TUint16.vectorOf(70000)
    with pytest.raises(TypeError, match="ints"):
        TInt32.tensorOf([[1.5]])
    with pytest.raises(TypeError, match="bools"):
        TBool.tensorOf([1, 0])
    with pytest.raises(ValueError, match="out of range"):
        TInt32.tensorOf(np.array([2**40]))
    with pytest.raises(ValueError, match="out of range"):
        TInt64.tensorOf([2**70])
    with pytest.raises(ValueError, match="32-bit float"):
        TFloat32.tensorOf([1e300])
    with pytest.raises(ValueError, match="rectangular"):
        TFloat32.tensorOf([[1.0, 2.0], [3.0]])
    assert TFloat32.scalarOf(3.4028235e38).getFloat() == pytest.approx(3.4028235e38)
    assert TFloat64.scalarOf(1e300).getDouble() == 1e300
    assert TFloat32.scalarOf(float("inf")).getFloat() == float("inf")


@pytest.mark.parametrize(
    ("cls", "largest", "too_large"),
    [
        (TFloat16, 65504.0, 65520.0),  # 65520 is the first value half precision rounds to inf
        (TBfloat16, 3.3895313892515355e38, 3.3961775292304600e38),
        (TFloat32, 3.4028234663852886e38, 3.4028235677973366e38),
    ],
)
def test_narrow_floats_refuse_values_beyond_their_range(
    cls: Any, largest: float, too_large: float
) -> None:
    # One rule for every float type: a finite value that would be stored as infinity is a
    # ValueError (through every way in), infinities and NaN pass, the largest value is kept.
    name = cls.__name__
    with pytest.raises(ValueError, match=f"{name}.scalarOf: .* is out of range"):
        cls.scalarOf(too_large)
    with pytest.raises(ValueError, match=f"{name}.scalarOf: .* is out of range"):
        cls.scalarOf(-too_large)
    with pytest.raises(ValueError, match=f"{name}.setFloat: .* is out of range"):
        cls.vectorOf(1.0).setFloat(too_large, 0)
    with pytest.raises(ValueError, match=f"{name}.setObject: .* is out of range"):
        cls.vectorOf(1.0).setObject(too_large, 0)
    with pytest.raises(ValueError, match=f"{name}.vectorOf: .* out of range"):
        cls.vectorOf(1.0, too_large)
    with pytest.raises(ValueError, match=f"{name}.tensorOf: values are out of range"):
        cls.tensorOf([[1.0, too_large]])
    with pytest.raises(ValueError, match=f"{name}.tensorOf: values are out of range"):
        cls.tensorOf(np.array([too_large]))
    with pytest.raises(ValueError, match=f"{name}.write: values are out of range"):
        cls.vectorOf(1.0).write([too_large])
    with pytest.raises(ValueError, match=f"{name}.set: values are out of range"):
        cls.vectorOf(1.0).set(np.array([too_large]))
    if cls is TFloat16:
        with pytest.raises(ValueError, match="TFloat16.scalarOf: 1000000.0 is out of range"):
            cls.scalarOf(1e6)
        with pytest.raises(ValueError, match="TFloat16.tensorOf: values are out of range"):
            cls.tensorOf(np.array([100000], dtype=np.int32))
    assert cls.scalarOf(largest).getFloat() == largest
    assert cls.tensorOf(np.array([-largest])).getFloat(0) == -largest
    assert cls.scalarOf(float("-inf")).getFloat() == float("-inf")
    assert np.isnan(cls.vectorOf(float("nan")).getFloat(0))


def test_java_signed_bytes_and_shorts() -> None:
    # Java's TUint8 is a ByteNdArray and TUint16 a ShortNdArray: reads give Java's signed values
    assert TUint8.scalarOf(-1).getByte() == -1 and TUint8.scalarOf(255).getByte() == -1
    assert TUint8.scalarOf(-1).numpy() == 255  # numpy: TensorFlow's unsigned value
    bounds = TUint8.vectorOf(-128, 127)
    assert bounds == [-128, 127] and bounds == [128, 127]  # either spelling compares
    assert TUint16.scalarOf(-1).getShort() == -1 and TUint16.scalarOf(65535).getObject() == -1
    assert TUint8.tensorOf([[-1, 2]]) == [[255, 2]]
    with pytest.raises(ValueError):
        TUint8.scalarOf(-129)


def test_bytes_above_127_read_as_java_reads_them() -> None:
    from org.tensorflow import EagerSession
    from org.tensorflow.ndarray import StdArrays
    from org.tensorflow.ndarray.buffer import DataBuffers
    from org.tensorflow.op import Ops

    with EagerSession.create() as session:
        ops = Ops.create(session)
        left, right = ops.constant(TUint8.vectorOf(100, 1)), ops.constant(TUint8.vectorOf(100, 2))
        t = ops.math.add(left, right).asTensor()  # TensorFlow computes 200 and 3
        assert t.numpy().tolist() == [200, 3]
        assert t.getByte(0) == -56 and t.getObject(0) == -56 and t.getByte(1) == 3
        assert [s.getObject() for s in t.scalars()] == [-56, 3]
        assert list(t.streamOfObjects()) == [-56, 3]
        into: list[int] = [0, 0]
        t.read(into)
        assert into == [-56, 3]
        buffer = DataBuffers.ofBytes(2)
        t.read(buffer)
        assert buffer.getByte(0) == -56 and t.asRawTensor().data().getByte(0) == -56
        # byte[] is bytes (contract section 3): the same bits, which Python indexes unsigned
        assert StdArrays.array1dCopyOf(t) == b"\xc8\x03"
        assert StdArrays.ndCopyOf(b"\xc8\x03") == t and t.get(0).getByte() == -56
        signed = np.zeros(2, np.int8)
        StdArrays.copyFrom(t, signed)
        assert signed.tolist() == [-56, 3]
        wide = ops.dtypes.cast(ops.constant([40000]), TUint16)  # TensorFlow casts to 40000
        u = wide.asTensor()
        assert u.numpy().tolist() == [40000]
        assert u.getShort(0) == -25536 and u.getObject(0) == -25536
        assert StdArrays.array1dCopyOf(u) == [-25536]


# --------------------------------------------------------------------------------------------
# NdArray accessors


def test_typed_accessors_per_type() -> None:
    assert TFloat32.scalarOf(2.5).setFloat(1.25).getFloat() == 1.25
    assert TFloat16.scalarOf(2.5).getFloat() == 2.5
    assert TBfloat16.scalarOf(2.5).getFloat() == 2.5
    assert TFloat64.scalarOf(2.5).setDouble(0.1).getDouble() == 0.1
    assert TInt32.scalarOf(1).setInt(-5).getInt() == -5
    assert TInt64.scalarOf(1).setLong(2**62).getLong() == 2**62
    assert TUint8.scalarOf(1).setByte(200).getByte() == -56  # Java's signed byte
    assert TUint16.scalarOf(1).setShort(60000).getShort() == -5536  # Java's signed short
    assert TBool.scalarOf(True).setBoolean(False).getBoolean() is False
    assert TString.scalarOf("a").setObject("b").getObject() == "b"
    assert not hasattr(TFloat32, "getInt")
    assert not hasattr(TInt32, "getFloat")
    assert isinstance(TFloat32.scalarOf(1.0).getObject(), float)
    assert isinstance(TInt64.scalarOf(1).getObject(), int)


def test_coordinates() -> None:
    matrix = TInt32.tensorOf([[1, 2, 3], [4, 5, 6]])
    assert matrix.getInt(1, 2) == 6
    assert matrix.getInt([1, 2]) == 6  # Java long[] argument
    assert matrix.getInt(np.array([0, 1])) == 2
    assert matrix.getInt(np.int64(1), np.int32(0)) == 4
    assert matrix.getObject() == 1  # no coordinates: the first element, as in Java
    matrix.setInt(9, [0, 0])
    assert matrix.getInt(0, 0) == 9
    with pytest.raises(IndexError, match="out of bounds"):
        matrix.getInt(2, 0)
    with pytest.raises(IndexError):
        matrix.getInt(-1, 0)  # Java coordinates never count from the end
    with pytest.raises(ValueError, match="exactly 2"):
        matrix.getInt(0)
    with pytest.raises(ValueError):
        matrix.get(0, 0, 0)
    with pytest.raises(TypeError, match="coordinate"):
        matrix.getInt(0.0, 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="expected an int"):
        matrix.setInt(1.0, 0, 0)  # type: ignore[arg-type]
    with pytest.raises(IndexError):
        TInt32.tensorOf(Shape.of(0)).getObject()


def test_get_returns_views() -> None:
    matrix = TFloat32.tensorOf([[1.0, 2.0], [3.0, 4.0]])
    row = matrix.get(1)
    assert isinstance(row, TFloat32)
    assert row.shape() == Shape.of(2)
    row.setFloat(30.0, 0)
    assert matrix.getFloat(1, 0) == 30.0
    scalar = matrix.get(0, 1)
    assert scalar.rank() == 0
    scalar.setObject(20.0)
    assert matrix.getFloat(0, 1) == 20.0
    assert matrix.get() == matrix


def test_set_checks_shapes() -> None:
    matrix = TInt32.tensorOf(Shape.of(2, 2))
    matrix.set([1, 2], 0).set(TInt32.vectorOf(3, 4), 1)
    assert matrix == [[1, 2], [3, 4]]
    matrix.set(TInt32.scalarOf(7), 0, 0)
    assert matrix.getInt(0, 0) == 7
    matrix.set([[0, 0], [0, 1]])
    assert matrix == [[0, 0], [0, 1]]
    with pytest.raises(ValueError, match="does not match"):
        matrix.set([1, 2, 3], 0)
    with pytest.raises(TypeError):
        matrix.set([1.5, 2.5], 0)


def test_elements_and_scalars() -> None:
    matrix = TInt32.tensorOf([[1, 2], [3, 4], [5, 6]])
    rows = list(matrix.elements(0))
    assert [r.shape() for r in rows] == [Shape.of(2)] * 3
    assert rows[2] == [5, 6]
    assert [s.getInt() for s in matrix.elements(1)] == [1, 2, 3, 4, 5, 6]
    assert [s.getInt() for s in matrix.scalars()] == [1, 2, 3, 4, 5, 6]
    seen: list[tuple[list[int], int]] = []
    matrix.scalars().forEachIndexed(lambda c, s: seen.append((c, s.getInt())))
    assert seen[3] == ([1, 1], 4)
    assert len(list(matrix.scalars())) == 6  # re-iterable
    assert [v.getInt() for v in matrix.scalars().iterator()][:2] == [1, 2]
    assert matrix.scalars().asSlices() is not None
    rows[0].setInt(10, 0)
    assert matrix.getInt(0, 0) == 10
    scalar = TInt32.scalarOf(5)
    assert [s is scalar for s in scalar.scalars()] == [True]
    with pytest.raises(ValueError, match="Cannot iterate"):
        matrix.elements(2)
    with pytest.raises(ValueError):
        matrix.elements(-1)


def test_copyTo_read_write() -> None:
    source = TFloat64.tensorOf([[1.0, 2.0], [3.0, 4.0]])
    target = TFloat64.tensorOf(Shape.of(2, 2))
    source.copyTo(target)
    assert target == source
    source.setDouble(0.0, 0, 0)
    assert target.getDouble(0, 0) == 1.0
    out = np.zeros((2, 2))
    source.copyTo(out)
    assert out.tolist() == [[0.0, 2.0], [3.0, 4.0]]
    with pytest.raises(ValueError, match="destination shape"):
        source.copyTo(TFloat64.tensorOf(Shape.of(4)))
    flat: list[float] = [0.0] * 5
    source.read(flat)
    assert flat == [0.0, 2.0, 3.0, 4.0, 0.0]
    buffer = np.zeros(4, dtype=np.float64)
    source.read(buffer)
    assert buffer.tolist() == [0.0, 2.0, 3.0, 4.0]
    with pytest.raises(ValueError, match="cannot hold"):
        source.read([0.0] * 3)
    target.write([9.0, 8.0, 7.0, 6.0])
    assert target == [[9.0, 8.0], [7.0, 6.0]]
    with pytest.raises(ValueError, match="not enough data"):
        target.write([1.0])
    raw = bytearray(2)
    TUint8.vectorOf(3, 250).read(raw)
    assert raw == bytearray([3, 250])
    assert TUint8.tensorOf(Shape.of(2)).write(b"\x05\x06") == [5, 6]


def test_equality_follows_java_ndarray_equals() -> None:
    a = TInt32.tensorOf([[1, 2], [3, 4]])
    assert a == TInt32.tensorOf([[1, 2], [3, 4]])
    assert a == [[1, 2], [3, 4]]
    assert [[1, 2], [3, 4]] == a
    assert np.array([[1, 2], [3, 4]]) == a
    assert a != TInt32.tensorOf([[3, 4], [1, 2]])  # different order
    assert a != TInt32.vectorOf(1, 2, 3, 4)  # different shape
    assert a != TInt64.tensorOf([[1, 2], [3, 4]])  # different element type
    assert a != "a"
    assert a.equals(TInt32.tensorOf([[1, 2], [3, 4]]))
    assert a.hashCode() == TInt32.tensorOf([[1, 2], [3, 4]]).hashCode()
    assert hash(a) != hash(TInt32.tensorOf([[1, 2], [3, 4]]))  # identity hash: mutable
    assert len({a, a}) == 1
    nan = TFloat32.vectorOf(float("nan"))
    assert nan == TFloat32.vectorOf(float("nan"))  # Java's Float.equals
    assert TFloat16.vectorOf(1.5) == TFloat32.vectorOf(1.5)  # both Java float arrays


def test_close_and_context_manager() -> None:
    with TFloat32.vectorOf(1.0, 2.0) as t:
        view = t.get(0)
        assert t.getFloat(1) == 2.0
    assert t.isClosed()
    t.close()  # idempotent
    for action in (t.getFloat, t.shape, t.numBytes, t.numpy, t._tf_value, view.getFloat):
        with pytest.raises(RuntimeError, match="closed"):
            action()
    assert t.dataType() == _dtypes.DT_FLOAT
    assert t.type() is TFloat32
    assert repr(t) == "TFloat32(closed)"


def test_no_public_constructor() -> None:
    with pytest.raises(TypeError, match="no public constructor"):
        TFloat32()
    with pytest.raises(TypeError, match="no public constructor"):
        TString()


def test_repr_and_str() -> None:
    assert repr(TFloat32.vectorOf(1.0, 2.5)) == "TFloat32(shape=[2], [1. , 2.5])"
    assert str(TString.vectorOf("a")) == "TString(shape=[1], ['a'])"
    assert TInt32.scalarOf(3).toString() == "TInt32(shape=[], 3)"


# --------------------------------------------------------------------------------------------
# The TensorFlow bridge


def test_from_tf_is_lazy_and_hands_back_the_eager_tensor() -> None:
    eager = tf.constant([[1.0, 2.0]], dtype=tf.float32)
    tensor = TFloat32._from_tf(eager)
    assert tensor._np is None
    assert tensor.shape() == Shape.of(1, 2)
    assert tensor._np is None  # shape does not need the data
    assert tensor._tf_value() is eager
    assert tensor.getFloat(0, 1) == 2.0
    assert tensor._tf_value() is eager  # reading keeps the eager tensor
    tensor.setFloat(5.0, 0, 1)
    assert eager.numpy().tolist() == [[1.0, 2.0]]  # the eager tensor is never written
    assert isinstance(tensor._tf_value(), np.ndarray)
    assert tf.constant(tensor._tf_value()).numpy().tolist() == [[1.0, 5.0]]


def test_views_of_eager_data_do_not_write_tensorflow_memory() -> None:
    eager = tf.constant([1, 2, 3], dtype=tf.int32)
    tensor = TInt32._from_tf(eager)
    view = tensor.slice(Indices.flip())
    assert tensor._tf_value() is eager  # making a view does not drop the eager value
    view.setInt(30, 0)
    assert eager.numpy().tolist() == [1, 2, 3]
    assert tensor == [1, 2, 30]
    assert tf.constant(tensor._tf_value()).numpy().tolist() == [1, 2, 30]


def test_numpy_bridge() -> None:
    eager = tf.constant([1.0, 2.0])
    tensor = TFloat32._from_tf(eager)
    copy = tensor.numpy()
    copy[0] = 9.0
    assert tensor.getFloat(0) == 1.0
    shared = np.asarray(tensor)
    assert not shared.flags.writeable  # TensorFlow's buffer is read-only through numpy
    assert np.asarray(tensor, dtype=np.float64).dtype == np.float64
    own = TFloat32._from_numpy(np.array([1.0, 2.0], dtype=np.float32))
    assert own._tf_value() is own._np
    assert TFloat32._from_numpy([1, 2]).getFloat(1) == 2.0
    bf = TBfloat16._from_tf(tf.constant([1.5], dtype=tf.bfloat16))
    assert bf.getFloat(0) == 1.5
    assert bf.NP_DTYPE == bf.numpy().dtype


def test_snapshot_semantics_of_tf_value() -> None:
    tensor = TInt32.vectorOf(1, 2)
    snapshot = tf.constant(tensor._tf_value())
    tensor.setInt(7, 0)
    assert snapshot.numpy().tolist() == [1, 2]
