"""``Regularizer`` and ``AbstractRegularizer``: the penalty interface and its named base, and
``RegularizerLoss``, a regularizer's penalty of the sample weights as a loss (``asLoss``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from tfjava.framework.losses.impl.abstract_loss import AbstractLoss, L, T
from tfjava.types.family import TNumber

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand

R = TypeVar("R", bound=TNumber)


class Regularizer:
    """Java's ``Regularizer`` interface: ``call(tf, input)``, the penalty of ``input``."""

    def call(self, tf: Ops, input: Operand[R]) -> Operand[R]:
        raise NotImplementedError(f"{type(self).__name__}.call")


class AbstractRegularizer(Regularizer):
    DEFAULT_REGULARIZATION_PENALTY = 0.01

    def __init__(self, name: str | None = None) -> None:
        self._name = type(self).__name__ if name is None else name

    def asLoss(self) -> AbstractLoss:
        """This regularizer as a loss of the sample weights (``RegularizerLoss``)."""
        return RegularizerLoss(self)

    def getName(self) -> str:
        return self._name


class RegularizerLoss(AbstractLoss):
    """``RegularizerLoss(regularizer)`` or ``RegularizerLoss(name, regularizer)``."""

    def __init__(self, *args: Any) -> None:
        if len(args) == 1:
            name, regularizer = None, args[0]
        elif len(args) == 2:
            name, regularizer = args
        else:
            raise TypeError("RegularizerLoss: (regularizer) or (name, regularizer)")
        if not isinstance(regularizer, AbstractRegularizer):
            raise TypeError(
                f"RegularizerLoss: expected an AbstractRegularizer, got {regularizer!r}"
            )
        super().__init__(name)
        self.regularizer = regularizer

    def call(
        self,
        tf: Ops,
        labels: Operand[L] | None,
        predictions: Operand[T] | None,
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        if sampleWeights is None:
            raise ValueError("sampleWeights cannot be null")
        return self.regularizer.call(tf, sampleWeights)
