"""``org.tensorflow.TensorFunction``: what saved-model functions share (Java's interface,
implemented by ``SessionFunction`` and ``ConcreteFunction``)."""

from __future__ import annotations

import abc
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tfjava.exec.signature import Signature

__all__ = ["TensorFunction"]


class TensorFunction(abc.ABC):
    """A function of tensors with a ``Signature``: ``call({name: tensor})`` returns a
    ``Result`` by output name, ``call(tensor)`` (one input, one output) the output tensor."""

    __slots__ = ()

    @abc.abstractmethod
    def signature(self) -> Signature: ...

    @abc.abstractmethod
    def call(self, *args: Any) -> Any: ...
