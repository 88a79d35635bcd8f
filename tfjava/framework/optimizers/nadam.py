"""``Nadam``: Adam with Nesterov momentum (slots ``m``, ``v`` and ``momentum``; variables
``beta1_power``, ``beta2_power`` and ``momentum``), built from assignments as Java does."""

from __future__ import annotations

from typing import Any

import numpy as np
from org.tensorflow.op.core import Assign

from tfjava.core.operand import Output
from tfjava.core.raw_op import Op
from tfjava.framework.optimizers.optimizer import Optimizer, T
from tfjava.ndarray import Shape
from tfjava.types import TFloat32


class Nadam(Optimizer):
    LEARNING_RATE_DEFAULT = 0.001
    EPSILON_DEFAULT = 1e-8
    BETA_ONE_DEFAULT = 0.9
    BETA_TWO_DEFAULT = 0.999
    FIRST_MOMENT = "m"
    SECOND_MOMENT = "v"
    MOMENTUM = "momentum"
    _DECAY_BASE = 0.96
    _DECAY = 0.004
    _PARAMS = (
        ("learningRate", LEARNING_RATE_DEFAULT),
        ("betaOne", BETA_ONE_DEFAULT),
        ("betaTwo", BETA_TWO_DEFAULT),
        ("epsilon", EPSILON_DEFAULT),
    )

    def _validate(self) -> None:
        # The step count of the graph being built: Java bakes it into prepare's constants.
        self._iterations = 0

    def createSlots(self, variables: list[Output[Any]]) -> None:
        tf = self.tf
        for v in variables:
            self.createSlot(v, self.FIRST_MOMENT, self._zeros_like(v))
            self.createSlot(v, self.SECOND_MOMENT, self._zeros_like(v))
            self.createSlot(v, self.MOMENTUM, self._zeros_like(v, 1.0))
        init = tf.withInitScope()
        self._betaOnePower = init.withName("beta1_power").variable(Shape.scalar(), TFloat32)
        init.assign(self._betaOnePower, tf.constant(self._v("betaOne")))
        self._betaTwoPower = init.withName("beta2_power").variable(Shape.scalar(), TFloat32)
        init.assign(self._betaTwoPower, tf.constant(self._v("betaTwo")))
        self._momentum = init.withName("momentum").variable(Shape.scalar(), TFloat32)
        init.assign(self._momentum, tf.constant(1.0))

    def prepare(self, scopeName: str) -> Op | None:
        tf = self.tf
        one, half = tf.constant(1.0), tf.constant(0.5)
        self._lr = tf.constant(self._v("learningRate"))
        self._b1 = tf.constant(self._v("betaOne"))
        self._b2 = tf.constant(self._v("betaTwo"))
        localStep = tf.constant(np.int64(self._iterations + 1))
        nextStep = tf.constant(np.int64(self._iterations + 2))
        decay, decayBase = tf.constant(self._DECAY), tf.constant(self._DECAY_BASE)
        self._eps = tf.constant(self._v("epsilon"))

        def schedule(step: Any) -> Any:
            # beta1 * (1 - 0.5 * decayBase ** (decay * step))
            power = tf.math.pow(decayBase, tf.math.mul(decay, tf.dtypes.cast(step, TFloat32)))
            return tf.math.mul(self._b1, tf.math.sub(one, tf.math.mul(half, power)))

        mT = schedule(localStep)
        self._mT1 = schedule(nextStep)
        mScheduleNew = tf.assign(
            self._momentum, tf.math.mul(self._momentum, mT), Assign.useLocking(True)
        )
        mScheduleNext = tf.math.mul(mScheduleNew, self._mT1)
        self._oneMinusBeta1 = tf.math.sub(one, self._b1)
        self._oneMinusBeta2 = tf.math.sub(one, self._b2)
        self._oneMinusMT = tf.math.sub(one, mT)
        self._oneMinusMScheduleNew = tf.math.sub(one, mScheduleNew)
        self._oneMinusMScheduleNext = tf.math.sub(one, mScheduleNext)
        self._vTPrimeDenominator = tf.math.sub(
            one, tf.math.pow(self._b2, tf.dtypes.cast(localStep, TFloat32))
        )
        return None

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps, m = opDependencies, opDependencies.math
        t = gradient.type()

        def c(x: Any) -> Any:
            return deps.dtypes.cast(x, t)

        mSlot = self.getSlot(variable, self.FIRST_MOMENT)
        vSlot = self.getSlot(variable, self.SECOND_MOMENT)
        gPrime = m.div(gradient, c(self._oneMinusMScheduleNew))
        mT = m.add(m.mul(c(self._b1), mSlot), m.mul(c(self._oneMinusBeta1), gradient))
        mT = deps.assign(mSlot, mT, Assign.useLocking(True))
        mTPrime = m.div(mT, c(self._oneMinusMScheduleNext))
        vT = m.add(m.mul(c(self._b2), vSlot), m.mul(c(self._oneMinusBeta2), m.square(gradient)))
        vT = deps.assign(vSlot, vT, Assign.useLocking(True))
        vTPrime = m.div(vT, c(self._vTPrimeDenominator))
        mTBar = m.add(m.mul(c(self._oneMinusMT), gPrime), m.mul(c(self._mT1), mTPrime))
        varT = m.sub(
            variable,
            m.div(m.mul(c(self._lr), mTBar), m.add(m.sqrt(vTPrime), c(self._eps))),
        )
        return deps.assign(variable, varT, Assign.useLocking(True))  # type: ignore[no-any-return]

    def finish(self, updateOperations: list[Op], name: str) -> Op:
        tf = self.tf
        self._iterations += 1
        updateOperations.append(
            tf.assign(self._betaOnePower, tf.math.mul(self._betaOnePower, self._b1))
        )
        updateOperations.append(
            tf.assign(self._betaTwoPower, tf.math.mul(self._betaTwoPower, self._b2))
        )
        return super().finish(updateOperations, name)

    def getOptimizerName(self) -> str:
        return "Nadam"
