"""``SetOps``: set operations on the last dimension of dense tensors (TensorFlow's
``DenseToDenseSetOperation``), densified with zeros as TensorFlow Java returns them."""

from __future__ import annotations

import enum
from typing import Any

from tfjava.framework.utils.cast_helper import cast


class Operation(enum.Enum):
    """Java's ``Sets.Operation``: the ``set_operation`` attribute values."""

    A_MINUS_B = "a-b"
    B_MINUS_A = "b-a"
    INTERSECTION = "intersection"
    UNION = "union"

    def getSetOperation(self) -> str:
        return self.value


class SetOps:
    def __init__(self, tf: Any) -> None:
        self._tf = tf

    def difference(self, a: Any, b: Any, aMinusB: bool = True) -> Any:
        """``a - b`` (or ``b - a``) per row of the last dimension."""
        return self.setOperation(a, b, Operation.A_MINUS_B if aMinusB else Operation.B_MINUS_A)

    def union(self, a: Any, b: Any) -> Any:
        return self.setOperation(a, b, Operation.UNION)

    def intersection(self, a: Any, b: Any) -> Any:
        return self.setOperation(a, b, Operation.INTERSECTION)

    def setOperation(self, a: Any, b: Any, setOperation: Operation) -> Any:
        tf = self._tf
        result = tf.sparse.denseToDenseSetOperation(
            a, b, setOperation.getSetOperation(), validateIndices=True
        )
        return tf.sparse.sparseToDense(
            result.resultIndices(),
            result.resultShape(),
            result.resultValues(),
            cast(tf, tf.constant(0), a.type()),
        )
