"""Operands in TensorFlow Python: ``tf.convert_to_tensor(operand)`` (and so every TensorFlow
function taking a tensor: ``tf.add(operand, 1.0)``, ``tf.constant(operand)``) gives an eager
operand's tensor. Registered once, when the op runtime loads (TensorFlow is loaded by then:
a dictionary entry, no import cost).

numpy's side is ``Operand.__array__`` (``tfjava/core/operand.py``); the way in, TensorFlow tensors
and numpy arrays to constants, is ``Constant.create``.
"""

from __future__ import annotations

from typing import Any

from tensorflow.python.framework import tensor_conversion_registry

from tfjava.core.operand import Operand, eager_value


def _to_tensor(
    value: Operand[Any], dtype: Any = None, name: Any = None, as_ref: bool = False
) -> Any:
    # TensorFlow checks a requested dtype against the tensor returned.
    return eager_value(value, "tf.convert_to_tensor")


tensor_conversion_registry.register_tensor_conversion_function(Operand, _to_tensor)
