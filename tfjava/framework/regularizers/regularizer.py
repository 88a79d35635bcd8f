"""``Regularizer`` and ``AbstractRegularizer``: the penalty interface and its named base."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from tfjava.types.family import TNumber

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand
    from tfjava.framework.losses.impl.abstract_loss import AbstractLoss

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
        # cycle: regularizer_loss imports this module (its argument's type)
        from tfjava.framework.regularizers.regularizer_loss import RegularizerLoss

        return RegularizerLoss(self)

    def getName(self) -> str:
        return self._name
