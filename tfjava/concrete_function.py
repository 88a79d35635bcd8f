"""``org.tensorflow.ConcreteFunction``: a TensorFlow function usable as a function attribute.

TensorFlow's own ``ConcreteFunction`` (from ``tf.function(...).get_concrete_function(...)``) is
what the Java API's ``ConcreteFunction`` parameters take.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    # TensorFlow ships no type information: to type checkers its class is Any.
    ConcreteFunction: TypeAlias = Any
else:
    from tensorflow.python.eager.polymorphic_function.concrete_function import (
        ConcreteFunction as ConcreteFunction,
    )

__all__ = ["ConcreteFunction"]
