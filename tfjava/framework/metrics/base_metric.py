"""``Metric`` (the interface) and ``BaseMetric``: a metric's state lives in graph variables
created in the init scope on first use; ``updateState`` returns the op that updates them and
``result`` the operand that reads them. Metrics refuse an eager ``Ops``, as Java's do."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from tfjava.framework.metrics.impl.overloads import Overloads, bind

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand
    from tfjava.core.raw_op import Op


class Metric:
    """Java's ``Metric`` interface."""

    def updateStateList(self, tf: Ops, *args: Any) -> list[Op]:
        raise NotImplementedError

    def result(self, tf: Ops, type: Any) -> Operand[Any]:
        raise NotImplementedError

    def resetStates(self, tf: Ops) -> Op:
        raise NotImplementedError

    def updateState(self, tf: Ops, *args: Any) -> Op:
        raise NotImplementedError

    def callOnce(self, tf: Ops, values: Any, sampleWeights: Any, type: Any) -> Operand[Any]:
        raise NotImplementedError


class BaseMetric(Metric):
    """Subclasses declare Java's constructors: ``_OVERLOADS`` (parameter names per overload),
    ``_KINDS`` (each name's kind) and ``_DEFAULTS``; ``__init__`` binds the call to one of them
    and hands the values to ``_setup``."""

    _OVERLOADS: ClassVar[Overloads] = (("seed",), ("name", "seed"))
    _KINDS: ClassVar[dict[str, Any]] = {"name": "name", "seed": "seed"}
    _DEFAULTS: ClassVar[dict[str, Any]] = {"name": None}
    DEFAULT_NAME: ClassVar[str | None] = None

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        values = bind(
            type(self).__name__, args, kwargs, self._OVERLOADS, self._KINDS, self._DEFAULTS
        )
        name = values.pop("name")
        seed = values.pop("seed")
        self._base_init(name, seed)
        self._setup(**values)

    def _base_init(self, name: str | None, seed: int) -> None:
        self._seed = int(seed)
        self._name: str = name if name is not None else (self.DEFAULT_NAME or type(self).__name__)
        self._initialized = False
        self._tf: Any = None

    def _setup(self, **values: Any) -> None:
        """Store the constructor's other values (Java's longest constructor's body)."""
        for key, value in values.items():
            setattr(self, "_" + key, value)

    # -- the update and result ops ----------------------------------------------------

    def updateStateList(self, tf: Ops, *args: Any) -> list[Op]:
        """``(tf, values, sampleWeights)`` or ``(tf, labels, predictions, sampleWeights)``,
        told apart by count as Java's overloads are: the ops that update the variables."""
        if len(args) == 2:
            return self._updateValues(tf, *args)
        if len(args) == 3:
            return self._updateLabels(tf, *args)
        raise TypeError(
            f"{type(self).__name__}.updateStateList takes (tf, values, sampleWeights) or "
            f"(tf, labels, predictions, sampleWeights), got {len(args) + 1} arguments"
        )

    def _updateValues(self, tf: Ops, values: Any, sampleWeights: Any) -> list[Op]:
        self.checkIsGraph(tf)
        return []

    def _updateLabels(self, tf: Ops, labels: Any, predictions: Any, sampleWeights: Any) -> list[Op]:
        self.checkIsGraph(tf)
        return []

    def updateState(self, tf: Ops, *args: Any) -> Op:
        """``(tf, values, sampleWeights)`` or ``(tf, labels, predictions, sampleWeights)``: one
        no-op that runs every update."""
        self.checkIsGraph(tf)
        controlOps = self.updateStateList(tf, *args)
        return tf.withSubScope("updateState").withControlDependencies(controlOps).noOp()

    def callOnce(self, tf: Ops, values: Any, sampleWeights: Any, type: Any) -> Operand[Any]:
        self.checkIsGraph(tf)
        controlOps = self.updateStateList(tf, values, sampleWeights)
        ltf = tf.withSubScope("callOnce").withControlDependencies(controlOps)
        return ltf.identity(self.result(ltf, type))

    # -- Java's accessors ---------------------------------------------------------------

    def getVariableName(self, varName: str) -> str:
        return f"{self._name}_{varName}"

    def getName(self) -> str:
        return self._name

    def setName(self, name: str) -> None:
        self._name = name

    def getSeed(self) -> int:
        return self._seed

    def init(self, tf: Ops) -> None:
        raise NotImplementedError(f"{type(self).__name__}.init")

    def getTF(self) -> Ops:
        return self._tf  # type: ignore[no-any-return]

    def setTF(self, tf: Ops) -> None:
        self.checkIsGraph(tf)
        self._tf = tf

    def isInitialized(self) -> bool:
        return self._initialized

    def setInitialized(self, initialized: bool) -> None:
        self._initialized = initialized

    def checkIsGraph(self, tf: Ops) -> None:
        if not tf.scope().env().isGraph():
            raise ValueError(
                f"{type(self).__name__}: the Ops environment is not a Graph, "
                "Graph is required for metrics."
            )
