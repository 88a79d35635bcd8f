"""``org.tensorflow.types``: the tensor types ``TBool``, ``TFloat16``, ``TBfloat16``,
``TFloat32``, ``TFloat64``, ``TInt32``, ``TInt64``, ``TUint8``, ``TUint16`` and ``TString``.

Their families (``TType``, ``TNumber``, ``TFloating``, ``TIntegral``) are in
``tfjava.types.family``; ``tfjava.types.registry`` maps TensorFlow data types to classes.
Importing this package does not import TensorFlow.
"""

from __future__ import annotations

# TensorFlow Java 1.x's factories give Tensor.create its implementation.
from tfjava.types import legacy as _legacy  # noqa: F401

# SparseTensor (a tensor of any of these types) gives TType.sparseTensorOf its class.
from tfjava.types import sparse_tensor as _sparse_tensor  # noqa: F401
from tfjava.types.floating import TBfloat16, TFloat16, TFloat32, TFloat64
from tfjava.types.integral import TInt32, TInt64, TUint8, TUint16
from tfjava.types.tbool import TBool
from tfjava.types.tstring import TString

__all__ = [
    "TBfloat16",
    "TBool",
    "TFloat16",
    "TFloat32",
    "TFloat64",
    "TInt32",
    "TInt64",
    "TString",
    "TUint8",
    "TUint16",
]
