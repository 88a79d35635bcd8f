"""``L1L2`` and its special cases ``L1`` and ``L2``:
``l1 * sum(abs(w)) + l2 * sum(square(w))``."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.regularizers.regularizer import AbstractRegularizer, R
from tfjava.framework.utils.cast_helper import cast

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand

_DEFAULT = AbstractRegularizer.DEFAULT_REGULARIZATION_PENALTY


def _penalty(which: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{which} penalty must be a number, got {value!r}")
    number = float(value)
    if math.isnan(number) or math.isinf(number):
        # Java's String.format("%f") of NaN/Infinity
        text = "NaN" if math.isnan(number) else ("Infinity" if number > 0 else "-Infinity")
        raise ValueError(
            f"{which} Value: {text} is not a valid regularization penalty number, a "
            "positive/negative infinity or NaN is not a property value"
        )
    return number


class L1L2(AbstractRegularizer):
    """``L1L2()`` (both 0.01), ``L1L2(l1, l2)``, ``L1L2(name, l1, l2)``."""

    def __init__(self, *args: Any) -> None:
        if args and (isinstance(args[0], str) or args[0] is None) and len(args) == 3:
            name, l1, l2 = args
        elif len(args) == 2:
            name, (l1, l2) = None, args
        elif not args:
            name, l1, l2 = None, _DEFAULT, _DEFAULT
        else:
            raise TypeError(f"L1L2: no constructor takes {args!r} ((), (l1, l2), (name, l1, l2))")
        super().__init__(name)
        self._l1 = _penalty("L1", l1)
        self._l2 = _penalty("L2", l2)

    def call(self, tf: Ops, input: Operand[R]) -> Operand[R]:
        regularization: Operand[R] = cast(tf, tf.constant(0), input.type())
        if self._l1 == 0 and self._l2 == 0:
            return regularization
        if self._l1 != 0:
            l1 = cast(tf, tf.constant(self._l1), input.type())
            total = tf.reduceSum(tf.math.abs(input), LossesHelper.allAxes(tf, input))
            regularization = tf.math.add(regularization, tf.math.mul(l1, total))
        if self._l2 != 0:
            l2 = cast(tf, tf.constant(self._l2), input.type())
            total = tf.reduceSum(tf.math.square(input), LossesHelper.allAxes(tf, input))
            regularization = tf.math.add(regularization, tf.math.mul(l2, total))
        return regularization

    def getL1(self) -> float:
        return self._l1

    def getL2(self) -> float:
        return self._l2


def _name_and_penalty(cls: str, args: tuple[Any, ...]) -> tuple[str | None, Any]:
    """Java's ``()``, ``(name)``, ``(penalty)`` and ``(name, penalty)``."""
    if not args:
        return None, _DEFAULT
    if len(args) == 1:
        if isinstance(args[0], str) or args[0] is None:
            return args[0], _DEFAULT
        return None, args[0]
    if len(args) == 2:
        return args[0], args[1]
    raise TypeError(
        f"{cls}: no constructor takes {args!r} ((), (name), (penalty), (name, penalty))"
    )


class L1(L1L2):
    """``l1 * sum(abs(w))``."""

    def __init__(self, *args: Any) -> None:
        name, l1 = _name_and_penalty("L1", args)
        super().__init__(name, l1, 0.0)


class L2(L1L2):
    """``l2 * sum(square(w))``."""

    def __init__(self, *args: Any) -> None:
        name, l2 = _name_and_penalty("L2", args)
        super().__init__(name, 0.0, l2)
