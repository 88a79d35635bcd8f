"""``org.tensorflow.TensorFlow``: the runtime's version, op registry, op libraries and
custom gradients."""

from __future__ import annotations

import os
from typing import Any

import tensorflow as tf
from tensorflow.core.framework import op_def_pb2
from tensorflow.python.client import pywrap_tf_session as c
from tensorflow.python.util import compat

from tfjava.exec.custom_gradients import Gradient, has_gradient, register_custom_gradient

__all__ = ["TensorFlow"]


class TensorFlow:
    """Static methods about the TensorFlow runtime (Java ``TensorFlow``)."""

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("TensorFlow has no public constructor: use its static methods")

    @staticmethod
    def version() -> str:
        """The version of the TensorFlow runtime (``"2.21.0"``)."""

        return str(tf.version.VERSION)

    @staticmethod
    def registeredOpList() -> Any:
        """Every op registered in this process, as an ``org.tensorflow.proto.OpList``."""

        buf = c.TF_GetAllOpList()
        try:
            return op_def_pb2.OpList.FromString(compat.as_bytes(c.TF_GetBuffer(buf)))
        finally:
            c.TF_DeleteBuffer(buf)

    @staticmethod
    def loadLibrary(filename: str) -> Any:
        """Load the op library (a shared object) at ``filename`` and return the ops it
        registers, an ``OpList``. Raises ``FileNotFoundError`` if there is no such file and
        TensorFlow's error if the library cannot be loaded."""

        if not isinstance(filename, str):
            raise TypeError(
                f"TensorFlow.loadLibrary: filename must be a str, got {type(filename).__name__}"
            )
        if not os.path.isfile(filename):
            raise FileNotFoundError(f"TensorFlow.loadLibrary: no library file at {filename!r}")
        handle = c.TF_LoadLibrary(filename)
        try:
            return op_def_pb2.OpList.FromString(compat.as_bytes(c.TF_GetOpList(handle)))
        finally:
            # Frees the handle only: the library stays loaded, as its ops need.
            c.TF_DeleteLibraryHandle(handle)

    @staticmethod
    def hasGradient(opType: str) -> bool:
        """Whether TensorFlow's C++ gradient registry (Java's) has a gradient (or a no-gradient
        mark) for op type ``opType``, or one was registered with ``registerCustomGradient``."""
        return has_gradient(opType)

    @staticmethod
    def registerCustomGradient(opType: str | type, gradient: Gradient) -> bool:
        """Register ``gradient`` for the op type ``opType`` (a str, or a generated
        ``<Op>.Inputs`` class); what ``Graph.addGradients`` and ``tf.gradients`` then use.

        ``gradient(tf, op, gradInputs)`` gets an ``Ops`` to build with, the forward
        ``GraphOperation`` (or, for an ``Inputs`` class, ``InputsClass(op)``) and one
        ``Output`` (or None) per op output, and returns an operand or None per op input.
        Returns False, registering nothing, when the op type already has a gradient in the C++
        registry (``hasGradient``); otherwise the custom gradient replaces any gradient
        TensorFlow Python has for it (``NthElement``, ``Merge``, ``If``). Raises
        ValueError for an op type TensorFlow does not know.
        """
        return register_custom_gradient(opType, gradient)
