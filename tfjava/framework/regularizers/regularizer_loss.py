"""``RegularizerLoss``: a regularizer's penalty of the sample weights, as a loss."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tfjava.framework.losses.impl.abstract_loss import AbstractLoss, L, T
from tfjava.framework.regularizers.regularizer import AbstractRegularizer

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand


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
