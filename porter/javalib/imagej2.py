"""ImageJ2's data model (``net.imagej``: ``Axes``, ``AxisType``, calibrated axes, ``ImgPlus``,
``Dataset``, ``DatasetService``) and its gateway ``net.imagej.ImageJ``, headless, over
``porter.javalib.imglib2`` and ``porter.javalib.scijava``.

``Axes.X`` and the other known axis types are one object each (``Axes.get(label)`` answers the
same one), printed by their label; ``Axes.unknown()`` is a new ``Unknown`` type at each call,
as in imagej-common. An image made without axis types gets X, Y, then unknown ones
(``ImgPlus``'s validation)."""

from __future__ import annotations

import typing
from typing import Any

import numpy as np

from porter.javalib import imglib2, scijava

# -- axes ------------------------------------------------------------------------------------


class AxisType:
    """imagej-common's ``DefaultAxisType``: a label and whether the axis is spatial."""

    def __init__(self, label: str, spatial: bool = False) -> None:
        self._label, self._spatial = label, spatial

    def getLabel(self) -> str:
        return self._label

    def isSpatial(self) -> bool:
        return self._spatial

    def isXY(self) -> bool:
        return self is Axes.X or self is Axes.Y

    def compareTo(self, other: AxisType) -> int:
        a, b = self._label, other.getLabel()
        return (a > b) - (a < b)

    def toString(self) -> str:
        return self._label

    def __str__(self) -> str:
        return self._label

    def __repr__(self) -> str:
        return f"AxisType({self._label!r})"


DefaultAxisType = AxisType


class Axes:
    UNKNOWN_LABEL = "Unknown"
    _known: typing.ClassVar[dict[str, AxisType]] = {}

    @staticmethod
    def get(label: str, spatial: bool = False) -> AxisType:
        if label == Axes.UNKNOWN_LABEL:
            return Axes.unknown()
        if label not in Axes._known:
            Axes._known[label] = AxisType(label, spatial)
        return Axes._known[label]

    @staticmethod
    def unknown() -> AxisType:
        return AxisType(Axes.UNKNOWN_LABEL)

    @staticmethod
    def knownTypes() -> list[AxisType]:
        return list(Axes._known.values())


Axes.X = Axes.get("X", True)
Axes.Y = Axes.get("Y", True)
Axes.Z = Axes.get("Z", True)
Axes.TIME = Axes.get("Time")
Axes.CHANNEL = Axes.get("Channel")


class CalibratedAxis:
    """A ``DefaultLinearAxis`` (``y = a + b*x``): its type, unit, scale and origin."""

    def __init__(self, *args: Any) -> None:
        rest = list(args)
        self._type = rest.pop(0) if rest and isinstance(rest[0], AxisType) else Axes.unknown()
        self._unit = rest.pop(0) if rest and (rest[0] is None or isinstance(rest[0], str)) else None
        self._scale = float(rest[0]) if rest else 1.0
        self._origin = float(rest[1]) if len(rest) > 1 else 0.0

    def type(self) -> AxisType:
        return self._type

    def setType(self, t: AxisType) -> None:
        self._type = t

    def unit(self) -> str | None:
        return self._unit

    def setUnit(self, unit: str | None) -> None:
        self._unit = unit

    def scale(self) -> float:
        return self._scale

    def setScale(self, s: float) -> None:
        self._scale = float(s)

    def origin(self) -> float:
        return self._origin

    def setOrigin(self, o: float) -> None:
        self._origin = float(o)

    def calibratedValue(self, raw: float) -> float:
        return self._scale * raw + self._origin

    def rawValue(self, calibrated: float) -> float:
        return (calibrated - self._origin) / self._scale

    def generalEquation(self) -> str:
        return "y = a + b*x"

    def copy(self) -> CalibratedAxis:
        return type(self)(self._type, self._unit, self._scale, self._origin)


DefaultLinearAxis = LinearAxis = CalibratedAxis


class IdentityAxis(CalibratedAxis):
    def generalEquation(self) -> str:
        return "y = x"


def _axes(n: int, given: Any) -> list[CalibratedAxis]:
    """ImgPlus's validation: the given types, else X, Y, then unknown ones."""
    if given is not None and len(given) > 0 and isinstance(given[0], CalibratedAxis):
        return list(given)
    types = list(given) if given is not None else []
    if len(types) != n:
        defaults = [Axes.X, Axes.Y]
        types = [
            types[d] if d < len(types) else (defaults[d] if d < 2 else Axes.unknown())
            for d in range(n)
        ]
    return [DefaultLinearAxis(t, None, 1.0) for t in types]


class _Calibrated(imglib2.Img):
    """An image of another image's data with axes (``ImgPlus``, ``Dataset``)."""

    def __init__(self, img: imglib2.Img, name: str | None, axes: Any) -> None:
        self._img = img
        self._name = name
        self._axes = _axes(img.numDimensions(), axes)

    def _array(self) -> np.ndarray:
        return self._img._array()

    def _mins(self) -> list[int]:
        return self._img._mins()

    def _type_class(self) -> Any:
        return self._img._type_class()

    def getName(self) -> str | None:
        return self._name

    def setName(self, name: str) -> None:
        self._name = name

    def axis(self, d: Any) -> Any:
        if isinstance(d, AxisType):  # axis(AxisType): an Optional of the axis of that type
            i = self.dimensionIndex(d)
            return self._axes[i] if i >= 0 else None  # the port's Optional: X or None
        return self._axes[d]

    def axes(self, dst: Any) -> Any:
        for i, a in enumerate(self._axes):
            dst[i] = a
        return dst

    def setAxis(self, axis: CalibratedAxis, d: int) -> None:
        self._axes[d] = axis

    def dimensionIndex(self, t: AxisType) -> int:
        return next((i for i, a in enumerate(self._axes) if a.type() is t), -1)

    def isDiscrete(self) -> bool:
        return True

    def factory(self) -> Any:
        return self._img.factory()


class ImgPlus(_Calibrated):
    """``new ImgPlus<>(img[, name[, AxisType[] axes]])``; ``ImgPlus.wrap(img)``."""

    def __init__(self, img: imglib2.Img, name: str | None = None, axes: Any = None, *_: Any):
        super().__init__(img, name, axes)

    @staticmethod
    def wrap(img: imglib2.Img) -> ImgPlus:
        return img if isinstance(img, ImgPlus) else ImgPlus(img)

    wrapRAI = wrap

    def getImg(self) -> imglib2.Img:
        return self._img

    def copy(self) -> ImgPlus:
        return ImgPlus(self._img.copy(), self._name, [a.copy() for a in self._axes])

    def toString(self) -> str:
        return str(self._name)


class Dataset(_Calibrated):
    """imagej-common's ``DefaultDataset`` over an ``ImgPlus``."""

    def __init__(self, imgplus: ImgPlus) -> None:
        self._imgplus = imgplus
        super().__init__(imgplus._img, imgplus._name, imgplus._axes)
        self._axes = imgplus._axes  # one list: the dataset's axes are its ImgPlus's

    def getImgPlus(self) -> ImgPlus:
        return self._imgplus

    def setImgPlus(self, imgplus: ImgPlus) -> None:
        self.__init__(imgplus)  # type: ignore[misc]

    def getName(self) -> str | None:
        return self._imgplus.getName()

    def setName(self, name: str) -> None:
        self._imgplus.setName(name)

    def getType(self) -> Any:
        return self._type_class()()

    def isInteger(self) -> bool:
        return issubclass(self._type_class(), imglib2.IntegerType)

    def isSigned(self) -> bool:
        return self.getType().getMinValue() < 0

    def getValidBits(self) -> int:
        return self.getType().getBitsPerPixel()

    def getFrames(self) -> int:
        i = self.dimensionIndex(Axes.TIME)
        return 1 if i < 0 else self.dimension(i)

    def getChannels(self) -> int:
        i = self.dimensionIndex(Axes.CHANNEL)
        return 1 if i < 0 else self.dimension(i)

    def getDepth(self) -> int:
        i = self.dimensionIndex(Axes.Z)
        return 1 if i < 0 else self.dimension(i)

    def getWidth(self) -> int:
        i = self.dimensionIndex(Axes.X)
        return 1 if i < 0 else self.dimension(i)

    def getHeight(self) -> int:
        i = self.dimensionIndex(Axes.Y)
        return 1 if i < 0 else self.dimension(i)

    _LABELS: typing.ClassVar[dict[Any, tuple[str, str]]] = {
        imglib2.BitType: ("1-bit uint", "1-bit unsigned integer"),
        imglib2.ByteType: ("8-bit int", "8-bit signed integer"),
        imglib2.UnsignedByteType: ("8-bit uint", "8-bit unsigned integer"),
        imglib2.ShortType: ("16-bit int", "16-bit signed integer"),
        imglib2.UnsignedShortType: ("16-bit uint", "16-bit unsigned integer"),
        imglib2.IntType: ("32-bit int", "32-bit signed integer"),
        imglib2.UnsignedIntType: ("32-bit uint", "32-bit unsigned integer"),
        imglib2.LongType: ("64-bit int", "64-bit signed integer"),
        imglib2.FloatType: ("32-bit float", "32-bit signed float"),
        imglib2.DoubleType: ("64-bit float", "64-bit signed float"),
    }

    def getTypeLabelShort(self) -> str:
        """imagej-common's data types' ``shortName()``."""
        return self._LABELS[self._type_class()][0]

    def getTypeLabelLong(self) -> str:
        return self._LABELS[self._type_class()][1]

    def duplicate(self) -> Dataset:
        return Dataset(self._imgplus.copy())

    def update(self, *_: Any) -> None:
        pass

    def toString(self) -> str:
        return str(self.getName())


class DatasetService:
    """``create(type, long[] dims, name, AxisType[] axes)``, ``create(ImgPlus)``,
    ``create(RandomAccessibleInterval)`` and ``create(long[] dims, name, axes, bits, signed,
    floating)``."""

    _KINDS: typing.ClassVar[dict[tuple[int, bool, bool], Any]] = {
        (8, True, False): imglib2.ByteType,
        (8, False, False): imglib2.UnsignedByteType,
        (16, True, False): imglib2.ShortType,
        (16, False, False): imglib2.UnsignedShortType,
        (32, True, False): imglib2.IntType,
        (32, False, False): imglib2.UnsignedIntType,
        (64, True, False): imglib2.LongType,
        (32, True, True): imglib2.FloatType,
        (64, True, True): imglib2.DoubleType,
    }

    def create(self, *args: Any) -> Dataset:
        first = args[0]
        if isinstance(first, imglib2.Type):
            dims, name, axes = args[1], args[2], args[3]
            img = imglib2.ArrayImgFactory(first).create(dims)
            return Dataset(ImgPlus(img, name, axes))
        if isinstance(first, ImgPlus):
            return Dataset(first)
        if isinstance(first, imglib2.Img):
            return Dataset(ImgPlus.wrap(first))
        dims, name, axes, bits, signed, floating = args[:6]
        kind = self._KINDS[(int(bits), bool(signed) or bool(floating), bool(floating))]
        return Dataset(ImgPlus(imglib2.ArrayImgFactory(kind()).create(dims), name, axes))


class UIService:
    """Headless: ``show`` displays nothing."""

    def __init__(self) -> None:
        self._headless = True

    def setHeadless(self, headless: bool) -> None:
        self._headless = bool(headless)

    def isHeadless(self) -> bool:
        return self._headless

    def showUI(self) -> None:
        pass

    def show(self, *args: Any) -> None:
        pass

    def chooseFile(self, *args: Any) -> None:
        """Headless there is no user interface to ask: null, as SciJava answers."""
        return

    def showDialog(self, *args: Any) -> Any:
        return None


class ImageJ:
    """The ``net.imagej.ImageJ`` gateway over a SciJava ``Context``."""

    def __init__(self, context: Any = None) -> None:
        self._context = context if context is not None else scijava.Context()

    def context(self) -> Any:
        return self._context

    getContext = context

    def get(self, cls: Any) -> Any:
        return self._context.service(cls)

    def dataset(self) -> DatasetService:
        return self._context.service(DatasetService)

    def log(self) -> scijava.LogService:
        return self._context.service(scijava.LogService)

    def ui(self) -> UIService:
        return self._context.service(UIService)

    def status(self) -> scijava.StatusService:
        return self._context.service(scijava.StatusService)

    def command(self) -> scijava.CommandService:
        return self._context.service(scijava.CommandService)

    def module(self) -> scijava.ModuleService:
        return self._context.service(scijava.ModuleService)

    def launch(self, *args: Any) -> None:
        """Shows the user interface: none here (the port is headless)."""

    def dispose(self) -> None:
        self._context.dispose()


scijava.SERVICES.update({"DatasetService": DatasetService, "UIService": UIService})
