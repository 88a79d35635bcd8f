"""``javax.imageio``'s plug-in API over ``porter.javalib.images``' codecs: the writers and
readers of ``ImageIO.getImageWritersByFormatName`` (one for PNG, one for JPEG, as the JDK
has), ``ImageWriteParam``'s compression settings, ``IIOImage``, the image streams of
``ImageIO.createImageOutputStream``/``createImageInputStream``, and PNG's metadata as
``IIOMetadata`` trees of ``IIOMetadataNode`` (a DOM element: attributes, children,
``getElementsByTagName``).

A PNG's metadata is what Java's PNG plug-in keeps of the chunks the port writes and reads:
``IHDR``, ``pHYs`` and the text chunks (``tEXt``, ``zTXt``, ``iTXt``). Its native tree
(``javax_imageio_png_1.0``) has those nodes; the standard tree (``javax_imageio_1.0``) has
``Dimension``'s pixel sizes and ``Text``'s entries. Merging a standard ``Dimension`` sets
``pHYs`` as the JDK does (``pixelsPerUnit = (int) (size * 1000 + 0.5)``, which reads back as
``1000 / pixelsPerUnit``). A JPEG's quality is given to TensorFlow's encoder (libjpeg's
scale), so its bytes are not Java's encoder's."""

from __future__ import annotations

import io
import os
import struct
import zlib
from collections.abc import Iterator
from typing import Any, Self

import numpy as np

from porter.javalib import images
from porter.javalib.exceptions import IllegalStateException, IOException
from porter.javalib.files import File
from porter.javalib.iterators import JIterator
from porter.javalib.string_conversion import jstr

# -- the DOM of metadata trees ----------------------------------------------------------------


class IIOInvalidTreeException(IOException):
    _java_name = "javax.imageio.metadata.IIOInvalidTreeException"

    def __init__(self, message: str, node: Any = None) -> None:
        super().__init__(message)
        self._node = node

    def getOffendingNode(self) -> Any:
        return self._node


class _Attr:
    """An attribute as a DOM node (``getAttributes().item(i)``)."""

    def __init__(self, name: str, value: str) -> None:
        self._name, self._value = name, value

    def getNodeName(self) -> str:
        return self._name

    getName = getNodeName

    def getNodeValue(self) -> str:
        return self._value

    getValue = getNodeValue


class _NamedNodeMap:
    def __init__(self, attrs: dict[str, str]) -> None:
        self._attrs = attrs

    def getLength(self) -> int:
        return len(self._attrs)

    def item(self, i: int) -> _Attr | None:
        items = list(self._attrs.items())
        return _Attr(*items[i]) if 0 <= i < len(items) else None

    def getNamedItem(self, name: str) -> _Attr | None:
        return _Attr(name, self._attrs[name]) if name in self._attrs else None


class _NodeList:
    def __init__(self, nodes: list[Any]) -> None:
        self._nodes = nodes

    def getLength(self) -> int:
        return len(self._nodes)

    def item(self, i: int) -> Any:
        return self._nodes[i] if 0 <= i < len(self._nodes) else None

    def __iter__(self) -> Iterator[Any]:
        return iter(list(self._nodes))

    def __len__(self) -> int:
        return len(self._nodes)


class IIOMetadataNode:
    """``javax.imageio.metadata.IIOMetadataNode``: an element with attributes, children and
    a user object; as a ``NodeList`` it is its children (``getLength``, ``item``)."""

    ELEMENT_NODE = 1

    def __init__(self, nodeName: str | None = None) -> None:
        self._name = nodeName
        self._attrs: dict[str, str] = {}
        self._children: list[IIOMetadataNode] = []
        self._parent: IIOMetadataNode | None = None
        self._user: Any = None
        self._value: Any = None

    def getNodeName(self) -> str | None:
        return self._name

    getTagName = getLocalName = getNodeName

    def getNodeType(self) -> int:
        return IIOMetadataNode.ELEMENT_NODE

    def getNodeValue(self) -> Any:
        return self._value

    def setNodeValue(self, value: Any) -> None:
        self._value = value

    def getUserObject(self) -> Any:
        return self._user

    def setUserObject(self, user: Any) -> None:
        self._user = user

    # -- attributes
    def getAttribute(self, name: str) -> str:
        """The value, or ``""`` where there is none (DOM's rule)."""
        return self._attrs.get(name, "")

    def setAttribute(self, name: str, value: Any) -> None:
        self._attrs[name] = value if isinstance(value, str) else jstr(value)

    def hasAttribute(self, name: str) -> bool:
        return name in self._attrs

    def hasAttributes(self) -> bool:
        return bool(self._attrs)

    def removeAttribute(self, name: str) -> None:
        self._attrs.pop(name, None)

    def getAttributes(self) -> _NamedNodeMap:
        return _NamedNodeMap(self._attrs)

    def getAttributeNode(self, name: str) -> _Attr | None:
        return _Attr(name, self._attrs[name]) if name in self._attrs else None

    # -- children
    def appendChild(self, child: IIOMetadataNode) -> IIOMetadataNode:
        if child._parent is not None:
            child._parent._children.remove(child)
        child._parent = self
        self._children.append(child)
        return child

    def insertBefore(self, child: IIOMetadataNode, ref: IIOMetadataNode | None) -> IIOMetadataNode:
        if ref is None:
            return self.appendChild(child)
        if child._parent is not None:
            child._parent._children.remove(child)
        child._parent = self
        self._children.insert(self._children.index(ref), child)
        return child

    def removeChild(self, child: IIOMetadataNode) -> IIOMetadataNode:
        self._children.remove(child)
        child._parent = None
        return child

    def replaceChild(self, new: IIOMetadataNode, old: IIOMetadataNode) -> IIOMetadataNode:
        self.insertBefore(new, old)
        return self.removeChild(old)

    def hasChildNodes(self) -> bool:
        return bool(self._children)

    def getChildNodes(self) -> _NodeList:
        return _NodeList(self._children)

    def getLength(self) -> int:
        return len(self._children)

    def item(self, i: int) -> IIOMetadataNode | None:
        return self._children[i] if 0 <= i < len(self._children) else None

    def getFirstChild(self) -> IIOMetadataNode | None:
        return self._children[0] if self._children else None

    def getLastChild(self) -> IIOMetadataNode | None:
        return self._children[-1] if self._children else None

    def _sibling(self, step: int) -> IIOMetadataNode | None:
        if self._parent is None:
            return None
        kin = self._parent._children
        i = next(k for k, c in enumerate(kin) if c is self) + step
        return kin[i] if 0 <= i < len(kin) else None

    def getNextSibling(self) -> IIOMetadataNode | None:
        return self._sibling(1)

    def getPreviousSibling(self) -> IIOMetadataNode | None:
        return self._sibling(-1)

    def getParentNode(self) -> IIOMetadataNode | None:
        return self._parent

    def getElementsByTagName(self, name: str) -> _NodeList:
        """The descendants of that name (``*``: all), in document order."""
        found: list[IIOMetadataNode] = []

        def walk(node: IIOMetadataNode) -> None:
            for c in node._children:
                if name in ("*", c._name):
                    found.append(c)
                walk(c)

        walk(self)
        return _NodeList(found)

    def cloneNode(self, deep: bool) -> IIOMetadataNode:
        copy = IIOMetadataNode(self._name)
        copy._attrs = dict(self._attrs)
        copy._user, copy._value = self._user, self._value
        if deep:
            for c in self._children:
                copy.appendChild(c.cloneNode(True))
        return copy

    def __iter__(self) -> Iterator[IIOMetadataNode]:
        return iter(list(self._children))

    def __len__(self) -> int:
        return len(self._children)


def _node(tag: str, parent: IIOMetadataNode | None = None, **attrs: Any) -> IIOMetadataNode:
    n = IIOMetadataNode(tag)
    for k, v in attrs.items():
        n.setAttribute(k, v)
    if parent is not None:
        parent.appendChild(n)
    return n


# -- metadata -----------------------------------------------------------------------------------

STANDARD = "javax_imageio_1.0"
PNG_NATIVE = "javax_imageio_png_1.0"
JPEG_NATIVE = "javax_imageio_jpeg_image_1.0"
_COLOR_TYPES = {0: "Grayscale", 2: "RGB", 3: "Palette", 4: "GrayAlpha", 6: "RGBAlpha"}
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def _float_text(v: float) -> str:
    return jstr(np.float32(v))


class IIOMetadata:
    """An image's metadata in one native format (and the standard one)."""

    _NATIVE = ""

    def getNativeMetadataFormatName(self) -> str:
        return self._NATIVE

    def getMetadataFormatNames(self) -> list[str]:
        return [self._NATIVE, STANDARD]

    def getExtraMetadataFormatNames(self) -> None:
        return None

    def isStandardMetadataFormatSupported(self) -> bool:
        return True

    def isReadOnly(self) -> bool:
        return False

    def _check_format(self, formatName: str) -> None:
        if formatName not in (self._NATIVE, STANDARD):
            raise ValueError("Not a recognized format!")  # IllegalArgumentException

    def getAsTree(self, formatName: str) -> IIOMetadataNode:
        self._check_format(formatName)
        return self._native_tree() if formatName == self._NATIVE else self._standard_tree()

    def mergeTree(self, formatName: str, root: IIOMetadataNode) -> None:
        self._check_format(formatName)
        if root is None:
            raise ValueError("root == null!")
        if root.getNodeName() != formatName:
            raise IIOInvalidTreeException(f"Root must be {formatName}", root)
        if formatName == self._NATIVE:
            self._merge_native(root)
        else:
            self._merge_standard(root)

    def setFromTree(self, formatName: str, root: IIOMetadataNode) -> None:
        self.reset()
        self.mergeTree(formatName, root)

    def reset(self) -> None:
        pass

    def _native_tree(self) -> IIOMetadataNode:
        return IIOMetadataNode(self._NATIVE)

    def _standard_tree(self) -> IIOMetadataNode:
        return IIOMetadataNode(STANDARD)

    def _merge_native(self, root: IIOMetadataNode) -> None:
        pass

    def _merge_standard(self, root: IIOMetadataNode) -> None:
        pass


class PNGMetadata(IIOMetadata):
    """A PNG's ``IHDR``, ``pHYs`` and text chunks (``new PNGMetadata()``: the JDK's own
    class, empty until merged or read)."""

    _NATIVE = PNG_NATIVE

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.ihdr: tuple[int, int, int, int, int] | None = None  # w, h, depth, color, interlace
        self.phys: tuple[int, int, int] | None = None  # x, y, unit (1: meter)
        self.texts: list[tuple[str, str, str]] = []  # (chunk, keyword, text)

    def _set_image(self, image: Any) -> None:
        color = 0 if image._gray() else 6 if image._has_alpha() else 2
        self.ihdr = (image.getWidth(), image.getHeight(), 8, color, 0)

    def _native_tree(self) -> IIOMetadataNode:
        root = IIOMetadataNode(PNG_NATIVE)
        if self.ihdr is not None:
            w, h, depth, color, interlace = self.ihdr
            _node(
                "IHDR",
                root,
                width=str(w),
                height=str(h),
                bitDepth=str(depth),
                colorType=_COLOR_TYPES.get(color, str(color)),
                compressionMethod="deflate",
                filterMethod="adaptive",
                interlaceMethod="adam7" if interlace else "none",
            )
        if self.phys is not None:
            x, y, unit = self.phys
            _node(
                "pHYs",
                root,
                pixelsPerUnitXAxis=str(x),
                pixelsPerUnitYAxis=str(y),
                unitSpecifier="meter" if unit == 1 else "unknown",
            )
        for chunk in ("tEXt", "iTXt", "zTXt"):
            entries = [(k, t) for c, k, t in self.texts if c == chunk]
            if not entries:
                continue
            parent = _node(chunk, root)
            for keyword, text in entries:
                if chunk == "tEXt":
                    _node("tEXtEntry", parent, keyword=keyword, value=text)
                elif chunk == "zTXt":
                    _node(
                        "zTXtEntry", parent, keyword=keyword, compressionMethod="deflate", text=text
                    )
                else:
                    _node(
                        "iTXtEntry",
                        parent,
                        keyword=keyword,
                        compressionFlag="FALSE",
                        compressionMethod="0",
                        languageTag="",
                        translatedKeyword="",
                        text=text,
                    )
        return root

    def _standard_tree(self) -> IIOMetadataNode:
        root = IIOMetadataNode(STANDARD)
        if self.ihdr is not None:
            chroma = _node("Chroma", root)
            color = self.ihdr[3]
            space = "GRAY" if color in (0, 4) else "RGB"
            _node("ColorSpaceType", chroma, name=space)
            _node("NumChannels", chroma, value=str(_CHANNELS.get(color, 3)))
            compression = _node("Compression", root)
            _node("CompressionTypeName", compression, value="deflate")
            _node("Lossless", compression, value="TRUE")
        dimension = _node("Dimension", root)
        _node("PixelAspectRatio", dimension, value="1.0")
        _node("ImageOrientation", dimension, value="Normal")
        if self.phys is not None and self.phys[2] == 1:
            _node("HorizontalPixelSize", dimension, value=_float_text(1000.0 / self.phys[0]))
            _node("VerticalPixelSize", dimension, value=_float_text(1000.0 / self.phys[1]))
        if self.texts:
            text = _node("Text", root)
            for chunk, keyword, value in self.texts:
                _node(
                    "TextEntry",
                    text,
                    keyword=keyword,
                    value=value,
                    encoding="UTF-8" if chunk == "iTXt" else "ISO-8859-1",
                    compression="zip" if chunk == "zTXt" else "none",
                )
        return root

    def _merge_native(self, root: IIOMetadataNode) -> None:
        for node in root:
            name = node.getNodeName()
            if name == "IHDR":
                colors = {v: k for k, v in _COLOR_TYPES.items()}
                self.ihdr = (
                    int(node.getAttribute("width")),
                    int(node.getAttribute("height")),
                    int(node.getAttribute("bitDepth") or 8),
                    colors.get(node.getAttribute("colorType"), 2),
                    1 if node.getAttribute("interlaceMethod") == "adam7" else 0,
                )
            elif name == "pHYs":
                self.phys = (
                    int(node.getAttribute("pixelsPerUnitXAxis")),
                    int(node.getAttribute("pixelsPerUnitYAxis")),
                    1 if node.getAttribute("unitSpecifier") == "meter" else 0,
                )
            elif name in ("tEXt", "zTXt", "iTXt"):
                for entry in node:
                    if entry.getNodeName() != f"{name}Entry":
                        raise IIOInvalidTreeException(
                            f"Only a {name}Entry may be a child of a {name}!", entry
                        )
                    text = entry.getAttribute("value" if name == "tEXt" else "text")
                    self.texts.append((name, entry.getAttribute("keyword"), text))

    def _merge_standard(self, root: IIOMetadataNode) -> None:
        for node in root:
            name = node.getNodeName()
            if name == "Dimension":
                sizes = {c.getNodeName(): c.getAttribute("value") for c in node}
                if "HorizontalPixelSize" in sizes and "VerticalPixelSize" in sizes:
                    # the JDK's arithmetic (float): millimetres per pixel times 1000
                    w = np.float32(float(sizes["HorizontalPixelSize"]))
                    h = np.float32(float(sizes["VerticalPixelSize"]))
                    self.phys = (
                        int(np.float32(w * np.float32(1000)) + np.float32(0.5)),
                        int(np.float32(h * np.float32(1000)) + np.float32(0.5)),
                        1,
                    )
            elif name == "Text":
                for entry in node:
                    if entry.getNodeName() == "TextEntry":
                        self.texts.append(
                            ("tEXt", entry.getAttribute("keyword"), entry.getAttribute("value"))
                        )

    # -- PNG chunks
    def _chunks(self) -> bytes:
        """The chunks the JDK's writer puts between IHDR and IDAT, in its order."""
        out = b""
        if self.phys is not None:
            out += _chunk(b"pHYs", struct.pack(">IIB", *self.phys))
        for chunk, keyword, text in self.texts:
            key = keyword.encode("latin-1", "replace")
            if chunk == "tEXt":
                out += _chunk(b"tEXt", key + b"\0" + text.encode("latin-1", "replace"))
            elif chunk == "zTXt":
                data = zlib.compress(text.encode("latin-1", "replace"))
                out += _chunk(b"zTXt", key + b"\0\0" + data)
            else:
                out += _chunk(b"iTXt", key + b"\0\0\0\0\0" + text.encode("utf-8"))
        return out

    @classmethod
    def _read(cls, data: bytes) -> PNGMetadata:
        meta = cls()
        for kind, body in _each_chunk(data):
            if kind == b"IHDR":
                w, h, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body[:13])
                meta.ihdr = (w, h, depth, color, interlace)
            elif kind == b"pHYs":
                meta.phys = struct.unpack(">IIB", body[:9])
            elif kind == b"tEXt":
                key, _, text = body.partition(b"\0")
                meta.texts.append(("tEXt", key.decode("latin-1"), text.decode("latin-1")))
            elif kind == b"zTXt":
                key, _, rest = body.partition(b"\0")
                text = zlib.decompress(rest[1:]).decode("latin-1")
                meta.texts.append(("zTXt", key.decode("latin-1"), text))
            elif kind == b"iTXt":
                key, _, rest = body.partition(b"\0")
                flag, rest = rest[0], rest[2:]
                _, _, rest = rest.partition(b"\0")  # language tag
                _, _, rest = rest.partition(b"\0")  # translated keyword
                text = zlib.decompress(rest) if flag else rest
                meta.texts.append(("iTXt", key.decode("latin-1"), text.decode("utf-8")))
        return meta


class JPEGMetadata(IIOMetadata):
    """A JPEG's metadata: its native tree is kept as merged (the port's encoder writes none
    of it)."""

    _NATIVE = JPEG_NATIVE

    def __init__(self) -> None:
        self._tree = IIOMetadataNode(JPEG_NATIVE)

    def _native_tree(self) -> IIOMetadataNode:
        return self._tree.cloneNode(True)

    def _merge_native(self, root: IIOMetadataNode) -> None:
        for node in root:
            self._tree.appendChild(node.cloneNode(True))


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def _each_chunk(data: bytes) -> Iterator[tuple[bytes, bytes]]:
    at = 8
    while at + 8 <= len(data):
        (length,) = struct.unpack(">I", data[at : at + 4])
        kind = data[at + 4 : at + 8]
        yield kind, data[at + 8 : at + 8 + length]
        at += 12 + length
        if kind == b"IEND":
            return


# -- image streams ------------------------------------------------------------------------------


class ImageOutputStream:
    """``ImageIO.createImageOutputStream(file or stream)``: bytes written through to it."""

    def __init__(self, target: Any) -> None:
        self._target = target
        self._file = None
        if isinstance(target, (File, str, os.PathLike)):
            self._file = open(os.fspath(target), "wb")  # noqa: SIM115
        self._position = 0

    def write(self, data: Any, offset: int = 0, length: int | None = None) -> None:
        if isinstance(data, int):
            chunk = bytes([data & 0xFF])
        else:
            raw = (
                bytes(np.asarray(data, np.int8).view(np.uint8))
                if not isinstance(data, bytes | bytearray)
                else bytes(data)
            )
            chunk = raw[offset : len(raw) if length is None else offset + length]
        if self._file is not None:
            self._file.write(chunk)
        else:
            self._target.write(chunk)
        self._position += len(chunk)

    def getStreamPosition(self) -> int:
        return self._position

    def length(self) -> int:
        return self._position if self._file is not None else -1

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class ImageInputStream:
    """``ImageIO.createImageInputStream(file or stream)``: the bytes, read when first needed."""

    def __init__(self, source: Any) -> None:
        self._source = source
        self._data: bytes | None = None
        self._position = 0

    def _bytes(self) -> bytes:
        if self._data is None:
            self._data = images.read_bytes(self._source) or b""
        return self._data

    def read(self, buffer: Any = None, offset: int = 0, length: int | None = None) -> int:
        data = self._bytes()
        if buffer is None:
            if self._position >= len(data):
                return -1
            self._position += 1
            return data[self._position - 1]
        n = len(buffer) - offset if length is None else length
        chunk = data[self._position : self._position + n]
        if not chunk and n:
            return -1
        for i, b in enumerate(chunk):
            buffer[offset + i] = b - 256 if b > 127 else b
        self._position += len(chunk)
        return len(chunk)

    def length(self) -> int:
        return len(self._bytes())

    def getStreamPosition(self) -> int:
        return self._position

    def seek(self, pos: int) -> None:
        self._position = pos

    def close(self) -> None:
        pass

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# -- writers and readers --------------------------------------------------------------------------


class ImageWriteParam:
    MODE_DISABLED = 0
    MODE_DEFAULT = 1
    MODE_EXPLICIT = 2
    MODE_COPY_FROM_METADATA = 3

    def __init__(self, format_name: str = "png") -> None:
        self._format = format_name
        jpeg = format_name == "jpeg"
        self._types = ["JPEG"] if jpeg else ["Deflate"]
        self._mode = ImageWriteParam.MODE_COPY_FROM_METADATA
        self._type: str | None = "JPEG" if jpeg else None
        self._quality = 0.75 if jpeg else 1.0
        self._progressive = ImageWriteParam.MODE_COPY_FROM_METADATA

    def canWriteCompressed(self) -> bool:
        return True

    def canWriteProgressive(self) -> bool:
        return True

    def setProgressiveMode(self, mode: int) -> None:
        self._progressive = mode

    def getProgressiveMode(self) -> int:
        return self._progressive

    def getCompressionMode(self) -> int:
        return self._mode

    def setCompressionMode(self, mode: int) -> None:
        self._mode = mode

    def _explicit(self) -> None:
        if self._mode != ImageWriteParam.MODE_EXPLICIT:
            raise IllegalStateException("Compression mode not MODE_EXPLICIT!")

    def getCompressionTypes(self) -> list[str]:
        return list(self._types)

    def setCompressionType(self, kind: str) -> None:
        self._explicit()
        self._type = kind

    def getCompressionType(self) -> str | None:
        self._explicit()
        return self._type

    def setCompressionQuality(self, quality: float) -> None:
        self._explicit()
        if not 0.0 <= quality <= 1.0:
            raise ValueError("Quality out-of-bounds!")
        self._quality = float(np.float32(quality))

    def getCompressionQuality(self) -> float:
        self._explicit()
        return self._quality

    def isCompressionLossless(self) -> bool:
        return self._format != "jpeg"


class ImageTypeSpecifier:
    def __init__(self, image_type: int) -> None:
        self._type = image_type

    @staticmethod
    def createFromRenderedImage(image: Any) -> ImageTypeSpecifier:
        return ImageTypeSpecifier(image.getType())

    @staticmethod
    def createFromBufferedImageType(image_type: int) -> ImageTypeSpecifier:
        return ImageTypeSpecifier(image_type)

    def getBufferedImageType(self) -> int:
        return self._type


class IIOImage:
    def __init__(self, image: Any, thumbnails: Any = None, metadata: Any = None) -> None:
        self._image, self._thumbnails, self._metadata = image, thumbnails, metadata

    def getRenderedImage(self) -> Any:
        return self._image

    def setRenderedImage(self, image: Any) -> None:
        self._image = image

    def getMetadata(self) -> Any:
        return self._metadata

    def setMetadata(self, metadata: Any) -> None:
        self._metadata = metadata

    def getThumbnails(self) -> Any:
        return self._thumbnails

    def getNumThumbnails(self) -> int:
        return 0 if self._thumbnails is None else len(self._thumbnails)

    def hasRaster(self) -> bool:
        return False


def _format(name: str) -> str | None:
    name = name.lower()
    return "png" if name == "png" else "jpeg" if name in ("jpg", "jpeg") else None


class ImageWriter:
    """The writer of one format (``png`` or ``jpeg``)."""

    def __init__(self, format_name: str) -> None:
        self._format = format_name
        self._output: Any = None

    def setOutput(self, output: Any) -> None:
        self._output = output

    def getOutput(self) -> Any:
        return self._output

    def getDefaultWriteParam(self) -> ImageWriteParam:
        return ImageWriteParam(self._format)

    def getDefaultImageMetadata(self, specifier: Any = None, param: Any = None) -> IIOMetadata:
        meta: IIOMetadata = PNGMetadata() if self._format == "png" else JPEGMetadata()
        if isinstance(meta, PNGMetadata) and specifier is not None:
            t = specifier.getBufferedImageType()
            color = 0 if t in (10, 11, 12) else 6 if t in (2, 3, 6, 7) else 2
            meta.ihdr = (0, 0, 8, color, 0)
        return meta

    def getDefaultStreamMetadata(self, param: Any = None) -> None:
        return None

    def convertImageMetadata(self, meta: Any, specifier: Any, param: Any) -> Any:
        return meta

    def write(self, *args: Any) -> None:
        """``write(image)``, ``write(IIOImage)`` or ``write(streamMetadata, IIOImage, param)``."""
        if self._output is None:
            raise IllegalStateException("Output has not been set!")
        item = args[1] if len(args) == 3 else args[0]
        param = args[2] if len(args) == 3 else None
        if not isinstance(item, IIOImage):
            item = IIOImage(item)
        image = item.getRenderedImage()
        quality = None
        if param is not None and param.getCompressionMode() == ImageWriteParam.MODE_EXPLICIT:
            quality = param._quality
        data = images.encode_image(image, self._format, quality)
        meta = item.getMetadata()
        if self._format == "png" and isinstance(meta, PNGMetadata):
            ihdr_end = 8 + 12 + 13
            data = data[:ihdr_end] + meta._chunks() + data[ihdr_end:]
        target = self._output
        if isinstance(target, (File, str, os.PathLike)):
            with open(os.fspath(target), "wb") as f:
                f.write(data)
        else:
            target.write(data)

    def canWriteRasters(self) -> bool:
        return False

    def abort(self) -> None:
        pass

    def reset(self) -> None:
        self._output = None

    def dispose(self) -> None:
        pass


class ImageReader:
    """The reader of one format, over an ``ImageInputStream`` (or a file or stream)."""

    def __init__(self, format_name: str) -> None:
        self._format = format_name
        self._input: Any = None
        self._image: Any = None

    def getFormatName(self) -> str:
        return self._format

    def setInput(self, source: Any, *flags: Any) -> None:
        self._input = source if isinstance(source, ImageInputStream) else ImageInputStream(source)
        self._image = None

    def getInput(self) -> Any:
        return self._input

    def _data(self) -> bytes:
        if self._input is None:
            raise IllegalStateException("Input not set!")
        return self._input._bytes()

    def _check(self, index: int) -> None:
        if index != 0:
            raise IndexError("imageIndex != 0!")

    def read(self, index: int = 0, param: Any = None) -> Any:
        self._check(index)
        if self._image is None:
            self._image = images.ImageIO.read(io.BytesIO(self._data()))
        return self._image

    def getNumImages(self, allowSearch: bool = True) -> int:
        return 1

    def getWidth(self, index: int) -> int:
        return int(self.read(index).getWidth())

    def getHeight(self, index: int) -> int:
        return int(self.read(index).getHeight())

    def getImageMetadata(self, index: int) -> IIOMetadata:
        self._check(index)
        if self._format == "png":
            return PNGMetadata._read(self._data())
        return JPEGMetadata()

    def getStreamMetadata(self) -> None:
        return None

    def dispose(self) -> None:
        pass


def writers(format_name: str) -> Iterator[ImageWriter]:
    found = _format(format_name)
    return iter([ImageWriter(found)] if found else [])


def readers(format_name: str) -> Iterator[ImageReader]:
    name = format_name.lower()
    found = _format(name) or (name if name in ("gif", "bmp") else None)
    return iter([ImageReader(found)] if found else [])


def readers_of(stream: Any) -> Iterator[ImageReader]:
    """The readers of the format the stream's bytes are in (by their signature)."""
    data = stream._bytes() if isinstance(stream, ImageInputStream) else b""
    kinds = ((b"\x89PNG", "png"), (b"\xff\xd8", "jpeg"), (b"GIF8", "gif"), (b"BM", "bmp"))
    found = next((k for sig, k in kinds if data.startswith(sig)), None)
    return iter([ImageReader(found)] if found else [])


class ImageIO(images.ImageIO):
    """``javax.imageio.ImageIO``: ``read``/``write`` (``porter.javalib.images``) and the
    plug-in API's writers, readers and image streams."""

    @staticmethod
    def getImageWritersByFormatName(format_name: str) -> JIterator:
        return JIterator(list(writers(format_name)))

    @staticmethod
    def getImageWritersBySuffix(suffix: str) -> JIterator:
        return ImageIO.getImageWritersByFormatName(suffix)

    @staticmethod
    def getImageWriters(specifier: Any, format_name: str) -> JIterator:
        return ImageIO.getImageWritersByFormatName(format_name)

    @staticmethod
    def getImageReadersByFormatName(format_name: str) -> JIterator:
        return JIterator(list(readers(format_name)))

    @staticmethod
    def getImageReadersBySuffix(suffix: str) -> JIterator:
        return ImageIO.getImageReadersByFormatName(suffix)

    @staticmethod
    def getImageReaders(stream: Any) -> JIterator:
        return JIterator(list(readers_of(stream)))

    @staticmethod
    def createImageOutputStream(target: Any) -> ImageOutputStream:
        return ImageOutputStream(target)

    @staticmethod
    def createImageInputStream(source: Any) -> ImageInputStream | None:
        if isinstance(source, File | str | os.PathLike) and not os.path.exists(os.fspath(source)):
            return None  # Java: null where no stream can be made
        return ImageInputStream(source)
