"""A TIFF codec over numpy and zlib, for ImageJ 1.x's files (``porter.javalib.imagej1``).

Reads baseline TIFF 6.0 (either byte order, strips, one IFD per image): 8-, 16- and 32-bit
gray (unsigned, signed or IEEE float), 8-bit RGB (chunky or planar), uncompressed, PackBits,
LZW and Deflate (with the horizontal predictor), and ImageJ's own stacks, whose first IFD's
``ImageDescription`` (``ImageJ=...\\nimages=N``) says that N images follow contiguously.
Writes what ImageJ's ``TiffEncoder`` writes: big-endian, uncompressed, one strip and one IFD
per image, the description on the first IFD. Tiled TIFFs and JPEG compression are not read.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass, field
from typing import Any

import numpy as np

_TYPE_SIZES = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 16: 8}
_TYPE_CODES = {1: "B", 3: "H", 4: "I", 6: "b", 8: "h", 9: "i", 11: "f", 12: "d", 16: "Q"}


class TiffError(Exception):
    """A file that is not a TIFF this codec reads (the reason is the message)."""


@dataclass
class TiffImage:
    """One decoded image: ``pixels`` is (height, width) for gray, (height, width, 3) for RGB."""

    pixels: Any
    description: str | None = None
    x_resolution: float | None = None
    y_resolution: float | None = None
    resolution_unit: int = 2


@dataclass
class _Ifd:
    tags: dict[int, Any] = field(default_factory=dict)


def _read_ifds(data: bytes) -> tuple[str, list[_Ifd]]:
    if data[:2] == b"II":
        bo = "<"
    elif data[:2] == b"MM":
        bo = ">"
    else:
        raise TiffError("not a TIFF file (no II or MM byte order mark)")
    (magic,) = struct.unpack(bo + "H", data[2:4])
    if magic != 42:
        raise TiffError(f"not a TIFF file (magic number {magic})")
    (offset,) = struct.unpack(bo + "I", data[4:8])
    ifds: list[_Ifd] = []
    seen: set[int] = set()
    while offset and offset not in seen and offset + 2 <= len(data):
        seen.add(offset)
        (count,) = struct.unpack(bo + "H", data[offset : offset + 2])
        ifd = _Ifd()
        for i in range(count):
            entry = data[offset + 2 + 12 * i : offset + 14 + 12 * i]
            tag, typ, n = struct.unpack(bo + "HHI", entry[:8])
            size = _TYPE_SIZES.get(typ, 1) * n
            if size <= 4:
                raw = entry[8 : 8 + size]
            else:
                (where,) = struct.unpack(bo + "I", entry[8:12])
                raw = data[where : where + size]
            ifd.tags[tag] = _values(bo, typ, n, raw)
        ifds.append(ifd)
        end = offset + 2 + 12 * count
        (offset,) = struct.unpack(bo + "I", data[end : end + 4])
    return bo, ifds


def _values(bo: str, typ: int, n: int, raw: bytes) -> Any:
    if typ == 2:
        return raw.split(b"\0", 1)[0].decode("latin-1")
    if typ in (5, 10):
        code = "I" if typ == 5 else "i"
        nums = struct.unpack(f"{bo}{2 * n}{code}", raw)
        return [nums[i] / nums[i + 1] if nums[i + 1] else 0.0 for i in range(0, 2 * n, 2)]
    if typ == 7:
        return raw
    return list(struct.unpack(f"{bo}{n}{_TYPE_CODES[typ]}", raw))


def _packbits(src: bytes, expected: int) -> bytes:
    out = bytearray()
    i = 0
    while i < len(src) and len(out) < expected:
        n = src[i] - 256 if src[i] > 127 else src[i]
        i += 1
        if n >= 0:
            out += src[i : i + n + 1]
            i += n + 1
        elif n != -128:
            out += bytes([src[i]]) * (1 - n)
            i += 1
    return bytes(out)


def _lzw(src: bytes) -> bytes:
    """TIFF's LZW (MSB first, codes 256 clear and 257 end, early change of width)."""
    out = bytearray()
    table: list[bytes] = [bytes([i]) for i in range(256)] + [b"", b""]
    width = 9
    bitpos = 0
    total = len(src) * 8
    prev: bytes | None = None
    while bitpos + width <= total:
        byte = bitpos >> 3
        chunk = int.from_bytes(src[byte : byte + 4].ljust(4, b"\0"), "big")
        code = (chunk >> (32 - (bitpos & 7) - width)) & ((1 << width) - 1)
        bitpos += width
        if code == 257:
            break
        if code == 256:
            table = table[:258]
            width = 9
            prev = None
            continue
        if code < len(table):
            entry = table[code]
            if prev is not None:
                table.append(prev + entry[:1])
        elif prev is not None:
            entry = prev + prev[:1]
            table.append(entry)
        else:
            raise TiffError("corrupt LZW data")
        out += entry
        prev = entry
        if len(table) + 1 >= (1 << width) and width < 12:
            width += 1
    return bytes(out)


def _decompress(raw: bytes, compression: int, expected: int) -> bytes:
    if compression == 1:
        return raw
    if compression == 32773:
        return _packbits(raw, expected)
    if compression == 5:
        return _lzw(raw)
    if compression in (8, 32946):
        return zlib.decompress(raw)
    raise TiffError(f"unsupported TIFF compression {compression}")


def _dtype(bo: str, bits: int, sample_format: int) -> np.dtype:
    kinds = {1: "u", 2: "i", 3: "f"}
    if bits not in (8, 16, 32, 64) or sample_format not in kinds:
        raise TiffError(f"unsupported TIFF sample: {bits} bits, format {sample_format}")
    if sample_format == 3 and bits < 32:
        raise TiffError(f"unsupported TIFF sample: {bits}-bit float")
    return np.dtype(f"{bo}{kinds[sample_format]}{bits // 8}")


def _first(tags: dict[int, Any], tag: int, default: Any) -> Any:
    value = tags.get(tag)
    return value[0] if isinstance(value, list) and value else default


def _decode(data: bytes, bo: str, ifd: _Ifd) -> np.ndarray:
    t = ifd.tags
    if 322 in t:
        raise TiffError("tiled TIFFs are not supported")
    width = _first(t, 256, 0)
    height = _first(t, 257, 0)
    spp = _first(t, 277, 1)
    bits = t.get(258, [1])[0]
    compression = _first(t, 259, 1)
    planar = _first(t, 284, 1)
    predictor = _first(t, 317, 1)
    dtype = _dtype(bo, bits, _first(t, 339, 1))
    if bits == 1:
        raise TiffError("1-bit TIFFs are not supported")
    offsets = t.get(273) or []
    counts = t.get(279) or []
    planes = spp if planar == 2 and spp > 1 else 1
    chunk_spp = 1 if planes > 1 else spp
    rows_per_strip = _first(t, 278, height) or height
    strips_per_plane = max(1, -(-height // rows_per_strip))
    out = []
    for p in range(planes):
        rows = []
        for s in range(strips_per_plane):
            k = p * strips_per_plane + s
            if k >= len(offsets):
                break
            n_rows = min(rows_per_strip, height - s * rows_per_strip)
            expected = n_rows * width * chunk_spp * dtype.itemsize
            count = counts[k] if k < len(counts) else expected
            raw = _decompress(data[offsets[k] : offsets[k] + count], compression, expected)
            raw = raw[:expected].ljust(expected, b"\0")
            a = np.frombuffer(raw, dtype=dtype).reshape(n_rows, width * chunk_spp)
            if predictor == 2:
                a = _undo_predictor(a, chunk_spp)
            rows.append(a)
        plane = np.concatenate(rows) if rows else np.zeros((height, width * chunk_spp), dtype)
        out.append(plane.reshape(height, width, chunk_spp))
    pixels = np.concatenate(out, axis=2) if planes > 1 else out[0]
    if spp == 1:
        pixels = pixels[:, :, 0]
    return pixels.astype(pixels.dtype.newbyteorder("="))


def _undo_predictor(a: np.ndarray, spp: int) -> np.ndarray:
    rows = a.reshape(a.shape[0], -1, spp).astype(a.dtype.newbyteorder("="))
    return np.cumsum(rows, axis=1, dtype=rows.dtype).reshape(a.shape)


def read(data: bytes) -> list[TiffImage]:
    """Every image of a TIFF file's bytes, in order."""
    bo, ifds = _read_ifds(data)
    if not ifds:
        raise TiffError("TIFF file has no image")
    first = ifds[0].tags
    description = first.get(270) if isinstance(first.get(270), str) else None
    xres = first.get(282)
    yres = first.get(283)
    meta = {
        "description": description,
        "x_resolution": xres[0] if xres else None,
        "y_resolution": yres[0] if yres else None,
        "resolution_unit": _first(first, 296, 2),
    }
    n = _images_in_description(description)
    if n > len(ifds) and _first(first, 259, 1) == 1 and len(first.get(273) or []) >= 1:
        # ImageJ's stack with only its first IFD: the N images are contiguous.
        one = _decode(data, bo, ifds[0])
        size = one.nbytes
        start = first[273][0]
        dtype = one.dtype.newbyteorder(bo)
        images = [
            np.frombuffer(data[start + i * size : start + (i + 1) * size], dtype=dtype)
            .reshape(one.shape)
            .astype(one.dtype)
            for i in range(n)
        ]
        return [TiffImage(p, **meta) for p in images]
    return [TiffImage(_decode(data, bo, ifd), **meta) for ifd in ifds]


def _images_in_description(description: str | None) -> int:
    if not description or not description.startswith("ImageJ"):
        return 0
    for line in description.split("\n"):
        if line.startswith("images="):
            try:
                return int(line[7:])
            except ValueError:
                return 0
    return 0


def write(
    images: list[Any],
    description: str | None = None,
    resolution: tuple[float, float] | None = None,
) -> bytes:
    """A big-endian uncompressed TIFF of ``images`` (all of one shape and dtype: uint8,
    uint16 or float32 gray, or uint8 (h, w, 3) RGB), as ImageJ's ``TiffEncoder`` lays it out:
    header, first IFD, description, image data, then the other IFDs."""
    first = np.asarray(images[0])
    height, width = first.shape[:2]
    spp = 3 if first.ndim == 3 else 1
    bits = first.dtype.itemsize * 8
    sample_format = 3 if first.dtype.kind == "f" else 1
    image_size = first.nbytes
    desc = (description.encode("latin-1") + b"\0") if description else b""
    n_tags = 9 + (1 if desc else 0) + (1 if sample_format == 3 else 0) + (3 if resolution else 0)
    ifd_size = 2 + 12 * n_tags + 4
    bps_size = 6 if spp == 3 else 0
    res_size = 16 if resolution else 0
    header = 8
    desc_at = header + ifd_size
    bps_at = desc_at + len(desc)
    res_at = bps_at + bps_size
    data_at = res_at + res_size
    if data_at % 2:
        data_at += 1
    ifds_at = data_at + image_size * len(images)

    def ifd(index: int, next_offset: int) -> bytes:
        entries: list[tuple[int, int, int, bytes]] = []

        def add(tag: int, typ: int, count: int, value: bytes) -> None:
            entries.append((tag, typ, count, value.ljust(4, b"\0")))

        add(254, 4, 1, struct.pack(">I", 0))
        add(256, 4, 1, struct.pack(">I", width))
        add(257, 4, 1, struct.pack(">I", height))
        if spp == 3:
            add(258, 3, 3, struct.pack(">I", bps_at))
        else:
            add(258, 3, 1, struct.pack(">H", bits))
        add(262, 3, 1, struct.pack(">H", 2 if spp == 3 else 1))
        if desc and index == 0:
            add(270, 2, len(desc), struct.pack(">I", desc_at))
        add(273, 4, 1, struct.pack(">I", data_at + index * image_size))
        add(277, 3, 1, struct.pack(">H", spp))
        add(278, 4, 1, struct.pack(">I", height))
        add(279, 4, 1, struct.pack(">I", image_size))
        if resolution:
            add(282, 5, 1, struct.pack(">I", res_at))
            add(283, 5, 1, struct.pack(">I", res_at + 8))
            add(296, 3, 1, struct.pack(">H", 3))
        if sample_format == 3:
            add(339, 3, 1, struct.pack(">H", 3))
        body = struct.pack(">H", len(entries))
        for tag, typ, count, value in sorted(entries):
            body += struct.pack(">HHI", tag, typ, count) + value
        return body + struct.pack(">I", next_offset)

    sizes_after = [2 + 12 * (n_tags - (1 if desc else 0)) + 4] * (len(images) - 1)
    offsets = [ifds_at + sum(sizes_after[:i]) for i in range(len(sizes_after))]
    out = bytearray(b"MM\0\x2a" + struct.pack(">I", header))
    out += ifd(0, offsets[0] if offsets else 0)
    out += desc
    if spp == 3:
        out += struct.pack(">HHH", 8, 8, 8)
    if resolution:
        for r in resolution:
            out += struct.pack(">II", round(r * 1_000_000), 1_000_000)
    out += b"\0" * (data_at - len(out))
    for image in images:
        out += np.ascontiguousarray(image).astype(first.dtype.newbyteorder(">")).tobytes()
    for i in range(1, len(images)):  # the later IFDs carry no description, as ImageJ's
        out += ifd(i, offsets[i] if i < len(offsets) else 0)
    return bytes(out)
