"""porter.javalib's imglib2, ImageJ2 and SciJava shims, against the libraries' sources
(imglib2's types, ArrayImg, Views, Intervals; imagej-common's Axes and ImgPlus; scijava-common's
StderrLogService)."""

from __future__ import annotations

import numpy as np
import pytest

from porter.javalib import imagej2, imglib2, scijava


def _filled(*dims: int) -> imglib2.ArrayImg:
    img = imglib2.ArrayImgs.ints(*dims)
    for i, t in enumerate(img):
        t.set(i)
    return img


def test_flat_iteration_is_first_dimension_fastest() -> None:
    img = _filled(3, 2)
    c = img.localizingCursor()
    seen = []
    while c.hasNext():
        c.fwd()
        seen.append((c.getLongPosition(0), c.getLongPosition(1), c.get().get()))
    assert seen == [(0, 0, 0), (1, 0, 1), (2, 0, 2), (0, 1, 3), (1, 1, 4), (2, 1, 5)]
    assert img.update(None).getCurrentStorageArray().tolist() == [0, 1, 2, 3, 4, 5]


def test_cursor_get_is_one_object_that_follows_the_cursor() -> None:
    img = _filled(2, 2)
    c = img.cursor()
    first = c.next()
    second = c.next()
    assert first is second and first.get() == 1


def test_views_share_the_data() -> None:
    img = _filled(3, 2)
    view = imglib2.Views.permute(img, 0, 1)
    ra = view.randomAccess()
    ra.setPosition([1, 2])
    assert ra.get().get() == 5
    ra.get().set(-7)
    assert img.getAt(2, 1).get() == -7
    sliced = imglib2.Views.hyperSlice(img, 0, 2)
    assert [t.get() for t in sliced] == [2, -7]
    part = imglib2.Views.interval(img, [1, 1], [2, 1])
    assert (part.min(0), part.max(0), part.dimension(1)) == (1, 2, 1)
    assert [t.get() for t in part] == [4, -7]


def test_integer_types_round_and_wrap() -> None:
    b = imglib2.ByteType()
    b.setReal(127.5)  # Util.round: 128, then (byte) 128
    assert b.get() == -128
    u = imglib2.UnsignedByteType(300)
    assert u.get() == 44 and u.toString() == "44"
    i = imglib2.IntType(2**31 - 1)
    i.inc()
    assert i.get() == -(2**31)
    assert imglib2.LongType(5).getRealFloat() == 5.0


def test_real_types_print_their_double() -> None:
    f = imglib2.FloatType(0.1)
    assert f.toString() == "0.10000000149011612"
    assert f.copy() == f and f.copy() is not f
    assert imglib2.DoubleType(3).createVariable().get() == 0.0


def test_intervals() -> None:
    box = imglib2.Intervals.createMinMax(1, 2, 4, 6)
    assert imglib2.Intervals.toString(box) == "[(1, 2) -- (4, 6) = 4x5]"
    assert imglib2.Intervals.numElements(box) == 20
    assert imglib2.Intervals.dimensionsAsLongArray(box).dtype == np.int64
    assert imglib2.Intervals.equals(box, imglib2.FinalInterval([1, 2], [4, 6]))
    assert imglib2.Intervals.toString(
        imglib2.Intervals.intersect(box, imglib2.FinalInterval(3, 3))
    ) == ("[(1, 2) -- (2, 2) = 2x1]")


def test_converters_read_the_source_at_each_access() -> None:
    src = imglib2.ArrayImgs.bytes(bytes([1, 0xFF]), 2)
    view = imglib2.Converters.convert(src, imglib2.RealFloatConverter(), imglib2.FloatType())
    assert [t.get() for t in view] == [1.0, -1.0]
    src.getAt(0).set(9)
    assert view.firstElement().get() == 9.0


def test_axes_and_datasets() -> None:
    assert imagej2.Axes.get("Channel") is imagej2.Axes.CHANNEL
    assert imagej2.Axes.unknown() is not imagej2.Axes.unknown()
    ds = imagej2.ImageJ().dataset().create(imglib2.UnsignedByteType(), [4, 3, 2], "d", None)
    labels = [ds.axis(d).type().getLabel() for d in range(3)]
    assert labels == ["X", "Y", "Unknown"]
    assert ds.axis(imagej2.Axes.Z) is None and ds.dimensionIndex(imagej2.Axes.Y) == 1
    assert ds.isInteger() and ds.getValidBits() == 8


def test_log_service_prints_as_stderr_log_service(capsys: pytest.CaptureFixture[str]) -> None:
    log = scijava.LogService()
    log.info("ready")
    log.warn("careful")  # noqa: G010 (SciJava's name)
    log.debug("hidden")  # INFO is the level unless DEBUG is set
    out, err = capsys.readouterr()
    assert out == "[INFO] ready\n" and err == "[WARNING] careful\n"


def test_cell_images_iterate_cell_by_cell() -> None:
    """imglib2's CellCursor: the cells in flat order, each cell's pixels in flat order."""
    img = imglib2.CellImgFactory(imglib2.IntType(), 2).create(3, 3)
    for i, t in enumerate(img):
        t.set(i)
    rows = [[img.getAt(x, y).get() for x in range(3)] for y in range(3)]
    assert rows == [[0, 1, 4], [2, 3, 5], [6, 7, 8]]
    assert [t.get() for t in imglib2.Views.flatIterable(imglib2.Views.zeroMin(img))] == [
        0,
        1,
        4,
        2,
        3,
        5,
        6,
        7,
        8,
    ]


def test_extended_views() -> None:
    """Views.extendMirrorDouble repeats the border pixel (OutOfBoundsMirrorDoubleBoundary),
    extendBorder copies it, expandZero pads with zeros."""
    line = imglib2.ArrayImgs.ints([1, 2, 3], 3)
    mirror = imglib2.Views.expandMirrorDouble(line, 2)
    assert (mirror.min(0), [t.get() for t in mirror]) == (-2, [2, 1, 1, 2, 3, 3, 2])
    border = imglib2.Views.interval(imglib2.Views.extendBorder(line), [-1], [4])
    assert [t.get() for t in border] == [1, 1, 2, 3, 3, 3]
    assert [t.get() for t in imglib2.Views.expandZero(line, 1)] == [0, 1, 2, 3, 0]


def test_context_injects_parameter_services() -> None:
    """scijava-common's Context.inject: @Parameter fields of a service's type, and of type
    Context, get the context's own (one service of each class per context)."""
    from porter.javalib.spring_context import Java

    # a port's class body: its fields' annotations evaluated (this file's are strings)
    fields = {
        "log": Java("LogService", scijava.Parameter()),
        "context": Java("Context", scijava.Parameter()),
        "label": Java("String", scijava.Parameter(label="L")),
    }
    Task = type("Task", (), {"__annotations__": fields, **dict.fromkeys(fields)})

    ij = imagej2.ImageJ()
    task = Task()
    ij.context().inject(task)
    assert task.log is ij.log() and task.context is ij.context() and task.label is None


def test_imagej_tensorflow_tensors_reverse_and_reorder() -> None:
    """imagej-tensorflow's Tensors: the image's dimensions reversed (the same flat data),
    kept (Direct), or image dimension d at the tensor's dimOrder[d]; and back."""
    pytest.importorskip("tensorflow")
    from porter.javalib.imagej_tensorflow import Tensors

    data = np.arange(24, dtype=np.float32)
    img = imglib2.ArrayImgs.floats(data.copy(), 4, 3, 2)  # a[x, y, z]
    a = data.reshape((4, 3, 2), order="F")
    assert np.array_equal(Tensors.tensorFloat(img).numpy(), a.transpose())
    assert np.array_equal(Tensors.tensorFloatDirect(img).numpy(), a)
    mapped = Tensors.tensorFloat(img, [2, 0, 1])  # x is the tensor's last dimension
    assert list(mapped.shape()) == [3, 2, 4]
    assert mapped.numpy()[1, 0, 3] == a[3, 1, 0]
    back = Tensors.imgFloat(mapped, [2, 0, 1])
    assert back.dimensionsAsLongArray().tolist() == [4, 3, 2]
    assert [t.get() for t in back] == data.tolist()
    assert [t.get() for t in Tensors.imgFloat(Tensors.tensorFloat(img))] == data.tolist()
