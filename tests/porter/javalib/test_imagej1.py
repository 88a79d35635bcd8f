"""``porter.javalib.imagej1`` and its TIFF codec (``porter.javalib.tiff``) where the program
``tests/porter/libraries/ImageJ1Basics.java`` does not reach: TIFFs built byte by byte per
the TIFF 6.0 specification (either byte order, strips, PackBits, LZW, Deflate with the
horizontal predictor, RGB), round trips of every pixel type, ImageJ's stacks with one IFD,
and the headless behaviour of ImageJ's windows and dialogs. Values are ImageJ 1.54's, read
from its sources (named beside each)."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import numpy as np
import pytest

from porter.javalib import imagej1, tiff
from porter.javalib.awt_events import HeadlessException
from porter.javalib.exceptions import IllegalArgumentException


def _entry(bo: str, tag: int, typ: int, count: int, value: bytes) -> bytes:
    return struct.pack(bo + "HHI", tag, typ, count) + value.ljust(4, b"\0")


def _short(bo: str, v: int) -> bytes:
    return struct.pack(bo + "H", v)


def _long(bo: str, v: int) -> bytes:
    return struct.pack(bo + "I", v)


def _tiff(bo: str, width: int, height: int, strips: list[bytes], extra: list[tuple]) -> bytes:
    """A one-image TIFF: header, the strips' bytes, the StripOffsets/StripByteCounts arrays,
    then the IFD (entries sorted by tag, as TIFF 6.0 requires)."""
    mark = b"II" if bo == "<" else b"MM"
    out = bytearray(mark + struct.pack(bo + "H", 42) + b"\0\0\0\0")
    offsets = []
    for s in strips:
        offsets.append(len(out))
        out += s
    if len(out) % 2:
        out += b"\0"
    entries = [
        (256, 3, 1, _short(bo, width)),
        (257, 3, 1, _short(bo, height)),
        (278, 3, 1, _short(bo, -(-height // len(strips)))),
    ]
    if len(strips) == 1:
        entries += [(273, 4, 1, _long(bo, offsets[0])), (279, 4, 1, _long(bo, len(strips[0])))]
    else:
        at = len(out)
        out += b"".join(_long(bo, o) for o in offsets)
        out += b"".join(_long(bo, len(s)) for s in strips)
        entries += [
            (273, 4, len(strips), _long(bo, at)),
            (279, 4, len(strips), _long(bo, at + 4 * len(strips))),
        ]
    entries += extra
    ifd_at = len(out)
    out[4:8] = _long(bo, ifd_at)
    out += struct.pack(bo + "H", len(entries))
    for tag, typ, count, value in sorted(entries):
        out += _entry(bo, tag, typ, count, value)
    out += _long(bo, 0)
    return bytes(out)


def _packbits(data: bytes) -> bytes:
    """PackBits by hand: a literal run of the first two bytes, then repeats of the rest."""
    out = bytearray([1]) + data[:2]
    rest = data[2:]
    i = 0
    while i < len(rest):
        j = i
        while j < len(rest) and rest[j] == rest[i] and j - i < 128:
            j += 1
        out += (
            bytes([257 - (j - i)]) + rest[i : i + 1] if j - i > 1 else bytes([0]) + rest[i : i + 1]
        )
        i = j
    return bytes(out)


def _lzw(data: bytes) -> bytes:
    """TIFF's LZW encoder (clear code first, codes widen one early, end-of-information)."""
    table = {bytes([i]): i for i in range(256)}
    nxt, width = 258, 9
    bits: list[tuple[int, int]] = [(256, 9)]
    w = b""
    for byte in data:
        wc = w + bytes([byte])
        if wc in table:
            w = wc
            continue
        bits.append((table[w], width))
        table[wc] = nxt
        nxt += 1
        if nxt >= (1 << width) and width < 12:  # libtiff's encoder: after code 2**n - 1
            width += 1
        w = bytes([byte])
    if w:
        bits.append((table[w], width))
    bits.append((257, width))
    acc, n, out = 0, 0, bytearray()
    for code, size in bits:
        acc = (acc << size) | code
        n += size
        while n >= 8:
            out.append((acc >> (n - 8)) & 0xFF)
            n -= 8
    if n:
        out.append((acc << (8 - n)) & 0xFF)
    return bytes(out)


GRAY8 = np.array([[0, 10, 20, 30], [40, 50, 60, 70], [80, 90, 250, 255]], dtype=np.uint8)


@pytest.mark.parametrize("bo", ["<", ">"])
def test_an_uncompressed_8_bit_tiff_in_two_strips(bo: str) -> None:
    raw = GRAY8.tobytes()
    data = _tiff(bo, 4, 3, [raw[:8], raw[8:]], [(258, 3, 1, _short(bo, 8))])
    (image,) = tiff.read(data)
    assert np.array_equal(image.pixels, GRAY8)


def test_a_16_bit_little_endian_tiff_and_imagej_s_view_of_it(tmp_path: Path) -> None:
    values = np.array([[1, 40000], [65535, 7]], dtype="<u2")
    data = _tiff("<", 2, 2, [values.tobytes()], [(258, 3, 1, _short("<", 16))])
    path = tmp_path / "sixteen.tif"
    path.write_bytes(data)
    imp = imagej1.IJ.openImage(str(path))
    assert imp.getBitDepth() == 16 and imp.getType() == imagej1.ImagePlus.GRAY16
    ip = imp.getProcessor()
    assert ip.get(1, 0) == 40000 and ip.get(0, 1) == 65535
    assert (ip.getMin(), ip.getMax()) == (1.0, 65535.0)  # reset on opening
    assert imp.getTitle() == "sixteen.tif"


def test_a_float_tiff_with_sample_format_3() -> None:
    values = np.array([[1.5, -2.25], [np.inf, 0.0]], dtype=">f4")
    extra = [(258, 3, 1, _short(">", 32)), (339, 3, 1, _short(">", 3))]
    (image,) = tiff.read(_tiff(">", 2, 2, [values.tobytes()], extra))
    assert image.pixels.dtype == np.float32
    assert image.pixels.tolist() == [[1.5, -2.25], [np.inf, 0.0]]


def test_packbits_lzw_and_deflate_with_the_predictor_decode_to_the_same_pixels() -> None:
    ramp = np.tile(np.arange(0, 160, 10, dtype=np.uint8), (4, 1))  # 16x4, smooth rows
    ramp[2, 5:] = 7
    raw = ramp.tobytes()
    bps = (258, 3, 1, _short("<", 8))
    packed = _tiff("<", 16, 4, [_packbits(raw)], [bps, (259, 3, 1, _short("<", 32773))])
    lzw = _tiff("<", 16, 4, [_lzw(raw)], [bps, (259, 3, 1, _short("<", 5))])
    diffs = np.diff(ramp.astype(np.int16), axis=1, prepend=0).astype(np.uint8)
    deflated = _tiff(
        "<",
        16,
        4,
        [zlib.compress(diffs.tobytes())],
        [bps, (259, 3, 1, _short("<", 8)), (317, 3, 1, _short("<", 2))],
    )
    for data in (packed, lzw, deflated):
        (image,) = tiff.read(data)
        assert np.array_equal(image.pixels, ramp)


def test_lzw_codes_widen_to_10_and_11_bits_as_libtiff_writes_them() -> None:
    noise = np.random.default_rng(7).integers(0, 256, size=(30, 50), dtype=np.uint8)
    extra = [(258, 3, 1, _short(">", 8)), (259, 3, 1, _short(">", 5))]
    (image,) = tiff.read(_tiff(">", 50, 30, [_lzw(noise.tobytes())], extra))
    assert np.array_equal(image.pixels, noise)


def test_a_chunky_rgb_tiff_is_a_color_processor(tmp_path: Path) -> None:
    rgb = np.array([[[255, 0, 0], [0, 128, 255]]], dtype=np.uint8)
    bps_at = 8 + rgb.nbytes + (rgb.nbytes % 2)
    extra = [
        (258, 3, 3, _long("<", bps_at)),
        (262, 3, 1, _short("<", 2)),
        (277, 3, 1, _short("<", 3)),
    ]
    data = bytearray(_tiff("<", 2, 1, [rgb.tobytes()], extra))
    # the BitsPerSample values (8, 8, 8) where the IFD points: after the strip
    ifd_at = struct.unpack("<I", data[4:8])[0]
    data = data[:bps_at] + struct.pack("<HHH", 8, 8, 8) + data[bps_at:]
    data[4:8] = struct.pack("<I", ifd_at + 6)
    path = tmp_path / "rgb.tif"
    path.write_bytes(bytes(data))
    imp = imagej1.IJ.openImage(str(path))
    assert imp.getType() == imagej1.ImagePlus.COLOR_RGB and imp.getBitDepth() == 24
    ip = imp.getProcessor()
    assert ip.get(0, 0) & 0xFFFFFF == 0xFF0000 and ip.get(1, 0) & 0xFFFFFF == 0x0080FF
    # ColorProcessor.getPixelValue: (r + g + b) / 3 as weights 1/3 each
    assert ip.getPixelValue(1, 0) == pytest.approx(127.666664, abs=1e-5)


def test_imagej_s_stack_with_only_its_first_ifd_holds_every_image() -> None:
    # ImageJ's TiffDecoder reads images=N from the description and the N images that follow
    # the first one contiguously, whether or not the other IFDs are there.
    pixels = np.arange(2 * 2 * 3, dtype=">u2").reshape(3, 2, 2)
    description = b"ImageJ=1.54f\nimages=3\nslices=3\n\0"
    head = 8 + pixels.nbytes
    extra = [
        (258, 3, 1, _short(">", 16)),
        (270, 2, len(description), _long(">", head)),
    ]
    data = bytearray(_tiff(">", 2, 2, [pixels.tobytes()], extra))
    ifd_at = struct.unpack(">I", data[4:8])[0]
    data = data[:head] + description + data[head:]
    data[4:8] = struct.pack(">I", ifd_at + len(description))
    images = tiff.read(bytes(data))
    assert [im.pixels.tolist() for im in images] == pixels.tolist()


@pytest.mark.parametrize("bits", [8, 16, 32, 24])
def test_round_trip_of_every_type_through_imagej_s_tiff(bits: int, tmp_path: Path) -> None:
    stack = imagej1.ImageStack.create(3, 2, 4, bits)
    for n in range(1, 5):
        ip = stack.getProcessor(n)
        for i in range(6):
            ip.set(i % 3, i // 3, (n * 10 + i) * (1 if bits != 24 else 0x010203))
    imp = imagej1.ImagePlus("t", stack)
    imp.setDimensions(2, 2, 1)
    path = str(tmp_path / "t.tif")
    assert imagej1.IJ.saveAsTiff(imp, path)
    back = imagej1.IJ.openImage(path)
    assert back.getBitDepth() == bits
    assert (back.getNChannels(), back.getNSlices(), back.getNFrames()) == (2, 2, 1)
    for n in range(1, 5):
        a, b = stack.getPixels(n), back.getStack().getPixels(n)
        if bits == 24:  # ImageReader's RGB pixels are opaque: 0xff000000 | rgb
            assert (b >> 24 == -1).all()
            a, b = a & 0xFFFFFF, b & 0xFFFFFF
        assert a.dtype == b.dtype and np.array_equal(a, b)
    data = Path(path).read_bytes()
    assert data[:4] == b"MM\0*"  # ImageJ writes big-endian
    assert tiff.read(data)[0].description.startswith("ImageJ=1.54f\nimages=4\nchannels=2\n")


def test_the_description_imagej_writes_for_a_calibrated_float_stack() -> None:
    imp = imagej1.ImagePlus("s", imagej1.ImageStack.create(2, 2, 3, 32))
    cal = imp.getCalibration()
    cal.pixelDepth = 0.5
    cal.setUnit("um")
    # FileSaver.getDescriptionString: unit escaped by appendEscapedLine, min/max of GRAY32
    assert imagej1.FileSaver(imp).getDescriptionString() == (
        "ImageJ=1.54f\nimages=3\nslices=3\nunit=\\u00B5m\nspacing=0.5\nloop=false\n"
        "min=0.0\nmax=0.0\n"
    )


def test_tiled_and_unknown_tiffs_are_refused() -> None:
    bo = "<"
    tiled = _tiff(bo, 2, 2, [b"\0" * 4], [(258, 3, 1, _short(bo, 8)), (322, 3, 1, _short(bo, 16))])
    with pytest.raises(tiff.TiffError, match="tiled"):
        tiff.read(tiled)
    with pytest.raises(tiff.TiffError, match="not a TIFF"):
        tiff.read(b"GIF89a")


def test_a_missing_file_opens_as_null(tmp_path: Path) -> None:
    # Opener.openImage: an unknown file type (a missing file's) gives null, silently
    assert imagej1.IJ.openImage(str(tmp_path / "missing.tif")) is None


def test_resize_and_crop_keep_the_processor_s_kind() -> None:
    bp = imagej1.ByteProcessor(2, 2, np.array([0, 100, -56, 50], dtype=np.int8))
    bp.setInterpolationMethod(imagej1.ImageProcessor.BILINEAR)
    big = bp.resize(4, 4)
    assert isinstance(big, imagej1.ByteProcessor) and big.getPixels().dtype == np.int8
    # ByteProcessor.resize: (int)(value + 0.5) of the bilinear value at ImageJ's coordinates
    assert [big.get(x, 0) for x in range(4)] == [0, 25, 75, 100]
    bp.setRoi(1, 0, 1, 2)
    assert bp.crop().getPixels().tolist() == [100, 50]


def test_stack_addslice_converts_and_pads_as_imagej() -> None:
    stack = imagej1.ImageStack(3, 2)
    stack.addSlice("f", imagej1.FloatProcessor(3, 2))
    stack.addSlice("b", imagej1.ByteProcessor(2, 2, np.full(4, 7, np.int8)))
    # ImageStack.addSlice(label, ip): converted to the stack's type, inserted at 0,0
    assert stack.getPixels(2).dtype == np.float32
    assert stack.getProcessor(2).getFloatArray().tolist() == [[7.0, 7.0], [7.0, 7.0], [0.0, 0.0]]
    with pytest.raises(IllegalArgumentException, match="Stack argument out of range: 0"):
        stack.getProcessor(0)


def test_windows_and_dialogs_are_headless_as_in_a_jvm_without_display(monkeypatch) -> None:
    from porter.javalib import awt_events

    monkeypatch.setattr(awt_events, "_headless", True)
    imp = imagej1.ImagePlus("x", imagej1.FloatProcessor(2, 2))
    # ImagePlus.show makes an ImageWindow (a java.awt.Frame); ImageJ and GenericDialog too
    with pytest.raises(HeadlessException):
        imp.show()
    with pytest.raises(HeadlessException):
        imagej1.ImageJ()
    with pytest.raises(HeadlessException):
        imagej1.GenericDialog("Setup")
    assert imagej1.WindowManager.getCurrentImage() is None
    assert imagej1.IJ.getInstance() is None


def test_get_image_with_no_image_prints_imagej_s_message_and_exits(capsys) -> None:
    with pytest.raises(SystemExit) as raised:
        imagej1.IJ.getImage()
    assert raised.value.code == 0
    assert capsys.readouterr().out == "There are no images open\n"


def test_z_scale_resizes_each_xz_plane_as_imagej_s_resize() -> None:
    stack = imagej1.ImageStack(2, 1)
    for k in range(3):
        stack.addSlice(None, imagej1.FloatProcessor(2, 1, np.array([10 * k, 10 * k + 1], "f4")))
    imp = imagej1.ImagePlus("vol.tif", stack)
    imp.getCalibration().pixelDepth = 3.0
    iso = imagej1.Resizer().zScale(imp, 5, imagej1.ImageProcessor.BILINEAR)
    # Resizer.resizeZ -> FloatProcessor.resize(2, 5) of the 2x3 xz plane: source rows
    # (y - (2.5 + (5/3)/4)) * 3/5 + 1.5, clamped to [0, 1.999]; columns x, clamped to 0.999
    rows = [iso.getStack().getProcessor(n).getPixels().tolist() for n in range(1, 6)]
    expected = [0.0, 3.5, 9.5, 15.5, 19.99]
    assert [r[0] for r in rows] == pytest.approx(expected, abs=1e-5)
    assert [r[1] - r[0] for r in rows] == pytest.approx([0.999] * 5, abs=1e-5)
    assert iso.getTitle() == "vol.tif" and iso.getNSlices() == 5
    assert iso.getCalibration().pixelDepth == 3.0 * (3 / 5)  # scaled by old/new slices


def _byte_stack(values: list[list[int]]) -> imagej1.ImagePlus:
    stack = imagej1.ImageStack(len(values[0]), 1)
    for row in values:
        stack.addSlice(
            None, imagej1.ByteProcessor(len(row), 1, np.array(row, np.uint8).view(np.int8))
        )
    return imagej1.ImagePlus("s", stack)


def test_z_projections_as_imagej_s_ray_functions() -> None:
    imp = _byte_stack([[1, 200, 7], [2, 100, 7], [4, 0, 8]])
    run = imagej1.ZProjector.run
    # MaxIntensity/MinIntensity, makeOutputImage: the input's type, (byte)(v + 0.5f)
    assert run(imp, "max").getProcessor().getPixels().view(np.uint8).tolist() == [4, 200, 8]
    assert run(imp, "min").getTitle() == "MIN_s"
    # AverageIntensity: a float sum / num, back to bytes rounded: 7/3 -> 2, 300/3 -> 100
    avg = run(imp, "avg").getProcessor()
    assert avg.getBitDepth() == 8 and [avg.get(i, 0) for i in range(3)] == [2, 100, 7]
    # SUM and SD are float; SD = sqrt((n*sum2 - sum^2)/n/(n-1))
    assert run(imp, "sum").getProcessor().getPixels().tolist() == [7.0, 300.0, 22.0]
    sd = run(imp, "sd").getProcessor().getPixels()
    assert sd.tolist() == pytest.approx(
        [np.std([1, 2, 4], ddof=1), 100.0, np.std([7, 7, 8], ddof=1)]
    )
    # doMedianProjection: the middle value, 8-bit back to bytes
    assert run(imp, "median").getProcessor().getPixels().view(np.uint8).tolist() == [2, 100, 7]
    with pytest.raises(IllegalArgumentException, match="Invalid projection method: mode"):
        run(imp, "mode")


def test_duplicator_hyperstacks_and_channel_splitting() -> None:
    imp = _byte_stack([[k, k] for k in range(1, 13)])
    imp = imagej1.HyperStackConverter.toHyperStack(imp, 2, 3, 2)
    assert (imp.getNChannels(), imp.getNSlices(), imp.getNFrames()) == (2, 3, 2)
    with pytest.raises(IllegalArgumentException, match="C\\*Z\\*T not equal stack size"):
        imagej1.HyperStackConverter.toHyperStack(imp, 5, 1, 1)
    # xyczt order: channel 2 of slice 1 frame 2 is index (2-1)*2*3 + 0 + 2 = 8
    part = imagej1.Duplicator().run(imp, 2, 2, 1, 3, 2, 2)
    assert part.getTitle() == "DUP_s" and part.getStackSize() == 3
    assert [part.getStack().getProcessor(n).get(0, 0) for n in range(1, 4)] == [8, 10, 12]
    c1, c2 = imagej1.ChannelSplitter.split(imp)
    assert c1.getTitle() == "C1-s" and (c1.getNSlices(), c1.getNFrames()) == (3, 2)
    assert [c2.getStack().getProcessor(n).get(0, 0) for n in range(1, 7)] == [2, 4, 6, 8, 10, 12]


def test_image_converter_scales_by_the_display_range() -> None:
    imp = imagej1.ImagePlus("f", imagej1.FloatProcessor(3, 1, np.array([0, 5, 10], "f4")))
    imagej1.ImageConverter(imp).convertToGray8()
    # FloatProcessor.create8BitImage: (v - min) * 255/(max - min) + 0.5
    assert imp.getBitDepth() == 8 and [imp.getProcessor().get(i, 0) for i in range(3)] == [
        0,
        128,
        255,
    ]
    imagej1.ImageConverter(imp).convertToGray32()
    assert imp.getProcessor().getPixels().tolist() == [0.0, 128.0, 255.0]


def test_rows_columns_and_histograms_as_imagej_reads_them() -> None:
    bp = imagej1.ByteProcessor(3, 2, np.array([1, 200, 3, 4, 5, 200], np.uint8).view(np.int8))
    floats = np.zeros(3, np.float32)
    bp.getRow(0, 0, floats, 3)  # ImageProcessor.getRow(x, y, float[], n): getf, unsigned
    assert floats.tolist() == [1.0, 200.0, 3.0]
    ints = np.zeros(2, np.int32)
    bp.getColumn(1, 0, ints, 2)
    assert ints.tolist() == [200, 5]
    # putRow(float[]) is setf(x, y, v): (byte)(v + 0.5f), wrapped, not clamped
    bp.putRow(0, 1, np.array([9.6, 300.0, -1.0], np.float32), 3)
    assert [bp.get(x, 1) for x in range(3)] == [10, 44, 0]
    # putColumn(int[]) is putPixel: clamped to 0..255
    bp.putColumn(2, 0, np.array([-5, 999], np.int32), 2)
    assert (bp.get(2, 0), bp.get(2, 1)) == (0, 255)
    histogram = bp.getHistogram()
    assert len(histogram) == 256 and histogram[200] == 1 and histogram[255] == 1
    assert imagej1.FloatProcessor(2, 2).getHistogram() is None  # FloatProcessor.getHistogram


def test_png_opens_through_image_io(tmp_path: Path) -> None:
    from porter.javalib.files import File
    from porter.javalib.images import BufferedImage, ImageIO

    image = BufferedImage(3, 2, BufferedImage.TYPE_INT_RGB)
    image.setRGB(1, 0, 0x102030)
    path = tmp_path / "rgb.png"
    assert ImageIO.write(image, "png", File(str(path)))
    imp = imagej1.IJ.openImage(str(path))
    # Opener.openUsingImageIO: an RGB PNG is a ColorProcessor, titled by the file's name
    assert imp.getTitle() == "rgb.png" and imp.getBitDepth() == 24
    assert imp.getProcessor().get(1, 0) & 0xFFFFFF == 0x102030
