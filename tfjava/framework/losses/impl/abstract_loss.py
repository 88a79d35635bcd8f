"""``Loss`` and ``AbstractLoss``: the loss interface and the base of the loss classes, whose
constructors take Java's overloads told apart by kind."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.losses.reduction import Reduction
from tfjava.types.family import TNumber

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand

T = TypeVar("T", bound=TNumber)
# Java's Operand<? extends TNumber> labels: any number type, whatever the predictions' type.
L = TypeVar("L", bound=TNumber)


class Loss:
    """Java's ``Loss`` interface: ``call(tf, labels, predictions, sampleWeights)``."""

    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        raise NotImplementedError(f"{type(self).__name__}.call")


# Kinds of constructor parameters, and the Python values each takes.
def _accepts(kind: str, value: Any) -> bool:
    if kind == "name":
        return isinstance(value, str) or value is None
    if kind == "bool":
        return isinstance(value, bool)
    if kind == "float":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind == "reduction":
        return isinstance(value, Reduction)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "axis":
        return (isinstance(value, int) and not isinstance(value, bool)) or (
            isinstance(value, Sequence) and all(isinstance(v, int) for v in value)
        )
    raise AssertionError(kind)


class AbstractLoss(Loss):
    """Subclasses list ``_PARAMS`` after name and reduction: (Java name, kind, default) in the
    order of Java's longest constructor. Arguments bind in order by kind, so that Java's
    overloads (``(reduction)``, ``(name, fromLogits)``, ``(fromLogits, labelSmoothing,
    reduction)``...) all work; keywords with Java's names work too."""

    REDUCTION_DEFAULT = Reduction.AUTO
    _PARAMS: ClassVar[tuple[tuple[str, str, Any], ...]] = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        cls = type(self).__name__
        spec = [("name", "name", None), *self._PARAMS]
        if not any(p[0] == "reduction" for p in spec):
            spec.append(("reduction", "reduction", Reduction.AUTO))
        values = {p[0]: p[2] for p in spec}
        i = 0
        for arg in args:
            while i < len(spec) and not _accepts(spec[i][1], arg):
                i += 1
            if i == len(spec):
                raise TypeError(
                    f"{cls}: unexpected argument {arg!r} (Java's constructors: "
                    f"{', '.join(p[0] for p in spec)})"
                )
            values[spec[i][0]] = arg
            i += 1
        for key, value in kwargs.items():
            kind = next((p[1] for p in spec if p[0] == key), None)
            if kind is None:
                raise TypeError(f"{cls}: unknown parameter {key!r}")
            if not _accepts(kind, value):
                raise TypeError(f"{cls}: parameter {key} got {value!r}")
            values[key] = value
        self._name: str = values.pop("name") or cls
        self.reduction: Reduction = values.pop("reduction")
        kinds = {p[0]: p[1] for p in spec}
        for key, value in values.items():
            setattr(self, key, float(value) if kinds[key] == "float" else value)

    def getReduction(self) -> Reduction:
        return self.reduction

    def getName(self) -> str:
        return self._name

    def _weighted(self, tf: Any, losses: Any, sampleWeights: Any) -> Operand[Any]:

        return cast(
            "Operand[Any]",
            LossesHelper.computeWeightedLoss(
                tf, losses, self.getReduction(), sampleWeights, owner=type(self).__name__
            ),
        )
