"""``Optimizer``: the base of the framework's optimizers, and ``Optimizer.GradAndVar``.

An optimizer works on a ``Graph``: ``minimize(loss)`` differentiates ``loss`` with respect to
every ``VariableV2`` of the graph, creates the optimizer's slot variables (initialised by the
graph's init scope, so that ``Session.initialize`` or ``Session.runInit`` sets them) and adds one
``apply*`` update per variable, grouped under a ``NoOp`` that is returned.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Generic, TypeVar

from org.tensorflow.op import Ops
from org.tensorflow.op.core import NoOp

from tfjava.core.operand import Operand, Output
from tfjava.core.raw_op import Op
from tfjava.core.scope import OpScope
from tfjava.exec.graph import Graph
from tfjava.facade.ops_base import OpsBase
from tfjava.framework.utils.java_text import javaValue
from tfjava.types.family import TType

T = TypeVar("T", bound=TType)

# One constructor parameter of an optimizer: Java name, default and Python kind.
Param = tuple[str, Any]


class Optimizer:
    """Java's abstract ``Optimizer``. Subclasses list their constructor parameters in
    ``_PARAMS`` (Java order, with defaults) and override ``createSlots``, ``prepare``,
    ``applyDense`` and ``finish`` as Java's do."""

    VARIABLE_V2 = "VariableV2"
    _PARAMS: ClassVar[tuple[Param, ...]] = ()

    class GradAndVar(Generic[T]):
        """A gradient and the variable it updates."""

        def __init__(self, gradient: Output[T], variable: Output[T]) -> None:
            self._gradient = gradient
            self._variable = variable

        def getGradient(self) -> Output[T]:
            return self._gradient

        def getVariable(self) -> Output[T]:
            return self._variable

    class Options:
        """Java's ``Optimizer.Options`` (``sharedName``), used by the ``*_minimize`` endpoints."""

        def __init__(self) -> None:
            self._sharedName: str | None = None

        def sharedName(self, sharedName: str) -> Optimizer.Options:
            self._sharedName = sharedName
            return self

    def __init__(self, graph: Graph, *args: Any, **kwargs: Any) -> None:
        """``(graph)``, ``(graph, name)``, ``(graph, learningRate, ...)`` or
        ``(graph, name, learningRate, ...)``: Java's overloads told apart by kind; the values
        after the name follow Java's parameter order (keywords with Java's names work too)."""

        cls = type(self).__name__
        if not isinstance(graph, Graph):
            raise TypeError(
                f"{cls}: parameter graph must be a Graph, got {type(graph).__name__} "
                "(optimizers are only supported on graphs)"
            )
        name: str | None = None
        if args and (isinstance(args[0], str) or args[0] is None):
            name, args = args[0], args[1:]
        if "name" in kwargs:
            name = kwargs.pop("name")
        if len(args) > len(self._PARAMS):
            raise TypeError(f"{cls}: too many arguments ({len(args)} values after the name)")
        values = dict(self._PARAMS)
        for (pname, default), value in zip(self._PARAMS, args, strict=False):
            values[pname] = _checked(cls, pname, default, value)
        for pname, value in kwargs.items():
            if pname not in values:
                raise TypeError(f"{cls}: unknown parameter {pname!r}")
            values[pname] = _checked(cls, pname, values[pname], value)
        self._values = values
        self.graph = graph
        base: OpsBase = Ops.create(graph)
        self.tf: Any = base.withName(self.getOptimizerName() if name is None else name)
        self._slots: dict[str, dict[str, Any]] = {}
        self.globals: list[Any] = []
        self._validate()

    def _validate(self) -> None:
        """Check the constructor values (Java's IllegalArgumentException is ValueError)."""

    def _v(self, pname: str) -> Any:
        return self._values[pname]

    @staticmethod
    def createName(variable: Output[Any], slotName: str) -> str:
        """The name of the slot ``slotName`` of ``variable``: ``<variable op name>-<slot>``."""
        return variable.op().name() + "-" + slotName

    def getTF(self) -> Any:
        """The ``Ops`` this optimizer builds with (named after the optimizer)."""
        return self.tf

    def minimize(self, loss: Operand[T], name: str | None = None) -> Op:
        """Add the ops that minimise ``loss`` over every variable of the graph."""
        gradsAndVars = self.computeGradients(loss)
        return self.applyGradients(
            gradsAndVars, self.getOptimizerName() + "-minimize" if name is None else name
        )

    def computeGradients(self, loss: Operand[T]) -> list[Optimizer.GradAndVar[Any]]:
        """The gradient of ``loss`` for each ``VariableV2`` of the graph."""
        variables = [
            op.output(0) for op in self.graph.operations() if op.type() == self.VARIABLE_V2
        ]
        gradients = self.graph.addGradients(loss.asOutput(), variables)
        return [Optimizer.GradAndVar(g, v) for g, v in zip(gradients, variables, strict=True)]

    def applyGradients(self, gradsAndVars: Sequence[Optimizer.GradAndVar[Any]], name: str) -> Op:
        """Create the slots, then one update per gradient (after all gradients), grouped by
        ``finish`` under a ``NoOp`` named ``name``."""
        pairs = [p for p in gradsAndVars if p.getGradient() is not None]
        self.createSlots([p.getVariable() for p in gradsAndVars])
        deps = self.tf.withControlDependencies([p.getGradient() for p in pairs])
        updates: list[Op] = []
        prep = self.prepare(name + "/prepare")
        if prep is not None:
            updates.append(prep)
        for pair in pairs:
            updates.append(self.applyDense(deps, pair.getGradient(), pair.getVariable()))
        return self.finish(updates, name)

    def getSlot(self, var: Output[T] | str, slotName: str) -> Any:
        """The slot variable ``slotName`` of ``var`` (Java's ``Optional``: the variable or
        None)."""
        varName = var if isinstance(var, str) else var.op().name()
        return self._slots.get(slotName, {}).get(varName)

    def createSlot(self, variable: Output[T], slotName: str, initializer: Operand[T]) -> None:
        """Add the slot variable ``slotName`` of ``variable``, set to ``initializer`` by the
        init scope."""
        init = self.tf.withInitScope()
        slot = init.withName(self.createName(variable, slotName)).variable(
            variable.shape(), variable.type()
        )
        init.assign(slot, initializer)
        self._slots.setdefault(slotName, {})[variable.op().name()] = slot

    def _zeros_like(self, v: Output[Any], value: float = 0.0) -> Any:
        tf = self.tf
        return tf.fill(tf.shape(v), tf.dtypes.cast(tf.constant(value), v.type()))

    def _cast(self, deps: Any, value: Any, like: Output[Any]) -> Any:
        """``value`` (a Python float or an operand) as an operand of ``like``'s type."""
        if not isinstance(value, Operand):
            value = deps.constant(float(value))
        return deps.dtypes.cast(value, like.type())

    def prepare(self, scopeName: str) -> Op | None:
        """Ops to run before the updates (Java's ``Optional<Op>``: an op or None)."""
        return None

    def createSlots(self, variables: list[Output[Any]]) -> None:
        """Create the slots of every variable."""

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        raise NotImplementedError(f"{type(self).__name__}.applyDense")

    def finish(self, updateOperations: list[Op], name: str) -> Op:
        """A ``NoOp`` named ``name`` that runs after every update."""
        scope = OpScope(self.graph).withName(name).withControlDependencies(updateOperations)
        return NoOp.create(scope)

    def getOptimizerName(self) -> str:
        raise NotImplementedError(f"{type(self).__name__}.getOptimizerName")

    def __str__(self) -> str:

        fields = ", ".join(f"{k}={javaValue(v)}" for k, v in self._values.items())
        return f"{type(self).__name__}{{{fields}}}"


def _checked(cls: str, pname: str, default: Any, value: Any) -> Any:
    """``value`` for the parameter ``pname``, of the kind of its default (bool or float)."""
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise TypeError(f"{cls}: parameter {pname} must be a bool, got {value!r}")
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{cls}: parameter {pname} must be a float, got {value!r}")
    return float(value)
