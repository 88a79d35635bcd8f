"""``Linear`` (the identity) and ``Exponential``."""

from __future__ import annotations

from typing import Any

from tfjava.framework.activations.activation import AbstractActivation


class Linear(AbstractActivation):
    NAME = "linear"

    @staticmethod
    def linear(tf: Any, input: Any) -> Any:
        return input

    def _call(self, tf: Any, input: Any) -> Any:
        return input


class Exponential(AbstractActivation):
    NAME = "exponential"

    @staticmethod
    def exponential(tf: Any, input: Any) -> Any:
        return tf.math.exp(input)

    def _call(self, tf: Any, input: Any) -> Any:
        return tf.math.exp(input)
