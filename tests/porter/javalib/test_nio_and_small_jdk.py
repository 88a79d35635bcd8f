"""porter.javalib's java.nio buffers, Locale, Base64, monitors and protobuf JSON printer:
values and refusals as JDK 17 gives them."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import pytest

from porter.javalib import boxes, monitors
from porter.javalib.formatter import format as jformat
from porter.javalib.jbase64 import Base64
from porter.javalib.jlocale import Locale
from porter.javalib.nio import (
    BufferOverflowException,
    BufferUnderflowException,
    ByteBuffer,
    ByteOrder,
    FloatBuffer,
    IntBuffer,
    InvalidMarkException,
    LongBuffer,
)


def test_relative_access_moves_the_position_and_stops_at_the_limit() -> None:
    b = IntBuffer.allocate(2)
    b.put(1).put(2)
    with pytest.raises(BufferOverflowException):
        b.put(3)
    b.flip()
    assert (b.get(), b.get()) == (1, 2)
    with pytest.raises(BufferUnderflowException):
        b.get()
    with pytest.raises(IndexError):
        b.get(2)
    with pytest.raises(InvalidMarkException):
        IntBuffer.allocate(1).reset()


def test_bulk_get_and_put_copy_arrays_and_buffers() -> None:
    src = FloatBuffer.wrap(np.array([1.0, 2.0, 3.0], dtype=np.float32))
    dst = FloatBuffer.allocate(4)
    dst.put(src)
    assert dst.position() == 3 and src.remaining() == 0
    out = [0.0] * 3
    dst.flip().get(out)
    assert out == [1.0, 2.0, 3.0]
    # A float buffer stores floats: a double put is rounded to single precision.
    assert FloatBuffer.allocate(1).put(0, 0.1).get(0) == np.float32(0.1)


def test_wrap_shares_the_array_both_ways() -> None:
    data = np.zeros(3, dtype=np.int64)
    b = LongBuffer.wrap(data)
    b.put(2, 9)
    data[0] = 4
    assert data[2] == 9 and b.get(0) == 4
    assert b.array() is data


def test_byte_buffers_are_big_endian_until_ordered() -> None:
    b = ByteBuffer.allocate(4)
    assert b.order() is ByteOrder.BIG_ENDIAN
    b.putInt(0, 1)
    assert [b.get(i) for i in range(4)] == [0, 0, 0, 1]
    b.order(ByteOrder.LITTLE_ENDIAN).putInt(0, 1)
    assert [b.get(i) for i in range(4)] == [1, 0, 0, 0]
    assert str(ByteBuffer.allocateDirect(2)) == "java.nio.DirectByteBuffer[pos=0 lim=2 cap=2]"
    assert ByteOrder.nativeOrder() in (ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN)


def test_a_view_shares_the_bytes_and_a_wrapped_byte_array() -> None:
    raw = [0] * 8
    b = ByteBuffer.wrap(raw)
    ints = b.asIntBuffer()
    ints.put(1, -2)
    assert raw[4:] == [-1, -1, -1, -2]  # signed bytes, as Java's byte[]
    assert b.getInt(4) == -2 and ints.capacity() == 2
    assert str(ints) == "java.nio.ByteBufferAsIntBufferB[pos=0 lim=2 cap=2]"


def test_equals_compares_the_remaining_elements() -> None:
    a = IntBuffer.wrap([9, 1, 2])
    a.get()
    assert a.equals(IntBuffer.wrap([1, 2]))
    assert not a.equals(LongBuffer.wrap([1, 2]))
    assert a.hashCode() == IntBuffer.wrap([1, 2]).hashCode()


def test_base64_as_java_encodes_and_refuses() -> None:
    assert Base64.getEncoder().encodeToString(b"ab") == "YWI="
    assert Base64.getEncoder().withoutPadding().encodeToString(b"ab") == "YWI"
    assert Base64.getUrlEncoder().encodeToString(bytes([251, 255])) == "-_8="
    assert Base64.getDecoder().decode("YWI") == b"ab"
    with pytest.raises(ValueError, match="Illegal base64 character 2d"):
        Base64.getDecoder().decode("-_8=")
    assert Base64.getMimeDecoder().decode("YW\r\nI=") == b"ab"


def test_format_with_an_english_locale() -> None:
    assert jformat(Locale.US, "%,.2f", 1234.5) == "1,234.50"
    assert str(Locale.US) == "en_US" and str(Locale.ROOT) == ""


def test_boxes_constructors_parse_strings_and_box_numbers() -> None:
    assert boxes.newInteger("-12") == -12 and boxes.newInteger(5) == 5
    with pytest.raises(boxes.NumberFormatException):
        boxes.newInteger("1.0")
    assert boxes.newFloat(0.1) == np.float32(0.1)
    assert boxes.newBoolean("TRUE") is True and boxes.newBoolean(None) is False


def test_monitor_is_one_reentrant_lock_per_object() -> None:
    guard = object()
    assert monitors.monitor(guard) is monitors.monitor(guard)
    assert monitors.monitor("a") is not monitors.monitor(guard)
    total = [0]

    def work() -> None:
        for _ in range(2000):
            with monitors.monitor(guard), monitors.monitor(guard):
                total[0] += 1

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert total[0] == 8000
    with pytest.raises(TypeError, match="null"):
        monitors.monitor(None)


def test_json_format_printer_prints_java_json() -> None:
    from tensorflow.core.protobuf import config_pb2

    from porter.javalib.protobuf import InvalidProtocolBufferException, JsonFormat

    config = config_pb2.ConfigProto(inter_op_parallelism_threads=2, log_device_placement=True)
    assert JsonFormat.printer().print(config) == (
        '{\n  "interOpParallelismThreads": 2,\n  "logDevicePlacement": true\n}'
    )
    compact = JsonFormat.printer().omittingInsignificantWhitespace().print(config)
    assert compact == '{"interOpParallelismThreads":2,"logDevicePlacement":true}'
    with pytest.raises(InvalidProtocolBufferException):
        config_pb2.ConfigProto.FromString(b"\xff\xff")


def test_arrays_fill_whole_and_range_with_java_refusals() -> None:
    from porter.jdk import arraysFill

    a = np.zeros(5, dtype=np.float32)
    arraysFill(a, 1.5)
    assert a.tolist() == [1.5] * 5
    b = [0, 0, 0, 0]
    arraysFill(b, 1, 3, 7)
    assert b == [0, 7, 7, 0]
    with pytest.raises(ValueError, match=r"fromIndex\(3\) > toIndex\(1\)"):
        arraysFill(b, 3, 1, 0)
    with pytest.raises(IndexError, match="Array index out of range: 5"):
        arraysFill(b, 0, 5, 0)


def test_instanceof_array_types_on_the_arrays_a_port_holds() -> None:
    from porter.javalib.arrays import isArray

    assert isArray(np.zeros((2, 3), dtype=np.float32), "float", 2)
    assert not isArray(np.zeros((2, 3), dtype=np.float64), "float", 2)
    assert not isArray(np.zeros(3, dtype=np.float32), "float", 2)
    assert isArray([[1.0, 2.0], [3.0]], "float", 2)
    assert not isArray([[1, 2]], "float", 2)
    assert isArray([[1, 2]], "int", 2) and not isArray([[True]], "int", 2)
    assert isArray([["a", None], []], "String", 2)
    assert not isArray([["a"]], "String", 1)
    assert isArray(b"xy", "byte", 1) and not isArray("xy", "char", 1)


def test_in_memory_streams_and_commons_io(tmp_path: Path) -> None:
    from porter.javalib import files

    out = files.ByteArrayOutputStream()
    out.write(bytes([1, 2]))
    out.write(-1)
    out.write([5, 6, 7], 1, 2)
    assert out.toByteArray() == bytes([1, 2, 255, 6, 7]) and out.size() == 5
    stream = files.ByteArrayInputStream(out.toByteArray(), 1, 3)
    assert stream.available() == 3 and stream.read() == 2
    assert files.toByteArray(stream) == bytes([255, 6])
    assert stream.read() == -1
    target = tmp_path / "m.bin"
    with files.newOutputStream(target) as sink:
        sink.write(b"abc")
    with files.newOutputStream(target, files.APPEND) as sink:
        sink.write(b"d")
    assert files.readFileToByteArray(files.File(str(target))) == b"abcd"
    reader = files.BufferedReader(files.InputStreamReader(files.ByteArrayInputStream(b"x\ny")))
    assert (reader.readLine(), reader.readLine(), reader.readLine()) == ("x", "y", None)


def test_path_to_uri_as_java_prints_it(tmp_path: Path) -> None:
    from porter.javalib.uris import URI

    uri = URI(tmp_path / "a.txt")
    assert str(uri) == f"file://{tmp_path.as_posix()}/a.txt"  # file:///tmp/...
    assert str(URI(tmp_path)).endswith("/") and Path(uri) == tmp_path / "a.txt"


def test_buffers_expose_their_remaining_elements_to_numpy_shared() -> None:
    floats = FloatBuffer.allocate(4)
    floats.position(1)
    view = np.asarray(floats)
    view[0] = 2.5
    assert view.dtype == np.float32 and len(view) == 3 and floats.get(1) == 2.5
    raw = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN)
    doubles = np.asarray(raw.asDoubleBuffer())
    doubles[0] = 1.0
    assert raw.get(7) == 0x3F and raw.getDouble(0) == 1.0
    assert np.asarray(ByteBuffer.wrap(bytes([1, 255]))).tolist() == [1, -1]
    listed = IntBuffer.wrap([1, 2, 3])
    assert np.asarray(listed).tolist() == [1, 2, 3]
