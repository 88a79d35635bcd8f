"""``Adam``: adaptive moment estimation (slots ``m`` and ``v``; variables ``beta1_power`` and
``beta2_power``), and what Adamax shares with it."""

from __future__ import annotations

from typing import Any

from org.tensorflow.op.train import ApplyAdam

from tfjava.core.operand import Operand, Output
from tfjava.core.raw_op import Op
from tfjava.exec.graph import Graph
from tfjava.framework.optimizers.optimizer import Optimizer, T
from tfjava.ndarray import Shape
from tfjava.types import TFloat32


class _MomentOptimizer(Optimizer):
    """Adam's and Adamax's moment slots, power variables (``_POWERS``: name and the beta they
    multiply by each step) and constants made by ``prepare``."""

    FIRST_MOMENT = "m"
    SECOND_MOMENT = "v"
    LEARNING_RATE_DEFAULT = 0.001
    BETA_ONE_DEFAULT = 0.9
    BETA_TWO_DEFAULT = 0.999
    _POWERS: tuple[tuple[str, str], ...] = ()

    def createSlots(self, variables: list[Output[Any]]) -> None:
        for v in variables:
            self.createSlot(v, self.FIRST_MOMENT, self._zeros_like(v))
            self.createSlot(v, self.SECOND_MOMENT, self._zeros_like(v))
        init = self.tf.withInitScope()
        self._powers: list[Any] = []
        for var_name, param in self._POWERS:
            power = init.withName(var_name).variable(Shape.scalar(), TFloat32)
            init.assign(power, self.tf.constant(self._v(param)))
            self._powers.append(power)

    def prepare(self, scopeName: str) -> Op | None:
        tf = self.tf
        self._consts = {p: tf.constant(self._v(p)) for p, _ in self._PARAMS}
        return None

    def finish(self, updateOperations: list[Op], name: str) -> Op:
        tf = self.tf
        for power, (_, param) in zip(self._powers, self._POWERS, strict=True):
            updateOperations.append(tf.assign(power, tf.math.mul(power, self._consts[param])))
        return super().finish(updateOperations, name)


class Adam(_MomentOptimizer):
    EPSILON_DEFAULT = 1e-8
    _PARAMS = (
        ("learningRate", _MomentOptimizer.LEARNING_RATE_DEFAULT),
        ("betaOne", _MomentOptimizer.BETA_ONE_DEFAULT),
        ("betaTwo", _MomentOptimizer.BETA_TWO_DEFAULT),
        ("epsilon", EPSILON_DEFAULT),
    )
    _POWERS = (("beta1_power", "betaOne"), ("beta2_power", "betaTwo"))

    @staticmethod
    def createAdamMinimize(
        scope: Any,
        loss: Operand[T],
        learningRate: float,
        betaOne: float,
        betaTwo: float,
        epsilon: float,
        *options: Optimizer.Options,
    ) -> Op:
        """Java's ``adam_minimize`` endpoint: a new ``Adam`` on the scope's graph minimising
        ``loss`` (``Optimizer.Options.sharedName`` names the returned op)."""

        if not isinstance(scope.env(), Graph):
            raise TypeError("Adam.createAdamMinimize: optimizers are only supported on Graphs")
        adam = Adam(scope.env(), learningRate, betaOne, betaTwo, epsilon)
        name = None
        for o in options:
            if o._sharedName is not None:
                name = o._sharedName
        return adam.minimize(loss, name)

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps, c = opDependencies, self._consts

        def cast(x: Any) -> Any:
            return deps.dtypes.cast(x, gradient.type())

        return deps.train.applyAdam(  # type: ignore[no-any-return]
            variable,
            self.getSlot(variable, self.FIRST_MOMENT),
            self.getSlot(variable, self.SECOND_MOMENT),
            cast(self._powers[0]),
            cast(self._powers[1]),
            cast(c["learningRate"]),
            cast(c["betaOne"]),
            cast(c["betaTwo"]),
            cast(c["epsilon"]),
            gradient,
            ApplyAdam.useLocking(True),
        )

    def getOptimizerName(self) -> str:
        return "Adam"
