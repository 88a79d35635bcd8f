"""``LinalgOps``: ``matmul`` with TensorFlow Python's dispatch (batched, transposed, adjoint or
sparse-hinted), as TensorFlow Java's framework ``MatMul`` does it."""

from __future__ import annotations

from typing import Any

from tfjava.types import TBfloat16, TFloat32, TInt32
from tfjava.types.family import TFloating


def _floating_or_int32(t: type[Any]) -> bool:
    return issubclass(t, TFloating) or t is TInt32


class LinalgOps:
    def __init__(self, tf: Any) -> None:
        self._tf = tf

    def matmul(
        self,
        a: Any,
        b: Any,
        transposeA: bool = False,
        transposeB: bool = False,
        adjointA: bool = False,
        adjointB: bool = False,
        aIsSparse: bool = False,
        bIsSparse: bool = False,
    ) -> Any:
        """``a @ b``: Java's ``(a, b)``, ``(a, b, transposeA, transposeB)`` and the full form."""
        tf = self._tf
        scoped = tf.withSubScope("MatMul")
        if transposeA and adjointA:
            raise ValueError("Only one of transposeA and adjointA can be true.")
        if transposeB and adjointB:
            raise ValueError("Only one of transposeB and adjointB can be true.")
        if not _floating_or_int32(a.type()):
            raise TypeError(
                "Operand 'a' must be of type 'TBfloat16','TFloat16', 'TFloat32', 'TFloat64' or "
                f"'TInt32'. found type : {a.type().__name__}"
            )
        if not _floating_or_int32(b.type()):
            raise TypeError(
                "Operand 'b' must be of type 'TBfloat16', 'TFloat32', 'TFloat64' or 'TInt32'. "
                f"found type : {b.type().__name__}"
            )
        aRank, bRank = a.shape().numDimensions(), b.shape().numDimensions()
        if aRank != bRank:
            raise ValueError(
                "Parameters 'a' and 'b' must the same rank: found a rank = "
                f"{aRank}, b rank = {bRank}"
            )
        # the accepted types are real: an adjoint is a transpose
        transposeA = transposeA or adjointA
        transposeB = transposeB or adjointB
        if not aIsSparse and not bIsSparse and (aRank < 0 or aRank > 2 or bRank < 0):
            # batches of matrices: BatchMatMulV3 (the product's type is a's)
            return scoped.train.batchMatMul(a, b, a.type(), adjX=transposeA, adjY=transposeB)
        sparseTypes = (TBfloat16, TFloat32)
        useSparse = (aIsSparse or bIsSparse) and a.type() in sparseTypes and b.type() in sparseTypes
        if TBfloat16 in (a.type(), b.type()) and a.type() is not b.type():
            useSparse = True
        if useSparse:
            result = scoped.sparse.sparseMatMul(
                a,
                b,
                transposeA=transposeA,
                transposeB=transposeB,
                aIsSparse=aIsSparse,
                bIsSparse=bIsSparse,
            )
            return result if a.type() is TFloat32 else tf.dtypes.cast(result, a.type())
        return scoped.linalg.matMul(a, b, transposeA=transposeA, transposeB=transposeB)
