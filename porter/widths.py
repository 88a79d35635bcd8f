"""Overload groups that differ only in Java primitive width, and Java's choice among them.

Java picks ``constant(long)`` for a ``long`` argument where Python, given an ``int``, picks the
``int`` form (``TInt32``): at these call sites the porter converts each primitive argument to
the width Java chose (``np.int64(x)``, ``np.array(xs, dtype=np.float64)``, ``float(i)``), so
that the Python call picks what Java picked. ``--record-widths`` also wraps each site in
``porter.widthcheck.site``, which checks the result's type against Java's choice at run time.
"""

from __future__ import annotations

from dataclasses import dataclass

# Static methods, by qualified class; ``*`` means every method of that name.
STATIC_GROUPS: dict[str, tuple[str, ...]] = {
    "org.tensorflow.op.core.Constant": ("scalarOf", "vectorOf", "arrayOf", "tensorOf"),
    "org.tensorflow.ndarray.NdArrays": ("scalarOf", "vectorOf"),
    "org.tensorflow.ndarray.StdArrays": ("ndCopyOf",),
    "org.tensorflow.ndarray.buffer.DataBuffers": ("of",),
    "org.tensorflow.ndarray.impl.buffer.raw.RawDataBufferFactory": ("create",),
    "org.tensorflow.op.core.Shapes": ("append", "prepend"),
    # TensorFlow Java 1.x's factories, typed by the Java value (``Tensor.create(42L)``)
    "org.tensorflow.Tensor": ("create",),
    "org.tensorflow.Tensors": ("create",),
}
# 1.x factories: the binding reads a Python value as Java's int, float, boolean, byte[] or
# String already, so only long and double arguments are converted (and recorded), and an
# argument of unknown type (an ``Object``) is left to the binding.
ONE_X = {"org.tensorflow.Tensor", "org.tensorflow.Tensors"}
ONE_X_CONVERTS = frozenset(["long", "double"])
# Instance methods of ``Ops``.
OPS_GROUPS = ("constant", "array")

# Where the Python binding picks the type from another argument (the shape operand), so that
# a converted value would be refused: nothing to convert, but the site is still recorded.
PICKS_FROM_OPERAND = {
    ("org.tensorflow.op.core.Shapes", "append"),
    ("org.tensorflow.op.core.Shapes", "prepend"),
}
# Groups whose results are heap arrays and buffers (numpy dtypes), not tensor types.
HEAP = {
    "org.tensorflow.ndarray.NdArrays",
    "org.tensorflow.ndarray.StdArrays",
    "org.tensorflow.ndarray.buffer.DataBuffers",
    "org.tensorflow.ndarray.impl.buffer.raw.RawDataBufferFactory",
}

# Java's element primitive → the tensor type Java's overload returns / the numpy dtype of a
# heap array or buffer.
TENSOR_TYPE = {
    "int": "TInt32",
    "long": "TInt64",
    "float": "TFloat32",
    "double": "TFloat64",
    "boolean": "TBool",
    "byte": "TUint8",
    "String": "TString",
}
NUMPY_DTYPE = {
    "int": "int32",
    "long": "int64",
    "float": "float32",
    "double": "float64",
    "boolean": "bool",
    "byte": "int8",
    "short": "int16",
    "String": "object",
}
# The numpy scalar type that makes Python pick Java's width, where Python's own default differs.
NUMPY_SCALAR = {"long": "int64", "double": "float64", "short": "int16"}


@dataclass(frozen=True)
class Site:
    """One width-overload call: where, which group, and the width Java picks."""

    line: int
    owner: str  # qualified class (``org.tensorflow.op.Ops`` for the facade)
    method: str
    java_choice: str  # element primitive, or ``String``

    @property
    def expected(self) -> str:
        if self.owner in HEAP:
            dtype = NUMPY_DTYPE[self.java_choice]
            return "int8" if self.java_choice == "byte" else dtype
        return TENSOR_TYPE[self.java_choice]

    def numpy_scalar(self) -> str | None:
        """The numpy type each primitive argument is converted to, if Python's default differs."""
        if (self.owner, self.method) in PICKS_FROM_OPERAND:
            return None
        if self.java_choice == "byte":
            return "int8" if self.owner in HEAP else "uint8"
        return NUMPY_SCALAR.get(self.java_choice)


def group_of(owner: str, method: str) -> bool:
    """Whether ``owner.method`` is a width-overload group."""
    if owner == "org.tensorflow.op.Ops":
        return method in OPS_GROUPS
    return method in STATIC_GROUPS.get(owner, ())
