"""imagej-tensorflow's ``net.imagej.tensorflow.Tensors``, the conversion between imglib2's
images and TensorFlow 1.x tensors that Fiji plugins call, over ``porter.javalib.imglib2`` and
the binding's 1.x ``Tensor``.

imglib2 iterates the first dimension fastest and TensorFlow the last, so ``tensorFloat(img)``
gives the tensor the image's dimensions reversed over the same flat data (an image of
dimensions ``[3, 2]``, x then y, is a tensor of shape ``[2, 3]``, row y then column x), and
``imgFloat(tensor)`` the other way; the ``Direct`` forms keep the dimensions as they are (the
data reordered), and the forms with an ``int[] dimOrder`` put the image's dimension ``d`` at
the tensor's dimension ``dimOrder[d]``. ``tensor(img)`` picks the tensor's type by the image's
(``ByteType`` is ``UINT8``, ``DoubleType``, ``FloatType``, ``IntType``, ``LongType``), as
imagej-tensorflow does; another type raises ``IllegalArgumentException``."""

from __future__ import annotations

from typing import Any

import numpy as np

from porter.javalib import imglib2
from porter.javalib.exceptions import IllegalArgumentException

_KINDS = {
    "Byte": imglib2.ByteType,
    "Double": imglib2.DoubleType,
    "Float": imglib2.FloatType,
    "Int": imglib2.IntType,
    "Long": imglib2.LongType,
}


def _tensor_of(array: np.ndarray, kind: Any) -> Any:
    """A 1.x tensor of row-major ``array`` (an ``int8`` one is ``UINT8``, its bits)."""
    from org.tensorflow import Tensor  # the binding: imported when a tensor is made
    from org.tensorflow.types import UInt8

    data = np.ascontiguousarray(array)
    if kind is imglib2.ByteType:
        return Tensor.create(UInt8, [int(s) for s in data.shape], data.astype(np.int8).tobytes())
    return Tensor.create(data.astype(kind._dtype))


def _values(tensor: Any, kind: Any) -> np.ndarray:
    """The tensor's values, row-major, as the image type's numbers."""
    values = np.asarray(tensor.numpy())
    if kind is imglib2.ByteType:
        return values.astype(np.uint8).view(np.int8)
    return values.astype(kind._dtype)


def _kind_of(image: Any) -> Any:
    kind = image._type_class()
    if kind not in _KINDS.values():
        package = (
            "logic"
            if kind is imglib2.BitType
            else "numeric.integer"
            if issubclass(kind, imglib2.IntegerType)
            else "numeric.real"
        )
        name = f"net.imglib2.type.{package}.{kind.__name__}"
        raise IllegalArgumentException(f"Unsupported image type: {name}")
    return kind


def _to_tensor(image: Any, kind: Any, order: str | list[int]) -> Any:
    a = image._array()  # a[x, y, ...]
    if order == "reverse":
        return _tensor_of(a.transpose(), kind)
    if order == "direct":
        return _tensor_of(a, kind)
    # image dimension d is the tensor's dimension order[d]
    inverse = [0] * len(order)
    for d, t in enumerate(order):
        inverse[int(t)] = d
    return _tensor_of(a.transpose(inverse), kind)


def _to_img(tensor: Any, kind: Any, order: str | list[int]) -> imglib2.Img:
    values = _values(tensor, kind)
    if order == "reverse":
        return imglib2.ArrayImg(values.transpose(), kind)  # the same flat data
    if order == "direct":
        return imglib2.Img(values, None, kind)
    return imglib2.Img(values.transpose([int(t) for t in order]), None, kind)


def _order(args: tuple[Any, ...], default: str) -> str | list[int]:
    return list(args[0]) if args else default


class Tensors:
    @staticmethod
    def tensor(image: Any, *dim_order: Any) -> Any:
        return _to_tensor(image, _kind_of(image), _order(dim_order, "reverse"))

    @staticmethod
    def tensorDirect(image: Any) -> Any:
        return _to_tensor(image, _kind_of(image), "direct")


def _add(kind_name: str) -> None:
    kind = _KINDS[kind_name]

    def tensor(image: Any, *dim_order: Any) -> Any:
        return _to_tensor(image, kind, _order(dim_order, "reverse"))

    def tensor_direct(image: Any) -> Any:
        return _to_tensor(image, kind, "direct")

    def img(tensor_: Any, *dim_order: Any) -> imglib2.Img:
        return _to_img(tensor_, kind, _order(dim_order, "reverse"))

    def img_direct(tensor_: Any) -> imglib2.Img:
        return _to_img(tensor_, kind, "direct")

    setattr(Tensors, f"tensor{kind_name}", staticmethod(tensor))
    setattr(Tensors, f"tensor{kind_name}Direct", staticmethod(tensor_direct))
    setattr(Tensors, f"img{kind_name}", staticmethod(img))
    setattr(Tensors, f"img{kind_name}Direct", staticmethod(img_direct))


for _name in _KINDS:
    _add(_name)
