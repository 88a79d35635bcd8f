"""Set difference along the last dimension, over ``DenseToDenseSetOperation``.

Java's metrics call ``FrameworkOps.sets.difference``; this private copy keeps the metrics
package free of ``tfjava.framework.op`` until ``FrameworkOps.sets`` exists there."""

from __future__ import annotations

from typing import Any

from tfjava.framework.utils.cast_helper import cast


def difference(tf: Any, a: Any, b: Any) -> Any:
    """The values of ``a`` that are not in ``b`` (row by row), as a dense operand."""
    op = tf.sparse.denseToDenseSetOperation(a, b, "a-b")
    return tf.sparse.sparseToDense(
        op.resultIndices(), op.resultShape(), op.resultValues(), cast(tf, tf.constant(0), a.type())
    )
